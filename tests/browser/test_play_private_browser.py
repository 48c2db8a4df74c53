"""Two people at one phone, every game, with JavaScript and without: once the phone has been
handed over, the Back button, a reload and the address the last person could copy show no
card of that person's hand, in the page nor in its text or accessibility tree; the live
region on the hand-over page is empty; the hand-over's button is a real 44 px button."""

from collections.abc import Iterator
from typing import Any

import pytest
from django.utils import translation
from playwright.sync_api import Browser, Error, Page, ViewportSize
from pytest_django.live_server_helper import LiveServer

from games.core import Game
from games.registry import find_game
from tutorials import play
from tutorials.packs import PACKS
from tutorials.words import Case, card_name

PHONE: ViewportSize = {"width": 375, "height": 812}
HANDOVERS = 2  # checked after each of the first two hand-overs


@pytest.fixture(params=[True, False], ids=["htmx", "no-js"])
def phone(browser: Browser, request: pytest.FixtureRequest) -> Iterator[tuple[Page, bool]]:
    """A phone with JavaScript (htmx swaps, the address replaced) and one without (forms)."""
    context = browser.new_context(
        viewport=PHONE, java_script_enabled=request.param, bypass_csp=True
    )
    yield context.new_page(), request.param
    context.close()


def _engine(slug: str) -> Game:
    return find_game(PACKS[slug].engine)


def _state(slug: str, page: Page) -> tuple[play.Setup, Any]:
    """The game's setup and engine state at the page's token."""
    token = page.locator('input[name="t"]').first.get_attribute("value")
    assert token is not None
    game = _engine(slug)
    setup, moves = play.read_token(slug, game, token)
    return setup, play.replay(game, setup, moves.choices, computer=moves.computer).state


def _names(cards: frozenset[int]) -> set[str]:
    with translation.override("fi"):
        return {card_name(card, case) for card in cards for case in Case}


def _shown(page: Page, names: set[str]) -> list[str]:
    """The names of ``names`` in the page's HTML (hidden text included) or its
    accessibility tree."""
    text = page.content() + page.locator("body").aria_snapshot()
    return sorted(name for name in names if name in text)


def _wait(page: Page, javascript: bool, act: Any) -> None:
    """``act`` (a click that posts), then the next position: swapped in, or loaded."""
    if javascript:
        page.evaluate("document.getElementById('play-game').dataset.old = 'yes'")
        act()
        page.wait_for_function("() => !document.getElementById('play-game').dataset.old")
    else:
        with page.expect_navigation():
            act()


def _move(slug: str, page: Page, javascript: bool) -> None:
    """The engine's first legal move, made with the page's own controls."""
    game = _engine(slug)
    _setup, state = _state(slug, page)
    action = state.legal_actions()[0]
    codes = [game.option_text((card,)) for card in action.cards]
    together = page.locator("form.play-together")
    card = page.locator(f'button.hand-card[value="{codes[0]}"]') if codes else None
    if together.count() and codes and game.option_text(action.cards) == " ".join(codes):
        for code in codes:
            together.locator(f'input[value="{code}"]').check()
        button = page.locator(".hand-play")
    elif len(codes) == 1 and card is not None and card.count():
        button = card
    else:
        button = page.locator(f'.play-others button[value="{game.option_text(action.cards)}"]')
    _wait(page, javascript, button.click)


def _ready(page: Page, javascript: bool) -> None:
    ready = page.locator(".play-ready")
    box = ready.bounding_box()
    assert box is not None and box["height"] >= 44 and box["width"] >= 44
    assert ready.evaluate("e => e.tagName") == "BUTTON"
    _wait(page, javascript, ready.click)


def _look_back(page: Page, copied: str, handover: str) -> dict[str, str]:
    """Back, reload and the copied address from the hand-over page: what each page is."""
    seen = {}
    for name, go in (
        ("back", page.go_back),
        ("reload", page.reload),
        ("address", lambda: page.goto(copied)),
    ):
        # A POST's answer is never kept: Back to it fails, then the browser's own error
        # page loads. Each page is read once it has loaded.
        with page.expect_event("load"):
            try:
                go()
            except Error as error:
                seen[name] = error.message.split("\n")[0]
        seen[name + " page"] = page.content()
    page.goto(handover)
    return seen


@pytest.mark.parametrize("slug", list(PACKS))
def test_play_private_after_each_hand_over_nothing_of_the_last_hand(
    live_server: LiveServer, phone: tuple[Page, bool], slug: str
) -> None:
    page, javascript = phone
    game = _engine(slug)
    setup = play.Setup(
        game.make_rules(game.default_preset, None),
        4,
        0,
        "taitava",
        (0, 2),
        None,
        ("Liisa", "Onni"),
        game_id=7100 + list(PACKS).index(slug) * 2 + int(javascript),
    )
    start = f"{live_server.url}/{slug}/pelaa/"
    page.goto(start)  # the page before the game, where Back from it leads
    page.goto(f"{start}?t={play.game_token(slug, game, setup, ())}#play-game")
    leaks: dict[str, list[str]] = {}
    for handover in range(HANDOVERS):
        _ready(page, javascript)
        person = page.locator(".play-person").inner_text()
        copied = str(page.locator(".play-share a").get_attribute("href"))
        copied = live_server.url + copied
        # This person's moves until the phone is handed over.
        while True:
            _setup, state = _state(slug, page)
            holder = state.decision.player
            _move(slug, page, javascript)
            if page.locator(".play-handover").count():
                break
            assert page.locator(".play-person").inner_text() == person
        _setup, state = _state(slug, page)
        hand = frozenset(game.table(state).hands[holder])
        names = _names(hand)
        assert page.locator("#play-live").inner_text() == ""
        leaks[f"{handover} hand-over"] = _shown(page, names)
        address = page.url
        for name, shown in _look_back(page, copied, address).items():
            if name.endswith("page"):
                leaks[f"{handover} {name}"] = [n for n in names if n in shown]
        assert page.locator(".play-handover").count() == 1
    assert leaks == {key: [] for key in leaks}
    assert len(leaks) == HANDOVERS * 4
