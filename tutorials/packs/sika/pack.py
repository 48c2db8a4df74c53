"""The sika pack: what the site's generic features need to teach sika."""

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from games import sika
from tutorials.packs.base import GamePack
from tutorials.packs.sika import checklist, examples, labels, pages, readings, referee
from tutorials.packs.sika.lessons import LESSONS
from tutorials.packs.sika.presenter import PRESENTER
from tutorials.packs.sika.quiz import QUIZ

PACK = GamePack(
    slug="sika",
    engine="sika",
    name=pgettext_lazy("game name", "Sika"),
    # Translators: "sika" is Finnish for pig; keep it as the game's name.
    description=_(
        "A children's game played in a ring. Everyone starts with an "
        "empty hand, and whoever is left holding cards at the end is "
        "the sika, the pig."
    ),
    nav_title=_("Sika rules"),
    pages=pages.PAGES,
    # Translators: label of the navigation between the sika rules pages.
    pages_label=_("Sika rules pages"),
    examples=examples.EXAMPLE_SET,
    words=labels.WORDS,
    presenter=PRESENTER,
    checklist=checklist.CHECKLIST,
    quiz=QUIZ,
    readings=readings.READINGS,
    preset_players=sika.PRESET_PLAYERS,
    sources=2,
    lessons=LESSONS,
    referee=referee.KINDS,
)
