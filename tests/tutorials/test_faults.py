"""Caches that cannot be reached: pages come uncached, limits fail as docs/deploy.md says;
a database that cannot be reached is a 503 page, not a 500.

The Redis here is real and absent: a Unix socket nobody listens on, so every call
is refused at once, as when Redis is stopped. ``tests/test_machines.py`` stops a
running Redis and restarts PostgreSQL under two production servers.
"""

import dataclasses
from collections.abc import Iterator

import pytest
from django.core.cache import caches
from django.db import OperationalError
from django.http import HttpRequest, HttpResponse
from django.test import Client
from django.urls import path
from pytest_django.fixtures import Settings

from sika_site.settings import REDIS_TIMEOUTS
from sika_site.urls import urlpatterns as site_urls
from tests.html import texts
from tests.tutorials.play_shared import PEOPLE, SETUP, SIKA
from tests.tutorials.test_sheets import save_form, today_sheet
from tutorials import play
from tutorials import stats as figures
from tutorials.models import HouseRuleSheet

pytestmark = pytest.mark.django_db

AWAY = "unix:///nonexistent/sika-tests/redis.sock"
PAGES = [
    "/",
    "/en/sika/",
    "/en/ristiseiska/pikaohje/",
    "/en/sika/esimerkit/",
    "/en/sika/esimerkit/tyhja-kasi/?step=2",
    "/en/siantappo/peli/?seed=3&step=4",
    "/en/sika/tietovisa/7/",
    "/en/sika/kotisaannot/",
]


def _away(name: str, backend: str) -> dict[str, object]:
    prefix = {"default": "sika", "limits": "sika-limits"}[name]
    return {"BACKEND": backend, "LOCATION": AWAY, "KEY_PREFIX": prefix, "OPTIONS": REDIS_TIMEOUTS}


@pytest.fixture
def pages_away(settings: Settings) -> Iterator[None]:
    """The page cache is a Redis that is away (as CACHE_URL would make it)."""
    settings.CACHES = settings.CACHES | {
        "default": _away("default", "sika_site.cache.SoftRedisCache")
    }
    yield
    caches["default"].clear()


@pytest.fixture
def limits_away(settings: Settings) -> None:
    """The limits' store is a Redis of its own that is away (LIMITS_CACHE_URL)."""
    backend = "django.core.cache.backends.redis.RedisCache"
    settings.CACHES = settings.CACHES | {"limits": _away("limits", backend)}


@pytest.mark.parametrize("path", PAGES)
def test_cache_away_every_page_kind_served_uncached(
    client: Client, pages_away: None, path: str
) -> None:
    first, second = client.get(path), client.get(path)
    assert (first.status_code, second.status_code) == (200, 200)
    assert bool(second.templates) is True  # rendered again: nothing was kept
    assert first.content == second.content or "csrfmiddlewaretoken" in first.content.decode()


def test_cache_away_sheet_with_its_qr_code_served(client: Client, pages_away: None) -> None:
    sheet = today_sheet()
    page = client.get(f"/en/sika/kotisaannot/{sheet.token}/")
    assert page.status_code == 200
    assert "<svg" in page.content.decode()


def test_cache_away_stored_figures_read_from_the_database(pages_away: None) -> None:
    from games import sika

    first = figures.statistics(sika.PERUSSIKA, 3, "sika")  # the test backend works them out
    assert first is not None
    assert figures.statistics(sika.PERUSSIKA, 3, "sika") == first


def test_cache_away_healthz_still_ok_and_says_so(client: Client, pages_away: None) -> None:
    response = client.get("/healthz")
    assert (response.status_code, response.content) == (
        200,
        b"ok: serving without the cache, which is unreachable\n",
    )


def test_limits_away_new_figures_allowed(client: Client, limits_away: None) -> None:
    """Fail open: the queue's own cap, in the database, still bounds the worker's work."""
    response = client.get("/en/sika/kotisaannot/?preset=kotiversio&players=5")
    assert response.status_code == 200


def test_limits_away_saving_refused_for_a_minute(client: Client, limits_away: None) -> None:
    """Fail closed: a sheet is kept for good, so no save goes uncounted."""
    form = save_form(client)
    response = client.post("/en/sika/kotisaannot/", form)
    assert (response.status_code, response.headers["Retry-After"]) == (503, "60")
    assert texts(response.content.decode(), "p")[0] == (
        "The sheet could not be saved just now. Your answers are kept: go back and save again "
        "in a minute."
    )
    assert HouseRuleSheet.objects.count() == 0


def _database_away(request: HttpRequest) -> HttpResponse:
    raise OperationalError("connection to server at 127.0.0.1 failed: Connection refused")


urlpatterns = [*site_urls, path("away/", _database_away)]


@pytest.mark.urls(__name__)
def test_database_away_is_a_503_page_to_try_again(client: Client) -> None:
    response = client.get("/away/")  # no language prefix: the site's own, Finnish
    assert (response.status_code, response.headers["Retry-After"]) == (503, "10")
    assert texts(response.content.decode(), "p")[0] == (
        "Tätä sivua ei voi näyttää juuri nyt. Yritä hetken päästä uudelleen: mitään "
        "tallennettua ei menetetä."
    )


def test_limits_away_a_shared_device_shows_no_hand(client: Client, limits_away: None) -> None:
    """At one device only the game's record tells that the phone has been handed on, so
    with its store away no hand is shown (a 503 to try again) and the game is unchanged."""
    token = play.game_token("sika", SIKA, dataclasses.replace(PEOPLE, game_id=301), ())
    for data in ({"t": token, "ready": "1"}, {"t": token, "move": "0", "choice": "AS"}):
        answer = client.post("/en/sika/pelaa/", data)
        html = answer.content.decode()
        assert (answer.status_code, answer.headers["Retry-After"]) == (503, "10")
        assert texts(html, "p")[0] == (
            "The cards cannot be shown just now. Please try again in a moment: the game is "
            "kept as it was."
        )
        assert "seat-hand" not in html and 'class="card' not in html
    # One visitor's game goes on without its record.
    alone = play.game_token("sika", SIKA, dataclasses.replace(SETUP, game_id=302), ())
    assert client.get("/en/sika/pelaa/", {"t": alone}).status_code == 200
