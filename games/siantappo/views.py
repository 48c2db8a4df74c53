"""What the site reads of a siantappo game: the table, JSON shapes, decision words and choices."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from games.cards import Card
from games.core import Outcome, event_fields_json, result_json
from games.siantappo.combos import Combo
from games.siantappo.events import Decision, DecisionKind, Event
from games.siantappo.rules import DECK, _texts
from games.siantappo.state import SiantappoState

# ---------------------------------------------------------------------------
# A picture of the table, for narrators, pages and the command line


class Phase(StrEnum):
    PLAY = "play"
    OVER = "over"


@dataclass(frozen=True)
class Table:
    phase: Phase
    trick: tuple[Card, ...] | None
    trick_combo: Combo | None
    trick_player: int | None
    passed: tuple[int, ...]
    leader: int
    turns: int
    to_move: int | None
    hands: tuple[tuple[Card, ...], ...]
    places: tuple[int | None, ...]
    first_game: bool
    decision: Decision | None
    outcome: Outcome | None


def table(state: SiantappoState) -> Table:
    n = state.players
    return Table(
        phase=Phase.OVER if state.over else Phase.PLAY,
        trick=state.trick,
        trick_combo=state.trick_combo,
        trick_player=None if state.trick_player < 0 else state.trick_player,
        passed=tuple(q for q in range(n) if state.passed >> q & 1),
        leader=state.leader,
        turns=state.turns,
        to_move=None if state.over else state.to_move,
        hands=tuple(state.hand(q) for q in range(n)),
        places=tuple(state.places),
        first_game=state.first_game,
        decision=state.decision,
        outcome=state.outcome,
    )


# ---------------------------------------------------------------------------
# JSON shapes (siantappo.md section 7), decision words and scenario choices


def state_json(state: SiantappoState, names: Sequence[str]) -> dict[str, object]:
    """The ``state`` object of ``replay``: hands in strength order, seats by name."""
    view = table(state)
    return {
        "phase": view.phase.value,
        "trick": None if view.trick is None else _texts(view.trick),
        "trick_kind": None if view.trick_combo is None else view.trick_combo.value,
        "passed": [names[q] for q in view.passed],
        "leader": names[view.leader],
        "turns": view.turns,
        "to_move": None if view.to_move is None else names[view.to_move],
        "players": [
            {"name": names[q], "hand": _texts(view.hands[q]), "place": view.places[q]}
            for q in range(len(names))
        ],
        "result": None if view.outcome is None else result_json(view.outcome, names, "loser"),
    }


_SEAT_FIELDS: Final = ("player", "receiver", "leader")


def event_json(event: Event, names: Sequence[str]) -> dict[str, object]:
    return event_fields_json(event, names, DECK.text, "loser", seats=_SEAT_FIELDS, seat_lists=())


DECISION_WORDS: Mapping[str, str] = {
    DecisionKind.LEAD: "which combination to lead",
    DecisionKind.REPLY: "which higher combination to play, or pass",
}


PASS: Final = "pass"


def parse_choice(value: object) -> tuple[Card, ...]:
    """A scenario choice: ``"pass"``, a card, or a list of cards (any order)."""
    items = [value] if isinstance(value, str) else value
    if items == [PASS]:
        return ()
    if not isinstance(items, list) or not items:
        raise ValueError(f"must be 'pass', a card like '3D' or a list of cards, not {value!r}")
    return tuple(DECK.strength_sorted([DECK.parse(item) for item in items]))


def choice_text(cards: tuple[Card, ...]) -> str:
    return " ".join(DECK.texts(list(cards))) if cards else PASS
