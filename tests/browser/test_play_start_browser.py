"""The play start page: the rules chosen named and linked, following the choice; the start on
a phone's first screen, 44 px targets, and the keyboard at the hand after the deal."""

import pytest
from playwright.sync_api import Page, ViewportSize
from pytest_django.live_server_helper import LiveServer

from tests.contract.expected import expected
from tests.contract.site import fixed_deal
from tutorials.packs import PACKS


def _with_other_rules() -> list[str]:
    """The games whose expectations name a preset other than the one play starts from."""
    return [slug for slug in PACKS if expected(slug).other_rules is not None]


@pytest.mark.parametrize("slug", _with_other_rules())
def test_play_start_rules_sentence_follows_the_choice(
    live_server: LiveServer, page: Page, slug: str
) -> None:
    other = expected(slug).other_rules
    assert other is not None
    preset, name, href = other
    assert preset != PACKS[slug].words.play_preset
    page.goto(f"{live_server.url}/en/{slug}/pelaa/")
    page.select_option("#id_preset", preset)
    chosen = page.locator("#rules-chosen")
    assert chosen.locator(".rules-name").inner_text() == name
    assert chosen.locator("a").get_attribute("href") == href


def test_play_start_every_game_with_more_rules_is_covered() -> None:
    # A game of one preset has nothing to follow (siantappo).
    assert _with_other_rules() == [s for s, pack in PACKS.items() if len(pack.words.presets) > 1]


PHONE: ViewportSize = {"width": 375, "height": 812}


def test_play_start_deals_from_the_first_screen_and_the_keyboard_lands_on_the_hand(
    live_server: LiveServer, page: Page, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every game's start form: "Deal the cards" is a real button of at least 44 px on a
    phone's first screen, each level a 44 px target; after the deal the focus is on the
    hand's first card that fits (the deal of seed 0 gives a decision at once)."""
    page.set_viewport_size(PHONE)
    fixed_deal(monkeypatch, 0)
    for slug in PACKS:
        page.goto(f"{live_server.url}/{slug}/pelaa/")
        button = page.get_by_role("button", name="Jaa kortit").first
        box = button.bounding_box()
        assert box is not None and box["height"] >= 44 and box["width"] >= 44
        assert box["y"] + box["height"] <= PHONE["height"]
        levels = page.locator(".play-level label")
        heights = [levels.nth(i).bounding_box()["height"] for i in range(levels.count())]  # type: ignore[index]
        assert len(heights) == 3 and min(heights) >= 44
        # A click on a level's label (not its small circle) chooses it.
        levels.first.click(position={"x": 200, "y": 22})
        assert page.locator('input[name="policy"]').first.is_checked()
        page.locator('input[name="policy"][value="taitava"]').check()
        button.click()
        page.wait_for_load_state()
        focused = page.evaluate(
            "document.activeElement.closest('.hand-cards') !== null"
            " && !document.activeElement.closest('.unfit')"
        )
        assert focused, slug
