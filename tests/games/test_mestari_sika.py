"""Sika's Mestari: its worlds keep what the deciding seat has seen, and it never peeks."""

from __future__ import annotations

import random
from collections import Counter

from games import search, sika
from games.cards import SUIT_OF, Card, card_text, full_deck
from games.core import Policy
from games.sika.state import _heuristic
from tests.games.recording import Record


def peek(state: sika.SikaState, seat: int, rng: random.Random) -> sika.SikaState:
    """A world with the true cards left where they are: a search over it peeks."""
    return state.copy()


class Watch:
    """The table's view of the face-down cards still in hands: who drew each, from where.

    A card drawn and passed over is known only by what it was not (the suit it
    did not match), so two such cards of one suit from the same source can trade
    places without anything anyone saw changing.
    """

    def __init__(self, two_phase: bool) -> None:
        self.two_phase = two_phase
        self.draw_piles = 0
        self.origin: dict[Card, tuple[int, str]] = {}

    def __call__(self, event: sika.Event, state: sika.SikaState) -> None:
        if isinstance(event, sika.NewDrawPile):
            self.draw_piles += 1
        elif isinstance(event, sika.Drew) and event.into_hand and not event.matches:
            if event.source is sika.Source.RING:
                self.origin[event.card] = (event.player, "ring")
            elif event.source is sika.Source.DRAW_PILE and not self.two_phase:
                self.origin[event.card] = (event.player, f"draw{self.draw_piles}")
        elif isinstance(event, sika.Played) and event.from_hand:
            for card in event.cards:
                self.origin.pop(card, None)


def position(
    preset: str, seed: int, decisions: int, players: int = 4, decks: int = 1
) -> tuple[sika.SikaState, Watch]:
    """A game, Taitava deciding for everyone, at its ``decisions``-th decision."""
    rules = sika.make_rules(preset, {"decks": decks})
    watch = Watch(rules.two_phase)
    state = sika.new_game(rules, players, seed=seed, observer=watch)
    for _ in range(decisions):
        state.choose(sika.heuristic_policy(state))
    return state, watch


def rearranged(state: sika.SikaState, watch: Watch) -> sika.SikaState:
    """The same table as the player to move saw it, with the hidden cards lying otherwise.

    The ring and the draw pile are reversed, and face-down cards of one suit
    and one source trade places between other players' hands, the ring and
    the draw pile.
    """
    seat = state.to_move
    twin = state.copy()
    twin.ring.reverse()
    if not state.rules.two_phase:
        twin.draw_pile.reverse()
    places: dict[tuple[int, str], list[tuple[list[Card], Card]]] = {}
    for card, (player, source) in sorted(watch.origin.items()):
        if player != seat and card in twin.hands[player]:
            places.setdefault((SUIT_OF[card], source), []).append((twin.hands[player], card))
    for card in twin.ring:
        places.setdefault((SUIT_OF[card], "ring"), []).append((twin.ring, card))
    for card in twin.draw_pile:
        source = f"draw{watch.draw_piles}"
        places.setdefault((SUIT_OF[card], source), []).append((twin.draw_pile, card))
    for group in places.values():
        # Each card goes where the next one of its kind was (a rotation).
        cards = [card for _, card in group]
        for (where, old), new in zip(group, cards[1:] + cards[:1], strict=True):
            where[where.index(old)] = new
    for q in range(state.players):
        twin.hands[q].sort()
    return twin


def moved(before: sika.SikaState, after: sika.SikaState) -> int:
    """How many hidden places hold another card than before."""
    pairs = [(before.ring, after.ring), (before.draw_pile, after.draw_pile)]
    pairs += list(zip(before.hands, after.hands, strict=True))
    return sum(a != b for x, y in pairs for a, b in zip(x, y, strict=True))


def values(state: sika.SikaState, determinize: search.Determinize) -> list[tuple[str, float]]:
    found = search.evaluate(state, determinize, sika.heuristic_policy)
    return [(card_text(v.action.cards[0]), v.score) for v in found]


def check_no_peeking(preset: str, seed: int, decisions: int) -> tuple[str, int, int, bool]:
    """Mestari's move, the hidden places changed, the moves offered, and whether a
    search that peeks would have valued the moves differently in the two positions."""
    state, watch = position(preset, seed, decisions)
    other = rearranged(state, watch)
    assert other.hands[state.to_move] == state.hands[state.to_move]
    assert values(state, sika.determinize) == values(other, sika.determinize)
    move = sika.mestari_policy(state)
    assert sika.mestari_policy(other) == move
    peeking_differs = values(state, peek) != values(other, peek)
    return (
        card_text(move.cards[0]),
        moved(state, other),
        len(state.legal_actions()),
        peeking_differs,
    )


def test_mestari_no_peeking_perussika_ring_phase() -> None:
    assert check_no_peeking("perussika", 2, 4) == ("6S", 28, 9, True)


def test_mestari_no_peeking_perussika_hand_phase() -> None:
    assert check_no_peeking("perussika", 2, 20) == ("5C", 16, 8, False)


def test_mestari_no_peeking_kotiversio_draw_pile() -> None:
    assert check_no_peeking("kotiversio", 2, 19) == ("2D", 23, 17, True)


def test_mestari_no_peeking_when_the_hidden_cards_are_just_the_hands() -> None:
    assert check_no_peeking("perussika", 0, 12) == ("4H", 6, 2, False)


def test_mestari_no_peeking_kotiversio_ring_phase() -> None:
    assert check_no_peeking("kotiversio", 1, 5) == ("6S", 20, 14, True)


def test_mestari_same_position_same_move() -> None:
    state, _ = position("kotiversio", 2, 19)
    moves = [sika.mestari_policy(state), sika.mestari_policy(state.copy())]
    moves.append(sika.mestari_policy(state))
    assert [card_text(m.cards[0]) for m in moves] == ["2D", "2D", "2D"]


def worlds(state: sika.SikaState, count: int = 20) -> list[sika.SikaState]:
    rng = random.Random(5)
    return [sika.determinize(state, state.to_move, rng) for _ in range(count)]


def check_worlds(preset: str, seed: int, decisions: int, players: int = 4, decks: int = 1) -> int:
    """Every world keeps what the seat sees; the number of distinct deals of the rest."""
    state, _ = position(preset, seed, decisions, players, decks)
    seat = state.to_move
    deals = set()
    for world in worlds(state):
        assert world.hands[seat] == state.hands[seat]
        assert (world.pile, world.to_move, world.turns) == (state.pile, seat, state.turns)
        assert world.legal_actions() == state.legal_actions()
        assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
        assert (len(world.ring), len(world.draw_pile)) == (len(state.ring), len(state.draw_pile))
        every = world.ring + world.draw_pile + world.pile + [c for h in world.hands for c in h]
        assert sorted(every) == full_deck(decks)
        for q in range(state.players):
            assert not Counter(state._known[q]) - Counter(world.hands[q])  # seen cards stay
        deals.add((tuple(world.ring), tuple(world.draw_pile), tuple(map(tuple, world.hands))))
    return len(deals)


def test_determinize_keeps_what_the_seat_sees_perussika() -> None:
    assert check_worlds("perussika", 2, 20) == 20


def test_determinize_keeps_what_the_seat_sees_kotiversio() -> None:
    assert check_worlds("kotiversio", 2, 19) == 20


def test_determinize_keeps_what_the_seat_sees_kaksivaiheinen() -> None:
    assert check_worlds("kaksivaiheinen", 1, 5) == 20


def test_determinize_keeps_what_the_seat_sees_without_hand_phase() -> None:
    assert check_worlds("ilman_kasivaihetta", 3, 6) == 20


def test_determinize_keeps_what_the_seat_sees_when_the_hidden_cards_are_just_the_hands() -> None:
    # No ring, no draw pile: the other hands must take exactly the hidden cards,
    # which a first fitting deal often misses (the augmenting paths finish it).
    assert check_worlds("perussika", 0, 12) == 20


def test_determinize_keeps_what_the_seat_sees_with_two_decks() -> None:
    assert check_worlds("kotiversio", 3, 40, players=9, decks=2) == 20


def suits_held(world: sika.SikaState, seat: int) -> str:
    return "".join(sorted({"SHDC"[SUIT_OF[c]] for c in world.hands[seat]}, key="SHDC".index))


def test_determinize_keeps_suits_a_player_showed_it_lacks() -> None:
    # Seat 1 decides. Seat 0 drew past spades and clubs and was seen to lack
    # spades; seat 2 never kept a club. The worlds deal them accordingly.
    state, _ = position("perussika", 2, 20)
    held = {(suits_held(w, 0), suits_held(w, 2)) for w in worlds(state)}
    assert held == {("HDC", "SHD")}


def test_determinize_keeps_the_draw_pile_to_its_cards() -> None:
    # The draw pile was made of cards everyone saw played; the other players drew
    # some of them face down, so only which of them are left is unknown.
    state, watch = position("kotiversio", 2, 19)
    source = f"draw{watch.draw_piles}"
    drawn = [c for c, (q, where) in watch.origin.items() if where == source and q != 0]
    made_of = set(state.draw_pile) | set(drawn)
    assert (len(state.draw_pile), len(drawn)) == (14, 1)
    piles = [w.draw_pile for w in worlds(state)]
    assert all(set(pile) <= made_of for pile in piles)
    assert len({tuple(sorted(pile)) for pile in piles}) == 11


def test_determinize_deals_the_hidden_cards_differently() -> None:
    state, _ = position("perussika", 2, 20)
    hands = {tuple(w.hands[3]) for w in worlds(state)}
    assert len(hands) == 19


def test_taitava_made_inline_plays_as_taitava_called():
    """The engine makes Taitava's choices inline (Mestari's rollouts): the very game."""
    called = Policy("taitava, called", _heuristic)
    for seed in range(12):
        preset = tuple(sika.PRESETS)[seed % len(sika.PRESETS)]
        games = []
        for policy in (sika.heuristic_policy, called):
            events: list[object] = []
            rules = sika.make_rules(preset)
            record = Record(events)
            state = sika.new_game(rules, 2 + seed % 5, seed=seed, policy=policy, observer=record)
            games.append((events, state.rng.getstate()))
        assert games[0] == games[1]
        assert len(games[0][0]) > 30


def test_taitava_inline_shed_is_the_first_option_two_decks_too():
    """In a playout Taitava's shed is found without listing every order of a set (a
    double deck's sets have thousands): the very first of ``shed_options``."""
    checked = 0
    for decks in (1, 2):
        rules = sika.make_rules("kaksivaiheinen", {"decks": decks})
        for seed in range(6):
            state = sika.new_game(rules, 2 + seed, seed=seed)
            wild = random.Random(seed)
            while not state.over:
                if state.pending is sika.DecisionKind.SHED:
                    p = state.to_move
                    assert state._first_shed(p) == state.shed_options(p)[0]
                    checked += 1
                state.choose(wild.choice(state.legal_actions()))
    assert checked == 348
