"""Bad play tokens: oversized, forged, of another game, replayed out of order, another key.

Always a 400 in the visitor's language, never a 5xx, nothing written. The
fuzzing of every game's play views and the hidden-card check over whole games
are in tests/contract/ (test_fuzz.py, test_play.py).
"""

import re
from urllib.parse import unquote

import pytest
from django.test import Client, override_settings

from games.registry import find_game
from tests.tutorials.fuzz import checked_get
from tutorials import play

pytestmark = pytest.mark.django_db

GAME = find_game("sika")
URL = "/sika/pelaa/"
SETUP = play.Setup(GAME.make_rules("perussika", None), 3, 0, "heuristic")
BAD_TOKEN_FI = "Tätä peliä ei voi jatkaa"


def _token(choices: tuple[int, ...] = (0, 0)) -> str:
    return play.game_token("sika", GAME, SETUP, choices)


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
    answer = client.post(URL, {"t": _token((0, 0, 0, 0)), "move": "4", "choice": "AC"})
    assert answer.status_code == 303
    # The same move sent again with the newer position's token but the old move number.
    newer = re.search(r"t=([^&#]+)", answer.headers["Location"])
    assert newer is not None
    again = client.post(URL, {"t": unquote(newer.group(1)), "move": "4", "choice": "AC"})
    assert again.status_code == 400
    assert "Tämä siirto tehtiin pelin toisesta kohdasta." in again.content.decode()


def test_play_move_sent_with_a_get_makes_no_move() -> None:
    # A move changes the game: only a POST makes one. A GET shows the position.
    answer = checked_get(Client(), URL, {"t": _token((0, 0, 0, 0)), "move": "4", "choice": "AC"})
    assert answer.status_code == 200
    token = re.search(r'name="t" value="([^"]+)"', answer.content.decode())
    assert token is not None
    assert play.read_token("sika", GAME, token.group(1))[1].choices == (0, 0, 0, 0)


def test_play_token_signed_with_another_key_is_a_400() -> None:
    with override_settings(SECRET_KEY="another-key-another-key-another-key-0123456789"):
        foreign = _token()
    response = checked_get(Client(), URL, {"t": foreign})
    assert response.status_code == 400
