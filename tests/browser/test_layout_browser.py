"""Every kind of page at a small phone, a phone and a desktop: nothing wider than the
screen, axe clean; the stepper's buttons on one line; the header in one row on a desktop."""

import pytest
from playwright.sync_api import Browser, Page
from pytest_django.live_server_helper import LiveServer

from tests.browser.accessibility import assert_accessible
from tutorials.packs import PACKS

WIDTHS = (320, 375, 1280)

# One page of each kind (the sheet is saved first, below).
PAGES = {
    "home": "/",
    "rules": "/sika/",
    "rules-card": "/sika/pikaohje/",
    "examples": "/sika/esimerkit/",
    "example-step": "/sika/esimerkit/aino-eero-liisa/?step=3",
    "example-side-by-side": "/sika/esimerkit/kiista-loydetty-kortti/?step=60",
    "any-game": "/en/sika/peli/?players=6&step=130",
    "quiz": "/sika/tietovisa/",
    "quiz-round": "/sika/tietovisa/1/",
    "checklist": "/sika/kotisaannot/",
    "play": "/sika/pelaa/",
}


def _fits(page: Page) -> bool:
    return bool(page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"))


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("kind", list(PAGES))
def test_layout_page_fits_and_accessible(
    live_server: LiveServer, page: Page, kind: str, width: int
) -> None:
    page.set_viewport_size({"width": width, "height": 800})
    page.goto(f"{live_server.url}{PAGES[kind]}")
    assert _fits(page), kind
    assert_accessible(page, f"{kind} at {width} px")


@pytest.mark.parametrize("width", WIDTHS)
def test_layout_saved_sheet_fits_and_accessible(
    live_server: LiveServer, page: Page, width: int
) -> None:
    page.goto(f"{live_server.url}/sika/kotisaannot/?preset=kotiversio&step=save")
    page.locator("#id-name").fill("Mökin säännöt")
    page.locator("form.hr-save button[type=submit]").click()
    page.wait_for_url("**/kotisaannot/*/")
    page.set_viewport_size({"width": width, "height": 800})
    assert _fits(page)
    assert_accessible(page, f"sheet at {width} px")


@pytest.mark.parametrize("width", (320, 375))
@pytest.mark.parametrize("path", [PAGES["example-step"], PAGES["any-game"]])
def test_layout_stepper_buttons_on_one_line_on_a_phone(
    live_server: LiveServer, page: Page, width: int, path: str
) -> None:
    page.set_viewport_size({"width": width, "height": 800})
    page.goto(f"{live_server.url}{path}")
    tops = page.locator("#step-controls > a, #step-controls > .step-off").evaluate_all(
        "items => items.map(item => Math.round(item.getBoundingClientRect().top))"
    )
    assert len(tops) == 4
    assert len(set(tops)) == 1


def test_layout_key_hint_hidden_on_a_touch_screen(
    live_server: LiveServer, browser: Browser
) -> None:
    url = f"{live_server.url}{PAGES['example-step']}"
    touch = browser.new_context(
        has_touch=True, is_mobile=True, viewport={"width": 375, "height": 800}
    )
    desk = browser.new_context(viewport={"width": 1280, "height": 800})
    shown = []
    for context in (touch, desk):
        page = context.new_page()
        page.goto(url)
        shown.append(page.locator(".keys-hint").is_visible())
        context.close()
    assert shown == [False, True]


def test_layout_desktop_header_one_row(live_server: LiveServer, page: Page) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    for path in ("/", "/en/sika/"):
        page.goto(f"{live_server.url}{path}")
        tops = page.locator(".site-name, .site-nav a, .language-switch a").evaluate_all(
            "items => items.map(item => Math.round(item.getBoundingClientRect().bottom / 10))"
        )
        # The site's name, "Games", each game's rules, the three features, the language.
        assert len(tops) == 1 + 1 + len(PACKS) + 3 + 1, path
        assert len(set(tops)) == 1, path


def test_layout_cards_drawn_readable_on_a_phone(live_server: LiveServer, page: Page) -> None:
    page.set_viewport_size({"width": 320, "height": 800})
    page.goto(f"{live_server.url}{PAGES['example-step']}")
    # Step 3: Aino holds KS and 3D, and JH (just drawn, it fits) apart; the pile shows 9H.
    hand = page.locator(".seat-to-move .seat-hand .card")
    assert hand.evaluate_all("cards => cards.map(c => c.getAttribute('aria-label'))") == [
        "patakuningas",
        "ruutukolmonen",
    ]
    drawn = page.locator(".seat-to-move .seat-drawn .card")
    assert drawn.evaluate_all("cards => cards.map(c => c.getAttribute('aria-label'))") == [
        "herttajätkä"
    ]
    assert drawn.first.evaluate("c => c.classList.contains('card-fresh')") is True
    box = hand.first.bounding_box()
    assert box is not None and box["width"] >= 40 and box["height"] >= 56
    suit = page.locator(".seat-to-move .card-suit").first
    assert float(suit.evaluate("s => parseFloat(getComputedStyle(s).fontSize)")) >= 24
    assert page.locator(".ring-centre .card").get_attribute("aria-label") == "herttaysi"
    assert page.locator(".ring-backs .card-back").count() == 11  # 48 of 51 ring cards left
