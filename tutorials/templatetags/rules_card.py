"""``{% if pack|has_rules_card %}``: link a game's rules card only where its pack gives one."""

from django import template

from tutorials.packs.base import GamePack
from tutorials.rules_card import has_rules_card as _has

register = template.Library()


@register.filter
def has_rules_card(pack: GamePack) -> bool:
    return _has(pack.slug)
