"""Printed pages through a PDF, as Chromium prints them: the rules card and the sheet on
one A4 page each, with their text and without the site's navigation."""

import io
import unicodedata

import pytest
from playwright.sync_api import Page
from pypdf import PdfReader
from pytest_django.live_server_helper import LiveServer


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
