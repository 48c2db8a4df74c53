"""Ristiseiska's scores: a joker left in a hand counts 20, and a series ends on reaching its
target (ristiseiska.md section 5: "until someone reaches N points")."""

from games import ristiseiska as rs


def _deals(target: int) -> list[rs.DealScored]:
    """A three-player series of seed 0 played by Taitava: its scored deals."""
    rules = rs.make_rules("pisteet", {"target": target})
    scored: list[rs.DealScored] = []

    def observe(event: object, state: object) -> None:
        if isinstance(event, rs.DealScored):
            scored.append(event)

    state = rs.new_game(rules, 3, seed=0, policy=rs.heuristic_policy, observer=observe)
    assert state.outcome is not None
    return scored


def test_series_ends_when_a_total_reaches_the_target_exactly() -> None:
    # After the first deal the totals are 64, 0 and 27: a target of 64 is reached.
    scored = _deals(64)
    assert [(deal.deal, deal.totals) for deal in scored] == [(1, (64, 0, 27))]


def test_series_goes_on_while_every_total_is_below_the_target() -> None:
    scored = _deals(65)
    assert [(deal.deal, deal.totals) for deal in scored[:2]] == [
        (1, (64, 0, 27)),
        (2, (112, 123, 27)),
    ]


def test_joker_left_in_a_hand_scores_20() -> None:
    rules = rs.make_rules("jokerit", {"end": "first_out"})
    state = rs.new_game(rules, 4, seed=0, policy=rs.heuristic_policy)
    assert state.outcome is not None
    # Seat 1 is left with the five and the jack of diamonds and a joker: 5 + 11 + 20.
    assert (rs.cards_text(rs.table(state).hands[1]), state.outcome.points[1]) == (
        ["5D", "JD", "JK"],
        36,
    )
