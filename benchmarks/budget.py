"""The worst requests the work budget allows: their time and memory (figures, not asserts).

Each request runs through Django's test client with the page and step caches
emptied first (cold: the game is played and recorded), then once more warm
(the recording cached). Prints CPU and wall milliseconds, the peak of Python
allocations during the request (tracemalloc), the turns the game played and
the step cache's bytes after it.

    .venv/bin/python benchmarks/budget.py
"""

from __future__ import annotations

import os
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "sika_site.settings_test")

import django  # noqa: E402

django.setup()

from django.core.cache import caches  # noqa: E402
from django.test import Client  # noqa: E402

from games.registry import find_game  # noqa: E402
from tutorials import budget, stepper  # noqa: E402

SERIES = "/ristiseiska/peli/?preset=pisteet&scoring=count&players=8&seed=7&target="
PLAY = "/ristiseiska/pelaa/?preset=pisteet&players=8&policy=heuristic&start=1&target="
# The longest games the any-game form allows: every game to its turn limit or a series
# to the largest target the budget takes.
REQUESTS = (
    ("any-game: the blocker, refused", SERIES + "5000"),
    ("any-game: largest series target", SERIES + "328"),
    ("any-game: largest series, a late step", SERIES + "328&step=11000"),
    ("any-game: sika to 5,000 turns", "/sika/peli/?hand_free_card=false&players=8&seed=1"),
    ("any-game: siantappo, 6 players", "/siantappo/peli/?players=6&seed=1"),
    ("play: target 100000, refused", PLAY + "100000"),
    ("play: largest target, start", PLAY + "2007"),
)


def measure(
    client: Client, url: str, *, cold: bool, traced: bool = False
) -> tuple[int, float, float, float]:
    """Status, CPU ms, wall ms and (``traced``) the peak MB of Python allocations."""
    if cold:
        stepper.recording.cache_clear()
        budget._allowed.cache_clear()  # a refused address's allowed values, remembered
        budget._tried.cache_clear()
    caches["default"].clear()
    if traced:
        tracemalloc.start()
    cpu, wall = time.thread_time(), time.perf_counter()
    response = client.get(url)
    if response.status_code == 303:  # a play start: the game's first page
        response = client.get(response["Location"])
    cpu, wall = time.thread_time() - cpu, time.perf_counter() - wall
    peak = 0
    if traced:
        _now, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
    return response.status_code, cpu * 1000, wall * 1000, peak / 2**20


def main() -> None:
    client = Client()
    client.get("/")  # imports and templates loaded before timing
    print(f"budget: {budget.MAX_TURNS} turns a request, cache {budget.CACHE_BYTES >> 20} MB")
    print(f"{'request':<38}{'status':>7}{'cold CPU ms':>12}{'wall ms':>9}{'peak MB':>9}", end="")
    print(f"{'warm CPU ms':>12}{'cache MB':>9}")
    for name, url in REQUESTS:
        *_measured, peak = measure(client, url, cold=True, traced=True)
        status, cpu, wall, _peak = measure(client, url, cold=True)
        kept = stepper.recording.cache_info().size / 2**20
        _status, warm, _wall, _peak = measure(client, url, cold=False)
        print(f"{name:<38}{status:>7}{cpu:>12.0f}{wall:>9.0f}{peak:>9.1f}{warm:>12.0f}{kept:>9.1f}")
    game = find_game("ristiseiska")
    rules = game.make_rules("pisteet", {"scoring": "count", "target": 328})
    start = time.thread_time()
    turns = budget.turns_played(game, rules, 8, 7, game.default_policy)
    trial = (time.thread_time() - start) * 1000
    print(f"trial run of the largest series: {turns} turns, {trial:.1f} ms CPU")


if __name__ == "__main__":
    main()
