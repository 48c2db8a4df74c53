"""``{% csrf_slot %}``: a form's CSRF field in a page rendered once for everyone.

``tutorials.views.page_cache.cached_page`` puts each visitor's own token into
the slot when it serves the page, so the page can be cached and the form still
carries a token only that visitor's cookie matches.
"""

from django import template
from django.utils.html import format_html
from django.utils.safestring import SafeString

from tutorials.views.page_cache import CSRF_SLOT

register = template.Library()


@register.simple_tag
def csrf_slot() -> SafeString:
    return format_html('<input type="hidden" name="csrfmiddlewaretoken" value="{}">', CSRF_SLOT)
