"""Figures on their way: the checklist asks again by itself, or at a click without JavaScript."""

import pytest
from django.core.cache import caches
from playwright.sync_api import Page
from pytest_django.fixtures import Settings
from pytest_django.live_server_helper import LiveServer

from tests.browser.accessibility import assert_accessible
from tests.tutorials.test_stats_worker import PENDING, answers, run_worker

HEADING = "What these rules do"


@pytest.fixture
def queue(settings: Settings) -> None:
    """Production's task backend: the figures wait in the database for the worker.

    The page cache is emptied first: figures another test worked out for the same rules
    would otherwise be there already, in this process's memory."""
    caches["default"].clear()
    settings.TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}


def test_checklist_figures_appear_without_reload(
    live_server: LiveServer, queue: None, page: Page
) -> None:
    page.goto(f"{live_server.url}/en/sika/kotisaannot/?{answers('3')}")
    assert " ".join(page.locator(".hr-pending").inner_text().split()) == PENDING
    assert_accessible(page)
    page.evaluate("window.notReloaded = true")
    run_worker()
    page.get_by_role("heading", name=HEADING).wait_for(timeout=10_000)
    assert page.evaluate("window.notReloaded") is True
    assert page.locator(".hr-pending").count() == 0


def test_checklist_figures_refresh_link_without_javascript(
    live_server: LiveServer, queue: None, no_js_page: Page
) -> None:
    no_js_page.goto(f"{live_server.url}/en/sika/kotisaannot/?{answers('4')}")
    assert no_js_page.get_by_role("heading", name=HEADING).count() == 0
    run_worker()
    no_js_page.get_by_role("link", name="Refresh").click()
    assert no_js_page.get_by_role("heading", name=HEADING).count() == 1
