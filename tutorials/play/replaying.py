"""A game in play replayed from its deal to the visitor's next decision.

Each request replays the game from the deal: the engine is the single source
of truth, and a replay of a long game costs a few milliseconds
(``benchmarks/play_move.py``). The policy plays the computer seats, the
visitor's choices (indices into the legal moves) the visitor's seat.
"""

from __future__ import annotations

import collections
from collections.abc import Container, Sequence
from dataclasses import dataclass, field
from typing import Any

from games.core import Action, Game, GameState, IllegalMoveError
from tutorials.budget import budget_spent, past_budget
from tutorials.play.sealing import bad_token
from tutorials.play.setup import Setup, capped
from tutorials.play.state import decider


@dataclass
class Replay:
    """A game replayed up to the visitor's next decision (or its end)."""

    state: GameState
    setup: Setup
    choices: tuple[int, ...]
    # Every event since the visitor's last choice (all of them before the first
    # one), each with the engine's table just after it: what the page narrates.
    # With a ``window`` only the last turns' events: ``earlier`` holds the events
    # before them (without tables: nobody tells them).
    events: list[tuple[Any, Any]] = field(default_factory=list)
    # With ``audit``: the computer players' decisions of that stretch, as
    # (legal actions, action played); the tests check each against the policy.
    computer: list[tuple[tuple[Action, ...], Action]] = field(default_factory=list)
    # The engine's refusal of the move asked for (``then``), the position unchanged.
    refused: IllegalMoveError | None = None
    earlier: list[Any] = field(default_factory=list)

    @property
    def actions(self) -> list[Action]:
        """The visitor's legal moves now (empty once the game is over)."""
        return [] if self.state.over else list(self.state.legal_actions())


@dataclass
class _Run:
    """One play from the deal, and where its watched stretch began (in ``choose`` calls)."""

    replay: Replay
    watch_from: int  # the visitor's choice the stretch begins with
    watch_call: int  # the engine call that choice was made in
    calls: int  # every engine call of the play


def replay(
    game: Game,
    setup: Setup,
    choices: Sequence[int],
    watch_from: int | None = None,
    *,
    then: Action | None = None,
    narrate: bool = True,
    audit: bool = False,
    window: int | None = None,
    tables: Container[int] | None = None,
) -> Replay:
    """Play the game from the deal: the policy for the computer seats, ``choices`` for the
    visitor's, then the move ``then`` if the engine allows it (else ``refused`` says why).

    Events are kept from the visitor's ``watch_from``-th choice on (default: the
    last one; -1: from the deal; from ``then`` once it is played); ``narrate=False``
    keeps none, which is quicker. With ``window``, tables are taken only for the last
    ``window`` engine calls of that stretch (``earlier``: the events before them); with
    ``tables`` only the events of those indices get their table (the others None).
    BadInput if a choice is not one the game offered.
    """
    if watch_from is None:
        watch_from = max(len(choices) - 1, 0)
    if not narrate or window is None:
        return _play(game, setup, choices, watch_from, then, narrate, audit, 0, tables).replay
    # A stretch without the visitor's decision may last the rest of the game (up to
    # the site's MAX_TURNS: 'lowest' players may pass the same cards round after the
    # visitor has left, or every move of the visitor's may be forced). It is played
    # on in this one request, not redealt: no deal can be judged before the
    # visitor's own choices are known, and the cap bounds the work. Taking the
    # engine's table after each of ~6,000 events would cost more than the page
    # may, and a copy of a state plays on unwatched; so the game is played twice:
    # first unwatched (the cheapest play) to learn where the stretch ends, then
    # watched, with tables only for its last ``window`` engine calls.
    first = _play(game, setup, choices, watch_from, then, False, False)
    start = max(first.watch_call, first.calls - window)
    second = _play(game, setup, first.replay.choices, first.watch_from, None, True, audit, start)
    second.replay.refused = first.replay.refused
    return second.replay


def _play(
    game: Game,
    setup: Setup,
    choices: Sequence[int],
    watch_from: int,
    then: Action | None,
    narrate: bool,
    audit: bool,
    window_call: int = 0,
    tables: Container[int] | None = None,
) -> _Run:
    """``replay``'s play; events before the engine call ``window_call`` go to ``earlier``."""
    events: list[tuple[Any, Any]] = []
    earlier: list[Any] = []
    computer: list[tuple[tuple[Action, ...], Action]] = []
    watching = watch_from < 0 or not choices
    watch_call = 0
    call = 0
    table = game.table

    def observe(event: Any, state: GameState) -> None:
        if watching:
            if call < window_call:
                earlier.append(event)
            elif tables is None or len(events) in tables:
                events.append((event, table(state)))
            else:
                events.append((event, None))

    series: dict[str, Any] = {}
    if setup.previous is not None:
        series["previous_places"] = setup.previous
    # A token sealed before the site's cap was lowered plays to the cap all the same.
    state: GameState = game.new_game(
        capped(setup.rules),
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
            if audit and watching and call >= window_call:
                actions = state.legal_actions()
                action = policy(state)
                computer.append((tuple(actions), action))
            else:
                action = policy(state)
            state.choose(action)
            call += 1
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
            watch_call = call
            del events[:]
            del earlier[:]
            del computer[:]
        used += 1
        state.choose(actions[index])
        call += 1
    if used != total:  # choices left over after the end: not a game we made
        raise bad_token()
    done = Replay(state, setup, tuple(made), events, computer, refused, earlier)
    return _Run(done, watch_from, watch_call, call)


# A play page tells at most this many lines of turns since the visitor's previous
# decision; the turns before them are one line, "…N earlier turns" (the replay of
# the finished game tells every one). A round of eight players takes eight lines.
SHOWN_TURNS = 16
# The engine calls a play page watches (takes tables for) to tell them: a turn may
# take two calls (a card asked for and given) and the first lines may be cut off.
WATCHED_CALLS = 3 * SHOWN_TURNS


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
