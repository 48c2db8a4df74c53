"""A sheet is for one number of players: it says only what applies to that many, and a seat
it names is one the sheet defines."""

import dataclasses

from django.utils import translation

from tests.tutorials.sample_stats import even_stats
from tutorials.packs import PACKS
from tutorials.packs.ristiseiska.checklist import seat_finding

SECOND_PLACE = (
    "Second place and second-to-last swap one card the same way: the weakest for the strongest."
)


def test_siantappo_exchange_of_second_places_only_with_four_or_more() -> None:
    checklist = PACKS["siantappo"].checklist
    said = {}
    with translation.override("en"):
        for players in (3, 4, 6):
            answers = {**checklist.start_answers("perussiantappo"), "players": str(players)}
            said[players] = SECOND_PLACE in checklist.rule_sentences(answers)
    assert said == {3: False, 4: True, 6: True}


def test_sika_sheet_says_the_tie_once_and_the_draw_only_where_it_can_happen() -> None:
    checklist = PACKS["sika"].checklist
    with translation.override("en"):
        suit = dict(checklist.sheet_sections(checklist.start_answers("perussika")))
        colour = dict(checklist.sheet_sections(checklist.start_answers("vari")))
    assert suit["A ring turn"] == [
        "Draw from the ring one card at a time until a card of the same suit as the top card "
        "comes; keep the others in your hand.",
        "Play the matching card on the centre pile, then a free card from your hand: the next "
        "player looks for its suit.",
    ]
    assert (
        "If a player cannot find the suit anywhere, the game ends and whoever holds the most "
        "cards is the sika; if several hold that many, they are all sikas."
    ) in suit["The end"]
    draw = (
        "If nobody holds any cards when the ring runs out, nobody is the sika: the game is a draw."
    )
    assert (draw in suit["The end"], draw in colour["The end"]) == (False, True)


def test_seat_finding_names_the_seats_both_ways_and_says_which_is_which() -> None:
    # Five players, 500 games: seat 5 lost 160 of them, seat 2 only 40, the others 100 each.
    stats = dataclasses.replace(
        even_stats(5), games=500, loser_by_seat=(100, 40, 100, 100, 160), seat_squares=()
    )
    with translation.override("en"):
        said = seat_finding(stats)
    assert said == (
        "Seat 5 loses more often than chance would explain. Seat 2 loses less often than "
        "chance would explain. The seats are counted clockwise from the dealer’s left: seat 1 "
        "is dealt the first card, and the dealer sits in seat 5."
    )
