"""The site's URLs plus two baselines that load.py measures the pages against.

/bench/trivial/ is the cheapest Django response (the floor of the stack:
gunicorn, middleware, URL resolving); /bench/static/?bytes=N renders a tiny
template padded to N bytes, the cost of sending a page of that size with no
work behind it. Outside the language prefixes, like /healthz.
"""

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import URLPattern, URLResolver, path
from django.views.decorators.http import require_safe

from sika_site.urls import handler400, handler404, handler500
from sika_site.urls import urlpatterns as site_urlpatterns

__all__ = ["handler400", "handler404", "handler500", "urlpatterns"]

TEMPLATE = "benchmarks/static_page.html"
# Text like a page's, so the template engine and the socket see ordinary bytes;
# ASCII, so that characters and bytes are the same count.
FILLER = "Pelaaja lyo kortin renkaaseen ja seuraava jatkaa samalla maalla. "
MAX_BYTES = 2_000_000
_bare_size: list[int] = []


@require_safe
def trivial(request: HttpRequest) -> HttpResponse:
    return HttpResponse("ok\n", content_type="text/plain; charset=utf-8")


def _padding(size: int) -> str:
    return (FILLER * (size // len(FILLER) + 1))[:size]


@require_safe
def static_page(request: HttpRequest) -> HttpResponse:
    """The static template, padded so the body is exactly ?bytes= long (when it can be)."""
    text = request.GET.get("bytes", "0")
    wanted = min(int(text), MAX_BYTES) if text.isdecimal() else 0
    if not _bare_size:  # measured once per process, not on every request
        _bare_size.append(len(render(request, TEMPLATE, {"padding": ""}).content))
    bare = _bare_size[0]
    return render(request, TEMPLATE, {"padding": _padding(max(0, wanted - bare))})


urlpatterns: list[URLPattern | URLResolver] = [
    path("bench/trivial/", trivial, name="bench_trivial"),
    path("bench/static/", static_page, name="bench_static"),
    *site_urlpatterns,
]
