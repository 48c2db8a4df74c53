"""Quiz answers are not given away by their shape, for every game, in both languages.

A reader spots the answer when it is clearly the longest option, or the only one with
as many cards as the question needs, or when one kind of situation fills the rounds.
Each is counted here over the game's whole bank of rules questions and over the
situations of ten rounds (seeds 0 to 9), and must stay at a third or below.
"""

from __future__ import annotations

from collections import Counter

import pytest
from django.utils import translation

from tutorials.packs import PACKS
from tutorials.packs.base import GamePack
from tutorials.quiz.model import Group, Question
from tutorials.quiz.rounds import Round

PACK_LIST = list(PACKS.values())
ROUNDS = range(10)


def clearly_longest(question: Question) -> bool:
    """The right answer is longer than every other option by a fifth and five letters."""
    right = len(str(question.right.text))
    others = max(len(str(choice.text)) for choice in question.choices if not choice.right)
    return right >= 1.2 * others and right - others >= 5


def _rounds(pack: GamePack) -> list[Round]:
    return [pack.quiz.build_round(seed) for seed in ROUNDS]


def _situations(pack: GamePack) -> list[Question]:
    return [q for r in _rounds(pack) for q in r.questions if q.group is Group.SITUATION]


def test_clearly_longest_counts_letters_and_a_margin() -> None:
    def question(*texts: str) -> Question:
        from tutorials.quiz.model import fact

        return fact("x", "?", texts[0], texts[1:], "", "a", title="t")

    assert clearly_longest(question("A much longer right answer", "Short", "Shorter"))
    assert not clearly_longest(question("Yes", "No"))  # three letters are not a tell
    assert not clearly_longest(question("Right answer here", "Wrong answer here"))


@pytest.mark.parametrize("language", ["fi", "en"])
@pytest.mark.parametrize("pack", PACK_LIST, ids=list(PACKS))
def test_rules_right_answer_is_seldom_the_longest(pack: GamePack, language: str) -> None:
    questions = pack.quiz.bank[Group.RULES]
    with translation.override(language):
        longest = [q.id for q in questions if clearly_longest(q)]
    assert 3 * len(longest) <= len(questions), longest


@pytest.mark.parametrize("language", ["fi", "en"])
@pytest.mark.parametrize("pack", PACK_LIST, ids=list(PACKS))
def test_situation_right_answer_is_seldom_the_longest(pack: GamePack, language: str) -> None:
    situations = _situations(pack)
    with translation.override(language):
        longest = [q.id for q in situations if clearly_longest(q)]
    assert 3 * len(longest) <= len(situations), longest


@pytest.mark.parametrize("pack", PACK_LIST, ids=list(PACKS))
def test_situation_has_another_option_of_the_right_size(pack: GamePack) -> None:
    """Where the options are plays of cards, a wrong one has as many cards as the right."""
    alone = []
    for question in _situations(pack):
        size = len(question.right.cards)
        same = [c for c in question.choices if not c.right and len(c.cards) == size]
        if len(question.choices) < 2 or not same:
            alone.append(question.id)
    assert alone == []


@pytest.mark.parametrize("pack", PACK_LIST, ids=list(PACKS))
def test_no_situation_kind_fills_more_than_a_third_of_ten_rounds(pack: GamePack) -> None:
    situations = _situations(pack)
    kinds = Counter(question.id.split("-")[1] for question in situations)
    assert set(kinds) == {str(kind) for kind in pack.quiz.situations.Kind}
    assert 3 * max(kinds.values()) <= len(situations), kinds
