"""Siantappo's pages in Chromium: each page kind on a phone, no sideways scrolling, axe clean."""

import pytest
from playwright.sync_api import Page, ViewportSize, expect
from pytest_django.live_server_helper import LiveServer

from tests.browser.accessibility import assert_accessible
from tutorials.packs.siantappo.checklist import CHECKLIST as hr

PHONE: ViewportSize = {"width": 375, "height": 740}

PAGES = [
    "/siantappo/",
    "/en/siantappo/perinne/",
    "/siantappo/pikaohje/",
    "/en/siantappo/pikaohje/",
    "/siantappo/esimerkit/",
    "/en/siantappo/esimerkit/siantappo-kakkoselle/?step=3",
    "/siantappo/esimerkit/korttienvaihto/?step=2",
    "/en/siantappo/peli/?players=6&seed=4&step=30",
    "/siantappo/tietovisa/",
    "/en/siantappo/tietovisa/12/",
    "/siantappo/kotisaannot/",
    "/en/siantappo/kotisaannot/?preset=perussiantappo",
    "/siantappo/pelaa/",
]


def _fits(page: Page) -> bool:
    return bool(page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"))


@pytest.mark.django_db(transaction=True)
def test_siantappo_pages_accessible_and_fit_a_phone(live_server: LiveServer, page: Page) -> None:
    page.set_viewport_size(PHONE)
    for path in PAGES:
        page.goto(f"{live_server.url}{path}")
        assert_accessible(page, path)
        assert _fits(page), path


@pytest.mark.django_db(transaction=True)
def test_siantappo_sheet_accessible_and_fits_a_phone(live_server: LiveServer, page: Page) -> None:
    page.set_viewport_size(PHONE)
    query = "&".join(f"{k}={v}" for k, v in hr.start_answers("perussiantappo").items())
    page.goto(
        f"{live_server.url}/en/siantappo/kotisaannot/?preset=perussiantappo&{query}&step=save"
    )
    page.get_by_label("Name of the sheet").fill("Kiltis")
    page.get_by_role("button", name="Save the sheet").click()
    page.wait_for_url(f"{live_server.url}/en/siantappo/kotisaannot/*/")
    expect(page.locator("h1")).to_contain_text("Kiltis")
    assert_accessible(page, "sheet")
    assert _fits(page)


def test_siantappo_example_steps_without_javascript(
    live_server: LiveServer, no_js_page: Page
) -> None:
    no_js_page.goto(f"{live_server.url}/en/siantappo/esimerkit/korttienvaihto/")
    no_js_page.get_by_role("link", name="Next").first.click()
    no_js_page.wait_for_url("**step=1")
    stepper = no_js_page.locator(".stepper")
    expect(stepper).to_contain_text("Liisa gives away their two weakest cards")
