"""Worked examples, and any game under any rules, stepped through one event at a time.

Every step is a plain link (``?step=N``) that renders the whole page; with
htmx the same link fetches only the stepper partial (controls, narration and
table) and pushes the URL, so the back button and shared links keep working.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import urlencode

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.functional import Promise
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_GET
from django.views.decorators.vary import vary_on_headers

from games import sika
from games.scenario import Scenario
from tutorials.packs.sika import pages as anchors
from tutorials.packs.sika.examples import (
    BY_SLUG,
    EXAMPLES,
    GROUPS,
    example_total,
    moment_steps,
    scenario,
)
from tutorials.stepper import StepView, step_view, total_steps

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise
else:
    StrOrPromise = str

# The any-game page replays the whole game on each request; this keeps that quick.
MAX_TURNS = 5000
MAX_SEED = 999_999_999
DEFAULT_PLAYERS = 4

PRESET_LABELS: dict[str, StrOrPromise] = {
    "perussika": _("Basic sika"),
    "kotiversio": _("The home version"),
    "vari": _("Colour instead of suit"),
    "ilman_kasivaihetta": _("No hand phase"),
    "kaksivaiheinen": _("Two phases"),
}
POLICY_LABELS: dict[str, StrOrPromise] = {
    "lowest": _("The lowest card first"),
    "random": _("At random"),
    "heuristic": _("As the strategy tips advise"),
}
OPTION_LABELS: dict[str, StrOrPromise] = {
    "match": _("A card matches by"),
    "max_draws": _("Draws per search"),
    "hand_phase": _("Hand phase"),
    "hand_source": _("Lacking the suit, take cards from"),
    "dug_card": _("The matching card found"),
    "hand_free_card": _("Free card in the hand phase"),
    "stalemate": _("When a turn is stuck"),
    "decks": _("Decks"),
    "two_phase": _("Two-phase variant"),
    "max_turns": _("Stop after at most this many turns"),
}


def _value_labels() -> dict[str, dict[str, StrOrPromise]]:
    """Each option's allowed values as they appear in a URL, with their words."""
    yes_no: dict[str, StrOrPromise] = {"true": _("yes"), "false": _("no")}
    return {
        "match": {"suit": _("suit"), "colour": _("colour")},
        "max_draws": {
            "none": _("no limit"),
            **{str(n): str(n) for n in range(1, sika.MAX_DRAWS_LIMIT + 1)},
        },
        "hand_phase": {"true": _("played"), "false": _("left out")},
        "hand_source": {"dig": _("the centre pile (dig)"), "recycle": _("a draw pile")},
        "dug_card": {"play": _("is played"), "keep": _("stays in the hand")},
        "hand_free_card": yes_no,
        "stalemate": {
            "fewest_cards": _("fewest cards wins"),
            "free_lead": _("free lead after a whole round"),
        },
        "decks": {"1": "1", "2": "2"},
        "two_phase": yes_no,
    }


OPTIONS = tuple(OPTION_LABELS)


def _url_value(value: object) -> str:
    """An option value as written in a URL: ``true``, ``none``, ``recycle``, ``3``."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def game_url(
    preset: str,
    rules_overrides: Mapping[str, object] | None = None,
    players: int = DEFAULT_PLAYERS,
    seed: int = 0,
    *,
    policy: str = "lowest",
    step: int | None = None,
) -> str:
    """The any-game page for these rules, e.g. "step through a sample game with them".

    ``rules_overrides`` are engine options (sika.md section 6) as the engine
    takes them (``{"max_draws": 3, "hand_free_card": False}``); values equal to
    the preset's are left out of the URL.
    """
    query: list[tuple[str, str]] = [
        ("preset", preset),
        ("players", str(players)),
        ("seed", str(seed)),
    ]
    base = sika.make_rules(preset).as_dict()
    overrides = rules_overrides or {}
    for option in OPTIONS:
        if option in overrides and _url_value(overrides[option]) != _url_value(base[option]):
            query.append((option, _url_value(overrides[option])))
    if policy != "lowest":
        query.append(("policy", policy))
    if step is not None:
        query.append(("step", str(step)))
    return f"{reverse('tutorials:sika_game')}?{urlencode(query)}"


# ---------------------------------------------------------------------------
# Bad input


class BadInput(Exception):
    """A parameter the page cannot use; ``status`` 400 (malformed) or 404 (no such step)."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


def _error(request: HttpRequest, error: BadInput) -> HttpResponse:
    return render(
        request,
        "tutorials/examples/error.html",
        {"message": error.message, "status": error.status},
        status=error.status,
    )


_DIGITS = re.compile(r"[0-9]{1,9}")


def _whole(value: str) -> int | None:
    return int(value) if _DIGITS.fullmatch(value) else None


def _step(request: HttpRequest, total: int) -> int:
    raw = request.GET.get("step", "0")
    step = _whole(raw) if len(raw) <= 9 else None
    if step is None:
        if raw.isdigit():  # a very long number: no such step
            raise BadInput(_no_step(total), 404)
        raise BadInput(
            gettext("The step must be a whole number from 0 to %(last)d, not “%(value)s”.")
            % {"last": total, "value": raw[:40]}
        )
    if step > total:
        raise BadInput(_no_step(total), 404)
    return step


def _no_step(total: int) -> str:
    return gettext("There is no such step: the last one is step %(last)d.") % {"last": total}


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


def _render(request: HttpRequest, template: str, context: dict[str, object]) -> HttpResponse:
    # A history restore after a cache miss needs the whole page, not the partial.
    htmx = getattr(request, "htmx", None)
    if htmx and not htmx.history_restore_request:
        return render(request, f"{template}#step", {**context, "oob": True})
    return render(request, template, context)


# ---------------------------------------------------------------------------
# Views


@require_GET
def examples_index(request: HttpRequest) -> HttpResponse:
    groups = [
        (title, [example for example in EXAMPLES if example.group == key]) for key, title in GROUPS
    ]
    return render(
        request,
        "tutorials/examples/index.html",
        {"groups": groups, "game_url": game_url("perussika")},
    )


@functools.cache
def _section_titles() -> dict[str, str | Promise]:
    from tutorials.views.rules import PAGES

    return {s.anchor: s.title for page in PAGES for s in page.sections}


def _section_links(slugs: Sequence[str]) -> list[tuple[str | Promise, str]]:
    """Links to the rules sections, titled as the rules pages title them."""
    titles = _section_titles()
    return [(titles.get(anchor, anchor), anchors.section_url(anchor)) for anchor in slugs]


@require_GET
@vary_on_headers("HX-Request")
def example(request: HttpRequest, slug: str) -> HttpResponse:
    found = BY_SLUG.get(slug)
    if found is None:
        return _error(
            request,
            BadInput(
                gettext("There is no worked example called “%(slug)s”.") % {"slug": slug[:60]}, 404
            ),
        )
    total = example_total(found)
    try:
        step = _step(request, total)
    except BadInput as error:
        return _error(request, error)
    games = tuple(
        step_view(scenario(game.scenario), scenario(game.scenario).players, step, game.label)
        for game in found.games
    )
    context = {
        "example": found,
        "stepper": _stepper([], step, total, games),
        "moments": [(label, f"?step={at}") for label, at in moment_steps(found)],
        "rules_links": _section_links(found.sections),
        "related": [BY_SLUG[s] for s in found.related],
    }
    return _render(request, "tutorials/examples/example.html", context)


@dataclass(frozen=True)
class Field:
    """One option of the any-game form."""

    name: str
    label: StrOrPromise
    value: str  # as chosen, "" for the preset's value
    choices: tuple[tuple[str, StrOrPromise], ...]  # empty: a number input
    preset_value: str


def _game_input(request: HttpRequest) -> tuple[Scenario, list[tuple[str, str]], str]:
    """The game the query asks for, its normalized query, and the preset's name."""
    get = request.GET
    preset = get.get("preset", "perussika") or "perussika"
    if preset not in sika.PRESETS:
        raise BadInput(
            gettext("There are no rules called “%(value)s”. Choose one of: %(choices)s.")
            % {"value": preset[:40], "choices": ", ".join(sika.PRESETS)}
        )
    labels = _value_labels()
    overrides: dict[str, object] = {}
    query: list[tuple[str, str]] = [("preset", preset)]
    chosen: list[tuple[str, str]] = []
    for option in OPTIONS:
        raw = get.get(option, "")
        if raw == "":
            continue
        if option == "max_turns":
            turns = _whole(raw)
            if turns is None or not 1 <= turns <= MAX_TURNS:
                raise BadInput(
                    gettext(
                        "The rule “%(option)s” takes a whole number from 1 to %(max)d, "
                        "not “%(value)s”."
                    )
                    % {"option": option, "max": MAX_TURNS, "value": raw[:40]}
                )
            overrides[option] = turns
        elif raw not in labels[option]:
            raise BadInput(
                gettext(
                    "The rule “%(option)s” cannot be “%(value)s”. It takes one of: %(choices)s."
                )
                % {"option": option, "value": raw[:40], "choices": ", ".join(labels[option])}
            )
        else:
            overrides[option] = raw
        chosen.append((option, raw))
    rules = sika.make_rules(preset, overrides)
    if rules.max_turns > MAX_TURNS:
        rules = sika.make_rules(preset, {**overrides, "max_turns": MAX_TURNS})
    raw_players = get.get("players", str(DEFAULT_PLAYERS)) or str(DEFAULT_PLAYERS)
    players = _whole(raw_players)
    if players is None or not sika.MIN_PLAYERS <= players <= rules.max_players:
        raise BadInput(
            gettext(
                "The number of players must be a whole number from %(min)d to %(max)d "
                "with these rules, not “%(value)s”."
            )
            % {"min": sika.MIN_PLAYERS, "max": rules.max_players, "value": raw_players[:40]}
        )
    raw_seed = get.get("seed", "0") or "0"
    seed = _whole(raw_seed)
    if seed is None or seed > MAX_SEED:
        raise BadInput(
            gettext("The seed must be a whole number from 0 to %(max)d, not “%(value)s”.")
            % {"max": MAX_SEED, "value": raw_seed[:40]}
        )
    policy = get.get("policy", "lowest") or "lowest"
    if policy not in sika.POLICIES:
        raise BadInput(
            gettext("There is no way of playing called “%(value)s”. Choose one of: %(choices)s.")
            % {"value": policy[:40], "choices": ", ".join(sika.POLICIES)}
        )
    query += [("players", str(players)), ("seed", str(seed)), *chosen]
    if policy != "lowest":
        query.append(("policy", policy))
    # Translators: a generic player name on the any-game page: "Pelaaja 1".
    names = tuple(gettext("Player %(number)d") % {"number": n + 1} for n in range(players))
    game = Scenario(rules=rules, players=names, seed=seed, policy=policy, preset=preset)
    return game, query, preset


def _fields(request: HttpRequest, preset: str) -> list[Field]:
    labels = _value_labels()
    base = sika.PRESETS.get(preset, sika.PERUSSIKA).as_dict()
    fields = []
    for option in OPTIONS:
        words = labels.get(option, {})
        choices = tuple(words.items())
        fields.append(
            Field(
                name=option,
                label=OPTION_LABELS[option],
                value=request.GET.get(option, "")[:40],
                choices=choices,
                preset_value=str(words.get(_url_value(base[option]), base[option])),
            )
        )
    return fields


@require_GET
@vary_on_headers("HX-Request")
def sika_game(request: HttpRequest) -> HttpResponse:
    try:
        game, query, preset = _game_input(request)
        total = total_steps(game)
        step = _step(request, total)
    except BadInput as error:
        return _error(request, error)
    view = step_view(game, game.players, step)
    context = {
        "stepper": _stepper(query, step, total, (view,)),
        "fields": _fields(request, preset),
        "presets": list(PRESET_LABELS.items()),
        "policies": list(POLICY_LABELS.items()),
        "preset": preset,
        "players": len(game.players),
        "seed": game.seed,
        "policy": game.policy,
        "max_players": 16,
        "home_version_crowded": preset == "kotiversio" and len(game.players) > 6,
        "share_url": f"{reverse('tutorials:sika_game')}?{urlencode([*query, ('step', str(step))])}",
    }
    return _render(request, "tutorials/examples/game.html", context)
