"""The ristiseiska pack: what the site's generic features need to teach ristiseiska."""

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from tutorials.packs.base import GamePack
from tutorials.packs.ristiseiska import checklist, examples, labels, pages, referee_turns
from tutorials.packs.ristiseiska.lessons import LESSONS
from tutorials.packs.ristiseiska.presenter import PRESENTER
from tutorials.packs.ristiseiska.quiz import QUIZ
from tutorials.packs.ristiseiska.readings import READINGS

PACK = GamePack(
    slug="ristiseiska",
    engine="ristiseiska",
    name=pgettext_lazy("game name", "Ristiseiska"),
    description=_(
        "A sevens game: the suits are built up and down in rows, starting from the seven of clubs."
    ),
    nav_title=_("Ristiseiska rules"),
    pages=pages.PAGES,
    # Translators: label of the navigation between the ristiseiska rules pages.
    pages_label=_("Ristiseiska rules pages"),
    examples=examples.EXAMPLE_SET,
    words=labels.WORDS,
    presenter=PRESENTER,
    checklist=checklist.CHECKLIST,
    quiz=QUIZ,
    readings=READINGS,
    lessons=LESSONS,
    referee=referee_turns.KINDS,
)
