"""``{% cards "7C 7D" %}``: cards named in a template, drawn with the site's one card drawing.

Rules prose shows example plays as pictures; this draws them with
``tutorials.cards.card_html`` instead of hand-written markup.
"""

from django import template
from django.utils.html import format_html_join
from django.utils.safestring import SafeString

from games.cards import parse_card
from tutorials.cards import card_html

register = template.Library()


@register.simple_tag
def cards(codes: str) -> SafeString:
    """Each card code of ``codes`` (space-separated, e.g. ``"3S 3C"``) as a face-up card."""
    return format_html_join(" ", "{}", ((card_html(parse_card(code)),) for code in codes.split()))
