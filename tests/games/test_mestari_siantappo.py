"""Mestari in siantappo: worlds built from what one seat has seen, a search that never peeks."""

import random

from games import search, siantappo
from games.core import Action
from games.siantappo import SiantappoState
from tests.games.recording import Record

DECK = siantappo.DECK
ALL = (1 << 52) - 1


def mask(text: str) -> int:
    out = 0
    for word in text.split():
        out |= 1 << siantappo._STRENGTH[DECK.parse(word)]
    return out


def hand(state: SiantappoState, seat: int) -> str:
    return " ".join(DECK.texts(list(state.hand(seat))))


def words(cards: tuple[int, ...]) -> str:
    return " ".join(DECK.texts(list(cards))) or "pass"


def reached(
    seed: int, seat: int, turn: int, previous: list[list[int]] | None = None
) -> SiantappoState:
    """A seeded 4-player game played by Taitava until ``seat`` decides at ``turn`` or later."""
    state = siantappo.new_game(siantappo.PERUS, 4, seed=seed, previous_places=previous)
    while not (state.turns >= turn and state.decision is not None and state.to_move == seat):
        state.choose(siantappo.heuristic_policy(state))
    return state


def moved(state: SiantappoState, moves: list[tuple[str, int, int]]) -> SiantappoState:
    """A copy with each card moved from one seat to another (swaps keep the hand sizes)."""
    twin = state.copy()
    for card, giver, taker in moves:
        bit = mask(card)
        assert twin.hands[giver] & bit, card
        twin.hands[giver] ^= bit
        twin.hands[taker] |= bit
    return twin


def same_search(state: SiantappoState, twin: SiantappoState) -> str:
    """Mestari's move in both, which must be the same, with the same values of every move."""
    budget = siantappo.MESTARI_PLAYOUTS
    values = search.evaluate(state, siantappo.determinize, siantappo.rollout_policy, budget)
    again = search.evaluate(twin, siantappo.determinize, siantappo.rollout_policy, budget)
    assert values == again
    move = siantappo.mestari_policy(state)
    assert siantappo.mestari_policy(twin) == move
    assert search.best(values).action == move
    return words(move.cards)


# The first game: seat 1 replies to JD (or passes); seat 3 held 3C and led it.
FIRST = (7, 1, 6)
FIRST_HANDS = [
    "4S 4D 9S 9H 10C 10H QS QC QH AD AH",
    "3S 3D 3H 4C 5S 7C 7D 7H 10S JH KS 2H",
    "5C 5D 5H 6H 7S 8S 8D JC KD AS AC 2C",
    "4H 6S 6C 6D 8C 9D QD KC KH 2S 2D",
]


def test_first_game_position_is_the_seeded_one():
    state = reached(*FIRST)
    assert [hand(state, q) for q in range(4)] == FIRST_HANDS
    assert words(state.trick or ()) == "JD"
    assert state.holder_3c == 3
    assert state.gifts == ()


def test_mestari_first_game_ignores_where_the_hidden_cards_lie():
    state = reached(*FIRST)
    # Seats 0 and 3 swap whole hands (both 11 cards), then 2S and AS change places.
    swap = [(c, 0, 3) for c in FIRST_HANDS[0].split()]
    swap += [(c, 3, 0) for c in FIRST_HANDS[3].split()]
    twin = moved(state, [*swap, ("2S", 0, 2), ("AS", 2, 0)])
    assert hand(twin, 0) == "4H 6S 6C 6D 8C 9D QD KC KH AS 2D"
    assert same_search(state, twin) == "pass"


# A later game: seats finished 0, 1, 2, 3 before. Seat 0 gave 4D 5C to seat 3
# and received AS 2S (so seat 3 kept nothing above AS); seats 1 and 2 swapped
# 3S and 2H, which seat 0 never saw.
LATER = (8, 0, 4, [[0], [1], [2], [3]])
LATER_HANDS = [
    "5D 6D 8D 8H 9S 9C 9D 10S AS AD 2S 2C 2D",
    "4S 4C 5H 7S 7C 10D AC AH 2H",
    "3S 3C 3H 4H 6C 7D 7H 8C JC JH QD KC KD",
    "6H 8S QC KH",
]


def test_later_game_position_is_the_seeded_one():
    state = reached(*LATER)
    assert [hand(state, q) for q in range(4)] == LATER_HANDS
    assert words(state.trick or ()) == "5C"
    assert state.holder_3c == -1
    assert [(g, r, words(siantappo._cards(m)), top) for g, r, m, top in state.gifts] == [
        (0, 3, "4D 5C", False),
        (3, 0, "AS 2S", True),
        (1, 2, "3S", False),
        (2, 1, "2H", True),
    ]


def test_mestari_later_game_ignores_where_the_hidden_cards_lie():
    state = reached(*LATER)
    # KH leaves seat 3 for 7S (below AS), and seat 1's 2H (a gift seat 0 never saw) moves.
    twin = moved(state, [("KH", 3, 1), ("7S", 1, 3), ("2H", 1, 2), ("KD", 2, 1)])
    assert hand(twin, 3) == "6H 7S 8S QC"
    assert same_search(state, twin) == "2S"


def test_mestari_values_each_move_over_the_same_worlds():
    state = reached(*LATER)
    values = search.evaluate(
        state, siantappo.determinize, siantappo.rollout_policy, siantappo.MESTARI_PLAYOUTS
    )
    # 14 moves share 400 playouts: 28 worlds each; the three 2s win 13 of them.
    assert [(words(v.action.cards), v.first, v.lost, v.tries) for v in values] == [
        ("5D", 8, 2, 28),
        ("6D", 8, 2, 28),
        ("8D", 8, 2, 28),
        ("8H", 8, 2, 28),
        ("9S", 3, 1, 28),
        ("9C", 3, 1, 28),
        ("9D", 3, 1, 28),
        ("10S", 8, 1, 28),
        ("AS", 4, 3, 28),
        ("AD", 4, 3, 28),
        ("2S", 13, 1, 28),
        ("2C", 13, 1, 28),
        ("2D", 13, 1, 28),
        ("pass", 4, 0, 28),
    ]
    assert round(search.best(values).score, 6) == 0.75


# The previous loser (seat 3) leads: it gave AC 2H to seat 2, which gave it 4D 5C
# (so seat 2 kept nothing below 5C).
LEAD = (9, 3, 0, [[2], [0], [1], [3]])


def test_mestari_leading_after_the_exchange_ignores_where_the_hidden_cards_lie():
    state = reached(*LEAD)
    assert hand(state, 3) == "3S 3D 4D 4H 5C 6H 8C 9S JS QH KS KC AS"
    assert hand(state, 2) == "5H 6C 7H 8S 8H 9C JH QD AC AD AH 2C 2H"
    twin = moved(state, [("8S", 2, 0), ("9H", 0, 2), ("4S", 0, 1), ("3C", 1, 0)])
    assert hand(twin, 2) == "5H 6C 7H 8H 9C 9H JH QD AC AD AH 2C 2H"
    assert same_search(state, twin) == "4D"


def test_mestari_same_position_same_move():
    state = reached(*LEAD)
    move = siantappo.mestari_policy(state)
    assert siantappo.mestari_policy(state) == move
    assert siantappo.mestari_policy(state.copy()) == move
    assert words(move.cards) == "4D"


def test_world_keeps_what_the_seat_has_seen():
    state = reached(*LEAD)
    held = 0
    for h in state.hands:
        held |= h
    for seed in range(20):
        world = siantappo.determinize(state, 3, random.Random(seed))
        assert world.hands[3] == state.hands[3]
        assert [h.bit_count() for h in world.hands] == [13, 13, 13, 13]
        union = 0
        for h in world.hands:
            assert union & h == 0
            union |= h
        assert union == held
        # Seat 3's gift is still with seat 2, which kept nothing below 5C.
        assert world.hands[2] & mask("AC 2H") == mask("AC 2H")
        assert world.hands[2] & ((mask("5C") << 1) - 1) == 0
        assert world.decision == state.decision
        assert world.turns == state.turns


def test_world_is_a_copy_that_stops_at_each_decision():
    state = reached(*FIRST)
    state.pause_after_turns = 9
    world = siantappo.determinize(state, 1, random.Random(0))
    assert world.pause_after_turns is None
    assert world._policy is None
    world.choose(world.legal_actions()[-1])
    assert state.turns == 7
    assert [hand(state, q) for q in range(4)] == FIRST_HANDS


def test_worlds_vary_with_the_generator():
    state = reached(*LEAD)
    worlds = [siantappo.determinize(state, 3, random.Random(seed)) for seed in range(5)]
    assert len({tuple(w.hands) for w in worlds}) == 5
    assert [hand(w, 0) for w in worlds[:2]] != [hand(state, 0)] * 2


def test_world_puts_3c_with_its_holder_until_it_is_played():
    rules = siantappo.make_rules(overrides={"first_lead": "holder"})
    state = siantappo.new_game(rules, 4, seed=7)
    holder = state.holder_3c
    assert holder == 3
    # The holder leads 2S alone; 3C stays hidden in its hand.
    state.choose(next(a for a in state.legal_actions() if words(a.cards) == "2S"))
    assert state.hands[3] & mask("3C")
    for seed in range(10):
        world = siantappo.determinize(state, state.to_move, random.Random(seed))
        assert world.hands[3] & mask("3C")


def test_rollout_chooses_as_taitava():
    """Mestari's fast rollout makes Taitava's very choices (3 to 6 players, both leads, series)."""
    holder = siantappo.make_rules(overrides={"first_lead": "holder"})
    seen: list[tuple[str, str]] = []
    wild = random.Random(5)

    def both(state: SiantappoState) -> Action:
        slow = siantappo.heuristic_policy(state)
        seen.append((words(slow.cards), words(siantappo.rollout_policy(state).cards)))
        # Every other game goes on at random, to reach positions Taitava would not.
        return wild.choice(state.legal_actions()) if state.rules is holder else slow

    for seed in range(48):
        players = 3 + seed % 4
        previous = [[q] for q in range(players)] if seed % 2 else None
        rules = holder if seed % 3 == 0 else siantappo.PERUS
        siantappo.new_game(rules, players, seed=seed, policy=both, previous_places=previous)
    assert [pair for pair in seen if pair[0] != pair[1]] == []
    assert len(seen) == 1944


def test_rollout_played_by_the_engine_plays_as_taitava():
    """The engine makes the rollout's choices inline: the very game Taitava plays."""
    holder = siantappo.make_rules(overrides={"first_lead": "holder"})
    series = siantappo.make_rules(overrides={"series": True})
    for seed in range(12):
        players = 3 + seed % 4
        rules = (siantappo.PERUS, holder, series)[seed % 3]
        games = []
        for policy in (siantappo.heuristic_policy, siantappo.rollout_policy):
            events: list[object] = []
            state = siantappo.new_game(
                rules, players, seed=seed, policy=policy, observer=Record(events)
            )
            games.append((events, state.rng.getstate()))
        assert games[0] == games[1]
        assert len(games[0][0]) > 30
