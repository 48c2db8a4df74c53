"""The referee answers without a connection (issue 32): each game's saved sheet's referee
opened online, then asked offline in Chromium, with the site's Content-Security-Policy on.

Once the page says the referee answers without a connection too and the service worker
keeps its files, the connection goes; the dispute (each game's ``referee_dispute``) is
filled in and asked: the verdict on the screen is the one the rules file gives, the address
is the question's, and the server, asked the same address once the connection is back,
gives the same verdict. The first game's referee, opened again offline, answers too.
"""

import time

import pytest
from django.test import Client
from playwright.sync_api import Page
from pytest_django.live_server_helper import LiveServer

from tests.browser.test_referee_browser import _fill
from tests.contract.expected import expected
from tests.contract.site import fresh_address, saved_sheet
from tutorials.packs import PACKS

# The games whose code the browser gets (scripts/build_offline.py packs tutorials/, not the
# tests' own fourth game).
SHIPPED = [
    slug for slug, pack in PACKS.items() if type(pack.presenter).__module__.startswith("tutorials.")
]
READY = "The referee now answers without a connection too."
NOTE = "document.getElementById('referee-offline').textContent"
# Every file the referee's worker fetches is kept by the service worker.
KEPT = """Promise.all(JSON.parse(document.getElementById('referee-offline').dataset.keepFiles)
    .map((url) => caches.match(url))).then((hits) => hits.every(Boolean))"""


def _until(page: Page, script: str, wanted: object, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while (found := page.evaluate(script)) != wanted:
        assert time.monotonic() < deadline, f"{script}: {found!r}, not {wanted!r}"
        time.sleep(0.2)


def _ask(page: Page, slug: str) -> str:
    _fill(page, slug, expected(slug).referee_dispute[1])
    page.get_by_role("button", name="Ask the rules").click()
    page.locator("#referee-verdict").wait_for()
    return page.locator("#referee-verdict").inner_text()


@pytest.mark.django_db(transaction=True)
def test_sheet_referee_answers_offline(live_server: LiveServer, strict_page: Page) -> None:
    page = strict_page
    opened = []
    for slug in SHIPPED:
        kind, _answers, verdict = expected(slug).referee_dispute
        sheet = saved_sheet(Client(REMOTE_ADDR=fresh_address()), slug)
        address = f"{live_server.url}/en{sheet}riitatilanne/{kind}/"
        page.goto(address)
        _until(page, NOTE, READY, seconds=120)
        _until(page, KEPT, True, seconds=60)
        opened.append((slug, address))

        page.context.set_offline(True)
        offline = _ask(page, slug)
        asked = page.evaluate("location.href")
        page.context.set_offline(False)

        page.goto(asked)
        online = page.locator("#referee-verdict").inner_text()
        assert (slug, offline, online, asked.startswith(address + "?")) == (
            slug,
            verdict,
            verdict,
            True,
        )
    # The first page (opened before the service worker ran) again, offline from the start:
    # the page and the referee's files come from the service worker.
    slug, address = opened[0]
    page.context.set_offline(True)
    page.goto(address)
    _until(page, NOTE, READY, seconds=120)
    assert (slug, _ask(page, slug)) == (slug, expected(slug).referee_dispute[2])
    assert page.evaluate("window.violations") == []
