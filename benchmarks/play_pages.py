"""The heaviest "play a game" pages: bytes and server CPU, worst deals of every game.

A play page tells what happened since the visitor's previous decision, and a
deal may keep the visitor waiting for a long stretch (sika's home version with
eight 'lowest' computer players: the visitor's hand is empty or every move is
forced, and the others play on to the site's turn cap). This searches every
game × preset × player count × computer style × seeds ``0..--seeds`` (the
visitor always takes the first option) for the longest stretch without a
decision of the visitor, then asks the page at its start (plain and htmx) and
the move that leads into it (htmx), with Django's test client, in Finnish, and
prints the answer's bytes and its CPU time (``time.process_time``, the best and
the median of ``--repeat``).

Targets: no play page over 100 KB or 50 ms of CPU.

    .venv/bin/python benchmarks/play_pages.py [--seeds 60] [--top 2] [--repeat 5]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "sika_site.settings_test")

import django  # noqa: E402

django.setup()

from django.test import Client  # noqa: E402

from games.core import PlayersError  # noqa: E402
from games.registry import find_game  # noqa: E402
from tutorials import play  # noqa: E402
from tutorials.packs import PACKS  # noqa: E402
from tutorials.play.setup import capped  # noqa: E402
from tutorials.play.state import decider  # noqa: E402
from tutorials.views.play import _words  # noqa: E402

MAX_BYTES = 100_000
MAX_CPU_MS = 50.0


def longest_stretch(slug: str, setup: play.Setup) -> tuple[int, int]:
    """(events of the longest stretch without the visitor's decision, choices before it)."""
    game = find_game(PACKS[slug].engine)
    count = [0]

    def observe(event: Any, state: Any) -> None:
        count[0] += 1

    state = game.new_game(capped(setup.rules), setup.players, seed=setup.seed, observer=observe)
    policy = game.policies[setup.policy]
    best, last, choices = (0, 0), 0, 0
    while not state.over:
        if decider(state) != setup.seat:
            state.choose(policy(state))
            continue
        best = max(best, (count[0] - last, choices))
        last = count[0]
        choices += 1
        state.choose(state.legal_actions()[0])
    return max(best, (count[0] - last, choices))


def worst_deals(seeds: int, top: int) -> list[tuple[int, str, str, play.Setup, int]]:
    found: list[tuple[int, str, str, play.Setup, int]] = []
    for slug, pack in PACKS.items():
        game = find_game(pack.engine)
        mine: list[tuple[int, str, str, play.Setup, int]] = []
        for preset in pack.words.presets:
            rules = capped(game.make_rules(preset, None))
            for players in range(game.min_players, _words(pack)[2] + 1):
                try:
                    game.check_players(rules, players)
                except PlayersError:
                    continue
                for policy in game.policies:
                    for seed in range(seeds):
                        setup = play.Setup(rules, players, seed, policy)
                        events, before = longest_stretch(slug, setup)
                        mine.append((events, slug, preset, setup, before))
        mine.sort(key=lambda row: row[0], reverse=True)
        found.extend(mine[:top])
    return found


def cpu(client: Client, path: str, query: dict[str, str], repeat: int, htmx: bool) -> Any:
    """The request's CPU (a move, with its ``choice``, is a POST): its answer, best, median."""
    headers = {"HX-Request": "true"} if htmx else {}
    send = client.post if "choice" in query else client.get
    times = []
    for _ in range(repeat):
        start = time.process_time()
        answer = send(path, query, headers=headers)
        times.append((time.process_time() - start) * 1000)
    return answer, min(times), statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seeds", type=int, default=60)
    parser.add_argument("--top", type=int, default=2)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    started = time.perf_counter()
    deals = worst_deals(args.seeds, args.top)
    print(f"searched in {time.perf_counter() - started:.0f} s; site turn cap {play.MAX_TURNS}")
    client = Client()
    print(f"{'deal':<48}{'events':>7}  {'request':<6}{'bytes':>9}{'best ms':>9}{'med ms':>8}")
    worst_bytes, worst_ms = 0, 0.0
    for events, slug, preset, setup, before in deals:
        game = find_game(PACKS[slug].engine)
        path = f"/{slug}/pelaa/"
        name = f"{slug} {preset} {setup.players}p {setup.policy} {setup.seed} +{before}"
        token = play.game_token(slug, game, setup, (0,) * before)
        requests = [("page", {"t": token}, False), ("htmx", {"t": token}, True)]
        if before:
            previous = play.game_token(slug, game, setup, (0,) * (before - 1))
            shown = play.replay(game, setup, (0,) * (before - 1), window=play.WATCHED_CALLS)
            value = game.option_text(shown.actions[0].cards)
            move = {"t": previous, "move": str(before - 1), "choice": value}
            requests.append(("move", move, True))
        for kind, query, htmx in requests:
            answer, best, median = cpu(client, path, query, args.repeat, htmx)
            assert answer.status_code == 200, (kind, answer.status_code)
            worst_bytes = max(worst_bytes, len(answer.content))
            worst_ms = max(worst_ms, median)
            size = len(answer.content)
            print(f"{name:<48}{events:>7}  {kind:<6}{size:>9}{best:>9.1f}{median:>8.1f}")
    print(
        f"worst: {worst_bytes} bytes, {worst_ms:.1f} ms CPU (median); "
        f"targets {MAX_BYTES} bytes, {MAX_CPU_MS:.0f} ms"
    )


if __name__ == "__main__":
    main()
