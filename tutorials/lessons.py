"""Lessons: short steps on positions the engine deals, each with one goal.

A pack declares its path as data (``tutorials/packs/<game>/lessons.py``): a
tuple of ``Lesson`` in teaching order, each a few ``Step``. A step is an engine
position (a preset, a seed and a stacked deck, then ``skip`` of the visitor's own
decisions made by the strongest computer player) and a goal: a predicate over what
the engine did after the visitor's moves. The visitor sits in seat 0; the others
answer with the engine's policy. Nothing here names a game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from django.core import signing

from games.core import Action, Game, GameState, IllegalMoveError

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise
else:
    StrOrPromise = str

SEAT = 0  # the visitor
POLICY = "heuristic"  # the opponents, and the visitor's skipped decisions
# The deepest search for a step's shortest solution (its par), in the visitor's moves.
MAX_PAR = 3


@dataclass(frozen=True)
class Done:
    """What a goal looks at: the events since the step began (each with no table) and the
    state after the visitor's moves and the opponents' replies."""

    events: tuple[Any, ...]
    state: GameState
    actions: tuple[Action, ...]
    table: Any  # the engine's table now


Goal = Callable[[Done], bool]


@dataclass(frozen=True)
class Position:
    """A recorded position: the engine's deal, then ``skip`` of the visitor's decisions."""

    preset: str
    players: int
    seed: int
    deck: tuple[str, ...] = ()  # stacked on top of the shuffle
    skip: int = 0
    overrides: Mapping[str, object] = field(default_factory=dict)


@dataclass(frozen=True)
class Step:
    goal: StrOrPromise  # one sentence: what to do
    position: Position
    reached: Goal
    par: int = 1  # the visitor's moves the shortest solution takes


@dataclass(frozen=True)
class Lesson:
    slug: str
    title: StrOrPromise
    steps: tuple[Step, ...]
    sections: tuple[str, ...] = ()  # the rules sections it teaches (anchors)
    preset: str = ""  # the play page's rules after it ("": the game's default)


# -- goals every game can use --------------------------------------------------


def accepted(done: Done) -> bool:
    """The engine took the visitor's move: the goal of "play a card the rules allow"."""
    return bool(done.actions)


def event(kind: type, **fields: object) -> Goal:
    """An event of ``kind`` with these fields happened (``player`` defaults to the visitor's
    seat when the event has one)."""

    def reached(done: Done) -> bool:
        for e in done.events:
            if not isinstance(e, kind):
                continue
            wanted = dict(fields)
            if "player" not in wanted and hasattr(e, "player"):
                wanted["player"] = SEAT
            if all(_matches(getattr(e, k), v) for k, v in wanted.items()):
                return True
        return False

    return reached


def _matches(value: object, wanted: object) -> bool:
    if callable(wanted):
        return bool(wanted(value))
    return value == wanted


# -- playing a step --------------------------------------------------------------


@dataclass
class Played:
    """A step after the visitor's moves: every event with the table after it."""

    state: GameState
    events: list[tuple[Any, Any]]
    start: int  # events before this index came before the step
    actions: tuple[Action, ...] = ()
    refused: IllegalMoveError | None = None

    @property
    def done(self) -> Done:
        events = tuple(e for e, _ in self.events[self.start :])
        table = self.events[-1][1] if self.events else None
        return Done(events, self.state, self.actions, table)

    @property
    def waiting(self) -> bool:
        """The visitor decides now."""
        decision = self.state.decision
        return not self.state.over and decision is not None and decision.player == SEAT


def _advance(game: Game, state: GameState) -> None:
    """The opponents play until the visitor decides (or the game ends)."""
    policy = game.policies[POLICY]
    while not state.over and state.decision is not None and state.decision.player != SEAT:
        state.choose(policy(state))


def start(game: Game, position: Position) -> Played:
    events: list[tuple[Any, Any]] = []
    rules = game.make_rules(position.preset, dict(position.overrides))
    state = game.new_game(
        rules,
        position.players,
        seed=position.seed,
        deck=tuple(game.deck.parse(c) for c in position.deck),
        observer=lambda e, s: events.append((e, game.table(s))),
    )
    _advance(game, state)
    for _ in range(position.skip):
        if state.over or state.decision is None:
            break
        state.choose(game.policies[POLICY](state))
        _advance(game, state)
    return Played(state, events, len(events))


def play(game: Game, step: Step, actions: Sequence[Action]) -> Played:
    """The step's position after the visitor's ``actions``; the first refused one stops."""
    played = start(game, step.position)
    for action in actions:
        try:
            game.check_action(played.state, action)
        except IllegalMoveError as error:
            played.refused = error
            return played
        played.state.apply(action)
        played.actions = (*played.actions, action)
        _advance(game, played.state)
        if step.reached(played.done) or not played.waiting:
            break
    return played


def solution(game: Game, step: Step, depth: int = MAX_PAR) -> tuple[Action, ...] | None:
    """A shortest line of visitor moves that reaches the goal (breadth first over the
    legal moves; the opponents answer as they always do)."""
    paths: list[tuple[Action, ...]] = [()]
    for _ in range(depth):
        longer = []
        for path in paths:
            base = play(game, step, path)
            if not base.waiting:
                continue
            for action in base.state.legal_actions():
                if step.reached(play(game, step, (*path, action)).done):
                    return (*path, action)
                longer.append((*path, action))
        paths = longer
    return None


def shortest(game: Game, step: Step, depth: int = MAX_PAR) -> int | None:
    """The fewest visitor moves that reach the goal: the step's par."""
    found = solution(game, step, depth)
    return None if found is None else len(found)


# -- stars and progress ------------------------------------------------------------


def stars(retries: int, hints: int) -> int:
    """3 for a lesson done without a retry or hint; each one costs a star, down to 1."""
    return max(1, 3 - retries - hints)


_SALT = "tutorials.lessons.progress"


@dataclass(frozen=True)
class Progress:
    """Carried in the query without JavaScript (signed); in localStorage with it."""

    stars: Mapping[str, int] = field(default_factory=dict)  # lesson slug -> best stars
    retries: int = 0  # in the lesson under way
    hints: int = 0
    wrong: tuple[tuple[str, int], ...] = ()  # (lesson, step) the visitor missed

    def token(self, game: str) -> str:
        data = {"s": dict(self.stars), "r": self.retries, "h": self.hints, "w": self.wrong}
        return signing.dumps(data, salt=f"{_SALT}.{game}", compress=True)

    @classmethod
    def load(cls, game: str, token: str) -> Progress:
        """Raises ``signing.BadSignature`` for a token not ours; "" is no progress."""
        if not token:
            return cls()
        data = signing.loads(token, salt=f"{_SALT}.{game}")
        return cls(
            {str(k): int(v) for k, v in data["s"].items()},
            int(data["r"]),
            int(data["h"]),
            tuple((str(a), int(b)) for a, b in data["w"]),
        )


def steps(
    goal: StrOrPromise, reached: Goal, *positions: Position, par: int = 1
) -> tuple[Step, ...]:
    """One goal practised on several positions: a step each."""
    return tuple(Step(goal, position, reached, par) for position in positions)
