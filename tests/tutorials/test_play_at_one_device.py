"""Several people at one device: the start form's people and names, the hand-over and
each person's page, and typed names in Finnish."""

import re
from typing import Any

import pytest
from django.test import Client
from django.utils import translation

from tests.tutorials.play_shared import (
    PEOPLE,
    SIKA,
    URL,
    moves_at,
    options,
    query,
    undo_form,
)
from tutorials import play
from tutorials.packs import PACKS
from tutorials.play import forms
from tutorials.play.people import seat_names
from tutorials.words import NameCase, player_name

pytestmark = pytest.mark.django_db


# ---------------------------------------------------------------------------
# The start form's people


def _start(client: Client, prefix: str = "/en", **fields: str) -> object:
    query = {"start": "1", "preset": "perussika", "players": "4", "policy": "heuristic"}
    return client.get(f"{prefix}/sika/pelaa/", {**query, **fields})


def test_start_with_two_people_seats_them_apart_with_their_names(client: Client) -> None:
    answer = _start(client, people="2", name_1="  liisa ", name_2="Onni")
    assert answer.status_code == 303  # type: ignore[attr-defined]
    token = query(answer.headers["Location"])["t"]  # type: ignore[attr-defined]
    setup, moves = play.read_token("sika", SIKA, token)
    assert (setup.humans, setup.names, moves) == ((0, 2), ("Liisa", "Onni"), play.Moves())


def test_start_with_one_person_keeps_no_names(client: Client) -> None:
    answer = _start(client, people="1", name_1="Liisa")
    token = query(answer.headers["Location"])["t"]  # type: ignore[attr-defined]
    setup, _moves = play.read_token("sika", SIKA, token)
    assert (setup.humans, setup.names) == ((0,), ())


@pytest.mark.parametrize(
    ("fields", "reason"),
    [
        ({"people": "0"}, "Ensure this value is greater than or equal to 1."),
        ({"people": "5"}, "More people than players: a game of 4 has at most 4."),
        ({"people": "9"}, "Ensure this value is less than or equal to 8."),
        ({"people": "kaksi"}, "Enter a whole number."),
        ({"people": "2", "name_1": "R2D2"}, "A name is written with letters only"),
        ({"people": "2", "name_2": "Liisa<b>"}, "A name is written with letters only"),
        ({"people": "2", "name_1": "A" * 21}, "Ensure this value has at most 20 characters"),
        ({"people": "2", "name_1": "Liisa", "name_2": "liisa"}, "Two people have the same"),
    ],
)
def test_start_with_bad_people_or_names_is_a_400(
    client: Client, fields: dict[str, str], reason: str
) -> None:
    answer = _start(client, **fields)
    assert answer.status_code == 400  # type: ignore[attr-defined]
    assert reason in answer.content.decode()  # type: ignore[attr-defined]


def test_start_form_tries_a_mestari_game_with_its_playout_player(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    tried: list[str] = []

    def over_budget(*args: Any) -> None:
        tried.append(args[6])

    monkeypatch.setattr(forms, "over_budget", over_budget)
    data = {"preset": "perussika", "players": "4", "policy": "mestari"}
    form = forms.StartForm(data, SIKA, {"perussika": "Perussika"}, {"mestari": "Mestari"}, 8)
    assert form.is_valid(), form.errors
    assert tried == ["taitava"]


def test_start_with_a_bad_name_is_a_400_in_finnish(client: Client) -> None:
    answer = _start(client, "", people="2", name_1="R2D2")
    assert answer.status_code == 400  # type: ignore[attr-defined]
    assert "R2D2" in answer.content.decode()  # type: ignore[attr-defined]
    assert 'lang="fi"' in answer.content.decode()  # type: ignore[attr-defined]


# ---------------------------------------------------------------------------
# Pass-and-play pages


def test_first_page_of_two_people_hands_over_without_a_card(client: Client) -> None:
    token = play.game_token("sika", SIKA, PEOPLE, ())
    html = client.get(URL, {"t": token}).content.decode()
    main = html[html.find("<main") :]
    assert "Hand the phone to Liisa" in main
    assert "I am Liisa – show my cards" in main
    assert 'class="card' not in main and "seat-hand" not in main
    with translation.override("fi"):
        fi = client.get("/sika/pelaa/", {"t": token}).content.decode()
    assert "Liisalle" in fi


def test_ready_shows_the_deciders_hand_and_calls_them_you(client: Client) -> None:
    token = play.game_token("sika", SIKA, PEOPLE, ())
    # A GET never shows a hand at a shared device: the hand-over again.
    again = client.get(URL, {"t": token, "ready": "1"}).content.decode()
    assert "Hand the phone to Liisa" in again and "seat-hand" not in again
    html = client.post(URL, {"t": token, "ready": "1"}).content.decode()
    assert "Liisa, your turn: these are your cards." in html
    seats = re.findall(r'<p class="seat-head"><strong>([^<]+)</strong>', html)
    assert seats == ["You", "Aino", "Onni", "Eero"]
    hands = re.findall(r'<p class="seat-hand">.*?</p>', html, re.DOTALL)
    assert ['role="img"' in hand for hand in hands] == [True, False, False, False]


def test_move_with_htmx_to_another_persons_turn_swaps_in_the_hand_over(client: Client) -> None:
    # Seed 0: Liisa's first choice (the first option) leads to Onni's decision.
    token = play.game_token("sika", SIKA, PEOPLE, ())
    page = client.post(URL, {"t": token, "ready": "1"}).content.decode()
    response = client.post(
        URL, {"t": token, "move": "0", "choice": options(page)[0]}, headers={"HX-Request": "true"}
    )
    html = response.content.decode()
    assert html.lstrip().startswith('<div id="play-game"')
    assert "Hand the phone to Onni" in html
    assert 'class="card' not in html
    # The live region is emptied: it held Liisa's turn.
    emptied = 'class="visually-hidden" hx-swap-oob="innerHTML"></div>'
    assert f'<div id="play-live" aria-live="polite" {emptied}' in html
    # The address takes the place of Liisa's page: Back does not lead to her hand.
    assert "HX-Push-Url" not in response.headers
    assert moves_at("sika", response.headers["HX-Replace-Url"]) == play.Moves((0,))


def test_undo_on_the_hand_over_takes_back_the_last_persons_move(client: Client) -> None:
    token = play.game_token("sika", SIKA, PEOPLE, (0, 0))  # Liisa, Onni; Liisa decides
    html = client.get(URL, {"t": token}).content.decode()
    assert "Hand the phone to Liisa" in html
    assert "Onni: take back your last move" in html
    undo = undo_form(html)
    assert (undo["move"], undo["undo"], "ready" in undo) == ("2", "1", False)
    answer = client.post(URL, undo)
    # Back to Onni's decision: the phone goes back to him first.
    back = client.get(answer.headers["Location"]).content.decode()
    assert "Hand the phone to Onni" in back
    assert moves_at("sika", answer.headers["Location"]) == play.Moves((0,), undos=1)


def test_undo_on_the_hand_over_hands_over_even_to_whoever_chose_just_before(
    client: Client,
) -> None:
    # Seed 0, the first option each time: Liisa makes the 9th and 10th choices, then Onni
    # decides. Onni holds the phone when Liisa's 10th is taken back: Liisa's hand stays
    # hidden until she has the phone again.
    token = play.game_token("sika", SIKA, PEOPLE, (0,) * 10)
    html = client.get(URL, {"t": token}).content.decode()
    assert "Hand the phone to Onni" in html
    answer = client.post(URL, undo_form(html))
    back = client.get(answer.headers["Location"]).content.decode()
    main = back[back.find("<main") :]
    assert "Hand the phone to Liisa" in main
    assert 'class="card' not in main and "seat-hand" not in main
    assert moves_at("sika", answer.headers["Location"]) == play.Moves((0,) * 9, undos=1)


def test_undo_not_offered_on_a_page_after_another_persons_move(client: Client) -> None:
    token = play.game_token("sika", SIKA, PEOPLE, (0, 0))
    html = client.post(URL, {"t": token, "ready": "1"}).content.decode()
    # Liisa's page: the last choice was Onni's, so she has nothing of hers to take back.
    assert "Liisa, your turn" in html and 'class="play-undo"' not in html
    one = play.game_token("sika", SIKA, PEOPLE, ())
    first = client.post(URL, {"t": one, "ready": "1"}).content.decode()
    assert 'class="play-undo"' not in first


def test_computer_players_leave_out_the_names_people_took(client: Client) -> None:
    setup = play.Setup(
        SIKA.make_rules("perussika", None), 4, 0, "heuristic", (0, 2), None, ("Aino", "Eero")
    )
    html = client.post(URL, {"t": play.game_token("sika", SIKA, setup, ()), "ready": "1"})
    seats = re.findall(r'<p class="seat-head"><strong>([^<]+)</strong>', html.content.decode())
    assert seats == ["You", "Liisa", "Eero", "Onni"]


# ---------------------------------------------------------------------------
# Typed names in Finnish


NAMES = {
    # name: genitive, partitive, adessive, allative, ablative, elative
    "Liisa": ("Liisan", "Liisaa", "Liisalla", "Liisalle", "Liisalta", "Liisasta"),
    "Onni": ("Onnin", "Onnia", "Onnilla", "Onnille", "Onnilta", "Onnista"),
    "Aino": ("Ainon", "Ainoa", "Ainolla", "Ainolle", "Ainolta", "Ainosta"),
    "Matti": ("Matin", "Mattia", "Matilla", "Matille", "Matilta", "Matista"),
    "Pekka": ("Pekan", "Pekkaa", "Pekalla", "Pekalle", "Pekalta", "Pekasta"),
    "Jussi": ("Jussin", "Jussia", "Jussilla", "Jussille", "Jussilta", "Jussista"),
    "Kaisu": ("Kaisun", "Kaisua", "Kaisulla", "Kaisulle", "Kaisulta", "Kaisusta"),
    "Eetu": ("Eetun", "Eetua", "Eetulla", "Eetulle", "Eetulta", "Eetusta"),
    "Anni": ("Annin", "Annia", "Annilla", "Annille", "Annilta", "Annista"),
    "Sami": ("Samin", "Samia", "Samilla", "Samille", "Samilta", "Samista"),
    "Veeti": ("Veetin", "Veetiä", "Veetillä", "Veetille", "Veetiltä", "Veetistä"),
    "Helmi": ("Helmin", "Helmiä", "Helmillä", "Helmille", "Helmiltä", "Helmistä"),
    "Otto": ("Oton", "Ottoa", "Otolla", "Otolle", "Otolta", "Otosta"),
    "Tuomas": ("Tuomaksen", "Tuomasta", "Tuomaksella", "Tuomakselle", "Tuomakselta", "Tuomaksesta"),
    "Iines": ("Iineksen", "Iinestä", "Iineksellä", "Iinekselle", "Iinekseltä", "Iineksestä"),
    "Kai": ("Kain", "Kaita", "Kailla", "Kaille", "Kailta", "Kaista"),
    "Mark": ("Markin", "Markia", "Markilla", "Markille", "Markilta", "Markista"),
    "Anna-Liisa": (
        "Anna-Liisan",
        "Anna-Liisaa",
        "Anna-Liisalla",
        "Anna-Liisalle",
        "Anna-Liisalta",
        "Anna-Liisasta",
    ),
}


@pytest.mark.parametrize("name", NAMES)
def test_typed_name_inflected_in_finnish(name: str) -> None:
    cases = [c for c in NameCase if c is not NameCase.NOMINATIVE]
    with translation.override("fi"):
        assert tuple(player_name(name, case) for case in cases) == NAMES[name]
    with translation.override("en"):
        assert {player_name(name, case) for case in cases} == {name}


def test_default_names_of_people_read_as_numbers_in_finnish() -> None:
    setup = play.Setup(
        SIKA.make_rules("perussika", None), 4, 0, "heuristic", (0, 2), None, ("", "")
    )
    with translation.override("fi"):
        names = seat_names(PACKS["sika"].presenter, setup, None)
        allative = player_name(names[2], NameCase.ALLATIVE)
    assert (names[2], allative) == ("Pelaaja 2", "Pelaaja 2:lle")
