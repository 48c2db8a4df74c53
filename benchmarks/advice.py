"""How far the advice's pick is from the best move: regret against searches ten times larger.

For each game (its play preset, 4 players), real decisions: the visitor's seat
(seat 0) at every other decision with two or more distinct moves, in games where
the computer players play Taitava and the visitor plays Taitava (even seeds) or
Aloittelija (odd seeds), until ``--decisions`` decisions. At each decision:

- two reference searches, each ``--reference`` (10) times the advice's playouts
  (the whole budget: no settling, no limit of turns), with seeds of their own,
  independent of each other and of the advice's;
- each way of advising compared: the hint before (Mestari's own search with its
  margin: ``Searcher.weigh``), and the advice at several budgets and pick rules
  (``tutorials.advice``'s among them, marked "site").

A pick's regret is the first reference's best mean minus its mean of the pick
(on the search's scale: 1 first place, 0 a loser; the site's costliest choice
counts in the same unit). Printed per game and way: the share of decisions
whose regret is over 0.05, the mean regret, the playouts the search played
(mean) and its CPU (p50/p95, ms); and the noise floor: the same figures for the
first reference's own pick judged by the second.

    .venv/bin/python benchmarks/advice.py [--decisions 300] [--game sika ...] [--reference 10]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "sika_site.settings_test")

import django  # noqa: E402

django.setup()

from games import search  # noqa: E402
from games.core import Game  # noqa: E402
from games.registry import find_game  # noqa: E402
from tutorials import advice  # noqa: E402
from tutorials.packs import PACKS  # noqa: E402
from tutorials.play.setup import capped  # noqa: E402

PLAYERS = 4
THRESHOLD = 0.05
# The references' seeds: the search's own seed with these mixed in.
REFERENCE_SALTS = (0x5EED_0001, 0x5EED_0002)
# Each game's searcher's game (the site's way weighs as the site does, by the game).
GAME_OF: dict[int, Game] = {}


@dataclass(frozen=True)
class Way:
    """One way of advising: playouts (times Mestari's), its pick rule, a limit of turns."""

    label: str
    times: int
    margin: bool  # Mestari's margin (the rollout player's move stands within it)
    tolerance: float | None  # settling (None: the whole budget)
    capped: bool = True  # at most Mestari's turns a decision (Searcher.work)


WAYS = (
    Way("hint before: Mestari's search", 1, True, None, False),
    Way("1x, best mean, settled 0.05", 1, False, advice.TOLERANCE),
    Way("2x, best mean, settled 0.05", 2, False, advice.TOLERANCE),
    Way("4x, best mean, settled 0.05", 4, False, advice.TOLERANCE),
    Way("4x, Mestari's margin, settled", 4, True, advice.TOLERANCE),
    Way("8x, best mean, settled 0.05", 8, False, advice.TOLERANCE),
)


def site_way() -> Way:
    return Way("site", advice.PLAYOUTS, False, advice.TOLERANCE)


def decisions(game: Game, preset: str, count: int) -> list[Any]:
    """Seat 0's positions: every other one with two or more distinct moves."""
    rules = capped(game.make_rules(preset, None))
    taitava, aloittelija = game.policies["taitava"], game.policies["aloittelija"]
    found: list[Any] = []
    seed = 0
    while len(found) < count:
        state = game.new_game(rules, PLAYERS, seed=seed)
        visitor = taitava if seed % 2 == 0 else aloittelija
        real = 0
        while not state.over and len(found) < count:
            player = state.decision.player
            if player == 0 and len(search.distinct(state.legal_actions())) > 1:
                real += 1
                if real % 2 == 1:
                    found.append(state.copy())
            state.choose((visitor if player == 0 else taitava)(state))
        seed += 1
    return found


def reference(state: Any, mestari: search.Searcher, playouts: int, salt: int) -> list[float]:
    seed = search.search_seed(state) ^ salt
    found = search.sample(state, mestari.determinize, mestari.rollout, playouts, seed)
    return [v.score for v in found.values]


def advise(state: Any, mestari: search.Searcher, way: Way) -> tuple[int, int, float]:
    """The way's pick (index among the distinct moves), playouts played, CPU ms; the site's
    is ``tutorials.advice.weigh`` itself (its race and what it tops up; nothing kept)."""
    if way.label == "site":
        start = time.process_time()
        weighed = advice.weigh(GAME_OF[id(mestari)], state)
        spent = (time.process_time() - start) * 1000
        assert weighed is not None
        played = sum(v.tries for v in weighed.values)
        return list(weighed.values).index(weighed.best), played, spent
    rule = search.Rule(mestari.margin if way.margin else 0.0, mestari.never, way.tolerance)
    start = time.process_time()
    found, chosen = search.decide(
        state,
        mestari.determinize,
        mestari.rollout,
        rule,
        way.times * mestari.playouts,
        mestari.work if way.capped else None,
    )
    spent = (time.process_time() - start) * 1000
    actions = [v.action for v in found.values]
    played = len(actions) * found.values[0].tries
    return actions.index(chosen), played, spent


def regret(values: list[float], pick: int) -> float:
    return max(values) - values[pick]


def line(label: str, regrets: list[float], played: list[int], cpu: list[float]) -> str:
    over = sum(r > THRESHOLD for r in regrets) / len(regrets)
    row = f"  {label:<34} {100 * over:6.1f} % {statistics.fmean(regrets):8.4f}"
    if played:
        ordered = sorted(cpu)
        p95 = ordered[max(0, round(0.95 * len(ordered)) - 1)]
        row += f" {statistics.fmean(played):9.0f} {statistics.median(cpu):7.1f} {p95:7.1f}"
    return row


def run(slug: str, count: int, times: int, ways: tuple[Way, ...]) -> None:
    pack = PACKS[slug]
    game = find_game(pack.engine)
    mestari = advice.searcher(game)
    assert mestari is not None
    GAME_OF[id(mestari)] = game
    positions = decisions(game, pack.words.play_preset, count)
    big = times * advice.PLAYOUTS * mestari.playouts
    results: dict[str, tuple[list[float], list[int], list[float]]] = {
        way.label: ([], [], []) for way in ways
    }
    floor: list[float] = []
    for number, state in enumerate(positions, start=1):
        first = reference(state, mestari, big, REFERENCE_SALTS[0])
        second = reference(state, mestari, big, REFERENCE_SALTS[1])
        floor.append(regret(second, first.index(max(first))))
        for way in ways:
            pick, played, cpu = advise(state, mestari, way)
            regrets, plays, cpus = results[way.label]
            regrets.append(regret(first, pick))
            plays.append(played)
            cpus.append(cpu)
        if number % 50 == 0:
            print(f"  … {number} decisions", file=sys.stderr, flush=True)
    print(
        f"{slug} ({pack.words.play_preset}, {PLAYERS} players): {len(positions)} decisions, "
        f"references of {big} playouts each"
    )
    print(f"  {'way':<34} {'> 0.05':>8} {'mean':>8} {'playouts':>9} {'p50 ms':>7} {'p95 ms':>7}")
    for label, (regrets, plays, cpus) in results.items():
        print(line(label, regrets, plays, cpus))
    print(line("noise floor: two references", floor, [], []))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=300)
    parser.add_argument("--game", action="append", choices=sorted(PACKS), default=None)
    parser.add_argument("--reference", type=int, default=10)
    parser.add_argument("--site-only", action="store_true", help="only the site's advice")
    parser.add_argument("--skip-games", action="append", default=[], help="games not run")
    args = parser.parse_args()
    ways = (WAYS[0], site_way()) if args.site_only else (*WAYS, site_way())
    for slug in args.game or sorted(PACKS):
        if slug not in args.skip_games:
            run(slug, args.decisions, args.reference, ways)


if __name__ == "__main__":
    main()
