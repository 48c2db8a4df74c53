"""A game's rules card (pikaohje): which template holds its text, and whether it has one.

The pack gives the card's content as a per-language template,
``tutorials/<game>/rules_card.<lang>.html`` (whole paragraphs, like the rules
pages); the view (``tutorials.views.rules_card``) puts it in the generic frame.
"""

import functools

from django.template import TemplateDoesNotExist
from django.template.loader import get_template

LANGUAGES = ("fi", "en")


def content_template(slug: str, language: str) -> str:
    """The template name of a game's rules card text in ``language``."""
    return f"tutorials/{slug}/rules_card.{language}.html"


@functools.cache
def has_rules_card(slug: str) -> bool:
    """Whether the game's pack gives a rules card, in every language of the site."""
    try:
        for language in LANGUAGES:
            get_template(content_template(slug, language))
    except TemplateDoesNotExist:
        return False
    return True
