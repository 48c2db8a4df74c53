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

from games import simulation
from games.core import Game, PlayersError, Rules, RulesError
from games.options import parse_rule_args, whole_number
from games.registry import GAMES, find_game
from games.scenario import ScenarioError, replay

EXIT_USAGE = 2


class UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    """argparse prints usage and then exits; the contract wants one line."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def _whole(text: str) -> int:
    """A number argument, read as the site reads numbers (ASCII digits only)."""
    try:
        return whole_number(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text[:30]!r}") from None


def _game_named(argv: Sequence[str]) -> Game | None:
    """The game a ``simulate`` command line names, so its presets and policies are choices
    (None: it names none, and argparse rejects whatever was given as the game)."""
    words = list(argv)
    if "simulate" in words:
        for word in words[words.index("simulate") + 1 :]:
            if word in GAMES:
                return GAMES[word]
    return None


def _parser(game: Game | None) -> _Parser:
    parser = _Parser(prog="python -m games", description="The card game engines.")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    play = commands.add_parser("replay", help="play a scenario file and print JSON")
    play.add_argument("file", help="scenario JSON file, or - for standard input")
    sim = commands.add_parser("simulate", help="play many games and summarise them")
    sim.add_argument("game", choices=list(GAMES))
    sim.add_argument(
        "--preset",
        default=None if game is None else game.default_preset,
        choices=None if game is None else list(game.presets),
    )
    sim.add_argument(
        "--players", type=_whole, default=None, help="default: 4, or as many as --policies names"
    )
    sim.add_argument("--games", type=_whole, default=1000)
    sim.add_argument("--seed", type=_whole, default=0)
    sim.add_argument(
        "--policy", default=None, choices=None if game is None else list(game.policies)
    )
    sim.add_argument(
        "--policies",
        default=None,
        metavar="NAME,NAME,...",
        help="a mixed table: one policy per seat, as many names as players",
    )
    sim.add_argument(
        "--rotate",
        action="store_true",
        help="with --policies: play each deal once per seat, the policies turned one seat on",
    )
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


def _seats(args: argparse.Namespace, game: Game) -> list[str] | None:
    """The mixed table's policies by seat (None: one policy in every seat).

    The number of names is the number of players; ``--players``, if given too,
    must say the same.
    """
    if args.policies is None:
        if args.rotate:
            raise UsageError("--rotate needs --policies")
        return None
    if args.policy is not None:
        raise UsageError("give --policy or --policies, not both")
    seats: list[str] = args.policies.split(",")
    for name in seats:
        if name not in game.policies:
            raise UsageError(
                f"argument --policies: invalid choice: {name!r} "
                f"(choose from {', '.join(game.policies)})"
            )
    if args.players is not None and args.players != len(seats):
        raise UsageError(f"--players {args.players} but --policies names {len(seats)} seats")
    return seats


def _simulate(args: argparse.Namespace, out: TextIO, err: TextIO) -> None:
    game = find_game(args.game)
    try:
        overrides = parse_rule_args(args.rule)
    except ValueError as error:
        raise UsageError(str(error)) from None
    rules = game.make_rules(args.preset, overrides)  # the option schema checks each value
    seats = _seats(args, game)
    if seats is None:
        args.players = 4 if args.players is None else args.players
        args.policy = args.policy or "random"
    game.check_players(rules, len(seats) if seats is not None else args.players)
    if args.games < 1:
        raise UsageError(f"--games must be at least 1, not {args.games}")
    if seats is not None:
        _mixed(args, game, rules, seats, out)
        return
    bar = _Bar(args.games, err) if err.isatty() else None
    summary = simulation.run(
        rules, args.players, args.games, args.seed, args.policy, bar, game=game.name
    )
    if bar is not None:
        bar.close()
    if args.json:
        json.dump(simulation.summary_json(summary, args.preset), out, ensure_ascii=False)
        out.write("\n")
        return
    figures = summary.turn_figures()
    games = summary.games
    lines = [
        f"{game.name}, preset {args.preset}, {args.players} players, {games} games, "
        f"seed {args.seed}, policy {args.policy}",
        "rules: "
        + ", ".join(f"{k}={v}" for k, v in simulation.rules_json(rules, game.name).items()),
        f"turns: mean {figures['mean']:.1f}, median {figures['median']}, "
        f"p90 {figures['p90']}, max {figures['max']}",
        game.loser_key.removesuffix("_by_seat").replace("_", " ")
        + " by seat: "
        + ", ".join(
            f"{seat}: {count} ({100 * count / games:.1f} %)"
            for seat, count in enumerate(summary.loser_by_seat)
        ),
        "game ends: " + ", ".join(f"{k} {v}" for k, v in summary.ends.items()),
        f"draws: {summary.draws}, unfinished: {summary.unfinished}",
    ]
    if summary.scored_games:
        lines.append(
            "mean points by seat: "
            + ", ".join(f"{seat}: {mean:.1f}" for seat, mean in enumerate(summary.mean_points()))
        )
    out.write("\n".join(lines) + "\n")


def _mixed(
    args: argparse.Namespace, game: Game, rules: Rules, seats: list[str], out: TextIO
) -> None:
    """``--policies``: each policy's games, wins (first out), losses and mean place."""
    mixed = simulation.run_mixed(rules, seats, args.games, args.seed, args.rotate, game=game.name)
    if args.json:
        data = simulation.mixed_json(mixed, rules, game.name, args.preset, args.seed)
        json.dump(data, out, ensure_ascii=False)
        out.write("\n")
        return
    lines = [
        f"{game.name}, preset {args.preset}, seats {','.join(seats)}, {args.games} deals"
        + (" rotated through every seat" if args.rotate else "")
        + f", {mixed.games} games, seed {args.seed}",
        f"{'policy':<12} {'games':>7} {'wins':>7} {'win %':>6} {'losses':>7} {'loss %':>6}"
        f" {'mean place':>10}",
    ]
    for name, tally in mixed.tallies.items():
        lines.append(
            f"{name:<12} {tally.games:>7} {tally.wins:>7} {100 * tally.wins / tally.games:>6.1f}"
            f" {tally.losses:>7} {100 * tally.losses / tally.games:>6.1f}"
            f" {tally.mean_place:>10.2f}"
        )
    out.write("\n".join(lines) + "\n")


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    out = out or sys.stdout
    err = sys.stderr
    try:
        words = sys.argv[1:] if argv is None else list(argv)
        args = _parser(_game_named(words)).parse_args(words)
        if args.command == "replay":
            _replay(args.file, out)
        else:
            _simulate(args, out, err)
    except (UsageError, ScenarioError, RulesError, PlayersError) as error:
        err.write(f"error: {error}\n")
        return EXIT_USAGE
    except KeyboardInterrupt:
        err.write("error: interrupted\n")
        return 130
    return 0
