"""Any engine game shown at any step: replay to a step, and the step's view.

Step 0 is the deal and step N is the N-th event the engine emits; nothing is
stored per step: the page for step N replays the game with an observer that
takes the table when the N-th event comes out (the engine keeps every card
in place at every event, so that is the table after the event). Every
replay goes through ``capture`` and ``total_steps``: the one place to cache steps.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from games import sika
from games.scenario import Scenario, play_scenario
from tutorials.packs.sika.narration import Scene, deal_sentence, narrate
from tutorials.packs.sika.table import TableView, table_view

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise
else:
    StrOrPromise = str


class _Stop(Exception):
    """Raised by the observer once it has what it came for."""


@functools.lru_cache(maxsize=512)
def total_steps(game: Scenario) -> int:
    """How many events the game emits: its last step."""
    count = 0

    def observer(event: sika.Event, state: sika.SikaState) -> None:
        nonlocal count
        count += 1

    play_scenario(game, observer)
    return count


@dataclass(frozen=True)
class Capture:
    """The table once the ``step``-th event has happened."""

    step: int
    table: sika.Table
    event: sika.Event | None  # None at step 0, the deal
    previous: sika.Event | None


def capture(game: Scenario, step: int) -> Capture:
    """Replay ``game`` until its ``step``-th event (0: the deal) and picture the table.

    Raises IndexError if the game has fewer events.
    """
    count = 0
    previous: sika.Event | None = None
    found: Capture | None = None

    def observer(event: sika.Event, state: sika.SikaState) -> None:
        nonlocal count, previous, found
        count += 1
        if count == max(step, 1):
            table = sika.table(state)
            if step == 0:  # the first event is the first TurnStarted: still the deal
                found = Capture(0, dataclasses.replace(table, turns=0), None, None)
            else:
                found = Capture(step, table, event, previous)
            raise _Stop
        previous = event

    try:
        play_scenario(game, observer)
    except _Stop:
        assert found is not None
        return found
    raise IndexError(f"the game has {count} steps, not {step}")


# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class StepView:
    """One game at one step of a page: its table and what just happened."""

    label: StrOrPromise
    step: int  # this game's own step (a shorter game stops at its end)
    total: int
    table: TableView
    sentence: str
    ended: bool  # the page's step is past this game's last event
    paused: bool  # the scenario stops here although the game would go on


def step_view(
    game: Scenario, names: Sequence[str], step: int, label: StrOrPromise = ""
) -> StepView:
    """``game`` at ``step`` (past its end: its last step)."""
    total = total_steps(game)
    own = min(step, total)
    shot = capture(game, own)
    scene = Scene(tuple(names), game.rules)
    table = shot.table
    event = shot.event
    if event is None:
        sentence = deal_sentence(scene, table.pile_top, table.ring)
    else:
        sentence = narrate(event, scene, table.pile_top, shot.previous)
    fresh = event.card if type(event) is sika.Drew and event.into_hand else None
    fresh_top = type(event) is sika.Played or (type(event) is sika.Drew and fresh is None)
    return StepView(
        label=label,
        step=own,
        total=total,
        table=table_view(table, names, game.rules, fresh=fresh, fresh_top=fresh_top),
        sentence=sentence,
        ended=step > total,
        paused=own == total and table.outcome is None,
    )


# ---------------------------------------------------------------------------
# Finding the moments worth jumping to (also what the deal searches look for)
