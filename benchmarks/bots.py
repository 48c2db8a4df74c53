"""The bot bench: every computer level against the others, in every game.

One level in one seat against another level in every other seat (one-vs-rest),
each deal played once per seat with the seats turned one on (duplicate deals,
``games.simulation.run_mixed``), so both sides meet the same cards from every
seat. Every pairing of ``games.core.LEVELS`` plays:

- the main table: each game's default preset at 4 players, ``--deals`` deals;
- beside it 2 and 6 players (or the other ``--players`` given, where the rules allow),
  ``--side-deals`` deals;
- every other preset at 4 players, the levels against Aloittelija only
  (the site's "How much is skill?"), ``--preset-deals`` deals.

Printed: the plan and its expected duration (from a short calibration), then a
row per pairing as it finishes (win and loss rates with Wilson 95 % intervals,
mean place, time per game; where Mestari plays, the CPU time of its searching
decisions: mean, p95, max), and the figures file the site reads
(``tutorials/data/skill.json``, no dates: a rerun diffs cleanly) is rewritten
after every pairing. ``--resume`` keeps the pairings the file already has with
the same deals, so an interrupted run goes on where it stopped.

Tuning an engine: ``--pairs mestari:taitava`` plays one pairing, ``--preset P``
one preset only (at every ``--players`` count given), ``--playouts N`` changes
Mestari's budget for the run (``benchmarks/tuning.py``), ``--rule KEY=VALUE``
an option of the preset (siantappo's ``series=true``: the exchange between
games), ``--seed S`` other deals (those not tuned on), ``--progress N`` prints
the counts every N deals. A run with ``--playouts``, ``--rule`` or ``--seed``
writes figures only to a ``--out`` of its own, never to the site's file.

    .venv/bin/python benchmarks/bots.py [--deals 1000] [--side-deals 200]
        [--preset-deals 200] [--jobs 2] [--game G ...] [--players 4 ...]
        [--levels L ...] [--pairs mestari:taitava ...] [--preset P] [--playouts N]
        [--rule KEY=VALUE ...] [--seed S] [--progress N] [--out PATH] [--resume] [--estimate]

e.g. ``--game sika --pairs mestari:taitava --players 4 --deals 300 --playouts 200``.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks import tuning  # noqa: E402
from benchmarks.pairings import (  # noqa: E402
    MAIN_PLAYERS,
    SEED,
    SIDE_PLAYERS,
    Cell,
    calibrate,
    chunks,
    expected,
    plan,
)
from games import simulation  # noqa: E402
from games.core import LEVELS  # noqa: E402
from games.options import rules_to_dict  # noqa: E402
from games.registry import GAMES  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tutorials" / "data" / "skill.json"
VERSION = 1
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


def destination(args: argparse.Namespace) -> Path | None:
    """Where the figures go: the site's file unless the run is a tuning run (``--playouts``,
    ``--rule``, ``--seed``), whose figures go only to a ``--out`` of its own (None: nowhere).

    ValueError if a tuning run names the site's file."""
    tuned = args.playouts is not None or bool(args.rule) or args.seed != SEED
    if not tuned:
        return args.out or OUT
    if args.out is not None and args.out.resolve() == OUT.resolve():
        raise ValueError(
            f"{OUT.relative_to(ROOT)} holds the site's figures: a run with --playouts, "
            "--rule or --seed writes only to another --out"
        )
    return args.out


# ---------------------------------------------------------------------------
# The work: chunks of deals, played in worker processes


@dataclass
class Result:
    """A pairing's tallies as the chunks come in."""

    cell: Cell
    hero: simulation.Tally = field(default_factory=simulation.Tally)
    rest: simulation.Tally = field(default_factory=simulation.Tally)
    games: int = 0
    deals: int = 0
    unfinished: int = 0
    seconds: float = 0.0  # worker CPU time, summed over chunks
    chunks: int = 0
    searching: list[float] = field(default_factory=list)  # CPU s of Mestari's decisions


def play_chunk(work: tuple[Cell, int, int]) -> tuple[Cell, dict[str, Any], float]:
    cell, number, deals = work
    game = tuning.variant(cell.game, cell.playouts)
    tuning.drain()
    start = time.process_time()
    mixed = simulation.run_mixed(
        cell.rules, cell.seats, deals, cell.seed * 10**6 + number, rotate=True, game=game
    )
    spent = time.process_time() - start
    tallies = mixed.tallies
    data = {
        "hero": tallies[cell.hero],
        "field": tallies[cell.field],
        "deals": deals,
        "games": mixed.games,
        "unfinished": mixed.unfinished,
        "searching": tuning.drain(),
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
    tuned = {} if cell.playouts is None else {"playouts": cell.playouts}
    return {
        "game": cell.game,
        "preset": cell.preset,
        "players": cell.players,
        "hero": cell.hero,
        "field": cell.field,
        "deals": cell.deals,
        **tuned,
        "games": result.games,
        "unfinished": result.unfinished,
        "rules": rules_to_dict(GAMES[cell.game].options, cell.rules),
        "hero_figures": side_json(result.hero),
        "field_figures": side_json(result.rest),
    }


# ---------------------------------------------------------------------------
# The figures file and the table


def load(path: Path | None) -> dict[tuple[str, str, int, str, str], dict[str, Any]]:
    if path is None or not path.is_file():
        return {}
    data = json.loads(path.read_text(encoding="utf-8"))
    if data.get("version") != VERSION:
        return {}
    return {(c["game"], c["preset"], c["players"], c["hero"], c["field"]): c for c in data["cells"]}


def written(figures: dict[str, Any], cell: Cell) -> bool:
    """Whether a pairing's stored figures are the ones ``cell`` would play."""
    return (figures.get("deals"), figures.get("playouts")) == (cell.deals, cell.playouts)


def write(
    path: Path, cells: dict[tuple[str, str, int, str, str], dict[str, Any]], seed: int = SEED
) -> None:
    data = {
        "version": VERSION,
        "about": "benchmarks/bots.py: one level in one seat against another in the others, "
        "every deal played once per seat (duplicate deals); Wilson 95 % intervals",
        "seed": seed,
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


def progress(result: Result) -> str:
    hero = result.hero
    return (
        f"  {result.cell.label()}: {result.deals}/{result.cell.deals} deals, "
        f"{result.cell.hero} first {hero.wins}/{hero.games}, lost {hero.losses}/{hero.games}"
    )


def parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    add = parser.add_argument
    add("--deals", type=int, default=1000, help="main table (4 players)")
    add("--side-deals", type=int, default=200, help="other player counts")
    add("--preset-deals", type=int, default=200, help="other presets")
    add("--jobs", type=int, default=2)
    add("--game", action="append", choices=list(GAMES), default=None)
    add("--players", type=int, nargs="+", default=[MAIN_PLAYERS, *SIDE_PLAYERS])
    add("--levels", nargs="+", choices=LEVELS, default=list(LEVELS))
    add("--pairs", nargs="+", default=None, metavar="HERO:FIELD", help="only these pairings")
    add("--preset", default=None, help="only this preset (default: every preset)")
    add("--playouts", type=int, default=None, help="Mestari's budget a decision, for tuning")
    add("--rule", action="append", default=[], metavar="KEY=VALUE", help="change an option")
    add("--seed", type=int, default=SEED, help="other deals (tuning: those not tuned on)")
    add("--progress", type=int, default=0, metavar="N", help="print the counts every N deals")
    add("--out", type=Path, default=None, help=f"default: {OUT.relative_to(ROOT)}")
    add("--resume", action="store_true", help="keep pairings already written")
    add("--estimate", action="store_true", help="print the plan and stop")
    return parser


def announce(args: argparse.Namespace, cells: list[Cell]) -> None:
    """What plays (the engines' builds, Mestari's budget) and the plan with its duration."""
    for name in args.game:
        missing = [level for level in LEVELS if level not in GAMES[name].policies]
        if missing:
            print(f"{name}: no {', '.join(missing)} in this engine yet; left out")
        module = sys.modules[GAMES[name].simulate.__module__].__file__ or ""
        build = "compiled" if module.endswith(".so") else "plain Python"
        own = tuning.budget(name)
        playouts = own if args.playouts is None else f"{args.playouts} (the engine's: {own})"
        print(f"{name}: the {build} engine; {tuning.MASTER}: {playouts} playouts a decision")
    if args.rule:
        print(f"rules changed: {', '.join(args.rule)}")
    if args.seed != SEED:
        print(f"deals from seed {args.seed} (the site's figures: {SEED})")
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


def play(args: argparse.Namespace, cells: list[Cell], out: Path | None) -> None:
    """Every pairing's chunks over the processes; a row (and the file) as each pairing ends."""
    stored = load(out)
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
            result.deals += data["deals"]
            result.unfinished += data["unfinished"]
            result.searching += data["searching"]
            result.seconds += spent
            result.chunks += 1
            if (
                args.progress
                and result.deals // args.progress > (result.deals - data["deals"]) // args.progress
            ):
                print(progress(result), flush=True)
            if result.chunks == wanted[cell.key]:
                if out is not None:
                    stored[cell.key] = cell_json(result)
                    write(out, stored, args.seed)
                print(row(result), flush=True)
                if result.searching:
                    print(f"  {tuning.cpu_line(result.searching)}", flush=True)
    where = f"figures in {out}" if out else "no figures file written (give --out to keep them)"
    print(f"done in {(time.perf_counter() - started) / 60:.1f} min; {where}")


def main() -> None:
    options = parser()
    args = options.parse_args()
    if (
        min(
            args.deals,
            args.side_deals,
            args.preset_deals,
            args.jobs,
            1 if args.playouts is None else args.playouts,
        )
        < 1
    ):
        options.error("--deals, --side-deals, --preset-deals, --jobs, --playouts: at least 1")
    args.game = args.game or list(GAMES)
    try:
        out = destination(args)
        cells = plan(args)
    except ValueError as error:
        options.error(str(error))
    if args.resume:
        stored = load(out)
        cells = [c for c in cells if not written(stored.get(c.key, {}), c)]
    announce(args, cells)
    if not args.estimate and cells:
        play(args, cells, out)


if __name__ == "__main__":
    main()
