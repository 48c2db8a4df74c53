"""Games per second of every registered engine, per preset and player count.

Policy ``random``, one process, start-up excluded (the engine is imported and
warmed up before timing). Player counts are clipped to each game's range.
Prints whether the mypyc build or plain Python ran; ``SIKA_PURE_PYTHON=1``
measures plain Python.

    .venv/bin/python benchmarks/engine.py [--games N] [--players 2 4 6] [--game sika]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import games  # noqa: E402
from games import simulation  # noqa: E402
from games.core import Game, PlayersError  # noqa: E402


def rate(game: Game, rules: Any, players: int, games_: int, seed: int) -> float:
    policy = game.policies["random"]
    start = time.perf_counter()
    for _ in game.simulate(rules, players, games_, seed, policy):
        pass
    return games_ / (time.perf_counter() - start)


def player_counts(game: Game, rules: Any, wanted: list[int]) -> list[int]:
    """``wanted`` clipped to the game's player range, each count once, in order."""
    high = rules.max_players
    clipped = [min(max(n, game.min_players), high) for n in wanted]
    return [n for n in dict.fromkeys(clipped) if allowed(game, rules, n)]


def allowed(game: Game, rules: Any, players: int) -> bool:
    """The rules' own range can be narrower (ristiseiska's two decks: 3 players or more)."""
    try:
        game.check_players(rules, players)
    except PlayersError:
        return False
    return True


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=5000)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4, 6])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--game", action="append", choices=list(games.GAMES), default=None)
    args = parser.parse_args()
    print(f"engine: {'mypyc build' if games.COMPILED else 'plain Python'}")
    for name in args.game or list(games.GAMES):
        game = games.GAMES[name]
        if name != "sika":
            print()
            print(f"game: {name}")
        print(f"{'preset':<20}{'players':>8}{'games/s (best of ' + str(args.repeat) + ')':>26}")
        for preset, rules in game.presets.items():
            for players in player_counts(game, rules, args.players):
                for _ in game.simulate(rules, players, 50, 99, game.policies["random"]):
                    pass  # warm up
                best = max(
                    rate(game, rules, players, args.games, seed) for seed in range(args.repeat)
                )
                print(f"{preset:<20}{players:>8}{best:>26,.0f}")
        print()
        four = player_counts(game, next(iter(game.presets.values())), [4])[0]
        print(f"turns at {four} players (10,000 games, seed 1):")
        for preset, rules in game.presets.items():
            summary = simulation.run(rules, four, 10_000, 1, "random", game=name)
            turns = summary.turn_figures()
            share = [f"{100 * n / summary.games:.1f}%" for n in summary.loser_by_seat]
            print(
                f"  {preset:<20} mean {turns['mean']:.1f} median {turns['median']} "
                f"p90 {turns['p90']} max {turns['max']}  unfinished {summary.unfinished}  "
                f"draws {summary.draws}  {game.loser_key} {summary.loser_by_seat} "
                f"({' '.join(share)})"
            )


if __name__ == "__main__":
    main()
