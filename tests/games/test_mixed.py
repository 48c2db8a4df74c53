"""Mixed tables: a policy per seat (``simulate --policies``), for every game."""

import dataclasses
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from games import cli, simulation
from games.core import Policy
from games.registry import GAMES
from tests.contract.expected import expected

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "games", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.mark.parametrize("game", sorted(GAMES))
def test_simulate_policies_json_reports_each_policy(game, capsys):
    args = ["--policies", "lowest,random,random", "--rotate", "--games", "4", "--seed", "5"]
    out = io.StringIO()  # in this process: the tests' fourth game is registered here
    assert cli.main(["simulate", game, *args, "--json"], out=out) == 0
    assert capsys.readouterr().err == ""
    data = json.loads(out.getvalue())
    shape = {key: data[key] for key in ("game", "players", "seats", "deals", "rotate", "games")}
    assert shape == {
        "game": game,
        "players": 3,
        "seats": ["lowest", "random", "random"],
        "deals": 4,
        "rotate": True,
        "games": 12,
    }
    # Written out from a run: games, wins, losses and mean place of each policy.
    assert data["policies"] == expected(game).mixed


def test_simulate_policies_without_rotate_plays_each_deal_once():
    done = run("simulate", "siantappo", "--policies", "heuristic,random,lowest", "--games", "6")
    assert (done.returncode, done.stderr) == (0, "")
    lines = done.stdout.splitlines()
    assert lines[0] == (
        "siantappo, preset perussiantappo, seats heuristic,random,lowest, 6 deals, 6 games, seed 0"
    )
    assert [line.split()[:2] for line in lines[2:]] == [
        ["heuristic", "6"],
        ["random", "6"],
        ["lowest", "6"],
    ]


@pytest.mark.parametrize(
    ("args", "line"),
    [
        (["--policies", "random,nobody"], "error: argument --policies: invalid choice: 'nobody'"),
        (["--policies", "random,random", "--players", "3"], "error: --players 3 but --policies"),
        (["--policies", "random,random", "--policy", "random"], "error: give --policy or"),
        (["--rotate"], "error: --rotate needs --policies"),
        (["--policies", "random"], "error: 1 player"),
        (["--policies", ",".join(["random"] * 9)], "error: 9 players: sika takes 2 to 8"),
        (["--policies", "random,random", "--games", "0"], "error: --games must be at least 1"),
    ],
)
def test_simulate_policies_bad_input_exits_2_with_one_line(args, line):
    done = run("simulate", "sika", "--games", "2", *args)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.count("\n") == 1
    assert done.stderr.startswith(line)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_seated_asks_the_policy_of_the_seat_that_decides(game):
    descriptor = GAMES[game]
    asked: list[tuple[int, int]] = []

    def spy(seat: int) -> Policy:
        lowest = descriptor.policies["lowest"]

        def choose(state):
            asked.append((seat, state.decision.player))
            return lowest(state)

        return Policy(f"seat{seat}", choose)

    spies = {f"seat{q}": spy(q) for q in range(4)}
    spied = dataclasses.replace(descriptor, policies={**descriptor.policies, **spies})
    chooser = simulation.seated(spied, list(spies))
    rules = descriptor.presets[descriptor.default_preset]
    outcomes = list(descriptor.simulate(rules, 4, 5, 1, chooser))
    assert len(outcomes) == 5
    assert {seat for seat, _ in asked} == {0, 1, 2, 3}
    assert [pair for pair in asked if pair[0] != pair[1]] == []


@pytest.mark.parametrize("game", sorted(GAMES))
def test_mixed_table_of_one_policy_loses_as_the_plain_simulation(game):
    descriptor = GAMES[game]
    rules = descriptor.presets[descriptor.default_preset]
    plain = simulation.run(rules, 4, 30, 9, "heuristic", game=game)
    mixed = simulation.run_mixed(rules, ["heuristic"] * 4, 30, 9, game=game)
    assert (mixed.games, mixed.tallies["heuristic"].losses) == (30, sum(plain.loser_by_seat))


def test_rotation_turns_the_policies_one_seat_on_per_play():
    descriptor = GAMES["sika"]
    rules = descriptor.presets[descriptor.default_preset]
    seats = ["lowest", "random", "random", "random"]
    mixed = simulation.run_mixed(rules, seats, 5, 1, True, game="sika")
    games = {name: tally.games for name, tally in mixed.tallies.items()}
    assert (mixed.games, games) == (20, {"lowest": 20, "random": 60})


def test_simulate_policies_seats_the_searching_level():
    args = ["--policies", "mestari,taitava", "--rotate", "--games", "1", "--json"]
    done = run("simulate", "ristiseiska", *args)
    assert (done.returncode, done.stderr) == (0, "")
    policies = json.loads(done.stdout)["policies"]
    assert {name: tally["games"] for name, tally in policies.items()} == {
        "mestari": 2,
        "taitava": 2,
    }
