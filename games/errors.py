"""The errors every game raises, and the turn refusals every game shares.

Their own module so that ``games.options`` (which raises RulesError) and
``games.core`` (which names the option schema in the ``Game`` descriptor)
import them without importing each other. ``games.core`` re-exports them:
engines and the site import them from there. Errors carry codes and data for
the site to word; their English message is for the command line.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum


class RulesError(ValueError):
    """An unknown game, preset or option, or a value an option cannot take.

    ``code`` and ``data`` say what is wrong as data (e.g. ``"bad_value"``
    with the key and allowed values) so the site can word it.
    """

    def __init__(self, message: str, code: str = "rules", data: Mapping[str, object] | None = None):
        super().__init__(message)
        self.code = code
        self.data: dict[str, object] = dict(data or {})


class DeckError(ValueError):
    """A stacked deck with an unknown, duplicated or impossible card."""


class PlayersError(ValueError):
    """Too few or too many players for the rules; ``low`` and ``high`` are the range."""

    def __init__(self, message: str, players: int = 0, low: int = 0, high: int = 0) -> None:
        super().__init__(message)
        self.players = players
        self.low = low
        self.high = high


class TurnReason(StrEnum):
    """Why a move is refused before any game's own rule is read (``games.core.check_turn``)."""

    GAME_OVER = "game_over"
    NO_DECISION = "no_decision"  # the game is between decisions (paused)
    NOT_YOUR_TURN = "not_your_turn"  # another player decides now


class IllegalMoveError(ValueError):
    """A move the rules do not allow.

    ``reason`` is a code (a ``TurnReason``, or the game's own StrEnum), ``args``
    its arguments as data (card codes, e.g. ``{"card": "5H", "top": "9S"}``)
    for the site to word; the message is the same in English words.
    """

    def __init__(
        self,
        reason: StrEnum,
        message: str,
        decision: object = None,
        args: Mapping[str, object] | None = None,
    ) -> None:
        super().__init__(message)
        self.reason = reason
        self.decision = decision
        self.data: dict[str, object] = dict(args or {})


class PositionReason(StrEnum):
    """Why a composed position cannot be (``Game.position``): the reasons every engine
    shares. ``PositionError.data`` names what is wrong (card codes, seats, counts)."""

    PLAYERS = "players"  # {players, low, high}: too few or too many seats for the rules
    UNKNOWN_CARD = "unknown_card"  # {card}: a number that is no card of this game's deck
    CARD_TWICE = "card_twice"  # {card, copies}: named more often than the deck holds it
    CARD_COUNT = "card_count"  # {cards, deck} (or {seat, count, expected}): counts impossible
    NO_SEAT = "no_seat"  # {seat, players}: a seat number that is not at the table
    SEAT_OUT = "seat_out"  # {seat}: the seat to move has already left the game
    OUT_WITH_CARDS = "out_with_cards"  # {seat}: a player who has left holds cards
    EMPTY_HAND_IN_GAME = "empty_hand_in_game"  # {seat}: a player with no cards would have left
    PLACES = "places"  # {places}: finishing places are numbered 1, 2, ... (a place a seat)
    GAME_OVER = "game_over"  # {players}: too few are still in: the game has ended
    DECISION = "decision"  # {expected, asked, player}: the engine would ask something else


class PositionError(ValueError):
    """A composed position the rules cannot reach (``Game.position``).

    ``reason`` is a ``PositionReason`` or the game's own StrEnum; ``data`` says
    what is impossible as data (card codes, seat numbers, counts) for the site
    to word ("Ristiseiska has only one 7♣"); the message is the same in English.
    """

    def __init__(
        self, reason: StrEnum, message: str, data: Mapping[str, object] | None = None
    ) -> None:
        super().__init__(message)
        self.reason = reason
        self.data: dict[str, object] = dict(data or {})
