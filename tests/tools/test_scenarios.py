"""The scenario generators (``python -m tools.scenarios GAME``) write the files in the packs."""

import importlib
import json

import pytest

from tools.scenarios.__main__ import generated, main

# A generator that searches many seeds for its deals (``SLOW``: minutes) is checked by hand
# (``python -m tools.scenarios <game> --check``) and its files by the examples' tests.
QUICK = [
    name
    for name in generated()
    if not getattr(importlib.import_module(f"tools.scenarios.{name}"), "SLOW", False)
]


def test_scenarios_generators_are_the_registry_games_with_one() -> None:
    assert (generated(), QUICK) == (
        ["sika", "ristiseiska", "siantappo"],
        ["ristiseiska", "siantappo"],
    )


@pytest.mark.parametrize("name", QUICK)
def test_scenarios_every_file_is_what_its_generator_writes(name: str) -> None:
    game = importlib.import_module(f"tools.scenarios.{name}")
    built = game.build(())
    on_disk = {path.stem: path for path in game.FOLDER.glob("*.json")}
    assert sorted(built) == sorted(on_disk)
    for stem, data in built.items():
        text = json.dumps(data, indent=game.INDENT, ensure_ascii=False) + "\n"
        assert on_disk[stem].read_text(encoding="utf-8") == text, stem


def test_scenarios_check_passes_for_unchanged_files(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ristiseiska", "avaus", "--check"]) == 0
    assert capsys.readouterr().out == "avaus: same\n"


def test_scenarios_unknown_game_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["kimble"]) == 2
    assert "GAME is one of: sika, ristiseiska, siantappo\n" in capsys.readouterr().err
