"""Render time of the worked-example step pages on the server.

Each example's steps are rendered with Django's test client (warm: every page
is requested once before timing), in Finnish, as a full page and as the htmx
partial; prints the median and p90 per example in milliseconds. Target: median
under 20 ms.

    .venv/bin/python benchmarks/step_page.py [--steps 60] [--repeat 1]

``--steps`` samples that many steps spread over each example (0 = all);
``--cold`` empties the rendered-page cache before each request, so the
figures are the render time of a step (the recording stays cached).
Exits with status 1 if any example's full-page median is over the target.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
# The test settings: production's middleware and templates, with a key and the test host.
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "sika_site.settings_test")

import django  # noqa: E402

django.setup()

from django.core.cache import caches  # noqa: E402
from django.test import Client  # noqa: E402

from tutorials.packs.sika.examples import EXAMPLE_SET  # noqa: E402

TARGET_MS = 20.0


def p90(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[max(0, -(-9 * len(ordered) // 10) - 1)]  # nearest rank


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--steps", type=int, default=60)
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument(
        "--cold",
        action="store_true",
        help="empty the page cache before each request: the time to render a step",
    )
    args = parser.parse_args()
    client = Client()
    over = []
    header = f"{'example':<26}{'steps':>6}{'page median':>13}{'page p90':>10}{'htmx median':>13}"
    print(header + f"{'htmx p90':>10}")
    for example in EXAMPLE_SET.all:
        total = EXAMPLE_SET.total(example)
        every = 1 if not args.steps else max(1, total // args.steps)
        urls = [f"/sika/esimerkit/{example.slug}/?step={s}" for s in range(0, total + 1, every)]
        for url in urls:  # warm: recordings, moments, templates, rendered pages
            client.get(url)
            client.get(url, headers={"HX-Request": "true"})
        timings: dict[bool, list[float]] = {False: [], True: []}
        for _ in range(args.repeat):
            for url in urls:
                for htmx in (False, True):
                    headers = {"HX-Request": "true"} if htmx else {}
                    if args.cold:
                        caches["default"].clear()
                    start = time.perf_counter()
                    response = client.get(url, headers=headers)
                    timings[htmx].append((time.perf_counter() - start) * 1000)
                    assert response.status_code == 200, url
        page, partial = timings[False], timings[True]
        print(
            f"{example.slug:<26}{total:>6}{statistics.median(page):>13.1f}{p90(page):>10.1f}"
            f"{statistics.median(partial):>13.1f}{p90(partial):>10.1f}"
        )
        if statistics.median(page) > TARGET_MS:
            over.append(example.slug)
    if over:
        print(f"over the {TARGET_MS:.0f} ms median target: {', '.join(over)}")
        raise SystemExit(1)


if __name__ == "__main__":
    main()
