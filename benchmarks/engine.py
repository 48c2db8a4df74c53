"""Games per second of the sika engine, per preset and player count.

Policy ``random``, one process, start-up excluded (the engine is imported and
warmed up before timing). Prints whether the mypyc build or plain Python ran;
``SIKA_PURE_PYTHON=1`` measures plain Python.

    .venv/bin/python benchmarks/engine.py [--games N] [--players 2 4 6]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import games  # noqa: E402
from games import sika, simulation  # noqa: E402


def rate(rules: sika.Rules, players: int, games_: int, seed: int) -> float:
    start = time.perf_counter()
    for _ in sika.simulate(rules, players, games_, seed, sika.random_policy):
        pass
    return games_ / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=5000)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4, 6])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(f"engine: {'mypyc build' if games.COMPILED else 'plain Python'}")
    print(f"{'preset':<20}{'players':>8}{'games/s (best of ' + str(args.repeat) + ')':>26}")
    for name, rules in sika.PRESETS.items():
        for players in args.players:
            list(sika.simulate(rules, players, 50, 99, sika.random_policy))  # warm up
            best = max(rate(rules, players, args.games, seed) for seed in range(args.repeat))
            print(f"{name:<20}{players:>8}{best:>26,.0f}")
    print()
    print("turns at 4 players (10,000 games, seed 1):")
    for name, rules in sika.PRESETS.items():
        summary = simulation.run(rules, 4, 10_000, 1, "random")
        turns = summary.turn_figures()
        share = [f"{100 * n / summary.games:.1f}%" for n in summary.sika_by_seat]
        print(
            f"  {name:<20} mean {turns['mean']:.1f} median {turns['median']} p90 {turns['p90']}"
            f" max {turns['max']}  unfinished {summary.unfinished}  draws {summary.draws}"
            f"  sika_by_seat {summary.sika_by_seat} ({' '.join(share)})"
        )


if __name__ == "__main__":
    main()
