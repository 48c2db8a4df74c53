"""Whole games replay exactly as recorded in golden/ (see make_golden.py to rewrite them)."""

import json
from pathlib import Path

import pytest

from games.scenario import replay

from .make_golden import GAMES, GOLDEN, golden_text

FILES = sorted(GOLDEN.glob("*.json"))


def test_golden_files_are_the_listed_games():
    assert [path.stem for path in FILES] == sorted(GAMES)


@pytest.mark.parametrize("path", FILES, ids=[path.stem for path in FILES])
def test_golden_replay_unchanged(path: Path):
    recorded = json.loads(path.read_text(encoding="utf-8"))
    assert recorded["scenario"] == GAMES[path.stem]
    assert replay(json.dumps(recorded["scenario"])) == recorded["replay"]


def test_golden_text_is_json_of_the_replay():
    scenario = {
        "game": "sika",
        "players": ["A", "B"],
        "deck": ["9H", "KS", "JH"],
        "stop_after_turns": 1,
    }
    output = replay(json.dumps(scenario))
    assert json.loads(golden_text(scenario, output)) == {"scenario": scenario, "replay": output}
