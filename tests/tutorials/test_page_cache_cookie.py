"""A page that sets a cookie is someone's own: the page cache never keeps it for others."""

import pytest
from django.core.cache import caches
from django.http import HttpResponse
from django.test import RequestFactory
from django_htmx.middleware import HtmxDetails

from tutorials.views.htmx import HtmxHttpRequest
from tutorials.views.page_cache import cached_page


@pytest.fixture(autouse=True)
def _fresh_cache() -> None:
    caches["default"].clear()


def _request() -> HtmxHttpRequest:
    request = RequestFactory().get("/en/sika/", HTTP_HOST="testserver")
    request.htmx = HtmxDetails(request)  # type: ignore[attr-defined]
    return request  # type: ignore[return-value]


def test_page_that_sets_a_cookie_is_rendered_again_for_the_next_visitor() -> None:
    visitors: list[int] = []

    @cached_page()
    def page(request: HtmxHttpRequest) -> HttpResponse:
        visitors.append(len(visitors) + 1)
        response = HttpResponse(f"page {len(visitors)}")
        response.set_cookie("visitor", str(len(visitors)))
        return response

    first, second = page(_request()), page(_request())
    assert isinstance(first, HttpResponse) and isinstance(second, HttpResponse)
    assert visitors == [1, 2]
    assert [(r.content, r.cookies["visitor"].value) for r in (first, second)] == [
        (b"page 1", "1"),
        (b"page 2", "2"),
    ]
