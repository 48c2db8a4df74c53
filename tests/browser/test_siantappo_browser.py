"""Siantappo in Chromium without JavaScript. Each page kind of every game on a phone, axe
clean: test_contract_browser.py."""

from playwright.sync_api import Page, expect
from pytest_django.live_server_helper import LiveServer


def test_siantappo_example_steps_without_javascript(
    live_server: LiveServer, no_js_page: Page
) -> None:
    no_js_page.goto(f"{live_server.url}/en/siantappo/esimerkit/korttienvaihto/")
    no_js_page.get_by_role("link", name="Next").first.click()
    no_js_page.wait_for_url("**step=1")
    stepper = no_js_page.locator(".stepper")
    expect(stepper).to_contain_text("Liisa gives Aino the two weakest cards in hand")
