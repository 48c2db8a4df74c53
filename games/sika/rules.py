"""Sika's rules: the option set (``Rules``), its presets and schema, and the card tables
the engine works out once per rule set (``Rules.plan``: what matches what, as bytes and
bit masks over card numbers).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from functools import cached_property
from typing import Final, TypeAlias

from games import options as schema
from games.cards import COLOUR_OF, DECK_SIZE, RANK_OF, SUIT_OF, Card
from games.options import Kind, OptionSpec

# ---------------------------------------------------------------------------
# Rules (section 6)


class Match(StrEnum):
    SUIT = "suit"
    COLOUR = "colour"


# Translation tables from a card (a byte) to its suit, its colour, or whether it
# can go on a given top card in the two-phase variant (1) or not (0).
_SUIT_TABLE = bytes(SUIT_OF) + bytes(256 - DECK_SIZE)
_COLOUR_TABLE = bytes(COLOUR_OF) + bytes(256 - DECK_SIZE)


def _playable_table(top: Card, key: tuple[int, ...]) -> bytes:
    ok = [
        key[c] == key[top] or RANK_OF[c] == RANK_OF[top] or RANK_OF[c] == 8
        for c in range(DECK_SIZE)
    ]
    return bytes(ok) + bytes(256 - DECK_SIZE)


_PLAYABLE_TABLES = {
    match: tuple(
        _playable_table(top, SUIT_OF if match is Match.SUIT else COLOUR_OF)
        for top in range(DECK_SIZE)
    )
    for match in Match
}


# What the table knows of a face-down card is a set of cards it may be, as a bit
# mask over card numbers (copies of a double deck share their bit).
_ANY: Final[int] = (1 << DECK_SIZE) - 1


def _mask(cards: Sequence[Card]) -> int:
    bits = 0
    for card in cards:
        bits |= 1 << card
    return bits


def _misses(key: tuple[int, ...]) -> tuple[int, ...]:
    """For each suit (or colour), the cards that do not match it."""
    return tuple(_mask([c for c in range(DECK_SIZE) if key[c] != k]) for k in range(4))


_MISSES = {Match.SUIT: _misses(SUIT_OF), Match.COLOUR: _misses(COLOUR_OF)}
# Two-phase: for each top card, the cards that cannot go on it.
_UNPLAYABLE = {
    match: tuple(_mask([c for c in range(DECK_SIZE) if not table[c]]) for table in tables)
    for match, tables in _PLAYABLE_TABLES.items()
}


def _same(hand: list[Card]) -> list[Card]:
    return hand


def _distinct(hand: list[Card]) -> list[Card]:
    """Distinct cards of a sorted hand (copies of a double deck are one option)."""
    return sorted(set(hand)) if len(hand) > 1 else list(hand)


_Plan: TypeAlias = tuple[
    int,
    bool,
    tuple[int, ...],
    bytes,
    tuple[bytes, ...],
    bool,
    Callable[[list[Card]], list[Card]],
    bool,
    bool,
    bool,
    bool,
    bool,
]


class HandSource(StrEnum):
    DIG = "dig"
    RECYCLE = "recycle"


class DugCard(StrEnum):
    PLAY = "play"
    KEEP = "keep"


class Stalemate(StrEnum):
    FREE_LEAD = "free_lead"
    FEWEST_CARDS = "fewest_cards"


MAX_DRAWS_LIMIT = 10
MIN_PLAYERS = 2


@dataclass(frozen=True)
class Rules:
    """One option set; fields map one to one onto the house-rule checklist."""

    match: Match = Match.SUIT
    max_draws: int | None = None
    hand_phase: bool = True
    hand_source: HandSource = HandSource.DIG
    dug_card: DugCard = DugCard.PLAY
    hand_free_card: bool = True
    stalemate: Stalemate = Stalemate.FEWEST_CARDS
    decks: int = 1
    two_phase: bool = False
    max_turns: int = 5000

    @property
    def max_players(self) -> int:
        return 8 * self.decks

    @cached_property
    def plan(self) -> _Plan:
        """What every game with these rules reads often, worked out once per rule set."""
        by_suit = self.match is Match.SUIT
        copies = self.decks > 1
        return (
            self.max_turns,
            by_suit,
            SUIT_OF if by_suit else COLOUR_OF,
            _SUIT_TABLE if by_suit else _COLOUR_TABLE,
            _PLAYABLE_TABLES[self.match],
            copies,
            # One deck has no copies, so a sorted hand is already its distinct options
            # (the list itself is offered: nothing changes it until the choice is made).
            _distinct if copies else _same,
            self.hand_free_card,
            self.dug_card is DugCard.KEEP,
            self.hand_source is HandSource.DIG,
            self.stalemate is Stalemate.FREE_LEAD,
            not self.hand_phase and not self.two_phase,
        )


PERUSSIKA = Rules()
PRESETS: Mapping[str, Rules] = {
    "perussika": PERUSSIKA,
    "kotiversio": Rules(
        hand_source=HandSource.RECYCLE,
        stalemate=Stalemate.FREE_LEAD,
    ),
    "vari": replace(PERUSSIKA, match=Match.COLOUR),
    "ilman_kasivaihetta": replace(PERUSSIKA, hand_phase=False),
    "kaksivaiheinen": Rules(two_phase=True, stalemate=Stalemate.FREE_LEAD),
}
# The home version is written for 2-6 players; the engine allows more (section 2).
PRESET_PLAYERS: Mapping[str, tuple[int, int]] = {"kotiversio": (2, 6)}


_NO_TWO_PHASE: Mapping[str, object] = {"two_phase": False}
_HAND_PHASE: Mapping[str, object] = {"two_phase": False, "hand_phase": True}
# Declared once: make_rules, the command line's --rule and the site's forms read it.
# ``requires``: sika.md section 12 (an option of another variant is accepted and ignored).
OPTIONS: tuple[OptionSpec, ...] = schema.with_presets(
    (
        OptionSpec("match", Kind.CHOICE, Match.SUIT, choices=tuple(Match)),
        OptionSpec(
            "max_draws",
            Kind.OPTIONAL_INT,
            None,
            low=1,
            high=MAX_DRAWS_LIMIT,
            requires=_NO_TWO_PHASE,
        ),
        OptionSpec("hand_phase", Kind.BOOL, True, requires=_NO_TWO_PHASE),
        OptionSpec(
            "hand_source",
            Kind.CHOICE,
            HandSource.DIG,
            choices=tuple(HandSource),
            requires=_HAND_PHASE,
        ),
        OptionSpec(
            "dug_card", Kind.CHOICE, DugCard.PLAY, choices=tuple(DugCard), requires=_HAND_PHASE
        ),
        OptionSpec("hand_free_card", Kind.BOOL, True, requires=_HAND_PHASE),
        OptionSpec("stalemate", Kind.CHOICE, Stalemate.FEWEST_CARDS, choices=tuple(Stalemate)),
        OptionSpec("decks", Kind.INT, 1, low=1, high=2),
        OptionSpec("two_phase", Kind.BOOL, False),
        OptionSpec("max_turns", Kind.INT, 5000, low=1, high=10_000_000),
    ),
    PRESETS,
)
DEFAULT_PRESET = "perussika"


def make_rules(preset: str = "perussika", overrides: Mapping[str, object] | None = None) -> Rules:
    """A preset with options changed; raises RulesError naming what is wrong."""
    return schema.make_rules(OPTIONS, PRESETS, preset, overrides)
