"""Play a game once with an observer and keep every event with a picture of the table.

``record`` plays a scenario (to its end or its ``stop_after_turns``) and
keeps, for each event, an immutable snapshot of the table just after it
(``game.table(state)``), and the table as dealt (step 0: the same deal paused
before its first turn, so an engine's first event may change the table).
``limit`` stops after that many events without raising through the engine: on
reaching it the recorder sets the state's pause to the end of the current turn,
and the engine returns normally there.
A page that steps through an example caches one recording and reads step N
from it, instead of replaying the game once per step.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Generic

from typing_extensions import TypeVar

from games.core import Decision, GameState, Table
from games.scenario import Scenario, deal, play_scenario

# The game's Table and event; the protocol and ``object`` where the game is not known.
T = TypeVar("T", bound=Table, covariant=True, default=Table)
E = TypeVar("E", covariant=True, default=object)


@dataclass(frozen=True)
class Step(Generic[T, E]):
    event: E  # the game's event dataclass
    table: T  # the game's Table just after the event


@dataclass(frozen=True)
class Recording(Generic[T, E]):
    scenario: Scenario
    steps: tuple[Step[T, E], ...]
    final: T  # the table where play stopped: the end, the pause, or the limit's turn end
    complete: bool  # every event up to that point is in ``steps`` (no limit reached)
    # Step -> the player the game asks to choose once that many events have happened
    # (``state.decision.player``: the giver when a card is asked for); absent while the
    # engine plays on by itself.
    deciders: Mapping[int, int] = field(default_factory=dict)
    # Step 0: the table as dealt, before the first turn (the same deal, paused at 0).
    deal: T = field(kw_only=True)


def record(scenario: Scenario, limit: int | None = None) -> Recording:
    """Play ``scenario`` once; with ``limit``, stop after its first ``limit`` events."""
    game = scenario.descriptor
    steps: list[Step[Table, object]] = []

    def full() -> bool:
        return limit is not None and len(steps) >= limit

    deciders: dict[int, int] = {}
    dropped = False

    def observe(event: object, state: GameState) -> None:
        nonlocal dropped
        if full():
            dropped = True
            return  # the rest of the turn, played on to the pause
        steps.append(Step(event, game.table(state)))
        if full():
            # The engine checks the pause between turns, so this turn ends first.
            state.pause_after_turns = state.turns

    def asked(decision: Decision) -> None:
        if not dropped:
            deciders[len(steps)] = decision.player

    state = play_scenario(scenario, observe, stopped_early=full, asked=asked)
    dealt = game.table(deal(scenario, pause_after_turns=0))
    return Recording(scenario, tuple(steps), game.table(state), not full(), deciders, deal=dealt)
