"""Mestari in ristiseiska: its worlds keep what the seat knows, and it never peeks."""

import random

from games import ristiseiska as rs
from games import search

TAITAVA = rs.POLICIES["taitava"]
MESTARI = rs.POLICIES["mestari"]


def c(text: str) -> int:
    return rs.DECK.parse(text)


def cs(text: str) -> list[int]:
    return [c(word) for word in text.split()]


def decisions(preset: str, players: int, seed: int) -> list[rs.RistiseiskaState]:
    """Every decision of a game Taitava plays at every seat, as a snapshot."""
    state = rs.new_game(rs.make_rules(preset), players, seed=seed)
    out = []
    while not state.over:
        out.append(state.copy())
        state.choose(TAITAVA(state))
    return out


def hidden(state: rs.RistiseiskaState, seat: int) -> dict[int, list[int]]:
    """By other seat, its cards whose holder ``seat`` does not know."""
    return {
        q: [card for card in state.hands[q] if not state.seen[card] >> seat & 1]
        for q in range(state.players)
        if q != seat
    }


def rearranged(state: rs.RistiseiskaState, seat: int, tries: int = 2000) -> rs.RistiseiskaState:
    """The same position with the others' hidden cards dealt among them anew, keeping the
    hand sizes and what each showed it lacks (as the seat saw it)."""
    rng = random.Random(11)
    secret = hidden(state, seat)
    pool = sorted(card for cards in secret.values() for card in cards)
    for _ in range(tries):
        rng.shuffle(pool)
        deal: dict[int, list[int]] = {}
        start = 0
        for q, cards in secret.items():
            deal[q] = pool[start : start + len(cards)]
            start += len(cards)
        fits = all(
            not rs.lacks_of(state, q, seat) >> card & 1
            for q, cards in deal.items()
            for card in cards
        )
        if fits and any(sorted(deal[q]) != sorted(secret[q]) for q in deal):
            break
    else:
        raise AssertionError("no other deal fits")
    other = state.copy()
    for q, cards in deal.items():
        kept = [card for card in state.hands[q] if card not in secret[q]]
        other.hands[q] = sorted(kept + cards)
        for card in cards:
            other.owner[card] = q
    return other


def known(state: rs.RistiseiskaState) -> dict[str, int]:
    """The cards in other hands whose holder the deciding seat knows."""
    seat = state.decision.player
    return {
        rs.card_text(card): q
        for q in range(state.players)
        if q != seat
        for card in state.hands[q]
        if state.seen[card] >> seat & 1
    }


def check_no_peeking(state: rs.RistiseiskaState) -> None:
    seat = state.decision.player
    other = rearranged(state, seat)
    assert other.hands != state.hands
    assert other.hands[seat] == state.hands[seat]
    assert search.evaluate(other, rs.determinize, TAITAVA) == search.evaluate(
        state, rs.determinize, TAITAVA
    )
    assert MESTARI(other) == MESTARI(state)


def test_no_peeking_basic_game_after_asks_and_gifts():
    game = decisions("ristiseiska", 4, 3)
    # 5: a card the seat gave is known; 12: giving; 21: two known gifts; 30: asked.
    picked = [game[5], game[12], game[21], game[30]]
    assert [(s.turns, s.pending.value, s.decision.player) for s in picked] == [
        (9, "play", 2),
        (19, "give", 3),
        (30, "play", 3),
        (41, "give", 1),
    ]
    assert [known(s) for s in picked] == [{"2S": 3}, {}, {"QS": 0, "KS": 0}, {}]
    for state in picked:
        check_no_peeking(state)


def test_no_peeking_with_jokers():
    game = decisions("jokerit", 4, 3)
    picked = [game[10], game[21], game[37]]
    assert [(s.turns, s.pending.value, s.decision.player) for s in picked] == [
        (14, "play", 0),
        (26, "play", 0),
        (40, "give", 1),
    ]
    for state in picked:
        check_no_peeking(state)


def test_no_peeking_with_two_decks():
    game = decisions("kaksi_pakkaa", 5, 3)
    picked = [game[8], game[20]]
    for state in picked:
        check_no_peeking(state)
