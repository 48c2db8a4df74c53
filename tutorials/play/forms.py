"""The forms of "play a game" and "try it": every parameter of their pages goes through one."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from django import forms
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from games.core import Game, PlayersError, RulesError
from tutorials.budget import TRIAL_SEED, over_budget, play_turns
from tutorials.errors import BadInput
from tutorials.fields import WholeNumberField
from tutorials.game_words import DEFAULT_LEVEL
from tutorials.play.costly import ATTEMPTS as COSTLY_ATTEMPTS
from tutorials.play.sealing import MAX_TOKEN
from tutorials.play.setup import MAX_CHOICES, MAX_NAME, RECORDED, human_seats
from tutorials.stepper import form_error

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise
else:
    StrOrPromise = str

MAX_STEP = 100_000
# A typed name: letters, and spaces, hyphens or apostrophes between them (Anna-Liisa,
# Anna Maria). No digits: a name ending in one would be read as "Pelaaja 2".
_NAME = re.compile(r"[^\W\d_]+(?:[ '’-][^\W\d_]+)*")


def _check_name(value: str) -> None:
    name = " ".join(value.split())
    if name and not _NAME.fullmatch(name):
        raise forms.ValidationError(
            gettext("A name is written with letters only: “%(value)s” is not a name.")
            % {"value": name[:MAX_NAME]}
        )


def _tidy_name(value: str) -> str:
    """A checked name with single spaces and a capital first letter (liisa -> Liisa)."""
    name = " ".join(value.split())
    return name[:1].upper() + name[1:]


class StartForm(forms.Form):
    """The rules, the number of players and the computer players' style.

    Single options of the rules (from a house-rules checklist or sheet) come
    as extra fields named as the engine's options, written as the any-game
    page writes them (``max_draws=3``).
    """

    def __init__(
        self,
        data: Mapping[str, object] | None,
        game: Game,
        presets: Mapping[str, StrOrPromise],
        policies: Mapping[str, StrOrPromise],
        max_players: int,
        labels: Mapping[str, StrOrPromise] | None = None,
    ) -> None:
        super().__init__(data)
        self.game = game
        self.labels = labels or {}
        self.over_budget = False
        self.fields["preset"] = forms.ChoiceField(
            label=_("Rules"), choices=list(presets.items()), initial=game.default_preset
        )
        self.fields["players"] = WholeNumberField(
            label=_("Players"), min_value=game.min_players, max_value=max_players, initial=4
        )
        self.fields["policy"] = forms.ChoiceField(
            label=_("The computer players play"),
            choices=list(policies.items()),
            widget=forms.RadioSelect,
            initial=DEFAULT_LEVEL,
        )
        self.fields["every"] = forms.BooleanField(
            label=_("I decide every choice myself"),
            help_text=_(
                "Otherwise, where all your moves are equally good (the game after one is the "
                "game after another with two cards swapped), one is made for you and the turns "
                "say so."
            ),
            required=False,
        )
        self.fields["people"] = WholeNumberField(
            label=_("People playing at this device"),
            min_value=1,
            max_value=max_players,
            initial=1,
            required=False,
        )
        self.name_fields = tuple(f"name_{number}" for number in range(1, max_players + 1))
        for number in range(1, max_players + 1):
            self.fields[f"name_{number}"] = forms.CharField(
                label=_("Name of player %(number)d") % {"number": number},
                required=False,
                max_length=MAX_NAME,
                validators=[_check_name],
            )
        for spec in game.options:
            if spec.key != "max_turns":
                self.fields[spec.key] = forms.CharField(
                    required=False, max_length=20, widget=forms.HiddenInput
                )

    def overrides(self) -> dict[str, str]:
        return {
            spec.key: self.cleaned_data[spec.key]
            for spec in self.game.options
            if self.cleaned_data.get(spec.key)
        }

    def people(self) -> int:
        return self.cleaned_data.get("people") or 1

    def humans(self) -> tuple[int, ...]:
        """The people's seats."""
        return human_seats(self.cleaned_data["players"], self.people())

    def names(self) -> tuple[str, ...]:
        """The names typed, one per person ("": none); none at all for one person alone."""
        if self.people() == 1:
            return ()
        return tuple(
            _tidy_name(self.cleaned_data[f"name_{n}"]) for n in range(1, self.people() + 1)
        )

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if self.errors:
            return data
        if self.people() > data["players"]:
            raise forms.ValidationError(
                gettext("More people than players: a game of %(players)d has at most %(players)d.")
                % {"players": data["players"]}
            )
        typed = [name.casefold() for name in self.names() if name]
        if len(set(typed)) != len(typed):
            raise forms.ValidationError(
                gettext("Two people have the same name: give each their own.")
            )
        try:
            self.rules = self.game.make_rules(data["preset"], self.overrides())
            self.game.check_players(self.rules, data["players"])
        except PlayersError as error:
            raise forms.ValidationError(
                gettext("These rules take %(low)d to %(high)d players.")
                % {"low": error.low, "high": error.high}
            ) from None
        except RulesError as error:
            raise forms.ValidationError(
                gettext("The rule “%(key)s” cannot be “%(value)s”.")
                % {
                    "key": error.data.get("key", "?"),
                    "value": str(error.data.get("value", ""))[:20],
                }
            ) from None
        # Every move replays the game from the deal: one that outruns the budget is refused.
        # Against a searching player a request also searches: the game may be shorter.
        args = (data["preset"], self.overrides(), self.rules, data["players"])
        limit = play_turns(self.game, data["policy"])
        # A searching player's trial would search a whole game: its playout player plays it.
        policy = RECORDED.get(data["policy"], data["policy"])
        over = over_budget(self.game, *args, TRIAL_SEED, policy, limit)
        if over is not None:
            self.over_budget = True
            raise forms.ValidationError(over.message(self.labels))
        return data


class CardsField(forms.CharField):
    """The cards of a move: one value (a card button, "pass") or several (the checkboxes
    of cards played together), joined by spaces as ``parse_choice`` reads them."""

    widget = forms.MultipleHiddenInput

    def to_python(self, value: object) -> str | None:
        values = value if isinstance(value, list | tuple) else [value]
        return super().to_python(" ".join(str(v) for v in values if v))


class MoveForm(forms.Form):
    """A position (``t``), and maybe a move in it: ``move`` counts the choices made so far;
    ``fits`` is the "show what fits" switch ("0": off; on by default)."""

    # The token's cap, before anything reads it (tutorials.play.sealing).
    t = forms.CharField(max_length=MAX_TOKEN, label=_("Game"))
    move = WholeNumberField(required=False, min_value=0, max_value=MAX_CHOICES, label=_("Move"))
    choice = CardsField(required=False, max_length=400, label=_("Card"))
    hint = forms.BooleanField(required=False)
    fits = forms.ChoiceField(
        required=False, choices=[("1", "1"), ("0", "0")], label=_("Show what fits")
    )
    # Take back the last choice (with ``move``: the choices made so far).
    undo = forms.BooleanField(required=False)
    # Asked on the deciding person's own page at a shared device (an undo there shows their
    # hand again at once; from the hand-over page it hands the device back first).
    ready = forms.BooleanField(required=False)
    # The end page asked again while the costliest choice is weighed (its attempt).
    weighing = WholeNumberField(required=False, min_value=0, max_value=COSTLY_ATTEMPTS)


class ReplayForm(forms.Form):
    """A finished game (``t``) and the step to show."""

    t = forms.CharField(max_length=MAX_TOKEN, label=_("Game"))
    step = WholeNumberField(required=False, min_value=0, max_value=MAX_STEP, label=_("Step"))


class TryForm(forms.Form):
    """The example's step (a decision), and maybe the card(s) chosen and a step after it."""

    step = WholeNumberField(min_value=0, max_value=MAX_STEP, label=_("Step"))
    choice = CardsField(required=False, max_length=400, label=_("Card"))
    at = WholeNumberField(required=False, min_value=0, max_value=MAX_STEP, label=_("Step"))
    hint = forms.BooleanField(required=False)


def invalid(form: forms.Form) -> BadInput:
    """The visitor's reason why ``form`` is invalid: the form's own first, else a field's."""
    errors = form.non_field_errors()
    if errors:
        return BadInput(str(errors[0]))
    return form_error(form)


def parse_choice(game: Game, choice: str) -> tuple[int, ...]:
    """The card codes of a choice field as the engine's cards; BadInput if not cards."""
    try:
        return game.parse_choice(choice.split())
    except ValueError:
        raise BadInput(
            gettext("“%(value)s” is not a card of this game.") % {"value": choice[:20]}
        ) from None
