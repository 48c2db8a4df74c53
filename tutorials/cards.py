"""Cards in words and pictures: each card's name, and the face-up card ``includes/card.html`` draws.

The one place a page turns an engine card into something to show.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

from django.utils.translation import get_language, gettext, pgettext

from games.cards import COLOUR_OF, DECK_SIZE, RANK_OF, SUIT_OF, Card, card_text

SUIT_SYMBOLS = "♠♥♦♣"


@functools.lru_cache(maxsize=8)
def _card_names(language: str | None) -> tuple[str, ...]:
    """Every card's name in ``language`` (worked out once: pages name dozens of cards)."""
    # Translators: card ranks as said in a card's name. Finnish uses the digit for
    # 2-10 ("hertta 9") and a word for the others ("ässä", "jätkä", "rouva", "kuningas").
    ranks = (
        pgettext("card", "ace"),
        pgettext("card", "two"),
        pgettext("card", "three"),
        pgettext("card", "four"),
        pgettext("card", "five"),
        pgettext("card", "six"),
        pgettext("card", "seven"),
        pgettext("card", "eight"),
        pgettext("card", "nine"),
        pgettext("card", "ten"),
        pgettext("card", "jack"),
        pgettext("card", "queen"),
        pgettext("card", "king"),
    )
    # Translators: suits as said in a card's name ("hertta 9", "nine of hearts").
    suits = (
        pgettext("card", "spades"),
        pgettext("card", "hearts"),
        pgettext("card", "diamonds"),
        pgettext("card", "clubs"),
    )
    # Translators: a card's name; Finnish puts the suit first: "%(suit)s %(rank)s" (hertta 9).
    pattern = pgettext("card", "%(rank)s of %(suit)s")
    return tuple(
        pattern % {"rank": ranks[RANK_OF[card] - 1], "suit": suits[SUIT_OF[card]]}
        for card in range(DECK_SIZE)
    )


def card_name(card: Card) -> str:
    """``hertta 9`` / ``nine of hearts``: also each card's accessible name."""
    return _card_names(get_language())[card]


def cards_list(cards: Sequence[Card]) -> str:
    return ", ".join(card_name(c) for c in cards)


def names_list(names: Sequence[str]) -> str:
    """``Aino, Eero and Liisa``."""
    if len(names) <= 1:
        return "".join(names)
    # Translators: the end of a list of names: "Aino, Eero and Liisa".
    return gettext("%(first)s and %(last)s") % {
        "first": ", ".join(names[:-1]),
        "last": names[-1],
    }


@dataclass(frozen=True)
class CardView:
    """One face-up card for ``includes/card.html``."""

    code: str  # 9H
    rank: str  # 9, 10, J, Q, K, A
    symbol: str  # ♠ ♥ ♦ ♣
    red: bool
    name: str  # accessible name: "hertta 9" / "nine of hearts"
    fresh: bool = False  # it has just arrived (drawn into the hand, or played)


def card_view(card: Card, fresh: bool = False) -> CardView:
    code = card_text(card)
    return CardView(
        code=code,
        rank=code[:-1],
        symbol=SUIT_SYMBOLS[SUIT_OF[card]],
        red=COLOUR_OF[card] == 0,
        name=card_name(card),
        fresh=fresh,
    )
