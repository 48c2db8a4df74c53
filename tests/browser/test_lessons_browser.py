"""Lessons in Chromium on a 375x812 phone: each game's first lesson with one mistake
(the outcome opens in the page, two stars, the step due for review the next day), the
review through a simulated week (the clock moved: back after 1, 3 and 7 days, gone after
two right answers on different days; a finished game's costliest choice too), the same
lesson without JavaScript (the progress signed in the address), accessibility, and a step
answered offline once saved."""

from datetime import datetime, timedelta
from urllib.parse import urlencode

import pytest
from django.utils import translation
from playwright.sync_api import Locator, Page, ViewportSize, expect
from pytest_django.live_server_helper import LiveServer

from tests.browser.accessibility import assert_accessible
from tests.browser.test_offline_browser import _installed
from tests.tutorials.test_hints import _last_moves
from tutorials import play
from tutorials.lessons import Lesson, Spot, kind_of
from tutorials.packs import PACKS
from tutorials.views.lesson_pages import step_page

pytestmark = pytest.mark.django_db(transaction=True)
PHONE: ViewportSize = {"width": 375, "height": 812}
FIRST = next(iter(PACKS))  # the review's schedule is the same for every game

# The block a control opens, and whether it is a hit: read off the page itself.
VERDICTS = """() => Array.from(document.querySelectorAll('[data-controls] button[data-opens]'))
  .map(b => [b.value,
             document.querySelector(`[data-block="${b.dataset.opens}"]`).dataset.verdict])"""


def _answer(page: Page, right: bool) -> None:
    """Make a right (or a wrong) choice on the step shown, whatever its kind."""
    if page.locator("[data-check]").count():
        for label in page.locator("label[data-fits]").all():
            fits = label.get_attribute("data-fits") == "1"
            box = label.locator("input")
            if fits or not right:
                box.check()
            else:
                box.uncheck()
        page.locator("[data-check]").click()
        return
    wanted = "hit" if right else "miss"
    value = next(v for v, verdict in page.evaluate(VERDICTS) if verdict == wanted)
    page.locator(f'[data-controls] button[data-opens][value="{value}"]').click()


def _follow(page: Page, link: Locator) -> None:
    """Click a link (or a button of a plain form) and wait until the page it opens has
    loaded: the click returns once that page starts loading, and a count taken at once
    may find none of its blocks (a full run on a busy machine found none on a step)."""
    link.click()
    page.wait_for_load_state()


def _open_block(page: Page) -> str:
    block = page.locator("[data-block][data-verdict]:visible")
    assert block.count() == 1
    return str(block.get_attribute("data-verdict"))


def _stars(page: Page, slug: str, lesson: Lesson) -> str | None:
    row = page.locator(f'.lesson-path li[data-lesson="{lesson.slug}"] [role=img]')
    return row.get_attribute("aria-label")


def _through_lesson(page: Page, base: str, slug: str, lesson: Lesson, miss: bool) -> None:
    page.goto(f"{base}/en/{slug}/opi/{lesson.slug}/")
    _follow(page, page.get_by_role("link", name="Start the lesson"))
    assert _open_block(page) == "hit"  # the worked step: its move is shown
    _follow(page, page.locator("[data-block]:visible [data-next]"))
    for number in range(1, len(lesson.steps)):
        if miss and number == 1:
            address = page.url
            _answer(page, right=False)
            assert _open_block(page) == "miss"
            assert page.url == address  # opened within the page
            page.locator("[data-block]:visible [data-retry]").click()
        _answer(page, right=True)
        assert _open_block(page) == "hit"
        _follow(page, page.locator("[data-block]:visible [data-next]"))


def _tallest_steps() -> list[str]:
    """Each lesson's step likeliest to be tallest: the most lines before the controls, then
    the most controls (a page a lesson keeps the test quick as the paths grow)."""
    paths = []
    with translation.override("fi"):
        for slug, pack in PACKS.items():
            for lesson in pack.lessons:
                pages = [step_page(pack, lesson, n) for n in range(len(lesson.steps))]
                size = [(len(p.prelude) + len(p.shown), len(p.controls)) for p in pages]
                paths.append(f"/{slug}/opi/{lesson.slug}/{size.index(max(size))}/")
    return paths


def test_each_lessons_tallest_step_fits_a_phone_screen(live_server: LiveServer, page: Page) -> None:
    """The goal, the table and the controls end within 812 px on a 375 px wide screen."""
    page.set_viewport_size(PHONE)
    over = []
    for path in _tallest_steps():
        page.goto(live_server.url + path)
        for part in ("h1", "[data-before-table]", "[data-controls]"):
            box = page.locator(part).first.bounding_box()
            if box is None or box["y"] + box["height"] > PHONE["height"]:
                over.append((path, part))
    assert over == []


@pytest.mark.parametrize("slug", list(PACKS))
def test_lesson_on_a_phone_with_one_miss_earns_two_stars_and_a_review(
    live_server: LiveServer, page: Page, slug: str
) -> None:
    page.set_viewport_size(PHONE)
    lesson = PACKS[slug].lessons[0]
    _through_lesson(page, live_server.url, slug, lesson, miss=True)
    # The done page's script keeps the stars, then draws them: wait until they are drawn.
    earned = page.locator("[data-earned] [role=img]")
    expect(earned).to_have_attribute("aria-label", "2 stars of 3")
    page.goto(f"{live_server.url}/en/{slug}/opi/")
    assert _stars(page, slug, lesson) == "2 stars of 3"
    assert page.locator("[data-review]").is_hidden()  # due tomorrow
    # A perfect run keeps the best; old addresses (Back, reload) never lower it.
    _through_lesson(page, live_server.url, slug, lesson, miss=False)
    expect(earned).to_have_attribute("aria-label", "3 stars of 3")
    page.go_back()
    page.go_back()
    page.goto(f"{live_server.url}/en/{slug}/opi/")
    assert _stars(page, slug, lesson) == "3 stars of 3"
    page.reload()
    assert _stars(page, slug, lesson) == "3 stars of 3"


def _first_spot(slug: str) -> tuple[Lesson, int]:
    return next(
        (lesson, number)
        for lesson in PACKS[slug].lessons
        for number, step in enumerate(lesson.steps)
        if isinstance(step, Spot)
    )


SPOTS = [
    slug
    for slug, pack in PACKS.items()
    if any(isinstance(kind_of(s), Spot) for lesson in pack.lessons for s in lesson.steps)
]


@pytest.mark.parametrize("slug", SPOTS)
def test_spot_miss_names_wrong_picks_retry_starts_unticked_review_is_finnish(
    live_server: LiveServer, page: Page, slug: str
) -> None:
    page.set_viewport_size(PHONE)
    start = datetime(2026, 3, 2, 10, 0)
    page.clock.install(time=start)
    lesson, number = _first_spot(slug)
    page.goto(f"{live_server.url}/{slug}/opi/{lesson.slug}/{number}/")
    _answer(page, right=False)  # every card ticked
    assert _open_block(page) == "miss"
    unfit = page.locator('label[data-fits="0"] input')
    named = page.locator("[data-pick]:visible")
    assert [named.nth(i).get_attribute("data-pick") for i in range(named.count())] == [
        unfit.nth(i).get_attribute("value") for i in range(unfit.count())
    ]
    page.locator("[data-block]:visible [data-retry]").click()
    boxes = page.locator("label[data-fits] input")
    assert [boxes.nth(i).is_checked() for i in range(boxes.count())] == [False] * boxes.count()
    _answer(page, right=True)
    assert _open_block(page) == "hit"
    # The next day the step is due: its row in the review list is in Finnish.
    page.clock.set_system_time(start + timedelta(days=1))
    page.goto(f"{live_server.url}/{slug}/opi/")
    with translation.override("fi"):
        title = str(lesson.title)
    assert page.locator("[data-review] li").inner_text() == f"{title}: vaihe {number + 1}"


def test_review_comes_back_after_one_three_and_seven_days(
    live_server: LiveServer, page: Page
) -> None:
    start = datetime(2026, 3, 2, 10, 0)
    page.clock.install(time=start)
    lesson = PACKS[FIRST].lessons[0]
    step = f"{live_server.url}/en/{FIRST}/opi/{lesson.slug}/1/"
    path = f"{live_server.url}/en/{FIRST}/opi/"
    page.goto(step)
    _answer(page, right=False)
    review = page.locator("[data-review]")
    listed = review.get_by_role("link")

    def on_day(day: int) -> int:
        page.clock.set_system_time(start + timedelta(days=day))
        page.goto(path)
        return listed.count() if review.is_visible() else 0

    def answer_on_day(day: int, right: bool) -> None:
        assert on_day(day) == 1
        _follow(page, listed.first)
        _answer(page, right)

    assert on_day(0) == 0
    answer_on_day(1, right=True)
    assert on_day(2) == 0
    answer_on_day(3, right=False)  # a miss in review: it waits for the next date
    assert [on_day(day) for day in (4, 5, 6)] == [0, 0, 0]
    answer_on_day(7, right=True)  # right on day 1 and day 7: it leaves
    assert on_day(8) == 0
    assert on_day(15) == 0


@pytest.mark.parametrize("slug", list(PACKS))
def test_lesson_without_javascript_keeps_the_progress_in_the_address(
    live_server: LiveServer, no_js_page: Page, slug: str
) -> None:
    page = no_js_page
    lesson = PACKS[slug].lessons[0]
    page.goto(f"{live_server.url}/en/{slug}/opi/{lesson.slug}/")
    _follow(page, page.get_by_role("link", name="Start the lesson"))
    _follow(page, page.locator("[data-block]:visible [data-next]"))
    for number in range(1, len(lesson.steps)):
        if number == 1:
            _answer_without_js(page, right=False)
            assert page.locator(".lesson-miss:visible").count() == 1
            _follow(page, page.locator("[data-block]:visible [data-retry]"))
        _answer_without_js(page, right=True)
        assert page.locator(".lesson-hit:visible").count() == 1
        assert "p=" in page.url
        _follow(page, page.locator("[data-block]:visible [data-next]"))
    assert page.locator("[data-earned] [role=img]").get_attribute("aria-label") == "2 stars of 3"
    _follow(page, page.get_by_role("link", name="All lessons"))
    assert _stars(page, slug, lesson) == "2 stars of 3"


def _answer_without_js(page: Page, right: bool) -> None:
    """The same choice as ``_answer``, read off the server's page (every block is in it)."""
    if page.locator("[data-check]").count():
        for label in page.locator("label[data-fits]").all():
            if label.get_attribute("data-fits") == "1" or not right:
                label.locator("input").check()
        _follow(page, page.locator("[data-check]"))
        return
    wanted = "hit" if right else "miss"
    for button in page.locator("[data-controls] button[data-opens]").all():
        key = button.get_attribute("data-opens")
        if page.locator(f'[data-block="{key}"]').get_attribute("data-verdict") == wanted:
            _follow(page, button)
            return
    raise AssertionError(f"no {wanted} on {page.url}")


@pytest.mark.parametrize("slug", list(PACKS))
def test_lesson_step_and_its_outcome_are_accessible_on_a_phone(
    live_server: LiveServer, page: Page, slug: str
) -> None:
    page.set_viewport_size(PHONE)
    lesson = PACKS[slug].lessons[0]
    page.goto(f"{live_server.url}/{slug}/opi/{lesson.slug}/1/")
    assert_accessible(page, f"{slug} step")
    _answer(page, right=False)
    assert_accessible(page, f"{slug} miss")
    page.goto(f"{live_server.url}/{slug}/opi/")
    assert_accessible(page, f"{slug} path")


def test_costliest_choice_of_a_finished_game_comes_back_for_review(
    live_server: LiveServer, page: Page
) -> None:
    game, setup, choices = _last_moves(FIRST)
    token = play.game_token(FIRST, game, setup, choices)
    start = datetime(2026, 3, 2, 10, 0)
    page.clock.install(time=start)
    page.goto(f"{live_server.url}/en/{FIRST}/pelaa/?{urlencode({'t': token})}")
    # The end page weighs the choice in steps (htmx asks again at once) before it shows it.
    expect(page.locator("[data-review-play]")).to_have_count(1, timeout=30_000)
    review = page.locator("[data-review]")

    def on_day(day: int) -> bool:
        page.clock.set_system_time(start + timedelta(days=day))
        page.goto(f"{live_server.url}/en/{FIRST}/opi/")
        return review.is_visible()

    assert on_day(0) is False
    assert on_day(1) is True
    assert "Your costliest choice in a game:" in review.inner_text()
    review.locator("summary").click()
    review.get_by_role("button", name="I remembered").click()
    assert review.is_hidden()
    assert on_day(3) is True
    review.locator("summary").click()
    review.get_by_role("button", name="I remembered").click()
    assert [on_day(day) for day in (4, 7, 14)] == [False, False, False]


def test_lesson_steps_kept_for_offline_are_answered_offline(
    live_server: LiveServer, page: Page
) -> None:
    lesson = PACKS[FIRST].lessons[0]
    _installed(page, f"{live_server.url}/en/{FIRST}/")
    page.locator("[data-save-offline] button").click()
    page.locator("[data-save-offline] [role=status]").filter(has_text="Saved").wait_for()
    page.context.set_offline(True)
    response = page.goto(f"{live_server.url}/en/{FIRST}/opi/{lesson.slug}/1/")
    assert response is not None and response.from_service_worker
    _answer(page, right=True)
    assert _open_block(page) == "hit"
    page.locator("[data-block]:visible [data-next]").click()
    assert page.locator("h1").first.inner_text() != "No connection"
