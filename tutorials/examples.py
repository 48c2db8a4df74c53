"""Worked examples: engine games stored as scenario files, stepped through on a page.

A pack declares its examples as data (``Example``: texts, the scenario files of
its games, the moments worth jumping to, maybe a window) and hands them to one
``ExampleSet``; everything done with them is here, the same for every game:
loading the scenario files, finding the moments, stepping two games side by
side, cutting a long game to the part that teaches, and the lead of a cut
example. A moment is a ``Finder`` over the ``Log`` of each of the example's
games: every event the engine emits, with its table after each.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from django.utils.translation import gettext

from games.scenario import Scenario, load_scenario
from tutorials import stepper
from tutorials.presenter import Presenter
from tutorials.stepper import Timeline

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise
else:
    StrOrPromise = str


@dataclass(frozen=True)
class Log:
    """One game of an example as its finders read it."""

    events: tuple[Any, ...]  # every event the engine emits, in order: event ``i`` is step i+1
    tables: tuple[Any, ...]  # the engine's table just after each event
    deal: Any  # the engine's table at step 0

    @classmethod
    def of(cls, game: Scenario) -> Log:
        steps = stepper.recording(game).steps
        return cls(
            tuple(step.event for step in steps),
            tuple(step.table for step in steps),
            dataclasses.replace(steps[0].table, turns=0),
        )


# The logs of an example's games (one, or two side by side) -> the step of the
# moment in the first game's own steps (None: it does not happen).
Finder = Callable[[Sequence[Log]], int | None]


def first(test: Callable[[Log, int], bool]) -> Finder:
    """The step of the first event ``i`` of the first game for which ``test(log, i)`` holds."""

    def find(games: Sequence[Log]) -> int | None:
        log = games[0]
        return next((i + 1 for i in range(len(log.events)) if test(log, i)), None)

    return find


def first_event(test: Callable[[Any], bool]) -> Finder:
    """The step of the first event of the first game that passes ``test``."""
    return first(lambda log, i: test(log.events[i]))


def first_of(kind: type) -> Finder:
    """The step of the first event of the first game of exactly this type."""
    return first(lambda log, i: type(log.events[i]) is kind)


def parting(games: Sequence[Log]) -> int | None:
    """The first step at which the two games of a pair differ (one deal, two rules)."""
    first, second = games[0].events, games[1].events
    for i, (a, b) in enumerate(zip(first, second, strict=False)):
        if a != b:
            return i + 1
    return None


def in_second(find: Finder) -> Finder:
    """``find`` applied to the second game of a pair."""
    return lambda games: find(games[1:])


def turns_before(find: Finder, turns: int) -> Finder:
    """The first step of the turn ``turns`` turns before the one ``find`` finds.

    Turns are counted by the engine's table (``turns``), so a turn of several
    events starts where its first event is.
    """

    def before(games: Sequence[Log]) -> int | None:
        step = find(games)
        if step is None:
            return None
        tables = games[0].tables
        wanted = tables[min(step, len(tables)) - 1].turns - turns
        return next((i + 1 for i, table in enumerate(tables) if table.turns >= wanted), 1)

    return before


@dataclass(frozen=True)
class Game:
    """One engine game of an example: a scenario file's stem, and its column heading."""

    scenario: str
    label: StrOrPromise = ""


@dataclass(frozen=True)
class Moment:
    """A step worth jumping to, found in the games' events."""

    label: StrOrPromise
    find: Finder


@dataclass(frozen=True)
class Window:
    """The steps of a long example worth stepping through: from ``start`` to ``end``.

    Each is an own step of the first game, or a finder of the logs (None: the end).
    """

    start: int | Finder
    end: int | Finder | None = None


@dataclass(frozen=True)
class Example:
    """One worked example: what the pages say about it, and the games it steps through."""

    slug: str
    group: str  # the key of one of its set's groups
    title: StrOrPromise
    summary: StrOrPromise  # one line for the list of examples
    intro: StrOrPromise  # what it shows
    when: StrOrPromise  # under which rules it can happen at all
    sections: tuple[str, ...]  # the rules sections (the pack's anchors) it illustrates
    games: tuple[Game, ...]  # one, or two played side by side
    moments: tuple[Moment, ...] = ()
    differs: StrOrPromise = ""  # two games: what differs between them
    related: tuple[str, ...] = ()  # slugs of examples to see next
    # The rules it is played by, shown at its top ("" : the list's rules column says it).
    rule_set: StrOrPromise = ""
    # A long game cut to the part that teaches (None: every step from the deal).
    window: Window | None = None

    @property
    def compare(self) -> bool:
        return len(self.games) > 1


@functools.cache
def _load(path: Path) -> Scenario:
    # One Scenario per file: the step cache (``stepper.recording``) is keyed by it.
    return load_scenario(path.read_text(encoding="utf-8"))


class ExampleSet:
    """A game's worked examples: ``pack.examples``.

    ``scenarios`` is the folder of the scenario files (``<stem>.json``);
    ``groups`` the headings of the list of examples, in order, each a key an
    example's ``group`` names; ``teller`` the game's presenter, which tells the
    steps (and which events join a neighbouring step). Moments, timelines and
    windows are worked out once per example and kept. The presenter's types are its
    engine's, as ``GamePack.presenter``'s: it tells only this set's scenarios.
    """

    def __init__(
        self,
        scenarios: Path,
        examples: Sequence[Example],
        groups: Sequence[tuple[str, StrOrPromise]],
        teller: Presenter[Any, Any, Any, Any],
    ) -> None:
        self.scenarios = scenarios
        self.teller = teller
        self.all: tuple[Example, ...] = tuple(examples)
        self.groups: tuple[tuple[str, StrOrPromise], ...] = tuple(groups)
        self.by_slug: Mapping[str, Example] = {example.slug: example for example in self.all}
        self._steps: dict[str, tuple[int | None, ...]] = {}
        self._timelines: dict[str, Timeline] = {}

    def __repr__(self) -> str:
        return f"ExampleSet({self.scenarios.parent.name!r})"

    def scenario(self, name: str) -> Scenario:
        """A scenario file of the set's folder by its stem."""
        return _load(self.scenarios / f"{name}.json")

    def log(self, name: str) -> Log:
        """A scenario's game as the finders read it."""
        return Log.of(self.scenario(name))

    def _logs(self, example: Example) -> list[Log]:
        return [self.log(game.scenario) for game in example.games]

    def steps(self, example: Example) -> tuple[int | None, ...]:
        """The own step of each of the example's moments (None: not in its games)."""
        found = self._steps.get(example.slug)
        if found is None:
            logs = self._logs(example)
            found = self._steps[example.slug] = tuple(m.find(logs) for m in example.moments)
        return found

    def moment_steps(self, example: Example) -> list[tuple[StrOrPromise, int]]:
        """Each moment of the example that happens, with its own step."""
        return [
            (moment.label, step)
            for moment, step in zip(example.moments, self.steps(example), strict=True)
            if step is not None
        ]

    def timeline(self, example: Example) -> Timeline:
        """The example's page steps: each game's own step at each, cut to its window."""
        line = self._timelines.get(example.slug)
        if line is None:
            line = self._timelines[example.slug] = self._cut(example)
        return line

    def _cut(self, example: Example) -> Timeline:
        line = stepper.timeline(
            tuple(self.scenario(game.scenario) for game in example.games), self.teller
        )
        window = example.window
        if window is None:
            return line
        logs = self._logs(example)

        def own(at: int | Finder) -> int | None:
            return at if isinstance(at, int) else at(logs)

        start = own(window.start)
        end = None if window.end is None else own(window.end)
        return line.window(
            0 if start is None else line.page_step(start),
            None if end is None else line.page_step(end),
        )

    def total(self, example: Example) -> int:
        """The example's last page step (its games stepped together, cut to its window)."""
        return self.timeline(example).total

    def window_lead(self, example: Example) -> str | None:
        """One sentence on what happened before a cut example's first step (None: not cut)."""
        line = self.timeline(example)
        if line.start == 0:
            return None
        first_game = self.scenario(example.games[0].scenario)
        turn = stepper.turn_at(first_game, line.positions[0][0])
        return gettext(
            "Turns 1 to %(last)d are left out: the example starts at turn %(turn)d, with the "
            "cards where those turns left them."
        ) % {"last": turn - 1, "turn": turn}
