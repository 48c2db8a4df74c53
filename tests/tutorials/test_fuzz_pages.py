"""Fuzz: home, every rules page and made-up paths, whatever the query or path.

Pages that are the same for everyone ignore their query string: always 200.
Any path at all gets a page, never a 5xx, and a GET writes nothing.
Each test runs under the test settings and again with ``DEBUG=False`` forced,
as in production.
"""

from urllib.parse import quote

import pytest
from django.db import connection
from django.test import Client, override_settings
from hypothesis import given
from hypothesis import strategies as st

from tests.html import rules_paths
from tests.tutorials.fuzz import (
    FUZZ_SETTINGS,
    checked_get,
    hostile_queries,
    hostile_text,
    no_database_writes,
)
from tutorials.models import HouseRuleSheet
from tutorials.packs import PACKS

pytestmark = pytest.mark.django_db

# The paths of every public page the same for everyone: home and each rules page.
PUBLIC_PATHS = ["/", "/en/", *rules_paths()]


@pytest.fixture(params=["test-settings", "debug-off"])
def production_like(request: pytest.FixtureRequest) -> object:
    if request.param == "debug-off":
        with override_settings(DEBUG=False):
            yield
    else:
        yield


def test_public_paths_cover_home_and_both_languages_of_every_rules_page() -> None:
    # A fuzz loop over an empty list would pass: home and every pack's rules pages, each in
    # two languages (sika has five pages, siantappo and ristiseiska two each).
    pages = sum(len(pack.pages) for pack in PACKS.values())
    assert (len(PUBLIC_PATHS), len(set(PUBLIC_PATHS)), pages >= 9) == (2 + 2 * pages,) * 2 + (True,)


@pytest.mark.usefixtures("production_like")
@FUZZ_SETTINGS
@given(path=st.sampled_from(PUBLIC_PATHS), query=hostile_queries)
def test_fuzz_public_page_any_query_200(path: str, query: dict[str, str]) -> None:
    response = checked_get(Client(), path, query)
    assert response.status_code == 200


@pytest.mark.usefixtures("production_like")
@FUZZ_SETTINGS
@given(
    prefix=st.sampled_from(["/", "/en/", "/sika/", "/en/sika/", "/sika/tietovisa/"]),
    tail=st.lists(hostile_text, max_size=4),
    slash=st.booleans(),
)
def test_fuzz_any_path_never_5xx(prefix: str, tail: list[str], slash: bool) -> None:
    path = prefix + "/".join(quote(part, safe="") for part in tail) + ("/" if slash else "")
    response = checked_get(Client(), path)
    assert response.status_code in {200, 301, 302, 400, 404, 429}


@pytest.mark.usefixtures("production_like")
@FUZZ_SETTINGS
@given(word=st.text(alphabet="abcdefghijklmnopqrstuvwxyzåäö-", min_size=1, max_size=30))
def test_fuzz_unknown_page_404(word: str) -> None:
    response = checked_get(Client(), f"/ei-{word}/")
    assert response.status_code == 404


def test_no_database_writes_catches_a_write() -> None:
    with pytest.raises(AssertionError), no_database_writes():
        # Raw SQL: saved sheets refuse changes through the ORM. It matches no row.
        with connection.cursor() as cursor:
            cursor.execute(f"DELETE FROM {HouseRuleSheet._meta.db_table} WHERE id = -1")
