"""A "which game?" question never names its own answer, in either language."""

import re

import pytest
from django.utils import translation

from tutorials.packs import PACKS
from tutorials.quiz.model import Group, Question

QUESTIONS: list[Question] = [
    q for pack in PACKS.values() for q in pack.quiz.bank.get(Group.GAME_OF, ())
]


def _game_stem(label: str) -> str | None:
    """The game's name in a choice ("Sika, the ring game" -> "sik"): one word, no ending."""
    name = re.split(r"[,(]", label)[0].strip()
    if " " in name or not name.isalpha():
        return None  # "None of these", "“Heitä sikaa”…": not one game's name
    return name.lower()[:-1]  # the stem: Finnish endings change the last letter (sika, sian)


def test_game_of_questions_exist_for_every_pack() -> None:
    assert sorted({q.id.split("-")[0] for q in QUESTIONS}) == ["peli"]
    assert len(QUESTIONS) >= 3 * 5


@pytest.mark.parametrize("language", ["fi", "en"])
def test_game_of_question_never_names_its_answer(language: str) -> None:
    given_away = []
    with translation.override(language):
        for q in QUESTIONS:
            stem = _game_stem(str(q.right.text))
            if stem and re.search(rf"\b{stem}", str(q.prompt).lower()):
                given_away.append((q.id, str(q.prompt)))
    assert given_away == []


def test_game_stem_of_a_name_with_a_description() -> None:
    assert _game_stem("Ristiseiska, the sevens game") == "ristiseisk"
    assert _game_stem("Sika") == "sik"
    assert _game_stem("None of these") is None
