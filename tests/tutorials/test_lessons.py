"""The lessons' contract, for every step of every game's path (the registry's packs).

Each step's position builds; a do-step's decision is the kind its goal names and is a real
choice (a legal move reaches the goal, another misses it); every verdict is settled within
the step's own events (the engine waits for a decision or the game is over, and dealing the
unnamed cards from another seed changes no verdict) and is the same every time; the tables
shown carry the tags of the state after the events; no two steps of a game share a
position; a predict step offers 2-4 distinct answers, one of them right; a spot step's
right set is the engine's legal set; a lesson opens with a worked step of the kind it then
practises.
"""

import dataclasses
from collections.abc import Hashable
from typing import Any

import pytest

from games.core import Action, Game
from games.registry import find_game
from tests.contract.expected import expected
from tutorials.lessons import SEAT, Do, Lesson, Predict, Spot, Step, Watch, kind_of, playing
from tutorials.packs import PACKS

STEPS = [
    (slug, lesson, number, step)
    for slug, pack in PACKS.items()
    for lesson in pack.lessons
    for number, step in enumerate(lesson.steps)
]
IDS = [f"{slug}-{lesson.slug}-{number}" for slug, lesson, number, _ in STEPS]
DO = [row for row in STEPS if isinstance(kind_of(row[3]), Do)]
PREDICT = [row for row in STEPS if isinstance(kind_of(row[3]), Predict)]
SPOT = [row for row in STEPS if isinstance(kind_of(row[3]), Spot)]
PLAYED = DO + PREDICT  # the kinds whose verdict reads what the engine did


def _ids(rows: list[tuple[str, Lesson, int, Step]]) -> list[str]:
    return [f"{slug}-{lesson.slug}-{number}" for slug, lesson, number, _ in rows]


LESSONS = [(slug, lesson) for slug, pack in PACKS.items() for lesson in pack.lessons]
LESSON_IDS = [f"{slug}-{lesson.slug}" for slug, lesson in LESSONS]


def _game(slug: str) -> Game:
    return find_game(PACKS[slug].engine)


def _verdicts(game: Game, lesson: Lesson, kind: Do) -> dict[tuple[int, ...], bool]:
    begun = playing.begin(game, lesson, kind)
    return {
        a.cards: playing.reached(kind, playing.play(game, lesson, kind, a))
        for a in playing.moves(game, begun.state)
    }


def _reseeded(kind: Do) -> Do:
    spec: Any = kind.position
    return dataclasses.replace(kind, position=dataclasses.replace(spec, seed=spec.seed + 1))


def test_every_game_has_its_lesson_path() -> None:
    assert {slug: len(pack.lessons) for slug, pack in PACKS.items()} == {
        slug: expected(slug).lessons for slug in PACKS
    }
    assert all(expected(slug).lessons > 0 for slug in PACKS)


@pytest.mark.parametrize(("slug", "lesson"), LESSONS, ids=LESSON_IDS)
def test_lesson_opens_with_a_worked_step_then_practises_its_kind(slug: str, lesson: Lesson) -> None:
    first, *rest = lesson.steps
    assert isinstance(first, Watch)
    assert 3 <= len(lesson.steps) <= 5
    assert rest and all(not isinstance(step, Watch) for step in rest)
    assert {type(kind_of(step)) for step in rest} >= {type(first.step)}
    assert str(lesson.intro).count(".") == 2
    assert set(lesson.sections) <= set(PACKS[slug].sections)


@pytest.mark.parametrize(("slug", "lesson", "number", "step"), STEPS, ids=IDS)
def test_step_position_builds_and_waits_for_the_visitor(
    slug: str, lesson: Lesson, number: int, step: Step
) -> None:
    game = _game(slug)
    kind = kind_of(step)
    begun = playing.begin(game, lesson, kind)
    assert begun.state.over is False
    if isinstance(kind, Predict):
        assert begun.state.decision is None  # it stands at the position: the engine plays on
    else:
        assert begun.state.decision is not None
        assert begun.state.decision.player == SEAT
        assert begun.shown.to_move == SEAT  # the tag is on whoever decides


@pytest.mark.parametrize(("slug", "lesson", "number", "step"), PLAYED, ids=_ids(PLAYED))
def test_step_verdicts_are_settled_by_its_own_events_the_same_every_time(
    slug: str, lesson: Lesson, number: int, step: Step
) -> None:
    game = _game(slug)
    kind = kind_of(step)
    assert isinstance(kind, Do | Predict)
    begun = playing.begin(game, lesson, kind)
    actions: list[Action | None] = (
        [None] if isinstance(kind, Predict) else list(playing.moves(game, begun.state))
    )
    for action in actions:
        after = playing.play(game, lesson, kind, action)
        again = playing.play(game, lesson, kind, action)
        assert after.result is not None
        state = after.result.state
        assert state.over or state.decision is not None  # the engine waits: nothing judged later
        assert [e for e, _ in after.own] == [e for e, _ in again.own]
        shown = after.shown
        expected = None if state.over else state.decision.player  # type: ignore[union-attr]
        assert shown.to_move == expected  # the tag is the state after the events
        assert shown.places == game.table(state).places
    if isinstance(kind, Do):
        assert _verdicts(game, lesson, kind) == _verdicts(game, lesson, _reseeded(kind))


@pytest.mark.parametrize(("slug", "lesson", "number", "step"), DO, ids=_ids(DO))
def test_do_step_is_a_real_choice_of_the_kind_its_goal_names(
    slug: str, lesson: Lesson, number: int, step: Step
) -> None:
    kind = kind_of(step)
    assert isinstance(kind, Do)
    game = _game(slug)
    begun = playing.begin(game, lesson, kind)
    assert str(begun.state.decision.kind) == kind.goal.decision  # type: ignore[union-attr]
    assert set(_verdicts(game, lesson, kind).values()) == {True, False}
    if isinstance(step, Watch) and step.move:
        action = Action(SEAT, game.parse_choice(step.move.split()))
        assert playing.reached(kind, playing.play(game, lesson, kind, action)) is True


@pytest.mark.parametrize(("slug", "lesson", "number", "step"), PREDICT, ids=_ids(PREDICT))
def test_predict_step_offers_two_to_four_answers_one_right(
    slug: str, lesson: Lesson, number: int, step: Step
) -> None:
    kind = kind_of(step)
    assert isinstance(kind, Predict)
    game = _game(slug)
    begun = playing.begin(game, lesson, kind)
    offered: list[Hashable] = playing.options(kind, begun)
    right = playing.answer(kind, playing.play(game, lesson, kind, None))
    assert 2 <= len(offered) <= 4
    assert len(set(offered)) == len(offered)
    assert offered.count(right) == 1


@pytest.mark.parametrize(("slug", "lesson", "number", "step"), SPOT, ids=_ids(SPOT))
def test_spot_step_right_set_is_the_engines_legal_set(
    slug: str, lesson: Lesson, number: int, step: Step
) -> None:
    kind = kind_of(step)
    assert isinstance(kind, Spot)
    game = _game(slug)
    state = playing.begin(game, lesson, kind).state
    right = playing.fitting(state)
    legal = {a.cards[0] for a in state.legal_actions() if len(a.cards) == 1}
    hand = set(game.table(state).hands[SEAT])
    assert right == legal
    assert right and hand - right  # something fits and something does not


@pytest.mark.parametrize("slug", list(PACKS))
def test_no_two_steps_of_a_game_share_a_position(slug: str) -> None:
    seen = [
        (lesson.preset, tuple(sorted(lesson.overrides.items())), kind_of(step).position)
        for lesson in PACKS[slug].lessons
        for step in lesson.steps
    ]
    assert len(set(seen)) == len(seen)
