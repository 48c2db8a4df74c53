"""Play: taking back a move (undo), and the hints and undos counted to the end summary."""

import re

import pytest
from django.test import Client

from games.registry import find_game
from tests.html import assert_valid_html
from tests.tutorials.play_shared import (
    MESTARI,
    PEOPLE,
    SETUP,
    SIKA,
    URL,
    moves_at,
    options,
    part,
    query,
    table_of,
    undo_form,
)
from tutorials import play

pytestmark = pytest.mark.django_db


# ---------------------------------------------------------------------------
# Undo and the help counted


def _play_first(client: Client, address: str, count: int) -> tuple[list[str], str]:
    """``count`` moves, each the first legal option: the pages before each, the address."""
    pages = []
    for _ in range(count):
        html = client.get(address).content.decode()
        pages.append(html)
        form = {"t": query(address)["t"], "move": str(len(moves_at("sika", address).choices))}
        for value in options(html):
            answer = client.post(URL, {**form, "choice": value})
            if answer.status_code == 303:
                address = answer.headers["Location"]
                break
    return pages, address


def test_undo_returns_to_the_previous_decision(client: Client) -> None:
    pages, address = _play_first(client, f"{URL}?t={play.game_token('sika', SIKA, SETUP, ())}", 3)
    moves = moves_at("sika", address)
    assert moves == play.Moves((0, 0, 0))
    now = client.get(address).content.decode()
    undo = undo_form(now)
    assert (sorted(undo), undo["move"], undo["undo"]) == (["move", "t", "undo"], "3", "1")
    assert play.read_token("sika", SIKA, undo["t"])[1] == moves
    answer = client.post(URL, undo)
    assert answer.status_code == 303
    assert moves_at("sika", answer.headers["Location"]) == play.Moves((0, 0), undos=1)
    back = client.get(answer.headers["Location"]).content.decode()
    assert options(back) == options(pages[-1]) != []
    assert table_of(back) == table_of(pages[-1])


def test_undo_with_htmx_swaps_the_previous_position_in(client: Client) -> None:
    token = play.game_token("sika", SIKA, SETUP, (0, 0))
    response = client.post(
        URL, {"t": token, "move": "2", "undo": "1"}, headers={"HX-Request": "true"}
    )
    assert response.status_code == 200
    assert response.content.decode().lstrip().startswith('<div id="play-game"')
    assert moves_at("sika", response.headers["HX-Push-Url"]) == play.Moves((0,), undos=1)


@pytest.mark.parametrize(
    ("choices", "move"), [((), "0"), ((0, 0), "1"), ((0, 0), "3"), ((0, 0), "")]
)
def test_undo_with_nothing_to_take_back_or_from_another_point_is_a_400(
    client: Client, choices: tuple[int, ...], move: str
) -> None:
    token = play.game_token("sika", SIKA, SETUP, choices)
    response = client.post(URL, {"t": token, "move": move, "undo": "1"})
    assert response.status_code == 400


def test_undo_against_mestari_drops_the_computer_choices_after_it(
    client: Client,
) -> None:
    game = find_game("siantappo")
    setup = MESTARI["siantappo"]
    one = play.replay(game, setup, (0,))
    two = play.replay(game, setup, (0, 0), computer=one.searched)
    token = play.game_token("siantappo", game, setup, two.moves())
    answer = client.post("/en/siantappo/pelaa/", {"t": token, "move": "2", "undo": "1"})
    assert moves_at("siantappo", answer.headers["Location"]) == play.Moves(
        (0,), one.searched, undos=1
    )


def test_hint_is_counted_in_the_token_of_its_page(client: Client) -> None:
    token = play.game_token("sika", SIKA, SETUP, play.Moves((0,), hints=1))
    html = client.get(URL, {"t": token, "hint": "1"}).content.decode()
    assert '<p class="play-hint">' in html
    page_token = re.search(r'name="t" value="([^"]+)"', html)
    assert page_token is not None
    assert play.read_token("sika", SIKA, page_token.group(1))[1] == play.Moves((0,), hints=2)


def test_end_summary_counts_hints_and_undos(client: Client) -> None:
    start = play.game_token("sika", SIKA, SETUP, (0,) * 32)
    hinted = client.get(URL, {"t": start, "hint": "1"}).content.decode()
    form = {"t": re.findall(r'name="t" value="([^"]+)"', hinted)[0], "move": "32"}
    moved = client.post(URL, {**form, "choice": options(hinted)[0]})
    undone = client.post(URL, {**query(moved.headers["Location"]), "move": "33", "undo": "1"})
    back = client.get(undone.headers["Location"]).content.decode()
    again = client.post(
        URL,
        {"t": query(undone.headers["Location"])["t"], "move": "32", "choice": options(back)[0]},
    )
    last = client.get(again.headers["Location"]).content.decode()
    end = client.post(
        URL, {"t": query(again.headers["Location"])["t"], "move": "33", "choice": options(last)[0]}
    )
    page = client.get(end.headers["Location"]).content.decode()
    assert "The game is over" in page
    summary = part(page, '<p class="play-summary">', "</p>")
    assert summary == "Hints asked: 1. Moves taken back: 1."
    assert 'class="play-undo"' not in page  # the game is over: nothing is taken back


def test_end_summary_without_help_says_so(client: Client) -> None:
    end = client.get(URL, {"t": play.game_token("sika", SIKA, SETUP, (0,) * 34)}).content.decode()
    summary = part(end, '<p class="play-summary">', "</p>")
    assert summary == "Played without hints and without taking back a move."


def test_new_pages_are_valid_html(client: Client) -> None:
    handover = client.get(URL, {"t": play.game_token("sika", SIKA, PEOPLE, ())})
    start = client.get(URL)
    end = client.get(URL, {"t": play.game_token("sika", SIKA, SETUP, play.Moves((0,) * 34))})
    undo = client.get(URL, {"t": play.game_token("sika", SIKA, SETUP, (0, 0))})
    pages = [r.content.decode() for r in (handover, start, end, undo)]
    assert 'class="play-handover"' in pages[0] and "play-people" in pages[1]
    assert 'class="play-summary"' in pages[2] and 'class="play-undo"' in pages[3]
    assert_valid_html(*pages)
