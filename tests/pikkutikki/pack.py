"""The pikkutikki pack: its pages, words and readings, and the one value the site reads."""

from pathlib import Path

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from tests.pikkutikki import checklist, examples, lessons, quiz, referee
from tests.pikkutikki.presenter import PRESENTER
from tutorials.game_words import YES_NO_VALUES, GameWords
from tutorials.packs.base import GamePack, Page, Section
from tutorials.readings import Reading

SLUG = "pikkutikki"
FOLDER = Path(__file__).resolve().parent

PAGES = (
    Page(
        key="pikkutikki",
        url_name="rules",
        path="",
        title=_("How to play pikkutikki"),
        nav_title=_("Pikkutikki rules"),
        sections=(
            Section("pikkutikki-jako", _("The cards and the deal")),
            Section("pikkutikki-tikki", _("A trick"), 2, ("tikki",)),
            Section("pikkutikki-loppu", _("The last trick loses"), 2, ("viimeinen-tikki",)),
            Section("pikkutikki-taito", _("How much is skill?"), skill=True),
        ),
    ),
)

WORDS = GameWords(
    presets={"pikkutikki": _("Pikkutikki"), "vapaa": _("Free pikkutikki")},
    rules_at={"pikkutikki": "pikkutikki-jako", "vapaa": "pikkutikki-tikki"},
    play_preset="pikkutikki",
    skilled=_("Keeps its low cards for the end and gets rid of its high ones while they lose."),
    options={
        "hand": _("Cards dealt to each player"),
        "follow": _("Must you follow the suit led?"),
        "aces": _("Aces"),
    },
    values={
        "follow": YES_NO_VALUES,
        "aces": {"high": _("high, above the kings"), "low": _("low, below the tens")},
    },
)

READINGS = (
    Reading(
        "tulkinta-pikkutikki-sivuun",
        "pikkutikki-jako",
        _("the cards left over after the deal lie aside face down, and nobody looks at them."),
    ),
    Reading(
        "tulkinta-pikkutikki-assat",
        "pikkutikki-tikki",
        _("an ace ranks above the king unless the table agrees that aces are low."),
        question="aces",
        rule="aces",
    ),
)

PACK = GamePack(
    slug=SLUG,
    engine="pikkutikki",
    name=pgettext_lazy("game name", "Pikkutikki"),
    description=_("A small trick game: whoever wins the last trick loses."),
    nav_title=_("Pikkutikki rules"),
    pages=PAGES,
    pages_label=_("Pikkutikki rules pages"),
    examples=examples.EXAMPLE_SET,
    words=WORDS,
    presenter=PRESENTER,
    checklist=checklist.CHECKLIST,
    quiz=quiz.QUIZ,
    readings=READINGS,
    lessons=lessons.LESSONS,
    referee=referee.KINDS,
)
