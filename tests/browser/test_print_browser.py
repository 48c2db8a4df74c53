"""Printed pages through a PDF, as Chromium prints them: the rules card and the sheet on
one A4 page each, with their text and without the site's navigation."""

import io
import unicodedata
from urllib.parse import urlencode

import pytest
from django.core.cache import caches
from playwright.sync_api import Page
from pypdf import PdfReader
from pytest_django.live_server_helper import LiveServer

from tutorials.packs import PACKS


def _printed(page: Page) -> tuple[int, str]:
    page.emulate_media(media="print")
    reader = PdfReader(io.BytesIO(page.pdf(format="A4")))
    text = " ".join(p.extract_text() for p in reader.pages)
    # NFKC undoes the PDF's typographic ligatures.
    return len(reader.pages), " ".join(unicodedata.normalize("NFKC", text).split())


@pytest.mark.parametrize(
    ("path", "title", "last"),
    [
        ("/sika/pikaohje/", "Sika – pikaohje", "ja onko nostoilla raja."),
        ("/en/sika/pikaohje/", "Sika: the rules on one page", "is there a limit on draws."),
        ("/siantappo/pikaohje/", "Siantappo – pikaohje", None),
        ("/en/siantappo/pikaohje/", "Siantappo: the rules on one page", None),
        ("/ristiseiska/pikaohje/", "Ristiseiska – pikaohje", "kaksi pakkaa, jokerit)."),
        ("/en/ristiseiska/pikaohje/", "Ristiseiska: the rules on one page", "two decks, jokers)."),
    ],
)
def test_print_rules_card_one_a4_page(
    live_server: LiveServer, page: Page, path: str, title: str, last: str | None
) -> None:
    page.goto(f"{live_server.url}{path}")
    pages, text = _printed(page)
    assert pages == 1
    assert text.startswith(title)
    assert "Korttipelikoulu" not in text and "Card game school" not in text
    if last is not None:  # the card, whole: its last sentence is on the page
        assert last in text


@pytest.mark.parametrize(("prefix", "preset"), [("", "perussika"), ("/en", "kotiversio")])
def test_print_saved_sheet_one_a4_page(
    live_server: LiveServer, page: Page, prefix: str, preset: str
) -> None:
    page.goto(f"{live_server.url}{prefix}/sika/kotisaannot/?preset={preset}&step=save")
    page.locator("#id-name").fill("Mökin säännöt")
    page.locator("form.hr-save button[type=submit]").click()
    page.wait_for_url("**/kotisaannot/*/")
    pages, text = _printed(page)
    assert pages == 1
    assert text.startswith("Mökin säännöt")


PENALTY = "Unohtaja nostaa kaksi korttia ja sanoo röh röh kolme kertaa"  # 60 characters
LONG_NAME = "Mökin säännöt: kesän pitkät illat, syksyn sadepäivät ja talven hiihtolomaviikot!"
# Each game's longest sheet: the most rules sentences, a long free answer, the most
# signature lines (players), and a sentence of its end that must be on the page.
LONGEST = [
    (
        "sika",
        "perussika",
        {"max_draws": "3", "decks": "2", "players": "16", "calls": "true", "call_penalty": PENALTY},
        "If everyone else runs out of cards first, the last one holding cards is the sika.",
    ),
    (
        "siantappo",
        "perussiantappo",
        {"players": "6", "chores": "Häviäjä keittää kahvit ja kantaa saunapuut koko illan ajan!"},
        "The game ends when only one player holds cards: that player loses.",
    ),
    (
        "ristiseiska",
        "jokerit",
        {
            "decks": "2",
            "end": "first_out",
            "first_ace": "true",
            "holding": "sevens_only",
            "target": "250",
            "penalty": "points",
            "players": "16",
        },
        "We play deals until someone has 250 points; the fewest points wins.",
    ),
    (
        "ristiseiska",
        "ristikasi",
        {"players": "2"},
        "With two players the eight of clubs is laid on the table before the deal;",
    ),
]


@pytest.mark.parametrize("prefix", ["", "/en"])
@pytest.mark.parametrize(
    ("game", "start", "changes", "last"), LONGEST, ids=[f"{g}-{s}" for g, s, *_ in LONGEST]
)
def test_print_every_game_longest_sheet_one_a4_page(
    live_server: LiveServer,
    page: Page,
    prefix: str,
    game: str,
    start: str,
    changes: dict[str, str],
    last: str,
) -> None:
    # Saves are counted per client, and every browser test is the same client.
    caches["limits"].clear()
    hr = PACKS[game].checklist
    query = urlencode({"preset": start, **hr.start_answers(start), **changes, "step": "save"})
    page.goto(f"{live_server.url}{prefix}/{game}/kotisaannot/?{query}")
    page.locator("#id-name").fill(LONG_NAME)
    page.locator("form.hr-save button[type=submit]").click()
    page.wait_for_url("**/kotisaannot/*/")
    pages, text = _printed(page)
    assert pages == 1
    assert text.startswith(LONG_NAME)
    if prefix:  # the English sheet: its rules' sentence is whole on the page
        assert last in text
