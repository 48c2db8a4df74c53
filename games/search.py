"""Mestari, the searching computer player: it samples what it cannot see and plays on.

At a decision with two or more distinct moves, the deciding seat imagines
worlds: each is the position with every card hidden from that seat dealt again
at random, consistently with everything the seat has seen (the engine's
``determinize``: its own hand, the cards played, cards given or received, what
others showed they lacked). In each world every move is played and the deal
finished by the rollout player (Taitava); the move with the best mean result
wins (perfect-information Monte Carlo, PIMC). Every move is tried in the same
worlds, so the comparison is not blurred by luck of the sampling. A world ends
with the deal in play (``determinize``'s promise): in a series of deals the
seat is scored by the standing the series would have after it, so a search
never plays the series' later deals.

The budget is a number of playouts and a number of playout turns (``work``),
never a time, and the randomness comes from the game's own generator state and
the turn number (``search_seed``), never from the true hidden cards: the same
position gives the same values in a test, a replay and a page, and two
positions that differ only in how the hidden cards lie among the other players
give the same values (it cannot peek). ``sample`` may stop before the playouts
are spent: when the turns played would pass ``work`` (a long deal: the turns a
search plays never pass it), or when its ``judge`` (a ``Rule``'s) says the pick is
settled: no other move can plausibly overtake it by more than a tolerance, on
the worlds played so far. A rule may also race: a move clearly worse than the
best is left out of the later worlds, so the close calls get them. Either way a
world is played for every move still in, so those moves keep the same worlds.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from mypy_extensions import mypyc_attr

from games.core import Action, GameState, Outcome, Policy

# The game's own state: a search hands its worlds to the game's own rollout player.
St = TypeVar("St", bound=GameState)

# Playouts for one decision at most (split over its moves; at least MIN_SAMPLES
# worlds each). Chosen with ``benchmarks/bots.py`` and ``benchmarks/play_move.py``.
PLAYOUTS = 96
MIN_SAMPLES = 6
# A rule's judge (``Rule.judge``): a move no longer counts once its mean difference from
# the pick (or the best), in the same worlds, plus Z standard errors, is below the
# tolerance (or zero). The spread of the differences counts as at least SPREAD (a few
# worlds may agree by luck). A search asks after MIN_SAMPLES worlds, then whenever it
# has a quarter more.
Z = 3.0
SPREAD = 0.1
CHECK_GROWTH = 1.25

# ``determinize(state, seat, rng)``: an independent copy of ``state`` (no observer,
# no policy, so it waits at the decision; its ``play_out(policy, first)`` makes the
# move ``first`` there and lets ``policy`` play on) in which every card ``seat`` cannot see
# is dealt again from ``rng``, consistently with all ``seat`` has seen, and which
# ends with the deal in play (a series scored as it would stand after it). It reads
# only what the seat may know: the true hidden cards change nothing it returns
# but where they lie, and even that only through ``rng``'s shuffle of them.
Determinize = Callable[[St, int, random.Random], St]
# ``judge(rows, alive)``: at a check, given each world's result of every move so far (a
# row per world, a column per move in ``distinct`` order, nan where a move was not
# played) and the moves still played, the moves to play on (none: the search stops).
Judge = Callable[[list[list[float]], list[int]], list[int]]


@dataclass(frozen=True)
class MoveValue:
    """What the search found of one move: over ``tries`` worlds, its mean result
    (``score``, 1 best, 0 worst), how often the seat finished first and how often it lost."""

    action: Action
    score: float
    first: int
    lost: int
    tries: int


@dataclass(frozen=True)
class Weighing:
    """A search's values of every distinct move, and the turns its playouts played."""

    values: tuple[MoveValue, ...]
    turns: int


@mypyc_attr(native_class=False)
class SeededOnFirstUse(random.Random):
    """``random.Random(seed)``, seeded only when first used.

    Every playout starts from a generator of its world's seed, and the rollout player
    seldom draws: seeding, not drawing, was most of what the generators cost a search.
    Every way in to the generator's state is here, so it draws exactly what
    ``random.Random(seed)`` would.
    """

    def __init__(self, seed: int) -> None:  # not random.Random's: that would seed now
        self.gauss_next = None
        self.first_seed: int | None = seed

    def random(self) -> float:
        if self.first_seed is not None:
            self._seed_now()
        return random.Random.random(self)

    def getrandbits(self, k: int, /) -> int:
        if self.first_seed is not None:
            self._seed_now()
        return random.Random.getrandbits(self, k)

    def getstate(self) -> tuple[object, ...]:  # type: ignore[override]  # random.Random's
        if self.first_seed is not None:
            self._seed_now()
        return random.Random.getstate(self)

    def setstate(self, state: tuple[object, ...]) -> None:
        self.first_seed = None
        random.Random.setstate(self, state)

    def seed(  # type: ignore[override]  # as typeshed's own random.Random.seed
        self, a: int | float | str | bytes | bytearray | None = None, version: int = 2
    ) -> None:
        self.first_seed = None
        random.Random.seed(self, a, version)

    def _seed_now(self) -> None:
        seed = self.first_seed
        self.first_seed = None
        random.Random.seed(self, seed)


def score(outcome: Outcome | None, seat: int) -> float:
    """A finished game for ``seat`` as a number: 1 first place, 0 a loser, linear between."""
    if outcome is None or outcome.unfinished or outcome.draw:
        return 0.5
    if seat in outcome.losers:
        return 0.0
    groups = outcome.places
    if len(groups) < 2:
        return 0.5
    rank = next((i for i, group in enumerate(groups) if seat in group), len(groups) - 1)
    return (len(groups) - 1 - rank) / (len(groups) - 1)


def search_seed(state: GameState) -> int:
    """The search's seed: the game's generator state (its seed and what it drew) and turn."""
    version, internal, gauss = state.rng.getstate()
    return hash((internal, state.turns)) & 0xFFFF_FFFF_FFFF


def distinct(actions: Sequence[Action]) -> list[Action]:
    """The moves once each (two decks offer the same card twice)."""
    return list(dict.fromkeys(actions))


def sample(
    state: St,
    determinize: Determinize[St],
    rollout: Policy[St],
    playouts: int = PLAYOUTS,
    seed: int | None = None,
    *,
    work: int | None = None,
    judge: Judge | None = None,
) -> Weighing:
    """Every distinct legal move of the seat deciding, valued over sampled worlds.

    ``playouts`` bounds the games played to the end (moves × worlds); at least
    ``MIN_SAMPLES`` worlds are sampled whatever the number of moves, unless the
    turns played would pass ``work`` or ``judge`` says the worlds so far are
    enough. ``judge`` may also leave moves out of the later worlds (a move
    clearly worse than the best keeps the value of the worlds it was played in).
    With ``work`` no playout plays more than its share of one world (``work`` /
    moves turns: a longer one counts as unfinished, as a game stopped by its turn
    limit does), so the first world always fits, and a later world that would
    pass ``work`` is left out: the turns played never pass it. The worlds are the
    first ones of the same sequence whenever it stops, so a search stopped early
    is the start of the full one.
    """
    decision = state.decision
    assert decision is not None, "nobody decides"
    seat = decision.player
    actions = distinct(state.legal_actions())
    moves = len(actions)
    rng = random.Random(search_seed(state) if seed is None else seed)
    samples = max(MIN_SAMPLES, playouts // max(moves, 1))
    rows: list[list[float]] = []  # each world's result of every move (nan: not played)
    tally = _Tally(actions, seat)
    alive = list(range(moves))
    turns = 0
    check = MIN_SAMPLES
    # With ``work``, a playout is cut after its share of one world (a deal that would go
    # on longer counts as unfinished, as a game stopped by its turn limit does), so the
    # first world fits; a later world that would pass ``work`` is left out.
    longest = None if work is None else max(work // max(moves, 1), 1)
    while len(rows) < samples:
        worlds = len(rows)
        if work is not None and worlds and turns + turns / worlds > work:
            break  # the next world would most likely pass the turns allowed
        if judge is not None and worlds >= check:
            alive = judge(rows, alive)
            if not alive:
                break
            check = max(worlds + 1, math.ceil(worlds * CHECK_GROWTH))
        world_seed = rng.getrandbits(48)
        world = determinize(state, seat, random.Random(world_seed))
        world.pause_after_turns = None
        left = work - turns if work is not None and worlds else None
        row, ends, played = _world(world, world_seed, seat, actions, alive, rollout, longest, left)
        turns += played
        if len(ends) < len(alive):
            break
        rows.append(row)
        tally.add(row, ends)
    return Weighing(tally.values(), turns)


def _world(
    world: St,
    world_seed: int,
    seat: int,
    actions: list[Action],
    alive: list[int],
    rollout: Policy[St],
    longest: int | None,
    left: int | None,
) -> tuple[list[float], list[tuple[int, Outcome | None]], int]:
    """Each live move played out in one world, with the same luck: the world's row of
    results (nan: not played), each played move's outcome, and the turns played. With
    ``left`` (the turns the search may still play) a playout that would pass it stops the
    world short: fewer outcomes than live moves."""
    row = [math.nan] * len(actions)
    ends: list[tuple[int, Outcome | None]] = []
    played = 0
    for i in alive:
        # The same luck for every move: the rollout's draws start alike. The move is
        # made with the rollout player already in charge, so the engine makes its
        # choices at once (no decision waits with all its options listed).
        twin = world.copy(SeededOnFirstUse(world_seed))
        cut = longest
        if left is not None and longest is not None:
            cut = min(longest, left - played)
            if cut <= 0:
                break  # a world cut short is left out: every move keeps the same worlds
        if cut is not None:
            twin.pause_after_turns = world.turns + cut
        twin.play_out(rollout, actions[i])
        used = twin.turns - world.turns
        played += used
        if cut is not None and cut != longest and not twin.over and used >= cut:
            break  # the turns allowed ran out in this playout: the world is left out
        row[i] = score(twin.outcome, seat)
        ends.append((i, twin.outcome))
    return row, ends, played


class _Tally:
    """Each move's results over the worlds kept so far."""

    def __init__(self, actions: list[Action], seat: int) -> None:
        moves = len(actions)
        self.actions, self.seat = actions, seat
        self.totals = [0.0] * moves
        self.tries = [0] * moves
        self.firsts = [0] * moves
        self.losts = [0] * moves

    def add(self, row: list[float], ends: list[tuple[int, Outcome | None]]) -> None:
        """One world's results (``row``) of the moves played in it (``ends``)."""
        for i, outcome in ends:
            self.totals[i] += row[i]
            self.tries[i] += 1
            if outcome is not None:
                self.firsts[i] += bool(outcome.places) and self.seat in outcome.places[0]
                self.losts[i] += self.seat in outcome.losers

    def values(self) -> tuple[MoveValue, ...]:
        return tuple(
            MoveValue(
                a, self.totals[i] / self.tries[i], self.firsts[i], self.losts[i], self.tries[i]
            )
            for i, a in enumerate(self.actions)
        )


def evaluate(
    state: St,
    determinize: Determinize[St],
    rollout: Policy[St],
    playouts: int = PLAYOUTS,
    seed: int | None = None,
) -> list[MoveValue]:
    """``sample``'s values with the whole budget of playouts (no limit of turns, no judge)."""
    return list(sample(state, determinize, rollout, playouts, seed).values)


def best(values: Sequence[MoveValue]) -> MoveValue:
    """The move with the highest mean; ties go to the first offered (the engine's order)."""
    return max(values, key=lambda v: v.score)


def clear_of(rows: list[list[float]], pick: int, tolerance: float, open_: Sequence[int]) -> bool:
    """Whether every move of ``open_`` but ``pick`` stays below ``pick`` plus ``tolerance``:
    its mean difference from ``pick`` in the same worlds, plus ``Z`` standard errors."""
    count = len(rows)
    for i in open_:
        if i == pick:
            continue
        total = squares = 0.0
        for row in rows:
            difference = row[i] - row[pick]
            total += difference
            squares += difference * difference
        mean = total / count
        variance = max(squares - count * mean * mean, 0.0) / max(count - 1, 1)
        if mean + Z * max(math.sqrt(variance), SPREAD) / math.sqrt(count) >= tolerance:
            return False
    return True


@dataclass(frozen=True)
class Rule:
    """How a search picks its move: the best mean, unless ``usual`` (the rollout player's
    own move) comes within ``margin`` of it (or ties with it, with ``ties_to_usual``);
    moves for which ``never`` holds are valued but not picked. ``tolerance``: how much
    better than the pick another move may be when a search stops early (None: it plays
    its whole budget). ``race``: a move clearly worse than the best so far (its mean
    difference plus ``Z`` standard errors below zero) is left out of later worlds, so
    the close ones get more."""

    margin: float = 0.0
    never: Callable[[Action], bool] | None = None
    tolerance: float | None = None
    ties_to_usual: bool = False
    race: bool = False

    @property
    def asks_usual(self) -> bool:
        """Whether the pick depends on the rollout player's own move."""
        return bool(self.margin) or self.ties_to_usual

    def open_moves(self, actions: Sequence[Action]) -> list[int]:
        never = self.never
        open_ = [i for i, a in enumerate(actions) if never is None or not never(a)]
        return open_ or list(range(len(actions)))

    def choose(self, means: Sequence[float], open_: Sequence[int], usual: int | None) -> int:
        """The index of the move picked, given each move's mean result."""
        top = max(open_, key=lambda i: means[i])  # the first offered on a tie
        if usual is not None and usual in open_:
            if means[top] < means[usual] + self.margin or (
                self.ties_to_usual and means[top] == means[usual]
            ):
                return usual
        return top

    def judge(self, actions: Sequence[Action], usual: int | None) -> Judge | None:
        """The rule's check for ``sample`` (None: it plays its whole budget)."""
        tolerance = self.tolerance
        if tolerance is None and not self.race:
            return None
        open_ = self.open_moves(actions)

        def check(rows: list[list[float]], alive: list[int]) -> list[int]:
            means = [_mean(rows, i) if i in alive else -math.inf for i in range(len(actions))]
            live = [i for i in open_ if i in alive] or alive
            if self.race:
                lead = max(live, key=lambda i: means[i])
                alive = [i for i in alive if i in (lead, usual) or not _below(rows, i, lead)]
                live = [i for i in open_ if i in alive] or alive
            if tolerance is not None:
                pick = self.choose(means, live, usual)
                if self.margin and usual is not None and usual in live:
                    # The usual move stands until another is better by the margin; once one
                    # is, the search plays on (a change of move is weighed in full).
                    if pick == usual and clear_of(rows, pick, self.margin, live):
                        return []
                elif clear_of(rows, pick, tolerance, live):
                    return []
            return alive if len(live) > 1 else []

        return check


def _mean(rows: list[list[float]], move: int) -> float:
    return sum(row[move] for row in rows) / len(rows)


def _below(rows: list[list[float]], move: int, lead: int) -> bool:
    """Whether ``move`` is clearly worse than ``lead`` in the worlds both were played in."""
    count = len(rows)
    total = squares = 0.0
    for row in rows:
        difference = row[move] - row[lead]
        total += difference
        squares += difference * difference
    mean = total / count
    variance = max(squares - count * mean * mean, 0.0) / max(count - 1, 1)
    return mean + Z * max(math.sqrt(variance), SPREAD) / math.sqrt(count) < 0


def decide(
    state: St,
    determinize: Determinize[St],
    rollout: Policy[St],
    rule: Rule,
    playouts: int,
    work: int | None = None,
) -> tuple[Weighing, Action]:
    """A search of ``state`` under ``rule``: its weighing and the move picked."""
    actions = distinct(state.legal_actions())
    seed = search_seed(state)  # before the rollout player is asked: it may draw
    usual: int | None = None
    if rule.asks_usual:
        own = rollout(state)
        usual = actions.index(own) if own in actions else None
    found = sample(
        state, determinize, rollout, playouts, seed, work=work, judge=rule.judge(actions, usual)
    )
    means = [v.score for v in found.values]
    return found, actions[rule.choose(means, rule.open_moves(actions), usual)]


# mypyc compiles this module; a class built on a class of a module it leaves interpreted
# (``Policy``) stays a plain Python class (its methods compiled all the same).
@mypyc_attr(native_class=False)
class Searcher(Policy[St], Generic[St]):
    """Mestari as data: its worlds, its rollout player, its budget and how it picks.

    ``weigh`` gives the search's values and the move it plays, so a hint or a
    verdict can show exactly the move Mestari would make. ``margin``: the rollout
    player's own move stands unless another looks better by at least this much
    (a few dozen worlds make close calls noise). ``never``: moves valued but never
    chosen (a layout game's holding back, which Mestari tables could repeat for ever).
    ``work``: the most playout turns one decision plays (its cost, whatever the
    rules: a world more only while the turns so far say it fits). ``tolerance``:
    how much better than its pick another move may still be when it stops early
    (None: it always plays its whole budget).
    """

    __slots__ = ("determinize", "rollout", "playouts", "margin", "never", "work", "tolerance")

    def __init__(
        self,
        name: str,
        determinize: Determinize[St],
        rollout: Policy[St],
        playouts: int = PLAYOUTS,
        margin: float = 0.0,
        never: Callable[[Action], bool] | None = None,
        work: int | None = None,
        tolerance: float | None = None,
    ) -> None:
        super().__init__(name, self._choose)
        self.determinize = determinize
        self.rollout = rollout
        self.playouts = playouts
        self.margin = margin
        self.never = never
        self.work = work
        self.tolerance = tolerance

    @property
    def rule(self) -> Rule:
        """How this player picks its move."""
        return Rule(self.margin, self.never, self.tolerance)

    def decide(self, state: St) -> tuple[Weighing, Action]:
        """Its own search of ``state`` (its budget, rule and turns): the weighing and its move."""
        return decide(state, self.determinize, self.rollout, self.rule, self.playouts, self.work)

    def weigh(self, state: St, playouts: int | None = None) -> tuple[list[MoveValue], Action]:
        """Every distinct move's value and the move this player picks (``playouts``: another
        budget of playouts, its turns and rule as they are)."""
        budget = self.playouts if playouts is None else playouts
        found, chosen = decide(state, self.determinize, self.rollout, self.rule, budget, self.work)
        return list(found.values), chosen

    def _choose(self, state: St) -> Action:
        actions = distinct(state.legal_actions())
        if len(actions) == 1:
            return actions[0]
        return self.decide(state)[1]


def searching(
    name: str, determinize: Determinize[St], rollout: Policy[St], playouts: int = PLAYOUTS
) -> Searcher[St]:
    """A policy that searches (``evaluate``) wherever it has a real choice."""
    return Searcher(name, determinize, rollout, playouts)


# A world's result of one move for the seat (``worlds``): its score, then whether it
# finished first and whether it lost.
Result = tuple[float, bool, bool]


def worlds(
    state: St,
    determinize: Determinize[St],
    rollout: Policy[St],
    moves: Sequence[int],
    start: int,
    stop: int,
    work: int | None = None,
) -> tuple[list[list[Result]], int]:
    """``moves`` (indices into ``distinct``) played out to the end in worlds ``start`` to
    ``stop`` of the sequence ``sample`` draws at ``state`` (so a search's worlds and these
    are the same worlds): each move's results, world by world, and the turns played. With
    ``work`` no world is begun that would likely take the turns past it (the first one
    always is): fewer worlds than asked, the same number for every move."""
    decision = state.decision
    assert decision is not None, "nobody decides"
    seat = decision.player
    actions = distinct(state.legal_actions())
    rng = random.Random(search_seed(state))
    for _ in range(start):
        rng.getrandbits(48)
    found: list[list[Result]] = [[] for _ in moves]
    turns = 0
    for done in range(stop - start):
        if work is not None and done and turns + turns / done > work:
            break
        world_seed = rng.getrandbits(48)
        world = determinize(state, seat, random.Random(world_seed))
        world.pause_after_turns = None
        for results, i in zip(found, moves, strict=True):
            twin = world.copy(SeededOnFirstUse(world_seed))
            twin.play_out(rollout, actions[i])
            turns += twin.turns - world.turns
            outcome = twin.outcome
            first = outcome is not None and bool(outcome.places) and seat in outcome.places[0]
            lost = outcome is not None and seat in outcome.losers
            results.append((score(outcome, seat), first, lost))
    return found, turns
