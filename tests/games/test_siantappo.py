"""Siantappo: scenario files per rule point, the move generator, refusals, policies, CLI, golden."""

import io
import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import games
from games import cli, siantappo
from games.core import Action, IllegalMoveError, Policy, rules_dict
from games.record import record
from games.scenario import load_scenario, replay
from games.siantappo import Combo, IllegalReason

from .siantappo import reference
from .siantappo.make_golden import GAMES as GOLDEN_GAMES
from .siantappo.make_golden import GOLDEN
from .siantappo.make_scenarios import CASES, SCENARIOS
from .siantappo.stack import ALL, deck
from .test_scenarios import mismatches

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted(SCENARIOS.glob("*.json"))
DECK = siantappo.DECK


def cards(text: str) -> tuple[int, ...]:
    return tuple(DECK.strength_sorted([DECK.parse(word) for word in text.split()]))


def texts(state: siantappo.SiantappoState, seat: int) -> list[str]:
    return DECK.texts(list(state.hand(seat)))


def later_game(hands: list[str], exchange: bool = False) -> siantappo.SiantappoState:
    """A later game of a series (the last seat lost and leads), stacked, waiting for choices."""
    rules = siantappo.make_rules(overrides={"exchange": exchange})
    previous = [(q,) for q in range(len(hands))]
    stacked = [DECK.parse(c) for c in deck(hands)]
    return siantappo.new_game(rules, len(hands), deck=stacked, previous_places=previous)


# ---------------------------------------------------------------------------
# scenario files


def test_scenario_files_are_the_listed_cases():
    assert [path.stem for path in FILES] == sorted(CASES)


@pytest.mark.parametrize("path", FILES, ids=[path.stem for path in FILES])
def test_scenario_matches_expectation(path: Path):
    case = json.loads(path.read_text(encoding="utf-8"))
    assert case == json.loads(json.dumps(CASES[path.stem]))
    assert mismatches(case["expect"], case["scenario"]) == []


# ---------------------------------------------------------------------------
# the move generator: counts from a full deck, and every legal play against the reference


def test_count_plays_full_deck_straights_of_three_without_twos():
    assert siantappo.count_plays(DECK.full(), Combo.STRAIGHT, 3) == 640


def test_count_plays_full_deck_straights_of_twelve():
    assert siantappo.count_plays(DECK.full(), Combo.STRAIGHT, 12) == 4**12


def test_count_plays_full_deck_other_kinds():
    full = DECK.full()
    counts = [
        siantappo.count_plays(full, Combo.SINGLE, 1),
        siantappo.count_plays(full, Combo.PAIR, 2),
        siantappo.count_plays(full, Combo.THREE, 3),
        siantappo.count_plays(full, Combo.FOUR, 4),
        siantappo.count_plays(full, Combo.SIANTAPPO_PAIRS, 6),
    ]
    assert counts == [52, 78, 52, 13, 2160]


def test_count_leads_full_deck_every_kind_but_three_pairs():
    straights = sum((13 - length) * 4**length for length in range(3, 13))
    assert siantappo.count_leads(DECK.full()) == 52 + 78 + 52 + 13 + straights


def _compare_with_reference(state: siantappo.SiantappoState) -> None:
    decision = state.decision
    assert decision is not None
    p = decision.player
    trick = state.trick
    combo = state.trick_combo
    expected = reference.legal_plays(
        texts(state, p),
        None if trick is None else DECK.texts(list(trick)),
        None if combo is None else combo.value,
        state.must_3c,
    )
    plays = [frozenset(DECK.texts(list(a.cards))) for a in decision.options if a.cards]
    passes = [a for a in decision.options if not a.cards]
    assert (len(plays), set(plays), len(passes)) == (
        len(expected),
        expected,
        0 if trick is None else 1,
    )


def test_legal_actions_are_the_reference_plays_at_every_decision_of_random_games():
    rng = random.Random(5)
    decisions = 0
    for seed in range(24):
        state = siantappo.new_game(siantappo.PERUS, 3 + seed % 4, seed=seed)
        while state.decision is not None:
            _compare_with_reference(state)
            decisions += 1
            options = state.decision.options
            state.choose(options[rng.randrange(len(options))])
    assert decisions > 500


def test_legal_actions_on_a_two_and_on_three_pairs_match_the_reference():
    state = later_game(["5S 5C 6S 6C 7S 7C 2S", "5D 5H 6D 6H 7D 7H 8S 8C", "2D"])
    state.apply(Action(2, cards("2D")))
    _compare_with_reference(state)
    state.apply(Action(0, cards("5S 5C 6S 6C 7S 7C")))
    _compare_with_reference(state)
    assert [" ".join(DECK.texts(list(a.cards))) for a in state.legal_actions()] == [
        "5D 5H 6D 6H 7D 7H",
        "6D 6H 7D 7H 8S 8C",
        "7D 7H 8S 8C 9S 9H",  # the filling dealt 9S 9H
        "",
    ]


def test_legal_actions_on_a_pair_of_twos_match_the_reference():
    state = later_game(["9S 9C 9D 9H 2S 2C", "", "2D 2H"])
    state.apply(Action(2, cards("2D 2H")))
    _compare_with_reference(state)


def test_automatic_pass_only_when_the_reference_has_no_play():
    checked = 0

    def observe(event: object, state: siantappo.SiantappoState) -> None:
        nonlocal checked
        if isinstance(event, siantappo.Passed) and event.automatic:
            trick = state.trick
            combo = state.trick_combo
            assert trick is not None and combo is not None
            plays = reference.legal_plays(
                texts(state, event.player), DECK.texts(list(trick)), combo.value, False
            )
            assert plays == set()
            checked += 1

    for seed in range(10):
        siantappo.new_game(
            siantappo.PERUS, 4, seed=seed, observer=observe, policy=siantappo.random_policy
        )
    assert checked > 100


# ---------------------------------------------------------------------------
# refusals: reason code, data and words


def _refusal(state: siantappo.SiantappoState, action: Action) -> tuple[Any, str, dict[str, object]]:
    with pytest.raises(IllegalMoveError) as caught:
        state.apply(action)
    return caught.value.reason, str(caught.value), caught.value.data


def test_pair_beaten_by_three_refused_with_words():
    state = later_game(["9S 9C 9D", "", "", "7C 7D"])
    state.apply(Action(3, cards("7C 7D")))
    assert _refusal(state, Action(0, cards("9S 9C 9D"))) == (
        IllegalReason.WRONG_KIND,
        "a pair cannot be beaten by three of a kind",
        {"cards": ["9S", "9C", "9D"], "trick": ["7C", "7D"], "trick_kind": "pair", "kind": "three"},
    )


def test_player_who_passed_refused_until_the_trick_falls():
    state = later_game(["8S 8C", "9S", "", "7C"])
    state.apply(Action(3, cards("7C")))
    state.apply(Action(0, ()))
    assert _refusal(state, Action(0, cards("8S"))) == (
        IllegalReason.PASSED_THIS_TRICK,
        "you passed this trick: wait until it falls",
        {"player": 0},
    )


def test_leader_cannot_pass():
    state = later_game(["", "", "", "7C"])
    assert _refusal(state, Action(3, ()))[:2] == (
        IllegalReason.LEADER_CANNOT_PASS,
        "the leader cannot pass: lead any combination",
    )


def test_straight_of_wrong_length_refused():
    state = later_game(["6C 7C 8C 9C", "", "", "3S 4S 5S"])
    state.apply(Action(3, cards("3S 4S 5S")))
    assert _refusal(state, Action(0, cards("6C 7C 8C 9C")))[:2] == (
        IllegalReason.WRONG_LENGTH,
        "a straight of 3 cards is beaten only by a straight of exactly 3 cards, not 4",
    )


def test_four_of_a_kind_refused_on_three_pairs_siantappo():
    hands = ["2S 2C 2H", "5S 5C 6S 6C 7S 7C", "9S 9C 9D 9H 5D 5H 6D 6H 7D 7H", "2D"]
    state = later_game(hands)
    state.apply(Action(3, cards("2D")))
    state.apply(Action(0, ()))
    state.apply(Action(1, cards("5S 5C 6S 6C 7S 7C")))
    assert _refusal(state, Action(2, cards("2S")))[0] == IllegalReason.NOT_IN_HAND
    assert _refusal(state, Action(2, cards("9S 9C 9D 9H")))[:2] == (
        IllegalReason.SIANTAPPO_WRONG_FORM,
        "three pairs in a row (a siantappo) cannot be beaten by four of a kind: "
        "the siantappo for a single 2 is three pairs in a row",
    )


def test_four_of_a_kind_refused_on_a_single_two():
    state = later_game(["9S 9C 9D 9H 2H", "", "", "2D"])
    state.apply(Action(3, cards("2D")))
    assert _refusal(state, Action(0, cards("9S 9C 9D 9H")))[:2] == (
        IllegalReason.SIANTAPPO_WRONG_FORM,
        "a 2 cannot be beaten by four of a kind: "
        "the siantappo for a single 2 is three pairs in a row",
    )


def test_pair_refused_on_a_single_two():
    state = later_game(["9S 9C 2H", "", "", "2D"])
    state.apply(Action(3, cards("2D")))
    assert _refusal(state, Action(0, cards("9S 9C")))[:2] == (
        IllegalReason.ONLY_TWO_OR_SIANTAPPO,
        "a 2 can only be beaten by a higher 2 or a siantappo",
    )


def test_three_pairs_refused_as_lead_and_on_a_single_that_is_no_two():
    state = later_game(["5S 5C 6S 6C 7S 7C AS", "", "", "5D 5H 6D 6H 7D 7H KS"])
    assert _refusal(state, Action(3, cards("5D 5H 6D 6H 7D 7H")))[0] == (
        IllegalReason.SIANTAPPO_NOT_A_LEAD
    )
    state.apply(Action(3, cards("KS")))
    assert _refusal(state, Action(0, cards("5S 5C 6S 6C 7S 7C")))[0] == (
        IllegalReason.SIANTAPPO_ONLY_ON_TWO
    )


def test_lower_play_refused_as_not_higher():
    state = later_game(["7C 7D 9S 9C", "", "", "7S 7H"])
    state.apply(Action(3, cards("7S 7H")))
    assert _refusal(state, Action(0, cards("7C 7D"))) == (
        IllegalReason.NOT_HIGHER,
        "7C 7D does not beat 7S 7H",
        {"cards": ["7C", "7D"], "trick": ["7S", "7H"], "trick_kind": "pair"},
    )


def test_first_lead_without_3c_refused():
    state = siantappo.new_game(
        siantappo.PERUS, 4, deck=[DECK.parse(c) for c in deck(["3C 5S", "", "", ""])]
    )
    assert _refusal(state, Action(0, cards("5S")))[:2] == (
        IllegalReason.FIRST_LEAD_3C,
        "the first lead of the game must hold 3C",
    )


def test_first_lead_from_3c_never_runs_a_straight_into_the_2():
    hand = "3C 4D 5D 6D 7D 8D 9D 10D JD QD KD AD 2D"
    state = siantappo.new_game(
        siantappo.PERUS, 3, deck=[DECK.parse(c) for c in deck([hand, "", ""])]
    )
    leads = state.legal_actions()
    with_the_two = [a for a in leads if DECK.parse("2D") in a.cards]
    up_to_the_ace = Action(0, cards("3C 4D 5D 6D 7D 8D 9D 10D JD QD KD AD"))
    assert (with_the_two, max(len(a.cards) for a in leads), up_to_the_ace in leads) == (
        [],
        12,
        True,
    )
    assert _refusal(state, Action(0, cards(hand))) == (
        IllegalReason.NOT_A_COMBINATION,
        "3C 4D 5D 6D 7D 8D 9D 10D JD QD KD AD 2D is no combination: play a single card, a "
        "pair, three or four of a kind, or a straight of 3 to 12 cards without 2s",
        {"cards": hand.split()},
    )
    assert _refusal(state, Action(0, cards("AD 2D 3C")))[0] == IllegalReason.NOT_A_COMBINATION


def _on_a_pair_of_twos() -> siantappo.SiantappoState:
    """Seat 0 answers 2D 2H holding four 9s (the one legal play), three pairs and KS."""
    state = later_game(["9S 9C 9D 9H 5S 5C 6S 6C 7S 7C KS", "", "", "2D 2H"])
    state.apply(Action(3, cards("2D 2H")))
    return state


def test_three_of_a_kind_refused_on_a_pair_of_twos():
    assert _refusal(_on_a_pair_of_twos(), Action(0, cards("9S 9C 9D"))) == (
        IllegalReason.ONLY_TWO_OR_SIANTAPPO,
        "a pair of 2s can only be beaten by a higher pair of 2s or a siantappo",
        {"cards": ["9S", "9C", "9D"], "trick": ["2D", "2H"], "trick_kind": "pair", "kind": "three"},
    )


def test_three_pairs_refused_on_a_pair_of_twos_as_the_wrong_siantappo():
    assert _refusal(_on_a_pair_of_twos(), Action(0, cards("5S 5C 6S 6C 7S 7C"))) == (
        IllegalReason.SIANTAPPO_WRONG_FORM,
        "a pair of 2s cannot be beaten by three pairs in a row (a siantappo): "
        "the siantappo for a pair of 2s is four of a kind",
        {
            "cards": ["5S", "5C", "6S", "6C", "7S", "7C"],
            "trick": ["2D", "2H"],
            "trick_kind": "pair",
            "kind": "siantappo_pairs",
        },
    )


def test_single_card_refused_on_a_pair_of_twos():
    state = _on_a_pair_of_twos()
    assert [DECK.texts(list(a.cards)) for a in state.legal_actions()] == [
        ["9S", "9C", "9D", "9H"],
        [],
    ]
    assert _refusal(state, Action(0, cards("KS"))) == (
        IllegalReason.ONLY_TWO_OR_SIANTAPPO,
        "a pair of 2s can only be beaten by a higher pair of 2s or a siantappo",
        {"cards": ["KS"], "trick": ["2D", "2H"], "trick_kind": "pair", "kind": "single"},
    )


def test_cards_that_are_no_combination_refused():
    state = later_game(["", "", "", "5S 7S 9S"])
    assert _refusal(state, Action(3, cards("5S 7S")))[0] == IllegalReason.NOT_A_COMBINATION


# ---------------------------------------------------------------------------
# policies


def test_lowest_first_lead_is_3c_alone():
    state = siantappo.new_game(siantappo.PERUS, 4, seed=3)
    assert DECK.texts(list(siantappo.lowest_policy(state).cards)) == ["3C"]


def test_lowest_plays_fewest_cards_then_lowest_and_siantappo_last():
    state = later_game(["2H 5S 5C 6S 6C 7S 7C", "", "", "2D"])
    state.apply(Action(3, cards("2D")))
    assert DECK.texts(list(siantappo.lowest_policy(state).cards)) == ["2H"]


def test_random_inline_plays_like_the_policy_called():
    called = Policy("random, called", siantappo.random_policy.choose)
    inline = list(siantappo.simulate(siantappo.PERUS, 4, 30, 7, siantappo.random_policy))
    assert list(siantappo.simulate(siantappo.PERUS, 4, 30, 7, called)) == inline


def test_policies_declare_the_uniform_fast_path():
    assert {name: p.uniform for name, p in siantappo.POLICIES.items()} == {
        "lowest": False,
        "random": True,
        "heuristic": False,
        "aloittelija": True,
        "taitava": False,
        "mestari": False,
    }


@pytest.mark.parametrize("policy", list(siantappo.POLICIES))
def test_every_policy_finishes_games_at_every_player_count(policy: str):
    losers = [
        len(outcome.places)
        for players in (3, 4, 5, 6)
        for outcome in siantappo.simulate(
            siantappo.PERUS, players, 5, 1, siantappo.POLICIES[policy]
        )
    ]
    assert losers == [3] * 5 + [4] * 5 + [5] * 5 + [6] * 5


# ---------------------------------------------------------------------------
# series


def test_exchange_tables_after_each_gift_hold_that_gift_and_the_leader():
    seen: list[tuple[dict[str, object], list[int], int, int | None]] = []

    def observe(event: object, state: siantappo.SiantappoState) -> None:
        if isinstance(event, siantappo.Exchanged):
            table = siantappo.table(state)
            counts = [len(hand) for hand in table.hands]
            seen.append((siantappo.event_json(event, "ABC"), counts, table.leader, table.to_move))

    rules = siantappo.make_rules(overrides={"exchange": True})
    stacked = [DECK.parse(c) for c in deck(["", "", ""])]
    previous = [(0,), (1,), (2,)]  # seat 2 lost: it leads after the exchange
    siantappo.new_game(rules, 3, deck=stacked, previous_places=previous, observer=observe)
    assert seen == [
        (
            {
                "type": "exchanged",
                "player": "A",
                "receiver": "C",
                "cards": ["3S", "3H"],
                "strongest": False,
            },
            [16, 17, 19],
            2,
            2,
        ),
        (
            {
                "type": "exchanged",
                "player": "C",
                "receiver": "A",
                "cards": ["AH", "2D"],
                "strongest": True,
            },
            [18, 17, 17],
            2,
            2,
        ),
    ]


def test_series_game_is_new_game_after_the_previous_places():
    rules = siantappo.make_rules(overrides={"series": True})
    outcomes = list(siantappo.simulate(rules, 4, 3, 2, siantappo.random_policy))
    again = siantappo.new_game(
        rules,
        4,
        seed=siantappo.derive_seed(2, 2),
        previous_places=outcomes[1].places,
        policy=siantappo.random_policy,
    )
    assert again.outcome == outcomes[2]


def test_descriptor_options_are_the_rules_fields():
    assert [spec.key for spec in siantappo.OPTIONS] == list(rules_dict(siantappo.Rules()))
    assert {spec.key: spec.presets for spec in siantappo.OPTIONS} == {
        "exchange": {"perussiantappo": True},
        "first_lead": {"perussiantappo": siantappo.FirstLead.WITH_3C},
        "series": {"perussiantappo": False},
    }


# ---------------------------------------------------------------------------
# command line and golden games


def test_cli_simulate_json_reports_loser_by_seat():
    out = io.StringIO()
    args = ["simulate", "siantappo", "--players", "3", "--games", "20", "--seed", "4", "--json"]
    assert cli.main(args, out=out) == 0
    data = json.loads(out.getvalue())
    seats = [0, 0, 0]
    for game in data["per_game"]:
        seats[game["loser"][0]] += 1
    assert (data["game"], data["loser_by_seat"], data["unfinished"], sum(seats)) == (
        "siantappo",
        seats,
        0,
        20,
    )


def test_cli_simulate_series_rule_changes_the_games():
    def run(*extra: str) -> Any:
        out = io.StringIO()
        args = ["simulate", "siantappo", "--games", "10", "--json", *extra]
        assert cli.main(args, out=out) == 0
        return json.loads(out.getvalue())

    series = run("--rule", "series=true")
    assert (series["rules"]["series"], series["per_game"] != run()["per_game"]) == (True, True)


def test_cli_simulate_two_players_refused(capsys: pytest.CaptureFixture[str]):
    assert cli.main(["simulate", "siantappo", "--players", "2"]) == 2
    assert capsys.readouterr().err == "error: 2 players: siantappo takes 3 to 6 players\n"


def test_cli_replay_prints_the_state_shape(tmp_path: Path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps({"game": "siantappo", "players": ["A", "B", "C"], "seed": 1}))
    out = io.StringIO()
    assert cli.main(["replay", str(path)], out=out) == 0
    state = json.loads(out.getvalue())["state"]
    assert list(state) == [
        "phase",
        "trick",
        "trick_kind",
        "passed",
        "leader",
        "turns",
        "to_move",
        "players",
        "result",
    ]
    assert (state["phase"], state["to_move"], len(state["result"]["loser"])) == ("over", None, 1)


def test_compiled_engine_plays_exactly_like_plain_python():
    args = ["-m", "games", "simulate", "siantappo", "--games", "100", "--seed", "5", "--json"]

    def run(pure: str) -> Any:
        env = {**os.environ, "SIKA_PURE_PYTHON": pure}
        done = subprocess.run(
            [sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True, check=True
        )
        return json.loads(done.stdout)

    # Else both runs would be plain Python whenever the build is stale.
    assert (games.COMPILED, Path(siantappo.__file__).suffix) == (True, ".so")
    assert run("0") == run("1")


GOLDEN_FILES = sorted(GOLDEN.glob("*.json"))


def test_golden_files_are_the_listed_games():
    assert [path.stem for path in GOLDEN_FILES] == sorted(GOLDEN_GAMES)


@pytest.mark.parametrize("path", GOLDEN_FILES, ids=[path.stem for path in GOLDEN_FILES])
def test_golden_replay_unchanged(path: Path):
    recorded = json.loads(path.read_text(encoding="utf-8"))
    assert recorded["scenario"] == GOLDEN_GAMES[path.stem]
    assert replay(json.dumps(recorded["scenario"])) == recorded["replay"]


def test_stack_deck_is_every_card_once():
    assert sorted(deck(["3C", "", "", ""])) == sorted(ALL)


def test_copy_played_on_leaves_the_original_unchanged():
    state = siantappo.new_game(siantappo.PERUS, 4, seed=8)
    before = siantappo.table(state)
    twin = state.copy()
    twin.play_out(siantappo.lowest_policy)
    assert (siantappo.table(state), twin.over) == (before, True)


def test_record_keeps_one_table_per_event_up_to_the_limit():
    text = json.dumps({"game": "siantappo", "players": ["A", "B", "C"], "seed": 2})
    recording = record(load_scenario(text), limit=3)
    assert (len(recording.steps), recording.complete, recording.steps[0].table.turns) == (
        3,
        False,
        1,
    )
