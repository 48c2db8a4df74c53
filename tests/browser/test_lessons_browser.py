"""Lessons in Chromium: one lesson of each game with one mistake (2 stars), then without
one (3 stars), and the stars still on the path after a reload (kept in localStorage)."""

import pytest
from playwright.sync_api import Page
from pytest_django.live_server_helper import LiveServer

from games.core import Action
from games.registry import find_game
from tests.browser.accessibility import assert_accessible
from tutorials import lessons
from tutorials.lessons import Lesson
from tutorials.packs import PACKS

pytestmark = pytest.mark.django_db(transaction=True)


def _button(page: Page, value: str) -> None:
    page.locator(f'button[name="m"][value="{value}"]').click()


def _wrong(slug: str, lesson: Lesson) -> str:
    """A move on the first step that does not reach its goal (refused or played out)."""
    game = find_game(PACKS[slug].engine)
    step = lesson.steps[0]
    start = lessons.start(game, step.position)
    hand = game.table(start.state).hands[lessons.SEAT]
    moves = [Action(lessons.SEAT, (card,)) for card in hand]
    wrong = next(a for a in moves if not step.reached(lessons.play(game, step, [a]).done))
    return game.option_text(wrong.cards)


def _play_lesson(page: Page, base: str, slug: str, lesson: Lesson, mistake: bool) -> None:
    game = find_game(PACKS[slug].engine)
    page.goto(f"{base}/en/{slug}/opi/{lesson.slug}/")
    page.get_by_role("link", name="Start the lesson").click()
    for number, step in enumerate(lesson.steps):
        if mistake and number == 0:
            _button(page, _wrong(slug, lesson))
            again = page.get_by_role("link", name="Try the step again")
            if again.count():
                again.click()
            else:
                assert page.locator(".lesson-refused a").count() == 1
        found = lessons.solution(game, step)
        assert found is not None
        for action in found:
            _button(page, game.option_text(action.cards))
        assert page.locator(".lesson-reached").count() == 1
        page.get_by_role("link", name="Go on").click()


@pytest.mark.parametrize("slug", list(PACKS))
def test_lesson_with_a_mistake_then_perfect_and_progress_survives_reload(
    live_server: LiveServer, page: Page, slug: str
) -> None:
    lesson = PACKS[slug].lessons[0]
    _play_lesson(page, live_server.url, slug, lesson, mistake=True)
    assert page.locator(".lesson-earned [role=img]").get_attribute("aria-label") == "2 stars of 3"
    _play_lesson(page, live_server.url, slug, lesson, mistake=False)
    assert page.locator(".lesson-earned [role=img]").get_attribute("aria-label") == "3 stars of 3"
    # The path without progress in its address asks the browser for the kept progress.
    page.goto(f"{live_server.url}/en/{slug}/opi/")
    page.wait_for_url("**/opi/?p=*")
    first = page.locator(".lesson-path li").first
    assert first.locator("[role=img]").get_attribute("aria-label") == "3 stars of 3"
    page.reload()
    assert first.locator("[role=img]").get_attribute("aria-label") == "3 stars of 3"


@pytest.mark.parametrize("slug", list(PACKS))
@pytest.mark.parametrize("width", [375, 1280])
def test_lesson_step_is_accessible(
    live_server: LiveServer, page: Page, slug: str, width: int
) -> None:
    page.set_viewport_size({"width": width, "height": 812})
    lesson = PACKS[slug].lessons[0]
    page.goto(f"{live_server.url}/{slug}/opi/{lesson.slug}/0/")
    assert_accessible(page, f"{slug} step at {width}")
    _button(page, _wrong(slug, lesson))
    assert_accessible(page, f"{slug} mistake at {width}")
    page.goto(f"{live_server.url}/{slug}/opi/")
    assert_accessible(page, f"{slug} path at {width}")


@pytest.mark.parametrize("slug", list(PACKS))
def test_lesson_step_without_javascript(
    live_server: LiveServer, no_js_page: Page, slug: str
) -> None:
    lesson = PACKS[slug].lessons[0]
    step = lesson.steps[0]
    game = find_game(PACKS[slug].engine)
    found = lessons.solution(game, step)
    assert found is not None
    no_js_page.goto(f"{live_server.url}/en/{slug}/opi/{lesson.slug}/0/")
    _button(no_js_page, _wrong(slug, lesson))
    assert no_js_page.locator(".lesson-refused, .lesson-missed").count() == 1
    no_js_page.goto(f"{live_server.url}/en/{slug}/opi/{lesson.slug}/0/")
    for action in found:
        _button(no_js_page, game.option_text(action.cards))
    assert no_js_page.locator(".lesson-reached").count() == 1
