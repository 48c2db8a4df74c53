"""The one card vocabulary of the site, in both languages.

Narration, tables, the quiz and the sheets all name cards here. Finnish names
are compounds of the suit and the rank (``hertta`` + ``kuningas`` =
``herttakuningas``); only the rank inflects (``herttakuninkaan``,
``herttakuningasta``), so each rank has a word per case and the suit stays as
it is. English uses one form (``king of hearts``). One name per card: the
jack is ``jätkä``, the queen ``rouva`` and the king ``kuningas``, as on the
rules pages.

Names are worked out once per language and case: a step page names dozens
of cards.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from enum import StrEnum
from typing import TYPE_CHECKING

from django.utils.formats import number_format
from django.utils.functional import lazy
from django.utils.translation import get_language, gettext, pgettext

from games.cards import DECK_SIZE, RANK_OF, SUIT_OF, Card

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise as Text
else:
    Text = str


class Case(StrEnum):
    """The grammatical case a sentence needs a card name in (Finnish changes the rank)."""

    NOMINATIVE = "nominative"  # herttakuningas: the subject, after a colon
    GENITIVE = "genitive"  # herttakuninkaan: a whole object ("pelaa herttakuninkaan")
    PARTITIVE = "partitive"  # herttakuningasta: a partial object, "no ..." ("ei herttakuningasta")


def _ranks(case: Case) -> tuple[str, ...]:
    """The thirteen ranks, ace to king, as the second half of a card's name."""
    if case is Case.GENITIVE:
        # Translators: the ranks as the second half of a card name in the genitive, a
        # whole object: "pelaa ruutuKOLMOSEN". Finnish: ässän, kakkosen, ..., kuninkaan.
        return (
            pgettext("card rank, genitive", "ace"),
            pgettext("card rank, genitive", "two"),
            pgettext("card rank, genitive", "three"),
            pgettext("card rank, genitive", "four"),
            pgettext("card rank, genitive", "five"),
            pgettext("card rank, genitive", "six"),
            pgettext("card rank, genitive", "seven"),
            pgettext("card rank, genitive", "eight"),
            pgettext("card rank, genitive", "nine"),
            pgettext("card rank, genitive", "ten"),
            pgettext("card rank, genitive", "jack"),
            pgettext("card rank, genitive", "queen"),
            pgettext("card rank, genitive", "king"),
        )
    if case is Case.PARTITIVE:
        # Translators: the ranks in the partitive: "ei ruutuKOLMOSTA". Finnish: ässää,
        # kakkosta, ..., kuningasta.
        return (
            pgettext("card rank, partitive", "ace"),
            pgettext("card rank, partitive", "two"),
            pgettext("card rank, partitive", "three"),
            pgettext("card rank, partitive", "four"),
            pgettext("card rank, partitive", "five"),
            pgettext("card rank, partitive", "six"),
            pgettext("card rank, partitive", "seven"),
            pgettext("card rank, partitive", "eight"),
            pgettext("card rank, partitive", "nine"),
            pgettext("card rank, partitive", "ten"),
            pgettext("card rank, partitive", "jack"),
            pgettext("card rank, partitive", "queen"),
            pgettext("card rank, partitive", "king"),
        )
    # Translators: the ranks as the second half of a Finnish card name (ruutu-KOLMONEN):
    # ässä, kakkonen, kolmonen, nelonen, vitonen, kuutonen, seiska, kasi, ysi, kymppi,
    # jätkä, rouva, kuningas.
    return (
        pgettext("card rank", "ace"),
        pgettext("card rank", "two"),
        pgettext("card rank", "three"),
        pgettext("card rank", "four"),
        pgettext("card rank", "five"),
        pgettext("card rank", "six"),
        pgettext("card rank", "seven"),
        pgettext("card rank", "eight"),
        pgettext("card rank", "nine"),
        pgettext("card rank", "ten"),
        pgettext("card rank", "jack"),
        pgettext("card rank", "queen"),
        pgettext("card rank", "king"),
    )


def _suits() -> tuple[str, ...]:
    # Translators: suits as the first half of a Finnish card name (RUUTU-kolmonen).
    return (
        pgettext("suit in a card name", "spades"),
        pgettext("suit in a card name", "hearts"),
        pgettext("suit in a card name", "diamonds"),
        pgettext("suit in a card name", "clubs"),
    )


@functools.lru_cache(maxsize=32)
def _names(language: str | None, case: Case) -> tuple[str, ...]:
    """Every card's name in ``language`` and ``case``."""
    ranks = _ranks(case)
    suits = _suits()
    # Translators: {rank} and {suit} are the words above; Finnish joins them: {suit}{rank}.
    pattern = pgettext("card name", "{rank} of {suit}")
    return tuple(
        pattern.format(rank=ranks[RANK_OF[card] - 1], suit=suits[SUIT_OF[card]])
        for card in range(DECK_SIZE)
    )


def card_name(card: Card, case: Case = Case.NOMINATIVE) -> str:
    """``herttakuningas`` / ``king of hearts``: also each card's accessible name.

    A card of a second deck (``card + 52``) has the same name as the first's.
    """
    return _names(get_language(), case)[card % DECK_SIZE]


def card_object(card: Card) -> str:
    """``herttakuninkaan`` / ``king of hearts``: the card as a whole object of a verb."""
    return card_name(card, Case.GENITIVE)


def card_partitive(card: Card) -> str:
    """``herttakuningasta`` / ``king of hearts``: after "no", or a partial object."""
    return card_name(card, Case.PARTITIVE)


def joker_name() -> str:
    # Translators: the joker card (Finnish: jokeri).
    return pgettext("card", "joker")


def cards_list(cards: Sequence[Card], case: Case = Case.NOMINATIVE) -> str:
    return ", ".join(card_name(c, case) for c in cards)


def names_list(names: Sequence[str]) -> str:
    """``Aino, Eero and Liisa``."""
    if len(names) <= 1:
        return "".join(names)
    # Translators: the end of a list of names: "Aino, Eero and Liisa".
    return gettext("%(first)s and %(last)s") % {
        "first": ", ".join(names[:-1]),
        "last": names[-1],
    }


def percent(value: float, digits: int = 1) -> str:
    """A share in per cent as the language writes it: ``0.2%``, Finnish ``0,2 %``."""
    number = number_format(round(value, digits), digits) if digits else str(round(value))
    # Translators: a percentage; Finnish puts a no-break space before the sign.
    return pgettext("percent", "%(number)s%%") % {"number": number}


def suit_one(card: Card) -> str:
    """One card of the card's suit: "the top card is a diamond" (Finnish: ruutu)."""
    # Translators: one card of a suit, as in "the top card is a diamond" (Finnish: ruutu).
    words = (
        pgettext("one card of a suit", "a spade"),
        pgettext("one card of a suit", "a heart"),
        pgettext("one card of a suit", "a diamond"),
        pgettext("one card of a suit", "a club"),
    )
    return words[SUIT_OF[card % DECK_SIZE]]


def suit_none(card: Card) -> str:
    """No cards of the card's suit: "there are no diamonds" (Finnish: ruutua)."""
    # Translators: no cards of a suit, as in "there are no diamonds" (Finnish: ruutua).
    words = (
        pgettext("no cards of a suit", "spades"),
        pgettext("no cards of a suit", "hearts"),
        pgettext("no cards of a suit", "diamonds"),
        pgettext("no cards of a suit", "clubs"),
    )
    return words[SUIT_OF[card % DECK_SIZE]]


class NameCase(StrEnum):
    """The case a sentence needs a player's name in (Finnish adds an ending)."""

    NOMINATIVE = "nominative"  # Liisa pelaa
    GENITIVE = "genitive"  # Liisan vuoro, valitse Liisan puolesta
    PARTITIVE = "partitive"  # odottaa Liisaa
    ADESSIVE = "adessive"  # kortti on Liisalla
    ALLATIVE = "allative"  # antaa kortin Liisalle
    ABLATIVE = "ablative"  # pyytää korttia Liisalta
    ELATIVE = "elative"  # Liisasta tulee häviäjä


_CASE_ORDER = tuple(NameCase)[1:]
# The names the site seats, each form written out: a stem that changes (Kerttu ->
# Kertun) is no rule a program should guess at.
_FINNISH_NAMES: dict[str, tuple[str, ...]] = {
    # name: genitive, partitive, adessive, allative, ablative, elative
    "Aino": ("Ainon", "Ainoa", "Ainolla", "Ainolle", "Ainolta", "Ainosta"),
    "Eero": ("Eeron", "Eeroa", "Eerolla", "Eerolle", "Eerolta", "Eerosta"),
    "Liisa": ("Liisan", "Liisaa", "Liisalla", "Liisalle", "Liisalta", "Liisasta"),
    "Onni": ("Onnin", "Onnia", "Onnilla", "Onnille", "Onnilta", "Onnista"),
    "Helmi": ("Helmin", "Helmiä", "Helmillä", "Helmille", "Helmiltä", "Helmistä"),
    "Väinö": ("Väinön", "Väinöä", "Väinöllä", "Väinölle", "Väinöltä", "Väinöstä"),
    "Kerttu": ("Kertun", "Kerttua", "Kertulla", "Kertulle", "Kertulta", "Kertusta"),
}
# A number is inflected as it is read ("Pelaaja 4:llä", neljällä): the endings after
# the colon, by the number's last word.
_NUMBER_ENDINGS: dict[str, tuple[str, ...]] = {
    "0": ("n", "tä", "llä", "lle", "ltä", "stä"),  # kymmenen, kaksikymmentä
    "1": ("n", "tä", "llä", "lle", "ltä", "stä"),  # yksi
    "2": ("n", "ta", "lla", "lle", "lta", "sta"),  # kaksi
    "3": ("n", "a", "lla", "lle", "lta", "sta"),  # kolme
    "4": ("n", "ää", "llä", "lle", "ltä", "stä"),  # neljä
    "5": ("n", "tä", "llä", "lle", "ltä", "stä"),  # viisi
    "6": ("n", "ta", "lla", "lle", "lta", "sta"),  # kuusi
    "7": ("n", "ää", "llä", "lle", "ltä", "stä"),  # seitsemän
    "8": ("n", "aa", "lla", "lle", "lta", "sta"),  # kahdeksan
    "9": ("n", "ää", "llä", "lle", "ltä", "stä"),  # yhdeksän
}
_BACK_ENDINGS = ("n", "a", "lla", "lle", "lta", "sta")
_FRONT_ENDINGS = ("n", "ä", "llä", "lle", "ltä", "stä")
_VOWELS = "aeiouyäö"
# The weak grade of a double stop before the last vowel, in every case but the partitive
# (a closed syllable): Matti -> Matin, Pekka -> Pekalla, Otto -> Otolle (Mattia, Pekkaa).
_WEAK = {"kk": "k", "pp": "p", "tt": "t"}
# Endings of a long vowel or a diphthong closing in i, u or y (a partitive in -ta).
_LONG_ENDINGS = frozenset(
    ["aa", "ee", "ii", "oo", "uu", "yy", "ää", "öö"]
    + [f"{v}{w}" for v in "aeouyäö" for w in "iuy" if v != w]
)
_PARTITIVE = 1  # the one case of ``_CASE_ORDER`` whose syllable stays open


def _back(name: str) -> bool:
    """Vowel harmony: the name's last a/o/u or ä/ö/y decides (e and i are neutral, front)."""
    harmonic = [letter for letter in name.lower() if letter in "aouäöy"]
    return bool(harmonic) and harmonic[-1] in "aou"


def _finnish_name(name: str, case: NameCase) -> str:
    at = _CASE_ORDER.index(case)
    if name in _FINNISH_NAMES:
        return _FINNISH_NAMES[name][at]
    if name[-1:].isdigit():
        return f"{name}:{_NUMBER_ENDINGS[name[-1]][at]}"
    # Any other name (one a visitor types), by the common patterns of first names.
    endings = _BACK_ENDINGS if _back(name) else _FRONT_ENDINGS
    lower = name.lower()
    if len(lower) >= 3 and lower[-1] == "s" and lower[-2] in _VOWELS and lower[-3] not in _VOWELS:
        # Tuomas, Joonas, Elias, Markus, Iines: a stem in -kse- (Tuomaksen), partitive -sta.
        if at == _PARTITIVE:
            return name + ("ta" if _back(name) else "tä")
        return name[:-1] + "kse" + endings[at]
    if lower[-1:] not in _VOWELS:
        # A name ending in a consonant takes an i before the ending: Mark -> Markilla.
        return name + "i" + endings[at]
    if at == _PARTITIVE and (lower[-2:] in _LONG_ENDINGS):
        # A long vowel or a diphthong at the end takes -ta: Kai -> Kaita, Lou -> Louta.
        return name + ("ta" if _back(name) else "tä")
    weak = _WEAK.get(lower[-3:-1]) if len(lower) >= 4 else None
    if weak is not None and at != _PARTITIVE:
        return name[:-3] + weak + name[-1] + endings[at]
    return name + endings[at]


# The visitor in "play a game" is "you": the pronoun in each case, nominative first.
_FINNISH_YOU = ("sinä", "sinun", "sinua", "sinulla", "sinulle", "sinulta", "sinusta")


def player_name(name: str, case: NameCase, *, you: bool = False) -> str:
    """A player's ``name`` in ``case``: ``Liisalla``, ``Pelaaja 4:llä``, ``Eerolle``;
    with ``you`` the visitor as a pronoun (``sinulle`` / ``you``, genitive ``your``).

    English keeps every name as it is. Sentences pass it as a placeholder named by
    its case (``%(player_adessive)s``), so the Finnish sentence says "Liisalla" where
    the English says "Liisa".
    """
    finnish = (get_language() or "").startswith("fi")
    if you:
        if finnish:
            return _FINNISH_YOU[tuple(NameCase).index(case)]
        return "your" if case is NameCase.GENITIVE else "you"
    if case is NameCase.NOMINATIVE or not finnish:
        return name
    return _finnish_name(name, case)


def place_name(place: int, case: Case = Case.NOMINATIVE) -> str:
    """A finishing place as a word: ``second`` / ``toinen`` (genitive ``toisen``)."""
    if case is Case.GENITIVE:
        # Translators: places in the genitive: "jakavat TOISEN sijan" (English: as is).
        words = (
            pgettext("place, genitive", "first"),
            pgettext("place, genitive", "second"),
            pgettext("place, genitive", "third"),
            pgettext("place, genitive", "fourth"),
            pgettext("place, genitive", "fifth"),
            pgettext("place, genitive", "sixth"),
            pgettext("place, genitive", "seventh"),
            pgettext("place, genitive", "eighth"),
            pgettext("place, genitive", "ninth"),
        )
    else:
        # Translators: places: "Liisa on TOINEN" (ensimmäinen, toinen, kolmas...).
        words = (
            pgettext("place", "first"),
            pgettext("place", "second"),
            pgettext("place", "third"),
            pgettext("place", "fourth"),
            pgettext("place", "fifth"),
            pgettext("place", "sixth"),
            pgettext("place", "seventh"),
            pgettext("place", "eighth"),
            pgettext("place", "ninth"),
        )
    return words[place - 1] if 1 <= place <= len(words) else f"{place}."


# Lazy forms, for words built before the language is known (the quiz builds its
# questions once and shows them in either language).
lazy_card_name = lazy(card_name, str)
lazy_card_object = lazy(card_object, str)
lazy_suit_one = lazy(suit_one, str)
lazy_suit_none = lazy(suit_none, str)


def suit_title(card: Card) -> str:
    """The card's suit as a heading over its cards: "Hearts" (Finnish: Hertat)."""
    # Translators: a suit as the heading of a group of its cards (Finnish: Padat, Hertat...).
    words = (
        pgettext("suit as a heading", "Spades"),
        pgettext("suit as a heading", "Hearts"),
        pgettext("suit as a heading", "Diamonds"),
        pgettext("suit as a heading", "Clubs"),
    )
    return words[SUIT_OF[card % DECK_SIZE]]
