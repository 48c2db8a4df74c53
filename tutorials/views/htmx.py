"""The request type the views see: Django's, with django-htmx's ``request.htmx``."""

from django.http import HttpRequest
from django_htmx.middleware import HtmxDetails


class HtmxHttpRequest(HttpRequest):
    """Typed like django-htmx's example project; HtmxMiddleware sets ``htmx``."""

    htmx: HtmxDetails


def partial_request(request: HtmxHttpRequest) -> bool:
    """Is this an htmx swap? A history restore after a cache miss wants the whole page."""
    htmx: HtmxDetails | None = getattr(request, "htmx", None)
    return htmx is not None and bool(htmx) and not htmx.history_restore_request
