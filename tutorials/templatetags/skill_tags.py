"""``{% skill_shares "<preset>" as shares %}``: a rules page's prose quotes the bench's figures.

The same figures as the page's "How much is skill?" section (``tutorials.skill``),
so the words of the prose and of the section cannot disagree.
"""

from __future__ import annotations

from django import template

from tutorials.skill import Shares, shares

register = template.Library()


@register.simple_tag(takes_context=True)
def skill_shares(context: template.Context, preset: str) -> Shares | None:
    return shares(context["pack"].engine, preset)
