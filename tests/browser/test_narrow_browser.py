"""No page is wider than a 320 px phone: every page kind of every game, and the home page.

The pages are the contract's one page of each kind (``tests.contract.site.page_urls``:
rules pages, rules card, examples, a step, try it, any game, play's start and a game
in play, the quiz and a round, the checklist, a saved sheet, the lessons), in Finnish,
whose long compound words are the likelier to overflow.
"""

import pytest
from django.test import Client
from playwright.sync_api import Page
from pytest_django.live_server_helper import LiveServer

from tests.contract.site import GAMES, page_urls, rules_urls
from tutorials.packs import PACKS

NARROW = 320

# The width of the page's content (the document and any scrolled box it holds), and
# the elements that stick out past the screen's right edge: named in a failure.
WIDEST = """() => {
  const wide = [];
  for (const element of document.querySelectorAll("body *")) {
    const box = element.getBoundingClientRect();
    if (box.right > window.innerWidth + 0.5 && box.width > 0) {
      wide.push(element.tagName.toLowerCase() + (element.className ? "." + element.className : ""));
    }
  }
  return [document.documentElement.scrollWidth, wide.slice(0, 5)];
}"""


def _too_wide(page: Page, base: str, paths: list[str]) -> list[str]:
    wrong = []
    for path in paths:
        page.goto(base + path)
        width, wide = page.evaluate(WIDEST)
        if width > NARROW:
            wrong.append(f"{path}: {width} px ({', '.join(wide)})")
    return wrong


@pytest.mark.parametrize("slug", GAMES)
def test_narrow_every_page_kind_fits_320_px(live_server: LiveServer, page: Page, slug: str) -> None:
    paths = page_urls(Client(), slug)
    page.set_viewport_size({"width": NARROW, "height": 640})
    # Beside the rules pages: the card, examples, a step, try it, two any-game pages, play's
    # start and a game, the quiz and a round, the checklist, a sheet, five lesson pages and
    # the referee's answer of each situation kind.
    assert len(paths) == len(rules_urls(slug)) + 17 + len(PACKS[slug].referee)
    assert _too_wide(page, live_server.url, paths) == []


def test_narrow_home_fits_320_px(live_server: LiveServer, page: Page) -> None:
    page.set_viewport_size({"width": NARROW, "height": 640})
    assert _too_wide(page, live_server.url, ["/", "/en/"]) == []
