"""Offline use in Chromium: the service worker keeps every game's rules after one visit.

A visitor opens the site once, goes offline, and still reads every game's rules
pages and rules card (and prints one) and the example step they opened; an
example they never opened, and a quiz round (someone's own: never kept), give
the offline page in their language.
Online again after a new release, a reload is the new page and the old caches
are gone. The Content-Security-Policy stays on (no bypass): every check uses
``page.evaluate``, never ``wait_for_function``'s eval.
"""

import io
import json
import time

import pytest
from django.urls import reverse
from django.utils import translation
from playwright.sync_api import Page, expect
from pypdf import PdfReader
from pytest_django.fixtures import Settings
from pytest_django.live_server_helper import LiveServer

from tests.browser.accessibility import assert_accessible
from tests.contract.expected import expected
from tutorials.packs import PACKS

CACHES = "caches.keys()"
CONTROLLED = "navigator.serviceWorker.controller !== null"
RELEASE = "document.querySelector('script[data-release]').dataset.release"


def _until(page: Page, script: str, wanted: object, seconds: float = 20) -> None:
    """Poll ``script`` until it gives ``wanted`` (a service worker works in the background)."""
    deadline = time.monotonic() + seconds
    while (found := page.evaluate(script)) != wanted:
        assert time.monotonic() < deadline, f"{script}: {found!r}, not {wanted!r}"
        time.sleep(0.1)


def _h1(page: Page) -> str:
    return page.locator("h1").first.inner_text()


def _rules_pages(language: str) -> list[str]:
    with translation.override(language):
        return [
            reverse(pack.url_name(name))
            for pack in PACKS.values()
            for name in [*(p.url_name for p in pack.pages), "rules_card"]
        ]


def _installed(page: Page, url: str) -> None:
    """Visit the site for the first time: the worker works and has kept this page too."""
    page.goto(url)
    _until(page, CONTROLLED, True)
    _until(page, "caches.match(location.href).then(Boolean)", True)


def test_offline_rules_visited_pages_and_offline_page(
    live_server: LiveServer, strict_page: Page, settings: Settings
) -> None:
    settings.RELEASE_ID = "release-1"
    page = strict_page
    _installed(page, f"{live_server.url}/en/")
    assert page.evaluate(CACHES) == ["korttikoulu-release-1"]
    opened = {}
    for pack in PACKS.values():
        example = pack.examples.all[0].slug
        opened[pack.slug] = f"/en/{pack.slug}/esimerkit/{example}/?step=2"
        page.goto(live_server.url + opened[pack.slug])
    page.goto(f"{live_server.url}/en/sika/tietovisa/7/")

    page.context.set_offline(True)
    for path in _rules_pages("fi") + _rules_pages("en"):
        response = page.goto(live_server.url + path)
        assert response is not None and response.from_service_worker, path
        assert response.status == 200, path
        assert _h1(page) not in ("No connection", "Ei yhteyttä"), path
    page.goto(f"{live_server.url}/ristiseiska/pikaohje/")
    page.emulate_media(media="print")
    printed = PdfReader(io.BytesIO(page.pdf(format="A4")))
    assert len(printed.pages) == 1
    assert printed.pages[0].extract_text().startswith("Ristiseiska – pikaohje")
    page.emulate_media(media="screen")

    for slug, path in opened.items():
        page.goto(live_server.url + path)
        assert page.locator(".stepper").count() == 1, slug
        assert _h1(page) != "No connection", slug
    # The quiz round started online is the visitor's own (its answer form's token): not kept.
    page.goto(f"{live_server.url}/en/sika/tietovisa/7/")
    assert _h1(page) == "No connection"

    page.goto(f"{live_server.url}/en/sika/esimerkit/{PACKS['sika'].examples.all[1].slug}/")
    assert _h1(page) == "No connection"
    assert page.locator("html").get_attribute("lang") == "en"
    assert_accessible(page, "offline page")
    page.goto(f"{live_server.url}/siantappo/kotisaannot/")
    assert page.locator("html").get_attribute("lang") == "fi"
    assert page.locator("main a").first.get_attribute("href") == "/sika/"
    assert page.evaluate("window.violations") == []

    # A new release: online, a reload is the new page, and the new worker
    # replaces the old caches with its own.
    settings.RELEASE_ID = "release-2"
    page.context.set_offline(False)
    page.goto(f"{live_server.url}/en/sika/")
    assert page.evaluate(RELEASE) == "release-2"
    _until(page, CACHES, ["korttikoulu-release-2"])
    page.reload()
    assert page.evaluate(RELEASE) == "release-2"
    page.context.set_offline(True)
    response = page.goto(f"{live_server.url}/siantappo/perinne/")
    assert response is not None and response.from_service_worker
    assert page.evaluate(RELEASE) == "release-2"


@pytest.mark.parametrize("slug", PACKS)
def test_save_for_offline_keeps_every_page_of_the_game(
    live_server: LiveServer, strict_page: Page, slug: str
) -> None:
    page = strict_page
    _installed(page, f"{live_server.url}/en/{slug}/")
    box = page.locator("[data-save-offline]")
    assert box.is_visible()
    box.get_by_role("button", name="Save for offline").click()
    pack = PACKS[slug]
    # The game's pages (its expectations), then the lesson path and each lesson's page,
    # steps and end (the paths are the packs' data).
    lessons = 1 + sum(2 + len(lesson.steps) for lesson in pack.lessons)
    total = expected(slug).offline_pages + lessons
    saved = f"Saved: these {total} pages of the game work without a connection."
    box.get_by_role("status").filter(has_text=saved).wait_for()
    assert box.locator("progress").evaluate("p => [p.value, p.max]") == [total, total]
    assert_accessible(page, f"{slug} saved for offline")

    page.context.set_offline(True)
    last = pack.examples.all[-1].slug
    for path in [
        f"/en/{slug}/esimerkit/",
        f"/en/{slug}/esimerkit/{last}/",
        f"/en/{slug}/tietovisa/",
        f"/en/{slug}/opi/{pack.lessons[0].slug}/",
        f"/en/{slug}/opi/{pack.lessons[-1].slug}/1/",
    ]:
        response = page.goto(live_server.url + path)
        assert response is not None and response.from_service_worker, path
        assert response.status == 200, path
        assert _h1(page) != "No connection", path
    assert page.evaluate("window.violations") == []


def test_save_for_offline_hidden_without_javascript(
    live_server: LiveServer, no_js_page: Page
) -> None:
    no_js_page.goto(f"{live_server.url}/sika/")
    assert no_js_page.locator("[data-save-offline]").is_hidden()


@pytest.mark.parametrize("slug", PACKS)
def test_offline_steps_seen_with_htmx_work_and_unseen_get_offline_page(
    live_server: LiveServer, strict_page: Page, slug: str
) -> None:
    page = strict_page
    example = f"{live_server.url}/en/{slug}/esimerkit/{PACKS[slug].examples.all[0].slug}/"
    _installed(page, example)
    page.click("#step-next")
    expect(page.locator(".step-count")).to_contain_text("Step 1 /")

    page.context.set_offline(True)
    page.goto(example)
    expect(page.locator(".step-count")).to_contain_text("Step 0 /")
    page.click("#step-next")  # htmx asks for the part it fetched online
    expect(page.locator(".step-count")).to_contain_text("Step 1 /")
    page.click("#step-next")  # never seen: offline.js follows the link as a page
    page.wait_for_url("**?step=2")
    assert _h1(page) == "No connection"
    assert page.evaluate("window.violations") == []


@pytest.mark.parametrize(("path", "name"), [("/", "Korttipelikoulu"), ("/en/", "Card game school")])
def test_site_installable_with_manifest_under_policy(
    live_server: LiveServer, strict_page: Page, path: str, name: str
) -> None:
    page = strict_page
    _installed(page, live_server.url + path)
    session = page.context.new_cdp_session(page)
    manifest = session.send("Page.getAppManifest")
    assert manifest["errors"] == []
    assert json.loads(manifest["data"])["name"] == name
    errors = session.send("Page.getInstallabilityErrors")["installabilityErrors"]
    # Playwright's contexts are incognito windows, where Chromium never installs an app.
    assert [e["errorId"] for e in errors if e["errorId"] != "in-incognito"] == []
    assert page.evaluate("window.violations") == []
