# mypy: disable-error-code="union-attr"
# (a seeded position always has a decision, a finished game its outcome)
"""Mestari in ristiseiska: its worlds keep what the seat knows, and it never peeks."""

import random

from games import ristiseiska as rs
from games import search
from games.core import Action
from tests.games.recording import Record

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


def asked_twice() -> rs.RistiseiskaState:
    """Seat 1 cannot play and asks seat 0, who gives 7S; seat 2 cannot play, asks seat 1."""
    hands = ["7S 6C 2H 3H", "2S 3S KH QD", "4D 5D 9C JC", "7H 7D 10H 6H"]
    state = rs.position(rs.RISTISEISKA, [cs(h) for h in hands], [c("7C")], 1, turns=10)
    assert (state.pending.value, state.decision.player) == ("give", 0)
    state.choose(next(a for a in state.legal_actions() if a.cards == (c("7S"),)))
    assert (state.pending.value, state.decision.player) == ("give", 1)
    return state


def lacked(state: rs.RistiseiskaState, seat: int) -> dict[int, list[str]]:
    return {
        q: [rs.card_text(x) for x in range(rs.ALL_CARDS) if rs.lacks_of(state, q, seat) >> x & 1]
        for q in range(state.players)
        if q != seat
    }


def test_lacks_asking_shows_the_open_cards_missing_until_a_card_comes_face_down():
    state = asked_twice()
    # The giver still trusts the asker's lack, less the card it gave; the others not.
    assert lacked(state, 0) == {1: ["7H", "7D", "6C"], 2: ["7S", "7H", "7D", "6C"], 3: []}
    assert lacked(state, 3) == {0: [], 1: [], 2: ["7S", "7H", "7D", "6C"]}
    assert lacked(state, 1) == {0: [], 2: ["7S", "7H", "7D", "6C"], 3: []}


def test_world_keeps_what_the_seat_knows_and_deals_lacked_cards_elsewhere():
    state = asked_twice()
    for seed in range(30):
        world = rs.determinize(state, 1, random.Random(seed))
        assert world.hands[1] == state.hands[1]
        assert [len(h) for h in world.hands] == [3, 5, 4, 4]
        assert world.down == state.down and world.opens == state.opens
        assert sorted(x for h in world.hands for x in h) == sorted(
            x for h in state.hands for x in h
        )
        assert not set(cs("6C 7H 7D")) & set(world.hands[2])
        assert (world.pending, world.decision.player, world._policy) == (
            rs.DecisionKind.GIVE,
            1,
            None,
        )
    # Seat 0 knows where its gift went.
    assert all(
        rs.determinize(state, 0, random.Random(seed)).owner[c("7S")] == 1 for seed in range(30)
    )


def test_world_known_gifts_stay_and_samples_vary():
    state = decisions("ristiseiska", 4, 3)[21]
    seat = state.decision.player
    worlds = [rs.determinize(state, seat, random.Random(seed)) for seed in range(20)]
    assert {(w.owner[c("QS")], w.owner[c("KS")]) for w in worlds} == {(0, 0)}
    assert all(w.hands[seat] == state.hands[seat] for w in worlds)
    assert all([len(h) for h in w.hands] == [len(h) for h in state.hands] for w in worlds)
    assert len({tuple(w.hands[1]) for w in worlds}) == 20
    again = rs.determinize(state, seat, random.Random(5))
    assert again.hands == worlds[5].hands and again.owner == worlds[5].owner


def test_world_two_players_deals_the_stock_too():
    state = rs.new_game(rs.RISTISEISKA, 2, seed=4)
    seat = state.decision.player
    world = rs.determinize(state, seat, random.Random(1))
    assert (len(world.stock), [len(h) for h in world.hands]) == (
        len(state.stock),
        [len(h) for h in state.hands],
    )
    assert sorted(world.stock + world.hands[1 - seat]) == sorted(
        state.stock + state.hands[1 - seat]
    )
    assert world.stock != state.stock


def one_mestari(preset: str, seat: int, seed: int) -> rs.RistiseiskaState:
    def chooser(state: rs.RistiseiskaState) -> Action:
        return (MESTARI if state.decision.player == seat else TAITAVA)(state)

    return rs.new_game(rs.make_rules(preset), 4, seed=seed, policy=chooser)


def test_mestari_same_position_same_move_and_values():
    state = decisions("ristiseiska", 4, 3)[21]
    twin = state.copy()
    assert search.evaluate(twin, rs.determinize, TAITAVA) == search.evaluate(
        state, rs.determinize, TAITAVA
    )
    assert MESTARI(twin) == MESTARI(state)


def test_mestari_never_holds_back_so_its_games_end():
    rules = rs.make_rules("ristiseiska", {"holding": "sevens_only", "jokers": 2})
    state = rs.new_game(rules, 4, seed=2, policy=MESTARI)
    assert (state.outcome.reason, state.outcome.unfinished) == (rs.EndReason.LAST_PLAYER, False)


def test_mestari_values_every_move_in_the_same_worlds():
    state = decisions("ristiseiska", 4, 3)[21]
    values = search.evaluate(state, rs.determinize, TAITAVA, rs.MESTARI_PLAYOUTS)
    assert [(rs.choice_text(v.action.cards), v.first, v.lost, v.tries) for v in values] == [
        ("2S", 30, 5, 48),
        ("2H", 34, 6, 48),
        ("5D", 37, 2, 48),
        ("8D", 29, 9, 48),
    ]
    assert rs.choice_text(MESTARI(state).cards) == "5D"


def test_mestari_seeded_games_end_alike_every_time():
    basic = one_mestari("ristiseiska", 0, 1).outcome
    jokers = one_mestari("jokerit", 2, 1).outcome
    assert (basic.places, basic.losers, basic.turns) == (((2,), (0,), (3,), (1,)), (1,), 52)
    assert (jokers.places, jokers.losers, jokers.turns) == (((1,), (2,), (0,), (3,)), (3,), 65)


RULE_SETS = [
    rs.make_rules(preset, overrides)
    for preset in rs.PRESETS
    for overrides in ({}, {"holding": "sevens_only"}, {"first_ace": True})
    if not (preset == "ristikasi" and overrides)
] + [rs.make_rules(overrides={"eight_before_six": True})]


def test_rollout_chooses_as_taitava():
    """Mestari's fast rollout makes Taitava's very choices (every preset, 2 to 6 players)."""
    seen: list[tuple[Action, Action]] = []
    wild = random.Random(5)
    for number, rules in enumerate(RULE_SETS):
        for seed in range(4):
            players = max(rules.min_players, 2 + (number + seed) % 5)
            state = rs.new_game(rules, players, seed=seed)
            while not state.over:
                slow = TAITAVA(state)
                seen.append((slow, rs.rollout_policy(state)))
                # Every other game goes on at random, to reach positions Taitava would not.
                state.choose(wild.choice(state.legal_actions()) if seed % 2 else slow)
    assert [pair for pair in seen if pair[0] != pair[1]] == []
    assert len(seen) == 3964


def test_rollout_played_by_the_engine_plays_as_taitava():
    """The engine makes the rollout's choices inline: the very game Taitava plays."""
    for number, rules in enumerate(RULE_SETS):
        players = max(rules.min_players, 2 + number % 5)
        games = []
        for policy in (TAITAVA, rs.rollout_policy):
            events: list[object] = []
            record = Record(events)
            state = rs.new_game(rules, players, seed=number, policy=policy, observer=record)
            games.append((events, state.rng.getstate()))
        assert games[0] == games[1]
        assert len(games[0][0]) > 50


def test_world_of_a_series_ends_with_its_deal_placed_by_the_totals():
    """A search plays no later deal of a series: its world ends with the deal in play,
    each seat placed by its total after that deal's points, while the game deals on."""
    rules = rs.make_rules("pisteet", {"scoring": "count", "target": 30})
    state = rs.new_game(rules, 4, seed=2)
    while state.turns < 70:
        state.choose(TAITAVA(state))
    assert (state.deal, state.totals, state.decision.player) == (1, [2, 0, 1, 7], 3)
    world = rs.determinize(state, 3, random.Random(1))
    world.play_out(rs.rollout_policy)
    assert (world.deal, world.totals, world.turns) == (1, [12, 4, 7, 7], 97)
    assert (world.outcome.places, world.outcome.losers) == (((1,), (2, 3), (0,)), (0,))
    state.play_out(rs.rollout_policy)
    assert (state.deal, state.totals, state.turns) == (7, [33, 17, 33, 28], 393)
