"""Readings: every point a game's sources leave open is marked where the rule is taught,
in one form, linked to its checklist question, and listed on the game's readings page."""

import re

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation

from tutorials.packs import PACKS
from tutorials.packs.base import GamePack
from tutorials.readings import Reading, at_section

PACK_LIST = list(PACKS.values())
# Sika's pages draw on two sources, the other games' on one.
MARKS = {
    "fi": {
        "sika": "Lähteet eivät kerro; me pelaamme näin:",
        "siantappo": "Lähde ei kerro; me pelaamme näin:",
        "ristiseiska": "Lähde ei kerro; me pelaamme näin:",
    },
    "en": {
        "sika": "The sources leave this open; we play it like this:",
        "siantappo": "The source leaves this open; we play it like this:",
        "ristiseiska": "The source leaves this open; we play it like this:",
    },
}


def test_at_section_keeps_the_packs_order() -> None:
    first = Reading("a", "one", "A.")
    other = Reading("b", "two", "B.")
    last = Reading("c", "one", "C.", question="q")
    assert at_section((first, other, last), "one") == [first, last]
    assert at_section((first, other, last), "three") == []


@pytest.mark.parametrize("pack", PACK_LIST, ids=list(PACKS))
def test_readings_every_game_has_some(pack: GamePack) -> None:
    assert len(pack.readings) >= 2


@pytest.mark.parametrize("pack", PACK_LIST, ids=list(PACKS))
def test_readings_point_at_real_sections_and_questions(pack: GamePack) -> None:
    keys = [reading.key for reading in pack.readings]
    assert len(keys) == len(set(keys))
    questions = {question.name for question in pack.checklist.questions}
    assert [r.key for r in pack.readings if r.section not in pack.sections] == []
    assert [r.key for r in pack.readings if r.question and r.question not in questions] == []


@pytest.mark.parametrize("language", ["fi", "en"])
@pytest.mark.parametrize("pack", PACK_LIST, ids=list(PACKS))
def test_readings_shown_at_their_section_and_on_the_list(
    client: Client, pack: GamePack, language: str
) -> None:
    with translation.override(language):
        listing = client.get(reverse(pack.url_name("readings")))
        pages = {
            page.url_name: client.get(reverse(pack.url_name(page.url_name))).content.decode()
            for page in pack.pages
        }
    assert listing.status_code == 200
    body = listing.content.decode()
    mark = MARKS[language][pack.slug]
    for reading in pack.readings:
        assert f'id="{reading.key}"' in body
        page = pages[pack.sections[reading.section]]
        # the reading stands after its section's heading, in the one marked form
        found = re.search(rf'<p class="reading" id="{reading.key}">(.*?)</p>', page, re.S)
        assert found is not None, reading.key
        assert mark in found.group(1)
        assert page.index(f'id="{reading.section}"') < found.start()
        # one ending everywhere, linked to the question where the checklist has one
        ending = "Sopikaa toisin kotisäännöissä." if language == "fi" else "Agree otherwise in your"
        assert ending in found.group(1)
        if reading.question:
            assert f"#q-{reading.question}" in found.group(1)
