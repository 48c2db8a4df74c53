"""Someone's own pages are kept by no cache: ``Cache-Control: private, no-store``.

A game's token and the hands it shows, "try it", a quiz round (its progress and its
answer form's CSRF token), a lesson with progress, and any form with a CSRF token;
the service worker's list of what it never keeps comes from the same marks. Public
pages stay public. tests/browser/test_private_browser.py looks in Cache Storage.
"""

import re

import pytest
from django.test import Client
from pytest_django.fixtures import Settings

from sika_site.middleware import HEADERS
from tests.tutorials.play_shared import SETUP, SIKA
from tutorials import play
from tutorials.packs import PACKS
from tutorials.views.site_files import private_addresses

pytestmark = pytest.mark.django_db

PRIVATE = "private, no-store"
TOKEN = play.game_token("sika", SIKA, SETUP, (0, 0))
FINISHED = play.game_token("sika", SIKA, SETUP, (0,) * 34)  # test_play.py: seed 0's end
LESSON = PACKS["sika"].lessons[0].slug
EXAMPLE = PACKS["sika"].examples.scenario(
    PACKS["sika"].examples.by_slug["tyhja-kasi"].games[0].scenario
)
DECISION = min(play.decision_steps(EXAMPLE))


@pytest.mark.parametrize(
    "path",
    [
        f"/en/sika/pelaa/?t={TOKEN}",
        f"/en/sika/pelaa/?t={TOKEN}&hint=1",
        "/en/sika/pelaa/",  # the start form, beside the pages of a game
        f"/en/sika/pelaa/kertaus/?t={FINISHED}&step=1",
        f"/en/sika/esimerkit/tyhja-kasi/kokeile/?step={DECISION}",
        "/en/sika/tietovisa/7/",
        "/en/sika/kotisaannot/?preset=kotiversio&step=save",
    ],
)
@pytest.mark.parametrize("htmx", [False, True])
def test_someones_own_page_private_no_store(client: Client, path: str, htmx: bool) -> None:
    headers = {"HX-Request": "true"} if htmx else {}
    response = client.get(path, headers=headers)
    assert response.status_code == 200
    assert (response.headers["Cache-Control"], response.headers.get("ETag")) == (PRIVATE, None)


def test_lesson_private_with_an_answer_public_without(client: Client) -> None:
    address = f"/en/sika/opi/{LESSON}/1/"
    plain = client.get(address)
    answers = re.findall(r'<button type="submit" name="m" value="([^"]+)"', plain.content.decode())
    assert plain.status_code == 200 and answers != []
    assert "no-store" not in plain.headers.get("Cache-Control", "")
    answered = client.get(address, {"m": answers[0]})
    assert (answered.status_code, answered.headers["Cache-Control"]) == (200, PRIVATE)


@pytest.mark.parametrize("path", ["/en/sika/", "/en/sika/esimerkit/tyhja-kasi/?step=3"])
def test_public_page_stays_public(client: Client, path: str) -> None:
    assert client.get(path).headers["Cache-Control"].startswith("public, max-age=")


@pytest.mark.parametrize(
    ("path", "kept"),
    [
        ("/sika/pelaa/", False),
        ("/en/ristiseiska/pelaa/kertaus/", False),
        ("/siantappo/esimerkit/jotain/kokeile/", False),
        ("/en/sika/tietovisa/7/", False),
        ("/sika/tietovisa/123/vastaa/", False),
        ("/sika/opi/rengas/2/?p=abc", False),
        ("/sika/", True),
        ("/en/sika/esimerkit/tyhja-kasi/?step=2", True),
        ("/sika/opi/rengas/2/", True),
        ("/sika/tietovisa/", True),
    ],
)
def test_service_worker_never_keeps_private_addresses(path: str, kept: bool) -> None:
    never = private_addresses()
    pathname, _, query = path.partition("?")
    names = {pair.partition("=")[0] for pair in query.split("&") if pair}
    private = any(re.search(pattern, pathname) for pattern in never["paths"])
    assert (private or bool(names & set(never["params"]))) is not kept


def test_redirect_to_https_carries_the_security_headers(client: Client, settings: Settings) -> None:
    settings.SECURE_SSL_REDIRECT = True
    response = client.get("/sika/")
    assert (response.status_code, response.headers["Location"]) == (301, "https://testserver/sika/")
    sent = {name: response.headers.get(name) for name in [*HEADERS, "X-Content-Type-Options"]}
    assert sent == {**HEADERS, "X-Content-Type-Options": "nosniff"}
    assert response.headers["Referrer-Policy"] == "same-origin"
