"""Sika's levels against each other: one seat of a level against the rest of another.

Duplicate deals with the seats rotated: every deal is played once with the
tested level in each seat, the other seats played by the opponents' level, so
the luck of the deal is the same for everyone. Prints how often the tested
seat finished first and how often it was the sika (Wilson 95 % intervals;
chance at four players is 25 % for each), its mean result (1 first … 0 sika),
and the CPU time of its decisions when it searches.

    .venv/bin/python benchmarks/mestari_sika.py [--preset kotiversio] [--deals 300]
        [--players 4] [--level mestari --against taitava] [--seed 1]
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games import search, sika  # noqa: E402
from games.core import Policy  # noqa: E402


def wilson(hits: int, total: int, z: float = 1.96) -> tuple[float, float]:
    if total == 0:
        return 0.0, 1.0
    p = hits / total
    centre = (p + z * z / (2 * total)) / (1 + z * z / total)
    half = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total)) / (1 + z * z / total)
    return centre - half, centre + half


def play(
    rules: sika.Rules,
    players: int,
    seed: int,
    policies: list[Policy],
    timed: int,
    times: list[float],
) -> sika.Outcome:
    state = sika.new_game(rules, players, seed=seed)
    while state.pending is not None:
        mover = state.to_move
        if mover == timed:
            start = time.process_time()
            action = policies[mover](state)
            times.append(time.process_time() - start)
        else:
            action = policies[mover](state)
        state.choose(action)
    assert state.outcome is not None
    return state.outcome


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--preset", default="perussika", choices=list(sika.PRESETS))
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--level", default="mestari", choices=list(sika.POLICIES))
    parser.add_argument("--against", default="taitava", choices=list(sika.POLICIES))
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = sika.PRESETS[args.preset]
    hero, rest = sika.POLICIES[args.level], sika.POLICIES[args.against]
    searching = args.level == "mestari"
    firsts = losts = games = 0
    total = 0.0
    times: list[float] = []
    started = time.process_time()
    for deal in range(args.deals):
        seed = sika.derive_seed(args.seed, deal)
        for seat in range(args.players):
            policies = [hero if q == seat else rest for q in range(args.players)]
            timed = seat if searching else -1
            outcome = play(rules, args.players, seed, policies, timed, times)
            games += 1
            firsts += bool(outcome.places) and seat in outcome.places[0]
            losts += seat in outcome.losers
            total += search.score(outcome, seat)
    low_f, high_f = wilson(firsts, games)
    low_l, high_l = wilson(losts, games)
    print(
        f"sika {args.preset} {args.players} players: {args.level} in one seat vs {args.against}, "
        f"{args.deals} deals x {args.players} seats = {games} games"
    )
    print(f"  first {firsts}/{games} = {firsts / games:.1%} (95% {low_f:.1%}-{high_f:.1%})")
    print(f"  sika  {losts}/{games} = {losts / games:.1%} (95% {low_l:.1%}-{high_l:.1%})")
    print(f"  mean result {total / games:.3f} (1 first, 0 sika)")
    if times:
        ordered = sorted(times)
        p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
        print(
            f"  {len(times)} decisions: {statistics.mean(times) * 1000:.1f} ms mean, "
            f"{p95 * 1000:.1f} ms p95 CPU per decision"
        )
    print(f"  {time.process_time() - started:.0f} s CPU in all")


if __name__ == "__main__":
    main()
