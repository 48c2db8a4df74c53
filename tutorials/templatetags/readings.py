"""``{% reading "<key>" %}``: a reading of the pack's register where a page states the rule.

The mark and the words are the register's (``tutorials.readings.marked``), so a page
can only mark what the register holds: an unknown key fails the render. Forms:
``{% reading "k" %}`` inline (a rules card, a lesson, prose), ``{% reading "k" "block" %}``
as a paragraph of its own with the house-rules link, and ``{% reading "k" "ask" %}``
before a quiz question that asks how we play it.
"""

from __future__ import annotations

from django import template
from django.utils.safestring import SafeString

from tutorials.readings import marked

register = template.Library()


@register.simple_tag(takes_context=True)
def reading(context: template.Context, key: str, form: str = "inline") -> SafeString:
    return marked(context["pack"], key, form)
