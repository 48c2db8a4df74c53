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

A page with the query in its key files it only with the parameters its form declares
(``query=``): ``?step=3&utm_source=x`` is the page of ``?step=3``, rendered from that
query alone, so made-up parameters neither grow the cache nor reach the page.

Pages that are someone's own -- a game's token, a person's hand, a quiz's or a
lesson's progress, a form's CSRF token -- are sent ``Cache-Control: private,
no-store`` (``private_page``, ``private_with``; ``sika_site.middleware`` marks any
response whose rendering asked for a CSRF token): no browser, proxy or service
worker keeps them, at a shared phone least of all.
"""

import hashlib
from collections.abc import Callable, Sequence
from functools import wraps
from typing import Any, Concatenate, ParamSpec
from urllib.parse import unquote_plus

from django.core.cache import caches
from django.http import HttpRequest, HttpResponse, QueryDict
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


# The query parameters a page reads: names, or a function of the view's game pack.
Declared = Sequence[str] | Callable[[Any], Sequence[str]]


def keep_declared(request: HttpRequest, names: Sequence[str]) -> None:
    """Cut the request's query to ``names``, in their order, each with its last value (the
    one a form reads), written as the client wrote it: the same page has one query,
    whatever else was sent with it."""
    last: dict[str, str] = {}
    for part in request.META.get("QUERY_STRING", "").split("&"):
        name = unquote_plus(part.partition("=")[0])
        if name in names:
            last[name] = part
    query = "&".join(last[name] for name in names if name in last)
    request.META["QUERY_STRING"] = query
    request.GET = QueryDict(query)


def page_key(request: HtmxHttpRequest, *, query: bool) -> str:
    """The cache key of the page ``request`` asks for, the same in every process.

    With ``query`` the key holds the query string as it is: ``cached_page`` has cut it
    to the page's declared parameters first.
    """
    address = request.build_absolute_uri(request.get_full_path() if query else request.path)
    parts = (release_id(), address, translation.get_language() or "", str(partial_request(request)))
    return "page:" + hashlib.sha256("\0".join(parts).encode()).hexdigest()


def cached_page(
    *, query: Declared = (), max_age: int = BROWSER_CACHE_SECONDS
) -> Callable[[PageView[P]], PageView[P]]:
    """Cache a page that is the same for everyone (see ``page_key``).

    ``query`` names the parameters the page reads (its form's fields), or gives them
    from the view's ``pack``; the page is cached per their values (a step, a checklist's
    answers, a quiz's progress) and rendered from them alone: any other parameter is
    dropped before the view sees the request, so the language switch never repeats one
    visitor's query to the next and made-up parameters never make a new key. Only GET
    and HEAD are cached. The response is public for browsers and proxies for
    ``max_age`` seconds, with an ETag for revalidation, and sets no cookie -- unless
    the page has a CSRF slot, which makes it the visitor's own (private, no-store, with
    its cookie). A rendering that asked for a CSRF token itself, set a cookie or was not
    a 200 is someone's own and is never cached. The cache is a soft dependency: while
    it is unreachable (``sika_site.cache``) every page is rendered, uncached.
    """

    def decorate(view: PageView[P]) -> PageView[P]:
        @wraps(view)
        def wrapper(
            request: HtmxHttpRequest, *args: P.args, **kwargs: P.kwargs
        ) -> HttpResponseBase:
            if request.method not in ("GET", "HEAD"):
                return view(request, *args, **kwargs)
            names = query(kwargs["pack"]) if callable(query) else query
            keep_declared(request, names)
            key = page_key(request, query=bool(names))
            cached = caches[CACHE].get(key)
            if cached is None:
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
    make_private(response)
    patch_vary_headers(response, ["Cookie", *VARY])
    return response


# Pages the same for everyone whatever their query: home, rules, rules card.
public_page = cached_page()

# What a response that is someone's own says to every cache on its way.
PRIVATE = "private, no-store"


def make_private(response: HttpResponseBase) -> HttpResponseBase:
    """Nothing may keep this response: not a proxy, a browser's cache or a service worker."""
    response.headers["Cache-Control"] = PRIVATE
    for name in ("Expires", "ETag", "Last-Modified"):
        if name in response.headers:
            del response.headers[name]
    return response


def private_with(*params: str) -> Callable[[PageView[P]], PageView[P]]:
    """Mark a view's responses ``private, no-store`` (``make_private``): every response,
    or, given ``params``, those to an address carrying one of them (a lesson's ``p``).

    The one way a view says its page is someone's own: play, try it, a quiz round, a
    lesson with progress. The service worker reads the mark too (``private_params``).
    """

    def decorate(view: PageView[P]) -> PageView[P]:
        @wraps(view)
        def wrapper(
            request: HtmxHttpRequest, *args: P.args, **kwargs: P.kwargs
        ) -> HttpResponseBase:
            response = view(request, *args, **kwargs)
            if not params or any(name in request.GET for name in params):
                make_private(response)
            return response

        wrapper.private_params = params  # type: ignore[attr-defined]
        return wrapper

    return decorate


# Every response of the view is someone's own (play, try it, a quiz round).
private_page = private_with()


def private_params(view: Callable[..., object]) -> tuple[str, ...] | None:
    """How ``private_with`` marked ``view``: () always private, parameter names, None not."""
    return getattr(view, "private_params", None)
