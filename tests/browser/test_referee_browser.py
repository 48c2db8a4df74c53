"""The table's referee in Chromium: a dispute of every game asked on a phone (375×812),
a sika and a siantappo dispute tapped in the card picker (390×844), and a saved sheet's
referee opened again without a connection (issue 32).

On the phone the visitor reaches the dispute from the game's rules page, taps the
form's controls and "Ask the rules": the verdict the rules file gives is on the screen
(not above it, not below it) and the page is axe clean. Offline, the sheet and its
referee's questions open from the service worker, and an answer asked online is there
too; an answer never asked gives the offline page.
"""

import time
from collections.abc import Iterator, Mapping

import pytest
from django.test import Client
from playwright.sync_api import Browser, Page, ViewportSize
from pytest_django.live_server_helper import LiveServer

from games.registry import find_game
from tests.browser.accessibility import assert_accessible
from tests.contract.expected import expected
from tests.contract.site import fresh_address, saved_sheet
from tutorials.packs import PACKS

PHONE: ViewportSize = {"width": 375, "height": 812}


@pytest.fixture
def phone(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport=PHONE, bypass_csp=True)
    yield context.new_page()
    context.close()


def _fill(page: Page, slug: str, answers: Mapping[str, str | list[str]]) -> None:
    """The form's controls set as a visitor sets them: a select chosen, boxes ticked."""
    deck = find_game(PACKS[slug].engine).deck
    for name, codes in answers.items():
        for code in [codes] if isinstance(codes, str) else codes:
            value = str(deck.parse(code))
            control = page.locator(f"form.referee-form [name='{name}']").first
            if control.evaluate("c => c.tagName") == "SELECT":
                control.select_option(value)
            else:
                page.locator(f"form.referee-form [name='{name}'][value='{value}']").check()


@pytest.mark.parametrize("slug", PACKS)
def test_referee_dispute_on_a_phone(live_server: LiveServer, phone: Page, slug: str) -> None:
    kind, answers, verdict = expected(slug).referee_dispute
    page = phone
    page.goto(f"{live_server.url}/en/{slug}/")
    page.locator(f".referee-links a[href$='/riitatilanne/{kind}/']").click()
    _fill(page, slug, answers)
    page.get_by_role("button", name="Ask the rules").click()
    heading = page.locator("#referee-verdict")
    heading.wait_for()
    assert heading.inner_text() == verdict
    # htmx's "show" scrolls once the answer is in: the verdict comes on the screen.
    script = "h => { const r = h.getBoundingClientRect(); return r.top >= 0 && r.bottom <= 812; }"
    deadline = time.monotonic() + 5
    while not heading.evaluate(script):
        assert time.monotonic() < deadline, heading.bounding_box()
        time.sleep(0.1)
    assert page.locator(".referee-rule a").count() == 1
    assert_accessible(page, f"{slug} {kind}")


def _until(page: Page, script: str, wanted: object, seconds: float = 20) -> None:
    deadline = time.monotonic() + seconds
    while (found := page.evaluate(script)) != wanted:
        assert time.monotonic() < deadline, f"{script}: {found!r}, not {wanted!r}"
        time.sleep(0.1)


@pytest.mark.django_db(transaction=True)
def test_sheet_and_its_referee_open_offline(live_server: LiveServer, strict_page: Page) -> None:
    sheet = saved_sheet(Client(REMOTE_ADDR=fresh_address()), "ristiseiska")
    page = strict_page
    page.goto(live_server.url + sheet)
    # The sheet's referee is the first thing under its heading on the screen.
    assert page.locator("main h2").first.inner_text() == "Riitatilanne?"
    questions = page.locator(".referee-links a").evaluate_all("links => links.map(a => a.href)")
    assert len(questions) == len(PACKS["ristiseiska"].referee)
    _until(page, "navigator.serviceWorker.controller !== null", True)
    for address in questions:
        _until(page, f"caches.match({address!r}, {{ignoreVary: true}}).then(Boolean)", True)
    asked = f"{live_server.url}{sheet}riitatilanne/kenelta-pyydetaan/?counts=5+10+12+1"
    page.goto(asked)
    online = page.locator("#referee-verdict").inner_text()

    page.context.set_offline(True)
    response = page.goto(live_server.url + sheet)
    assert response is not None and response.from_service_worker
    assert page.locator("h1").inner_text() == "Mökki"
    for address in questions:
        response = page.goto(address)
        assert response is not None and response.from_service_worker, address
        assert page.locator("form.referee-form").count() == 1, address
    page.goto(asked)
    assert (
        page.locator("#referee-verdict").inner_text()
        == online
        == "Pyydät Eerolta, ja Eero valitsee kortin."
    )
    page.goto(asked.replace("12+1", "12+8"))
    assert page.locator("h1").inner_text() == "Ei yhteyttä"
    assert page.evaluate("window.violations") == []


WIDTH, HEIGHT = 390, 844  # a phone

# (game, kind, the top card to choose or "", the cards to tap in each card picker, the
# verdict): sika.md section 5 (no heart in hand: dig), siantappo.md section 3 (three
# consecutive pairs on a single two).
PAIRS = [
    "Patakolmonen",
    "Ristikolmonen",
    "Patanelonen",
    "Ristinelonen",
    "Patavitonen",
    "Ristivitonen",
]
DISPUTES = [
    (
        "sika",
        "mista-nostan",
        "Herttaysi",
        [["Patakuningas", "Ristikolmonen"]],
        "Kaivat keskipinosta.",
    ),
    ("siantappo", "voittaako-lyonti", "", [["Patakakkonen"], PAIRS], "Voittaa."),
]


@pytest.mark.parametrize(("slug", "kind", "top", "pickers", "verdict"), DISPUTES)
def test_referee_dispute_tapped_on_a_phone(
    live_server: LiveServer,
    page: Page,
    slug: str,
    kind: str,
    top: str,
    pickers: list[list[str]],
    verdict: str,
) -> None:
    page.set_viewport_size({"width": WIDTH, "height": HEIGHT})
    page.goto(f"{live_server.url}/{slug}/riitatilanne/{kind}/")
    if top:
        pile = page.get_by_role("group", name="Keskipinon päällimmäinen kortti")
        pile.get_by_role("radio", name=top).check()
    # The rules come first; a one-card picker (the top card) is a group of radios.
    situation = page.locator("form:not(.referee-table) fieldset:has([type='checkbox'])")
    for picker, cards in zip(situation.all(), pickers, strict=False):
        for card in cards:
            picker.get_by_role("checkbox", name=card).check()
    page.get_by_role("button", name="Kysy säännöiltä").click()
    answer = page.locator("#referee-verdict")
    answer.wait_for()
    box = answer.bounding_box()
    assert box is not None
    assert (answer.inner_text(), 0 <= box["y"] < HEIGHT) == (verdict, True)
    assert_accessible(page, f"{slug} {kind}")


def test_referee_form_follows_the_rules_chosen(live_server: LiveServer, phone: Page) -> None:
    """Choosing two decks draws the rows of the second deck in place (ristiseiska.md
    section 5: eight rows), with the choice kept and the card already tapped still chosen,
    and the page stays axe clean."""
    phone.goto(f"{live_server.url}/ristiseiska/riitatilanne/sopiiko-riviin/")
    rows = phone.locator("form:not(.referee-table) select[name^='high-']")
    before = rows.count()
    card = phone.get_by_role("group", name="Korttisi").get_by_role(
        "radio", name="Herttakuutonen", exact=True
    )
    card.check()
    phone.get_by_label("Säännöt").select_option("kaksi_pakkaa")
    phone.locator("select[name='high-c2']").wait_for()
    chosen = phone.get_by_label("Säännöt").input_value()
    assert (before, rows.count(), chosen, card.is_checked()) == (4, 8, "kaksi_pakkaa", True)
    assert "rules=on" in phone.url
    assert_accessible(phone, "ristiseiska rules changed")
