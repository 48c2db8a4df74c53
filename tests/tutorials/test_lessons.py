"""Every step of every game's lessons: it loads, its goal is reachable in exactly its par,
and a wrong move is shown (played out) or refused with a link to the rule."""

import re
from urllib.parse import urlencode

import pytest
from django.core import signing
from django.test import Client
from django.urls import reverse

from games.core import Action
from games.registry import find_game
from tests.contract.expected import expected
from tutorials import lessons
from tutorials.lessons import Lesson, Progress, Step
from tutorials.packs import PACKS

pytestmark = pytest.mark.django_db

STEPS = [
    (slug, lesson, number, step)
    for slug, pack in PACKS.items()
    for lesson in pack.lessons
    for number, step in enumerate(lesson.steps)
]
IDS = [f"{slug}-{lesson.slug}-{number}" for slug, lesson, number, _ in STEPS]


def _solution(slug: str, step: Step) -> tuple[Action, ...]:
    found = lessons.solution(find_game(PACKS[slug].engine), step)
    assert found is not None
    return found


def _get(slug: str, lesson: Lesson, number: int, **query: str) -> str:
    path = reverse(f"{slug}:lesson_step", args=(lesson.slug, number))
    response = Client().get(f"{path}?{urlencode(query)}")
    assert response.status_code == 200
    return response.content.decode()


def test_lesson_paths_have_their_lessons() -> None:
    # sika 8, siantappo 10, ristiseiska 12 (``lessons`` of tests/contract/expected/<game>.py)
    assert {slug: len(pack.lessons) for slug, pack in PACKS.items()} == {
        slug: expected(slug).lessons for slug in PACKS
    }


@pytest.mark.parametrize("slug", list(PACKS))
def test_lessons_teach_sections_that_exist(slug: str) -> None:
    pack = PACKS[slug]
    for lesson in pack.lessons:
        assert lesson.sections != ()
        assert set(lesson.sections) <= set(pack.sections)


@pytest.mark.parametrize(("slug", "lesson", "number", "step"), STEPS, ids=IDS)
def test_step_position_waits_for_the_visitor(
    slug: str, lesson: Lesson, number: int, step: Step
) -> None:
    played = lessons.start(find_game(PACKS[slug].engine), step.position)
    assert played.waiting is True
    assert step.reached(played.done) is False


@pytest.mark.parametrize(("slug", "lesson", "number", "step"), STEPS, ids=IDS)
def test_step_par_is_the_shortest_solution(
    slug: str, lesson: Lesson, number: int, step: Step
) -> None:
    assert lessons.shortest(find_game(PACKS[slug].engine), step) == step.par


@pytest.mark.parametrize(("slug", "lesson", "number", "step"), STEPS, ids=IDS)
def test_step_solution_through_the_page_reaches_the_goal(
    slug: str, lesson: Lesson, number: int, step: Step
) -> None:
    game = find_game(PACKS[slug].engine)
    moves = [game.option_text(action.cards) for action in _solution(slug, step)]
    page = _get(slug, lesson, number, m=moves[-1], done="|".join(moves[:-1]))
    assert 'class="lesson-reached"' in page


@pytest.mark.parametrize(("slug", "lesson", "number", "step"), STEPS, ids=IDS)
def test_step_wrong_move_is_shown_or_refused_with_a_rule_link(
    slug: str, lesson: Lesson, number: int, step: Step
) -> None:
    game = find_game(PACKS[slug].engine)
    start = lessons.start(game, step.position)
    hand = game.table(start.state).hands[lessons.SEAT]
    moves = [Action(lessons.SEAT, (card,)) for card in hand] + start.state.legal_actions()
    wrong = next(a for a in moves if not step.reached(lessons.play(game, step, [a]).done))
    page = _get(slug, lesson, number, m=game.option_text(wrong.cards))
    refused = re.search(r'class="lesson-refused".*?<a href="([^"]+)"', page, re.S)
    if refused:
        assert refused.group(1).startswith(f"/{slug}/")
    elif step.par == 1:
        assert re.search(r'class="lesson-missed".*?<li>[^<]+</li>', page, re.S)
        assert "Yritä vaihetta uudelleen" in page or "Try the step again" in page
    else:
        assert 'class="lesson-so-far"' in page


def test_stars_by_retries_and_hints() -> None:
    assert [lessons.stars(r, h) for r, h in [(0, 0), (1, 0), (0, 1), (1, 1), (4, 2)]] == [
        3,
        2,
        2,
        1,
        1,
    ]


@pytest.mark.parametrize("slug", list(PACKS))
def test_progress_token_round_trips_and_a_tampered_one_is_refused(slug: str) -> None:
    progress = Progress({"a": 2}, 1, 0, (("a", 1),))
    assert Progress.load(slug, progress.token(slug)) == progress
    with pytest.raises(signing.BadSignature):
        Progress.load(slug, progress.token(slug) + "x")
    response = Client().get(reverse(f"{slug}:lessons") + "?p=nonsense")
    assert response.status_code == 400


@pytest.mark.parametrize("slug", list(PACKS))
def test_path_shows_stars_next_lesson_and_review(slug: str) -> None:
    pack = PACKS[slug]
    first, second = pack.lessons[0].slug, pack.lessons[1].slug
    token = Progress({first: 2}, 0, 0, ((first, 0),)).token(slug)
    page = Client().get(reverse(f"{slug}:lessons"), {"p": token}).content.decode()
    assert page.count("★★☆") == 1
    assert f"/opi/{second}/?p=" in page
    assert f"/opi/{first}/0/?p=" in page
