"""The bot bench's Mestari: its budget changed for a tuning run, and a clock on its choices.

``games.simulation.run_mixed`` finds a table's policies by the game's name, so
the bench plays a copy of the game's descriptor (``dataclasses.replace``),
registered under its own name in the bench's processes only, whose Mestari is
the engine's ``Searcher`` with the budget asked for, timed at every decision
where it searches (two or more distinct moves: the others cost nothing).
"""

from __future__ import annotations

import dataclasses
import math
import statistics
import time
from collections.abc import Sequence
from typing import Any

from games import search
from games.core import LEVELS, Action, Policy
from games.registry import GAMES, register_game

MASTER = LEVELS[-1]
# CPU seconds of each searching decision this process made since ``drain``.
SPENT: list[float] = []


def budget(game: str) -> int | None:
    """The playouts a decision of the engine's own Mestari (None: this engine has none)."""
    policy = GAMES[game].policies.get(MASTER)
    return policy.playouts if isinstance(policy, search.Searcher) else None


def rebudgeted(policy: Policy, playouts: int) -> search.Searcher:
    """``policy``, a ``Searcher``, with ``playouts`` a decision and all else as it was."""
    if not isinstance(policy, search.Searcher):
        raise TypeError(f"{policy.name} does not search: it has no playouts to change")
    return search.Searcher(
        policy.name,
        policy.determinize,
        policy.rollout,
        playouts,
        policy.margin,
        policy.never,
        policy.work,
        policy.tolerance,
    )


def timed(policy: Policy) -> Policy:
    """``policy`` itself, adding the CPU time of each decision where it searches to ``SPENT``."""

    def choose(state: Any) -> Action:
        if len(search.distinct(state.legal_actions())) < 2:
            return policy(state)
        start = time.process_time()
        action = policy(state)
        SPENT.append(time.process_time() - start)
        return action

    return Policy(policy.name, choose)


def variant(game: str, playouts: int | None = None) -> str:
    """The name of ``game`` with Mestari timed (and searching ``playouts`` if given),
    registered on first use."""
    name = f"{game}+{MASTER}@{playouts or 'usual'}"
    if name in GAMES:
        return name
    descriptor = GAMES[game]
    policies = dict(descriptor.policies)
    if MASTER in policies:
        master = policies[MASTER]
        policies[MASTER] = timed(master if playouts is None else rebudgeted(master, playouts))
    register_game(dataclasses.replace(descriptor, name=name, policies=policies))
    return name


def drain() -> list[float]:
    """The decisions timed since the last drain (and none left)."""
    spent = SPENT[:]
    SPENT.clear()
    return spent


def cpu_line(spent: Sequence[float]) -> str:
    """Mean, 95th percentile (nearest rank) and largest CPU time of the searching decisions."""
    ms = sorted(1000 * seconds for seconds in spent)
    p95 = ms[max(math.ceil(0.95 * len(ms)) - 1, 0)]
    return (
        f"{MASTER}: {len(ms)} searching decisions, CPU ms mean {statistics.fmean(ms):.1f}, "
        f"p95 {p95:.1f}, max {ms[-1]:.1f}"
    )
