"""Play on a phone (375×812), every game: after the start and after each move the newest
turn, the table, the prompt and the hand are on the screen without scrolling; the hand's
cards are the controls (a tap plays a card; siantappo's plays are chosen, then "Play");
a card that does not fit is marked, and refused with the reason when tapped anyway."""

from collections.abc import Iterator, Mapping

import pytest
from playwright.sync_api import Browser, Page, ViewportSize
from pytest_django.live_server_helper import LiveServer

from games.registry import find_game
from tests.browser.accessibility import assert_accessible
from tests.contract.expected import expected
from tutorials import play
from tutorials.packs import PACKS

PHONE: ViewportSize = {"width": 375, "height": 812}
# What must be on the screen after every move: the newest turn, the prompt, the hand.
IN_VIEW = (".play-turns .turn-list > li", ".play-goal", ".hand-cards", ".play-controls")


@pytest.fixture
def phone(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport=PHONE, bypass_csp=True)
    yield context.new_page()
    context.close()


@pytest.fixture
def phone_no_js(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport=PHONE, java_script_enabled=False)
    yield context.new_page()
    context.close()


def _address(
    live_server: LiveServer,
    slug: str,
    choices: tuple[int, ...] = (),
    *,
    players: int = 4,
    seed: int = 0,
    policy: str = "heuristic",
    overrides: Mapping[str, object] | None = None,
) -> str:
    """The game a move's redirect leads to: by default four players, seed 0, the default
    rules and heuristic computer players."""
    game = find_game(PACKS[slug].engine)
    setup = play.Setup(game.make_rules(game.default_preset, overrides), players, seed, policy)
    token = play.game_token(slug, game, setup, choices)
    return f"{live_server.url}/en/{slug}/pelaa/?t={token}#play-game"


def _outside_the_screen(page: Page) -> list[str]:
    """The parts of the game that are not wholly on the screen."""
    outside = []
    for selector in IN_VIEW:
        box = page.locator(selector).first.bounding_box()
        if box is None or box["y"] < 0 or box["y"] + box["height"] > PHONE["height"]:
            outside.append(selector)
    return outside


def _submit(page: Page, control: str, javascript: bool) -> None:
    """Click ``control`` (it submits) and wait for the next position or the refusal."""
    if javascript:
        # The swap replaces #play-game: wait until the marked one is gone.
        page.evaluate("document.getElementById('play-game').dataset.old = 'yes'")
        page.locator(control).click()
        page.wait_for_function("() => !document.getElementById('play-game').dataset.old")
    else:
        page.locator(control).click()
        page.wait_for_load_state()


def _card(value: str) -> str:
    return f'.hand-card:is([value="{value}"], :has(input[value="{value}"]))'


def _attempts(page: Page) -> list[list[str]]:
    """Moves to try, from the page alone: each card that fits (in a game of plays chosen
    together: one to all of the fitting cards of its rank), then the buttons beside."""
    fitting = page.locator(".hand-card:not(.unfit)")
    values = [
        fitting.nth(i).get_attribute("value")
        or fitting.nth(i).locator("input").get_attribute("value")
        for i in range(fitting.count())
    ]
    if page.locator("form.play-together").count() == 0:
        tries = [[str(value)] for value in values]
    else:
        ranks: dict[str, list[str]] = {}
        for value in values:
            ranks.setdefault(str(value)[:-1], []).append(str(value))
        tries = [cards[:size] for cards in ranks.values() for size in range(len(cards), 0, -1)]
    others = page.locator(".play-others button")
    return tries + [[f"other:{i}"] for i in range(others.count())]


def _tap_a_move(page: Page, javascript: bool) -> tuple[int, int]:
    """Make a move the rules allow by tapping the hand: the taps it took and the refusals
    met on the way (a card that fits may still need its place chosen, or a partner)."""
    move = page.locator('input[name="move"]').first.get_attribute("value")
    refused = 0
    for attempt in _attempts(page):
        if attempt[0].startswith("other:"):
            _submit(page, f".play-others button >> nth={attempt[0][6:]}", javascript)
            taps = 1
        elif page.locator("form.play-together").count():
            for value in attempt:
                page.locator(_card(value)).click()
            _submit(page, ".hand-play", javascript)
            taps = len(attempt) + 1
        else:
            _submit(page, _card(attempt[0]), javascript)
            taps = 1
        if page.locator(".play-refused").count() == 0:
            return taps, refused
        refused += 1
        assert page.locator('input[name="move"]').first.get_attribute("value") == move
    raise AssertionError("no move of the hand was accepted")


@pytest.mark.parametrize("slug", list(PACKS))
@pytest.mark.parametrize("javascript", [True, False], ids=["htmx", "no-js"])
def test_play_phone_shows_turn_table_prompt_and_hand_after_each_move(
    live_server: LiveServer, phone: Page, phone_no_js: Page, slug: str, javascript: bool
) -> None:
    page = phone if javascript else phone_no_js
    page.goto(_address(live_server, slug))

    def shown() -> list[str]:
        outside = _outside_the_screen(page)
        # The table is there, drawn small: below the newest turn, above the prompt.
        table = page.locator(".play-table").bounding_box()
        goal = page.locator(".play-goal").bounding_box()
        if table is None or goal is None or table["y"] + table["height"] > goal["y"]:
            outside.append("the table above the prompt")
        return outside

    seen = {0: shown()}
    # Five moves, or as many as the visitor decides before the end (pikkutikki's three
    # cards: two, the last card is played for them).
    for move in range(1, 6):
        _tap_a_move(page, javascript)
        if page.locator(".play-end").count():
            break
        seen[move] = shown()
    assert seen == {move: [] for move in range(len(seen))}
    assert len(seen) >= 2
    assert page.evaluate("window.scrollX") == 0


@pytest.mark.parametrize("slug", list(PACKS))
def test_play_phone_whole_game_by_tapping_cards(
    live_server: LiveServer, phone: Page, slug: str
) -> None:
    phone.goto(_address(live_server, slug))
    assert_accessible(phone, f"the first decision in {slug}")  # siantappo: checkboxes
    taps: list[int] = []
    refused = 0
    while phone.locator(".play-end").count() == 0:
        made, met = _tap_a_move(phone, javascript=True)
        taps.append(made)
        refused += met
        # Focus is back on the hand after each move (or on the result at the end).
        phone.wait_for_function(
            "() => !!document.activeElement.closest('.hand-cards') || "
            "document.activeElement.id === 'play-end-title'",
            timeout=2000,
        )
    assert phone.locator(".play-places li").count() >= 2
    assert len(taps) >= 2  # pikkutikki's three cards: two decisions, the last card plays itself
    # Taps per move: one for a card; a play chosen together is its cards and "Play".
    if expected(slug).first_hand[0]:  # cards chosen together
        assert max(taps) >= 3  # at least one pair or more chosen, then "Play"
    else:
        assert set(taps) == {1}
    assert refused <= len(taps)


@pytest.mark.parametrize("slug", list(PACKS))
def test_play_phone_card_that_does_not_fit_is_marked_and_refused_with_the_reason(
    live_server: LiveServer, phone: Page, slug: str
) -> None:
    # A card that does not fit, and the engine's reason in words: what would fit instead.
    overrides, seed, choices, value, reason = expected(slug).refusal
    phone.goto(_address(live_server, slug, choices, seed=seed, overrides=overrides))
    card = phone.locator(_card(value))
    assert "unfit" in (card.get_attribute("class") or "")
    # "Show what fits" is on for a beginner: the card is described as not fitting now.
    control = card if card.evaluate("e => e.tagName") == "BUTTON" else card.locator("input")
    assert control.get_attribute("aria-describedby") == "play-unfit"
    switch = phone.get_by_role("button", name="Show what fits")
    assert switch.get_attribute("aria-pressed") == "true"
    if phone.locator("form.play-together").count():
        card.click()
        _submit(phone, ".hand-play", javascript=True)
    else:
        _submit(phone, _card(value), javascript=True)
    assert phone.locator(".play-refused p").inner_text().startswith(reason)
    assert _outside_the_screen(phone) == []
    assert_accessible(phone, f"a refused card in {slug}")
    # The switch off: no card is marked, and the next move's address keeps it off.
    switch = phone.get_by_role("button", name="Show what fits")
    switch.click()
    assert switch.get_attribute("aria-pressed") == "false"
    assert phone.locator(".show-fits").count() == 0
    assert "fits=0" in phone.url
    _tap_a_move(phone, javascript=True)
    assert (phone.locator(".show-fits").count(), "fits=0" in phone.url) == (0, True)


def test_play_phone_cards_are_buttons_named_by_the_card(
    live_server: LiveServer, phone: Page
) -> None:
    phone.goto(_address(live_server, "sika", (0, 0, 0, 0)))
    hand = phone.locator(".hand-cards")
    names = ["Queen of spades", "Two of diamonds", "Three of diamonds"]
    assert [hand.get_by_role("button", name=name, exact=True).count() for name in names] == [
        1,
        1,
        1,
    ]
    assert hand.get_by_role("button").count() == 14
    phone.get_by_role("button", name="Two of diamonds").focus()
    phone.keyboard.press("Enter")
    phone.wait_for_function("() => document.querySelector('input[name=move]')?.value === '5'")
    phone.wait_for_function("() => !!document.activeElement.closest('.hand-cards')")
    assert phone.locator("#play-live").get_attribute("aria-live") == "polite"
    assert phone.locator("#play-live").inner_text() != ""


def test_play_phone_without_javascript_chooses_cards_together_with_checkboxes(
    live_server: LiveServer, phone_no_js: Page
) -> None:
    # Siantappo's first play: the three of clubs with the three of hearts, a pair.
    phone_no_js.goto(_address(live_server, "siantappo"))
    phone_no_js.get_by_role("checkbox", name="Three of clubs").check()
    phone_no_js.get_by_role("checkbox", name="Three of hearts").check()
    phone_no_js.get_by_role("button", name="Play", exact=True).click()
    phone_no_js.wait_for_load_state()
    assert phone_no_js.locator(".play-refused").count() == 0
    assert phone_no_js.locator('input[name="move"]').first.get_attribute("value") == "1"
    assert phone_no_js.url.endswith("#play-game")
    # Newest first: the others answered the pair; the visitor's own play is folded below.
    assert phone_no_js.locator(".play-turns > .turn-list > li").all_inner_texts() == [
        "Liisa has nothing higher and passes.",
        "Eero tops it with a pair: king of diamonds and king of hearts.",
        "Aino tops it with a pair: queen of clubs and queen of diamonds.",
    ]
    assert phone_no_js.locator(".turns-older summary").inner_text() == "1 turn before these"


def test_play_phone_cards_chosen_together_narrow_what_still_fits(
    live_server: LiveServer, phone: Page
) -> None:
    # Siantappo, seed 0, the visitor's fourth decision: a lead of any play.
    phone.goto(_address(live_server, "siantappo", (0, 0, 0)))

    def fitting() -> list[str]:
        cards = phone.locator("label.hand-card:not(.unfit) input")
        return [str(cards.nth(i).get_attribute("value")) for i in range(cards.count())]

    assert fitting() == ["3H", "4S", "6H", "8S", "8C", "9S", "10S", "10D", "KC", "AS"]
    phone.get_by_role("checkbox", name="Nine of spades").check()
    assert fitting() == ["8S", "8C", "9S", "10S", "10D"]  # the straights through it
    phone.get_by_role("checkbox", name="Eight of spades").check()
    assert fitting() == ["8S", "9S", "10S", "10D"]
    phone.get_by_role("checkbox", name="Ten of diamonds").check()
    _submit(phone, ".hand-play", javascript=True)
    assert phone.locator(".play-refused").count() == 0
    assert phone.locator('input[name="move"]').first.get_attribute("value") == "4"


@pytest.mark.parametrize("slug", list(PACKS))
def test_play_phone_hint_marks_its_card_in_the_hand_on_the_screen(
    live_server: LiveServer, phone: Page, slug: str
) -> None:
    # The hint of tests/tutorials/test_hints.py: seed 0, three players, Taitava computer
    # players, the visitor's second decision; its card (or cards played together).
    phone.goto(_address(live_server, slug, (0,), players=3, policy="taitava"))
    _submit(phone, ".play-hint-link", javascript=True)
    hinted = phone.locator(".hand-card.hinted")
    values = [
        hinted.nth(i).get_attribute("value")
        or hinted.nth(i).locator("input").get_attribute("value")
        for i in range(hinted.count())
    ]
    assert values == expected(slug).hint[0].split()
    assert _outside_the_screen(phone) == []
    box = phone.locator(".play-hint").bounding_box()
    assert box is not None and box["y"] + box["height"] <= PHONE["height"]


def test_play_phone_switch_without_javascript_is_a_form_kept_through_moves(
    live_server: LiveServer, phone_no_js: Page
) -> None:
    phone_no_js.goto(_address(live_server, "ristiseiska", (0,)))
    phone_no_js.get_by_role("button", name="Show what fits").click()
    phone_no_js.wait_for_load_state()
    switch = phone_no_js.get_by_role("button", name="Show what fits")
    assert (switch.get_attribute("aria-pressed"), phone_no_js.locator(".show-fits").count()) == (
        "false",
        0,
    )
    _tap_a_move(phone_no_js, javascript=False)
    assert "fits=0" in phone_no_js.url
    assert phone_no_js.locator(".show-fits").count() == 0


@pytest.mark.parametrize("slug", list(PACKS))
@pytest.mark.parametrize("javascript", [True, False], ids=["htmx", "no-js"])
def test_play_phone_undo_returns_to_the_decision_before(
    live_server: LiveServer, phone: Page, phone_no_js: Page, slug: str, javascript: bool
) -> None:
    page = phone if javascript else phone_no_js
    page.goto(_address(live_server, slug))

    def position() -> tuple[str | None, str, str]:
        move = page.locator('input[name="move"]').first.get_attribute("value")
        return (
            move,
            page.locator(".play-goal").inner_text(),
            page.locator(".hand-cards").inner_text(),
        )

    before = position()
    _tap_a_move(page, javascript)
    assert position()[0] == str(int(str(before[0])) + 1)
    _submit(page, ".play-undo button", javascript)
    assert position() == before
    # The position before is again on the phone's one screen.
    assert _outside_the_screen(page) == []
