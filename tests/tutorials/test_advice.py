"""The advice in words: what the search found, told as times in 10; and how it picks.

The values are written out here (``MoveValue``s as the search returns them), so
each sentence is checked without running a search; the last test runs one, to
state the hint's pick rule on a real decision.
"""

import re
from collections.abc import Iterator

import pytest
from django.test import Client
from django.utils import translation

from games.core import Action
from games.registry import find_game
from games.search import MoveValue, Rule
from tutorials import advice, play
from tutorials.advice import Weighed
from tutorials.play.costly import Decided, spread
from tutorials.play.setup import position

A, B, C = Action(0, (1,)), Action(0, (2,)), Action(0, (3,))


def _weighed(*values: MoveValue) -> Weighed:
    return Weighed(values, max(values, key=lambda v: v.score))


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    with translation.override("en"):
        yield


def test_rate_rounds_to_times_in_ten() -> None:
    assert [advice.rate(n, 24) for n in (0, 1, 2, 13, 23, 24)] == [0, 0, 1, 5, 10, 10]
    assert advice.rate(3, 0) == 0


def test_finding_goes_out_first_most_often() -> None:
    found = _weighed(MoveValue(A, 0.5, 4, 2, 12), MoveValue(B, 0.8, 8, 1, 12))
    assert advice.finding(found) == (
        "With this you most often get rid of your cards first: 7 times in 10."
    )


def test_finding_nearly_every_time() -> None:
    found = _weighed(MoveValue(A, 0.2, 1, 6, 12), MoveValue(B, 1.0, 12, 0, 12))
    assert advice.finding(found) == "With this you get rid of your cards first nearly every time."


def test_finding_of_a_game_aiming_not_to_lose_loses_least_often() -> None:
    found = _weighed(MoveValue(A, 0.4, 0, 7, 10), MoveValue(B, 0.7, 0, 2, 10))
    assert advice.finding(found, advice.SAFE) == "With this you lose least often: 2 times in 10."


def test_finding_loses_least_often_but_often() -> None:
    found = _weighed(MoveValue(A, 0.1, 0, 9, 10), MoveValue(B, 0.2, 0, 8, 10))
    assert advice.finding(found, advice.SAFE) == (
        "Every choice here often loses; this one least often: 8 times in 10."
    )


def test_finding_hardly_ever_loses() -> None:
    found = _weighed(MoveValue(A, 0.4, 0, 7, 10), MoveValue(B, 0.7, 0, 0, 10))
    assert advice.finding(found, advice.SAFE) == (
        "With this you hardly ever lose: less than once in 10."
    )


def test_finding_higher_on_average_when_the_counts_tie() -> None:
    # The game's one measure first, then what sets the move apart.
    found = _weighed(MoveValue(A, 0.5, 3, 2, 10), MoveValue(B, 0.6, 3, 2, 10))
    assert advice.finding(found) == (
        "With this you get rid of your cards first 3 times in 10. Counting every place, not "
        "only the last, this is the best choice here."
    )


def test_finding_never_changes_the_games_measure() -> None:
    # B goes out first more often, but the game measures losing: it is told by its losses.
    found = _weighed(MoveValue(A, 0.5, 1, 2, 10), MoveValue(B, 0.6, 4, 2, 10))
    assert advice.finding(found, advice.SAFE) == (
        "With this you lose 2 times in 10. Counting every place, not only the last, this is "
        "the best choice here."
    )


def test_finding_within_the_margin_of_the_best() -> None:
    # Mestari keeps the usual move (A) when the best valued one (B) is ahead only by luck.
    usual, top = MoveValue(A, 0.55, 3, 2, 10), MoveValue(B, 0.6, 3, 2, 10)
    found = Weighed((usual, top), usual)
    assert advice.finding(found) == (
        "With this you get rid of your cards first 3 times in 10. This is as good as the best "
        "choices here: they differ only by luck."
    )


def test_cost_counts_from_mestaris_move() -> None:
    usual, top = MoveValue(A, 0.5, 3, 2, 10), MoveValue(B, 0.75, 5, 1, 10)
    poor = MoveValue(C, 0.25, 1, 5, 10)
    assert advice.cost(Weighed((usual, top, poor), usual), C) == 0.25


def test_finding_of_a_game_aiming_not_to_lose_speaks_of_losing_first() -> None:
    found = _weighed(MoveValue(A, 0.5, 4, 3, 10), MoveValue(B, 0.8, 6, 1, 10))
    assert advice.finding(found, advice.SAFE) == "With this you lose least often: 1 time in 10."
    assert advice.finding(found) == (
        "With this you most often get rid of your cards first: 6 times in 10."
    )


def test_results_of_a_game_aiming_not_to_lose_compare_losses_first() -> None:
    one, other = MoveValue(A, 0.5, 4, 3, 10), MoveValue(B, 0.8, 6, 1, 10)
    assert advice.results(one, other, advice.SAFE) == (
        "With this you lose 3 times in 10.",
        "With this you lose 1 time in 10.",
    )


def test_finding_every_choice_the_same() -> None:
    found = _weighed(MoveValue(A, 0.5, 3, 2, 10), MoveValue(B, 0.5, 3, 2, 10))
    assert advice.finding(found, advice.SAFE) == (
        "With this you lose 2 times in 10. Here every choice turns out about the same: this "
        "one is as good as any."
    )


def test_results_compare_by_the_games_one_measure() -> None:
    mine, theirs = MoveValue(A, 0.3, 1, 6, 10), MoveValue(B, 0.6, 5, 1, 10)
    assert advice.results(mine, theirs) == (
        "With this you get rid of your cards first 1 time in 10.",
        "With this you get rid of your cards first 5 times in 10.",
    )
    # Where that measure ties, the mean place tells them apart, after the measure's figure.
    mine, theirs = MoveValue(A, 0.3, 0, 6, 10), MoveValue(B, 0.6, 0, 1, 10)
    assert advice.results(mine, theirs) == (
        "With this you hardly ever get rid of your cards first: less than once in 10. With "
        "this you finish lower on average.",
        "With this you hardly ever get rid of your cards first: less than once in 10. With "
        "this you finish higher on average.",
    )
    mine, theirs = MoveValue(A, 0.3, 0, 0, 10), MoveValue(B, 0.6, 0, 0, 10)
    assert advice.results(mine, theirs, advice.SAFE) == (
        "With this you hardly ever lose: less than once in 10. With this you finish lower on "
        "average.",
        "With this you hardly ever lose: less than once in 10. With this you finish higher on "
        "average.",
    )


def test_results_at_the_ends_say_hardly_ever_and_nearly_every_time() -> None:
    mine, theirs = MoveValue(A, 0.3, 0, 2, 10), MoveValue(B, 0.9, 10, 0, 10)
    assert advice.results(mine, theirs) == (
        "With this you hardly ever get rid of your cards first: less than once in 10.",
        "With this you get rid of your cards first nearly every time.",
    )
    mine, theirs = MoveValue(A, 0.0, 0, 10, 10), MoveValue(B, 0.6, 0, 0, 10)
    assert advice.results(mine, theirs, advice.SAFE) == (
        "With this you lose nearly every time.",
        "With this you hardly ever lose: less than once in 10.",
    )


def test_cost_is_what_the_choice_gives_away() -> None:
    found = _weighed(MoveValue(A, 0.25, 0, 3, 8), MoveValue(B, 0.75, 2, 0, 8))
    assert advice.cost(found, A) == 0.5
    assert advice.cost(found, B) == 0.0
    assert advice.cost(found, C) == 0.0  # not a move offered there


def test_spread_keeps_the_first_and_the_last() -> None:
    found = [Decided(n, n * 10, None, A) for n in range(1, 11)]
    assert [d.number for d in spread(found, 4)] == [1, 4, 7, 10]
    assert [d.number for d in spread(found[:3], 4)] == [1, 2, 3]
    assert [d.number for d in spread(found, 1)] == [10]


@pytest.mark.django_db
def test_hint_picks_the_best_mean_not_mestaris_margin(client: Client) -> None:
    """The hint's pick rule, exactly (tutorials.advice.rule): the best mean result of the
    decision's one weighing (a tie to the first offered, unless Taitava's move is in it),
    not Mestari's rule, which keeps Taitava's move unless another is 0.1 better. Sika,
    the basic rules, three players, seed 1, the visitor's first decision."""
    game = find_game("sika")
    mestari = advice.searcher(game)
    assert mestari is not None
    assert advice.rule(mestari) == Rule(tolerance=0.05, ties_to_usual=True, race=True)
    setup = play.Setup(game.make_rules("perussika", None), 3, 1, "taitava")
    state = play.replay(game, setup, (), narrate=False).state
    assert game.option_text(mestari(state.copy()).cards) == "4S"  # Taitava's, within 0.1
    token = play.game_token("sika", game, setup, ())
    html = client.get("/en/sika/pelaa/", {"t": token, "hint": "1"}).content.decode()
    assert re.findall(r'<div id="play-hint"[^>]* data-choice="([^"]+)"', html) == ["3H"]
    weighed = advice.kept(game, state, position(game, setup, ()))
    assert weighed is not None
    assert [(game.option_text(v.action.cards), round(v.score, 3)) for v in weighed.values] == [
        ("4S", 0.484),
        ("8S", 0.484),
        ("3H", 0.531),
        ("7H", 0.531),
        ("2D", 0.492),
        ("9D", 0.492),
    ]
