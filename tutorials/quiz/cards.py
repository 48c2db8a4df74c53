"""Card names and suit words for quiz sentences, in both languages.

Finnish names are compounds (``ruutu`` + ``kolmonen`` = ``ruutukolmonen``) and
the object of a verb takes another form (``pelaa ruutukolmosen``), so each rank
has a name form and an object form; English uses the same word for both.
"""

from dataclasses import dataclass
from typing import TYPE_CHECKING

from django.utils.text import format_lazy
from django.utils.translation import pgettext_lazy

from games.cards import COLOUR_OF, RANK_OF, SUIT_OF, Card, card_text

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise as Text
else:
    Text = str

SUIT_SYMBOLS = "♠♥♦♣"

# Translators: ranks as the second half of a Finnish card name (ruutu-KOLMONEN).
RANK_NAMES = (
    pgettext_lazy("card rank", "ace"),
    pgettext_lazy("card rank", "two"),
    pgettext_lazy("card rank", "three"),
    pgettext_lazy("card rank", "four"),
    pgettext_lazy("card rank", "five"),
    pgettext_lazy("card rank", "six"),
    pgettext_lazy("card rank", "seven"),
    pgettext_lazy("card rank", "eight"),
    pgettext_lazy("card rank", "nine"),
    pgettext_lazy("card rank", "ten"),
    pgettext_lazy("card rank", "jack"),
    pgettext_lazy("card rank", "queen"),
    pgettext_lazy("card rank", "king"),
)
# Translators: the same ranks as the object of a verb ("pelaa ruutuKOLMOSEN").
RANK_OBJECTS = (
    pgettext_lazy("card rank, object of a verb", "ace"),
    pgettext_lazy("card rank, object of a verb", "two"),
    pgettext_lazy("card rank, object of a verb", "three"),
    pgettext_lazy("card rank, object of a verb", "four"),
    pgettext_lazy("card rank, object of a verb", "five"),
    pgettext_lazy("card rank, object of a verb", "six"),
    pgettext_lazy("card rank, object of a verb", "seven"),
    pgettext_lazy("card rank, object of a verb", "eight"),
    pgettext_lazy("card rank, object of a verb", "nine"),
    pgettext_lazy("card rank, object of a verb", "ten"),
    pgettext_lazy("card rank, object of a verb", "jack"),
    pgettext_lazy("card rank, object of a verb", "queen"),
    pgettext_lazy("card rank, object of a verb", "king"),
)
# Translators: suits as the first half of a Finnish card name (RUUTU-kolmonen).
SUIT_IN_NAME = (
    pgettext_lazy("suit in a card name", "spades"),
    pgettext_lazy("suit in a card name", "hearts"),
    pgettext_lazy("suit in a card name", "diamonds"),
    pgettext_lazy("suit in a card name", "clubs"),
)
# Translators: {rank} and {suit} are the words above; Finnish joins them: {suit}{rank}.
CARD_NAME = pgettext_lazy("card name", "{rank} of {suit}")
# Translators: one card of a suit, as in "the top card is a diamond" (Finnish: ruutu).
SUIT_ONE = (
    pgettext_lazy("one card of a suit", "a spade"),
    pgettext_lazy("one card of a suit", "a heart"),
    pgettext_lazy("one card of a suit", "a diamond"),
    pgettext_lazy("one card of a suit", "a club"),
)
# Translators: no cards of a suit, as in "there are no diamonds" (Finnish: ruutua).
SUIT_NONE = (
    pgettext_lazy("no cards of a suit", "spades"),
    pgettext_lazy("no cards of a suit", "hearts"),
    pgettext_lazy("no cards of a suit", "diamonds"),
    pgettext_lazy("no cards of a suit", "clubs"),
)


def card_name(card: Card) -> Text:
    """``ruutukolmonen`` / ``three of diamonds``."""
    return format_lazy(
        CARD_NAME, rank=RANK_NAMES[RANK_OF[card] - 1], suit=SUIT_IN_NAME[SUIT_OF[card]]
    )


def card_object(card: Card) -> Text:
    """``ruutukolmosen`` / ``three of diamonds``: the card as the object of a verb."""
    return format_lazy(
        CARD_NAME, rank=RANK_OBJECTS[RANK_OF[card] - 1], suit=SUIT_IN_NAME[SUIT_OF[card]]
    )


def suit_one(card: Card) -> Text:
    return SUIT_ONE[SUIT_OF[card]]


def suit_none(card: Card) -> Text:
    return SUIT_NONE[SUIT_OF[card]]


@dataclass(frozen=True)
class CardView:
    """What a template needs to draw one card."""

    card: Card

    @property
    def code(self) -> str:
        return card_text(self.card)

    @property
    def rank(self) -> str:
        return card_text(self.card)[:-1]

    @property
    def symbol(self) -> str:
        return SUIT_SYMBOLS[SUIT_OF[self.card]]

    @property
    def red(self) -> bool:
        return COLOUR_OF[self.card] == 0

    @property
    def name(self) -> Text:
        return card_name(self.card)
