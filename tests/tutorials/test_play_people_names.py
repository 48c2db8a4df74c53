"""Pass-and-play: on each person's page "you" is that person, whatever their seat."""

from collections.abc import Iterator

import pytest
from django.utils import translation

from games.registry import find_game
from tutorials import play
from tutorials.packs import PACKS
from tutorials.play import people
from tutorials.presenter import visitor_of

SIKA = find_game("sika")
# Liisa in seat 0, Onni in seat 2 of four; the computer players in seats 1 and 3.
SETUP = play.Setup(
    SIKA.make_rules("perussika", None), 4, 0, "heuristic", (0, 2), names=("Liisa", "Onni")
)


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    """The names as an English page reads them ("You"), whatever ran before."""
    with translation.override("en"):
        yield


def test_second_persons_page_calls_the_second_person_you() -> None:
    names = people.seat_names(PACKS["sika"].presenter, SETUP, 2)
    assert (list(names), visitor_of(names)) == (["Liisa", "Aino", "You", "Eero"], 2)


def test_first_persons_page_calls_the_first_person_you() -> None:
    names = people.seat_names(PACKS["sika"].presenter, SETUP, 0)
    assert (list(names), visitor_of(names)) == (["You", "Aino", "Onni", "Eero"], 0)


def test_page_of_nobody_names_every_seat() -> None:
    names = people.seat_names(PACKS["sika"].presenter, SETUP, None)
    assert (list(names), visitor_of(names)) == (["Liisa", "Aino", "Onni", "Eero"], None)
