"""Write the golden siantappo games: ``.venv/bin/python -m tests.games.siantappo.make_golden``.

Regenerate only after checking that a change of play is intended.
"""

import json
from pathlib import Path
from typing import Any

from games.scenario import replay

from ..make_golden import golden_text

GOLDEN = Path(__file__).parent / "golden"
FOUR = ["Aino", "Eero", "Liisa", "Olli"]
GAMES: dict[str, dict[str, Any]] = {
    "lowest_four": {"game": "siantappo", "players": FOUR, "seed": 1, "policy": "lowest"},
    "random_three": {
        "game": "siantappo",
        "players": ["Aino", "Eero", "Liisa"],
        "seed": 2,
        "policy": "random",
    },
    "heuristic_six": {
        "game": "siantappo",
        "players": [*FOUR, "Pekka", "Sanna"],
        "seed": 3,
        "policy": "heuristic",
    },
    "random_series_game_with_exchange": {
        "game": "siantappo",
        "players": [*FOUR, "Pekka"],
        "previous_places": [["Liisa"], ["Pekka"], ["Aino"], ["Olli"], ["Eero"]],
        "seed": 4,
        "policy": "random",
    },
}


def main() -> None:
    GOLDEN.mkdir(exist_ok=True)
    for name, scenario in GAMES.items():
        output: dict[str, Any] = replay(json.dumps(scenario))
        (GOLDEN / f"{name}.json").write_text(golden_text(scenario, output), encoding="utf-8")
        print(f"{name}: {len(output['events'])} events, {output['state']['turns']} turns")


if __name__ == "__main__":
    main()
