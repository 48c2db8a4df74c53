"""Sika's new games and composed positions: the deal from a seed (a stacked deck on top),
and a table written as data (``Position``) made into a state.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from games.cards import DECK_SIZE, Card, card_text, full_deck, shuffle
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
from games.sika.events import DecisionKind, Phase
from games.sika.rules import _ANY, MIN_PLAYERS, HandSource, Rules, Stalemate, _mask
from games.sika.state import Chooser, Observer, SikaState

# ---------------------------------------------------------------------------
# Creating games


def check_players(rules: Rules, players: int) -> None:
    if not MIN_PLAYERS <= players <= rules.max_players:
        raise PlayersError(
            f"{players} player{'' if players == 1 else 's'}: sika takes {MIN_PLAYERS} to "
            f"{rules.max_players} "
            f"players with {rules.decks} deck{'s' if rules.decks > 1 else ''}",
            players,
            MIN_PLAYERS,
            rules.max_players,
        )


_FULL = {decks: full_deck(decks) for decks in (1, 2)}


def complete_deck(rules: Rules, prefix: Sequence[Card], rng: random.Random) -> list[Card]:
    """The stacked cards first, then every missing card in a shuffle from ``rng``."""
    missing = list(_FULL[rules.decks])
    for card in prefix:
        if card not in missing:
            copies = "once" if rules.decks == 1 else "twice"
            raise DeckError(f"card {card_text(card)} is in the deck more than {copies}")
        missing.remove(card)
    shuffle(rng, missing)
    return [*prefix, *missing]


def new_game(
    rules: Rules,
    players: int,
    *,
    seed: int | None = 0,
    deck: Sequence[Card] = (),
    observer: Observer | None = None,
    pause_after_turns: int | None = None,
    policy: Chooser | None = None,
) -> SikaState:
    """Deal a game: ``deck`` is stacked on top of a shuffle made from ``seed``."""
    check_players(rules, players)
    rng = random.Random(seed)
    cards = complete_deck(rules, deck, rng)
    return SikaState(rules, players, cards, rng, observer, pause_after_turns, policy)


# ---------------------------------------------------------------------------
# Composed positions (``Game.position``): a table written as data


class Unreachable(StrEnum):
    """Why a sika position cannot be, beyond the ``PositionReason``s every game shares."""

    NO_TOP = "no_top"  # the centre pile needs its top card
    OUT_IN_RING = "out_in_ring"  # {seat}: nobody leaves while the ring lasts
    COUNTING_IN_RING = "counting_in_ring"  # empty turns are counted only after the ring
    NO_DRAW_PILE = "no_draw_pile"  # these rules (or this phase) have no draw pile
    NO_FREE_LEAD = "no_free_lead"  # {empty_turns, players}: these rules give no free lead here


@dataclass(frozen=True)
class Position:
    """A sika table composed by hand, for ``position``.

    ``hands``: each seat's cards, or a number (that many cards nobody names).
    ``pile``: the centre pile's named cards, bottom to top (the top card last).
    ``ring`` and ``draw_pile``: their named cards in drawing order, and their
    sizes (None: just the named cards). Every card of the deck lies somewhere:
    the cards named nowhere, shuffled from ``seed``, fill the hands given as
    numbers, then the rest of the ring and of the draw pile, and the rest lies
    in the centre pile beneath its named cards. A ring with cards is the ring
    phase; an empty one, the phase after it (the hand phase, the two-phase
    shedding, or ring turns from a draw pile without a hand phase).
    ``to_move`` begins a turn; ``places`` gives each seat that has left its
    place (None: still in); ``empty_turns`` and ``free_lead`` are the deadlock
    count (section 5). ``expect``: the decision this turn must come to.
    """

    hands: tuple[tuple[Card, ...] | int, ...]
    pile: tuple[Card, ...]
    ring: tuple[Card, ...] = ()
    ring_size: int | None = None
    draw_pile: tuple[Card, ...] = ()
    draw_pile_size: int | None = None
    to_move: int = 0
    places: tuple[int | None, ...] = ()
    empty_turns: int = 0
    free_lead: bool = False
    expect: DecisionKind | None = None
    seed: int = 0


def _refuse(reason: StrEnum, message: str, **data: object) -> PositionError:
    return PositionError(reason, message, data)


def _check_position(rules: Rules, spec: Position, players: int, hands: list[list[Card]]) -> int:
    """Section 4-8's invariants of a table; ``hands`` are the dealt hands. The players in."""
    check_seat(spec.to_move, players)
    if not spec.pile:
        raise _refuse(Unreachable.NO_TOP, "the centre pile needs its top card")
    ring = spec.ring_size if spec.ring_size is not None else len(spec.ring)
    draw = spec.draw_pile_size if spec.draw_pile_size is not None else len(spec.draw_pile)
    out = [q for q, place in enumerate(spec.places) if place is not None]
    if ring:
        if out:
            raise _refuse(
                Unreachable.OUT_IN_RING, "nobody leaves while the ring lasts", seat=out[0]
            )
        if spec.empty_turns or spec.free_lead:
            raise _refuse(Unreachable.COUNTING_IN_RING, "ring turns are never counted as empty")
    recycles = rules.two_phase or not rules.hand_phase or rules.hand_source is HandSource.RECYCLE
    if draw and (ring or not recycles):
        raise _refuse(Unreachable.NO_DRAW_PILE, "there is no draw pile here", cards=draw)
    counts = [len(hand) for hand in hands]
    places = check_places(spec.places, counts, spec.to_move, groups=True, empty_stays=bool(ring))
    still_in = sum(1 for place in places if place is None)
    counting = rules.stalemate is Stalemate.FREE_LEAD
    if spec.free_lead and not counting or spec.empty_turns >= still_in:
        raise _refuse(
            Unreachable.NO_FREE_LEAD,
            "no free lead with these rules and counts",
            empty_turns=spec.empty_turns,
            players=still_in,
        )
    return still_in


def position(
    rules: Rules,
    spec: Position,
    *,
    observer: Observer | None = None,
    play_on: bool = True,
) -> SikaState:
    """The table ``spec`` describes, at the start of ``spec.to_move``'s turn, played on to
    the first decision (``play_on=False``: not yet; ``resume()`` plays on).

    Raises PositionError (a shared ``PositionReason`` or sika's ``Unreachable``) with data.
    """
    players = len(spec.hands)
    check_players_for_position(lambda: check_players(rules, players))
    rng = random.Random(spec.seed)
    hands, ring, draw, rest = _position_cards(rules, spec, rng)
    still_in = _check_position(rules, spec, players, hands)
    state = SikaState(rules, players, (), rng, observer, 0, None)
    state.pile = [*rest, *spec.pile]
    state.count_pile()
    state.ring = ring[::-1]
    state.draw_pile = draw[::-1]
    state.hands = hands
    places = list(spec.places) or [None] * players
    state.places = places
    state.active = still_in
    state._place = max((place for place in places if place is not None), default=0)
    state.after_ring = not ring
    state.to_move = spec.to_move
    state.empty_turns = spec.empty_turns
    state.free_lead = spec.free_lead
    state._unseen = [{_ANY: len(hand)} if hand else {} for hand in hands]
    if draw and not rules.two_phase:
        state._draw_mask = _mask(draw)
    if state.after_ring:
        if rules.two_phase:
            state.phase = Phase.HAND
            state._turn = state._shed_turn
        elif rules.hand_phase:
            state.phase = Phase.HAND
            state._turn = state._hand_turn
    state.pause_after_turns = None
    twin = state.copy()
    twin._advance()
    check_expected(twin, spec.expect, 0)
    if play_on:
        state._advance()
    return state


def _position_cards(
    rules: Rules, spec: Position, rng: random.Random
) -> tuple[list[list[Card]], list[Card], list[Card], list[Card]]:
    """The hands, the ring and the draw pile of ``spec``: the cards named, and counts of
    cards dealt from those nobody named, shuffled by ``rng``; with the cards left over."""
    named = [c for hand in spec.hands if not isinstance(hand, int) for c in hand]
    named += [*spec.pile, *spec.ring, *spec.draw_pile]
    unnamed = unnamed_cards(_FULL[rules.decks], named, card_text)
    shuffle(rng, unnamed)
    wanted = [hand if isinstance(hand, int) else 0 for hand in spec.hands]
    ring_size = spec.ring_size if spec.ring_size is not None else len(spec.ring)
    draw_size = spec.draw_pile_size if spec.draw_pile_size is not None else len(spec.draw_pile)
    extra = [ring_size - len(spec.ring), draw_size - len(spec.draw_pile)]
    if min(extra) < 0 or min(wanted) < 0 or sum(wanted) + sum(extra) > len(unnamed):
        raise PositionError(
            PositionReason.CARD_COUNT,
            "more cards than the deck holds",
            {"cards": len(named) + sum(wanted) + sum(extra), "deck": DECK_SIZE * rules.decks},
        )

    def take(count: int) -> list[Card]:
        taken = unnamed[len(unnamed) - count :]
        del unnamed[len(unnamed) - count :]
        return taken

    hands = [sorted(take(h)) if isinstance(h, int) else sorted(h) for h in spec.hands]
    ring = [*spec.ring, *take(extra[0])]
    draw = [*spec.draw_pile, *take(extra[1])]
    return hands, ring, draw, unnamed
