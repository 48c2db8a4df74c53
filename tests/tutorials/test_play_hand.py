"""The visitor's hand as the controls of a decision, in every game: which cards fit, when
cards are chosen together, the moves beside the hand, and the cards of a move chosen
together read back in the order the rules allow."""

import pytest
from django.http import QueryDict
from django.test import Client
from django.utils import translation

from games.registry import find_game
from tests.contract.expected import expected
from tests.html import assert_valid_html
from tutorials import play
from tutorials.packs import PACKS
from tutorials.play.forms import MoveForm
from tutorials.views.play_pages import hand_controls

pytestmark = pytest.mark.django_db

# Seed 0, four players, the default rules: the visitor's first decision, whether its cards
# are chosen together, the cards that fit, those that do not, the moves beside the hand
# (``first_hand`` of tests/contract/expected/<game>.py).


@pytest.mark.parametrize("slug", list(PACKS))
def test_play_hand_of_every_game_marks_the_cards_that_fit(slug: str) -> None:
    pack = PACKS[slug]
    game = find_game(pack.engine)
    setup = play.Setup(game.make_rules(game.default_preset, None), 4, 0, "heuristic")
    state = play.replay(game, setup, ()).state
    with translation.override("en"):
        hand = hand_controls(game, pack.presenter, state, 0)
    fitting = [card.value for card in hand.cards if card.fits]
    unfit = [card.value for card in hand.cards if not card.fits]
    assert (hand.together, fitting, unfit, [o.words for o in hand.others]) == expected(
        slug
    ).first_hand


def test_play_hand_of_siantappo_offers_the_pass_beside_the_cards() -> None:
    pack = PACKS["siantappo"]
    game = find_game(pack.engine)
    setup = play.Setup(game.make_rules(game.default_preset, None), 4, 0, "heuristic")
    state = play.replay(game, setup, (0,)).state  # a jack of clubs to beat
    with translation.override("en"):
        hand = hand_controls(game, pack.presenter, state, 0)
    assert [(o.value, o.words) for o in hand.others] == [("pass", "Pass")]
    assert [card.value for card in hand.cards if card.fits] == ["KS", "KC", "AS", "AH"]


def test_play_hand_of_ristiseiska_offers_the_joker_places_beside_the_cards() -> None:
    pack = PACKS["ristiseiska"]
    game = find_game(pack.engine)
    setup = play.Setup(game.make_rules("jokerit", None), 4, 0, "heuristic")
    state = play.replay(game, setup, (0,)).state
    with translation.override("en"):
        hand = hand_controls(game, pack.presenter, state, 0)
    assert (hand.together, [o.value for o in hand.others]) == (
        False,
        ["JK:4S", "JK:8S", "JK:7H", "JK:7D", "JK:6C"],
    )
    assert "JK" in [card.value for card in hand.cards if card.fits]


def test_play_move_form_joins_the_cards_chosen_together() -> None:
    form = MoveForm(QueryDict("t=abc&move=3&choice=8D&choice=8S"))
    assert form.is_valid()
    assert form.cleaned_data["choice"] == "8D 8S"


def test_play_cards_chosen_together_are_played_in_the_order_the_rules_allow(
    client: Client,
) -> None:
    # Sika's two-phase rules, six players, seed 1: the nine of diamonds on top and the
    # fives of hearts and diamonds in the hand. Checkboxes send the hand's order (the
    # five of hearts first), but only the five of diamonds fits first.
    game = find_game("sika")
    setup = play.Setup(game.make_rules("kaksivaiheinen", None), 6, 1, "heuristic")
    token = play.game_token("sika", game, setup, ())
    response = client.post(
        "/en/sika/pelaa/", {"t": token, "move": "0", "choice": ["5H", "5D"], "fits": "0"}
    )
    assert response.status_code == 303
    address = response.headers["Location"]
    assert address.endswith("&fits=0#play-game")
    new_token = address.split("t=", 1)[1].split("&", 1)[0]
    # The first legal move of that decision: the five of diamonds, then the five of hearts.
    assert play.read_token("sika", game, new_token)[1].choices == (0,)


def test_play_pages_of_every_game_with_the_hand_as_controls_are_valid_html(
    client: Client,
) -> None:
    pages = []
    boxes, together = [], []
    for slug, pack in PACKS.items():
        game = find_game(pack.engine)
        setup = play.Setup(game.make_rules(game.default_preset, None), 4, 0, "heuristic")
        for choices in ((), (0,)):
            token = play.game_token(slug, game, setup, choices)
            response = client.get(f"/en/{slug}/pelaa/", {"t": token, "fits": "0"})
            pages.append(response.content.decode())
            boxes.append('type="checkbox"' in pages[-1])
            state = play.replay(game, setup, choices).state
            together.append(hand_controls(game, pack.presenter, state, 0).together)
    # Cards chosen together (siantappo's first play): checkboxes and one "Play" button.
    assert (boxes, True in boxes) == (together, True)
    assert_valid_html(*pages)
