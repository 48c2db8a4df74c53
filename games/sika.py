"""Sika, the Finnish ring game: rules, state, events, legality and policies.

The rules are those of ``shared/rules/sika.md``; section numbers below refer to
it. The state is a plain object that changes only through ``apply`` (checked)
or ``choose`` (the fast path used by policies, given an option the engine
itself offered). Between decisions the engine plays on by itself: draws,
forced plays and one-option decisions need nobody's input.

Speed matters (simulations play millions of turns), so cards are ints, hands
are sorted lists, the ring and draw pile are lists popped from the end, and
events are only built when an observer asks for them.

Policies (section 10): ``lowest``, ``random``, ``heuristic``, and the levels
Aloittelija (random), Taitava (heuristic) and Mestari, which plays Taitava's
move unless a search (``games.search``) finds one clearly better, over worlds
made by ``determinize``: the ring, a shuffled draw pile and the other players'
face-down cards dealt again, keeping the cards everyone saw go into a hand and
what each face-down card is known not to be.
"""

from __future__ import annotations

import random
from bisect import bisect_left, insort
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from functools import cached_property
from typing import Final, TypeAlias

from games import options as schema
from games.cards import (
    COLOUR_OF as COLOUR_OF,
)
from games.cards import (
    DECK_SIZE,
    KING,
    RANK_OF,
    SUIT_OF,
    Card,
    Deck,
    card_text,
    cards_text,
    full_deck,
    shuffle,
)

# Re-exported (``X as X``): the shared vocabulary is also sika's, as before.
from games.core import Action as Action
from games.core import DeckError as DeckError
from games.core import (
    Game,
    PositionError,
    check_expected,
    check_places,
    check_players_for_position,
    check_seat,
    check_turn,
    event_fields_json,
    policy_table,
    result_json,
    unnamed_cards,
)
from games.core import IllegalMoveError as IllegalMoveError
from games.core import Outcome as Outcome
from games.core import PlayersError as PlayersError
from games.core import Policy as Policy
from games.core import PositionReason as PositionReason
from games.core import RulesError as RulesError
from games.core import derive_seed as derive_seed
from games.core import random_policy as random_policy
from games.options import Kind, OptionSpec
from games.search import Searcher

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


# A module-level Final copy: the compiled build reads it as a static, not through
# games.cards (compiled separately) on every look-up.
_RANK_OF: Final[tuple[int, ...]] = RANK_OF
_SUIT_OF: Final[tuple[int, ...]] = SUIT_OF

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


# ---------------------------------------------------------------------------
# Phases, decisions, actions and results


class Phase(StrEnum):
    RING = "ring"
    HAND = "hand"
    OVER = "over"


class DecisionKind(StrEnum):
    MATCH = "match"  # which matching card to play from the hand
    FREE = "free"  # which free card to play after a matching one
    LEAD = "lead"  # which card to lead after a deadlock
    SHED = "shed"  # two-phase: which single card, set or run to play


# Reading an enum member off its class costs as much as a whole list operation,
# so the hot loops use these module-level names.
_MATCH, _FREE, _LEAD, _SHED = DecisionKind


# A pending option as the hot loops keep it: a bare card, or a two-phase tuple of
# cards; only ``Action``s leave the state (decision, legal_actions).
_Option: TypeAlias = Card | tuple[Card, ...]


@dataclass(frozen=True)
class Decision:
    kind: DecisionKind
    player: int
    options: tuple[Action, ...]


class EndReason(StrEnum):
    LAST_PLAYER = "last_player"  # one player is left holding cards
    ALL_OUT = "all_out"  # nobody holds cards when the ring ends: a draw
    STALEMATE = "stalemate"  # fewest_cards decided a stuck game
    MAX_TURNS = "max_turns"  # the safety valve: unfinished


class IllegalReason(StrEnum):
    """Refusals by the game's own rules (after ``check_turn``'s ``TurnReason``s)."""

    NOT_IN_HAND = "not_in_hand"
    MUST_MATCH = "must_match"
    ONE_CARD = "one_card"
    NOT_PLAYABLE = "not_playable"
    NOT_A_SET_OR_RUN = "not_a_set_or_run"


# ---------------------------------------------------------------------------
# Events (the log a narrator reads)


class Source(StrEnum):
    RING = "ring"
    PILE = "pile"  # digging in the centre pile (hand_source: dig)
    DRAW_PILE = "draw_pile"  # recycled draw pile, or the two-phase stock


class Role(StrEnum):
    MATCH = "match"  # a matching card, drawn or from the hand
    EXTRA = "extra"  # the empty-hand exception's second card
    FREE = "free"  # the free card after a matching one
    LEAD = "lead"  # the free lead after a deadlock
    SHED = "shed"  # two-phase: a single card, set or run


class TurnResult(StrEnum):
    PLAYING = "playing"
    EMPTY = "empty"
    STUCK = "stuck"


@dataclass(frozen=True)
class TurnStarted:
    player: int
    turn: int
    free_lead: bool


@dataclass(frozen=True)
class Drew:
    player: int
    card: Card
    source: Source
    matches: bool
    into_hand: bool
    extra: bool  # the empty-hand exception's extra card: onto the pile whatever it is


@dataclass(frozen=True)
class Played:
    player: int
    cards: tuple[Card, ...]
    role: Role
    from_hand: bool


@dataclass(frozen=True)
class NewDrawPile:
    cards: int
    shuffled: bool


@dataclass(frozen=True)
class TurnEnded:
    player: int
    result: TurnResult


@dataclass(frozen=True)
class RingEmptied:
    next_phase: Phase


@dataclass(frozen=True)
class Left:
    players: tuple[int, ...]
    place: int


@dataclass(frozen=True)
class Deadlock:
    player: int  # the one who gets the free lead


@dataclass(frozen=True)
class GameOver:
    outcome: Outcome


Event: TypeAlias = (
    TurnStarted | Drew | Played | NewDrawPile | TurnEnded | RingEmptied | Left | Deadlock | GameOver
)
Observer: TypeAlias = Callable[[Event, "SikaState"], None]
# A policy callable: the state in, one of its legal actions out.
Chooser: TypeAlias = Callable[["SikaState"], Action]


# ---------------------------------------------------------------------------
# The state


class SikaState:
    """A game in progress; create it with ``new_game``.

    With a ``policy`` the game plays itself to the end (or to the pause);
    without one it stops at each decision with two or more options, and
    ``choose``/``apply`` carry it on.
    """

    __slots__ = (
        "rules",
        "players",
        "rng",
        "_observer",
        "_policy",
        "ring",
        "pile",
        "draw_pile",
        "hands",
        "places",
        "active",
        "phase",
        "after_ring",
        "to_move",
        "turns",
        "empty_turns",
        "free_lead",
        "outcome",
        "pause_after_turns",
        "_place",
        "_played",
        "_stuck",
        "_pending",
        "_options",
        "_max_turns",
        "_by_suit",
        "_key",
        "_keys",
        "_playable_tables",
        "_copies",
        "_distinct",
        "_free_after_match",
        "_keep_found",
        "_dig",
        "_free_lead_rule",
        "_no_hand_phase",
        "_turn",
        "_random_choice",
        "_taitava_inline",
        "_random",
        "_known",
        "_unseen",
        "_draw_mask",
        "_recycled",
        "_misses",
        "_unplayable",
        "_stock_seen",
    )

    def __init__(
        self,
        rules: Rules,
        players: int,
        deck: Sequence[Card],
        rng: random.Random,
        observer: Observer | None = None,
        pause_after_turns: int | None = None,
        policy: Chooser | None = None,
    ) -> None:
        self.rules = rules
        self.players = players
        self.rng = rng
        self._observer = observer
        self._policy = policy
        # The ring is drawn from the front; storing it reversed makes a draw a pop().
        self.ring: list[Card] = list(reversed(deck[1:]))
        self.pile: list[Card] = [deck[0]] if deck else []  # no deck: a copy() being filled
        self.draw_pile: list[Card] = []  # drawn from the end too
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.places: list[int | None] = [None] * players
        self.active = players
        self.phase = Phase.RING
        self.after_ring = False  # the first ring is used up
        self.to_move = 0
        self.turns = 0
        self.empty_turns = 0  # consecutive empty turns, for free_lead
        self.free_lead = False  # the next turn is a free lead
        self.outcome: Outcome | None = None
        self.pause_after_turns = pause_after_turns
        self._place = 0
        self._played = False  # a card reached the pile this turn
        self._stuck = False  # the player looked for a match and found none
        self._pending: DecisionKind | None = None
        self._options: list[_Option] = []
        (
            self._max_turns,
            self._by_suit,
            self._key,
            self._keys,
            self._playable_tables,
            self._copies,
            self._distinct,
            self._free_after_match,
            self._keep_found,
            self._dig,
            self._free_lead_rule,
            self._no_hand_phase,
        ) = rules.plan
        # A policy that declares itself uniform is made inline (its call counts).
        self._random_choice = getattr(policy, "uniform", False) is True
        self._taitava_inline = policy is heuristic_policy
        self._random = rng.random
        self._turn: Callable[[int], None] = (
            self._collect_turn if rules.two_phase else self._ring_turn
        )
        self._start_knowledge()
        self._advance()

    def _start_knowledge(self) -> None:
        """What everyone at the table knows of each hand, for ``determinize``: nothing yet.

        The cards seen going in (dug from the pile, drawn from the unshuffled two-phase
        stock), and for the face-down rest, counts per mask of what they may be (a card
        drawn and not played did not match: ``_misses``; a player who had to draw lacked
        the suit: ``_unplayable``). The other seats see exactly this much of a hand.
        """
        self._known: list[list[Card]] = [[] for _ in range(self.players)]
        self._unseen: list[dict[int, int]] = [{} for _ in range(self.players)]
        self._draw_mask = 0  # the cards a shuffled draw pile was made of
        # Every card that has been in a shuffled draw pile: face up once, then face down
        # in a hand with what the table knows of it card by card (``equivalent_moves``).
        self._recycled = 0
        self._misses: tuple[int, ...] = _MISSES[self.rules.match]
        self._unplayable: tuple[int, ...] = _UNPLAYABLE[self.rules.match]
        self._stock_seen = self.rules.two_phase  # its stock is the pile turned over: no secret

    # -- public view -------------------------------------------------------

    @property
    def decision(self) -> Decision | None:
        if self._pending is None:
            return None
        p = self.to_move
        return Decision(self._pending, p, tuple(Action(p, _as_cards(o)) for o in self._options))

    def legal_actions(self) -> list[Action]:
        """The moves the player to move may make now (empty when nobody is asked)."""
        p = self.to_move
        if self._pending is None:
            return []
        return [Action(p, _as_cards(o)) for o in self._options]

    @property
    def pending(self) -> DecisionKind | None:
        return self._pending

    @property
    def over(self) -> bool:
        return self.outcome is not None

    @property
    def top(self) -> Card:
        return self.pile[-1]

    def matches(self, card: Card) -> bool:
        """Does ``card`` match the top of the centre pile (suit or colour)?"""
        return self._key[card] == self._key[self.pile[-1]]

    def playable(self, card: Card) -> bool:
        """Two-phase: same suit (or colour), same rank, or an eight."""
        top = self.pile[-1]
        return (
            self._key[card] == self._key[top]
            or _RANK_OF[card] == _RANK_OF[top]
            or _RANK_OF[card] == 8
        )

    def apply(self, action: Action) -> None:
        """Make a move, after checking it; IllegalMoveError says why it is not allowed."""
        check_action(self, action)
        self.choose(action)

    def choose(self, action: Action) -> None:
        """Take one of ``legal_actions()`` unchecked (policies pick from the offered list)."""
        kind = self._pending
        assert kind is not None, "nobody has a choice to make"
        self._pending = None
        self._options = []
        if kind is DecisionKind.SHED:
            self._decide_shed([action.cards])
        else:
            self._decide(kind, [action.cards[0]])
        self._advance()

    def play_out(self, policy: Chooser, first: Action | None = None) -> None:
        """Let ``policy`` make every decision from here to the end (or the pause);
        ``first``: the move made at the decision waiting now, before ``policy`` takes over
        (what a search plays: the engine then makes the policy's moves at once)."""
        self._policy = policy
        self._random_choice = getattr(policy, "uniform", False) is True
        self._taitava_inline = policy is heuristic_policy
        if self._pending is not None:
            self.choose(policy(self) if first is None else first)
        else:
            self._advance()

    def resume(self) -> None:
        """Go on after a pause set with ``pause_after_turns``."""
        self._advance()

    def copy(self, rng: random.Random | None = None) -> SikaState:
        """An independent snapshot: playing on the copy leaves this state unchanged.

        The copy has the same rules, policy and pause, a copy of the random
        generator (so it plays on exactly as this state would; or ``rng``) and
        no observer.
        """
        twin = SikaState(self.rules, self.players, (), self.rng, None, 0, None)
        if rng is None:
            rng = random.Random(0)  # a seed of its own would read the system's entropy
            rng.setstate(self.rng.getstate())
        twin.rng = rng
        twin._random = rng.random
        twin._policy = self._policy
        twin._random_choice = self._random_choice
        twin._taitava_inline = self._taitava_inline
        twin.pause_after_turns = self.pause_after_turns
        twin.ring = list(self.ring)
        twin.pile = list(self.pile)
        twin.draw_pile = list(self.draw_pile)
        twin.hands = [list(hand) for hand in self.hands]
        twin._known = [list(known) for known in self._known]
        twin._unseen = [dict(unseen) for unseen in self._unseen]
        twin._draw_mask = self._draw_mask
        twin._recycled = self._recycled
        twin.places = list(self.places)
        twin.active = self.active
        twin.phase = self.phase
        twin.after_ring = self.after_ring
        twin.to_move = self.to_move
        twin.turns = self.turns
        twin.empty_turns = self.empty_turns
        twin.free_lead = self.free_lead
        twin.outcome = self.outcome
        twin._place = self._place
        twin._played = self._played
        twin._stuck = self._stuck
        twin._pending = self._pending
        # A one-deck free-card decision offers the hand list itself: keep that aliasing.
        if self._options is self.hands[self.to_move]:
            twin._options = twin.hands[twin.to_move]  # type: ignore[assignment]
        else:
            twin._options = list(self._options)
        if not self.after_ring:
            twin._turn = twin._collect_turn if self.rules.two_phase else twin._ring_turn
        elif self.rules.two_phase:
            twin._turn = twin._shed_turn
        elif self.rules.hand_phase:
            twin._turn = twin._hand_turn
        else:
            twin._turn = twin._ring_turn
        return twin

    # -- the flow of turns --------------------------------------------------

    def _emit(self, event: Event) -> None:
        if self._observer is not None:
            self._observer(event, self)

    def _advance(self) -> None:
        """Play turns until someone must choose, the game ends or a pause is due."""
        while self.outcome is None and self._pending is None:
            # Read each turn: an observer (the recorder) may set the pause mid-game.
            pause = self.pause_after_turns
            if pause is not None and self.turns >= pause:
                return
            p = self.to_move
            self.turns += 1
            self._played = self._stuck = False
            if self._observer is not None:
                self._emit(TurnStarted(p, self.turns, self.free_lead))
            if self.free_lead:
                self.free_lead = False
                self._decide(_LEAD, self._distinct(self.hands[p]))
            else:
                self._turn(p)

    def _decide(self, kind: DecisionKind, options: list[Card]) -> None:
        """Ask which single card to play and play it (or wait for ``choose``)."""
        while True:
            if len(options) == 1:
                card = options[0]  # one option is no decision: nobody is asked
            elif self._random_choice:
                # random_policy, inlined: it is what simulations use, so its call counts.
                card = options[int(self._random() * len(options))]
            else:
                self._pending = kind
                self._options = options  # type: ignore[assignment]
                if self._policy is None:
                    return  # wait for choose()
                if self._taitava_inline:  # Taitava (Mestari's rollouts too): its card, inline
                    card = _heuristic_card(self)
                else:
                    card = self._policy(self).cards[0]
                self._pending = None
            p = self.to_move
            hand = self.hands[p]
            hand.remove(card)
            self._shown(p, card)
            self.pile.append(card)
            self._played = True
            if self._observer is not None:
                role = Role.MATCH if kind is _MATCH else Role(str(kind))
                self._emit(Played(p, (card,), role, True))
            # Only after the ring does an empty hand mean leaving (sections 4, 5, 7).
            if not hand and self.after_ring:
                self._leave((p,))
            elif kind is _MATCH and self._free_after_match:
                kind = _FREE
                options = _distinct(hand) if self._copies else hand
                continue
            self._end_turn()
            return

    def _decide_shed(self, options: list[tuple[Card, ...]]) -> None:
        """Two-phase: ask which single card, set or run to play, and play it."""
        if len(options) == 1:
            cards = options[0]
        elif self._random_choice:  # the uniform policy, inlined as in _decide
            cards = options[int(self._random() * len(options))]
        else:
            self._pending = DecisionKind.SHED
            self._options = options  # type: ignore[assignment]
            if self._policy is None:
                return
            cards = self._policy(self).cards
            self._pending = None
        p = self.to_move
        hand = self.hands[p]
        for card in cards:
            hand.remove(card)
            self._shown(p, card)
            self.pile.append(card)
        self._played = True
        if self._observer is not None:
            self._emit(Played(p, cards, Role.SHED, True))
        if not hand:
            self._leave((p,))
        self._end_turn()

    # -- section 4 (and 7): ring turns ----------------------------------------

    def _ring_turn(self, p: int) -> None:
        hand = self.hands[p]
        if self.after_ring:  # section 7: ring turns go on from a draw pile
            source = self.draw_pile or self._refill_draw_pile(shuffled=True)
            src = Source.DRAW_PILE
        else:
            source = self.ring
            src = Source.RING
        pile = self.pile  # after any refill, which makes a new pile
        started_empty = not hand
        target = self._key[pile[-1]]
        card = self._draw(
            p, source, src, self._keys, target, self._misses[target], self.rules.max_draws
        )
        if card is None:
            # The ring or pile ran out, nothing could be drawn, or the limit was reached.
            self._stuck = self.after_ring
            self._end_turn()
            return
        pile.append(card)
        self._played = True
        if self._observer is not None:
            self._emit(Drew(p, card, src, True, False, False))
            self._emit(Played(p, (card,), Role.MATCH, False))
        if started_empty and not hand and source:
            # The empty-hand exception: the first card matched, so the next goes
            # straight on the pile, whatever it is.
            extra = source.pop()
            pile.append(extra)
            if self._observer is not None:
                matches = self._key[extra] == self._key[card]
                self._emit(Drew(p, extra, src, matches, False, True))
                self._emit(Played(p, (extra,), Role.EXTRA, False))
        elif hand:
            self._decide(_FREE, _distinct(hand) if self._copies else hand)
            return
        self._end_turn()

    def _draw(
        self,
        p: int,
        source: list[Card],
        src: Source,
        table: bytes,
        target: int,
        miss: int,
        limit: int | None,
        reserve: int = 0,
    ) -> Card | None:
        """Draw from the end of ``source`` until a card whose ``table`` byte is ``target``.

        The last ``reserve`` cards of the source are not drawn (digging leaves
        the top card of the pile in place). Cards passed over go into the hand;
        the found card is taken off the source and returned (None if the source
        ran out or ``limit`` draws found nothing). Instead of drawing card by
        card, one ``rfind`` over the source translated through ``table`` finds
        the card and everything above it moves at once; only an observer, who
        sees the table after every event, gets the cards one at a time.
        ``miss`` is the cards whose ``table`` byte is not ``target``: what the
        others know of each card passed over, if they did not see it.
        """
        end = len(source) - reserve
        low = 0 if limit is None or limit >= end else end - limit
        found = bytes(source).translate(table).rfind(target, low, end)
        start = low if found < 0 else found + 1
        if start < end:
            if src is Source.PILE or (self._stock_seen and src is Source.DRAW_PILE):
                self._known[p] += source[start:end]  # everyone saw these being played
            else:
                mask = miss if src is Source.RING else miss & self._draw_mask
                unseen = self._unseen[p]
                unseen[mask] = unseen.get(mask, 0) + end - start
            hand = self.hands[p]
            if self._observer is None:
                hand += source[start:end]
                hand.sort()
                del source[start:end]
            else:
                for index in range(end - 1, start - 1, -1):  # drawing order
                    card = source.pop(index)
                    insort(hand, card)
                    self._emit(Drew(p, card, src, False, True, False))
        return None if found < 0 else source.pop(found)

    # -- section 5: hand turns ----------------------------------------------

    def _hand_turn(self, p: int) -> None:
        hand = self.hands[p]
        top = self.pile[-1]
        matching: list[Card]
        if self._by_suit:
            # A sorted hand keeps each suit together.
            low = top - top % 13
            start = bisect_left(hand, low)
            matching = hand[start : bisect_left(hand, low + 13, start)]
            if self._copies:
                matching = _distinct(matching)
        else:
            key = self._key
            target = key[top]
            matching = [c for c in self._distinct(hand) if key[c] == target]
        if matching:
            self._decide(_MATCH, matching)
            return
        target = self._key[top]
        self._lacks(p, self._misses[target])
        src = Source.PILE if self._dig else Source.DRAW_PILE
        found = self._search(p, target)
        if found is None:
            self._stuck = True
        elif not self._keep_found:
            self.pile.append(found)
            self._played = True
            if self._observer is not None:
                self._emit(Drew(p, found, src, True, False, False))
                self._emit(Played(p, (found,), Role.MATCH, False))
            if self._free_after_match:
                self._decide(_FREE, _distinct(hand) if self._copies else hand)
                return
        else:
            insort(hand, found)
            if self._dig:
                self._known[p].append(found)
            else:  # a matching card from the draw pile, kept face down
                mask = self._draw_mask & ~self._misses[target]
                unseen = self._unseen[p]
                unseen[mask] = unseen.get(mask, 0) + 1
            if self._observer is not None:
                self._emit(Drew(p, found, src, True, True, False))
        self._end_turn()

    def _search(self, p: int, target: int) -> Card | None:
        """Draw until a match (returned, not yet placed), the source ends or the limit."""
        limit = self.rules.max_draws
        miss = self._misses[target]
        if self._dig:
            # Dig beneath the top card, most recently played first; the top stays.
            return self._draw(p, self.pile, Source.PILE, self._keys, target, miss, limit, reserve=1)
        source = self.draw_pile or self._refill_draw_pile(shuffled=True)
        return self._draw(p, source, Source.DRAW_PILE, self._keys, target, miss, limit)

    def _refill_draw_pile(self, shuffled: bool) -> list[Card]:
        """Make a new draw pile from the centre pile beneath its top, if it is empty."""
        if not self.draw_pile and len(self.pile) > 1:
            top = self.pile.pop()
            cards = self.pile
            if shuffled:
                shuffle(self.rng, cards)
                self._draw_mask = _mask(cards)
                self._recycled |= self._draw_mask
            else:  # two-phase stock: turned over, the oldest card is drawn first
                cards.reverse()
            self.draw_pile = cards
            self.pile = [top]
            if self._observer is not None:
                self._emit(NewDrawPile(len(cards), shuffled))
        return self.draw_pile

    # -- section 8: the two-phase variant -----------------------------------

    def _collect_turn(self, p: int) -> None:
        self._draw_playable(p, self.ring, Source.RING, None)
        self._end_turn()

    def _draw_playable(self, p: int, source: list[Card], src: Source, limit: int | None) -> None:
        """Two-phase: draw until a playable card, which is played at once."""
        top = self.pile[-1]
        card = self._draw(
            p, source, src, self._playable_tables[top], 1, self._unplayable[top], limit
        )
        if card is not None:
            self.pile.append(card)
            self._played = True
            if self._observer is not None:
                self._emit(Drew(p, card, src, True, False, False))
                self._emit(Played(p, (card,), Role.MATCH, False))

    def _shed_turn(self, p: int) -> None:
        if self._taitava_inline and self._policy is not None:
            # Taitava sheds the first option: found without listing every order of a set
            # (a double deck's sets have thousands), so a playout's turn stays cheap.
            first = self._first_shed(p)
            options = [] if first is None else [first]
        else:
            options = self.shed_options(p)
        if options:
            self._decide_shed(options)
            return
        self._lacks(p, self._unplayable[self.pile[-1]])  # it had nothing to play
        stock = self.draw_pile or self._refill_draw_pile(shuffled=False)
        if stock:
            self._draw_playable(p, stock, Source.DRAW_PILE, 3)
        else:
            self._stuck = True  # nothing at all could be drawn
        self._end_turn()

    def _first_shed(self, p: int) -> tuple[Card, ...] | None:
        """``shed_options(p)[0]`` (None: no option): the longest, then the lowest in order.

        The longest options are whole sets (a rank's cards, the lowest playable one
        first, then the rest from the lowest) and whole runs from a playable card.
        """
        hand = self.hands[p]
        best: tuple[Card, ...] | None = None
        by_rank: dict[int, list[Card]] = {}
        for card in hand:
            by_rank.setdefault(_RANK_OF[card], []).append(card)
        candidates: list[tuple[Card, ...]] = []
        for group in by_rank.values():
            playable = [c for c in group if self.playable(c)]
            if playable:
                first = min(playable)
                rest = sorted(group)
                rest.remove(first)
                candidates.append((first, *rest))
        held = set(hand)
        for first in held:
            if not self.playable(first):
                continue
            run = [first]
            while _RANK_OF[run[-1]] < KING and run[-1] + 1 in held:
                run.append(run[-1] + 1)
            if len(run) >= 3:
                candidates.append(tuple(run))
        for option in candidates:
            if best is None or (-len(option), option) < (-len(best), best):
                best = option
        return best

    def shed_options(self, p: int) -> list[tuple[Card, ...]]:
        """Every distinct single, set (each order) and run whose first card is playable."""
        hand = self.hands[p]
        options: set[tuple[Card, ...]] = {(c,) for c in set(hand) if self.playable(c)}
        by_rank: dict[int, list[Card]] = {}
        for card in hand:
            by_rank.setdefault(_RANK_OF[card], []).append(card)
        for group in by_rank.values():
            for size in range(2, len(group) + 1):
                options.update(o for o in _orders(group, size) if self.playable(o[0]))
        held = set(hand)
        for first in held:
            if not self.playable(first):
                continue
            run = [first]
            # card + 1 is the next rank of the same suit, unless the card is a king.
            while _RANK_OF[run[-1]] < KING and run[-1] + 1 in held:
                run.append(run[-1] + 1)
                if len(run) >= 3:
                    options.add(tuple(run))
        return sorted(options, key=lambda o: (-len(o), o))

    # -- what the table knows of the hands ------------------------------------

    def _shown(self, p: int, card: Card) -> None:
        """``card`` left ``p``'s hand face up: it is no longer part of what is unknown.

        If it may have been any of several face-down cards, those left behind may
        be whatever any of them might have been (the union of their masks): weaker
        than the whole truth, but never false.
        """
        known = self._known[p]
        if known and card in known:
            known.remove(card)
            return
        unseen = self._unseen[p]
        bit = 1 << card
        fit = 0
        for mask in unseen:
            if mask & bit:
                if fit:
                    fit = -1  # several: the slow way below
                    break
                fit = mask
        assert fit, "a card came out of a hand the table thought could not hold it"
        if fit > 0:
            left = unseen[fit] - 1
            if left:
                unseen[fit] = left
            else:
                del unseen[fit]
            return
        fits = [mask for mask in unseen if mask & bit]
        union = 0
        left = -1
        for mask in fits:
            union |= mask
            left += unseen.pop(mask)
        unseen[union] = unseen.get(union, 0) + left

    def _lacks(self, p: int, miss: int) -> None:
        """Everyone saw ``p`` hold nothing outside ``miss`` (it had to draw)."""
        unseen = self._unseen[p]
        if unseen:
            narrowed: dict[int, int] = {}
            for mask, count in unseen.items():
                mask &= miss
                narrowed[mask] = narrowed.get(mask, 0) + count
            self._unseen[p] = narrowed

    # -- leaving, end of a turn, end of the game --------------------------------

    def _leave(self, players: tuple[int, ...]) -> None:
        self._place += 1
        for q in players:
            self.places[q] = self._place
        self.active -= len(players)
        if self._observer is not None:
            self._emit(Left(players, self._place))

    def _end_turn(self) -> None:
        p = self.to_move
        if self._observer is not None:
            result = (
                TurnResult.PLAYING
                if self._played
                else (TurnResult.STUCK if self._stuck else TurnResult.EMPTY)
            )
            self._emit(TurnEnded(p, result))
        if not self.after_ring:
            if not self.ring and self._end_of_ring():
                return
        else:  # counting empty and stuck turns starts with the hand phase
            if self._no_hand_phase and self.places[p] is None and not self.hands[p]:
                self._leave((p,))  # section 7: an empty hand at the end of a turn leaves
            if self.active <= 1:
                self._finish(EndReason.LAST_PLAYER)
                return
            if self._played:
                self.empty_turns = 0
            elif self._stuck and not self._free_lead_rule:
                self._finish(EndReason.STALEMATE)
                return
            else:
                # Players who have left take no turns, so they are never counted.
                self.empty_turns += 1
                if self.empty_turns >= self.active and self._free_lead_rule:
                    self.empty_turns = 0
                    self.free_lead = True
        if self.turns >= self._max_turns:
            self._finish(EndReason.MAX_TURNS)
            return
        n = self.players
        q = p + 1 if p + 1 < n else 0
        if self.active < n:
            places = self.places
            while places[q] is not None:
                q = q + 1 if q + 1 < n else 0
        self.to_move = q
        if self.free_lead and self._observer is not None:
            self._emit(Deadlock(q))

    def _end_of_ring(self) -> bool:
        """Section 4: the ring is empty; empty hands leave together. True if that ends it."""
        self.after_ring = True
        if self.rules.two_phase:
            self.phase = Phase.HAND
            self._turn = self._shed_turn
        elif self.rules.hand_phase:
            self.phase = Phase.HAND
            self._turn = self._hand_turn
        out = tuple(q for q in range(self.players) if not self.hands[q])
        if self._observer is not None:
            self._emit(RingEmptied(Phase.OVER if self.active - len(out) <= 1 else self.phase))
        if out:
            self._leave(out)
        if self.active <= 1:
            self._finish(EndReason.ALL_OUT if self.active == 0 else EndReason.LAST_PLAYER)
            return True
        if self.rules.two_phase:
            self._refill_draw_pile(shuffled=False)
        elif not self.rules.hand_phase:
            self._refill_draw_pile(shuffled=True)
        return False

    def _finish(self, reason: EndReason) -> None:
        places = self.places
        seats = range(self.players)
        # Place numbers count groups, so the groups so far are numbered 1..self._place.
        groups = [tuple(q for q in seats if places[q] == k) for k in range(1, self._place + 1)]
        still_in = [q for q in seats if places[q] is None]
        sika: tuple[int, ...] = ()
        if reason is EndReason.LAST_PLAYER:
            sika = tuple(still_in)
            groups.append(sika)
        elif reason is EndReason.STALEMATE:
            by_count: dict[int, list[int]] = {}
            for q in still_in:
                by_count.setdefault(len(self.hands[q]), []).append(q)
            groups.extend(tuple(by_count[count]) for count in sorted(by_count))
            sika = groups[-1]
        if reason is not EndReason.MAX_TURNS:
            for number in range(self._place, len(groups)):
                for q in groups[number]:
                    places[q] = number + 1
        self.outcome = Outcome(
            places=tuple(groups),
            losers=sika,
            draw=reason is EndReason.ALL_OUT,
            unfinished=reason is EndReason.MAX_TURNS,
            reason=reason,
            turns=self.turns,
        )
        self.phase = Phase.OVER
        self._pending = None
        self._options = []
        if self._observer is not None:
            self._emit(GameOver(self.outcome))


def _orders(cards: list[Card], size: int) -> Iterator[tuple[Card, ...]]:
    """Distinct orderings of ``size`` of ``cards`` (a double deck repeats cards)."""
    if size == 0:
        yield ()
        return
    for card in sorted(set(cards)):
        rest = list(cards)
        rest.remove(card)
        for tail in _orders(rest, size - 1):
            yield (card, *tail)


def _as_cards(option: _Option) -> tuple[Card, ...]:
    return option if isinstance(option, tuple) else (option,)


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


# ---------------------------------------------------------------------------
# Legality


def legal_actions(state: SikaState) -> list[Action]:
    """The moves the player to move may make now (empty when nobody is asked)."""
    return state.legal_actions()


def equivalent_moves(state: SikaState) -> tuple[tuple[Action, ...], ...]:
    """The decision's moves in classes that cannot differ in outcome (``Game.equivalent_moves``).

    Outside the two-phase variant the rules never read a card's rank: matching is by
    suit (or colour), digging and draw piles take cards by where they lie, and a stuck
    game counts cards. So renaming two cards of one suit changes nothing the rules
    decide. Playing one of them instead of the other is that renaming, provided the
    table knows the same of both: either both went into the hand face up (dug from the
    pile: everyone knows them exactly) or both came from the ring face down, where all
    anyone learnt of them is their suit (a card passed over did not match; a player who
    drew lacked the suit). A card from a shuffled draw pile was face up before, and
    what the table knows of it is card by card: it is a class of its own. Aloittelija and
    Taitava choose a suit by counts of suits and then the lowest card of it, so they
    play both games alike. With a colour match two suits of one colour would be alike
    too, but the computer players tell them apart, so the classes stay suits. In the
    two-phase variant a card's rank decides what it goes on, sets and runs: every move
    is a class of its own. (Mestari's worlds are dealt from the hidden cards in the order of
    their numbers, so its searches after two such moves may differ as after two shuffles.)
    """
    actions = state.legal_actions()
    if state.rules.two_phase or len(actions) < 2:
        return tuple((action,) for action in actions)
    known = state._known[state.to_move]
    classes: dict[tuple[int, int], list[Action]] = {}
    for action in actions:
        card = action.cards[0]
        if state._recycled >> card & 1 and card not in known:
            seen = 2 + card  # face up once, known card by card since: alone
        else:
            seen = 1 if card in known else 0
        classes.setdefault((SUIT_OF[card], seen), []).append(action)
    return tuple(tuple(group) for group in classes.values())


def check_action(state: SikaState, action: Action) -> None:
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


# ---------------------------------------------------------------------------
# Policies (section 10): they read only the public state and return an Action


def _lowest(state: SikaState) -> Action:
    """Options are kept in canonical order (sheds: longest first), so the first (made
    alone: a double deck's sets have thousands of orders, each of them an ``Action``)."""
    return Action(state.to_move, _as_cards(state._options[0]))


def _heuristic(state: SikaState) -> Action:
    """The sources' advice, made exact.

    A single card (free card, lead or matching card) comes from the suit the
    hand holds most of after the play (the hand stays balanced); among equally
    long suits, the one with the most cards already in the centre pile, since
    few of those are left for the next player to find (the source's tip: leave
    the next player a long search); then the lowest suit; within the suit, the
    lowest card. In the two-phase variant it sheds as many cards as it can,
    lowest first, like ``lowest``.

    sika.md section 10 words the tie-break the other way round ("played
    least, so the next player finds it quickly"); that contradicts the source
    document's strategy tip it claims to follow, and it measurably plays worse
    than no tie-break at all, so the engine follows the source's advice.
    """
    if state._pending is _SHED:
        return _lowest(state)
    return Action(state.to_move, (_heuristic_card(state),))


def _heuristic_card(state: SikaState) -> Card:
    """``_heuristic``'s single card (the engine asks it inline when Taitava plays)."""
    p = state.to_move
    held = [0, 0, 0, 0]
    for card in state.hands[p]:
        held[_SUIT_OF[card]] += 1
    in_pile = [0, 0, 0, 0]
    for card in state.pile:
        in_pile[_SUIT_OF[card]] += 1
    # Most held, then most in the pile, then the lowest card (cards are numbered
    # suit by suit), as one number: this runs at every step of Mestari's playouts.
    best = -1
    lowest = 1 << 30
    for option in state._options:
        card = option if isinstance(option, int) else option[0]
        suit = _SUIT_OF[card]
        key = ((255 - held[suit]) * 256 + 255 - in_pile[suit]) * 256 + card
        if key < lowest:
            best, lowest = card, key
    return best


# ---------------------------------------------------------------------------
# Mestari's worlds: the hidden cards dealt again as one seat may imagine them


_RING = -1
_DRAW = -2


def determinize(state: SikaState, seat: int, rng: random.Random) -> SikaState:
    """A copy of ``state`` with every card ``seat`` cannot see dealt again from ``rng``.

    Hidden from the seat: the ring and a shuffled draw pile (what and in which
    order; the draw pile's cards are known, having been played), and the
    other players' face-down cards. Kept as the seat sees them: its own hand,
    the centre pile, every count, the cards everyone saw go into a hand (dug
    from the pile, drawn from the two-phase stock, whose order is the pile's),
    and what the table knows of each face-down card (the state's masks: a card
    drawn and passed over did not match; a player who had to draw lacked the
    suit; a card from the draw pile is one of its cards).
    """
    if state._pending is not None and state.to_move != seat:
        raise ValueError("the worlds are imagined by the seat deciding")
    world = state.copy(random.Random(rng.getrandbits(64)))
    world._policy = None
    world._random_choice = False
    world._taitava_inline = False
    world.pause_after_turns = None
    # The hidden cards as a sorted multiset: how they truly lie leaves no trace.
    pool: list[Card] = list(state.ring)
    hidden_pile = not state._stock_seen
    if hidden_pile:
        pool += state.draw_pile
    groups: list[tuple[int, int, int]] = [(_RING, _ANY, len(state.ring))]
    if hidden_pile and state.draw_pile:
        groups.append((_DRAW, state._draw_mask, len(state.draw_pile)))
    for q in range(state.players):
        if q != seat:
            hand = list(state.hands[q])
            for card in state._known[q]:
                hand.remove(card)
            pool += hand
            groups += [(q, mask, n) for mask, n in sorted(state._unseen[q].items())]
    pool.sort()
    # Places that may hold fewest kinds of card are filled first: the masks are
    # mostly nested, and then what a narrower place takes a wider one can spare.
    groups.sort(key=lambda g: (sum(1 for c in pool if g[1] >> c & 1), g[0], g[1]))
    shuffle(rng, pool)
    dealt = _deal(pool, groups, rng)
    world.ring = dealt.get(_RING, [])
    if hidden_pile:
        world.draw_pile = dealt.get(_DRAW, [])
    for q in range(state.players):
        if q != seat:
            world.hands[q] = sorted(state._known[q] + dealt.get(q, []))
    return world


def _deal(
    pool: list[Card], groups: list[tuple[int, int, int]], rng: random.Random
) -> dict[int, list[Card]]:
    """The shuffled ``pool`` dealt to the groups (place, mask, count), each card within its mask.

    Each group in turn takes the first fitting cards left in the shuffle. If
    some find too few (masks overlapping unluckily, typically when the hidden
    cards are just the other hands), the missing ones are found by augmenting
    paths (moving cards between places), and the deal is then stirred by swaps
    that keep every card within its place's mask.
    """
    slots: list[tuple[int, int]] = []  # (place, mask) of each card to deal
    owner: list[int] = []  # for each card of ``cards``, the slot it went to (-1: none yet)
    cards: list[Card] = []
    missing: list[int] = []
    left = pool
    for place, mask, count in groups:
        rest: list[Card] = []
        for card in left:
            if count and mask >> card & 1:
                count -= 1
                owner.append(len(slots))
                cards.append(card)
                slots.append((place, mask))
            else:
                rest.append(card)
        for _ in range(count):
            missing.append(len(slots))
            slots.append((place, mask))
        left = rest
    if missing:
        owner += [-1] * len(left)
        cards += left
        for slot in missing:
            if not _augment(slot, slots, cards, owner, [False] * len(cards)):
                raise ValueError("no deal of the hidden cards fits what the table has seen")
        _stir(slots, cards, owner, rng)
    dealt: dict[int, list[Card]] = {}
    for i, slot in enumerate(owner):
        if slot >= 0:
            dealt.setdefault(slots[slot][0], []).append(cards[i])
    return dealt


def _augment(
    slot: int, slots: list[tuple[int, int]], cards: list[Card], owner: list[int], tried: list[bool]
) -> bool:
    """Give ``slot`` a card, moving other slots to other cards if need be (Kuhn)."""
    mask = slots[slot][1]
    for i, card in enumerate(cards):
        if not tried[i] and mask >> card & 1:
            tried[i] = True
            if owner[i] < 0 or _augment(owner[i], slots, cards, owner, tried):
                owner[i] = slot
                return True
    return False


def _stir(
    slots: list[tuple[int, int]], cards: list[Card], owner: list[int], rng: random.Random
) -> None:
    """Swap dealt cards between slots at random wherever both masks allow it."""
    dealt = [i for i, slot in enumerate(owner) if slot >= 0]
    rand = rng.random
    for _ in range(4 * len(dealt)):
        a = dealt[int(rand() * len(dealt))]
        b = dealt[int(rand() * len(dealt))]
        if slots[owner[a]][1] >> cards[b] & 1 and slots[owner[b]][1] >> cards[a] & 1:
            owner[a], owner[b] = owner[b], owner[a]


lowest_policy = Policy("lowest", _lowest)
heuristic_policy = Policy("heuristic", _heuristic)

# How much better (in mean result: 1 first, 0 sika) the search must find another
# move before Mestari leaves Taitava's. With a few dozen worlds a decision's
# close calls are noise, and a noisy pick plays like Aloittelija, which is
# costly in sika (in the home version Aloittelija is the sika in 46 % of games
# against three Taitava).
MARGIN = 0.1
# The most playout turns one decision of Mestari's plays: about 60 ms of CPU on the
# costliest rules (a playout turn costs up to ~4.7 µs), so a page's searches stay within
# the request's budget (tutorials.budget). Most decisions play far fewer; a long deal
# (free leads, two decks) gets fewer worlds.
MESTARI_WORK = 13_000


mestari_policy = Searcher(
    "mestari", determinize, heuristic_policy, margin=MARGIN, work=MESTARI_WORK
)
POLICIES = policy_table(lowest_policy, random_policy, heuristic_policy, mestari_policy)


def simulate(
    rules: Rules, players: int, games: int, seed: int, policy: Chooser
) -> Iterator[Outcome]:
    """Play ``games`` games without a log, each reproducible from its derived seed."""
    check_players(rules, players)
    for game in range(games):
        rng = random.Random(derive_seed(seed, game))
        state = SikaState(rules, players, complete_deck(rules, (), rng), rng, policy=policy)
        assert state.outcome is not None
        yield state.outcome


# ---------------------------------------------------------------------------
# A picture of the table, for narrators, pages and the command line


@dataclass(frozen=True)
class Table:
    phase: Phase
    ring: int
    pile_top: Card
    pile_size: int
    draw_pile: int
    turns: int
    to_move: int | None
    hands: tuple[tuple[Card, ...], ...]
    places: tuple[int | None, ...]
    free_lead: bool
    decision: Decision | None
    outcome: Outcome | None


def table(state: SikaState) -> Table:
    return Table(
        phase=state.phase,
        ring=len(state.ring),
        pile_top=state.pile[-1],
        pile_size=len(state.pile),
        draw_pile=len(state.draw_pile),
        turns=state.turns,
        to_move=None if state.over else state.to_move,
        hands=tuple(tuple(h) for h in state.hands),
        places=tuple(state.places),
        free_lead=state.free_lead,
        decision=state.decision,
        outcome=state.outcome,
    )


# ---------------------------------------------------------------------------
# JSON shapes (sika.md section 11) and the descriptor


def state_json(state: SikaState, names: Sequence[str]) -> dict[str, object]:
    """The ``state`` object of ``replay``: hands in canonical order, seats by name."""
    view = table(state)
    return {
        "phase": view.phase.value,
        "ring": view.ring,
        "pile_top": card_text(view.pile_top),
        "pile_size": view.pile_size,
        "draw_pile": view.draw_pile,
        "turns": view.turns,
        "to_move": None if view.to_move is None else names[view.to_move],
        "free_lead": view.free_lead,
        "players": [
            {"name": names[q], "hand": cards_text(view.hands[q]), "place": view.places[q]}
            for q in range(len(names))
        ],
        "result": None if view.outcome is None else result_json(view.outcome, names, "sika"),
    }


def event_json(event: Event, names: Sequence[str]) -> dict[str, object]:
    return event_fields_json(event, names, card_text, "sika")


DECISION_WORDS: Mapping[str, str] = {
    DecisionKind.MATCH: "which matching card to play",
    DecisionKind.FREE: "which free card to play",
    DecisionKind.LEAD: "which card to lead after the deadlock",
    DecisionKind.SHED: "which card, set or run to play",
}


GAME = Game(
    name="sika",
    min_players=MIN_PLAYERS,
    presets=PRESETS,
    default_preset=DEFAULT_PRESET,
    options=OPTIONS,
    policies=POLICIES,
    default_policy="lowest",
    deck=Deck(decks=2),
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
    loser_key="sika_by_seat",
    result_loser_key="sika",
    determinize=determinize,
    equivalent_moves=equivalent_moves,
    position=position,
    position_spec=Position,
)
