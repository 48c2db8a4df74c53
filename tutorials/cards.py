"""Cards in pictures: the one drawing of a face-up card, built in Python.

A step page shows dozens of cards; a template include per card made up most
of its render time. ``card_html`` builds each card's HTML once per card,
language and look with ``format_html`` and keeps it; ``CardView`` wraps a
card for templates, which print it with ``{{ card }}`` (its ``__html__``).
Works for any deck: jokers (``JK``) and copies of a second deck (``7C/2``).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from django.utils.html import format_html
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language

from games.cards import COLOUR_OF, DECK_SIZE, JOKER_CODE, SUIT_OF, Card, Deck, card_text
from tutorials.words import card_name, joker_name

SUIT_SYMBOLS = "♠♥♦♣"
JOKER_FACE = "★"


@functools.lru_cache(maxsize=4096)
def _drawn(code: str, fresh: bool, decorative: bool, language: str | None) -> SafeString:
    head, _slash, copy = code.partition("/")
    classes = ["card"]
    if head == JOKER_CODE:
        rank, suit, name = "", JOKER_FACE, joker_name()
        classes.append("card-joker")
    else:
        card: Card = Deck().parse(head)
        rank, suit, name = head[:-1], SUIT_SYMBOLS[SUIT_OF[card]], card_name(card)
        if COLOUR_OF[card] == 0:
            classes.append("card-red")
    # Rank and suit in their own spans, so a table draws a card face (rank in the
    # corner, a large suit) and prose a small chip; the text stays "9♥" either way.
    face = format_html('<span class="card-suit">{}</span>', suit)
    if rank:  # a joker has a star only
        face = format_html('<span class="card-rank">{}</span>{}', rank, face)
    if copy:  # which deck the card is from matters in games that keep decks apart
        face = format_html('{}<span class="card-copy">/{}</span>', face, copy)
        name = f"{name} ({copy})"
    if fresh:
        classes.append("card-fresh")
    if decorative:  # the card's name is in the text beside it
        return format_html('<span class="{}" aria-hidden="true">{}</span>', " ".join(classes), face)
    return format_html(
        '<span class="{}" role="img" aria-label="{}">{}</span>', " ".join(classes), name, face
    )


def card_back_html() -> SafeString:
    """A face-down card: its back only, hidden from screen readers (the count is told in words)."""
    return CARD_BACK


CARD_BACK = mark_safe('<span class="card card-back" aria-hidden="true"></span>')  # noqa: S308


def card_html(
    card: Card, *, fresh: bool = False, decorative: bool = False, deck: Deck | None = None
) -> SafeString:
    """One face-up card: ``<span class="card card-red" role="img" aria-label="herttaysi">``
    with the rank and the suit (``9``, ``♥``) in spans of their own.

    ``fresh`` marks a card that has just arrived; ``decorative`` hides it from
    screen readers when its name is written beside it; ``deck`` names jokers
    and copies (without it the card is one of the 52).
    """
    code = deck.text(card) if deck is not None else card_text(card % DECK_SIZE)
    return _drawn(code, fresh, decorative, get_language())


@dataclass(frozen=True)
class CardView:
    """A card for a template: ``{{ card }}`` draws it, ``{{ card.decorative }}`` unnamed."""

    card: Card
    fresh: bool = False
    deck: Deck | None = None  # names jokers and second-deck copies (see card_html)

    def __html__(self) -> SafeString:
        return card_html(self.card, fresh=self.fresh, deck=self.deck)

    def __str__(self) -> str:
        return self.__html__()

    @property
    def decorative(self) -> SafeString:
        return card_html(self.card, fresh=self.fresh, decorative=True, deck=self.deck)

    @property
    def name(self) -> str:
        return card_name(self.card)

    @property
    def code(self) -> str:
        return card_text(self.card % DECK_SIZE)
