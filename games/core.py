"""The vocabulary every game engine shares: actions, outcomes, errors, policies, descriptors.

Each engine module (``games/sika.py``, ...) builds its states, events and
tables itself, but a move is always an ``Action``, a finished game an
``Outcome`` and a refusal one of the errors below, so the command line, the
scenario files and the site treat every game the same way. Errors carry codes
and data for the site to word; their English message is for the command line.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # only for annotations: options imports the errors from here
    from games.cards import Deck
    from games.options import OptionSpec

# ---------------------------------------------------------------------------
# Moves and results


@dataclass(frozen=True)
class Action:
    """``player`` plays ``cards`` (one card, or a set or run in the order played)."""

    player: int
    cards: tuple[int, ...]


class Outcome:
    """How a game ended: place groups in finishing order, and who lost.

    ``losers`` is the last place group when the game has losers (sika's sika,
    another game's loser); empty for a draw or an unfinished game. Read-only by
    convention; equal when every field is.
    """

    __slots__ = ("places", "losers", "draw", "unfinished", "reason", "turns", "points")

    def __init__(
        self,
        places: tuple[tuple[int, ...], ...],
        losers: tuple[int, ...] = (),
        draw: bool = False,
        unfinished: bool = False,
        reason: StrEnum | None = None,
        turns: int = 0,
        *,
        points: tuple[int, ...] = (),
    ) -> None:
        self.places = places
        self.losers = losers
        self.draw = draw
        self.unfinished = unfinished
        assert reason is not None, "an outcome needs the reason the game ended"
        self.reason: StrEnum = reason
        self.turns = turns
        # Penalty points by seat in a scored game (ristiseiska); empty when not scored.
        self.points = points

    def _key(self) -> tuple[object, ...]:
        return (
            self.places,
            self.losers,
            self.draw,
            self.unfinished,
            self.reason,
            self.turns,
            self.points,
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Outcome) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return (
            f"Outcome(places={self.places!r}, losers={self.losers!r}, draw={self.draw!r}, "
            f"unfinished={self.unfinished!r}, reason={self.reason!r}, turns={self.turns!r}"
            + (f", points={self.points!r})" if self.points else ")")
        )


# ---------------------------------------------------------------------------
# Errors: every game's errors reach the command line and the site the same way


class RulesError(ValueError):
    """An unknown game, preset or option, or a value an option cannot take.

    ``code`` and ``args_data`` say what is wrong as data (e.g. ``"bad_value"``
    with the key and allowed values) so the site can word it.
    """

    def __init__(self, message: str, code: str = "rules", data: Mapping[str, object] | None = None):
        super().__init__(message)
        self.code = code
        self.data: dict[str, object] = dict(data or {})


class DeckError(ValueError):
    """A stacked deck with an unknown, duplicated or impossible card."""


class PlayersError(ValueError):
    """Too few or too many players for the rules; ``low`` and ``high`` are the range."""

    def __init__(self, message: str, players: int = 0, low: int = 0, high: int = 0) -> None:
        super().__init__(message)
        self.players = players
        self.low = low
        self.high = high


class IllegalMoveError(ValueError):
    """A move the rules do not allow.

    ``reason`` is a code (the game's StrEnum), ``args`` its arguments as data
    (card codes, e.g. ``{"card": "5H", "top": "9S"}``) for the site to word;
    the message is the same in English words.
    """

    def __init__(
        self,
        reason: StrEnum,
        message: str,
        decision: object = None,
        args: Mapping[str, object] | None = None,
    ) -> None:
        super().__init__(message)
        self.reason = reason
        self.decision = decision
        self.data: dict[str, object] = dict(args or {})

    @property
    def reason_args(self) -> dict[str, object]:
        return self.data


# ---------------------------------------------------------------------------
# Policies


class Policy:
    """An automatic player: ``policy(state)`` returns one of the legal actions.

    ``uniform`` declares the engine's fast path: the policy picks uniformly
    among the legal actions with exactly one ``state.rng.random()`` call, so
    an engine may make that choice inline instead of calling it (it must then
    draw the same number the same way).
    """

    __slots__ = ("name", "choose", "uniform")

    def __init__(self, name: str, choose: Callable[[Any], Action], uniform: bool = False) -> None:
        self.name = name
        self.choose = choose
        self.uniform = uniform

    def __call__(self, state: Any) -> Action:
        return self.choose(state)

    def __repr__(self) -> str:
        return f"<policy {self.name}>"


# ---------------------------------------------------------------------------
# The descriptor of one game


@dataclass(frozen=True)
class Game:
    """Everything the registry, scenarios, simulations and the CLI need of one game.

    The types of rules and states are the game's own (``Any`` here); the
    functions take and return them. ``loser_key`` is the name of the per-seat
    loser count in simulation summaries (``sika_by_seat`` for sika).
    """

    name: str
    min_players: int
    max_players: Callable[[Any], int]
    presets: Mapping[str, Any]
    default_preset: str
    options: tuple[OptionSpec, ...]
    policies: Mapping[str, Policy]
    default_policy: str
    deck: Deck
    make_rules: Callable[[str, Mapping[str, object] | None], Any]
    new_game: Callable[..., Any]
    check_players: Callable[[Any, int], None]
    legal_actions: Callable[[Any], list[Action]]
    check_action: Callable[[Any, Action], None]
    table: Callable[[Any], Any]
    simulate: Callable[[Any, int, int, int, Policy], Iterator[Outcome]]
    derive_seed: Callable[[int, int], int]
    state_json: Callable[[Any, Sequence[str]], dict[str, Any]]
    event_json: Callable[[Any, Sequence[str]], dict[str, Any]]
    decision_words: Callable[[Any], str]
    end_reasons: tuple[str, ...]
    loser_key: str = "loser_by_seat"
    result_loser_key: str = "loser"
    draw_reason: str = "all_out"
    unfinished_reason: str = "max_turns"
    # A game whose choices are not only cards (ristiseiska's "stop", "AS:low") reads
    # and writes them itself; the card codes of ``deck`` otherwise.
    choice_parser: Callable[[object], tuple[int, ...]] | None = None
    choice_text: Callable[[tuple[int, ...]], str] | None = None
    # Games played in series (siantappo): ``new_game`` takes ``previous_places``.
    series: bool = False

    def option_text(self, cards: tuple[int, ...]) -> str:
        """An option as a scenario writes it (card codes joined by spaces by default)."""
        if self.choice_text is not None:
            return self.choice_text(cards)
        return " ".join(self.deck.texts(cards))

    def parse_choice(self, value: object) -> tuple[int, ...]:
        """A scenario choice: a card code, or a list of codes in the order played."""
        if self.choice_parser is not None:
            return self.choice_parser(value)
        items = [value] if isinstance(value, str) else value
        if not isinstance(items, list) or not items:
            raise ValueError(f"must be a card like '3D' or a list of cards, not {value!r}")
        return tuple(self.deck.parse(v) for v in items)


# ---------------------------------------------------------------------------
# JSON pieces every game's replay output shares


def result_json(outcome: Outcome, names: Sequence[str], loser_key: str) -> dict[str, Any]:
    """``result`` of a replay: place groups and losers by name (``sika`` or ``loser``)."""
    return {
        "places": [[names[q] for q in group] for group in outcome.places],
        loser_key: [names[q] for q in outcome.losers],
        "draw": outcome.draw,
        "unfinished": outcome.unfinished,
        "reason": outcome.reason.value,
    }


def event_fields_json(
    event: object, names: Sequence[str], card_text: Callable[[int], str], loser_key: str
) -> dict[str, Any]:
    """An event dataclass as ``type`` plus its fields, with seat names and card codes."""
    out: dict[str, Any] = {"type": _snake(type(event).__name__)}
    for field in dataclasses.fields(event):  # type: ignore[arg-type]
        value = getattr(event, field.name)
        if field.name == "player":
            value = names[value]
        elif field.name == "players":
            value = [names[q] for q in value]
        elif field.name == "card":
            value = card_text(value)
        elif field.name == "cards" and isinstance(value, tuple):
            value = [card_text(c) for c in value]
        elif isinstance(value, Outcome):
            value = result_json(value, names, loser_key)
        elif isinstance(value, Enum):
            value = value.value
        out[field.name] = value
    return out


def _snake(name: str) -> str:
    return "".join(f"_{c.lower()}" if c.isupper() else c for c in name).lstrip("_")
