"""Ristiseiska's own table states in Chromium on a phone (jokers, two decks, a skipped ask):
axe clean, no sideways scrolling. Each page kind of every game: test_contract_browser.py."""

import pytest
from playwright.sync_api import Page, ViewportSize, expect
from pytest_django.live_server_helper import LiveServer

from tests.browser.accessibility import assert_accessible

PHONE: ViewportSize = {"width": 375, "height": 740}

PAGES = [
    "/en/ristiseiska/muunnelmat/",
    "/en/ristiseiska/esimerkit/pyytaminen/?step=57",
    "/ristiseiska/esimerkit/jokerit/?step=10",
    "/en/ristiseiska/esimerkit/ensimmainen-assa/?step=40",
    "/ristiseiska/tulkinnat/",
    "/ristiseiska/esimerkit/kaksi-pakkaa/?step=110",
    "/en/ristiseiska/peli/?preset=pantti&players=5&seed=4&step=30",
    "/en/ristiseiska/kotisaannot/?preset=pantti",
]


def _fits(page: Page) -> bool:
    return bool(page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"))


@pytest.mark.django_db(transaction=True)
def test_ristiseiska_pages_accessible_and_fit_a_phone(live_server: LiveServer, page: Page) -> None:
    page.set_viewport_size(PHONE)
    for path in PAGES:
        response = page.goto(f"{live_server.url}{path}")
        assert response is not None and response.status == 200, path  # not a 400 page
        assert_accessible(page, path)
        assert _fits(page), path


def test_ristiseiska_example_steps_without_javascript(
    live_server: LiveServer, no_js_page: Page
) -> None:
    no_js_page.goto(f"{live_server.url}/en/ristiseiska/esimerkit/avaus/?step=0")
    no_js_page.get_by_role("link", name="Next").first.click()
    no_js_page.wait_for_url("**step=1")
    expect(no_js_page.locator(".stepper")).to_contain_text(
        "Turn 1: Liisa plays the seven of clubs."
    )


@pytest.mark.parametrize(
    "path",
    [
        "/ristiseiska/esimerkit/kaksi-pakkaa/?step=110",
        "/en/ristiseiska/esimerkit/ensimmainen-assa/?step=40",
    ],
)
def test_ristiseiska_whole_layout_visible_on_a_phone(
    live_server: LiveServer, page: Page, path: str
) -> None:
    """Every column up to the king (and the high ace) is on screen at 375 px, unscrolled."""
    page.set_viewport_size(PHONE)
    response = page.goto(f"{live_server.url}{path}")
    assert response is not None and response.status == 200
    grid = page.locator(".rs-table .rs-grid-wrap").first
    sizes = grid.evaluate("e => [e.scrollWidth <= e.clientWidth, e.getBoundingClientRect().right]")
    assert sizes[0] is True
    assert sizes[1] <= PHONE["width"]
