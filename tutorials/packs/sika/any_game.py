"""The any-game page of sika: its inputs, their words, and its links.

``game_input`` reads the query string through the form the option schema
generates (``tutorials.stepper.GameForm``; ``BadInput`` when it cannot),
``fields`` lists the single rules the form offers, and ``game_url`` links to
a game, e.g. "step through a sample game with them".
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING
from urllib.parse import urlencode

from django.http import QueryDict
from django.urls import reverse
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

import games
from games.options import spec_of
from games.scenario import Scenario
from tutorials.stepper import Field, GameForm, GameFormWords, form_error, option_codes, url_value

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise
else:
    StrOrPromise = str

GAME = games.find_game("sika")
DEFAULT_PRESET = GAME.default_preset
MAX_PLAYERS = 16  # eight a deck, two decks at most


# The any-game page replays the whole game on each request; this keeps that quick.
MAX_TURNS = 5000
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
            # The numbers speak for themselves: the schema's range, written as is.
            **{code: code for code in option_codes(spec_of(GAME.options, "max_draws"))[1:]},
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


OPTIONS = tuple(spec.key for spec in GAME.options)  # the URL's order: the schema's


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
    base = GAME.make_rules(preset, {}).as_dict()
    overrides = rules_overrides or {}
    for option in OPTIONS:
        if option in overrides and url_value(overrides[option]) != url_value(base[option]):
            query.append((option, url_value(overrides[option])))
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


def _words() -> GameFormWords:
    return GameFormWords(
        presets=PRESET_LABELS,
        policies=POLICY_LABELS,
        options=OPTION_LABELS,
        values=_value_labels(),
        max_players=MAX_PLAYERS,
        max_turns=MAX_TURNS,
    )


def game_input(get: QueryDict) -> tuple[Scenario, list[tuple[str, str]], str]:
    """The game the query asks for, its normalized query, and the preset's name."""
    form = GameForm(get, GAME, _words())
    if not form.is_valid():
        raise form_error(form)
    data = form.cleaned_data
    preset: str = data["preset"]
    players: int = data["players"]
    seed: int = data["seed"] or 0
    policy: str = data["policy"] or GAME.default_policy
    chosen = [(key, str(data[key])) for key in OPTIONS if data.get(key) not in (None, "")]
    query = [("preset", preset), ("players", str(players)), ("seed", str(seed)), *chosen]
    if policy != GAME.default_policy:
        query.append(("policy", policy))
    # Translators: a generic player name on the any-game page: "Pelaaja 1".
    names = tuple(gettext("Player %(number)d") % {"number": n + 1} for n in range(players))
    game = Scenario(rules=data["rules"], players=names, seed=seed, policy=policy, preset=preset)
    return game, query, preset


def fields(get: QueryDict, preset: str) -> list[Field]:
    labels = _value_labels()
    base = GAME.presets.get(preset, GAME.presets[DEFAULT_PRESET]).as_dict()
    found = []
    for spec in GAME.options:
        words = labels.get(spec.key, {})
        codes = option_codes(spec)
        found.append(
            Field(
                name=spec.key,
                label=OPTION_LABELS[spec.key],
                value=get.get(spec.key, "")[:40],
                choices=tuple((code, words.get(code, code)) for code in codes),
                preset_value=str(words.get(url_value(base[spec.key]), base[spec.key])),
                low=None if codes else spec.low,
                high=None if codes else min(spec.high, MAX_TURNS),
            )
        )
    return found
