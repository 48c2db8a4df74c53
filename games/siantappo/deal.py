"""Starting a siantappo game: a shuffled deal (or a series' next one), or a composed position."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from games.cards import Card, shuffle
from games.core import (
    DeckError,
    PlayersError,
    PositionError,
    PositionReason,
    check_expected,
    check_places,
    check_players_for_position,
    check_seat,
    unnamed_cards,
)
from games.siantappo.combos import _NONE, _shape
from games.siantappo.events import DecisionKind
from games.siantappo.rules import (
    _THREE_OF_CLUBS,
    DECK,
    MAX_PLAYERS,
    MIN_PLAYERS,
    Rules,
    _cards,
    _mask,
    _texts,
)
from games.siantappo.state import Chooser, Observer, SiantappoState

# ---------------------------------------------------------------------------
# Creating games


def check_players(rules: Rules, players: int) -> None:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise PlayersError(
            f"{players} player{'' if players == 1 else 's'}: siantappo takes "
            f"{MIN_PLAYERS} to {MAX_PLAYERS} players",
            players,
            MIN_PLAYERS,
            MAX_PLAYERS,
        )


def complete_deck(prefix: Sequence[Card], rng: random.Random) -> list[Card]:
    """The stacked cards first, then every missing card in a shuffle from ``rng``."""
    seen = [False] * 52
    for card in prefix:
        if seen[card]:
            raise DeckError(f"card {DECK.text(card)} is in the deck more than once")
        seen[card] = True
    missing = [c for c in range(52) if not seen[c]]
    shuffle(rng, missing)
    return [*prefix, *missing]


def _previous_order(players: int, previous: Sequence[Sequence[int]]) -> list[int]:
    """Seats in the previous game's finishing order; a missing seat joined: it lost."""
    order: list[int] = []
    for group in previous:
        if len(group) != 1:
            raise PlayersError("previous places: siantappo has one player per place")
        order.append(group[0])
    missing = [q for q in range(players) if q not in order]
    if len(missing) > 1 or len(order) != len(set(order)):
        raise PlayersError(
            "previous places: name every player once (at most one may have joined since)"
        )
    return order + missing


def new_game(
    rules: Rules,
    players: int,
    *,
    seed: int | None = 0,
    deck: Sequence[Card] = (),
    observer: Observer | None = None,
    pause_after_turns: int | None = None,
    policy: Chooser | None = None,
    previous_places: Sequence[Sequence[int]] | None = None,
) -> SiantappoState:
    """Deal a game: ``deck`` (the deal order) is stacked on a shuffle made from ``seed``.

    ``previous_places`` (place groups of seats, winner first) makes it a later
    game of a series: the cards are exchanged and the previous loser leads.
    """
    check_players(rules, players)
    previous = None if previous_places is None else _previous_order(players, previous_places)
    rng = random.Random(seed)
    cards = complete_deck(deck, rng)
    state = SiantappoState(rules, players, rng, observer, pause_after_turns, policy)
    state._deal(cards, previous)
    state._advance()
    return state


# ---------------------------------------------------------------------------
# Composed positions (``Game.position``): a table written as data


class Unreachable(StrEnum):
    """Why a siantappo position cannot be, beyond the ``PositionReason``s every game shares."""

    NOT_A_COMBINATION = "not_a_combination"  # {cards}: the trick is no combination
    TRICK_PLAYER = "trick_player"  # a trick needs its player, and a player a trick
    TRICK_FELL = "trick_fell"  # {player}: everyone else passed: the trick has fallen
    NOT_PASSED = "not_passed"  # {seat}: a seat between the trick's player and the one to move
    PASSED = "passed"  # {seat}: the seat to move, the trick's player or a seat out passed
    DEAL = "deal"  # at the deal nothing is on the table and nobody is out
    LEADER = "leader"  # {leader}: who leads the deal's first trick (3C, or the last loser)


@dataclass(frozen=True)
class Position:
    """A siantappo table composed by hand, for ``position``.

    ``hands``: each seat's cards, or a number (that many cards nobody names,
    dealt from ``seed`` out of the cards named nowhere; the rest have been
    played). ``trick``: the combination on the table and ``trick_player`` who
    played it (empty: ``to_move`` leads); ``passed``: who passed this trick;
    ``places``: each seat's finishing place once out (None: still in).
    ``deal``: the position is a deal, every card in a hand as dealt from seat
    0; with ``previous_places`` (the last game's seats, winner first) it is a
    later game of a series: the cards are exchanged, then the last loser leads.
    ``expect``: the decision this turn must come to.
    """

    hands: tuple[tuple[Card, ...] | int, ...]
    to_move: int = 0
    trick: tuple[Card, ...] = ()
    trick_player: int | None = None
    passed: tuple[int, ...] = ()
    places: tuple[int | None, ...] = ()
    deal: bool = False
    previous_places: tuple[int, ...] | None = None
    expect: DecisionKind | None = None
    seed: int = 0


def _refuse(reason: StrEnum, message: str, **data: object) -> PositionError:
    return PositionError(reason, message, data)


def _check_deal(spec: Position, masks: list[int]) -> None:
    n = len(masks)
    if spec.trick or spec.passed or any(p is not None for p in spec.places):
        raise _refuse(Unreachable.DEAL, "at the deal nothing is played and nobody is out")
    for q, mask in enumerate(masks):
        expected = 52 // n + (1 if q < 52 % n else 0)
        if mask.bit_count() != expected:
            raise PositionError(
                PositionReason.CARD_COUNT,
                f"seat {q} is dealt {expected} cards",
                {"seat": q, "count": mask.bit_count(), "expected": expected},
            )
    if spec.previous_places is not None:
        leader = spec.previous_places[-1]
    else:
        leader = next(q for q in range(n) if masks[q] >> _THREE_OF_CLUBS & 1)
    if spec.to_move != leader:
        raise _refuse(Unreachable.LEADER, f"seat {leader} leads", leader=leader)


def _check_play(spec: Position, masks: list[int]) -> list[int | None]:
    """A table in play; the seats' places."""
    n = len(masks)
    counts = [mask.bit_count() for mask in masks]
    places = check_places(spec.places, counts, spec.to_move)
    if (spec.trick_player is None) != (not spec.trick):
        raise _refuse(Unreachable.TRICK_PLAYER, "a trick and its player go together")
    for q in spec.passed:
        check_seat(q, n)
        if q == spec.to_move or q == spec.trick_player or places[q] is not None or not spec.trick:
            raise _refuse(Unreachable.PASSED, f"seat {q} cannot have passed", seat=q)
    if spec.trick_player is None:
        return places
    check_seat(spec.trick_player, n)
    if _shape(_mask(spec.trick))[0] == _NONE:
        raise _refuse(
            Unreachable.NOT_A_COMBINATION, "no combination", cards=_texts(_cards(_mask(spec.trick)))
        )
    if spec.trick_player == spec.to_move:
        raise _refuse(Unreachable.TRICK_FELL, "everyone passed: it fell", player=spec.to_move)
    q = spec.trick_player
    while True:  # every seat still in between the trick's player and the one to move passed
        q = (q + 1) % n
        if q == spec.to_move:
            break
        if places[q] is None and q not in spec.passed:
            raise _refuse(Unreachable.NOT_PASSED, f"seat {q} has had its turn", seat=q)
    return places


def position(
    rules: Rules,
    spec: Position,
    *,
    observer: Observer | None = None,
    play_on: bool = True,
) -> SiantappoState:
    """The table ``spec`` describes, at ``spec.to_move``'s turn (a deal: after the exchange),
    played on to the first decision (``play_on=False``: not yet, and a later deal's exchange
    not yet either, so a lesson can ask what it will move; ``resume()`` plays on).

    Raises PositionError (a shared ``PositionReason`` or ``Unreachable``) with data.
    """
    n = len(spec.hands)
    check_players_for_position(lambda: check_players(rules, n))
    check_seat(spec.to_move, n)
    rng = random.Random(spec.seed)
    masks = _position_hands(spec, rng)
    state = SiantappoState(rules, n, rng, observer)
    if spec.deal:
        _check_deal(spec, masks)
        previous = None
        if spec.previous_places is not None:
            previous = _previous_order(n, [(q,) for q in spec.previous_places])
        state._deal(_dealt(masks), previous, exchange_now=play_on)
    else:
        _set_in_play(state, spec, masks)
    twin = state.copy()
    twin.resume()
    check_expected(twin, spec.expect, 0)
    if play_on:
        state._advance()
    return state


def _position_hands(spec: Position, rng: random.Random) -> list[int]:
    """The hands of ``spec`` as masks: the cards named, and a count of cards dealt from
    the cards nobody named, shuffled by ``rng``."""
    named = [c for hand in spec.hands if not isinstance(hand, int) for c in hand]
    named += list(spec.trick)
    unnamed = unnamed_cards(range(52), named, DECK.text)
    shuffle(rng, unnamed)
    wanted = [hand if isinstance(hand, int) else 0 for hand in spec.hands]
    if min(wanted) < 0 or sum(wanted) > len(unnamed):
        raise PositionError(
            PositionReason.CARD_COUNT,
            "more cards than the deck holds",
            {"cards": len(named) + sum(wanted), "deck": 52},
        )
    masks = []
    for hand in spec.hands:
        if isinstance(hand, int):
            masks.append(_mask(unnamed[:hand]))
            del unnamed[:hand]
        else:
            masks.append(_mask(hand))
    return masks


def _set_in_play(state: SiantappoState, spec: Position, masks: list[int]) -> None:
    """``state`` at ``spec``'s moment of a game in play: hands, places, passes, the trick."""
    n = state.players
    places = _check_play(spec, masks)
    state.hands = masks
    state.first_game = False
    state.places = places
    state.out = sum(1 << q for q in range(n) if places[q] is not None)
    state.active = n - state.out.bit_count()
    state._place = max((p for p in places if p is not None), default=0)
    state._order = sorted(
        (q for q in range(n) if places[q] is not None), key=lambda q: places[q] or 0
    )
    state.passed = sum(1 << q for q in spec.passed)
    state.to_move = state.leader = spec.to_move
    if spec.trick_player is not None:
        mask = _mask(spec.trick)
        kind, size, high = _shape(mask)
        state.trick_kind, state.trick_size, state.trick_high = kind, size, high
        state.trick_mask = mask
        state.trick_player = spec.trick_player
        state.leader = spec.trick_player


def _dealt(masks: list[int]) -> list[Card]:
    """The cards in deal order (card k to seat k mod n) that give these hands."""
    n = len(masks)
    hands = [list(_cards(mask)) for mask in masks]
    return [hands[k % n][k // n] for k in range(52)]
