"""``python -m games replay`` and ``simulate ristiseiska``: the contract, with ristiseiska.md 7."""

import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from games import cli
from games import ristiseiska as rs

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = Path(__file__).parent / "ristiseiska"
STATE_KEYS = {"layout", "pantti", "stock", "turns", "to_move", "players", "result"}


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "games", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )


def main(*args: str) -> tuple[int, str]:
    out = io.StringIO()
    code = cli.main(list(args), out=out)
    return code, out.getvalue()


def simulate(*extra: str, games: str = "60", players: str = "4") -> dict[str, Any]:
    code, text = main(
        "simulate",
        "ristiseiska",
        "--games",
        games,
        "--players",
        players,
        "--seed",
        "3",
        "--json",
        *extra,
    )
    assert code == 0
    data: dict[str, Any] = json.loads(text)
    return data


def scenario_file(tmp_path: Path, data: dict[str, Any]) -> str:
    path = tmp_path / "scenario.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def test_replay_ristiseiska_prints_events_and_the_state_of_section_7(tmp_path):
    case = json.loads((SCENARIOS / "opening_seven_of_clubs_then_sevens_sixes.json").read_text())
    done = run("replay", scenario_file(tmp_path, case["scenario"]))
    assert (done.returncode, done.stderr) == (0, "")
    data = json.loads(done.stdout)
    state = data["state"]
    assert (set(data), set(state), state["pantti"], state["stock"], state["turns"]) == (
        {"events", "state"},
        STATE_KEYS,
        None,
        0,
        7,
    )
    assert data["events"][:2] == [
        {"type": "turn_started", "player": "Liisa", "turn": 1},
        {"type": "played", "player": "Liisa", "card": "7C", "end": "centre", "closes": False},
    ]


def test_replay_ristiseiska_scored_game_has_scores_and_result(tmp_path):
    path = scenario_file(
        tmp_path, {"game": "ristiseiska", "preset": "pantti", "players": ["A", "B", "C"], "seed": 4}
    )
    code, text = main("replay", path)
    state = json.loads(text)["state"]
    result = state["result"]
    places = [name for group in result["places"] for name in group]
    assert (code, sorted(places), set(state["scores"]), state["to_move"], result["reason"]) == (
        0,
        ["A", "B", "C"],
        {"A", "B", "C"},
        None,
        "first_out",
    )
    assert state["scores"][result["places"][0][0]] == (
        25 if state["pantti"] == result["places"][0][0] else 0
    )


def test_replay_ristiseiska_illegal_choice_one_line_on_stderr(tmp_path):
    path = scenario_file(
        tmp_path, {"game": "ristiseiska", "players": ["A", "B", "C"], "seed": 1, "choices": ["KS"]}
    )
    done = run("replay", path)
    assert (done.returncode, done.stdout, done.stderr.count("\n")) == (2, "", 1)
    assert done.stderr.startswith("error: choice 1 (KS) is not legal at decision 1 (")


def test_replay_ristiseiska_choice_words_parsed(tmp_path):
    path = scenario_file(
        tmp_path, {"game": "ristiseiska", "players": ["A", "B", "C"], "choices": ["AS:sideways"]}
    )
    code, _ = main("replay", path)
    assert code == 2


def test_simulate_ristiseiska_json_has_the_documented_keys():
    data = simulate()
    assert {
        "games",
        "players",
        "rules",
        "turns",
        "loser_by_seat",
        "draws",
        "unfinished",
        "per_game",
    } <= set(data)
    assert (
        data["games"],
        data["players"],
        data["draws"],
        data["unfinished"],
        len(data["per_game"]),
    ) == (
        60,
        4,
        0,
        0,
        60,
    )
    # end: last has exactly one loser a game, and no points.
    assert (sum(data["loser_by_seat"]), "mean_points_by_seat" in data) == (60, False)


def test_simulate_ristiseiska_rules_are_the_full_option_set():
    assert simulate()["rules"] == {
        "end": "last",
        "scoring": "face",
        "eight_before_six": False,
        "first_ace": False,
        "pantti": False,
        "holding": "none",
        "ristikasi": False,
        "decks": 1,
        "jokers": 0,
        "target": None,
        "max_turns": 5000,
    }


def test_simulate_ristiseiska_scored_game_reports_mean_points_by_seat():
    data = simulate("--preset", "pantti")
    means = data["mean_points_by_seat"]
    assert (len(means), all(m > 0 for m in means), data["ends"]["first_out"]) == (4, True, 60)


def test_simulate_ristiseiska_rule_pantti_alone_ends_at_first_out():
    data = simulate("--rule", "pantti=true", games="5")
    assert (data["rules"]["end"], data["rules"]["pantti"]) == ("first_out", True)


def test_simulate_ristiseiska_per_game_seed_replays_the_game():
    data = simulate("--preset", "jokerit", players="5")
    rules = rs.make_rules("jokerit")
    for index in (0, 31, 59):
        game = data["per_game"][index]
        state = rs.new_game(rules, 5, seed=game["seed"], policy=rs.random_policy)
        assert state.outcome is not None
        assert (state.outcome.turns, list(state.outcome.losers)) == (game["turns"], game["loser"])


def test_simulate_ristiseiska_same_seed_same_output():
    assert simulate("--preset", "ristikasi") == simulate("--preset", "ristikasi")


def test_simulate_ristiseiska_human_summary_names_losers_and_points():
    code, text = main(
        "simulate", "ristiseiska", "--preset", "pantti", "--games", "20", "--seed", "1"
    )
    lines = text.splitlines()
    assert (code, lines[0]) == (
        0,
        "ristiseiska, preset pantti, 4 players, 20 games, seed 1, policy random",
    )
    assert (
        lines[3].startswith("loser by seat: 0: "),
        lines[-1].startswith("mean points by seat: 0: "),
    ) == (
        True,
        True,
    )


def test_simulate_ristiseiska_impossible_option_mix_is_one_error_line():
    done = run(
        "simulate", "ristiseiska", "--rule", "pantti=true", "--rule", "jokers=1", "--games", "3"
    )
    assert (done.returncode, done.stdout, done.stderr) == (
        2,
        "",
        "error: jokers are used only with asking, never with pantti\n",
    )


def test_simulate_ristiseiska_two_players_two_decks_refused():
    done = run(
        "simulate", "ristiseiska", "--preset", "kaksi_pakkaa", "--players", "2", "--games", "3"
    )
    assert (done.returncode, done.stderr) == (
        2,
        "error: 2 players: ristiseiska takes 3 to 16 players with 2 decks\n",
    )


def _simulate_env(pure: bool) -> dict[str, Any]:
    import os

    env = {**os.environ, "SIKA_PURE_PYTHON": "1" if pure else "0"}
    args = [
        "simulate",
        "ristiseiska",
        "--preset",
        "jokerit",
        "--games",
        "150",
        "--seed",
        "5",
        "--json",
    ]
    done = subprocess.run(
        [sys.executable, "-m", "games", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    data: dict[str, Any] = json.loads(done.stdout)
    return data


def test_ristiseiska_compiled_build_in_use_after_setup():
    # scripts/build_engine.py builds it; after an edit this fails until it is run again.
    import games

    assert (games.COMPILED, Path(rs.__file__).suffix) == (True, ".so")


def test_ristiseiska_compiled_plays_exactly_like_plain_python():
    assert _simulate_env(pure=False) == _simulate_env(pure=True)
