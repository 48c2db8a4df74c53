"""The worst requests the work budget allows: their CPU beside a static page (figures only).

Every request runs through Django's test client in this process, timed in the
thread's CPU, with the shared cache (pages, kept searches) emptied first: each
request does its whole work. Two parts:

1. ``largest``: the largest any-game pages and play starts the forms allow
   (cold: the game played and recorded; then warm), with their wall time, peak
   of Python allocations and the step cache's size.
2. ``walk``: every option the forms allow, one at a time from each preset (every
   choice of a choice; a number at its lowest and highest, a series' target at
   the largest the start form takes), at 2, 4 and the most players, against
   Mestari: the start, the pages of the first ``--moves`` moves (the move, the
   page it leads to, the pages that go on while the computer players play on),
   a hint at each of those decisions, and the end page of a finished game
   (the visitor taking the last move offered, so the costliest choice has
   decisions to weigh; against Taitava, which finishes quickly: the weighing is
   the same), asked again while it says the choice is still weighed (each time
   with what the times before kept). Then "try it" at every decision of every
   worked example: the decision with a hint, and a move other than the
   example's (the verdict).

Printed for the walk: per request kind the requests, p50, p95 and the worst CPU
with the address's rules, beside ``/bench/static/`` (a page with no work behind
it) timed throughout the same run. Target: no request over 200 ms.

    .venv/bin/python benchmarks/budget.py [--part largest|walk|try] [--game G ...] [--moves 3]

``--part try`` times only the walk's "try it" requests.
"""

from __future__ import annotations

import argparse
import html
import os
import re
import statistics
import sys
import time
import tracemalloc
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "benchmarks.bench_test_settings")

import django  # noqa: E402

django.setup()

from sika_site.warm import warm  # noqa: E402

warm()  # as gunicorn's web processes start (gunicorn.conf.py)

from django.core.cache import caches  # noqa: E402
from django.test import Client  # noqa: E402

from games.core import Game, PlayersError, RulesError  # noqa: E402
from games.options import Kind  # noqa: E402
from games.registry import find_game  # noqa: E402
from tutorials import budget, play, stepper  # noqa: E402
from tutorials.any_game import option_codes  # noqa: E402
from tutorials.packs import PACKS  # noqa: E402
from tutorials.packs.base import GamePack  # noqa: E402
from tutorials.views.play_moves import words  # noqa: E402

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
TARGET_MS = 200.0
STATIC = "/bench/static/?bytes=30000"
CONTINUE = re.compile(r'class="play-continue" href="([^"#]+)')
TOKEN = re.compile(r'name="t" value="([^"]+)"')
# The seed of the finished games whose end pages are timed.
END_SEED = 3


def cold() -> None:
    """Every cache a request could find its work in, emptied."""
    stepper.recording.cache_clear()
    budget._allowed.cache_clear()
    budget._tried.cache_clear()
    play.replaying._RECENT.clear()
    caches["default"].clear()


def measure(
    client: Client, url: str, *, cold_start: bool, traced: bool = False
) -> tuple[int, float, float, float]:
    """Status, CPU ms, wall ms and (``traced``) the peak MB of Python allocations."""
    if cold_start:
        cold()
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


def largest(client: Client) -> None:
    print(f"budget: {budget.MAX_TURNS} turns a request, cache {budget.CACHE_BYTES >> 20} MB")
    print(f"{'request':<38}{'status':>7}{'cold CPU ms':>12}{'wall ms':>9}{'peak MB':>9}", end="")
    print(f"{'warm CPU ms':>12}{'cache MB':>9}")
    for name, url in REQUESTS:
        *_measured, peak = measure(client, url, cold_start=True, traced=True)
        status, cpu, wall, _peak = measure(client, url, cold_start=True)
        kept = stepper.recording.cache_info().size / 2**20
        _status, warm, _wall, _peak = measure(client, url, cold_start=False)
        print(f"{name:<38}{status:>7}{cpu:>12.0f}{wall:>9.0f}{peak:>9.1f}{warm:>12.0f}{kept:>9.1f}")
    game = find_game("ristiseiska")
    rules = game.make_rules("pisteet", {"scoring": "count", "target": 328})
    start = time.thread_time()
    turns = budget.turns_played(game, rules, 8, 7, game.default_policy)
    trial = (time.thread_time() - start) * 1000
    print(f"trial run of the largest series: {turns} turns, {trial:.1f} ms CPU")


# --- part 2: the walk ---------------------------------------------------------------


class Timings:
    """Each request's CPU by kind, the worst one's address, and the static page's."""

    def __init__(self, client: Client) -> None:
        self.client = client
        self.cpu: dict[str, list[float]] = defaultdict(list)
        self.worst: dict[str, tuple[float, str]] = {}
        self.static: list[float] = []

    def get(
        self,
        kind: str,
        url: str,
        label: str,
        keep: bool = False,
        data: dict[str, Any] | None = None,
        **headers: str,
    ) -> Any:
        """Time a GET of ``url`` (with ``data``: a POST of it, as a move is)."""
        if not keep:  # the request's whole work (``keep``: what the requests before kept)
            caches["default"].clear()
        start = time.thread_time()
        if data is None:
            answer = self.client.get(url, headers=headers or None)
        else:
            answer = self.client.post(url, data, headers=headers or None)
        spent = (time.thread_time() - start) * 1000
        self.cpu[kind].append(spent)
        if spent > self.worst.get(kind, (-1.0, ""))[0]:
            self.worst[kind] = (spent, label)
        if len(self.cpu[kind]) % 10 == 0:
            self.baseline()
        return answer

    def baseline(self) -> None:
        start = time.thread_time()
        self.client.get(STATIC)
        self.static.append((time.thread_time() - start) * 1000)

    def report(self) -> None:
        self.baseline()
        ordered = sorted(self.static)
        print(
            f"static page {STATIC}: n={len(ordered)} p50 {statistics.median(ordered):.1f} ms "
            f"p95 {ordered[int(0.95 * (len(ordered) - 1))]:.1f} ms max {ordered[-1]:.1f} ms"
        )
        print(f"{'kind':<10}{'requests':>9}{'p50 ms':>8}{'p95 ms':>8}{'max ms':>8}  worst")
        for kind, values in self.cpu.items():
            ordered = sorted(values)
            p95 = ordered[int(0.95 * (len(ordered) - 1))]
            print(
                f"{kind:<10}{len(ordered):>9}{statistics.median(ordered):>8.1f}{p95:>8.1f}"
                f"{ordered[-1]:>8.1f}  {self.worst[kind][1]}"
            )
        over = [k for k, v in self.cpu.items() if max(v) > TARGET_MS]
        print(
            f"target: every request under {TARGET_MS:.0f} ms CPU: "
            + ("met" if not over else "MISSED by " + ", ".join(over))
        )


def largest_target(game: Game, preset: str, changes: dict[str, str], players: int) -> int | None:
    """The largest series target the play form takes against Mestari (None: none fits)."""
    spec = next(s for s in game.options if s.key == "target")
    overrides = {**changes, "target": str(spec.high)}
    try:
        rules = game.make_rules(preset, overrides)
        game.check_players(rules, players)
    except (RulesError, PlayersError):
        return None
    limit = budget.play_turns(game, "mestari")
    policy = play.RECORDED.get("mestari", "mestari")
    allowed = budget.allowed_values(
        game, preset, overrides, players, budget.TRIAL_SEED, policy, limit
    )
    return allowed.get("target")


def configs(pack: GamePack, game: Game) -> Iterator[tuple[str, dict[str, str], int]]:
    """Each preset as it is and with one option changed, at 2, 4 and the most players."""
    most = words(pack)[2]
    for preset in pack.words.presets:
        changes: list[dict[str, str]] = [{}]
        for spec in game.options:
            if spec.key == "max_turns":
                continue
            codes = option_codes(spec)
            if spec.key == "target":
                codes = ("largest",)
            elif not codes or spec.kind in (Kind.INT, Kind.OPTIONAL_INT):
                codes = (str(spec.low), str(spec.high))
            changes += [{spec.key: code} for code in codes if code != "none"]
        for change in changes:
            for players in sorted({2, 4, most}):
                if "target" in change:
                    target = largest_target(game, preset, {"end": "first_out"}, players)
                    if target is None:
                        continue
                    change = {"end": "first_out", "target": str(target)}
                try:
                    rules = game.make_rules(preset, change)
                    game.check_players(rules, players)
                except (RulesError, PlayersError):
                    continue
                yield preset, change, players


def last_option(slug: str, token: str) -> tuple[str, int] | None:
    """The last move offered at the token's position (None: nobody at the device decides)."""
    game = find_game(PACKS[slug].engine)
    setup, moves = play.read_token(slug, game, token)
    here = play.replay(game, setup, moves.choices, computer=moves.computer, narrate=False)
    if not here.actions:
        return None
    return game.option_text(here.actions[-1].cards), len(moves.choices)


def follow(timings: Timings, page: str, label: str) -> str:
    while (more := CONTINUE.search(page)) is not None:
        page = timings.get("play", html.unescape(more.group(1)), label).content.decode()
    return page


def walk_game(timings: Timings, slug: str, moves: int) -> int:
    """One game's configurations; how many the start form refused."""
    pack = PACKS[slug]
    game = find_game(pack.engine)
    refused = 0
    url = f"/{slug}/pelaa/"
    for preset, change, players in configs(pack, game):
        label = f"{slug} {preset} {players}p " + " ".join(f"{k}={v}" for k, v in change.items())
        query = {"start": "1", "preset": preset, "players": str(players), **change}
        budget._tried.cache_clear()
        budget._allowed.cache_clear()
        started = timings.get("start", f"{url}?{urlencode({**query, 'policy': 'mestari'})}", label)
        if started.status_code != 303:
            refused += 1
            continue
        page = follow(
            timings, timings.get("play", started["Location"], label).content.decode(), label
        )
        for _ in range(moves):
            token = TOKEN.findall(page)
            if not token:
                break
            address = f"{url}?t={token[0]}"
            play.replaying._RECENT.clear()
            timings.get("hint", f"{address}&hint=1", label)
            offered = last_option(slug, token[0])
            if offered is None:
                break
            choice, made = offered
            # A move is a POST (its answer a 303 to the position it reached).
            form = {"t": token[0], "move": str(made), "choice": choice}
            moved = timings.get("play", url, label, data=form)
            if moved.status_code != 303:
                break
            page = timings.get("play", moved["Location"], label).content.decode()
            page = follow(timings, page, label)
        end_page(timings, slug, game, preset, change, players, label)
    return refused


def end_page(
    timings: Timings,
    slug: str,
    game: Game,
    preset: str,
    change: dict[str, str],
    players: int,
    label: str,
) -> None:
    """A finished game against Taitava, the visitor taking the last move offered."""
    rules = play.setup.capped(game.make_rules(preset, change))
    setup = play.Setup(rules, players, END_SEED, "taitava")
    choices: list[int] = []
    while True:
        here = play.replay(game, setup, tuple(choices), narrate=False)
        if here.state.over:
            break
        choices.append(len(here.actions) - 1)
    token = play.game_token(slug, game, setup, choices)
    play.replaying._RECENT.clear()
    page = timings.get("end", f"/{slug}/pelaa/?t={token}", label, keep=True).content.decode()
    while (more := CONTINUE.search(page)) is not None:  # the costliest choice still weighed
        page = timings.get("end", html.unescape(more.group(1)), label, keep=True).content.decode()


def try_it(timings: Timings, slug: str) -> None:
    pack = PACKS[slug]
    game = find_game(pack.engine)
    for example in pack.examples.all:
        scenario = pack.examples.scenario(example.games[0].scenario)
        steps = play.decision_steps(scenario)
        url = f"/{slug}/esimerkit/{example.slug}/kokeile/"
        for step, decision in steps.items():
            label = f"{slug} {example.slug} step {step}"
            timings.get("try hint", f"{url}?step={step}&hint=1", label)
            state = play.branch(scenario, decision, None).state
            move = game.option_text(state.legal_actions()[-1].cards)
            timings.get("try", f"{url}?{urlencode({'step': step, 'choice': move})}", label)


def walk(client: Client, slugs: list[str], moves: int) -> None:
    timings = Timings(client)
    for slug in slugs:
        started = time.perf_counter()
        refused = walk_game(timings, slug, moves)
        try_it(timings, slug)
        print(
            f"{slug}: walked in {time.perf_counter() - started:.0f} s; "
            f"{refused} configurations refused by the start form",
            file=sys.stderr,
            flush=True,
        )
    timings.report()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--part", choices=("largest", "walk", "try"), action="append", default=None)
    parser.add_argument("--game", action="append", choices=sorted(PACKS), default=None)
    parser.add_argument("--moves", type=int, default=3)
    args = parser.parse_args()
    client = Client()
    client.get("/")  # imports and templates loaded before timing
    parts = args.part or ["largest", "walk"]
    if "largest" in parts:
        largest(client)
    if "walk" in parts:
        walk(client, args.game or sorted(PACKS), args.moves)
    elif "try" in parts:  # "try it" alone: the hint and the verdict at every decision
        timings = Timings(client)
        for slug in args.game or sorted(PACKS):
            try_it(timings, slug)
        timings.report()


if __name__ == "__main__":
    main()
