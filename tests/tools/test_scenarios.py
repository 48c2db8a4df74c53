"""The scenario generators (``python -m tools.scenarios GAME``) write the files in the packs."""

import json
from types import ModuleType

import pytest

from tools.scenarios import ristiseiska, siantappo
from tools.scenarios.__main__ import main


@pytest.mark.parametrize("game", [siantappo, ristiseiska], ids=["siantappo", "ristiseiska"])
def test_scenarios_every_file_is_what_its_generator_writes(game: ModuleType) -> None:
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
    assert "GAME is sika, siantappo or ristiseiska" in capsys.readouterr().err
