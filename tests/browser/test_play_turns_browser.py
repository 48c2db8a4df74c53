"""The computer players' turns since the visitor's last move, one after another: oldest
first, one turn at a time in a box over the list, the cards it laid moving from its player's
seat to the table, "Skip" shows the list; a hint asked for plays nothing back again; no motion with
prefers-reduced-motion; without JavaScript the plain list."""

from playwright.sync_api import Page
from pytest_django.live_server_helper import LiveServer

from games.registry import find_game
from tutorials import play

GAME = find_game("sika")
# Seed 0, four players, Taitava: after the visitor's four moves, three turns are told before
# the visitor's fifth decision (Eero and Liisa lay cards on the pile).
SETUP = play.Setup(GAME.make_rules("perussika", None), 4, 0, "taitava")
# Counts the cards that fly to the table, from the first script on.
COUNT_FLIGHTS = """
window.flights = 0;
new MutationObserver((changes) => {
  for (const change of changes) for (const node of change.addedNodes)
    if (node.classList && node.classList.contains("turn-flying")) window.flights += 1;
}).observe(document, { childList: true, subtree: true });
"""


def _address(live_server: LiveServer) -> str:
    token = play.game_token("sika", GAME, SETUP, (0, 0, 0, 0))
    return f"{live_server.url}/en/sika/pelaa/?t={token}#play-game"


def _told(page: Page) -> list[str]:
    """The list's turns, oldest first, as the box says them (without their steps)."""
    return page.evaluate(
        """[...document.querySelectorAll('.play-turns > .turn-list > li.turn')].reverse()
        .map((li) => { const c = li.cloneNode(true);
          c.querySelectorAll('details, .turn-laid').forEach((e) => e.remove());
          return c.textContent.trim(); })"""
    )


def test_play_turns_come_one_after_another_then_skip_shows_the_list(
    live_server: LiveServer, page: Page
) -> None:
    page.set_viewport_size({"width": 375, "height": 812})
    page.add_init_script(COUNT_FLIGHTS)
    page.goto(_address(live_server))
    told = _told(page)
    assert len(told) == 3
    shown = [page.locator(".turn-show p").inner_text()]
    page.wait_for_function(
        "(first) => document.querySelector('.turn-show p')?.textContent !== first", arg=shown[0]
    )
    shown.append(page.locator(".turn-show p").inner_text())
    assert shown == told[:2]
    assert page.evaluate("window.flights") >= 1  # the cards laid, moving to the table
    page.get_by_role("button", name="Skip").click()
    assert page.locator(".turn-show").count() == 0
    assert page.evaluate("document.querySelectorAll('.turn-flying').length") == 0
    # The hand was there all along: the keyboard is on it.
    assert page.evaluate("!!document.activeElement.closest('.hand-cards')")


def test_play_hint_does_not_play_the_turns_back_again(live_server: LiveServer, page: Page) -> None:
    page.set_viewport_size({"width": 375, "height": 812})
    page.add_init_script(COUNT_FLIGHTS)
    page.goto(_address(live_server))
    page.get_by_role("button", name="Skip").click()
    flown = page.evaluate("window.flights")
    page.get_by_role("link", name="Show a hint").click()
    page.locator("#play-hint").wait_for()
    page.wait_for_timeout(300)  # htmx settles the swap, then play.js would start a playback
    assert page.locator(".turn-show").count() == 0
    assert page.evaluate("window.flights") == flown
    # The same turns stay listed under the hint.
    assert len(_told(page)) == 3


def test_play_turns_without_motion_still_one_by_one(live_server: LiveServer, page: Page) -> None:
    page.emulate_media(reduced_motion="reduce")
    page.add_init_script(COUNT_FLIGHTS)
    page.goto(_address(live_server))
    assert page.locator(".turn-show").count() == 1
    page.locator(".turn-show").wait_for(state="detached")  # each turn shown, then the list
    assert page.evaluate("window.flights") == 0


def test_play_turns_without_javascript_are_the_plain_list(
    live_server: LiveServer, no_js_page: Page
) -> None:
    no_js_page.goto(_address(live_server))
    assert no_js_page.locator(".turn-show, .play-skip").count() == 0
    assert no_js_page.locator(".play-turns > .turn-list > li.turn").count() == 3
    assert no_js_page.locator(".play-turns > .turn-list > li.turn").first.is_visible()
