"""``{{ share|percent }}``: a percentage written as the page's language writes it."""

from django import template

from tutorials.words import percent as percent_text

register = template.Library()


@register.filter
def percent(value: float, digits: int = 1) -> str:
    """``0.2%`` in English, ``0,2 %`` in Finnish (one decimal unless told)."""
    return percent_text(float(value), int(digits))
