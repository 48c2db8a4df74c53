"""The table's referee ("Riitatilanne?"): one dispute of a game settled by the engine.

``/<game>/riitatilanne/<kind>/`` asks under any preset of the game (the default
first) for any number of players its rules seat (``TableForm``, a form of its own: a
change of them draws the situation's form for the new rules, unanswered, with what
it still offers of the situation sent along);
``/<game>/kotisaannot/<token>/riitatilanne/<kind>/`` under a saved sheet's rules and
number of players. The situation travels in the query string (a plain GET
form, no JavaScript). The page cache keeps one value a parameter, and a situation
ticks several cards of one field, so these pages are not kept: each is one position
built and one move checked. A situation that cannot be is the form again with what is
impossible (400).
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from functools import cache
from urllib.parse import urlencode

from django import forms
from django.contrib.staticfiles import finders
from django.http import Http404, HttpResponse, QueryDict
from django.shortcuts import get_object_or_404, render
from django.templatetags.static import static
from django.urls import reverse
from django.utils.text import capfirst
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_safe
from django.views.decorators.vary import vary_on_headers

from games import find_game
from games.core import Game, PlayersError, Rules
from tutorials.any_game import player_range
from tutorials.models import HouseRuleSheet, is_token
from tutorials.offline_assets import DOWNLOADED, FOLDER, SITE
from tutorials.packs.base import GamePack
from tutorials.readings import find, marked
from tutorials.referee import Impossible, SituationKind, answer, ask
from tutorials.views.htmx import HtmxHttpRequest, partial_request

TEMPLATE = "tutorials/referee/situation.html"
# What a saved sheet's referee page embeds: what its answers read of the sheet, so that
# they are given offline too (tutorials/views/offline_referee.py).
SHEET_FIELDS = ("token", "game", "name", "start", "answers", "players")
PLAYERS = 4  # the table the rules pages' referee seats (within each game's range)
ASKED = "kysy"  # the situation form's mark: sent even where every field is left empty


def find_kind(pack: GamePack, slug: str) -> SituationKind:
    kind = pack.situation_kind(slug)
    if kind is None:
        raise Http404("no such situation")
    return kind


class TableForm(forms.Form):
    """The rules page referee's rules and table: a preset of the game and the players at
    it (only the numbers the preset's rules seat, ``seats``); ``rules`` marks a change of
    them (a form of its own), after which the situation's form is drawn for the new rules,
    not answered."""

    rules = forms.BooleanField(required=False)

    def __init__(
        self, pack: GamePack, game: Game, data: Mapping[str, str], seats: list[int]
    ) -> None:
        super().__init__(data)
        self.fields["preset"] = forms.ChoiceField(
            label=_("Rules"), choices=list(pack.words.presets.items())
        )
        every = player_range(game)
        # A number some other rules seat is told the preset's range; any other, the game's.
        fits_game = str(data.get("players")) in {str(n) for n in every}
        low, high = (seats[0], seats[-1]) if fits_game else (every[0], every[-1])
        message = (
            gettext("These rules seat %(low)d to %(high)d players.")
            if fits_game
            else gettext("The game seats %(low)d to %(high)d players.")
        )
        self.fields["players"] = forms.TypedChoiceField(
            label=_("Players"),
            choices=[(n, n) for n in seats],
            coerce=int,
            error_messages={"invalid_choice": message % {"low": low, "high": high}},
        )


def _seats(game: Game, rules: Rules) -> list[int]:
    """Every number of players ``rules`` seat, by the engine."""
    out = []
    for players in player_range(game):
        try:
            game.check_players(rules, players)
        except PlayersError:
            continue
        out.append(players)
    return out


def _table(pack: GamePack, game: Game, query: QueryDict) -> tuple[TableForm, Rules, int]:
    """The rules and players asked about (a preset's players: ``PLAYERS``, within its range);
    where the query names what cannot be, the form says so and the default rules answer."""
    preset = query.get("preset") or game.default_preset
    known = preset if preset in pack.words.presets else game.default_preset
    seats = _seats(game, game.make_rules(known, {}))
    near = min(max(PLAYERS, seats[0]), seats[-1])
    data = {"preset": preset, "players": query.get("players") or str(near)}
    data.update({"rules": "on"} if query.get("rules") else {})
    form = TableForm(pack, game, data, seats)
    if form.is_valid():
        return form, game.make_rules(known, {}), int(form.cleaned_data["players"])
    return form, game.make_rules(known, {}), near


@require_safe
@vary_on_headers("HX-Request")
def situation(request: HtmxHttpRequest, pack: GamePack, kind: str) -> HttpResponse:
    """A dispute under one of the game's presets (``?preset=``, the default first), for
    ``?players=`` (``PLAYERS`` where the preset seats that many)."""
    chosen = find_kind(pack, kind)
    table, rules, players = _table(pack, find_game(pack.engine), request.GET)
    return _page(request, pack, chosen, rules, players, table, None)


@require_safe
@vary_on_headers("HX-Request")
def sheet_situation(
    request: HtmxHttpRequest, pack: GamePack, token: str, kind: str
) -> HttpResponse:
    """A dispute under a saved sheet's rules, for its number of players."""
    chosen = find_kind(pack, kind)
    if not is_token(token):
        raise Http404("not a sheet address")
    saved = get_object_or_404(HouseRuleSheet, token=token, game=pack.engine)
    return sheet_page(request, pack, chosen, saved)


def sheet_page(
    request: HtmxHttpRequest, pack: GamePack, kind: SituationKind, saved: HouseRuleSheet
) -> HttpResponse:
    """A dispute under ``saved``'s rules: the sheet the page embeds when the referee
    answers offline (tutorials/views/offline_referee.py), the database's online."""
    rules = pack.checklist.answers_rules(saved.start, saved.answers)
    return _page(request, pack, kind, rules, saved.players, None, saved)


def _page(
    request: HtmxHttpRequest,
    pack: GamePack,
    kind: SituationKind,
    rules: Rules,
    players: int,
    table: TableForm | None,
    sheet: HouseRuleSheet | None,
) -> HttpResponse:
    game = find_game(pack.engine)
    # After a change of rules the situation's form is drawn for them, not answered.
    switched = table is not None and bool(table.is_valid() and table.cleaned_data["rules"])
    named = [ASKED, *kind.fields(game, rules)]
    asked = not switched and any(name in request.GET for name in named)
    form = kind.form(game, rules, request.GET if asked else None)
    if switched:
        _keep(form, request.GET)
    context: dict[str, object] = {"pack": pack, "kind": kind, "form": form, "sheet": sheet}
    context["asked_name"] = ASKED
    context["sheet_data"] = embedded(sheet) if sheet else None
    context["offline_megabytes"] = round(offline_size() / 1_000_000)
    context["offline_files"] = json.dumps(offline_files() if context["offline_megabytes"] else [])
    context.update({"table": table, "players": players, "kinds": _others(pack, table, sheet)})
    context["rules_url"] = (
        reverse(pack.url_name("sheet"), args=[sheet.token])
        if sheet
        else reverse(pack.url_name(pack.pages[0].url_name))
    )
    # A table that cannot be (rules or players the form refused) gets no verdict at all.
    answers = asked and (table is None or table.is_valid())
    if answers and form.is_valid():
        try:
            situation = ask(kind, game, rules, players, form.cleaned_data)
            said = answer(kind, pack.presenter, rules, situation)
            context["answer"] = said
            context["section_url"] = pack.section_url(said.section)
            context["section_title"] = _section_title(pack, said.section)
            context["reading"] = marked(pack, said.reading, "block") if said.reading else ""
            context.update(_clause(pack, kind, rules, sheet, said.reading))
        except Impossible as impossible:
            form.add_error(None, capfirst(str(impossible.message)))
    wrong = bool(form.errors) or (table is not None and bool(table.errors))
    name = f"{TEMPLATE}#situation" if partial_request(request) else TEMPLATE
    return render(request, name, context, status=400 if wrong else 200)


def _clause(
    pack: GamePack, kind: SituationKind, rules: Rules, sheet: HouseRuleSheet | None, reading: str
) -> dict[str, object]:
    """On a sheet, the sheet's own sentence the answer rests on (the reading's question,
    else the kind's), quoted and linked in place of the reading's mark; where the sheet
    says nothing of it, nothing (the reading stays)."""
    if sheet is None:
        return {}
    asked = (find(pack.readings, reading).question if reading else "", kind.agreed_on(rules))
    said = [pack.checklist.clause(sheet.answers, q) for q in asked if q]
    clause = next((line for line in said if line), "")
    if not clause:
        return {}
    url = reverse(pack.url_name("sheet"), args=[sheet.token]) + "#sheet-rules"
    return {"clause": clause, "clause_url": url, "reading": ""}


def _keep(form: forms.Form, query: QueryDict) -> None:
    """The situation as asked before a change of rules, drawn in the new rules' form (not
    answered): only the choices that form still offers (a table comparing rule sets
    need not pick its cards again)."""
    for name, field in form.fields.items():
        if isinstance(field, forms.MultipleChoiceField):
            form.initial[name] = [v for v in query.getlist(name) if field.valid_value(v)]
        elif not isinstance(field, forms.ChoiceField) or field.valid_value(query.get(name, "")):
            form.initial[name] = query.get(name)


def embedded(sheet: HouseRuleSheet) -> dict[str, object]:
    """The sheet as its referee pages embed it, for the answers given offline."""
    return {name: getattr(sheet, name) for name in SHEET_FIELDS}


@cache
def offline_size() -> int:
    """The bytes a browser downloads, once, for the referee's answers offline; 0 where
    set-up has not built them (then the page offers none)."""
    found = [finders.find(FOLDER + name) for name in DOWNLOADED]
    return sum(os.path.getsize(str(path)) for path in found) if all(found) else 0


def offline_files() -> list[str]:
    """The addresses the referee's worker fetches: its script, and Pyodide's files by the
    plain names it asks for, beside ``pyodide.js``, and the site's zip."""
    pyodide = static(FOLDER + "pyodide.js")
    folder = pyodide.rsplit("/", 1)[0] + "/"
    plain = [folder + name for name in DOWNLOADED if name not in ("pyodide.js", SITE)]
    return [static("tutorials/referee_worker.js"), pyodide, static(FOLDER + SITE), *plain]


def _others(
    pack: GamePack, table: TableForm | None, sheet: HouseRuleSheet | None
) -> list[tuple[str, str]]:
    """The game's other disputes, under the rules and players this one is asked under."""
    if table is None or not table.is_valid():
        return links(pack, sheet)
    chosen = table.cleaned_data
    return links(pack, sheet, str(chosen["preset"]), int(chosen["players"]))


def _section_title(pack: GamePack, anchor: str) -> str:
    return next(str(s.title) for p in pack.pages for s in p.sections if s.anchor == anchor)


def links(
    pack: GamePack, sheet: HouseRuleSheet | None = None, preset: str = "", players: int = 0
) -> list[tuple[str, str]]:
    """Every kind of dispute of the game: (question, address), under a sheet if given, or
    under ``preset`` ("": the default rules) for ``players`` (0: the preset's own)."""
    out = []
    asked = {"preset": preset, "players": str(players or "")}
    query = urlencode({key: value for key, value in asked.items() if value})
    query = f"?{query}" if query else ""
    for kind in pack.referee:
        if sheet is None:
            url = reverse(pack.url_name("referee"), args=[kind.slug]) + query
        else:
            url = reverse(pack.url_name("sheet_referee"), args=[sheet.token, kind.slug])
        out.append((str(kind.title), url))
    return out
