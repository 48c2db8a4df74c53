"""Play a game: the token, the replay against the engine, and the pages.

The engine is the judge: every option the page offers is legal by
``check_action``, every card it refuses gets the engine's reason in words,
and the computer players' moves are those their policy makes.
"""

import base64
import random
import re
from urllib.parse import parse_qs, urlsplit

import pytest
from django.test import Client
from django.utils import translation

from games import sika
from games.cards import card_text
from games.core import Action, GameState, IllegalMoveError, TurnReason, rules_dict
from games.options import rules_to_dict
from games.registry import find_game
from tests.html import assert_valid_html
from tutorials import play
from tutorials.errors import BadInput
from tutorials.packs import PACKS
from tutorials.packs.sika.presenter import PRESENTER as sika_play
from tutorials.play import sealing
from tutorials.views.play import rules_play_url

pytestmark = pytest.mark.django_db

GAME = find_game("sika")
URL = "/en/sika/pelaa/"
# Seed 0, three players, heuristic: the visitor's fifth decision is a hand-phase
# match with the five of clubs on top and hearts in the hand.
SETUP = play.Setup(GAME.make_rules("perussika", None), 3, 0, "heuristic")


def _token(choices: tuple[int, ...] = (), setup: play.Setup = SETUP) -> str:
    return play.game_token("sika", GAME, setup, choices)


def _form(html: str) -> dict[str, str]:
    token = re.search(r'name="t" value="([^"]+)"', html)
    move = re.search(r'name="move" value="([^"]+)"', html)
    assert token is not None and move is not None
    return {"t": token.group(1), "move": move.group(1)}


def _choices(html: str) -> list[str]:
    return re.findall(r'name="choice" value="([^"]+)"', html)


# ---------------------------------------------------------------------------
# The token


def test_token_round_trip_gives_the_setup_and_choices() -> None:
    assert play.read_token("sika", GAME, _token((0, 2, 1))) == (SETUP, play.Moves((0, 2, 1)))


def test_token_differs_each_time_and_shows_no_field() -> None:
    first, second = _token((0,)), _token((0,))
    assert first != second
    assert [word in first for word in ("heuristic", "perussika", "seed")] == [False] * 3


def test_token_of_another_game_refused() -> None:
    other = play.game_token("siantappo", GAME, SETUP, ())
    with pytest.raises(BadInput):
        play.read_token("sika", GAME, other)


def test_token_with_one_character_changed_refused() -> None:
    token = _token((0, 0))
    middle = len(token) // 2
    changed = token[:middle] + ("A" if token[middle] != "A" else "B") + token[middle + 1 :]
    with pytest.raises(BadInput):
        play.read_token("sika", GAME, changed)


def _sealed(length: int) -> str:
    """A real token of ``length`` characters: noise that does not compress pads it."""
    noise = base64.b64encode(random.Random(0).randbytes(6000)).decode()
    for size in range(4000, 8000):
        token = play.seal("sika", {"x": noise[:size]})
        if len(token) == length:
            return token
    raise AssertionError(f"no token of {length} characters")


def test_token_at_the_size_limit_opens() -> None:
    token = _sealed(play.MAX_TOKEN)
    assert len(token) == 6000
    assert set(play.unseal("sika", token)) == {"x"}


def test_token_over_the_size_limit_refused_though_sealed_by_us() -> None:
    # 6,001 characters is never whole bytes of base64: the next real length is 6,002.
    token = _sealed(play.MAX_TOKEN + 2)
    with pytest.raises(BadInput):
        play.unseal("sika", token)


def test_token_over_the_size_limit_refused_before_decoding(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    decoded: list[str] = []
    decode = base64.urlsafe_b64decode

    def spy(text: str) -> bytes:
        decoded.append(text)
        return decode(text)

    monkeypatch.setattr(sealing.base64, "urlsafe_b64decode", spy)
    with pytest.raises(BadInput):
        play.unseal("sika", "A" * 6001)
    assert decoded == []
    with pytest.raises(BadInput):
        play.unseal("sika", "A" * 6000)
    assert decoded == ["A" * 6000]


def test_token_with_a_choice_the_game_never_offered_refused() -> None:
    with pytest.raises(BadInput):
        play.replay(GAME, SETUP, (0, 0, 0, 0, 99))


# Seed 0, three players, heuristic, the default rules: how many moves the visitor's first
# decision offers.
FIRST_OPTIONS = {"sika": 5, "siantappo": 59, "ristiseiska": 2}


@pytest.mark.parametrize(("slug", "count"), FIRST_OPTIONS.items())
def test_token_with_a_choice_one_past_the_options_refused(slug: str, count: int) -> None:
    game = find_game(PACKS[slug].engine)
    setup = play.Setup(game.make_rules(game.default_preset, None), 3, 0, "heuristic")
    assert len(play.replay(game, setup, ()).actions) == count
    assert play.replay(game, setup, (count - 1,)).choices == (count - 1,)
    with pytest.raises(BadInput):
        play.replay(game, setup, (count,))


@pytest.mark.parametrize(("slug", "count"), FIRST_OPTIONS.items())
def test_play_choice_one_past_the_options_is_a_400(client: Client, slug: str, count: int) -> None:
    game = find_game(PACKS[slug].engine)
    setup = play.Setup(game.make_rules(game.default_preset, None), 3, 0, "heuristic")
    response = client.get(f"/en/{slug}/pelaa/", {"t": play.game_token(slug, game, setup, (count,))})
    assert response.status_code == 400
    assert "This game cannot be continued" in response.content.decode()


def test_token_with_choices_past_the_end_refused() -> None:
    with pytest.raises(BadInput):
        play.replay(GAME, SETUP, (0,) * 300)


# ---------------------------------------------------------------------------
# Against the engine


POSITIONS = [
    (preset, players, policy, seed)
    for preset in ("perussika", "kotiversio", "kaksivaiheinen", "vari")
    for players, policy in ((2, "lowest"), (4, "random"), (5, "heuristic"))
    for seed in (3, 11)
]


def _legal(state: GameState, action: Action) -> bool:
    try:
        GAME.check_action(state, action)
    except IllegalMoveError:
        return False
    return True


@pytest.mark.parametrize(("preset", "players", "policy", "seed"), POSITIONS)
def test_play_options_legal_and_refusals_worded(
    preset: str, players: int, policy: str, seed: int
) -> None:
    """At every decision of a game: the moves offered are the engine's legal ones, each hand
    card that is not one of them is refused by the engine, and the refusal has words."""
    setup = play.Setup(GAME.make_rules(preset, None), players, seed, policy)
    choices: tuple[int, ...] = ()
    wrong: list[str] = []
    refused = 0
    with translation.override("en"):
        while True:
            position = play.replay(GAME, setup, choices)
            state = position.state
            if state.over:
                break
            for action in position.actions:
                if not _legal(state, action):
                    wrong.append(f"offered {action}")
            for card in GAME.table(state).hands[0]:
                single = Action(0, (card,))
                if single in position.actions:
                    continue
                refused += 1
                try:
                    GAME.check_action(state, single)
                except IllegalMoveError as error:
                    words, _link = sika_play.refusal(error)
                    if not words:
                        wrong.append(f"no words for {card_text(card)}")
                else:
                    wrong.append(f"{card_text(card)} not offered but legal")
            # Walk on through the last option: the longest shed, the highest card.
            choices += (len(position.actions) - 1,)
    assert wrong == []
    assert state.outcome is not None


@pytest.mark.parametrize("policy", ["lowest", "random", "heuristic"])
def test_play_computer_moves_equal_the_policy(policy: str) -> None:
    """The computer seats' moves are exactly what the policy picks, replayed by hand here."""
    setup = play.Setup(GAME.make_rules("kotiversio", None), 4, 5, policy)
    state = GAME.new_game(setup.rules, 4, seed=5)
    expected: list[Action] = []
    made = 0
    while not state.over:
        actions = state.legal_actions()
        if actions[0].player == 0:
            if made == 20:
                break
            state.choose(actions[0])
            made += 1
        else:
            action = GAME.policies[policy](state)
            expected.append(action)
            state.choose(action)
    whole = play.replay(GAME, setup, (0,) * made, watch_from=-1, audit=True)
    assert [action for _legal_actions, action in whole.computer] == expected
    assert all(action in legal for legal, action in whole.computer)
    assert len(expected) > 20


def test_play_refusal_of_a_card_without_the_suit_in_words() -> None:
    position = play.replay(GAME, SETUP, (0, 0, 0, 0))
    with pytest.raises(IllegalMoveError) as refused:
        GAME.check_action(position.state, Action(0, (GAME.deck.parse("5H"),)))
    with translation.override("en"):
        assert sika_play.refusal(refused.value) == (
            "The five of hearts is not allowed: the top card is a club, so one of your "
            "clubs must be played first.",
            "kasivaihe",
        )


def test_play_every_reason_code_has_words_in_both_languages() -> None:
    cases: dict[str, dict[str, object]] = {
        "game_over": {},
        "no_decision": {},
        "not_your_turn": {"player": 1, "to_move": 0},
        "not_in_hand": {"card": "9H"},
        "must_match": {"card": "5H", "top": "5C", "match": "suit"},
        "one_card": {"cards": ["5H", "6H"]},
        "not_playable": {"card": "5H", "top": "9S"},
        "not_a_set_or_run": {"cards": ["5H", "9S"]},
    }
    reasons = {reason.value: reason for reason in [*TurnReason, *sika.IllegalReason]}
    assert set(cases) == set(reasons)
    words = {}
    for language in ("fi", "en"):
        with translation.override(language):
            for code, data in cases.items():
                error = IllegalMoveError(reasons[code], code, None, data)
                words[language, code] = sika_play.refusal(error)[0]
    assert [key for key, text in words.items() if not text] == []
    # Finnish is translated, not the English text.
    assert [code for code in cases if words["fi", code] == words["en", code]] == []


# ---------------------------------------------------------------------------
# The pages


def test_play_start_page_offers_rules_players_and_style(client: Client) -> None:
    response = client.get(URL)
    html = response.content.decode()
    assert response.status_code == 200
    assert [
        'name="preset"' in html,
        'name="players"' in html,
        'value="taitava"' in html,
        'name="start"' in html,
    ] == [True, True, True, True]
    assert_valid_html(html)


def test_play_start_deals_a_game_at_a_token_address(client: Client) -> None:
    response = client.get(
        URL, {"start": "1", "preset": "kotiversio", "players": "3", "policy": "random"}
    )
    assert response.status_code == 303
    query = parse_qs(urlsplit(response.headers["Location"]).query)
    setup, moves = play.read_token("sika", GAME, query["t"][0])
    assert (setup.rules, setup.players, setup.policy, moves) == (
        GAME.make_rules("kotiversio", {"max_turns": play.MAX_TURNS}),
        3,
        "random",
        play.Moves(),
    )


def test_play_start_with_house_rules_carries_them(client: Client) -> None:
    response = client.get(URL, {"preset": "perussika", "max_draws": "3"})
    html = response.content.decode()
    assert 'name="max_draws" value="3"' in html
    answer = client.get(
        URL,
        {"start": "1", "preset": "perussika", "players": "4", "policy": "lowest", "max_draws": "3"},
    )
    query = parse_qs(urlsplit(answer.headers["Location"]).query)
    setup, _choices = play.read_token("sika", GAME, query["t"][0])
    assert rules_dict(setup.rules)["max_draws"] == 3


def test_play_start_with_too_many_players_is_a_400_saying_so(client: Client) -> None:
    response = client.get(
        URL, {"start": "1", "preset": "perussika", "players": "9", "policy": "lowest"}
    )
    assert response.status_code == 400
    assert "Players: Ensure this value is less than or equal to 8." in response.content.decode()


def test_play_refused_card_answers_with_the_reason_and_the_same_position(client: Client) -> None:
    token = _token((0, 0, 0, 0))
    response = client.post(URL, {"t": token, "move": "4", "choice": "5H"})
    html = response.content.decode()
    assert response.status_code == 200
    assert (
        "The five of hearts is not allowed: the top card is a club, so one of your clubs "
        "must be played first." in html
    )
    assert 'href="/en/sika/#kasivaihe"' in html
    assert _form(html)["move"] == "4"


def test_play_move_from_another_point_of_the_game_is_a_400(client: Client) -> None:
    response = client.post(URL, {"t": _token((0, 0)), "move": "1", "choice": "5H"})
    assert response.status_code == 400
    assert "This move was made from another point of the game." in response.content.decode()


def test_play_whole_game_to_the_end_through_the_buttons(client: Client) -> None:
    address = f"{URL}?t={_token()}"
    moves = 0
    while True:
        html = client.get(address).content.decode()
        if "The game is over" in html:
            break
        form = _form(html)
        for value in _choices(html):
            answer = client.post(URL, {**form, "choice": value})
            if answer.status_code == 303:
                address = answer.headers["Location"]
                moves += 1
                break
            assert answer.status_code == 200  # refused: try the next card
        else:
            raise AssertionError("no button was a legal move")
    assert moves == 34
    result = re.search(r'<p class="table-result">([^<]*)</p>', html)
    assert result is not None
    assert result.group(1).endswith("Aino held the fewest. You are the sika.")
    assert re.findall(r"<li>((?:\w+ place|Last): \w+)</li>", html) == [
        "First place: Eero",
        "Second place: Aino",
        "Last: You",
    ]
    assert_valid_html(html)


def test_play_htmx_move_swaps_the_game_and_pushes_the_address(client: Client) -> None:
    response = client.post(
        URL, {"t": _token(), "move": "0", "choice": "2H"}, headers={"HX-Request": "true"}
    )
    html = response.content.decode()
    assert response.status_code == 200
    assert html.lstrip().startswith('<div id="play-game"')
    assert 'hx-swap-oob="innerHTML"' in html
    pushed = parse_qs(urlsplit(response.headers["HX-Push-Url"]).query)["t"][0]
    assert play.read_token("sika", GAME, pushed)[1] == play.Moves((0,))


def test_play_replay_of_a_finished_game_steps_with_every_hand(client: Client) -> None:
    finished = play.replay(GAME, SETUP, (0,) * 34)
    assert finished.state.over
    response = client.get(f"{URL}kertaus/", {"t": _token((0,) * 34), "step": "1"})
    assert response.status_code == 200
    assert "Step 1 / " in response.content.decode()


def test_play_replay_of_an_unfinished_game_is_a_400(client: Client) -> None:
    response = client.get(f"{URL}kertaus/", {"t": _token((0,))})
    assert response.status_code == 400
    assert "Only a finished game can be watched step by step." in response.content.decode()


def test_play_with_house_rules_link_starts_a_game_with_those_rules(client: Client) -> None:
    pack = PACKS["sika"]
    answers = {**pack.checklist.start_answers("kotiversio"), "max_draws": "3"}
    with translation.override("en"):
        link = rules_play_url(pack, "kotiversio", answers, 5)
    start = client.get(link)
    assert "You play with the rules of your house-rules checklist." in start.content.decode()
    query = dict(parse_qs(urlsplit(link).query))
    form = {**{k: v[0] for k, v in query.items()}, "policy": "heuristic", "start": "1"}
    dealt = client.get(URL, form)
    token = parse_qs(urlsplit(dealt.headers["Location"]).query)["t"][0]
    setup, _choices = play.read_token("sika", GAME, token)
    expected = pack.checklist.answers_rules("kotiversio", answers)
    assert isinstance(expected, sika.Rules)
    assert (setup.rules, setup.players) == (
        GAME.make_rules("perussika", {**rules_to_dict(sika.OPTIONS, expected), "max_turns": 1000}),
        5,
    )
    assert expected.max_draws == 3


def test_play_page_after_a_move_same_from_memory_or_replayed(client: Client) -> None:
    answer = client.post(URL, {"t": _token(), "move": "0", "choice": "2H"})
    remembered = client.get(answer.headers["Location"]).content.decode()
    replayed = client.get(answer.headers["Location"]).content.decode()  # taken out: replays

    def told(html: str) -> str:
        return html.split('class="play-turns"', 1)[1].split("</section>", 1)[0]

    assert told(remembered) == told(replayed)
    assert "You played the two of hearts." in told(replayed)
