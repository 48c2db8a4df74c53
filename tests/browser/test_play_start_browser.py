"""The play start page names the rules chosen and links them, following the choice."""

import pytest
from playwright.sync_api import Page
from pytest_django.live_server_helper import LiveServer

from tutorials.packs import PACKS

# A preset other than the one play starts from, and where its rules are written.
OTHER_RULES = {
    "sika": ("perussika", "Basic sika", "/en/sika/#tavoite"),
    "ristiseiska": ("jokerit", "Two jokers", "/en/ristiseiska/muunnelmat/#jokerit-seiska"),
}


@pytest.mark.parametrize("slug", list(OTHER_RULES))
def test_play_start_rules_sentence_follows_the_choice(
    live_server: LiveServer, page: Page, slug: str
) -> None:
    preset, name, href = OTHER_RULES[slug]
    assert preset != PACKS[slug].words.play_preset
    page.goto(f"{live_server.url}/en/{slug}/pelaa/")
    page.select_option("#id_preset", preset)
    chosen = page.locator("#rules-chosen")
    assert chosen.locator(".rules-name").inner_text() == name
    assert chosen.locator("a").get_attribute("href") == href


def test_play_start_every_game_with_more_rules_is_covered() -> None:
    # Siantappo has one set of rules: nothing to follow.
    assert sorted(slug for slug, pack in PACKS.items() if len(pack.words.presets) > 1) == sorted(
        OTHER_RULES
    )
