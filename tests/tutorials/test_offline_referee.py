"""The answer the browser's Python gives offline (tutorials/views/offline_referee.py), run
here on the server's Python: the same part of the page as the server's htmx answer, on
the rules pages' referee and on a saved sheet's, whose page embeds the sheet; any other
address is not answered. The zip the browser runs is made of these sources (after an
edit, `.venv/bin/python scripts/build_offline.py` makes it again).
"""

import importlib.util
import json
import re
from pathlib import Path

import pytest
from django.test import Client

from tests.contract.site import fresh_address, saved_sheet
from tutorials.views.offline_referee import answer

ROOT = Path(__file__).resolve().parents[2]

ASKED = "riitatilanne/sopiiko-kortti/?top=4&card=17"  # the four of spades on the five of hearts


def _verdict(html: str) -> str:
    return re.findall(r'id="referee-verdict"[^>]*>([^<]*)<', html)[0]


def test_rules_page_referee_answers_as_the_server() -> None:
    address = "/en/sika/" + ASKED
    server = Client().get(address, headers={"HX-Request": "true"})
    status, html = answer(address, "")
    verdict = "No, it does not match."
    assert (status, html, _verdict(html)) == (200, server.content.decode(), verdict)


@pytest.mark.django_db
def test_sheet_referee_answers_from_the_embedded_sheet() -> None:
    client = Client(REMOTE_ADDR=fresh_address())
    address = saved_sheet(client, "sika") + ASKED
    page = client.get(address.split("?")[0]).content.decode()
    sheet = re.findall(r'<script id="referee-sheet" type="application/json">(.*?)</script>', page)
    server = client.get(address, headers={"HX-Request": "true"})
    status, html = answer(address, sheet[0])
    assert (status, html, _verdict(html), json.loads(sheet[0])["name"]) == (
        200,
        server.content.decode(),
        "Ei sovi.",
        "Mökki",
    )


def test_other_pages_are_not_answered() -> None:
    assert answer("/sika/", "") == (404, "")


def test_the_browser_runs_these_sources() -> None:
    script = ROOT / "scripts" / "build_offline.py"
    spec = importlib.util.spec_from_file_location("build_offline", script)
    assert spec is not None and spec.loader is not None
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    assert build.current() is True
