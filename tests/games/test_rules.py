"""Presets, options, policies, and the rules that no full deck can reach (hand-made tables)."""

import json
import random
from collections import Counter

import pytest

from games import sika
from games.cards import full_deck
from games.scenario import replay
from games.simulation import rules_json

from .tables import card, cards, deal, play

DEFAULTS = {
    "match": "suit",
    "max_draws": None,
    "hand_phase": True,
    "hand_source": "dig",
    "dug_card": "play",
    "hand_free_card": True,
    "stalemate": "fewest_cards",
    "decks": 1,
    "two_phase": False,
    "max_turns": 5000,
}


@pytest.mark.parametrize(
    ("preset", "changes"),
    [
        ("perussika", {}),
        ("kotiversio", {"hand_source": "recycle", "stalemate": "free_lead"}),
        ("vari", {"match": "colour"}),
        ("ilman_kasivaihetta", {"hand_phase": False}),
        ("kaksivaiheinen", {"two_phase": True, "stalemate": "free_lead"}),
    ],
)
def test_presets_match_the_rules_table(preset, changes):
    assert rules_json(sika.make_rules(preset), "sika") == DEFAULTS | changes


def test_presets_are_exactly_five():
    assert list(sika.PRESETS) == [
        "perussika",
        "kotiversio",
        "vari",
        "ilman_kasivaihetta",
        "kaksivaiheinen",
    ]


def test_make_rules_reads_text_values_from_the_command_line():
    rules = sika.make_rules(
        "kotiversio",
        {"max_draws": "3", "hand_phase": "false", "decks": "2", "max_turns": "40"}
        | {"match": "colour"},
    )
    assert rules_json(rules, "sika") == DEFAULTS | {
        "hand_source": "recycle",
        "stalemate": "free_lead",
        "max_draws": 3,
        "hand_phase": False,
        "decks": 2,
        "max_turns": 40,
        "match": "colour",
    }


@pytest.mark.parametrize("value", [None, "none", "null"])
def test_make_rules_max_draws_none_means_no_limit(value):
    assert sika.make_rules("perussika", {"max_draws": value}).max_draws is None


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"max_draws": 0}, "option 'max_draws' takes a whole number from 1 to 10, not 0"),
        ({"decks": 3}, "option 'decks' takes a whole number from 1 to 2, not 3"),
        ({"hand_phase": "maybe"}, "option 'hand_phase' takes true or false, not 'maybe'"),
        ({"match": "rank"}, "option 'match' takes one of suit, colour, not 'rank'"),
        (
            {"max_turns": True},
            "option 'max_turns' takes a whole number from 1 to 10000000, not True",
        ),
    ],
)
def test_make_rules_bad_value_says_why(overrides, message):
    with pytest.raises(sika.RulesError) as caught:
        sika.make_rules("perussika", overrides)
    assert str(caught.value) == message


@pytest.mark.parametrize(("decks", "players"), [(1, 2), (1, 8), (2, 2), (2, 16)])
def test_check_players_allows_two_to_eight_per_deck(decks, players):
    sika.check_players(sika.make_rules("perussika", {"decks": decks}), players)  # raises if not


@pytest.mark.parametrize(("decks", "players"), [(1, 1), (1, 9), (2, 1), (2, 17)])
def test_check_players_refuses_outside_the_range(decks, players):
    with pytest.raises(sika.PlayersError):
        sika.check_players(sika.make_rules("perussika", {"decks": decks}), players)


def test_kotiversio_is_written_for_two_to_six_players():
    assert sika.PRESET_PLAYERS == {"kotiversio": (2, 6)}
    sika.check_players(sika.make_rules("kotiversio"), 8)  # the engine does not forbid more


def test_scenario_defaults_perussika_seed_0_lowest():
    players = ["Aino", "Eero", "Liisa"]
    explicit = {
        "game": "sika",
        "preset": "perussika",
        "rules": {},
        "players": players,
        "deck": [],
        "seed": 0,
        "policy": "lowest",
        "choices": [],
    }
    # The defaults are the game's own (a scenario names its game: none is the default).
    assert replay(json.dumps({"game": "sika", "players": players})) == replay(json.dumps(explicit))


# ---------------------------------------------------------------------------
# Rules no full deck reaches; the table is changed by hand, all 52 cards kept.


def test_free_lead_with_the_last_card_leaves():
    """Section 5: 'If that was their last card, they leave the game.'"""
    events: list[sika.Event] = []
    state = deal(
        "free_lead_after_a_full_round_of_empty_turns",
        pause=36,
        observer=lambda event, _state: events.append(event),
    )
    state.play_out(sika.POLICIES["lowest"])
    assert (state.free_lead, state.to_move, state.turns) == (True, 0, 36)
    hand = state.hands[0]
    state.pile[:0] = hand[1:]  # the rest of Aino's hand goes under the centre pile
    del hand[1:]
    lead = hand[0]
    state.pause_after_turns = 37
    events.clear()
    state.resume()
    assert events == [
        sika.TurnStarted(0, 37, True),
        sika.Played(0, (lead,), sika.Role.LEAD, True),
        sika.Left((0,), 1),
        sika.TurnEnded(0, sika.TurnResult.PLAYING),
    ]
    assert (state.places, state.to_move, state.outcome) == ([1, None, None], 1, None)


def test_two_phase_nothing_to_draw_is_stuck():
    """Sections 8 and 12: only a turn in which nothing could be drawn at all is stuck."""
    events: list[sika.Event] = []
    state = deal(
        "two_phase_piles_to_hands_stock_oldest_first",
        rules={"stalemate": "fewest_cards"},
        pause=44,
        observer=lambda event, _state: events.append(event),
    )
    state.play_out(sika.POLICIES["lowest"])
    assert (state.to_move, state.hands[0], state.pile[-1]) == (0, list(cards("QC KC")), card("6H"))
    eero = state.hands[1]
    eero += state.draw_pile + state.pile[:-1]  # Eero takes the stock and the pile under the top
    eero.sort()
    state.draw_pile = []
    state.pile = state.pile[-1:]
    state.pause_after_turns = None
    events.clear()
    state.resume()
    assert events[:2] == [sika.TurnStarted(0, 45, False), sika.TurnEnded(0, sika.TurnResult.STUCK)]
    assert state.outcome is not None
    assert (state.outcome.places, state.outcome.losers, state.outcome.reason) == (
        ((0,), (1,)),
        (1,),
        sika.EndReason.STALEMATE,
    )


def test_two_phase_run_may_start_with_an_eight_and_eights_make_sets():
    """Sections 8 and 12; a drawn 8 is always played at once, so no real hand holds one."""
    state = deal("two_phase_run_no_wrap_names_legal_options")
    assert state.pile[-1] == card("JC")
    state.hands[0][:] = sorted(cards("8D 9D 10D 8S 4C JD QD"))
    assert state.shed_options(0) == [
        cards("8D 9D 10D JD QD"),
        cards("8D 9D 10D JD"),
        cards("8D 9D 10D"),
        cards("8S 8D"),
        cards("8D 8S"),
        cards("8S"),
        cards("8D"),
        cards("JD"),
        cards("4C"),
    ]


def test_two_phase_runs_of_every_length_upwards_without_wrapping():
    state = deal("two_phase_run_no_wrap_names_legal_options")
    state.hands[0][:] = sorted(cards("QC KC AC 2C 3C 4C 9C 10C"))
    assert state.shed_options(0) == [
        cards("AC 2C 3C 4C"),
        cards("AC 2C 3C"),
        cards("2C 3C 4C"),
        *[cards(c) for c in ["AC", "2C", "3C", "4C", "9C", "10C", "QC", "KC"]],
    ]


# ---------------------------------------------------------------------------
# Policies (section 10)


def at_liisas_free_card() -> sika.SikaState:
    """The Aino-Eero-Liisa example: Liisa frees one of 2S 6S 5H 4D on QC."""
    state = deal("example_aino_eero_liisa")
    play(state, "3D")
    return state


def test_lowest_policy_takes_the_first_option():
    assert sika.lowest_policy(at_liisas_free_card()) == sika.Action(2, (card("2S"),))


def test_random_policy_uniform_over_distinct_options():
    state = at_liisas_free_card()
    picks: Counter[int] = Counter()
    for seed in range(4000):
        state.rng = random.Random(seed)
        (picked,) = sika.random_policy(state).cards
        picks[picked] += 1
    assert set(picks) == set(cards("2S 6S 5H 4D"))
    assert all(900 <= count <= 1100 for count in picks.values())


def stacked_deck(first: str) -> list[int]:
    """A whole deck, so completing it shuffles nothing and draws no random numbers."""
    front = list(cards(first))
    return front + [c for c in full_deck() if c not in front]


@pytest.mark.parametrize(
    ("first", "draws"),
    [("2S 5D 3S 4H", False), ("2S 5D 6H 3S 4H", True)],
)
def test_random_policy_draws_only_with_two_or_more_options(first, draws):
    state = sika.new_game(
        sika.make_rules(),
        2,
        seed=5,
        deck=stacked_deck(first),
        policy=sika.random_policy,
        pause_after_turns=1,
    )
    assert state.turns == 1
    assert (state.rng.getstate() != random.Random(5).getstate()) == draws


def test_random_policy_same_seed_same_game():
    game = {
        "game": "sika",
        "preset": "kotiversio",
        "players": ["A", "B", "C"],
        "seed": 8,
        "policy": "random",
    }
    text = json.dumps(game)
    assert replay(text) == replay(text)


def test_random_policy_seed_changes_the_game():
    games = {
        json.dumps(
            replay(
                json.dumps(
                    {"game": "sika", "players": ["A", "B", "C"], "seed": s, "policy": "random"}
                )
            )
        )
        for s in range(5)
    }
    assert len(games) == 5


def test_heuristic_ties_everywhere_take_the_lowest_suit():
    state = deal("example_aino_eero_liisa")  # Aino: KS or 3D, no spade or diamond on the pile
    assert sika.heuristic_policy(state) == sika.Action(0, (card("KS"),))


def test_heuristic_matching_card_lowest_of_the_suit():
    state = deal("example_kotiversio_hand_choose_among_matching")
    play(state, "JC")
    play(state, "5D")
    assert sika.heuristic_policy(state).cards == (card("AD"),)


def test_heuristic_two_phase_sheds_like_lowest():
    state = deal("two_phase_run_no_wrap_names_legal_options")
    assert (
        sika.heuristic_policy(state)
        == sika.lowest_policy(state)
        == sika.Action(0, cards("AC 2C 3C"))
    )


def test_policies_are_the_three_of_the_rules_and_the_three_levels():
    assert list(sika.POLICIES) == [
        "lowest",
        "random",
        "heuristic",
        "aloittelija",
        "taitava",
        "mestari",
    ]
