"""Pages of the site, and the error pages Django falls back on."""

from dataclasses import dataclass

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils.translation import gettext, pgettext
from django.views.decorators.http import require_GET


@dataclass(frozen=True)
class GameCard:
    """One game as listed on the home page."""

    slug: str
    name: str
    description: str
    url: str | None = None
    coming_later: bool = False


def game_cards() -> list[GameCard]:
    # Built per request so the strings come out in the active language.
    return [
        GameCard(
            slug="sika",
            name=pgettext("game name", "Sika"),
            # Translators: "sika" is Finnish for pig; keep it as the game's name.
            description=gettext(
                "A children's game played in a ring. Everyone starts with an "
                "empty hand, and whoever is left holding cards at the end is "
                "the sika, the pig."
            ),
            url=reverse("tutorials:sika_rules"),
        ),
        GameCard(
            slug="siantappo",
            name=pgettext("game name", "Siantappo"),
            description=gettext("A climbing game: each play has to top the one before it."),
            coming_later=True,
        ),
        GameCard(
            slug="ristiseiska",
            name=pgettext("game name", "Ristiseiska"),
            description=gettext(
                "A sevens game: the suits are built up and down in rows, "
                "starting from the seven of clubs."
            ),
            coming_later=True,
        ),
    ]


@require_GET
def home(request: HttpRequest) -> HttpResponse:
    return render(request, "tutorials/home.html", {"games": game_cards()})


def bad_request(request: HttpRequest, exception: Exception) -> HttpResponse:
    return render(request, "400.html", status=400)


def csrf_failure(request: HttpRequest, reason: str = "") -> HttpResponse:
    # Django's own page is English only; a form posted from an old tab lands here.
    return render(request, "403_csrf.html", status=403)


def page_not_found(request: HttpRequest, exception: Exception) -> HttpResponse:
    return render(request, "404.html", status=404)


def server_error(request: HttpRequest) -> HttpResponse:
    # No request context: whatever broke the page may break a context
    # processor too.
    return HttpResponse(render_to_string("500.html"), status=500)
