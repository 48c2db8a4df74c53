"""What the site reads of a ristiseiska game: the table, JSON shapes and decision words."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from games.core import (
    Outcome,
    event_fields_json,
    result_json,
)
from games.ristiseiska.events import DealScored, Decision, DecisionKind, Event, GameOver
from games.ristiseiska.rules import ALL_CARDS, JOKER0, card_text, cards_text, suit_text
from games.ristiseiska.state import RistiseiskaState

# ---------------------------------------------------------------------------
# A picture of the table, JSON shapes and the words of a decision


@dataclass(frozen=True)
class Table:
    layout: tuple[tuple[int, int] | None, ...]
    jokers: tuple[int, ...]  # per joker: the card it stands for, -1 if not on the table
    hands: tuple[tuple[int, ...], ...]
    dead: tuple[int, ...]
    stock: int
    pantti: int | None
    scores: tuple[int, ...] | None
    totals: tuple[int, ...]
    places: tuple[int | None, ...]
    turns: int
    to_move: int | None
    decision: Decision | None
    outcome: Outcome | None


def table(state: RistiseiskaState) -> Table:
    layout = state.layout()
    return Table(
        layout=tuple(layout),
        jokers=tuple(-1 if s < 0 else s >> 1 for s in state.joker_slot[: state.rules.jokers]),
        hands=tuple(tuple(h) for h in state.hands),
        dead=tuple(c for c in range(ALL_CARDS) if state.dead[c]),
        stock=len(state.stock),
        pantti=state.token,
        scores=state.scores,
        totals=tuple(state.totals),
        places=tuple(state.places),
        turns=state.turns,
        to_move=None if state.over else state.to_move,
        decision=state.decision,
        outcome=state.outcome,
    )


def state_json(state: RistiseiskaState, names: Sequence[str]) -> dict[str, object]:
    """The ``state`` of ``replay`` (section 7 and 8)."""
    view = table(state)
    out: dict[str, object] = {
        "layout": {
            suit_text(s): None
            if ends is None
            else {"low": card_text(ends[0]), "high": card_text(ends[1])}
            for s, ends in enumerate(view.layout)
        },
        "pantti": None if view.pantti is None else names[view.pantti],
        "stock": view.stock,
        "turns": view.turns,
        "to_move": None if view.to_move is None else names[view.to_move],
        "players": [
            {
                "name": names[q],
                "hand": cards_text(view.hands[q]),
                "place": view.places[q],
            }
            for q in range(len(names))
        ],
        "result": None if view.outcome is None else result_json(view.outcome, names, "loser"),
    }
    if state.rules.jokers:
        out["jokers"] = {
            card_text(JOKER0 + k): None if c < 0 else card_text(c)
            for k, c in enumerate(view.jokers)
        }
        out["dead"] = cards_text(view.dead)
    if view.scores is not None:
        out["scores"] = {names[q]: view.scores[q] for q in range(len(names))}
    if state.rules.target is not None:
        out["totals"] = {names[q]: view.totals[q] for q in range(len(names))}
        out["deal"] = state.deal + 1
    return out


_SEAT_FIELDS: Final = ("player", "giver")
_CARDS: Final = ("card", "joker", "stands_for")
_SKIPPED: Final = ("skipped",)


def event_json(event: Event, names: Sequence[str]) -> dict[str, object]:
    out = event_fields_json(
        event, names, card_text, "loser", seats=_SEAT_FIELDS, seat_lists=_SKIPPED, cards=_CARDS
    )
    # Scores by name, and a result's points beside its places.
    if isinstance(event, DealScored):
        out["scores"] = _by_name(event.scores, names)
        out["totals"] = _by_name(event.totals, names)
    elif isinstance(event, GameOver) and event.outcome.points:
        out["outcome"] = {
            **result_json(event.outcome, names, "loser"),
            "points": _by_name(event.outcome.points, names),
        }
    return out


def _by_name(values: Sequence[int], names: Sequence[str]) -> dict[str, int]:
    return {names[q]: v for q, v in enumerate(values)}


DECISION_WORDS: Mapping[str, str] = {
    DecisionKind.PLAY: "which card to play",
    DecisionKind.EXTRA: "which extra card to play, or stop",
    DecisionKind.GIVE: "which card to give to the player who asked",
}
