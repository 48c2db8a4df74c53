"""Every figure the rules pages give, checked against the engine.

Each figure on a page carries ``data-claim="<id>"``; this file has one test
``test_claim_<id>`` per id, and a test that the two lists agree. The engine
plays with fixed seeds and random choices, so each count is exact: the page
says "931 of a thousand games", the test expects 931 (four players unless
said otherwise). Tests of engine facts the pages state without a figure
follow their claim's test, without the prefix.
"""

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from django.test import Client

from games import sika
from games.cards import SUIT_OF, full_deck
from games.core import Action
from games.simulation import Summary, run
from tests.html import rules_paths

SEED = 2024


def summary(preset: str, players: int, games: int, **rules: object) -> Summary:
    return run(sika.make_rules(preset, rules), players, games, SEED, "random", game="sika")


def share(count: int, summary_or_games: Summary | int) -> float:
    total = summary_or_games if isinstance(summary_or_games, int) else summary_or_games.games
    return count / total


def mean_turns(s: Summary) -> float:
    return sum(s.turns) / s.games


@dataclass
class Observed:
    """What happened in a series of games, counted from the engine's events."""

    games: int = 0
    extra: int = 0  # games with the empty-hand exception
    new_draw_pile: int = 0  # games in which a draw pile was made
    stuck: int = 0  # games with at least one stuck turn
    deadlock: int = 0  # games with at least one free lead
    ends: list[sika.EndReason] = field(default_factory=list)
    stuck_with_cards_left: int = 0  # stuck turns while the source still had cards
    ring_misses: int = 0  # ring cards drawn into the hand in the ring phase
    ring_matches: int = 0  # ring searches that found the suit


class _Counter:
    def __init__(self, totals: Observed, rules: sika.Rules) -> None:
        self.totals = totals
        self.dig = rules.hand_source is sika.HandSource.DIG
        self.seen: set[str] = set()

    def __call__(self, event: sika.Event, state: sika.SikaState) -> None:
        totals = self.totals
        in_ring = state.phase is sika.Phase.RING
        if isinstance(event, sika.Played):
            if event.role is sika.Role.EXTRA:
                self.seen.add("extra")
            elif event.role is sika.Role.MATCH and in_ring and not event.from_hand:
                totals.ring_matches += 1
        elif isinstance(event, sika.Drew):
            totals.ring_misses += in_ring and event.source is sika.Source.RING and event.into_hand
        elif isinstance(event, sika.NewDrawPile):
            self.seen.add("new_draw_pile")
        elif isinstance(event, sika.Deadlock):
            self.seen.add("deadlock")
        elif isinstance(event, sika.TurnEnded) and event.result is sika.TurnResult.STUCK:
            self.seen.add("stuck")
            source = state.pile[:-1] if self.dig else state.draw_pile
            totals.stuck_with_cards_left += bool(source)


@functools.cache
def observed(
    preset: str, players: int, games: int, rules: tuple[tuple[str, object], ...] = ()
) -> Observed:
    made = sika.make_rules(preset, dict(rules))
    totals = Observed(games=games)
    for game in range(games):
        counter = _Counter(totals, made)
        state = sika.new_game(
            made,
            players,
            seed=sika.derive_seed(SEED, game),
            observer=counter,
            policy=sika.random_policy,
        )
        assert state.outcome is not None
        reason = state.outcome.reason
        assert isinstance(reason, sika.EndReason)  # the generic Outcome types it StrEnum
        totals.ends.append(reason)
        for key in counter.seen:
            setattr(totals, key, getattr(totals, key) + 1)
    return totals


# ---------------------------------------------------------------------------
# /sika/


def test_claim_empty_hand_common() -> None:
    assert observed("perussika", 4, 300).extra == 233


def test_claim_one_deck_no_draw() -> None:
    """A draw needs every card on the pile when the ring ends.

    Every ring turn puts a matching card on the pile and then one more card
    (free or extra), whose suit the next matching card shares; only a last
    ring card drawn into an empty hand goes alone. So the pile is the first
    card plus pairs of one suit, and a full pile would split the 52 cards
    into same-suit pairs: impossible with 13 cards a suit. With colour (26
    a colour) or two decks (26 a suit) the count is even, and draws can
    happen.
    """
    # The page: "in the computer's 10,500 games it never happened once" (7 x 1,500).
    assert [summary("perussika", players, 1500).draws for players in range(2, 9)] == [0] * 7
    # "Playing by colour ... now and then": draws in 1,000 games of 2, 4 and 6 players.
    assert [summary("vari", players, 1000).draws for players in (2, 4, 6)] == [89, 34, 16]
    assert summary("perussika", 4, 500, decks=2).draws == 0  # "very rare"


def test_two_decks_stacked_deck_can_draw() -> None:
    # Pairs of one suit in a row: every turn is the empty-hand exception, and
    # the last ring card matches into an empty hand.
    by_suit = sorted(full_deck(2), key=lambda card: SUIT_OF[card])
    rules = sika.make_rules("perussika", {"decks": 2})
    state = sika.new_game(rules, 2, deck=by_suit, policy=sika.lowest_policy)
    assert state.outcome is not None
    assert state.outcome.draw is True


def test_perussika_always_ends() -> None:
    for players in range(2, 9):
        assert summary("perussika", players, 500).unfinished == 0


def test_claim_keep_longer() -> None:
    # "63 turns on average, against 37 when the card is played" (a thousand games each).
    kept = summary("perussika", 4, 1000, dug_card="keep")
    played = summary("perussika", 4, 1000)
    assert (round(mean_turns(kept)), round(mean_turns(played))) == (63, 37)


def hand_phase_suits(rules: sika.Rules, seed: int) -> set[int]:
    """The suits of every card played after the ring in one game."""
    suits: set[int] = set()

    def observer(event: sika.Event, state: sika.SikaState) -> None:
        if isinstance(event, sika.Played) and state.phase is sika.Phase.HAND:
            suits.update(SUIT_OF[card] for card in event.cards)

    sika.new_game(rules, 4, seed=seed, observer=observer, policy=sika.random_policy)
    return suits


def test_claim_no_free_card_never_ends() -> None:
    # "Of the computer's 40 games, not one ended within 2,000 turns."
    endless = summary("perussika", 4, 40, hand_free_card=False, max_turns=2000)
    assert endless.unfinished == 40
    # The suit never changes after the ring: each game goes on playing one suit.
    rules = sika.make_rules("perussika", {"hand_free_card": False, "max_turns": 300})
    suits = [hand_phase_suits(rules, game) for game in range(10)]
    assert all(len(played) <= 1 for played in suits)
    assert sum(len(played) == 1 for played in suits) >= 8


def test_stuck_turn_only_when_the_source_is_dry() -> None:
    dig = observed("perussika", 4, 300)
    recycle = observed("kotiversio", 4, 300)
    assert dig.stuck > 0
    assert recycle.stuck > 0
    assert dig.stuck_with_cards_left == 0
    assert recycle.stuck_with_cards_left == 0


def test_claim_dig_runs_dry() -> None:
    # "A thousand games of four players ... Every one of them ended, and 931 were
    # decided by counting cards. In only 69 ... the last to hold cards."
    s = summary("perussika", 4, 1000)
    assert s.unfinished == 0
    assert (s.ends["stalemate"], s.ends["last_player"]) == (931, 69)


def test_dig_runs_dry_with_any_number_of_players() -> None:
    # The FAQ's "nine games in ten": 787 of 1,000 with two players, 904-954 with three to six.
    counted = [summary("perussika", players, 1000).ends["stalemate"] for players in range(2, 7)]
    assert counted == [787, 904, 931, 951, 954]


def test_claim_dig_free_lead_never_ends() -> None:
    # "Of the computer's 60 games, 56 had not ended after 2,000 turns."
    endless = summary("perussika", 4, 60, stalemate="free_lead", max_turns=2000)
    assert endless.unfinished == 56
    # The same deals under the card count all end, and soon.
    counted = summary("perussika", 4, 60)
    assert counted.unfinished == 0
    assert max(counted.turns) < 300


def test_deadlock_only_with_free_lead() -> None:
    # A draw limit makes stuck turns common; only with free_lead do they add up to a
    # deadlock. Measured: 289 of 300 games stuck; deadlocks in 31 % with free_lead.
    counted = observed("perussika", 4, 300, (("max_draws", 3),))
    skipped = observed(
        "perussika", 4, 100, (("max_draws", 3), ("stalemate", "free_lead"), ("max_turns", 2000))
    )
    assert counted.stuck > 100
    assert counted.deadlock == 0
    assert skipped.deadlock > 0


def test_claim_draw_limit_shorter() -> None:
    # "27 turns on average instead of 37, and 976 games were decided by counting cards."
    limited = summary("perussika", 4, 1000, max_draws=3)
    free = summary("perussika", 4, 1000)
    assert (round(mean_turns(limited)), round(mean_turns(free))) == (27, 37)
    assert limited.ends["stalemate"] == 976


def test_claim_start_seat_small_difference() -> None:
    # "The starting player was the sika 1,123 times and each other seat about 1,000 times."
    assert summary("perussika", 4, 4000).loser_by_seat == [1123, 1017, 1006, 999]


# ---------------------------------------------------------------------------
# /sika/kotiversio/


def test_home_always_ends_with_one_player() -> None:
    for players in range(2, 7):
        s = summary("kotiversio", players, 300)
        assert s.ends[sika.EndReason.LAST_PLAYER.value] == s.games


def test_claim_home_longer() -> None:
    # "500 games of four players ... 119 turns on average, against 37 in basic sika."
    home = round(mean_turns(summary("kotiversio", 4, 500)))
    assert (home, round(mean_turns(summary("perussika", 4, 500)))) == (119, 37)


def test_claim_home_recycles() -> None:
    # "Of the computer's 300 games, 297 made one. In 222 of them a draw pile ran out."
    home = observed("kotiversio", 4, 300)
    assert (home.new_draw_pile, home.stuck) == (297, 222)


def test_claim_home_no_deadlock() -> None:
    """When a draw pile runs out, the next player to draw gets every card beneath
    the top; so the suit is either found or held by a player still in, who
    plays it before the round of empty turns is complete."""
    # "In the computer's 750 games it never happened once" (5 x 150).
    assert [observed("kotiversio", players, 150).deadlock for players in range(2, 7)] == [0] * 5
    # "Then a deadlock came in 70 or 192 of 300 games."
    rules = (("max_draws", 3), ("dug_card", "keep"))
    assert [observed("kotiversio", 4, 300, (rule,)).deadlock for rule in rules] == [70, 192]


# ---------------------------------------------------------------------------
# /sika/muunnelmat/


def test_claim_two_phase_ends() -> None:
    # "In the computer's 300 games a free lead was needed in only 20."
    two_phase = observed("kaksivaiheinen", 4, 300)
    assert set(two_phase.ends) == {sika.EndReason.LAST_PLAYER}
    assert two_phase.deadlock == 20


def test_claim_colour_shorter_searches() -> None:
    # "A search took two cards on average, against four by suit" (3.9 and 2.0).
    by_suit = observed("perussika", 4, 200)
    by_colour = observed("vari", 4, 200)
    suit_search = (by_suit.ring_misses + by_suit.ring_matches) / by_suit.ring_matches
    colour_search = (by_colour.ring_misses + by_colour.ring_matches) / by_colour.ring_matches
    assert (round(suit_search), round(colour_search)) == (4, 2)


def test_claim_no_hand_phase_count_decides() -> None:
    # "21 turns on average instead of 37, and 997 were decided by the count."
    no_hand = summary("ilman_kasivaihetta", 4, 1000)
    assert no_hand.ends["stalemate"] == 997
    basic = round(mean_turns(summary("perussika", 4, 1000)))
    assert (round(mean_turns(no_hand)), basic) == (21, 37)


def test_claim_two_decks_longer() -> None:
    # "The computer's 500 games took 93 turns on average, against 37 with one deck."
    two = round(mean_turns(summary("perussika", 4, 500, decks=2)))
    assert (two, round(mean_turns(summary("perussika", 4, 500)))) == (93, 37)


# ---------------------------------------------------------------------------
# /sika/lisaa/


def longest_suit(state: sika.SikaState) -> Action:
    """The free card (or any single card) from the suit the hand holds most of."""
    held = [0, 0, 0, 0]
    for card in state.hands[state.to_move]:
        held[SUIT_OF[card]] += 1

    def key(action: Action) -> tuple[int, int]:
        (card,) = action.cards
        return (-held[SUIT_OF[card]], card)

    return min(state.legal_actions(), key=key)


def sika_rate(preset: str, seat_policy: Callable[[sika.SikaState], Action]) -> float:
    """How often seat 0 is the sika, playing ``seat_policy`` against random players."""
    rules = sika.make_rules(preset)

    def policy(state: sika.SikaState) -> Action:
        return seat_policy(state) if state.to_move == 0 else sika.random_policy(state)

    games = 2000
    lost = 0
    for game in range(games):
        state = sika.new_game(rules, 4, seed=sika.derive_seed(SEED, game), policy=policy)
        assert state.outcome is not None
        lost += 0 in state.outcome.losers
    return lost / games


def least_played_tie_break(state: sika.SikaState) -> Action:
    """sika.md's wording of the tie-break: among the longest suits, the one played least."""
    held = [0, 0, 0, 0]
    for card in state.hands[state.to_move]:
        held[SUIT_OF[card]] += 1
    in_pile = [0, 0, 0, 0]
    for card in state.pile:
        in_pile[SUIT_OF[card]] += 1

    def key(action: Action) -> tuple[int, int, int]:
        (card,) = action.cards
        return (-held[SUIT_OF[card]], in_pile[SUIT_OF[card]], card)

    return min(state.legal_actions(), key=key)


def test_tips_tie_break_beats_the_played_least_reading() -> None:
    # Measured in the home version: the engine's heuristic (most seen on the pile) 10 %,
    # the longest suit alone 14 %, "played least" 18 %.
    least = sika_rate("kotiversio", least_played_tie_break)
    assert least > sika_rate("kotiversio", longest_suit) + 0.02
    assert least > sika_rate("kotiversio", sika.heuristic_policy) + 0.03


# ---------------------------------------------------------------------------


def test_claims_every_page_claim_backed(client: Client) -> None:
    claims = set()
    for path in rules_paths():
        html = client.get(path).content.decode()
        claims.update(re.findall(r'data-claim="([a-z-]+)"', html))
    tests = {name for name in globals() if name.startswith("test_claim_")}
    assert {"test_claim_" + claim.replace("-", "_") for claim in claims} == tests
