"""The any-game page of ristiseiska: its inputs, their words, and its links.

``game_input`` reads the query string through the form the option schema
generates (``tutorials.stepper.GameForm``; ``BadInput`` when it cannot), so any
combination of options the engine accepts can be stepped through.
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
from games import ristiseiska as rs
from games.core import PlayersError
from games.scenario import Scenario
from tutorials.errors import BadInput
from tutorials.stepper import Field, GameForm, GameFormWords, form_error, option_codes, url_value

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise
else:
    StrOrPromise = str

DEFAULT_PRESET = rs.DEFAULT_PRESET
MAX_PLAYERS = 16  # eight a deck, two decks at most
MAX_TURNS = 5000  # the page replays the whole game: this keeps that quick
DEFAULT_PLAYERS = 4

PRESET_LABELS: dict[str, StrOrPromise] = {
    "ristiseiska": _("Ristiseiska: the last player loses"),
    "pisteet": _("Points: the first player out ends the game"),
    "pantti": _("The token"),
    "ristikasi": _("Ristikasi"),
    "kaksi_pakkaa": _("Two decks"),
    "jokerit": _("Two jokers"),
}
POLICY_LABELS: dict[str, StrOrPromise] = {
    "lowest": _("The lowest card first"),
    "random": _("At random"),
    "heuristic": _("As the strategy tips advise"),
}
OPTION_LABELS: dict[str, StrOrPromise] = {
    "end": _("The game ends"),
    "scoring": _("Points for the cards left"),
    "eight_before_six": _("The eight before the six"),
    "first_ace": _("The first ace decides its end"),
    "pantti": _("The token instead of asking"),
    "holding": _("Holding back"),
    "ristikasi": _("Ristikasi (the eight of clubs starts)"),
    "decks": _("Decks"),
    "jokers": _("Jokers"),
    "target": _("Play deals up to this many points"),
    "max_turns": _("Stop after at most this many turns"),
}


def _value_labels() -> dict[str, dict[str, StrOrPromise]]:
    yes_no: dict[str, StrOrPromise] = {"true": _("yes"), "false": _("no")}
    return {
        "end": {"last": _("when one player is left"), "first_out": _("at the first player out")},
        "scoring": {"face": _("face value"), "count": _("one a card")},
        "eight_before_six": yes_no,
        "first_ace": yes_no,
        "pantti": yes_no,
        "holding": {"none": _("never allowed"), "sevens_only": _("allowed, except sevens")},
        "ristikasi": yes_no,
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
    base = rs.make_rules(preset).as_dict()
    for option, value in (rules_overrides or {}).items():
        if option in base and url_value(value) != url_value(base[option]):
            query.append((option, url_value(value)))
    if policy != "lowest":
        query.append(("policy", policy))
    if step is not None:
        query.append(("step", str(step)))
    return f"{reverse('ristiseiska:game')}?{urlencode(query)}"


def crowded_note(preset: str, players: int) -> str | None:
    """A word when the rules chosen are written for fewer players."""
    if players > 8 and preset != "kaksi_pakkaa":
        return gettext("More than eight players is a lot for one deck; two decks suit better.")
    return None


GAME = games.find_game("ristiseiska")


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
    rules: rs.Rules = data["rules"]
    try:
        GAME.check_players(rules, players)
    except PlayersError:
        raise BadInput(
            gettext("These rules take %(low)d to %(high)d players.")
            % {"low": rules.min_players, "high": rules.max_players}
        ) from None
    seed: int = data["seed"] or 0
    policy: str = data["policy"] or GAME.default_policy
    chosen = [
        (key, url_value(data[key])) for key in OPTION_LABELS if data.get(key) not in (None, "")
    ]
    query = [("preset", preset), ("players", str(players)), ("seed", str(seed)), *chosen]
    if policy != GAME.default_policy:
        query.append(("policy", policy))
    # Translators: a generic player name on the any-game page: "Pelaaja 1".
    names = tuple(gettext("Player %(number)d") % {"number": n + 1} for n in range(players))
    game = Scenario(
        rules=rules, players=names, seed=seed, policy=policy, preset=preset, game="ristiseiska"
    )
    return game, query, preset


def fields(get: QueryDict, preset: str) -> list[Field]:
    labels = _value_labels()
    base = GAME.presets.get(preset, GAME.presets[DEFAULT_PRESET]).as_dict()
    found = []
    for spec in GAME.options:
        words = labels.get(spec.key, {})
        codes = option_codes(spec)
        shown = url_value(base[spec.key])
        found.append(
            Field(
                name=spec.key,
                label=OPTION_LABELS[spec.key],
                value=get.get(spec.key, "")[:40],
                choices=tuple((code, words.get(code, code)) for code in codes),
                preset_value=str(words.get(shown, gettext("none") if shown == "none" else shown)),
                low=None if codes else spec.low,
                high=None if codes else min(spec.high, MAX_TURNS),
            )
        )
    return found
