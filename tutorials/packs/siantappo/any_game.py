"""The any-game page of siantappo: its inputs, their words, and its links.

The form is the one the option schema generates (``tutorials.stepper.GameForm``);
this module only names the rules, the ways of playing and the option values.
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
from games import siantappo
from games.scenario import Scenario
from tutorials.checklist import option_text
from tutorials.stepper import Field, GameForm, GameFormWords, form_error, option_codes

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise
else:
    StrOrPromise = str

GAME = games.find_game("siantappo")
DEFAULT_PRESET = siantappo.DEFAULT_PRESET
MAX_PLAYERS = siantappo.MAX_PLAYERS
DEFAULT_PLAYERS = 4
MAX_TURNS = 1000  # siantappo has no turn limit of its own; every game ends well before

PRESET_LABELS: dict[str, StrOrPromise] = {
    "perussiantappo": _("Siantappo as on the rules page"),
}
POLICY_LABELS: dict[str, StrOrPromise] = {
    "lowest": _("The weakest play first"),
    "random": _("At random"),
    "heuristic": _("Saving twos and bombs for the end"),
}
OPTION_LABELS: dict[str, StrOrPromise] = {
    "exchange": _("Card exchange between games"),
    "first_lead": _("The first lead of a series"),
    # Translators: the series option changes only the simulated figures, not one game.
    "series": _("A series (for the house-rules figures only)"),
}


def _value_labels() -> dict[str, dict[str, StrOrPromise]]:
    return {
        "exchange": {"true": _("yes"), "false": _("no")},
        "first_lead": {
            "with_3c": _("must contain the three of clubs"),
            "holder": _("its holder starts with any play"),
        },
        "series": {"true": _("yes"), "false": _("no")},
    }


def game_url(
    preset: str = DEFAULT_PRESET,
    rules_overrides: Mapping[str, object] | None = None,
    players: int = DEFAULT_PLAYERS,
    seed: int = 0,
    *,
    policy: str = "lowest",
    step: int | None = None,
) -> str:
    """The any-game page for these rules; values equal to the preset's are left out."""
    query: list[tuple[str, str]] = [
        ("preset", preset),
        ("players", str(players)),
        ("seed", str(seed)),
    ]
    base = siantappo.make_rules(preset).as_dict()
    for key, value in (rules_overrides or {}).items():
        if key in OPTION_LABELS and option_text(value) != option_text(base[key]):
            query.append((key, option_text(value)))
    if policy != GAME.default_policy:
        query.append(("policy", policy))
    if step is not None:
        query.append(("step", str(step)))
    return f"{reverse('siantappo:game')}?{urlencode(query)}"


def crowded_note(preset: str, players: int) -> str | None:
    """Siantappo's rules are written for every number of players the form allows."""
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
    chosen = [(key, str(data[key])) for key in OPTION_LABELS if data.get(key) not in (None, "")]
    query = [("preset", preset), ("players", str(players)), ("seed", str(seed)), *chosen]
    if policy != GAME.default_policy:
        query.append(("policy", policy))
    # Translators: a generic player name on the any-game page: "Pelaaja 1".
    names = tuple(gettext("Player %(number)d") % {"number": n + 1} for n in range(players))
    game = Scenario(
        rules=data["rules"],
        players=names,
        seed=seed,
        policy=policy,
        preset=preset,
        game=GAME.name,
    )
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
                preset_value=str(words.get(option_text(base[spec.key]), base[spec.key])),
            )
        )
    return found
