"""Every scenario file replays to its expectation; the format is in scenarios/README.md."""

import json
from pathlib import Path
from typing import Any

import pytest

from games.scenario import ScenarioError, replay

SCENARIOS = Path(__file__).parent / "scenarios"
FILES = sorted(SCENARIOS.glob("*.json"))
CASE_KEYS = {"rule", "note", "scenario", "expect"}
EXPECT_KEYS = {"state", "events", "error"}


def event_matches(wanted: dict[str, Any], event: dict[str, Any]) -> bool:
    """An expected event is a subset of an actual one: every key given, equal."""
    return all(key in event and event[key] == value for key, value in wanted.items())


def missing_events(wanted: list[dict[str, Any]], events: list[dict[str, Any]]) -> list[Any]:
    """The wanted events not found in this order (gaps between them allowed)."""
    position = 0
    for index, event in enumerate(wanted):
        while position < len(events) and not event_matches(event, events[position]):
            position += 1
        if position == len(events):
            return wanted[index:]
        position += 1
    return []


def mismatches(expect: dict[str, Any], scenario: dict[str, Any]) -> list[Any]:
    """What in ``expect`` the replay of ``scenario`` does not show (empty: all of it)."""
    text = json.dumps(scenario)
    if "error" in expect:
        try:
            replay(text)
        except ScenarioError as error:
            message = str(error)
            if message.startswith(expect["error"]):
                return []
            return [{"error": message}]
        return [{"error": None}]
    out: dict[str, Any] = replay(text)
    problems: list[Any] = []
    state = expect.get("state", {})
    shown = {key: out["state"].get(key, "<missing>") for key in state}
    if shown != state:
        problems.append({"state": shown})
    missing = missing_events(expect.get("events", []), out["events"])
    if missing:
        problems.append({"events not found from here on": missing})
    return problems


def test_scenario_files_exist():
    assert len(FILES) >= 80


@pytest.mark.parametrize("path", FILES, ids=[path.stem for path in FILES])
def test_scenario_matches_expectation(path: Path):
    case = json.loads(path.read_text(encoding="utf-8"))
    assert set(case) - CASE_KEYS == set()
    assert isinstance(case["rule"], str) and case["rule"] != ""
    expect = case["expect"]
    assert expect != {} and set(expect) - EXPECT_KEYS == set()
    # An error expectation stands alone and is a non-empty prefix of the message.
    assert "error" not in expect or (set(expect) == {"error"} and expect["error"] != "")
    # The files are sika's rule points (sika.md): the game is sika unless a file names one.
    assert mismatches(expect, {"game": "sika", **case["scenario"]}) == []


def test_missing_events_needs_the_order():
    events: list[dict[str, Any]] = [{"type": "a", "x": 1}, {"type": "b"}, {"type": "c"}]
    assert missing_events([{"type": "a"}, {"type": "c"}], events) == []
    assert missing_events([{"type": "c"}, {"type": "a"}], events) == [{"type": "a"}]
    assert missing_events([{"type": "a", "x": 2}], events) == [{"type": "a", "x": 2}]
    assert missing_events([{"type": "b", "y": None}], events) == [{"type": "b", "y": None}]
