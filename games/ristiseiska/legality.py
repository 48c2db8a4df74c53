"""Ristiseiska's legality: the check that refuses a move with a reason, and its words.

The legal moves themselves are the state's (``RistiseiskaState.legal_actions``);
this module reads the state through ``Board`` because the state's ``apply``
checks a move here: the state module imports this one.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from games.core import (
    Action,
    IllegalMoveError,
    check_turn,
)
from games.ristiseiska.events import Decision, DecisionKind, IllegalReason
from games.ristiseiska.rules import (
    ALL_CARDS,
    HOLD,
    JOKER0,
    RANK,
    STOP,
    Holding,
    Rules,
    _Plan,
    card_text,
    card_words,
    choice_text,
)

# ---------------------------------------------------------------------------
# Legality


class Board(Protocol):
    """What legality reads of a game in progress (``RistiseiskaState`` is one)."""

    rules: Rules
    _plan: _Plan
    owner: list[int]
    dead: list[bool]
    down: list[int]
    opened: bool
    ace_end: int

    @property
    def over(self) -> bool: ...

    @property
    def decision(self) -> Decision | None: ...

    def playable(self, card: int) -> bool: ...


def _refuse(
    reason: IllegalReason, message: str, decision: Decision, data: Mapping[str, object]
) -> IllegalMoveError:
    return IllegalMoveError(reason, message, decision, data)


def check_action(state: Board, action: Action) -> None:
    """Raise IllegalMoveError with a reason code, its data and English words if not legal."""
    decision = check_turn(state, action)
    if action in decision.options:
        return
    cards = action.cards
    text = choice_text(cards)
    if not cards:
        raise _refuse(IllegalReason.NOT_A_CHOICE, "choose a card", decision, {"choice": text})
    first = cards[0]
    if first in (STOP, HOLD):
        raise _refuse_not_playing(state, decision, first, text)
    _check_card(state, decision, cards, text)
    raise _refuse_place(state, decision, first)


def _refuse_not_playing(
    state: Board, decision: Decision, first: int, text: str
) -> IllegalMoveError:
    """Why a 'stop' or holding back is not offered."""
    if first == STOP:
        return _refuse(
            IllegalReason.NO_EXTRA_PLAY,
            "'stop' only ends an extra play after a closing card",
            decision,
            {"choice": text},
        )
    sevens = [a for a in decision.options if a.cards[0] < JOKER0]
    if state.rules.holding is Holding.SEVENS_ONLY and sevens:
        return _refuse(
            IllegalReason.MUST_PLAY_SEVEN,
            "a player holding a playable 7 must play a 7",
            decision,
            {"sevens": [choice_text(a.cards) for a in sevens]},
        )
    return _refuse(
        IllegalReason.MUST_PLAY,
        "a player who can play must play (holding back is against the rules)",
        decision,
        {"options": [choice_text(a.cards) for a in decision.options]},
    )


def _check_card(state: Board, decision: Decision, cards: tuple[int, ...], text: str) -> None:
    """IllegalMoveError if the first of ``cards`` is no card of the hand that may be laid."""
    first = cards[0]
    if first >= ALL_CARDS or first < 0:
        raise _refuse(IllegalReason.NOT_A_CHOICE, f"{text} is not a choice", decision, {})
    if state.owner[first] != decision.player:
        raise _refuse(
            IllegalReason.NOT_IN_HAND,
            f"{card_words(first)} is not in the hand",
            decision,
            {"card": card_text(first)},
        )
    if decision.kind is DecisionKind.GIVE:
        raise _refuse(IllegalReason.NOT_A_CHOICE, f"give one card, not {text}", decision, {})
    if first >= JOKER0:
        raise _refuse(
            IllegalReason.NEEDS_CARD if state.opened else IllegalReason.NEEDS_CLUB,
            f"{card_words(first)} can stand only for a card that could be played now",
            decision,
            {"card": card_text(first), "stands_for": choice_text(cards[1:])},
        )
    if state.dead[first]:
        raise _refuse(
            IllegalReason.DEAD_CARD,
            f"{card_words(first)} is dead: the joker standing for it can no longer be swapped",
            decision,
            {"card": card_text(first)},
        )
    plan = state._plan
    if not state.opened:
        start = plan.start[0]
        raise _refuse(
            IllegalReason.NEEDS_CLUB,
            f"{card_words(start)} must be the first card on the table",
            decision,
            {"card": card_text(first), "needs": card_text(start)},
        )


def _refuse_place(state: Board, decision: Decision, first: int) -> IllegalMoveError:
    """Why a card of the hand, on an opened layout, cannot go where it was asked to."""
    same = [a for a in decision.options if a.cards[0] == first]
    if len(same) == 1:
        return _refuse(
            IllegalReason.NOT_A_CHOICE,
            f"{card_words(first)} has one place now: write {choice_text(same[0].cards)}",
            decision,
            {"card": card_text(first), "choice": choice_text(same[0].cards)},
        )
    if same:
        return _refuse(
            IllegalReason.CHOOSE_END,
            f"{card_words(first)} fits either end: write {choice_text(same[0].cards)} "
            f"or {choice_text(same[-1].cards)}",
            decision,
            {"card": card_text(first)},
        )
    if state.playable(first):  # playable, yet not offered: a 7 must come first
        offered = [choice_text(a.cards) for a in decision.options if a.cards[0] < JOKER0]
        return _refuse(
            IllegalReason.MUST_PLAY_SEVEN,
            "a player holding a playable 7 must play a 7",
            decision,
            {"card": card_text(first), "sevens": offered},
        )
    neighbours = _needed(state, first)
    if not neighbours:
        return _refuse(
            IllegalReason.ALREADY_DOWN,
            f"{card_words(first)} has no place on the layout",
            decision,
            {"card": card_text(first)},
        )
    following, empty = _next_toward(state, first)
    data: dict[str, object] = {
        "card": card_text(first),
        "needs": card_text(neighbours[0]),
        "next": card_text(following),
        "row_empty": empty,
    }
    if len(neighbours) > 1:  # a first ace: either end's card opens its place
        data["or_needs"] = card_text(neighbours[1])
    return _refuse(
        IllegalReason.NEEDS_CARD,
        f"{card_words(first)} needs " + " or ".join(card_words(c) for c in neighbours) + " first",
        decision,
        data,
    )


def _needed(state: Board, card: int) -> tuple[int, ...]:
    """The neighbours of which one must be down before ``card`` can go (empty: it has no
    place now); two only for an ace before the first ace, which may go on either end."""
    plan = state._plan
    slots = (card * 2, card * 2 + 1)
    if plan.first_ace and RANK[card] == 1 and state.ace_end >= 0:
        slots = (card * 2 + state.ace_end, card * 2 + state.ace_end)
    base = card - card % 13
    down = {s >> 1 for s in state.down}
    found: list[int] = []
    for s in range(2 * base, 2 * (base + 13)):
        for t in plan.next_slots[s]:
            if (t == slots[0] or t == slots[1]) and (s >> 1) not in down:
                if s >> 1 not in found:
                    found.append(s >> 1)
    return tuple(found)


def _next_toward(state: Board, card: int) -> tuple[int, bool]:
    """The card its row takes next on the way to ``card``, and whether the row is empty.

    Every slot of a row is opened by exactly one slot (the centre by none), so walking
    back from ``card`` until the slot before is down finds the card the row waits for;
    reaching the centre means no card of the row is down yet.
    """
    plan = state._plan
    base = card - card % 13
    before: dict[int, int] = {}
    for s in range(2 * base, 2 * (base + 13)):
        for t in plan.next_slots[s]:
            before[t] = s
    down = {s >> 1 for s in state.down}
    slots = (card * 2, card * 2 + 1)
    if plan.first_ace and RANK[card] == 1 and state.ace_end >= 0:
        slots = (card * 2 + state.ace_end, card * 2 + state.ace_end)
    for target in slots:
        if target not in before:
            continue
        current = before[target]
        while current in before and (before[current] >> 1) not in down:
            current = before[current]
        return current >> 1, current not in before
    return card, False
