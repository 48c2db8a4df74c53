"""Ristiseiska (sevens, clubs first): rules, state, events, legality and policies.

The rules are those of ``shared/rules/ristiseiska.md``; section numbers below
refer to it. The state changes only through ``apply`` (checked) or ``choose``
(an option the engine offered). Between decisions the engine plays on by
itself: forced plays, passes, asks, draws and the token need nobody's input.

Data layout (simulations play millions of turns): a card is an int (copy
``k`` of a two-deck game is ``k * 52 + card``, jokers are 104 and 105); a
place on the layout is a *slot*, ``card * 2 + end`` (end 0 = the low row end
or the seven, 1 = the high row end), so sorting slots sorts cards in canonical
order with an ace's low end before its high end. ``owner`` maps every card to
the seat holding it; ``opens`` is the sorted list of slots that can take a
card now; the cards a slot opens, whether it closes a row end and which row
end it belongs to are tables made once per rule set. A player's legal plays
are the open slots whose card they own. Events are built only when an
observer asks, and the ``random`` policy (declared ``uniform``) is inlined, as
is Mestari's rollout player (``rollout_policy``: Taitava's choices read off the
options, tested equal to ``heuristic``).

Readings where the rules file is silent:

- Canonical order with two decks: every first-deck card, then every
  second-deck card (``7C/2``), then the jokers (``JK``, ``JK/2``); the ints
  sort that way.
- A joker cannot be the opening card (that is what "except 7C" means; in a
  two-deck game the other ``7C`` is an ordinary seven and a joker may stand
  for it). A joker played for a card acts as that card: it opens the next
  cards, and standing for a closing card it gives the extra play. A joker
  standing for an ace counts as the first ace under ``first_ace``.
- A joker play is written ``"JK:8H"`` (``"JK:AS:low"`` for an ace that fits
  either end); a swap is written as the real card (``"8H"``): the joker's
  place is taken, so the card has no other play.
- A swap is a play: the turn's one play, or the extra play after a closing
  card; it never gives an extra play itself.
- Dead cards may be given when asked (they never reach the table; the source
  has them end in the loser's hand, so they travel).
- A joker left in hand scores 20 points with ``scoring: face`` (1 with
  ``count``).
- The game is *stuck* when no slot is open and no joker can be swapped (only
  dead cards and jokers are left in hands; it happens only with jokers): it
  ends at once. With ``end: last`` the players still in are placed by cards
  held (fewest first) and the most cards lose; in a scored game everyone still
  in is scored.
- ``holding: sevens_only``: "a 7" means a real card of the centre rank (the
  8s in ``ristikasi``); a joker or a swap is not one. The no-play action of
  holding back in the first round is a pass.
- Series (``target``): each deal is dealt starting one seat further on
  (deal ``k`` from seat ``k mod n``); with two players seat ``k mod 2``
  starts. Turns count over the whole series, but ``max_turns`` (the safety
  valve against a game that cannot end) counts the turns of one deal, so a
  long series is not cut short. Places and losers are by series totals. A
  series needs a scored game.
- Two players: one deck only (two decks are 3-16 players); the ``7C`` is not
  in a two-player scenario deck (it is on the table before the deal).
- Scored games: the player who went out is placed first even when the
  token's points give them more than someone else; the losers are the last
  place group (the most points among the players still holding cards).
- The token goes to whoever takes it last; it is never handed back.
- In an extra play under ``holding: sevens_only`` holding back is "stop"
  (there is no separate "hold" there).
- ``layout`` shows the place a joker stands for as that card; the state's
  ``jokers`` maps each joker to the card it stands for (``null`` in a hand),
  ``dead`` lists the dead cards (both only in joker games); a series adds
  ``totals`` and ``deal``.
- Presets: ``ristiseiska`` (the default), ``pisteet`` (``end: first_out``),
  ``pantti``, ``ristikasi``, ``kaksi_pakkaa`` (two decks), ``jokerit`` (two
  jokers). Turning ``pantti`` or ``ristikasi`` on without naming ``end``
  sets ``end: first_out``.
- ``first_ace`` with ``ristikasi`` (not forbidden): the ace goes on the 2
  or the K there too, and only aces give the extra play.
- A joker standing for a 7 can be swapped for as long as the game lasts.
- ``heuristic`` never holds back (holding back only costs a card or the
  token's points).
- ``mestari`` (``games.search``, Taitava's playouts) imagines worlds in which
  the cards it cannot see are dealt again among the other hands (and the
  stock) by their sizes, keeping the cards whose holder it knows (its gifts
  not passed on, swapped jokers) and keeping from each hand the cards that
  hand showed it lacked by playing nothing (every card it could have played
  then; only the playable 7s where holding back is allowed), until it takes a
  card face down that the seat did not see. It never holds back either. In a
  series its worlds end with the deal in play, each seat placed by its total
  after that deal's points (the later deals are cards nobody has seen).
"""

from __future__ import annotations

import random
from bisect import insort
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property, lru_cache
from typing import Final, TypeAlias

from games import options as schema
from games import search
from games.cards import CardError, Deck, shuffle
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
    RulesError,
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


# Cached by rule set as well as on the rules: in the compiled build ``Rules`` is a native
# class whose cached_property is made again at every read, and making a plan costs more
# than copying a state (Mestari copies a few hundred per decision). Bounded: the site's
# forms can ask for many rule sets.
@lru_cache(maxsize=64)
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


# ---------------------------------------------------------------------------
# Decisions, reasons, events


class DecisionKind(StrEnum):
    PLAY = "play"  # which card to play (or hold back)
    EXTRA = "extra"  # after a closing card: another card, or stop
    GIVE = "give"  # asked for a card: which one to give


_PLAY, _EXTRA, _GIVE = DecisionKind


@dataclass(frozen=True)
class Decision:
    kind: DecisionKind
    player: int
    options: tuple[Action, ...]


class EndReason(StrEnum):
    LAST_PLAYER = "last_player"  # end: last, one player holds cards
    FIRST_OUT = "first_out"  # a scored game ended at the first player out
    TARGET = "target"  # a series reached its target
    STUCK = "stuck"  # only dead cards and jokers left, nothing can be played
    MAX_TURNS = "max_turns"


class IllegalReason(StrEnum):
    """Refusals by the game's own rules (after ``check_turn``'s ``TurnReason``s)."""

    NOT_IN_HAND = "not_in_hand"
    NEEDS_CARD = "needs_card"  # the card's neighbour is not down (or_needs: the other end's)
    NEEDS_CLUB = "needs_club"  # nothing before the opening card
    ALREADY_DOWN = "already_down"
    DEAD_CARD = "dead_card"
    MUST_PLAY = "must_play"  # holding back while able to play
    MUST_PLAY_SEVEN = "must_play_seven"
    NO_EXTRA_PLAY = "no_extra_play"  # "stop" outside an extra play
    CHOOSE_END = "choose_end"  # an ace that fits either end needs low or high
    NOT_A_CHOICE = "not_a_choice"


@dataclass(frozen=True)
class TurnStarted:
    player: int
    turn: int


@dataclass(frozen=True)
class Played:
    player: int
    card: int
    end: str  # "low", "high" or "centre"
    closes: bool  # the extra play is allowed after it


@dataclass(frozen=True)
class JokerPlayed:
    player: int
    card: int  # the joker
    stands_for: int
    end: str
    closes: bool


@dataclass(frozen=True)
class Swapped:
    player: int
    card: int  # the real card laid in the joker's place
    joker: int  # the joker taken into the hand


@dataclass(frozen=True)
class Stopped:
    player: int


@dataclass(frozen=True)
class Held:
    player: int


@dataclass(frozen=True)
class Passed:
    player: int


@dataclass(frozen=True)
class Asked:
    player: int
    giver: int
    # The players passed over on the way to the giver: still in, each holds one card.
    skipped: tuple[int, ...]


@dataclass(frozen=True)
class Gave:
    giver: int
    player: int
    card: int


@dataclass(frozen=True)
class NothingTaken:
    player: int


@dataclass(frozen=True)
class Drew:
    player: int
    card: int


@dataclass(frozen=True)
class TookToken:
    player: int


@dataclass(frozen=True)
class CardsDead:
    cards: tuple[int, ...]


@dataclass(frozen=True)
class Left:
    player: int
    place: int


@dataclass(frozen=True)
class DealScored:
    deal: int  # numbered from 1
    scores: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True)
class NewDeal:
    deal: int  # numbered from 1, as DealScored
    starter: int


@dataclass(frozen=True)
class GameOver:
    outcome: Outcome


Event: TypeAlias = (
    TurnStarted
    | Played
    | JokerPlayed
    | Swapped
    | Stopped
    | Held
    | Passed
    | Asked
    | Gave
    | NothingTaken
    | Drew
    | TookToken
    | CardsDead
    | Left
    | DealScored
    | NewDeal
    | GameOver
)
Observer: TypeAlias = Callable[[Event, "RistiseiskaState"], None]
Chooser: TypeAlias = Callable[["RistiseiskaState"], Action]

_SIDE_WORDS: Final = ("low", "high")


# ---------------------------------------------------------------------------
# The state


def game_cards(rules: Rules) -> list[int]:
    """Every card of a game with ``rules``, in canonical order."""
    return list(range(52 * rules.decks)) + list(range(JOKER0, JOKER0 + rules.jokers))


class RistiseiskaState:
    """A game (or a series) in progress; create it with ``new_game``."""

    __slots__ = (
        "rules",
        "players",
        "rng",
        "_observer",
        "_policy",
        "_random_choice",
        "_taitava_inline",
        "_random",
        "_plan",
        "pause_after_turns",
        "owner",
        "hands",
        "stock",
        "opens",
        "outer",
        "complete",
        "joker_slot",
        "dead",
        "down",
        "places",
        "active",
        "to_move",
        "turns",
        "deal",
        "deal_start",
        "opened",
        "ace_end",
        "token",
        "scores",
        "totals",
        "outcome",
        "_place",
        "_pending",
        "_pplayer",
        "_options",
        "_asker",
        "_dead_news",
        "_next",
        "_closes",
        "_first_ace",
        "_jokers",
        "_sevens_only",
        "_two",
        "seen",
        "lacks",
        "lacks_some",
        "lacks_keep",
        "one_deal",
    )

    def __init__(
        self,
        rules: Rules,
        players: int,
        deck: Sequence[int],
        rng: random.Random,
        observer: Observer | None = None,
        pause_after_turns: int | None = None,
        policy: Chooser | None = None,
    ) -> None:
        plan = rules.plan
        self.rules = rules
        self.players = players
        self.rng = rng
        self._observer = observer
        self._policy = policy
        self._random_choice = getattr(policy, "uniform", False) is True
        self._taitava_inline = policy is rollout_policy
        self._random = rng.random
        self._plan = plan
        self._next = plan.next_slots
        self._closes = plan.closes
        self._first_ace = plan.first_ace
        self._jokers = plan.jokers
        self._sevens_only = plan.sevens_only
        self._two = players == 2
        self.pause_after_turns = pause_after_turns
        self.stock: list[int] = []  # drawn from the end
        self.to_move = 0
        self.turns = 0
        self.deal = 0
        self.deal_start = 0
        self.totals: list[int] = [0] * players
        self.outcome: Outcome | None = None
        self._pending: DecisionKind | None = None
        self._pplayer = 0
        self._options: list[int] = []
        self._asker = 0
        self._dead_news: list[int] = []
        self._clear_table()
        # A series that ends with the deal in play, scored as it would then stand (a
        # search's world: ``determinize``); never set in a game anyone plays.
        self.one_deal = False
        if deck:
            self._deal(list(deck))
            self._advance()

    def _clear_table(self) -> None:
        """The table as a deal starts: no cards dealt or laid, nobody out, nothing known."""
        players = self.players
        decks = self._plan.decks
        self.owner: list[int] = [OUT_OF_GAME] * ALL_CARDS
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.opens: list[int] = []
        self.outer: list[int] = [-1] * (8 * decks)
        self.complete: list[bool] = [False] * (8 * decks)
        self.joker_slot: list[int] = [-1, -1]
        self.dead: list[bool] = [False] * ALL_CARDS
        self.down: list[int] = []  # slots with a card, in the order played
        self.places: list[int | None] = [None] * players
        self.active = players
        self.opened = False
        self.ace_end = -1  # first_ace: the end every ace goes to (-1 until the first)
        self.token: int | None = None
        self.scores: tuple[int, ...] | None = None
        self._place = 0
        # What the table knows (Mestari's worlds read only this and a seat's own
        # hand): by card, the seats that know who holds it (a bit per seat); by
        # seat, the cards it showed it lacks (``lacks``, true for every onlooker)
        # and, once it has received a card face down, the older ones only the
        # seats in ``lacks_keep`` can still trust (``lacks_some``).
        self.seen: list[int] = [0] * ALL_CARDS
        self.lacks: list[int] = [0] * players
        self.lacks_some: list[int] = [0] * players
        self.lacks_keep: list[int] = [0] * players

    # -- public view -------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.outcome is not None

    @property
    def pending(self) -> DecisionKind | None:
        return self._pending

    @property
    def decision(self) -> Decision | None:
        if self._pending is None:
            return None
        return Decision(self._pending, self._pplayer, tuple(self.legal_actions()))

    def legal_actions(self) -> list[Action]:
        """The moves of the player who must decide now (empty when nobody is asked)."""
        if self._pending is None:
            return []
        p = self._pplayer
        if self._pending is _GIVE:
            return [Action(p, (c,)) for c in self._options]
        return [Action(p, self._action_cards(o)) for o in self._options]

    def playable(self, card: int) -> bool:
        """Can ``card`` go on the layout now (for a joker: is any slot open)?"""
        if card >= JOKER0:
            return self.opened and bool(self.opens)
        s = card * 2
        return s in self.opens or s + 1 in self.opens

    def layout(self) -> list[tuple[int, int] | None]:
        """Per suit, the lowest and highest card down (the places jokers stand for), or None."""
        plan = self._plan
        nsuits = 4 * plan.decks
        centre = [-1] * nsuits
        ends = [[-1, -1] for _ in range(nsuits)]
        reach = [[0, 0] for _ in range(nsuits)]
        for s in self.down:
            card = s >> 1
            suit = SUIT[card]
            end = plan.end_of[s]
            if end < 0:
                centre[suit] = card
            elif plan.index[s] > reach[suit][end & 1]:
                reach[suit][end & 1] = plan.index[s]
                ends[suit][end & 1] = card
        out: list[tuple[int, int] | None] = []
        for suit in range(nsuits):
            mid = centre[suit]
            if mid < 0:
                out.append(None)
            else:
                low, high = ends[suit]
                out.append((mid if low < 0 else low, mid if high < 0 else high))
        return out

    def apply(self, action: Action) -> None:
        """Make a move after checking it; IllegalMoveError says why it is not allowed."""
        check_action(self, action)
        self.choose(action)

    def choose(self, action: Action) -> None:
        """Take one of ``legal_actions()`` unchecked (policies pick from the offered list)."""
        kind = self._pending
        assert kind is not None, "nobody has a choice to make"
        option = self._option_of(action)
        self._pending = None
        player = self._pplayer
        self._options = []
        more = self._resolve(kind, player, option)
        if more is not None:
            self._decide(_EXTRA, player, more)
        self._advance()

    def play_out(self, policy: Chooser, first: Action | None = None) -> None:
        """Let ``policy`` make every decision from here to the end (or the pause);
        ``first``: the move made at the decision waiting now, before ``policy`` takes over
        (what a search plays: the engine then makes the policy's moves at once)."""
        self._policy = policy
        self._random_choice = getattr(policy, "uniform", False) is True
        self._taitava_inline = policy is rollout_policy
        if self._pending is not None:
            self.choose(policy(self) if first is None else first)
        else:
            self._advance()

    def resume(self) -> None:
        self._advance()

    def copy(self, rng: random.Random | None = None) -> RistiseiskaState:
        """An independent snapshot (same rules, policy and pause; a copy of the
        generator, or ``rng``)."""
        twin = RistiseiskaState(self.rules, self.players, (), self.rng, None, None, None)
        if rng is None:
            rng = random.Random(0)  # a seed of its own would read the system's entropy
            rng.setstate(self.rng.getstate())
        twin.rng = rng
        twin._random = rng.random
        twin._policy = self._policy
        twin._random_choice = self._random_choice
        twin._taitava_inline = self._taitava_inline
        twin.pause_after_turns = self.pause_after_turns
        twin.owner = list(self.owner)
        twin.hands = [list(h) for h in self.hands]
        twin.stock = list(self.stock)
        twin.opens = list(self.opens)
        twin.outer = list(self.outer)
        twin.complete = list(self.complete)
        twin.joker_slot = list(self.joker_slot)
        twin.dead = list(self.dead)
        twin.down = list(self.down)
        twin.places = list(self.places)
        twin.active = self.active
        twin.to_move = self.to_move
        twin.turns = self.turns
        twin.deal = self.deal
        twin.deal_start = self.deal_start
        twin.opened = self.opened
        twin.ace_end = self.ace_end
        twin.token = self.token
        twin.scores = self.scores
        twin.totals = list(self.totals)
        twin.outcome = self.outcome
        twin._place = self._place
        twin._pending = self._pending
        twin._pplayer = self._pplayer
        twin._options = list(self._options)
        twin._asker = self._asker
        twin.seen = list(self.seen)
        twin.lacks = list(self.lacks)
        twin.lacks_some = list(self.lacks_some)
        twin.lacks_keep = list(self.lacks_keep)
        twin.one_deal = self.one_deal
        return twin

    # -- options as actions --------------------------------------------------

    def _both_ace_ends(self, card: int) -> bool:
        if not self._first_ace or RANK[card] != 1:
            return False
        s = card * 2
        return s in self.opens and s + 1 in self.opens

    def _action_cards(self, option: int) -> tuple[int, ...]:
        if option == _STOP_OPT:
            return (STOP,)
        if option == _HOLD_OPT:
            return (HOLD,)
        if option & _JOKER:
            joker = JOKER0 + ((option & 0x7FF) >> 8)
            slot = option & 0xFF
            card = slot >> 1
            if self._both_ace_ends(card):
                return (joker, card, HIGH if slot & 1 else LOW)
            return (joker, card)
        if option & _SWAP:
            return ((option & 0x3FF) >> 1,)
        card = option >> 1
        if self._both_ace_ends(card):
            return (card, HIGH if option & 1 else LOW)
        return (card,)

    def _option_of(self, action: Action) -> int:
        if self._pending is _GIVE:
            return action.cards[0]
        for option in self._options:
            if self._action_cards(option) == action.cards:
                return option
        raise ValueError(f"{choice_text(action.cards)} is not one of the options")

    # -- dealing -------------------------------------------------------------

    def _deal(self, cards: list[int]) -> None:
        """Deal ``cards`` (section 1, or section 6 for two players) and find the starter."""
        n = self.players
        owner = self.owner
        hands = self.hands
        first = self.deal % n
        plan = self._plan
        if self._two:
            start = plan.start[0]
            self.stock = []
            for i, card in enumerate(cards):
                k = i % 3
                if k == 2:
                    owner[card] = STOCK
                    self.stock.append(card)
                else:
                    seat = (first + k) % 2
                    owner[card] = seat
                    self.seen[card] = 1 << seat
                    hands[seat].append(card)
            self.stock.reverse()  # drawn in the order dealt, from the end
            for hand in hands:
                hand.sort()
            owner[start] = TABLE
            self._place_card(start * 2, start)
            self.to_move = first
        else:
            for i, card in enumerate(cards):
                seat = (first + i) % n
                owner[card] = seat
                self.seen[card] = 1 << seat
                hands[seat].append(card)
            for hand in hands:
                hand.sort()
            self.opens = sorted(c * 2 for c in plan.start)
            starter = min(owner[c] for c in plan.start)
            self.to_move = starter
            sevens = _mask(plan.start)
            for q in range(starter):  # the first seat holding a 7C starts: these hold none
                self.lacks[q] |= sevens
        self.deal_start = self.turns

    def _new_deal(self) -> None:
        self.deal += 1
        rules = self.rules
        plan = self._plan
        self._clear_table()
        cards = game_cards(rules)
        if self._two:
            cards.remove(plan.start[0])
        shuffle(self.rng, cards)
        self._deal(cards)
        if self._observer is not None:
            self._emit(NewDeal(self.deal + 1, self.to_move))

    # -- the flow of turns -----------------------------------------------------

    def _emit(self, event: Event) -> None:
        if self._observer is not None:
            self._observer(event, self)

    def _advance(self) -> None:
        """Play turns until someone must choose, the game ends or a pause is due."""
        plain = not self._jokers and not self._sevens_only
        owner = self.owner
        while self.outcome is None and self._pending is None:
            pause = self.pause_after_turns
            if pause is not None and self.turns >= pause:
                return
            p = self.to_move
            self.turns += 1
            if self._observer is not None:
                self._emit(TurnStarted(p, self.turns))
            if plain:  # no jokers, no holding back: the legal plays are the open slots held
                if self.owner is not owner:  # a series dealt again
                    owner = self.owner
                options = [s for s in self.opens if owner[s >> 1] == p]
            else:
                options = self._play_options(p, False)
            if options:
                self._decide(_PLAY, p, options)
            else:
                self._no_play(p)

    def _play_options(self, p: int, extra: bool) -> list[int]:
        """The internal options of a play decision (extra: after a closing card)."""
        owner = self.owner
        plays = [s for s in self.opens if owner[s >> 1] == p]
        if self._jokers:
            plays = self._joker_options(p, plays)
        if self._sevens_only and plays:
            centre = self._plan.centre
            sevens = [s for s in plays if s < _SWAP and RANK[s >> 1] == centre]
            if sevens:
                plays = sevens
            elif not extra and self.opened:
                plays.append(_HOLD_OPT)
        if extra and plays:
            plays.append(_STOP_OPT)
        return plays

    def _joker_options(self, p: int, plays: list[int]) -> list[int]:
        owner = self.owner
        swaps = [_SWAP + s for s in self._visible_jokers() if owner[s >> 1] == p]
        if swaps:
            plays = sorted(plays + swaps, key=_slot_key)
        if self.opened:
            for k in range(self._jokers):
                if owner[JOKER0 + k] == p:
                    plays.extend(_JOKER + (k << 8) + s for s in self.opens)
        return plays

    def _visible_jokers(self) -> list[int]:
        """Slots of the jokers on the table that can still be swapped."""
        out: list[int] = []
        end_of = self._plan.end_of
        for s in self.joker_slot:
            if s >= 0:
                end = end_of[s]
                if end < 0 or (self.outer[end] == s and not self.complete[end]):
                    out.append(s)
        return sorted(out)

    def _decide(self, kind: DecisionKind, player: int, options: list[int]) -> None:
        """Ask ``player`` to choose among ``options`` and carry it out (or wait)."""
        while True:
            if len(options) == 1:
                option = options[0]
            elif self._random_choice:
                option = options[int(self._random() * len(options))]
            else:
                self._pending = kind
                self._pplayer = player
                self._options = options
                if self._policy is None:
                    return
                if self._taitava_inline:  # Mestari's rollout: its choice without building actions
                    option = _taitava_option(self)
                else:
                    option = self._option_of(self._policy(self))
                self._pending = None
                self._options = []
            more = self._resolve(kind, player, option)
            if more is None:
                return
            kind = _EXTRA
            options = more

    def _resolve(self, kind: DecisionKind, p: int, option: int) -> list[int] | None:
        """Carry out a chosen option; the options of an extra play, if one is offered."""
        if kind is _GIVE:
            self._give(p, self._asker, option)
            self._end_turn(self._asker)
            return None
        if option == _STOP_OPT:
            if self._observer is not None:
                self._emit(Stopped(p))
            self._end_turn(p)
            return None
        if option == _HOLD_OPT:
            if self._observer is not None:
                self._emit(Held(p))
            self._no_play(p)
            return None
        deal = self.deal
        closes = self._play(p, option)
        if self.outcome is not None or self.deal != deal:
            return None  # the game is over, or a series dealt again
        if self.places[p] is not None:  # the hand emptied: the player left
            self._end_turn(p)
            return None
        if closes:
            more = self._play_options(p, True)
            if more:
                return more
        self._end_turn(p)
        return None

    def _play(self, p: int, option: int) -> bool:
        """Lay a card (or a joker, or swap); True if it closes a row end."""
        owner = self.owner
        hand = self.hands[p]
        observed = self._observer is not None
        if option < _SWAP:  # a card of the hand: the common case first
            slot = option
            card = slot >> 1
        elif not option & _JOKER:
            slot = option & 0x3FF
            card = slot >> 1
            k = self.joker_slot.index(slot)
            joker = JOKER0 + k
            self.joker_slot[k] = -1
            hand.remove(card)
            owner[card] = TABLE
            owner[joker] = p
            self.seen[joker] = (1 << self.players) - 1
            self.lacks[p] &= ~(1 << joker)
            self.lacks_some[p] &= ~(1 << joker)
            insort(hand, joker)
            if observed:
                self._emit(Swapped(p, card, joker))
            return False
        else:
            k = (option & 0x7FF) >> 8
            slot = option & 0xFF
            card = JOKER0 + k
            self.joker_slot[k] = slot
        hand.remove(card)
        owner[card] = TABLE
        self.opens.remove(slot)
        closes = self._place_card(slot, card) == 1
        if observed:
            end = self._plan.end_of[slot]
            side = "centre" if end < 0 else _SIDE_WORDS[end & 1]
            if card >= JOKER0:
                self._emit(JokerPlayed(p, card, slot >> 1, side, closes))
            else:
                self._emit(Played(p, card, side, closes))
            if self._dead_news:
                dead = tuple(self._dead_news)
                self._dead_news = []
                self._emit(CardsDead(dead))
        if not hand:
            self._leave(p)
        return closes

    def _place_card(self, slot: int, card: int) -> int:
        """The layout takes ``card`` on ``slot``: open what it opens; 1 if it closes."""
        opens = self.opens
        self.down.append(slot)
        if not self.opened:
            self.opened = True
            for s in self._plan.centres:
                if s != slot and s not in opens:
                    insort(opens, s)
        if self._first_ace:
            if RANK[slot >> 1] == 1:
                other = slot ^ 1
                if other in opens:
                    opens.remove(other)
                if self.ace_end < 0:
                    self._fix_aces(slot & 1)
            ace_end = self.ace_end
            for s in self._next[slot]:
                if ace_end < 0 or RANK[s >> 1] != 1 or s & 1 == ace_end:
                    insort(opens, s)
            self._row_end(slot)
        else:
            for s in self._next[slot]:
                insort(opens, s)
            if self._jokers:
                self._row_end(slot)
        return self._closes[slot]

    def _fix_aces(self, side: int) -> None:
        """first_ace: every ace goes to ``side`` now; the other ends are complete."""
        self.ace_end = side
        opens = self.opens
        for s in [s for s in opens if RANK[s >> 1] == 1 and s & 1 != side]:
            opens.remove(s)
        last = 2 if side == 1 else 13  # the last card of the other side's row ends
        end_of = self._plan.end_of
        for end in range(len(self.outer)):
            s = self.outer[end]
            if end & 1 != side and s >= 0 and RANK[(s >> 1) % 52] == last:
                self._complete(end_of[s])

    def _row_end(self, slot: int) -> None:
        """Jokers: the card covers the end's outermost card; a complete end is turned."""
        plan = self._plan
        end = plan.end_of[slot]
        if end < 0:
            return
        before = self.outer[end]
        self.outer[end] = slot
        if before >= 0 and before in self.joker_slot:
            self._kill(before)
        done = plan.completes[slot] == 1
        if self._first_ace and not done and self.ace_end >= 0:
            rank = RANK[slot >> 1]
            done = (end & 1) != self.ace_end and rank == (2 if self.ace_end == 1 else 13)
        if done:
            self._complete(end)

    def _complete(self, end: int) -> None:
        if self.complete[end]:
            return
        self.complete[end] = True
        s = self.outer[end]
        if s >= 0 and s in self.joker_slot:
            self._kill(s)

    def _kill(self, slot: int) -> None:
        """The joker on ``slot`` can no longer be swapped: its real card is dead."""
        card = slot >> 1
        if not self.dead[card]:
            self.dead[card] = True
            if self._observer is not None:
                self._dead_news.append(card)  # told after the card that made it dead

    def _no_play(self, p: int) -> None:
        """Section 3/6/8: pass, draw, take the token or ask, and the turn passes."""
        observed = self._observer is not None
        self._shows_lack(p)
        if self._two and self.stock:
            card = self.stock.pop()
            self.owner[card] = p
            self.seen[card] = 1 << p
            self._receives(p, -1, card)
            insort(self.hands[p], card)
            if observed:
                self._emit(Drew(p, card))
        elif self.turns - self.deal_start <= self.players:
            if observed:
                self._emit(Passed(p))
        elif self._plan.token:
            self.token = p
            if observed:
                self._emit(TookToken(p))
        else:
            n = self.players
            hands = self.hands
            places = self.places
            skipped: list[int] = []
            q = p
            for _ in range(n - 1):
                q = q - 1 if q > 0 else n - 1
                if places[q] is None:
                    if len(hands[q]) >= 2:
                        break
                    skipped.append(q)
            else:
                q = p
            if q == p:
                if observed:
                    self._emit(NothingTaken(p))
            else:
                if observed:
                    self._emit(Asked(p, q, tuple(skipped)))
                self._asker = p
                self._decide(_GIVE, q, list(hands[q]))
                return
        self._end_turn(p)

    def _shows_lack(self, p: int) -> None:
        """``p`` plays nothing: it holds no card it could play now (only no playable 7
        where it may hold back; not even a joker may go down, nor a swap be made)."""
        lack = 0
        if self._sevens_only:
            centre = self._plan.centre
            for s in self.opens:
                if RANK[s >> 1] == centre:
                    lack |= 1 << (s >> 1)
        else:
            for s in self.opens:
                lack |= 1 << (s >> 1)
            if self._jokers:
                for s in self._visible_jokers():
                    lack |= 1 << (s >> 1)
                if self.opened and self.opens:
                    lack |= _mask(range(JOKER0, JOKER0 + self._jokers))
        self.lacks[p] |= lack

    def _receives(self, p: int, giver: int, card: int) -> None:
        """``p`` takes ``card`` face down from ``giver`` (-1: the stock): only the two of
        them know it, so only they can still trust what ``p`` showed it lacked."""
        keep = 1 << p if giver < 0 else (1 << p) | (1 << giver)
        self.lacks_keep[p] = self.lacks_keep[p] & keep if self.lacks_some[p] else keep
        self.lacks_some[p] = (self.lacks_some[p] | self.lacks[p]) & ~(1 << card)
        self.lacks[p] = 0

    def _give(self, giver: int, asker: int, card: int) -> None:
        self.hands[giver].remove(card)
        insort(self.hands[asker], card)
        self.owner[card] = asker
        # The others no longer know which of the giver's cards is which hand's.
        pair = (1 << giver) | (1 << asker)
        seen = self.seen
        for c in self.hands[giver]:
            seen[c] &= pair
        seen[card] = pair
        self._receives(asker, giver, card)
        if self._observer is not None:
            self._emit(Gave(giver, asker, card))

    # -- leaving, end of a turn, end of the game ---------------------------------

    def _leave(self, p: int) -> None:
        self._place += 1
        self.places[p] = self._place
        self.active -= 1
        if self._observer is not None:
            self._emit(Left(p, self._place))
        if self._plan.first_out:
            self._score(EndReason.FIRST_OUT)
        elif self.active <= 1:
            self._finish_last(EndReason.LAST_PLAYER)

    def _end_turn(self, p: int) -> None:
        if self.outcome is not None:
            return
        if self.turns - self.deal_start >= self._plan.max_turns:
            self._finish(EndReason.MAX_TURNS, (), ())
            return
        if self._jokers and not self.opens and self.opened and not self._visible_jokers():
            if self._plan.first_out:
                self._score(EndReason.STUCK)
            else:
                self._finish_last(EndReason.STUCK)
            return
        n = self.players
        q = p + 1 if p + 1 < n else 0
        if self.active < n:
            places = self.places
            while places[q] is not None:
                q = q + 1 if q + 1 < n else 0
        self.to_move = q

    def points(self, p: int) -> int:
        """Penalty points of ``p``'s hand now, with the token's points."""
        plan = self._plan
        hand = self.hands[p]
        if plan.face:
            total = 0
            for card in hand:
                total += FACE[card % 52] if card < JOKER0 else FACE[card]
        else:
            total = len(hand)
        if self.token == p:
            total += plan.token_points
        return total

    def _score(self, reason: EndReason) -> None:
        """A scored deal is over: points, then the end of the game or the next deal."""
        n = self.players
        scores = tuple(self.points(q) for q in range(n))
        self.scores = scores
        for q in range(n):
            self.totals[q] += scores[q]
        target = self._plan.target
        if target is not None:
            if self._observer is not None:
                self._emit(DealScored(self.deal + 1, scores, tuple(self.totals)))
            if max(self.totals) < target and not self.one_deal:
                self._new_deal()
                return
            self._finish_by(list(range(n)), self.totals, EndReason.TARGET, [])
            return
        out = [q for q in range(n) if self.places[q] is not None]
        still = [q for q in range(n) if self.places[q] is None]
        self._finish_by(still, list(scores), reason, out)

    def _finish_last(self, reason: EndReason) -> None:
        """end: last — the ones still holding cards are last (by cards held if stuck)."""
        n = self.players
        out_order = sorted(
            (q for q in range(n) if self.places[q] is not None),
            key=lambda q: self.places[q] or 0,
        )
        still = [q for q in range(n) if self.places[q] is None]
        counts = [len(h) for h in self.hands]
        self._finish_by(still, counts, reason, out_order)

    def _finish_by(
        self, still: list[int], key: list[int], reason: EndReason, first: list[int]
    ) -> None:
        groups: list[tuple[int, ...]] = [(q,) for q in first]
        by_value: dict[int, list[int]] = {}
        for q in still:
            by_value.setdefault(key[q], []).append(q)
        groups.extend(tuple(by_value[v]) for v in sorted(by_value))
        losers = groups[-1] if still else ()
        for number, group in enumerate(groups, start=1):
            for q in group:
                self.places[q] = number
        self._finish(reason, tuple(groups), losers)

    def _finish(
        self, reason: EndReason, groups: tuple[tuple[int, ...], ...], losers: tuple[int, ...]
    ) -> None:
        unfinished = reason is EndReason.MAX_TURNS
        if unfinished:
            groups = tuple(
                tuple(q for q in range(self.players) if self.places[q] == k)
                for k in range(1, self._place + 1)
            )
        scored = self._plan.first_out and not unfinished
        points = tuple(self.totals) if scored else ()
        self.outcome = Outcome(
            places=groups,
            losers=losers,
            unfinished=unfinished,
            reason=reason,
            turns=self.turns,
            points=points,
        )
        self._pending = None
        self._options = []
        if self._observer is not None:
            self._emit(GameOver(self.outcome))


def _slot_key(option: int) -> int:
    return option & 0x3FF


def _mask(cards: Iterable[int]) -> int:
    out = 0
    for c in cards:
        out |= 1 << c
    return out


# ---------------------------------------------------------------------------
# Creating games


def check_players(rules: Rules, players: int) -> None:
    low, high = rules.min_players, rules.max_players
    if not low <= players <= high:
        decks = f"{rules.decks} deck{'s' if rules.decks > 1 else ''}"
        raise PlayersError(
            f"{players} player{'' if players == 1 else 's'}: ristiseiska takes {low} to {high} "
            f"players with {decks}",
            players,
            low,
            high,
        )


def complete_deck(
    rules: Rules, players: int, prefix: Sequence[int], rng: random.Random
) -> list[int]:
    """The stacked cards first (the deal order), then the missing cards shuffled."""
    wanted = game_cards(rules)
    missing = set(wanted)
    if players == 2:
        missing.discard(rules.plan.start[0])
    for card in prefix:
        if card not in missing:
            text = card_text(card)
            if card not in wanted:
                raise DeckError(f"card {text} is not in this game's deck")
            if players == 2 and card == rules.plan.start[0]:
                raise DeckError(f"card {text} is on the table before a two-player deal")
            raise DeckError(f"card {text} is in the deck more than once")
        missing.discard(card)
    rest = sorted(missing)
    shuffle(rng, rest)
    return [*prefix, *rest]


def new_game(
    rules: Rules,
    players: int,
    *,
    seed: int | None = 0,
    deck: Sequence[int] = (),
    observer: Observer | None = None,
    pause_after_turns: int | None = None,
    policy: Chooser | None = None,
) -> RistiseiskaState:
    """Deal a game: ``deck`` (the deal order) stacked on a shuffle made from ``seed``."""
    check_players(rules, players)
    rng = random.Random(seed)
    cards = complete_deck(rules, players, deck, rng)
    return RistiseiskaState(rules, players, cards, rng, observer, pause_after_turns, policy)


def position(
    rules: Rules,
    hands: Sequence[Sequence[int]],
    down: Sequence[int | tuple[int, int]],
    to_move: int,
    *,
    turns: int = 0,
    stock: Sequence[int] = (),
    token: int | None = None,
    seed: int | None = 0,
    observer: Observer | None = None,
    policy: Chooser | None = None,
    pause_after_turns: int | None = None,
) -> RistiseiskaState:
    """A table set up by hand (for examples and tests), then played on to the first decision.

    ``down`` lists the cards on the layout in the order they were played (the
    opening card first; an ace that fits either end under first_ace goes low;
    ``(joker, card)`` is a joker standing for ``card``). ``turns`` is the number
    of turns already played (``turns`` at least the player count: the first
    round is over). Cards in no hand, not down and not in ``stock`` are out
    of the game.
    """
    check_players(rules, len(hands))
    state = RistiseiskaState(rules, len(hands), (), random.Random(seed), observer, None, policy)
    state.pause_after_turns = pause_after_turns
    for seat, hand in enumerate(hands):
        state.hands[seat] = sorted(hand)
        for card in hand:
            state.owner[card] = seat
            state.seen[card] = 1 << seat
    state.stock = list(reversed(stock))
    for card in stock:
        state.owner[card] = STOCK
    for item in down:
        joker, card = item if isinstance(item, tuple) else (-1, item)
        if not state.opened:
            state.opens = sorted(c * 2 for c in rules.plan.start)
        slot = card * 2 if card * 2 in state.opens else card * 2 + 1
        assert slot in state.opens, f"{card_text(card)} cannot go on the layout"
        state.opens.remove(slot)
        if joker >= 0:
            state.owner[joker] = TABLE
            state.joker_slot[joker - JOKER0] = slot
            state._place_card(slot, joker)
        else:
            state.owner[card] = TABLE
            state._place_card(slot, card)
    if not down:
        state.opens = sorted(c * 2 for c in rules.plan.start)
    state.turns = turns
    state.token = token
    state.to_move = to_move
    state._advance()
    return state


# ---------------------------------------------------------------------------
# Composed positions (``Game.position``): a table written as data


class Unreachable(StrEnum):
    """Why a ristiseiska position cannot be, beyond the ``PositionReason``s every game shares."""

    NOT_ON_LAYOUT = "not_on_layout"  # {card}: the card has no place on the layout then
    OPENER = "opener"  # {holder}: the game opens with the holder of the first card
    NO_STOCK = "no_stock"  # only a two-player game has a stock
    NO_TOKEN = "no_token"  # no token in these rules, or none taken in the first round
    NO_EXTRA_PLAY = "no_extra_play"  # {card}: the last card down closes no row end
    FIRST_ROUND = "first_round"  # {down, players}: more cards down than turns in the first round


@dataclass(frozen=True)
class Position:
    """A ristiseiska table composed by hand, for ``position``.

    ``hands``: each seat's cards, or a number (that many cards nobody names).
    ``down``: the layout's cards in the order played (a two-player game's 7C
    may be left out: it is laid before the deal); ``(joker, card)`` is a joker
    standing for ``card``; an ace that fits either end goes low. ``stock``:
    a two-player game's stock in drawing order, or its size. Every card of the
    game is in a hand, on the layout or in the stock: the cards named nowhere,
    shuffled from ``seed``, fill the hands and the stock given as numbers.
    ``to_move`` begins a turn, in the first round (``first_round``: a player
    who cannot play passes) or after it; with ``extra_play`` the turn is under
    way: ``to_move`` has just laid the last card of ``down``, which closes a row
    end, and may play again. ``token``: who holds the token; ``places``: each
    seat's place once out (None: still in). ``expect``: the decision this turn
    must come to (a ``give`` is decided by the player asked).
    """

    hands: tuple[tuple[int, ...] | int, ...]
    down: tuple[int | tuple[int, int], ...] = ()
    to_move: int = 0
    first_round: bool = False
    extra_play: bool = False
    stock: tuple[int, ...] | int = ()
    token: int | None = None
    places: tuple[int | None, ...] = ()
    expect: DecisionKind | None = None
    seed: int = 0


def _refuse_position(reason: StrEnum, message: str, **data: object) -> PositionError:
    return PositionError(reason, message, data)


def _lay(state: RistiseiskaState, down: Sequence[int | tuple[int, int]]) -> None:
    """The layout's cards, each on the place open for it when it was played."""
    for item in down:
        joker, card = item if isinstance(item, tuple) else (-1, item)
        if not state.opened:
            state.opens = sorted(c * 2 for c in state._plan.start)
        slot = card * 2 if card * 2 in state.opens else card * 2 + 1
        if slot not in state.opens:
            raise _refuse_position(
                Unreachable.NOT_ON_LAYOUT, f"{card_text(card)} has no place", card=card_text(card)
            )
        state.opens.remove(slot)
        state.owner[card if joker < 0 else joker] = TABLE
        if joker >= 0:
            state.joker_slot[joker - JOKER0] = slot
        state._place_card(slot, card if joker < 0 else joker)
    if not state.opened:
        state.opens = sorted(c * 2 for c in state._plan.start)


def _check_seats(rules: Rules, spec: Position, hands: list[list[int]]) -> list[int | None]:
    n = len(hands)
    counts = [len(hand) for hand in hands]
    places = check_places(spec.places, counts, spec.to_move)
    if rules.plan.first_out and any(p is not None for p in places):  # scored: over at once
        still = sum(1 for p in places if p is None)
        raise PositionError(PositionReason.GAME_OVER, "the game is over", {"players": still})
    if spec.token is not None and (not rules.plan.token or spec.first_round):
        raise _refuse_position(Unreachable.NO_TOKEN, "nobody can hold the token here")
    if spec.token is not None:
        check_seat(spec.token, n)
    if spec.stock and n != 2:
        raise _refuse_position(Unreachable.NO_STOCK, "only two players have a stock")
    return places


def build_position(
    rules: Rules,
    spec: Position,
    *,
    observer: Observer | None = None,
    play_on: bool = True,
) -> RistiseiskaState:
    """The table ``spec`` describes, at ``spec.to_move``'s turn (or extra play), played on to
    the first decision (``play_on=False``: not yet; ``resume()`` plays on).

    Raises PositionError (a shared ``PositionReason`` or ``Unreachable``) with data.
    """
    n = len(spec.hands)
    check_players_for_position(lambda: check_players(rules, n))
    check_seat(spec.to_move, n)
    plan = rules.plan
    down = list(spec.down)
    if n == 2 and plan.start[0] not in [d if isinstance(d, int) else d[1] for d in down[:1]]:
        down.insert(0, plan.start[0])  # laid before a two-player deal
    rng = random.Random(spec.seed)
    dealt = _position_deal(rules, spec, down, rng)
    hands = [dealt[q] if isinstance(h, int) else sorted(h) for q, h in enumerate(spec.hands)]
    places = _check_seats(rules, spec, hands)
    state = RistiseiskaState(rules, n, (), rng, None, None, None)
    for seat, hand in enumerate(hands):
        state.hands[seat] = hand
        for card in hand:
            state.owner[card] = seat
            state.seen[card] = 1 << seat
    stock = dealt[-1] if isinstance(spec.stock, int) else list(spec.stock)
    state.stock = stock[::-1]
    for card in stock:
        state.owner[card] = STOCK
    _lay(state, down)
    state.places = places
    state.active = sum(1 for p in places if p is None)
    state._place = max((p for p in places if p is not None), default=0)
    state.token = spec.token
    state.to_move = spec.to_move
    state.turns = _position_turns(state, spec, len(down))
    extra: list[int] = []
    if spec.extra_play:
        last = state.down[-1] if state.down else -1
        if last < 0 or not plan.closes[last]:
            text = card_text(last >> 1) if last >= 0 else ""
            raise _refuse_position(Unreachable.NO_EXTRA_PLAY, "no closing card", card=text)
        state.turns += 1  # the turn under way
        extra = state._play_options(spec.to_move, True)
    if spec.extra_play:
        if extra:  # the extra play is the decision under way: the state stands at it
            state._decide(_EXTRA, spec.to_move, extra)
        else:
            state._end_turn(spec.to_move)
    twin = state.copy()
    twin._advance()
    check_expected(twin, spec.expect, state.turns - (1 if spec.extra_play else 0))
    state._observer = observer
    if play_on:
        state._advance()
    return state


def _position_deal(
    rules: Rules, spec: Position, down: list[int | tuple[int, int]], rng: random.Random
) -> list[list[int]]:
    """The cards nobody named, shuffled by ``rng`` and dealt by ``spec``'s counts: each
    hand's (a named hand: none), then the stock's."""
    named = [c for hand in spec.hands if not isinstance(hand, int) for c in hand]
    named += [c for item in down for c in ((item,) if isinstance(item, int) else (item[0],))]
    named += [] if isinstance(spec.stock, int) else list(spec.stock)
    unnamed = unnamed_cards(game_cards(rules), named, card_text)
    wanted = [h if isinstance(h, int) else 0 for h in spec.hands]
    wanted.append(spec.stock if isinstance(spec.stock, int) else 0)
    if min(wanted) < 0 or sum(wanted) != len(unnamed):
        raise PositionError(
            PositionReason.CARD_COUNT,
            "every card is in a hand, on the layout or in the stock",
            {"cards": len(named) + sum(wanted), "deck": len(game_cards(rules))},
        )
    shuffle(rng, unnamed)
    dealt = []
    for count in wanted:
        dealt.append(sorted(unnamed[:count]))
        del unnamed[:count]
    return dealt


def _position_turns(state: RistiseiskaState, spec: Position, laid: int) -> int:
    """The turns played before ``spec``'s moment, with ``laid`` cards down; refused if no
    deal of these rules comes to it (the wrong opener, too many cards in the first round)."""
    n, plan = state.players, state._plan
    opening = laid == (1 if n == 2 else 0)
    if opening and n > 2:
        holder = min(state.owner[c] for c in plan.start)
        if holder != spec.to_move:
            raise _refuse_position(Unreachable.OPENER, f"seat {holder} opens", holder=holder)
    if spec.first_round and laid > n - 1 + (n == 2):
        raise _refuse_position(Unreachable.FIRST_ROUND, "too many cards", down=laid, players=n)
    return 0 if opening else (n - 1 if spec.first_round else n)


# ---------------------------------------------------------------------------
# Legality


def legal_actions(state: RistiseiskaState) -> list[Action]:
    return state.legal_actions()


def equivalent_moves(state: RistiseiskaState) -> tuple[tuple[Action, ...], ...]:
    """The decision's moves in classes that cannot differ in outcome: each its own.

    Every card has a place of its own in its suit's row (and, in a scored game, its own
    points); the rules treat the suits alike but for clubs, whose seven (or eight) opens
    the game. So the only renamings the rules cannot notice swap whole suits other than
    clubs, and one turns the position after a move into the position after another only
    if every hand and row of those suits mirrors the other's, which is not looked for.
    The dead cards of a joker game are never played, but a computer player asked for a
    card gives its lowest, so two dead cards given lead to different games. Every move
    is a class of its own.
    """
    return each_alone(state)


def _refuse(
    reason: IllegalReason, message: str, decision: Decision, data: Mapping[str, object]
) -> IllegalMoveError:
    return IllegalMoveError(reason, message, decision, data)


def check_action(state: RistiseiskaState, action: Action) -> None:
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
    state: RistiseiskaState, decision: Decision, first: int, text: str
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


def _check_card(
    state: RistiseiskaState, decision: Decision, cards: tuple[int, ...], text: str
) -> None:
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


def _refuse_place(state: RistiseiskaState, decision: Decision, first: int) -> IllegalMoveError:
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


def _needed(state: RistiseiskaState, card: int) -> tuple[int, ...]:
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


def _next_toward(state: RistiseiskaState, card: int) -> tuple[int, bool]:
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


# ---------------------------------------------------------------------------
# Policies (section 7)


def _lowest(state: RistiseiskaState) -> Action:
    """The first option: cards in canonical order (an ace's low end first), stop/hold last.

    Asked for a card, the lowest card that cannot be played now (the lowest if all can).
    """
    actions = state.legal_actions()
    if state.pending is DecisionKind.GIVE:
        for action in actions:
            if not state.playable(action.cards[0]):
                return action
    return actions[0]


def _heuristic(state: RistiseiskaState) -> Action:
    """Hold back the cards that open others' rows; keep one's own chains going.

    A play is scored by the cards it opens that the player does not hold
    (gifts to the others: fewer is better), then by how many of the player's
    own cards lie further along that row (more is better), then the lowest
    card. A swap is made first (it costs nothing and wins a joker); a joker is
    played only when no real card can be. After a closing card the extra play
    is taken only if its best card gives nothing away. It never holds back.
    Asked for a card, it gives the one farthest from being playable (the
    asker waits longest for it), the lowest among equals.
    """
    actions = state.legal_actions()
    p = state._pplayer
    owner = state.owner
    plan = state._plan
    if state.pending is DecisionKind.GIVE:
        reach = _reach(state)

        def distance(action: Action) -> tuple[int, int]:
            return (-_distance(state, action.cards[0], reach), action.cards[0])

        return min(actions, key=distance)
    best: tuple[int, int, int, int] | None = None
    chosen = actions[0]
    stop: Action | None = None
    for action in actions:
        first = action.cards[0]
        if first in (STOP, HOLD):
            if first == STOP:
                stop = action
            continue
        if first >= JOKER0:
            key = (2, 0, 0, first * 256 + action.cards[1])
        elif owner[first] == p and not state.playable(first):
            key = (0, 0, 0, first)  # a swap
        else:
            slot = first * 2 + (1 if HIGH in action.cards else 0)
            if slot not in state.opens:
                slot ^= 1
            gifts = sum(1 for s in plan.next_slots[slot] if owner[s >> 1] != p)
            end = plan.end_of[slot]
            own = sum(
                1
                for c in state.hands[p]
                if c < JOKER0 and _end_of_card(plan, c) == end and end >= 0
            )
            key = (1, gifts, -own, first)
        if best is None or key < best:
            best, chosen = key, action
    if stop is not None and best is not None and best[0] == 1 and best[1] > 0:
        return stop
    return chosen


def _end_of_card(plan: _Plan, card: int) -> int:
    end = plan.end_of[card * 2]
    return end if end >= 0 else plan.end_of[card * 2 + 1]


def _reach(state: RistiseiskaState) -> list[int]:
    """By row end, how far from the centre its outermost card lies (0: none down yet).

    With jokers or first_ace the engine keeps each end's outermost slot; otherwise
    the farthest card down on the end is it.
    """
    plan = state._plan
    index = plan.index
    end_of = plan.end_of
    reach = [0] * len(state.outer)
    for d in state.down:
        end = end_of[d]
        if end >= 0 and index[d] > reach[end]:
            reach[end] = index[d]
    for end, outer in enumerate(state.outer):
        if outer >= 0:
            reach[end] = index[outer]
    return reach


def _distance(state: RistiseiskaState, card: int, reach: list[int]) -> int:
    """How many cards must go down before ``card`` can (0: playable now); ``reach``:
    ``_reach(state)``, counted once for all the cards of a decision."""
    if card >= JOKER0:
        return 0
    if state.dead[card]:
        return 99
    plan = state._plan
    s = card * 2
    if plan.end_of[s] < 0 and plan.end_of[s + 1] >= 0:
        s += 1
    end = plan.end_of[s]
    if end < 0:
        return 0 if state.opened else 1
    reached = reach[end]
    return max(plan.index[s] - reached - 1, 0) + (0 if reached or state.playable(card) else 1)


# Keys of ``_taitava``'s moves as one int each, ordered as ``_heuristic``'s tuples:
# a card is < 128, a row end holds < 64 of one's cards, a joker move's key < 2**15.
_CARD_SPAN: Final = 128
_OWN_SPAN: Final = 64


def _taitava(state: RistiseiskaState) -> Action:
    """``_heuristic``'s very choice (the rollout player of Mestari's playouts)."""
    option = _taitava_option(state)
    if state._pending is _GIVE:
        return Action(state._pplayer, (option,))
    return Action(state._pplayer, state._action_cards(option))


def _taitava_option(state: RistiseiskaState) -> int:
    """``_heuristic``'s choice read off the engine's options, with no list of actions.

    Its keys, each table counted once per decision rather than once per move: how
    far each row end has come (a give) and one's own cards on each row end (a play).
    A swap's option is ``_SWAP`` + its slot, a joker's has ``_JOKER`` set; every
    other option below ``_SWAP`` is a card's open slot (so ``_heuristic``'s slot).
    Ties keep the first option, as ``min`` and ``<`` keep the first action.
    """
    options = state._options
    if state._pending is _GIVE:
        return _taitava_give(state)
    p = state._pplayer
    owner = state.owner
    plan = state._plan
    swap = play = joker = -1  # the best option of each class (-1: none offered)
    swap_key = play_key = joker_key = play_gifts = 0
    stop = False
    own: list[int] | None = None
    for option in options:
        if option == _STOP_OPT:
            stop = True
        elif option == _HOLD_OPT:
            continue
        elif option & _JOKER:
            key = (JOKER0 + ((option & 0x7FF) >> 8)) * 256 + ((option & 0xFF) >> 1)
            if joker < 0 or key < joker_key:
                joker, joker_key = option, key
        elif option & _SWAP:
            key = (option & 0x3FF) >> 1
            if swap < 0 or key < swap_key:
                swap, swap_key = option, key
        else:
            if own is None:
                own = _own_per_end(state, p)
            gifts = 0
            for s in plan.next_slots[option]:
                if owner[s >> 1] != p:
                    gifts += 1
            end = plan.end_of[option]
            mine = own[end] if end >= 0 else 0
            key = (gifts * _OWN_SPAN - mine) * _CARD_SPAN + (option >> 1)
            if play < 0 or key < play_key:
                play, play_key, play_gifts = option, key, gifts
    if swap >= 0:
        return swap
    if play >= 0:
        # After a closing card the extra play is taken only if it gives nothing away.
        return _STOP_OPT if stop and play_gifts > 0 else play
    if joker >= 0:
        return joker
    return options[0]


def _taitava_give(state: RistiseiskaState) -> int:
    """``_heuristic``'s card to give: the farthest from the layout, then the lowest."""
    options = state._options
    reach = _reach(state)
    best_give = -1
    give = options[0]
    for card in options:
        key = (100 - _distance(state, card, reach)) * _CARD_SPAN + card
        if best_give < 0 or key < best_give:
            best_give, give = key, card
    return give


def _own_per_end(state: RistiseiskaState, p: int) -> list[int]:
    """How many of ``p``'s cards belong to each row end."""
    own = [0] * len(state.outer)
    card_end = state._plan.card_end
    for c in state.hands[p]:
        end = card_end[c]
        if end >= 0:
            own[end] += 1
    return own


# ---------------------------------------------------------------------------
# Mestari's worlds (games.search)


def lacks_of(state: RistiseiskaState, q: int, seat: int) -> int:
    """The cards ``seat`` knows ``q`` does not hold (a bit per card), from what ``q`` showed."""
    known = state.lacks[q]
    if state.lacks_keep[q] >> seat & 1:
        known |= state.lacks_some[q]
    return known


def determinize(state: RistiseiskaState, seat: int, rng: random.Random) -> RistiseiskaState:
    """The position as ``seat`` may imagine it (``games.search.Determinize``).

    Hidden are the other hands and the stock, except the cards whose holder the
    seat knows (cards it gave that were not passed on, swapped jokers). They are
    dealt again from ``rng`` in canonical order, the hand sizes kept: first the
    cards somebody showed they lack (each to a hand that may hold it, chosen by
    the room left), then the rest. A deal that gets stuck is tried again; after
    ``_TRIES`` a plain deal by hand sizes stands in (none of 10,605 worlds of
    60 Taitava games, basic, jokers, two decks and six players, needed it). A world
    of a series ends with the deal in play, placed by the totals after it (as the
    series would end if this deal reached the target).
    """
    world = state.copy(random.Random(rng.getrandbits(64)))
    world._policy = None
    world._random_choice = False
    world._taitava_inline = False
    world.pause_after_turns = None
    # The later deals of a series are dealt from cards nobody has seen yet: the world
    # ends with this one, the series scored as it would stand (the budget of a search).
    world.one_deal = True
    n = state.players
    bit = 1 << seat
    owner = state.owner
    seen = state.seen
    # Holders 0..n-1 are seats, n is the stock; room: how many unknown cards each takes.
    room = [0] * (n + 1)
    kept: list[list[int]] = [[] for _ in range(n + 1)]
    pool: list[int] = []
    for c in range(ALL_CARDS):
        o = owner[c]
        if o == seat or o == TABLE or o == OUT_OF_GAME:
            continue
        holder = n if o == STOCK else o
        if seen[c] & bit:
            kept[holder].append(c)
        else:
            pool.append(c)
            room[holder] += 1
    if not pool:
        return world
    lacks = [0 if q == seat else lacks_of(state, q, seat) for q in range(n)] + [0]
    holders = [h for h in range(n + 1) if room[h]]
    dealt = _deal_hidden(pool, room, holders, lacks, rng)
    hands = world.hands
    world_owner = world.owner
    for h in holders:
        cards = kept[h] + dealt[h]
        if h == n:
            world.stock = dealt[h]  # the stock's order is as unknown as its cards
            for c in cards:
                world_owner[c] = STOCK
        else:
            cards.sort()
            hands[h] = cards
            for c in cards:
                world_owner[c] = h
    return world


_TRIES: Final = 20


def _deal_hidden(
    pool: list[int], room: list[int], holders: list[int], lacks: list[int], rng: random.Random
) -> list[list[int]]:
    """``pool`` dealt to ``holders`` by ``room``, no card to a holder that lacks it."""
    dealt: list[list[int]] = [[] for _ in room]
    for _ in range(_TRIES):
        cards = list(pool)
        shuffle(rng, cards)
        left = list(room)
        dealt = [[] for _ in room]
        bound: list[tuple[int, int]] = []
        free: list[int] = []
        for c in cards:
            may = sum(1 for h in holders if not lacks[h] >> c & 1)
            if may < len(holders):
                bound.append((may, c))
            else:
                free.append(c)
        bound.sort(key=_first)  # the most bound first; the shuffle orders equals
        ok = True
        for _, c in bound:
            total = 0
            for h in holders:
                if not lacks[h] >> c & 1:
                    total += left[h]
            if total == 0:
                ok = False
                break
            pick = int(rng.random() * total)
            for h in holders:
                if not lacks[h] >> c & 1:
                    pick -= left[h]
                    if pick < 0:
                        dealt[h].append(c)
                        left[h] -= 1
                        break
        if ok:
            i = 0
            for h in holders:
                take = left[h]
                dealt[h].extend(free[i : i + take])
                i += take
            return dealt
    cards = list(pool)
    shuffle(rng, cards)
    dealt = [[] for _ in room]
    i = 0
    for h in holders:
        dealt[h] = cards[i : i + room[h]]
        i += room[h]
    return dealt


def _first(item: tuple[int, int]) -> int:
    return item[0]


lowest_policy = Policy("lowest", _lowest)
heuristic_policy = Policy("heuristic", _heuristic)
# Mestari's playouts: Taitava's choices, which the engine makes inline for it.
rollout_policy = Policy("taitava", _taitava)


# Playouts per decision and how much better (in mean result, 1 = first place
# every time) a move must look than Taitava's own before Mestari plays it
# instead: the search's noise would otherwise lead it astray as often as it
# finds better. Chosen with benchmarks/bots.py --playouts.
MESTARI_PLAYOUTS: Final = 192
MESTARI_MARGIN: Final = 0.03
# The most playout turns one decision plays: about 60 ms of CPU on the costliest rules
# (two decks and jokers: a playout turn costs up to ~5 µs), so a page's searches stay
# within the request's budget (tutorials.budget).
MESTARI_WORK: Final = 12_000


def _holds_back(action: Action) -> bool:
    return action.cards[0] == HOLD


# Holding back is valued like any move but never chosen: Mestari players holding
# back from each other could pass cards round for ever.
mestari_policy = search.Searcher(
    "mestari",
    determinize,
    rollout_policy,
    MESTARI_PLAYOUTS,
    margin=MESTARI_MARGIN,
    never=_holds_back,
    work=MESTARI_WORK,
)
POLICIES = policy_table(lowest_policy, random_policy, heuristic_policy, mestari_policy)


def simulate(
    rules: Rules, players: int, games: int, seed: int, policy: Chooser
) -> Iterator[Outcome]:
    """Play ``games`` games without a log, each reproducible from its derived seed."""
    check_players(rules, players)
    cards = game_cards(rules)
    if players == 2:
        cards.remove(rules.plan.start[0])
    for game in range(games):
        rng = random.Random(derive_seed(seed, game))
        deck = list(cards)
        shuffle(rng, deck)
        state = RistiseiskaState(rules, players, deck, rng, None, None, policy)
        outcome = state.outcome
        assert outcome is not None
        yield outcome


# ---------------------------------------------------------------------------
# A picture of the table, JSON shapes and the descriptor


@dataclass(frozen=True)
class Table:
    layout: tuple[tuple[int, int] | None, ...]
    jokers: tuple[int, ...]  # per joker: the card it stands for, -1 if not on the table
    hands: tuple[tuple[int, ...], ...]
    dead: tuple[int, ...]
    stock: int
    pantti: int | None
    scores: tuple[int, ...] | None
    totals: tuple[int, ...]
    places: tuple[int | None, ...]
    turns: int
    to_move: int | None
    decision: Decision | None
    outcome: Outcome | None


def table(state: RistiseiskaState) -> Table:
    layout = state.layout()
    return Table(
        layout=tuple(layout),
        jokers=tuple(-1 if s < 0 else s >> 1 for s in state.joker_slot[: state.rules.jokers]),
        hands=tuple(tuple(h) for h in state.hands),
        dead=tuple(c for c in range(ALL_CARDS) if state.dead[c]),
        stock=len(state.stock),
        pantti=state.token,
        scores=state.scores,
        totals=tuple(state.totals),
        places=tuple(state.places),
        turns=state.turns,
        to_move=None if state.over else state.to_move,
        decision=state.decision,
        outcome=state.outcome,
    )


def state_json(state: RistiseiskaState, names: Sequence[str]) -> dict[str, object]:
    """The ``state`` of ``replay`` (section 7 and 8)."""
    view = table(state)
    out: dict[str, object] = {
        "layout": {
            suit_text(s): None
            if ends is None
            else {"low": card_text(ends[0]), "high": card_text(ends[1])}
            for s, ends in enumerate(view.layout)
        },
        "pantti": None if view.pantti is None else names[view.pantti],
        "stock": view.stock,
        "turns": view.turns,
        "to_move": None if view.to_move is None else names[view.to_move],
        "players": [
            {
                "name": names[q],
                "hand": cards_text(view.hands[q]),
                "place": view.places[q],
            }
            for q in range(len(names))
        ],
        "result": None if view.outcome is None else result_json(view.outcome, names, "loser"),
    }
    if state.rules.jokers:
        out["jokers"] = {
            card_text(JOKER0 + k): None if c < 0 else card_text(c)
            for k, c in enumerate(view.jokers)
        }
        out["dead"] = cards_text(view.dead)
    if view.scores is not None:
        out["scores"] = {names[q]: view.scores[q] for q in range(len(names))}
    if state.rules.target is not None:
        out["totals"] = {names[q]: view.totals[q] for q in range(len(names))}
        out["deal"] = state.deal + 1
    return out


_SEAT_FIELDS: Final = ("player", "giver")
_CARDS: Final = ("card", "joker", "stands_for")
_SKIPPED: Final = ("skipped",)


def event_json(event: Event, names: Sequence[str]) -> dict[str, object]:
    out = event_fields_json(
        event, names, card_text, "loser", seats=_SEAT_FIELDS, seat_lists=_SKIPPED, cards=_CARDS
    )
    # Scores by name, and a result's points beside its places.
    if isinstance(event, DealScored):
        out["scores"] = _by_name(event.scores, names)
        out["totals"] = _by_name(event.totals, names)
    elif isinstance(event, GameOver) and event.outcome.points:
        out["outcome"] = {
            **result_json(event.outcome, names, "loser"),
            "points": _by_name(event.outcome.points, names),
        }
    return out


def _by_name(values: Sequence[int], names: Sequence[str]) -> dict[str, int]:
    return {names[q]: v for q, v in enumerate(values)}


DECISION_WORDS: Mapping[str, str] = {
    DecisionKind.PLAY: "which card to play",
    DecisionKind.EXTRA: "which extra card to play, or stop",
    DecisionKind.GIVE: "which card to give to the player who asked",
}


GAME = Game(
    name="ristiseiska",
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
    choice_parser=parse_choice,
    choice_text=choice_text,
    determinize=determinize,
    equivalent_moves=equivalent_moves,
    position=build_position,
    position_spec=Position,
)
