"""Properties of whole games over seeds, player counts, presets and option mixes (Hypothesis)."""

from collections.abc import Callable
from dataclasses import dataclass, field

from hypothesis import Phase, example, given, settings
from hypothesis import strategies as st

from games import sika
from games.cards import SUIT_OF

# No shrinking: a failing game is reported with its rules, players and seed, which is all it
# takes to replay it, and shrinking whole games costs most of a minute.
EXAMPLES = settings(
    max_examples=60,
    deadline=None,
    phases=[Phase.explicit, Phase.reuse, Phase.generate],
)

OPTIONS = {
    "match": st.sampled_from(["suit", "colour"]),
    "max_draws": st.one_of(st.none(), st.integers(1, 10)),
    "hand_phase": st.booleans(),
    "hand_source": st.sampled_from(["dig", "recycle"]),
    "dug_card": st.sampled_from(["play", "keep"]),
    "hand_free_card": st.booleans(),
    "stalemate": st.sampled_from(["free_lead", "fewest_cards"]),
    "decks": st.sampled_from([1, 2]),
    "two_phase": st.booleans(),
    # Some mixes never end (dig with free_lead): keep them short.
    "max_turns": st.integers(1, 400),
}


@dataclass
class Game:
    rules: sika.Rules
    players: int
    seed: int
    policy: str
    events: list[sika.Event] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


@st.composite
def games(draw: st.DrawFn) -> Game:
    preset = draw(st.sampled_from(list(sika.PRESETS)))
    keys = draw(st.lists(st.sampled_from(list(OPTIONS)), unique=True, max_size=4))
    overrides = {key: draw(OPTIONS[key]) for key in keys}
    rules = sika.make_rules(preset, overrides)
    players = draw(st.integers(2, rules.max_players))
    seed = draw(st.integers(0, 2**32))
    # Mestari searches at every decision (too slow for whole generated games); it
    # picks among the same offered moves, checked in test_mestari_sika.
    policies = [name for name in sika.POLICIES if name != "mestari"]
    return Game(rules, players, seed, draw(st.sampled_from(policies)))


def every_preset(test: Callable[[Game], None]) -> Callable[[Game], None]:
    """Each preset as it is, with four players, besides the generated games."""
    for number, preset in enumerate(sika.PRESETS):
        test = example(Game(sika.make_rules(preset), 4, number, "random"))(test)
    return test


def cards_in_play(state: sika.SikaState) -> int:
    return len(state.ring) + len(state.pile) + len(state.draw_pile) + sum(map(len, state.hands))


def play(game: Game) -> sika.SikaState:
    """Play to the end, asking the policy at each decision and checking it with check_action."""
    policy = sika.POLICIES[game.policy]
    game.events.clear()
    game.problems.clear()

    def observe(event: sika.Event, state: sika.SikaState) -> None:
        game.events.append(event)
        if cards_in_play(state) != 52 * game.rules.decks:
            game.problems.append(f"{cards_in_play(state)} cards at {event}")

    state = sika.new_game(game.rules, game.players, seed=game.seed, observer=observe)
    while state.pending is not None:
        action = policy(state)
        assert isinstance(action, sika.Action)
        assert action in sika.legal_actions(state)
        # Raises IllegalMoveError if the engine offered something its own check refuses.
        sika.check_action(state, action)
        state.choose(action)
    return state


@EXAMPLES
@given(games())
@every_preset
def test_cards_conserved_at_every_event(game: Game):
    state = play(game)
    assert game.problems[:1] == []
    assert cards_in_play(state) == 52 * game.rules.decks


@EXAMPLES
@given(games())
@every_preset
def test_pile_suit_counts_kept_as_cards_move_match_the_pile_at_every_turn(game: Game):
    """The centre pile's suit counts the state keeps equal the pile's own, turn by turn."""
    state = sika.new_game(game.rules, game.players, seed=game.seed, pause_after_turns=0)
    policy = sika.POLICIES[game.policy]
    wrong = []
    while not state.over:
        counted = [0, 0, 0, 0]
        for card in state.pile:
            counted[SUIT_OF[card]] += 1
        if state._in_pile != counted:
            wrong.append((state.turns, state._in_pile, counted))
        state.pause_after_turns = state.turns + 1
        if state.pending is None:
            state.resume()
        else:
            state.choose(policy(state))
    assert wrong[:1] == []


@EXAMPLES
@given(games())
@every_preset
def test_nobody_leaves_during_the_ring_phase(game: Game):
    play(game)
    ring_over = [i for i, e in enumerate(game.events) if isinstance(e, sika.RingEmptied)]
    first_left = [i for i, e in enumerate(game.events) if isinstance(e, sika.Left)][:1]
    assert len(ring_over) <= 1
    assert all(ring_over and i > ring_over[0] for i in first_left)


@EXAMPLES
@given(games())
@every_preset
def test_every_offered_option_passes_check_action(game: Game):
    policy = sika.POLICIES[game.policy]
    state = sika.new_game(game.rules, game.players, seed=game.seed)
    while state.pending is not None:
        for action in sika.legal_actions(state):
            sika.check_action(state, action)  # raises if refused
        state.choose(policy(state))
    assert state.over


@EXAMPLES
@given(games())
@every_preset
def test_games_end_or_stop_only_at_max_turns(game: Game):
    state = play(game)
    outcome = state.outcome
    assert outcome is not None
    assert outcome.turns == state.turns <= game.rules.max_turns
    assert outcome.unfinished == (outcome.reason is sika.EndReason.MAX_TURNS)
    assert not outcome.unfinished or state.turns == game.rules.max_turns
    assert isinstance(game.events[-1], sika.GameOver)
    assert sum(isinstance(e, sika.TurnStarted) for e in game.events) == state.turns


@EXAMPLES
@given(games())
@every_preset
def test_results_well_formed(game: Game):
    state = play(game)
    outcome = state.outcome
    assert outcome is not None
    out = [q for group in outcome.places for q in group]
    assert len(out) == len(set(out))
    assert all(group != () for group in outcome.places)
    # Places are numbered by group, 1, 1, 2: a player's place is their group's number.
    for number, group in enumerate(outcome.places, start=1):
        assert all(state.places[q] == number for q in group)
    still_in = [q for q in range(game.players) if q not in out]
    assert all(state.places[q] is None for q in still_in)
    if outcome.unfinished:
        assert outcome.losers == ()
    else:
        assert sorted(out) == list(range(game.players))
    if outcome.draw:
        assert (len(outcome.places), outcome.losers) == (1, ())
    elif not outcome.unfinished:
        assert outcome.losers == outcome.places[-1] != ()
    if outcome.reason is sika.EndReason.LAST_PLAYER:
        assert len(outcome.losers) == 1


@EXAMPLES
@given(games())
@every_preset
def test_same_seed_same_game(game: Game):
    again = Game(game.rules, game.players, game.seed, game.policy)
    first, second = play(game), play(again)
    assert game.events == again.events
    assert sika.table(first) == sika.table(second)
