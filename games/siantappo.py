"""Siantappo, the Finnish climbing game: rules, state, events, legality and policies.

The rules are those of ``shared/rules/siantappo.md``; section numbers below
refer to it. A game is a plain object that changes only through ``apply``
(checked) or ``choose`` (an action the engine itself offered); between
decisions it plays on by itself (automatic passes, one-option leads).

Speed matters, so the data layout is built for counting, not listing:

- Inside the engine a card is its *strength index* ``rank * 4 + suit``
  (rank 0..12 = ``3 … A 2``, suit 0..3 = ``S C D H``), and a hand is one int
  with bit ``s`` set for each card held. The four cards of a rank are one
  nibble, so pairs, threes and straights are read off small tables.
- The legal plays are never listed on the hot path: the engine *counts* them
  per kind (a straight count is a three-term recurrence over the ranks) and
  decodes the ``k``-th one directly. The list ``legal_actions`` returns is the
  same decoding for every ``k``, so both orders agree by construction.
- The uniform policy (``random``) is made inline with one ``rng.random()``
  per decision; events are only built when an observer asks.

Order of the legal actions. A lead: singles (ascending), pairs, threes,
fours (each by rank, then the suits read as a binary number, so the highest
suit decides first), then
straights by highest rank, then length, then the suits with the lowest rank
varying fastest. A reply: the plays of the trick's kind in the same order,
then the siantappos, then ``pass`` (an empty ``Action``).

Readings where the rules file is silent
- The leader of a trick cannot pass: leading is the whole turn (section 4
  lets "a player still in the trick" pass; the leader opens a new trick).
- A player who passed tries to play: refused as ``passed_this_trick``
  ("you passed this trick") rather than "not your turn".
- The four-of-a-kind siantappo, once played, is beaten only by a higher four
  of a kind (the same form); an ordinary four of a kind lead likewise.
- Three of a kind or a straight played onto a 2 is refused as
  ``only_two_or_siantappo``; a siantappo of the wrong form as
  ``siantappo_wrong_form``; three pairs onto anything but a single 2 or a
  three-pairs siantappo as ``siantappo_only_on_two``.
- ``previous_places`` must name one player per place; at most one player may
  be missing from it: that player joined the series and is the previous
  loser (section 5), the others keep their order before them.
- ``first_lead: holder`` (a house rule, not the rules file's default) lets
  the holder of ``3C`` lead anything in the first game.
- ``series`` only changes ``simulate``: game ``k`` of the series is dealt
  from its own derived seed, after the previous game's places.
- An action's cards may be given in any order; the engine lists them in
  strength order.
- The rules file names no presets: the one preset, ``perussiantappo``, is
  its rules as written; ``exchange``, ``first_lead`` and ``series`` are the
  options.
- ``siantappos`` (the state's count, for statistics) counts the plays of
  either form onto a 2 or onto a siantappo; an ordinary four of a kind lead
  is not one.
- ``heuristic``: on a lead, the play with the most cards among those holding
  the lowest card in hand (first game: ``3C``), ties to ``lowest``'s order;
  on a reply, never a 2 or a siantappo while holding more than six cards,
  then a play that does not split the cards of a rank if there is one, then
  the lowest; pass when nothing is left.
- ``mestari`` (``games.search``) plays each move out with ``heuristic`` in
  worlds that deal again the cards its seat cannot see: the seat knows its
  hand, every card played, the hand sizes, where its own gifts went, that the
  first leader holds 3C until it is played, and, from a gift received, that
  the giver kept nothing above its strongest (or below its weakest) cards.
  Passes tell it nothing: passing is always allowed.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Final, TypeAlias

from games import options as schema
from games import search
from games.cards import RANKS_THREE_TO_TWO, SUITS_S_C_D_H, Card, Deck, shuffle
from games.core import (
    Action,
    DeckError,
    Game,
    IllegalMoveError,
    Outcome,
    PlayersError,
    Policy,
    PositionError,
    PositionReason,
    TurnReason,
    check_expected,
    check_places,
    check_players_for_position,
    check_seat,
    check_turn,
    each_alone,
    event_fields_json,
    policy_table,
    result_json,
    unnamed_cards,
)
from games.core import derive_seed as derive_seed
from games.core import random_policy as random_policy
from games.options import Kind, OptionSpec

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
# Tables over a rank's nibble (the suits held of one rank)

_POP: Final[tuple[int, ...]] = tuple(bin(n).count("1") for n in range(16))
_C2: Final[tuple[int, ...]] = tuple(p * (p - 1) // 2 for p in _POP)
_C3: Final[tuple[int, ...]] = tuple(p * (p - 1) * (p - 2) // 6 for p in _POP)
_PAIR_SUBS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(s for s in range(16) if s & n == s and _POP[s] == 2) for n in range(16)
)
_TRIPLE_SUBS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(s for s in range(16) if s & n == s and _POP[s] == 3) for n in range(16)
)
# _NTH[n * 4 + d]: the d-th set bit of n, lowest first
_NTH: Final[tuple[int, ...]] = tuple(
    ([b for b in range(4) if n >> b & 1] + [0, 0, 0, 0])[d] for n in range(16) for d in range(4)
)
# _ABOVE[ts]: the suits above suit ts
_ABOVE: Final[tuple[int, ...]] = tuple(15 & ~((2 << ts) - 1) for ts in range(4))
# _PAIRS_ABOVE[n * 4 + ts]: pairs of n whose higher card is above suit ts (the last ones)
_PAIRS_ABOVE: Final[tuple[int, ...]] = tuple(
    sum(1 for s in _PAIR_SUBS[n] if s >= 2 << ts) for n in range(16) for ts in range(4)
)
_NIBBLES: Final = 0x1111111111111  # bit 0 of every rank's nibble


def _kth_bit(h: int, k: int) -> int:
    """The ``k``-th lowest set bit of ``h``, as a one-bit mask."""
    while k > 0:
        h &= h - 1
        k -= 1
    return h & -h


def _fours(h: int) -> int:
    """Bit 0 of each rank's nibble where all four cards are held."""
    return h & (h >> 1) & (h >> 2) & (h >> 3) & _NIBBLES


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


# ---------------------------------------------------------------------------
# Combinations (sections 2 and 3)


class Combo(StrEnum):
    SINGLE = "single"
    PAIR = "pair"
    THREE = "three"
    FOUR = "four"
    STRAIGHT = "straight"
    SIANTAPPO_PAIRS = "siantappo_pairs"  # three consecutive pairs, onto a single 2
    SIANTAPPO_FOUR = "siantappo_four"  # four of a kind, onto a pair of 2s


# Kinds as ints on the hot path; _COMBO[kind] is the enum member.
_NONE: Final = 0
_SINGLE: Final = 1
_PAIR: Final = 2
_THREE: Final = 3
_FOUR: Final = 4
_STRAIGHT: Final = 5
_TAPPO3: Final = 6
_TAPPO4: Final = 7
_COMBO: Final[tuple[Combo, ...]] = (Combo.SINGLE, *Combo)
COMBO_WORDS: Mapping[Combo, str] = {
    Combo.SINGLE: "a single card",
    Combo.PAIR: "a pair",
    Combo.THREE: "three of a kind",
    Combo.FOUR: "four of a kind",
    Combo.STRAIGHT: "a straight",
    Combo.SIANTAPPO_PAIRS: "three pairs in a row (a siantappo)",
    Combo.SIANTAPPO_FOUR: "four of a kind played as a siantappo",
}


def _shape(mask: int) -> tuple[int, int, int]:
    """``(kind, size, highest card)`` of any card set as a lead would read it; kind 0: none.

    Four of a kind reads as ``_FOUR``, three pairs in a row as ``_TAPPO3``.
    """
    size = mask.bit_count()
    if size == 0:
        return _NONE, 0, -1
    high = mask.bit_length() - 1
    top = high >> 2
    low = ((mask & -mask).bit_length() - 1) >> 2
    if top == low:
        return (_SINGLE, _PAIR, _THREE, _FOUR)[size - 1], size, high
    if top == _TWOS:
        return _NONE, size, high
    span = top - low + 1
    counts = [_POP[(mask >> (r * 4)) & 15] for r in range(low, top + 1)]
    if span == size and size >= 3 and min(counts) == 1:
        return _STRAIGHT, size, high
    if size == 6 and span == 3 and counts == [2, 2, 2]:
        return _TAPPO3, size, high
    return _NONE, size, high


# ---------------------------------------------------------------------------
# Counting and decoding the legal plays (the move generator)


def _lead_count(h: int) -> int:
    """How many distinct leads hand ``h`` has (no siantappo: it is no lead)."""
    n = h.bit_count()
    a = 0  # straights-so-far sums: windows ending at the previous rank, length >= 1
    b = 0  # ... of length >= 2
    for r in range(13):
        nib = (h >> (r * 4)) & 15
        n += _C2[nib] + _C3[nib]
        if nib == 15:
            n += 1
        if r < _TWOS:
            c = _POP[nib]
            n += c * b  # windows ending here, length >= 3
            b = c * a
            a = c * (1 + a)
    return n


def _straight(h: int, lo: int, e: int, k: int, top_mask: int) -> int:
    """The ``k``-th straight over ranks ``lo..e`` (lowest rank varying fastest)."""
    out = 0
    for r in range(lo, e):
        nib = (h >> (r * 4)) & 15
        c = _POP[nib]
        out |= 1 << (r * 4 + _NTH[nib * 4 + k % c])
        k //= c
    nib = (h >> (e * 4)) & 15 & top_mask
    return out | 1 << (e * 4 + _NTH[nib * 4 + k])


def _lead_play(h: int, k: int) -> int:
    """The ``k``-th lead of hand ``h`` (in the order of ``_lead_count``) as a card mask."""
    n = h.bit_count()
    if k < n:
        return _kth_bit(h, k)
    k -= n
    for r in range(13):
        nib = (h >> (r * 4)) & 15
        c = _C2[nib]
        if k < c:
            return _PAIR_SUBS[nib][k] << (r * 4)
        k -= c
    for r in range(13):
        nib = (h >> (r * 4)) & 15
        c = _C3[nib]
        if k < c:
            return _TRIPLE_SUBS[nib][k] << (r * 4)
        k -= c
    for r in range(13):
        if (h >> (r * 4)) & 15 == 15:
            if k == 0:
                return 15 << (r * 4)
            k -= 1
    for e in range(2, _TWOS):
        prod = 1
        for lo in range(e, -1, -1):
            c = _POP[(h >> (lo * 4)) & 15]
            if c == 0:
                break
            prod *= c
            if e - lo >= 2:
                if k < prod:
                    return _straight(h, lo, e, k, 15)
                k -= prod
    raise AssertionError("no such lead")


def _tappo3_count(h: int, high: int) -> int:
    """Three-pairs siantappos of ``h`` above ``high`` (-1: all of them)."""
    tr = high >> 2 if high >= 0 else -1
    ts = high & 3
    n = 0
    for e in range(max(tr, 2), _TWOS):
        nib = (h >> (e * 4)) & 15
        top = _PAIRS_ABOVE[nib * 4 + ts] if e == tr else _C2[nib]
        if top:
            n += _C2[(h >> (e * 4 - 8)) & 15] * _C2[(h >> (e * 4 - 4)) & 15] * top
    return n


def _tappo3_play(h: int, high: int, k: int) -> int:
    tr = high >> 2 if high >= 0 else -1
    ts = high & 3
    for e in range(max(tr, 2), _TWOS):
        nib = (h >> (e * 4)) & 15
        top = _PAIRS_ABOVE[nib * 4 + ts] if e == tr else _C2[nib]
        n0 = (h >> (e * 4 - 8)) & 15
        n1 = (h >> (e * 4 - 4)) & 15
        c0 = _C2[n0]
        c1 = _C2[n1]
        count = c0 * c1 * top
        if k < count:
            p0 = _PAIR_SUBS[n0][k % c0]
            k //= c0
            p1 = _PAIR_SUBS[n1][k % c1]
            k //= c1
            p2 = _PAIR_SUBS[nib][_C2[nib] - top + k]
            return (p0 << (e * 4 - 8)) | (p1 << (e * 4 - 4)) | (p2 << (e * 4))
        k -= count
    raise AssertionError("no such siantappo")


def _reply_count(h: int, kind: int, size: int, high: int) -> int:
    """How many plays of ``h`` beat a trick of ``kind``/``size`` topped by ``high``.

    ``high`` -1 counts every combination of that kind and size (any card beats it).
    """
    tr = high >> 2 if high >= 0 else -1
    ts = high & 3
    n = 0
    if kind == _SINGLE:
        n = (h >> (high + 1)).bit_count()
        if tr == _TWOS:
            n += _tappo3_count(h, -1)
    elif kind == _PAIR:
        if tr >= 0:
            n = _PAIRS_ABOVE[((h >> (tr * 4)) & 15) * 4 + ts]
        for r in range(tr + 1, 13):
            n += _C2[(h >> (r * 4)) & 15]
        if tr == _TWOS:
            n += _fours(h).bit_count()
    elif kind == _THREE:
        for r in range(tr + 1, 13):
            n += _C3[(h >> (r * 4)) & 15]
    elif kind == _FOUR or kind == _TAPPO4:
        n = (_fours(h) >> (tr * 4 + 4)).bit_count()
    elif kind == _STRAIGHT:
        for e in range(max(tr, size - 1), _TWOS):
            nib = (h >> (e * 4)) & 15
            prod = _POP[nib & _ABOVE[ts]] if e == tr else _POP[nib]
            r = e - 1
            while prod and r > e - size:
                prod *= _POP[(h >> (r * 4)) & 15]
                r -= 1
            n += prod
    elif kind == _TAPPO3:
        n = _tappo3_count(h, high)
    return n


def _reply_play(h: int, kind: int, size: int, high: int, k: int) -> int:
    """The ``k``-th play of ``_reply_count``'s count, as a card mask."""
    tr = high >> 2 if high >= 0 else -1
    ts = high & 3
    if kind == _SINGLE:
        above = (h >> (high + 1)) << (high + 1)
        c = above.bit_count()
        if k < c:
            return _kth_bit(above, k)
        return _tappo3_play(h, -1, k - c)
    if kind == _PAIR:
        if tr >= 0:
            nib = (h >> (tr * 4)) & 15
            c = _PAIRS_ABOVE[nib * 4 + ts]
            if k < c:
                return _PAIR_SUBS[nib][_C2[nib] - c + k] << (tr * 4)
            k -= c
        for r in range(tr + 1, 13):
            nib = (h >> (r * 4)) & 15
            c = _C2[nib]
            if k < c:
                return _PAIR_SUBS[nib][k] << (r * 4)
            k -= c
        return 15 * _kth_bit(_fours(h), k)
    if kind == _THREE:
        for r in range(tr + 1, 13):
            nib = (h >> (r * 4)) & 15
            c = _C3[nib]
            if k < c:
                return _TRIPLE_SUBS[nib][k] << (r * 4)
            k -= c
        raise AssertionError("no such three")
    if kind == _FOUR or kind == _TAPPO4:
        return 15 * _kth_bit((_fours(h) >> (tr * 4 + 4)) << (tr * 4 + 4), k)
    if kind == _STRAIGHT:
        for e in range(max(tr, size - 1), _TWOS):
            top_mask = _ABOVE[ts] if e == tr else 15
            prod = _POP[(h >> (e * 4)) & 15 & top_mask]
            r = e - 1
            while prod and r > e - size:
                prod *= _POP[(h >> (r * 4)) & 15]
                r -= 1
            if k < prod:
                return _straight(h, e - size + 1, e, k, top_mask)
            k -= prod
        raise AssertionError("no such straight")
    return _tappo3_play(h, high, k)


def _first_leads(h: int) -> list[int]:
    """The leads of ``h`` that hold 3C, in the order of ``_lead_play``."""
    nib = h & 15
    out = [1 << _THREE_OF_CLUBS]
    out.extend(s for s in _PAIR_SUBS[nib] if s & 2)
    out.extend(s for s in _TRIPLE_SUBS[nib] if s & 2)
    if nib == 15:
        out.append(15)
    only = (h & ~15) | 2  # rank 0 held as 3C alone: the straights from it keep their order
    prod = 1
    for e in range(1, _TWOS):
        c = _POP[(only >> (e * 4)) & 15]
        if c == 0:
            break
        prod *= c
        if e >= 2:
            out.extend(_straight(only, 0, e, k, 15) for k in range(prod))
    return out


def count_plays(cards: Sequence[Card], combo: Combo, size: int) -> int:
    """How many distinct ``combo`` plays of ``size`` cards ``cards`` hold.

    The move generator's own count (a siantappo form counts every one of its form).
    """
    kind = _COMBO.index(combo, 1)
    return _reply_count(_mask(cards), kind, size, -1)


def count_leads(cards: Sequence[Card]) -> int:
    return _lead_count(_mask(cards))


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


# ---------------------------------------------------------------------------
# Decisions, results, reasons


class Phase(StrEnum):
    PLAY = "play"
    OVER = "over"


class DecisionKind(StrEnum):
    LEAD = "lead"
    REPLY = "reply"


@dataclass(frozen=True)
class Decision:
    kind: DecisionKind
    player: int
    options: tuple[Action, ...]


class EndReason(StrEnum):
    LAST_PLAYER = "last_player"  # one player is left holding cards: the loser


class IllegalReason(StrEnum):
    """Refusals by the game's own rules (after ``check_turn``'s ``TurnReason``s)."""

    PASSED_THIS_TRICK = "passed_this_trick"
    NOT_IN_HAND = "not_in_hand"
    LEADER_CANNOT_PASS = "leader_cannot_pass"
    NOT_A_COMBINATION = "not_a_combination"
    FIRST_LEAD_3C = "first_lead_3c"
    SIANTAPPO_NOT_A_LEAD = "siantappo_not_a_lead"
    SIANTAPPO_ONLY_ON_TWO = "siantappo_only_on_two"
    SIANTAPPO_WRONG_FORM = "siantappo_wrong_form"
    ONLY_TWO_OR_SIANTAPPO = "only_two_or_siantappo"
    WRONG_KIND = "wrong_kind"
    WRONG_LENGTH = "wrong_length"
    NOT_HIGHER = "not_higher"


# ---------------------------------------------------------------------------
# Events (the log a narrator reads)


@dataclass(frozen=True)
class Exchanged:
    player: int  # the giver
    receiver: int
    cards: tuple[Card, ...]
    strongest: bool  # the giver's strongest cards (the worse player gives); else its weakest


@dataclass(frozen=True)
class Played:
    player: int
    turn: int
    cards: tuple[Card, ...]
    combo: Combo
    lead: bool


@dataclass(frozen=True)
class Passed:
    player: int
    turn: int
    automatic: bool  # no play was legal


@dataclass(frozen=True)
class TrickFell:
    leader: int  # who leads the next trick
    unbeatable: bool  # the AH straight fell by itself
    player: int  # who made the trick's last play (not the leader once they are out)


@dataclass(frozen=True)
class WentOut:
    player: int
    place: int


@dataclass(frozen=True)
class GameOver:
    outcome: Outcome


Event: TypeAlias = Exchanged | Played | Passed | TrickFell | WentOut | GameOver
Observer: TypeAlias = Callable[[Event, "SiantappoState"], None]
Chooser: TypeAlias = Callable[["SiantappoState"], Action]


# ---------------------------------------------------------------------------
# The state


class SiantappoState:
    """A game in progress; create it with ``new_game``.

    With a ``policy`` the game plays itself to the end (or to the pause);
    without one it stops at each decision with two or more options, and
    ``choose``/``apply`` carry it on. ``hands`` are card masks over strength
    indexes; ``hand(p)`` gives the cards.
    """

    __slots__ = (
        "rules",
        "players",
        "rng",
        "hands",
        "places",
        "active",
        "out",
        "passed",
        "to_move",
        "leader",
        "trick_kind",
        "trick_size",
        "trick_high",
        "trick_mask",
        "trick_player",
        "first_game",
        "must_3c",
        "turns",
        "siantappos",
        "holder_3c",
        "gifts",
        "outcome",
        "pause_after_turns",
        "_observer",
        "_policy",
        "_pending",
        "_options",
        "_random_choice",
        "_taitava_inline",
        "_random",
        "_place",
        "_order",
        "_exchange_due",
    )

    def __init__(
        self,
        rules: Rules,
        players: int,
        rng: random.Random,
        observer: Observer | None = None,
        pause_after_turns: int | None = None,
        policy: Chooser | None = None,
    ) -> None:
        self.rules = rules
        self.players = players
        self.rng = rng
        self.hands: list[int] = [0] * players
        self.places: list[int | None] = [None] * players
        self.active = players
        self.out = 0  # bit per seat that has gone out
        self.passed = 0  # bit per seat that passed this trick
        self.to_move = 0
        self.leader = 0
        self.trick_kind = _NONE
        self.trick_size = 0
        self.trick_high = -1
        self.trick_mask = 0
        self.trick_player = -1
        self.first_game = True
        self.must_3c = False
        self.turns = 0
        self.siantappos = 0  # siantappos played this game
        # What the table learnt at the deal, for Mestari's worlds: the first
        # game's 3C holder (it leads; -1 in a later game) and the exchange's
        # gifts as (giver, receiver, card mask, the giver's strongest?).
        self.holder_3c = -1
        self.gifts: tuple[tuple[int, int, int, bool], ...] = ()
        self.outcome: Outcome | None = None
        self.pause_after_turns = pause_after_turns
        self._observer = observer
        self._policy = policy
        self._pending = False
        self._options: list[int] | None = None
        self._random_choice = getattr(policy, "uniform", False) is True
        self._taitava_inline = policy is rollout_policy
        self._random = rng.random
        self._place = 0
        self._order: list[int] = []  # seats in the order they went out
        # A composed deal built without playing on: its exchange waits for ``resume``.
        self._exchange_due: list[int] | None = None

    # -- dealing (sections 1, 4 and 5) -----------------------------------------

    def _deal(
        self, deck: Sequence[Card], previous: Sequence[int] | None, exchange_now: bool = True
    ) -> None:
        n = self.players
        hands = self.hands
        for i, card in enumerate(deck):
            hands[i % n] |= 1 << _STRENGTH[card]
        if previous is None:
            holder = next(q for q in range(n) if hands[q] >> _THREE_OF_CLUBS & 1)
            self.leader = self.to_move = self.holder_3c = holder
            self.must_3c = self.rules.first_lead is FirstLead.WITH_3C
            return
        self.first_game = False
        # Seated before the exchange, so the table after each gift shows who leads.
        self.leader = self.to_move = previous[-1]
        if not self.rules.exchange:
            return
        if exchange_now:
            self._exchange(previous)
        else:
            self._exchange_due = list(previous)

    def _exchange(self, previous: Sequence[int]) -> None:
        """Section 5: first and last swap two cards, second and second-to-last one."""
        n = self.players
        hands = self.hands
        pairs = [(previous[0], previous[-1], 2)]
        if n >= 4:
            pairs.append((previous[1], previous[-2], 1))
        for high, low, count in pairs:
            gift_down = 0  # the better player's lowest cards
            h = hands[high]
            for _ in range(count):
                gift_down |= h & -h
                h &= h - 1
            gift_up = 0  # the worse player's highest cards, of the hand as dealt
            h = hands[low]
            for _ in range(count):
                top = 1 << (h.bit_length() - 1)
                gift_up |= top
                h ^= top
            # One gift at a time: the table after each event holds just that gift.
            hands[high] ^= gift_down
            hands[low] ^= gift_down
            self.gifts += ((high, low, gift_down, False), (low, high, gift_up, True))
            if self._observer is not None:
                self._emit(Exchanged(high, low, _cards(gift_down), False))
            hands[low] ^= gift_up
            hands[high] ^= gift_up
            if self._observer is not None:
                self._emit(Exchanged(low, high, _cards(gift_up), True))

    # -- public view ------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.outcome is not None

    @property
    def pending(self) -> DecisionKind | None:
        if not self._pending:
            return None
        return DecisionKind.LEAD if self.trick_kind == _NONE else DecisionKind.REPLY

    @property
    def decision(self) -> Decision | None:
        kind = self.pending
        if kind is None:
            return None
        return Decision(kind, self.to_move, tuple(self.legal_actions()))

    def hand(self, p: int) -> tuple[Card, ...]:
        """Seat ``p``'s cards in strength order."""
        return _cards(self.hands[p])

    @property
    def trick(self) -> tuple[Card, ...] | None:
        return None if self.trick_kind == _NONE else _cards(self.trick_mask)

    @property
    def trick_combo(self) -> Combo | None:
        return None if self.trick_kind == _NONE else _COMBO[self.trick_kind]

    def _option_masks(self) -> list[int]:
        options = self._options
        if options is None:
            h = self.hands[self.to_move]
            kind = self.trick_kind
            if kind == _NONE:
                if self.must_3c:
                    options = _first_leads(h)
                else:
                    options = [_lead_play(h, k) for k in range(_lead_count(h))]
            else:
                size = self.trick_size
                high = self.trick_high
                count = _reply_count(h, kind, size, high)
                options = [_reply_play(h, kind, size, high, k) for k in range(count)]
                options.append(0)  # pass
            self._options = options
        return options

    def legal_actions(self) -> list[Action]:
        """The moves the player to move may make now (empty when nobody is asked)."""
        if not self._pending:
            return []
        p = self.to_move
        return [Action(p, _cards(m)) for m in self._option_masks()]

    def apply(self, action: Action) -> None:
        """Make a move, after checking it; IllegalMoveError says why it is not allowed."""
        check_action(self, action)
        self.choose(action)

    def choose(self, action: Action) -> None:
        """Take one of ``legal_actions()`` unchecked (policies pick from the offered list)."""
        assert self._pending, "nobody has a choice to make"
        self._pending = False
        self._options = None
        self._act(self.to_move, _mask(action.cards))
        self._advance()

    def play_out(self, policy: Chooser, first: Action | None = None) -> None:
        """Let ``policy`` make every decision from here to the end (or the pause);
        ``first``: the move made at the decision waiting now, before ``policy`` takes over
        (what a search plays: the engine then makes the policy's moves at once)."""
        self._policy = policy
        self._random_choice = getattr(policy, "uniform", False) is True
        self._taitava_inline = policy is rollout_policy
        if self._pending:
            self.choose(policy(self) if first is None else first)
        else:
            self._advance()

    def resume(self) -> None:
        """Go on after a pause set with ``pause_after_turns`` (or, in a composed deal built
        without playing on, make the card exchange first)."""
        due = self._exchange_due
        if due is not None:
            self._exchange_due = None
            self._exchange(due)
        self._advance()

    def copy(self, rng: random.Random | None = None) -> SiantappoState:
        """An independent snapshot with a copy of the generator (or ``rng``), no observer."""
        if rng is None:
            rng = random.Random(0)  # a seed of its own would read the system's entropy
            rng.setstate(self.rng.getstate())
        twin = SiantappoState(self.rules, self.players, rng, None, self.pause_after_turns)
        twin._policy = self._policy
        twin._random_choice = self._random_choice
        twin._taitava_inline = self._taitava_inline
        twin.hands = list(self.hands)
        twin.places = list(self.places)
        twin.active = self.active
        twin.out = self.out
        twin.passed = self.passed
        twin.to_move = self.to_move
        twin.leader = self.leader
        twin.trick_kind = self.trick_kind
        twin.trick_size = self.trick_size
        twin.trick_high = self.trick_high
        twin.trick_mask = self.trick_mask
        twin.trick_player = self.trick_player
        twin.first_game = self.first_game
        twin.must_3c = self.must_3c
        twin.turns = self.turns
        twin.siantappos = self.siantappos
        twin.holder_3c = self.holder_3c
        twin.gifts = self.gifts
        twin.outcome = self.outcome
        twin._pending = self._pending
        twin._place = self._place
        twin._order = list(self._order)
        twin._exchange_due = None if self._exchange_due is None else list(self._exchange_due)
        return twin

    # -- the flow of turns ------------------------------------------------------

    def _emit(self, event: Event) -> None:
        if self._observer is not None:
            self._observer(event, self)

    def _advance(self) -> None:
        """Play turns until someone must choose, the game ends or a pause is due."""
        hands = self.hands
        while self.outcome is None:
            pause = self.pause_after_turns
            if pause is not None and self.turns >= pause:
                return
            p = self.to_move
            h = hands[p]
            self.turns += 1
            kind = self.trick_kind
            if kind == _NONE:
                if self.must_3c:
                    leads = _first_leads(h)
                    count = len(leads)
                    if count == 1:
                        mask = leads[0]
                    elif self._random_choice:
                        mask = leads[int(self._random() * count)]
                    else:
                        mask = -1
                elif not h & (h - 1):  # one card, the one lead (two cards make two)
                    mask = h
                elif self._random_choice:
                    mask = _lead_play(h, int(self._random() * _lead_count(h)))
                else:
                    mask = -1
            else:
                size = self.trick_size
                high = self.trick_high
                count = _reply_count(h, kind, size, high)
                if count == 0:  # nothing beats the trick: an automatic pass
                    self.passed |= 1 << p  # on the table when the pass is told
                    if self._observer is not None:
                        self.passed |= 1 << p  # told with the pass already made, as a chosen one
                        self._emit(Passed(p, self.turns, True))
                    self._next_turn(p)
                    continue
                if self._random_choice:
                    k = int(self._random() * (count + 1))
                    mask = 0 if k == count else _reply_play(h, kind, size, high, k)
                else:
                    mask = -1
            if mask < 0:
                self._pending = True
                self._options = None
                policy = self._policy
                if policy is None:
                    return  # wait for choose()
                if self._taitava_inline:  # Mestari's rollout: its choice with no cards listed
                    mask = _taitava_mask(self)
                else:
                    mask = _mask(policy(self).cards)
                self._pending = False
                self._options = None
            self._act(p, mask)

    def _act(self, p: int, mask: int) -> None:
        if mask == 0:
            self._pass(p, True)
        else:
            self._play(p, mask)

    def _pass(self, p: int, emit: bool) -> None:
        self.passed |= 1 << p
        if emit and self._observer is not None:
            self._emit(Passed(p, self.turns, False))
        self._next_turn(p)

    def _play(self, p: int, mask: int) -> None:
        kind = self.trick_kind
        lead = kind == _NONE
        size = mask.bit_count()
        high = mask.bit_length() - 1
        # The play is legal: its size and the trick's kind tell its kind.
        if size == 1:
            kind = _SINGLE
        elif lead:
            if (mask & -mask).bit_length() - 1 >> 2 == high >> 2:
                kind = size  # a pair, three or four: _PAIR == 2 ... _FOUR == 4
            else:
                kind = _STRAIGHT
        elif kind == _SINGLE:
            kind = _TAPPO3  # six cards onto a single 2
        elif kind == _PAIR and size == 4:
            kind = _TAPPO4
        if kind >= _TAPPO3:
            self.siantappos += 1
        self.must_3c = False
        self.hands[p] ^= mask
        self.trick_kind = kind
        self.trick_size = size
        self.trick_high = high
        self.trick_mask = mask
        self.trick_player = p
        if self._observer is not None:
            self._emit(Played(p, self.turns, _cards(mask), _COMBO[kind], lead))
        if self.hands[p] == 0:
            self._go_out(p)
            if self.outcome is not None:
                return
        if high == _ACE_OF_HEARTS and kind == _STRAIGHT:
            self._fall(True)
            return
        self._next_turn(p)

    def _next_turn(self, p: int) -> None:
        """The next seat still in the trick, or the trick falls."""
        n = self.players
        blocked = self.out | self.passed
        q = p
        for _ in range(n):
            q = q + 1 if q + 1 < n else 0
            if not blocked >> q & 1:
                if q == self.trick_player:
                    break  # everyone else passed: the trick falls to its player
                self.to_move = q
                return
        self._fall(False)

    def _fall(self, unbeatable: bool) -> None:
        """The trick falls: its player leads, or the next still in after them (section 4)."""
        q = last = self.trick_player
        if self.out >> q & 1:
            n = self.players
            while self.out >> q & 1:
                q = q + 1 if q + 1 < n else 0
        self.passed = 0
        self.trick_kind = _NONE
        self.trick_size = 0
        self.trick_high = -1
        self.trick_mask = 0
        self.trick_player = -1
        self.leader = self.to_move = q
        if self._observer is not None:
            self._emit(TrickFell(q, unbeatable, last))

    def _go_out(self, p: int) -> None:
        self._place += 1
        self.places[p] = self._place
        self.out |= 1 << p
        self.active -= 1
        self._order.append(p)
        if self._observer is not None:
            self._emit(WentOut(p, self._place))
        if self.active == 1:
            loser = next(q for q in range(self.players) if not self.out >> q & 1)
            self.places[loser] = self._place + 1
            self._order.append(loser)
            self.outcome = Outcome(
                places=tuple((q,) for q in self._order),
                losers=(loser,),
                reason=EndReason.LAST_PLAYER,
                turns=self.turns,
            )
            self._pending = False
            self._options = None
            if self._observer is not None:
                self._emit(GameOver(self.outcome))


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


# ---------------------------------------------------------------------------
# Legality


def legal_actions(state: SiantappoState) -> list[Action]:
    """The moves the player to move may make now (empty when nobody is asked)."""
    return state.legal_actions()


def equivalent_moves(state: SiantappoState) -> tuple[tuple[Action, ...], ...]:
    """The decision's moves in classes that cannot differ in outcome: each its own.

    Every card has a strength of its own (rank, then suit: ``3S`` lowest, ``2H``
    highest), which decides what beats what, which cards a pair's higher card is and
    which cards the exchange takes; ``3C`` leads the first game. A renaming of cards the
    rules cannot notice must keep that order, so it renames nothing: two different plays
    (a pass included) are never alike.
    """
    return each_alone(state)


def _texts(cards: Sequence[Card]) -> list[str]:
    return DECK.texts(list(cards))


def check_action(state: SiantappoState, action: Action) -> None:
    """Raise IllegalMoveError with the reason (and its card codes) if ``action`` is not legal."""
    decision = _check_turn(state, action)
    mask = _mask(action.cards)
    if mask in state._option_masks() and len(action.cards) == mask.bit_count():
        return
    data: dict[str, object] = {"cards": _texts(_cards(mask))}
    kind, size = _check_combination(state, action, mask, decision, data)
    _check_beats(state, mask, kind, size, decision, data)


def _check_turn(state: SiantappoState, action: Action) -> Decision:
    """The decision ``action`` answers; IllegalMoveError if it is not the player's turn."""
    p = action.player
    try:
        return check_turn(state, action)
    except IllegalMoveError as error:
        # Not their turn, and more: they are out of this trick until it falls.
        waiting = 0 <= p < state.players and bool(state.passed >> p & 1)
        if error.reason is TurnReason.NOT_YOUR_TURN and waiting:
            raise IllegalMoveError(
                IllegalReason.PASSED_THIS_TRICK,
                "you passed this trick: wait until it falls",
                error.decision,
                {"player": p},
            ) from None
        raise


def _check_combination(
    state: SiantappoState, action: Action, mask: int, decision: Decision, data: dict[str, object]
) -> tuple[int, int]:
    """The kind and size of the combination ``action`` plays, if its cards are in the hand
    and make one; else IllegalMoveError (a lead that is not offered is refused here)."""
    if mask == 0:
        raise IllegalMoveError(
            IllegalReason.LEADER_CANNOT_PASS,
            "the leader cannot pass: lead any combination",
            decision,
        )
    hand = state.hands[action.player]
    for card in action.cards:
        if not hand >> _STRENGTH[card] & 1:
            raise IllegalMoveError(
                IllegalReason.NOT_IN_HAND,
                f"{DECK.text(card)} is not in the hand",
                decision,
                {"card": DECK.text(card)},
            )
    if len(action.cards) != mask.bit_count():
        raise IllegalMoveError(
            IllegalReason.NOT_A_COMBINATION, "a card is named twice", decision, data
        )
    kind, size, _high = _shape(mask)
    if kind == _NONE:
        words = " ".join(_texts(_cards(mask)))
        raise IllegalMoveError(
            IllegalReason.NOT_A_COMBINATION,
            f"{words} is no combination: play a single card, a pair, three or four of a "
            "kind, or a straight of 3 to 12 cards without 2s",
            decision,
            data,
        )
    if state.trick_kind == _NONE:
        if kind == _TAPPO3:
            raise IllegalMoveError(
                IllegalReason.SIANTAPPO_NOT_A_LEAD,
                "three pairs in a row are no lead: a siantappo is played only onto a 2",
                decision,
                data,
            )
        raise IllegalMoveError(
            IllegalReason.FIRST_LEAD_3C,
            "the first lead of the game must hold 3C",
            decision,
            data,
        )
    return kind, size


def _check_beats(
    state: SiantappoState,
    mask: int,
    kind: int,
    size: int,
    decision: Decision,
    data: dict[str, object],
) -> None:
    """Raise IllegalMoveError saying why the combination (``kind``, ``size``) of ``mask``
    does not beat the trick."""
    tkind = state.trick_kind
    tsize = state.trick_size
    thigh = state.trick_high
    data |= {"trick": _texts(_cards(state.trick_mask)), "trick_kind": _COMBO[tkind].value}
    two = thigh >> 2 == _TWOS and tkind in (_SINGLE, _PAIR)
    trick_words = (
        ("a 2" if tkind == _SINGLE else "a pair of 2s") if two else COMBO_WORDS[_COMBO[tkind]]
    )
    wanted = _TAPPO3 if tkind in (_SINGLE, _TAPPO3) else _FOUR
    form = kind == _TAPPO3 or (kind == _FOUR and (two or tkind == _TAPPO3))
    if (two or tkind in (_TAPPO3, _TAPPO4)) and form and kind != wanted:
        raise IllegalMoveError(
            IllegalReason.SIANTAPPO_WRONG_FORM,
            f"{trick_words} cannot be beaten by {COMBO_WORDS[_COMBO[kind]]}: "
            + (
                "the siantappo for a single 2 is three pairs in a row"
                if wanted == _TAPPO3
                else "the siantappo for a pair of 2s is four of a kind"
            ),
            decision,
            data | {"kind": _COMBO[kind].value},
        )
    if two and not (kind == tkind and size == tsize):
        raise IllegalMoveError(
            IllegalReason.ONLY_TWO_OR_SIANTAPPO,
            f"{trick_words} can only be beaten by a higher "
            f"{'2' if tkind == _SINGLE else 'pair of 2s'} or a siantappo",
            decision,
            data | {"kind": _COMBO[kind].value},
        )
    if kind == _TAPPO3 and tkind != _TAPPO3:
        raise IllegalMoveError(
            IllegalReason.SIANTAPPO_ONLY_ON_TWO,
            "three pairs in a row are played only onto a single 2 (or a higher siantappo)",
            decision,
            data,
        )
    _check_same_kind(state, kind, size, trick_words, decision, data)
    words = " ".join(_texts(_cards(mask)))
    raise IllegalMoveError(
        IllegalReason.NOT_HIGHER,
        f"{words} does not beat {' '.join(_texts(_cards(state.trick_mask)))}",
        decision,
        data,
    )


def _check_same_kind(
    state: SiantappoState,
    kind: int,
    size: int,
    trick_words: str,
    decision: Decision,
    data: dict[str, object],
) -> None:
    """IllegalMoveError if the combination is not of the trick's kind and length."""
    tkind, tsize = state.trick_kind, state.trick_size
    same = kind == tkind or (kind == _FOUR and tkind == _TAPPO4)
    if not same:
        raise IllegalMoveError(
            IllegalReason.WRONG_KIND,
            f"{trick_words} cannot be beaten by {COMBO_WORDS[_COMBO[kind]]}",
            decision,
            data | {"kind": _COMBO[kind].value},
        )
    if size != tsize:
        raise IllegalMoveError(
            IllegalReason.WRONG_LENGTH,
            f"a straight of {tsize} cards is beaten only by a straight of exactly {tsize} "
            f"cards, not {size}",
            decision,
            data | {"size": size, "trick_size": tsize},
        )


# ---------------------------------------------------------------------------
# Policies (section 6): they read the public state and return an Action


def _lowest_key(action: Action) -> tuple[int, tuple[int, ...]]:
    strengths = sorted((_STRENGTH[c] for c in action.cards), reverse=True)
    return (len(action.cards), tuple(strengths))


def _lowest(state: SiantappoState) -> Action:
    """The fewest cards, then the lowest highest card (then the next ...); pass last."""
    actions = state.legal_actions()
    plays = [a for a in actions if a.cards]
    return min(plays, key=_lowest_key) if plays else actions[0]


def _splits(state: SiantappoState, action: Action) -> bool:
    """Does a play of one rank leave cards of that rank in the hand?"""
    mask = _mask(action.cards)
    rank = (mask.bit_length() - 1) >> 2
    if ((mask & -mask).bit_length() - 1) >> 2 != rank:
        return False  # a straight or a siantappo
    return (state.hands[state.to_move] >> (rank * 4)) & 15 != mask >> (rank * 4)


def _heuristic(state: SiantappoState) -> Action:
    """The module docstring's simple strategy (leads shed the lowest card widely)."""
    actions = state.legal_actions()
    p = state.to_move
    h = state.hands[p]
    if state.trick_kind == _NONE:
        low = 1 << _THREE_OF_CLUBS if state.must_3c else h & -h
        holding = [a for a in actions if _mask(a.cards) & low]
        return min(holding, key=lambda a: (-len(a.cards), _lowest_key(a)))
    held = h.bit_count()
    plays = []
    for action in actions:
        if not action.cards:
            continue
        mask = _mask(action.cards)
        costly = mask >> (_TWOS * 4) != 0 or len(action.cards) > state.trick_size
        if costly and held > 6 and mask != h:
            continue
        plays.append(action)
    if not plays:
        return actions[-1]  # pass
    whole = [a for a in plays if not _splits(state, a)]
    return min(whole or plays, key=_lowest_key)


def _taitava(state: SiantappoState) -> Action:
    """``_heuristic``'s very choice, read off card masks (no list of actions): the rollout."""
    return Action(state.to_move, _cards(_taitava_mask(state)))


def _taitava_mask(state: SiantappoState) -> int:
    """``_taitava``'s play as a card mask (0: pass); the engine asks it inline.

    Between plays of one size ``_lowest_key`` orders as the masks do (the
    highest card that differs decides), so the key here is (size, mask).
    """
    h = state.hands[state.to_move]
    if state.trick_kind == _NONE:
        low = 1 << _THREE_OF_CLUBS if state.must_3c else h & -h
        rank = (low.bit_length() - 1) >> 2
        group = (h >> (rank * 4)) & 15
        # The lowest card has no lower rank beside it: a straight holding it starts there.
        run = 1
        straight = low
        while rank + run < _TWOS:
            nib = (h >> ((rank + run) * 4)) & 15
            if not nib:
                break
            straight |= (nib & -nib) << ((rank + run) * 4)
            run += 1
        if run >= 3 and run > _POP[group]:
            return straight
        return group << (rank * 4)
    kind = state.trick_kind
    size = state.trick_size
    high = state.trick_high
    held = h.bit_count()
    best = best_whole = -1
    best_count = whole_count = 0
    for mask in _replies(h, kind, size, high):
        count = mask.bit_count()
        costly = mask >> (_TWOS * 4) != 0 or count > size
        if costly and held > 6 and mask != h:
            continue
        if best < 0 or count < best_count or (count == best_count and mask < best):
            best, best_count = mask, count
        top = (mask.bit_length() - 1) >> 2
        if ((mask & -mask).bit_length() - 1) >> 2 != top or (h >> (top * 4)) & 15 == mask >> (
            top * 4
        ):
            if (
                best_whole < 0
                or count < whole_count
                or (count == whole_count and mask < best_whole)
            ):
                best_whole, whole_count = mask, count
    if best < 0:
        return 0
    return best_whole if best_whole >= 0 else best


def _replies(h: int, kind: int, size: int, high: int) -> list[int]:
    """Every play ``_reply_play`` numbers, in its order (singles read off the bits at once)."""
    if kind != _SINGLE:
        return [
            _reply_play(h, kind, size, high, k) for k in range(_reply_count(h, kind, size, high))
        ]
    out: list[int] = []
    above = (h >> (high + 1)) << (high + 1)
    while above:
        low = above & -above
        out.append(low)
        above ^= low
    if high >> 2 == _TWOS:
        out.extend(_tappo3_play(h, -1, k) for k in range(_tappo3_count(h, -1)))
    return out


lowest_policy = Policy("lowest", _lowest)
heuristic_policy = Policy("heuristic", _heuristic)


# ---------------------------------------------------------------------------
# Mestari's worlds (games.search): what one seat knows, the rest dealt again

_ALL_CARDS: Final = (1 << 52) - 1


def _strengths(mask: int) -> list[int]:
    """The strength indexes of a mask, lowest first (a canonical order)."""
    out: list[int] = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def determinize(state: SiantappoState, seat: int, rng: random.Random) -> SiantappoState:
    """A copy of ``state`` with every card ``seat`` cannot see dealt again from ``rng``.

    The seat sees its hand, every card played (the cards nobody holds) and the
    hand sizes. It knows where its own gifts of the exchange went, that the
    first game's first leader holds 3C until it is played, and, from a gift it
    received, that the giver kept nothing higher than its strongest cards (or
    nothing lower than its weakest). Passes prove nothing (passing is always
    allowed). The hidden cards are listed in strength order before ``rng``
    shuffles them, so where they truly lie changes nothing.
    """
    n = state.players
    hands = state.hands
    held = 0
    for h in hands:
        held |= h
    known = [0] * n
    allowed = [_ALL_CARDS] * n
    if state.holder_3c >= 0 and state.holder_3c != seat:
        known[state.holder_3c] |= held & (1 << _THREE_OF_CLUBS)
    for giver, receiver, gift, strongest in state.gifts:
        if giver == seat:
            known[receiver] |= gift & held
        elif receiver == seat:
            # Its strongest cards: it kept only lower ones; its weakest: only higher.
            below = (gift & -gift) - 1
            above = _ALL_CARDS ^ ((1 << gift.bit_length()) - 1)
            allowed[giver] = below if strongest else above
    known[seat] = hands[seat]
    pool = held
    for mask in known:
        pool &= ~mask
    world = state.copy(random.Random(rng.getrandbits(48)))
    world.pause_after_turns = None
    world._policy = None
    world._random_choice = False
    world._taitava_inline = False
    # The seats a gift narrowed first, then the others from what is left.
    for narrowed in (True, False):
        for q in range(n):
            if q == seat or (allowed[q] != _ALL_CARDS) != narrowed:
                continue
            need = hands[q].bit_count() - known[q].bit_count()
            cards = _strengths(pool & allowed[q])
            assert need <= len(cards), "no world fits what the seat has seen"
            shuffle(rng, cards)
            hand = known[q]
            for i in range(need):
                hand |= 1 << cards[i]
            pool &= ~hand
            known[q] = hand
    world.hands = known
    return world


# Mestari: the search plays each move out with Taitava over the sampled worlds
# (``_taitava``: the same choices as ``heuristic``, made faster). Playouts per
# decision: chosen with benchmarks/bots.py --playouts.
MESTARI_PLAYOUTS: Final = 400
# The most playout turns one decision plays: about 60 ms of CPU at six players (a
# playout turn costs up to ~2 µs), so a page's searches stay within the request's budget.
MESTARI_WORK: Final = 30_000
rollout_policy = Policy("taitava", _taitava)
mestari_policy = search.Searcher(
    "mestari", determinize, rollout_policy, MESTARI_PLAYOUTS, work=MESTARI_WORK
)
POLICIES = policy_table(lowest_policy, random_policy, heuristic_policy, mestari_policy)


def simulate(
    rules: Rules, players: int, games: int, seed: int, policy: Chooser
) -> Iterator[Outcome]:
    """Play ``games`` games without a log (``series``: one series, exchanging between games)."""
    check_players(rules, players)
    previous: list[int] | None = None
    for game in range(games):
        rng = random.Random(derive_seed(seed, game))
        state = SiantappoState(rules, players, rng, policy=policy)
        state._deal(complete_deck((), rng), previous)
        state._advance()
        outcome = state.outcome
        assert outcome is not None
        if rules.series:
            previous = state._order
        yield outcome


# ---------------------------------------------------------------------------
# A picture of the table, for narrators, pages and the command line


@dataclass(frozen=True)
class Table:
    phase: Phase
    trick: tuple[Card, ...] | None
    trick_combo: Combo | None
    trick_player: int | None
    passed: tuple[int, ...]
    leader: int
    turns: int
    to_move: int | None
    hands: tuple[tuple[Card, ...], ...]
    places: tuple[int | None, ...]
    first_game: bool
    decision: Decision | None
    outcome: Outcome | None


def table(state: SiantappoState) -> Table:
    n = state.players
    return Table(
        phase=Phase.OVER if state.over else Phase.PLAY,
        trick=state.trick,
        trick_combo=state.trick_combo,
        trick_player=None if state.trick_player < 0 else state.trick_player,
        passed=tuple(q for q in range(n) if state.passed >> q & 1),
        leader=state.leader,
        turns=state.turns,
        to_move=None if state.over else state.to_move,
        hands=tuple(state.hand(q) for q in range(n)),
        places=tuple(state.places),
        first_game=state.first_game,
        decision=state.decision,
        outcome=state.outcome,
    )


# ---------------------------------------------------------------------------
# JSON shapes (siantappo.md section 7) and the descriptor


def state_json(state: SiantappoState, names: Sequence[str]) -> dict[str, object]:
    """The ``state`` object of ``replay``: hands in strength order, seats by name."""
    view = table(state)
    return {
        "phase": view.phase.value,
        "trick": None if view.trick is None else _texts(view.trick),
        "trick_kind": None if view.trick_combo is None else view.trick_combo.value,
        "passed": [names[q] for q in view.passed],
        "leader": names[view.leader],
        "turns": view.turns,
        "to_move": None if view.to_move is None else names[view.to_move],
        "players": [
            {"name": names[q], "hand": _texts(view.hands[q]), "place": view.places[q]}
            for q in range(len(names))
        ],
        "result": None if view.outcome is None else result_json(view.outcome, names, "loser"),
    }


_SEAT_FIELDS: Final = ("player", "receiver", "leader")


def event_json(event: Event, names: Sequence[str]) -> dict[str, object]:
    return event_fields_json(event, names, DECK.text, "loser", seats=_SEAT_FIELDS, seat_lists=())


DECISION_WORDS: Mapping[str, str] = {
    DecisionKind.LEAD: "which combination to lead",
    DecisionKind.REPLY: "which higher combination to play, or pass",
}


PASS: Final = "pass"


def parse_choice(value: object) -> tuple[Card, ...]:
    """A scenario choice: ``"pass"``, a card, or a list of cards (any order)."""
    items = [value] if isinstance(value, str) else value
    if items == [PASS]:
        return ()
    if not isinstance(items, list) or not items:
        raise ValueError(f"must be 'pass', a card like '3D' or a list of cards, not {value!r}")
    return tuple(DECK.strength_sorted([DECK.parse(item) for item in items]))


def choice_text(cards: tuple[Card, ...]) -> str:
    return " ".join(DECK.texts(list(cards))) if cards else PASS


GAME = Game(
    name="siantappo",
    min_players=MIN_PLAYERS,
    presets=PRESETS,
    default_preset=DEFAULT_PRESET,
    options=OPTIONS,
    policies=POLICIES,
    default_policy="lowest",
    deck=DECK,
    make_rules=make_rules,
    new_game=new_game,
    check_players=check_players,
    legal_actions=legal_actions,
    check_action=check_action,
    table=table,
    simulate=simulate,
    derive_seed=derive_seed,
    state_json=state_json,
    event_json=event_json,
    decision_words=DECISION_WORDS,
    end_reasons=tuple(reason.value for reason in EndReason),
    loser_key="loser_by_seat",
    result_loser_key="loser",
    choice_parser=parse_choice,
    choice_text=choice_text,
    series=True,
    determinize=determinize,
    equivalent_moves=equivalent_moves,
    position=position,
    position_spec=Position,
)
