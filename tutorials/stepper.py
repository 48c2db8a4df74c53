"""Any engine game shown at any step: replay to a step, and the step's view.

Step 0 is the deal and step N is the N-th event the engine emits (a game's
"own" steps). A game is played once (``games.record``: every event with the
table just after it) and the recording is kept in a bounded cache, so step N
is a lookup, not a replay from the deal. Every page of the site reads steps
through ``capture`` and ``total_steps``: the one place for the step cache. A
captured table is the state after its event (``tutorials.tags``: "to move" on
whoever moves or decides next). What a step looks like (the sentence, the
table picture) is the game presenter's ``step``; a page's steps (a
``Timeline``) tell a turn marker with the step next to it, never on its own.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, Protocol

from django import forms
from django.core.signals import request_finished
from django.http import QueryDict
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _
from typing_extensions import TypeVar

from games.core import Rules, Table
from games.record import Recording, record
from games.scenario import Scenario
from tutorials.budget import MAX_STEPS, budget_spent
from tutorials.byte_cache import ByteCache, steps_size
from tutorials.errors import BadInput
from tutorials.fields import WholeNumberField
from tutorials.tags import movers, settled

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


def _release(**_kwargs: object) -> None:
    recording.release()


# A recording too large to keep lives for its own request only (in its thread).
request_finished.connect(_release, dispatch_uid="stepper-recording-release")


def total_steps(game: Scenario) -> int:
    """How many events the game emits: its last step."""
    return len(recording(game).steps)


# The game's own Table and event (where the game is not known: the protocol, ``object``).
T = TypeVar("T", bound=Table, covariant=True, default=Table)
E = TypeVar("E", covariant=True, default=object)
# A pack's table view (its template's context); ``object`` where the pack is not known.
V = TypeVar("V", covariant=True, default=object)


@dataclass(frozen=True)
class Capture(Generic[T, E]):
    """The engine's table once the ``step``-th event has happened."""

    step: int
    table: T  # the engine's own Table, as the state after the event (``tutorials.tags``)
    event: E | None  # None at step 0, the deal
    previous: E | None
    # The game itself, for a pack whose engine changes the table before its first
    # event (a card exchange at the deal): it replays the deal to draw step 0.
    game: Scenario | None = None
    # The table just before the event: the engine puts a drawn card that matches on
    # the pile before telling the draw, so a presenter shows it drawn from this one.
    before: T | None = None


# Who acts in an event (a presenter's ``actor``), for the "to move" tag.
Actor = Callable[[object], "int | None"]


def any_player(event: object) -> int | None:
    """An event's ``player``, as the actor where no presenter says which events are moves
    (pages pass their presenter's ``actor``)."""
    player = getattr(event, "player", None)
    return player if isinstance(player, int) else None


@functools.lru_cache(maxsize=256)
def _movers(game: Scenario, actor: Actor) -> tuple[int | None, ...]:
    played = recording(game)
    events = [step.event for step in played.steps]
    return tuple(movers(events, played.final, actor, played.deciders))


def capture(game: Scenario, step: int, actor: Actor = any_player) -> Capture:
    """The table after ``game``'s ``step``-th event (0: the deal), read from its recording.

    Its ``to_move`` is whoever moves or decides next (``tutorials.tags.movers``):
    the player the engine asks where the game waits for a choice (the player asked
    for a card gives it), else the ``actor`` of the next event that is a move.
    Raises IndexError if the game has fewer events.
    """
    played = recording(game)
    steps = played.steps
    if not 0 <= step <= len(steps):
        raise IndexError(f"the game has {len(steps)} steps, not {step}")
    deal = played.deal
    table = settled(deal if step == 0 else steps[step - 1].table, _movers(game, actor)[step])
    if step == 0:  # the deal, before the first turn
        return Capture(0, table, None, None, game)
    previous = steps[step - 2].event if step >= 2 else None
    before = steps[step - 2].table if step >= 2 else deal
    return Capture(step, table, steps[step - 1].event, previous, game, before)


@dataclass(frozen=True)
class Presented(Generic[V]):
    """What a pack makes of one capture: a sentence, and the table for its template."""

    sentence: str
    table: V  # the pack's table view, for its template
    over: bool  # the game has ended at this step


class Teller(Hashable, Protocol):
    """What a stepper asks of a game's presenter (``tutorials.presenter.Presenter``)."""

    def step(self, shot: Capture, names: Sequence[str], rules: Rules) -> Presented:
        """One own step: what happened, and the table after it."""
        ...

    def actor(self, event: object) -> int | None:
        """Who acts in ``event`` (None: it tells what followed a move)."""
        ...

    def joins(self, event: object) -> int:
        """1: told with the next step, -1: with the one before, 0: a step of its own."""
        ...

    def heading(self, event: object) -> str | None:
        """A joined event's words before the next step's sentence (None: its sentence)."""
        ...


@dataclass(frozen=True)
class StepView:
    """One game at one step of a page: its table and what just happened."""

    label: StrOrPromise
    step: int  # this game's own step (a shorter game stops at its end)
    total: int
    table: object  # the pack's table view, for its template
    sentence: str
    ended: bool  # the page's step is past this game's last event
    paused: bool  # the scenario stops here although the game would go on


def shown_steps(game: Scenario, teller: Teller) -> tuple[int, ...]:
    """The own steps a page shows, from 0 (the deal) to the last: every one but those
    told with a neighbour (``Teller.joins``). A step after which the game waits for a
    choice is never told with the next one, except a turn marker: the page before it
    then shows the table where the choice is made."""
    played = recording(game)
    last = len(played.steps)
    hidden = set()
    for own, step in enumerate(played.steps, start=1):
        joins = teller.joins(step.event)
        if joins > 0 and own < last:
            hidden.add(own)
        elif joins < 0 and own > 1 and own - 1 not in played.deciders:
            hidden.add(own - 1)
    return tuple(own for own in range(last + 1) if own not in hidden)


def present(
    game: Scenario, names: Sequence[str], step: int, since: int, teller: Teller
) -> Presented:
    """Own step ``step`` of ``game`` with every event after own step ``since`` told
    before it, one sentence each; the table is the one after ``step``."""
    rules = game.rules
    said = []
    for own in range(since + 1, step):
        shot = capture(game, own, teller.actor)
        heading = teller.heading(shot.event) if teller.joins(shot.event) > 0 else None
        said.append(heading or teller.step(shot, names, rules).sentence)
    shown = teller.step(capture(game, step, teller.actor), names, rules)
    if not said:
        return shown
    return dataclasses.replace(shown, sentence=" ".join([*said, shown.sentence]))


def step_view(
    game: Scenario,
    names: Sequence[str],
    step: int,
    label: StrOrPromise = "",
    *,
    teller: Teller,
    since: int | None = None,
) -> StepView:
    """``game`` at own ``step`` (past its end: its last step), telling every event after
    own step ``since`` (None: only the step's own event)."""
    total = total_steps(game)
    own = min(step, total)
    shown = present(game, names, own, own - 1 if since is None else min(since, own - 1), teller)
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
        self.fields["step"] = WholeNumberField(
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
    # Each game's own steps that a page shows (``shown_steps``); the others are told
    # with the next one shown. Empty: every own step.
    shown: tuple[tuple[int, ...], ...] = ()

    @property
    def total(self) -> int:
        """The page's last step."""
        return len(self.positions) - 1

    def page_step(self, own: int) -> int:
        """The first page step at which some game has reached its own step ``own``: the
        page that tells it."""
        for at, steps in enumerate(self.positions):
            if any(step >= own for step in steps):
                return at
        return self.total

    def page_before(self, own: int) -> int:
        """The last page step at which the first game has not gone past own step ``own``:
        where a choice made after ``own`` (a turn marker, told with the next step) is
        made."""
        found = 0
        for at, steps in enumerate(self.positions):
            if steps[0] <= own:
                found = at
        return found

    def since(self, index: int, own: int) -> int:
        """The own step of game ``index`` shown before own step ``own``: a page showing
        ``own`` tells every event after it."""
        shown = self.shown[index] if self.shown else ()
        earlier = [step for step in shown if step < own]
        return earlier[-1] if earlier else own - 1

    def hidden(self, index: int, own: int) -> bool:
        """Is game ``index``'s own step ``own`` told with the next one shown?"""
        return bool(self.shown) and own <= self.totals[index] and own not in self.shown[index]

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
        return Timeline(self.positions[start:stop], self.totals, self.start + start, self.shown)


@functools.lru_cache(maxsize=64)
def timeline(games: tuple[Scenario, ...], teller: Teller) -> Timeline:
    """The games stepped together by turn, from their recordings (one each); each game's
    turn markers are told with the step next to them (``shown_steps``)."""
    totals = tuple(total_steps(game) for game in games)
    shown = tuple(shown_steps(game, teller) for game in games)
    if len(games) == 1:
        return Timeline(tuple((step,) for step in shown[0]), totals, shown=shown)
    # Each game's shown steps, grouped by the turn they show.
    by_turn: list[dict[int, list[int]]] = []
    for game, own_steps in zip(games, shown, strict=True):
        turns: dict[int, list[int]] = {}
        for step in own_steps:
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
    return Timeline(tuple(positions), totals, shown=shown)


def timeline_views(
    games: Sequence[Scenario],
    names: Sequence[Sequence[str]],
    labels: Sequence[StrOrPromise],
    line: Timeline,
    step: int,
    *,
    teller: Teller,
) -> tuple[StepView, ...]:
    """Every game of a page at its page ``step`` of ``line``: its own step (with the events
    told with it), and when it ended.

    A view's ``step`` and ``total`` count page steps, as the stepper shows them.
    """
    views = []
    for index, (game, players, label) in enumerate(zip(games, names, labels, strict=True)):
        own = line.positions[step][index]
        view = step_view(game, players, own, label, teller=teller, since=line.since(index, own))
        ended_at = line.ended_at(index)
        views.append(
            dataclasses.replace(
                view, step=step, total=ended_at, ended=step > ended_at, paused=view.paused
            )
        )
    return tuple(views)
