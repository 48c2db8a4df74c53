"""Against Mestari, with one search a request: the computer players' turns come a page at
a time. With htmx the next page is fetched at once and the address follows; without
JavaScript the visitor follows the link. Both reach the same decision."""

import pytest
from playwright.sync_api import Page, Route
from pytest_django.live_server_helper import LiveServer

from games.registry import find_game
from tests.browser.accessibility import assert_accessible
from tutorials import play
from tutorials.packs import PACKS
from tutorials.play import replaying


def _start(live_server: LiveServer, slug: str) -> tuple[str, play.Replay, int]:
    """A game against Mestari (six players, or as many as the game seats) in which the
    computer players search at least twice before a decision of the visitor's, who takes
    the first move offered at each decision before it (pikkutikki's visitor leads the first
    trick: nobody searches before it); where it waits for the visitor; and how many of the
    computer players' decisions since the deal offer a choice (the engine's count)."""
    game = find_game(PACKS[slug].engine)
    rules = game.make_rules(game.default_preset, None)
    players = min(6, rules.max_players)
    mestari = game.policies["mestari"]
    for seed in range(100):
        state = game.new_game(rules, players, seed=seed)
        visitor: tuple[int, ...] = ()
        choices = 0
        while (decision := state.decision) is not None:
            if decision.player != 0:
                choices += len(set(state.legal_actions())) > 1
                state.choose(mestari(state))
            elif choices < 2:
                visitor += (0,)
                state.choose(state.legal_actions()[0])
            else:
                setup = play.Setup(rules, players, seed, "mestari")
                first = play.replay(game, setup, visitor, searches=10_000)
                token = play.game_token(slug, game, setup, visitor)
                return f"{live_server.url}/en/{slug}/pelaa/?t={token}", first, choices
    raise AssertionError("no deal where the computer players choose twice before the visitor")


@pytest.mark.parametrize("slug", sorted(PACKS))
def test_play_paused_pages_go_on_by_themselves_with_htmx(
    slug: str, live_server: LiveServer, page: Page, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(replaying, "SEARCHES", 1)
    address, first, _choices = _start(live_server, slug)
    page.goto(address)
    page.locator(".play-hand").wait_for()
    assert page.locator(".play-continue").count() == 0
    # The address is the last page asked for: its own page is this decision.
    game = find_game(PACKS[slug].engine)
    token = page.url.split("t=")[1].split("&")[0].split("#")[0]
    moves = play.read_token(slug, game, token)[1]
    assert moves.computer == first.searched[: len(moves.computer)]
    assert len(moves.computer) < len(first.searched)
    held = set(game.table(first.state).hands[0])
    assert page.locator(".play-hand .hand-card").count() == len(held)


@pytest.mark.parametrize("slug", sorted(PACKS))
def test_play_paused_pages_link_the_next_turns_without_javascript(
    slug: str, live_server: LiveServer, no_js_page: Page, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(replaying, "SEARCHES", 1)
    address, _first, choices = _start(live_server, slug)
    no_js_page.goto(address)
    seen = 1
    while no_js_page.locator(".play-continue").count():
        assert no_js_page.locator(".play-hand").count() == 0
        no_js_page.locator(".play-continue").click()
        no_js_page.wait_for_load_state()
        seen += 1
    assert no_js_page.locator(".play-hand").count() == 1
    # One page a search: the decisions with a choice before the visitor's first.
    assert seen == choices


@pytest.mark.parametrize("slug", sorted(PACKS))
def test_play_paused_page_is_accessible(
    slug: str, live_server: LiveServer, page: Page, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(replaying, "SEARCHES", 1)
    address, _first, _choices = _start(live_server, slug)

    def held_back(route: Route) -> None:
        # htmx's next page answered with "no content": htmx leaves the page as it is.
        if route.request.headers.get("hx-request"):
            route.fulfill(status=204)
        else:
            route.continue_()

    page.route("**/*", held_back)
    page.goto(address)
    page.locator(".play-continue").wait_for()
    assert page.locator(".play-hand").count() == 0
    assert_accessible(page)
