"""The referee on a phone: a dispute of sika and of siantappo asked by tapping cards in the
card picker, the answer in view after the button, and the page axe-clean (issue 32)."""

import pytest
from playwright.sync_api import Page
from pytest_django.live_server_helper import LiveServer

from tests.browser.accessibility import assert_accessible

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
        page.get_by_label("Keskipinon päällimmäinen kortti").select_option(label=top)
    for picker, cards in zip(page.locator("fieldset").all(), pickers, strict=False):
        for card in cards:
            picker.get_by_role("checkbox", name=card).check()
    page.get_by_role("button", name="Kysy säännöiltä").click()
    answer = page.locator("#referee-verdict")
    answer.wait_for()
    box = answer.bounding_box()
    assert box is not None
    assert (answer.inner_text(), 0 <= box["y"] < HEIGHT) == (verdict, True)
    assert_accessible(page, f"{slug} {kind}")
