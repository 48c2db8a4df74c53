"""The any-game page of sika: its inputs, their words, and its links.

``game_input`` reads the query string into an engine game (``BadInput`` when
it cannot), ``fields`` lists the single rules the form offers, and
``game_url`` links to a game, e.g. "step through a sample game with them".
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import urlencode

from django.http import QueryDict
from django.urls import reverse
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from games import sika
from games.scenario import Scenario
from tutorials.stepper import BadInput, whole

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise
else:
    StrOrPromise = str

DEFAULT_PRESET = "perussika"
MAX_PLAYERS = 16  # eight a deck, two decks at most


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
    preset: str = DEFAULT_PRESET,
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
    return f"{reverse('sika:game')}?{urlencode(query)}"


def crowded_note(preset: str, players: int) -> str | None:
    """A word of warning when the rules chosen are written for fewer players."""
    if preset == "kotiversio" and players > 6:
        return gettext(
            "The home version is written for two to six players; the engine lets more play."
        )
    return None


@dataclass(frozen=True)
class Field:
    """One option of the any-game form."""

    name: str
    label: StrOrPromise
    value: str  # as chosen, "" for the preset's value
    choices: tuple[tuple[str, StrOrPromise], ...]  # empty: a number input
    preset_value: str


def game_input(get: QueryDict) -> tuple[Scenario, list[tuple[str, str]], str]:
    """The game the query asks for, its normalized query, and the preset's name."""
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
            turns = whole(raw)
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
    players = whole(raw_players)
    if players is None or not sika.MIN_PLAYERS <= players <= rules.max_players:
        raise BadInput(
            gettext(
                "The number of players must be a whole number from %(min)d to %(max)d "
                "with these rules, not “%(value)s”."
            )
            % {"min": sika.MIN_PLAYERS, "max": rules.max_players, "value": raw_players[:40]}
        )
    raw_seed = get.get("seed", "0") or "0"
    seed = whole(raw_seed)
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


def fields(get: QueryDict, preset: str) -> list[Field]:
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
                value=get.get(option, "")[:40],
                choices=choices,
                preset_value=str(words.get(_url_value(base[option]), base[option])),
            )
        )
    return fields
