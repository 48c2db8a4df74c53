"""The table's referee ("Riitatilanne?"): one dispute of a game settled by the engine.

``/<game>/riitatilanne/<kind>/`` asks under any preset of the game (the default
first); ``/<game>/kotisaannot/<token>/riitatilanne/<kind>/`` under a saved sheet's
rules and number of players. The situation travels in the query string (a plain GET
form, no JavaScript). The page cache keeps one value a parameter, and a situation
ticks several cards of one field, so these pages are not kept: each is one position
built and one move checked. A situation that cannot be is the form again with what is
impossible (400).
"""

from __future__ import annotations

from django import forms
from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.utils.text import capfirst
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_safe
from django.views.decorators.vary import vary_on_headers

from games import find_game
from games.core import Rules
from tutorials.models import HouseRuleSheet, is_token
from tutorials.packs.base import GamePack
from tutorials.readings import marked
from tutorials.referee import Impossible, SituationKind, answer, ask
from tutorials.views.htmx import HtmxHttpRequest, partial_request

TEMPLATE = "tutorials/referee/situation.html"
PLAYERS = 4  # the table the rules pages' referee seats (within each game's range)


def _kind(pack: GamePack, slug: str) -> SituationKind:
    kind = pack.situation_kind(slug)
    if kind is None:
        raise Http404("no such situation")
    return kind


@require_safe
@vary_on_headers("HX-Request")
def situation(request: HtmxHttpRequest, pack: GamePack, kind: str) -> HttpResponse:
    """A dispute under one of the game's presets (``?preset=``, the default first)."""
    chosen = _kind(pack, kind)
    game = find_game(pack.engine)
    presets = forms.ChoiceField(
        label=_("Rules"),
        choices=list(pack.words.presets.items()),
        initial=game.default_preset,
        required=False,
    )
    preset = str(request.GET.get("preset") or game.default_preset)
    if preset not in pack.words.presets:
        preset = game.default_preset  # the form says so below
    rules = game.make_rules(preset, {})
    players = min(max(PLAYERS, game.min_players), rules.max_players)
    return _page(request, pack, chosen, rules, players, {"preset": presets}, None)


@require_safe
@vary_on_headers("HX-Request")
def sheet_situation(
    request: HtmxHttpRequest, pack: GamePack, token: str, kind: str
) -> HttpResponse:
    """A dispute under a saved sheet's rules, for its number of players."""
    chosen = _kind(pack, kind)
    if not is_token(token):
        raise Http404("not a sheet address")
    saved = get_object_or_404(HouseRuleSheet, token=token, game=pack.engine)
    rules = pack.checklist.answers_rules(saved.start, saved.answers)
    return _page(request, pack, chosen, rules, saved.players, {}, saved)


def _page(
    request: HtmxHttpRequest,
    pack: GamePack,
    kind: SituationKind,
    rules: Rules,
    players: int,
    extra: dict[str, forms.Field],
    sheet: HouseRuleSheet | None,
) -> HttpResponse:
    game = find_game(pack.engine)
    names = set(kind.fields(game, rules)) | set(extra)
    asked = any(name in request.GET for name in names)
    form = kind.form(game, rules, request.GET if asked else None)
    form.fields = {**extra, **form.fields}
    context: dict[str, object] = {"pack": pack, "kind": kind, "form": form, "sheet": sheet}
    context["kinds"] = links(pack, sheet)
    context["rules_url"] = (
        reverse(pack.url_name("sheet"), args=[sheet.token])
        if sheet
        else reverse(pack.url_name(pack.pages[0].url_name))
    )
    status = 200
    if asked:
        if form.is_valid():
            try:
                situation = ask(kind, game, rules, players, form.cleaned_data)
                said = answer(kind, pack.presenter, rules, situation)
                context["answer"] = said
                context["section_url"] = pack.section_url(said.section)
                context["section_title"] = _section_title(pack, said.section)
                context["reading"] = marked(pack, said.reading, "block") if said.reading else ""
            except Impossible as impossible:
                form.add_error(None, capfirst(str(impossible.message)))
        if form.errors:
            status = 400
    name = f"{TEMPLATE}#situation" if partial_request(request) else TEMPLATE
    return render(request, name, context, status=status)


def _section_title(pack: GamePack, anchor: str) -> str:
    return next(str(s.title) for p in pack.pages for s in p.sections if s.anchor == anchor)


def links(pack: GamePack, sheet: HouseRuleSheet | None = None) -> list[tuple[str, str]]:
    """Every kind of dispute of the game: (question, address), under a sheet if given."""
    out = []
    for kind in pack.referee:
        if sheet is None:
            url = reverse(pack.url_name("referee"), args=[kind.slug])
        else:
            url = reverse(pack.url_name("sheet_referee"), args=[sheet.token, kind.slug])
        out.append((str(kind.title), url))
    return out
