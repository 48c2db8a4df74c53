"""The work budget's two boundaries: a game of exactly the budget's turns is played, one
turn more is not; the hard stop lets the last turn of the budget through."""

from games.registry import find_game
from tutorials import budget

SIKA = find_game("sika")
RULES = SIKA.make_rules("perussika", None)


def _length() -> int:
    """The turns of the game (seed 4, three players, Taitava), as the engine plays it."""
    state = SIKA.new_game(RULES, 3, seed=4)
    state.play_out(SIKA.policies["taitava"])
    assert state.outcome is not None
    return state.turns


def test_game_of_exactly_the_budget_fits_and_one_turn_less_does_not() -> None:
    turns = _length()
    assert turns == 15
    played = [budget.turns_played(SIKA, RULES, 3, 4, "taitava", limit) for limit in (15, 14)]
    assert played == [15, None]


def test_hard_stop_is_past_the_budget_not_at_it() -> None:
    turns = (budget.MAX_TURNS - 1, budget.MAX_TURNS, budget.MAX_TURNS + 1)
    assert [budget.past_budget(t) for t in turns] == [False, False, True]
