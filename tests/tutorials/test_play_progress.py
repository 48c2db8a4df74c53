"""How far a game has gone, kept on the server (``tutorials.play.progress``): a position the
game has gone past is refused at a shared device and once the game is closed, and counts its
moves as taken back for one visitor; a hand is shown at a shared device only in answer to a
POST; nothing a game's page holds is kept by a browser."""

import dataclasses
import re
from typing import Any

import pytest
from django.core.cache import caches
from django.test import Client

from tests.tutorials.fuzz import checked_get
from tests.tutorials.play_shared import PEOPLE, SETUP, SIKA, URL, options, part, query, undo_form
from tutorials import play
from tutorials.play import progress

pytestmark = pytest.mark.django_db

ONE = dataclasses.replace(SETUP, game_id=101)  # one visitor, 34 choices to the end
TWO = dataclasses.replace(PEOPLE, game_id=202)  # Liisa (seat 0) and Onni (seat 2)


def _token(setup: play.Setup, moves: play.Moves | tuple[int, ...]) -> str:
    return play.game_token("sika", SIKA, setup, moves)


def _move(client: Client, setup: play.Setup, choices: tuple[int, ...], value: str) -> Any:
    return client.post(
        URL, {"t": _token(setup, choices), "move": str(len(choices)), "choice": value}
    )


def _first_option(client: Client, setup: play.Setup, choices: tuple[int, ...]) -> str:
    if len(setup.humans) > 1:
        page = client.post(URL, {"t": _token(setup, choices), "ready": "1"})
    else:
        page = client.get(URL, {"t": _token(setup, choices)})
    return options(page.content.decode())[0]


def test_progress_one_visitor_back_at_an_earlier_point_counts_what_it_takes_back(
    client: Client,
) -> None:
    for made in range(3):
        moved = _move(client, ONE, (0,) * made, _first_option(client, ONE, (0,) * made))
        assert moved.status_code == 303
    # The Back button: the first decision again, said to be an earlier point.
    html = client.get(URL, {"t": _token(ONE, (0,))}).content.decode()
    assert part(html, '<p class="play-earlier">', "</p>") == (
        "This is an earlier point of the game: a move from here takes back the 2 moves made "
        "after it."
    )
    answer = _move(client, ONE, (0,), options(html)[-1])
    moves = play.read_token("sika", SIKA, query(answer.headers["Location"])["t"])[1]
    assert (moves.choices[:1], moves.undos) == ((0,), 2)
    # From there on it is the game's latest point: nothing more is counted.
    latest = client.get(answer.headers["Location"]).content.decode()
    assert 'class="play-earlier"' not in latest


def test_progress_game_over_refuses_its_earlier_points_and_takes_nothing_back(
    client: Client,
) -> None:
    _move(client, ONE, (0,) * 33, _first_option(client, ONE, (0,) * 33))
    earlier = client.get(URL, {"t": _token(ONE, (0,) * 33)})
    assert earlier.status_code == 400
    assert "This game is over" in earlier.content.decode()
    assert "To the end of the game" in earlier.content.decode()
    undone = client.post(URL, {"t": _token(ONE, (0,) * 34), "move": "34", "undo": "1"})
    assert undone.status_code == 400
    assert "can no longer be taken back" in undone.content.decode()
    end = client.get(URL, {"t": _token(ONE, (0,) * 34)}).content.decode()
    assert "The game is over" in end and undo_form(end) == {}


def test_progress_replay_opened_closes_the_game(client: Client) -> None:
    setup = dataclasses.replace(ONE, game_id=103)
    opened = client.post(f"{URL}kertaus/", {"t": _token(setup, (0,) * 34)})
    assert opened.status_code == 303
    assert opened.headers["Location"].startswith(f"{URL}kertaus/?t=")
    assert progress.read("sika", setup) == progress.Record((0,) * 34, _read(setup), None, True)
    assert client.get(URL, {"t": _token(setup, (0,) * 30)}).status_code == 400
    # A game not over has no replay.
    unfinished = client.post(f"{URL}kertaus/", {"t": _token(setup, (0,))})
    assert unfinished.status_code == 400


def _read(setup: play.Setup) -> str:
    record = progress.read("sika", setup)
    assert record is not None
    return record.token


def test_progress_shared_device_shows_a_hand_only_in_answer_to_a_post(client: Client) -> None:
    token = _token(TWO, ())
    for ask in ({"t": token}, {"t": token, "ready": "1"}):
        page = client.get(URL, ask).content.decode()
        assert "Hand the phone to Liisa" in page and "seat-hand" not in page
    shown = client.post(URL, {"t": token, "ready": "1"})
    assert "Liisa, your turn" in shown.content.decode()
    assert progress.read("sika", TWO) == progress.Record((), _read(TWO), 0, False)


def test_progress_shared_device_refuses_a_point_handed_on(client: Client) -> None:
    # Seed 0: Liisa's first option hands the phone to Onni.
    value = _first_option(client, TWO, ())
    moved = _move(client, TWO, (), value)
    assert moved.status_code == 303
    # Back, reload or a copied address of Liisa's point: refused, and so is its hand shown.
    for answer in (
        client.get(URL, {"t": _token(TWO, ())}),
        client.post(URL, {"t": _token(TWO, ()), "ready": "1"}),
    ):
        html = answer.content.decode()
        assert answer.status_code == 400
        assert "the phone has been handed on" in html
        assert "seat-hand" not in html and 'class="card' not in html
    # Liisa may still take her move back on the hand-over page, until Onni sees his cards.
    handover = client.get(moved.headers["Location"]).content.decode()
    assert "Liisa: take back your last move" in handover
    client.post(URL, {"t": _token(TWO, (0,)), "ready": "1"})
    after = client.get(moved.headers["Location"]).content.decode()
    assert "take back" not in after
    refused = client.post(URL, {"t": _token(TWO, (0,)), "move": "1", "undo": "1"})
    assert refused.status_code == 400
    assert "already seen their cards" in refused.content.decode()


def test_progress_shared_device_same_move_sent_again_shows_the_same_hand(client: Client) -> None:
    # Seed 0, the first option each time: Liisa makes the 9th and 10th choices in a row.
    setup = dataclasses.replace(TWO, game_id=204)
    choices = (0,) * 8
    client.post(URL, {"t": _token(setup, choices), "ready": "1"})
    value = _first_option(client, setup, choices)
    first = _move(client, setup, choices, value)
    again = _move(client, setup, choices, value)  # a reload of the move's answer
    assert first.status_code == again.status_code == 200
    said = [
        re.findall(r'<p class="play-person">([^<]*)</p>', a.content.decode())
        for a in (first, again)
    ]
    assert said == [["Liisa, your turn: these are your cards."]] * 2


def test_progress_pages_are_never_kept_and_a_get_writes_nothing(client: Client) -> None:
    setup = dataclasses.replace(ONE, game_id=105)
    page = checked_get(client, URL, {"t": _token(setup, ())})
    moved = _move(client, setup, (), options(page.content.decode())[0])
    handover = checked_get(client, URL, {"t": _token(TWO, ())})
    for response in (page, moved, handover):
        assert "no-store" in response["Cache-Control"]
        assert "private" in response["Cache-Control"]


def test_progress_store_out_of_reach_leaves_the_game_playable(
    client: Client, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = caches["limits"]

    def broken(*args: object, **kwargs: object) -> None:
        raise ConnectionError("the store is down")

    monkeypatch.setattr(store, "get", broken)
    monkeypatch.setattr(store, "set", broken)
    setup = dataclasses.replace(ONE, game_id=106)
    assert client.get(URL, {"t": _token(setup, ())}).status_code == 200
    assert _move(client, setup, (), _first_option(client, setup, ())).status_code == 303
