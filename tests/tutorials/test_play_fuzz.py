"""Fuzz: the play pages, whatever a visitor sends, and no hidden card in any answer.

Tokens garbled, tampered, oversized, replayed out of order or made for
another game, hostile fields: always a page (a 400 in the visitor's
language for a bad token), never a 5xx, nothing written. And over whole
games, no page, address or form names a card the visitor has not seen:
another player's hand, the ring, the deck.
"""

import re
from urllib.parse import unquote

import pytest
from django.test import Client, override_settings
from django.utils import translation
from hypothesis import given
from hypothesis import strategies as st

from games import sika
from games.cards import DECK_SIZE, card_text
from games.registry import find_game
from tests.tutorials.fuzz import (
    FUZZ_SETTINGS,
    checked_get,
    hostile_queries,
    hostile_text,
    hostile_values,
)
from tutorials import play
from tutorials.words import Case, card_name

pytestmark = pytest.mark.django_db

GAME = find_game("sika")
URL = "/sika/pelaa/"
SETUP = play.Setup(GAME.make_rules("perussika", None), 3, 0, "heuristic")
BAD_TOKEN_FI = "Tätä peliä ei voi jatkaa"


@pytest.fixture(params=["test-settings", "debug-off"])
def production_like(request: pytest.FixtureRequest) -> object:
    if request.param == "debug-off":
        with override_settings(DEBUG=False):
            yield
    else:
        yield


def _token(choices: tuple[int, ...] = (0, 0)) -> str:
    return play.game_token("sika", GAME, SETUP, choices)


@FUZZ_SETTINGS
@given(query=hostile_queries)
def test_fuzz_play_start_any_query_never_a_server_error(
    query: dict[str, str], production_like: object
) -> None:
    checked_get(Client(), URL, query)


@FUZZ_SETTINGS
@given(
    start=st.sampled_from(["1", ""]),
    preset=st.one_of(st.sampled_from(list(sika.PRESETS)), hostile_text),
    players=hostile_values,
    policy=st.one_of(st.sampled_from(list(sika.POLICIES)), hostile_text),
    option=st.sampled_from(["max_draws", "decks", "match", "two_phase", "max_turns"]),
    value=hostile_values,
)
def test_fuzz_play_start_form_never_a_server_error(
    start: str, preset: str, players: str, policy: str, option: str, value: str
) -> None:
    query = {"start": start, "preset": preset, "players": players, "policy": policy}
    response = checked_get(Client(), URL, {**query, option: value})
    assert response.status_code in (200, 303, 400)


@FUZZ_SETTINGS
@given(at=st.integers(min_value=0), char=st.sampled_from("AZaz09-_=.~%"))
def test_fuzz_play_tampered_token_is_a_400(at: int, char: str, production_like: object) -> None:
    token = _token()
    at %= len(token)
    if token[at] == char:
        return
    tampered = token[:at] + char + token[at + 1 :]
    response = checked_get(Client(), URL, {"t": tampered})
    # The last characters may only carry padding bits: the same bytes, the same game.
    assert response.status_code in (200, 400)
    if response.status_code == 400:
        assert BAD_TOKEN_FI in response.content.decode()


@FUZZ_SETTINGS
@given(t=hostile_values, move=hostile_values, choice=hostile_values, hint=hostile_values)
def test_fuzz_play_move_fields_never_a_server_error(
    t: str, move: str, choice: str, hint: str
) -> None:
    checked_get(Client(), URL, {"t": t, "move": move, "choice": choice, "hint": hint})


@FUZZ_SETTINGS
@given(move=st.integers(min_value=0, max_value=50), choice=hostile_values)
def test_fuzz_play_moves_with_a_real_token_never_a_server_error(move: int, choice: str) -> None:
    response = checked_get(Client(), URL, {"t": _token(), "move": str(move), "choice": choice})
    assert response.status_code in (200, 303, 400)


@FUZZ_SETTINGS
@given(t=hostile_values, step=hostile_values)
def test_fuzz_play_replay_never_a_server_error(t: str, step: str) -> None:
    checked_get(Client(), f"{URL}kertaus/", {"t": t, "step": step})


TOO_LONG_FI = "Peli: Tämän arvon tulee olla enintään 6000 merkkiä pitkä (tällä hetkellä 6001)."


def test_play_oversized_token_is_a_400_saying_so_in_finnish() -> None:
    # Characters base64 allows: refused for its length, not as a damaged token.
    response = checked_get(Client(), URL, {"t": "A" * (play.MAX_TOKEN + 1)})
    assert response.status_code == 400
    assert TOO_LONG_FI in response.content.decode()
    assert BAD_TOKEN_FI not in response.content.decode()


def test_play_token_at_the_limit_but_forged_is_a_400_as_damaged() -> None:
    response = checked_get(Client(), URL, {"t": "A" * play.MAX_TOKEN})
    assert response.status_code == 400
    assert BAD_TOKEN_FI in response.content.decode()
    assert "merkkiä" not in response.content.decode()


def test_play_replay_oversized_token_is_a_400_saying_so() -> None:
    response = checked_get(Client(), f"{URL}kertaus/", {"t": "A" * (play.MAX_TOKEN + 1)})
    assert response.status_code == 400
    assert TOO_LONG_FI in response.content.decode()


def test_play_token_of_another_game_is_a_400() -> None:
    other = play.game_token("siantappo", GAME, SETUP, ())
    response = checked_get(Client(), URL, {"t": other})
    assert response.status_code == 400
    assert BAD_TOKEN_FI in response.content.decode()


def test_play_move_replayed_out_of_order_is_a_400() -> None:
    client = Client()
    answer = checked_get(client, URL, {"t": _token((0, 0, 0, 0)), "move": "4", "choice": "AC"})
    assert answer.status_code == 303
    # The same move sent again with the newer position's token but the old move number.
    newer = re.search(r"t=([^&]+)", answer.headers["Location"])
    assert newer is not None
    again = checked_get(client, URL, {"t": unquote(newer.group(1)), "move": "4", "choice": "AC"})
    assert again.status_code == 400
    assert "Tämä siirto tehtiin pelin toisesta kohdasta." in again.content.decode()


def test_play_token_signed_with_another_key_is_a_400() -> None:
    with override_settings(SECRET_KEY="another-key-another-key-another-key-0123456789"):
        foreign = _token()
    response = checked_get(Client(), URL, {"t": foreign})
    assert response.status_code == 400


# ---------------------------------------------------------------------------
# Hidden cards stay hidden


def _words(card: int) -> list[str]:
    words = [card_text(card)]
    for language in ("fi", "en"):
        with translation.override(language):
            words += [card_name(card, case) for case in Case]
    return words


# The game token is encrypted (its own tests show it can't be read or changed), but as
# random URL-safe text it may contain "2H" between two "-" by chance: blank it out.
_TOKEN = re.compile(r"[A-Za-z0-9_-]{40,}")


def _shown(html: str, words: list[str]) -> list[str]:
    html = _TOKEN.sub("TOKEN", html)
    return [w for w in words if re.search(rf"(?<![\w]){re.escape(w)}(?![\w])", html)]


@pytest.mark.parametrize(
    ("preset", "players", "policy", "seed"),
    [
        ("perussika", 4, "heuristic", 1),
        ("kotiversio", 3, "random", 2),
        ("kaksivaiheinen", 4, "lowest", 3),
        ("vari", 5, "random", 4),
        ("ilman_kasivaihetta", 3, "heuristic", 5),
    ],
)
@pytest.mark.parametrize("language", ["fi", "en"])
def test_play_no_unseen_card_in_any_page_or_address(
    preset: str, players: int, policy: str, seed: int, language: str
) -> None:
    """Seen: the visitor's own cards and every card that reached the centre pile face up."""
    setup = play.Setup(GAME.make_rules(preset, None), players, seed, policy)
    seen: set[int] = set()

    def observe(event: object, state: sika.SikaState) -> None:
        seen.update(state.hands[0])
        seen.add(state.pile[-1])
        if isinstance(event, sika.Played):
            seen.update(event.cards)

    client = Client()
    prefix = "" if language == "fi" else "/en"
    choices: tuple[int, ...] = ()
    leaks: list[str] = []
    pages = 0
    while True:
        seen.clear()  # the deal's top card comes with the first event
        state = GAME.new_game(setup.rules, players, seed=seed, observer=observe)
        position = play.replay(GAME, setup, choices)
        # Play the test's own copy to the same point to know what has been seen.
        made = 0
        while not state.over:
            actions = state.legal_actions()
            if actions[0].player == 0:
                if made == len(choices):
                    break
                state.choose(actions[choices[made]])
                made += 1
            else:
                state.choose(GAME.policies[policy](state))
        token = play.game_token("sika", GAME, setup, choices)
        answers = [client.get(f"{prefix}{URL}", {"t": token})]
        if not position.state.over:
            answers.append(client.get(f"{prefix}{URL}", {"t": token, "hint": "1"}))
            answers.append(
                client.get(f"{prefix}{URL}", {"t": token}, headers={"HX-Request": "true"})
            )
        hidden = [w for card in set(range(DECK_SIZE)) - seen for w in _words(card)]
        for answer in answers:
            assert answer.status_code in (200, 303)
            # The page's own part: the navigation names a game "ristiseiska", like the card.
            page = answer.content.decode()
            text = page[page.find("<main") :] + " " + answer.headers.get("Location", "")
            text += " " + answer.headers.get("HX-Push-Url", "")
            leaks += [f"page {pages}: {w}" for w in _shown(text, hidden)]
        pages += 1
        if position.state.over:
            break
        choices += (len(position.actions) - 1,)
    assert leaks == []
    assert pages >= 3


@FUZZ_SETTINGS
@given(step=hostile_values, choice=hostile_values, at=hostile_values)
def test_fuzz_try_it_never_a_server_error(step: str, choice: str, at: str) -> None:
    response = checked_get(
        Client(),
        "/sika/esimerkit/aino-eero-liisa/kokeile/",
        {"step": step, "choice": choice, "at": at},
    )
    assert response.status_code in (200, 400)


@FUZZ_SETTINGS
@given(choice=st.sampled_from(["KS", "3D", "AS", "KS 3D", ""]), at=st.integers(-5, 400))
def test_fuzz_try_it_real_step_never_a_server_error(choice: str, at: int) -> None:
    response = checked_get(
        Client(),
        "/sika/esimerkit/aino-eero-liisa/kokeile/",
        {"step": "5", "choice": choice, "at": str(at)},
    )
    assert response.status_code in (200, 400)
