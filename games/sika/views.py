"""Sika's views: a picture of the table for narrators, pages and the command line, the
JSON shapes (sika.md section 11) and the words for each decision.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from games.cards import Card, card_text, cards_text
from games.core import Outcome, event_fields_json, result_json
from games.sika.events import Decision, DecisionKind, Event, Phase
from games.sika.state import SikaState

# ---------------------------------------------------------------------------
# A picture of the table, for narrators, pages and the command line


@dataclass(frozen=True)
class Table:
    phase: Phase
    ring: int
    pile_top: Card
    pile_size: int
    draw_pile: int
    turns: int
    to_move: int | None
    hands: tuple[tuple[Card, ...], ...]
    places: tuple[int | None, ...]
    free_lead: bool
    decision: Decision | None
    outcome: Outcome | None


def table(state: SikaState) -> Table:
    return Table(
        phase=state.phase,
        ring=len(state.ring),
        pile_top=state.pile[-1],
        pile_size=len(state.pile),
        draw_pile=len(state.draw_pile),
        turns=state.turns,
        to_move=None if state.over else state.to_move,
        hands=tuple(tuple(h) for h in state.hands),
        places=tuple(state.places),
        free_lead=state.free_lead,
        decision=state.decision,
        outcome=state.outcome,
    )


# ---------------------------------------------------------------------------
# JSON shapes (sika.md section 11) and the decisions' words


def state_json(state: SikaState, names: Sequence[str]) -> dict[str, object]:
    """The ``state`` object of ``replay``: hands in canonical order, seats by name."""
    view = table(state)
    return {
        "phase": view.phase.value,
        "ring": view.ring,
        "pile_top": card_text(view.pile_top),
        "pile_size": view.pile_size,
        "draw_pile": view.draw_pile,
        "turns": view.turns,
        "to_move": None if view.to_move is None else names[view.to_move],
        "free_lead": view.free_lead,
        "players": [
            {"name": names[q], "hand": cards_text(view.hands[q]), "place": view.places[q]}
            for q in range(len(names))
        ],
        "result": None if view.outcome is None else result_json(view.outcome, names, "sika"),
    }


def event_json(event: Event, names: Sequence[str]) -> dict[str, object]:
    return event_fields_json(event, names, card_text, "sika")


DECISION_WORDS: Mapping[str, str] = {
    DecisionKind.MATCH: "which matching card to play",
    DecisionKind.FREE: "which free card to play",
    DecisionKind.LEAD: "which card to lead after the deadlock",
    DecisionKind.SHED: "which card, set or run to play",
}
