"""The registry of game packs: the one place outside its own packages where a game is named.

``PACKS`` maps each pack's slug (its URL prefix and namespace) to the pack;
the URL conf, the navigation and the home page are built from it. ``COMING``
lists games the home page announces before they have a pack. A pack kept
outside ``tutorials/packs/`` (the tests' own fourth game) is added with
``register_pack`` by its app's ``ready()``, before any URL is resolved.
"""

from tutorials.packs.base import ComingGame, GamePack
from tutorials.packs.ristiseiska.pack import PACK as RISTISEISKA
from tutorials.packs.siantappo.pack import PACK as SIANTAPPO
from tutorials.packs.sika.pack import PACK as SIKA

PACKS: dict[str, GamePack] = {pack.slug: pack for pack in (SIKA, SIANTAPPO, RISTISEISKA)}

COMING: tuple[ComingGame, ...] = ()


def find_pack(slug: str) -> GamePack | None:
    """The pack at ``/<slug>/``, or None."""
    return PACKS.get(slug)


def default_pack() -> GamePack:
    """The pack whose features the navigation offers outside any game's pages."""
    return next(iter(PACKS.values()))


def register_pack(pack: GamePack) -> None:
    """Add a pack (the tests' fourth game); a slug is registered once."""
    if pack.slug in PACKS and PACKS[pack.slug] is not pack:
        raise ValueError(f"a pack called {pack.slug!r} is already registered")
    PACKS[pack.slug] = pack
