"""Lessons played on the engine: a step's position, what a move causes, and the verdict.

Every call builds the step's position afresh (``Game.position``: cheap, a few
cards), so the same move on the same step always plays out the same way. A
step's own events are those the engine plays by itself after the visitor's
move (a predict step: from the position on), up to the next decision of anyone
or the end of the game: the verdict reads only them. A ``Do`` step's ``reply``
then lets the computer make a few more decisions, shown after a miss and never
judged. Every event is kept with the table the page shows after it
(``shown_table``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable
from dataclasses import dataclass

from games.core import Action, Game, GameState, IllegalMoveError, Rules, Table
from tutorials.lessons.format import SEAT, Do, Kind, Lesson, Predict, Result, Spot, Start

REPLY_POLICY = "heuristic"  # the computer's replies shown after a miss (its Taitava level)

Shown = tuple[tuple[object, Table], ...]  # events, each with the table shown after it


def shown_table(game: Game, state: GameState) -> Table:
    """The engine's table as a lesson shows it after an event: the player who decides now
    is the one to move (the player asked for a card gives it). The one place a lesson's
    tags (to move, passed, out) come from."""
    table = game.table(state)
    decision = state.decision
    if decision is not None and not state.over and decision.player != table.to_move:
        table = dataclasses.replace(table, to_move=decision.player)
    return table


def lesson_rules(game: Game, lesson: Lesson) -> Rules:
    return game.make_rules(lesson.preset or game.default_preset, dict(lesson.overrides))


class _Watcher:
    """The observer: every event with the table shown after it."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.events: list[tuple[object, Table]] = []

    def __call__(self, event: object, state: GameState) -> None:
        self.events.append((event, shown_table(self.game, state)))


@dataclass(frozen=True)
class Begun:
    """A step's position as the page shows it before the visitor acts."""

    state: GameState  # at the decision (do, spot); standing at the position (predict)
    table: Table  # the engine's table then
    shown: Table  # the same, as shown (``shown_table``)
    prelude: Shown  # the events the position forced before the decision
    start: Start
    watcher: _Watcher


def begin(game: Game, lesson: Lesson, kind: Kind) -> Begun:
    """Build ``kind``'s position under the lesson's rules (PositionError if it cannot be)."""
    assert game.position is not None, "the engine builds no composed positions"
    rules = lesson_rules(game, lesson)
    watcher = _Watcher(game)
    waits = isinstance(kind, Predict)
    state = game.position(rules, kind.position, observer=watcher, play_on=not waits)
    table = game.table(state)
    start = Start(kind.position, rules, state.copy(), table)
    return Begun(state, table, shown_table(game, state), tuple(watcher.events), start, watcher)


@dataclass(frozen=True)
class After:
    """What a move (None: a predict step's wait) caused: refused, or its own events and the
    ``Result`` the goal reads, then the computer's ``reply`` (shown after a miss)."""

    action: Action | None
    refused: IllegalMoveError | None
    own: Shown
    reply: Shown
    result: Result | None
    shown: Table  # the table shown once the own events are over
    replied: Table | None = None  # ... and once the reply is over (the same without one)


def play(game: Game, lesson: Lesson, kind: Kind, action: Action | None) -> After:
    """``action`` on ``kind``'s position (None: let the engine play on), judged nowhere yet."""
    begun = begin(game, lesson, kind)
    state = begun.state
    events = begun.watcher.events
    mark = len(events)
    if action is None:
        state.resume()  # type: ignore[attr-defined]  # every engine's state can resume
    else:
        try:
            game.check_action(state, action)
        except IllegalMoveError as error:
            return After(action, error, (), (), None, begun.shown)
        state.apply(action)
    own = tuple(events[mark:])
    shown = shown_table(game, state)
    result = Result(action, tuple(e for e, _ in own), begun.table, game.table(state), state.copy())
    mark = len(events)
    replies = kind.reply if isinstance(kind, Do) else 0
    policy = game.policies[REPLY_POLICY]
    for _ in range(replies):
        decision = state.decision
        if state.over or decision is None or decision.player == SEAT:
            break
        state.choose(policy(state))
    replied = shown_table(game, state)
    return After(action, None, own, tuple(events[mark:]), result, shown, replied)


def moves(game: Game, state: GameState) -> list[Action]:
    """The visitor's legal moves, each distinct set of cards once, in the engine's order."""
    seen: set[tuple[int, ...]] = set()
    out = []
    for action in state.legal_actions():
        key = tuple(sorted(action.cards))
        if key not in seen:
            seen.add(key)
            out.append(action)
    return out


def refused_cards(game: Game, state: GameState) -> list[tuple[int, IllegalMoveError]]:
    """The cards of the visitor's hand that no legal move plays alone, each with the
    engine's refusal of playing it."""
    legal = {a.cards for a in state.legal_actions()}
    out = []
    for card in dict.fromkeys(game.table(state).hands[SEAT]):
        if (card,) in legal:
            continue
        try:
            game.check_action(state, Action(SEAT, (card,)))
        except IllegalMoveError as error:
            out.append((card, error))
    return out


def fitting(state: GameState) -> frozenset[int]:
    """A spot step's right set: the cards the engine's legal moves play alone."""
    return frozenset(a.cards[0] for a in state.legal_actions() if len(a.cards) == 1)


def reached(kind: Do, after: After) -> bool:
    """A do-step's verdict: refused moves never reach (and never count as a miss)."""
    return after.result is not None and kind.goal.reached(after.result)


def answer(kind: Predict, after: After) -> Hashable:
    assert after.result is not None
    return kind.question.answer(after.result)


def spotted(kind: Spot, begun: Begun, chosen: frozenset[int]) -> bool:
    return chosen == fitting(begun.state)


def options(kind: Predict, begun: Begun) -> list[Hashable]:
    return list(kind.question.options(begun.start))


def winning_move(game: Game, lesson: Lesson, kind: Do) -> Action | None:
    """The first legal move that reaches the goal (a worked step's move by default)."""
    begun = begin(game, lesson, kind)
    for action in moves(game, begun.state):
        if reached(kind, play(game, lesson, kind, action)):
            return action
    return None
