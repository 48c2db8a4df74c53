"""Siantappo's cards, options and rule set.

Inside the engine a card is its strength index ``rank * 4 + suit`` (rank
0..12 = ``3 … A 2``, suit 0..3 = ``S C D H``) and a hand is one int with a bit
per card held; ``_mask`` and ``_cards`` turn card lists into masks and back.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from games import options as schema
from games.cards import RANKS_THREE_TO_TWO, SUITS_S_C_D_H, Card, Deck
from games.options import Kind, OptionSpec

# ---------------------------------------------------------------------------
# Cards

DECK: Final = Deck(rank_order=RANKS_THREE_TO_TWO, suit_order=SUITS_S_C_D_H)
MIN_PLAYERS: Final = 3
MAX_PLAYERS: Final = 6

# card int <-> strength index
_STRENGTH: Final[tuple[int, ...]] = tuple(DECK.strength(c) for c in range(52))
_CARD: Final[tuple[int, ...]] = tuple(_STRENGTH.index(s) for s in range(52))
_THREE_OF_CLUBS: Final = 1  # strength index of 3C (rank 0, suit 1)
_ACE_OF_HEARTS: Final = 47  # rank 11 (A), suit 3 (H)
_TWOS: Final = 12  # the rank of the 2s

# ---------------------------------------------------------------------------
# Rules (sections 4 and 5)


class FirstLead(StrEnum):
    WITH_3C = "with_3c"  # the holder of 3C leads, and the lead holds 3C
    HOLDER = "holder"  # the holder of 3C leads anything (house rule)


@dataclass(frozen=True)
class Rules:
    """One option set; fields map one to one onto the option schema."""

    exchange: bool = True
    first_lead: FirstLead = FirstLead.WITH_3C
    series: bool = False

    @property
    def max_players(self) -> int:
        return MAX_PLAYERS


PERUS: Final = Rules()
DEFAULT_PRESET: Final = "perussiantappo"
# The rules file names no presets: the one preset is its rules as written.
PRESETS: Mapping[str, Rules] = {DEFAULT_PRESET: PERUS}
OPTIONS: tuple[OptionSpec, ...] = schema.with_presets(
    (
        OptionSpec("exchange", Kind.BOOL, True),
        OptionSpec("first_lead", Kind.CHOICE, FirstLead.WITH_3C, choices=tuple(FirstLead)),
        OptionSpec("series", Kind.BOOL, False),
    ),
    PRESETS,
)


def make_rules(
    preset: str = DEFAULT_PRESET, overrides: Mapping[str, object] | None = None
) -> Rules:
    """A preset with options changed; raises RulesError naming what is wrong."""
    return schema.make_rules(OPTIONS, PRESETS, preset, overrides)


def _mask(cards: Sequence[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << _STRENGTH[card]
    return mask


def _cards(mask: int) -> tuple[Card, ...]:
    """The cards of a mask, in strength order."""
    out: list[Card] = []
    while mask:
        low = mask & -mask
        out.append(_CARD[low.bit_length() - 1])
        mask ^= low
    return tuple(out)


def _texts(cards: Sequence[Card]) -> list[str]:
    return DECK.texts(list(cards))
