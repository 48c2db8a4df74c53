"""Play a whole game in Chromium through the page's own buttons: without JavaScript
(each choice a form submit and a page load) and with it (htmx swaps the game in
place, the address follows), keyboard focus after a move, and axe-core."""

from playwright.sync_api import Page
from pytest_django.live_server_helper import LiveServer

from games.registry import find_game
from tests.browser.accessibility import assert_accessible
from tutorials import play

GAME = find_game("sika")
# Seed 0, three players, heuristic computer players: 34 choices of the visitor's,
# taking the first card the rules allow each time (tests/tutorials/test_play.py).
SETUP = play.Setup(GAME.make_rules("perussika", None), 3, 0, "heuristic")
PLACES = ["First place: Eero", "Second place: Aino", "Last: You"]


def _start(live_server: LiveServer) -> str:
    return f"{live_server.url}/en/sika/pelaa/?t={play.game_token('sika', GAME, SETUP, ())}"


def _play_to_the_end(page: Page, wait_for_swap: bool) -> int:
    """Press the first button the rules allow at every decision; return how many moves."""
    moves = 0
    while page.locator(".play-end").count() == 0:
        buttons = page.locator(".hand-cards .hand-card")
        move = page.locator('input[name="move"]').first.get_attribute("value")
        for index in range(buttons.count()):
            if wait_for_swap:
                # The swap replaces #play-game: wait until the marked one is gone.
                page.evaluate("document.getElementById('play-game').dataset.old = 'yes'")
                buttons.nth(index).click()
                page.wait_for_function("() => !document.getElementById('play-game').dataset.old")
            else:
                buttons.nth(index).click()
                page.wait_for_load_state()
            if page.locator(".play-refused").count() == 0:
                moves += 1
                break
            assert page.locator('input[name="move"]').first.get_attribute("value") == move
        else:
            raise AssertionError("no button was a legal move")
    return moves


def test_play_whole_game_without_javascript(live_server: LiveServer, no_js_page: Page) -> None:
    no_js_page.goto(_start(live_server))
    assert no_js_page.locator(".play-goal").count() == 1
    assert _play_to_the_end(no_js_page, wait_for_swap=False) == 34
    assert no_js_page.locator(".table-result").inner_text().endswith("You are the sika.")
    assert no_js_page.locator(".play-places li").all_inner_texts() == PLACES


def test_play_whole_game_with_htmx_in_place(live_server: LiveServer, page: Page) -> None:
    page.goto(_start(live_server))
    page.evaluate("window.playMarker = 'still here'")  # a page load would forget it
    # What the live region says, as it says it: the end summary's later weighing requests
    # empty it again (its narration was already read out), so it is read as it changes.
    page.evaluate(
        """() => {
            const live = document.getElementById('play-live');
            window.liveSaid = [];
            new MutationObserver(() => window.liveSaid.push(live.innerText.trim())).observe(
                live, {childList: true, subtree: true, characterData: true});
        }"""
    )
    first_address = page.url
    assert _play_to_the_end(page, wait_for_swap=True) == 34
    assert page.evaluate("window.playMarker") == "still here"
    assert page.url != first_address  # the address follows the game
    assert page.locator(".table-result").inner_text().endswith("You are the sika.")
    assert page.locator(".play-places li").all_inner_texts() == PLACES
    # The focus moves once htmx has settled the swap, a moment after the new content shows.
    page.wait_for_function("document.activeElement && document.activeElement.id !== ''")
    assert page.evaluate("document.activeElement.id") == "play-end-title"
    said = [text for text in page.evaluate("window.liveSaid") if text]
    assert said[-1].endswith(
        "The turn is stuck, so the cards are counted: you hold the most and are the sika."
    )
    assert_accessible(page, "the end of a game")
    # The address a swap pushed opens the same end as a page of its own.
    page.goto(page.url)
    assert page.locator(".play-places li").all_inner_texts() == PLACES


def test_play_refused_card_then_keyboard_choice(live_server: LiveServer, page: Page) -> None:
    # Four choices in, the hand phase: the five of clubs on top, hearts in the hand.
    token = play.game_token("sika", GAME, SETUP, (0, 0, 0, 0))
    page.goto(f"{live_server.url}/en/sika/pelaa/?t={token}")
    assert_accessible(page, "a decision")
    page.get_by_role("button", name="Five of hearts").click()
    page.wait_for_selector(".play-refused")
    # After the swap settles, focus is on the hand again: its first card that fits.
    page.wait_for_function("() => document.activeElement.closest('.hand-cards')")
    assert page.evaluate("document.activeElement.value") == "AC"
    assert page.locator(".play-refused .refused-reason").inner_text() == (
        "The five of hearts is not allowed: the top card is a club, so one of your clubs "
        "must be played first."
    )
    assert page.get_by_role("link", name="What the rules say").get_attribute("href") == (
        "/en/sika/#kasivaihe"
    )
    assert_accessible(page, "a refused move")
    # Focus is on a card button again: the keyboard alone plays the ace of clubs.
    page.get_by_role("button", name="Ace of clubs").focus()
    page.keyboard.press("Enter")
    page.wait_for_function(
        "() => document.querySelector('input[name=move]')?.value === '5'"
        " || !!document.querySelector('.play-end')"
    )
    assert page.locator(".play-refused").count() == 0


def test_play_start_form_deals_a_game(live_server: LiveServer, no_js_page: Page) -> None:
    no_js_page.goto(f"{live_server.url}/en/sika/pelaa/")
    assert no_js_page.locator("form.play-start").count() == 1
    no_js_page.select_option("#id_preset", "kotiversio")
    no_js_page.fill("#id_players", "5")
    no_js_page.check('input[name="policy"][value="aloittelija"]')
    no_js_page.get_by_role("button", name="Deal the cards").last.click()
    no_js_page.wait_for_load_state()
    assert "/en/sika/pelaa/?t=" in no_js_page.url
    assert no_js_page.locator(".seat").count() == 5


def test_play_start_page_accessible(live_server: LiveServer, page: Page) -> None:
    page.goto(f"{live_server.url}/sika/pelaa/")
    assert_accessible(page, "the start form")


def _on_screen(page: Page, selector: str) -> bool:
    box = page.locator(selector).bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 812


def test_play_try_it_in_an_example(live_server: LiveServer, page: Page) -> None:
    # Play's one-screen layout on a phone: the hand (18 cards) in view under the table, and
    # the refusal just above it, in view with it.
    page.set_viewport_size({"width": 375, "height": 812})
    page.goto(f"{live_server.url}/en/sika/esimerkit/kasivaihe/kokeile/?step=99")
    assert _on_screen(page, ".hand-cards")
    assert_accessible(page, "try it")
    page.get_by_role("button", name="Two of spades").click()
    page.wait_for_selector(".play-refused")
    page.wait_for_function("() => document.activeElement.closest('.hand-cards')")
    assert [_on_screen(page, part) for part in (".play-refused", ".hand-cards")] == [True, True]
    assert page.locator(".play-refused p").first.inner_text() == (
        "The two of spades is not allowed: the top card is a diamond, so one of your diamonds "
        "must be played first. Try again."
    )
    page.get_by_role("button", name="Three of diamonds").click()
    page.wait_for_selector(".try-verdict")
    assert page.locator(".try-verdict strong").inner_text() == "Same as in the example."
    # The example is cut to the turns before its moment (from its game's step 118): a
    # move before them has no step of the example's own, and the example goes on at its
    # first step.
    assert page.locator(".step-count").count() == 0
    assert_accessible(page, "try it, the example's own move")
    page.get_by_role("link", name="Continue the example").click()
    page.wait_for_load_state()
    assert page.url == f"{live_server.url}/en/sika/esimerkit/kasivaihe/?step=0"
