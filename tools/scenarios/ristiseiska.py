"""The scenario files of ristiseiska's worked examples: ``python -m tools.scenarios ristiseiska``.

Each is a seeded deal played by the engine's own strategy: the moments the
examples jump to are found in whatever that play gives, so a new seed needs
only a look at the example's texts.
"""

from collections.abc import Sequence
from pathlib import Path

FOLDER = Path(__file__).resolve().parents[2] / "tutorials" / "packs" / "ristiseiska" / "scenarios"
INDENT = 2
FOUR = ["Aino", "Eero", "Liisa", "Onni"]

# File stem -> (preset, options, players, turns to stop after or None: the whole game).
SCENARIOS: dict[str, tuple[str, dict[str, object], list[str], int | None]] = {
    "avaus": ("ristiseiska", {}, FOUR, 12),
    "pyytaminen": ("ristiseiska", {}, FOUR, None),
    "pantti": ("pantti", {}, FOUR, None),
    "pisteet": ("pisteet", {}, FOUR, None),
    "ensimmainen-assa": ("ristiseiska", {"first_ace": True}, FOUR, None),
    "kasi-ensin": ("ristiseiska", {"eight_before_six": True}, FOUR, None),
    "ristikasi": ("ristikasi", {}, FOUR, None),
    "kaksi-pakkaa": ("kaksi_pakkaa", {}, [*FOUR, "Pekka", "Saara"], None),
    "jokerit": ("jokerit", {}, FOUR, None),
    "kaksinpeli": ("ristiseiska", {}, FOUR[:2], None),
}

# Seeds other than 1, chosen for what the example must show: in "ensimmainen-assa" the
# first ace fits either end of its row (its two and king are both down), so its player
# really chooses the end.
SEEDS: dict[str, int] = {"ensimmainen-assa": 15}


def build(names: Sequence[str]) -> dict[str, dict[str, object]]:
    """File stem -> scenario, for ``names`` (none: every one)."""
    files = {}
    for name in names or SCENARIOS:
        preset, options, players, stop = SCENARIOS[name]
        data: dict[str, object] = {"game": "ristiseiska", "preset": preset}
        if options:
            data["rules"] = options
        data.update(players=players, seed=SEEDS.get(name, 1), policy="heuristic")
        if stop is not None:
            data["stop_after_turns"] = stop
        files[name] = data
    return files
