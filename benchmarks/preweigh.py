"""What weighing the worked examples ahead costs, and reference searches to check it by.

``cost`` (the default): every decision of every example "try it" offers, weighed
as the worker does (``tutorials.preweigh.weigh``, nothing stored), timed in CPU:
per game the decisions, the moves, the total, the mean and the worst decision.

``reference``: searches of chosen decisions independent of the site's (worlds
from the search's own seed mixed with ``--salt``, each move in the same
``--worlds`` worlds, the whole budget), each move's mean result and how often it
lost or went out first, as shares: what a test's figures are checked against.

``verdicts``: "try it"'s hint and verdict at chosen decisions (``--at
game:example:step:choice``), before (the request's own search, the shared cache
emptied) and after the decision is weighed ahead (in a transaction rolled back),
with each request's CPU.

    .venv/bin/python benchmarks/preweigh.py [--game sika ...]
    .venv/bin/python benchmarks/preweigh.py --part reference --at sika:kaksivaiheinen:125 \\
        [--worlds 300] [--salt 1 2 3]
    .venv/bin/python benchmarks/preweigh.py --part verdicts --at sika:kaksivaiheinen:125:3D
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "sika_site.settings_test")

import django  # noqa: E402

django.setup()

from django.core.cache import cache  # noqa: E402
from django.db import transaction  # noqa: E402
from django.test import Client  # noqa: E402

from games import search  # noqa: E402
from games.registry import find_game  # noqa: E402
from tutorials import advice, play, preweigh  # noqa: E402
from tutorials.packs import PACKS  # noqa: E402


def cost(games: list[str]) -> None:
    everything = 0.0
    for slug, pack in PACKS.items():
        if games and slug not in games:
            continue
        game = find_game(pack.engine)
        times: list[tuple[float, str]] = []
        moves = 0
        for example in pack.examples.all:
            scenario = pack.examples.scenario(example.games[0].scenario)
            for step, decision in play.decision_steps(scenario).items():
                state = play.branch(scenario, decision, None).state
                began = time.process_time()
                weighed = preweigh.weigh(game, state)
                times.append((time.process_time() - began, f"{example.slug} step {step}"))
                moves += 0 if weighed is None else len(weighed.values)
        total = sum(t for t, _ in times)
        everything += total
        worst = max(times, default=(0.0, "-"))
        print(
            f"{slug}: {len(times)} decisions, {moves} moves x {preweigh.WORLDS} worlds, "
            f"CPU {total:.1f} s (mean {1000 * total / max(len(times), 1):.0f} ms, "
            f"worst {1000 * worst[0]:.0f} ms at {worst[1]})"
        )
    print(f"all: CPU {everything:.1f} s")


def reference(places: list[str], worlds: int, salts: list[int]) -> None:
    for place in places:
        slug, name, step = place.split(":")
        pack = PACKS[slug]
        game = find_game(pack.engine)
        mestari = advice.searcher(game)
        assert mestari is not None
        scenario = pack.examples.scenario(pack.examples.by_slug[name].games[0].scenario)
        state = play.branch(scenario, play.decision_steps(scenario)[int(step)], None).state
        moves = len(search.distinct(state.legal_actions()))
        for salt in salts:
            seed = search.search_seed(state) ^ salt
            found = search.sample(
                state.copy(), mestari.determinize, mestari.rollout, worlds * moves, seed
            )
            print(f"{place}, salt {salt}, {worlds} worlds a move:")
            for value in sorted(found.values, key=lambda v: -v.score):
                print(
                    f"  {game.option_text(value.action.cards):>12}  mean {value.score:.3f}  "
                    f"lost {value.lost / value.tries:6.1%}  first {value.first / value.tries:6.1%}"
                )


def _said(html: str) -> str:
    """The hint's or the verdict's words."""
    found = re.search(r'<div (?:id="play-hint"|class="try-verdict).*?</div>', html, re.S)
    return " ".join(re.sub(r"<[^>]+>", " ", found.group(0) if found else "-").split())


def verdicts(places: list[str]) -> None:
    client = Client()
    for place in places:
        slug, name, step, choice = place.split(":")
        examples = PACKS[slug].examples
        stem = examples.by_slug[name].games[0].scenario
        scenario = examples.scenario(stem)
        decision = play.decision_steps(scenario)[int(step)]
        url = f"/en/{slug}/esimerkit/{name}/kokeile/"
        with transaction.atomic():
            for when in ("before", "after"):
                if when == "after":
                    preweigh.work_out(scenario, decision)
                for asked in ({"hint": "1"}, {"choice": choice}):
                    cache.clear()
                    began = time.process_time()
                    html = client.get(url, {"step": step, **asked}).content.decode()
                    spent = 1000 * (time.process_time() - began)
                    kind = "hint" if "hint" in asked else "verdict"
                    print(f"{place} {when}, {kind} ({spent:.0f} ms CPU):")
                    print(f"  {_said(html)}")
            transaction.set_rollback(True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--part", choices=("cost", "reference", "verdicts"), default="cost")
    parser.add_argument("--game", nargs="*", default=[])
    parser.add_argument("--at", nargs="*", default=[], help="game:example:step[:choice]")
    parser.add_argument("--worlds", type=int, default=300)
    parser.add_argument("--salt", nargs="*", type=int, default=[1, 2, 3])
    options = parser.parse_args()
    if options.part == "cost":
        cost(options.game)
    elif options.part == "reference":
        reference(options.at, options.worlds, options.salt)
    else:
        verdicts(options.at)


if __name__ == "__main__":
    main()
