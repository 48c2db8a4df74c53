"""The engine's state as play needs it: the members every engine's state has.

The engine helper is adding ``games.core.GameState`` with exactly these members;
until it is there, play types its states against this copy (one place: replace
the classes below by ``from games.core import GameState``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, Self

from games.core import Action, Outcome


class Decision(Protocol):
    """A decision the game waits for: who decides, and between which moves."""

    @property
    def player(self) -> int: ...
    @property
    def options(self) -> Sequence[Action]: ...


class GameState(Protocol):
    """One position of a game: who decides, the legal moves, playing one, the end."""

    @property
    def decision(self) -> Decision | None: ...
    @property
    def over(self) -> bool: ...
    @property
    def outcome(self) -> Outcome | None: ...
    def legal_actions(self) -> list[Action]: ...
    def apply(self, action: Action) -> None: ...
    def choose(self, action: Action) -> None: ...
    def copy(self) -> Self: ...


def decider(state: GameState) -> int:
    """Whoever decides, not whose turn it is: in a layout game the player asked for a
    card chooses which to give during the asker's turn."""
    decision = state.decision
    if decision is None:  # every engine asks someone until the game is over
        raise RuntimeError("nobody decides in a game that is not over")
    return decision.player
