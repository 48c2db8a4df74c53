"""The referee's verdicts against the rules files, typed by hand from ``shared/rules/``:
each situation under two rule sets or more, where the house rules change the answer.

A row is (preset, overrides, the situation's answers in card codes, allowed, the rules
section the answer links). Sika: sections 3, 5 and 8 of sika.md; siantappo: sections 2
and 3 of siantappo.md (no option of the game changes what beats what); ristiseiska:
sections 1, 2 and 5 of ristiseiska.md.
"""

from typing import Any

import pytest
from django.utils import translation

from games.registry import find_game
from tutorials.packs import PACKS
from tutorials.referee import Impossible, answer, ask

Row = tuple[str, dict[str, str], dict[str, str], bool, str]

SIKA: list[Row] = [
    # Suit: only a spade fits a spade; an eight is no wild card in the one-phase game.
    ("perussika", {}, {"top": "5S", "card": "KS"}, True, "kasivaihe"),
    ("perussika", {}, {"top": "5S", "card": "5H"}, False, "kasivaihe"),
    ("perussika", {}, {"top": "5S", "card": "8H"}, False, "kasivaihe"),
    ("perussika", {}, {"top": "5S", "card": "KC"}, False, "kasivaihe"),
    # Colour: black on black.
    ("vari", {}, {"top": "5S", "card": "KC"}, True, "vari"),
    ("vari", {}, {"top": "5S", "card": "5H"}, False, "kasivaihe"),
    ("perussika", {"match": "colour"}, {"top": "9D", "card": "2H"}, True, "vari"),
    # Two-phase: the same suit, the same rank, or an eight.
    ("kaksivaiheinen", {}, {"top": "5S", "card": "5H"}, True, "kaksivaiheinen"),
    ("kaksivaiheinen", {}, {"top": "5S", "card": "8H"}, True, "kaksivaiheinen"),
    ("kaksivaiheinen", {}, {"top": "5S", "card": "KC"}, False, "kaksivaiheinen"),
    # No hand phase: the card is drawn, and played only if it matches.
    ("ilman_kasivaihetta", {}, {"top": "5S", "card": "KS"}, True, "ilman-kasivaihetta"),
    ("ilman_kasivaihetta", {}, {"top": "5S", "card": "5H"}, False, "ilman-kasivaihetta"),
]

SIANTAPPO: list[Row] = [
    ("perussiantappo", {}, {"table": "7S 7C", "play": "8S 8C"}, True, "paalle-lyominen"),
    ("perussiantappo", {}, {"table": "7S 7C", "play": "7D 7H"}, True, "paalle-lyominen"),
    ("perussiantappo", {}, {"table": "7D 7H", "play": "7S 7C"}, False, "paalle-lyominen"),
    ("perussiantappo", {}, {"table": "7S 7C", "play": "KS"}, False, "paalle-lyominen"),
    ("perussiantappo", {}, {"table": "3S 4C 5D", "play": "6S 7C 8D 9D"}, False, "paalle-lyominen"),
    ("perussiantappo", {}, {"table": "3S 4C 5D", "play": "4S 5C 6D"}, True, "paalle-lyominen"),
    ("perussiantappo", {}, {"table": "AH", "play": "2S"}, True, "paalle-lyominen"),
    ("perussiantappo", {}, {"table": "2S", "play": "AH"}, False, "paalle-lyominen"),
    ("perussiantappo", {}, {"table": "2S", "play": "2C"}, True, "paalle-lyominen"),
    ("perussiantappo", {}, {"table": "2S", "play": "5S 5C"}, False, "kakkoset"),
    ("perussiantappo", {}, {"table": "2S", "play": "3S 3C 4S 4C 5S 5C"}, True, "paalle-lyominen"),
    ("perussiantappo", {}, {"table": "2S 2C", "play": "9S 9C 9D 9H"}, True, "paalle-lyominen"),
    ("perussiantappo", {}, {"table": "2S 2C", "play": "3S 3C 4S 4C 5S 5C"}, False, "siantappo"),
    # The first lead's three of clubs and the series change nothing about beating.
    (
        "perussiantappo",
        {"series": "true"},
        {"table": "7S 7C", "play": "8S 8C"},
        True,
        "paalle-lyominen",
    ),
    ("perussiantappo", {"series": "true"}, {"table": "2S", "play": "AH"}, False, "paalle-lyominen"),
]

RISTISEISKA: list[Row] = [
    # The 8 comes after the 7 and the 6; with eight_before_six the 8 comes first.
    ("ristiseiska", {}, {"down": "7C 6C 8C 7H", "card": "8H"}, False, "seiskan-rivit"),
    ("ristiseiska", {}, {"down": "7C 6C 8C 7H", "card": "6H"}, True, "seiskan-rivit"),
    ("ristiseiska", {}, {"down": "7C 6C 8C 7H", "card": "9C"}, True, "seiskan-rivit"),
    ("ristiseiska", {}, {"down": "7C 6C 8C 7H", "card": "7D"}, True, "seiskan-rivit"),
    (
        "ristiseiska",
        {"eight_before_six": "true"},
        {"down": "7C 8C 7H", "card": "8H"},
        True,
        "kasi-ennen-kuutosta",
    ),
    (
        "ristiseiska",
        {"eight_before_six": "true"},
        {"down": "7C 8C 7H", "card": "6H"},
        False,
        "seiskan-rivit",
    ),
    # Nothing down: the seven of clubs first (two decks: either seven of clubs).
    ("ristiseiska", {}, {"down": "", "card": "7H"}, False, "seiskan-rivit"),
    ("ristiseiska", {}, {"down": "", "card": "7C"}, True, "seiskan-rivit"),
    # Ristikäsi starts from the eight of clubs; the seven goes below it.
    ("ristikasi", {}, {"down": "8C", "card": "7C"}, True, "ristikasi-peli"),
    ("ristikasi", {}, {"down": "8C", "card": "9C"}, False, "seiskan-rivit"),
    ("ristikasi", {}, {"down": "8C 7C", "card": "9C"}, True, "ristikasi-peli"),
]

# The tests' fourth game (tests/pikkutikki): follow the suit led, unless playing "vapaa".
PIKKUTIKKI: list[Row] = [
    ("pikkutikki", {}, {"led": "10S", "card": "AS"}, True, "pikkutikki-tikki"),
    ("pikkutikki", {}, {"led": "10S", "card": "AH"}, False, "pikkutikki-tikki"),
    ("vapaa", {}, {"led": "10S", "card": "AH"}, True, "pikkutikki-tikki"),
]

# Situations the rules cannot reach under these rules: the form's error, never an answer.
IMPOSSIBLE: list[tuple[str, str, dict[str, str], dict[str, str]]] = [
    ("sika", "perussika", {}, {"top": "5S", "card": "5S"}),
    ("siantappo", "perussiantappo", {}, {"table": "7S 8C", "play": "9S 9C"}),
    ("siantappo", "perussiantappo", {}, {"table": "7S 7C", "play": "7S 7H"}),
    ("ristiseiska", "ristiseiska", {}, {"down": "7C 7H 8H", "card": "9H"}),
    ("ristiseiska", "ristiseiska", {}, {"down": "8C", "card": "9C"}),
    ("ristiseiska", "ristiseiska", {}, {"down": "7C", "card": "7C"}),
    ("pikkutikki", "pikkutikki", {}, {"led": "AS", "card": "AS"}),
]


def _form_data(slug: str, situation: dict[str, str]) -> dict[str, Any]:
    """The answers as the form sends them: a card by its number, several cards a list."""
    deck = find_game(PACKS[slug].engine).deck
    data: dict[str, Any] = {}
    for name, codes in situation.items():
        cards = [str(deck.parse(code)) for code in codes.split()]
        data[name] = cards if name in ("table", "play", "down") else cards[0]
    return data


def _verdict(slug: str, preset: str, overrides: dict[str, str], situation: dict[str, str]) -> Any:
    pack = PACKS[slug]
    game = find_game(pack.engine)
    rules = game.make_rules(preset, overrides)
    kind = pack.referee[0]
    form = kind.form(game, rules, _form_data(slug, situation))
    assert form.is_valid(), form.errors
    return answer(kind, pack.presenter, rules, ask(kind, game, rules, 4, form.cleaned_data))


@pytest.mark.parametrize(
    ("slug", "row"),
    [("sika", row) for row in SIKA]
    + [("siantappo", row) for row in SIANTAPPO]
    + [("ristiseiska", row) for row in RISTISEISKA]
    + [("pikkutikki", row) for row in PIKKUTIKKI],
)
def test_referee_verdict_is_the_rules_files(slug: str, row: tuple[Any, ...]) -> None:
    preset, overrides, situation, allowed, section = row
    with translation.override("en"):
        said = _verdict(slug, preset, overrides, situation)
    assert (said.allowed, said.section) == (allowed, section)


@pytest.mark.parametrize(("slug", "preset", "overrides", "situation"), IMPOSSIBLE)
def test_referee_impossible_situation_is_refused(
    slug: str, preset: str, overrides: dict[str, str], situation: dict[str, str]
) -> None:
    with translation.override("en"), pytest.raises(Impossible):
        _verdict(slug, preset, overrides, situation)
