"""Hostile query strings for the examples index, an example step and the any-game page.

Never a 5xx, always a page in (200, 400, 404), and a GET never writes the
database. ``FUZZ_EXAMPLES=2000`` runs the full set; 200 per view otherwise.
"""

import os
from urllib.parse import quote, urlencode

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "200"))
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

# Every parameter the pages read, and a few they do not.
GAME_KEYS = [
    "preset",
    "players",
    "seed",
    "policy",
    "step",
    "match",
    "max_draws",
    "hand_phase",
    "hand_source",
    "dug_card",
    "hand_free_card",
    "stalemate",
    "decks",
    "two_phase",
    "max_turns",
]
KEYS = st.sampled_from([*GAME_KEYS, "utm_source", "", "step[]", "ä"])

HOSTILE = st.one_of(
    st.integers(min_value=-(10**30), max_value=10**30).map(str),
    st.integers(min_value=0, max_value=30).map(str),
    st.sampled_from(
        [
            "",
            " ",
            "-1",
            "0",
            "1e9",
            "1.5",
            "٣",  # an Arabic-Indic three: int() reads it, the pages must not trip on it
            "\x00",
            "9" * 5000,
            "-" + "9" * 5000,
            "x" * 100_000,
            "none",
            "true",
            "false",
            "kotiversio",
            "random",
            "colour",
            "recycle",
            "keep",
            "free_lead",
        ]
    ),
    st.text(max_size=40),
)
QUERIES = st.lists(st.tuples(KEYS, HOSTILE), max_size=8)  # repeated keys and missing ones


def _get(client: Client, path: str, pairs: list[tuple[str, str]], htmx: bool) -> int:
    headers = {"HX-Request": "true"} if htmx else {}
    with CaptureQueriesContext(connection) as queries:
        response = client.get(f"{path}?{urlencode(pairs)}", headers=headers)
    writes = [q["sql"] for q in queries.captured_queries if not q["sql"].startswith("SELECT")]
    assert writes == []
    return response.status_code


@pytest.mark.django_db
@FUZZ
@given(pairs=QUERIES, htmx=st.booleans(), english=st.booleans())
def test_fuzz_examples_index_never_fails(
    pairs: list[tuple[str, str]], htmx: bool, english: bool
) -> None:
    prefix = "/en" if english else ""
    assert _get(Client(), f"{prefix}/sika/esimerkit/", pairs, htmx) == 200


@pytest.mark.django_db
@FUZZ
@given(
    slug=st.one_of(
        st.sampled_from(["aino-eero-liisa", "kaksi-pakkaa", "jumitus"]), st.text(max_size=60)
    ),
    pairs=QUERIES,
    htmx=st.booleans(),
)
def test_fuzz_example_step_never_fails(slug: str, pairs: list[tuple[str, str]], htmx: bool) -> None:
    status = _get(Client(), f"/sika/esimerkit/{quote(slug, safe='')}/", pairs, htmx)
    assert status in (200, 400, 404)


@pytest.mark.django_db
@FUZZ
@given(pairs=QUERIES, htmx=st.booleans())
def test_fuzz_any_game_never_fails(pairs: list[tuple[str, str]], htmx: bool) -> None:
    assert _get(Client(), "/sika/peli/", pairs, htmx) in (200, 400)
