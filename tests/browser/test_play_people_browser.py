"""Two people at one phone (375×812) in Chromium: the start form's names, the hand-over
page between their turns (no card on it, the button on the first screen), and each
person's page showing exactly their own hand as the engine deals it."""

from pathlib import Path

from django.utils import translation
from playwright.sync_api import Page, ViewportSize
from pytest_django.live_server_helper import LiveServer

from games.registry import find_game
from tutorials import play
from tutorials.words import card_name

GAME = find_game("sika")
SHOTS = Path("/tmp/shots-play-core")
PHONE: ViewportSize = {"width": 375, "height": 812}
NAMES = {0: "Liisa", 2: "Onni"}  # the seats of two people among four players


def _engine_hand(page: Page) -> tuple[int, list[str]]:
    """Whose decision the page's token waits for, and that hand's card names (Finnish)."""
    token = page.locator('input[name="t"]').first.get_attribute("value")
    assert token is not None
    setup, moves = play.read_token("sika", GAME, token)
    state = play.replay(GAME, setup, moves.choices, computer=moves.computer, narrate=False).state
    assert state.decision is not None
    seat = state.decision.player
    with translation.override("fi"):
        return seat, sorted(card_name(card) for card in GAME.table(state).hands[seat])


def _shown_hand(page: Page) -> list[str]:
    """The card names of the one hand shown face up."""
    hands = page.locator(".seat-hand")
    faces = [hands.nth(i).locator('[role="img"]') for i in range(hands.count())]
    shown = [face for face in faces if face.count() > 0]
    assert len(shown) == 1
    return sorted(
        shown[0].nth(i).get_attribute("aria-label") or "" for i in range(shown[0].count())
    )


def _hand_over(page: Page, shot: str) -> None:
    """The hand-over page to whoever the engine asks next: their name, no card, the button
    on the first screen; pressed."""
    heading = page.locator(".play-handover h2")
    heading.wait_for()
    name = NAMES[_engine_hand(page)[0]]
    assert f"{name}lle" in heading.inner_text()  # Liisalle, Onnille
    assert page.locator(".card").count() == 0
    ready = page.locator(".play-ready")
    assert ready.inner_text().startswith(("Olen " + name, "I am " + name))
    box = ready.bounding_box()
    assert box is not None and box["y"] + box["height"] <= PHONE["height"]
    page.screenshot(path=str(SHOTS / shot))
    ready.click()
    page.wait_for_load_state()


def _move(page: Page) -> None:
    """The first legal option, pressed; the page after it loaded."""
    move = page.locator('input[name="move"]').first.get_attribute("value")
    buttons = page.locator('button[name="choice"]')
    for index in range(buttons.count()):
        with page.expect_navigation():
            buttons.nth(index).click()
        if page.locator('input[name="move"]').count() == 0:
            return  # a hand-over page or the end
        if page.locator('input[name="move"]').first.get_attribute("value") != move:
            return
    raise AssertionError("no button was a legal move")


def test_two_people_hand_the_phone_over_and_see_only_their_own_hands(
    live_server: LiveServer, no_js_page: Page
) -> None:
    SHOTS.mkdir(exist_ok=True)
    page = no_js_page
    page.set_viewport_size(PHONE)
    page.goto(f"{live_server.url}/sika/pelaa/")
    page.locator(".play-people summary").click()
    page.locator('input[name="players"]').fill("4")
    page.locator('input[name="people"]').fill("2")
    page.locator('input[name="name_1"]').fill("Liisa")
    page.locator('input[name="name_2"]').fill("Onni")
    page.screenshot(path=str(SHOTS / "start.png"), full_page=True)
    page.locator('button[name="start"]').last.click()  # the one at the end, after the names
    page.wait_for_load_state()
    _hand_over(page, "handover-first.png")
    # The form's deal is the server's own, and in some deals one of the two has no turn
    # before the game ends; the turns are played on a fixed deal in which both have theirs.
    setup = play.Setup(
        GAME.make_rules("perussika", None), 4, 0, "taitava", (0, 2), None, ("Liisa", "Onni")
    )
    page.goto(f"{live_server.url}/sika/pelaa/?t={play.game_token('sika', GAME, setup, ())}")
    _hand_over(page, "handover-seeded.png")
    seen: list[str] = []
    for turn in range(8):
        seat, hand = _engine_hand(page)
        assert _shown_hand(page) == hand
        name = NAMES[seat]
        assert page.locator(".play-person").inner_text().startswith(f"{name}, ")
        seen.append(name)
        page.screenshot(path=str(SHOTS / f"turn-{turn}-{name}.png"))
        _move(page)
        if page.locator(".play-handover").count():
            _hand_over(page, f"handover-{turn}.png")
    assert seen == ["Liisa", "Onni"] * 4


def test_two_people_with_htmx_the_hand_over_swaps_in_place(
    live_server: LiveServer, page: Page
) -> None:
    """With JavaScript a move swaps the next position in: for the other person, the
    hand-over (no card), and its button then loads that person's hand."""
    page.set_viewport_size(PHONE)
    setup = play.Setup(
        GAME.make_rules("perussika", None), 4, 0, "heuristic", (0, 2), None, ("Liisa", "Onni")
    )
    # Seed 0: Liisa's first option leads to Onni's decision (test_play_at_one_device.py).
    page.goto(f"{live_server.url}/sika/pelaa/?t={play.game_token('sika', GAME, setup, ())}")
    page.evaluate("window.playMarker = 'still here'")  # a page load would forget it
    page.locator(".play-ready").click()
    page.locator(".play-person").wait_for()
    page.locator('button[name="choice"]').first.click()
    page.locator(".play-handover").wait_for()
    assert page.evaluate("window.playMarker") == "still here"
    assert "Onnille" in page.locator(".play-handover h2").inner_text()
    assert page.locator(".card").count() == 0
    page.screenshot(path=str(SHOTS / "htmx-handover.png"))
    page.locator(".play-ready").click()
    page.locator(".play-person").wait_for()
    assert page.locator(".play-person").inner_text().startswith("Onni, ")
    assert _shown_hand(page) == _engine_hand(page)[1]
