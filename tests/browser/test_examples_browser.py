"""Worked examples in Chromium: stepping with the links, the arrow keys, the back button,
without JavaScript, and axe-core on the pages."""

import pytest
from playwright.sync_api import Browser, Page
from pytest_django.live_server_helper import LiveServer

from tests.browser.accessibility import assert_accessible

COUNT = "#step-controls .step-count"
NARRATION = "#narration"


def _wait_count(page: Page, text: str) -> None:
    page.wait_for_function(
        "text => document.querySelector('#step-controls .step-count').innerText.trim() === text",
        arg=text,
    )


def test_example_steps_with_links_in_place(live_server: LiveServer, page: Page) -> None:
    base = f"{live_server.url}/en/sika/esimerkit/aino-eero-liisa/"
    page.goto(base)
    assert page.locator(COUNT).inner_text() == "Step 0 / 16"
    # A page load would forget this; htmx swaps keep it.
    page.evaluate("window.stepMarker = 'still here'")
    page.get_by_role("link", name="Next").click()
    _wait_count(page, "Step 1 / 16")
    page.get_by_role("link", name="Next").click()
    _wait_count(page, "Step 2 / 16")
    assert page.url == f"{base}?step=2"
    assert page.locator(NARRATION).inner_text() == (
        "Aino draws the three of diamonds from the ring: no match, so it goes into the hand."
    )
    assert page.get_by_role("img", name="three of diamonds").count() == 1
    assert page.evaluate("window.stepMarker") == "still here"
    # Focus stays on the control that was used, so the keyboard can go on.
    assert page.evaluate("document.activeElement.id") == "step-next"
    page.get_by_role("link", name="Last").click()
    _wait_count(page, "Step 16 / 16")
    assert page.url == f"{base}?step=16"
    page.get_by_role("link", name="First").click()
    _wait_count(page, "Step 0 / 16")
    assert page.url == f"{base}?step=0"


def test_example_steps_with_arrow_keys(live_server: LiveServer, page: Page) -> None:
    base = f"{live_server.url}/sika/esimerkit/keskella-risti-8/"
    page.goto(base)
    page.keyboard.press("ArrowRight")
    _wait_count(page, "Vaihe 1 / 5")
    page.keyboard.press("ArrowRight")
    _wait_count(page, "Vaihe 2 / 5")
    assert page.locator(NARRATION).inner_text() == (
        "Aino nostaa renkaasta: patakuningas – ei sovi, joten se jää käteen."
    )
    page.keyboard.press("ArrowLeft")
    _wait_count(page, "Vaihe 1 / 5")
    assert page.url == f"{base}?step=1"
    # At the first step there is nothing to go back to.
    page.keyboard.press("ArrowLeft")
    _wait_count(page, "Vaihe 0 / 5")
    page.keyboard.press("ArrowLeft")
    page.wait_for_timeout(200)
    assert page.locator(COUNT).inner_text() == "Vaihe 0 / 5"


def test_example_back_button_restores_step(live_server: LiveServer, page: Page) -> None:
    base = f"{live_server.url}/en/sika/esimerkit/tyhja-kasi/"
    page.goto(base)
    for number in (1, 2, 3):
        page.get_by_role("link", name="Next").click()
        _wait_count(page, f"Step {number} / 15")
    page.go_back()
    _wait_count(page, "Step 2 / 15")
    assert page.url == f"{base}?step=2"
    assert page.locator(NARRATION).inner_text() == (
        "Aino plays the seven of hearts onto the centre pile."
    )
    page.go_back()
    _wait_count(page, "Step 1 / 15")
    assert page.locator(".seat-to-move strong").inner_text() == "Aino"
    page.go_forward()
    _wait_count(page, "Step 2 / 15")


def test_example_without_javascript_links_still_step(
    live_server: LiveServer, no_js_page: Page
) -> None:
    base = f"{live_server.url}/en/sika/esimerkit/keskella-risti-8/"
    no_js_page.goto(base)
    no_js_page.get_by_role("link", name="Next").click()
    no_js_page.wait_for_url(f"{base}?step=1")
    assert no_js_page.locator(COUNT).inner_text() == "Step 1 / 5"
    no_js_page.get_by_role("link", name="Last").click()
    no_js_page.wait_for_url(f"{base}?step=5")
    # The turn's end is told with the step before it, the last one.
    assert "Aino's turn ends." in no_js_page.locator(NARRATION).inner_text()


def test_game_page_form_deals_and_steps(live_server: LiveServer, page: Page) -> None:
    page.goto(f"{live_server.url}/en/sika/peli/")
    page.get_by_label("Rules", exact=True).select_option("kotiversio")
    page.get_by_label("Players", exact=True).fill("3")
    page.get_by_text("The same cards again", exact=True).click()
    page.get_by_label("Deal number").fill("12")
    page.get_by_role("button", name="Deal").click()
    page.wait_for_url("**/sika/peli/?preset=kotiversio&players=3&policy=lowest&seed=12*")
    total = page.locator(COUNT).inner_text().removeprefix("Step 0 / ")
    page.get_by_role("link", name="Next").click()
    _wait_count(page, f"Step 1 / {total}")
    assert page.url.endswith("?preset=kotiversio&players=3&seed=12&step=1")
    assert page.locator(NARRATION).inner_text().startswith("Turn 1: Player 1 looks for ")


@pytest.mark.parametrize(
    "path",
    [
        "/sika/esimerkit/",
        "/en/sika/esimerkit/",
        "/sika/esimerkit/aino-eero-liisa/?step=4",
        "/en/sika/esimerkit/aino-eero-liisa/?step=4",
        "/sika/esimerkit/kiista-loydetty-kortti/?step=107",
        "/en/sika/esimerkit/kaksivaiheinen/?step=79",
        "/sika/peli/?preset=kotiversio&players=4&seed=7&step=12",
    ],
)
def test_example_pages_no_accessibility_violations(
    live_server: LiveServer, page: Page, path: str
) -> None:
    response = page.goto(f"{live_server.url}{path}")
    assert response is not None and response.status == 200, path  # not a 400 page
    assert_accessible(page)


def test_example_compare_columns_side_by_side_on_wide_screens(
    live_server: LiveServer, browser: Browser
) -> None:
    path = "/en/sika/esimerkit/kiista-nostoraja/?step=20"
    for width, side_by_side in ((1280, True), (390, False)):
        context = browser.new_context(viewport={"width": width, "height": 900})
        page = context.new_page()
        page.goto(f"{live_server.url}{path}")
        boxes = [c.bounding_box() for c in page.locator(".step-column").all()]
        assert len(boxes) == 2
        first, second = boxes
        assert first is not None and second is not None
        assert (abs(first["y"] - second["y"]) < 1) == side_by_side
        # Nothing sticks out sideways on a phone.
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        context.close()
