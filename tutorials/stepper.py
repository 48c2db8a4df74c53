"""Any engine game shown at any step: replay to a step, and the step's view.

Step 0 is the deal and step N is the N-th event the engine emits. A game is
played once (``games.record``: every event with the table just after it) and
the recording is kept in a bounded cache, so step N is a lookup, not a replay
from the deal. Every page of the site reads steps through ``capture`` and
``total_steps``: the one place for the step cache. What a step looks like
(the sentence, the table picture) is the game presenter's ``step``.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from django import forms
from django.http import QueryDict
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from games.record import Recording, record
from games.scenario import Scenario
from tutorials.budget import MAX_STEPS, budget_spent
from tutorials.byte_cache import ByteCache, steps_size
from tutorials.errors import BadInput

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise
else:
    StrOrPromise = str


def _record(game: Scenario) -> Recording:
    played = record(game, limit=MAX_STEPS)  # the budget's hard stop
    if not played.complete:
        raise budget_spent()
    return played


def _size(played: Recording) -> int:
    return steps_size(played.steps)


# The game played once, every event with the table after it. Bounded in bytes: the
# any-game page makes a new scenario from every query string, and each recording holds
# one table per event (about 0.5 MB for a game of 1,300 steps, some MB at the budget's
# 5,000 turns); the worked examples' 20-odd games fit with room for the visitors'.
recording: ByteCache[Scenario, Recording] = ByteCache(_record, _size)


def total_steps(game: Scenario) -> int:
    """How many events the game emits: its last step."""
    return len(recording(game).steps)


@dataclass(frozen=True)
class Capture:
    """The engine's table once the ``step``-th event has happened."""

    step: int
    table: Any  # the engine's own Table
    event: Any | None  # None at step 0, the deal
    previous: Any | None
    # The game itself, for a pack whose engine changes the table before its first
    # event (a card exchange at the deal): it replays the deal to draw step 0.
    game: Scenario | None = None
    # The table just before the event: the engine puts a drawn card that matches on
    # the pile before telling the draw, so a presenter shows it drawn from this one.
    before: Any | None = None


def capture(game: Scenario, step: int) -> Capture:
    """The table after ``game``'s ``step``-th event (0: the deal), read from its recording.

    Where the game then waits for a choice, the table's ``to_move`` is the player
    the engine asks (``state.decision.player``), so every game's "to move" is on
    whoever decides next (the player asked for a card gives it); while the engine
    plays on by itself it stays the engine's own. Raises IndexError if the game
    has fewer events.
    """
    played = recording(game)
    steps = played.steps
    if not 0 <= step <= len(steps):
        raise IndexError(f"the game has {len(steps)} steps, not {step}")
    deal = played.deal
    table = deal if step == 0 else steps[step - 1].table
    decider = played.deciders.get(step)
    if decider is not None and decider != table.to_move:
        table = dataclasses.replace(table, to_move=decider)
    if step == 0:  # the deal, before the first turn
        return Capture(0, table, None, None, game)
    previous = steps[step - 2].event if step >= 2 else None
    before = steps[step - 2].table if step >= 2 else deal
    return Capture(step, table, steps[step - 1].event, previous, game, before)


@dataclass(frozen=True)
class Presented:
    """What a pack makes of one capture: a sentence, and the table for its template."""

    sentence: str
    table: Any
    over: bool  # the game has ended at this step


# (capture, player names, rules) -> what the page shows
StepPresenter = Callable[[Capture, Sequence[str], Any], Presented]


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
    present: StepPresenter,
) -> StepView:
    """``game`` at ``step`` (past its end: its last step)."""
    total = total_steps(game)
    own = min(step, total)
    shown = present(capture(game, own), names, game.rules)
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
# Reading the step from a query string


def form_error(form: forms.Form) -> BadInput:
    """The visitor's one-line reason why ``form`` is invalid: the first field's first error."""
    for name, errors in form.errors.items():
        field = form.fields.get(name)
        label = field.label if field is not None and field.label else name
        return BadInput(
            # Translators: a wrong field of a form: "Step: Ensure this value is ..."
            gettext("%(field)s: %(error)s") % {"field": label, "error": errors[0]}
        )
    return BadInput(gettext("The address has a value the page cannot use."))


class StepForm(forms.Form):
    """``?step=N``: from 0 (the deal) to the game's last step (missing: the deal)."""

    def __init__(self, data: QueryDict, total: int) -> None:
        super().__init__(data)
        self.fields["step"] = forms.IntegerField(
            label=_("Step"), min_value=0, max_value=total, required=False
        )


def step_from(query: QueryDict, total: int) -> int:
    """The ``?step=`` value, checked against the game's last step (BadInput if not one)."""
    form = StepForm(query, total)
    if not form.is_valid():
        raise form_error(form)
    step: int | None = form.cleaned_data["step"]
    return 0 if step is None else step


# ---------------------------------------------------------------------------
# Several games on one page, stepped together


def turn_at(game: Scenario, step: int) -> int:
    """The turn number the table shows at ``step`` (0 at the deal)."""
    return 0 if step == 0 else int(recording(game).steps[step - 1].table.turns)


@dataclass(frozen=True)
class Timeline:
    """The page's steps of one or more games: at each, every game's own step.

    Two games side by side are aligned by turn: at every page step both show the
    same turn number, the game with fewer events in that turn holding its last
    state; a game that has ended holds its last step. A window keeps page steps
    ``start`` to ``end`` only, numbered again from 0.
    """

    positions: tuple[tuple[int, ...], ...]
    totals: tuple[int, ...]  # each game's last own step
    start: int = 0  # the window's first page step in the whole timeline

    @property
    def total(self) -> int:
        """The page's last step."""
        return len(self.positions) - 1

    def page_step(self, own: int) -> int:
        """The first page step at which some game has reached its own step ``own``."""
        for at, steps in enumerate(self.positions):
            if any(step >= own for step in steps):
                return at
        return self.total

    def ended_at(self, index: int) -> int:
        """The page step of game ``index``'s last event (page steps after it hold it)."""
        last = self.totals[index]
        for at, steps in enumerate(self.positions):
            if steps[index] == last:
                return at
        return self.total + 1

    def window(self, start: int, end: int | None = None) -> Timeline:
        """Only page steps ``start`` to ``end`` (None: to the end), numbered from 0."""
        stop = len(self.positions) if end is None else end + 1
        return Timeline(self.positions[start:stop], self.totals, self.start + start)


@functools.lru_cache(maxsize=64)
def timeline(games: tuple[Scenario, ...]) -> Timeline:
    """The games stepped together by turn, from their recordings (one each)."""
    totals = tuple(total_steps(game) for game in games)
    if len(games) == 1:
        return Timeline(tuple((step,) for step in range(totals[0] + 1)), totals)
    # Each game's own steps, grouped by the turn they show.
    by_turn: list[dict[int, list[int]]] = []
    for game, total in zip(games, totals, strict=True):
        turns: dict[int, list[int]] = {}
        for step in range(total + 1):
            turns.setdefault(turn_at(game, step), []).append(step)
        by_turn.append(turns)
    last_turn = max(max(turns) for turns in by_turn)
    positions: list[tuple[int, ...]] = []
    held = [0] * len(games)  # each game's step shown last
    for turn in range(last_turn + 1):
        length = max(len(turns.get(turn, ())) for turns in by_turn)
        for i in range(length):
            for index, turns in enumerate(by_turn):
                steps = turns.get(turn)
                if steps:
                    held[index] = steps[min(i, len(steps) - 1)]
            positions.append(tuple(held))
    return Timeline(tuple(positions), totals)


def timeline_views(
    games: Sequence[Scenario],
    names: Sequence[Sequence[str]],
    labels: Sequence[StrOrPromise],
    line: Timeline,
    step: int,
    *,
    present: StepPresenter,
) -> tuple[StepView, ...]:
    """Every game of a page at its page ``step`` of ``line``: its own step, and when it ended.

    A view's ``step`` and ``total`` count page steps, as the stepper shows them.
    """
    views = []
    for index, (game, players, label) in enumerate(zip(games, names, labels, strict=True)):
        own = line.positions[step][index]
        view = step_view(game, players, own, label, present=present)
        ended_at = line.ended_at(index)
        views.append(
            dataclasses.replace(
                view, step=step, total=ended_at, ended=step > ended_at, paused=view.paused
            )
        )
    return tuple(views)
