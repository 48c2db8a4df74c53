"""robots.txt, sitemap.xml, the web app manifest, the service worker and the offline page."""

import json
import re
import struct
from urllib.parse import urlsplit
from xml.etree import ElementTree

import pytest
from django.http import HttpResponse, HttpResponseBase, StreamingHttpResponse
from django.test import Client
from django.urls import resolve
from django.utils import translation
from pytest_django.fixtures import Settings

from sika_site.middleware import CONTENT_SECURITY_POLICY
from tests.html import attributes, html_lang, texts
from tutorials.packs import PACKS
from tutorials.packs.base import GamePack

pytestmark = pytest.mark.django_db

NAMES = {
    "s": "http://www.sitemaps.org/schemas/sitemap/0.9",
    "xhtml": "http://www.w3.org/1999/xhtml",
}


def _body(response: HttpResponseBase) -> bytes:
    if isinstance(response, StreamingHttpResponse):  # static files
        return b"".join(response.streaming_content)  # type: ignore[arg-type]
    assert isinstance(response, HttpResponse)
    return response.content


def _sitemap(client: Client) -> dict[str, dict[str, str]]:
    """Each listed address -> its alternates by hreflang."""
    response = client.get("/sitemap.xml", secure=True)
    assert response.status_code == 200
    root = ElementTree.fromstring(response.content)
    return {
        url.findtext("s:loc", namespaces=NAMES) or "": {
            str(link.get("hreflang")): str(link.get("href"))
            for link in url.findall("xhtml:link", NAMES)
        }
        for url in root.findall("s:url", NAMES)
    }


def _broken(client: Client, urls: list[str]) -> dict[str, int]:
    """The addresses that do not answer 200 (static files read to the end, which closes them)."""
    answers = {url: client.get(url, secure=True) for url in urls}
    for response in answers.values():
        _body(response)
    return {url: r.status_code for url, r in answers.items() if r.status_code != 200}


def _url_name(path: str) -> str:
    with translation.override("en" if path.startswith("/en/") else "fi"):
        return resolve(path).view_name


def test_robots_txt_allows_all_and_names_sitemap(client: Client) -> None:
    response = client.get("/robots.txt", secure=True)
    assert response.status_code == 200
    assert response["Content-Type"] == "text/plain; charset=utf-8"
    assert response.content.decode() == (
        "User-agent: *\nAllow: /\n\nSitemap: https://testserver/sitemap.xml\n"
    )


def test_sitemap_every_url_answers_200(client: Client) -> None:
    listed = _sitemap(client)
    assert _broken(client, list(listed)) == {}


def test_sitemap_every_url_lists_both_languages_and_default(client: Client) -> None:
    for loc, links in _sitemap(client).items():
        path = urlsplit(loc).path
        finnish = path.removeprefix("/en")
        assert links == {
            "fi": f"https://testserver{finnish}",
            "en": f"https://testserver/en{finnish}",
            "x-default": f"https://testserver{finnish}",
        }, loc


@pytest.mark.parametrize("pack", PACKS.values(), ids=list(PACKS))
def test_sitemap_lists_every_public_page_of_each_game(client: Client, pack: GamePack) -> None:
    paths = [urlsplit(loc).path for loc in _sitemap(client)]
    slug = pack.slug
    mine = [path for path in paths if path.startswith((f"/{slug}/", f"/en/{slug}/"))]
    names = sorted({_url_name(path).split(":")[1] for path in mine})
    wanted = {page.url_name for page in pack.pages}
    wanted |= {"rules_card", "examples", "example", "quiz", "house_rules", "lessons", "lesson"}
    wanted.add("play")  # the start form: the same for everyone
    wanted.add("lesson_step")  # a step without ?m= and ?p= is the same for everyone
    if pack.readings:
        wanted.add("readings")
    assert names == sorted(wanted)
    examples = [f"/{slug}/esimerkit/{e.slug}/" for e in pack.examples.all]
    assert sorted(set(examples) - set(paths)) == []
    # Both languages of every page.
    assert sorted(p for p in mine if p.startswith("/en/")) == sorted(
        "/en" + p for p in mine if not p.startswith("/en/")
    )


def test_sitemap_lists_no_page_of_one_visitor(client: Client) -> None:
    listed = list(_sitemap(client))
    assert [loc for loc in listed if "?" in loc] == []
    mine = {"kertaus", "peli", "vastaa", "kokeile", "ei-yhteytta"}
    assert [loc for loc in listed if set(urlsplit(loc).path.split("/")) & mine] == []
    # Of play, only the start form (a game in play has its token in the query).
    played = {urlsplit(loc).path for loc in listed if "/pelaa/" in loc}
    assert played == {f"{lang}/{slug}/pelaa/" for lang in ("", "/en") for slug in PACKS}
    assert [loc for loc in listed if re.search(r"/kotisaannot/[^/]+/$", loc)] == []
    assert "https://testserver/" in listed and "https://testserver/en/" in listed


@pytest.mark.parametrize(
    ("path", "lang", "name", "start"),
    [
        ("/manifest.webmanifest", "fi", "Korttipelikoulu", "/"),
        ("/en/manifest.webmanifest", "en", "Card game school", "/en/"),
    ],
)
def test_manifest_installable_in_each_language(
    client: Client, path: str, lang: str, name: str, start: str
) -> None:
    response = client.get(path, secure=True)
    assert response.status_code == 200
    assert response["Content-Type"] == "application/manifest+json"
    data = json.loads(response.content)
    assert (data["name"], data["lang"], data["start_url"]) == (name, lang, start)
    assert (data["id"], data["scope"], data["display"]) == ("/", "/", "standalone")
    assert (data["theme_color"], data["background_color"]) == ("#1f4d3a", "#fdfcf8")
    pngs = {
        (icon["sizes"], icon["purpose"]) for icon in data["icons"] if icon["type"] == "image/png"
    }
    assert pngs == {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")}


def test_manifest_icons_are_pngs_of_their_size(client: Client) -> None:
    data = json.loads(client.get("/manifest.webmanifest", secure=True).content)
    for icon in data["icons"]:
        body = _body(client.get(icon["src"], secure=True))
        if icon["type"] == "image/svg+xml":
            assert body.startswith(b"<svg ")
            continue
        assert body[:8] == b"\x89PNG\r\n\x1a\n"
        width, height = struct.unpack(">II", body[16:24])
        assert f"{width}x{height}" == icon["sizes"]


def test_every_page_links_manifest_and_theme(client: Client) -> None:
    for path in ["/", "/en/sika/", "/siantappo/pikaohje/"]:
        html = client.get(path, secure=True).content.decode()
        links = {str(a["rel"]): a["href"] for a in attributes(html, "link")}
        assert links["manifest"] == (
            "/en/manifest.webmanifest" if "/en/" in path else "/manifest.webmanifest"
        )
        assert links["apple-touch-icon"] == "/static/tutorials/icon-192.png"


def _worker(client: Client) -> tuple[HttpResponseBase, str]:
    response = client.get("/sw.js", secure=True)
    return response, response.content.decode()


def test_service_worker_at_root_named_by_release(client: Client, settings: Settings) -> None:
    settings.RELEASE_ID = "abc123"
    response, text = _worker(client)
    assert response.status_code == 200
    assert response["Content-Type"] == "text/javascript"
    assert response["Cache-Control"] == "no-cache"
    assert response["Content-Security-Policy"] == CONTENT_SECURITY_POLICY
    assert 'const CACHE = PREFIX + "abc123";' in text
    settings.RELEASE_ID = "def456"
    assert 'const CACHE = PREFIX + "def456";' in _worker(client)[1]


def _precache(text: str) -> list[str]:
    found = re.search(r"const PRECACHE = (\[.*?\]);", text, re.S)
    assert found is not None
    return list(json.loads(found.group(1)))


def test_service_worker_keeps_every_rules_page_and_card_at_once(client: Client) -> None:
    kept = _precache(_worker(client)[1])
    wanted = ["/", "/en/", "/ei-yhteytta/", "/en/ei-yhteytta/"]
    wanted += ["/sika/", "/sika/kotiversio/", "/sika/muunnelmat/", "/sika/ei-sikaa/"]
    wanted += ["/sika/lisaa/", "/sika/pikaohje/", "/siantappo/", "/siantappo/perinne/"]
    wanted += ["/siantappo/pikaohje/", "/ristiseiska/", "/ristiseiska/muunnelmat/"]
    wanted += ["/ristiseiska/pikaohje/", "/en/sika/", "/en/ristiseiska/pikaohje/"]
    wanted += ["/static/tutorials/site.css", "/static/tutorials/offline.js"]
    wanted += ["/static/tutorials/rules_card.css", "/static/django_htmx/htmx-2.min.js"]
    assert sorted(set(wanted) - set(kept)) == []
    assert [url for url in kept if "esimerkit" in url or "tietovisa" in url] == []
    assert _broken(client, kept) == {}


@pytest.mark.parametrize(
    ("path", "lang", "heading"),
    [("/ei-yhteytta/", "fi", None), ("/en/ei-yhteytta/", "en", "No connection")],
)
def test_offline_page_in_language_links_rules(
    client: Client, path: str, lang: str, heading: str | None
) -> None:
    html = client.get(path, secure=True).content.decode()
    assert html_lang(html) == lang
    if heading is not None:
        assert texts(html, "h1") == [heading]
    prefix = "/en" if lang == "en" else ""
    hrefs = [a["href"] for a in attributes(html, "a")]
    for pack in PACKS.values():
        assert f"{prefix}/{pack.slug}/" in hrefs
        assert f"{prefix}/{pack.slug}/pikaohje/" in hrefs
    robots = [m for m in attributes(html, "meta") if m.get("name") == "robots"]
    assert robots == [{"name": "robots", "content": "noindex"}]


@pytest.mark.parametrize("pack", PACKS.values(), ids=list(PACKS))
def test_save_button_lists_pages_of_its_game_that_answer(client: Client, pack: GamePack) -> None:
    slug = pack.slug
    html = client.get(f"/en/{slug}/", secure=True).content.decode()
    (box,) = [d for d in attributes(html, "div") if "data-save-offline" in d]
    assert "hidden" in box
    urls = json.loads(str(box["data-urls"]))
    assert urls[0] == f"/en/{slug}/"
    assert f"/en/{slug}/pikaohje/" in urls and f"/en/{slug}/tietovisa/" in urls
    assert f"/en/{slug}/pelaa/" not in urls  # a game needs the server
    assert [url for url in urls if not url.startswith(f"/en/{slug}/")] == []
    assert _broken(client, urls) == {}
