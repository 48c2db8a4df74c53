"""The bot bench: every computer level against the others, in every game.

One level in one seat against another level in every other seat (one-vs-rest),
each deal played once per seat with the seats turned one on (duplicate deals,
``games.simulation.run_mixed``), so both sides meet the same cards from every
seat. Every pairing of ``games.core.LEVELS`` plays:

- the main table: each game's default preset at 4 players, ``--deals`` deals;
- beside it 2 and 6 players (where the rules allow), ``--side-deals`` deals;
- every other preset at 4 players, the levels against Aloittelija only
  (the site's "How much is skill?"), ``--preset-deals`` deals.

Printed: the plan and its expected duration (from a short calibration), then a
row per pairing as it finishes (win and loss rates with Wilson 95 % intervals,
mean place, time per game), and the figures file the site reads
(``tutorials/data/skill.json``, no dates: a rerun diffs cleanly) is rewritten
after every pairing. ``--resume`` keeps the pairings the file already has with
the same deals, so an interrupted run goes on where it stopped.

    .venv/bin/python benchmarks/bots.py [--deals 1000] [--side-deals 200]
        [--preset-deals 200] [--jobs 2] [--game G ...] [--players 4 ...]
        [--levels L ...] [--pairs mestari:taitava ...] [--out PATH] [--resume] [--estimate]
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games import simulation  # noqa: E402
from games.core import LEVELS, Game, PlayersError  # noqa: E402
from games.options import rules_to_dict  # noqa: E402
from games.registry import GAMES  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tutorials" / "data" / "skill.json"
VERSION = 1
SEED = 1
CHUNK = 10  # deals a worker plays at a time: small, so both cores stay busy to the end
MAIN_PLAYERS = 4
SIDE_PLAYERS = (2, 6)
BASE = LEVELS[0]  # Aloittelija: the yardstick of the presets' rows
Z = 1.959964  # 95 %


def wilson(hits: int, tries: int) -> tuple[float, float]:
    """Wilson's 95 % score interval for a share of ``hits`` in ``tries``."""
    if not tries:
        return (0.0, 1.0)
    share = hits / tries
    centre = share + Z * Z / (2 * tries)
    spread = Z * math.sqrt(share * (1 - share) / tries + Z * Z / (4 * tries * tries))
    scale = 1 + Z * Z / tries
    return (round((centre - spread) / scale, 4), round((centre + spread) / scale, 4))


@dataclass(frozen=True)
class Cell:
    """One pairing: ``hero`` in one seat, ``field`` in the others."""

    game: str
    preset: str
    players: int
    hero: str
    field: str
    deals: int

    @property
    def seats(self) -> list[str]:
        return [self.hero] + [self.field] * (self.players - 1)

    @property
    def key(self) -> tuple[str, str, int, str, str]:
        return (self.game, self.preset, self.players, self.hero, self.field)

    def label(self) -> str:
        return f"{self.game}/{self.preset} {self.players}p {self.hero} vs {self.field}"


def _allowed(game: Game, rules: Any, players: int) -> bool:
    try:
        game.check_players(rules, players)
    except PlayersError:
        return False
    return True


def levels(game: Game, wanted: Sequence[str] = LEVELS) -> list[str]:
    """The levels wanted that this engine has (Mestari arrives engine by engine)."""
    return [level for level in LEVELS if level in wanted and level in game.policies]


def _rank(cell: Cell) -> tuple[bool, int, int]:
    """The stronger level in the one seat first; the searching level in many seats (the
    costliest) last."""
    return (cell.field == LEVELS[-1], -LEVELS.index(cell.hero), -LEVELS.index(cell.field))


def plan(args: argparse.Namespace) -> list[Cell]:
    """Every pairing to play, the most wanted first: the main table, pairing by pairing
    across the games (Mestari against Taitava first), then the rest."""
    cells: list[Cell] = []
    names = args.game or list(GAMES)
    for name in names:
        game = GAMES[name]
        ours = levels(game, args.levels)
        pairs = [(h, f) for h in reversed(ours) for f in ours if h != f]
        if args.pairs:
            pairs = [pair for pair in pairs if ":".join(pair) in args.pairs]
        rules = game.presets[game.default_preset]
        for players in [MAIN_PLAYERS, *SIDE_PLAYERS]:
            if players not in args.players or not _allowed(game, rules, players):
                continue
            deals = args.deals if players == MAIN_PLAYERS else args.side_deals
            for hero, field_ in pairs:
                cells.append(Cell(name, game.default_preset, players, hero, field_, deals))
        if MAIN_PLAYERS not in args.players:
            continue
        for preset, rules in game.presets.items():
            if preset == game.default_preset or not _allowed(game, rules, MAIN_PLAYERS):
                continue
            for hero, field_ in pairs:
                if field_ == BASE:
                    cells.append(Cell(name, preset, MAIN_PLAYERS, hero, BASE, args.preset_deals))
    main = [c for c in cells if c.players == MAIN_PLAYERS and c.preset == _default(c)]
    rest = [c for c in cells if c not in main]
    return sorted(main, key=_rank) + sorted(rest, key=lambda c: (c.preset != _default(c), _rank(c)))


def _default(cell: Cell) -> str:
    return GAMES[cell.game].default_preset


# ---------------------------------------------------------------------------
# The work: chunks of deals, played in worker processes


@dataclass
class Result:
    """A pairing's tallies as the chunks come in."""

    cell: Cell
    hero: simulation.Tally = field(default_factory=simulation.Tally)
    rest: simulation.Tally = field(default_factory=simulation.Tally)
    games: int = 0
    unfinished: int = 0
    seconds: float = 0.0  # worker CPU time, summed over chunks
    chunks: int = 0


def chunks(cell: Cell) -> Iterator[tuple[Cell, int, int]]:
    """(cell, chunk number, deals in it): chunk ``c`` deals from seed ``SEED * 10**6 + c``,
    so every pairing of a game, preset and player count plays the same deals."""
    for number, start in enumerate(range(0, cell.deals, CHUNK)):
        yield (cell, number, min(CHUNK, cell.deals - start))


def play_chunk(work: tuple[Cell, int, int]) -> tuple[Cell, dict[str, Any], float]:
    cell, number, deals = work
    game = GAMES[cell.game]
    rules = game.presets[cell.preset]
    start = time.process_time()
    mixed = simulation.run_mixed(
        rules, cell.seats, deals, SEED * 10**6 + number, rotate=True, game=cell.game
    )
    spent = time.process_time() - start
    tallies = mixed.tallies
    data = {
        "hero": tallies[cell.hero],
        "field": tallies[cell.field],
        "games": mixed.games,
        "unfinished": mixed.unfinished,
    }
    return cell, data, spent


def side_json(tally: simulation.Tally) -> dict[str, Any]:
    return {
        **tally.as_json(),
        "win_rate": round(tally.wins / tally.games, 4),
        "win_interval": list(wilson(tally.wins, tally.games)),
        "loss_rate": round(tally.losses / tally.games, 4),
        "loss_interval": list(wilson(tally.losses, tally.games)),
    }


def cell_json(result: Result) -> dict[str, Any]:
    cell = result.cell
    game = GAMES[cell.game]
    return {
        "game": cell.game,
        "preset": cell.preset,
        "players": cell.players,
        "hero": cell.hero,
        "field": cell.field,
        "deals": cell.deals,
        "games": result.games,
        "unfinished": result.unfinished,
        "rules": rules_to_dict(game.options, game.presets[cell.preset]),
        "hero_figures": side_json(result.hero),
        "field_figures": side_json(result.rest),
    }


# ---------------------------------------------------------------------------
# The expected duration: each level's cost per seat, from a few games


def _timed(cell: Cell, seats: list[str], deals: int) -> float:
    game = GAMES[cell.game]
    start = time.process_time()
    simulation.run_mixed(game.presets[cell.preset], seats, deals, SEED, game=cell.game)
    return (time.process_time() - start) / deals


def calibrate(cells: list[Cell]) -> tuple[dict[tuple[str, str, int, str], float], float]:
    """CPU seconds one seat of a level adds to a game, and the wall-clock seconds a CPU
    second took meanwhile (over 1 on a busy machine). The cheap levels are timed alone
    at the table; the searching one in a single seat among skilled players (one deal),
    less what those cost."""
    costs: dict[tuple[str, str, int, str], float] = {}
    cpu_start, wall_start = time.process_time(), time.perf_counter()
    for cell in cells:
        base = (cell.game, cell.preset, cell.players)
        for level in sorted({cell.hero, cell.field}, key=LEVELS.index):
            if (*base, level) in costs:
                continue
            if level != LEVELS[-1]:
                costs[(*base, level)] = _timed(cell, [level] * cell.players, 20) / cell.players
                continue
            others = costs.get((*base, LEVELS[1])) or (
                _timed(cell, [LEVELS[1]] * cell.players, 20) / cell.players
            )
            table = _timed(cell, [level] + [LEVELS[1]] * (cell.players - 1), 1)
            costs[(*base, level)] = max(table - (cell.players - 1) * others, others)
    cpu = time.process_time() - cpu_start
    return costs, (time.perf_counter() - wall_start) / cpu if cpu > 0 else 1.0


def expected(cell: Cell, costs: dict[tuple[str, str, int, str], float]) -> float:
    """CPU seconds a pairing should take: its games × what its seats cost."""
    base = (cell.game, cell.preset, cell.players)
    per_game = costs[(*base, cell.hero)] + (cell.players - 1) * costs[(*base, cell.field)]
    return cell.deals * cell.players * per_game


# ---------------------------------------------------------------------------
# The figures file and the table


def load(path: Path) -> dict[tuple[str, str, int, str, str], dict[str, Any]]:
    if not path.is_file():
        return {}
    data = json.loads(path.read_text(encoding="utf-8"))
    if data.get("version") != VERSION:
        return {}
    return {(c["game"], c["preset"], c["players"], c["hero"], c["field"]): c for c in data["cells"]}


def write(path: Path, cells: dict[tuple[str, str, int, str, str], dict[str, Any]]) -> None:
    data = {
        "version": VERSION,
        "about": "benchmarks/bots.py: one level in one seat against another in the others, "
        "every deal played once per seat (duplicate deals); Wilson 95 % intervals",
        "seed": SEED,
        "levels": list(LEVELS),
        "cells": [cells[key] for key in sorted(cells)],
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(".tmp")
    temporary.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    temporary.replace(path)


HEAD = (
    f"{'pairing':<50} {'deals':>5} {'games':>6}  {'wins %':>18} {'losses %':>18} "
    f"{'place':>5}  {'others: wins %':>14} {'losses %':>8} {'place':>5} {'ms/game':>8}"
)


def _share(tally: simulation.Tally, hits: int) -> str:
    low, high = wilson(hits, tally.games)
    return f"{100 * hits / tally.games:5.1f} [{100 * low:4.1f}–{100 * high:4.1f}]"


def row(result: Result) -> str:
    hero, rest = result.hero, result.rest
    return (
        f"{result.cell.label():<50} {result.cell.deals:>5} {result.games:>6}  "
        f"{_share(hero, hero.wins):>18} {_share(hero, hero.losses):>18} {hero.mean_place:>5.2f}  "
        f"{100 * rest.wins / rest.games:>14.1f} {100 * rest.losses / rest.games:>8.1f} "
        f"{rest.mean_place:>5.2f} {1000 * result.seconds / result.games:>8.1f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=1000, help="main table (4 players)")
    parser.add_argument("--side-deals", type=int, default=200, help="2 and 6 players")
    parser.add_argument("--preset-deals", type=int, default=200, help="other presets")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--game", action="append", choices=list(GAMES), default=None)
    parser.add_argument("--players", type=int, nargs="+", default=[MAIN_PLAYERS, *SIDE_PLAYERS])
    parser.add_argument("--levels", nargs="+", choices=LEVELS, default=list(LEVELS))
    parser.add_argument(
        "--pairs", nargs="+", default=None, metavar="HERO:FIELD", help="only these pairings"
    )
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--resume", action="store_true", help="keep pairings already written")
    parser.add_argument("--estimate", action="store_true", help="print the plan and stop")
    args = parser.parse_args()
    if min(args.deals, args.side_deals, args.preset_deals, args.jobs) < 1:
        parser.error("--deals, --side-deals, --preset-deals and --jobs must be at least 1")
    stored = load(args.out)
    cells = plan(args)
    if args.resume:
        cells = [c for c in cells if stored.get(c.key, {}).get("deals") != c.deals]
    for name in args.game or list(GAMES):
        missing = [level for level in LEVELS if level not in GAMES[name].policies]
        if missing:
            print(f"{name}: no {', '.join(missing)} in this engine yet; left out")
    print(f"{len(cells)} pairings to play with {args.jobs} processes; calibrating…", flush=True)
    costs, slowdown = calibrate(cells)
    total = 0.0
    for cell in cells:
        seconds = expected(cell, costs)
        total += seconds
        print(f"  {cell.label():<50} {cell.deals:>5} deals  ~{seconds / 60:6.1f} CPU min")
    minutes = total / args.jobs * max(slowdown, 1.0) / 60
    print(
        f"expected duration: ~{minutes:.0f} min ({total / 60:.0f} CPU min over {args.jobs} "
        f"processes; the machine runs at 1/{slowdown:.1f} of a free core now)",
        flush=True,
    )
    if args.estimate or not cells:
        return
    results = {cell.key: Result(cell) for cell in cells}
    wanted = {cell.key: len(list(chunks(cell))) for cell in cells}
    work = [chunk for cell in cells for chunk in chunks(cell)]
    started = time.perf_counter()
    print(HEAD, flush=True)
    with multiprocessing.Pool(args.jobs) as pool:
        for cell, data, spent in pool.imap_unordered(play_chunk, work):
            result = results[cell.key]
            result.hero.add(data["hero"])
            result.rest.add(data["field"])
            result.games += data["games"]
            result.unfinished += data["unfinished"]
            result.seconds += spent
            result.chunks += 1
            if result.chunks == wanted[cell.key]:
                stored[cell.key] = cell_json(result)
                write(args.out, stored)
                print(row(result), flush=True)
    print(f"done in {(time.perf_counter() - started) / 60:.1f} min; figures in {args.out}")


if __name__ == "__main__":
    main()
