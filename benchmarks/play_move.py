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

Then, in each game, whole games at 4 players against three Mestari (the
searching computer player): every move of the visitor's (the first legal
option) as a browser makes it, the move and the page its 303 leads to, and
as htmx sends it, then the pages that go on while the computer players play
on (each request searches at most ``play.SEARCHES`` decisions; htmx asks for
the next at once). Printed: the server's CPU per request and per move (all
its requests; process time; mean, p95, max) and the token's length at the
end. The token records Mestari's choices, so a request searches only the
decisions after it. Target: a request's p95 under 150 ms.

    .venv/bin/python benchmarks/play_move.py [--turns 1000] [--games 3] [--repeat 20]
        [--mestari-games 3]

Exits with status 1 if a median (or a Mestari p95) is over its target.
"""

from __future__ import annotations

import argparse
import html
import os
import re
import statistics
import sys
import time
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "sika_site.settings_test")

import django  # noqa: E402

django.setup()

from django.test import Client  # noqa: E402

from games.registry import find_game  # noqa: E402
from tutorials import play  # noqa: E402
from tutorials.packs import PACKS  # noqa: E402

TARGET_MS = 20.0
MESTARI_P95_MS = 150.0
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


def _cpu_ms(
    client: Client,
    address: str,
    query: dict[str, str],
    headers: dict[str, str] | None = None,
    post: bool = False,
) -> tuple[float, Any]:
    """The server's CPU time of one request (the test client runs it in this process); a
    move is a POST."""
    start = time.process_time()
    answer = (client.post if post else client.get)(address, query, headers=headers)
    return (time.process_time() - start) * 1000, answer


def _first_legal(slug: str, token: str) -> tuple[str, int]:
    """The visitor's first legal move at the token's position (worked out off the clock)."""
    game = find_game(PACKS[slug].engine)
    setup, moves = play.read_token(slug, game, token)
    here = play.replay(game, setup, moves.choices, computer=moves.computer, narrate=False)
    return game.option_text(here.actions[0].cards), len(moves.choices)


CONTINUE = re.compile(r'class="play-continue" href="([^"#]+)')


def mestari_games(slug: str, games: int, htmx: bool) -> tuple[list[float], list[float], int]:
    """Server CPU (ms) of each request and of each visitor move (its requests: the move,
    the page it leads to, and the pages that go on while the computer players play on,
    at most ``play.SEARCHES`` searches each) in ``games`` games at 4 players against three
    Mestari, and the longest final token."""
    game = find_game(PACKS[slug].engine)
    client = Client()
    url = f"/{slug}/pelaa/"
    requests: list[float] = []
    moves: list[float] = []
    longest = 0
    partial = {"HX-Request": "true"} if htmx else None

    def follow(page: str) -> tuple[str, float]:
        """The page once the computer players have played on to a decision."""
        spent = 0.0
        while (more := CONTINUE.search(page)) is not None:
            cost, answer = _cpu_ms(client, html.unescape(more.group(1)), {}, partial)
            requests.append(cost)
            spent += cost
            page = answer.content.decode()
        return page, spent

    for seed in range(games):
        setup = play.Setup(game.make_rules(game.default_preset, None), 4, seed, "mestari")
        address = f"{url}?t={play.game_token(slug, game, setup, ())}"
        page, _ = follow(client.get(address).content.decode())  # the opening
        while True:
            token = re.findall(r'name="t" value="([^"]+)"', page)
            if not token:
                break
            choice, move = _first_legal(slug, token[0])
            query = {"t": token[0], "move": str(move), "choice": choice}
            if htmx:
                spent, answer = _cpu_ms(client, url, query, partial, post=True)
                requests.append(spent)
                page = answer.content.decode()
                pushed = answer.headers["HX-Push-Url"]
            else:
                spent, answer = _cpu_ms(client, url, query, post=True)
                pushed = answer.headers["Location"]
                more, shown = _cpu_ms(client, pushed, {})
                requests += [spent, more]
                spent += more
                page = shown.content.decode()
            page, later = follow(page)
            moves.append(spent + later)
            longest = max(longest, len(parse_qs(urlsplit(pushed).query)["t"][0]))
    return requests, moves, longest


def _p95(costs: list[float]) -> float:
    return sorted(costs)[int(0.95 * (len(costs) - 1))]


def mestari_table(games: int) -> bool:
    """Print the Mestari rows; True if a request's p95 is over the target."""
    over = False
    print(
        f"\nAgainst three Mestari, 4 players, {games} games each (server CPU, ms; a move is "
        f"its requests until the visitor's next decision, at most {play.SEARCHES} searches each):"
    )
    print(
        f"{'game':<13}{'kind':<11}{'requests':>9}{'mean':>7}{'p95':>7}{'max':>7}"
        f"{'moves':>7}{'mean':>7}{'p95':>7}{'max':>7}{'token':>7}"
    )
    for slug in sorted(PACKS):
        for htmx in (False, True):
            requests, moves, token = mestari_games(slug, games, htmx)
            kind = "htmx" if htmx else "move+page"
            print(
                f"{slug:<13}{kind:<11}{len(requests):>9}{statistics.fmean(requests):>7.1f}"
                f"{_p95(requests):>7.1f}{max(requests):>7.1f}{len(moves):>7}"
                f"{statistics.fmean(moves):>7.1f}{_p95(moves):>7.1f}{max(moves):>7.1f}{token:>7}"
            )
            over = over or _p95(requests) > MESTARI_P95_MS
    print(f"target: a request's p95 under {MESTARI_P95_MS:.0f} ms")
    return over


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--turns", type=int, default=1000)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--mestari-games", type=int, default=3)
    args = parser.parse_args()
    game = find_game("sika")
    client = Client()
    over = False
    print(f"{'turns':>6}{'choices':>9}{'token':>7}" + "".join(f"{k:>8}{'p90':>6}" for k in KINDS))
    for setup, choices in long_games(args.turns, args.games) if args.games else []:
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
            answer = client.post(URL, query)
            timings["move"].append((time.perf_counter() - start) * 1000)
            assert answer.status_code == 303, answer.status_code
            start = time.perf_counter()
            client.get(answer.headers["Location"])
            timings["page"].append((time.perf_counter() - start) * 1000)
            start = time.perf_counter()
            client.post(URL, query, headers={"HX-Request": "true"})
            timings["htmx"].append((time.perf_counter() - start) * 1000)
        row = f"{deep.turns:>6}{len(before):>9}{len(token):>7}"
        for kind in KINDS:
            median = statistics.median(timings[kind])
            p90 = sorted(timings[kind])[int(0.9 * (len(timings[kind]) - 1))]
            row += f"{median:>8.1f}{p90:>6.1f}"
            over = over or median > TARGET_MS
        print(row)
    print(f"target: median under {TARGET_MS:.0f} ms")
    if args.mestari_games:
        over = mestari_table(args.mestari_games) or over
    sys.exit(1 if over else 0)


if __name__ == "__main__":
    main()
