"""Stacked siantappo deals: hands in, the scenario's ``deck`` (deal order) out.

``deck(["3C AS 2S", "4D AH 2H", ...])`` gives each seat the cards named and
fills the rest of every hand with the missing cards, lowest first (strength
order ``3 … A 2``, suits ``S C D H``), one card to each seat with room in
turn. Card ``k`` of the deck goes to seat ``k mod n`` (siantappo.md section 8).
"""

RANKS = "3 4 5 6 7 8 9 10 J Q K A 2".split()
SUITS = "SCDH"
ALL = [rank + suit for rank in RANKS for suit in SUITS]


def deck(hands: list[str]) -> list[str]:
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
