"""CPU of the advice: a hint, a "try it" verdict and the end page's costliest choice.

For every game, games at 4 players (Taitava computer players, seeds 1…``--games``)
with the visitor always taking the last option offered (so their moves often differ
from Taitava's and the end page has decisions to weigh), timed in the thread's CPU
with Django's test client, in Finnish, the shared cache emptied before each cold
request:

- ``hint``: the page of the visitor's first decisions with ``hint=1`` (one search:
  ``tutorials.advice``'s budget), minus the same page without it;
- ``end``: the finished game's page the first time (the costliest choice: two
  unwatched plays, and the weighings of at most ``costly.DECISIONS`` decisions as far
  as the request's budget goes), each request while it says the choice is still
  weighed (``end requests``: how many it took), and ``end again``: the same page once
  more (every weighing read from the shared cache);
- ``end after hints``: the end page of a game whose every decision had its hint
  asked first (every weighing kept: nothing is searched);
- ``try``: a "try it" move at every decision of each game's first example (the
  decision's search, kept for the next visitor).

    .venv/bin/python benchmarks/hints.py [--games 5]
"""

from __future__ import annotations

import argparse
import html
import os
import re
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "sika_site.settings_test")

import django  # noqa: E402

django.setup()

from django.core.cache import caches  # noqa: E402
from django.test import Client  # noqa: E402

from games.registry import find_game  # noqa: E402
from tutorials import play  # noqa: E402
from tutorials.packs import PACKS  # noqa: E402

CONTINUE = re.compile(r'class="play-continue" href="([^"#]+)')


def cpu_ms(call: Callable[[], object], cold: bool = True) -> float:
    if cold:
        caches["default"].clear()
        play.replaying._RECENT.clear()
    start = time.thread_time()
    call()
    return (time.thread_time() - start) * 1000


def finished(slug: str, seed: int) -> tuple[play.Setup, list[int]]:
    game = find_game(PACKS[slug].engine)
    setup = play.Setup(game.make_rules(game.default_preset, None), 4, seed, "taitava")
    choices: list[int] = []
    while True:
        position = play.replay(game, setup, tuple(choices), narrate=False)
        if position.state.over:
            return setup, choices
        choices.append(len(position.actions) - 1)


def line(name: str, figures: list[float]) -> str:
    ordered = sorted(figures)
    high = ordered[max(0, round(0.95 * len(ordered)) - 1)]
    unit = "" if name == "end requests" else " ms"
    return (
        f"  {name:15} n={len(figures):3}  median {statistics.median(figures):7.1f}{unit}"
        f"  p95 {high:7.1f}{unit}  max {ordered[-1]:7.1f}{unit}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5)
    args = parser.parse_args()
    client = Client()
    for slug, pack in PACKS.items():
        game = find_game(pack.engine)
        hints, ends, requests, agains, hinted_ends, tries = [], [], [], [], [], []
        url = f"/{slug}/pelaa/"
        for seed in range(1, args.games + 1):
            setup, choices = finished(slug, seed)
            for made in range(min(3, len(choices))):
                token = play.game_token(slug, game, setup, choices[:made])
                plain = cpu_ms(partial(client.get, url, {"t": token}))
                hinted = cpu_ms(partial(client.get, url, {"t": token, "hint": "1"}))
                hints.append(hinted - plain)
            token = play.game_token(slug, game, setup, choices)
            end = partial(client.get, url, {"t": token})
            address: str | None = f"{url}?t={token}"
            caches["default"].clear()
            asked = 0
            while address is not None:
                start = time.thread_time()
                page = client.get(address).content.decode()
                ends.append((time.thread_time() - start) * 1000)
                asked += 1
                more = CONTINUE.search(page)
                address = html.unescape(more.group(1)) if more else None
            requests.append(float(asked))
            agains.append(cpu_ms(end, cold=False))
            caches["default"].clear()
            for made in range(len(choices)):
                token_then = play.game_token(slug, game, setup, choices[:made])
                client.get(url, {"t": token_then, "hint": "1"})
            hinted_ends.append(cpu_ms(end, cold=False))
        example = next(e for e in pack.examples.all if len(e.games) == 1)
        scenario = pack.examples.scenario(example.games[0].scenario)
        for step in list(play.decision_steps(scenario))[:8]:
            state = play.branch(scenario, play.decision_steps(scenario)[step], None).state
            move = game.option_text(state.legal_actions()[-1].cards)
            url = f"/{slug}/esimerkit/{example.slug}/kokeile/"
            tries.append(cpu_ms(partial(client.get, url, {"step": str(step), "choice": move})))
        print(slug)
        for name, figures in (
            ("hint", hints),
            ("end", ends),
            ("end requests", requests),
            ("end again", agains),
            ("end after hints", hinted_ends),
            ("try", tries),
        ):
            print(line(name, figures))


if __name__ == "__main__":
    main()
