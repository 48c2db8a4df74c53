"""What every engine promises the site and the search, checked for every registered game.

The games of the registry (the three, and the tests' own fourth game registered by its
app): a copy plays on as the original would; the same seed gives the same game; the
deal is the table before any event; the table handed with an event is the state after
it; Mestari never peeks (a world the deciding seat cannot tell from the true one gives
the same move and values); and the search's promises as properties: every move meets
the same worlds with the same luck, the margin keeps the rollout player's move unless
another is better by it, and the search is seeded from the game's generator and turn.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from typing import Any

import pytest

import games
from games import search
from games.core import Game, GameState
from games.record import record
from games.scenario import Scenario, deal

GAMES = list(games.GAMES)
TURN_FIELDS = ("turns", "to_move", "decision")  # what the start of the next turn changes


def _rules(game: Game) -> Any:
    return game.make_rules(game.default_preset, None)


def _players(game: Game) -> int:
    return min(max(3, game.min_players), _rules(game).max_players)


def _decisions(game: Game, seed: int) -> Iterator[GameState]:
    """A seeded game played by Taitava, at each decision with two or more distinct moves."""
    state = game.new_game(_rules(game), _players(game), seed=seed)
    taitava = game.policies["taitava"]
    while state.decision is not None:
        if len(search.distinct(state.legal_actions())) >= 2:
            yield state
        state.choose(taitava(state))


def _positions(game: Game, count: int = 2) -> list[GameState]:
    """A few decisions of two deals: the first one of each, and one a few decisions on."""
    found: list[GameState] = []
    for seed in (1, 2):
        for number, state in enumerate(_decisions(game, seed)):
            if number in (0, 3):
                found.append(state.copy())
            if number >= 3:
                break
    return found[: 2 * count]


def _log(game: Game, events: list[Any]) -> list[dict[str, Any]]:
    names = [f"P{q}" for q in range(8)]
    return [game.event_json(event, names) for event in events]


def _clone(rng: random.Random) -> random.Random:
    twin = random.Random(0)
    twin.setstate(rng.getstate())
    return twin


# ---------------------------------------------------------------------------
# States: copies, seeds, the deal, the tables handed with events


@pytest.mark.parametrize("name", GAMES)
def test_copy_plays_on_exactly_as_the_original(name: str) -> None:
    game = games.GAMES[name]
    randomly = game.policies["random"]  # draws from the game's generator
    for state in _positions(game):
        before = game.table(state)
        twin = state.copy()
        seeded = state.copy(_clone(state.rng))
        for played in (twin, seeded):
            played.play_out(randomly)
        # The copy leaves the original as it was; the original then plays the same game.
        assert game.table(state) == before
        state.play_out(randomly)
        assert state.outcome is not None
        assert [game.table(s) for s in (twin, seeded)] == [game.table(state)] * 2
        assert [s.rng.getstate() for s in (twin, seeded)] == [state.rng.getstate()] * 2


@pytest.mark.parametrize("name", GAMES)
def test_same_seed_same_game_other_seed_other_game(name: str) -> None:
    game = games.GAMES[name]
    randomly = game.policies["random"]

    def played(seed: int) -> list[dict[str, Any]]:
        events: list[Any] = []
        state = game.new_game(
            _rules(game), _players(game), seed=seed, observer=lambda e, s: events.append(e)
        )
        state.play_out(randomly)
        return _log(game, events)

    assert played(7) == played(7)
    assert len({str(played(seed)) for seed in range(5)}) == 5
    outcomes = [list(game.simulate(_rules(game), _players(game), 4, 3, randomly)) for _ in "ab"]
    assert outcomes[0] == outcomes[1]


@pytest.mark.parametrize("name", GAMES)
def test_step_zero_is_the_deal_before_any_event(name: str) -> None:
    game = games.GAMES[name]
    for seed in (1, 2):
        scenario = Scenario(
            _rules(game),
            tuple(f"P{q}" for q in range(_players(game))),
            seed=seed,
            policy="taitava",
            game=name,
        )
        events: list[Any] = []

        def told(event: Any, state: Any, events: list[Any] = events) -> None:
            events.append(event)

        paused = deal(scenario, told, pause_after_turns=0)
        dealt = game.table(paused)
        recorded = record(scenario)
        # Paused at the deal: no event yet, nothing played, nobody placed; the recording's
        # step 0 is that table (not the first event's, which may have changed it).
        assert (events, dealt.turns, dealt.outcome, set(dealt.places)) == ([], 0, None, {None})
        assert recorded.deal == dealt


@pytest.mark.parametrize("name", GAMES)
def test_every_event_table_is_the_state_after_it(name: str) -> None:
    """At each decision, and at the end, the table equals the one handed with the last
    event, but for what the next turn's start changes (its number, who moves, the decision)."""
    game = games.GAMES[name]
    for seed in (4, 5):
        tables: list[Any] = []

        def observe(event: Any, state: Any, tables: list[Any] = tables) -> None:
            tables.append(game.table(state))

        state = game.new_game(_rules(game), _players(game), seed=seed, observer=observe)
        randomly = game.policies["random"]
        differ: set[str] = set()
        while state.decision is not None:
            now = game.table(state)
            for field in dataclasses.fields(now) if tables else ():  # an event has come
                if getattr(now, field.name) != getattr(tables[-1], field.name):
                    differ.add(field.name)
            state.choose(randomly(state))
        assert differ - set(TURN_FIELDS) == set()
        assert tables[-1] == game.table(state)


# ---------------------------------------------------------------------------
# Mestari never peeks


def _hidden(game: Game, state: GameState, seat: int) -> list[tuple[int, ...]]:
    return [hand for q, hand in enumerate(game.table(state).hands) if q != seat]


@pytest.mark.parametrize("name", GAMES)
def test_mestari_never_peeks(name: str) -> None:
    """A world the deciding seat cannot tell from the true one (the engine's own
    ``determinize``: every card it has not seen dealt again, consistently with all it saw)
    gives the same worlds, the same values of every move and the same move."""
    game = games.GAMES[name]
    mestari = game.policies["mestari"]
    assert isinstance(mestari, search.Searcher) and game.determinize is not None
    rearranged = 0
    for state in _positions(game):
        decision = state.decision
        assert decision is not None
        seat = decision.player
        weighed = mestari.weigh(state)
        for k in range(2):
            world = game.determinize(state, seat, random.Random(k))
            # The same generator state: the search seeds itself from it and the turn.
            twin = world.copy(_clone(state.rng))
            rearranged += _hidden(game, twin, seat) != _hidden(game, state, seat)
            assert twin.decision == decision
            assert [
                game.table(game.determinize(twin, seat, random.Random(s))) for s in range(3)
            ] == [game.table(game.determinize(state, seat, random.Random(s))) for s in range(3)]
            assert mestari.weigh(twin) == weighed
    assert rearranged > 0


# ---------------------------------------------------------------------------
# The search's promises


class _World:
    """A sampled world that notes the generator each move's playout starts from."""

    def __init__(self, world: GameState, starts: list[object]) -> None:
        object.__setattr__(self, "_world", world)
        object.__setattr__(self, "_starts", starts)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._world, name)

    def __setattr__(self, name: str, value: object) -> None:
        setattr(self._world, name, value)

    def copy(self, rng: random.Random | None = None) -> GameState:
        assert rng is not None
        self._starts.append(rng.getstate())
        return self._world.copy(rng)


@pytest.mark.parametrize("name", GAMES)
def test_search_tries_every_move_in_the_same_worlds_with_the_same_luck(name: str) -> None:
    game = games.GAMES[name]
    determinize = game.determinize
    assert determinize is not None
    state = _positions(game, 1)[0]
    worlds: list[Any] = []
    starts: list[list[object]] = []

    def sampled(at: Any, seat: int, rng: random.Random) -> Any:
        world = determinize(at, seat, rng)
        worlds.append(game.table(world))
        starts.append([])
        return _World(world, starts[-1])

    values = search.evaluate(state, sampled, game.policies["taitava"], playouts=24)
    moves = len(search.distinct(state.legal_actions()))
    # One world per sample, each sampled once; in each, every move's playout starts from
    # the same generator state, and the worlds differ from one another.
    assert [v.tries for v in values] == [len(worlds)] * moves
    assert [len(s) for s in starts] == [moves] * len(worlds)
    assert all(len({str(start) for start in s}) == 1 for s in starts)
    assert len({str(start[0]) for start in starts}) == len(worlds)


@pytest.mark.parametrize("name", GAMES)
def test_margin_keeps_the_rollout_players_move_unless_another_is_better_by_it(
    name: str,
) -> None:
    game = games.GAMES[name]
    mestari = game.policies["mestari"]
    assert isinstance(mestari, search.Searcher)
    for state in _positions(game):
        usual = mestari.rollout(state.copy())
        for margin in (0.0, 0.1, 1.01):
            searcher = search.Searcher(
                "m", mestari.determinize, mestari.rollout, 48, margin, mestari.never
            )
            values, move = searcher.weigh(state.copy())
            offered = [v for v in values if mestari.never is None or not mestari.never(v.action)]
            score = {v.action: v.score for v in values}
            best = max(v.score for v in (offered or values))
            if margin > 1:  # no move is better by more than a whole game
                assert move == usual
            elif margin == 0:
                assert score[move] == best
            elif move != usual:
                assert score[move] >= score[usual] + margin
            else:
                assert best < score[usual] + margin or score[move] == best


@pytest.mark.parametrize("name", GAMES)
def test_search_is_seeded_from_the_game_generator_and_the_turn(name: str) -> None:
    game = games.GAMES[name]
    seen: dict[tuple[str, int], int] = {}
    by_generator: dict[str, set[int]] = {}
    for seed in (1, 2):
        for state in _decisions(game, seed):
            generator = str(state.rng.getstate())
            own = search.search_seed(state)
            # The same position (a copy: the same generator, the same turn): the same seed.
            assert search.search_seed(state.copy()) == own
            assert seen.setdefault((generator, state.turns), own) == own
            by_generator.setdefault(generator, set()).add(state.turns)
    # Where the generator stood still over several turns, each turn has a seed of its own.
    still = {g: turns for g, turns in by_generator.items() if len(turns) > 1}
    assert still != {}
    for generator, turns in still.items():
        assert len({seen[generator, turn] for turn in turns}) == len(turns)


def test_mestari_same_position_same_values() -> None:
    for game in games.GAMES.values():
        state = _positions(game, 1)[0]
        mestari = game.policies["mestari"]
        assert isinstance(mestari, search.Searcher)
        assert mestari.weigh(state) == mestari.weigh(state.copy()), game.name
