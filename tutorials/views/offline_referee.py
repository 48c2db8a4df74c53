"""The referee's answer where the network is away: this code runs in the visitor's
browser (Pyodide, tutorials/static/tutorials/referee_offline.js) on the same sources
the server runs, and gives the part of the page the server's htmx swap would.

The page's address carries the situation; a saved sheet's page embeds the sheet
(``referee.embedded``), which stands for the database's row.
"""

from __future__ import annotations

import json

from django.http import Http404
from django.test.client import RequestFactory
from django.urls import resolve
from django.utils import translation
from django_htmx.middleware import HtmxDetails

from tutorials.models import HouseRuleSheet
from tutorials.views import referee


def answer(address: str, sheet: str) -> tuple[int, str]:
    """The status and the referee's part of the page at ``address`` (path and query),
    as the server renders it for htmx; ``sheet``: the embedded sheet's JSON, or ""."""
    request = RequestFactory().get(address, HTTP_HX_REQUEST="true")
    request.htmx = HtmxDetails(request)  # type: ignore[attr-defined]
    language = translation.get_language_from_path(request.path_info) or "fi"
    with translation.override(language):
        request.LANGUAGE_CODE = language
        try:
            match = resolve(request.path_info)
            if match.url_name not in ("referee", "sheet_referee"):
                raise Http404("not a referee page")
            if not sheet:
                response = match.func(request, *match.args, **match.kwargs)
            else:
                saved = HouseRuleSheet(**json.loads(sheet))
                pack = match.kwargs["pack"]
                kind = referee.find_kind(pack, match.kwargs["kind"])
                response = referee.sheet_page(request, pack, kind, saved)  # type: ignore[arg-type]
        except Http404:
            return 404, ""
        return response.status_code, response.content.decode()
