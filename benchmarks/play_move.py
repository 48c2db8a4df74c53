"""Server time of one move in "play a game", deep into a long game.

Each move replays the game from the deal (the token holds only the seed and
the visitor's choices), so the cost grows with the game's length. This finds
sika games of at least ``--turns`` turns (the home version with random
computer players runs longest), plays each to its visitor's last decision,
and times with Django's test client, in Finnish:

- ``move``: the visitor's choice without JavaScript (read the token, replay,
  check the move, seal the new token, answer 303);
- ``page``: the page that 303 leads to (the position the move reached, kept in the
  process's small LRU: narrate and draw the table; a miss replays like ``htmx``);
- ``htmx``: the same move as htmx sends it (one request: replay, check, play
  on, narrate, the partial): what a move costs with JavaScript.

Target: each request's median under 20 ms at 1,000 turns.

    .venv/bin/python benchmarks/play_move.py [--turns 1000] [--games 3] [--repeat 20]

Exits with status 1 if a median is over the target.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "sika_site.settings_test")

import django  # noqa: E402

django.setup()

from django.test import Client  # noqa: E402

from games.registry import find_game  # noqa: E402
from tutorials import play  # noqa: E402

TARGET_MS = 20.0
KINDS = ("move", "page", "htmx")
URL = "/sika/pelaa/"


def long_games(turns: int, games: int) -> list[tuple[play.Setup, list[int]]]:
    """Setups whose game, the visitor always taking the first option, lasts ``turns``+."""
    game = find_game("sika")
    rules = game.make_rules("kotiversio", {"max_turns": play.MAX_TURNS})
    found = []
    for players in (6, 5, 4):
        for seed in range(5000):
            state = game.new_game(rules, players, seed=seed)
            policy = game.policies["random"]
            choices: list[int] = []
            while not state.over:
                actions = state.legal_actions()
                if actions[0].player == 0:
                    choices.append(0)
                    state.choose(actions[0])
                else:
                    state.choose(policy(state))
            if state.turns >= turns and choices:
                found.append((play.Setup(rules, players, seed, "random"), choices))
                print(f"game: {players} players, {state.turns} turns, {len(choices)} choices")
                if len(found) == games:
                    return found
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--turns", type=int, default=1000)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()
    game = find_game("sika")
    client = Client()
    over = False
    print(f"{'turns':>6}{'choices':>9}{'token':>7}" + "".join(f"{k:>8}{'p90':>6}" for k in KINDS))
    for setup, choices in long_games(args.turns, args.games):
        before = choices[:-1]  # the position of the last decision
        token = play.game_token("sika", game, setup, before)
        deep = play.replay(game, setup, before).state
        page = client.get(URL, {"t": token}).content.decode()
        value = re.search(r'name="choice" value="([^"]+)"', page)
        assert value is not None, "the position has no choice"
        query = {"t": token, "move": str(len(before)), "choice": value.group(1)}
        timings: dict[str, list[float]] = {kind: [] for kind in KINDS}
        for _ in range(args.repeat):
            start = time.perf_counter()
            answer = client.get(URL, query)
            timings["move"].append((time.perf_counter() - start) * 1000)
            assert answer.status_code == 303, answer.status_code
            start = time.perf_counter()
            client.get(answer.headers["Location"])
            timings["page"].append((time.perf_counter() - start) * 1000)
            start = time.perf_counter()
            client.get(URL, query, headers={"HX-Request": "true"})
            timings["htmx"].append((time.perf_counter() - start) * 1000)
        row = f"{deep.turns:>6}{len(before):>9}{len(token):>7}"
        for kind in KINDS:
            median = statistics.median(timings[kind])
            p90 = sorted(timings[kind])[int(0.9 * (len(timings[kind]) - 1))]
            row += f"{median:>8.1f}{p90:>6.1f}"
            over = over or median > TARGET_MS
        print(row)
    print(f"target: median under {TARGET_MS:.0f} ms")
    sys.exit(1 if over else 0)


if __name__ == "__main__":
    main()
