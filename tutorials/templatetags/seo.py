"""What a page tells search engines and the offline machinery about itself.

``{% page_links %}``: its canonical address and the same page in each language
(``hreflang``, with the Finnish one as ``x-default``); ``{% structured_data %}``:
schema.org JSON-LD that fits the page; ``{% release %}``: the release the page
belongs to (the service worker's caches are named by it); ``{% offline_pages pack %}``:
the game's public pages, which its "save for offline" button keeps.
"""

import functools
import json
from urllib.parse import urlencode

from django import template
from django.conf import settings
from django.core.exceptions import DisallowedHost
from django.http import HttpRequest
from django.urls import ResolverMatch, translate_url
from django.utils import translation
from django.utils.html import format_html, format_html_join
from django.utils.safestring import mark_safe

import games
from tutorials.any_game import player_range
from tutorials.packs.base import GamePack
from tutorials.release import release_id
from tutorials.views.public import game_pages
from tutorials.views.site_files import THEME_COLOUR

register = template.Library()

# The query parameters that change what a page shows. Any other page's canonical
# address drops its query: the page ignores it, or it is one visitor's own data
# (a quiz's progress, a game in play).
CONTENT_QUERY: dict[str, frozenset[str] | None] = {
    "example": frozenset({"step"}),
    "example_try": frozenset({"step"}),
    "game": None,  # None: the whole query (the game's rules, players, seed and step)
    "house_rules": None,  # the answers of the checklist
}
# Pages made for one visitor, or for a visitor without a connection: not for search results.
NOINDEX = frozenset({"play_replay", "sheet", "sheet_referee", "offline", "lesson_done"})
# Pages the same for everyone without these query parameters, one visitor's with them (the
# play start form; a game in play has its token, ``t``).
NOINDEX_WITH = {"play": "t"}
SCHEMA = "https://schema.org"
# JSON-LD types of the pages of a game, by URL name; its rules pages are a Game.
TYPES = {
    "rules_card": "LearningResource",
    "readings": "LearningResource",
    "examples": "LearningResource",
    "example": "LearningResource",
    "example_try": "LearningResource",
    "game": "LearningResource",
    "quiz": "Quiz",
    "quiz_round": "Quiz",
    "lessons": "LearningResource",
    "lesson": "LearningResource",
    "lesson_step": "LearningResource",
}


def _match(context: template.Context) -> tuple[HttpRequest, ResolverMatch] | None:
    request = context.get("request")
    match = getattr(request, "resolver_match", None)
    if request is None or match is None:
        return None
    return request, match


def canonical_path(request: HttpRequest, url_name: str) -> str:
    """The page's own path, with only the query parameters that change its content."""
    kept = CONTENT_QUERY.get(url_name, frozenset())
    query = [
        (name, value)
        for name, value in request.GET.items()
        if kept is None or (name in kept and not (name == "step" and value == "0"))
    ]
    return request.path + (f"?{urlencode(query)}" if query else "")


def _absolute(request: HttpRequest, path: str) -> str | None:
    try:
        return request.build_absolute_uri(path)
    except DisallowedHost:  # the 400 page for a bad Host header
        return None


@register.simple_tag(takes_context=True)
def page_links(context: template.Context) -> str:
    """``<link rel="canonical">`` and one ``alternate`` per language, plus ``x-default``."""
    found = _match(context)
    if found is None:
        return ""
    request, match = found
    path = canonical_path(request, match.url_name or "")
    canonical = _absolute(request, path)
    if canonical is None:
        return ""
    languages = [code for code, _name in settings.LANGUAGES]
    alternates = [(code, _absolute(request, translate_url(path, code))) for code in languages]
    alternates.append(("x-default", dict(alternates)[settings.LANGUAGE_CODE]))
    own = match.url_name in NOINDEX or NOINDEX_WITH.get(match.url_name or "") in request.GET
    robots = mark_safe('<meta name="robots" content="noindex">\n  ') if own else ""
    links = format_html_join("\n  ", '<link rel="alternate" hreflang="{}" href="{}">', alternates)
    return format_html('{}<link rel="canonical" href="{}">\n  {}', robots, canonical, links)


@functools.cache
def _players(engine: str) -> tuple[int, int]:
    numbers = player_range(games.find_game(engine))
    return numbers[0], numbers[-1]


def game_data(pack: GamePack) -> dict[str, object]:
    """The game as schema.org sees it: a Game and how many play it."""
    low, high = _players(pack.engine)
    return {
        "@type": "Game",
        "name": str(pack.name),
        "numberOfPlayers": {"@type": "QuantitativeValue", "minValue": low, "maxValue": high},
    }


def page_data(context: template.Context, match: ResolverMatch, url: str) -> dict[str, object]:
    pack = match.kwargs.get("pack")
    common = {
        "url": url,
        "inLanguage": translation.get_language(),
        "description": context.get("page_description", ""),
    }
    if not isinstance(pack, GamePack):
        kind = "WebSite" if match.view_name == "tutorials:home" else "WebPage"
        return {"@context": SCHEMA, "@type": kind, "name": context.get("page_title", ""), **common}
    if match.url_name in {page.url_name for page in pack.pages}:
        return {"@context": SCHEMA, **game_data(pack), **common}
    kind = TYPES.get(match.url_name or "", "WebPage")
    return {
        "@context": SCHEMA,
        "@type": kind,
        "name": context.get("page_title", ""),
        **common,
        "about": game_data(pack),
    }


@register.simple_tag(takes_context=True)
def structured_data(context: template.Context) -> str:
    """The page's schema.org JSON-LD: data for search engines, never run as a script."""
    found = _match(context)
    if found is None:
        return ""
    request, match = found
    url = _absolute(request, canonical_path(request, match.url_name or ""))
    if url is None:
        return ""
    text = json.dumps(page_data(context, match, url), ensure_ascii=False)
    # As Django's json_script: nothing inside may close the element or start markup.
    text = text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    return mark_safe(f'<script type="application/ld+json">{text}</script>')  # noqa: S308


@register.simple_tag
def release() -> str:
    return release_id()


@register.simple_tag
def theme_colour() -> str:
    """The colour of the browser's bar around the site, as in the app manifest."""
    return THEME_COLOUR


@register.simple_tag
def offline_pages(pack: GamePack) -> str:
    """The game's public pages as JSON (in the active language), for an attribute."""
    return json.dumps([page.path() for page in game_pages(pack, offline=True)])
