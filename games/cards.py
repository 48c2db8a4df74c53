"""Playing cards as small ints, shared by every game.

A card is ``suit * 13 + rank_index`` with suits ordered S < H < D < C and ranks
A < 2 < ... < K, so sorting ints sorts cards in the canonical order of the rules
(suit first, then rank). Two copies of a card in a double deck are the same int:
copies are interchangeable, and equal values make "distinct options" trivial.
"""

from __future__ import annotations

import random
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


# ---------------------------------------------------------------------------
# A game's deck: card count, notation and strength order, as data

RANKS_ACE_LOW: tuple[int, ...] = tuple(range(ACE, KING + 1))
# Siantappo and ristiseiska rank 3 lowest, then up to the ace, and the 2 highest.
RANKS_THREE_TO_TWO: tuple[int, ...] = (*range(3, KING + 1), ACE, 2)
SUITS_CANONICAL: tuple[int, ...] = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
# pata < risti < ruutu < hertta (siantappo.md section 1)
SUITS_S_C_D_H: tuple[int, ...] = (Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS)
JOKER_CODE = "JK"


class Deck:
    """The cards one game plays with.

    ``decks`` copies of the 52 cards. With ``distinct_copies`` false (sika)
    copies are the same int, 0..51 as above, so they are interchangeable. With
    it true (ristiseiska's two decks: eight suits that never mix) copy ``k``
    of a card is ``k * 52 + card`` and written with ``/k+1`` (``"7C/2"``).
    ``jokers`` jokers follow every other card: ``"JK"``, ``"JK/2"``, ...
    ``rank_order`` and ``suit_order`` list ranks (1 = ace) and suits low to
    high: ``strength`` orders cards by rank, then suit, for games that compare
    cards; ``canonical`` keeps the output order of sika.md section 1.
    """

    __slots__ = (
        "decks",
        "distinct_copies",
        "jokers",
        "rank_order",
        "suit_order",
        "size",
        "_texts",
        "_by_text",
        "_strength",
    )

    def __init__(
        self,
        decks: int = 1,
        distinct_copies: bool = False,
        jokers: int = 0,
        rank_order: tuple[int, ...] = RANKS_ACE_LOW,
        suit_order: tuple[int, ...] = SUITS_CANONICAL,
    ) -> None:
        if sorted(rank_order) != list(RANKS_ACE_LOW) or sorted(suit_order) != [0, 1, 2, 3]:
            raise ValueError("rank_order and suit_order must list every rank and suit once")
        self.decks = decks
        self.distinct_copies = distinct_copies
        self.jokers = jokers
        self.rank_order = rank_order
        self.suit_order = suit_order
        copies = decks if distinct_copies else 1
        self.size = DECK_SIZE * copies + jokers  # distinct card ints
        texts: list[str] = []
        for copy in range(copies):
            tail = f"/{copy + 1}" if copy else ""
            texts.extend(_TEXT[c] + tail for c in range(DECK_SIZE))
        texts.extend(JOKER_CODE + (f"/{k + 1}" if k else "") for k in range(jokers))
        self._texts: tuple[str, ...] = tuple(texts)
        self._by_text: dict[str, int] = {text: card for card, text in enumerate(texts)}
        rank_rank = {rank: i for i, rank in enumerate(rank_order)}
        suit_rank = {suit: i for i, suit in enumerate(suit_order)}
        strength = [
            rank_rank[RANK_OF[c % DECK_SIZE]] * 4 + suit_rank[SUIT_OF[c % DECK_SIZE]]
            for c in range(DECK_SIZE * copies)
        ]
        strength.extend(13 * 4 + k for k in range(jokers))  # jokers above every card
        self._strength: tuple[int, ...] = tuple(strength)

    def is_joker(self, card: Card) -> bool:
        return card >= self.size - self.jokers

    def base(self, card: Card) -> Card:
        """The card without its deck index (0..51); jokers have none."""
        return card % DECK_SIZE

    def text(self, card: Card) -> str:
        return self._texts[card]

    def texts(self, cards: list[Card] | tuple[Card, ...]) -> list[str]:
        return [self._texts[c] for c in cards]

    def parse(self, text: object) -> Card:
        """A card code of this deck (``9H``, ``10c``, ``7C/2``, ``JK``); CardError if not."""
        if not self.distinct_copies and not self.jokers:
            return parse_card(text)  # sika's notation: copies are not told apart
        if not isinstance(text, str):
            raise CardError(f"a card must be written as text like '9H', not {text!r}")
        clean = text.strip().upper()
        head, sep, index = clean.partition("/")
        if head == JOKER_CODE:
            card = self._by_text.get(clean if index != "1" else head)
            if card is None:
                raise CardError(f"'{text}' is not one of this game's {self.jokers} jokers")
            return card
        base = parse_card(head)
        copy = 0
        if sep:
            # The copies' own names, not a number read: '/²' passes isdigit and fails int().
            copies = [str(number) for number in range(1, self.decks + 1)]
            if index not in copies:
                raise CardError(f"'{text}': the deck number after / is 1 to {self.decks}")
            if self.distinct_copies:
                copy = copies.index(index)
        return copy * DECK_SIZE + base

    def full(self) -> list[Card]:
        """Every card of the game, in canonical order (copies next to each other)."""
        if self.distinct_copies:
            return list(range(self.size))
        return full_deck(self.decks)

    def strength(self, card: Card) -> int:
        """The card's place in the game's strength order (higher beats lower)."""
        return self._strength[card]

    def strength_sorted(self, cards: list[Card] | tuple[Card, ...]) -> list[Card]:
        table = self._strength
        return sorted(cards, key=lambda c: (table[c], c))


def shuffle(rng: random.Random, cards: list[Card]) -> None:
    """Fisher-Yates on ``rng.random()``, every game's shuffle.

    Uniform like ``random.shuffle`` and about twice as fast; that matters
    because sika's home version reshuffles its pile many times a game. The
    numbers it draws are part of every pinned deal: change it and every seed
    deals other cards.
    """
    rand = rng.random
    for i in range(len(cards) - 1, 0, -1):
        j = int(rand() * (i + 1))
        cards[i], cards[j] = cards[j], cards[i]
