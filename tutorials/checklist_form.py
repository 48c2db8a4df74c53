"""The checklist's questions and form, and what tampering looks like.

``Checklist.form_class`` makes one per game; its ``clean`` asks the engine
whether the answers go together (``make_rules``, ``check_players``) and words
a refusal at the question it concerns.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol

from django import forms
from django.utils.functional import Promise
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from games.core import Game, PlayersError, Rules, RulesError
from games.options import OptionSpec

# The checklist's steps: the questions, then naming and saving the sheet.
STEPS = ("questions", "save")
NAME_LENGTH = 80
RULES_GROUP = "rules"
TABLE_GROUP = "table"
FIGURES_GROUP = "figures"

RADIO = "radio"
SELECT = "select"
TEXT = "text"

YES_NO = (("true", _("Yes")), ("false", _("No")))


@dataclass(frozen=True)
class Question:
    name: str
    group: str
    text: str | Promise
    help: str | Promise
    anchor: str
    choices: tuple[tuple[str, str | Promise], ...] = ()
    kind: str = RADIO
    max_length: int = 0
    # The engine option the question sets (None for table agreements and the figures).
    option: OptionSpec | None = None
    # A table agreement's usual answer: what a preset's starting point fills in.
    default: str | None = None
    # A reading of the pack's register the question touches, marked after its help ("": none).
    reading: str = ""


class Checks(Protocol):
    """What the form asks of a game's checklist (``tutorials.checklist.Checklist``)."""

    @property
    def questions(self) -> tuple[Question, ...]: ...
    @property
    def rules_questions(self) -> tuple[Question, ...]: ...
    @property
    def start_keys(self) -> tuple[str, ...]: ...
    @property
    def game(self) -> Game: ...
    def answers_rules(self, start: str, answers: Mapping[str, str]) -> Rules: ...
    def refusal(self, error: RulesError) -> tuple[str, str]: ...


# Codes of the refusals a person can make with the page as served.
RULES_CLASH = "rules_clash"
PLAYERS_RANGE = "players_range"


class ChecklistForm(forms.Form):
    """Every question of a game's checklist; answers are plain strings.

    ``Checklist.form_class`` subclasses it with the game's checklist; its one
    cross-check is the engine's: answers it refuses together, or a number of
    players the rules do not take, are a question's error in the game's words.
    """

    checklist: ClassVar[Checks]
    name_required: ClassVar[bool] = False

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        checklist = self.checklist
        self.questions: tuple[Question, ...] = checklist.questions
        self.fields["preset"] = forms.ChoiceField(
            choices=[(key, key) for key in checklist.start_keys]
        )
        self.fields["step"] = forms.ChoiceField(
            choices=[(step, step) for step in STEPS], required=False
        )
        for question in self.questions:
            if question.kind == TEXT:
                self.fields[question.name] = forms.CharField(
                    max_length=question.max_length, required=False
                )
            else:
                self.fields[question.name] = forms.ChoiceField(
                    choices=[(value, value) for value, _label in question.choices]
                )
        self.fields["name"] = forms.CharField(max_length=NAME_LENGTH, required=self.name_required)
        # The save form's one-time key (tutorials.sheets); anything else in it is ignored.
        self.fields["save_key"] = forms.CharField(required=False)

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        checklist = self.checklist
        answers = {key: str(value) for key, value in data.items() if value not in (None, "")}
        start = answers.get("preset", "")
        try:
            rules = checklist.answers_rules(start, answers)
        except RulesError as error:
            question, words = checklist.refusal(error)
            if question in data:
                self.add_error(question, forms.ValidationError(words, code=RULES_CLASH))
            return data
        complete = all(q.name in answers for q in checklist.rules_questions)
        if complete and "players" in answers:
            try:
                checklist.game.check_players(rules, int(answers["players"]))
            except PlayersError as error:
                self.add_error(
                    "players",
                    forms.ValidationError(
                        gettext("These rules take %(low)d to %(high)d players.")
                        % {"low": error.low, "high": error.high},
                        code=PLAYERS_RANGE,
                    ),
                )
        return data

    @classmethod
    def user_errors(cls) -> frozenset[str]:
        """Errors a person can make with the checklist as served (an open question, or
        answers the engine refuses together); any other error means the request was
        not made by our form, e.g. a value outside the offered choices."""
        return frozenset({"required", RULES_CLASH, PLAYERS_RANGE})


def tampered_reasons(form: ChecklistForm, allowed: Callable[[str, str], bool]) -> list[str]:
    """Why the form data cannot have come from our page, one sentence each.

    ``allowed(field, code)`` tells the errors a person can make with the page as served.
    """
    by_name = {question.name: question for question in form.questions}
    reasons = []
    for field, errors in form.errors.as_data().items():
        for error in errors:
            if allowed(field, str(error.code)):
                continue
            value = form.data.get(field, "")
            if field == "preset" and not value:
                reasons.append(gettext("Choose a starting point."))
            elif field == "preset":
                reasons.append(
                    gettext("“%(value)s” is not one of the starting points.") % {"value": value}
                )
            elif field == "step":
                reasons.append(
                    gettext("“%(step)s” is not a step of the checklist.") % {"step": value}
                )
            elif error.code in (RULES_CLASH, PLAYERS_RANGE):
                reasons.append(str(error.messages[0]))
            elif error.code == "max_length":
                label = by_name[field].text if field in by_name else gettext("The name")
                limit = form.fields[field].max_length  # type: ignore[attr-defined]
                reasons.append(
                    gettext("%(question)s The answer is longer than %(limit)s characters.")
                    % {"question": label, "limit": limit}
                )
            elif field in by_name:
                question = by_name[field]
                if error.code == "required":
                    reasons.append(
                        gettext("%(question)s The answer is missing.") % {"question": question.text}
                    )
                else:
                    reasons.append(
                        gettext("%(question)s “%(value)s” is not one of the answers (%(allowed)s).")
                        % {
                            "question": question.text,
                            "value": value,
                            "allowed": ", ".join(v for v, _label in question.choices),
                        }
                    )
            else:
                reasons.append(" ".join(str(m) for m in error.messages))
    return reasons
