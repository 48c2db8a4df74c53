"""A game in play replayed from its deal to the visitor's next decision.

Each request replays the game from the deal: the engine is the single source
of truth, and a replay of a long game costs a few milliseconds
(``benchmarks/play_move.py``). The policy plays the computer seats, the
visitor's choices (indices into the legal moves) the visitor's seat.
"""

from __future__ import annotations

import collections
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from games.core import Action, Game, GameState, IllegalMoveError
from tutorials.budget import budget_spent, past_budget
from tutorials.play.sealing import bad_token
from tutorials.play.setup import Setup
from tutorials.play.state import decider


@dataclass
class Replay:
    """A game replayed up to the visitor's next decision (or its end)."""

    state: GameState
    setup: Setup
    choices: tuple[int, ...]
    # Every event since the visitor's last choice (all of them before the first
    # one), each with the engine's table just after it: what the page narrates.
    events: list[tuple[Any, Any]] = field(default_factory=list)
    # With ``audit``: the computer players' decisions of that stretch, as
    # (legal actions, action played); the tests check each against the policy.
    computer: list[tuple[tuple[Action, ...], Action]] = field(default_factory=list)
    # The engine's refusal of the move asked for (``then``), the position unchanged.
    refused: IllegalMoveError | None = None

    @property
    def actions(self) -> list[Action]:
        """The visitor's legal moves now (empty once the game is over)."""
        return [] if self.state.over else list(self.state.legal_actions())


def replay(
    game: Game,
    setup: Setup,
    choices: Sequence[int],
    watch_from: int | None = None,
    *,
    then: Action | None = None,
    narrate: bool = True,
    audit: bool = False,
) -> Replay:
    """Play the game from the deal: the policy for the computer seats, ``choices`` for the
    visitor's, then the move ``then`` if the engine allows it (else ``refused`` says why).

    Events are kept from the visitor's ``watch_from``-th choice on (default: the
    last one; -1: from the deal; from ``then`` once it is played); ``narrate=False``
    keeps none, which is quicker. BadInput if a choice is not one the game offered.
    """
    if watch_from is None:
        watch_from = max(len(choices) - 1, 0)
    events: list[tuple[Any, Any]] = []
    computer: list[tuple[tuple[Action, ...], Action]] = []
    watching = watch_from < 0 or not choices
    table = game.table

    def observe(event: Any, state: GameState) -> None:
        if watching:
            events.append((event, table(state)))

    series: dict[str, Any] = {}
    if setup.previous is not None:
        series["previous_places"] = setup.previous
    state: GameState = game.new_game(
        setup.rules,
        setup.players,
        seed=setup.seed,
        observer=observe if narrate else None,
        **series,
    )
    policy = game.policies[setup.policy]
    seat = setup.seat
    made = list(choices)
    total = len(made)
    refused: IllegalMoveError | None = None
    used = 0
    # Only the visitor's decisions need the list of legal moves; the policies
    # find their own, so a computer seat's turn costs one engine call.
    while not state.over:
        if past_budget(state.turns):
            raise budget_spent()
        if decider(state) != seat:
            if audit and watching:
                actions = state.legal_actions()
                action = policy(state)
                computer.append((tuple(actions), action))
            else:
                action = policy(state)
            state.choose(action)
            continue
        actions = state.legal_actions()
        if used == total:
            if then is None:
                break
            if then not in actions:
                try:
                    game.check_action(state, then)
                except IllegalMoveError as error:
                    refused = error
                break
            made.append(actions.index(then))
            total += 1
            then = None
            watch_from = used  # narrate from the new move on
        index = made[used]
        if index >= len(actions):
            raise bad_token()
        if used == watch_from:
            watching = True
            del events[:]
            del computer[:]
        used += 1
        state.choose(actions[index])
    if used != total:  # choices left over after the end: not a game we made
        raise bad_token()
    return Replay(state, setup, tuple(made), events, computer, refused)


# The position a move has just reached, kept for the page its redirect asks for
# next (usually of the same process): that page is then drawn without a replay.
# Only a speed-up: any process replays on a miss. Pages only read a replay's state.
_RECENT: collections.OrderedDict[tuple[str, Setup, tuple[int, ...]], Replay] = (
    collections.OrderedDict()
)
RECENT_SIZE = 64


def remember(slug: str, replay_: Replay) -> None:
    key = (slug, replay_.setup, replay_.choices)
    _RECENT[key] = replay_
    _RECENT.move_to_end(key)
    while len(_RECENT) > RECENT_SIZE:
        _RECENT.popitem(last=False)


def recall(slug: str, setup: Setup, choices: tuple[int, ...]) -> Replay | None:
    """A position ``remember`` kept, taken out (a page of it is drawn once from memory)."""
    return _RECENT.pop((slug, setup, choices), None)
