"""Play: a searching computer player's choices in the token, undo, the help counted, and the
start form's people (pass-and-play); the typed names' Finnish forms."""

import random
import re
from collections.abc import Iterator
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from django.test import Client
from django.utils import translation

from games.core import Action
from games.registry import find_game
from tests.html import assert_valid_html
from tutorials import play
from tutorials.errors import BadInput
from tutorials.packs import PACKS
from tutorials.play import forms
from tutorials.play.people import seat_names
from tutorials.words import NameCase, player_name

pytestmark = pytest.mark.django_db

SIKA = find_game("sika")
URL = "/en/sika/pelaa/"
# Seed 0, three players, heuristic (tests/tutorials/test_play.py): 34 choices to the end.
SETUP = play.Setup(SIKA.make_rules("perussika", None), 3, 0, "heuristic")


def _query(address: str) -> dict[str, str]:
    return {k: v[0] for k, v in parse_qs(urlsplit(address).query).items()}


def _moves(slug: str, address: str) -> play.Moves:
    return play.read_token(slug, find_game(PACKS[slug].engine), _query(address)["t"])[1]


def _part(html: str, start: str, end: str) -> str:
    return html.split(start, 1)[1].split(end, 1)[0]


def _options(html: str) -> list[str]:
    return re.findall(r'name="choice" value="([^"]+)"', html)


def _table(html: str) -> str:
    """The table picture: what the person deciding sees of the cards."""
    return html[html.find('<ul class="seats">') : html.find('<section class="play-choice"')]


@pytest.fixture
def searches(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """Mestari in every game, each decision it is asked counted (its turn number)."""
    asked: list[int] = []
    for pack in PACKS.values():
        game = find_game(pack.engine)
        mestari = game.policies["mestari"]

        def counted(state: object, choose: object = mestari) -> Action:
            asked.append(state.turns)  # type: ignore[attr-defined]
            return choose(state)  # type: ignore[operator]

        monkeypatch.setitem(game.policies, "mestari", counted)
    yield asked


# ---------------------------------------------------------------------------
# The token


def test_token_round_trip_keeps_people_computer_choices_and_counts() -> None:
    setup = play.Setup(
        SIKA.make_rules("perussika", None), 4, 7, "mestari", (0, 2), names=("Liisa", "")
    )
    moves = play.Moves((1, 0, 2), (3, 0, 0, 1), hints=2, undos=1)
    token = play.game_token("sika", SIKA, setup, moves)
    assert play.read_token("sika", SIKA, token) == (setup, moves)


def test_token_of_a_policy_asked_again_with_computer_choices_refused() -> None:
    token = play.game_token("sika", SIKA, SETUP, play.Moves((0,), (1,)))
    with pytest.raises(BadInput):
        play.read_token("sika", SIKA, token)


def test_token_sealed_before_pass_and_play_still_opens() -> None:
    """A link shared before the token named people's seats: its visitor's seat was ``q``."""
    rules = {"max_turns": play.MAX_TURNS}
    old = {"v": 1, "r": rules, "n": 3, "s": 0, "p": "heuristic", "q": 0, "c": [0], "pp": None}
    setup, moves = play.read_token("sika", SIKA, play.seal("sika", old))
    assert (setup.players, setup.humans, setup.names, moves) == (3, (0,), (), play.Moves((0,)))


@pytest.mark.parametrize(
    "field",
    [{"h": [0, 0]}, {"h": [3]}, {"h": []}, {"m": ["Liisa", "Onni"]}, {"k": [-1]}, {"u": -1}],
)
def test_token_with_bad_people_or_counts_refused(field: dict[str, object]) -> None:
    data = {
        "v": play.VERSION,
        "r": {},
        "n": 3,
        "s": 0,
        "p": "mestari",
        "h": [0],
        "c": [],
        **field,
    }
    with pytest.raises(BadInput):
        play.read_token("sika", SIKA, play.seal("sika", data))


def test_token_of_a_long_game_with_mestari_at_most_players_fits() -> None:
    """The longest game the site plays (MAX_TURNS turns, two decisions a turn at most: an
    ask and a give) at 8 players, 7 of them Mestari, four people with the longest names:
    every index drawn at random below 59 (the most options a decision offers, siantappo's
    first lead), which compresses worse than any real game's."""
    names = ("A" * play.MAX_NAME, "B" * play.MAX_NAME, "C" * play.MAX_NAME, "D" * play.MAX_NAME)
    setup = play.Setup(
        SIKA.make_rules("kotiversio", None),
        8,
        play.SEED_RANGE - 1,
        "mestari",
        (0, 2, 4, 6),
        None,
        names,
    )
    draw = random.Random(0)
    decisions = 2 * play.MAX_TURNS
    computer = tuple(draw.randrange(59) for _ in range(decisions * 7 // 8))
    choices = tuple(draw.randrange(59) for _ in range(decisions // 8))
    token = play.game_token("sika", SIKA, setup, play.Moves(choices, computer, 999, 999))
    assert len(token) <= play.MAX_TOKEN
    assert play.read_token("sika", SIKA, token) == (setup, play.Moves(choices, computer, 999, 999))


# ---------------------------------------------------------------------------
# Cheap replays


MESTARI = {
    slug: play.Setup(
        find_game(PACKS[slug].engine).make_rules(
            find_game(PACKS[slug].engine).default_preset, None
        ),
        4,
        5,
        "mestari",
    )
    for slug in sorted(PACKS)
}


@pytest.mark.parametrize("slug", sorted(PACKS))
def test_replay_applies_recorded_choices_and_searches_only_new_ones(
    slug: str, searches: list[int]
) -> None:
    game = find_game(PACKS[slug].engine)
    setup = MESTARI[slug]
    first = play.replay(game, setup, (0,))
    searched = len(searches)
    assert searched == len(first.searched) > 0
    # The same position from the token: nothing searched again, the same table.
    again = play.replay(game, setup, (0,), computer=first.searched)
    assert len(searches) == searched
    assert game.table(again.state) == game.table(first.state)
    # One move more: only the decisions after it are searched.
    on = play.replay(game, setup, (0, 0), computer=first.searched)
    assert on.searched[: len(first.searched)] == first.searched
    assert len(searches) - searched == len(on.searched) - len(first.searched)


@pytest.mark.parametrize("slug", sorted(PACKS))
def test_replay_after_every_person_is_out_asks_the_playout_player(
    slug: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With 'lowest' recorded (it draws nothing) and 'heuristic' as its playout player: no
    decision after the visitor's place is known is searched or recorded."""
    game = find_game(PACKS[slug].engine)
    monkeypatch.setitem(play.RECORDED, "lowest", "heuristic")
    asked: dict[str, list[int]] = {"lowest": [], "heuristic": []}
    for name in asked:
        policy = game.policies[name]

        def counted(state: Any, name: str = name, policy: Any = policy) -> Action:
            asked[name].append(state.turns)
            return policy(state)

        monkeypatch.setitem(game.policies, name, counted)
    for seed in range(40):
        setup = play.Setup(game.make_rules(game.default_preset, None), 4, seed, "lowest")
        done = play.replay(game, setup, (), narrate=False)
        while not done.state.over:
            more = (*done.choices, 0)
            done = play.replay(game, setup, more, computer=done.searched, narrate=False)
        table = game.table(done.state)
        if table.places[0] is not None and asked["heuristic"]:
            break
        asked = {"lowest": [], "heuristic": []}
    else:
        raise AssertionError("the visitor was never out before the end")
    out = min(asked["heuristic"])
    # Replayed once per choice: each search made once, all before the visitor was out.
    assert max(asked["lowest"]) < out
    assert len(asked["lowest"]) == len(done.searched)


@pytest.mark.parametrize("slug", sorted(PACKS))
def test_play_computer_index_out_of_range_is_a_400(slug: str, client: Client) -> None:
    game = find_game(PACKS[slug].engine)
    setup = MESTARI[slug]
    first = play.replay(game, setup, (0,))
    forged = (*first.searched[:-1], 500)
    token = play.game_token(slug, game, setup, play.Moves((0,), forged))
    response = client.get(f"/en/{slug}/pelaa/", {"t": token})
    assert response.status_code == 400
    assert "This game cannot be continued" in response.content.decode()
    # One recorded choice more than the position has: not a game the site made either.
    extra = play.game_token(slug, game, setup, play.Moves((0,), (*first.searched, 0)))
    assert client.get(f"/en/{slug}/pelaa/", {"t": extra}).status_code == 400


def test_play_move_against_mestari_records_its_choices_in_the_next_token(
    client: Client, searches: list[int]
) -> None:
    setup = MESTARI["siantappo"]
    game = find_game("siantappo")
    page = client.get(
        "/en/siantappo/pelaa/", {"t": play.game_token("siantappo", game, setup, ())}
    ).content.decode()
    # The page's own token carries the decisions searched before the visitor's first.
    token = re.findall(r'name="t" value="([^"]+)"', page)[0]
    before = play.read_token("siantappo", game, token)[1].computer
    assert len(before) == len(searches)
    answer = client.get(
        "/en/siantappo/pelaa/", {"t": token, "move": "0", "choice": _options(page)[-1]}
    )
    assert answer.status_code == 303
    moves = _moves("siantappo", answer.headers["Location"])
    assert moves.computer[: len(before)] == before
    assert len(searches) == len(moves.computer) > len(before)
    # The page it leads to, drawn again by another process, searches nothing.
    play.replaying._RECENT.clear()
    assert client.get(answer.headers["Location"]).status_code == 200
    assert len(searches) == len(moves.computer)


# ---------------------------------------------------------------------------
# Undo and the help counted


def _play_first(client: Client, address: str, count: int) -> tuple[list[str], str]:
    """``count`` moves, each the first legal option: the pages before each, the address."""
    pages = []
    for _ in range(count):
        html = client.get(address).content.decode()
        pages.append(html)
        form = {"t": _query(address)["t"], "move": str(len(_moves("sika", address).choices))}
        for value in _options(html):
            answer = client.get(URL, {**form, "choice": value})
            if answer.status_code == 303:
                address = answer.headers["Location"]
                break
    return pages, address


def test_undo_returns_to_the_previous_decision(client: Client) -> None:
    pages, address = _play_first(client, f"{URL}?t={play.game_token('sika', SIKA, SETUP, ())}", 3)
    moves = _moves("sika", address)
    assert moves == play.Moves((0, 0, 0))
    now = client.get(address).content.decode()
    undo = re.search(r'class="play-undo"><a href="([^"]+)"', now)
    assert undo is not None
    answer = client.get(undo.group(1).replace("&amp;", "&"))
    assert answer.status_code == 303
    assert _moves("sika", answer.headers["Location"]) == play.Moves((0, 0), undos=1)
    back = client.get(answer.headers["Location"]).content.decode()
    assert _options(back) == _options(pages[-1]) != []
    assert _table(back) == _table(pages[-1])


def test_undo_with_htmx_swaps_the_previous_position_in(client: Client) -> None:
    token = play.game_token("sika", SIKA, SETUP, (0, 0))
    response = client.get(
        URL, {"t": token, "move": "2", "undo": "1"}, headers={"HX-Request": "true"}
    )
    assert response.status_code == 200
    assert response.content.decode().lstrip().startswith('<div id="play-game"')
    assert _moves("sika", response.headers["HX-Push-Url"]) == play.Moves((0,), undos=1)


@pytest.mark.parametrize(
    ("choices", "move"), [((), "0"), ((0, 0), "1"), ((0, 0), "3"), ((0, 0), "")]
)
def test_undo_with_nothing_to_take_back_or_from_another_point_is_a_400(
    client: Client, choices: tuple[int, ...], move: str
) -> None:
    token = play.game_token("sika", SIKA, SETUP, choices)
    response = client.get(URL, {"t": token, "move": move, "undo": "1"})
    assert response.status_code == 400


def test_undo_against_mestari_drops_the_computer_choices_after_it(
    client: Client, searches: list[int]
) -> None:
    game = find_game("siantappo")
    setup = MESTARI["siantappo"]
    one = play.replay(game, setup, (0,))
    two = play.replay(game, setup, (0, 0), computer=one.searched)
    token = play.game_token("siantappo", game, setup, two.moves())
    answer = client.get("/en/siantappo/pelaa/", {"t": token, "move": "2", "undo": "1"})
    assert _moves("siantappo", answer.headers["Location"]) == play.Moves(
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
    start = play.game_token("sika", SIKA, SETUP, (0,) * 33)
    hinted = client.get(URL, {"t": start, "hint": "1"}).content.decode()
    form = {"t": re.findall(r'name="t" value="([^"]+)"', hinted)[0], "move": "33"}
    moved = client.get(URL, {**form, "choice": _options(hinted)[0]})
    undone = client.get(URL, {**_query(moved.headers["Location"]), "move": "34", "undo": "1"})
    back = client.get(undone.headers["Location"]).content.decode()
    again = client.get(
        URL,
        {"t": _query(undone.headers["Location"])["t"], "move": "33", "choice": _options(back)[0]},
    )
    end = client.get(again.headers["Location"]).content.decode()
    assert "The game is over" in end
    summary = _part(end, '<p class="play-summary">', "</p>")
    assert summary == "Hints asked: 1. Moves taken back: 1."


def test_end_summary_without_help_says_so(client: Client) -> None:
    end = client.get(URL, {"t": play.game_token("sika", SIKA, SETUP, (0,) * 34)}).content.decode()
    summary = _part(end, '<p class="play-summary">', "</p>")
    assert summary == "Played without hints and without taking back a move."


# ---------------------------------------------------------------------------
# The start form's people


def _start(client: Client, prefix: str = "/en", **fields: str) -> object:
    query = {"start": "1", "preset": "perussika", "players": "4", "policy": "heuristic"}
    return client.get(f"{prefix}/sika/pelaa/", {**query, **fields})


def test_start_with_two_people_seats_them_apart_with_their_names(client: Client) -> None:
    answer = _start(client, people="2", name_1="  liisa ", name_2="Onni")
    assert answer.status_code == 303  # type: ignore[attr-defined]
    token = _query(answer.headers["Location"])["t"]  # type: ignore[attr-defined]
    setup, moves = play.read_token("sika", SIKA, token)
    assert (setup.humans, setup.names, moves) == ((0, 2), ("Liisa", "Onni"), play.Moves())


def test_start_with_one_person_keeps_no_names(client: Client) -> None:
    answer = _start(client, people="1", name_1="Liisa")
    token = _query(answer.headers["Location"])["t"]  # type: ignore[attr-defined]
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


PEOPLE = play.Setup(
    SIKA.make_rules("perussika", None), 4, 0, "heuristic", (0, 2), None, ("Liisa", "Onni")
)


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
    html = client.get(URL, {"t": token, "ready": "1"}).content.decode()
    assert "Liisa, your turn: these are your cards." in html
    seats = re.findall(r'<p class="seat-head"><strong>([^<]+)</strong>', html)
    assert seats == ["You", "Aino", "Onni", "Eero"]
    hands = re.findall(r'<p class="seat-hand">.*?</p>', html, re.DOTALL)
    assert ['role="img"' in hand for hand in hands] == [True, False, False, False]


def test_move_with_htmx_to_another_persons_turn_swaps_in_the_hand_over(client: Client) -> None:
    # Seed 0: Liisa's first choice (the first option) leads to Onni's decision.
    token = play.game_token("sika", SIKA, PEOPLE, ())
    page = client.get(URL, {"t": token, "ready": "1"}).content.decode()
    response = client.get(
        URL, {"t": token, "move": "0", "choice": _options(page)[0]}, headers={"HX-Request": "true"}
    )
    html = response.content.decode()
    assert html.lstrip().startswith('<div id="play-game"')
    assert "Hand the phone to Onni" in html
    assert 'class="card' not in html
    assert _moves("sika", response.headers["HX-Push-Url"]) == play.Moves((0,))


def test_undo_on_the_hand_over_takes_back_the_last_persons_move(client: Client) -> None:
    token = play.game_token("sika", SIKA, PEOPLE, (0, 0))  # Liisa, Onni; Liisa decides
    html = client.get(URL, {"t": token}).content.decode()
    assert "Hand the phone to Liisa" in html
    undo = re.search(r'class="play-undo"><a href="([^"]+)"', html)
    assert undo is not None and "ready" not in undo.group(1)
    answer = client.get(undo.group(1).replace("&amp;", "&"))
    # Back to Onni's decision: the phone goes back to him first.
    back = client.get(answer.headers["Location"]).content.decode()
    assert "Hand the phone to Onni" in back
    assert _moves("sika", answer.headers["Location"]) == play.Moves((0,), undos=1)


def test_undo_not_offered_on_a_page_after_another_persons_move(client: Client) -> None:
    token = play.game_token("sika", SIKA, PEOPLE, (0, 0))
    html = client.get(URL, {"t": token, "ready": "1"}).content.decode()
    # Liisa's page: the last choice was Onni's, so she has nothing of hers to take back.
    assert 'class="play-undo"' not in html
    one = play.game_token("sika", SIKA, PEOPLE, ())
    first = client.get(URL, {"t": one, "ready": "1"}).content.decode()
    assert 'class="play-undo"' not in first


def test_computer_players_leave_out_the_names_people_took(client: Client) -> None:
    setup = play.Setup(
        SIKA.make_rules("perussika", None), 4, 0, "heuristic", (0, 2), None, ("Aino", "Eero")
    )
    html = client.get(URL, {"t": play.game_token("sika", SIKA, setup, ()), "ready": "1"})
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


def test_new_pages_are_valid_html(client: Client) -> None:
    handover = client.get(URL, {"t": play.game_token("sika", SIKA, PEOPLE, ())})
    start = client.get(URL)
    end = client.get(URL, {"t": play.game_token("sika", SIKA, SETUP, play.Moves((0,) * 34))})
    undo = client.get(URL, {"t": play.game_token("sika", SIKA, SETUP, (0, 0))})
    pages = [r.content.decode() for r in (handover, start, end, undo)]
    assert 'class="play-handover"' in pages[0] and "play-people" in pages[1]
    assert 'class="play-summary"' in pages[2] and 'class="play-undo"' in pages[3]
    assert_valid_html(*pages)
