"""Many games in a row, and the figures that describe them, for every registered game.

Used by ``python -m games simulate`` and by the site's house-rule statistics,
so both report the same numbers for the same rules and seed.
"""

from __future__ import annotations

import math
import statistics
from array import array
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from games.core import Game
from games.options import rules_to_dict
from games.registry import find_game

PER_GAME_LIMIT = 100_000


def nearest_rank(ordered: Sequence[int], share: float) -> int:
    """The smallest value with at least ``share`` of the (sorted) values at or below it."""
    return ordered[max(math.ceil(share * len(ordered)) - 1, 0)]


@dataclass
class Summary:
    rules: Any  # the game's Rules
    players: int
    seed: int
    policy: str
    turns: array[int] = field(default_factory=lambda: array("l"))
    losers: list[tuple[int, ...]] = field(default_factory=list)
    loser_by_seat: list[int] = field(default_factory=list)
    ends: dict[str, int] = field(default_factory=dict)
    game: str = "sika"
    # Scored games (Outcome.points): points summed by seat, and how many games had them.
    points_by_seat: list[int] = field(default_factory=list)
    scored_games: int = 0

    def mean_points(self) -> list[float]:
        """Mean penalty points by seat over the scored games (empty if none was scored)."""
        if not self.scored_games:
            return []
        return [round(total / self.scored_games, 3) for total in self.points_by_seat]

    @property
    def descriptor(self) -> Game:
        return find_game(self.game)

    @property
    def games(self) -> int:
        return len(self.turns)

    @property
    def draws(self) -> int:
        return self.ends.get(self.descriptor.draw_reason, 0)

    @property
    def unfinished(self) -> int:
        return self.ends.get(self.descriptor.unfinished_reason, 0)

    def turn_figures(self) -> dict[str, float]:
        ordered = sorted(self.turns)
        if not ordered:
            return {"mean": 0, "median": 0, "p90": 0, "max": 0, "min": 0}
        return {
            "mean": round(statistics.fmean(ordered), 3),
            "median": statistics.median(ordered),
            "p90": nearest_rank(ordered, 0.9),
            "max": ordered[-1],
            "min": ordered[0],
        }


def run(
    rules: Any,
    players: int,
    games: int,
    seed: int,
    policy: str,
    progress: Callable[[int], None] | None = None,
    game: str = "sika",
) -> Summary:
    """Play ``games`` games; ``progress`` is called now and then with games done."""
    descriptor = find_game(game)
    summary = Summary(
        rules,
        players,
        seed,
        policy,
        loser_by_seat=[0] * players,
        game=game,
        points_by_seat=[0] * players,
    )
    ends = dict.fromkeys(descriptor.end_reasons, 0)
    step = max(1, games // 200)
    by_seat = summary.loser_by_seat
    chooser = descriptor.policies[policy]
    for done, outcome in enumerate(
        descriptor.simulate(rules, players, games, seed, chooser), start=1
    ):
        summary.turns.append(outcome.turns)
        summary.losers.append(outcome.losers)
        for seat in outcome.losers:
            by_seat[seat] += 1
        ends[outcome.reason.value] += 1
        if outcome.points:
            summary.scored_games += 1
            for seat, points in enumerate(outcome.points):
                summary.points_by_seat[seat] += points
        if progress is not None and done % step == 0:
            progress(done)
    summary.ends = ends
    return summary


def rules_json(rules: Any, game: str) -> dict[str, Any]:
    """Every option of ``rules`` as its JSON value (the schema's ``rules_to_dict``)."""
    return rules_to_dict(find_game(game).options, rules)


def summary_json(summary: Summary, preset: str | None = None) -> dict[str, Any]:
    descriptor = summary.descriptor
    out: dict[str, Any] = {
        "game": summary.game,
        "preset": preset,
        "games": summary.games,
        "players": summary.players,
        "seed": summary.seed,
        "policy": summary.policy,
        "rules": rules_json(summary.rules, summary.game),
        "turns": summary.turn_figures(),
        descriptor.loser_key: summary.loser_by_seat,
        "draws": summary.draws,
        "unfinished": summary.unfinished,
        "ends": summary.ends,
    }
    if summary.scored_games:
        out["mean_points_by_seat"] = summary.mean_points()
    if summary.games <= PER_GAME_LIMIT:
        key = descriptor.result_loser_key
        out["per_game"] = [
            {"seed": descriptor.derive_seed(summary.seed, i), "turns": t, key: list(s)}
            for i, (t, s) in enumerate(zip(summary.turns, summary.losers, strict=True))
        ]
    return out
