"""Whole ristiseiska games replay exactly as recorded in ristiseiska/golden/.

Rewrite them (after checking that a change of play is intended, with
``git diff tests/games/ristiseiska/golden``):
``.venv/bin/python -m tests.games.test_ristiseiska_golden``.
"""

import json
from pathlib import Path
from typing import Any

import pytest

from games.scenario import replay

from .make_golden import golden_text

GOLDEN = Path(__file__).parent / "ristiseiska" / "golden"
FOUR = ["Aino", "Eero", "Liisa", "Olli"]

GAMES: dict[str, dict[str, Any]] = {
    "ristiseiska_lowest": {"players": FOUR, "seed": 1, "policy": "lowest"},
    "pisteet_count_heuristic": {
        "preset": "pisteet",
        "rules": {"scoring": "count"},
        "players": FOUR[:3],
        "seed": 2,
        "policy": "heuristic",
    },
    "pantti_random": {"preset": "pantti", "players": FOUR, "seed": 3, "policy": "random"},
    "ristikasi_heuristic": {
        "preset": "ristikasi",
        "players": FOUR,
        "seed": 4,
        "policy": "heuristic",
    },
    "first_ace_random": {
        "rules": {"first_ace": True},
        "players": FOUR[:3],
        "seed": 5,
        "policy": "random",
    },
    "eight_before_six_holding_random": {
        "rules": {"eight_before_six": True, "holding": "sevens_only"},
        "players": FOUR,
        "seed": 6,
        "policy": "random",
    },
    "two_players_lowest": {"players": FOUR[:2], "seed": 7, "policy": "lowest"},
    "two_decks_jokers_lowest": {
        "preset": "kaksi_pakkaa",
        "rules": {"jokers": 2},
        "players": [*FOUR, "Pekka"],
        "seed": 8,
        "policy": "lowest",
    },
    "jokers_random": {"preset": "jokerit", "players": FOUR, "seed": 9, "policy": "random"},
    "series_to_100_random": {
        "preset": "pisteet",
        "rules": {"target": 100},
        "players": FOUR[:3],
        "seed": 10,
        "policy": "random",
    },
}

FILES = sorted(GOLDEN.glob("*.json"))


def scenario(name: str) -> dict[str, Any]:
    return {"game": "ristiseiska", **GAMES[name]}


def test_ristiseiska_golden_files_are_the_listed_games():
    assert [path.stem for path in FILES] == sorted(GAMES)


@pytest.mark.parametrize("path", FILES, ids=[path.stem for path in FILES])
def test_ristiseiska_golden_replay_unchanged(path: Path):
    recorded = json.loads(path.read_text(encoding="utf-8"))
    assert recorded["scenario"] == scenario(path.stem)
    assert replay(json.dumps(recorded["scenario"])) == recorded["replay"]


def main() -> None:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for name in GAMES:
        data = scenario(name)
        output: dict[str, Any] = replay(json.dumps(data))
        (GOLDEN / f"{name}.json").write_text(golden_text(data, output), encoding="utf-8")
        result = output["state"]["result"]
        print(f"{name}: {len(output['events'])} events, {output['state']['turns']} turns, {result}")


if __name__ == "__main__":
    main()
