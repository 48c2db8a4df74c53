"""Table agreements: each declared with its usual answer, which a preset's start fills in."""

import pytest

from tests.contract.expected import expected
from tutorials.checklist import TABLE_GROUP, TEXT, agreement
from tutorials.checklist_form import RADIO
from tutorials.packs import PACKS

# Each game's usual answers: ``agreements`` of tests/contract/expected/<game>.py.
USUAL = {slug: expected(slug).agreements for slug in PACKS}


def test_agreement_with_choices_is_a_radio_question() -> None:
    question = agreement("a", "Text?", "Help.", "anchor", (("x", "X"), ("y", "Y")), default="y")
    assert (question.group, question.kind, question.default) == (TABLE_GROUP, RADIO, "y")


def test_agreement_without_choices_is_answered_in_words() -> None:
    question = agreement("a", "Text?", "Help.", "anchor", default="", max_length=60)
    assert (question.kind, question.max_length, question.choices) == (TEXT, 60, ())


@pytest.mark.parametrize("slug", list(PACKS))
def test_agreement_defaults_are_the_usual_answers(slug: str) -> None:
    assert PACKS[slug].checklist.agreement_defaults == USUAL[slug]


@pytest.mark.parametrize("slug", list(PACKS))
def test_agreement_defaults_fill_in_a_presets_start(slug: str) -> None:
    first = PACKS[slug].checklist.starts[0].key  # a preset's starting point
    answers = PACKS[slug].checklist.start_answers(first)
    assert {name: answers[name] for name in USUAL[slug]} == USUAL[slug]


@pytest.mark.parametrize("slug", list(PACKS))
def test_agreement_default_is_one_of_its_answers(slug: str) -> None:
    questions = [q for q in PACKS[slug].checklist.questions if q.group == TABLE_GROUP]
    offered = {q.name: [code for code, _ in q.choices] or [""] for q in questions}
    assert [q.name for q in questions if q.default not in offered[q.name]] == []
