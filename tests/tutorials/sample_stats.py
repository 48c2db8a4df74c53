"""Figures for tests that only need some: 2,000 games, every seat losing as often."""

from tutorials.stats import Stats


def even_stats(players: int) -> Stats:
    return Stats(
        games=2000,
        players=players,
        seed=1,
        max_turns=1000,
        median=50,
        p10=40,
        p90=60,
        draws=0,
        stalemates=0,
        unfinished=0,
        loser_by_seat=(500,) * players,
        bars=(),
    )
