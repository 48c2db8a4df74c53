"""Pages of the site, and the error pages Django falls back on."""

import hashlib
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from functools import wraps
from typing import Concatenate, ParamSpec

from django.core.cache import cache
from django.http import HttpRequest, HttpResponse, QueryDict
from django.http.response import HttpResponseBase
from django.middleware.csrf import get_token
from django.shortcuts import render
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import translation
from django.utils.cache import get_conditional_response, patch_cache_control, patch_vary_headers
from django.views.decorators.http import require_safe

from tutorials.errors import BadInput
from tutorials.packs import COMING, PACKS, default_pack
from tutorials.templatetags.csrf_slot import CSRF_SLOT
from tutorials.views.htmx import HtmxHttpRequest

P = ParamSpec("P")
PageView = Callable[Concatenate[HtmxHttpRequest, P], HttpResponse]

# Pages that are the same for every visitor are rendered once per process and
# language. The process's own id is in the key, so a new deploy (new templates)
# never serves a page an older process put in a shared cache.
_PROCESS = secrets.token_hex(4)
PAGE_CACHE_SECONDS = 60 * 60
BROWSER_CACHE_SECONDS = 60 * 10


# Where a cached page's form needs the visitor's own CSRF token, the page is
# rendered once with CSRF_SLOT in its place ({% csrf_slot %}) and each response
# gets the visitor's token put in: the page is shared, the token is not.


def cached_page(
    *, query: bool = False, max_age: int = BROWSER_CACHE_SECONDS
) -> Callable[[PageView[P]], Callable[Concatenate[HtmxHttpRequest, P], HttpResponseBase]]:
    """Cache a page that is the same for everyone: by host, path, language and htmx.

    Without ``query`` the query string is ignored (and left out of the rendering, so
    the language switch never repeats one visitor's query to the next); with it the
    page is cached per query string too (a checklist's answers, a quiz's progress).
    Only GET and HEAD are cached. The response is public for browsers and proxies
    for a while, with an ETag for revalidation, and sets no cookie -- unless the page
    has a CSRF slot, which makes it the visitor's own (private, with its cookie).
    A rendering that asked for a CSRF token itself, set a cookie or was not a 200 is
    someone's own and is never cached.
    """

    def decorate(
        view: PageView[P],
    ) -> Callable[Concatenate[HtmxHttpRequest, P], HttpResponseBase]:
        @wraps(view)
        def wrapper(
            request: HtmxHttpRequest, *args: P.args, **kwargs: P.kwargs
        ) -> HttpResponseBase:
            if request.method not in ("GET", "HEAD"):
                return view(request, *args, **kwargs)
            htmx = request.headers.get("HX-Request") == "true"
            where = request.get_full_path() if query else request.path
            digest = hashlib.sha256(f"{request.get_host()} {where}".encode()).hexdigest()[:32]
            key = f"page:{_PROCESS}:{translation.get_language()}:{int(htmx)}:{digest}"
            cached = cache.get(key)
            if cached is None:
                if not query:
                    request.GET = QueryDict()
                    request.META["QUERY_STRING"] = ""
                rendered = view(request, *args, **kwargs)
                if (
                    rendered.status_code != 200
                    or rendered.cookies
                    or request.META.get("CSRF_COOKIE_NEEDS_UPDATE")
                ):
                    return rendered
                body = rendered.content
                etag = f'"{hashlib.sha256(body).hexdigest()[:32]}"'
                cached = (body, rendered["Content-Type"], etag)
                cache.set(key, cached, PAGE_CACHE_SECONDS)
            body, content_type, etag = cached
            if CSRF_SLOT.encode() in body:
                response = HttpResponse(
                    body.replace(CSRF_SLOT.encode(), get_token(request).encode()),
                    content_type=content_type,
                )
                patch_cache_control(response, private=True, no_cache=True)
                patch_vary_headers(response, ["Cookie", "HX-Request"])
                return response
            response = get_conditional_response(request, etag=etag) or HttpResponse(
                body, content_type=content_type
            )
            response["ETag"] = etag
            patch_cache_control(response, public=True, max_age=max_age)
            patch_vary_headers(response, ["HX-Request"])
            return response

        return wrapper

    return decorate


public_page = cached_page()


@dataclass(frozen=True)
class GameCard:
    """One game as listed on the home page."""

    slug: str
    name: str
    description: str
    url: str | None = None
    coming_later: bool = False


def game_cards() -> list[GameCard]:
    """The games of the registry, then those still to come; per request, in the active language."""
    cards = [
        GameCard(
            slug=pack.slug,
            name=str(pack.name),
            description=str(pack.description),
            url=reverse(pack.url_name(pack.pages[0].url_name)),
        )
        for pack in PACKS.values()
    ]
    cards += [
        GameCard(game.slug, str(game.name), str(game.description), coming_later=True)
        for game in COMING
    ]
    return cards


@require_safe
@public_page
def home(request: HtmxHttpRequest) -> HttpResponse:
    # The first game of the registry at a glance, and the way in for a newcomer.
    # Imported here: the showcase reads the rules card view, which uses public_page.
    from tutorials.showcase import showcase

    context = {"games": game_cards(), "showcase": showcase(default_pack())}
    return render(request, "tutorials/home.html", context)


def bad_request(request: HttpRequest, exception: Exception) -> HttpResponse:
    # Only a BadInput's message is written for visitors; any other bad request
    # (a SuspiciousOperation, a too-large upload) gets the template's generic sentence.
    bad_input = exception if isinstance(exception, BadInput) else None
    context = {
        "message": bad_input.message if bad_input else None,
        "links": bad_input.links if bad_input else (),
    }
    # An htmx form gets only the message, to swap in where its answer would have gone.
    htmx = request.headers.get("HX-Request") == "true" and bad_input is not None
    template = "400.html#bad-input" if htmx else "400.html"
    response = render(request, template, context, status=400)
    patch_vary_headers(response, ["HX-Request"])
    return response


def csrf_failure(request: HttpRequest, reason: str = "") -> HttpResponse:
    # Django's own page is English only; a form posted from an old tab lands here.
    return render(request, "403_csrf.html", status=403)


def page_not_found(request: HttpRequest, exception: Exception) -> HttpResponse:
    return render(request, "404.html", status=404)


def server_error(request: HttpRequest) -> HttpResponse:
    # No request context: whatever broke the page may break a context
    # processor too.
    return HttpResponse(render_to_string("500.html"), status=500)
