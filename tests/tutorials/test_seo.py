"""What every page tells search engines: one canonical address, the page in each
language (fi, en, x-default), and schema.org JSON-LD of the expected type."""

import json
from urllib.parse import urlsplit

import pytest
from django.http import HttpResponseBase
from django.test import Client
from django.urls import resolve
from django.utils import translation

from tests.html import assert_valid_html, attributes
from tests.tutorials.test_headers import crawled  # noqa: F401  (the crawl, as a fixture)
from tutorials.packs import PACKS

# The JSON-LD type of each kind of page, by URL name (a game's rules pages are a Game).
TYPES = {
    "home": "WebSite",
    "rules_card": "LearningResource",
    "readings": "LearningResource",
    "examples": "LearningResource",
    "example": "LearningResource",
    "example_try": "LearningResource",
    "game": "LearningResource",
    "quiz": "Quiz",
    "quiz_round": "Quiz",
    "lessons": "LearningResource",
    "lesson": "LearningResource",
    "lesson_step": "LearningResource",
    "lesson_done": "WebPage",
    "house_rules": "WebPage",
    "sheet": "WebPage",
    "referee": "WebPage",
    "sheet_referee": "WebPage",
    "play": "WebPage",
    "play_replay": "WebPage",
    "offline": "WebPage",
}
PLAYERS = {"sika": (2, 16), "siantappo": (3, 6), "ristiseiska": (2, 16)}


def _html(response: HttpResponseBase) -> str:
    return response.content.decode()  # type: ignore[attr-defined]


def _pages(crawled: dict[str, HttpResponseBase]) -> dict[str, str]:  # noqa: F811
    return {
        url: _html(r)
        for url, r in crawled.items()
        if r.status_code == 200 and r.headers.get("Content-Type", "").startswith("text/html")
    }


def _links(html: str) -> tuple[list[str], dict[str, str]]:
    links = attributes(html, "link")
    canonical = [str(a["href"]) for a in links if a.get("rel") == "canonical"]
    alternates = {str(a["hreflang"]): str(a["href"]) for a in links if a.get("rel") == "alternate"}
    return canonical, alternates


def _json_ld(html: str) -> list[dict[str, object]]:
    start = '<script type="application/ld+json">'
    found = []
    for chunk in html.split(start)[1:]:
        found.append(json.loads(chunk.split("</script>", 1)[0]))
    return found


def _resolve(path: str) -> tuple[str | None, str]:
    with translation.override("en" if path.startswith("/en/") else "fi"):
        match = resolve(path)
    return match.namespace or None, match.url_name or ""


def test_crawled_page_has_one_canonical_and_three_alternates(
    crawled: dict[str, HttpResponseBase],  # noqa: F811
) -> None:
    wrong = {}
    for url, html in _pages(crawled).items():
        canonical, alternates = _links(html)
        path = urlsplit(url).path
        finnish = path.removeprefix("/en")
        expected = {
            "fi": f"https://testserver{finnish}",
            "en": f"https://testserver/en{finnish}",
            "x-default": f"https://testserver{finnish}",
        }
        found = {
            key: urlsplit(href)._replace(query="").geturl() for key, href in alternates.items()
        }
        if len(canonical) != 1 or urlsplit(canonical[0]).path != path or found != expected:
            wrong[url] = (canonical, alternates)
        elif alternates["en" if path.startswith("/en/") else "fi"] != canonical[0]:
            wrong[url] = (canonical, alternates)
    assert wrong == {}


def test_crawled_page_json_ld_parses_with_expected_type(
    crawled: dict[str, HttpResponseBase],  # noqa: F811
) -> None:
    wrong = {}
    for url, html in _pages(crawled).items():
        game, name = _resolve(urlsplit(url).path)
        rules = game in PACKS and name in {p.url_name for p in PACKS[str(game)].pages}
        wanted = "Game" if rules else TYPES[name]
        data = _json_ld(html)
        if (
            len(data) != 1
            or data[0]["@type"] != wanted
            or data[0]["@context"] != "https://schema.org"
        ):
            wrong[url] = data
        elif data[0]["url"] != _links(html)[0][0]:
            wrong[url] = data
    assert wrong == {}


@pytest.mark.django_db
@pytest.mark.parametrize(("slug", "players"), PLAYERS.items())
def test_rules_page_json_ld_game_with_number_of_players(
    client: Client, slug: str, players: tuple[int, int]
) -> None:
    for prefix, language in [("", "fi"), ("/en", "en")]:
        (data,) = _json_ld(client.get(f"{prefix}/{slug}/", secure=True).content.decode())
        assert data["@type"] == "Game"
        assert data["inLanguage"] == language
        assert data["url"] == f"https://testserver{prefix}/{slug}/"
        assert data["numberOfPlayers"] == {
            "@type": "QuantitativeValue",
            "minValue": players[0],
            "maxValue": players[1],
        }


@pytest.mark.django_db
def test_quiz_json_ld_is_quiz_about_the_game(client: Client) -> None:
    (data,) = _json_ld(client.get("/en/siantappo/tietovisa/", secure=True).content.decode())
    assert data["@type"] == "Quiz"
    assert data["about"] == {
        "@type": "Game",
        "name": "Siantappo",
        "numberOfPlayers": {"@type": "QuantitativeValue", "minValue": 3, "maxValue": 6},
    }


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("path", "canonical"),
    [
        ("/sika/?utm_source=uutiskirje", "https://testserver/sika/"),
        ("/en/ristiseiska/pikaohje/?print=1", "https://testserver/en/ristiseiska/pikaohje/"),
        (
            "/sika/esimerkit/aino-eero-liisa/?step=3&utm_source=x",
            "https://testserver/sika/esimerkit/aino-eero-liisa/?step=3",
        ),
        (
            "/sika/esimerkit/aino-eero-liisa/?step=0",
            "https://testserver/sika/esimerkit/aino-eero-liisa/",
        ),
        ("/en/siantappo/esimerkit/?step=2", "https://testserver/en/siantappo/esimerkit/"),
        ("/sika/tietovisa/7/", "https://testserver/sika/tietovisa/7/"),
    ],
)
def test_canonical_drops_query_that_does_not_change_page(
    client: Client, path: str, canonical: str
) -> None:
    html = client.get(path, secure=True).content.decode()
    assert _links(html)[0] == [canonical]


@pytest.mark.django_db
def test_pages_of_one_visitor_not_indexed_others_are(client: Client) -> None:
    def robots(path: str) -> list[str | None]:
        html = client.get(path, secure=True).content.decode()
        return [m.get("content") for m in attributes(html, "meta") if m.get("name") == "robots"]

    # The play start form is the same for everyone; a game in play is one visitor's.
    assert robots("/sika/pelaa/") == []
    fields = {"start": "1", "preset": "perussika", "players": "4", "policy": "taitava"}
    token = client.get("/sika/pelaa/", fields, secure=True).headers["Location"]
    assert robots(token) == ["noindex"]
    assert robots("/en/ei-yhteytta/") == ["noindex"]
    assert robots("/sika/") == []
    assert robots("/en/ristiseiska/esimerkit/") == []


@pytest.mark.django_db
def test_error_page_has_no_canonical(client: Client) -> None:
    html = client.get("/sika/esimerkit/ei-ole/", secure=True).content.decode()
    assert _links(html) == ([], {})
    assert _json_ld(html) == []


@pytest.mark.django_db
def test_pages_with_seo_links_valid_html(client: Client) -> None:
    paths = ["/sika/", "/en/siantappo/esimerkit/esimerkkikierros/?step=2", "/ei-yhteytta/"]
    assert_valid_html(*(client.get(path, secure=True).content.decode() for path in paths))
