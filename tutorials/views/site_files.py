"""The files a browser or a search engine asks for at the site's root.

``robots.txt`` and ``sitemap.xml`` (every public page, with its Finnish and
English addresses); the web app manifest in each language; the service worker
(``/sw.js``, so its scope is the whole site) and the page it shows for what is
not kept offline. The service worker is rendered per release: its caches are
named by ``release_id()``, so a new release is a new worker that empties the
old caches (``tutorials/templates/tutorials/offline/sw.js``).
"""

import json
import re
from pathlib import Path

from django.conf import settings
from django.contrib.sitemaps import Sitemap
from django.http import HttpResponse, JsonResponse
from django.shortcuts import render
from django.templatetags.static import PrefixNode, static
from django.urls import URLPattern, get_resolver, reverse
from django.utils import translation
from django.utils.translation import gettext
from django.views.decorators.cache import cache_control
from django.views.decorators.http import require_safe

from tutorials.packs import PACKS
from tutorials.release import release_id
from tutorials.views.htmx import HtmxHttpRequest
from tutorials.views.page_cache import private_params, public_page
from tutorials.views.public import PublicPage, public_pages

STATIC_FOLDER = Path(__file__).resolve().parent.parent / "static" / "tutorials"
# Static files of other apps that the pages load (htmx, from django-htmx).
OTHER_STATIC = ("django_htmx/htmx-2.min.js",)
THEME_COLOUR = "#1f4d3a"  # site.css --accent
BACKGROUND_COLOUR = "#fdfcf8"  # site.css --paper
# Drawn from icon.svg by scripts/make_icons.py; its picture keeps inside the maskable safe zone.
ICONS = (
    ("icon-192.png", "192x192", "any"),
    ("icon-512.png", "512x512", "any"),
    ("icon-maskable-512.png", "512x512", "maskable"),
)


class PagesSitemap(Sitemap[PublicPage]):
    """Every public page, in each language, with the other languages as alternates."""

    i18n = True
    alternates = True
    x_default = True  # the Finnish page, the site's own language

    def items(self) -> list[PublicPage]:
        return public_pages()

    def location(self, item: PublicPage) -> str:
        return item.path()


SITEMAPS = {"pages": PagesSitemap}


@require_safe
def robots_txt(request: HtmxHttpRequest) -> HttpResponse:
    # Every page may be crawled; the ones made for one visitor say noindex themselves.
    sitemap = request.build_absolute_uri(reverse("sitemap"))
    lines = ["User-agent: *", "Allow: /", "", f"Sitemap: {sitemap}"]
    return HttpResponse("\n".join(lines) + "\n", content_type="text/plain; charset=utf-8")


def static_files() -> list[str]:
    """The URLs of every static file the pages load: kept at the first visit."""
    own = sorted(path.name for path in STATIC_FOLDER.iterdir() if path.is_file())
    return [static(f"tutorials/{name}") for name in own] + [static(n) for n in OTHER_STATIC]


@require_safe
def manifest(request: HtmxHttpRequest) -> JsonResponse:
    """The web app manifest in the active language: the site installs as an app."""
    icons = [
        {"src": static(f"tutorials/{name}"), "sizes": size, "type": "image/png", "purpose": purpose}
        for name, size, purpose in ICONS
    ]
    icons.append({"src": static("tutorials/icon.svg"), "sizes": "any", "type": "image/svg+xml"})
    data = {
        "id": "/",
        "name": gettext("Card game school"),
        "short_name": gettext("Card games"),
        "description": gettext(
            "Finnish card games explained step by step: the rules, worked examples "
            "with drawn cards, a quiz and your own house rules to print."
        ),
        "lang": translation.get_language(),
        "start_url": reverse("tutorials:home"),
        "scope": "/",
        "display": "standalone",
        "theme_color": THEME_COLOUR,
        "background_color": BACKGROUND_COLOUR,
        "icons": icons,
    }
    response = JsonResponse(data, json_dumps_params={"ensure_ascii": False})
    response["Content-Type"] = "application/manifest+json"
    return response


def _paths(pages: list[PublicPage]) -> list[str]:
    paths = []
    for language in _languages():
        with translation.override(language):
            paths += [page.path() for page in pages]
            paths.append(reverse("tutorials:offline"))
    return paths


def _languages() -> list[str]:
    return [code for code, _name in settings.LANGUAGES]


# Stand-ins for a path's variable parts, swapped for a pattern of any such part.
_STAND_INS = {"int": "987654321", "slug": "stand-in-9f3b", "str": "stand-in-9f3b"}


def private_addresses() -> dict[str, list[str]]:
    """What the service worker never keeps: the paths of every view marked private, as
    patterns in both languages, and the parameters that make an address someone's own
    (``tutorials.views.page_cache.private_with``)."""
    paths: list[str] = []
    params: set[str] = set()
    for pack in PACKS.values():
        _prefix, pages = get_resolver().namespace_dict[pack.slug]
        for route in pages.url_patterns:
            assert isinstance(route, URLPattern)
            marked = private_params(route.callback)
            if marked:
                params.update(marked)
            if marked != ():
                continue
            kinds = {
                name: converter.__class__.__name__.removesuffix("Converter").lower()
                for name, converter in route.pattern.converters.items()
            }
            args = {name: _STAND_INS[kind] for name, kind in kinds.items()}
            for language in _languages():
                with translation.override(language):
                    address = re.escape(reverse(pack.url_name(str(route.name)), kwargs=args))
                for stand_in in set(args.values()):
                    address = address.replace(re.escape(stand_in), "[^/]+")
                paths.append(f"^{address}$")
    return {"paths": paths, "params": sorted(params)}


@require_safe
@cache_control(no_cache=True)  # a new release reaches the browser at its next visit
def service_worker(request: HtmxHttpRequest) -> HttpResponse:
    """The service worker of this release, at the root so that it serves every page."""
    offline = {}
    for language in _languages():
        with translation.override(language):
            offline[language] = reverse("tutorials:offline")
    context = {
        "release": json.dumps(release_id()),
        "precache": json.dumps(
            _paths(public_pages(first_visit_only=True)) + static_files(), indent=1
        ),
        "offline": json.dumps(offline),
        "static_prefix": json.dumps(PrefixNode.handle_simple("STATIC_URL")),
        "private": json.dumps(private_addresses(), indent=1),
    }
    return render(request, "tutorials/offline/sw.js", context, content_type="text/javascript")


@require_safe
@public_page
def offline_page(request: HtmxHttpRequest) -> HttpResponse:
    """What the service worker shows for a page not kept offline."""
    games = [(pack, reverse(pack.url_name(pack.pages[0].url_name))) for pack in PACKS.values()]
    return render(request, "tutorials/offline/page.html", {"games": games})
