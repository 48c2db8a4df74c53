"""What a game pack fills in: the one extension point through which the site teaches a game.

A pack is a frozen ``GamePack`` made in ``tutorials/packs/<slug>/pack.py``
and listed in ``tutorials.packs.PACKS``. The generic views get their pack from
the URL conf (``{"pack": pack}``) and only ever use what is declared here, so a
new game needs its engine module and one pack, nothing else.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from django.urls import reverse
from django.utils.functional import Promise

from tutorials.checklist import Checklist
from tutorials.examples import ExampleSet
from tutorials.game_words import GameWords
from tutorials.lessons import Lesson
from tutorials.presenter import Presenter
from tutorials.quiz.rounds import Quiz
from tutorials.readings import Reading
from tutorials.referee import SituationKind

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise
else:
    StrOrPromise = str


@dataclass(frozen=True)
class Section:
    """One linkable section of a rules page; ``anchor`` is its id on the page."""

    anchor: str
    title: str | Promise
    level: int = 2
    examples: tuple[str, ...] = ()  # slugs of the worked examples that show it
    # The section that tells how much skill counts in the game (``tutorials.skill``):
    # its text is the bot bench's figures in words, the same for every game.
    skill: bool = False


# repr=False: Django's reverse() and translate_url() turn a URL's extra kwargs
# (the page, the pack) into text on every call; a generated repr of a pack
# prints its whole quiz bank, which cost a millisecond per request.
@dataclass(frozen=True, repr=False)
class Page:
    """One rules page: its prose is ``tutorials/<slug>/rules/<key>.<lang>.html``."""

    key: str  # template stem
    url_name: str  # URL name inside the game's namespace: "rules" -> "<game>:rules"
    path: str  # below the game's prefix: "" or "kotiversio/"
    title: str | Promise
    nav_title: str | Promise
    sections: tuple[Section, ...]

    def __repr__(self) -> str:
        return f"Page({self.key!r})"


SITUATION_NAMES = ("Kind", "situation_question", "VERSION")
# The partials of ``tutorials/<slug>/texts.html``: the game's words in generic pages.
TEXTS = (
    "quiz_title",
    "quiz_lead",
    "quiz_parts",
    "checklist_title",
    "checklist_lead",
    "sheet_meta",
    "sheet_name_example",
)


@dataclass(frozen=True)
class PresetRules:
    """A preset as the play start page names it, with the address of its rules."""

    key: str
    name: StrOrPromise
    url: str


@dataclass(frozen=True)
class ComingGame:
    """A game the home page announces before its pack exists."""

    slug: str
    name: StrOrPromise
    description: StrOrPromise


@dataclass(frozen=True, eq=False, repr=False)  # one per game: compared and hashed by identity
class GamePack:
    """Everything the site needs to teach one game.

    The generic features read only these attributes; what they hold is the
    game's own data and functions, kept in the pack's package.
    """

    slug: str  # URL prefix and URL namespace: "<game>" -> /<game>/…, "<game>:rules"
    engine: str  # the engine module's game name (games.<engine>)
    name: StrOrPromise  # the game's name, as on the home page
    description: StrOrPromise  # one or two sentences for the home page
    nav_title: StrOrPromise  # the main navigation's link to the rules: "<Game> rules"
    pages: tuple[Page, ...]  # the rules pages, the first one at the game's prefix
    pages_label: StrOrPromise  # names the navigation between them, for screen readers
    # Worked examples (their texts, scenario files and moments; tutorials.examples
    # steps through them).
    examples: ExampleSet
    # The labels of presets (and where their rules are), the computer players' levels,
    # options and values (any game, play, checklist, sheets).
    words: GameWords
    # The game's words and pictures: a step of a worked example or any game, the
    # table one player sees, the turns of a game in play, goals, hints, refusals. Its
    # types are its engine's, which the registry of packs cannot name: the site hands it
    # only the scenarios, states and tables of its own game (``pack.engine``).
    presenter: Presenter[Any, Any, Any, Any]
    # House rules: the checklist (questions, starting points, the game's sentences and
    # findings; tutorials.checklist.Checklist); ``figures_template`` draws its figures.
    checklist: Checklist
    # The quiz: its bank of fixed questions and where its situations come from.
    quiz: Quiz
    # Presets written for fewer players than the engine lets play: preset -> (low, high).
    # The any-game page and the checklist say so; the game is still dealt.
    preset_players: Mapping[str, tuple[int, int]] = dataclasses.field(default_factory=dict)
    # The points the sources leave open and how we play them (tutorials.readings): each
    # shown under its rules section and listed on the game's readings page.
    readings: tuple[Reading, ...] = ()
    # How many source documents the rules pages draw on: the readings' mark says
    # "the source" or "the sources".
    sources: int = 1
    # The lesson path in teaching order (tutorials.lessons): engine positions, one goal a step.
    lessons: tuple[Lesson, ...] = ()
    # The table's referee ("Riitatilanne?", tutorials.referee): the disputes the engine
    # settles under a table's rules, each a situation kind of the game's own.
    referee: tuple[SituationKind, ...] = ()

    def __repr__(self) -> str:
        return f"GamePack({self.slug!r})"

    def url_name(self, name: str) -> str:
        """``"rules"`` -> ``"<game>:rules"``: a name in this game's URL namespace."""
        return f"{self.slug}:{name}"

    @property
    def urls(self) -> dict[str, str]:
        """Templates' view of the names: ``{% url pack.urls.examples %}``."""
        return _Names(f"{self.slug}:")

    @functools.cached_property
    def sections(self) -> dict[str, str]:
        """Every linkable anchor -> the url_name of its page, in the pages' order."""
        return {s.anchor: page.url_name for page in self.pages for s in page.sections}

    @property
    def figures_template(self) -> str:
        """The template drawing the checklist's figures: ``tutorials/<slug>/figures.html``."""
        return f"tutorials/{self.slug}/figures.html"

    @property
    def texts(self) -> dict[str, str]:
        """The game's words in the generic pages: ``{% include pack.texts.quiz_title %}``
        is the partial ``quiz_title`` of ``tutorials/<slug>/texts.html``."""
        return _Names(f"tutorials/{self.slug}/texts.html#")

    def situation_kind(self, slug: str) -> SituationKind | None:
        return next((kind for kind in self.referee if kind.slug == slug), None)

    def lesson(self, slug: str) -> Lesson | None:
        return next((lesson for lesson in self.lessons if lesson.slug == slug), None)

    @property
    def preset_rules(self) -> tuple[PresetRules, ...]:
        """Every preset with the address of the rules section that describes it."""
        return tuple(
            PresetRules(key, name, self.section_url(self.words.rules_at[key]))
            for key, name in self.words.presets.items()
        )

    def section_url(self, anchor: str) -> str:
        """The URL of a rules section in the active language, e.g. ``/<game>/#<anchor>``."""
        return f"{reverse(self.url_name(self.sections[anchor]))}#{anchor}"


class _Names(dict[str, str]):
    """Any key, after a prefix (a dict, so that templates can look names up in it)."""

    def __init__(self, prefix: str) -> None:
        super().__init__()
        self.prefix = prefix

    def __missing__(self, name: str) -> str:
        return f"{self.prefix}{name}"
