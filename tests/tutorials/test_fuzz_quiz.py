"""Fuzz: the quiz's start, rounds and answers, whatever a visitor sends.

Seeds of any size or shape, progress tokens garbled, tampered, oversized or
replayed, fields missing: always a page (mostly a 400 saying what was wrong),
never a 5xx, and a GET writes nothing. Each test also runs with ``DEBUG=False``
forced, as in production.
"""

from urllib.parse import quote

import pytest
from django.core import signing
from django.test import Client, override_settings
from hypothesis import given
from hypothesis import strategies as st

from tests.tutorials.fuzz import (
    FUZZ_SETTINGS,
    assert_no_server_error,
    checked_get,
    hostile_numbers,
    hostile_text,
    hostile_values,
)
from tutorials.packs import PACKS
from tutorials.packs.sika.quiz import QUIZ
from tutorials.quiz.rounds import ROUND_LENGTH, SALT, Progress

pytestmark = pytest.mark.django_db

SEED = 777
GAMES = sorted(PACKS)


@pytest.fixture(params=["test-settings", "debug-off"])
def production_like(request: pytest.FixtureRequest) -> object:
    if request.param == "debug-off":
        with override_settings(DEBUG=False):
            yield
    else:
        yield


def _progress(answered: int) -> Progress:
    keys = tuple(q.right.key for q in QUIZ.build_round(SEED).questions[:answered])
    return Progress(SEED, keys)


def _token(answered: int) -> str:
    return QUIZ.dump(_progress(answered))


def _tampered(token: str, at: int, char: str) -> str:
    at %= len(token)
    return token[:at] + char + token[at + 1 :]


def _forged_big(size: int) -> str:
    # Signed with the site's key, so only its size can give it away.
    data = {"s": SEED, "b": QUIZ.bank_version, "e": "1", "a": [], "x": "a" * size}
    return signing.dumps(data, salt=SALT, compress=True)


# Real tokens at any point of the round, some tampered with, some forged huge.
tokens = st.one_of(
    hostile_text,
    st.integers(0, ROUND_LENGTH).map(_token),
    st.builds(
        _tampered,
        st.integers(0, ROUND_LENGTH).map(_token),
        st.integers(0, 10_000),
        st.sampled_from(["A", "_", ":", "-", "=", "\x00", "ä"]),
    ),
    st.integers(0, ROUND_LENGTH).map(_token).map(lambda token: token + "A" * 2000),
    st.sampled_from([10_000, 1_000_000]).map(_forged_big),
)


def test_every_game_has_its_quiz_fuzzed() -> None:
    # Every pack of the registry, the tests' own fourth game among them.
    assert (GAMES, {"sika", "siantappo", "ristiseiska", "pikkutikki"} <= set(GAMES)) == (
        sorted(pack.quiz.name for pack in PACKS.values()),
        True,
    )


def test_token_strategies_stand_on_real_tokens() -> None:
    # The strategies above would fuzz nothing real if _token() made empty tokens.
    assert QUIZ.load(_token(3), SEED) == _progress(3)
    assert len(_progress(ROUND_LENGTH).answers) == ROUND_LENGTH


@pytest.mark.usefixtures("production_like")
@FUZZ_SETTINGS
@given(seed=hostile_values, lang=st.sampled_from(["", "/en"]), game=st.sampled_from(GAMES))
def test_fuzz_quiz_start_seed_never_5xx(seed: str, lang: str, game: str) -> None:
    response = checked_get(Client(), f"{lang}/{game}/tietovisa/", {"seed": seed})
    assert response.status_code in {302, 400}


@pytest.mark.usefixtures("production_like")
@FUZZ_SETTINGS
@given(
    seed=st.one_of(st.just(str(SEED)), hostile_numbers),
    p=st.one_of(st.none(), tokens),
    palaute=hostile_values,
    game=st.sampled_from(GAMES),
)
def test_fuzz_quiz_round_never_5xx(seed: str, p: str | None, palaute: str, game: str) -> None:
    # The tokens are sika's: another game's quiz must refuse them as a 400.
    query = {"palaute": palaute} if p is None else {"p": p, "palaute": palaute}
    response = checked_get(Client(), f"/{game}/tietovisa/{quote(seed)}/", query)
    assert response.status_code in {200, 400, 404}


@pytest.mark.usefixtures("production_like")
@FUZZ_SETTINGS
@given(
    seed=st.one_of(st.just(str(SEED)), hostile_numbers),
    progress=st.one_of(st.none(), tokens),
    question=st.one_of(
        st.none(), hostile_text, st.sampled_from([q.id for q in QUIZ.build_round(SEED).questions])
    ),
    answer=st.one_of(st.none(), hostile_text, st.sampled_from(["0", "1", "2", "a", "b", "sika"])),
    htmx=st.booleans(),
)
def test_fuzz_quiz_answer_never_5xx(
    seed: str, progress: str | None, question: str | None, answer: str | None, htmx: bool
) -> None:
    fields = {"progress": progress, "question": question, "answer": answer}
    data = {name: value for name, value in fields.items() if value is not None}
    headers = {"hx-request": "true"} if htmx else {}
    response = Client().post(f"/sika/tietovisa/{quote(seed)}/vastaa/", data, headers=headers)
    assert_no_server_error(response)
    assert response.status_code in {200, 303, 400, 404}


@pytest.mark.usefixtures("production_like")
@FUZZ_SETTINGS
@given(answered=st.integers(0, ROUND_LENGTH - 1), again=st.integers(1, 3))
def test_fuzz_quiz_replayed_answer_400(answered: int, again: int) -> None:
    client = Client()
    question = QUIZ.build_round(SEED).questions[answered]
    data = {"progress": _token(answered), "question": question.id, "answer": question.right.key}
    url = f"/sika/tietovisa/{SEED}/vastaa/"
    assert client.post(url, data).status_code == 303
    # The same form again is fine (the token did not move), a later token with this
    # question is not.
    later = data | {"progress": _token(answered + 1)}
    assert [client.post(url, later).status_code for _ in range(again)] == [400] * again
