"""Every kind of page of every game in Chromium on a phone: axe clean, no sideways scrolling.

One page of each kind per game, in Finnish (tests/contract/test_pages.py
checks both languages answer and are valid HTML).
"""

import pytest
from django.test import Client
from playwright.sync_api import Page, ViewportSize
from pytest_django.live_server_helper import LiveServer

from tests.browser.accessibility import assert_accessible
from tests.contract.site import GAMES, page_urls

PHONE: ViewportSize = {"width": 375, "height": 740}


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("slug", GAMES)
def test_every_page_kind_accessible_and_fits_a_phone(
    live_server: LiveServer, page: Page, slug: str
) -> None:
    page.set_viewport_size(PHONE)
    wide = []
    for path in page_urls(Client(), slug):  # the sheet is saved in the live server's database
        page.goto(f"{live_server.url}{path}")
        assert_accessible(page, path)
        if not page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"):
            wide.append(path)
    assert wide == []
