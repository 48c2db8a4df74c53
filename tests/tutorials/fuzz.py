"""Shared pieces of the fuzz tests: hostile query values and the checks every view must pass.

Every view, whatever it is sent, answers with a page (2xx, 3xx or 4xx), never
a 5xx; a GET writes nothing to the database. ``FUZZ_EXAMPLES`` sets how many
examples each fuzz test tries: 200 normally, 2000 for a full run
(``FUZZ_EXAMPLES=2000 .venv/bin/pytest tests/tutorials/test_fuzz_*.py``).
"""

import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from django.db import connection
from django.http.response import HttpResponseBase
from django.test import Client
from django.test.utils import CaptureQueriesContext
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

if TYPE_CHECKING:
    from django.test.client import _MonkeyPatchedWSGIResponse

FUZZ_EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "200"))

# No deadline: two cores are shared and a first render fills caches. The
# health check on function-scoped fixtures is off because the tests make
# their own Client inside each example and the database fixture's
# transaction spans all examples, which is what they want.
FUZZ_SETTINGS = settings(
    max_examples=FUZZ_EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

_WRITES = re.compile(r"^\s*(INSERT|UPDATE|DELETE|REPLACE|CREATE|DROP|ALTER)\b", re.IGNORECASE)

# Numbers past every limit: past int64, negative, and past Python's 4,300-digit int limit.
hostile_numbers = st.one_of(
    st.integers().map(str),
    st.integers(min_value=2**63 - 2, max_value=2**64 + 2).map(str),
    st.integers(max_value=-1).map(str),
    # As text: Hypothesis could not even print a 5,000-digit int.
    st.integers(min_value=4290, max_value=5000).map(lambda digits: "9" * digits),
    st.just("-" + "1" * 4301),
    # Digits of other scripts: '²' passes str.isdigit and fails int(), '١٢' is 12 to int().
    st.sampled_from(["²", "¹²", "٣", "１２", "৭", "-²", "1_0", "+1", "1.0"]),
    st.text(alphabet=st.characters(categories=["Nd", "No"]), min_size=1, max_size=6),
)

# Text a visitor can type or forge: empty, blanks, unicode, NUL, 100 KB.
hostile_text = st.one_of(
    st.just(""),
    st.sampled_from([" ", "\t", "\x00", "0\x00", "١٢٣", "½", "1e9", "0x10", "-0", "+1", "1.5"]),
    st.text(max_size=40),
    st.text(alphabet=st.characters(codec="utf-8"), max_size=200),
    st.just("x" * 100_000),
    st.just("7" * 100_000),
)

hostile_values = st.one_of(hostile_numbers, hostile_text)

# Query strings of made-up and real-looking names with hostile values.
query_names = st.one_of(
    st.sampled_from(["seed", "p", "palaute", "step", "players", "preset", "lang", "q", ""]),
    st.text(max_size=20),
)
hostile_queries = st.dictionaries(query_names, hostile_values, max_size=4)


def assert_no_server_error(response: HttpResponseBase) -> None:
    """A page came back: anything but a 5xx."""
    assert response.status_code < 500, response.status_code


@contextmanager
def no_database_writes() -> Iterator[None]:
    """Fails if the block wrote to the database: a GET must only read."""
    with CaptureQueriesContext(connection) as queries:
        yield
    writes = [query["sql"] for query in queries.captured_queries if _WRITES.match(query["sql"])]
    assert writes == []


def checked_get(
    client: Client, path: str, query: dict[str, str] | None = None
) -> "_MonkeyPatchedWSGIResponse":
    """GET ``path``: not a 5xx, and nothing written to the database."""
    with no_database_writes():
        response = client.get(path, query or {})
    assert_no_server_error(response)
    return response
