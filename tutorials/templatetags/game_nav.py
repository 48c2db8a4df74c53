"""``{% game_nav %}``: the main navigation's links, from the registry of game packs."""

from dataclasses import dataclass

from django import template
from django.urls import reverse
from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from tutorials.packs import PACKS, default_pack
from tutorials.packs.base import GamePack

register = template.Library()

# A game's features in the navigation: (URL name, label, names that make it current).
FEATURES: tuple[tuple[str, str | Promise, tuple[str, ...]], ...] = (
    ("examples", _("Worked examples"), ("examples", "example")),
    ("house_rules", _("House rules"), ("house_rules",)),
    ("quiz", _("Quiz"), ("quiz", "quiz_round")),
)


@dataclass(frozen=True)
class NavLink:
    url: str
    text: str | Promise
    current: bool


def nav_links(namespace: str, url_name: str) -> list[NavLink]:
    """Each game's rules, then the features of the game on screen (or of the first game)."""
    links = [
        NavLink(
            reverse(pack.url_name(pack.pages[0].url_name)),
            pack.nav_title,
            (namespace, url_name) == (pack.slug, pack.pages[0].url_name),
        )
        for pack in PACKS.values()
    ]
    pack: GamePack = PACKS.get(namespace) or default_pack()
    links += [
        NavLink(reverse(pack.url_name(name)), text, namespace == pack.slug and url_name in names)
        for name, text, names in FEATURES
    ]
    return links


@register.inclusion_tag("includes/game_nav.html", takes_context=True)
def game_nav(context: template.Context) -> dict[str, object]:
    request = context.get("request")
    match = getattr(request, "resolver_match", None)
    namespace = match.namespace if match else ""
    url_name = match.url_name if match else ""
    return {"links": nav_links(namespace, url_name or "")}
