"""Sika's lesson path against the rules (``shared/rules/sika.md``), answers written out by hand:
each predict step's right answer and each do-step's moves that reach the goal."""

import pytest
from django.utils import translation

from games.registry import find_game
from tutorials.lessons import Do, Predict, kind_of, playing
from tutorials.packs import PACKS
from tutorials.packs.sika.table import TableView
from tutorials.views.lesson_pages import step_page

PACK = PACKS["sika"]
GAME = find_game("sika")

# (lesson, step) -> the right answer in English words (sections 4, 5, 8 and 12).
ANSWERS = {
    ("rengas", 0): "Jack of hearts",  # 3D, QC do not match 9H: into the hand
    ("rengas", 1): "Ace of spades",
    ("rengas", 2): "Three of clubs",
    ("rengas", 3): "4 cards",  # 7D JS + 2H 5C; 8D matched
    ("tyhja-kasi", 0): "Jack of diamonds",  # empty hand, first draw 7H matched: extra card
    ("tyhja-kasi", 1): "Two of diamonds",  # first draw 2D did not match: it is the free card
    ("tyhja-kasi", 2): "0 cards",
    ("tyhja-kasi", 3): "King of diamonds",  # the matching first draw emptied the ring
    ("viimeinen-rengaskortti", 0): "Eero",  # his hand was already empty
    ("viimeinen-rengaskortti", 1): "You",
    ("viimeinen-rengaskortti", 2): "Eero",  # Aino left: the next one still in
    ("viimeinen-rengaskortti", 3): "Nobody",
    ("kaivaminen", 0): "Two of spades",  # dug under the top, last played first
    ("kaivaminen", 1): "Three of diamonds",
    ("kaivaminen", 2): "3 cards",
    ("kaivaminen", 3): "0 cards",  # the suit is in the hand: no digging
    ("loppu", 0): "Aino",
    ("loppu", 1): "Eero",  # stuck: 7, 20 and 24 cards
    ("loppu", 2): "You, Aino and Eero",  # stuck: 10 + 7 dug, 17 and 17
    ("loppu", 3): "Nobody",  # everyone empty at the end of the ring: a draw
    ("nostopakka", 0): "4 cards",  # the pile under 9S
    ("nostopakka", 1): "From the draw pile",
    ("nostopakka", 2): "2 cards",  # the draw pile ran out: no new one this turn
    ("nostopakka", 3): "Aino",  # your empty turn is the third in a row: the next player leads
    ("keraysvaihe", 0): "Nine of clubs",  # same rank
    ("keraysvaihe", 1): "Eight of spades",  # an eight
    ("keraysvaihe", 2): "Three of clubs",  # same suit
    ("keraysvaihe", 3): "3 cards",
}
# (lesson, step) -> the moves that reach the goal.
HITS = {
    ("vapaa-kortti", 0): {"6C"},
    ("vapaa-kortti", 1): {"3S"},
    ("vapaa-kortti", 2): {"4H"},
    ("vapaa-kortti", 3): {"3C", "8C", "KC"},
    ("karistusvaihe", 2): {"5C 6C 7C"},
    ("karistusvaihe", 3): {"KS KD", "KD KS"},  # both kings at once, in either order
}


def test_every_sika_step_is_checked_by_hand() -> None:
    steps = {(lesson.slug, n) for lesson in PACK.lessons for n in range(len(lesson.steps))}
    spot = {(lesson, n) for lesson in ("kasivaihe",) for n in range(4)}
    spot |= {("karistusvaihe", 0), ("karistusvaihe", 1)}
    assert steps == set(ANSWERS) | set(HITS) | spot


@pytest.mark.parametrize(("key", "words"), ANSWERS.items(), ids=[f"{k[0]}-{k[1]}" for k in ANSWERS])
def test_sika_predict_answer(key: tuple[str, int], words: str) -> None:
    lesson = PACK.lesson(key[0])
    assert lesson is not None
    kind = kind_of(lesson.steps[key[1]])
    assert isinstance(kind, Predict)
    right = playing.answer(kind, playing.play(GAME, lesson, kind, None))
    with translation.override("en"):
        assert kind.question.words(right, PACK.presenter.names(3)) == words


@pytest.mark.parametrize(("key", "hits"), HITS.items(), ids=[f"{k[0]}-{k[1]}" for k in HITS])
def test_sika_do_step_hits(key: tuple[str, int], hits: set[str]) -> None:
    lesson = PACK.lesson(key[0])
    assert lesson is not None
    kind = kind_of(lesson.steps[key[1]])
    assert isinstance(kind, Do)
    begun = playing.begin(GAME, lesson, kind)
    reached = {
        GAME.option_text(a.cards)
        for a in begun.state.legal_actions()
        if playing.reached(kind, playing.play(GAME, lesson, kind, a))
    }
    assert reached == hits


@pytest.mark.parametrize(
    ("key", "right"),
    [(("kasivaihe", 0), "2H 9H"), (("kasivaihe", 2), "10D KD"), (("karistusvaihe", 0), "9S 4D 8C")],
)
def test_sika_spot_right_cards(key: tuple[str, int], right: str) -> None:
    lesson = PACK.lesson(key[0])
    assert lesson is not None
    with translation.override("en"):
        page = step_page(PACK, lesson, key[1])
    assert {c.value for c in page.controls if c.fits} == set(right.split())


def test_sika_predict_table_is_the_one_after_the_last_event_told() -> None:
    lesson = PACK.lesson("tyhja-kasi")
    assert lesson is not None
    with translation.override("en"):
        happened = step_page(PACK, lesson, 1).happened
        assert happened is not None
        table = happened.table
        assert isinstance(table, TableView)
        top = table.pile_top.name
    assert happened.lines[-1] == "Your turn ends."
    assert (top, [s.count for s in table.seats]) == ("two of diamonds", [0, 3, 3])
