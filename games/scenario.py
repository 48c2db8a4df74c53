"""Scenario files and their JSON shapes: the contract of ``python -m games replay``.

A scenario names a game, its rules and players, may stack the deck and list
the choices made; the engine plays it and reports its event log and the final
state (``shared/rules/sika.md`` section 11).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from games.cards import Card, CardError
from games.core import (
    Action,
    Decision,
    DeckError,
    Game,
    GameState,
    Observer,
    PlayersError,
    Rules,
    RulesError,
)
from games.registry import GAMES, find_game

SCENARIO_KEYS = (
    "game",
    "preset",
    "rules",
    "players",
    "deck",
    "seed",
    "policy",
    "choices",
    "stop_after_turns",
    "previous_places",
)


class ScenarioError(ValueError):
    """The scenario cannot be played; the message says why in one line."""


@dataclass(frozen=True)
class Scenario:
    """One game to play: its game's name (``game``, required: no game is the default),
    rules, players, stacked deck, seed, policy and the choices made."""

    rules: Rules  # the game's Rules
    players: tuple[str, ...]
    deck: tuple[Card, ...] = ()
    seed: int = 0
    policy: str = "lowest"  # a policy every game offers (games.core.POLICY_NAMES)
    choices: tuple[tuple[Card, ...], ...] = ()
    stop_after_turns: int | None = None
    preset: str = ""  # the preset the rules were made from, where one was named
    game: str = field(kw_only=True)
    # A later game of a series (games whose descriptor has ``series``): seats by place.
    previous_places: tuple[tuple[int, ...], ...] | None = None

    @property
    def descriptor(self) -> Game:
        return find_game(self.game)


def _int(data: Mapping[str, object], key: str, default: int | None, low: int) -> int | None:
    value = data.get(key, default)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise ScenarioError(f"'{key}' must be a whole number of at least {low}, not {value!r}")
    return value


def _cards(game: Game, value: object, what: str) -> tuple[Card, ...]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not value:
        raise ScenarioError(f"{what} must be a card like '3D' or a list of cards, not {value!r}")
    try:
        return game.parse_choice(value)
    except CardError as error:
        raise ScenarioError(f"{what}: {error}") from None


def parse_scenario(data: object) -> Scenario:
    """Check a decoded scenario object; raise ScenarioError naming what is wrong."""
    if not isinstance(data, dict):
        raise ScenarioError("a scenario must be a JSON object")
    unknown = [key for key in data if key not in SCENARIO_KEYS]
    if unknown:
        raise ScenarioError(f"unknown key '{unknown[0]}' (known keys: {', '.join(SCENARIO_KEYS)})")
    if "game" not in data:
        raise ScenarioError(f"'game' is missing (known games: {', '.join(GAMES)})")
    name = data["game"]
    if not isinstance(name, str) or name not in GAMES:
        raise ScenarioError(f"unknown game {name!r} (known games: {', '.join(GAMES)})")
    game = GAMES[name]
    preset = data.get("preset", game.default_preset)
    if not isinstance(preset, str):
        raise ScenarioError(f"'preset' must be a name, not {preset!r}")
    rules = _rules(game, preset, data.get("rules", {}))
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) and p for p in players):
        raise ScenarioError("'players' must be a list of player names")
    if len(set(players)) != len(players):
        raise ScenarioError("'players' has the same name twice")
    try:
        game.check_players(rules, len(players))
    except PlayersError as error:
        raise ScenarioError(str(error)) from None
    deck = data.get("deck", [])
    if not isinstance(deck, list):
        raise ScenarioError("'deck' must be a list of cards")
    try:
        cards = tuple(game.deck.parse(c) for c in deck)
    except CardError as error:
        raise ScenarioError(f"deck: {error}") from None
    policy = data.get("policy", game.default_policy)
    if not isinstance(policy, str) or policy not in game.policies:
        raise ScenarioError(
            f"unknown policy {policy!r} (known policies: {', '.join(game.policies)})"
        )
    choices = data.get("choices", [])
    if not isinstance(choices, list):
        raise ScenarioError("'choices' must be a list")
    seed = _int(data, "seed", 0, -(2**63))
    assert seed is not None
    previous = _previous_places(game, data.get("previous_places"), players)
    return Scenario(
        rules=rules,
        players=tuple(players),
        deck=cards,
        seed=seed,
        policy=policy,
        choices=tuple(_cards(game, c, f"choice {i + 1}") for i, c in enumerate(choices)),
        stop_after_turns=_int(data, "stop_after_turns", None, 0),
        preset=preset,
        game=name,
        previous_places=previous,
    )


def _rules(game: Game, preset: str, overrides: object) -> Rules:
    """The scenario's rules: ``preset`` with the ``overrides`` of its "rules" object."""
    if not isinstance(overrides, dict):
        raise ScenarioError("'rules' must be an object of option: value")
    try:
        return game.make_rules(preset, overrides)
    except RulesError as error:
        raise ScenarioError(str(error)) from None


def _previous_places(
    game: Game, value: object, players: list[str]
) -> tuple[tuple[int, ...], ...] | None:
    """``previous_places``: groups of player names, first place first, as seats."""
    if value is None:
        return None
    if not game.series:
        raise ScenarioError(f"{game.name} has no series of games: 'previous_places' is not used")
    if not isinstance(value, list) or not all(
        isinstance(group, list) and group and all(name in players for name in group)
        for group in value
    ):
        raise ScenarioError("'previous_places' must be a list of lists of the players' names")
    return tuple(tuple(players.index(name) for name in group) for group in value)


def load_scenario(text: str) -> Scenario:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise ScenarioError(f"not valid JSON: {error}") from None
    return parse_scenario(data)


def _option_text(game: Game, option: tuple[Card, ...]) -> str:
    return game.option_text(option)


def deal(
    scenario: Scenario, observer: Observer | None = None, pause_after_turns: int | None = None
) -> GameState:
    """The scenario's game as dealt, stopped before any turn past ``pause_after_turns``
    (0: at the deal itself); ScenarioError for a deck or players the game refuses."""
    game = scenario.descriptor
    series: dict[str, tuple[tuple[int, ...], ...]] = {}
    if scenario.previous_places is not None:
        series["previous_places"] = scenario.previous_places
    try:
        return game.new_game(
            scenario.rules,
            len(scenario.players),
            seed=scenario.seed,
            deck=scenario.deck,
            observer=observer,
            pause_after_turns=pause_after_turns,
            **series,
        )
    except DeckError as error:
        raise ScenarioError(f"deck: {error}") from None
    except PlayersError as error:
        raise ScenarioError(str(error)) from None


def play_scenario(
    scenario: Scenario,
    observer: Observer | None = None,
    stopped_early: Callable[[], bool] | None = None,
    asked: Callable[[Decision], None] | None = None,
) -> GameState:
    """Deal and play the scenario: choices first, then the policy; the final state.

    ``stopped_early`` (the recorder's) says the observer paused the game before
    its end, so choices left over are expected, not an error. ``asked`` gets
    each decision the game waits for, before it is made.
    """
    game = scenario.descriptor
    state = deal(scenario, observer, scenario.stop_after_turns)
    policy = game.policies[scenario.policy]
    used = 0
    decisions = 0
    while state.decision is not None:
        decisions += 1
        if asked is not None:
            asked(state.decision)
        if used < len(scenario.choices):
            choice = scenario.choices[used]
            decision = state.decision
            action = Action(decision.player, choice)
            if action not in decision.options:
                legal = ", ".join(_option_text(game, o.cards) for o in decision.options)
                who = scenario.players[decision.player]
                raise ScenarioError(
                    f"choice {used + 1} ({_option_text(game, choice)}) is not legal at decision "
                    f"{decisions} ({who}, turn {state.turns}: "
                    f"{game.decision_words[decision.kind]}); legal: {legal}"
                )
            used += 1
            state.choose(action)
        else:
            state.choose(policy(state))
    if used < len(scenario.choices) and not (stopped_early is not None and stopped_early()):
        raise ScenarioError(
            f"{len(scenario.choices) - used} of the choices were not used: "
            f"the play stopped after {decisions} decisions"
        )
    return state


# ---------------------------------------------------------------------------
# JSON shapes: each game's descriptor has its own state_json / event_json


def replay(text: str) -> dict[str, object]:
    """Play a scenario file's text; the object ``replay`` prints."""
    scenario = load_scenario(text)
    game = scenario.descriptor
    events: list[object] = []
    state = play_scenario(scenario, lambda event, _state: events.append(event))
    names = scenario.players
    return {
        "events": [game.event_json(e, names) for e in events],
        "state": game.state_json(state, names),
    }
