"""The public pages of the site: what the sitemap lists and what a game keeps offline.

Each kind of page is one entry of ``KINDS``: a function from a pack to the
pages of that kind (a URL name in the game's namespace and its arguments), and
whether a first visit keeps them for offline use at once. A new kind of page
(lessons, say) is one more line here; the sitemap, the service worker and the
"save for offline" button follow.
"""

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from django.urls import reverse

from tutorials.packs import PACKS
from tutorials.packs.base import GamePack
from tutorials.rules_card import has_rules_card


@dataclass(frozen=True)
class PublicPage:
    """One page the same for every visitor: its view name and arguments."""

    view_name: str  # "tutorials:home", "<game>:examples"
    args: tuple[str, ...] = ()

    def path(self) -> str:
        """Its path in the active language."""
        return reverse(self.view_name, args=self.args)


@dataclass(frozen=True)
class Kind:
    pages: Callable[[GamePack], Iterable[str | tuple[str, ...]]]  # url names (with arguments)
    at_first_visit: bool = False  # kept for offline use as soon as the site is visited
    listed: bool = True  # in the sitemap (a page search engines are not to index is not)
    offline: bool = True  # kept by the game's "save for offline" button (it works offline)


def _rules(pack: GamePack) -> list[str]:
    return [page.url_name for page in pack.pages]


def _rules_card(pack: GamePack) -> list[str]:
    return ["rules_card"] if has_rules_card(pack.slug) else []


def _readings(pack: GamePack) -> list[str]:
    return ["readings"] if pack.readings else []


def _lessons(pack: GamePack) -> list[str | tuple[str, ...]]:
    # A step's address without ?m= and ?p= is the same page for everyone.
    pages: list[str | tuple[str, ...]] = ["lessons"]
    for lesson in pack.lessons:
        pages.append(("lesson", lesson.slug))
        pages += [("lesson_step", lesson.slug, str(n)) for n in range(len(lesson.steps))]
    return pages


def _lessons_done(pack: GamePack) -> list[tuple[str, ...]]:
    return [("lesson_done", lesson.slug) for lesson in pack.lessons]


def _examples(pack: GamePack) -> list[tuple[str, str]]:
    # The example's address without ?step= is its first step.
    return [("example", example.slug) for example in pack.examples.all]


KINDS: tuple[Kind, ...] = (
    Kind(_rules, at_first_visit=True),
    Kind(_rules_card, at_first_visit=True),
    Kind(_readings),
    Kind(lambda pack: ["examples"]),
    Kind(_examples),
    Kind(lambda pack: ["quiz"]),
    Kind(lambda pack: ["house_rules"]),
    Kind(_lessons),
    Kind(_lessons_done, listed=False),
    # The play start form: the same for everyone, but a game needs the server.
    Kind(lambda pack: ["play"], offline=False),
)

HOME = PublicPage("tutorials:home")


def _page(pack: GamePack, name: str | tuple[str, ...]) -> PublicPage:
    if isinstance(name, tuple):
        return PublicPage(pack.url_name(name[0]), name[1:])
    return PublicPage(pack.url_name(name))


def game_pages(
    pack: GamePack,
    *,
    first_visit_only: bool = False,
    listed_only: bool = False,
    offline: bool = False,
) -> list[PublicPage]:
    """The game's public pages, in the order of ``KINDS`` (``listed_only``: those in the
    sitemap; ``offline``: those that work offline)."""
    return [
        _page(pack, name)
        for kind in KINDS
        if (kind.at_first_visit or not first_visit_only)
        and (kind.listed or not listed_only)
        and (kind.offline or not offline)
        for name in kind.pages(pack)
    ]


def public_pages(*, first_visit_only: bool = False) -> list[PublicPage]:
    """The home page and every game's public pages listed in the sitemap."""
    pages = [HOME]
    for pack in PACKS.values():
        pages += game_pages(pack, first_visit_only=first_visit_only, listed_only=True)
    return pages
