"""The Content-Security-Policy in force in Chromium: pages and htmx swaps break none of it.

The other browser tests bypass the policy (Playwright's wait_for_function
needs eval); these keep it, and record what the browser would have blocked.
"""

import re

import pytest
from playwright.sync_api import Page, expect
from pytest_django.live_server_helper import LiveServer

from games.registry import find_game
from tutorials import play


def _errors(page: Page) -> list[str]:
    errors: list[str] = []
    page.on(
        "console", lambda message: errors.append(message.text) if message.type == "error" else None
    )
    return errors


@pytest.mark.parametrize(
    "path",
    ["/", "/en/sika/", "/sika/peli/", "/en/sika/kotisaannot/?preset=perussika", "/sika/tietovisa/"],
)
def test_page_breaks_no_content_security_policy(
    live_server: LiveServer, strict_page: Page, path: str
) -> None:
    errors = _errors(strict_page)
    strict_page.goto(f"{live_server.url}{path}")
    assert strict_page.evaluate("typeof htmx") == "object"
    assert strict_page.evaluate("window.violations") == []
    assert errors == []


def test_htmx_step_swap_breaks_no_content_security_policy(
    live_server: LiveServer, strict_page: Page
) -> None:
    errors = _errors(strict_page)
    strict_page.goto(f"{live_server.url}/en/sika/esimerkit/")
    strict_page.locator("main a[href*='/esimerkit/']").first.click()
    strict_page.evaluate("window.stepMarker = 'still here'")
    strict_page.get_by_role("link", name="Next").click()
    expect(strict_page).to_have_url(re.compile(r"\?step=1$"))
    # Swapped in place by htmx, not loaded afresh.
    assert strict_page.evaluate("window.stepMarker") == "still here"
    assert strict_page.evaluate("window.violations") == []
    assert errors == []


def test_play_move_and_its_turns_break_no_content_security_policy(
    live_server: LiveServer, strict_page: Page
) -> None:
    """A move posted by htmx, the turns after it shown one by one with their cards moving."""
    game = find_game("sika")
    setup = play.Setup(game.make_rules("perussika", None), 4, 0, "taitava")
    errors = _errors(strict_page)
    token = play.game_token("sika", game, setup, (0, 0, 0))
    strict_page.goto(f"{live_server.url}/en/sika/pelaa/?t={token}#play-game")
    strict_page.evaluate("window.playMarker = 'still here'")
    strict_page.locator(".hand-card:not(.unfit)").first.click()
    strict_page.locator(".turn-show").wait_for()
    strict_page.locator(".turn-show").wait_for(state="detached")
    assert strict_page.evaluate("window.playMarker") == "still here"  # swapped in place
    assert strict_page.evaluate("window.violations") == []
    assert errors == []
