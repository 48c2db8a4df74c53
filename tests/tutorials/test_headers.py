"""Security headers, cookies and HEAD on every page the site links to.

The pages are found by crawling from both home pages, following same-site
links, over HTTPS as in production. Paths, not URL names: the names move.
"""

import re
import statistics
import time
from collections import Counter
from collections.abc import Iterator
from urllib.parse import parse_qs, urljoin, urlsplit

import pytest
from django.db import transaction
from django.http import HttpResponse, HttpResponseBase
from django.test import Client
from django.urls import Resolver404, resolve
from django.utils import translation
from pytest_django import DjangoDbBlocker

from sika_site.middleware import CONTENT_SECURITY_POLICY, PERMISSIONS_POLICY
from tests.html import attributes, html_lang, texts

# What every response carries, pages, errors and static files alike.
HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Resource-Policy": "same-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Referrer-Policy": "same-origin",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
}
# A route (e.g. one example, one quiz round) is followed this many times; its
# other addresses are the same page with other data.
PER_ROUTE = 3


def _security_headers(response: HttpResponseBase) -> dict[str, str | None]:
    return {name: response.headers.get(name) for name in HEADERS}


def _html(response: HttpResponseBase) -> str:
    assert isinstance(response, HttpResponse)
    return response.content.decode()


def _route(url: str) -> str:
    path = urlsplit(url).path
    with translation.override("en" if path.startswith("/en/") else "fi"):
        try:
            return f"{path[:4]}:{resolve(path).route}"
        except Resolver404:
            return path


def _links(url: str, html: str) -> Iterator[str]:
    for a in attributes(html, "a"):
        href = a.get("href")
        if not href or href.startswith(("#", "mailto:")):
            continue
        target = urlsplit(urljoin(url, href))
        if target.scheme in ("", "https") and target.netloc in ("", "testserver"):
            yield target.path + (f"?{target.query}" if target.query else "")


def _crawl() -> dict[str, HttpResponseBase]:
    client = Client()
    found: dict[str, HttpResponseBase] = {}
    queue = ["/", "/en/"]
    per_route: Counter[str] = Counter()
    while queue:
        url = queue.pop(0)
        if url in found or per_route[_route(url)] >= PER_ROUTE:
            continue
        per_route[_route(url)] += 1
        response = client.get(url, secure=True)
        found[url] = response
        if response.headers.get("Content-Type", "").startswith("text/html"):
            queue += _links(url, _html(response))
    return found


@pytest.fixture(scope="module")
def crawled(
    django_db_setup: None, django_db_blocker: DjangoDbBlocker
) -> dict[str, HttpResponseBase]:
    # In a transaction rolled back: figures the crawl's pages store stay out of later tests.
    with django_db_blocker.unblock(), transaction.atomic():
        found = _crawl()
        transaction.set_rollback(True)
    return found


def test_crawl_reaches_every_kind_of_page(crawled: dict[str, HttpResponseBase]) -> None:
    paths = {urlsplit(url).path for url in crawled}
    wanted = ["/", "/sika/", "/sika/esimerkit/", "/sika/peli/", "/sika/tietovisa/"]
    wanted += ["/sika/kotisaannot/"]
    wanted += [f"/en{path}" for path in wanted]
    assert sorted(set(wanted) - paths) == []


def test_crawled_pages_all_found(crawled: dict[str, HttpResponseBase]) -> None:
    broken = {url: r.status_code for url, r in crawled.items() if r.status_code != 200}
    assert broken == {}


def test_crawled_pages_send_security_headers(crawled: dict[str, HttpResponseBase]) -> None:
    wrong = {url: _security_headers(r) for url, r in crawled.items()}
    assert {url: h for url, h in wrong.items() if h != HEADERS} == {}


def test_crawled_pages_load_only_own_scripts_and_styles(
    crawled: dict[str, HttpResponseBase],
) -> None:
    """Nothing the policy would block: no inline script, style or event handler."""
    offending = {}
    for url, response in crawled.items():
        html = _html(response)
        # JSON-LD is data, never run: the policy does not apply to it.
        scripts = r"<script(?![^>]*\s(?:src=|type=\"application/ld\+json\"))[^>]*>"
        inline = re.findall(scripts + r"|<style\b|\sstyle=|\son[a-z]+=", html)
        inline += re.findall(r"\shx-on[:-][^=]*=", html)
        if inline:
            offending[url] = sorted(set(inline))
    assert offending == {}


def test_crawled_pages_set_cookies_only_with_a_posting_form(
    crawled: dict[str, HttpResponseBase],
) -> None:
    cookies = {url: sorted(r.cookies) for url, r in crawled.items() if r.cookies}
    with_form = {
        url: ["csrftoken"] for url, r in crawled.items() if 'name="csrfmiddlewaretoken"' in _html(r)
    }
    assert cookies == with_form


def test_crawled_pages_with_a_token_or_progress_kept_by_no_cache(
    crawled: dict[str, HttpResponseBase],
) -> None:
    """A form with a CSRF token, a quiz's or lesson's progress (``p``): private, no-store."""
    personal = {
        url
        for url, response in crawled.items()
        if isinstance(response, HttpResponse)
        and (
            'name="csrfmiddlewaretoken"' in response.content.decode(errors="replace")
            or "p" in parse_qs(urlsplit(url).query)
        )
    }
    assert len(personal) >= 3
    sent = {url: crawled[url].headers.get("Cache-Control") for url in personal}
    assert sent == dict.fromkeys(personal, "private, no-store")


def test_crawled_pages_answer_head_without_body(
    crawled: dict[str, HttpResponseBase], django_db_blocker: DjangoDbBlocker
) -> None:
    client = Client()
    # "Try it" reads the examples' weighings kept in the database, as the crawl did.
    with django_db_blocker.unblock(), transaction.atomic():
        answers = {url: client.head(url, secure=True) for url in crawled}
        transaction.set_rollback(True)
    wrong = {url: r.status_code for url, r in answers.items() if r.status_code != 200}
    assert wrong == {}
    assert {url: r.content for url, r in answers.items() if r.content} == {}


def test_static_file_sends_security_headers(client: Client) -> None:
    response = client.get("/static/tutorials/site.css", secure=True)
    # WhiteNoise streams the open file; reading it to the end closes it.
    assert b"".join(response.streaming_content).startswith(b"/*")  # type: ignore[attr-defined]
    assert response.status_code == 200
    assert _security_headers(response) == HEADERS


@pytest.mark.parametrize("path", ["/sika/ei-tallaista-sivua/", "/en/sika/ei-tallaista-sivua/"])
def test_not_found_page_sends_security_headers(client: Client, path: str) -> None:
    response = client.get(path, secure=True)
    assert response.status_code == 404
    assert _security_headers(response) == HEADERS


@pytest.mark.parametrize(
    ("path", "lang", "heading"),
    [
        ("/sika/", "fi", "Sivua ei voi käyttää näin"),
        ("/en/sika/", "en", "This page cannot be used that way"),
        ("/sika/esimerkit/", "fi", "Sivua ei voi käyttää näin"),
        ("/en/sika/tietovisa/", "en", "This page cannot be used that way"),
    ],
)
def test_post_to_page_gets_405_page_in_users_language(
    client: Client, path: str, lang: str, heading: str
) -> None:
    response = client.post(path, secure=True)
    html = response.content.decode()
    assert response.status_code == 405
    assert "GET" in response.headers["Allow"].split(", ")
    assert html_lang(html) == lang
    assert texts(html, "h1") == [heading]
    assert _security_headers(response) == HEADERS


@pytest.mark.parametrize("path", ["/sika/tietovisa/1/vastaa/", "/en/sika/tietovisa/1/vastaa/"])
def test_post_endpoint_bad_answer_400_with_headers(client: Client, path: str) -> None:
    response = client.post(path, {"answer": "x"}, secure=True)
    assert response.status_code == 400
    assert _security_headers(response) == HEADERS
    assert response.cookies == {}


@pytest.mark.parametrize("path", ["/sika/tietovisa/1/vastaa/", "/en/sika/kotisaannot/"])
def test_post_without_csrf_token_403_with_headers(path: str) -> None:
    response = Client(enforce_csrf_checks=True).post(path, {"answer": "x"}, secure=True)
    assert response.status_code == 403
    assert _security_headers(response) == HEADERS


def test_csrf_cookie_secure_strict_and_hidden_from_scripts(
    crawled: dict[str, HttpResponseBase],
) -> None:
    cookies = [r.cookies["csrftoken"] for r in crawled.values() if "csrftoken" in r.cookies]
    assert cookies != []
    flags = {(c["secure"], c["samesite"], c["httponly"]) for c in cookies}
    assert flags == {(True, "Strict", True)}


@pytest.mark.django_db
def test_saved_sheet_page_sets_no_cookie(client: Client) -> None:
    html = client.get("/en/sika/kotisaannot/?preset=perussika&step=save").content.decode()
    form = {a["name"]: a["value"] or "" for a in attributes(html, "input") if a.get("name")}
    saved = client.post("/en/sika/kotisaannot/", form | {"name": "Cabin"}, secure=True)
    assert saved.status_code == 302
    sheet = Client().get(saved.headers["Location"], secure=True)
    assert sheet.status_code == 200
    assert sheet.cookies == {}
    assert _security_headers(sheet) == HEADERS


@pytest.mark.django_db
def test_healthz_answers_ok_quickly(client: Client) -> None:
    client.get("/healthz")
    times = []
    for _ in range(20):
        start = time.perf_counter()
        response = client.get("/healthz")
        times.append(time.perf_counter() - start)
        assert response.status_code == 200
    assert response.content == b"ok\n"
    assert response.headers["Cache-Control"] == (
        "max-age=0, no-cache, no-store, must-revalidate, private"
    )
    assert statistics.median(times) < 0.05


@pytest.mark.django_db
def test_healthz_over_plain_http_not_redirected(settings: object, client: Client) -> None:
    settings.SECURE_SSL_REDIRECT = True  # type: ignore[attr-defined]
    assert client.get("/healthz").status_code == 200
    assert client.get("/sika/").status_code == 301
