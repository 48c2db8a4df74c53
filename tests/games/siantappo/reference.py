"""An independent, slow reading of siantappo.md sections 2-3 for the tests to compare with.

Cards are codes (``"7H"``); every play is a frozenset of codes. Nothing here is
shared with the engine: it lists combinations with itertools, straight from the
rules' words.
"""

from itertools import combinations, product

RANKS = "3 4 5 6 7 8 9 10 J Q K A 2".split()
SUITS = "SCDH"


def rank(card: str) -> int:
    return RANKS.index(card[:-1])


def strength(card: str) -> int:
    return rank(card) * 4 + SUITS.index(card[-1])


def kind(cards: frozenset[str]) -> str | None:
    """What a set of cards is as a combination (None: no combination)."""
    ranks = sorted(rank(c) for c in cards)
    n = len(cards)
    if len(set(ranks)) == 1:
        return {1: "single", 2: "pair", 3: "three", 4: "four"}[n]
    distinct = sorted(set(ranks))
    consecutive = distinct == list(range(distinct[0], distinct[-1] + 1))
    if not consecutive or 12 in distinct:
        return None
    if n >= 3 and len(distinct) == n:
        return "straight"
    if n == 6 and len(distinct) == 3 and all(ranks.count(r) == 2 for r in distinct):
        return "three_pairs"
    return None


def high(cards: frozenset[str]) -> int:
    return max(strength(c) for c in cards)


def combinations_of(hand: list[str]) -> set[frozenset[str]]:
    """Every set of cards of the hand that is some combination (three pairs included)."""
    by_rank: dict[int, list[str]] = {}
    for card in hand:
        by_rank.setdefault(rank(card), []).append(card)
    out: set[frozenset[str]] = set()
    for cards in by_rank.values():
        for size in range(1, len(cards) + 1):
            out.update(frozenset(c) for c in combinations(cards, size))
    for low in range(12):
        for top in range(low + 2, 12):
            window = range(low, top + 1)
            if all(r in by_rank for r in window):
                out.update(frozenset(c) for c in product(*(by_rank[r] for r in window)))
    for low in range(10):
        window = range(low, low + 3)
        if all(len(by_rank.get(r, [])) >= 2 for r in window):
            pairs = [list(combinations(by_rank[r], 2)) for r in window]
            out.update(frozenset(a + b + c) for a, b, c in product(*pairs))
    return out


def beats(play: frozenset[str], trick: frozenset[str], trick_kind: str) -> bool:
    """Section 2 and 3: may ``play`` go onto ``trick`` (which plays as ``trick_kind``)?"""
    k = kind(play)
    higher = high(play) > high(trick)
    two = rank(max(trick, key=strength)) == 12
    if trick_kind == "single" and two:
        return (k == "single" and higher) or k == "three_pairs"
    if trick_kind == "pair" and two:
        return (k == "pair" and higher) or k == "four"
    if trick_kind in ("siantappo_pairs",):
        return k == "three_pairs" and higher
    if trick_kind in ("siantappo_four", "four"):
        return k == "four" and higher
    if k != trick_kind or len(play) != len(trick):
        return False
    return higher


def legal_plays(
    hand: list[str], trick: list[str] | None, trick_kind: str | None, first_lead: bool
) -> set[frozenset[str]]:
    plays = combinations_of(hand)
    if trick is None or trick_kind is None:
        leads = {p for p in plays if kind(p) != "three_pairs"}
        return {p for p in leads if "3C" in p} if first_lead else leads
    return {p for p in plays if beats(p, frozenset(trick), trick_kind)}
