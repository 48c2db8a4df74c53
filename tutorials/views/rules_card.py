"""A game's rules card (pikaohje): its rules on one printed A4 page, for the card box.

The view and its frame are generic; the pack gives the content
(``tutorials.rules_card``). A pack without one answers 404, and no page links
to it (``{% if pack|has_rules_card %}``).
"""

from django.http import Http404, HttpResponse
from django.shortcuts import render
from django.utils import translation
from django.utils.translation import gettext
from django.views.decorators.http import require_safe

from tutorials.packs.base import GamePack
from tutorials.rules_card import content_template, has_rules_card
from tutorials.views.htmx import HtmxHttpRequest
from tutorials.views.page_cache import public_page


def _language() -> str:
    return "en" if (translation.get_language() or "fi").startswith("en") else "fi"


@require_safe
@public_page
def rules_card(request: HtmxHttpRequest, pack: GamePack) -> HttpResponse:
    """The game's rules on one A4 page; 404 for a game whose pack has none yet."""
    if not has_rules_card(pack.slug):
        raise Http404(gettext("This game has no rules card yet."))
    context = {"pack": pack, "content": content_template(pack.slug, _language())}
    return render(request, "tutorials/rules_card/card.html", context)
