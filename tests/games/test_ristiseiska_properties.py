"""Properties of whole ristiseiska games over seeds, player counts, presets and option mixes.

Each game is watched event by event against a reference of the layout rules
written here from ristiseiska.md (not the engine's tables): every card laid
fits, nobody passes, asks, draws or takes the token while holding a card that
fits, an extra play follows only a closing card, cards are conserved, a giver
keeps a card, dead cards never reach the table.
"""

from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import Phase, assume, example, given, settings
from hypothesis import strategies as st

from games import ristiseiska as rs
from games.core import RulesError

EXAMPLES = settings(
    max_examples=100,
    deadline=None,
    phases=[Phase.explicit, Phase.reuse, Phase.generate],
)

OPTIONS = {
    "end": st.sampled_from(["last", "first_out"]),
    "scoring": st.sampled_from(["face", "count"]),
    "eight_before_six": st.booleans(),
    "first_ace": st.booleans(),
    "holding": st.sampled_from(["none", "sevens_only"]),
    "decks": st.sampled_from([1, 2]),
    "jokers": st.integers(0, 2),
    "target": st.sampled_from([None, 60, 150]),
}


@dataclass
class Game:
    rules: rs.Rules
    players: int
    seed: int
    policy: str


# Mestari searches (many Taitava games a decision): its own tests are in
# test_mestari_ristiseiska.py.
PLAYERS = [name for name in rs.POLICIES if name != "mestari"]


@st.composite
def games(draw: st.DrawFn) -> Game:
    preset = draw(st.sampled_from(list(rs.PRESETS)))
    keys = draw(st.lists(st.sampled_from(list(OPTIONS)), unique=True, max_size=4))
    overrides = {key: draw(OPTIONS[key]) for key in keys}
    try:
        rules = rs.make_rules(preset, overrides)
    except RulesError:
        assume(False)
        raise
    players = draw(st.integers(rules.min_players, min(rules.max_players, 6)))
    seed = draw(st.integers(0, 2**32))
    return Game(rules, players, seed, draw(st.sampled_from(PLAYERS)))


def every_preset(test: Any) -> Any:
    for number, preset in enumerate(rs.PRESETS):
        test = example(Game(rs.make_rules(preset), 4, number, "random"))(test)
    return test


def fits(rules: rs.Rules, down: set[int], card: int, end: str) -> bool:
    """The reference: may ``card`` go on a layout with the ``down`` places (section 2, 5, 8)?"""
    base = card - card % 13
    rank = card % 13 + 1

    def has(r: int) -> bool:
        return base + r - 1 in down

    centre = 8 if rules.ristikasi else 7
    if card in down:
        return False
    if not down:
        return card % 52 == 3 * 13 + centre - 1  # a 7C (8C): the opening card
    if rank == centre:
        return True
    if rank == 1 and rules.first_ace:
        return has(2) if end == "low" else has(13)
    if rules.ristikasi:
        if rank == 7:
            return has(8)
        if rank == 9:
            return has(8) and has(7)
        return has(rank + 1) if rank < 7 else has(rank - 1)
    if rules.eight_before_six:
        if rank == 8:
            return has(7)
        if rank == 6:
            return has(7) and has(8)
        if rank == 1:
            return has(13)
        return has(rank + 1) if rank < 6 else has(rank - 1)
    if rank == 6:
        return has(7)
    if rank == 8:
        return has(7) and has(6)
    if rank == 1:
        return has(2)
    return has(rank + 1) if rank < 6 else has(rank - 1)


def fits_somewhere(rules: rs.Rules, down: set[int], card: int, ace_end: str | None) -> bool:
    if rules.first_ace and card % 13 == 0:
        return any(
            fits(rules, down, card, end) for end in ([ace_end] if ace_end else ["low", "high"])
        )
    return fits(rules, down, card, "low")


def closes(rules: rs.Rules, card: int) -> bool:
    """The reference: does ``card`` close a row end (and give the extra play)?"""
    rank = card % 13 + 1
    if rules.first_ace:
        return rank == 1
    if rules.eight_before_six:
        return rank in (2, 1)
    return rank in (1, 13)


@dataclass
class Watch:
    """An observer that notes every broken property of the game it watches."""

    game: Game
    down: set[int] = field(default_factory=set)
    ace_end: str | None = None
    dead: set[int] = field(default_factory=set)
    last: Any = None
    played: bool = False  # a card (or a swap) went down this turn
    closing: bool = False  # and the last one closed a row end
    problems: list[str] = field(default_factory=list)
    events: list[Any] = field(default_factory=list)

    def __call__(self, event: Any, state: rs.RistiseiskaState) -> None:
        rules = self.game.rules
        self.events.append(event)
        if self.last is None or isinstance(event, rs.NewDeal):
            self.down = {s >> 1 for s in state.down}
            self.dead = set()
            self.ace_end = None
        total = 52 * rules.decks + rules.jokers
        held = sum(len(h) for h in state.hands)
        if held + len(state.down) + len(state.stock) != total:
            self.problems.append(f"cards not conserved at {event}")
        if isinstance(event, rs.Played | rs.JokerPlayed):
            place = event.card if isinstance(event, rs.Played) else event.stands_for
            if isinstance(event, rs.Played) and event.card in self.dead:
                self.problems.append(f"dead card played: {event}")
            if rules.first_ace and place % 13 == 0:
                if self.ace_end is not None and event.end != self.ace_end:
                    self.problems.append(f"ace on the wrong end: {event}")
                self.ace_end = event.end
            if not fits(rules, self.down, place, event.end):
                self.problems.append(f"card does not fit: {event}")
            if event.closes != closes(rules, place):
                self.problems.append(f"closing told wrong: {event}")
            if self.played and not self.closing:
                self.problems.append(f"second card after a card that does not close: {event}")
            self.played, self.closing = True, event.closes
            if rules.holding is rs.Holding.SEVENS_ONLY and isinstance(event, rs.Played):
                centre = 8 if rules.ristikasi else 7
                sevens = [
                    c
                    for c in state.hands[event.player]
                    if c < rs.JOKER0
                    and c % 13 + 1 == centre
                    and c not in self.down
                    and fits(rules, self.down, c, "low")
                ]
                if event.card % 13 + 1 != centre and sevens:
                    self.problems.append(f"a 7 was held back: {event}")
            self.down.add(place)
        elif isinstance(event, rs.TurnStarted):
            self.played = self.closing = False
        elif isinstance(event, rs.Swapped):
            if self.played and not self.closing:
                self.problems.append(f"a swap after a card that does not close: {event}")
            self.played, self.closing = True, False
        elif isinstance(event, rs.CardsDead):
            self.dead.update(event.cards)
        elif isinstance(event, rs.Passed | rs.Asked | rs.TookToken | rs.Drew | rs.NothingTaken):
            if not isinstance(self.last, rs.Held):
                hand = list(state.hands[event.player])
                if isinstance(event, rs.Drew):
                    hand.remove(event.card)
                live = [c for c in hand if c < rs.JOKER0 and c not in self.dead]
                if any(fits_somewhere(rules, self.down, c, self.ace_end) for c in live):
                    self.problems.append(f"did not play a card that fits: {event} {hand}")
        elif isinstance(event, rs.Gave):
            if not state.hands[event.giver]:
                self.problems.append(f"the giver emptied the hand: {event}")
        self.last = event


def play(game: Game) -> tuple[rs.RistiseiskaState, Watch]:
    watch = Watch(game)
    state = rs.new_game(
        game.rules, game.players, seed=game.seed, observer=watch, policy=rs.POLICIES[game.policy]
    )
    return state, watch


@EXAMPLES
@given(games())
@every_preset
def test_properties_every_laid_card_fits_and_nobody_holds_back(game: Game):
    _, watch = play(game)
    assert watch.problems == []


@EXAMPLES
@given(games())
@every_preset
def test_properties_games_end_before_max_turns(game: Game):
    state, watch = play(game)
    outcome = state.outcome
    assert outcome is not None
    assert (outcome.unfinished, state.decision, isinstance(watch.events[-1], rs.GameOver)) == (
        False,
        None,
        True,
    )


@EXAMPLES
@given(games())
@every_preset
def test_properties_the_end_matches_the_mode(game: Game):
    state, _ = play(game)
    outcome = state.outcome
    assert outcome is not None
    holding = [q for q in range(game.players) if state.hands[q]]
    if outcome.reason is rs.EndReason.LAST_PLAYER:
        assert (holding, outcome.losers, outcome.points) == (
            [outcome.losers[0]],
            outcome.losers,
            (),
        )
    elif outcome.reason is rs.EndReason.FIRST_OUT:
        out = [q for q in range(game.players) if not state.hands[q]]
        assert (len(out), outcome.places[0], len(outcome.points)) == (1, (out[0],), game.players)
    elif outcome.reason is rs.EndReason.TARGET:
        assert max(outcome.points) >= (game.rules.target or 0)
    else:
        assert (outcome.reason, game.rules.jokers > 0) == (rs.EndReason.STUCK, True)


@EXAMPLES
@given(games())
def test_properties_same_seed_same_game(game: Game):
    first, one = play(game)
    second, two = play(game)
    assert (one.events, first.outcome) == (two.events, second.outcome)


@EXAMPLES
@given(games())
def test_properties_dead_cards_stay_in_hands_to_the_end(game: Game):
    state, watch = play(game)
    held = {c for hand in state.hands for c in hand} | set(state.stock)
    assert (watch.dead - held, watch.dead == {c for c in range(106) if state.dead[c]}) == (
        set(),
        True,
    )


@pytest.mark.parametrize("policy", PLAYERS)
@pytest.mark.parametrize("preset", list(rs.PRESETS))
def test_policies_never_reach_max_turns(preset: str, policy: str):
    rules = rs.make_rules(preset, {"max_turns": 1000})
    outcomes = list(rs.simulate(rules, 4, 60, 7, rs.POLICIES[policy]))
    two = list(rs.simulate(rules, 3, 30, 8, rs.POLICIES[policy])) if rules.decks == 2 else []
    assert [o for o in outcomes + two if o.unfinished] == []


@pytest.mark.parametrize("policy", PLAYERS)
def test_policies_never_reach_max_turns_holding_back_allowed(policy: str):
    rules = rs.make_rules("ristiseiska", {"holding": "sevens_only", "jokers": 2, "max_turns": 1000})
    assert [o for o in rs.simulate(rules, 5, 60, 9, rs.POLICIES[policy]) if o.unfinished] == []
