"""Every value the quiz takes from a visitor, through a form: seeds, tokens, answers.

A form that does not validate becomes a ``BadInput`` with the message of its
first wrong field, so the 400 page says what was wrong in the visitor's language.
"""

from django import forms
from django.utils.translation import gettext_lazy as _

from tutorials.errors import BadInput
from tutorials.fields import WholeNumberField
from tutorials.quiz.rounds import MAX_SEED, MAX_TOKEN, TAMPERED

BAD_SEED = _("A round number is a whole number from 0 to 999999999.")

_SEED_ERRORS = {key: BAD_SEED for key in ("required", "invalid", "min_value", "max_value")}
_TAMPERED_ERRORS = {"required": TAMPERED, "max_length": TAMPERED}


def _seed_field() -> WholeNumberField:
    # Only ASCII digits, and not too many of them: '١٢' and a 5,000-digit number are
    # "invalid" (tutorials.fields).
    return WholeNumberField(min_value=0, max_value=MAX_SEED, error_messages=_SEED_ERRORS)


def _token_field(required: bool) -> forms.CharField:
    # Checked for size before the token is ever unsigned or decompressed.
    return forms.CharField(
        required=required, max_length=MAX_TOKEN, strip=False, error_messages=_TAMPERED_ERRORS
    )


class StartForm(forms.Form):
    """``?seed=`` on the start page: go straight to that round."""

    seed = _seed_field()


class RoundForm(forms.Form):
    """A round's address: the seed in the path, the progress token and the feedback flag."""

    seed = _seed_field()
    p = _token_field(required=False)
    palaute = forms.BooleanField(required=False)


class AnswerForm(forms.Form):
    """A posted answer; which question and which choice are checked against the round."""

    seed = _seed_field()
    progress = _token_field(required=True)
    question = forms.CharField(
        required=False, max_length=100, error_messages={"max_length": TAMPERED}
    )
    # Keys are letters, or a game's slug for "which game?" ("heita-sikaa").
    answer = forms.CharField(required=False, max_length=40, error_messages={"max_length": TAMPERED})


def valid(form: forms.Form) -> dict[str, object]:
    """The form's cleaned data, or ``BadInput`` with its first error."""
    if not form.is_valid():
        # Fields are cleaned in order, so this is the first wrong field's message.
        first = next(iter(form.errors.as_data().values()))[0]
        raise BadInput(first.messages[0])
    return form.cleaned_data
