"""Works out the figures of every preset at every player count, at set-up or deploy.

So no visitor ever waits for the figures of a starting point: run by
scripts/setup.sh (and so by serve-production.sh). Already stored figures are
skipped; what the time limit leaves is queued for the worker (`manage.py worker`).
"""

from __future__ import annotations

import time
from typing import Any

from games.core import Game, PlayersError, Rules
from games.registry import GAMES
from tutorials import stats
from tutorials.management.ahead import AheadCommand


class Command(AheadCommand):
    help = "Work out the statistics of every preset and player count (skips stored ones)."

    def handle(self, *args: Any, time_limit: float, **options: Any) -> None:
        deadline = time.monotonic() + time_limit
        counts = {"computed": 0, "stored": 0, "queued": 0}
        for name, game in GAMES.items():
            for rules in game.presets.values():
                for players in _player_counts(game, rules):
                    if stats.stored(rules, players, name):
                        counts["stored"] += 1
                    elif time.monotonic() >= deadline:
                        counts["queued"] += stats.ask_worker(rules, players, name)
                    elif stats.work_out(rules, players, name):
                        counts["computed"] += 1
        if options["verbosity"]:
            self.stdout.write(
                "figures: {computed} worked out, {stored} already stored, "
                "{queued} queued for the worker".format(**counts)
            )


def _player_counts(game: Game, rules: Rules) -> list[int]:
    """Every number of players these rules are played with (the engine says which)."""
    counts = []
    for players in range(game.min_players, rules.max_players + 1):
        try:
            game.check_players(rules, players)
        except PlayersError:
            continue
        counts.append(players)
    return counts
