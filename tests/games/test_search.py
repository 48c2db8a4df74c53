"""Mestari's search, the parts every game shares: how a finished game scores for a seat."""

from __future__ import annotations

from enum import StrEnum

from games.core import Action, Outcome
from games.search import MoveValue, best, distinct, score


class _End(StrEnum):
    DONE = "done"


def test_score_first_place_is_one_and_loser_zero() -> None:
    outcome = Outcome(((2,), (0,), (1, 3)), losers=(1, 3), reason=_End.DONE)
    assert [score(outcome, seat) for seat in range(4)] == [0.5, 0.0, 1.0, 0.0]


def test_score_places_between_are_linear() -> None:
    outcome = Outcome(((3,), (1,), (0,), (2,)), losers=(2,), reason=_End.DONE)
    assert [score(outcome, seat) for seat in range(4)] == [1 / 3, 2 / 3, 0.0, 1.0]


def test_score_draw_and_unfinished_are_even() -> None:
    draw = Outcome(((0, 1, 2),), draw=True, reason=_End.DONE)
    unfinished = Outcome((), unfinished=True, reason=_End.DONE)
    assert (score(draw, 1), score(unfinished, 0), score(None, 0)) == (0.5, 0.5, 0.5)


def test_distinct_keeps_the_first_of_each_move() -> None:
    a, b = Action(0, (5,)), Action(0, (9,))
    assert distinct([a, b, a]) == [a, b]


def test_best_prefers_the_first_offered_on_a_tie() -> None:
    a, b, c = Action(0, (1,)), Action(0, (2,)), Action(0, (3,))
    values = [MoveValue(a, 0.25, 1, 3, 4), MoveValue(b, 0.75, 3, 1, 4), MoveValue(c, 0.75, 2, 0, 4)]
    assert best(values).action == b
