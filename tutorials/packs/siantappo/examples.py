"""Worked examples of siantappo: the registry, and the moments worth jumping to.

Each example is one engine game stored as a scenario file in ``scenarios/``
(written by ``scenarios/make.py``); its moments are found in the game's events.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from django.utils.translation import gettext_lazy as _

from games import siantappo
from games.scenario import Scenario, load_scenario, play_scenario
from tutorials import stepper
from tutorials.stepper import total_steps

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise
else:
    StrOrPromise = str

SCENARIOS = Path(__file__).resolve().parent / "scenarios"


@functools.cache
def scenario(name: str) -> Scenario:
    """A scenario file of ``scenarios/`` by its stem."""
    return load_scenario((SCENARIOS / f"{name}.json").read_text(encoding="utf-8"))


@functools.cache
def example_events(name: str) -> tuple[siantappo.Event, ...]:
    events: list[siantappo.Event] = []
    play_scenario(scenario(name), lambda event, state: events.append(event))
    return tuple(events)


# A finder: the events of the example's game -> the step of the moment (None: absent).
Finder = Callable[[Sequence[siantappo.Event]], int | None]


def _first(test: Callable[[siantappo.Event], bool]) -> Finder:
    def find(events: Sequence[siantappo.Event]) -> int | None:
        return next((step for step, e in enumerate(events, start=1) if test(e)), None)

    return find


def _is_siantappo(event: siantappo.Event) -> bool:
    return isinstance(event, siantappo.Played) and event.combo in (
        siantappo.Combo.SIANTAPPO_PAIRS,
        siantappo.Combo.SIANTAPPO_FOUR,
    )


find_siantappo = _first(_is_siantappo)
find_fall = _first(lambda e: isinstance(e, siantappo.TrickFell))
find_went_out = _first(lambda e: isinstance(e, siantappo.WentOut))
find_game_over = _first(lambda e: isinstance(e, siantappo.GameOver))
find_first_lead_of_game = _first(lambda e: isinstance(e, siantappo.Played) and e.lead)
find_two = _first(
    lambda e: isinstance(e, siantappo.Played) and siantappo.DECK.text(e.cards[-1])[0] == "2"
)
find_own_pass = _first(lambda e: isinstance(e, siantappo.Passed) and not e.automatic)


@dataclass(frozen=True)
class Game:
    """One engine game of an example: a scenario file, and its column heading."""

    scenario: str
    label: StrOrPromise = ""


@dataclass(frozen=True)
class Moment:
    label: StrOrPromise
    find: Finder


TRICKS, SERIES = "tricks", "series"


@dataclass(frozen=True)
class Example:
    slug: str
    group: str  # TRICKS or SERIES
    title: StrOrPromise
    summary: StrOrPromise  # one line for the list of examples
    intro: StrOrPromise  # what it shows
    when: StrOrPromise  # when it can happen
    sections: tuple[str, ...]  # rules sections (tutorials.packs.siantappo.pages) it illustrates
    games: tuple[Game, ...]
    moments: tuple[Moment, ...] = ()
    differs: StrOrPromise = ""
    related: tuple[str, ...] = ()

    @property
    def compare(self) -> bool:
        return len(self.games) > 1


EXAMPLES: tuple[Example, ...] = (
    Example(
        slug="esimerkkikierros",
        group=TRICKS,
        title=_("A trick of single cards, from the three of clubs to a two"),
        summary=_(
            "Single cards climb from the three of clubs to the two of spades; then it falls."
        ),
        intro=_(
            "Aino opens the game with the three of clubs. Eero and Liisa top it with a four "
            "and a jack. Onni could play but passes, so he is out of this trick. Aino raises "
            "to the ace of spades and Eero to the ace of hearts; Liisa has no two and has to "
            "pass. Aino plays the two of spades, Eero passes too, and the trick falls to Aino, "
            "who opens the next one."
        ),
        when=_("Every trick goes like this: same kind, higher, until everyone else has passed."),
        sections=("aloitus", "paalle-lyominen", "ohi"),
        games=(Game("esimerkkikierros"),),
        moments=(
            Moment(_("Onni passes although he could play"), find_own_pass),
            Moment(_("The two of spades"), find_two),
            Moment(_("The trick falls"), find_fall),
        ),
        related=("siantappo-kakkoselle",),
    ),
    Example(
        slug="siantappo-kakkoselle",
        group=TRICKS,
        title=_("A siantappo on a single two"),
        summary=_("Three pairs in a row bring down the two of clubs."),
        intro=_(
            "Aino opens with the three of clubs and Eero answers at once with the two of "
            "clubs. No single card but a higher two could beat it now, but Liisa holds three "
            "pairs in a row, fours, fives and sixes, and plays them all: a siantappo. Nobody "
            "can beat it, and Liisa opens the next trick."
        ),
        when=_(
            "Whenever a single two is on the table and a player still in the trick holds "
            "three pairs in a row."
        ),
        sections=("kakkoset", "siantappo"),
        games=(Game("siantappo-kakkoselle"),),
        moments=(Moment(_("The siantappo"), find_siantappo),),
        related=("neloset-kakkospariin",),
    ),
    Example(
        slug="neloset-kakkospariin",
        group=TRICKS,
        title=_("Four of a kind on a pair of twos"),
        summary=_("A pair of twos falls to four nines."),
        intro=_(
            "Aino opens with a pair of threes, the three of clubs among them. Eero tops it "
            "with a pair of twos, which only a higher pair of twos or a siantappo could beat. "
            "Liisa has all four nines: against a pair of twos, four of a kind is the "
            "siantappo. The trick falls to her."
        ),
        when=_(
            "Whenever a pair of twos is on the table and a player still in the trick holds "
            "four of a kind."
        ),
        sections=("kakkoset", "siantappo"),
        games=(Game("neloset-kakkospariin"),),
        moments=(Moment(_("Four of a kind on the twos"), find_siantappo),),
        related=("siantappo-kakkoselle",),
    ),
    Example(
        slug="korteista-eroon",
        group=TRICKS,
        title=_("A whole game: going out, and the loser"),
        summary=_("Three players, from the deal to the end: who goes out first, and who loses."),
        intro=_(
            "A whole game for three, played by the computer. Liisa goes out first with a "
            "pair of eights, but her last play stays on the table, and Aino still beats it "
            "with a pair of nines. At the end Eero goes out with the two of diamonds, and "
            "Aino, the only one still holding cards, loses."
        ),
        when=_("At the end of every game."),
        sections=("korteista-eroon", "ohi"),
        games=(Game("korteista-eroon"),),
        moments=(
            Moment(_("The first player goes out"), find_went_out),
            Moment(_("The game ends"), find_game_over),
        ),
    ),
    Example(
        slug="korttienvaihto",
        group=SERIES,
        title=_("The card exchange before a later game"),
        summary=_("Winner and loser swap two cards, second and third place one each."),
        intro=_(
            "This is a later game of a series. Liisa won the game before and Aino lost it, "
            "Eero came second and Onni third. After the deal Liisa gives her two weakest cards "
            "to Aino, and Aino gives her two strongest, both twos, to Liisa. Then Eero gives "
            "his weakest card to Onni and gets Onni's strongest. Aino, the loser, opens with "
            "any play she likes."
        ),
        when=_("Before every game of a series but the first, when you play with the exchange."),
        sections=("korttienvaihto", "sarja"),
        games=(Game("korttienvaihto"),),
        moments=(Moment(_("The loser opens"), find_first_lead_of_game),),
    ),
)

BY_SLUG: dict[str, Example] = {example.slug: example for example in EXAMPLES}
GROUPS: tuple[tuple[str, StrOrPromise], ...] = (
    (TRICKS, _("Tricks and the end of a game")),
    (SERIES, _("A series of games")),
)


def moment_steps(example: Example) -> list[tuple[StrOrPromise, int]]:
    """Each moment of the example with the step it happens at (found once, then cached)."""
    return [
        (moment.label, step)
        for moment, step in zip(example.moments, _steps(example.slug), strict=True)
        if step is not None
    ]


@functools.cache
def _steps(slug: str) -> tuple[int | None, ...]:
    example = BY_SLUG[slug]
    events = example_events(example.games[0].scenario)
    return tuple(moment.find(events) for moment in example.moments)


def example_total(example: Example) -> int:
    return max(total_steps(scenario(game.scenario)) for game in example.games)


def example_timeline(example: Example) -> stepper.Timeline:
    """The example's page steps: every event of its game (no example here is cut)."""
    return stepper.timeline(tuple(scenario(game.scenario) for game in example.games))


def window_lead(example: Example) -> str | None:
    """What happened before the example's first step: None, it starts at the deal."""
    return None
