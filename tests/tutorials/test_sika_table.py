"""The sika table at the end of a game: who left, who was ranked by the card count."""

from django.utils import translation

from games import sika
from games.core import Outcome
from tests.tutorials.sika_steps import sika_capture, sika_rules
from tutorials.packs.sika.examples import EXAMPLE_SET
from tutorials.packs.sika.table import _result_words, table_view
from tutorials.presenter import Seats
from tutorials.stepper import total_steps

NAMES = ("Aino", "Eero", "Liisa")


def _end(name: str) -> tuple[object, ...]:
    game = EXAMPLE_SET.scenario(name)
    with translation.override("en"):
        view = table_view(sika_capture(game, total_steps(game)).table, NAMES, sika_rules(game))
    return tuple((seat.place, seat.counted_place, seat.sika, seat.count) for seat in view.seats), (
        view.result,
    )


def test_table_stalemate_end_ranks_hands_by_the_count_not_out() -> None:
    # Everyone still holds cards when the stuck turn ends the game: nobody left it.
    seats, result = _end("kiista-pattitilanne-a")
    assert seats == ((None, 3, True, 23), (None, 2, False, 21), (None, 1, False, 7))
    assert result == (
        "Nobody could find the suit, so the cards were counted: Liisa held the fewest. "
        "Aino is the sika.",
    )


def test_table_stalemate_end_keeps_the_place_of_who_left_before() -> None:
    # Eero left with an empty hand first; Aino and Liisa were then ranked by the count.
    seats, result = _end("vari")
    assert seats == ((None, 2, False, 25), (1, None, False, 0), (None, 3, True, 26))
    assert result == (
        "Nobody could find the suit, so the cards were counted: Aino held the fewest. "
        "Liisa is the sika.",
    )


def test_table_last_player_end_has_no_count() -> None:
    seats, result = _end("kaksivaiheinen")
    assert seats == ((2, None, False, 0), (1, None, False, 0), (3, None, True, 1))
    assert result == ("Liisa is the sika.",)


def test_table_end_tells_the_visitor_they_are_the_sika() -> None:
    game = EXAMPLE_SET.scenario("kaksivaiheinen")
    table = sika_capture(game, total_steps(game)).table
    for language, names, said in [
        ("en", ("Aino", "Eero", "You"), "You are the sika."),
        ("fi", ("Aino", "Eero", "Sinä"), "Sinä olet sika."),
    ]:
        with translation.override(language):
            assert table_view(table, Seats(names, 2), sika_rules(game)).result == said


STALEMATE = "Nobody could find the suit, so the cards were counted: "
PATTI = "Etsittävää maata ei löytynyt, joten kortit laskettiin: "


def test_table_stalemate_end_speaks_to_the_visitor_among_the_counted() -> None:
    """Seat 1 is the visitor; ``places`` are the places by the count."""
    cases = [
        # You held the fewest; Liisa the most.
        (
            (3,),
            (2, 1, None, 3),
            "you held the fewest. Liisa is the sika.",
            "vähiten kortteja oli sinulla. Liisa on sika.",
        ),
        # Aino (seat 0) and you held the fewest: you are named first.
        (
            (3,),
            (1, 1, None, 3),
            "you and Aino held the fewest. Liisa is the sika.",
            "vähiten kortteja oli sinulla ja Ainolla. Liisa on sika.",
        ),
        # You and Aino held the most.
        (
            (0, 1),
            (2, 2, None, 1),
            "Liisa held the fewest. You and Aino are both sikas.",
            "vähiten kortteja oli Liisalla. Sinä ja Aino olette molemmat sikoja.",
        ),
        # Everyone still playing held equally many: all three are sikas.
        (
            (0, 1, 3),
            (1, 1, None, 1),
            "everyone still playing held equally many. You, Aino and Liisa are all sikas.",
            "kaikilla pelissä olevilla oli yhtä monta korttia. Sinä, Aino "
            "ja Liisa olette kaikki sikoja.",
        ),
    ]
    for losers, places, english, finnish in cases:
        outcome = Outcome(((2,), losers), losers, reason=sika.EndReason.STALEMATE, turns=90)
        counted = sorted((q for q in (0, 1, 3)), key=lambda q: places[q] or 0)
        with translation.override("en"):
            said = _result_words(
                outcome, Seats(("Aino", "You", "Eero", "Liisa"), 1), counted, places
            )
        with translation.override("fi"):
            sanottu = _result_words(
                outcome, Seats(("Aino", "Sinä", "Eero", "Liisa"), 1), counted, places
            )
        assert (said, sanottu) == (STALEMATE + english, PATTI + finnish)
