"""Figures from many simulated games of any engine game, and their histogram.

``game`` is always the engine's game name (a pack's ``engine``); the rules are
that game's own, with a ``max_turns`` safety valve.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from django.core.cache import cache
from django.utils.formats import number_format
from django.utils.translation import gettext

from games import simulation
from tutorials.checklist import option_text

STATS_GAMES = 2000
STATS_SEED = 1
STATS_MAX_TURNS = 1000
STATS_POLICY = "random"
# Bump when the stored figures change shape, so old cache entries are not read.
STATS_VERSION = 1
HISTOGRAM_BINS = 10
NICE_WIDTHS = (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000)
SEAT_SIGMAS = 3


def stats_rules(rules: Any) -> Any:
    """The rules as simulated: a game never ends under some rules, so stop it sooner."""
    return replace(rules, max_turns=min(rules.max_turns, STATS_MAX_TURNS))


def _nearest_rank(ordered: Sequence[int], share: float) -> int:
    return ordered[max(math.ceil(share * len(ordered)) - 1, 0)]


@dataclass(frozen=True)
class Bar:
    low: int
    high: int | None  # None: open-ended ("more than low - 1")
    count: int
    limit: bool = False  # the games that ran to the turn limit


@dataclass(frozen=True)
class Stats:
    """Figures from many simulated games; stored with a sheet as plain JSON."""

    games: int
    players: int
    seed: int
    max_turns: int
    median: float
    p10: int
    p90: int
    draws: int
    stalemates: int
    unfinished: int
    # Losses by seat, under the name saved sheets store them with (sheet versions will rename it).
    sika_by_seat: tuple[int, ...]
    bars: tuple[Bar, ...]

    def as_json(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "players": self.players,
            "seed": self.seed,
            "max_turns": self.max_turns,
            "median": self.median,
            "p10": self.p10,
            "p90": self.p90,
            "draws": self.draws,
            "stalemates": self.stalemates,
            "unfinished": self.unfinished,
            "sika_by_seat": list(self.sika_by_seat),
            "bars": [[b.low, b.high, b.count, b.limit] for b in self.bars],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Stats:
        return cls(
            games=data["games"],
            players=data["players"],
            seed=data["seed"],
            max_turns=data["max_turns"],
            median=data["median"],
            p10=data["p10"],
            p90=data["p90"],
            draws=data["draws"],
            stalemates=data["stalemates"],
            unfinished=data["unfinished"],
            sika_by_seat=tuple(data["sika_by_seat"]),
            bars=tuple(Bar(low, high, count, limit) for low, high, count, limit in data["bars"]),
        )

    def _pct(self, count: int) -> float:
        return 100 * count / self.games

    @property
    def draw_pct(self) -> float:
        return self._pct(self.draws)

    @property
    def stalemate_pct(self) -> float:
        return self._pct(self.stalemates)

    @property
    def unfinished_pct(self) -> float:
        return self._pct(self.unfinished)

    @property
    def seat_pcts(self) -> list[float]:
        return [self._pct(count) for count in self.sika_by_seat]

    @property
    def median_at_limit(self) -> bool:
        """Half the games or more ran to the limit, so the median is only a lower bound."""
        return self.median >= self.max_turns

    @property
    def decided(self) -> int:
        return sum(self.sika_by_seat)

    @property
    def seat_matters(self) -> bool:
        """Does some seat lose more or less often than the average, by more than chance?"""
        shares = [count / self.games for count in self.sika_by_seat]
        mean = sum(shares) / len(shares)
        error = math.sqrt(mean * (1 - mean) / self.games)
        return any(abs(share - mean) > SEAT_SIGMAS * error for share in shares) and error > 0

    @property
    def drawn_bars(self) -> list[DrawnBar]:
        return histogram(self)

    @property
    def seats(self) -> list[tuple[int, float]]:
        """(1-based seat, its share of losses in per cent) for each seat."""
        return [(seat + 1, pct) for seat, pct in enumerate(self.seat_pcts)]

    @property
    def worst_seat(self) -> int:
        """1-based seat that loses most often."""
        return self.sika_by_seat.index(max(self.sika_by_seat)) + 1


@dataclass(frozen=True)
class DrawnBar:
    """One bar of the histogram, placed in the SVG's 300 x 100 view box."""

    x: float
    y: float
    width: float
    height: float
    label: str
    count: int
    pct: float
    limit: bool


PLOT_WIDTH = 300
PLOT_HEIGHT = 80


def bar_label(bar: Bar) -> str:
    if bar.limit:
        return gettext("still going at %(limit)s") % {
            "limit": number_format(bar.low, force_grouping=True)
        }
    if bar.high is None:
        return gettext("%(low)s or more") % {"low": bar.low}
    if bar.high == bar.low:
        return str(bar.low)
    return f"{bar.low}–{bar.high}"


def histogram(stats: Stats) -> list[DrawnBar]:
    if not stats.bars:
        return []
    slot = PLOT_WIDTH / len(stats.bars)
    tallest = max(bar.count for bar in stats.bars) or 1
    drawn = []
    for i, bar in enumerate(stats.bars):
        height = round(PLOT_HEIGHT * bar.count / tallest, 1)
        drawn.append(
            DrawnBar(
                x=round(i * slot + 1, 1),
                y=round(PLOT_HEIGHT - height, 1),
                width=round(slot - 2, 1),
                height=height,
                label=bar_label(bar),
                count=bar.count,
                pct=100 * bar.count / stats.games,
                limit=bar.limit,
            )
        )
    return drawn


def _bars(turns: Sequence[int], unfinished: int, p90: int) -> tuple[Bar, ...]:
    """Equal bins up to about the 90th percentile, one for longer games, one for the limit."""
    finished = sorted(turns)
    bars: list[Bar] = []
    if finished:
        low, high = finished[0], max(p90, finished[0])
        width = next(
            (w for w in NICE_WIDTHS if (high // w - low // w + 1) <= HISTOGRAM_BINS),
            NICE_WIDTHS[-1],
        )
        start = low // width * width
        counts: dict[int, int] = {}
        beyond = 0
        for t in finished:
            if t > high // width * width + width - 1:
                beyond += 1
            else:
                counts[t // width] = counts.get(t // width, 0) + 1
        for k in range(start // width, high // width + 1):
            bars.append(Bar(k * width, k * width + width - 1, counts.get(k, 0)))
        if beyond:
            bars.append(Bar(high // width * width + width, None, beyond))
    if unfinished:
        bars.append(Bar(STATS_MAX_TURNS, None, unfinished, limit=True))
    return tuple(bars)


def compute_stats(rules: Any, players: int, game: str) -> Stats:
    capped = stats_rules(rules)
    summary = simulation.run(capped, players, STATS_GAMES, STATS_SEED, STATS_POLICY, game=game)
    ordered = sorted(summary.turns)
    unfinished = summary.unfinished
    # Games stopped at the limit are the longest (all at the limit): the histogram shows
    # them apart, as they have no length of their own.
    finished = ordered[: summary.games - unfinished]
    p90 = _nearest_rank(ordered, 0.9)
    return Stats(
        games=summary.games,
        players=players,
        seed=STATS_SEED,
        max_turns=capped.max_turns,
        median=summary.turn_figures()["median"],
        p10=_nearest_rank(ordered, 0.1),
        p90=p90,
        draws=summary.draws,
        # A game without stalemates simply has none to count.
        stalemates=summary.ends.get("stalemate", 0),
        unfinished=unfinished,
        sika_by_seat=tuple(summary.loser_by_seat),
        bars=_bars(finished, unfinished, p90),
    )


def stats_cache_key(rules: Any, players: int, game: str) -> str:
    values = ":".join(option_text(v) for v in stats_rules(rules).as_dict().values())
    return f"{game}-stats:v{STATS_VERSION}:{STATS_GAMES}:{STATS_SEED}:{values}:{players}"


def statistics(rules: Any, players: int, game: str) -> Stats:
    """The figures for these rules and players, from the cache when they are there."""
    key = stats_cache_key(rules, players, game)
    cached = cache.get(key)
    if cached is not None:
        return Stats.from_json(cached)
    stats = compute_stats(rules, players, game)
    cache.set(key, stats.as_json())
    return stats
