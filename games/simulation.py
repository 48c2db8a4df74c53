"""Many games in a row, and the figures that describe them.

Used by ``python -m games simulate`` and by the site's house-rule statistics,
so both report the same numbers for the same rules and seed.
"""

from __future__ import annotations

import math
import statistics
from array import array
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from games import sika

PER_GAME_LIMIT = 100_000


@dataclass
class Summary:
    rules: sika.Rules
    players: int
    seed: int
    policy: str
    turns: array[int] = field(default_factory=lambda: array("l"))
    sika: list[tuple[int, ...]] = field(default_factory=list)
    sika_by_seat: list[int] = field(default_factory=list)
    ends: dict[str, int] = field(default_factory=dict)

    @property
    def games(self) -> int:
        return len(self.turns)

    @property
    def draws(self) -> int:
        return self.ends.get(sika.EndReason.ALL_OUT.value, 0)

    @property
    def unfinished(self) -> int:
        return self.ends.get(sika.EndReason.MAX_TURNS.value, 0)

    def turn_figures(self) -> dict[str, float]:
        ordered = sorted(self.turns)
        if not ordered:
            return {"mean": 0, "median": 0, "p90": 0, "max": 0, "min": 0}
        return {
            "mean": round(statistics.fmean(ordered), 3),
            "median": statistics.median(ordered),
            # Nearest rank: the smallest value with at least 90 % of games at or below it.
            "p90": ordered[math.ceil(0.9 * len(ordered)) - 1],
            "max": ordered[-1],
            "min": ordered[0],
        }


def run(
    rules: sika.Rules,
    players: int,
    games: int,
    seed: int,
    policy: str,
    progress: Callable[[int], None] | None = None,
) -> Summary:
    """Play ``games`` games; ``progress`` is called now and then with games done."""
    summary = Summary(rules, players, seed, policy, sika_by_seat=[0] * players)
    ends = dict.fromkeys((r.value for r in sika.EndReason), 0)
    step = max(1, games // 200)
    for done, outcome in enumerate(
        sika.simulate(rules, players, games, seed, sika.POLICIES[policy]), start=1
    ):
        summary.turns.append(outcome.turns)
        summary.sika.append(outcome.sika)
        for seat in outcome.sika:
            summary.sika_by_seat[seat] += 1
        ends[outcome.reason.value] += 1
        if progress is not None and done % step == 0:
            progress(done)
    summary.ends = ends
    return summary


def rules_json(rules: sika.Rules) -> dict[str, Any]:
    return {
        key: value.value if isinstance(value, Enum) else value
        for key, value in rules.as_dict().items()
    }


def summary_json(summary: Summary, preset: str | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {
        "game": "sika",
        "preset": preset,
        "games": summary.games,
        "players": summary.players,
        "seed": summary.seed,
        "policy": summary.policy,
        "rules": rules_json(summary.rules),
        "turns": summary.turn_figures(),
        "sika_by_seat": summary.sika_by_seat,
        "draws": summary.draws,
        "unfinished": summary.unfinished,
        "ends": summary.ends,
    }
    if summary.games <= PER_GAME_LIMIT:
        out["per_game"] = [
            {"seed": sika.derive_seed(summary.seed, i), "turns": t, "sika": list(s)}
            for i, (t, s) in enumerate(zip(summary.turns, summary.sika, strict=True))
        ]
    return out
