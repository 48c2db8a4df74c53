"""A token's recorded computer choice is an index into that decision's legal moves: the
last one is a move, one past it is a damaged address (a 400, never a server error)."""

import pytest
from django.test import Client
from django.urls import reverse

from games.registry import find_game
from tutorials import play
from tutorials.packs import PACKS

pytestmark = pytest.mark.django_db


def _first_computer_decision(slug: str, setup: play.Setup) -> tuple[tuple[int, ...], int]:
    """The visitor's choices (always the first move) up to the first decision of a
    computer player, and how many legal moves that decision has."""
    game = find_game(PACKS[slug].engine)
    state = game.new_game(setup.rules, setup.players, seed=setup.seed)
    choices: list[int] = []
    while state.decision is not None:
        actions = state.legal_actions()
        if state.decision.player != setup.seat:
            return tuple(choices), len(actions)
        choices.append(0)
        state.choose(actions[0])
    raise AssertionError(f"{slug}: no computer player decided")


@pytest.mark.parametrize("slug", list(PACKS))
def test_recorded_computer_choice_past_the_last_move_is_a_bad_address(slug: str) -> None:
    game = find_game(PACKS[slug].engine)
    rules = game.make_rules(game.default_preset, None)
    setup = play.Setup(rules, min(4, rules.max_players), 5, "mestari")
    choices, legal = _first_computer_decision(slug, setup)
    address = reverse(f"{slug}:play")
    answers = []
    for index in (legal - 1, legal):
        token = play.game_token(slug, game, setup, play.Moves(choices, (index,)))
        answers.append(Client().get(address, {"t": token}).status_code)
    assert answers == [200, 400]
