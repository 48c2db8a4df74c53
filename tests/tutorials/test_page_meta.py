"""Every page describes itself for search engines and link previews; the rules card page."""

import pytest
from django.test import Client

from tests.html import assert_valid_html, attributes, texts

pytestmark = pytest.mark.django_db


def _meta(html: str) -> dict[str, str | None]:
    return {
        str(tag.get("property") or tag.get("name")): tag.get("content")
        for tag in attributes(html, "meta")
        if tag.get("property") or tag.get("name") in ("description",)
    }


def test_page_meta_rules_page_described_by_its_lead(client: Client) -> None:
    meta = _meta(client.get("/sika/").content.decode())
    assert meta["og:title"] == "Näin sikaa pelataan"
    assert meta["og:type"] == "website"
    assert meta["og:url"] == "http://testserver/sika/"
    assert meta["og:locale"] == "fi_FI"
    assert (meta["description"] or "").startswith(
        "Sika on suomalainen lasten korttipeli, jossa kenellekään ei jaeta kortteja."
    )
    assert meta["og:description"] == meta["description"]


def test_page_meta_home_in_english(client: Client) -> None:
    meta = _meta(client.get("/en/").content.decode())
    assert meta == {
        "description": "Finnish card games explained step by step: the rules, worked examples "
        "with drawn cards, a quiz and your own house rules to print.",
        "og:title": "Learn the rules of Finnish card games",
        "og:description": "Finnish card games explained step by step: the rules, worked "
        "examples with drawn cards, a quiz and your own house rules to print.",
        "og:type": "website",
        "og:url": "http://testserver/en/",
        "og:site_name": "Card game school",
        "og:locale": "en_GB",
    }


def test_page_meta_example_described_by_its_intro_without_query(client: Client) -> None:
    meta = _meta(client.get("/sika/esimerkit/aino-eero-liisa/?step=4").content.decode())
    assert meta["og:title"] == "Aino, Eero ja Liisa: kolme ensimmäistä vuoroa"
    assert meta["og:url"] == "http://testserver/sika/esimerkit/aino-eero-liisa/?step=4"
    assert (meta["description"] or "").startswith("Kolme pelaajaa aloittaa tyhjin käsin")


def test_page_meta_bad_host_page_keeps_its_path() -> None:
    response = Client(HTTP_HOST="evil.example").get("/sika/")
    assert response.status_code == 400
    assert _meta(response.content.decode())["og:url"] == "/sika/"


def test_rules_card_page_title_and_link_from_the_rules(client: Client) -> None:
    card = client.get("/sika/pikaohje/").content.decode()
    assert texts(card, "h1") == ["Sika – pikaohje"]
    assert texts(card, "h2") == [
        "Alkuun",
        "1. Rengasvuoro",
        "2. Tyhjä käsi",
        "3. Käsivaihe – kun rengas on loppu",
        "4. Pelin loppu",
    ]
    rules = client.get("/sika/").content.decode()
    assert "/sika/pikaohje/" in [a.get("href") for a in attributes(rules, "a")]
    english = client.get("/en/sika/pikaohje/").content.decode()
    assert texts(english, "h1") == ["Sika: the rules on one page"]
    assert_valid_html(card, english, client.get("/").content.decode())


@pytest.mark.parametrize("slug", ["sika", "siantappo", "ristiseiska"])
def test_rules_card_every_pack_answers(client: Client, slug: str) -> None:
    assert client.get(f"/{slug}/pikaohje/").status_code == 200


def test_rules_card_unknown_game_404(client: Client) -> None:
    assert client.get("/shakki/pikaohje/").status_code == 404


def test_home_showcase_draws_the_first_example_and_leads_to_it(client: Client) -> None:
    html = client.get("/").content.decode()
    assert texts(html, "h2")[-1] == "Peli käynnissä: Sika"
    hrefs = [a.get("href") for a in attributes(html, "a")]
    assert "/sika/pikaohje/" in hrefs
    assert "/sika/esimerkit/aino-eero-liisa/" in hrefs
    assert html.count('class="card card-back ring-slot-') == 10  # 41 of 51 ring cards left
