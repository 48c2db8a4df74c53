"""The house-rules checklist and sheet in Chromium: with and without JavaScript, printed."""

import io
import unicodedata
from urllib.parse import urlencode

import pytest
from playwright.sync_api import Browser, Page
from pypdf import PdfReader
from pytest_django.live_server_helper import LiveServer

from tests.browser.accessibility import assert_accessible
from tests.html import assert_valid_html
from tutorials.models import HouseRuleSheet
from tutorials.packs.sika.checklist import CHECKLIST as hr

LONG_NAME = "Mökin säännöt: kesän pitkät illat, syksyn sadepäivät ja talven hiihtolomaviikot!"
PENALTY = "Unohtaja nostaa kaksi korttia ja sanoo röh röh kolme kertaa"  # 60 characters

# The sentences each sheet must print, written out (not built by the code under test).
SENTENCES = {
    "kotiversio": [
        (
            "Nosta renkaasta kortti kerrallaan, kunnes tulee samaa maata kuin päällimmäinen "
            "kortti; pidä muut kädessäsi."
        ),
        (
            "Lyö sopiva kortti keskipinoon ja perään vapaa kortti kädestäsi: "
            "seuraava etsii sen maata."
        ),
        "Viimeinen, jolla on vielä kortteja, on sika.",
        "Kun rengas loppuu, peli jatkuu käsikorteilla.",
        (
            "Jos oikeaa maata ei ole, nostetaan nostopakasta, joka tehdään sekoittamalla "
            "keskipinon kortit päällimmäisen alta."
        ),
        (
            "Jos nostopakka loppuu ennen kuin maata tulee, nostetut kortit jäävät käteen ja "
            "vuoro päättyy; uusi nostopakka tehdään, kun joku seuraavan kerran tarvitsee "
            "nostettavaa."
        ),
        "Nostamalla löydetty sopiva kortti pelataan heti.",
        "Myös käsivaiheessa sopivan kortin perään pelataan vapaa kortti.",
        (
            "Kun jokainen on vuorollaan jäänyt pelaamatta, seuraava aloittaa uuden maan "
            "millä tahansa yhdellä kortilla."
        ),
        "Pelaamme yhdellä 52 kortin pakalla.",
        "Renkaan levittäjän vasemmalla puolella istuva aloittaa. Vuoro kiertää myötäpäivään.",
        "Joka uudessa pelissä aloitusvuoro siirtyy yhden paikan eteenpäin.",
        "Jäljellä olevia kortteja ei tarvitse ilmoittaa ääneen.",
        (
            "Heti huomattu väärä kortti otetaan takaisin mahdollisen toisen kortin "
            "kanssa, ja vuoro pelataan uudelleen. Jo nostetut kortit jäävät käteen."
        ),
        "Myöhemmin huomattua virhettä ei pureta: peli jatkuu siitä, mihin on päästy.",
    ],
    "kaksivaiheinen": [
        (
            "We play the two-phase variant: cards that cannot be played go onto your own "
            "pile, and after the ring you shed them, also as sets and runs."
        ),
        "A card can go on the same suit or the same rank; eights are wild.",
        (
            "When every player in turn has played nothing, the next player starts a new "
            "suit with any one card."
        ),
        "We shuffle two decks together.",
        "The player to the left of whoever laid out the ring starts. Play goes clockwise.",
        "In each new game the starter moves one seat on.",
        "Nobody needs to call out how many cards are left.",
        (
            "A wrong card noticed at once is taken back with any second card, and the "
            "turn is played again; cards already drawn stay in the hand."
        ),
        "A mistake noticed later is not undone: play goes on from where it is.",
    ],
    "perussika": [
        (
            "Nosta renkaasta kortti kerrallaan, kunnes tulee samaa maata kuin päällimmäinen "
            "kortti; pidä muut kädessäsi."
        ),
        (
            "Lyö sopiva kortti keskipinoon ja perään vapaa kortti kädestäsi: "
            "seuraava etsii sen maata."
        ),
        "Jos kaikilta muilta loppuvat kortit ensin, viimeinen, jolla on vielä kortteja, on sika.",
        "Nosta enintään 3 korttia etsiessäsi sopivaa; jos mikään ei sovi, pidä ne kädessäsi.",
        "Kun rengas loppuu, peli jatkuu käsikorteilla.",
        "Jos oikeaa maata ei ole, kaivetaan keskipinosta heti päällimmäisen alta alkaen.",
        "Nostamalla löydetty sopiva kortti pelataan heti.",
        "Myös käsivaiheessa sopivan kortin perään pelataan vapaa kortti.",
        (
            "Jos joku ei löydä oikeaa maata mistään, peli päättyy, ja eniten kortteja pitävä on "
            "sika; jos eniten kortteja on usealla, he ovat kaikki sikoja."
        ),
        "Jos kenelläkään ei ole kortteja renkaan loppuessa, kukaan ei ole sika: peli on tasapeli.",
        "Sekoitamme kaksi pakkaa yhteen.",
        "Renkaan levittäjän vasemmalla puolella istuva aloittaa. Vuoro kiertää myötäpäivään.",
        "Joka uudessa pelissä aloitusvuoro siirtyy yhden paikan eteenpäin.",
        "Pelaajat ilmoittavat ääneen ”kolme jäljellä”, ”kaksi jäljellä” ja ”yksi jäljellä”.",
        f"Jos ilmoitus unohtuu: {PENALTY}",
        (
            "Heti huomattu väärä kortti otetaan takaisin mahdollisen toisen kortin "
            "kanssa, ja vuoro pelataan uudelleen. Jo nostetut kortit jäävät käteen."
        ),
        "Myöhemmin huomattua virhettä ei pureta: peli jatkuu siitä, mihin on päästy.",
    ],
}


def one_line(text: str) -> str:
    # NFKC undoes the PDF's typographic ligatures ("ﬄ" in "shuffle").
    return " ".join(unicodedata.normalize("NFKC", text).split())


def checklist_url(live_server: LiveServer, prefix: str, start: str, **changes: str) -> str:
    query = urlencode({"preset": start, **hr.start_answers(start), **changes})
    return f"{live_server.url}{prefix}/sika/kotisaannot/?{query}"


def save_sheet(page: Page, url: str, name: str) -> str:
    page.goto(f"{url}&step=save")
    page.locator("#id-name").fill(name)
    page.locator("form.hr-save button[type=submit]").click()
    page.wait_for_url("**/kotisaannot/*/")
    return page.url


def pdf_text(page: Page) -> tuple[int, str]:
    page.emulate_media(media="print")
    reader = PdfReader(io.BytesIO(page.pdf(format="A4")))
    return len(reader.pages), one_line(" ".join(p.extract_text() for p in reader.pages))


@pytest.mark.parametrize(
    ("prefix", "lang", "start", "changes"),
    [
        ("", "fi", "kotiversio", {}),
        ("/en", "en", "kaksivaiheinen", {"decks": "2", "players": "16"}),
        # The longest sheet: most rule sentences, a penalty, 16 signature lines, Finnish.
        (
            "",
            "fi",
            "perussika",
            {"max_draws": "3", "decks": "2", "players": "16", "calls": "true"},
        ),
    ],
)
def test_sheet_saved_reopened_and_printed_on_one_a4_page(
    live_server: LiveServer,
    page: Page,
    browser: Browser,
    prefix: str,
    lang: str,
    start: str,
    changes: dict[str, str],
) -> None:
    changes = {**changes, "call_penalty": PENALTY} if changes.get("calls") else changes
    address = save_sheet(page, checklist_url(live_server, prefix, start, **changes), LONG_NAME)
    sheet = HouseRuleSheet.objects.get()
    assert len(LONG_NAME) == 80  # the longest name the field takes
    assert address == f"{live_server.url}{prefix}/sika/kotisaannot/{sheet.token}/"
    assert sheet.name == LONG_NAME

    # Reopened by its address alone, in a fresh browser with nothing remembered.
    context = browser.new_context()
    fresh = context.new_page()
    fresh.goto(address)
    assert fresh.locator("h1").inner_text() == LONG_NAME
    pages, text = pdf_text(fresh)
    context.close()

    sentences = SENTENCES[start]
    assert pages == 1
    assert one_line(LONG_NAME) in text
    assert [s for s in sentences if one_line(s) not in text] == []
    assert "Card game school" not in text and "Korttipelikoulu" not in text  # no navigation


def test_checklist_whole_flow_without_javascript(live_server: LiveServer, no_js_page: Page) -> None:
    page = no_js_page
    page.goto(f"{live_server.url}/en/sika/kotisaannot/")
    page.get_by_label("Home version").check()
    page.get_by_role("button", name="Next: the questions").click()
    page.wait_for_url("**/kotisaannot/?preset=kotiversio")

    page.get_by_label("How many cards may a player draw when looking for a match?").select_option(
        "3"
    )
    page.locator("#two_phase-true").check()
    page.get_by_role("button", name="Show what these rules do").click()
    page.wait_for_url("**step=questions#summary")
    summary = one_line(page.locator("#summary").inner_text())
    assert "We play the two-phase variant" in summary
    assert one_line(page.locator("#note-max_draws").inner_text()) == (
        "This has no effect because you play the two-phase variant: a player who cannot play "
        "always draws at most three cards."
    )

    page.get_by_role("button", name="Next: name and save the sheet").click()
    page.get_by_label("Name of the sheet").fill("Cottage rules")
    page.get_by_role("button", name="Save the sheet").click()
    page.wait_for_url("**/en/sika/kotisaannot/*/")
    address = page.url
    assert page.locator("h1").inner_text() == "Cottage rules"

    page.get_by_role("link", name="Edit a copy").click()
    assert page.locator("#id-max_draws").input_value() == "3"
    assert page.locator("#two_phase-true").is_checked()
    page.get_by_role("button", name="Next: name and save the sheet").click()
    assert page.get_by_label("Name of the sheet").input_value() == "Cottage rules"
    page.get_by_label("Name of the sheet").fill("Cottage rules, take two")
    page.get_by_role("button", name="Save the sheet").click()
    page.wait_for_url("**/en/sika/kotisaannot/*/")

    assert page.url != address
    page.goto(address)
    assert page.locator("h1").inner_text() == "Cottage rules"
    assert HouseRuleSheet.objects.count() == 2


def test_checklist_htmx_updates_summary_and_notes_in_place(
    live_server: LiveServer, page: Page
) -> None:
    page.goto(f"{live_server.url}/en/sika/kotisaannot/?preset=perussika")
    assert page.evaluate("typeof htmx") == "object"
    page.evaluate("window.notReloaded = true")
    assert page.locator("#note-hand_source").inner_text() == ""

    with page.expect_response(lambda r: r.request.headers.get("hx-request") == "true"):
        page.locator("#hand_phase-false").check()
    page.locator("#note-hand_source p").wait_for()
    assert page.locator("#note-hand_source").inner_text() == (
        "This has no effect because you play without a hand phase: after the ring the turns go "
        "on like ring turns."
    )
    assert "There is no hand phase" in page.locator("#summary").inner_text()
    assert page.evaluate("window.notReloaded") is True
    assert "hand_phase=false" in page.url  # the address keeps the answers
    assert page.evaluate("document.activeElement.id") == "hand_phase-false"  # focus kept

    with page.expect_response(lambda r: r.request.headers.get("hx-request") == "true"):
        page.locator("#hand_phase-true").check()
    page.locator("#note-hand_source p").wait_for(state="detached")
    assert_valid_html(page.content())


@pytest.mark.parametrize("prefix", ["", "/en"])
def test_house_rules_pages_no_accessibility_violations(
    live_server: LiveServer, page: Page, prefix: str
) -> None:
    url = checklist_url(live_server, prefix, "perussika", hand_phase="false", players="12")
    sheet_url = save_sheet(page, checklist_url(live_server, prefix, "kotiversio"), "Mökki")
    for address in [
        f"{live_server.url}{prefix}/sika/kotisaannot/",
        url,
        f"{url}&step=save",
        f"{live_server.url}{prefix}/sika/kotisaannot/?preset=oma&step=save",
        sheet_url,
    ]:
        page.goto(address)
        page.locator("details").evaluate_all("(all) => all.forEach(d => d.open = true)")
        assert_accessible(page, address)
