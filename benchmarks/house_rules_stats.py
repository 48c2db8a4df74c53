"""Time to produce the house-rules checklist's statistics, cold and from the cache.

For each rule set, at 4 players and 2,000 games (what the checklist shows):
cold = a cleared cache, so the engine plays every game; warm = the same call
again, served from Django's cache. Cold must stay under 2 s for perussika and
kotiversio; the slowest sets (no free card in the hand phase: the suit never
changes, so nearly every game runs to the 1,000-turn cap) are reported.

    .venv/bin/python benchmarks/house_rules_stats.py [--repeat 3]

Exits with status 1 if perussika or kotiversio is over the budget.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "sika_site.settings")

import django  # noqa: E402

django.setup()

from django.core.cache import cache  # noqa: E402

import games  # noqa: E402
from games import sika  # noqa: E402
from tutorials import house_rules as hr  # noqa: E402

PLAYERS = 4
BUDGET = 2.0
RULE_SETS = {
    "perussika": sika.PRESETS["perussika"],
    "kotiversio": sika.PRESETS["kotiversio"],
    "no free card in hand phase": replace(sika.PERUSSIKA, hand_free_card=False),
    # Two more sets that rarely end, for comparison.
    "kotiversio, no free card": replace(sika.PRESETS["kotiversio"], hand_free_card=False),
    "digging + free lead": replace(sika.PERUSSIKA, stalemate=sika.Stalemate.FREE_LEAD),
}
MUST_MEET_BUDGET = {"perussika", "kotiversio"}


def timed(rules: sika.Rules) -> tuple[float, float]:
    cache.clear()
    start = time.perf_counter()
    cold = hr.statistics(rules, PLAYERS)
    middle = time.perf_counter()
    warm = hr.statistics(rules, PLAYERS)
    end = time.perf_counter()
    assert warm == cold
    return middle - start, end - middle


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=3, help="report the best of this many")
    args = parser.parse_args()
    compiled = getattr(games, "COMPILED", False)
    print(f"engine: {'mypyc build' if compiled else 'plain Python'}")
    print(
        f"{hr.STATS_GAMES} games, {PLAYERS} players, turn cap {hr.STATS_MAX_TURNS}, "
        f"best of {args.repeat}"
    )
    print(f"{'rule set':<30}{'cold s':>9}{'warm ms':>10}{'unfinished':>12}")
    over = []
    for name, rules in RULE_SETS.items():
        runs = [timed(rules) for _ in range(args.repeat)]
        cold = min(c for c, _w in runs)
        warm = min(w for _c, w in runs)
        unfinished = hr.statistics(rules, PLAYERS).unfinished_pct
        flag = "" if cold < BUDGET else f"  over {BUDGET:.0f} s"
        print(f"{name:<30}{cold:>9.2f}{warm * 1000:>10.2f}{unfinished:>11.1f}%{flag}")
        if cold >= BUDGET and name in MUST_MEET_BUDGET:
            over.append(name)
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
