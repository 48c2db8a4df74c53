"""Mestari, the searching computer player: it samples what it cannot see and plays on.

At a decision with two or more distinct moves, the deciding seat imagines
``samples`` worlds: each is the position with every card hidden from that seat
dealt again at random, consistently with everything the seat has seen (the
engine's ``determinize``: its own hand, the cards played, cards given or
received, what others showed they lacked). In each world every move is played
and the game finished by the rollout player (Taitava); the move with the best
mean result wins (perfect-information Monte Carlo, PIMC). Every move is tried
in the same worlds, so the comparison is not blurred by luck of the sampling.

The budget is a number of playouts, not a time, and the randomness comes from
the game's own generator state and the turn number (``search_seed``), never
from the true hidden cards: the same position gives the same move in a test,
a replay and a page, and two positions that differ only in how the hidden cards
lie among the other players give the same move (it cannot peek).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from games.core import Action, Outcome, Policy

# Playouts for one decision at most (split over its moves; at least MIN_SAMPLES
# worlds each). Chosen with ``benchmarks/bots.py`` and ``benchmarks/play_move.py``.
PLAYOUTS = 96
MIN_SAMPLES = 6

# ``determinize(state, seat, rng)``: an independent copy of ``state`` (no observer,
# no policy, so it stops at each decision) in which every card ``seat`` cannot see
# is dealt again from ``rng``, consistently with all ``seat`` has seen. It reads
# only what the seat may know: the true hidden cards change nothing it returns
# but where they lie, and even that only through ``rng``'s shuffle of them.
Determinize = Callable[[Any, int, random.Random], Any]


@dataclass(frozen=True)
class MoveValue:
    """What the search found of one move: over ``tries`` worlds, its mean result
    (``score``, 1 best, 0 worst), how often the seat finished first and how often it lost."""

    action: Action
    score: float
    first: int
    lost: int
    tries: int


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


def search_seed(state: Any) -> int:
    """The search's seed: the game's generator state (its seed and what it drew) and turn."""
    version, internal, gauss = state.rng.getstate()
    return hash((internal, state.turns)) & 0xFFFF_FFFF_FFFF


def distinct(actions: Sequence[Action]) -> list[Action]:
    """The moves once each (two decks offer the same card twice)."""
    return list(dict.fromkeys(actions))


def evaluate(
    state: Any,
    determinize: Determinize,
    rollout: Policy,
    playouts: int = PLAYOUTS,
    seed: int | None = None,
) -> list[MoveValue]:
    """Every distinct legal move of the seat deciding, valued over sampled worlds.

    ``playouts`` bounds the games played to the end (moves × worlds); at least
    ``MIN_SAMPLES`` worlds are sampled whatever the number of moves.
    """
    decision = state.decision
    assert decision is not None, "nobody decides"
    seat = decision.player
    actions = distinct(state.legal_actions())
    rng = random.Random(search_seed(state) if seed is None else seed)
    samples = max(MIN_SAMPLES, playouts // max(len(actions), 1))
    totals = [0.0] * len(actions)
    firsts = [0] * len(actions)
    losts = [0] * len(actions)
    for _ in range(samples):
        world_seed = rng.getrandbits(48)
        world = determinize(state, seat, random.Random(world_seed))
        world.pause_after_turns = None
        for i, action in enumerate(actions):
            # The same luck for every move: the rollout's draws start alike.
            twin = world.copy(random.Random(world_seed))
            twin.choose(action)
            if not twin.over:
                twin.play_out(rollout)
            outcome = twin.outcome
            totals[i] += score(outcome, seat)
            if outcome is not None:
                firsts[i] += bool(outcome.places) and seat in outcome.places[0]
                losts[i] += seat in outcome.losers
    return [
        MoveValue(a, totals[i] / samples, firsts[i], losts[i], samples)
        for i, a in enumerate(actions)
    ]


def best(values: Sequence[MoveValue]) -> MoveValue:
    """The move with the highest mean; ties go to the first offered (the engine's order)."""
    return max(values, key=lambda v: v.score)


class Searcher(Policy):
    """Mestari as data: its worlds, its rollout player, its budget and how it picks.

    ``weigh`` gives the search's values and the move it plays, so a hint or a
    verdict shows exactly the move Mestari would make. ``margin``: the rollout
    player's own move stands unless another looks better by at least this much
    (a few dozen worlds make close calls noise). ``never``: moves valued but never
    chosen (a layout game's holding back, which Mestari tables could repeat for ever).
    """

    __slots__ = ("determinize", "rollout", "playouts", "margin", "never")

    def __init__(
        self,
        name: str,
        determinize: Determinize,
        rollout: Policy,
        playouts: int = PLAYOUTS,
        margin: float = 0.0,
        never: Callable[[Action], bool] | None = None,
    ) -> None:
        super().__init__(name, self._choose)
        self.determinize = determinize
        self.rollout = rollout
        self.playouts = playouts
        self.margin = margin
        self.never = never

    def weigh(self, state: Any, playouts: int | None = None) -> tuple[list[MoveValue], Action]:
        """Every distinct move's value (``evaluate``) and the move this player picks."""
        budget = self.playouts if playouts is None else playouts
        values = evaluate(state, self.determinize, self.rollout, budget)
        never = self.never
        open_ = [v for v in values if never is None or not never(v.action)] or values
        top = best(open_)
        if self.margin:
            usual = self.rollout(state)
            for value in open_:
                if value.action == usual and top.score < value.score + self.margin:
                    return values, usual
        return values, top.action

    def _choose(self, state: Any) -> Action:
        actions = distinct(state.legal_actions())
        if len(actions) == 1:
            return actions[0]
        return self.weigh(state)[1]


def searching(
    name: str, determinize: Determinize, rollout: Policy, playouts: int = PLAYOUTS
) -> Searcher:
    """A policy that searches (``evaluate``) wherever it has a real choice."""
    return Searcher(name, determinize, rollout, playouts)
