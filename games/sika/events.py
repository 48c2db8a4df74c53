"""Sika's vocabulary of a game in progress: phases, decisions, end and refusal reasons,
and the events (the log a narrator reads, built only when an observer asks).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TypeAlias

from games.cards import Card
from games.core import Action, Outcome

# ---------------------------------------------------------------------------
# Phases, decisions, actions and results


class Phase(StrEnum):
    RING = "ring"
    HAND = "hand"
    OVER = "over"


class DecisionKind(StrEnum):
    MATCH = "match"  # which matching card to play from the hand
    FREE = "free"  # which free card to play after a matching one
    LEAD = "lead"  # which card to lead after a deadlock
    SHED = "shed"  # two-phase: which single card, set or run to play


# Reading an enum member off its class costs as much as a whole list operation,
# so the hot loops use these module-level names.
_MATCH, _FREE, _LEAD, _SHED = DecisionKind


# A pending option as the hot loops keep it: a bare card, or a two-phase tuple of
# cards; only ``Action``s leave the state (decision, legal_actions).
_Option: TypeAlias = Card | tuple[Card, ...]


@dataclass(frozen=True)
class Decision:
    kind: DecisionKind
    player: int
    options: tuple[Action, ...]


class EndReason(StrEnum):
    LAST_PLAYER = "last_player"  # one player is left holding cards
    ALL_OUT = "all_out"  # nobody holds cards when the ring ends: a draw
    STALEMATE = "stalemate"  # fewest_cards decided a stuck game
    MAX_TURNS = "max_turns"  # the safety valve: unfinished


class IllegalReason(StrEnum):
    """Refusals by the game's own rules (after ``check_turn``'s ``TurnReason``s)."""

    NOT_IN_HAND = "not_in_hand"
    MUST_MATCH = "must_match"
    ONE_CARD = "one_card"
    NOT_PLAYABLE = "not_playable"
    NOT_A_SET_OR_RUN = "not_a_set_or_run"


# ---------------------------------------------------------------------------
# Events (the log a narrator reads)


class Source(StrEnum):
    RING = "ring"
    PILE = "pile"  # digging in the centre pile (hand_source: dig)
    DRAW_PILE = "draw_pile"  # recycled draw pile, or the two-phase stock


class Role(StrEnum):
    MATCH = "match"  # a matching card, drawn or from the hand
    EXTRA = "extra"  # the empty-hand exception's second card
    FREE = "free"  # the free card after a matching one
    LEAD = "lead"  # the free lead after a deadlock
    SHED = "shed"  # two-phase: a single card, set or run


class TurnResult(StrEnum):
    PLAYING = "playing"
    EMPTY = "empty"
    STUCK = "stuck"


@dataclass(frozen=True)
class TurnStarted:
    player: int
    turn: int
    free_lead: bool


@dataclass(frozen=True)
class Drew:
    player: int
    card: Card
    source: Source
    matches: bool
    into_hand: bool
    extra: bool  # the empty-hand exception's extra card: onto the pile whatever it is


@dataclass(frozen=True)
class Played:
    player: int
    cards: tuple[Card, ...]
    role: Role
    from_hand: bool


@dataclass(frozen=True)
class NewDrawPile:
    cards: int
    shuffled: bool


@dataclass(frozen=True)
class TurnEnded:
    player: int
    result: TurnResult


@dataclass(frozen=True)
class RingEmptied:
    next_phase: Phase


@dataclass(frozen=True)
class Left:
    players: tuple[int, ...]
    place: int


@dataclass(frozen=True)
class Deadlock:
    player: int  # the one who gets the free lead


@dataclass(frozen=True)
class GameOver:
    outcome: Outcome


Event: TypeAlias = (
    TurnStarted | Drew | Played | NewDrawPile | TurnEnded | RingEmptied | Left | Deadlock | GameOver
)
