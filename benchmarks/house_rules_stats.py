"""Time to produce the house-rules checklist's statistics, and to render a saved sheet.

For each rule set, at 4 players (2,000 games planned, what the checklist shows):

- full: every one of the 2,000 games played, as each process did for each cold
  request before the figures were kept (no budget, no early stop);
- cold: the figures worked out now (CPU budget, early stop) and stored;
- db: a fresh process (empty cache) reading the stored row;
- warm: from the shared cache.

Then a saved sheet's page: cold (its QR code drawn) and warm (the QR code from the
cache; the drawing alone is reported as what every render paid before).

    .venv/bin/python benchmarks/house_rules_stats.py [--repeat 3]

Runs on a throw-away in-memory database, with the tests' settings: the task that
works out figures runs at once (in production the worker, `manage.py db_worker`,
runs it). Exits with status 1 if a cold computation takes more than the
wall-clock budget plus half a second.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "sika_site.settings_test")
os.environ["DATABASE_URL"] = "sqlite://:memory:"

import django  # noqa: E402

django.setup()

from django.core.cache import cache  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.test import Client  # noqa: E402

import games  # noqa: E402
from games import sika, simulation  # noqa: E402
from tutorials import sheets  # noqa: E402
from tutorials import stats as figures  # noqa: E402
from tutorials.models import HouseRuleSheet, RuleStats  # noqa: E402
from tutorials.packs.sika import checklist as hr  # noqa: E402

PLAYERS = 4
RULE_SETS = {
    "perussika": sika.PRESETS["perussika"],
    "kotiversio": sika.PRESETS["kotiversio"],
    "no free card in hand phase": replace(sika.PERUSSIKA, hand_free_card=False),
    "kotiversio, no free card": replace(sika.PRESETS["kotiversio"], hand_free_card=False),
    "digging + free lead": replace(sika.PERUSSIKA, stalemate=sika.Stalemate.FREE_LEAD),
    "two-phase, two decks, 2 players": replace(sika.PRESETS["kaksivaiheinen"], decks=2),
}
PLAYERS_OF = {"two-phase, two decks, 2 players": 2}


def timed(rules: sika.Rules, players: int) -> tuple[float, float, float, float, figures.Stats]:
    start = time.perf_counter()
    simulation.run(
        figures.stats_rules(rules), players, figures.STATS_GAMES, 1, "random", game="sika"
    )
    full = time.perf_counter() - start
    cache.clear()
    RuleStats.objects.all().delete()
    start = time.perf_counter()
    stats = figures.statistics(rules, players, "sika", client="bench")
    cold = time.perf_counter() - start
    cache.clear()
    start = time.perf_counter()
    figures.statistics(rules, players, "sika", client="bench")
    db = time.perf_counter() - start
    start = time.perf_counter()
    warm_stats = figures.statistics(rules, players, "sika", client="bench")
    warm = time.perf_counter() - start
    assert warm_stats == stats
    return full, cold, db, warm, stats


def sheet_times(repeat: int) -> tuple[float, float, float]:
    answers = {**hr.start_answers("kotiversio"), "max_draws": "5"}
    stats = figures.statistics(hr.answers_rules("kotiversio", answers), 4, "sika", "bench")
    sheet = HouseRuleSheet.objects.create(
        game="sika",
        version=2,
        name="Mökin säännöt",
        start="kotiversio",
        answers=answers,
        players=4,
        stats=stats.as_json(),
    )
    url = f"/sika/kotisaannot/{sheet.token}/"
    client = Client()
    colds, warms, draws = [], [], []
    for _ in range(repeat):
        cache.clear()
        start = time.perf_counter()
        assert client.get(url).status_code == 200
        colds.append(time.perf_counter() - start)
        start = time.perf_counter()
        assert client.get(url).status_code == 200
        warms.append(time.perf_counter() - start)
        start = time.perf_counter()
        sheets.qr_svg(f"http://testserver{url}")
        draws.append(time.perf_counter() - start)
    return min(colds), min(warms), min(draws)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=3, help="report the best of this many")
    args = parser.parse_args()
    call_command("migrate", verbosity=0)
    call_command("createcachetable", verbosity=0)  # the rate limits' table
    figures.COMPUTE_LIMIT = 10**9  # one client asks for everything here
    compiled = getattr(games, "COMPILED", False)
    print(f"engine: {'mypyc build' if compiled else 'plain Python'}")
    print(
        f"{figures.STATS_GAMES} games planned, turn cap {figures.STATS_MAX_TURNS}, "
        f"CPU budget {figures.STATS_CPU_BUDGET} s, best of {args.repeat}"
    )
    print(f"{'rule set':<34}{'full s':>8}{'cold s':>8}{'db ms':>8}{'warm ms':>9}{'games':>7}  stop")
    over = []
    for name, rules in RULE_SETS.items():
        players = PLAYERS_OF.get(name, PLAYERS)
        runs = [timed(rules, players) for _ in range(args.repeat)]
        full = min(run[0] for run in runs)
        cold = min(run[1] for run in runs)
        db = min(run[2] for run in runs)
        warm = min(run[3] for run in runs)
        stats = runs[0][4]
        print(
            f"{name:<34}{full:>8.2f}{cold:>8.2f}{db * 1000:>8.2f}{warm * 1000:>9.2f}"
            f"{stats.games:>7}  {stats.stopped or '-'}"
        )
        if cold > figures.STATS_WALL_BUDGET + 0.5:
            over.append(name)
    cold, warm, draw = sheet_times(args.repeat)
    print(
        f"saved sheet page: cold {cold * 1000:.1f} ms (QR drawn), warm {warm * 1000:.1f} ms "
        f"(QR cached); drawing the QR code alone {draw * 1000:.1f} ms"
    )
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
