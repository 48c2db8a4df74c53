"""Weighs every worked example's decisions ahead, at set-up or deploy.

So no visitor's "try it" waits for a search, or gets a short one: run by
scripts/setup.sh after the figures (and so by serve-production.sh). Decisions
already weighed under the engine as it is are skipped, rows of an older engine
dropped; what the time limit leaves is queued for the worker (`manage.py worker`).
"""

from __future__ import annotations

import time

from games.registry import find_game
from tutorials import advice, play, preweigh
from tutorials.management.ahead import AheadCommand
from tutorials.packs import PACKS


class Command(AheadCommand):
    help = "Weigh the worked examples' decisions ahead (skips stored ones)."

    def handle(self, *args: object, time_limit: float, **options: object) -> None:
        deadline = time.monotonic() + time_limit
        counts = {"weighed": 0, "stored": 0, "queued": 0, "dropped": 0}
        for pack in PACKS.values():
            game = find_game(pack.engine)
            if advice.searcher(game) is None:
                continue  # nothing is searched in this game
            counts["dropped"] += preweigh.forget_old(game)
            for example in pack.examples.all:
                stem = example.games[0].scenario  # the game "try it" plays
                scenario = pack.examples.scenario(stem)
                path = pack.examples.scenarios / f"{stem}.json"
                for decision in play.decision_steps(scenario).values():
                    if preweigh.is_stored(scenario, decision):
                        counts["stored"] += 1
                    elif time.monotonic() >= deadline:
                        counts["queued"] += preweigh.ask_worker(path, scenario, decision)
                    elif preweigh.work_out(scenario, decision):
                        counts["weighed"] += 1
        if options["verbosity"]:
            self.stdout.write(
                "examples: {weighed} decisions weighed, {stored} already stored, "
                "{queued} queued for the worker, {dropped} of an older engine dropped".format(
                    **counts
                )
            )
