"""Tables for the engine tests: games dealt from the stacked decks of scenarios/."""

import json
from pathlib import Path
from typing import Any

from games import sika
from games.cards import Card, parse_card

SCENARIOS = Path(__file__).parent / "scenarios"


def cards(text: str) -> tuple[Card, ...]:
    """``"AC 2C 3C"`` as cards."""
    return tuple(parse_card(word) for word in text.split())


def card(text: str) -> Card:
    return parse_card(text)


def scenario(name: str) -> dict[str, Any]:
    data = json.loads((SCENARIOS / f"{name}.json").read_text(encoding="utf-8"))
    # sika's rule points: the files name no game (tests/games/scenarios/README.md).
    scenario: dict[str, Any] = {"game": "sika", **data["scenario"]}
    return scenario


def deal(
    name: str,
    rules: dict[str, object] | None = None,
    pause: int | None = None,
    observer: sika.Observer | None = None,
) -> sika.SikaState:
    """The deal of scenario ``name`` with no policy: it stops at the first real decision."""
    data = scenario(name)
    overrides = {**data.get("rules", {}), **(rules or {})}
    return sika.new_game(
        sika.make_rules(data.get("preset", "perussika"), overrides),
        len(data["players"]),
        seed=data.get("seed", 0),
        deck=[parse_card(c) for c in data.get("deck", [])],
        observer=observer,
        pause_after_turns=pause,
    )


def play(state: sika.SikaState, text: str) -> None:
    """The player to move plays the card ``text`` (checked: the test's deal must allow it)."""
    state.apply(sika.Action(state.to_move, (parse_card(text),)))
