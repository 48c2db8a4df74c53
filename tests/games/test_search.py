"""Mestari's search, the parts every game shares: how a finished game scores for a seat,
how far a search goes (its playouts, its turns, settling) and how it picks."""

from __future__ import annotations

import random
from enum import StrEnum

from games import sika
from games.cards import shuffle
from games.core import Action, Outcome
from games.search import (
    MIN_SAMPLES,
    SPREAD,
    MoveValue,
    Rule,
    SeededOnFirstUse,
    Z,
    best,
    clear_of,
    distinct,
    sample,
    score,
)


class _End(StrEnum):
    DONE = "done"


def test_score_first_place_is_one_and_loser_zero() -> None:
    outcome = Outcome(((2,), (0,), (1, 3)), losers=(1, 3), reason=_End.DONE)
    assert [score(outcome, seat) for seat in range(4)] == [0.5, 0.0, 1.0, 0.0]


def test_score_places_between_are_linear() -> None:
    outcome = Outcome(((3,), (1,), (0,), (2,)), losers=(2,), reason=_End.DONE)
    assert [score(outcome, seat) for seat in range(4)] == [1 / 3, 2 / 3, 0.0, 1.0]


def test_score_draw_and_unfinished_are_even() -> None:
    draw = Outcome(((0, 1, 2),), draw=True, reason=_End.DONE)
    unfinished = Outcome((), unfinished=True, reason=_End.DONE)
    assert (score(draw, 1), score(unfinished, 0), score(None, 0)) == (0.5, 0.5, 0.5)


def test_distinct_keeps_the_first_of_each_move() -> None:
    a, b = Action(0, (5,)), Action(0, (9,))
    assert distinct([a, b, a]) == [a, b]


def test_best_prefers_the_first_offered_on_a_tie() -> None:
    a, b, c = Action(0, (1,)), Action(0, (2,)), Action(0, (3,))
    values = [MoveValue(a, 0.25, 1, 3, 4), MoveValue(b, 0.75, 3, 1, 4), MoveValue(c, 0.75, 2, 0, 4)]
    assert best(values).action == b


def _decision() -> sika.SikaState:
    """Sika's home version, seed 2, four players: the first decision of eight moves."""
    state = sika.new_game(sika.make_rules("kotiversio"), 4, seed=2)
    while len(distinct(state.legal_actions())) < 3 or state.turns < 10:
        state.choose(sika.heuristic_policy(state))
    return state


def test_sample_never_plays_more_turns_than_its_work() -> None:
    state = _decision()
    mestari = sika.mestari_policy
    full = sample(state, mestari.determinize, mestari.rollout, 96)
    assert (state.turns, len(full.values), full.values[0].tries, full.turns) == (11, 8, 12, 6559)
    # Two whole worlds fit in 900 turns; the third is cut off there and left out.
    cut = sample(state, mestari.determinize, mestari.rollout, 96, work=900)
    assert (cut.turns, cut.values[0].tries) == (900, 2)
    # A world is played out whatever the work: each playout gets its share of it.
    one = sample(state, mestari.determinize, mestari.rollout, 96, work=8)
    assert (one.turns, one.values[0].tries) == (8, 1)


def test_sample_settled_early_is_the_start_of_the_whole_search() -> None:
    state = _decision()
    mestari = sika.mestari_policy
    settled = sample(state, mestari.determinize, mestari.rollout, 96, judge=lambda rows, alive: [])
    six_worlds = sample(state, mestari.determinize, mestari.rollout, 6 * 8)
    assert settled == six_worlds
    assert settled.values[0].tries == MIN_SAMPLES == 6


def test_clear_of_rules_out_a_move_only_when_it_stays_below_the_tolerance() -> None:
    # Move 1 is 0.1 worse than move 0 in every world; move 2 the same as move 0.
    rows = [[0.5, 0.4, 0.5] for _ in range(64)]
    assert (Z, SPREAD) == (3.0, 0.1)
    assert clear_of(rows, 0, 0.05, [0, 1, 2])  # 0.1 below, and 0 + 3 × 0.1 / 8 < 0.05
    assert not clear_of(rows, 0, 0.03, [0, 1, 2])  # the same move may be 0.0375 better
    assert not clear_of(rows, 1, 0.05, [0, 1, 2])  # move 0 is 0.1 better than move 1
    assert clear_of(rows, 1, 0.05, [1])  # only the moves open are compared


def test_rule_keeps_the_usual_move_within_the_margin_and_never_picks_a_closed_one() -> None:
    means = [0.50, 0.62, 0.70, 0.40]
    assert Rule().choose(means, [0, 1, 2, 3], None) == 2
    assert Rule(margin=0.1).choose(means, [0, 1, 2, 3], 1) == 1  # 0.70 < 0.62 + 0.1
    assert Rule(margin=0.1).choose(means, [0, 1, 2, 3], 0) == 2  # 0.70 >= 0.50 + 0.1
    assert Rule().choose(means, [0, 1, 3], None) == 1  # move 2 is never picked
    assert Rule().choose([0.5, 0.5], [0, 1], None) == 0  # a tie: the first offered
    assert Rule(ties_to_usual=True).choose([0.5, 0.5, 0.4], [0, 1, 2], 1) == 1
    assert Rule(ties_to_usual=True).choose([0.5, 0.6, 0.4], [0, 1, 2], 0) == 1


def test_generator_seeded_on_first_use_draws_as_one_seeded_at_once() -> None:
    """Each way of drawing (a method taken before the first draw, a shuffle, bits, a
    state, a range, a new seed or state) gives what ``random.Random(seed)`` gives."""
    seed = 0xABCDEF123456
    lazy, eager = SeededOnFirstUse(seed), random.Random(seed)
    draw = lazy.random
    assert [draw() for _ in range(3)] + [lazy.random()] == [eager.random() for _ in range(4)]
    lazy, eager = SeededOnFirstUse(seed), random.Random(seed)
    mixed, plain = list(range(30)), list(range(30))
    shuffle(lazy, mixed)
    shuffle(eager, plain)
    assert mixed == plain
    pairs = [
        (SeededOnFirstUse(seed).getrandbits(48), random.Random(seed).getrandbits(48)),
        (SeededOnFirstUse(seed).getstate(), random.Random(seed).getstate()),
        (SeededOnFirstUse(seed).randrange(1000), random.Random(seed).randrange(1000)),
    ]
    assert [left == right for left, right in pairs] == [True, True, True]
    reseeded, restated = SeededOnFirstUse(seed), SeededOnFirstUse(seed)
    reseeded.seed(7)
    restated.setstate(random.Random(9).getstate())
    assert (reseeded.random(), restated.random()) == (
        random.Random(7).random(),
        random.Random(9).random(),
    )
