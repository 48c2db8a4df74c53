"""Every seat's tags in one state of a game: who moves next, who passed, who is out, who lost.

A table on a page shows the state *after* the event told above it. The engine
tells an event while it is still working it out: when a player has played,
the engine's ``to_move`` is still that player until it has looked for the
next one, so a table taken as an event is told can be an event behind. Two
steps make it right for every game:

- ``movers`` works out, for a game's events in order, whoever moves or
  decides next after each one: the player the engine asks to choose there,
  else whoever acts in the next event that is a move (a presenter's
  ``actor``: not an event that only tells what followed, such as a player
  going out or a trick falling), else the table where play stopped;
- ``seat_tags`` reads every seat's tags off a table of a state between events:
  ``settled(table, mover)`` (a step of a recorded game) or ``game.table(state)``
  where the engine waits for a choice or the game has ended.

Examples, any game, "try it", the replay of a finished game and play all take
their tags from here; so can a lesson: ``settle(events, game.table(state),
presenter.actor)`` gives the table after each of its events.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

from games.core import Table

# Who acts in an event, None for an event that is not a move (a presenter's ``actor``).
Actor = Callable[[object], "int | None"]
TableT = TypeVar("TableT", bound=Table)


@dataclass(frozen=True)
class Tags:
    """One seat's tags: the words a table writes beside the player's name."""

    to_move: bool = False  # moves or decides next
    passed: bool = False  # passed in the trick on the table
    out: bool = False  # left the game with an empty hand while others play on
    loser: bool = False  # the game is over and this player lost it


def mover(table: Table) -> int | None:
    """Whoever moves or decides next in a state between events (None once over): the
    player the engine asks to choose (the giver when a card is asked for), else its
    ``to_move``."""
    if table.outcome is not None:
        return None
    decision = getattr(table, "decision", None)  # a table need not carry the decision
    return decision.player if decision is not None else table.to_move


def seat_tags(table: Table) -> tuple[Tags, ...]:
    """Every seat's tags in ``table``, a game's table of a state between events."""
    outcome = table.outcome
    losers = set(outcome.losers) if outcome is not None else set()
    passed = set(getattr(table, "passed", ()))  # only a game of tricks has passes
    moving = mover(table)
    return tuple(
        Tags(
            to_move=seat == moving,
            passed=seat in passed and outcome is None,
            # At the end every seat has a place; the out are those whose hand emptied.
            out=place is not None and not hand and seat not in losers,
            loser=seat in losers,
        )
        for seat, (place, hand) in enumerate(zip(table.places, table.hands, strict=True))
    )


def movers(
    events: Sequence[object],
    last: Table,
    actor: Actor,
    deciders: Mapping[int, int] | None = None,
) -> list[int | None]:
    """Whoever moves or decides next once ``i`` of ``events`` have happened, for ``i``
    from 0 (the deal) to ``len(events)``.

    ``last`` is the table where play stopped (the game waiting, over or paused);
    ``deciders`` (a recording's: ``i`` -> the player asked to choose after ``i``
    events) wins where given.
    """
    found: list[int | None] = [None] * (len(events) + 1)
    following = mover(last)
    for i in range(len(events), -1, -1):
        found[i] = following if deciders is None else deciders.get(i, following)
        if i:
            who = actor(events[i - 1])
            if who is not None:
                following = who
    return found


def settled(table: TableT, moving: int | None) -> TableT:
    """``table`` (taken as its event was told) as the state after the event: ``moving``
    moves or decides next."""
    stale = getattr(table, "decision", None) is not None
    if table.to_move == moving and not stale:
        return table
    if stale:
        return dataclasses.replace(table, to_move=moving, decision=None)
    return dataclasses.replace(table, to_move=moving)


def settle(
    told: Sequence[tuple[object, TableT]],
    last: Table,
    actor: Actor,
    deciders: Mapping[int, int] | None = None,
) -> list[TableT]:
    """Each of ``told`` (an event with the table taken as it was told) as the table after
    the event; ``last``, ``actor`` and ``deciders`` as for ``movers``."""
    found = movers([event for event, _ in told], last, actor, deciders)
    return [settled(table, found[i + 1]) for i, (_, table) in enumerate(told)]
