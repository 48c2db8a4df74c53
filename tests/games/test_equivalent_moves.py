"""Moves that cannot differ in outcome (``Game.equivalent_moves``), for every game.

The classes split a decision's legal moves, each move once, in the order of the legal
moves. Every class of two moves or more is played out from its position once per move,
every seat by the same computer level and the game's generator in the same state: the
places are the same after each. Where a game claims no two moves alike, every class is
a single move. The games are played by Taitava at every seat, four players (or the
fewest the rules take), the first deals of each preset.
"""

from collections.abc import Iterator
from typing import Any

import pytest

from games.cards import card_text
from games.core import Action, Game, PlayersError
from games.registry import GAMES

# Whether the game claims some moves alike, and in which presets (a new game adds its line).
ALIKE = {
    "sika": {"perussika", "kotiversio", "vari", "ilman_kasivaihetta"},
    "siantappo": set(),
    "ristiseiska": set(),
    "pikkutikki": set(),  # the tests' fourth game claims none (each_alone)
}
SEEDS = 3
DECISIONS = 12  # of seat 0, per deal
LEVELS = ("taitava", "aloittelija")


def _players(game: Game, rules: Any) -> int:
    for players in (4, *range(2, 9)):
        try:
            game.check_players(rules, players)
        except PlayersError:
            continue
        return players
    raise AssertionError("no player count")


def _decisions(game: Game, preset: str) -> Iterator[Any]:
    """Seat 0's first decisions of the first deals (with two moves or more)."""
    rules = game.make_rules(preset, None)
    players = _players(game, rules)
    taitava = game.policies["taitava"]
    for seed in range(SEEDS):
        state = game.new_game(rules, players, seed=seed)
        made = 0
        while state.decision is not None and made < DECISIONS:
            if state.decision.player == 0 and len(set(state.legal_actions())) > 1:
                made += 1
                yield state
            state.choose(taitava(state))


def _places(game: Game, state: Any, action: Action, level: str) -> tuple[tuple[int, ...], ...]:
    """The places after ``action``, every seat then played by ``level`` (on a copy)."""
    played = state.copy()
    played.choose(action)
    policy = game.policies[level]
    while played.decision is not None:
        played.choose(policy(played))
    assert played.outcome is not None
    return played.outcome.places


def test_equivalent_moves_every_game_has_its_expectations() -> None:
    assert sorted(ALIKE) == sorted(GAMES)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_equivalent_moves_split_the_legal_moves_in_their_order(name: str) -> None:
    game = GAMES[name]
    wrong = []
    for preset in game.presets:
        for state in _decisions(game, preset):
            legal = list(dict.fromkeys(state.legal_actions()))
            classes = game.equivalent_moves(state)
            flat = [action for group in classes for action in group]
            firsts = [legal.index(group[0]) for group in classes]
            ordered = all(
                [legal.index(a) for a in group] == sorted(legal.index(a) for a in group)
                for group in classes
            )
            if sorted(flat, key=legal.index) != legal or firsts != sorted(firsts) or not ordered:
                wrong.append(f"{preset}: {classes}")
    assert wrong == []


@pytest.mark.parametrize("name", sorted(GAMES))
def test_equivalent_moves_of_a_class_lead_to_the_same_places(name: str) -> None:
    game = GAMES[name]
    differ: list[str] = []
    alike: set[str] = set()
    for preset in game.presets:
        for state in _decisions(game, preset):
            for group in game.equivalent_moves(state):
                if len(group) < 2:
                    continue
                alike.add(preset)
                for level in LEVELS:
                    places = {_places(game, state, action, level) for action in group}
                    if len(places) > 1:
                        cards = [game.option_text(action.cards) for action in group]
                        differ.append(f"{preset} turn {state.turns} {level}: {cards}")
    assert differ == []
    assert alike == ALIKE[name]


def test_equivalent_moves_in_sika_keep_apart_the_cards_everyone_saw() -> None:
    # Basic sika, four players, seed 1, Taitava at every seat: at seat 0's seventh decision
    # (a free card) its hand is the hearts it dug from the pile (5H 6H 9H 10H, which everyone
    # saw go in), the seven of hearts and the nine of diamonds from the ring.
    game = GAMES["sika"]
    state = _nth_decision(game, "perussika", seed=1, number=7)
    classes = [[card_text(a.cards[0]) for a in group] for group in game.equivalent_moves(state)]
    assert classes == [["5H", "6H", "9H", "10H"], ["7H"], ["9D"]]


def _nth_decision(game: Game, preset: str, seed: int, number: int) -> Any:
    rules = game.make_rules(preset, None)
    state = game.new_game(rules, 4, seed=seed)
    taitava = game.policies["taitava"]
    made = 0
    while state.decision is not None:
        if state.decision.player == 0:
            made += 1
            if made == number:
                return state
        state.choose(taitava(state))
    raise AssertionError("the game ended first")
