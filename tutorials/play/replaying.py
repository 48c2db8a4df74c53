"""A game in play replayed from its deal to the visitor's next decision.

Each request replays the game from the deal: the engine is the single source
of truth, and a replay of a long game costs a few milliseconds
(``benchmarks/play_move.py``). The people's choices (indices into the legal
moves) play their seats; the policy plays the computer seats, except that a
searching policy's (``setup.RECORDED``) recorded choices are applied as they
were made, re-checked as legal, and only its decisions beyond them are searched:
at most ``SEARCHES`` of them a request, and only while the playout turns searched
so far leave room for one more search at its most (``budget.search_turns``). A
replay that reaches that budget before anyone at the device decides stops there
(``paused``): the page shows the turns so far and goes on from that point in the
next request. A decision searched once is kept in the shared cache under its
position (``tutorials.weighings``): the same address again reads it, and counts
its turns as if it had searched, so a page is the same whether or not it was kept.
A decision whose moves cannot differ in outcome is made for the visitor
(``setup.made_for``): it takes no choice, and the turns tell it (``MadeFor``).
"""

from __future__ import annotations

import collections
from collections.abc import Container, Sequence
from dataclasses import dataclass, field
from typing import Any

from games.core import Action, Game, GameState, IllegalMoveError, Policy
from games.search import Searcher
from tutorials import weighings
from tutorials.budget import REPLAYED, SEARCHES, budget_spent, past_budget, search_turns
from tutorials.play.sealing import bad_token
from tutorials.play.setup import RECORDED, Moves, Setup, capped, made_for, position
from tutorials.play.state import decider
from tutorials.presenter import MadeFor


@dataclass
class Replay:
    """A game replayed up to the visitor's next decision (or its end)."""

    state: GameState
    setup: Setup
    choices: tuple[int, ...]
    # Every event since the visitor's last choice (all of them before the first
    # one), each with the engine's table just after it: what the page narrates.
    # With a ``window`` only the last turns' events: ``earlier`` holds the events
    # before them (without tables: nobody tells them). The table is None for an event
    # ``tables`` leaves out (the presenter tells only those it has tables for).
    events: list[tuple[object, Any]] = field(default_factory=list)
    # With ``audit``: the computer players' decisions of that stretch, as
    # (legal actions, action played); the tests check each against the policy.
    computer: list[tuple[tuple[Action, ...], Action]] = field(default_factory=list)
    # The engine's refusal of the move asked for (``then``), the position unchanged.
    refused: IllegalMoveError | None = None
    earlier: list[object] = field(default_factory=list)
    # The recorded computer players' choices up to this position (``setup.RECORDED``).
    searched: tuple[int, ...] = ()
    # Per choice of ``choices``: whose seat made it, and how many recorded computer
    # choices came before it (taking it back drops those after it).
    deciders: tuple[int, ...] = ()
    before: tuple[int, ...] = ()
    # Whether ``events`` begin at the deal (nobody whose page this is has chosen yet).
    from_deal: bool = False
    # Whether it stopped at a computer player's decision, its request's searches spent.
    paused: bool = False

    @property
    def actions(self) -> list[Action]:
        """The visitor's legal moves now (empty once the game is over or while paused)."""
        return [] if self.state.over or self.paused else list(self.state.legal_actions())

    def moves(self, hints: int = 0, undos: int = 0) -> Moves:
        """What was played up to here, for a token."""
        return Moves(self.choices, self.searched, hints, undos)

    def undone(self, hints: int, undos: int) -> Moves:
        """The moves without the last choice, and the computer choices made after it."""
        if not self.choices:
            raise ValueError("nothing to take back")
        return Moves(self.choices[:-1], self.searched[: self.before[-1]], hints, undos + 1)


@dataclass
class _Run:
    """One play from the deal, and where its watched stretch began (in ``choose`` calls)."""

    replay: Replay
    watch_from: int  # the visitor's choice the stretch begins with
    watch_call: int  # the engine call that choice was made in
    calls: int  # every engine call of the play
    choice_calls: list[int]  # the engine call each choice was made in


def replay(
    game: Game,
    setup: Setup,
    choices: Sequence[int],
    watch_from: int | None = None,
    *,
    computer: Sequence[int] = (),
    then: tuple[int, ...] | None = None,
    narrate: bool = True,
    audit: bool = False,
    window: int | None = None,
    tables: Container[int] | None = None,
    searches: int | None = None,
    work: int | None = None,
    marks: bool = True,
) -> Replay:
    """Play the game from the deal: the policy for the computer seats (``computer``: a
    searching policy's choices made before), ``choices`` for the people's, then the move
    ``then`` if the engine allows it (else ``refused`` says why).

    Events are kept from the visitor's ``watch_from``-th choice on (default: the
    last one, or with several people the last of whoever decides now; -1: from the deal;
    from ``then`` once it is played); ``narrate=False``
    keeps none, which is quicker. With ``window``, tables are taken only for the last
    ``window`` engine calls of that stretch (``earlier``: the events before them); with
    ``tables`` only the events of those indices get their table (the others None).
    ``searches``: the new decisions with a choice a searching computer player may make,
    ``work``: the playout turns they may play (then ``paused``; by default the request's
    budget: ``SEARCHES`` and ``budget.search_turns``; a count given alone bounds nothing
    else); ``marks``: a move made for the visitor is told by a ``MadeFor`` among the
    events (not in a finished game's replay, told step by step). BadInput if a choice is
    not one the game offered.
    """
    if searches is None:
        searches = SEARCHES
        if work is None:
            work = search_turns(game)
    told_since = watch_from
    if watch_from is None:
        watch_from = max(len(choices) - 1, 0)
    known = tuple(computer)
    if not narrate or window is None:
        args = (known, watch_from, then, narrate, audit, 0, tables, searches, work, marks)
        return _play(game, setup, choices, *args).replay
    # A stretch without the visitor's decision may last the rest of the game (up to
    # the site's MAX_TURNS: 'lowest' players may pass the same cards round after the
    # visitor has left, or every move of the visitor's may be forced). It is played
    # on in this one request, not redealt: no deal can be judged before the
    # visitor's own choices are known, and the cap bounds the work. Taking the
    # engine's table after each of ~6,000 events would cost more than the page
    # may, and a copy of a state plays on unwatched; so the game is played twice:
    # first unwatched (the cheapest play) to learn where the stretch ends, then
    # watched, with tables only for its last ``window`` engine calls.
    first = _play(
        game, setup, choices, known, watch_from, then, False, False, searches=searches, work=work
    )
    to_decider = told_since is None and then is None and len(setup.humans) > 1
    return _watched(game, setup, first, to_decider, window, audit, marks)


def _watched(
    game: Game, setup: Setup, first: _Run, to_decider: bool, window: int, audit: bool, marks: bool
) -> Replay:
    """``replay``'s second play of the stretch the unwatched ``first`` found, with tables for
    its last ``window`` engine calls; ``to_decider``: told to whoever decides now."""
    watch_from, watch_call = first.watch_from, first.watch_call
    done = first.replay
    if to_decider and not done.state.over:
        # Told to whoever decides now (while the computer players play on, whoever chose
        # last): everything since their own last choice.
        viewer = done.deciders[-1] if done.paused and done.deciders else decider(done.state)
        own = [i for i, seat in enumerate(done.deciders) if seat == viewer]
        watch_from = own[-1] if own else -1
        watch_call = first.choice_calls[watch_from] if own else 0
    start = max(watch_call, first.calls - window)
    # The second play searches nothing: the first recorded what it searched.
    args = (done.searched, watch_from, None, True, audit, start, None, 0)
    second = _play(game, setup, done.choices, *args, marks=marks)
    second.replay.refused = first.replay.refused
    return second.replay


def _play(
    game: Game,
    setup: Setup,
    choices: Sequence[int],
    known: tuple[int, ...],
    watch_from: int,
    then: tuple[int, ...] | None,
    narrate: bool,
    audit: bool,
    window_call: int = 0,
    tables: Container[int] | None = None,
    searches: int = 0,
    work: int | None = None,
    marks: bool = True,
) -> _Run:
    """``replay``'s play; events before the engine call ``window_call`` go to ``earlier``."""
    play = _Play(game, setup, choices, known, watch_from, narrate, audit, window_call, tables)
    play.then, play.searches, play.work, play.marks = then, searches, work, marks
    return play.run()


class _Play:
    """One play from the deal (``_play``): the game, and what the play has recorded so far."""

    then: tuple[int, ...] | None = None  # the move asked for after the recorded choices
    searches = 0  # the searches the play may still make
    work: int | None = None  # the playout turns they may play
    marks = True  # whether a move made for the visitor is told

    def __init__(
        self,
        game: Game,
        setup: Setup,
        choices: Sequence[int],
        known: tuple[int, ...],
        watch_from: int,
        narrate: bool,
        audit: bool,
        window_call: int,
        tables: Container[int] | None,
    ) -> None:
        self.game, self.setup, self.humans = game, setup, setup.humans
        self.narrate, self.audit, self.window_call, self.tables = (
            narrate,
            audit,
            window_call,
            tables,
        )
        self.events: list[tuple[object, Any]] = []
        self.earlier: list[object] = []
        self.computer: list[tuple[tuple[Action, ...], Action]] = []
        self.watch_from = watch_from
        self.watching = watch_from < 0 or not choices
        self.watch_call = self.call = 0
        self.made = list(choices)
        self.total = len(self.made)
        self.searched = list(known)
        self.deciders: list[int] = []
        self.before: list[int] = []
        self.choice_calls: list[int] = []
        self.refused: IllegalMoveError | None = None
        self.used = 0
        self.asked = 0  # recorded computer choices used (then searched and recorded)
        self.paused = False
        self.policy = game.policies[setup.policy]
        self.recorded = setup.policy in RECORDED
        self.finisher = game.policies[RECORDED[setup.policy]] if self.recorded else self.policy
        # A search starts only if one at its most still fits the work left (``work``), after
        # the turns searched and the replay's (the first one always: the game goes on).
        policy = self.policy
        self.most = policy.work if isinstance(policy, Searcher) and policy.work else 0
        self.spent = 0
        self.first_search = True
        series: dict[str, Any] = {}  # a series' previous places, to the engine that takes them
        if setup.previous is not None:
            series["previous_places"] = setup.previous
        # A token sealed before the site's cap was lowered plays to the cap all the same.
        self.state: GameState = game.new_game(
            capped(setup.rules),
            setup.players,
            seed=setup.seed,
            observer=self._observe if narrate else None,
            **series,
        )

    def _observe(self, event: object, state: GameState) -> None:
        if self.watching:
            if self.call < self.window_call:
                self.earlier.append(event)
            elif self.tables is None or len(self.events) in self.tables:
                self.events.append((event, self.game.table(state)))
            else:
                self.events.append((event, None))

    def run(self) -> _Run:
        """Play until a person's decision without a recorded choice, a pause or the end."""
        # Only the people's decisions and a recorded policy's need the list of legal moves;
        # the other policies find their own, so their turn costs one engine call.
        while not self.state.over:
            if past_budget(self.state.turns):
                raise budget_spent()
            deciding = decider(self.state)
            played = self._computer_turn() if deciding not in self.humans else self._turn(deciding)
            if not played:
                break
        # Choices left over after the end (or after the position the token stops at): not
        # a game we made.
        if self.used != self.total or self.asked != len(self.searched):
            raise bad_token()
        done = Replay(
            self.state,
            self.setup,
            tuple(self.made),
            self.events,
            self.computer,
            self.refused,
            self.earlier,
            tuple(self.searched),
            tuple(self.deciders),
            tuple(self.before),
            self.watch_from < 0 or not self.made,
            self.paused,
        )
        return _Run(done, self.watch_from, self.watch_call, self.call, self.choice_calls)

    def _computer_turn(self) -> bool:
        """A computer player's decision played; False: paused, the searches spent."""
        state = self.state
        watched = self.audit and self.watching and self.call >= self.window_call
        if self.recorded:
            actions = state.legal_actions()
            action = self._recorded(actions)
            if action is None:
                self.paused = True
                return False
            if watched:
                self.computer.append((tuple(actions), action))
        elif watched:
            actions = state.legal_actions()
            action = self.policy(state)
            self.computer.append((tuple(actions), action))
        else:
            action = self.policy(state)
        state.choose(action)
        self.call += 1
        return True

    def _recorded(self, actions: list[Action]) -> Action | None:
        """A recorded policy's move: its recorded choice, else searched and recorded (None:
        no search fits the request's budget)."""
        state, searched = self.state, self.searched
        if self.asked < len(searched):
            if searched[self.asked] >= len(actions):
                raise bad_token()
            self.asked += 1
            return actions[searched[self.asked - 1]]
        if _all_out(self.game, state, self.humans):
            return self.finisher(state)  # asked on every replay, never recorded
        if len(dict.fromkeys(actions)) > 1:
            replayed = REPLAYED * state.turns
            full = self.work is not None and self.spent + replayed + self.most > self.work
            if self.searches <= 0 or (full and not self.first_search):
                return None
            self.searches -= 1
            self.first_search = False
            at = position(self.game, self.setup, self.made[: self.used], searched)
            index, turns = _search(self.policy, state, actions, at)
            self.spent += turns
            action = actions[index]
        else:
            action = self.policy(state)
        searched.append(actions.index(action))
        self.asked += 1
        return action

    def _turn(self, deciding: int) -> bool:
        """A person's decision played: their recorded choice, then ``then``; False: the play
        stops here (no choice left, or ``then`` refused)."""
        state = self.state
        alike = made_for(self.game, self.setup, state)
        if alike is not None:  # not a choice: the moves were all alike
            if self.narrate and self.marks:  # told in this turn, before what follows it
                self._observe(MadeFor(deciding, alike), state)
            state.choose(alike)
            self.call += 1
            return True
        actions = state.legal_actions()
        if self.used == self.total and not self._then(deciding, actions):
            return False
        index = self.made[self.used]
        if index >= len(actions):
            raise bad_token()
        if self.used == self.watch_from:
            self.watching = True
            self.watch_call = self.call
            del self.events[:]
            del self.earlier[:]
            del self.computer[:]
        self.used += 1
        self.deciders.append(deciding)
        self.before.append(self.asked)
        self.choice_calls.append(self.call)
        state.choose(actions[index])
        self.call += 1
        return True

    def _then(self, deciding: int, actions: list[Action]) -> bool:
        """The move ``then`` added to the choices if the engine allows it; False: none was
        asked for, or the engine refused it (``refused`` says why)."""
        if self.then is None:
            return False
        move = Action(deciding, self.then)
        if move not in actions:
            try:
                self.game.check_action(self.state, move)
            except IllegalMoveError as error:
                self.refused = error
            return False
        self.made.append(actions.index(move))
        self.total += 1
        self.then = None
        self.watch_from = self.used  # narrate from the new move on
        return True


def _search(
    policy: Policy, state: GameState, actions: list[Action], at: tuple[object, ...]
) -> tuple[int, int]:
    """A searching computer player's move at ``at`` (its index among ``actions``) and the
    playout turns the search played: kept in the shared cache, else searched and kept."""
    if not isinstance(policy, Searcher):  # a recorded policy that does not search
        return actions.index(policy(state)), 0
    name = weighings.key("move", at)
    kept = weighings.kept(name)
    if (
        isinstance(kept, tuple)
        and len(kept) == 2
        and all(isinstance(n, int) for n in kept)
        and 0 <= kept[0] < len(actions)
    ):
        return kept[0], kept[1]
    found, chosen = policy.decide(state)
    index = actions.index(chosen)
    weighings.keep(name, (index, found.turns))
    return index, found.turns


def _all_out(game: Game, state: GameState, humans: tuple[int, ...]) -> bool:
    """Whether every person at the device has finished (their place is known)."""
    places = getattr(game.table(state), "places", None)
    return places is not None and all(places[seat] is not None for seat in humans)


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
_RECENT: collections.OrderedDict[tuple[str, Setup, tuple[int, ...], tuple[int, ...]], Replay] = (
    collections.OrderedDict()
)
RECENT_SIZE = 64


def remember(slug: str, replay_: Replay) -> None:
    key = (slug, replay_.setup, replay_.choices, replay_.searched)
    _RECENT[key] = replay_
    _RECENT.move_to_end(key)
    while len(_RECENT) > RECENT_SIZE:
        _RECENT.popitem(last=False)


def recall(slug: str, setup: Setup, moves: Moves) -> Replay | None:
    """A position ``remember`` kept, taken out (a page of it is drawn once from memory)."""
    return _RECENT.pop((slug, setup, moves.choices, moves.computer), None)
