"""The site's views, one module per feature; the error handlers live in ``core``."""

from tutorials.views.core import bad_request, csrf_failure, home, page_not_found, server_error

__all__ = ["bad_request", "csrf_failure", "home", "page_not_found", "server_error"]
