"""A game's rules card (pikaohje): its rules on one printed A4 page, for the card box.

The view and its frame are generic; the pack gives the content as a
per-language template, ``tutorials/<game>/rules_card.<lang>.html`` (whole
paragraphs, like the rules pages). A pack without one answers 404, and no
page links to it (``{% if pack|has_rules_card %}``).
"""

import functools

from django.http import Http404, HttpResponse
from django.shortcuts import render
from django.template import TemplateDoesNotExist
from django.template.loader import get_template
from django.utils import translation
from django.utils.translation import gettext
from django.views.decorators.http import require_safe

from tutorials.packs.base import GamePack
from tutorials.views.core import public_page
from tutorials.views.htmx import HtmxHttpRequest

LANGUAGES = ("fi", "en")


def _language() -> str:
    return "en" if (translation.get_language() or "fi").startswith("en") else "fi"


def content_template(slug: str, language: str) -> str:
    """The template name of a game's rules card text in ``language``."""
    return f"tutorials/{slug}/rules_card.{language}.html"


@functools.cache
def has_rules_card(slug: str) -> bool:
    """Whether the game's pack gives a rules card, in every language of the site."""
    try:
        for language in LANGUAGES:
            get_template(content_template(slug, language))
    except TemplateDoesNotExist:
        return False
    return True


@require_safe
@public_page
def rules_card(request: HtmxHttpRequest, pack: GamePack) -> HttpResponse:
    """The game's rules on one A4 page; 404 for a game whose pack has none yet."""
    if not has_rules_card(pack.slug):
        raise Http404(gettext("This game has no rules card yet."))
    context = {"pack": pack, "content": content_template(pack.slug, _language())}
    return render(request, "tutorials/rules_card/card.html", context)
