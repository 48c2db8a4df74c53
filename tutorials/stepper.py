"""Any engine game shown at any step: replay to a step, and the step's view.

Step 0 is the deal and step N is the N-th event the engine emits; nothing is
stored per step: the page for step N replays the game with an observer that
takes the table when the N-th event comes out (the engine keeps every card
in place at every event, so that is the table after the event). Every replay
of the site goes through ``capture`` and ``total_steps``: the one place to
cache steps. What a step looks like (the sentence, the table picture) is the
game pack's ``present_step``.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from django.utils.translation import gettext

from games.scenario import Scenario, play_scenario

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

    def observer(event: object, state: object) -> None:
        nonlocal count
        count += 1

    play_scenario(game, observer)
    return count


@dataclass(frozen=True)
class Capture:
    """The engine's table once the ``step``-th event has happened."""

    step: int
    table: Any  # the engine's own Table
    event: Any | None  # None at step 0, the deal
    previous: Any | None


def capture(game: Scenario, step: int, table_of: Callable[[Any], Any]) -> Capture:
    """Replay ``game`` until its ``step``-th event (0: the deal) and take ``table_of(state)``.

    Raises IndexError if the game has fewer events.
    """
    count = 0
    previous: object | None = None
    found: Capture | None = None

    def observer(event: object, state: object) -> None:
        nonlocal count, previous, found
        count += 1
        if count == max(step, 1):
            table = table_of(state)
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


@dataclass(frozen=True)
class Presented:
    """What a pack makes of one capture: a sentence, and the table for its template."""

    sentence: str
    table: Any
    over: bool  # the game has ended at this step


# (capture, player names, rules) -> what the page shows
Presenter = Callable[[Capture, Sequence[str], Any], Presented]


@dataclass(frozen=True)
class StepView:
    """One game at one step of a page: its table and what just happened."""

    label: StrOrPromise
    step: int  # this game's own step (a shorter game stops at its end)
    total: int
    table: Any  # the pack's table view
    sentence: str
    ended: bool  # the page's step is past this game's last event
    paused: bool  # the scenario stops here although the game would go on


def step_view(
    game: Scenario,
    names: Sequence[str],
    step: int,
    label: StrOrPromise = "",
    *,
    table_of: Callable[[Any], Any],
    present: Presenter,
) -> StepView:
    """``game`` at ``step`` (past its end: its last step)."""
    total = total_steps(game)
    own = min(step, total)
    shown = present(capture(game, own, table_of), names, game.rules)
    return StepView(
        label=label,
        step=own,
        total=total,
        table=shown.table,
        sentence=shown.sentence,
        ended=step > total,
        paused=own == total and not shown.over,
    )


# ---------------------------------------------------------------------------
# Reading numbers from a query string


class BadInput(Exception):
    """A parameter the page cannot use; ``status`` 400 (malformed) or 404 (no such step)."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


_DIGITS = re.compile(r"[0-9]{1,9}")


def whole(value: str) -> int | None:
    """A whole number of at most nine digits, or None."""
    return int(value) if _DIGITS.fullmatch(value) else None


def step_from(raw: str, total: int) -> int:
    """The ``?step=`` value, checked against the game's last step (BadInput if not one)."""
    step = whole(raw) if len(raw) <= 9 else None
    if step is None:
        if raw.isdigit():  # a very long number: no such step
            raise BadInput(_no_step(total), 404)
        raise BadInput(
            gettext("The step must be a whole number from 0 to %(last)d, not “%(value)s”.")
            % {"last": total, "value": raw[:40]}
        )
    if step > total:
        raise BadInput(_no_step(total), 404)
    return step


def _no_step(total: int) -> str:
    return gettext("There is no such step: the last one is step %(last)d.") % {"last": total}
