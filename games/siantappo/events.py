"""Siantappo's decisions, the reasons a move is refused, and the events of a game."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TypeAlias

from games.cards import Card
from games.core import Action, Outcome
from games.siantappo.combos import Combo

# ---------------------------------------------------------------------------
# Decisions, results, reasons


class DecisionKind(StrEnum):
    LEAD = "lead"
    REPLY = "reply"


@dataclass(frozen=True)
class Decision:
    kind: DecisionKind
    player: int
    options: tuple[Action, ...]


class EndReason(StrEnum):
    LAST_PLAYER = "last_player"  # one player is left holding cards: the loser


class IllegalReason(StrEnum):
    """Refusals by the game's own rules (after ``check_turn``'s ``TurnReason``s)."""

    PASSED_THIS_TRICK = "passed_this_trick"
    NOT_IN_HAND = "not_in_hand"
    LEADER_CANNOT_PASS = "leader_cannot_pass"
    NOT_A_COMBINATION = "not_a_combination"
    FIRST_LEAD_3C = "first_lead_3c"
    SIANTAPPO_NOT_A_LEAD = "siantappo_not_a_lead"
    SIANTAPPO_ONLY_ON_TWO = "siantappo_only_on_two"
    SIANTAPPO_WRONG_FORM = "siantappo_wrong_form"
    ONLY_TWO_OR_SIANTAPPO = "only_two_or_siantappo"
    WRONG_KIND = "wrong_kind"
    WRONG_LENGTH = "wrong_length"
    NOT_HIGHER = "not_higher"


# ---------------------------------------------------------------------------
# Events (the log a narrator reads)


@dataclass(frozen=True)
class Exchanged:
    player: int  # the giver
    receiver: int
    cards: tuple[Card, ...]
    strongest: bool  # the giver's strongest cards (the worse player gives); else its weakest


@dataclass(frozen=True)
class Played:
    player: int
    turn: int
    cards: tuple[Card, ...]
    combo: Combo
    lead: bool


@dataclass(frozen=True)
class Passed:
    player: int
    turn: int
    automatic: bool  # no play was legal


@dataclass(frozen=True)
class TrickFell:
    leader: int  # who leads the next trick
    unbeatable: bool  # the AH straight fell by itself
    player: int  # who made the trick's last play (not the leader once they are out)


@dataclass(frozen=True)
class WentOut:
    player: int
    place: int


@dataclass(frozen=True)
class GameOver:
    outcome: Outcome


Event: TypeAlias = Exchanged | Played | Passed | TrickFell | WentOut | GameOver
