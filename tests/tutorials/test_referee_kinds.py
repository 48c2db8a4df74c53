"""The referee's extension point: a kind names its game's rules once, and the machinery
hands it only those."""

import pytest

from games.registry import find_game
from tutorials.packs import PACKS
from tutorials.referee import SituationKind


def test_every_kind_refuses_another_games_rules() -> None:
    """Each kind of the registry, drawn under another game's default rules, raises a
    TypeError naming the rules type it takes; one pairing a kind with another game exists."""
    refused = []
    for pack in PACKS.values():
        for other in PACKS.values():
            rules = find_game(other.engine).make_rules(find_game(other.engine).default_preset, {})
            for kind in pack.referee if other.engine != pack.engine else ():
                with pytest.raises(TypeError) as raised:
                    kind.form(find_game(pack.engine), rules, None)
                refused.append(str(raised.value))
    assert refused != []
    assert set(refused) == {"Rules expected"}


def test_a_kind_that_names_no_game_is_refused_at_its_class_statement() -> None:
    """A subclass of the bare ``SituationKind`` raises a TypeError saying how to name it."""
    with pytest.raises(TypeError) as raised:

        class Nameless(SituationKind):  # names no game's rules
            slug = "nimeton"

    assert str(raised.value) == (
        "test_a_kind_that_names_no_game_is_refused_at_its_class_statement.<locals>.Nameless: "
        "subclass SituationKind[<engine>.Rules]"
    )
