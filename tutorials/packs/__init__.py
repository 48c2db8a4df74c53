"""The registry of game packs: the one place outside its own packages where a game is named.

``PACKS`` maps each pack's slug (its URL prefix and namespace) to the pack;
the URL conf, the navigation and the home page are built from it. ``COMING``
lists games the home page announces before they have a pack.
"""

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from tutorials.packs.base import ComingGame, GamePack
from tutorials.packs.siantappo.pack import PACK as SIANTAPPO
from tutorials.packs.sika.pack import PACK as SIKA

PACKS: dict[str, GamePack] = {pack.slug: pack for pack in (SIKA, SIANTAPPO)}

COMING: tuple[ComingGame, ...] = (
    ComingGame(
        slug="ristiseiska",
        name=pgettext_lazy("game name", "Ristiseiska"),
        description=_(
            "A sevens game: the suits are built up and down in rows, "
            "starting from the seven of clubs."
        ),
    ),
)


def find_pack(slug: str) -> GamePack | None:
    """The pack at ``/<slug>/``, or None."""
    return PACKS.get(slug)


def default_pack() -> GamePack:
    """The pack whose features the navigation offers outside any game's pages."""
    return next(iter(PACKS.values()))
