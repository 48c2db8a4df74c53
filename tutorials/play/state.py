"""Who decides in a game in play: the engine's ``GameState`` protocol says it."""

from __future__ import annotations

from games.core import GameState


def decider(state: GameState) -> int:
    """Whoever decides, not whose turn it is: in a layout game the player asked for a
    card chooses which to give during the asker's turn."""
    decision = state.decision
    if decision is None:  # every engine asks someone until the game is over
        raise RuntimeError("nobody decides in a game that is not over")
    return decision.player
