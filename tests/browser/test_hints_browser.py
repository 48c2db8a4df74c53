"""Hints and try-it verdicts in Chromium on a phone (375×812), for every game: the hint
names a card whose marked button is then accepted; choosing the example's own move says
it is the same and keeps the example's step numbering."""

from collections.abc import Callable

import pytest
from playwright.sync_api import Page
from pytest_django.live_server_helper import LiveServer

from games.registry import find_game
from tutorials import play
from tutorials.packs import PACKS

# The example, its decision, the example's own move there, and the step counter after it
# (tests/tutorials/test_play_try.py).
TRIES = {
    "sika": ("aino-eero-liisa", 5, "3D", "Step 6 / 22"),
    "siantappo": ("esimerkkikierros", 0, "3C", "Step 1 / 11"),
    "ristiseiska": ("avaus", 7, "7D", "Step 8 / 25"),
}


def _swapped(page: Page, act: Callable[[], None]) -> None:
    """Run ``act`` (a click) and wait until htmx has replaced #play-game."""
    page.evaluate("document.getElementById('play-game').dataset.old = 'yes'")
    act()
    page.wait_for_function("() => !document.getElementById('play-game').dataset.old")


def _choose(page: Page, move: str) -> Callable[[], None]:
    """The click that sends ``move`` from the hand: its button, or (cards played together)
    its cards' checkboxes ticked, then the hand's play button."""
    if page.locator('.play-hand input[type="checkbox"]').count() == 0:
        return page.locator(f'button[name="choice"][value="{move}"]').click
    for card in move.split():
        page.locator(f'.play-hand input[type="checkbox"][value="{card}"]').check()
    return page.locator(".hand-play").click


@pytest.mark.parametrize("slug", sorted(PACKS))
def test_hint_marks_a_move_that_is_then_accepted(
    live_server: LiveServer, page: Page, slug: str
) -> None:
    page.set_viewport_size({"width": 375, "height": 812})
    game = find_game(PACKS[slug].engine)
    setup = play.Setup(game.make_rules(game.default_preset, None), 3, 0, "taitava")
    token = play.game_token(slug, game, setup, ())
    address = f"{live_server.url}/en/{slug}/pelaa/"
    page.goto(f"{address}?t={token}")
    _swapped(page, page.locator(".play-hint-link").click)
    choice = page.locator("#play-hint").get_attribute("data-choice")
    assert page.locator(".hinted").count() >= 1  # its button (or cards) marked
    # The move the hint names, sent as the page's form sends it, is played.
    form = page.locator('input[name="t"]').first.get_attribute("value")
    assert form is not None and choice is not None
    response = page.request.post(
        address, form={"t": form, "move": "0", "choice": choice}, max_redirects=0
    )
    assert response.status == 303


@pytest.mark.parametrize("slug", sorted(TRIES))
def test_try_example_move_is_the_same_at_its_numbering(
    live_server: LiveServer, page: Page, slug: str
) -> None:
    page.set_viewport_size({"width": 375, "height": 812})
    example, step, move, count = TRIES[slug]
    page.goto(f"{live_server.url}/en/{slug}/esimerkit/{example}/kokeile/?step={step}")
    _swapped(page, _choose(page, move))
    assert page.locator(".try-verdict strong").first.inner_text() == "Same as in the example."
    assert page.locator(".step-count").inner_text() == count


# A move of cards played together at a try-it decision, and the cards the hand marks as
# fitting there; None: the game's try-it decision above has no such move.
TOGETHER = {"sika": None, "siantappo": ("3S 3C", ["3S", "3C"]), "ristiseiska": None}


@pytest.mark.parametrize("slug", sorted(TRIES))
def test_try_cards_played_together_with_the_checkboxes(
    live_server: LiveServer, page: Page, slug: str
) -> None:
    assert sorted(TOGETHER) == sorted(PACKS)
    page.set_viewport_size({"width": 375, "height": 812})
    example, step, _, _ = TRIES[slug]
    page.goto(f"{live_server.url}/en/{slug}/esimerkit/{example}/kokeile/?step={step}")
    together = TOGETHER[slug]
    if together is None:
        assert page.locator(".play-hand .hand-play").count() == 0
        return
    move, fitting = together
    marked = page.locator(".show-fits .play-hand label.hand-card:not(.unfit) input")
    assert [marked.nth(n).get_attribute("value") for n in range(marked.count())] == fitting
    _swapped(page, _choose(page, move))
    verdict = page.locator(".try-verdict strong").first.inner_text()
    assert verdict == "Not the example's choice."
