import pytest
from playwright.sync_api import Page
from pytest_django.live_server_helper import LiveServer

from tests.browser.accessibility import assert_accessible
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
    # The site's links in the header: a check over no links at all would pass.
    assert len(rights) == 7
    assert [right <= 320 for right in rights] == [True] * len(rights)


def test_home_first_phone_screen_shows_every_game_and_its_start_path(
    live_server: LiveServer, page: Page
) -> None:
    page.set_viewport_size({"width": 375, "height": 812})
    page.goto(f"{live_server.url}/")
    bottoms = page.locator(".game .start-path a").evaluate_all(
        "links => links.map(a => a.getBoundingClientRect().bottom)"
    )
    # Three steps (rules, an example, a game) for each game of the registry.
    assert len(bottoms) == 3 * len(PACKS)
    assert [bottom <= 812 for bottom in bottoms] == [True] * len(bottoms)
