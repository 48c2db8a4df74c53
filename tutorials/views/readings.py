"""A game's readings page: every point the sources leave open, and how we play it."""

from dataclasses import dataclass

from django.http import Http404, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext
from django.views.decorators.http import require_safe

from tutorials.packs.base import GamePack
from tutorials.readings import Reading
from tutorials.views.htmx import HtmxHttpRequest
from tutorials.views.page_cache import public_page


@dataclass(frozen=True)
class ReadingRow:
    reading: Reading
    section_url: str  # where the rule is taught


@require_safe
@public_page
def readings_page(request: HtmxHttpRequest, pack: GamePack) -> HttpResponse:
    """Every reading of the game, each linked to the rules section that teaches it."""
    if not pack.readings:
        raise Http404(gettext("This game has no list of readings yet."))
    rows = [ReadingRow(reading, pack.section_url(reading.section)) for reading in pack.readings]
    return render(request, "tutorials/readings/list.html", {"pack": pack, "rows": rows})
