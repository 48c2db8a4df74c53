"""The house-rules checklist machinery: questions, starting points, the form, tampering.

A game's pack lists its questions and starting points (``Question``, ``Start``)
and subclasses ``ChecklistForm`` with them; the views only use what is here.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, ClassVar

from django import forms
from django.utils.functional import Promise
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from games.options import Kind, OptionSpec

SCRATCH = "oma"  # start from scratch: no answer is pre-chosen
# The checklist's steps: the questions, then naming and saving the sheet.
STEPS = ("questions", "save")


@dataclass(frozen=True)
class Start:
    key: str
    name: str | Promise
    description: str | Promise


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


NAME_LENGTH = 80


@dataclass(frozen=True)
class OptionWords:
    """The site's words for one engine option; its values come from the option schema.

    ``labels`` names values by their code, in the order the page offers them; a
    whole-number option may name only some (say "none") and leave the numbers to
    ``number_label``.
    """

    text: str | Promise
    help: str | Promise
    anchor: str
    labels: Mapping[str, str | Promise] = dataclasses.field(default_factory=dict)
    number_label: Callable[[int], str | Promise] | None = None
    kind: str = RADIO


def unused_options(questions: Sequence[Question], answers: Mapping[str, str]) -> dict[str, str]:
    """Options the answers make moot, each with the answered option that does so.

    From the schema's ``requires``: an option applies only while those options have
    those values; an open question rules nothing out.
    """
    out: dict[str, str] = {}
    for question in questions:
        if question.option is None:
            continue
        for key, value in question.option.requires.items():
            if answers.get(key, "") not in ("", option_text(value)):
                out[question.name] = key
                break
    return out


def option_codes(spec: OptionSpec) -> tuple[str, ...]:
    """Every value the option takes, as the checklist (and make_rules) spells it."""
    if spec.kind in (Kind.CHOICE, Kind.BOOL):
        return spec.codes
    numbers = tuple(str(n) for n in range(spec.low, spec.high + 1))
    return ("none", *numbers) if spec.kind is Kind.OPTIONAL_INT else numbers


def engine_questions(
    options: Sequence[OptionSpec], words: Mapping[str, OptionWords]
) -> tuple[Question, ...]:
    """One question per worded option, in schema order, its answers the schema's values."""
    questions = []
    for spec in options:
        worded = words.get(spec.key)
        if worded is None:  # an option the checklist does not ask, e.g. a safety valve
            continue
        codes = option_codes(spec)
        named = [code for code in worded.labels if code in codes]
        # The named values in the order given, then the numbers in order.
        ordered = named + [code for code in codes if code not in worded.labels]
        if set(worded.labels) - set(codes) or len(ordered) != len(codes):
            raise ValueError(f"the words for {spec.key!r} name values it does not take")
        choices = []
        for code in ordered:
            if code in worded.labels:
                choices.append((code, worded.labels[code]))
            elif worded.number_label is not None:
                choices.append((code, worded.number_label(int(code))))
            else:
                raise ValueError(f"no words for value {code!r} of {spec.key!r}")
        questions.append(
            Question(
                spec.key,
                RULES_GROUP,
                worded.text,
                worded.help,
                worded.anchor,
                tuple(choices),
                worded.kind,
                option=spec,
            )
        )
    return tuple(questions)


def option_text(value: object) -> str:
    """An option value the way the checklist (and make_rules) spells it."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, Enum):
        return str(value.value)
    return str(value)


class ChecklistForm(forms.Form):
    """Every question of a game's checklist; answers are plain strings.

    A pack subclasses it with its ``questions`` and ``start_keys``, and adds its
    own cross-checks in ``clean`` (their error codes go in ``rule_errors``).
    """

    questions: ClassVar[tuple[Question, ...]] = ()
    start_keys: ClassVar[tuple[str, ...]] = ()
    # Codes of the pack's own errors a person can make with the page as served.
    rule_errors: ClassVar[frozenset[str]] = frozenset()
    name_required: ClassVar[bool] = False

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["preset"] = forms.ChoiceField(choices=[(key, key) for key in self.start_keys])
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

    @classmethod
    def user_errors(cls) -> frozenset[str]:
        """Errors a person can make with the checklist as served (an open question, or
        one of the pack's cross-checks); any other error means the request was not made
        by our form, e.g. a value outside the offered choices."""
        return frozenset({"required"}) | cls.rule_errors


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
            elif error.code in form.rule_errors:
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
