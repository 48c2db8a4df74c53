"""The scenario files of siantappo's worked examples: ``python -m tools.scenarios siantappo``.

Each example stacks the hands it needs (``deck`` turns them into the deal
order the engine deals from).
"""

from collections.abc import Sequence
from pathlib import Path

FOLDER = Path(__file__).resolve().parents[2] / "tutorials" / "packs" / "siantappo" / "scenarios"
INDENT = 1
RANKS = "3 4 5 6 7 8 9 10 J Q K A 2".split()
SUITS = "SCDH"
ALL = [rank + suit for rank in RANKS for suit in SUITS]
FOUR = ["Aino", "Eero", "Liisa", "Onni"]
THREE = ["Aino", "Eero", "Liisa"]


def deck(hands: list[str]) -> list[str]:
    """Hands in, the scenario's ``deck`` (deal order) out; the engine's tests stack with it too.

    Each seat gets the cards named, and the rest of every hand is filled with
    the missing cards, lowest first (strength order ``3 … A 2``, suits ``S C D
    H``), one card to each seat with room in turn. Card ``k`` of the deck goes
    to seat ``k mod n`` (siantappo.md section 8).
    """
    n = len(hands)
    seats = [hand.split() for hand in hands]
    named = [card for hand in seats for card in hand]
    assert len(named) == len(set(named)) and set(named) <= set(ALL), named
    sizes = [52 // n + (1 if q < 52 % n else 0) for q in range(n)]
    rest = [card for card in ALL if card not in named]
    q = 0
    for card in rest:
        while len(seats[q]) >= sizes[q]:
            q = (q + 1) % n
        seats[q].append(card)
        q = (q + 1) % n
    assert [len(hand) for hand in seats] == sizes, [len(hand) for hand in seats]
    return [seats[k % n][k // n] for k in range(52)]


SCENARIOS: dict[str, dict[str, object]] = {
    # The source's example trick: 3C, a four, a jack, a pass though able, the ace of
    # spades, the ace of hearts, a pass without a two, the two of spades, a pass.
    "esimerkkikierros": {
        "players": FOUR,
        "deck": deck(
            [
                "3C 3S 5S 6S 7S 8S 9S 10S QS KS AS 2S 2D",
                "4D 4S 5C 6C 7C 8C 9C 10C JS QC KC AH 2H",
                "JC 3D 4C 5D 6D 7D 8D 9D 10D JD QD KD AD",
                "3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AC 2C",
            ]
        ),
        "choices": ["3C", "4D", "JC", "pass", "AS", "AH", "2S", "pass"],
        "stop_after_turns": 10,
    },
    # A single two, and three pairs in a row on it.
    "siantappo-kakkoselle": {
        "players": THREE,
        "deck": deck(
            [
                "3C 3S 8S 9D JH",
                "2C 4H 7H 10S QC",
                "4S 4C 5S 5C 6S 6C 10H KD",
            ]
        ),
        "choices": ["3C", "2C", ["4S", "4C", "5S", "5C", "6S", "6C"]],
        "stop_after_turns": 6,
    },
    # A pair of twos, and four of a kind on it.
    "neloset-kakkospariin": {
        "players": THREE,
        "deck": deck(
            [
                "3C 3S 8S 10H JH",
                "2S 2C 4H 7H QC",
                "9S 9C 9D 9H 10S KD",
            ]
        ),
        "choices": [["3S", "3C"], ["2S", "2C"], ["9S", "9C", "9D", "9H"]],
        "stop_after_turns": 6,
    },
    # A whole game: players go out one by one, the last one holding cards loses.
    "korteista-eroon": {
        "players": THREE,
        "seed": 11,
        "policy": "heuristic",
    },
    # The source's own going-out case: Eero leads his last card, the queen of hearts;
    # nobody beats it, and Liisa, the next player still holding cards, leads.
    "viimeinen-kortti": {
        "players": FOUR,
        "seed": 6,
        "policy": "heuristic",
        "stop_after_turns": 49,
    },
    # A later game of a series: Liisa won, Eero came second, Onni third and Aino lost.
    "korttienvaihto": {
        "players": FOUR,
        "deck": deck(
            [
                "2H 2S AH 3D 5C 7S",
                "QD 4S 8C 9H JC KC",
                "3S 3C 6H 8D 10C AD",
                "4D 5S 6S 9C JH QH",
            ]
        ),
        "previous_places": [["Liisa"], ["Eero"], ["Onni"], ["Aino"]],
        "stop_after_turns": 6,
    },
}


def build(names: Sequence[str]) -> dict[str, dict[str, object]]:
    """File stem -> scenario, for ``names`` (none: every one)."""
    return {
        name: {"game": "siantappo", "preset": "perussiantappo", **SCENARIOS[name]}
        for name in names or SCENARIOS
    }
