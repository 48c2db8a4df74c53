"""Hints and try-it verdicts in Chromium on a phone (375×812), for every game: the hint
names a card whose marked button is then accepted; choosing the example's own move says
it is the same and keeps the example's step numbering."""

from collections.abc import Callable

import pytest
from playwright.sync_api import Page
from pytest_django.live_server_helper import LiveServer

from games.registry import find_game
from tests.contract.expected import expected
from tutorials import play
from tutorials.packs import PACKS


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


@pytest.mark.parametrize("slug", list(PACKS))
def test_try_example_move_is_the_same_at_its_numbering(
    live_server: LiveServer, page: Page, slug: str
) -> None:
    """The example's own move at its "try it" decision (``try_case`` of
    tests/contract/expected/<game>.py) is the same as the example's, and the step counter
    goes on at the example's numbering; the hand has checkboxes only where a move may be
    several cards."""
    page.set_viewport_size({"width": 375, "height": 812})
    case = expected(slug).try_case
    page.goto(f"{live_server.url}/en/{slug}/esimerkit/{case.example}/kokeile/?step={case.step}")
    together = expected(slug).try_together is not None
    assert page.locator(".play-hand .hand-play").count() == int(together)
    _swapped(page, _choose(page, case.same))
    assert page.locator(".try-verdict strong").first.inner_text() == "Same as in the example."
    assert page.locator(".step-count").inner_text() == case.same_count


def test_try_cards_played_together_with_the_checkboxes(live_server: LiveServer, page: Page) -> None:
    """Where a game's "try it" decision has a move of several cards (``try_together``), the
    cards that fit are marked, and ticking that move's cards sends it as one move."""
    page.set_viewport_size({"width": 375, "height": 812})
    tried = []
    for slug in PACKS:
        case, together = expected(slug).try_case, expected(slug).try_together
        if together is None:
            continue
        page.goto(f"{live_server.url}/en/{slug}/esimerkit/{case.example}/kokeile/?step={case.step}")
        marked = page.locator(".show-fits .play-hand label.hand-card:not(.unfit) input")
        fitting = [marked.nth(n).get_attribute("value") for n in range(marked.count())]
        assert fitting == expected(slug).try_fit, slug
        _swapped(page, _choose(page, " ".join(together[0])))
        verdict = page.locator(".try-verdict").first.inner_text()
        assert " ".join(verdict.split()).startswith(together[1]), slug
        tried.append(slug)
    assert tried != []  # a check over no game at all would pass
