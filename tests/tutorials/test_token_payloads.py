"""A sealed token whose payload is malformed is the one 400, never a 500.

Only the server seals tokens, so a malformed payload means a key leaked or a bug;
either way ``read_token`` refuses it with ``bad_token``'s message (a forged token
whose rules were a list was a 500).
"""

from collections.abc import Iterator

import pytest
from django.test import Client
from django.utils import translation
from hypothesis import given
from hypothesis import strategies as st

from games.registry import find_game
from tests.html import texts
from tests.tutorials.fuzz import FUZZ_SETTINGS
from tutorials import play
from tutorials.errors import BadInput
from tutorials.packs import PACKS
from tutorials.play.sealing import seal

GOOD = {"v": play.VERSION, "r": {}, "n": 3, "s": 5, "p": "taitava", "h": [0], "c": [], "pp": None}
SIKA = find_game("sika")
REFUSED = (
    "This game cannot be continued: its address is damaged, too long or belongs to another "
    "game. Start a new game."
)


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    with translation.override("en"):
        yield


json_values = st.recursive(
    st.one_of(
        st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), st.text(max_size=8)
    ),
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=8,
)


@pytest.mark.parametrize("slug", PACKS)
def test_token_good_payload_opens(slug: str) -> None:
    setup, moves = play.read_token(slug, find_game(PACKS[slug].engine), seal(slug, GOOD))
    assert (setup.players, setup.seed, setup.policy, setup.humans, moves) == (
        3,
        5,
        "taitava",
        (0,),
        play.Moves(),
    )


@pytest.mark.parametrize(
    "change",
    [
        {"r": []},
        {"r": ["max_draws", 3]},
        {"r": "kotiversio"},
        {"r": None},
        {"r": {"max_draws": [3]}},
        {"n": True},
        {"n": "3"},
        {"s": False},
        {"s": -1},
        {"s": 2**40},
        {"p": ["taitava"]},
        {"p": {"x": 1}},
        {"h": [True]},
        {"c": [True]},
        {"c": {"0": 1}},
        {"hn": True},
        {"pp": [[0], [True, 2]]},
        {"m": "Liisa"},
    ],
)
def test_token_malformed_payload_is_the_400(client: Client, change: dict[str, object]) -> None:
    token = seal("sika", GOOD | change)
    with pytest.raises(BadInput) as refused:
        play.read_token("sika", SIKA, token)
    assert str(refused.value.message) == REFUSED
    response = client.get("/en/sika/pelaa/", {"t": token})
    assert response.status_code == 400
    assert texts(response.content.decode(), "p")[0] == REFUSED


@FUZZ_SETTINGS
@given(key=st.sampled_from([*GOOD, "hn", "u", "k", "m", "q", "x"]), value=json_values)
def test_fuzz_token_any_field_any_json_opens_or_is_the_400(key: str, value: object) -> None:
    try:
        play.read_token("sika", SIKA, seal("sika", GOOD | {key: value}))
    except BadInput as refused:
        assert str(refused.message) == REFUSED
