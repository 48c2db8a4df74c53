"""Pikkutikki, the test-only fourth game: a small trick game written against the contract alone.

It lives in the tests so that the contract suite always runs a game nobody
tuned the site for. Written from ``docs/DEVELOPING.md`` ("Adding a game") and
the protocols of ``games.core``, like any engine module: pure Python, cards as
ints, frozen dataclasses for rules, events and the table, randomness only from
the injected generator, legality as ``legal_actions`` plus ``check_action``.

The rules (the engine is their law): 2 to 4 players; twenty cards, the tens,
jacks, queens, kings and aces of the four suits. Each player is dealt ``hand``
cards one at a time from seat 0; the rest lie aside face down, unseen and
unused. Seat 0 leads the first trick; in seat order each player plays one
card, following the suit led if able (with ``follow``). The highest card of the
suit led wins the trick (aces ``high`` or ``low``) and its winner leads the
next. Whoever wins the last trick loses; everyone else shares first place. A
player with one card that may be played plays it without being asked.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from games.cards import ACE, Card, Deck
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
    check_expected,
    check_players_for_position,
    check_seat,
    check_turn,
    event_fields_json,
    policy_table,
    random_policy,
    result_json,
    unnamed_cards,
)
from games.options import Kind, OptionSpec, with_presets
from games.options import make_rules as schema_make_rules
from games.search import searching

NAME = "pikkutikki"
# Aces high: 2 … K, then A (the deck's strength order; ``aces="low"`` puts them first).
DECK = Deck(rank_order=(*range(2, 14), ACE))
RANKS = (10, 11, 12, 13, ACE)
CARDS: tuple[Card, ...] = tuple(sorted(suit * 13 + rank - 1 for suit in range(4) for rank in RANKS))
MIN_PLAYERS = 2
MAX_PLAYERS = 4


class Aces(StrEnum):
    HIGH = "high"
    LOW = "low"


@dataclass(frozen=True)
class Rules:
    hand: int = 3
    follow: bool = True
    aces: Aces = Aces.HIGH

    @property
    def max_players(self) -> int:
        return MAX_PLAYERS


DEFAULT_PRESET = "pikkutikki"
PRESETS: Mapping[str, Rules] = {DEFAULT_PRESET: Rules(), "vapaa": Rules(follow=False)}
OPTIONS: tuple[OptionSpec, ...] = with_presets(
    (
        OptionSpec("hand", Kind.INT, 3, low=2, high=4),
        OptionSpec("follow", Kind.BOOL, True),
        OptionSpec("aces", Kind.CHOICE, Aces.HIGH, choices=tuple(Aces)),
    ),
    PRESETS,
)


def make_rules(
    preset: str = DEFAULT_PRESET, overrides: Mapping[str, object] | None = None
) -> Rules:
    return schema_make_rules(OPTIONS, PRESETS, preset, overrides)


class EndReason(StrEnum):
    LAST_TRICK = "last_trick"


class IllegalReason(StrEnum):
    ONE_CARD = "one_card"
    NOT_IN_HAND = "not_in_hand"
    MUST_FOLLOW = "must_follow"


# ---------------------------------------------------------------------------
# Events: what a rule decided, each a frozen dataclass


@dataclass(frozen=True)
class Played:
    player: int
    card: Card
    lead: bool  # the first card of a trick
    forced: bool  # the only card the player could play: played without asking


@dataclass(frozen=True)
class TrickWon:
    player: int
    trick: int  # 1 for the first trick
    cards: tuple[Card, ...]  # in the order played
    last: bool  # the last trick: its winner loses


@dataclass(frozen=True)
class GameOver:
    outcome: Outcome


Event = Played | TrickWon | GameOver
Observer = Callable[[Event, "PikkutikkiState"], None]
Chooser = Callable[["PikkutikkiState"], Action]


class DecisionKind(StrEnum):
    LEAD = "lead"  # the first card of a trick
    FOLLOW = "follow"  # a card to a trick another player led


@dataclass(frozen=True)
class Decision:
    kind: DecisionKind
    player: int
    options: tuple[Action, ...]


def strength(rules: Rules, card: Card) -> int:
    """Higher beats lower within a suit."""
    rank = card % 13 + 1
    if rank == ACE:
        return 14 if rules.aces is Aces.HIGH else 1
    return rank


def suit(card: Card) -> int:
    return card // 13


class PikkutikkiState:
    """A game in progress; make it with ``new_game``."""

    def __init__(
        self,
        rules: Rules,
        players: int,
        deck: Sequence[Card],
        rng: random.Random,
        observer: Observer | None = None,
        pause_after_turns: int | None = None,
    ) -> None:
        self.rules = rules
        self.players = players
        self.rng = rng
        dealt = players * rules.hand
        self.hands: list[list[Card]] = [sorted(deck[q:dealt:players]) for q in range(players)]
        self.aside: list[Card] = sorted(deck[dealt:])
        self.trick: list[tuple[int, Card]] = []  # (player, card) in the order played
        self.tricks: list[int] = [0] * players  # tricks won by seat
        self.played: list[Card] = []  # every card played, in order
        # What the table saw: seats that did not follow a suit lack it.
        self.lacks: list[set[int]] = [set() for _ in range(players)]
        self.leader = 0
        self.to_move = 0
        self.turns = 0
        self.outcome: Outcome | None = None
        self.pause_after_turns = pause_after_turns
        self._observer = observer
        self._policy: Chooser | None = None
        self._advance()

    # -- what everyone may ask ----------------------------------------------

    @property
    def over(self) -> bool:
        return self.outcome is not None

    @property
    def places(self) -> tuple[int | None, ...]:
        if self.outcome is None:
            return (None,) * self.players
        return tuple(
            next(rank for rank, group in enumerate(self.outcome.places, start=1) if q in group)
            for q in range(self.players)
        )

    @property
    def decision(self) -> Decision | None:
        if self.outcome is not None or self._paused():
            return None
        options = self._legal(self.to_move)
        if len(options) < 2:
            return None
        kind = DecisionKind.FOLLOW if self.trick else DecisionKind.LEAD
        return Decision(kind, self.to_move, tuple(Action(self.to_move, (c,)) for c in options))

    def legal_actions(self) -> list[Action]:
        decision = self.decision
        return [] if decision is None else list(decision.options)

    def apply(self, action: Action) -> None:
        check_action(self, action)
        self.choose(action)

    def choose(self, action: Action) -> None:
        assert self.decision is not None, "nobody has a choice to make"
        self._play(action.cards[0], forced=False)
        self._advance()

    def play_out(self, policy: Chooser, first: Action | None = None) -> None:
        """``policy`` makes every decision from here on; ``first``: the move made at the
        decision waiting now (what a search plays) before it takes over."""
        self._policy = policy
        if self.decision is not None:
            self.choose(policy(self) if first is None else first)
        else:
            self._advance()

    def resume(self) -> None:
        """Go on after a pause (or from a composed position built without playing on)."""
        self._advance()

    def copy(self, rng: random.Random | None = None) -> PikkutikkiState:
        if rng is None:
            rng = random.Random(0)
            rng.setstate(self.rng.getstate())
        twin = PikkutikkiState(self.rules, self.players, (), rng, None, 0)
        twin.hands = [list(hand) for hand in self.hands]
        twin.aside = list(self.aside)
        twin.trick = list(self.trick)
        twin.tricks = list(self.tricks)
        twin.played = list(self.played)
        twin.lacks = [set(lack) for lack in self.lacks]
        twin.leader = self.leader
        twin.to_move = self.to_move
        twin.turns = self.turns
        twin.outcome = self.outcome
        twin.pause_after_turns = self.pause_after_turns
        twin._policy = self._policy
        return twin

    # -- the flow of the game ---------------------------------------------------

    def _paused(self) -> bool:
        pause = self.pause_after_turns
        return pause is not None and self.turns >= pause

    def _legal(self, p: int) -> list[Card]:
        hand = self.hands[p]
        if self.rules.follow and self.trick:
            led = suit(self.trick[0][1])
            same = [c for c in hand if suit(c) == led]
            if same:
                return same
        return list(hand)

    def _emit(self, event: Event) -> None:
        if self._observer is not None:
            self._observer(event, self)

    def _advance(self) -> None:
        """Play on until someone must choose, the game ends or the pause is due."""
        while self.outcome is None and not self._paused():
            if not any(self.hands):
                self._finish()
                return
            options = self._legal(self.to_move)
            if len(options) == 1:
                self._play(options[0], forced=True)
                continue
            if self._policy is None:
                return
            self._play(self._policy(self).cards[0], forced=False)

    def _play(self, card: Card, forced: bool) -> None:
        p = self.to_move
        if self.rules.follow and self.trick and suit(card) != suit(self.trick[0][1]):
            self.lacks[p].add(suit(self.trick[0][1]))
        self.hands[p].remove(card)
        self.trick.append((p, card))
        self.played.append(card)
        self.turns += 1
        self.to_move = (p + 1) % self.players
        self._emit(Played(p, card, len(self.trick) == 1, forced))
        if len(self.trick) == self.players:
            self._win_trick()

    def _win_trick(self) -> None:
        led = suit(self.trick[0][1])
        winner, _ = max(
            (entry for entry in self.trick if suit(entry[1]) == led),
            key=lambda entry: strength(self.rules, entry[1]),
        )
        cards = tuple(card for _, card in self.trick)
        self.tricks[winner] += 1
        self.trick = []
        self.leader = self.to_move = winner
        self._emit(TrickWon(winner, sum(self.tricks), cards, not any(self.hands)))

    def _finish(self) -> None:
        loser = self.leader  # the winner of the last trick
        others = tuple(q for q in range(self.players) if q != loser)
        self.outcome = Outcome(
            (others, (loser,)), (loser,), reason=EndReason.LAST_TRICK, turns=self.turns
        )
        self._emit(GameOver(self.outcome))


# ---------------------------------------------------------------------------
# Dealing, legality


def check_players(rules: Rules, players: int) -> None:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise PlayersError(
            f"{players} players: pikkutikki takes {MIN_PLAYERS} to {MAX_PLAYERS}",
            players,
            MIN_PLAYERS,
            MAX_PLAYERS,
        )


def new_game(
    rules: Rules,
    players: int,
    *,
    seed: int | None = 0,
    deck: Sequence[Card] = (),
    observer: Observer | None = None,
    pause_after_turns: int | None = None,
) -> PikkutikkiState:
    """Deal a game: ``deck`` (the deal order) is stacked on a shuffle made from ``seed``."""
    check_players(rules, players)
    rng = random.Random(seed)
    rest = list(CARDS)
    for card in deck:
        if card not in rest:
            raise DeckError(f"{DECK.text(card)} is not a card of pikkutikki, or is named twice")
        rest.remove(card)
    rng.shuffle(rest)
    return PikkutikkiState(rules, players, [*deck, *rest], rng, observer, pause_after_turns)


def legal_actions(state: PikkutikkiState) -> list[Action]:
    return state.legal_actions()


def check_action(state: PikkutikkiState, action: Action) -> None:
    decision = check_turn(state, action)
    if len(action.cards) != 1:
        raise IllegalMoveError(IllegalReason.ONE_CARD, "play one card", decision)
    card = action.cards[0]
    if card not in state.hands[action.player]:
        raise IllegalMoveError(
            IllegalReason.NOT_IN_HAND, "not in the hand", decision, {"card": DECK.text(card)}
        )
    if action not in decision.options:
        led = state.trick[0][1]
        raise IllegalMoveError(
            IllegalReason.MUST_FOLLOW,
            "follow the suit led",
            decision,
            {"card": DECK.text(card), "led": DECK.text(led)},
        )


# ---------------------------------------------------------------------------
# Policies


def _lowest(state: PikkutikkiState) -> Action:
    return state.legal_actions()[0]


def _heuristic(state: PikkutikkiState) -> Action:
    """Stay clear of the last trick: shed the highest card that loses this trick, and
    when every card would win it, win with the highest (it cannot come back later)."""
    actions = state.legal_actions()
    rules = state.rules
    if not state.trick:
        return min(actions, key=lambda a: (strength(rules, a.cards[0]), a.cards[0]))
    led = suit(state.trick[0][1])
    best = max(strength(rules, c) for _, c in state.trick if suit(c) == led)
    losing = [a for a in actions if suit(a.cards[0]) != led or strength(rules, a.cards[0]) < best]
    pool = losing or actions
    return max(pool, key=lambda a: (strength(rules, a.cards[0]), -a.cards[0]))


def determinize(state: PikkutikkiState, seat: int, rng: random.Random) -> PikkutikkiState:
    """The position as ``seat`` may imagine it: every card it has not seen dealt again.

    The seat sees its own hand and every card played; of the others it knows how
    many cards each holds and which suits each showed it lacks. The unseen cards
    are taken in card order (never in the order they lie in), shuffled from
    ``rng`` and dealt again to the hands with room, each card to a seat that may
    hold its suit; the rest lie aside.
    """
    world = state.copy(random.Random(rng.getrandbits(32)))
    world.pause_after_turns = None
    world._policy = None
    others = [q for q in range(state.players) if q != seat]
    unseen = sorted([*(c for q in others for c in state.hands[q]), *state.aside])
    rng.shuffle(unseen)
    sizes = {q: len(state.hands[q]) for q in others}
    hands = _deal_hidden(unseen, sizes, state.lacks, others)
    assert hands is not None, "the true deal always fits"
    for q in others:
        world.hands[q] = sorted(hands[q])
    world.aside = sorted(c for c in unseen if not any(c in hands[q] for q in others))
    return world


def _deal_hidden(
    cards: list[Card], sizes: Mapping[int, int], lacks: Sequence[set[int]], seats: list[int]
) -> dict[int, list[Card]] | None:
    """Each seat ``sizes[q]`` of ``cards``, none of a suit it lacks; the first fit in the
    given order (backtracking), so the shuffle of ``cards`` decides which. None: no fit."""
    hands: dict[int, list[Card]] = {q: [] for q in seats}

    def place(i: int, left: int) -> bool:
        if left == 0:
            return True
        if i == len(cards):
            return False
        card = cards[i]
        for q in seats:
            if len(hands[q]) < sizes[q] and suit(card) not in lacks[q]:
                hands[q].append(card)
                if place(i + 1, left - 1):
                    return True
                hands[q].pop()
        # The card lies aside, if the rest still fill the hands.
        return len(cards) - i - 1 >= left and place(i + 1, left)

    return hands if place(0, sum(sizes.values())) else None


# ---------------------------------------------------------------------------
# Composed positions (``Game.position``): a table written as data


class Unreachable(StrEnum):
    """Why a pikkutikki position cannot be, beyond the ``PositionReason``s every game shares."""

    TRICK_FULL = "trick_full"  # {cards, players}: every seat has played: the trick is won
    HAND = "hand"  # {seat, count, high}: the seat to move holds 1 to ``hand`` cards
    TRICKS = "tricks"  # {tricks, earlier}: a count a seat, adding up to the earlier tricks
    LEADER = "leader"  # {leader}: the trick's leader won the trick before it
    DID_NOT_FOLLOW = "did_not_follow"  # {seat, card, led}: it held the suit led
    NO_FIT = (
        "no_fit"  # {seats}: the unnamed cards cannot fill these hands without the suits they lack
    )


@dataclass(frozen=True)
class Position:
    """A pikkutikki table composed by hand, for ``position``.

    ``hands``: each seat's cards, or a number (that many cards nobody names).
    ``trick``: the cards on the table in the order played, the last by the seat
    before ``to_move`` (empty: ``to_move`` leads). Each seat yet to play this
    trick holds as many cards as ``to_move``, each seat that played one fewer;
    the tricks before it took the rest of the deal. ``tricks``: the tricks each
    seat has won (``()``: the trick's leader won every earlier one). The cards
    named nowhere, shuffled from ``seed``, fill the hands given as numbers (none
    of the suit led to a seat that did not follow it), then the earlier tricks;
    the rest lie aside. ``expect``: the decision this turn must come to.
    """

    hands: tuple[tuple[Card, ...] | int, ...]
    to_move: int = 0
    trick: tuple[Card, ...] = ()
    tricks: tuple[int, ...] = ()
    expect: DecisionKind | None = None
    seed: int = 0


def _refuse(reason: StrEnum, message: str, **data: object) -> PositionError:
    return PositionError(reason, message, data)


def _check_counts(rules: Rules, spec: Position, played: list[int]) -> int:
    """The hands' sizes against the trick; the tricks played before it."""
    n = len(spec.hands)
    counts = [h if isinstance(h, int) else len(h) for h in spec.hands]
    left = counts[spec.to_move]
    if not 1 <= left <= rules.hand:
        raise _refuse(
            Unreachable.HAND,
            f"seat {spec.to_move} holds 1 to {rules.hand} cards",
            seat=spec.to_move,
            count=left,
            high=rules.hand,
        )
    for q in range(n):
        expected = left - 1 if q in played else left
        if counts[q] != expected:
            raise PositionError(
                PositionReason.CARD_COUNT,
                f"seat {q} holds {expected} cards",
                {"seat": q, "count": counts[q], "expected": expected},
            )
    return rules.hand - left


def _check_trick(rules: Rules, spec: Position, played: list[int]) -> list[set[int]]:
    """The trick as its seats played it; what each showed it lacks."""
    lacks: list[set[int]] = [set() for _ in spec.hands]
    if not spec.trick or not rules.follow:
        return lacks
    led = suit(spec.trick[0])
    for q, card in zip(played[1:], spec.trick[1:], strict=True):
        if suit(card) == led:
            continue
        hand = spec.hands[q]
        held = [] if isinstance(hand, int) else [c for c in hand if suit(c) == led]
        if held:
            raise _refuse(
                Unreachable.DID_NOT_FOLLOW,
                f"seat {q} held {DECK.text(held[0])} but did not follow",
                seat=q,
                card=DECK.text(card),
                led=DECK.text(spec.trick[0]),
            )
        lacks[q].add(led)
    return lacks


def _check_tricks(spec: Position, earlier: int, leader: int) -> list[int]:
    n = len(spec.hands)
    tricks = list(spec.tricks) or [earlier if q == leader else 0 for q in range(n)]
    if len(tricks) != n or min(tricks) < 0 or sum(tricks) != earlier:
        raise _refuse(
            Unreachable.TRICKS,
            "a count a seat for the earlier tricks",
            tricks=tricks,
            earlier=earlier,
        )
    if earlier and not tricks[leader]:
        raise _refuse(Unreachable.LEADER, f"seat {leader} won no trick", leader=leader)
    return tricks


def position(
    rules: Rules,
    spec: Position,
    *,
    observer: Observer | None = None,
    play_on: bool = True,
) -> PikkutikkiState:
    """The table ``spec`` describes, at ``spec.to_move``'s turn, played on to the first
    decision (``play_on=False``: not yet; ``resume()`` plays on).

    Raises PositionError (a shared ``PositionReason`` or ``Unreachable``) with data.
    """
    n = len(spec.hands)
    check_players_for_position(lambda: check_players(rules, n))
    check_seat(spec.to_move, n)
    named = [c for hand in spec.hands if not isinstance(hand, int) for c in hand]
    named += list(spec.trick)
    rng = random.Random(spec.seed)
    unnamed = unnamed_cards(CARDS, named, DECK.text)
    rng.shuffle(unnamed)
    if len(spec.trick) >= n:
        raise _refuse(
            Unreachable.TRICK_FULL, "the trick is complete", cards=len(spec.trick), players=n
        )
    leader = (spec.to_move - len(spec.trick)) % n
    played = [(leader + i) % n for i in range(len(spec.trick))]
    earlier = _check_counts(rules, spec, played)
    lacks = _check_trick(rules, spec, played)
    tricks = _check_tricks(spec, earlier, leader)
    sizes = {q: hand for q, hand in enumerate(spec.hands) if isinstance(hand, int)}
    seats = list(sizes)
    dealt = _deal_hidden(unnamed, sizes, lacks, seats)
    # Only seats after the leader lack the suit led: at most two of four, holding at most
    # three cards each, while at most nine named cards of the other suits leave six of them.
    assert dealt is not None, "the cards of other suits always fill the hands"
    rest = [c for c in unnamed if not any(c in dealt[q] for q in seats)]
    state = PikkutikkiState(rules, n, (), rng, observer, 0)
    state.hands = [
        sorted(dealt[q]) if isinstance(h, int) else sorted(h) for q, h in enumerate(spec.hands)
    ]
    gone = earlier * n
    state.played = [*rest[:gone], *spec.trick]
    state.aside = sorted(rest[gone:])
    state.trick = list(zip(played, spec.trick, strict=True))
    state.tricks = tricks
    state.lacks = lacks
    state.leader = leader
    state.to_move = spec.to_move
    state.turns = len(state.played)
    state.pause_after_turns = None
    twin = state.copy()
    twin.resume()
    # A turn counts once its card is down: the decision of the position's own turn comes
    # with ``turns`` cards played, where the shared check counts the turn begun.
    check_expected(twin, spec.expect, state.turns - 1)
    if play_on:
        state.resume()
    return state


lowest_policy = Policy("lowest", _lowest)
heuristic_policy = Policy("heuristic", _heuristic)
MESTARI_PLAYOUTS = 48
mestari_policy = searching("mestari", determinize, heuristic_policy, MESTARI_PLAYOUTS)

POLICIES = policy_table(lowest_policy, random_policy, heuristic_policy, mestari_policy)


def derive_seed(seed: int, game: int) -> int:
    return seed * 10_007 + game


def simulate(
    rules: Rules, players: int, games: int, seed: int, policy: Chooser
) -> Iterator[Outcome]:
    for game in range(games):
        state = new_game(rules, players, seed=derive_seed(seed, game))
        state.play_out(policy)
        assert state.outcome is not None
        yield state.outcome


# ---------------------------------------------------------------------------
# The table, JSON shapes and the descriptor


@dataclass(frozen=True)
class Table:
    hands: tuple[tuple[Card, ...], ...]
    trick: tuple[tuple[int, Card], ...]  # (player, card) on the table, in the order played
    tricks: tuple[int, ...]  # tricks won by seat
    aside: int  # cards lying aside, face down
    leader: int
    turns: int
    to_move: int | None
    places: tuple[int | None, ...]
    outcome: Outcome | None


def table(state: PikkutikkiState) -> Table:
    return Table(
        hands=tuple(tuple(hand) for hand in state.hands),
        trick=tuple(state.trick),
        tricks=tuple(state.tricks),
        aside=len(state.aside),
        leader=state.leader,
        turns=state.turns,
        to_move=None if state.over else state.to_move,
        places=state.places,
        outcome=state.outcome,
    )


def state_json(state: PikkutikkiState, names: Sequence[str]) -> dict[str, object]:
    return {
        "turns": state.turns,
        "to_move": None if state.over else names[state.to_move],
        "trick": [DECK.text(card) for _, card in state.trick],
        "players": [
            {"name": names[q], "hand": DECK.texts(hand), "tricks": state.tricks[q]}
            for q, hand in enumerate(state.hands)
        ],
        "result": None if state.outcome is None else result_json(state.outcome, names, "loser"),
    }


def event_json(event: Event, names: Sequence[str]) -> dict[str, object]:
    return event_fields_json(event, names, DECK.text, "loser")


GAME = Game(
    name=NAME,
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
    decision_words={kind: "which card to play" for kind in DecisionKind},
    end_reasons=tuple(reason.value for reason in EndReason),
    determinize=determinize,
    position=position,
    position_spec=Position,
)
