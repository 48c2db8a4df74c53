"""Ristiseiska's cards, options and rules (the rule set and the tables made once per set)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property, lru_cache
from typing import Final

from games import options as schema
from games.cards import CardError, Deck
from games.core import (
    RulesError,
)
from games.options import Kind, OptionSpec

# ---------------------------------------------------------------------------
# Cards

DECK: Final = Deck(decks=2, distinct_copies=True, jokers=2)
JOKER0: Final = 104  # "JK"; "JK/2" is 105
ALL_CARDS: Final = 106
SUIT_CODES: Final = "SHDC"
RANKS: Final = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
RANK: Final[tuple[int, ...]] = tuple(c % 13 + 1 for c in range(104)) + (0, 0)
SUIT: Final[tuple[int, ...]] = tuple(c // 13 for c in range(104)) + (-1, -1)
FACE: Final[tuple[int, ...]] = tuple(14 if r == 1 else r for r in RANK[:104]) + (20, 20)

# Action markers (never cards): "stop", "hold", and the end of an ace under first_ace.
STOP: Final = 1000
HOLD: Final = 1001
LOW: Final = 1002
HIGH: Final = 1003

# Seats of ``owner`` that are not seats.
TABLE: Final = -1
STOCK: Final = -2
OUT_OF_GAME: Final = -3

# Internal option codes: a slot is a play; these flags mark the others.
_SWAP: Final = 1 << 10
_JOKER: Final = 1 << 11
_STOP_OPT: Final = 1 << 13
_HOLD_OPT: Final = (1 << 13) + 1


def card_text(card: int) -> str:
    if card >= JOKER0:
        return "JK" if card == JOKER0 else f"JK/{card - JOKER0 + 1}"
    copy = card // 52
    base = card % 52
    return RANKS[base % 13] + SUIT_CODES[base // 13] + (f"/{copy + 1}" if copy else "")


def cards_text(cards: Sequence[int]) -> list[str]:
    return [card_text(c) for c in cards]


def suit_text(suit: int) -> str:
    return SUIT_CODES[suit % 4] + (f"/{suit // 4 + 1}" if suit >= 4 else "")


_RANK_WORDS = (
    "",
    "ace",
    "2",
    "3",
    "4",
    "5",
    "6",
    "7",
    "8",
    "9",
    "10",
    "jack",
    "queen",
    "king",
)
_SUIT_WORDS = ("spades", "hearts", "diamonds", "clubs")


def card_words(card: int) -> str:
    """``the 8 of hearts`` (``of hearts, second deck``; ``the joker``)."""
    if card >= JOKER0:
        return "the joker" if card == JOKER0 else f"joker {card - JOKER0 + 1}"
    base = card % 52
    tail = ", second deck" if card >= 52 else ""
    return f"the {_RANK_WORDS[base % 13 + 1]} of {_SUIT_WORDS[base // 13]}{tail}"


def choice_text(cards: tuple[int, ...]) -> str:
    """An action's choice as written in scenarios: ``6S``, ``AS:high``, ``JK:8H``, ``stop``."""
    words: list[str] = []
    for c in cards:
        if c == STOP:
            words.append("stop")
        elif c == HOLD:
            words.append("hold")
        elif c == LOW:
            words.append("low")
        elif c == HIGH:
            words.append("high")
        else:
            words.append(card_text(c))
    return ":".join(words)


def parse_choice(value: object) -> tuple[int, ...]:
    """A scenario choice (``"6S"``, ``"AS:low"``, ``"JK:8H"``, ``"stop"``, ``"hold"``)."""
    if isinstance(value, list) and len(value) == 1:
        value = value[0]
    if not isinstance(value, str):
        raise CardError(f"a choice is text like '6S', 'AS:low', 'JK:8H' or 'stop', not {value!r}")
    out: list[int] = []
    for word in value.strip().split(":"):
        low = word.strip().lower()
        if low == "stop":
            out.append(STOP)
        elif low == "hold":
            out.append(HOLD)
        elif low == "low":
            out.append(LOW)
        elif low == "high":
            out.append(HIGH)
        else:
            out.append(DECK.parse(word))
    return tuple(out)


# ---------------------------------------------------------------------------
# Rules (sections 4, 5 and 8)


class End(StrEnum):
    LAST = "last"
    FIRST_OUT = "first_out"


class Scoring(StrEnum):
    FACE = "face"
    COUNT = "count"


class Holding(StrEnum):
    NONE = "none"
    SEVENS_ONLY = "sevens_only"


MIN_PLAYERS: Final = 2
PANTTI_POINTS: Final = 25
RISTIKASI_POINTS: Final = 20


@dataclass(frozen=True)
class _Plan:
    """What every game with one rule set reads often, made once (see ``Rules.plan``)."""

    decks: int
    centre: int  # the centre rank: 7, or 8 in ristikasi
    start: tuple[int, ...]  # the opening cards (7C, and 7C/2 with two decks)
    centres: tuple[int, ...]  # the slot of every centre card
    next_slots: tuple[tuple[int, ...], ...]  # by slot: the slots it opens
    closes: bytes  # by slot: 1 if it gives the extra play
    completes: bytes  # by slot: 1 if it completes its row end (first_ace: see the state)
    end_of: tuple[int, ...]  # by slot: its row end (suit * 2 + side), -1 for a centre
    index: tuple[int, ...]  # by slot: how far from the centre (for the heuristic)
    card_end: tuple[int, ...]  # by card: its row end (an ace's low one), -1 centre, joker
    first_ace: bool
    token: bool  # pantti or ristikasi
    token_points: int
    first_out: bool
    face: bool
    sevens_only: bool
    jokers: int
    target: int | None
    max_turns: int


def _ranks(rules: Rules) -> tuple[int, list[int], list[int], bool]:
    """The centre rank of each row, the ranks of its low and high ends outward from it,
    and whether the low end opens first."""
    centre = 8 if rules.ristikasi else 7
    if rules.ristikasi:
        low_ranks, high_ranks, first_low = [7, 6, 5, 4, 3, 2], [9, 10, 11, 12, 13], True
    elif rules.eight_before_six:
        low_ranks, high_ranks, first_low = [6, 5, 4, 3, 2], [8, 9, 10, 11, 12, 13, 1], False
    else:
        low_ranks, high_ranks, first_low = [6, 5, 4, 3, 2], [8, 9, 10, 11, 12, 13], True
    if rules.first_ace:  # the ace goes on either end, after the king or below the two
        low_ranks.append(1)
        high_ranks.append(1)
    elif not rules.eight_before_six:
        low_ranks.append(1)
    return centre, low_ranks, high_ranks, first_low


# Cached by rule set as well as on the rules: in the compiled build ``Rules`` is a native
# class whose cached_property is made again at every read, and making a plan costs more
# than copying a state (Mestari copies a few hundred per decision). Bounded: the site's
# forms can ask for many rule sets.
@lru_cache(maxsize=64)
def _make_plan(rules: Rules) -> _Plan:
    decks = rules.decks
    nslots = ALL_CARDS * 2
    nxt: list[tuple[int, ...]] = [()] * nslots
    closes = bytearray(nslots)
    completes = bytearray(nslots)
    end_of = [-1] * nslots
    index = [0] * nslots
    centre, low_ranks, high_ranks, first_low = _ranks(rules)
    centres: list[int] = []
    for suit in range(4 * decks):
        base = suit * 13

        def slot(rank: int, side: int) -> int:
            return (base + rank - 1) * 2 + side  # noqa: B023

        low = [slot(r, 0) for r in low_ranks]
        high = [slot(r, 1) for r in high_ranks]
        mid = slot(centre, 0)
        centres.append(mid)
        first, other = (low, high) if first_low else (high, low)
        nxt[mid] = (first[0],)
        for side, row in ((0, low), (1, high)):
            for i, s in enumerate(row):
                end_of[s] = suit * 2 + side
                index[s] = i + 1
                following = [row[i + 1]] if i + 1 < len(row) else []
                if row is first and i == 0:
                    following.append(other[0])
                nxt[s] = tuple(sorted(following))
            completes[row[-1]] = 1
            if not rules.first_ace:
                closes[row[-1]] = 1
        if rules.first_ace:
            closes[low[-1]] = closes[high[-1]] = 1
    club = 3 * 13 + centre - 1
    start = tuple(club + 52 * k for k in range(decks))
    token = rules.pantti or rules.ristikasi
    return _Plan(
        decks=decks,
        centre=centre,
        start=start,
        centres=tuple(centres),
        next_slots=tuple(nxt),
        closes=bytes(closes),
        completes=bytes(completes),
        end_of=tuple(end_of),
        index=tuple(index),
        card_end=tuple(e if e >= 0 else end_of[i + 1] for i, e in enumerate(end_of) if not i & 1),
        first_ace=rules.first_ace,
        token=token,
        token_points=RISTIKASI_POINTS if rules.ristikasi else PANTTI_POINTS,
        first_out=token or rules.end is End.FIRST_OUT,
        face=rules.scoring is Scoring.FACE,
        sevens_only=rules.holding is Holding.SEVENS_ONLY,
        jokers=rules.jokers,
        target=rules.target,
        max_turns=rules.max_turns,
    )


@dataclass(frozen=True)
class Rules:
    """One option set; fields map one to one onto the option schema (section 5)."""

    end: End = End.LAST
    scoring: Scoring = Scoring.FACE
    eight_before_six: bool = False
    first_ace: bool = False
    pantti: bool = False
    holding: Holding = Holding.NONE
    ristikasi: bool = False
    decks: int = 1
    jokers: int = 0
    target: int | None = None
    max_turns: int = 5000

    def __post_init__(self) -> None:
        token = self.pantti or self.ristikasi
        name = "pantti" if self.pantti else "ristikasi"

        def refuse(message: str, what: str) -> None:
            raise RulesError(message, "bad_combination", {"options": what})

        if token and self.end is not End.FIRST_OUT:
            refuse(f"{name} always ends when the first player is out: end must be first_out", name)
        if token and self.scoring is not Scoring.FACE:
            refuse(f"{name} always scores by face value: scoring must be face", name)
        if self.pantti and self.ristikasi:
            refuse("pantti and ristikasi are two games: choose one", "pantti,ristikasi")
        if self.eight_before_six and (self.first_ace or self.ristikasi):
            other = "first_ace" if self.first_ace else "ristikasi"
            refuse(f"{other} cannot be played with eight_before_six", f"{other},eight_before_six")
        if self.jokers and token:
            refuse(f"jokers are used only with asking, never with {name}", f"jokers,{name}")
        if self.target is not None and not (token or self.end is End.FIRST_OUT):
            refuse("a series to a target needs points: end must be first_out", "target,end")

    @property
    def max_players(self) -> int:
        return 8 * self.decks

    @property
    def min_players(self) -> int:
        return 2 if self.decks == 1 else 3

    @cached_property
    def plan(self) -> _Plan:
        return _make_plan(self)


RISTISEISKA = Rules()
PRESETS: Mapping[str, Rules] = {
    "ristiseiska": RISTISEISKA,
    "pisteet": Rules(end=End.FIRST_OUT),
    "pantti": Rules(end=End.FIRST_OUT, pantti=True),
    "ristikasi": Rules(end=End.FIRST_OUT, ristikasi=True),
    "kaksi_pakkaa": Rules(decks=2),
    "jokerit": Rules(jokers=2),
}
DEFAULT_PRESET: Final = "ristiseiska"

_FIRST_OUT: Mapping[str, object] = {"end": End.FIRST_OUT}
OPTIONS: tuple[OptionSpec, ...] = schema.with_presets(
    (
        OptionSpec("end", Kind.CHOICE, End.LAST, choices=tuple(End)),
        OptionSpec(
            "scoring", Kind.CHOICE, Scoring.FACE, choices=tuple(Scoring), requires=_FIRST_OUT
        ),
        OptionSpec("eight_before_six", Kind.BOOL, False),
        OptionSpec("first_ace", Kind.BOOL, False),
        OptionSpec("pantti", Kind.BOOL, False),
        OptionSpec("holding", Kind.CHOICE, Holding.NONE, choices=tuple(Holding)),
        OptionSpec("ristikasi", Kind.BOOL, False),
        OptionSpec("decks", Kind.INT, 1, low=1, high=2),
        OptionSpec("jokers", Kind.INT, 0, low=0, high=2),
        OptionSpec("target", Kind.OPTIONAL_INT, None, low=1, high=100_000, requires=_FIRST_OUT),
        OptionSpec("max_turns", Kind.INT, 5000, low=1, high=10_000_000),
    ),
    PRESETS,
)


def make_rules(
    preset: str = DEFAULT_PRESET, overrides: Mapping[str, object] | None = None
) -> Rules:
    """A preset with options changed; RulesError names what is wrong.

    Turning on ``pantti`` or ``ristikasi`` without naming ``end`` sets it to
    ``first_out`` (those games always end so); asking for ``end: last`` with
    them is the error of section 8.
    """
    given = dict(overrides or {})
    if "end" not in given:
        for key in ("pantti", "ristikasi"):
            if key in given and schema.spec_of(OPTIONS, key).parse(given[key]) is True:
                given["end"] = End.FIRST_OUT.value
    return schema.make_rules(OPTIONS, PRESETS, preset, given)
