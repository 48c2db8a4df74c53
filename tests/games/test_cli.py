"""``python -m games``: the command line contract of sika.md section 11, in a subprocess."""

import io
import json
import math
import re
import statistics
import subprocess
import sys
from array import array
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from games import cli, sika
from games.scenario import replay
from games.simulation import PER_GAME_LIMIT, Summary, summary_json

from .tables import scenario

ROOT = Path(__file__).resolve().parents[2]
STATE_KEYS = {
    "phase",
    "ring",
    "pile_top",
    "pile_size",
    "draw_pile",
    "turns",
    "to_move",
    "players",
    "result",
}
OPTIONS = {
    "match",
    "max_draws",
    "hand_phase",
    "hand_source",
    "dug_card",
    "hand_free_card",
    "stalemate",
    "decks",
    "two_phase",
    "max_turns",
}


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "games", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )


def write(tmp_path: Path, data: object, name: str = "scenario.json") -> str:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


SIMULATE = ["simulate", "sika", "--preset", "kotiversio", "--players", "3", "--games", "40"]


def simulate_json(*extra: str) -> dict:
    done = run(*SIMULATE, "--seed", "7", "--policy", "random", "--json", *extra)
    assert (done.returncode, done.stderr) == (0, "")
    data: dict = json.loads(done.stdout)
    return data


# ---------------------------------------------------------------------------
# replay


def test_replay_prints_one_json_object_of_events_and_state(tmp_path):
    data = scenario("example_aino_eero_liisa")
    done = run("replay", write(tmp_path, data))
    assert (done.returncode, done.stderr) == (0, "")
    printed = json.loads(done.stdout)
    assert set(printed) == {"events", "state"}
    assert printed == replay(json.dumps(data))
    assert STATE_KEYS <= set(printed["state"])
    assert printed["state"]["players"][0] == {"name": "Aino", "hand": ["KS"], "place": None}
    assert all(isinstance(e, dict) and isinstance(e["type"], str) for e in printed["events"])


def test_replay_finished_game_has_the_result_shape(tmp_path):
    data = scenario("ring_end_empty_hands_leave_together_last_is_sika")
    done = run("replay", write(tmp_path, data))
    assert done.returncode == 0
    state = json.loads(done.stdout)["state"]
    assert (state["phase"], state["to_move"]) == ("over", None)
    assert {"places", "sika", "draw", "unfinished"} <= set(state["result"])
    assert state["result"]["places"] == [["Eero", "Liisa"], ["Aino"]]
    assert state["result"]["sika"] == ["Aino"]


def test_replay_hands_sorted_canonically(tmp_path):
    done = run("replay", write(tmp_path, scenario("cards_canonical_order_sorts_hands")))
    hand = json.loads(done.stdout)["state"]["players"][0]["hand"]
    assert hand == ["9S", "10S", "JS", "AD", "QD", "3C", "KC"]


# ---------------------------------------------------------------------------
# simulate


def test_simulate_json_has_the_documented_keys():
    data = simulate_json()
    keys = {"games", "players", "rules", "turns", "sika_by_seat", "draws", "unfinished", "per_game"}
    assert keys <= set(data)
    assert (data["games"], data["players"]) == (40, 3)
    assert set(data["rules"]) == OPTIONS
    assert {"mean", "median", "p90", "max"} <= set(data["turns"])
    assert len(data["sika_by_seat"]) == 3
    assert len(data["per_game"]) == 40
    assert all({"turns", "sika"} <= set(game) for game in data["per_game"])


def test_simulate_json_rules_are_the_full_option_set():
    data = simulate_json()
    assert data["rules"] == {
        "match": "suit",
        "max_draws": None,
        "hand_phase": True,
        "hand_source": "recycle",
        "dug_card": "play",
        "hand_free_card": True,
        "stalemate": "free_lead",
        "decks": 1,
        "two_phase": False,
        "max_turns": 5000,
    }


def test_simulate_json_figures_agree_with_per_game():
    data = simulate_json()
    turns = sorted(game["turns"] for game in data["per_game"])
    assert data["turns"]["max"] == turns[-1]
    assert data["turns"]["median"] == statistics.median(turns)
    assert data["turns"]["p90"] == turns[math.ceil(0.9 * len(turns)) - 1]
    assert data["turns"]["mean"] == round(statistics.fmean(turns), 3)
    seats = Counter(seat for game in data["per_game"] for seat in game["sika"])
    assert data["sika_by_seat"] == [seats[seat] for seat in range(3)]
    assert data["draws"] == sum(game["sika"] == [] for game in data["per_game"])
    assert data["unfinished"] == 0


def test_simulate_rule_option_changes_the_rules():
    data = simulate_json("--rule", "max_draws=3", "--rule", "hand_phase=false")
    assert (data["rules"]["max_draws"], data["rules"]["hand_phase"]) == (3, False)


def test_simulate_same_seed_same_output():
    first = run(*SIMULATE, "--seed", "3", "--json")
    second = run(*SIMULATE, "--seed", "3", "--json")
    assert first.returncode == second.returncode == 0
    assert first.stdout == second.stdout


def test_simulate_other_seed_other_games():
    first = json.loads(run(*SIMULATE, "--seed", "3", "--json").stdout)
    second = json.loads(run(*SIMULATE, "--seed", "4", "--json").stdout)
    assert first["per_game"] != second["per_game"]


def test_simulate_human_summary_shows_the_figures():
    data = simulate_json()
    done = run(*SIMULATE, "--seed", "7", "--policy", "random")
    assert (done.returncode, done.stderr) == (0, "")
    text = done.stdout
    figures = data["turns"]
    assert f"median {figures['median']}, p90 {figures['p90']}, max {figures['max']}" in text
    assert f"draws: {data['draws']}, unfinished: {data['unfinished']}" in text
    assert "kotiversio" in text and "40 games" in text
    counts = enumerate(data["sika_by_seat"])
    seats = ", ".join(f"{seat}: {count} ({100 * count / 40:.1f} %)" for seat, count in counts)
    assert f"sika by seat: {seats}" in text


def test_simulate_tied_sika_counts_for_each_seat():
    args = ["--preset", "perussika", "--players", "4", "--games", "200", "--seed", "1"]
    done = run("simulate", "sika", *args, "--policy", "random", "--json")
    data = json.loads(done.stdout)
    tied = [game for game in data["per_game"] if len(game["sika"]) > 1]
    seats = Counter(seat for game in data["per_game"] for seat in game["sika"])
    assert tied != []
    assert data["sika_by_seat"] == [seats[seat] for seat in range(4)]
    assert sum(data["sika_by_seat"]) == 200 - data["draws"] - data["unfinished"] + sum(
        len(game["sika"]) - 1 for game in tied
    )


def test_simulate_per_game_seed_replays_the_game():
    data = simulate_json()
    rules = sika.make_rules("kotiversio")
    for index in (0, 17, 39):
        game = data["per_game"][index]
        assert game["seed"] == sika.derive_seed(7, index)
        state = sika.new_game(rules, 3, seed=game["seed"], policy=sika.random_policy)
        assert state.outcome is not None
        assert (state.outcome.turns, list(state.outcome.losers)) == (game["turns"], game["sika"])


def test_summary_json_per_game_up_to_the_limit():
    summary = Summary(
        sika.make_rules(),
        2,
        0,
        "random",
        turns=array("l", [10] * PER_GAME_LIMIT),
        losers=[(0,)] * PER_GAME_LIMIT,
        loser_by_seat=[PER_GAME_LIMIT, 0],
        game="sika",
    )
    data: dict[str, Any] = summary_json(summary)
    assert (PER_GAME_LIMIT, len(data["per_game"])) == (100_000, 100_000)
    assert data["per_game"][-1]["turns"] == 10 and data["per_game"][-1]["sika"] == [0]


def test_summary_json_per_game_omitted_above_the_limit():
    games = PER_GAME_LIMIT + 1
    summary = Summary(
        sika.make_rules(),
        2,
        0,
        "random",
        turns=array("l", [10] * games),
        losers=[(1,)] * games,
        loser_by_seat=[0, games],
        game="sika",
    )
    data = summary_json(summary)
    assert "per_game" not in data
    assert (data["games"], data["sika_by_seat"]) == (100_001, [0, 100_001])


# ---------------------------------------------------------------------------
# errors: status 2, exactly one line on standard error, nothing on standard output

GOOD = {"game": "sika", "players": ["Aino", "Eero"]}


@pytest.mark.parametrize(
    ("data", "start"),
    [
        ("{not json", "error: not valid JSON"),
        (GOOD | {"rules": {"max_draw": 3}}, "error: unknown option 'max_draw'"),
        (GOOD | {"preset": "sika"}, "error: unknown preset 'sika'"),
        (GOOD | {"deck": ["9H", "1H"]}, "error: deck: '1H' has no rank"),
        (GOOD | {"deck": ["9H", "9H"]}, "error: deck: card 9H is in the deck more than once"),
        (
            GOOD | {"deck": ["9H", "KS", "3D", "JH"], "choices": ["QC"]},
            "error: choice 1 (QC) is not legal",
        ),
        (GOOD | {"colour": "red"}, "error: unknown key 'colour'"),
        ({"game": "sika", "players": ["Aino"]}, "error: 1 player"),
        ({"players": ["Aino", "Eero"]}, "error: 'game' is missing (known games: sika,"),
    ],
)
def test_replay_bad_scenario_exits_2_with_one_line(tmp_path, data, start):
    done = run("replay", write(tmp_path, data))
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.count("\n") == 1 and done.stderr.endswith("\n")
    assert done.stderr.startswith(start)


def test_replay_unreadable_file_exits_2_with_one_line(tmp_path):
    missing = tmp_path / "missing.json"
    done = run("replay", str(missing))
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == f"error: cannot read {missing}: No such file or directory\n"


def test_replay_not_utf8_exits_2_with_one_line(tmp_path):
    path = tmp_path / "latin1.json"
    path.write_bytes('{"players": ["Äijä", "B"]}'.encode("latin-1"))
    done = run("replay", str(path))
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == f"error: {path} is not UTF-8 text\n"


@pytest.mark.parametrize(
    ("args", "start"),
    [
        (["--players", "9"], "error: 9 players: sika takes 2 to 8 players with 1 deck"),
        (["--players", "1"], "error: 1 player"),
        (["--rule", "max_draws"], "error: --rule takes KEY=VALUE, not 'max_draws'"),
        (["--rule", "colour=red"], "error: unknown option 'colour'"),
        (["--rule", "max_draws=99"], "error: option 'max_draws' takes a whole number from 1 to 10"),
        (["--preset", "sika"], "error: argument --preset: invalid choice: 'sika'"),
        (["--games", "0"], "error: --games must be at least 1, not 0"),
        (["--players", "many"], "error: argument --players: not a whole number: 'many'"),
        # Digits only ASCII: '²' passes str.isdigit, '١٢' is 12 to int().
        (["--rule", "decks=²"], "error: option 'decks' takes a whole number from 1 to 2, not '²'"),
        (["--players", "١٢"], "error: argument --players: not a whole number: '١٢'"),
        (["--seed", "1_0"], "error: argument --seed: not a whole number: '1_0'"),
    ],
)
def test_simulate_bad_arguments_exit_2_with_one_line(args, start):
    done = run("simulate", "sika", "--games", "2", *args)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.count("\n") == 1 and done.stderr.endswith("\n")
    assert done.stderr.startswith(start)


def test_no_command_exits_2_with_one_line():
    done = run()
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.count("\n") == 1


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_simulate_draws_progress_bar_on_terminal_only(monkeypatch: pytest.MonkeyPatch) -> None:
    args = ["simulate", "sika", "--games", "400", "--seed", "3"]
    terminal, pipe = _Terminal(), io.StringIO()
    outputs = []
    for stream in (terminal, pipe):
        monkeypatch.setattr(sys, "stderr", stream)
        out = io.StringIO()
        assert cli.main(args, out) == 0
        outputs.append(out.getvalue())
    bars = re.findall(r"\[[#.]{30}\] (\d+)/400 games", terminal.getvalue())
    # The bar fills up on standard error; standard output is the same either way.
    assert (bars[-1], pipe.getvalue(), outputs[0] == outputs[1]) == ("400", "", True)
