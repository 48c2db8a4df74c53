"""Every step of a worked example shows the table as it is after the step's event.

The engine's recorder keeps the table after each event. It puts a drawn card
that matches on the pile before it tells the draw, so the draw's step shows
the card in the hand (drawn) and the next step shows it on the pile (played).
"""

from __future__ import annotations

from typing import cast

import pytest
from django.utils import translation

from games import sika
from games.cards import card_text
from games.scenario import Scenario
from tutorials import stepper
from tutorials.packs.sika.examples import EXAMPLE_SET
from tutorials.packs.sika.table import TableView, present_step
from tutorials.stepper import Presented

NAMES = ("Aino", "Eero", "Liisa")


def _present(game: Scenario, step: int) -> Presented[TableView]:
    """A step of one of sika's own scenarios, told by its pack."""
    assert isinstance(game.rules, sika.Rules)
    shot = cast("stepper.Capture[sika.Table, sika.Event]", stepper.capture(game, step))
    return present_step(shot, game.players, game.rules)


def _shown(name: str, step: int) -> TableView:
    game = EXAMPLE_SET.scenario(name)
    with translation.override("fi"):
        return _present(game, step).table


def _picture(view: TableView) -> tuple[int, str, int, list[list[str]]]:
    hands = [[card.code for card in seat.hand or ()] for seat in view.seats]
    return view.ring, view.pile_top.code, view.pile_size, hands


def test_step_table_drawn_jack_held_apart_from_the_hand_before_the_pile() -> None:
    # Step 4: "Aino nostaa renkaasta: herttajätkä – se sopii": drawn, not yet played.
    view = _shown("aino-eero-liisa", 4)
    assert _picture(view) == (48, "9H", 1, [["KS", "3D"], [], []])
    assert [seat.drawn and seat.drawn.code for seat in view.seats] == ["JH", None, None]


def test_step_table_jack_on_the_pile_once_played() -> None:
    # Step 5: "Aino lyö keskipinoon: herttajätkä": the step changes the table.
    assert _picture(_shown("aino-eero-liisa", 5)) == (48, "JH", 2, [["KS", "3D"], [], []])


def test_step_table_drawn_card_marked_fresh_and_no_card_of_the_hand() -> None:
    view = _shown("aino-eero-liisa", 4)
    assert view.seats[0].drawn is not None and view.seats[0].drawn.fresh is True
    assert [card.code for card in view.seats[0].hand or () if card.fresh] == []
    assert view.pile_top.fresh is False


def test_step_table_drawn_card_says_whether_it_fits_or_is_the_extra_card() -> None:
    # aino-eero-liisa step 4 draws the jack of hearts that fits; tyhja-kasi step 4 the
    # empty hand's extra card, onto the pile whatever its suit.
    fits = _shown("aino-eero-liisa", 4).seats[0]
    extra = [seat for seat in _shown("tyhja-kasi", 4).seats if seat.drawn is not None]
    assert (fits.drawn_extra, [seat.drawn_extra for seat in extra]) == (False, [True])


def test_step_table_played_card_marked_fresh_on_the_pile() -> None:
    assert _shown("aino-eero-liisa", 5).pile_top.fresh is True


def _expected(steps: tuple[object, ...], step: int) -> tuple[int, str, int, list[list[str]]]:
    """The recorder's table after the event; a matching drawn card not yet on the pile."""
    table = steps[step - 1].table  # type: ignore[attr-defined]
    event = steps[step - 1].event  # type: ignore[attr-defined]
    hands = [[card_text(c) for c in hand] for hand in table.hands]
    if type(event) is sika.Drew and not event.into_hand:
        before = steps[step - 2].table  # type: ignore[attr-defined]
        return table.ring, card_text(before.pile_top), table.pile_size - 1, hands
    return table.ring, card_text(table.pile_top), table.pile_size, hands


GAMES = sorted({game.scenario for example in EXAMPLE_SET.all for game in example.games})


@pytest.mark.parametrize("name", GAMES)
def test_step_table_every_step_matches_the_state_after_its_event(name: str) -> None:
    game = EXAMPLE_SET.scenario(name)
    stepper.recording.cache_clear()
    steps = stepper.recording(game).steps
    with translation.override("fi"):
        for step in range(2, len(steps) + 1):
            view = _present(game, step).table
            assert _picture(view) == _expected(steps, step), step
    # One recording for the whole example, not a replay per step.
    assert stepper.recording.cache_info().misses == 1


def test_step_table_views_of_one_example_use_one_recording() -> None:
    game = EXAMPLE_SET.scenario("aino-eero-liisa")
    stepper.recording.cache_clear()
    stepper._movers.cache_clear()  # who moves after each event is read once from it too
    for step in range(0, 40):
        stepper.step_view(game, NAMES, step, teller=EXAMPLE_SET.teller)
    # (the first also reads it once to find who moves after each event)
    assert (stepper.recording.cache_info().misses, stepper.recording.cache_info().hits) == (1, 80)
