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
# The mark of a reading, by how many sources the game's pages draw on (``pack.sources``).
MARKS = {
    "fi": {1: "Lähde ei kerro; me pelaamme näin:", 2: "Lähteet eivät kerro; me pelaamme näin:"},
    "en": {
        1: "The source leaves this open; we play it like this:",
        2: "The sources leave this open; we play it like this:",
    },
}


def test_readings_mark_counts_the_sources_of_each_game() -> None:
    # Sika's pages draw on two sources, the other games' on one.
    assert {slug: pack.sources for slug, pack in PACKS.items() if slug != "pikkutikki"} == {
        "sika": 2,
        "siantappo": 1,
        "ristiseiska": 1,
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
    mark = MARKS[language][pack.sources]
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


def _sections(page: str) -> dict[str, str]:
    """Each section of a rules page: from its heading to the next one."""
    heads = list(re.finditer(r'<div class="section-head">\s*<h[23] id="([^"]+)"', page))
    ends = [head.start() for head in heads[1:]] + [len(page)]
    return {head.group(1): page[head.start() : end] for head, end in zip(heads, ends, strict=True)}


@pytest.mark.parametrize("pack", PACK_LIST, ids=list(PACKS))
def test_readings_each_shown_once_under_its_own_section(client: Client, pack: GamePack) -> None:
    """A section's readings are those of that very section: a section whose anchor begins
    with another's ("siantappo-taito", "siantappo") shows only its own."""
    shown: dict[str, list[str]] = {}
    for page in pack.pages:
        html = client.get(reverse(pack.url_name(page.url_name))).content.decode()
        for anchor, section in _sections(html).items():
            for key in re.findall(r'<p class="reading" id="([^"]+)"', section):
                shown.setdefault(key, []).append(anchor)
    assert shown == {reading.key: [reading.section] for reading in pack.readings}


@pytest.mark.django_db
@pytest.mark.parametrize("pack", PACK_LIST, ids=list(PACKS))
def test_readings_list_links_each_to_its_own_question(client: Client, pack: GamePack) -> None:
    listing = client.get(reverse(pack.url_name("readings"))).content.decode()
    linked = {}
    for reading in pack.readings:
        found = re.search(rf'<li id="{reading.key}">(.*?)</li>', listing, re.S)
        assert found is not None, reading.key
        linked[reading.key] = re.findall(r"#q-([\w-]+)", found.group(1))
    assert linked == {r.key: [r.question] if r.question else [] for r in pack.readings}
    # Each question linked is on the checklist's questions page of the first start.
    questions = client.get(
        reverse(pack.url_name("house_rules")), {"preset": pack.checklist.starts[0].key}
    ).content.decode()
    missing = [
        name for names in linked.values() for name in names if f'id="q-{name}"' not in questions
    ]
    assert missing == []
