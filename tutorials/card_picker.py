"""The referee's card fields drawn as the play page's hand draws its cards: a face to tap
for each card, a radio button (one card) or a checkbox (several) under it, so that no
JavaScript is needed; the card's name is the control's label for a screen reader. A
choice that is no card ("None") is a word of the same size."""

from __future__ import annotations

from django import forms
from django.forms.widgets import ChoiceWidget
from django.utils.safestring import SafeString

from games.cards import Deck
from tutorials.cards import card_html


class _Faces(ChoiceWidget):
    """Draws each card option's face; ``deck`` (set by the form that holds the field)
    names jokers and a second deck's copies."""

    template_name = "tutorials/referee/card_picker.html"
    option_template_name = "tutorials/referee/card_option.html"
    deck: Deck | None = None

    def optgroups(
        self, name: str, value: list[str], attrs: dict[str, object] | None = None
    ) -> list[tuple[str | None, list[dict[str, object]], int | None]]:
        """Django's groups, with the cards given without a group (one group each
        there) in one row, and each card's face."""
        merged: list[tuple[str | None, list[dict[str, object]], int | None]] = []
        for group, options, index in super().optgroups(name, value, attrs):
            for option in options:
                option["face"] = _face(option["value"], self.deck)
            if group is None and merged and merged[-1][0] is None:
                merged[-1][1].extend(options)
            else:
                merged.append((group, options, index))
        return merged


def _face(value: object, deck: Deck | None) -> SafeString | None:
    if value in (None, ""):
        return None
    return card_html(int(str(value)), decorative=True, deck=deck)


class CardPicker(_Faces, forms.RadioSelect):
    """One card: a radio button under each face."""


class CardsPicker(_Faces, forms.CheckboxSelectMultiple):
    """Several cards: a checkbox under each face."""


def give_deck(form: forms.Form, deck: Deck) -> None:
    """Every card picker of ``form`` draws its cards from ``deck``."""
    for field in form.fields.values():
        if isinstance(field.widget, _Faces):
            field.widget.deck = deck
