"""Every ristiseiska scenario file replays to its expectation (format: scenarios/README.md)."""

import json
from pathlib import Path

import pytest

from .test_scenarios import CASE_KEYS, EXPECT_KEYS, mismatches

FOLDER = Path(__file__).parent / "ristiseiska"
FILES = sorted(FOLDER.glob("*.json"))


def test_ristiseiska_scenario_files_exist():
    assert len(FILES) >= 16


@pytest.mark.parametrize("path", FILES, ids=[path.stem for path in FILES])
def test_ristiseiska_scenario_matches_expectation(path: Path):
    case = json.loads(path.read_text(encoding="utf-8"))
    assert set(case) - CASE_KEYS == set()
    assert case["scenario"]["game"] == "ristiseiska" and case["rule"] != ""
    expect = case["expect"]
    assert expect != {} and set(expect) - EXPECT_KEYS == set()
    assert "error" not in expect or set(expect) == {"error"}
    assert mismatches(expect, case["scenario"]) == []
