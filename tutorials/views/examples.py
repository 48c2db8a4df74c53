"""Worked examples, and any game under any rules, stepped through one event at a time.

Every step is a plain link (``?step=N``) that renders the whole page; with
htmx the same link fetches only the stepper partial (controls, narration and
table) and pushes the URL, so the back button and shared links keep working.
The game's pack (from the URL conf) says which examples there are, how a step
reads and what the any-game form asks.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import urlencode

from django.http import Http404, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.functional import Promise
from django.views.decorators.http import require_safe
from django.views.decorators.vary import vary_on_headers

from games.scenario import Scenario
from tutorials.any_game import (
    MAX_SEED,
    crowded_note,
    fields,
    game_input,
    game_url,
    most_players,
    query_names,
    sample_levels,
)
from tutorials.examples import Example
from tutorials.game_words import level_of
from tutorials.packs.base import GamePack
from tutorials.stepper import (
    StepView,
    Timeline,
    step_from,
    timeline,
    timeline_views,
)
from tutorials.views.htmx import HtmxHttpRequest, partial_request
from tutorials.views.page_cache import cached_page
from tutorials.views.play import try_url

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise
else:
    StrOrPromise = str


# Pages of steps depend only on the URL, the language and the htmx header:
# marked for browsers and a CDN to keep an hour.
PAGE_SECONDS = 60 * 60
list_page = cached_page(max_age=PAGE_SECONDS)
step_page = cached_page(query=("step",), max_age=PAGE_SECONDS)
any_game_page = cached_page(query=query_names, max_age=PAGE_SECONDS)


def _step(request: HtmxHttpRequest, total: int) -> int:
    return step_from(request.GET, total)


# ---------------------------------------------------------------------------
# The stepper


@dataclass(frozen=True)
class Stepper:
    """What ``tutorials/examples/stepper.html`` shows: controls, narration, tables."""

    step: int
    total: int
    first: str | None  # link, or None at that end
    previous: str | None
    next: str | None
    last: str | None
    games: tuple[StepView, ...]


def _stepper(
    query: Sequence[tuple[str, str]], step: int, total: int, games: tuple[StepView, ...]
) -> Stepper:
    def link(target: int) -> str:
        return "?" + urlencode([*query, ("step", str(target))])

    return Stepper(
        step=step,
        total=total,
        first=link(0) if step > 0 else None,
        previous=link(step - 1) if step > 0 else None,
        next=link(step + 1) if step < total else None,
        last=link(total) if step < total else None,
        games=games,
    )


def _render(request: HtmxHttpRequest, template: str, context: dict[str, object]) -> HttpResponse:
    if partial_request(request):
        return render(request, f"{template}#step", {**context, "oob": True})
    return render(request, template, context)


# ---------------------------------------------------------------------------
# Views


@dataclass(frozen=True)
class ExampleRow:
    """One line of the list of examples: the example, its rules and its number of steps."""

    example: Example
    rules: str
    steps: int


@require_safe
@vary_on_headers("HX-Request")
@list_page
def examples_index(request: HtmxHttpRequest, pack: GamePack) -> HttpResponse:
    examples = pack.examples
    labels = pack.words.presets

    def row(example: Example) -> ExampleRow:
        # The rules it is played under, and its length, so a visitor picks before opening.
        presets = dict.fromkeys(examples.scenario(game.scenario).preset for game in example.games)
        rules = [str(labels.get(preset, preset)) for preset in presets]
        return ExampleRow(example, ", ".join(rules), examples.total(example))

    groups = [
        (title, [row(example) for example in examples.all if example.group == key])
        for key, title in examples.groups
    ]
    return render(
        request,
        "tutorials/examples/index.html",
        {"pack": pack, "groups": groups, "game_url": game_url(pack)},
    )


@functools.cache
def _section_titles(pack: GamePack) -> dict[str, str | Promise]:
    return {s.anchor: s.title for page in pack.pages for s in page.sections}


def _section_links(pack: GamePack, slugs: Sequence[str]) -> list[tuple[str | Promise, str]]:
    """Links to the rules sections, titled as the rules pages title them."""
    titles = _section_titles(pack)
    return [(titles.get(anchor, anchor), pack.section_url(anchor)) for anchor in slugs]


@require_safe
@vary_on_headers("HX-Request")
@step_page
def example(request: HtmxHttpRequest, pack: GamePack, slug: str) -> HttpResponse:
    examples = pack.examples
    found = examples.by_slug.get(slug)
    if found is None:
        raise Http404(slug)
    line = examples.timeline(found)
    total = line.total
    step = _step(request, total)
    scenarios = [examples.scenario(game.scenario) for game in found.games]
    games = timeline_views(
        scenarios,
        [game.players for game in scenarios],
        [game.label for game in found.games],
        line,
        step,
        teller=pack.presenter,
    )
    context = {
        "pack": pack,
        "example": found,
        "stepper": _stepper([], step, total, games),
        # A moment is found at a game's own step; the page counts its own steps.
        "moments": [
            (label, f"?step={line.page_step(at)}") for label, at in examples.moment_steps(found)
        ],
        "rules_links": _section_links(pack, found.sections),
        # A window cut out of a long game: the lead says where it starts.
        "cut": examples.window_lead(found),
        "related": [examples.by_slug[s] for s in found.related],
        # At a decision of a one-game example, the visitor may make the choice instead.
        "try_url": _try_url(pack, slug, scenarios[0], line, step)
        if len(found.games) == 1
        else None,
    }
    return _render(request, "tutorials/examples/example.html", context)


def _try_url(pack: GamePack, slug: str, game: Scenario, line: Timeline, step: int) -> str | None:
    """ "Try it" at the page's step: the choice made after its own step, or after the turn
    marker told with the next step (the table here is where that choice is made)."""
    own = line.positions[step][0]
    found = try_url(pack, slug, game, own)
    if found is None and line.hidden(0, own + 1):
        found = try_url(pack, slug, game, own + 1)
    return found


@require_safe
@vary_on_headers("HX-Request")
@any_game_page
def any_game(request: HtmxHttpRequest, pack: GamePack) -> HttpResponse:
    game, query, preset = game_input(pack, request.GET)
    # Stepped as an example is: a turn marker is told with the step after it.
    line = timeline((game,), pack.presenter)
    total = line.total
    step = _step(request, total)
    (view,) = timeline_views([game], [game.players], [""], line, step, teller=pack.presenter)
    share_query = urlencode([*query, ("step", str(step))])
    # The next deal number: new cards under the same rules (a plain link, no number shown).
    again = [(k, str((game.seed + 1) % (MAX_SEED + 1)) if k == "seed" else v) for k, v in query]
    context = {
        "pack": pack,
        "stepper": _stepper(query, step, total, (view,)),
        "fields": fields(pack, request.GET, preset),
        "presets": list(pack.words.presets.items()),
        # The level of the game's own policy keeps its name in the form (a former name
        # shown as its level): dealing again plays the same game.
        "policies": [
            (game.policy if level_of(game.policy) == key else key, name)
            for key, name in sample_levels(pack.words)
        ],
        "preset": preset,
        "players": len(game.players),
        "seed": game.seed,
        "policy": game.policy,
        "max_players": most_players(game.descriptor),
        "min_players": game.descriptor.min_players,
        "max_seed": MAX_SEED,
        "crowded_note": crowded_note(pack, preset, len(game.players)),
        "share_url": f"{reverse(pack.url_name('game'))}?{share_query}",
        "new_deal_url": f"{reverse(pack.url_name('game'))}?{urlencode(again)}",
    }
    return _render(request, "tutorials/examples/game.html", context)
