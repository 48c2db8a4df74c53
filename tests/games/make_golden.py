"""Write the golden replays: ``.venv/bin/python -m tests.games.make_golden``.

Each file holds a scenario and the full replay output (events and state) the
engine gave for it. ``test_golden.py`` replays them and expects exactly the
same, so any change of behaviour shows up. Regenerate only after checking that
the change is intended (``git diff tests/games/golden`` shows what moved).
"""

import json
from pathlib import Path
from typing import Any

from games.scenario import replay

GOLDEN = Path(__file__).parent / "golden"

GAMES: dict[str, dict[str, Any]] = {
    "perussika_lowest": {
        "game": "sika",
        "preset": "perussika",
        "players": ["Aino", "Eero", "Liisa", "Olli"],
        "seed": 1,
        "policy": "lowest",
    },
    "kotiversio_random": {
        "game": "sika",
        "preset": "kotiversio",
        "players": ["Aino", "Eero", "Liisa", "Olli"],
        "seed": 2,
        "policy": "random",
    },
    "vari_heuristic": {
        "game": "sika",
        "preset": "vari",
        "players": ["Aino", "Eero", "Liisa"],
        "seed": 3,
        "policy": "heuristic",
    },
    "ilman_kasivaihetta_random": {
        "game": "sika",
        "preset": "ilman_kasivaihetta",
        "players": ["Aino", "Eero", "Liisa"],
        "seed": 4,
        "policy": "random",
    },
    "kaksivaiheinen_heuristic": {
        "game": "sika",
        "preset": "kaksivaiheinen",
        "players": ["Aino", "Eero", "Liisa", "Olli"],
        "seed": 5,
        "policy": "heuristic",
    },
    "kotiversio_two_decks_max_draws_lowest": {
        "game": "sika",
        "preset": "kotiversio",
        "rules": {"decks": 2, "max_draws": 3},
        "players": ["Aino", "Eero", "Liisa", "Olli", "Pekka", "Sanna", "Tuuli", "Ville", "Wilma"],
        "seed": 6,
        "policy": "lowest",
    },
}


def golden_text(scenario: dict[str, Any], output: dict[str, Any]) -> str:
    """Indented JSON with one event per line, so a diff shows which events moved."""
    lines = ["      " + json.dumps(event, ensure_ascii=False) for event in output["events"]]
    events = ",\n".join(lines)
    return (
        "{\n"
        f'  "scenario": {json.dumps(scenario, ensure_ascii=False)},\n'
        '  "replay": {\n'
        f'    "state": {json.dumps(output["state"], ensure_ascii=False)},\n'
        f'    "events": [\n{events}\n    ]\n'
        "  }\n}\n"
    )


def main() -> None:
    GOLDEN.mkdir(exist_ok=True)
    for name, scenario in GAMES.items():
        output: dict[str, Any] = replay(json.dumps(scenario))
        (GOLDEN / f"{name}.json").write_text(golden_text(scenario, output), encoding="utf-8")
        print(f"{name}: {len(output['events'])} events, {output['state']['turns']} turns")


if __name__ == "__main__":
    main()
