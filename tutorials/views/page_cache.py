"""The one page cache: pages that are the same for everyone, rendered once per release.

A page is filed in the configured Django cache (``caches["default"]``) under a
key made of the release (``tutorials.release``), the address (scheme, host,
path, and the query where the page depends on it), the language and whether
htmx asked for a part of it. No process's own id is in it, so every worker
and machine sharing the cache shares the pages; a new release files its pages
under new keys and never serves one of an older release.

Where a cached page's form needs the visitor's own CSRF token, the page is
rendered once with ``CSRF_SLOT`` in its place (``{% csrf_slot %}``) and each
response gets the visitor's token put in: the page is shared, the token is not.
"""

import hashlib
from collections.abc import Callable
from functools import wraps
from typing import Concatenate, ParamSpec

from django.core.cache import caches
from django.http import HttpResponse, QueryDict
from django.http.response import HttpResponseBase
from django.middleware.csrf import get_token
from django.utils import translation
from django.utils.cache import get_conditional_response, patch_cache_control, patch_vary_headers

from tutorials.release import release_id
from tutorials.views.htmx import HtmxHttpRequest, partial_request

P = ParamSpec("P")
PageView = Callable[Concatenate[HtmxHttpRequest, P], HttpResponseBase]

CACHE = "default"
PAGE_CACHE_SECONDS = 60 * 60
BROWSER_CACHE_SECONDS = 60 * 10
# What a page differs by besides its address, for browsers and shared caches: htmx's
# history restore also says HX-Request, but wants the whole page, not a cached part.
VARY = ("HX-Request", "HX-History-Restore-Request")
# Rendered in place of the token; replaced per response (random enough never to be prose).
CSRF_SLOT = "csrf-slot-0b5e7d"


def page_key(request: HtmxHttpRequest, *, query: bool) -> str:
    """The cache key of the page ``request`` asks for, the same in every process."""
    address = request.build_absolute_uri(request.get_full_path() if query else request.path)
    parts = (release_id(), address, translation.get_language() or "", str(partial_request(request)))
    return "page:" + hashlib.sha256("\0".join(parts).encode()).hexdigest()


def cached_page(
    *, query: bool = False, max_age: int = BROWSER_CACHE_SECONDS
) -> Callable[[PageView[P]], PageView[P]]:
    """Cache a page that is the same for everyone (see ``page_key``).

    Without ``query`` the query string is ignored (and left out of the rendering, so
    the language switch never repeats one visitor's query to the next); with it the
    page is cached per query string too (a step, a checklist's answers, a quiz's
    progress). Only GET and HEAD are cached. The response is public for browsers and
    proxies for ``max_age`` seconds, with an ETag for revalidation, and sets no cookie
    -- unless the page has a CSRF slot, which makes it the visitor's own (private, with
    its cookie). A rendering that asked for a CSRF token itself, set a cookie or was
    not a 200 is someone's own and is never cached.
    """

    def decorate(view: PageView[P]) -> PageView[P]:
        @wraps(view)
        def wrapper(
            request: HtmxHttpRequest, *args: P.args, **kwargs: P.kwargs
        ) -> HttpResponseBase:
            if request.method not in ("GET", "HEAD"):
                return view(request, *args, **kwargs)
            key = page_key(request, query=query)
            cached = caches[CACHE].get(key)
            if cached is None:
                if not query:
                    request.GET = QueryDict()
                    request.META["QUERY_STRING"] = ""
                rendered = view(request, *args, **kwargs)
                if (
                    rendered.status_code != 200
                    or rendered.cookies
                    or request.META.get("CSRF_COOKIE_NEEDS_UPDATE")
                    or not isinstance(rendered, HttpResponse)
                ):
                    return rendered
                body = rendered.content
                etag = f'"{hashlib.sha256(body).hexdigest()[:32]}"'
                cached = (body, rendered["Content-Type"], etag)
                caches[CACHE].set(key, cached, PAGE_CACHE_SECONDS)
            body, content_type, etag = cached
            if CSRF_SLOT.encode() in body:
                return _with_token(request, body, content_type)
            response = get_conditional_response(request, etag=etag) or HttpResponse(
                body, content_type=content_type
            )
            response["ETag"] = etag
            patch_cache_control(response, public=True, max_age=max_age)
            patch_vary_headers(response, VARY)
            return response

        return wrapper

    return decorate


def _with_token(request: HtmxHttpRequest, body: bytes, content_type: str) -> HttpResponse:
    response = HttpResponse(
        body.replace(CSRF_SLOT.encode(), get_token(request).encode()), content_type=content_type
    )
    patch_cache_control(response, private=True, no_cache=True)
    patch_vary_headers(response, ["Cookie", *VARY])
    return response


# Pages the same for everyone whatever their query: home, rules, rules card.
public_page = cached_page()
