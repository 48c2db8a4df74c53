"""Hostile input to every ristiseiska view: never a 5xx, and a GET writes nothing.

``FUZZ_EXAMPLES`` sets how many examples each test tries (tests/tutorials/fuzz.py).
Values are drawn around the engine's own spellings, so many queries get deep
into the forms: clashing rules, two decks for two players, a typed target.
"""

from urllib.parse import quote, urlencode

import pytest
from django.test import Client
from hypothesis import given
from hypothesis import strategies as st

from tests.tutorials.fuzz import FUZZ_SETTINGS, checked_get, hostile_values
from tutorials.models import HouseRuleSheet
from tutorials.packs.ristiseiska.checklist import CHECKLIST as hr
from tutorials.packs.ristiseiska.examples import EXAMPLE_SET as examples

pytestmark = pytest.mark.django_db

GAME_KEYS = [
    "preset",
    "players",
    "seed",
    "policy",
    "step",
    "end",
    "scoring",
    "eight_before_six",
    "first_ace",
    "pantti",
    "holding",
    "ristikasi",
    "decks",
    "jokers",
    "target",
    "max_turns",
]
OWN_VALUES = st.sampled_from(
    [
        "true",
        "false",
        "last",
        "first_out",
        "face",
        "count",
        "sevens_only",
        "none",
        "0",
        "1",
        "2",
        "3",
        "16",
        "250",
        "pantti",
        "ristikasi",
        "kaksi_pakkaa",
        "jokerit",
        "heuristic",
    ]
)
VALUES = st.one_of(OWN_VALUES, hostile_values)
QUERIES = st.lists(st.tuples(st.sampled_from([*GAME_KEYS, "", "x"]), VALUES), max_size=8)


def _get(path: str, pairs: list[tuple[str, str]], english: bool) -> int:
    prefix = "/en" if english else ""
    response = checked_get(Client(), f"{prefix}{path}?{urlencode(pairs)}")
    return response.status_code


@FUZZ_SETTINGS
@given(pairs=QUERIES, english=st.booleans())
def test_ristiseiska_fuzz_any_game_is_a_page_or_a_400(
    pairs: list[tuple[str, str]], english: bool
) -> None:
    assert _get("/ristiseiska/peli/", pairs, english) in (200, 400)


@FUZZ_SETTINGS
@given(
    slug=st.one_of(st.sampled_from([e.slug for e in examples.all]), st.text(max_size=30)),
    pairs=QUERIES,
)
def test_ristiseiska_fuzz_example_step_is_a_page_a_400_or_a_404(
    slug: str, pairs: list[tuple[str, str]]
) -> None:
    assert _get(f"/ristiseiska/esimerkit/{quote(slug, safe='')}/", pairs, False) in (
        200,
        400,
        404,
    )


@st.composite
def checklist_params(draw: st.DrawFn) -> list[tuple[str, str]]:
    """A preset's answers, some changed or dropped, with our values and hostile ones."""
    start = draw(st.sampled_from([*hr.start_keys, "", "seiskamaisin"]))
    answers = {"preset": start, **hr.start_answers(start if start in hr.start_keys else "oma")}
    pairs = list(answers.items())
    for _ in range(draw(st.integers(0, 4))):
        name = draw(st.sampled_from([*hr.question, "step", "name"]))
        value = draw(VALUES)
        if draw(st.booleans()):
            pairs = [(k, v) for k, v in pairs if k != name]
        pairs.append((name, value))
    return pairs


@FUZZ_SETTINGS
@given(pairs=checklist_params(), english=st.booleans())
def test_ristiseiska_fuzz_checklist_is_a_page_or_a_400(
    pairs: list[tuple[str, str]], english: bool
) -> None:
    # Figures for new rules are worked out and kept (RuleStats); a sheet never is.
    prefix = "/en" if english else ""
    before = HouseRuleSheet.objects.count()
    response = Client().get(f"{prefix}/ristiseiska/kotisaannot/?{urlencode(pairs)}")
    assert response.status_code in (200, 400, 429)
    assert HouseRuleSheet.objects.count() == before


@FUZZ_SETTINGS
@given(pairs=QUERIES)
def test_ristiseiska_fuzz_play_start_is_a_page_a_redirect_or_a_400(
    pairs: list[tuple[str, str]],
) -> None:
    assert _get("/ristiseiska/pelaa/", [("start", "1"), *pairs], True) in (200, 303, 400)


@FUZZ_SETTINGS
@given(seed=st.one_of(st.integers(min_value=0, max_value=999_999_999).map(str), hostile_values))
def test_ristiseiska_fuzz_quiz_round_is_a_page_or_not_found(seed: str) -> None:
    status = checked_get(Client(), f"/ristiseiska/tietovisa/{quote(seed, safe='')}/").status_code
    assert status in (200, 400, 404)
