"""axe-core in the browser tests."""

from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page


def assert_accessible(page: Page, label: str = "") -> None:
    """axe-core finds no violations on the page as it is now."""
    results = Axe().run(page)
    assert results.violations_count == 0, f"{label or page.url}\n{results.generate_report()}"
