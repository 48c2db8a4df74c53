"""Mestari in one seat against three Taitava in four-player siantappo.

Duplicate deals with the seats rotated: every deal is played four times, with
Mestari in each seat in turn (the other seats Taitava). Prints how often
Mestari finished first and lost, with Wilson 95 % intervals, its mean place and
the CPU time of its decisions (those with two or more distinct moves: mean and
p95). ``--series`` plays a later game of a series instead (the deal's seat
order as the previous places, so the exchange happens).

    .venv/bin/python benchmarks/mestari_siantappo.py [--deals 300] [--playouts N]
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games import search, siantappo  # noqa: E402
from games.core import Action, Policy  # noqa: E402
from games.siantappo import SiantappoState  # noqa: E402

PLAYERS = 4


def wilson(hits: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion ``hits / n``."""
    if n == 0:
        return 0.0, 1.0
    p = hits / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0, help="the first deal's seed")
    parser.add_argument("--playouts", type=int, default=None)
    parser.add_argument("--series", action="store_true")
    args = parser.parse_args()
    mestari: Policy = siantappo.mestari_policy
    if args.playouts is not None:
        mestari = search.searching(
            "mestari", siantappo.determinize, siantappo.rollout_policy, args.playouts
        )
    taitava = siantappo.heuristic_policy
    times: list[float] = []
    first = lost = places = 0
    previous = [[q] for q in range(PLAYERS)] if args.series else None
    for deal in range(args.seed, args.seed + args.deals):
        for seat in range(PLAYERS):

            def choose(state: SiantappoState, seat: int = seat) -> Action:
                if state.to_move != seat:
                    return taitava(state)
                start = time.process_time()
                action = mestari(state)
                times.append(time.process_time() - start)
                return action

            state = siantappo.new_game(
                siantappo.PERUS, PLAYERS, seed=deal, policy=choose, previous_places=previous
            )
            outcome = state.outcome
            assert outcome is not None
            first += outcome.places[0] == (seat,)
            lost += seat in outcome.losers
            places += next(i for i, g in enumerate(outcome.places) if seat in g) + 1
    n = args.deals * PLAYERS
    low, high = wilson(first, n)
    lost_low, lost_high = wilson(lost, n)
    times.sort()
    print(f"siantappo engine: {Path(siantappo.__file__).suffix} (.so: the mypyc build)")
    print(f"games {n} ({args.deals} deals x {PLAYERS} seats), series={args.series}")
    print(f"first {first}/{n} = {first / n:.1%}  (95 % {low:.1%} .. {high:.1%})")
    print(f"lost  {lost}/{n} = {lost / n:.1%}  (95 % {lost_low:.1%} .. {lost_high:.1%})")
    print(f"mean place {places / n:.3f}")
    if times:
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
        print(
            f"decisions {len(times)}: mean {statistics.mean(times) * 1000:.1f} ms, "
            f"p95 {p95 * 1000:.1f} ms, max {times[-1] * 1000:.1f} ms"
        )


if __name__ == "__main__":
    main()
