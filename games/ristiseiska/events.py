"""Ristiseiska's decisions, the reasons a move is refused, and the events of a game."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TypeAlias

from games.core import (
    Action,
    Outcome,
)

# ---------------------------------------------------------------------------
# Decisions, reasons, events


class DecisionKind(StrEnum):
    PLAY = "play"  # which card to play (or hold back)
    EXTRA = "extra"  # after a closing card: another card, or stop
    GIVE = "give"  # asked for a card: which one to give


_PLAY, _EXTRA, _GIVE = DecisionKind


@dataclass(frozen=True)
class Decision:
    kind: DecisionKind
    player: int
    options: tuple[Action, ...]


class EndReason(StrEnum):
    LAST_PLAYER = "last_player"  # end: last, one player holds cards
    FIRST_OUT = "first_out"  # a scored game ended at the first player out
    TARGET = "target"  # a series reached its target
    STUCK = "stuck"  # only dead cards and jokers left, nothing can be played
    MAX_TURNS = "max_turns"


class IllegalReason(StrEnum):
    """Refusals by the game's own rules (after ``check_turn``'s ``TurnReason``s)."""

    NOT_IN_HAND = "not_in_hand"
    NEEDS_CARD = "needs_card"  # the card's neighbour is not down (or_needs: the other end's)
    NEEDS_CLUB = "needs_club"  # nothing before the opening card
    ALREADY_DOWN = "already_down"
    DEAD_CARD = "dead_card"
    MUST_PLAY = "must_play"  # holding back while able to play
    MUST_PLAY_SEVEN = "must_play_seven"
    NO_EXTRA_PLAY = "no_extra_play"  # "stop" outside an extra play
    CHOOSE_END = "choose_end"  # an ace that fits either end needs low or high
    NOT_A_CHOICE = "not_a_choice"


@dataclass(frozen=True)
class TurnStarted:
    player: int
    turn: int


@dataclass(frozen=True)
class Played:
    player: int
    card: int
    end: str  # "low", "high" or "centre"
    closes: bool  # the extra play is allowed after it


@dataclass(frozen=True)
class JokerPlayed:
    player: int
    card: int  # the joker
    stands_for: int
    end: str
    closes: bool


@dataclass(frozen=True)
class Swapped:
    player: int
    card: int  # the real card laid in the joker's place
    joker: int  # the joker taken into the hand


@dataclass(frozen=True)
class Stopped:
    player: int


@dataclass(frozen=True)
class Held:
    player: int


@dataclass(frozen=True)
class Passed:
    player: int


@dataclass(frozen=True)
class Asked:
    player: int
    giver: int
    # The players passed over on the way to the giver: still in, each holds one card.
    skipped: tuple[int, ...]


@dataclass(frozen=True)
class Gave:
    giver: int
    player: int
    card: int


@dataclass(frozen=True)
class NothingTaken:
    player: int


@dataclass(frozen=True)
class Drew:
    player: int
    card: int


@dataclass(frozen=True)
class TookToken:
    player: int


@dataclass(frozen=True)
class CardsDead:
    cards: tuple[int, ...]


@dataclass(frozen=True)
class Left:
    player: int
    place: int


@dataclass(frozen=True)
class DealScored:
    deal: int  # numbered from 1
    scores: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True)
class NewDeal:
    deal: int  # numbered from 1, as DealScored
    starter: int


@dataclass(frozen=True)
class GameOver:
    outcome: Outcome


Event: TypeAlias = (
    TurnStarted
    | Played
    | JokerPlayed
    | Swapped
    | Stopped
    | Held
    | Passed
    | Asked
    | Gave
    | NothingTaken
    | Drew
    | TookToken
    | CardsDead
    | Left
    | DealScored
    | NewDeal
    | GameOver
)
