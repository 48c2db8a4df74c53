"""The written question bank: shape, one right answer, both languages, rule links."""

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation

from games.sika import Phase
from tutorials.packs.sika.pack import PACK
from tutorials.packs.sika.quiz import game_of, rules_facts
from tutorials.packs.sika.quiz.game_of import GAMES
from tutorials.packs.sika.quiz.game_of import game_of as game_of_entry
from tutorials.packs.sika.quiz.rules_facts import fact
from tutorials.packs.sika.quiz.situations import PRESETS, anchor_for
from tutorials.quiz.model import Group, Question

WRITTEN: tuple[Question, ...] = game_of.QUESTIONS + rules_facts.QUESTIONS
SITUATION_ANCHORS = sorted(
    {
        anchor_for(kind, preset, phase)
        for kind, presets in PRESETS.items()
        for preset in presets
        for phase in (Phase.RING, Phase.HAND)
    }
)
ALL_ANCHORS = sorted({q.anchor for q in WRITTEN} | set(SITUATION_ANCHORS))


def _texts(question: Question) -> list[str]:
    return [
        str(question.prompt),
        str(question.explanation),
        *(str(choice.text) for choice in question.choices),
    ]


def test_bank_has_at_least_thirty_written_questions() -> None:
    assert len(WRITTEN) >= 30


def test_bank_each_written_group_has_at_least_fifteen() -> None:
    assert min(len(game_of.QUESTIONS), len(rules_facts.QUESTIONS)) >= 15


def test_bank_ids_unique() -> None:
    ids = [q.id for q in WRITTEN]
    assert len(ids) == len(set(ids))


def test_bank_groups_match_their_files() -> None:
    assert {q.group for q in game_of.QUESTIONS} == {Group.GAME_OF}
    assert {q.group for q in rules_facts.QUESTIONS} == {Group.RULES}


@pytest.mark.parametrize("question", WRITTEN, ids=lambda q: q.id)
def test_question_has_exactly_one_right_answer(question: Question) -> None:
    assert [choice.right for choice in question.choices].count(True) == 1
    assert question.right in question.choices


@pytest.mark.parametrize("question", WRITTEN, ids=lambda q: q.id)
def test_question_has_at_least_three_distinct_choices(question: Question) -> None:
    with translation.override("en"):
        texts = [str(choice.text) for choice in question.choices]
    assert len(texts) >= 3
    assert len(set(texts)) == len(texts)
    assert len({choice.key for choice in question.choices}) == len(texts)


@pytest.mark.parametrize("question", WRITTEN, ids=lambda q: q.id)
def test_question_anchor_is_registered(question: Question) -> None:
    assert question.anchor in PACK.sections


@pytest.mark.parametrize("question", WRITTEN, ids=lambda q: q.id)
def test_question_translated_into_finnish(question: Question) -> None:
    with translation.override("en"):
        english = _texts(question)
    with translation.override("fi"):
        finnish = _texts(question)
    untranslated = [en for en, fi in zip(english, finnish, strict=True) if en == fi]
    # A game's bare name is the same word in both languages.
    assert [text for text in untranslated if text not in ("Sika", "Siantappo", "Aasi")] == []
    assert all(text.strip() for text in finnish + english)


def test_game_of_choices_are_the_five_games_in_order() -> None:
    for question in game_of.QUESTIONS:
        assert [choice.key for choice in question.choices] == [key for key, _text in GAMES]


def test_game_of_every_game_is_an_answer_somewhere() -> None:
    answers = {q.right.key for q in game_of.QUESTIONS}
    assert answers == {key for key, _text in GAMES}


def test_game_of_entry_rejects_unknown_game() -> None:
    with pytest.raises(ValueError, match="unknown game 'lehma'"):
        game_of_entry("x", "prompt", "lehma", "why", "aasi")


def test_fact_entry_right_answer_first() -> None:
    question = fact("x", "prompt", "yes", ("no", "maybe"), "why", "aasi")
    assert [(c.key, c.text, c.right) for c in question.choices] == [
        ("0", "yes", True),
        ("1", "no", False),
        ("2", "maybe", False),
    ]
    assert question.id == "saanto-x"


@pytest.mark.parametrize("anchor", SITUATION_ANCHORS)
def test_situation_anchor_is_registered(anchor: str) -> None:
    assert anchor in PACK.sections


@pytest.mark.parametrize("anchor", ALL_ANCHORS)
def test_quiz_anchor_is_on_its_rules_page(client: Client, anchor: str) -> None:
    assert anchor in PACK.sections
    response = client.get(reverse(f"sika:{PACK.sections[anchor]}"))
    assert response.status_code == 200
    assert f'id="{anchor}"' in response.content.decode()
