"""Any game under any rules: the form of the any-game page, and links to a game.

Everything comes from the engine's descriptor (``games.find_game(pack.engine)``:
presets, option schema, player range, default policy) and the pack's words
(``pack.words``); nothing here names a game. ``game_input`` reads a query
string into a game (``BadInput`` when it cannot), ``fields`` lists the single
rules the form offers, ``game_url`` links to a game, e.g. "step through a
sample game with these rules".
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol
from urllib.parse import urlencode

from django import forms
from django.http import QueryDict
from django.urls import reverse
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

import games
from games.core import Game, PlayersError, RulesError, rules_dict
from games.options import Kind, OptionSpec
from games.scenario import Scenario
from tutorials.budget import MAX_TURNS, over_budget
from tutorials.errors import BadInput
from tutorials.fields import WholeNumberField
from tutorials.game_words import FORMER_LEVELS, GameWords
from tutorials.stepper import form_error

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise
else:
    StrOrPromise = str

MAX_SEED = 999_999_999  # the one limit of a shuffle number on the site
MAX_LISTED = 100  # an optional number with a longer range is typed in, not chosen
DEFAULT_PLAYERS = 4  # or the most the rules take, if fewer
# Every seat of a game here plays the same level and the page records the whole
# game: the searching level (it plays each choice out many times) would outrun
# the page's budget, so these games offer the levels that do not search.
SEARCHING = "mestari"


class GamePack(Protocol):
    """What the any-game form reads of a game's pack (``tutorials.packs.base.GamePack``)."""

    @property
    def engine(self) -> str: ...
    @property
    def words(self) -> GameWords: ...
    @property
    def preset_players(self) -> Mapping[str, tuple[int, int]]: ...
    def url_name(self, name: str) -> str: ...


@dataclass(frozen=True)
class Field:
    """One option of the any-game form, as the page shows it."""

    name: str
    label: StrOrPromise
    value: str  # as chosen, "" for the preset's value
    choices: tuple[tuple[str, StrOrPromise], ...]  # empty: a number input
    preset_value: str
    low: int | None = None  # a number input's limits, from the option schema
    high: int | None = None


def url_value(value: object) -> str:
    """An option value as a URL, the checklist and ``make_rules`` write it: ``true``, ``none``,
    ``recycle``, ``3``."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(getattr(value, "value", value))


def option_codes(spec: OptionSpec) -> tuple[str, ...]:
    """An option's values as a URL writes them; () for a number typed in."""
    # A short range is a list to pick from; a long one (a target score) is typed in,
    # and left empty it keeps the preset's value.
    if spec.kind is Kind.OPTIONAL_INT and spec.high - spec.low < MAX_LISTED:
        return ("none", *(str(n) for n in range(spec.low, spec.high + 1)))
    if spec.kind in (Kind.OPTIONAL_INT, Kind.INT):
        return ()
    return spec.codes


def most_players(game: Game) -> int:
    """The most players any rules of the game take: a preset with any one option changed."""
    return _most_players(game.name)


@functools.cache
def _most_players(name: str) -> int:
    game = games.find_game(name)
    most = 0
    for preset in game.presets:
        changes: list[dict[str, object]] = [{}]
        for spec in game.options:
            codes = spec.codes if spec.kind in (Kind.CHOICE, Kind.BOOL) else (str(spec.high),)
            changes.extend({spec.key: code} for code in codes)
        for change in changes:
            try:
                most = max(most, game.make_rules(preset, change).max_players)
            except RulesError:  # a change the preset does not take
                continue
    return most


def player_range(game: Game) -> range:
    """Every number of players some rules of the game take."""
    return range(game.min_players, most_players(game) + 1)


def sample_levels(words: GameWords) -> list[tuple[str, StrOrPromise]]:
    """The levels the players of a game here may play at, as the form offers them."""
    return [(level.key, level.name) for level in words.levels if level.key != SEARCHING]


def _choice_field(
    label: StrOrPromise,
    choices: Sequence[tuple[str, StrOrPromise]],
    accepted: Sequence[tuple[str, StrOrPromise]] = (),
) -> forms.ChoiceField:
    """A choice of ``choices`` (named in its error message), or of ``accepted`` (not named)."""
    codes = ", ".join(code for code, _words in choices if code)
    return forms.ChoiceField(
        label=label,
        choices=[*choices, *accepted],
        required=False,
        # The visitor's value is not repeated: it may be anything, of any length.
        error_messages={"invalid_choice": gettext("Choose one of: %s.") % codes},
    )


class GameForm(forms.Form):
    """The any-game query: preset, players, seed, policy, and every option of the schema."""

    def __init__(self, data: QueryDict, game: Game, words: GameWords) -> None:
        super().__init__(data)
        self.game = game
        self.words = words
        self.fields["preset"] = _choice_field(_("Rules"), list(words.presets.items()))
        self.fields["players"] = WholeNumberField(
            label=_("Players"),
            min_value=game.min_players,
            max_value=most_players(game),
            required=False,
        )
        self.fields["seed"] = WholeNumberField(
            label=_("Deal number"), min_value=0, max_value=MAX_SEED, required=False
        )
        # The former policy names are accepted too: old links keep their game.
        former = [(old, words.policies[old]) for old in FORMER_LEVELS]
        self.fields["policy"] = _choice_field(_("The players' level"), sample_levels(words), former)
        for spec in game.options:
            label = words.options.get(spec.key, spec.key)
            codes = option_codes(spec)
            if codes:
                named = words.values.get(spec.key, {})
                self.fields[spec.key] = _choice_field(
                    label, [("", ""), *((code, named.get(code, code)) for code in codes)]
                )
            else:
                self.fields[spec.key] = WholeNumberField(
                    label=label,
                    min_value=spec.low,
                    max_value=min(spec.high, MAX_TURNS),
                    required=False,
                )

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if self.errors:
            return data
        game = self.game
        preset = data.get("preset") or game.default_preset
        overrides = {
            spec.key: data[spec.key]
            for spec in game.options
            if data.get(spec.key) not in (None, "")
        }
        try:
            rules = game.make_rules(preset, overrides)
            # A preset may allow longer games than the site records: capped, not refused.
            capped = {
                spec.key: MAX_TURNS
                for spec in game.options
                if spec.kind is Kind.INT and getattr(rules, spec.key) > MAX_TURNS
            }
            if capped:
                rules = game.make_rules(preset, {**overrides, **capped})
        except RulesError:
            raise forms.ValidationError(gettext("These rules do not go together.")) from None
        players = data.get("players") or min(DEFAULT_PLAYERS, rules.max_players)
        try:
            game.check_players(rules, players)
        except PlayersError as error:
            self.add_error(
                "players",
                gettext("These rules take %(low)d to %(high)d players.")
                % {"low": error.low, "high": error.high},
            )
            return data
        # The page records the whole game: one that would outrun the budget is refused here.
        policy = data.get("policy") or game.default_policy
        seed = data.get("seed") or 0
        over = over_budget(game, preset, overrides, rules, players, seed, policy)
        if over is not None:
            raise forms.ValidationError(over.message(self.words.options))
        data.update(rules=rules, preset=preset, players=players, overrides=overrides)
        return data


@functools.cache
def query_names(pack: GamePack) -> tuple[str, ...]:
    """The parameters the any-game page reads: its form's fields and the step."""
    form = GameForm(QueryDict(), games.find_game(pack.engine), pack.words)
    return (*form.fields, "step")


def game_input(pack: GamePack, get: QueryDict) -> tuple[Scenario, list[tuple[str, str]], str]:
    """The game the query asks for, its normalized query, and the preset's name."""
    game = games.find_game(pack.engine)
    form = GameForm(get, game, pack.words)
    if not form.is_valid():
        errors = form.non_field_errors()
        raise BadInput(str(errors[0])) if errors else form_error(form)
    data = form.cleaned_data
    preset: str = data["preset"]
    players: int = data["players"]
    seed: int = data["seed"] or 0
    policy: str = data["policy"] or game.default_policy
    chosen = [
        (spec.key, url_value(data[spec.key]))
        for spec in game.options
        if data.get(spec.key) not in (None, "")
    ]
    query = [("preset", preset), ("players", str(players)), ("seed", str(seed)), *chosen]
    if policy != game.default_policy:
        query.append(("policy", policy))
    # Translators: a generic player name on the any-game page: "Pelaaja 1".
    names = tuple(gettext("Player %(number)d") % {"number": n + 1} for n in range(players))
    scenario = Scenario(
        rules=data["rules"], players=names, seed=seed, policy=policy, preset=preset, game=game.name
    )
    return scenario, query, preset


def fields(pack: GamePack, get: QueryDict, preset: str) -> list[Field]:
    """The single rules the form offers, each with the chosen preset's value in words."""
    game = games.find_game(pack.engine)
    base = rules_dict(game.presets.get(preset, game.presets[game.default_preset]))
    found = []
    for spec in game.options:
        words = pack.words.values.get(spec.key, {})
        codes = option_codes(spec)
        shown = url_value(base[spec.key])
        found.append(
            Field(
                name=spec.key,
                label=pack.words.options.get(spec.key, spec.key),
                value=get.get(spec.key, "")[:40],
                choices=tuple((code, words.get(code, code)) for code in codes),
                preset_value=str(words.get(shown, shown)),
                low=None if codes else spec.low,
                high=None if codes else min(spec.high, MAX_TURNS),
            )
        )
    return found


def game_url(
    pack: GamePack,
    preset: str | None = None,
    overrides: Mapping[str, object] | None = None,
    players: int = DEFAULT_PLAYERS,
    seed: int = 0,
    *,
    policy: str | None = None,
    step: int | None = None,
) -> str:
    """The any-game page for these rules (default: the game's default preset).

    ``overrides`` are engine options as the engine takes them or as a URL writes
    them (``{"max_draws": 3}``, ``{"exchange": "false"}``); values equal to the
    preset's are left out of the URL.
    """
    game = games.find_game(pack.engine)
    preset = preset or game.default_preset
    query = [("preset", preset), ("players", str(players)), ("seed", str(seed))]
    base = rules_dict(game.make_rules(preset, None))
    given = overrides or {}
    for spec in game.options:  # the URL's order: the schema's
        if spec.key in given and url_value(given[spec.key]) != url_value(base[spec.key]):
            query.append((spec.key, url_value(given[spec.key])))
    if policy is not None and policy != game.default_policy:
        query.append(("policy", policy))
    if step is not None:
        query.append(("step", str(step)))
    return f"{reverse(pack.url_name('game'))}?{urlencode(query)}"


def crowded_note(pack: GamePack, preset: str, players: int) -> str | None:
    """A word when the preset is written for fewer players than play (the game is dealt)."""
    low, high = pack.preset_players.get(preset, (0, players))
    if low <= players <= high:
        return None
    return gettext(
        "“%(rules)s” is written for %(low)s to %(high)s players; the game is dealt anyway."
    ) % {"rules": pack.words.presets.get(preset, preset), "low": low, "high": high}
