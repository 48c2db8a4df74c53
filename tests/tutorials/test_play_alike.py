"""Choices that matter: a decision whose moves are all alike is made for one visitor (not at a
shared device, not when they decide everything) and said in words; a deal without a real
choice says so; the end names the costliest choice's turn and table or says why there is
none; "Play again" keeps the rules, level and people."""

import dataclasses
import re

import pytest
from django.test import Client
from django.utils import translation

from tests.tutorials.play_shared import SIKA, end_page, options, part, query
from tutorials import play
from tutorials.packs import PACKS
from tutorials.views.play_end import again_urls

pytestmark = pytest.mark.django_db

HOME = SIKA.make_rules("kotiversio", None)
# The home version, four players, Taitava: in deal 14 the visitor's free card of their first
# turn is the jack or the king of diamonds, both from the ring; deal 23 gives them no choice.
ALIKE = play.Setup(HOME, 4, 14, "taitava", auto=True)
NONE = play.Setup(HOME, 4, 23, "taitava", auto=True)


def _page(setup: play.Setup, choices: tuple[int, ...] = (), language: str = "en") -> str:
    token = play.game_token("sika", SIKA, setup, choices)
    prefix = "/en" if language == "en" else ""
    return Client().get(f"{prefix}/sika/pelaa/", {"t": token}).content.decode()


def test_alike_move_made_for_the_visitor_and_said() -> None:
    said = (
        "You drew 3 cards (jack of diamonds, king of diamonds, seven of spades) and played the "
        "seven of spades and the jack of diamonds. A diamond is as good as a diamond: every "
        "card you could play here was as good as the others, so the choice was made for you."
    )
    assert said in _page(ALIKE)
    with translation.override("fi"):
        finnish = _page(ALIKE, language="fi")
    assert "Ruutu kuin ruutu:" in finnish
    # The choice took no entry of the token: the first decision is still the visitor's first.
    whole = play.replay(SIKA, ALIKE, ())
    decision = whole.state.decision
    assert decision is not None
    assert (whole.choices, decision.player) == ((), 0)


@pytest.mark.parametrize(
    "setup",
    [
        dataclasses.replace(ALIKE, auto=False),  # "I decide every choice myself"
        dataclasses.replace(ALIKE, humans=(0, 2), names=("Liisa", "Onni")),  # a shared device
    ],
    ids=["every", "shared"],
)
def test_alike_move_left_to_the_person(setup: play.Setup) -> None:
    assert play.setup.made_for(SIKA, setup, play.replay(SIKA, setup, ()).state) is None
    whole = play.replay(SIKA, setup, ())
    hand = {SIKA.deck.texts((a.cards[0],))[0] for a in whole.state.legal_actions()}
    assert hand == {"JD", "KD"}


def test_alike_switch_and_id_travel_in_the_token() -> None:
    setup = dataclasses.replace(ALIKE, game_id=2**61 + 5)
    token = play.game_token("sika", SIKA, setup, (0,))
    assert play.read_token("sika", SIKA, token) == (setup, play.Moves((0,)))


def test_alike_start_form_switch_decides_everything(client: Client) -> None:
    fields = {"start": "1", "preset": "kotiversio", "players": "4", "policy": "taitava"}
    made = client.get("/en/sika/pelaa/", fields).headers["Location"]
    every = client.get("/en/sika/pelaa/", {**fields, "every": "on"}).headers["Location"]
    setups = [play.read_token("sika", SIKA, query(a)["t"])[0] for a in (made, every)]
    assert [s.auto for s in setups] == [True, False]
    assert all(s.game_id > 0 for s in setups)


def test_alike_deal_without_a_real_choice_says_so_on_its_first_page() -> None:
    html = _page(NONE)
    assert "The game is over" in html
    assert part(html, '<p class="play-no-choice">', "</p>") == (
        "You had no real choice in this deal: every move of yours was forced, or all your "
        "moves were equally good, so the cards decided the game."
    )


def test_alike_start_page_promises_what_is_true(client: Client) -> None:
    html = client.get("/en/sika/pelaa/").content.decode()
    lead = part(html, '<p class="lead">', "</p>")
    assert " ".join(lead.split()) == (
        "Play a whole game against the computer. You see only your own cards. Where all your "
        "moves are equally good, one is made for you, and the turns say so."
    )


def _end(setup: play.Setup, last: bool) -> str:
    """The end of ``setup``'s game, the visitor taking the first (or the last) option the
    rules allow each time."""
    client = Client()
    address = f"/en/sika/pelaa/?t={play.game_token('sika', SIKA, setup, ())}"
    while True:
        html = end_page(client, address)
        if 'class="play-end"' in html:
            return html
        form = {"t": query(address)["t"], "move": re.findall(r'name="move" value="(\d+)"', html)[0]}
        offered = options(html)
        for value in reversed(offered) if last else offered:
            answer = client.post("/en/sika/pelaa/", {**form, "choice": value})
            if answer.status_code == 303:
                address = answer.headers["Location"].split("#")[0]
                break


def test_alike_end_names_the_costliest_choices_turn_and_table() -> None:
    html = _end(dataclasses.replace(ALIKE, rules=SIKA.make_rules("perussika", None)), last=True)
    costly = part(html, '<section class="play-costly"', "</form>")
    turn = re.search(r"On turn (\d+) of the game you saw this table:", costly)
    assert turn is not None
    assert costly.count('<section class="sika-table"') == 1
    # The visitor's own hand at that moment face up, the others' as counts only.
    hands = re.findall(r'<p class="seat-hand">(.*?)</p>', costly, re.S)
    assert ['role="img"' in hand for hand in hands] == [True, False, False, False]
    assert 'name="step"' in costly and "Valintasi numero" not in costly


def test_alike_end_without_a_costliest_choice_says_why() -> None:
    # The visitor makes every choice as Taitava would: nothing is weighed.
    setup = play.Setup(SIKA.make_rules("perussika", None), 3, 0, "taitava")
    state = SIKA.new_game(setup.rules, 3, seed=0)
    taitava = SIKA.policies["taitava"]
    choices = []
    while state.decision is not None:
        action = taitava(state.copy())
        if state.decision.player == 0:
            choices.append(state.legal_actions().index(action))
        state.choose(action)
    html = _page(setup, tuple(choices))
    assert 'class="play-costly"' not in html
    assert part(html, '<p class="play-costly-none">', "</p>") == (
        "No costliest choice: every choice of yours was the one a computer player of the "
        "level Skilled would have made, so none was weighed."
    )


def test_alike_play_again_keeps_the_rules_level_and_people() -> None:
    pack = PACKS["sika"]
    setup = play.Setup(
        SIKA.make_rules("vari", {"max_draws": 3}), 5, 1, "mestari", (0, 2), None, ("Aino", "")
    )
    with translation.override("fi"):
        urls = again_urls(pack, SIKA, setup)
    assert query(urls["again_url"]) == {
        "players": "5",
        "policy": "mestari",
        "preset": "perussika",
        "match": "colour",
        "max_draws": "3",
        "people": "2",
        "name_1": "Aino",
        "every": "on",
        "start": "1",
    }
    assert query(urls["settings_url"]) == {
        k: v for k, v in query(urls["again_url"]).items() if k != "start"
    }
