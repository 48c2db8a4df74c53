"""Hostile input to the checklist, the save POST and the sheet page: never a 5xx.

200 examples per view; ``FUZZ_EXAMPLES=2000`` for the full set. A GET never
saves a sheet (only the shared figures table may gain a row).
"""

import os
from urllib.parse import quote, urlencode

import pytest
from django.test import Client
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutorials.limits import reset_allowances
from tutorials.models import HouseRuleSheet
from tutorials.packs.sika.checklist import CHECKLIST as hr

pytestmark = pytest.mark.django_db

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "200"))
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
URL = "/sika/kotisaannot/"
EN_URL = "/en/sika/kotisaannot/"
FIELDS = ("preset", *hr.question, "name", "step", "save_key")

# Text a URL can carry: any character but lone surrogates, which no UTF-8 encodes.
TEXT = st.text(alphabet=st.characters(codec="utf-8"), max_size=40)
HOSTILE = st.one_of(
    TEXT,
    st.just(""),
    st.just("\x00"),
    st.just("none\x00"),
    st.integers(min_value=-(10**30), max_value=10**30).map(str),
    st.just("9" * 5000),
    st.just("-" + "1" * 5000),
    st.just("x" * 100_000),
    st.just("ä" * 50_000),
    st.just("1e9999"),
    st.just("NaN"),
    st.just(" 3 "),
    st.just("٣"),  # an Arabic-Indic three
    st.sampled_from(["true", "false", "none", "1", "2", "16", "17", "0", "oma", "save"]),
)


@st.composite
def checklist_params(draw: st.DrawFn) -> list[tuple[str, str]]:
    """A preset's answers, some changed, dropped or repeated, with hostile values."""
    start = draw(st.sampled_from([*hr.start_keys, "", "sikamaisin"]))
    pairs = list(
        {"preset": start, **hr.start_answers(start if start in hr.start_keys else "oma")}.items()
    )
    for _ in range(draw(st.integers(0, 4))):
        action = draw(st.sampled_from(["change", "drop", "repeat", "add"]))
        if action == "change" and pairs:
            i = draw(st.integers(0, len(pairs) - 1))
            pairs[i] = (pairs[i][0], draw(HOSTILE))
        elif action == "drop" and pairs:
            pairs.pop(draw(st.integers(0, len(pairs) - 1)))
        elif action == "repeat" and pairs:
            key = pairs[draw(st.integers(0, len(pairs) - 1))][0]
            pairs.append((key, draw(HOSTILE)))
        else:
            pairs.append((draw(st.one_of(st.sampled_from(FIELDS), TEXT)), draw(HOSTILE)))
    return pairs


def _not_5xx(status: int) -> bool:
    return status < 500


@FUZZ
@given(params=checklist_params(), english=st.booleans())
def test_fuzz_checklist_get_never_5xx_never_saves(
    params: list[tuple[str, str]], english: bool
) -> None:
    reset_allowances("127.0.0.1")
    response = Client().get(f"{EN_URL if english else URL}?{urlencode(params)}")
    assert _not_5xx(response.status_code)
    assert response.status_code in {200, 400, 429}
    assert HouseRuleSheet.objects.count() == 0


@FUZZ
@given(params=checklist_params(), replay=st.booleans())
def test_fuzz_save_post_never_5xx_replay_saves_once(
    params: list[tuple[str, str]], replay: bool
) -> None:
    reset_allowances("127.0.0.1")
    client = Client()
    body = urlencode([*params, ("name", "Mökki")] if replay else params)
    before = HouseRuleSheet.objects.count()
    first = client.post(URL, body, content_type="application/x-www-form-urlencoded")
    assert first.status_code in {200, 302, 400, 429}
    if replay:
        again = client.post(URL, body, content_type="application/x-www-form-urlencoded")
        assert again.status_code in {200, 302, 400, 429}
    made = HouseRuleSheet.objects.count() - before
    # A form without a save key saves again; with one (any form the page served), once.
    keyed = any(key == "save_key" and len(value) == 32 for key, value in params)
    assert made <= (1 if keyed or not replay else 2)
    assert made == 0 or first.status_code == 302


@FUZZ
@given(token=st.one_of(TEXT, st.text(alphabet="AZaz09-_", min_size=32, max_size=32)))
def test_fuzz_sheet_page_random_tokens_404(token: str) -> None:
    response = Client().get(f"{URL}{quote(token, safe='')}/")
    assert response.status_code in {404, 301, 302}
    assert HouseRuleSheet.objects.count() == 0


def test_fuzz_sheet_page_tokens_with_slashes_and_nul_404() -> None:
    client = Client()
    for token in ["\x00" * 32, "a/b", "..", "%00", "x" * 5000]:
        assert client.get(f"{URL}{quote(token, safe='/')}/").status_code == 404
