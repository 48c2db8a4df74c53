"""Response headers Django's SecurityMiddleware does not set, private forms, and 405 pages.

SecurityMiddleware (configured in settings.py) sends HSTS, nosniff,
Referrer-Policy and Cross-Origin-Opener-Policy; this adds the rest, also to the
redirect from HTTP to HTTPS, which SecurityMiddleware answers before any other
middleware sees the request.
"""

import logging
from collections.abc import Callable

from django.db import InterfaceError, OperationalError
from django.http import HttpRequest, HttpResponse, HttpResponseBase
from django.shortcuts import render

from tutorials.views.page_cache import make_private

# Everything from the site's own origin, nothing inline: htmx is configured in
# base.html not to need inline styles or eval. data: images are the QR codes
# and CSS backgrounds the browser may embed.
CONTENT_SECURITY_POLICY = "; ".join(
    [
        "default-src 'none'",
        # WebAssembly compiled from the site's own files: the referee's Python offline.
        "script-src 'self' 'wasm-unsafe-eval'",
        "style-src 'self'",
        "img-src 'self' data:",
        # htmx fetches partial pages from the same origin.
        "connect-src 'self'",
        # The web app manifest, and the service worker (/sw.js) that keeps pages offline.
        "manifest-src 'self'",
        "worker-src 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        "base-uri 'none'",
    ]
)

# The site uses none of these browser features, so no page (nor anything
# injected into one) may ask for them.
PERMISSIONS_POLICY = ", ".join(
    f"{feature}=()"
    for feature in [
        "accelerometer",
        "camera",
        "display-capture",
        "geolocation",
        "gyroscope",
        "magnetometer",
        "microphone",
        "midi",
        "payment",
        "usb",
    ]
)

HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "Permissions-Policy": PERMISSIONS_POLICY,
    # Other sites may not embed our pages' resources (scripts, CSS, QR codes).
    "Cross-Origin-Resource-Policy": "same-origin",
    # XFrameOptionsMiddleware's own value, for the responses it never sees (the redirect).
    "X-Frame-Options": "DENY",
}

Handler = Callable[[HttpRequest], HttpResponseBase]
log = logging.getLogger(__name__)
# How soon a visitor may try again while the database is away (a restart takes seconds).
DATABASE_RETRY = 10


class SecurityHeadersMiddleware:
    def __init__(self, get_response: Handler) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        response = self.get_response(request)
        for name, value in HEADERS.items():
            response.headers.setdefault(name, value)
        return response


class PrivateFormsMiddleware:
    """A response whose rendering asked for a CSRF token is the visitor's own.

    Below CsrfViewMiddleware, so it sees the request's flag before that middleware
    sets the cookie and clears it: every form that posts, whichever view made it, is
    sent ``private, no-store`` (tutorials.views.page_cache), as is any response that
    sets a cookie.
    """

    def __init__(self, get_response: Handler) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        response = self.get_response(request)
        if request.META.get("CSRF_COOKIE_NEEDS_UPDATE") or response.cookies:
            make_private(response)
        return response


class DatabaseAwayMiddleware:
    """A database that cannot be reached is a 503 page that says to try again, not a 500.

    Most pages never ask the database (or come from the page cache); the few that do
    (a saved sheet, new figures, /healthz) meet it away for the seconds a restart takes.
    Inside LocaleMiddleware, so the page is in the visitor's language.
    """

    def __init__(self, get_response: Handler) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        if not isinstance(exception, OperationalError | InterfaceError):
            return None
        log.warning("database unreachable for %s: %s", request.path, exception)
        response = render(request, "503.html", {"why": "database"}, status=503)
        response["Retry-After"] = str(DATABASE_RETRY)
        return response


class MethodNotAllowedPageMiddleware:
    """Turns the empty 405 of require_GET/require_POST into a page in the visitor's language."""

    def __init__(self, get_response: Handler) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        response = self.get_response(request)
        if response.status_code != 405 or response.streaming or response.content:  # type: ignore[attr-defined]
            return response
        page = render(request, "405.html", status=405)
        if "Allow" in response.headers:
            page.headers["Allow"] = response.headers["Allow"]
        return page
