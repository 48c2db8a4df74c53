"""Pages of the site, and the error pages Django falls back on."""

from dataclasses import dataclass

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils.cache import patch_vary_headers
from django.views.decorators.http import require_safe

from tutorials.errors import BadInput
from tutorials.packs import COMING, PACKS, default_pack
from tutorials.showcase import StartPath, showcase, start_path
from tutorials.views.htmx import HtmxHttpRequest
from tutorials.views.page_cache import public_page


@dataclass(frozen=True)
class GameCard:
    """One game as listed on the home page: a game with a pack has its start path."""

    slug: str
    name: str
    description: str
    url: str | None = None
    path: StartPath | None = None
    coming_later: bool = False


def game_cards() -> list[GameCard]:
    """The games of the registry, then those still to come; per request, in the active language."""
    cards = [
        GameCard(
            slug=pack.slug,
            name=str(pack.name),
            description=str(pack.description),
            url=reverse(pack.url_name(pack.pages[0].url_name)),
            path=start_path(pack),
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
    # Every game's way in for a newcomer, and the first game of the registry at a glance.
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
