"""A shared phone keeps nobody's game: after moves in play and a saved sheet, the service
worker's Cache Storage holds no play page, no game token and no CSRF token.

The site's Content-Security-Policy stays on (``strict_page``); the worker is the real
one, installed by a first visit as any visitor's is.
"""

from urllib.parse import parse_qs, urlsplit

from playwright.sync_api import Page
from pytest_django.live_server_helper import LiveServer

from tests.browser.test_house_rules_browser import checklist_url, save_sheet
from tests.browser.test_offline_browser import _installed
from tests.browser.test_play_browser import _start

# Every entry of every cache: its address and its body.
KEPT = """async () => {
  const kept = [];
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      kept.push([request.url, await response.text()]);
    }
  }
  return kept;
}"""


def test_cache_storage_keeps_no_game_and_no_token(
    live_server: LiveServer, strict_page: Page
) -> None:
    page = strict_page
    _installed(page, f"{live_server.url}/en/sika/")
    page.goto(_start(live_server))
    tokens = []
    for _move in range(3):
        tokens.append(parse_qs(urlsplit(page.url).query)["t"][0])
        page.evaluate("document.getElementById('play-game').dataset.old = 'yes'")
        page.locator(".hand-cards .hand-card:not(.unfit)").first.click()
        page.wait_for_function("() => !document.getElementById('play-game').dataset.old")
    tokens.append(parse_qs(urlsplit(page.url).query)["t"][0])
    sheet = save_sheet(page, checklist_url(live_server, "/en", "kotiversio"), "Cottage")
    page.goto(f"{live_server.url}/en/sika/")  # a public page after them: the worker is at work

    kept = page.evaluate(KEPT)
    addresses = [urlsplit(url).path for url, _body in kept]
    assert "/en/sika/" in addresses and urlsplit(sheet).path in addresses
    assert [path for path in addresses if "/pelaa/" in path] == []
    assert [url for url, body in kept if any(token in url + body for token in tokens)] == []
    assert [url for url, body in kept if "csrfmiddlewaretoken" in body] == []
    assert page.evaluate("window.violations") == []
