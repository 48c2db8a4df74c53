from playwright.sync_api import Page, ViewportSize, expect
from pytest_django.live_server_helper import LiveServer

from tests.browser.accessibility import assert_accessible
from tests.contract.expected import expected
from tests.html import rules_paths
from tutorials.packs import PACKS

PHONE: ViewportSize = {"width": 375, "height": 740}


def test_rules_pages_accessible_and_fit_a_phone(live_server: LiveServer, page: Page) -> None:
    page.set_viewport_size(PHONE)
    paths = rules_paths()
    finnish = [path for slug in PACKS for path in expected(slug).rules_pages]
    assert paths == finnish + ["/en" + path for path in finnish]
    for path in paths:
        page.goto(f"{live_server.url}{path}")
        assert_accessible(page, path)
        # Nothing wider than the screen: no sideways scrolling on a phone.
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), path


def test_rules_table_of_contents_scrolls_to_section(live_server: LiveServer, page: Page) -> None:
    page.set_viewport_size(PHONE)
    page.goto(f"{live_server.url}/sika/")
    heading = page.locator("#pattitilanne")
    expect(heading).not_to_be_in_viewport()

    toc = page.get_by_role("navigation", name="Tällä sivulla")
    toc.get_by_role("link", name="3. Kun maata ei löydy").click()

    page.wait_for_url(f"{live_server.url}/sika/#pattitilanne")
    expect(heading).to_be_in_viewport()
    assert heading.evaluate("element => element.getBoundingClientRect().top") >= 0


def test_rules_hub_leads_to_home_version_section(live_server: LiveServer, page: Page) -> None:
    page.goto(f"{live_server.url}/en/sika/")
    page.get_by_role("navigation", name="Sika rules pages").get_by_role(
        "link", name="Home version"
    ).click()
    page.wait_for_url(f"{live_server.url}/en/sika/kotiversio/")
    assert page.locator("h1").inner_text() == "Sika: the home version"


def test_rules_print_without_navigation(live_server: LiveServer, page: Page) -> None:
    page.goto(f"{live_server.url}/sika/kotiversio/")
    page.emulate_media(media="print")
    for hidden in (".site-nav", ".rules-nav", ".page-toc", ".section-link", ".language-switch"):
        expect(page.locator(hidden).first).to_be_hidden()
    expect(page.locator("#nostopakka")).to_be_visible()
    expect(page.locator(".engine-fact").first).to_be_visible()
