"""Write the scenario files: ``.venv/bin/python -m tests.games.siantappo.make_scenarios``.

Each case names its rule point, the hands it stacks (``stack.deck`` turns them
into the deal order) and what the replay must show, written out by hand.
"""

import json
from pathlib import Path
from typing import Any

from .stack import deck

SCENARIOS = Path(__file__).parent / "scenarios"
FOUR = ["P1", "P2", "P3", "P4"]
THREE = ["Aino", "Eero", "Liisa"]
SIX = ["A", "B", "C", "D", "E", "F"]
EXAMPLE_HANDS = [
    "3C 3S 5S 6S 7S 8S 9S 10S QS KS AS 2S 2D",
    "4D 4S 5C 6C 7C 8C 9C 10C JS QC KC AH 2H",
    "JC 3D 4C 5D 6D 7D 8D 9D 10D JD QD KD AD",
    "3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AC 2C",
]


def played(player: str, cards: list[str], combo: str, lead: bool) -> dict[str, Any]:
    return {"type": "played", "player": player, "cards": cards, "combo": combo, "lead": lead}


def passed(player: str, automatic: bool) -> dict[str, Any]:
    return {"type": "passed", "player": player, "automatic": automatic}


def fell(leader: str, unbeatable: bool = False) -> dict[str, Any]:
    return {"type": "trick_fell", "leader": leader, "unbeatable": unbeatable}


def case(rule: str, hands: list[str], scenario: dict[str, Any], expect: dict[str, Any]) -> Any:
    note = "hands (the rest filled lowest first): " + " / ".join(hands)
    full = {"game": "siantappo", **scenario, "deck": deck(hands)}
    return {"rule": rule, "note": note, "scenario": full, "expect": expect}


LATER = {"previous_places": [["Eero"], ["Liisa"], ["Aino"]], "rules": {"exchange": False}}

CASES: dict[str, Any] = {
    "example_four_player_trick": case(
        "4 Play, the source's example trick: 3C, 4, J, a pass though able, AS, AH, an "
        "automatic pass without a 2, 2S, a pass: the trick falls to P1, who leads",
        EXAMPLE_HANDS,
        {
            "players": FOUR,
            "choices": ["3C", "4D", "JC", "pass", "AS", "AH", "2S", "pass"],
            "stop_after_turns": 9,
        },
        {
            "events": [
                played("P1", ["3C"], "single", True),
                played("P2", ["4D"], "single", False),
                played("P3", ["JC"], "single", False),
                passed("P4", False),
                played("P1", ["AS"], "single", False),
                played("P2", ["AH"], "single", False),
                passed("P3", True),
                played("P1", ["2S"], "single", False),
                passed("P2", False),
                fell("P1"),
            ],
            "state": {"trick": None, "leader": "P1", "to_move": "P1", "passed": [], "turns": 9},
        },
    ),
    "passed_player_gets_no_more_turns": case(
        "4 Play: a player who passed is skipped until the trick falls",
        EXAMPLE_HANDS,
        {"players": FOUR, "choices": ["3C", "4D", "JC", "pass", "AS"], "stop_after_turns": 5},
        {"state": {"passed": ["P4"], "to_move": "P2", "trick": ["AS"], "leader": "P1"}},
    ),
    "first_lead_must_hold_3c": case(
        "4 Play: in the first game the holder of 3C leads, and the lead holds 3C",
        EXAMPLE_HANDS,
        {"players": FOUR, "choices": ["3S"]},
        {"error": "choice 1 (3S) is not legal at decision 1 (P1, turn 1: which combination"},
    ),
    "first_lead_pair_with_3c": case(
        "4 Play: the first lead may be a pair holding 3C",
        EXAMPLE_HANDS,
        {"players": FOUR, "choices": [["3C", "3S"]], "stop_after_turns": 1},
        {
            "events": [played("P1", ["3S", "3C"], "pair", True)],
            "state": {"trick": ["3S", "3C"], "trick_kind": "pair", "to_move": "P2"},
        },
    ),
    "first_lead_holder_option_leads_anything": case(
        "4 Play, option first_lead: holder: the holder of 3C leads anything",
        EXAMPLE_HANDS,
        {
            "players": FOUR,
            "rules": {"first_lead": "holder"},
            "choices": ["KS"],
            "stop_after_turns": 1,
        },
        {"events": [played("P1", ["KS"], "single", True)]},
    ),
    "pair_beaten_by_higher_pair_by_higher_card": case(
        "2 Combinations: a pair is compared by its higher card, 7S 7H beats 7C 7D",
        ["7C 7D", "7S 7H", ""],
        {"players": THREE, **LATER, "choices": [["7C", "7D"], ["7S", "7H"]], "stop_after_turns": 2},
        {
            "events": [
                played("Aino", ["7C", "7D"], "pair", True),
                played("Eero", ["7S", "7H"], "pair", False),
            ],
            "state": {"trick": ["7S", "7H"], "trick_kind": "pair", "to_move": "Liisa"},
        },
    ),
    "pair_not_beaten_by_three": case(
        "2 Combinations: a pair is beaten only by a higher pair, not by three of a kind",
        ["7C 7D", "9S 9C 9H", ""],
        {"players": THREE, **LATER, "choices": [["7C", "7D"], ["9S", "9C", "9H"]]},
        {"error": "choice 2 (9S 9C 9H) is not legal at decision 2 (Eero, turn 2"},
    ),
    "single_two_beaten_by_three_pairs_then_higher_three_pairs": case(
        "3 Siantappo: a single 2 falls to three consecutive pairs, and those to higher ones",
        ["2D", "5S 5C 6S 6C 7S 7C", "5D 5H 6D 6H 7D 7H"],
        {
            "players": THREE,
            **LATER,
            "choices": [
                "2D",
                ["5S", "5C", "6S", "6C", "7S", "7C"],
                ["5D", "5H", "6D", "6H", "7D", "7H"],
            ],
            "stop_after_turns": 3,
        },
        {
            "events": [
                played("Aino", ["2D"], "single", True),
                played("Eero", ["5S", "5C", "6S", "6C", "7S", "7C"], "siantappo_pairs", False),
                played("Liisa", ["5D", "5H", "6D", "6H", "7D", "7H"], "siantappo_pairs", False),
            ],
            "state": {"trick_kind": "siantappo_pairs", "to_move": "Aino"},
        },
    ),
    "two_twos_beaten_by_four_of_a_kind_then_higher_four": case(
        "3 Siantappo: a pair of 2s falls to four of a kind, and that to a higher four",
        ["2S 2C", "4S 4C 4D 4H", "9S 9C 9D 9H"],
        {
            "players": THREE,
            **LATER,
            "choices": [["2S", "2C"], ["4S", "4C", "4D", "4H"], ["9S", "9C", "9D", "9H"]],
            "stop_after_turns": 3,
        },
        {
            "events": [
                played("Aino", ["2S", "2C"], "pair", True),
                played("Eero", ["4S", "4C", "4D", "4H"], "siantappo_four", False),
                played("Liisa", ["9S", "9C", "9D", "9H"], "siantappo_four", False),
            ],
        },
    ),
    "three_pairs_are_no_lead": case(
        "3 Siantappo: three consecutive pairs are not a lead",
        ["5S 5C 6S 6C 7S 7C", "", ""],
        {"players": THREE, **LATER, "choices": [["5S", "5C", "6S", "6C", "7S", "7C"]]},
        {"error": "choice 1 (5S 5C 6S 6C 7S 7C) is not legal at decision 1 (Aino, turn 1"},
    ),
    "straight_of_other_length_refused": case(
        "2 Combinations: a straight is beaten only by a straight of exactly as many cards",
        ["3S 4S 5S", "6C 7C 8C 9C", ""],
        {"players": THREE, **LATER, "choices": [["3S", "4S", "5S"], ["6C", "7C", "8C", "9C"]]},
        {"error": "choice 2 (6C 7C 8C 9C) is not legal at decision 2 (Eero, turn 2"},
    ),
    "straight_beaten_by_higher_straight_of_same_length": case(
        "2 Combinations: a straight is compared by its highest card, rank then suit",
        ["3S 4S 5S", "3H 4H 5H", ""],
        {
            "players": THREE,
            **LATER,
            "choices": [["3S", "4S", "5S"], ["3H", "4H", "5H"]],
            "stop_after_turns": 2,
        },
        {"events": [played("Eero", ["3H", "4H", "5H"], "straight", False)]},
    ),
    "ace_of_hearts_straight_falls_at_once": case(
        "2 Combinations: a straight ending in AH can never be beaten: the trick falls and "
        "its player leads",
        ["QD KD AH", "", ""],
        {"players": THREE, **LATER, "choices": [["QD", "KD", "AH"]], "stop_after_turns": 1},
        {
            "events": [played("Aino", ["QD", "KD", "AH"], "straight", True), fell("Aino", True)],
            "state": {"trick": None, "leader": "Aino", "to_move": "Aino", "turns": 1},
        },
    ),
    "going_out_trick_falls_next_player_leads": case(
        "4 Play: a player who plays their last card takes the next place; if the trick falls "
        "on that play, the next player still in the game leads",
        ["", "", "", "", "3D 4D 5D 6D 7D 8D 9D 10D", "4S 5S 6S 7S 8S 9S 10S JS"],
        {
            "players": SIX,
            "previous_places": [["A"], ["B"], ["C"], ["D"], ["F"], ["E"]],
            "rules": {"exchange": False},
            "choices": [["3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D"], "pass"],
            "stop_after_turns": 6,
        },
        {
            "events": [
                played("E", ["3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D"], "straight", True),
                {"type": "went_out", "player": "E", "place": 1},
                passed("F", False),
                passed("A", True),
                passed("D", True),
                fell("F"),
            ],
            "state": {"trick": None, "leader": "F", "to_move": "F", "turns": 6},
        },
    ),
    "going_out_last_play_can_be_beaten": case(
        "4 Play: the last play of a player who went out still stands and may be beaten; "
        "F goes out beating it, the trick falls on F's play and A, next after F, leads",
        ["", "", "", "", "3D 4D 5D 6D 7D 8D 9D 10D", "4S 5S 6S 7S 8S 9S 10S JS"],
        {
            "players": SIX,
            "previous_places": [["A"], ["B"], ["C"], ["D"], ["F"], ["E"]],
            "rules": {"exchange": False},
            "choices": [
                ["3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D"],
                ["4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS"],
            ],
            "stop_after_turns": 6,
        },
        {
            "events": [
                {"type": "went_out", "player": "E", "place": 1},
                played("F", ["4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS"], "straight", False),
                {"type": "went_out", "player": "F", "place": 2},
                passed("A", True),
                passed("D", True),
                fell("A"),
            ],
            "state": {"trick": None, "leader": "A", "to_move": "A", "turns": 6},
        },
    ),
    "exchange_four_players_first_last_two_second_one": case(
        "5 Series: the winner gives their two lowest cards to the loser, who gives their two "
        "highest back; second place and second-to-last swap one; the loser leads",
        ["3S 4S", "2H 2D", "5S AD", "KH 6S"],
        {
            "players": FOUR,
            "previous_places": [["P1"], ["P3"], ["P4"], ["P2"]],
            "stop_after_turns": 0,
        },
        {
            "events": [
                # P1 was dealt 3S 3C 4S ..., P3 3H 5S ..., P4 ... KH 2C (the filling)
                {"type": "exchanged", "player": "P1", "receiver": "P2", "cards": ["3S", "3C"]},
                {"type": "exchanged", "player": "P2", "receiver": "P1", "cards": ["2D", "2H"]},
                {"type": "exchanged", "player": "P3", "receiver": "P4", "cards": ["3H"]},
                {"type": "exchanged", "player": "P4", "receiver": "P3", "cards": ["2C"]},
            ],
            "state": {"leader": "P2", "to_move": "P2", "trick": None},
        },
    ),
    "exchange_three_players_only_first_and_last": case(
        "5 Series, 8 Exchange: with 3 players only first and last swap, two cards each",
        ["", "", ""],
        {
            "players": THREE,
            "previous_places": [["Liisa"], ["Aino"], ["Eero"]],
            "stop_after_turns": 0,
        },
        {
            "events": [
                {"type": "exchanged", "player": "Liisa", "receiver": "Eero"},
                {"type": "exchanged", "player": "Eero", "receiver": "Liisa"},
            ],
            "state": {"leader": "Eero", "to_move": "Eero"},
        },
    ),
    "exchange_off_previous_loser_leads_anything": case(
        "5 Series, option exchange: false: no cards change hands and the previous loser leads",
        ["", "", "KS"],
        {
            "players": THREE,
            "previous_places": [["Aino"], ["Eero"], ["Liisa"]],
            "rules": {"exchange": False},
            "choices": ["KS"],
            "stop_after_turns": 1,
        },
        {"events": [played("Liisa", ["KS"], "single", True)]},
    ),
    "joiner_counts_as_previous_loser": case(
        "5 Series: a player who joins the series counts as the previous loser",
        ["", "", ""],
        {"players": THREE, "previous_places": [["Eero"], ["Aino"]], "stop_after_turns": 0},
        {
            "events": [
                {"type": "exchanged", "player": "Eero", "receiver": "Liisa"},
                {"type": "exchanged", "player": "Liisa", "receiver": "Eero"},
            ],
            "state": {"leader": "Liisa", "to_move": "Liisa"},
        },
    ),
    "deal_one_card_each_from_seat_zero": case(
        "1 Cards, 8 Dealing: all 52 cards dealt from seat 0; the first seats get the extra "
        "card; hands in strength order",
        ["2H 3S", "", ""],
        {"players": THREE, "rules": {"first_lead": "holder"}, "stop_after_turns": 0},
        {
            "state": {
                "players": [
                    {
                        "name": "Aino",
                        "hand": "3S 3C 4S 4H 5D 6C 7S 7H 8D 9C 10S 10H JD QC KS KH AD 2H".split(),
                        "place": None,
                    },
                    {
                        "name": "Eero",
                        "hand": "3D 4C 5S 5H 6D 7C 8S 8H 9D 10C JS JH QD KC AS AH 2C".split(),
                        "place": None,
                    },
                    {
                        "name": "Liisa",
                        "hand": "3H 4D 5C 6S 6H 7D 8C 9S 9H 10D JC QS QH KD AC 2S 2D".split(),
                        "place": None,
                    },
                ],
                "to_move": "Aino",
            }
        },
    ),
}


def main() -> None:
    SCENARIOS.mkdir(exist_ok=True)
    for name, data in CASES.items():
        text = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
        (SCENARIOS / f"{name}.json").write_text(text, encoding="utf-8")
    print(f"{len(CASES)} scenario files")


if __name__ == "__main__":
    main()
