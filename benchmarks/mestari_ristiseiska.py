"""Mestari in ristiseiska: how often it loses in one seat against Taitava, and its CPU.

Duplicate deals with the seats rotated: each deal is played once with Mestari
in every seat (the others Taitava), so a good or bad hand counts for it and
against it equally. Prints the games, losses, the loss rate with its Wilson
95 % interval (chance: one in the number of players) and the CPU time of a
Mestari decision (mean and 95th percentile; only decisions with a choice).

Target (issue 20): four players, basic rules, the loss rate at most 20 %.
Measured with the compiled engine (``--deals 300 --seed 2``, deals not used in
tuning): 219 of 1,200 games lost, 18.2 % (95 % 16.2-20.5 %), first out 30.9 %;
CPU per decision mean 30.6 ms, p95 55.8 ms then; the same choices now cost about 6 ms mean,
9 ms p95 (compiled; plain Python about four times that).

    .venv/bin/python benchmarks/mestari_ristiseiska.py [--deals 300] [--players 4]
        [--preset ristiseiska] [--playouts N] [--seed 1]
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games import ristiseiska as rs  # noqa: E402
from games import search  # noqa: E402
from games.core import Action, Policy  # noqa: E402


def wilson(hits: int, n: int, z: float = 1.96) -> tuple[float, float]:
    p = hits / n
    middle = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return middle - half, middle + half


def mestari(playouts: int | None) -> Policy:
    if playouts is None:
        return rs.mestari_policy

    usual = rs.mestari_policy
    return search.Searcher(
        "mestari", usual.determinize, usual.rollout, playouts, usual.margin, usual.never
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--preset", default="ristiseiska")
    parser.add_argument("--playouts", type=int, default=None)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = rs.make_rules(args.preset)
    taitava = rs.POLICIES["taitava"]
    searcher = mestari(args.playouts)
    times: list[float] = []
    games = losses = firsts = 0
    for deal in range(args.deals):
        seed = rs.derive_seed(args.seed, deal)
        for seat in range(args.players):

            def chooser(state: rs.RistiseiskaState, seat: int = seat) -> Action:
                decision = state.decision
                if decision is not None and decision.player == seat:
                    if len(search.distinct(state.legal_actions())) > 1:
                        start = time.process_time()
                        action = searcher(state)
                        times.append(time.process_time() - start)
                        return action
                    return searcher(state)
                return taitava(state)

            state = rs.new_game(rules, args.players, seed=seed, policy=chooser)
            outcome = state.outcome
            assert outcome is not None
            games += 1
            losses += seat in outcome.losers
            firsts += bool(outcome.places) and seat in outcome.places[0]
    low, high = wilson(losses, games)
    times.sort()
    mean = statistics.fmean(times) * 1000 if times else 0.0
    p95 = times[int(len(times) * 0.95)] * 1000 if times else 0.0
    print(
        f"{args.preset}, {args.players} players, Mestari ({args.playouts or rs.MESTARI_PLAYOUTS} "
        f"playouts) in one seat against Taitava, {args.deals} deals x {args.players} seats"
    )
    print(
        f"games {games}  lost {losses} ({losses / games:.1%}, 95 % {low:.1%}-{high:.1%}; "
        f"chance {1 / args.players:.1%})  first {firsts} ({firsts / games:.1%})"
    )
    print(f"decisions {len(times)}  CPU ms mean {mean:.1f}  p95 {p95:.1f}")


if __name__ == "__main__":
    main()
