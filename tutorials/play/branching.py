""" "Try it" in a worked example: the visitor makes one of the example's decisions.

The example's game is replayed to one of its decisions; the visitor's move,
if the engine allows it, is compared with the example's own: the same move
keeps the example's own game (its recording goes on as it is), another leaves
the example there and the example's computer players' style plays on to the end.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from games.core import Action, GameState, IllegalMoveError, Table
from games.scenario import Scenario
from tutorials.advice import Weighed, weigh
from tutorials.budget import budget_spent, past_budget
from tutorials.play.state import decider

Observer = Callable[[object, GameState], None]


@dataclass
class Branch:
    """A worked example's game replayed to one of its decisions, maybe played on from there."""

    state: GameState
    # Every event from the deal, with the table after it (after the visitor's move only
    # for the steps asked for: None for the others).
    events: list[tuple[object, Table | None]]
    refused: IllegalMoveError | None = None
    left_at: int | None = None  # the step of the visitor's move (None: not made)
    example: Action | None = None  # the example's own move at this decision
    decision: GameState | None = None  # the position of the decision, before the move
    same: bool = False  # the visitor's move was the example's: its own game goes on


def _example_game(scenario: Scenario, observer: Observer) -> GameState:
    game = scenario.descriptor
    # A later game of a series (a card exchange example) is dealt after its places.
    series: dict[str, Any] = {}
    if scenario.previous_places is not None:
        series["previous_places"] = scenario.previous_places
    state: GameState = game.new_game(
        scenario.rules,
        len(scenario.players),
        seed=scenario.seed,
        deck=scenario.deck,
        observer=observer,
        **series,
    )
    return state


def _scenario_move(scenario: Scenario, state: GameState, made: int) -> Action:
    """The example's own move at its ``made``-th decision: written out, else its policy's."""
    if made < len(scenario.choices):
        return Action(decider(state), scenario.choices[made])
    return scenario.descriptor.policies[scenario.policy](state)


@functools.lru_cache(maxsize=64)
def decision_steps(scenario: Scenario) -> dict[int, int]:
    """Step -> which decision (0, 1, …) the scenario's game waits for after that step.

    Only the decisions the example's own play reaches (up to its pause, if any), and
    only those with a real choice: a forced move (one legal option) has nothing to try.
    """
    table = scenario.descriptor.table
    legal = scenario.descriptor.legal_actions
    count = 0

    def observe(event: object, state: GameState) -> None:
        nonlocal count
        count += 1

    state = _example_game(scenario, observe)
    steps: dict[int, int] = {}
    made = 0
    pause = scenario.stop_after_turns
    while not state.over and (pause is None or table(state).turns <= pause):
        if len(legal(state)) > 1:
            steps[count] = made
        state.choose(_scenario_move(scenario, state, made))
        made += 1
    return steps


def branch(
    scenario: Scenario, decision: int, cards: tuple[int, ...] | None, show: int | None = None
) -> Branch:
    """The example's game up to its ``decision``-th decision; with ``cards``, that move
    (of the player who decides) instead of the example's, if the engine allows it, then
    the example's computer players' style to the end. After the move only the step
    ``show`` (counted from the deal; None: the move's own) and the one before it get
    their tables: a game played on may run to thousands of events."""
    game = scenario.descriptor
    events: list[tuple[object, Table | None]] = []
    tables: set[int] | None = None  # the steps after the move that get a table

    def observe(event: object, state: GameState) -> None:
        step = len(events) + 1
        told = tables is None or step in tables
        events.append((event, game.table(state) if told else None))

    state = _example_game(scenario, observe)
    made = 0
    while not state.over and made < decision:
        state.choose(_scenario_move(scenario, state, made))
        made += 1
    if cards is None or state.over:
        return Branch(state, events)
    action = Action(decider(state), cards)
    if action not in state.legal_actions():
        try:
            game.check_action(state, action)
        except IllegalMoveError as error:
            return Branch(state, events, refused=error)
    left_at = len(events) + 1
    # On a copy: the example's style may draw from the game's generator.
    before = state.copy()
    example = _scenario_move(scenario, before.copy(), decision)
    if example.cards == cards:  # the example's own game goes on: nothing to play here
        return Branch(state, events, None, left_at, example, before, same=True)
    shown = left_at if show is None else show
    tables = {shown - 1, shown}
    state.choose(action)
    policy = game.policies[scenario.policy]
    while not state.over:
        if past_budget(state.turns):
            raise budget_spent()
        state.choose(policy(state))
    return Branch(state, events, None, left_at, example, before)


def position(scenario: Scenario, decision: int) -> tuple[object, ...]:
    """What decides the example's ``decision``-th decision (a search's key): the scenario
    (its rules, deck, seed, names and written-out moves) and the decision's number."""
    return ("example", repr(scenario), decision)


def weigh_decision(
    scenario: Scenario,
    decision: int,
    state: GameState | None = None,
    shown: Sequence[Action] = (),
) -> Weighed | None:
    """The advice's values of the moves at the example's ``decision``-th decision: the
    same for every visitor, searched once and kept (``tutorials.advice.weigh``), the very
    weighing the decision's hint reads, with the moves ``shown`` topped up. ``state``: the
    decision's position if the caller has it (a ``Branch``'s ``decision``), else the
    example is replayed to it."""
    if state is None:
        state = branch(scenario, decision, None).state
    return weigh(scenario.descriptor, state, position(scenario, decision), shown)
