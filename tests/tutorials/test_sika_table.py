"""The sika table at the end of a game: who left, who was ranked by the card count."""

from django.utils import translation

from tutorials.packs.sika.examples import EXAMPLE_SET
from tutorials.packs.sika.table import table_view
from tutorials.presenter import Seats
from tutorials.stepper import capture, total_steps

NAMES = ("Aino", "Eero", "Liisa")


def _end(name: str) -> tuple[object, ...]:
    game = EXAMPLE_SET.scenario(name)
    with translation.override("en"):
        view = table_view(capture(game, total_steps(game)).table, NAMES, game.rules)
    return tuple((seat.place, seat.counted_place, seat.sika, seat.count) for seat in view.seats), (
        view.result,
    )


def test_table_stalemate_end_ranks_hands_by_the_count_not_out() -> None:
    # Everyone still holds cards when the stuck turn ends the game: nobody left it.
    seats, result = _end("kiista-pattitilanne-a")
    assert seats == ((None, 3, True, 23), (None, 2, False, 21), (None, 1, False, 7))
    assert result == (
        "Nobody could find the suit, so the cards were counted. "
        "Fewest cards: Liisa. The sika: Aino.",
    )


def test_table_stalemate_end_keeps_the_place_of_who_left_before() -> None:
    # Eero left with an empty hand first; Aino and Liisa were then ranked by the count.
    seats, result = _end("vari")
    assert seats == ((None, 2, False, 25), (1, None, False, 0), (None, 3, True, 26))
    assert result == (
        "Nobody could find the suit, so the cards were counted. "
        "Fewest cards: Aino. The sika: Liisa.",
    )


def test_table_last_player_end_has_no_count() -> None:
    seats, result = _end("kaksivaiheinen")
    assert seats == ((2, None, False, 0), (1, None, False, 0), (3, None, True, 1))
    assert result == ("The sika: Liisa.",)


def test_table_end_tells_the_visitor_they_are_the_sika() -> None:
    game = EXAMPLE_SET.scenario("kaksivaiheinen")
    table = capture(game, total_steps(game)).table
    for language, names, said in [
        ("en", ("Aino", "Eero", "You"), "You are the sika."),
        ("fi", ("Aino", "Eero", "Sinä"), "Sinä olet sika."),
    ]:
        with translation.override(language):
            assert table_view(table, Seats(names, 2), game.rules).result == said
