"""A real Chromium for browser tests, driven by Playwright.

Tests get the site from pytest-django's `live_server` fixture, which serves
static files (htmx included) through django.contrib.staticfiles.
"""

import os

# Playwright's sync API runs an event loop in the test thread, which makes
# Django refuse database work there; the live server's set-up needs it.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

from collections.abc import Iterator  # noqa: E402

import pytest  # noqa: E402
from playwright.sync_api import Browser, Page, sync_playwright  # noqa: E402

# Playwright cannot download its own browser here; use Debian's.
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    # Playwright's wait_for_function runs its predicate through eval, which the
    # site's Content-Security-Policy forbids; test_csp_browser.py keeps it on.
    context = browser.new_context(bypass_csp=True)
    page = context.new_page()
    yield page
    context.close()


# Runs before the page's own scripts; the browser reports every blocked load or eval here.
RECORD_VIOLATIONS = """
window.violations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.violations.push(`${event.violatedDirective} ${event.blockedURI}`);
});
"""


@pytest.fixture
def strict_page(browser: Browser) -> Iterator[Page]:
    """A page with the site's Content-Security-Policy on (``page`` bypasses it): what the
    browser blocks is in ``window.violations``; wait with ``page.evaluate``, never eval."""
    context = browser.new_context()
    context.add_init_script(RECORD_VIOLATIONS)
    page = context.new_page()
    yield page
    context.close()


@pytest.fixture
def no_js_page(browser: Browser) -> Iterator[Page]:
    """A page with JavaScript off: every feature must work with plain links and forms."""
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    yield page
    context.close()
