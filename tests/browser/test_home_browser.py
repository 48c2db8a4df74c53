import pytest
from playwright.sync_api import Page
from pytest_django.live_server_helper import LiveServer

from tests.browser.accessibility import assert_accessible
from tests.pikkutikki.pack import PACK as TESTS_GAME
from tutorials.packs import PACKS


def test_home_language_switch_round_trip(live_server: LiveServer, page: Page) -> None:
    page.goto(f"{live_server.url}/")
    assert page.locator("html").get_attribute("lang") == "fi"
    assert page.locator("h1").inner_text() == "Opi suomalaisten korttipelien säännöt"

    page.get_by_role("link", name="English").click()
    page.wait_for_url(f"{live_server.url}/en/")
    assert page.locator("html").get_attribute("lang") == "en"
    assert page.locator("h1").inner_text() == "Learn the rules of Finnish card games"

    page.get_by_role("link", name="Suomi").click()
    page.wait_for_url(f"{live_server.url}/")
    assert page.locator("html").get_attribute("lang") == "fi"


@pytest.mark.parametrize("path", ["/", "/en/"])
def test_home_htmx_loaded(live_server: LiveServer, page: Page, path: str) -> None:
    page.goto(f"{live_server.url}{path}")
    assert page.evaluate("typeof htmx") == "object"


@pytest.mark.parametrize("path", ["/", "/en/"])
def test_home_no_accessibility_violations(live_server: LiveServer, page: Page, path: str) -> None:
    page.goto(f"{live_server.url}{path}")
    assert_accessible(page)


def test_navigation_fits_a_small_phone(live_server: LiveServer, page: Page) -> None:
    page.set_viewport_size({"width": 320, "height": 640})
    page.goto(f"{live_server.url}/")
    rights = page.locator(".site-nav a").evaluate_all(
        "links => links.map(a => a.getBoundingClientRect().right)"
    )
    # "Games", each game's rules, the three features: a check over no links would pass.
    assert len(rights) == 1 + len(PACKS) + 3
    assert [right <= 320 for right in rights] == [True] * len(rights)


def test_home_first_phone_screen_shows_every_game_and_its_start_path(
    live_server: LiveServer, page: Page
) -> None:
    """The start path of every game the site ships is on a 375×812 phone's first screen, with
    the tests' own fourth game listed after them (the site ships three games; the header's
    link to the fourth only pushes theirs further down)."""
    page.set_viewport_size({"width": 375, "height": 812})
    page.goto(f"{live_server.url}/")
    shipped = [slug for slug, pack in PACKS.items() if pack is not TESTS_GAME]
    games = page.locator(".game").evaluate_all("games => games.map(game => game.id)")
    assert games == [f"game-{slug}" for slug in [*shipped, TESTS_GAME.slug]]
    bottoms = [
        page.locator(f"#game-{slug} .start-path a").evaluate_all(
            "links => links.map(a => a.getBoundingClientRect().bottom)"
        )
        for slug in shipped
    ]
    # Three steps (rules, an example, a game) for each game.
    assert shipped != []
    assert [len(steps) for steps in bottoms] == [3] * len(shipped)
    assert [bottom <= 812 for steps in bottoms for bottom in steps] == [True] * 3 * len(shipped)
