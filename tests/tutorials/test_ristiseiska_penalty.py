"""With the token the usual penalty for holding back is 50 points: the start, the saved sheet."""

import pytest
from django.test import Client
from django.utils import translation

from tests.contract.site import saved_sheet
from tests.html import texts
from tutorials.packs.ristiseiska.checklist import CHECKLIST

pytestmark = pytest.mark.django_db


def test_penalty_token_starts_answer_fifty_points() -> None:
    assert CHECKLIST.start_answers("pantti")["penalty"] == "points"
    assert CHECKLIST.start_answers("ristikasi")["penalty"] == "points"
    assert CHECKLIST.start_answers("ristiseiska")["penalty"] == "cards"


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        ("en", "A player caught holding back gets 50 penalty points."),
        ("fi", "Pihtauksesta kiinni jäänyt saa 50 miinuspistettä."),
    ],
)
def test_penalty_saved_token_sheet_says_fifty_points(language: str, sentence: str) -> None:
    client = Client()
    with translation.override(language):
        sheet = saved_sheet(client, "ristiseiska", "pantti")
    assert sheet.startswith("/ristiseiska/kotisaannot/")
    prefix = "/en" if language == "en" else ""
    page = texts(client.get(prefix + sheet).content.decode(), "li")
    assert sentence in page
    assert not [t for t in page if "every other player" in t or "jokaiselta muulta" in t]
