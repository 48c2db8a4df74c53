"""Scenario files and their JSON shapes: the contract of ``python -m games replay``.

A scenario names a game, its rules and players, may stack the deck and list
the choices made; the engine plays it and reports its event log and the final
state (``shared/rules/sika.md`` section 11).
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from games import sika
from games.cards import Card, CardError, card_text, cards_text, parse_card

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
)
GAMES = ("sika",)


class ScenarioError(ValueError):
    """The scenario cannot be played; the message says why in one line."""


@dataclass(frozen=True)
class Scenario:
    rules: sika.Rules
    players: tuple[str, ...]
    deck: tuple[Card, ...] = ()
    seed: int = 0
    policy: str = "lowest"
    choices: tuple[tuple[Card, ...], ...] = ()
    stop_after_turns: int | None = None
    preset: str = "perussika"


def _int(data: Mapping[str, object], key: str, default: int | None, low: int) -> int | None:
    value = data.get(key, default)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise ScenarioError(f"'{key}' must be a whole number of at least {low}, not {value!r}")
    return value


def _cards(value: object, what: str) -> tuple[Card, ...]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not value:
        raise ScenarioError(f"{what} must be a card like '3D' or a list of cards, not {value!r}")
    try:
        return tuple(parse_card(v) for v in value)
    except CardError as error:
        raise ScenarioError(f"{what}: {error}") from None


def parse_scenario(data: object) -> Scenario:
    """Check a decoded scenario object; raise ScenarioError naming what is wrong."""
    if not isinstance(data, dict):
        raise ScenarioError("a scenario must be a JSON object")
    unknown = [key for key in data if key not in SCENARIO_KEYS]
    if unknown:
        raise ScenarioError(f"unknown key '{unknown[0]}' (known keys: {', '.join(SCENARIO_KEYS)})")
    game = data.get("game", "sika")
    if game not in GAMES:
        raise ScenarioError(f"unknown game {game!r} (known games: {', '.join(GAMES)})")
    preset = data.get("preset", "perussika")
    overrides = data.get("rules", {})
    if not isinstance(preset, str):
        raise ScenarioError(f"'preset' must be a name, not {preset!r}")
    if not isinstance(overrides, dict):
        raise ScenarioError("'rules' must be an object of option: value")
    try:
        rules = sika.make_rules(preset, overrides)
    except sika.RulesError as error:
        raise ScenarioError(str(error)) from None
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) and p for p in players):
        raise ScenarioError("'players' must be a list of player names")
    if len(set(players)) != len(players):
        raise ScenarioError("'players' has the same name twice")
    try:
        sika.check_players(rules, len(players))
    except sika.PlayersError as error:
        raise ScenarioError(str(error)) from None
    deck = data.get("deck", [])
    if not isinstance(deck, list):
        raise ScenarioError("'deck' must be a list of cards")
    try:
        cards = tuple(parse_card(c) for c in deck)
    except CardError as error:
        raise ScenarioError(f"deck: {error}") from None
    policy = data.get("policy", "lowest")
    if policy not in sika.POLICIES:
        raise ScenarioError(
            f"unknown policy {policy!r} (known policies: {', '.join(sika.POLICIES)})"
        )
    choices = data.get("choices", [])
    if not isinstance(choices, list):
        raise ScenarioError("'choices' must be a list")
    seed = _int(data, "seed", 0, -(2**63))
    assert seed is not None
    return Scenario(
        rules=rules,
        players=tuple(players),
        deck=cards,
        seed=seed,
        policy=policy,
        choices=tuple(_cards(c, f"choice {i + 1}") for i, c in enumerate(choices)),
        stop_after_turns=_int(data, "stop_after_turns", None, 0),
        preset=preset,
    )


def load_scenario(text: str) -> Scenario:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise ScenarioError(f"not valid JSON: {error}") from None
    return parse_scenario(data)


DECISION_WORDS = {
    sika.DecisionKind.MATCH: "which matching card to play",
    sika.DecisionKind.FREE: "which free card to play",
    sika.DecisionKind.LEAD: "which card to lead after the deadlock",
    sika.DecisionKind.SHED: "which card, set or run to play",
}


def _option_text(option: tuple[Card, ...]) -> str:
    return " ".join(cards_text(option))


def play_scenario(scenario: Scenario, observer: sika.Observer | None = None) -> sika.SikaState:
    """Deal and play the scenario: choices first, then the policy."""
    try:
        state = sika.new_game(
            scenario.rules,
            len(scenario.players),
            seed=scenario.seed,
            deck=scenario.deck,
            observer=observer,
            pause_after_turns=scenario.stop_after_turns,
        )
    except sika.DeckError as error:
        raise ScenarioError(f"deck: {error}") from None
    policy = sika.POLICIES[scenario.policy]
    used = 0
    decisions = 0
    while state.pending is not None:
        decisions += 1
        if used < len(scenario.choices):
            choice = scenario.choices[used]
            decision = state.decision
            assert decision is not None
            if choice not in decision.options:
                legal = ", ".join(_option_text(o) for o in decision.options)
                who = scenario.players[decision.player]
                raise ScenarioError(
                    f"choice {used + 1} ({_option_text(choice)}) is not legal at decision "
                    f"{decisions} ({who}, turn {state.turns}: "
                    f"{DECISION_WORDS[decision.kind]}); legal: {legal}"
                )
            used += 1
            state.choose(choice if decision.kind is sika.DecisionKind.SHED else choice[0])
        else:
            state.choose(policy(state))
    if used < len(scenario.choices):
        raise ScenarioError(
            f"{len(scenario.choices) - used} of the choices were not used: "
            f"the play stopped after {decisions} decisions"
        )
    return state


# ---------------------------------------------------------------------------
# JSON shapes


def result_json(outcome: sika.Outcome, names: Sequence[str]) -> dict[str, Any]:
    return {
        "places": [[names[q] for q in group] for group in outcome.places],
        "sika": [names[q] for q in outcome.sika],
        "draw": outcome.draw,
        "unfinished": outcome.unfinished,
        "reason": outcome.reason.value,
    }


def state_json(state: sika.SikaState, names: Sequence[str]) -> dict[str, Any]:
    table = sika.table(state)
    return {
        "phase": table.phase.value,
        "ring": table.ring,
        "pile_top": card_text(table.pile_top),
        "pile_size": table.pile_size,
        "draw_pile": table.draw_pile,
        "turns": table.turns,
        "to_move": None if table.to_move is None else names[table.to_move],
        "free_lead": table.free_lead,
        "players": [
            {"name": names[q], "hand": cards_text(table.hands[q]), "place": table.places[q]}
            for q in range(len(names))
        ],
        "result": None if table.outcome is None else result_json(table.outcome, names),
    }


def event_json(event: sika.Event, names: Sequence[str]) -> dict[str, Any]:
    """An event as an object: ``type`` plus its fields, with names and card codes."""
    out: dict[str, Any] = {"type": _snake(type(event).__name__)}
    for field in dataclasses.fields(event):
        value = getattr(event, field.name)
        if field.name == "player":
            value = names[value]
        elif field.name == "players":
            value = [names[q] for q in value]
        elif field.name == "card":
            value = card_text(value)
        elif field.name == "cards" and isinstance(value, tuple):
            value = cards_text(value)
        elif isinstance(value, sika.Outcome):
            value = result_json(value, names)
        elif isinstance(value, Enum):
            value = value.value
        out[field.name] = value
    return out


def _snake(name: str) -> str:
    return "".join(f"_{c.lower()}" if c.isupper() else c for c in name).lstrip("_")


def replay(text: str) -> dict[str, Any]:
    """Play a scenario file's text; the object ``replay`` prints."""
    scenario = load_scenario(text)
    events: list[sika.Event] = []
    state = play_scenario(scenario, lambda event, _state: events.append(event))
    names = scenario.players
    return {
        "events": [event_json(e, names) for e in events],
        "state": state_json(state, names),
    }
