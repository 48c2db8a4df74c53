"""Pikkutikki's lesson path: follow the suit, then stay clear of the last trick."""

from django.utils.translation import gettext_lazy as _

from tests.pikkutikki import engine
from tutorials.lessons import Lesson, Position, event, steps


def P(seed: int, skip: int = 0) -> Position:
    """A three-player deal of ``seed`` after ``skip`` of the visitor's own moves."""
    return Position("pikkutikki", 3, seed, skip=skip)


def _not_the_visitor(outcome: object) -> bool:
    return isinstance(outcome, engine.Outcome) and 0 not in outcome.losers


LESSONS = (
    Lesson(
        "tikki",
        _("Winning a trick"),
        steps(_("Win a trick."), event(engine.TrickWon), P(3), P(9)),
        sections=("pikkutikki-tikki",),
    ),
    Lesson(
        "viimeinen",
        _("The last trick"),
        steps(
            _("Do not win the last trick."),
            event(engine.GameOver, outcome=_not_the_visitor),
            P(1, 1),
            P(10, 1),
        ),
        sections=("pikkutikki-loppu",),
    ),
)
