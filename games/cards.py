"""Playing cards as small ints, shared by every game.

A card is ``suit * 13 + rank_index`` with suits ordered S < H < D < C and ranks
A < 2 < ... < K, so sorting ints sorts cards in the canonical order of the rules
(suit first, then rank). Two copies of a card in a double deck are the same int:
copies are interchangeable, and equal values make "distinct options" trivial.
"""

from __future__ import annotations

from enum import IntEnum

Card = int


class Suit(IntEnum):
    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def code(self) -> str:
        return SUIT_CODES[self]

    @property
    def colour(self) -> Colour:
        return Colour.RED if self in (Suit.HEARTS, Suit.DIAMONDS) else Colour.BLACK


class Colour(IntEnum):
    RED = 0
    BLACK = 1


SUIT_CODES = "SHDC"
RANK_CODES = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
ACE, JACK, QUEEN, KING = 1, 11, 12, 13
DECK_SIZE = 52

# Lookup tables indexed by card: the hot loops of the simulations read these
# instead of doing arithmetic and building enum members.
SUIT_OF: tuple[int, ...] = tuple(c // 13 for c in range(DECK_SIZE))
RANK_OF: tuple[int, ...] = tuple(c % 13 + 1 for c in range(DECK_SIZE))
COLOUR_OF: tuple[int, ...] = tuple(int(Suit(s).colour) for s in SUIT_OF)
_TEXT: tuple[str, ...] = tuple(RANK_CODES[c % 13] + SUIT_CODES[c // 13] for c in range(DECK_SIZE))


class CardError(ValueError):
    """A card could not be read; the message says why in words."""


def make_card(rank: int, suit: Suit) -> Card:
    if not ACE <= rank <= KING:
        raise CardError(f"rank {rank} is not between 1 (ace) and 13 (king)")
    return int(suit) * 13 + rank - 1


def suit_of(card: Card) -> Suit:
    return Suit(SUIT_OF[card])


def rank_of(card: Card) -> int:
    """1 for an ace, 11-13 for J, Q, K."""
    return RANK_OF[card]


def colour_of(card: Card) -> Colour:
    return Colour(COLOUR_OF[card])


def card_text(card: Card) -> str:
    """Canonical notation: rank then suit, e.g. ``10C``."""
    return _TEXT[card]


def cards_text(cards: list[Card] | tuple[Card, ...]) -> list[str]:
    return [_TEXT[c] for c in cards]


_RANK_BY_CODE = {code: i for i, code in enumerate(RANK_CODES)} | {"T": 9}


def parse_card(text: object) -> Card:
    """Read ``9H``, ``10c``, ``TC`` or ``ks``; raise CardError saying what is wrong."""
    if not isinstance(text, str):
        raise CardError(f"a card must be written as text like '9H', not {text!r}")
    clean = text.strip().upper()
    if len(clean) < 2:
        raise CardError(f"'{text}' is not a card: write rank then suit, like '9H' or '10C'")
    rank_code, suit_code = clean[:-1], clean[-1]
    if suit_code not in SUIT_CODES:
        raise CardError(f"'{text}' has no suit: the suit is one of S, H, D, C (last letter)")
    if rank_code not in _RANK_BY_CODE:
        raise CardError(f"'{text}' has no rank: the rank is one of A 2-10 J Q K (or T for 10)")
    return SUIT_CODES.index(suit_code) * 13 + _RANK_BY_CODE[rank_code]


def full_deck(decks: int = 1) -> list[Card]:
    """Every card ``decks`` times, in canonical order."""
    return [c for c in range(DECK_SIZE) for _ in range(decks)]
