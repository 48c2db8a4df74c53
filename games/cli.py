"""``python -m games``: replay a scenario file, or simulate many games.

Errors go to standard error as one line and exit with status 2; nothing is
printed on standard output then.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from typing import NoReturn, TextIO

from games import sika, simulation
from games.scenario import ScenarioError, replay

EXIT_USAGE = 2


class UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    """argparse prints usage and then exits; the contract wants one line."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def _parser() -> _Parser:
    parser = _Parser(prog="python -m games", description="The card game engines.")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    play = commands.add_parser("replay", help="play a scenario file and print JSON")
    play.add_argument("file", help="scenario JSON file, or - for standard input")
    sim = commands.add_parser("simulate", help="play many games and summarise them")
    sim.add_argument("game", choices=["sika"])
    sim.add_argument("--preset", default="perussika", choices=list(sika.PRESETS))
    sim.add_argument("--players", type=int, default=4)
    sim.add_argument("--games", type=int, default=1000)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--policy", default="random", choices=list(sika.POLICIES))
    sim.add_argument(
        "--rule",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="change one option of the preset (repeatable)",
    )
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def _replay(path: str, out: TextIO) -> None:
    if path == "-":
        text = sys.stdin.read()
    else:
        try:
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
        except OSError as error:
            raise UsageError(f"cannot read {path}: {error.strerror}") from None
        except UnicodeDecodeError:
            raise UsageError(f"{path} is not UTF-8 text") from None
    result = replay(text)
    out.write(json.dumps(result, ensure_ascii=False, indent=2) + "\n")


class _Bar:
    """A progress bar on standard error, drawn only on a terminal."""

    def __init__(self, total: int, stream: TextIO) -> None:
        self.total = total
        self.stream = stream
        self.start = time.perf_counter()

    def __call__(self, done: int) -> None:
        width = 30
        filled = width * done // self.total
        rate = done / max(time.perf_counter() - self.start, 1e-9)
        self.stream.write(
            f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{self.total} games ({rate:,.0f}/s)"
        )
        self.stream.flush()

    def close(self) -> None:
        self.stream.write("\r" + " " * 70 + "\r")
        self.stream.flush()


def _simulate(args: argparse.Namespace, out: TextIO, err: TextIO) -> None:
    overrides: dict[str, object] = {}
    for item in args.rule:
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise UsageError(f"--rule takes KEY=VALUE, not {item!r}")
        overrides[key.strip()] = value.strip()
    rules = sika.make_rules(args.preset, overrides)
    sika.check_players(rules, args.players)
    if args.games < 1:
        raise UsageError(f"--games must be at least 1, not {args.games}")
    bar = _Bar(args.games, err) if err.isatty() else None
    summary = simulation.run(rules, args.players, args.games, args.seed, args.policy, bar)
    if bar is not None:
        bar.close()
    if args.json:
        json.dump(simulation.summary_json(summary, args.preset), out, ensure_ascii=False)
        out.write("\n")
        return
    figures = summary.turn_figures()
    games = summary.games
    lines = [
        f"sika, preset {args.preset}, {args.players} players, {games} games, "
        f"seed {args.seed}, policy {args.policy}",
        "rules: " + ", ".join(f"{k}={v}" for k, v in simulation.rules_json(rules).items()),
        f"turns: mean {figures['mean']:.1f}, median {figures['median']}, "
        f"p90 {figures['p90']}, max {figures['max']}",
        "sika by seat: "
        + ", ".join(
            f"{seat}: {count} ({100 * count / games:.1f} %)"
            for seat, count in enumerate(summary.sika_by_seat)
        ),
        "game ends: " + ", ".join(f"{k} {v}" for k, v in summary.ends.items()),
        f"draws: {summary.draws}, unfinished: {summary.unfinished}",
    ]
    out.write("\n".join(lines) + "\n")


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    out = out or sys.stdout
    err = sys.stderr
    try:
        args = _parser().parse_args(argv)
        if args.command == "replay":
            _replay(args.file, out)
        else:
            _simulate(args, out, err)
    except (UsageError, ScenarioError, sika.RulesError, sika.PlayersError) as error:
        err.write(f"error: {error}\n")
        return EXIT_USAGE
    except KeyboardInterrupt:
        err.write("error: interrupted\n")
        return 130
    return 0
