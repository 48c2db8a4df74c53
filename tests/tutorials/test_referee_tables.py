"""The referee at any table its rules seat: names for every seat up to the most players
a game takes, and the rules page's table form offering only what the chosen rules seat
(answers written out by hand from the rules files)."""

import re

import pytest
from django.test import Client
from django.utils import translation

from tests.contract.site import url
from tests.html import texts
from tutorials.models import SHEET_VERSION, HouseRuleSheet, new_token
from tutorials.packs import PACKS
from tutorials.packs.sika.checklist import CHECKLIST as SIKA_CHECKLIST
from tutorials.presenter import named
from tutorials.words import NameCase

pytestmark = pytest.mark.django_db


def _answer(html: str) -> list[str]:
    """The answer's words: the verdict, the reason, where the rules say so."""
    found = re.search(r'<section class="referee-answer".*?</section>', html, re.S)
    return [] if found is None else texts(found.group(0), "h2") + texts(found.group(0), "p")


def test_sixteen_seats_are_named_in_finnish() -> None:
    with translation.override("fi"):
        names = PACKS["ristiseiska"].presenter.names(16)
        assert names[8:] == ("Eetu", "Anni", "Sami", "Kaisu", "Veeti", "Jussi", "Matti", "Pekka")
        assert named(names, 15, NameCase.ABLATIVE) == "Pekalta"


def test_two_deck_ristiseiska_asks_the_ninth_seat() -> None:
    # ristiseiska.md section 3: you ask the player before you; at nine the last seat.
    path = url("ristiseiska", "referee", kind="kenelta-pyydetaan")
    counts = " ".join(["5"] * 9)
    query = {"preset": "kaksi_pakkaa", "players": "9", "counts": counts, "round": "later"}
    response = Client().get(path, query)
    assert response.status_code == 200
    assert _answer(response.content.decode())[0] == "Pyydät Eetulta, ja Eetu valitsee kortin."


def test_two_deck_sika_sheet_of_ten_names_the_sika() -> None:
    # A table of ten on two decks: the tenth holds the most cards when the game sticks
    # with nothing left to dig (sika.md section 12: counting the cards, most loses).
    answers = {**SIKA_CHECKLIST.start_answers("perussika"), "decks": "2", "players": "10"}
    sheet = HouseRuleSheet.objects.create(
        token=new_token(),
        name="Iso pöytä",
        start="perussika",
        answers=answers,
        players=10,
        stats={},
        game="sika",
        version=SHEET_VERSION,
    )
    path = f"/sika/kotisaannot/{sheet.token}/riitatilanne/kuka-on-sika/"
    response = Client().get(path, {"counts": "10 10 10 10 10 10 10 10 10 13"})
    assert response.status_code == 200
    assert _answer(response.content.decode())[0] == "Anni on sika."


def test_rules_page_offers_only_the_players_the_preset_seats() -> None:
    path = url("sika", "referee", kind="sopiiko-kortti")
    one_deck = Client().get(path, {"preset": "perussika"}).content.decode()
    select = re.search(r'<select name="players".*?</select>', one_deck, re.S)
    assert select is not None
    offered = re.findall(r'<option value="(\d+)"', select.group(0))
    assert offered == ["2", "3", "4", "5", "6", "7", "8"]


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ({"players": "12"}, "Näillä säännöillä pelaajia on 2–8."),
        ({"preset": "xx"}, "Valitse oikea vaihtoehto. xx ei ole vaihtoehtojen joukossa."),
    ],
)
def test_no_verdict_is_given_for_a_table_that_cannot_be(
    query: dict[str, str], message: str
) -> None:
    path = url("sika", "referee", kind="sopiiko-kortti")
    response = Client().get(path, {**query, "top": "4", "card": "20"})
    html = response.content.decode()
    assert response.status_code == 400
    assert message in texts(html, "li")
    assert _answer(html) == []


def _sika_sheet(start: str, extra: dict[str, str], players: int) -> HouseRuleSheet:
    answers = {**SIKA_CHECKLIST.start_answers(start), **extra, "players": str(players)}
    return HouseRuleSheet.objects.create(
        token=new_token(),
        name="Mökki",
        start=start,
        answers=answers,
        players=players,
        stats={},
        game="sika",
        version=SHEET_VERSION,
    )


def _clause(html: str) -> tuple[list[str], list[str]]:
    """The sheet's sentence the answer quotes, and where it links."""
    found = re.search(r'<p class="referee-clause">.*?</p>', html, re.S)
    if found is None:
        return [], []
    return texts(found.group(0), "p"), re.findall(r'href="([^"]+)"', found.group(0))


def test_sheet_answer_quotes_and_links_the_sheets_own_clause() -> None:
    # A sheet with a draw limit of three under basic sika's stalemate rule: the stuck
    # game rests on what the table agreed, in the sheet's own words, not on our reading.
    sheet = _sika_sheet("perussika", {"max_draws": "3"}, 4)
    path = f"/sika/kotisaannot/{sheet.token}/riitatilanne/kuka-on-sika/"
    html = Client().get(path, {"counts": "6 2 2 5"}).content.decode()
    assert _clause(html) == (
        [
            "Lapussanne lukee: “Jos joku ei löydä oikeaa maata mistään, peli päättyy, ja eniten "
            "kortteja pitävä on sika; jos eniten kortteja on usealla, he ovat kaikki sikoja.”"
        ],
        [f"/sika/kotisaannot/{sheet.token}/#sheet-rules"],
    )
    assert 'data-reading="tulkinta-korttimaara"' not in html


def test_sheet_answer_quotes_the_found_card_clause() -> None:
    sheet = _sika_sheet("kotiversio", {"dug_card": "keep"}, 4)
    path = f"/sika/kotisaannot/{sheet.token}/riitatilanne/mista-nostan/"
    html = Client().get(path, {"top": "51", "hand": ["3", "7"]}).content.decode()
    assert _clause(html)[0] == [
        "Lapussanne lukee: “Nostamalla löydetty sopiva kortti menee käteen, ja vuoro päättyy.”"
    ]


def test_rules_page_answer_keeps_the_reading_and_quotes_no_sheet() -> None:
    path = url("sika", "referee", kind="kuka-on-sika")
    html = Client().get(path, {"preset": "perussika", "counts": "20 20 6 5"}).content.decode()
    assert _clause(html) == ([], [])
    assert 'data-reading="tulkinta-korttimaara"' in html
