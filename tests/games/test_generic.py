"""The game-generic engine: registry, option schema, Action, copy, recorder, decks, and the
tests' own fourth game (``tests/pikkutikki``) through replay and simulate."""

import dataclasses
import io
import json
import os
import subprocess
import sys
from array import array
from pathlib import Path
from typing import Any

import pytest

import games
from games import cli, sika
from games.cards import RANKS_THREE_TO_TWO, SUITS_S_C_D_H, Deck
from games.core import (
    Action,
    GameState,
    IllegalMoveError,
    RulesError,
    Table,
    TurnReason,
    rules_dict,
)
from games.options import (
    Kind,
    OptionSpec,
    canonical_rules,
    parse_rule_args,
    rules_from_dict,
    rules_to_dict,
)
from games.record import Recording, record
from games.scenario import ScenarioError, load_scenario, play_scenario, replay
from games.simulation import Summary, nearest_rank
from tests.pikkutikki import engine as pikkutikki

from .tables import card, cards, deal, play

ROOT = Path(__file__).resolve().parents[2]


# ---------------------------------------------------------------------------
# registry


def test_registry_lists_sika_with_its_descriptor():
    assert ("sika" in games.GAMES, games.find_game("sika") is sika.GAME) == (True, True)


def test_find_game_unknown_name_says_which_games_exist():
    with pytest.raises(RulesError) as caught:
        games.find_game("shithead")
    error = caught.value
    # The registry's three and the tests' fourth game (registered by its app).
    known = ("sika", "ristiseiska", "siantappo", "pikkutikki")
    assert (str(error), error.code, error.data) == (
        f"unknown game 'shithead' (known games: {', '.join(known)})",
        "unknown_game",
        {"game": "shithead", "known": known},
    )


def test_register_game_twice_under_one_name_refused():
    with pytest.raises(ValueError, match="already registered"):
        games.register_game(pikkutikki.GAME.__class__(**{**pikkutikki.GAME.__dict__}))


def test_descriptor_without_every_policy_name_refused():
    policies = {k: v for k, v in pikkutikki.POLICIES.items() if k != "taitava"}
    with pytest.raises(ValueError, match="pikkutikki: no policy called taitava"):
        dataclasses.replace(pikkutikki.GAME, policies=policies)


def test_sika_descriptor_player_range_per_rules():
    two_decks = sika.make_rules("perussika", {"decks": 2})
    game = sika.GAME
    assert (game.min_players, sika.PERUSSIKA.max_players, two_decks.max_players) == (
        2,
        8,
        16,
    )


# ---------------------------------------------------------------------------
# option schema


def _values(spec: OptionSpec) -> list[object]:
    if spec.kind is Kind.CHOICE:
        return list(spec.choices)
    if spec.kind is Kind.BOOL:
        return [True, False]
    ints: list[object] = [spec.low, (spec.low + spec.high) // 2, spec.high]
    return [None, *ints] if spec.kind is Kind.OPTIONAL_INT else ints


CASES = [(spec.key, value) for spec in sika.OPTIONS for value in _values(spec)]


@pytest.mark.parametrize(("key", "value"), CASES, ids=[f"{k}={v}" for k, v in CASES])
def test_option_schema_round_trip_every_value(key: str, value: object):
    spec = next(s for s in sika.OPTIONS if s.key == key)
    rules = sika.make_rules("perussika", {key: spec.dump(value)})
    data = rules_to_dict(sika.OPTIONS, rules)
    assert (
        getattr(rules, key),
        data[key],
        rules_from_dict(sika.OPTIONS, sika.PERUSSIKA, data),
    ) == (
        value,
        spec.dump(value),
        rules,
    )


def test_option_schema_keys_are_the_rules_fields_in_order():
    assert [spec.key for spec in sika.OPTIONS] == list(rules_dict(sika.Rules()))


def test_option_schema_limits_readable():
    specs = {spec.key: spec for spec in sika.OPTIONS}
    assert (specs["max_draws"].low, specs["max_draws"].high, specs["decks"].high) == (1, 10, 2)
    assert specs["hand_source"].presets["kotiversio"] == sika.HandSource.RECYCLE
    assert specs["hand_source"].requires == {"two_phase": False, "hand_phase": True}


def test_make_rules_bad_value_error_has_code_and_data():
    with pytest.raises(RulesError) as caught:
        sika.make_rules("perussika", {"match": "red"})
    error = caught.value
    assert (str(error), error.code, error.data) == (
        "option 'match' takes one of suit, colour, not 'red'",
        "bad_value",
        {"key": "match", "value": "red", "choices": ("suit", "colour")},
    )


def test_canonical_rules_resets_options_of_another_variant():
    two_phase = sika.make_rules(
        "kaksivaiheinen", {"hand_source": "recycle", "max_draws": 3, "hand_phase": "false"}
    )
    assert canonical_rules(sika.OPTIONS, two_phase) == sika.PRESETS["kaksivaiheinen"]


def test_canonical_rules_no_hand_phase_resets_hand_options_only():
    rules = sika.make_rules("ilman_kasivaihetta", {"dug_card": "keep", "max_draws": 2})
    assert canonical_rules(sika.OPTIONS, rules) == sika.make_rules(
        "ilman_kasivaihetta", {"max_draws": 2}
    )


def test_canonical_rules_keeps_options_that_apply():
    assert canonical_rules(sika.OPTIONS, sika.PRESETS["kotiversio"]) is sika.PRESETS["kotiversio"]


def test_parse_rule_args_key_value_pairs():
    assert parse_rule_args(["max_draws=3", " decks = 2 "]) == {"max_draws": "3", "decks": "2"}


def test_parse_rule_args_without_equals_refused():
    with pytest.raises(ValueError, match="--rule takes KEY=VALUE, not 'decks'"):
        parse_rule_args(["decks"])


def test_cli_rule_goes_through_the_schema():
    out = io.StringIO()
    args = ["--games", "3", "--rule", "hand_phase=false", "--rule", "max_draws=none", "--json"]
    assert cli.main(["simulate", "sika", *args], out=out) == 0
    rules = json.loads(out.getvalue())["rules"]
    assert (rules["hand_phase"], rules["max_draws"]) == (False, None)


# ---------------------------------------------------------------------------
# Action everywhere


def test_decision_options_legal_actions_and_policies_are_actions():
    state = deal("example_aino_eero_liisa")
    decision = state.decision
    assert decision is not None
    picks = [policy(state) for policy in sika.POLICIES.values()]
    assert all(isinstance(a, Action) for a in [*decision.options, *picks])
    assert list(decision.options) == sika.legal_actions(state) == sika.GAME.legal_actions(state)
    assert all(a in decision.options for a in picks)


def test_policies_declare_the_uniform_fast_path_as_data():
    uniform = {name: p.uniform for name, p in sika.POLICIES.items()}
    assert uniform == {
        "lowest": False,
        "random": True,
        "heuristic": False,
        "aloittelija": True,
        "taitava": False,
        "mestari": False,
    }


def test_apply_and_choose_take_an_action():
    applied = deal("example_aino_eero_liisa")
    chosen = deal("example_aino_eero_liisa")
    applied.apply(Action(0, (card("3D"),)))
    chosen.choose(Action(0, (card("3D"),)))
    assert sika.table(applied) == sika.table(chosen)


def test_illegal_move_error_reason_with_card_codes_as_data():
    state = deal("example_aino_eero_liisa")
    with pytest.raises(sika.IllegalMoveError) as caught:
        state.apply(Action(0, (card("2C"),)))
    assert (caught.value.reason, caught.value.data) == (
        sika.IllegalReason.NOT_IN_HAND,
        {"card": "2C"},
    )


# ---------------------------------------------------------------------------
# check_turn: one check at the head of every game's check_action

GAME_NAMES = list(games.GAMES)


def _turn_refusal(name: str, state: GameState, action: Action) -> tuple[object, str, object]:
    with pytest.raises(IllegalMoveError) as caught:
        games.GAMES[name].check_action(state, action)
    return caught.value.reason, str(caught.value), caught.value.data


def _first_decision(name: str, **options: Any) -> GameState:
    game = games.GAMES[name]
    return game.new_game(game.make_rules(game.default_preset, None), 3, seed=1, **options)


@pytest.mark.parametrize("name", GAME_NAMES)
def test_check_action_by_a_seat_that_does_not_decide_not_your_turn(name: str):
    state = _first_decision(name)
    assert state.decision is not None and state.decision.player == 0  # seat 0, each game
    assert _turn_refusal(name, state, Action(2, ())) == (
        TurnReason.NOT_YOUR_TURN,
        "it is seat 0's turn",
        {"player": 2, "to_move": 0},
    )


@pytest.mark.parametrize("name", GAME_NAMES)
def test_check_action_while_paused_no_decision(name: str):
    state = _first_decision(name, pause_after_turns=0)
    assert _turn_refusal(name, state, Action(0, ())) == (
        TurnReason.NO_DECISION,
        "nobody has a choice to make right now",
        {},
    )


@pytest.mark.parametrize("name", GAME_NAMES)
def test_check_action_after_the_end_game_over(name: str):
    state = _first_decision(name)
    policy = games.GAMES[name].policies["lowest"]
    while not state.over:
        state.choose(policy(state))
    assert _turn_refusal(name, state, Action(0, ())) == (
        TurnReason.GAME_OVER,
        "the game is over",
        {},
    )


# ---------------------------------------------------------------------------
# copy()


def _play_lowest(state: sika.SikaState) -> None:
    while state.decision is not None:
        state.choose(sika.lowest_policy(state))


def test_copy_played_on_leaves_the_original_unchanged():
    state = deal("example_aino_eero_liisa")
    before = sika.table(state)
    twin = state.copy()
    _play_lowest(twin)
    assert (twin.over, sika.table(state)) == (True, before)


def test_copy_plays_on_exactly_like_the_original():
    state = sika.new_game(sika.PRESETS["kotiversio"], 4, seed=12, pause_after_turns=30)
    twin = state.copy()
    for game in (state, twin):
        game.pause_after_turns = None
        game.play_out(sika.random_policy)
    assert (twin.outcome, sika.table(twin)) == (state.outcome, sika.table(state))


def test_copy_at_a_one_deck_free_card_decision_has_its_own_options():
    state = deal("example_aino_eero_liisa")
    play(state, "3D")  # Liisa's free card: the options are her hand
    twin = state.copy()
    twin.choose(sika.lowest_policy(twin))
    assert sika.legal_actions(state) == [Action(2, (c,)) for c in cards("2S 6S 5H 4D")]


# ---------------------------------------------------------------------------
# recorder


SCENARIO = {
    "game": "sika",
    "players": ["Aino", "Eero", "Liisa"],
    "preset": "kotiversio",
    "seed": 4,
    "policy": "random",
}


def _fresh_tables(limit: int) -> list[sika.Table]:
    tables: list[sika.Table] = []

    def observe(event: object, state: GameState) -> None:
        assert isinstance(state, sika.SikaState)
        tables.append(sika.table(state))

    play_scenario(load_scenario(json.dumps(SCENARIO)), observe)
    return tables[:limit]


@pytest.mark.parametrize("limit", [1, 9, 60])
def test_recorder_stops_at_step_n_and_matches_a_fresh_replay(limit: int):
    recording = record(load_scenario(json.dumps(SCENARIO)), limit)
    assert (len(recording.steps), recording.complete) == (limit, False)
    assert [step.table for step in recording.steps] == _fresh_tables(limit)
    # Stopped before the end, at the end of the turn of the last recorded event.
    assert (recording.final.outcome, recording.final.turns) == (
        None,
        recording.steps[-1].table.turns,
    )


def test_recorder_without_limit_records_every_event():
    recording: Recording[Table, Any] = record(load_scenario(json.dumps(SCENARIO)))
    events = replay(json.dumps(SCENARIO))["events"]
    names = ["Aino", "Eero", "Liisa"]
    assert [sika.event_json(s.event, names) for s in recording.steps] == events
    assert (recording.complete, recording.final.outcome is not None) == (True, True)


def test_recorder_stopping_early_leaves_choices_unused_without_error():
    data = {**SCENARIO, "policy": "lowest", "choices": ["KS", "QH", "9C", "AD"], "seed": 0}
    recording = record(load_scenario(json.dumps(data)), 1)
    assert len(recording.steps) == 1


# ---------------------------------------------------------------------------
# decks: order tables, deck index, jokers

SIANTAPPO = Deck(rank_order=RANKS_THREE_TO_TWO, suit_order=SUITS_S_C_D_H)
RISTISEISKA = Deck(decks=2, distinct_copies=True, jokers=2)


def test_siantappo_strength_order_ranks_then_suits():
    hand = [SIANTAPPO.parse(c) for c in "2S AH 3H 3S 10D 3C KC 3D".split()]
    assert SIANTAPPO.texts(SIANTAPPO.strength_sorted(hand)) == [
        "3S",
        "3C",
        "3D",
        "3H",
        "10D",
        "KC",
        "AH",
        "2S",
    ]


def test_two_decks_with_index_and_jokers_round_trip():
    texts = [RISTISEISKA.text(c) for c in RISTISEISKA.full()]
    assert [RISTISEISKA.parse(t) for t in texts] == RISTISEISKA.full()
    assert (len(texts), texts[52 + 6 + 39], texts[-2:]) == (106, "7C/2", ["JK", "JK/2"])


def test_two_decks_copies_differ_and_never_mix():
    first, second = RISTISEISKA.parse("7c"), RISTISEISKA.parse("7C/2")
    assert (first != second, RISTISEISKA.base(first) == RISTISEISKA.base(second)) == (True, True)
    assert (RISTISEISKA.parse("7C/1"), RISTISEISKA.is_joker(RISTISEISKA.parse("jk"))) == (
        first,
        True,
    )


def test_deck_index_beyond_the_decks_refused():
    with pytest.raises(ValueError, match="the deck number after / is 1 to 2"):
        RISTISEISKA.parse("7C/3")


def test_sika_deck_copies_interchangeable_and_notation_unchanged():
    assert (sika.GAME.deck.full() == sorted(list(range(52)) * 2), sika.GAME.deck.parse("tc")) == (
        True,
        card("10C"),
    )


# ---------------------------------------------------------------------------
# mutation holes of the engine


def test_two_phase_colour_same_colour_other_suit_sheddable_in_phase_2():
    rules = sika.make_rules("kaksivaiheinen", {"match": "colour"})
    found: list[int] = []
    for seed in range(60):
        state = sika.new_game(rules, 3, seed=seed)
        while state.decision is not None and not found:
            hand, top = state.hands[state.to_move], state.top
            if state.pending is sika.DecisionKind.SHED:
                found = [
                    c
                    for c in hand
                    if c // 13 != top // 13
                    and sika.COLOUR_OF[c] == sika.COLOUR_OF[top]
                    and c % 13 != top % 13
                    and c % 13 != 7
                ]
                if found:
                    assert Action(state.to_move, (found[0],)) in sika.legal_actions(state)
            state.choose(sika.lowest_policy(state))
    assert found


def test_choices_left_over_at_the_end_are_an_error():
    data = {"game": "sika", "players": ["Aino", "Eero"], "choices": ["3D"], "stop_after_turns": 0}
    with pytest.raises(ScenarioError) as caught:
        replay(json.dumps(data))
    assert str(caught.value) == "1 of the choices were not used: the play stopped after 0 decisions"


def test_p90_is_by_nearest_rank():
    summary = Summary(
        sika.PERUSSIKA,
        2,
        0,
        "random",
        turns=array("l", [5, 1, 4, 2, 3, 10, 9, 8, 7, 6]),
        game="sika",
    )
    eleven = list(range(1, 12))
    assert (summary.turn_figures()["p90"], nearest_rank(eleven, 0.9), nearest_rank([4], 0.9)) == (
        9,
        10,
        4,
    )


def test_same_seed_same_game_in_two_processes():
    args = [
        "simulate",
        "sika",
        "--preset",
        "kaksivaiheinen",
        "--games",
        "25",
        "--seed",
        "3",
        "--json",
    ]
    outputs = [
        subprocess.run(
            [sys.executable, "-m", "games", *args],
            cwd=ROOT,
            env={**os.environ, "PYTHONHASHSEED": hash_seed},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for hash_seed in ("1", "2")
    ]
    assert outputs[0] == outputs[1]


# ---------------------------------------------------------------------------
# the tests' fourth game through the registry, replay and simulate


def test_fourth_game_found_in_the_registry():
    assert games.find_game("pikkutikki") is pikkutikki.GAME


def test_scenario_without_a_game_refused():
    data = {"players": ["A", "B"]}
    with pytest.raises(ScenarioError) as caught:
        replay(json.dumps(data))
    assert str(caught.value) == (
        "'game' is missing (known games: sika, ristiseiska, siantappo, pikkutikki)"
    )


def test_fourth_game_replays_through_the_cli(tmp_path: Path):
    scenario = {
        "game": "pikkutikki",
        "players": ["A", "B"],
        "deck": ["AH", "KH", "10S", "QS"],
        "rules": {"hand": 2},
        "choices": ["10S"],
    }
    path = tmp_path / "pikkutikki.json"
    path.write_text(json.dumps(scenario))
    out = io.StringIO()
    assert cli.main(["replay", str(path)], out=out) == 0
    # A leads 10S, B must follow with QS and wins; B's KH, A's AH: A wins the last trick.
    state = json.loads(out.getvalue())["state"]
    assert state["result"] == {
        "places": [["B"], ["A"]],
        "loser": ["A"],
        "draw": False,
        "unfinished": False,
        "reason": "last_trick",
    }


def test_fourth_game_choice_not_legal_names_the_options():
    data = {
        "game": "pikkutikki",
        "players": ["A", "B"],
        "deck": ["AH", "KH", "10S", "QS", "JC", "10D"],
        "choices": ["KH"],
    }
    with pytest.raises(ScenarioError, match=r"choice 1 \(KH\) is not legal .* legal: 10S, AH, JC"):
        replay(json.dumps(data))


def test_fourth_game_simulates_with_loser_by_seat():
    out = io.StringIO()
    args = ["simulate", "pikkutikki", "--players", "3", "--games", "30", "--seed", "2", "--json"]
    assert cli.main(args, out=out) == 0
    data = json.loads(out.getvalue())
    assert (data["game"], data["preset"], sum(data["loser_by_seat"]), "sika_by_seat" in data) == (
        "pikkutikki",
        "pikkutikki",
        30,
        False,
    )
    first = next(pikkutikki.simulate(pikkutikki.Rules(), 3, 1, 2, pikkutikki.random_policy))
    assert data["per_game"][0]["loser"] == list(first.losers)


def test_fourth_game_simulate_text_summary():
    out = io.StringIO()
    assert cli.main(["simulate", "pikkutikki", "--games", "5", "--players", "2"], out=out) == 0
    lines = out.getvalue().splitlines()
    assert lines[0] == "pikkutikki, preset pikkutikki, 2 players, 5 games, seed 0, policy random"
    assert lines[3].startswith("loser by seat: 0: ")
