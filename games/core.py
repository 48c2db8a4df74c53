"""The vocabulary every game engine shares: actions, states, outcomes, errors, descriptors.

Each engine module (``games/sika.py``, ...) builds its states, events and
tables itself, but a move is always an ``Action``, a state a ``GameState``,
a finished game an ``Outcome`` and a refusal one of the errors of
``games.errors`` (re-exported here), so the command line, the scenario files
and the site treat every game the same way. Every engine's ``check_action``
starts with ``check_turn``: the game-over and whose-decision refusals are
worded once.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import ClassVar, Generic, Protocol, Self

from typing_extensions import TypeVar  # the defaults of PEP 696 (typing's own from 3.13)

from games.cards import Deck
from games.errors import DeckError as DeckError
from games.errors import IllegalMoveError as IllegalMoveError
from games.errors import PlayersError as PlayersError
from games.errors import PositionError as PositionError
from games.errors import PositionReason as PositionReason
from games.errors import RulesError as RulesError
from games.errors import TurnReason as TurnReason
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
# States: what every game's state offers (OpenSpiel's State, declared)


class Decision(Protocol):
    """A choice the game waits for: ``player`` makes it, ``options`` are the legal moves.

    ``player`` is the player who decides, not always the one whose turn it is
    (in ristiseiska the player asked for a card chooses which to give).
    """

    @property
    def player(self) -> int: ...

    @property
    def options(self) -> tuple[Action, ...]: ...

    @property
    def kind(self) -> str: ...  # the key of ``Game.decision_words``


class GameState(Protocol):
    """A game in progress, as every engine's state class offers it.

    ``decision`` is None when the game is over (or paused between turns);
    ``outcome`` is None until it is over. ``apply`` checks the move first
    (IllegalMoveError says why not); ``choose`` takes one of
    ``legal_actions()`` unchecked. ``copy`` plays on without changing this one
    (``copy(rng)``: with ``rng`` as its generator, for a copy that is seeded
    afresh anyway: copying a generator's state costs more than seeding one).

    What the site and the search use besides: ``rng``, the game's one generator
    (the search seeds itself from its state, ``games.search.search_seed``);
    ``pause_after_turns``, which the recorder and the search set on a running game
    (the engine stops before the next turn once ``turns`` reaches it, None: never);
    ``play_out(policy, first)``, which lets ``policy`` decide everything from here to the
    end or the pause (after ``first``, a move made at the decision waiting now); and
    ``to_move``, the seat whose turn it is.
    """

    pause_after_turns: int | None

    @property
    def players(self) -> int: ...

    @property
    def turns(self) -> int: ...

    @property
    def to_move(self) -> int: ...

    @property
    def rng(self) -> random.Random: ...

    @property
    def decision(self) -> Decision | None: ...

    @property
    def over(self) -> bool: ...

    @property
    def outcome(self) -> Outcome | None: ...

    def legal_actions(self) -> list[Action]: ...

    def apply(self, action: Action) -> None: ...

    def choose(self, action: Action) -> None: ...

    def play_out(self, policy: Callable[[Self], Action], first: Action | None = None) -> None: ...

    def copy(self, rng: random.Random | None = None) -> Self: ...


class Rules(Protocol):
    """A game's rules: a frozen dataclass, one field per option of its schema
    (``games.options``), in the schema's order (``rules_dict`` gives them by name);
    ``max_players`` is the most seats these rules deal for."""

    __dataclass_fields__: ClassVar[dict[str, dataclasses.Field[object]]]

    def __hash__(self) -> int: ...  # frozen: rules key caches

    @property
    def max_players(self) -> int: ...


def rules_dict(rules: Rules) -> dict[str, object]:
    """The options of ``rules`` by key, in the schema's order."""
    return {field.name: getattr(rules, field.name) for field in dataclasses.fields(rules)}


class Table(Protocol):
    """The picture of one moment of a game (``Game.table``): an immutable dataclass.

    The site reads these fields of every game's table and copies a table with
    ``dataclasses.replace`` (the seat that decides next in ``to_move``); a game's
    presenter reads the rest. ``hands`` are every seat's cards, ``places`` each
    seat's finishing place (None while it plays on), ``to_move`` None once over.
    """

    __dataclass_fields__: ClassVar[dict[str, dataclasses.Field[object]]]

    @property
    def turns(self) -> int: ...

    @property
    def to_move(self) -> int | None: ...

    @property
    def hands(self) -> tuple[tuple[int, ...], ...]: ...

    @property
    def places(self) -> tuple[int | None, ...]: ...

    @property
    def outcome(self) -> Outcome | None: ...


# The types of one game, as its descriptor names them; where the game is not known (the
# registry, the site's features), the protocols they fulfil.
R = TypeVar("R", bound=Rules, covariant=True, default=Rules)
S = TypeVar("S", bound=GameState, covariant=True, default=GameState)
T = TypeVar("T", bound=Table, covariant=True, default=Table)
# The game's event (a frozen dataclass, or a union of them) and its decision.
E = TypeVar("E", covariant=True, default=object)
D = TypeVar("D", bound=Decision, covariant=True, default=Decision)
R_in = TypeVar("R_in", bound=Rules, contravariant=True, default=Rules)
S_in = TypeVar("S_in", bound=GameState, contravariant=True, default=GameState)
S_out = TypeVar("S_out", bound=GameState, covariant=True, default=GameState)

# An observer of a game: ``observer(event, state)`` after each event the engine emits
# (the event a frozen dataclass of the game's own, the state just after it).
Observer = Callable[[object, S_in], None]


class NewGame(Protocol[R_in, S_out]):
    """A game's ``new_game``: deal ``rules`` to ``players`` seats.

    ``deck`` is stacked on top of a shuffle made from ``seed``; ``observer`` hears
    every event; the game stops before its first turn past ``pause_after_turns``
    (0: at the deal, before any event). A game played in series (``Game.series``)
    also takes ``previous_places``.
    """

    def __call__(
        self,
        rules: R_in,
        players: int,
        *,
        seed: int | None = ...,
        deck: Sequence[int] = ...,
        observer: Observer[S_out] | None = ...,
        pause_after_turns: int | None = ...,
    ) -> S_out: ...


D_out = TypeVar("D_out", bound=Decision, covariant=True)


class _Deciding(Protocol[D_out]):
    """What ``check_turn`` reads of a state (generic: it hands back the game's own Decision)."""

    @property
    def over(self) -> bool: ...

    @property
    def decision(self) -> D_out | None: ...


def check_turn(state: _Deciding[D_out], action: Action) -> D_out:
    """The head of every engine's ``check_action``: the decision ``action`` answers.

    Refuses (IllegalMoveError with a ``TurnReason``) a move after the end, while
    nobody decides, or by any player but the one who decides now.
    """
    decision = state.decision
    if state.over:
        raise IllegalMoveError(TurnReason.GAME_OVER, "the game is over", decision)
    if decision is None:
        raise IllegalMoveError(
            TurnReason.NO_DECISION, "nobody has a choice to make right now", decision
        )
    if action.player != decision.player:
        raise IllegalMoveError(
            TurnReason.NOT_YOUR_TURN,
            f"it is seat {decision.player}'s turn",
            decision,
            {"player": action.player, "to_move": decision.player},
        )
    return decision


# ---------------------------------------------------------------------------
# Composed positions: what every engine's builder (``Game.position``) checks alike


def unnamed_cards(
    deck: Sequence[int], named: Iterable[int], text: Callable[[int], str]
) -> list[int]:
    """The cards of ``deck`` (every card of the game, copies repeated) that ``named`` leaves.

    Raises PositionError: ``unknown_card`` for a card the deck does not hold,
    ``card_twice`` for one named more often than the deck holds it.
    """
    left = Counter(deck)
    for card in named:
        if card not in left:
            raise PositionError(
                PositionReason.UNKNOWN_CARD, f"{card} is no card of this game", {"card": card}
            )
        if left[card] == 0:
            copies = Counter(deck)[card]
            raise PositionError(
                PositionReason.CARD_TWICE,
                f"{text(card)} is named more often than the deck holds it ({copies})",
                {"card": text(card), "copies": copies},
            )
        left[card] -= 1
    return sorted(left.elements())


def check_seat(seat: int, players: int) -> None:
    """PositionError ``no_seat`` unless ``seat`` is one of the table's seats."""
    if not 0 <= seat < players:
        raise PositionError(
            PositionReason.NO_SEAT,
            f"seat {seat} is not at a table of {players}",
            {"seat": seat, "players": players},
        )


def check_places(
    places: Sequence[int | None],
    counts: Sequence[int],
    to_move: int,
    *,
    groups: bool = False,
    empty_stays: bool = False,
    fewest: int = 2,
) -> list[int | None]:
    """The seats' finishing places (``()``: nobody has left), checked against the hands'
    ``counts``: a seat that left holds no cards, a seat still in holds some (unless
    ``empty_stays``), places count 1, 2, ... (``groups``: several seats may share one), at
    least ``fewest`` seats are still in and ``to_move`` is one of them. PositionError if not."""
    found = list(places) or [None] * len(counts)

    def refuse(reason: PositionReason, message: str, **data: object) -> PositionError:
        return PositionError(reason, message, data)

    if len(found) != len(counts):
        raise refuse(PositionReason.PLACES, "a place (or None) for every seat", places=found)
    for q, count in enumerate(counts):
        if found[q] is not None and count:
            raise refuse(PositionReason.OUT_WITH_CARDS, f"seat {q} has left with cards", seat=q)
        if found[q] is None and not count and not empty_stays:
            raise refuse(PositionReason.EMPTY_HAND_IN_GAME, f"seat {q} holds nothing", seat=q)
    numbers = sorted(p for p in found if p is not None)
    if groups:
        numbers = sorted(set(numbers))
    if numbers != list(range(1, len(numbers) + 1)):
        raise refuse(PositionReason.PLACES, "places are numbered 1, 2, ...", places=found)
    still = sum(1 for p in found if p is None)
    if still < fewest:
        raise refuse(PositionReason.GAME_OVER, "the game is over", players=still)
    if found[to_move] is not None:
        raise refuse(PositionReason.SEAT_OUT, f"seat {to_move} has left", seat=to_move)
    return found


def check_players_for_position(check: Callable[[], None]) -> None:
    """The game's ``check_players`` as a PositionError ``players``."""
    try:
        check()
    except PlayersError as error:
        raise PositionError(
            PositionReason.PLAYERS,
            str(error),
            {"players": error.players, "low": error.low, "high": error.high},
        ) from None


def check_expected(state: GameState, expect: StrEnum | None, turns: int) -> None:
    """PositionError ``decision`` unless the position's own turn (the one after ``turns``
    turns) stops at a decision of kind ``expect`` (None: anything goes)."""
    if expect is None:
        return
    decision = state.decision
    asked = getattr(decision, "kind", None)
    if decision is None or asked != expect or state.turns != turns + 1:
        player = None if decision is None else decision.player
        raise PositionError(
            PositionReason.DECISION,
            f"the engine would not ask {expect} here"
            + ("" if asked is None else f" (it asks seat {player}: {asked})"),
            {
                "expected": str(expect),
                "asked": None if asked is None else str(asked),
                "player": player,
            },
        )


# ---------------------------------------------------------------------------
# Policies


class Policy(Generic[S_in]):
    """An automatic player: ``policy(state)`` returns one of the legal actions (``S_in``: the
    game's state; a policy of any state is a policy of each game's).

    ``uniform`` declares the engine's fast path: the policy picks uniformly
    among the legal actions with exactly one ``state.rng.random()`` call, so
    an engine may make that choice inline instead of calling it (it must then
    draw the same number the same way).
    """

    __slots__ = ("name", "choose", "uniform")

    def __init__(self, name: str, choose: Callable[[S_in], Action], uniform: bool = False) -> None:
        self.name = name
        self.choose = choose
        self.uniform = uniform

    def __call__(self, state: S_in) -> Action:
        return self.choose(state)

    def __repr__(self) -> str:
        return f"<policy {self.name}>"


def _uniform(state: GameState) -> Action:
    """Uniform among the legal actions (only asked when there are two or more)."""
    actions = state.legal_actions()
    return actions[int(state.rng.random() * len(actions))]


# Every game's ``random`` policy (and its beginner): the engines inline the same draw.
random_policy: Policy[GameState] = Policy("random", _uniform, uniform=True)


# The computer players' levels, by what each can do: any legal move at random,
# the engine's hand-written strategy, and the search (``games.search``) that
# plays the strategy out over the worlds it cannot tell apart.
LEVELS = ("aloittelija", "taitava", "mestari")
# The engine's own names, which the command line, the scenario files and links made
# before the levels use: the first legal move, a uniformly random one, the strategy.
FORMER_POLICIES = ("lowest", "random", "heuristic")
# Every policy an engine offers (``Game.policies``; the descriptor refuses to be made
# without one). The site plays ``heuristic`` in lessons and figures, searches with
# ``mestari`` (a ``games.search.Searcher``) and plays its worlds out with ``taitava``.
POLICY_NAMES = (*FORMER_POLICIES, *LEVELS)


def policy_table(
    lowest: Policy[S_in], random: Policy[S_in], heuristic: Policy[S_in], mestari: Policy[S_in]
) -> Mapping[str, Policy[S_in]]:
    """An engine's ``Game.policies``: its own three and the site's levels, the beginner
    being the random player and the skilled one the strategy."""
    return {
        "lowest": lowest,
        "random": random,
        "heuristic": heuristic,
        "aloittelija": random,
        "taitava": heuristic,
        "mestari": mestari,
    }


def derive_seed(seed: int, game: int) -> int:
    """Game ``game`` of a simulation with ``seed`` is dealt from ``derive_seed(seed, game)``."""
    return seed * 1_000_003 + game


# ---------------------------------------------------------------------------
# Moves that cannot differ in outcome


def each_alone(state: GameState) -> tuple[tuple[Action, ...], ...]:
    """The legal moves, each a class of its own: a game that claims no two moves alike."""
    return tuple((action,) for action in dict.fromkeys(state.legal_actions()))


# ---------------------------------------------------------------------------
# The descriptor of one game


@dataclass(frozen=True)
class Game(Generic[R, S, T, E, D]):
    """Everything the registry, scenarios, simulations and the CLI need of one game.

    The types of rules, states and tables are the game's own; what every game's
    must offer is declared by ``Rules``, ``GameState`` and ``Table`` (mypy checks
    an engine's through the return types of ``make_rules``, ``new_game`` and
    ``table``), and the functions that take them take the game's own. ``loser_key``
    is the name of the per-seat loser count in simulation summaries
    (``sika_by_seat`` for sika). Making a descriptor checks what a type cannot
    say: every name of ``POLICY_NAMES`` is a policy, and the defaults exist.

    ``Game[R, S, T, E, D]`` names them (an engine's ``GAME`` is inferred:
    ``Game[sika.Rules, sika.SikaState, sika.Table, sika.Event, sika.Decision]``). The
    parameters are covariant, so every descriptor is a ``Game`` of the protocols (the
    defaults), as the registry and the site's features hold one: a state, rules or event
    they hand back must be the same game's (the types cannot say which game that is).
    """

    name: str
    min_players: int
    presets: Mapping[str, R]
    default_preset: str
    options: tuple[OptionSpec, ...]
    policies: Mapping[str, Policy[S]]
    default_policy: str
    deck: Deck
    make_rules: Callable[[str, Mapping[str, object] | None], R]
    new_game: NewGame[R, S]
    check_players: Callable[[R, int], None]
    legal_actions: Callable[[S], list[Action]]
    check_action: Callable[[S, Action], None]
    table: Callable[[S], T]
    simulate: Callable[[R, int, int, int, Policy[S]], Iterator[Outcome]]
    derive_seed: Callable[[int, int], int]
    state_json: Callable[[S, Sequence[str]], dict[str, object]]
    event_json: Callable[[E, Sequence[str]], dict[str, object]]
    # What each kind of decision asks (``Decision.kind``), for messages in English.
    decision_words: Mapping[str, str]
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
    # ``games.search.Determinize``: the position as a seat may imagine it (Mestari's worlds).
    determinize: Callable[[S, int, random.Random], S] | None = None
    # ``equivalent_moves(state)``: the decision's legal moves in classes of moves that cannot
    # differ in outcome, each class and the classes in the order of ``legal_actions``. Two
    # moves share a class only when a renaming of cards the rules cannot tell apart turns the
    # position after one into the position after the other, what the table knows of every
    # hand included: the game after one is the game after the other with two cards' names
    # swapped, so neither move is the better one. Players who choose by what the rules tell
    # apart (Aloittelija, Taitava) play both games alike, to the same places
    # (tests/games/test_equivalent_moves.py plays every class out); Mestari imagines the
    # hidden cards from their numbers, so after one or the other its searches may imagine
    # other worlds, as after another shuffle. A decision with one class is no real decision
    # (the site makes it for the visitor). ``each_alone`` claims nothing.
    equivalent_moves: Callable[[S], tuple[tuple[Action, ...], ...]] = each_alone
    # A composed position (lessons, the table's referee): ``position(rules, spec, *,
    # observer=None, play_on=True)`` builds the state ``spec`` (the game's frozen
    # ``position_spec``) describes and plays on to the first decision (``play_on=False``:
    # it stands at the spec's moment; ``state.resume()`` plays on). It raises
    # PositionError (a ``PositionReason`` or the game's own reason, with data) for a
    # position the rules cannot reach. Cards the spec leaves unnamed are dealt from its
    # ``seed``.
    position: Callable[..., S] | None = None
    position_spec: type | None = None

    def __post_init__(self) -> None:
        missing = [name for name in POLICY_NAMES if name not in self.policies]
        if missing:
            raise ValueError(f"{self.name}: no policy called {', '.join(missing)}")
        if self.default_policy not in self.policies or self.default_preset not in self.presets:
            raise ValueError(f"{self.name}: the default policy and preset must be offered")

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


def result_json(outcome: Outcome, names: Sequence[str], loser_key: str) -> dict[str, object]:
    """``result`` of a replay: place groups and losers by name (``sika`` or ``loser``)."""
    return {
        "places": [[names[q] for q in group] for group in outcome.places],
        loser_key: [names[q] for q in outcome.losers],
        "draw": outcome.draw,
        "unfinished": outcome.unfinished,
        "reason": outcome.reason.value,
    }


def event_fields_json(
    event: object,
    names: Sequence[str],
    card_text: Callable[[int], str],
    loser_key: str,
    *,
    seats: tuple[str, ...] = ("player",),
    seat_lists: tuple[str, ...] = ("players",),
    cards: tuple[str, ...] = ("card",),
) -> dict[str, object]:
    """An event dataclass as ``type`` plus its fields: the fields named in ``seats`` (a
    seat) and ``seat_lists`` (seats) as names, those in ``cards`` and a tuple ``cards`` as
    card codes, an outcome as ``result_json`` and an enum as its value."""
    out: dict[str, object] = {"type": _snake(type(event).__name__)}
    for field in dataclasses.fields(event):  # type: ignore[arg-type]
        value = getattr(event, field.name)
        if field.name in seats:
            value = names[value]
        elif field.name in seat_lists:
            value = [names[q] for q in value]
        elif field.name in cards:
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
