"""The siantappo pack: what the site's generic features need to teach siantappo."""

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from tutorials.packs.base import GamePack
from tutorials.packs.siantappo import checklist, examples, labels, pages, readings, referee
from tutorials.packs.siantappo.lessons import LESSONS
from tutorials.packs.siantappo.presenter import PRESENTER
from tutorials.packs.siantappo.quiz import QUIZ

PACK = GamePack(
    slug="siantappo",
    engine="siantappo",
    name=pgettext_lazy("game name", "Siantappo"),
    description=_("A climbing game: on your turn, play higher than the cards before you, or pass."),
    nav_title=_("Siantappo rules"),
    pages=pages.PAGES,
    # Translators: label of the navigation between the siantappo rules pages.
    pages_label=_("Siantappo rules pages"),
    examples=examples.EXAMPLE_SET,
    words=labels.WORDS,
    presenter=PRESENTER,
    checklist=checklist.CHECKLIST,
    quiz=QUIZ,
    readings=readings.READINGS,
    lessons=LESSONS,
    referee=referee.KINDS,
)
