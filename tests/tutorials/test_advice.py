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
from games.search import MoveValue, Result, Rule
from tutorials import advice, play
from tutorials.advice import Weighed
from tutorials.play.costly import Decided, spread
from tutorials.play.setup import position

A, B, C, D = (Action(0, (n,)) for n in (1, 2, 3, 4))


def _games(count: int, first: int = 0, lost: int = 0) -> tuple[Result, ...]:
    """``count`` worlds of one move: ``first`` won (1), then ``lost`` lost (0), the rest a
    middle place (0.5)."""
    won, beaten, middle = (1.0, True, False), (0.0, False, True), (0.5, False, False)
    return (won,) * first + (beaten,) * lost + (middle,) * (count - first - lost)


def _weighed(*played: tuple[Result, ...], best: int = -1) -> Weighed:
    """A weighing whose moves A, B, C… had the results ``played``; the pick the
    ``best``-th (last: -1)."""
    values = tuple(
        MoveValue(
            Action(0, (n,)),
            sum(w[0] for w in worlds) / max(len(worlds), 1),
            sum(w[1] for w in worlds),
            sum(w[2] for w in worlds),
            len(worlds),
        )
        for n, worlds in enumerate(played, start=1)
    )
    return Weighed(values, values[best])


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    with translation.override("en"):
        yield


def test_rate_rounds_to_times_in_ten() -> None:
    assert [advice.rate(n, 24) for n in (0, 1, 2, 13, 23, 24)] == [0, 0, 1, 5, 10, 10]
    assert advice.rate(3, 0) == 0


def test_rate_rounds_halves_up() -> None:
    """2.5, 3.5 and 4.5 in 10 read as 3, 4 and 5 in 10 (round halves up, never to even)."""
    assert [advice.rate(n, 40) for n in (10, 14, 18)] == [3, 4, 5]


def test_finding_goes_out_first_most_often() -> None:
    found = _weighed(_games(40, first=16), _games(40, first=28))
    assert advice.finding(found) == (
        "With this you most often get rid of your cards first: 7 times in 10."
    )


def test_finding_every_time_of_the_games_played_says_so() -> None:
    found = _weighed(_games(40, first=4, lost=20), _games(40, first=40))
    assert advice.finding(found) == (
        "With this you got rid of your cards first in all 40 games played out."
    )


def test_finding_of_a_game_aiming_not_to_lose_loses_least_often() -> None:
    found = _weighed(_games(40, lost=28), _games(40, lost=8))
    assert advice.finding(found, advice.SAFE) == "With this you lose least often: 2 times in 10."


def test_finding_loses_least_often_but_often() -> None:
    found = _weighed(_games(40, lost=38), _games(40, lost=28))
    assert advice.finding(found, advice.SAFE) == (
        "Every choice here often loses; this one least often: 7 times in 10."
    )


def test_finding_hardly_ever_loses() -> None:
    found = _weighed(_games(40, lost=28), _games(40, lost=1))
    assert advice.finding(found, advice.SAFE) == (
        "With this you hardly ever lose: less than once in 10."
    )


def test_finding_no_loss_in_the_games_played_says_none() -> None:
    found = _weighed(_games(40, lost=28), _games(40))
    assert advice.finding(found, advice.SAFE) == (
        "With this you lost none of the 40 games played out."
    )


def test_finding_gives_no_figure_under_the_games_shown() -> None:
    """The pick with 39 worlds: no "N in 10" (advice.SHOWN is 40)."""
    assert advice.SHOWN == 40
    found = _weighed(_games(40, lost=28), _games(39, lost=1))
    expected = (
        "This did best in the games played out so far, but they are still too few to give a figure."
    )
    assert advice.finding(found, advice.SAFE) == expected
    assert advice.finding(_weighed(_games(40), ()), advice.SAFE) == expected


def test_finding_higher_on_average_when_the_counts_tie() -> None:
    """The best mean, more than two standard errors above the other: "the best choice"."""
    # The game's one measure first, then what sets the move apart.
    # Means 0.35 and 0.65: 2.8 standard errors apart.
    found = _weighed(_games(40, first=12, lost=24), _games(40, first=12))
    assert advice.finding(found) == (
        "With this you get rid of your cards first 3 times in 10. Counting every place, not "
        "only the last, this is the best choice here."
    )


def test_finding_never_changes_the_games_measure() -> None:
    # B goes out first more often, but the game measures losing: it is told by its losses.
    found = _weighed(_games(40, first=4, lost=8), _games(40, first=24, lost=8))
    assert advice.finding(found, advice.SAFE) == (
        "With this you lose 2 times in 10. Counting every place, not only the last, this is "
        "the best choice here."
    )


def test_finding_within_the_noise_of_the_best() -> None:
    # The pick (A) is behind B's mean by a little: told as luck, not as the best.
    found = _weighed(_games(40, first=12, lost=10), _games(40, first=12, lost=8), best=0)
    assert advice.finding(found) == (
        "With this you get rid of your cards first 3 times in 10. Another choice did about as "
        "well here: the difference may be just luck."
    )


def test_finding_least_often_only_beyond_the_noise() -> None:
    """Losses 10 and 8 of 40 (3 and 2 in 10): 0.05 apart, 0.5 standard errors of the
    difference: not "least often"."""
    found = _weighed(_games(40, first=12, lost=10), _games(40, first=12, lost=8))
    assert advice.finding(found, advice.SAFE) == (
        "With this you lose 2 times in 10. Another choice did about as well here: the "
        "difference may be just luck."
    )


def test_finding_most_often_only_beyond_the_noise() -> None:
    """First 16 and 24 of 40 (4 and 6 in 10): 1.8 standard errors apart, not "most often";
    16 and 28 (2.8 apart) are."""
    found = _weighed(_games(40, first=16), _games(40, first=24))
    assert advice.finding(found) == (
        "With this you get rid of your cards first 6 times in 10. Another choice did about as "
        "well here: the difference may be just luck."
    )
    found = _weighed(_games(40, first=16), _games(40, first=28))
    assert advice.finding(found) == (
        "With this you most often get rid of your cards first: 7 times in 10."
    )


def test_cost_counts_from_the_pick() -> None:
    found = _weighed(_games(40, first=20), _games(40, first=30), _games(40, first=10), best=1)
    assert advice.cost(found, C) == 0.25


def test_finding_of_a_game_aiming_not_to_lose_speaks_of_losing_first() -> None:
    found = _weighed(_games(40, first=12, lost=12), _games(40, first=24, lost=4))
    assert advice.finding(found, advice.SAFE) == "With this you lose least often: 1 time in 10."
    assert advice.finding(found) == (
        "With this you most often get rid of your cards first: 6 times in 10."
    )


def test_results_of_a_game_aiming_not_to_lose_compare_losses_first() -> None:
    found = _weighed(_games(40, first=16, lost=12), _games(40, first=24, lost=4))
    assert advice.results(found, A, B, advice.SAFE) == (
        "With this you lose 3 times in 10.",
        "With this you lose 1 time in 10.",
    )


def test_finding_every_choice_the_same() -> None:
    found = _weighed(_games(40, first=12, lost=8), _games(40, first=12, lost=8))
    assert advice.finding(found, advice.SAFE) == (
        "With this you lose 2 times in 10. Here every choice turns out about the same: this "
        "one is as good as any."
    )


def test_results_compare_by_the_games_one_measure() -> None:
    found = _weighed(_games(40, first=4, lost=24), _games(40, first=20, lost=4))
    assert advice.results(found, A, B) == (
        "With this you get rid of your cards first 1 time in 10.",
        "With this you get rid of your cards first 5 times in 10.",
    )


def test_results_tell_the_mean_place_apart_only_beyond_the_noise() -> None:
    """Both go out first 1 time in 10 (4 of 40). B's mean (0.55) is above A's (0.3) by
    0.25, the difference's standard error taken at most 0.107 (2.3 of them: told apart);
    C's (0.325) by 0.025, at most 0.104 (0.2 of them: about as well)."""
    a = _games(40, first=4, lost=20)
    b = _games(40, first=4)
    c = _games(40, first=4, lost=18)
    found = _weighed(a, b, c)
    assert advice.results(found, A, B) == (
        "With this you get rid of your cards first 1 time in 10. With this you finish lower "
        "on average.",
        "With this you get rid of your cards first 1 time in 10. With this you finish higher "
        "on average.",
    )
    assert advice.results(found, A, C) == (
        "With this you get rid of your cards first 1 time in 10.",
        "With this you get rid of your cards first 1 time in 10. On average you finish about "
        "as well with either choice.",
    )


def test_results_give_no_figure_to_a_move_of_too_few_games() -> None:
    found = _weighed(_games(40, lost=16), _games(12, lost=1))
    assert advice.results(found, A, B, advice.SAFE) == (
        "With this you lose 4 times in 10.",
        "Too few games have been played out with this yet to give a figure.",
    )


def test_results_at_the_ends_say_hardly_ever_and_nearly_every_time() -> None:
    found = _weighed(_games(40, first=1, lost=8), _games(40, first=39))
    assert advice.results(found, A, B) == (
        "With this you hardly ever get rid of your cards first: less than once in 10.",
        "With this you get rid of your cards first nearly every time.",
    )
    found = _weighed(_games(40, lost=39), _games(40, lost=1))
    assert advice.results(found, A, B, advice.SAFE) == (
        "With this you lose nearly every time.",
        "With this you hardly ever lose: less than once in 10.",
    )


def test_results_of_a_certain_outcome_say_all_or_none() -> None:
    found = _weighed(_games(40, lost=40), _games(40))
    assert advice.results(found, A, B, advice.SAFE) == (
        "With this you lost all 40 games played out.",
        "With this you lost none of the 40 games played out.",
    )


def test_as_good_is_the_pick_or_within_the_noise_of_it() -> None:
    # Means 0.3, 0.55, 0.275 and 0.325: 2.3, 2.6 and 0.2 standard errors from the pick.
    a, b, c = _games(40, first=4, lost=20), _games(40, first=4), _games(40, lost=18)
    found = _weighed(a, b, c, _games(39, lost=8), best=1)
    assert [advice.as_good(found, move) for move in (A, B, C, D)] == [False, True, False, False]
    found = _weighed(a, _games(40, first=4, lost=18), best=1)
    assert [advice.as_good(found, move) for move in (A, B)] == [True, True]


def test_cost_is_what_the_choice_gives_away() -> None:
    found = _weighed(_games(40, lost=20), _games(40, first=20))
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


def test_finding_best_mean_within_the_noise_is_told_as_luck() -> None:
    """The pick has the best mean (0.575 against 0.525), 0.45 standard errors apart: not
    "the best choice here"."""
    found = _weighed(_games(40, first=12, lost=10), _games(40, first=12, lost=6))
    assert advice.finding(found) == (
        "With this you get rid of your cards first 3 times in 10. Another choice did about as "
        "well here: the difference may be just luck."
    )
