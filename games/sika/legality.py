"""Sika's legality: the check that refuses a move with a reason and its card codes.

The legal moves themselves are the state's (``SikaState.legal_actions``); this
module reads the state through ``Board`` because the state's ``apply`` checks a
move here: the state module imports this one.
"""

from __future__ import annotations

from typing import Protocol

from games.cards import Card, card_text, cards_text
from games.core import Action, IllegalMoveError, check_turn
from games.sika.events import Decision, DecisionKind, IllegalReason
from games.sika.rules import Match, Rules

# ---------------------------------------------------------------------------
# Legality


class Board(Protocol):
    """What legality reads of a game in progress (``SikaState`` is one)."""

    rules: Rules
    hands: list[list[Card]]

    @property
    def over(self) -> bool: ...

    @property
    def decision(self) -> Decision | None: ...

    @property
    def top(self) -> Card: ...

    def playable(self, card: Card) -> bool: ...


def check_action(state: Board, action: Action) -> None:
    """Raise IllegalMoveError with the reason (and its card codes) if ``action`` is not legal."""
    decision = check_turn(state, action)
    if action in decision.options:
        return
    hand = list(state.hands[decision.player])
    for card in action.cards:
        if card not in hand:
            raise IllegalMoveError(
                IllegalReason.NOT_IN_HAND,
                f"{card_text(card)} is not in the hand",
                decision,
                {"card": card_text(card)},
            )
        hand.remove(card)
    top = card_text(state.top)
    if decision.kind is not DecisionKind.SHED:
        if len(action.cards) != 1:
            raise IllegalMoveError(
                IllegalReason.ONE_CARD,
                "play exactly one card",
                decision,
                {"cards": cards_text(action.cards)},
            )
        # Only a MATCH decision can refuse a card that is in the hand.
        what = "colour" if state.rules.match is Match.COLOUR else "suit"
        raise IllegalMoveError(
            IllegalReason.MUST_MATCH,
            f"{card_text(action.cards[0])} does not have the {what} of {top}: "
            f"a card of that {what} must be played first",
            decision,
            {"card": card_text(action.cards[0]), "top": top, "match": what},
        )
    if not state.playable(action.cards[0]):
        raise IllegalMoveError(
            IllegalReason.NOT_PLAYABLE,
            f"{card_text(action.cards[0])} cannot go on {top}: "
            "it needs the same suit or rank, or an eight",
            decision,
            {"card": card_text(action.cards[0]), "top": top},
        )
    raise IllegalMoveError(
        IllegalReason.NOT_A_SET_OR_RUN,
        "several cards must be a set of one rank or a run of three or more in one suit",
        decision,
        {"cards": cards_text(action.cards)},
    )
