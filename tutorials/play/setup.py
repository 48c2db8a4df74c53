"""What decides a game in play besides the choices made, and its token.

A game in play is its rules, the number of players, a seed, the computer
players' style, the seats of the people playing at this device (their names,
when more than one plays), (in a series) the places of the game before, whether
moves that cannot differ in outcome are made for the visitor, and the game's
own random id (the key of what the server keeps of how far it has gone:
``tutorials.play.progress``), plus what has been played so far (``Moves``). All
of it travels sealed in the game's address (``tutorials.play.sealing``).
"""

from __future__ import annotations

import dataclasses
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from games.core import Action, Game, GameState, Rules, RulesError
from games.options import rules_from_dict, rules_to_dict
from tutorials.play.sealing import bad_token, seal, unseal

VERSION = 1
MAX_CHOICES = 4000
SEED_RANGE = 2**31
# A game's id: random, never 0 (a token made before games had ids, or by a test, has 0).
ID_BITS = 62
# A name typed at the start form is at most this long (a hand-over page says it).
MAX_NAME = 20
# A game played on the site stops after this many turns at most (the engine's
# own safety valve is higher); it keeps every request's replay short. A page plays
# the game from the deal twice (``replaying``: ~12 µs a turn each at worst, eight
# 'lowest' computer players), so 1,000 turns keep a page under 50 ms of CPU; the
# games that run longer are computer players passing the same cards round after
# the visitor has left (under 1 % of deals, nearly all with 'lowest' players).
MAX_TURNS = 1000
# The computer players whose choices the token records, each with its playout player:
# each decision of theirs is a search (tens of milliseconds), so a replay applies the
# recorded move instead of searching again. Only a policy that never draws from the
# game's generator may be recorded: the deals after its move depend on that generator
# (the cheap policies draw from it, so they are asked again on every replay). Once
# every person at the device is out of the game, the playout player finishes it: no
# one is left to play against, and the searches would only order the computer players
# among themselves (the last move of a game would search its whole rest). The start
# form's trial game uses the playout player too; its games last as long.
RECORDED: dict[str, str] = {"mestari": "taitava"}


@dataclass(frozen=True)
class Setup:
    """What decides a game besides the choices made in it."""

    rules: Rules  # the engine's Rules
    players: int
    seed: int
    policy: str  # the computer players' style: a key of the engine's policies
    # The seats of the people at this device, in seat order (more than one: pass-and-play).
    humans: tuple[int, ...] = (0,)
    # A later game of a series (games whose descriptor has ``series``): the seats
    # by place in the game before; the engine deals, exchanges cards and lets the
    # loser lead. None for a first game.
    previous: tuple[tuple[int, ...], ...] | None = None
    # The people's names as typed, one per seat of ``humans`` ("": not typed); only
    # when several play (one visitor alone is "you").
    names: tuple[str, ...] = ()
    # Decisions whose moves cannot differ in outcome (``Game.equivalent_moves``: one
    # class) are made for the visitor (``made_for``), unless they asked to decide everything.
    auto: bool = False
    # The game's random id: what the server keeps of it is under this key (0: nothing kept).
    game_id: int = 0

    @property
    def seat(self) -> int:
        """The first person's seat (the visitor's, when one plays)."""
        return self.humans[0]


@dataclass(frozen=True)
class Moves:
    """What has been played: the people's choices and the recorded computer players'
    (``RECORDED``), each an index into the legal moves, in the order made; and how often
    a hint was asked and a move taken back (the end of the game says it)."""

    choices: tuple[int, ...] = ()
    computer: tuple[int, ...] = ()
    hints: int = 0
    undos: int = 0


def new_setup(
    game: Game,
    rules: Rules,
    players: int,
    policy: str,
    humans: tuple[int, ...] = (0,),
    names: tuple[str, ...] = (),
    *,
    auto: bool = True,
) -> Setup:
    """A fresh game: the seed and the id come from the server and are never shown."""
    seed = secrets.randbelow(SEED_RANGE)
    game_id = secrets.randbelow(2**ID_BITS - 1) + 1
    return Setup(capped(rules), players, seed, policy, humans, None, names, auto, game_id)


def made_for(game: Game, setup: Setup, state: GameState) -> Action | None:
    """The move the site makes for the person deciding in ``state`` (None: theirs to make):
    when all their moves are one class of ``Game.equivalent_moves``, the first of them.
    Only for one visitor alone: at a shared device a choice made for someone would tell
    the others, by the hand-over it skips, that their moves were all alike."""
    if not setup.auto or len(setup.humans) > 1:
        return None
    classes = game.equivalent_moves(state)
    return classes[0][0] if len(classes) == 1 and len(classes[0]) > 1 else None


def human_seats(players: int, people: int) -> tuple[int, ...]:
    """Where ``people`` sit among ``players``: spread round the table, the first at seat 0,
    so computer players' turns come between theirs."""
    return tuple(i * players // people for i in range(people))


def position(
    game: Game, setup: Setup, choices: Sequence[int], computer: Sequence[int] = ()
) -> tuple[object, ...]:
    """What decides a position of a game in play (a search's key, ``tutorials.weighings``):
    the rules, seats, seed, computer style, the people's seats and every choice so far.
    Nothing personal: no names, no counts of hints or undos."""
    rules = tuple(sorted(rules_to_dict(game.options, setup.rules).items()))
    return (
        game.name,
        rules,
        setup.players,
        setup.seed,
        setup.policy,
        setup.humans,
        setup.previous,
        tuple(choices),
        tuple(computer),
    )


RulesT = TypeVar("RulesT", bound=Rules)


def capped(rules: RulesT) -> RulesT:
    """``rules`` stopping a game after ``MAX_TURNS`` turns at most."""
    if getattr(rules, "max_turns", 0) > MAX_TURNS:
        return dataclasses.replace(rules, max_turns=MAX_TURNS)
    return rules


def next_setup(game: Game, setup: Setup, places: Sequence[Sequence[int]]) -> Setup:
    """The next game of a series after a game that ended in ``places``: a deal and an id of
    its own (the id derived, so the end page links the same next game every time)."""
    seed = game.derive_seed(setup.seed, 1) % SEED_RANGE
    game_id = game.derive_seed(setup.game_id, 1) % (2**ID_BITS - 1) + 1 if setup.game_id else 0
    previous = tuple(tuple(group) for group in places)
    return dataclasses.replace(setup, seed=seed, previous=previous, game_id=game_id)


def game_token(slug: str, game: Game, setup: Setup, moves: Moves | Sequence[int]) -> str:
    """The sealed token of ``setup`` and ``moves`` (a plain sequence: the choices alone)."""
    if not isinstance(moves, Moves):
        moves = Moves(tuple(moves))
    data: dict[str, object] = {
        "v": VERSION,
        "r": rules_to_dict(game.options, setup.rules),
        "n": setup.players,
        "s": setup.seed,
        "p": setup.policy,
        "h": list(setup.humans),
        "c": list(moves.choices),
        "pp": None if setup.previous is None else [list(group) for group in setup.previous],
    }
    # Written only when they say something: a short game's token stays short.
    optional = {"m": list(setup.names), "k": list(moves.computer)}
    data |= {key: value for key, value in optional.items() if value}
    counts = (("hn", moves.hints), ("u", moves.undos), ("a", int(setup.auto)))
    data |= {key: n for key, n in (*counts, ("g", setup.game_id)) if n}
    return seal(slug, data)


def _previous(game: Game, players: int, value: object) -> tuple[tuple[int, ...], ...] | None:
    """A token's places of the game before: every seat once, and only in a series game."""
    if value is None:
        return None
    if not game.series or not isinstance(value, list):
        raise ValueError("no series")
    groups = [group for group in value if isinstance(group, list)]
    seats = [_number(q) for group in groups for q in group]
    if len(groups) != len(value) or sorted(seats) != list(range(players)):
        raise ValueError("bad places")
    return tuple(tuple(group) for group in groups)


def _indices(value: object) -> tuple[int, ...]:
    if not isinstance(value, list) or len(value) > MAX_CHOICES:
        raise ValueError("not a list of choices")
    if not all(_number(c) >= 0 for c in value):
        raise ValueError("not a choice")
    return tuple(value)


def _number(value: object) -> int:
    """A whole number of the payload (JSON's true and false are not numbers here)."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError("not a whole number")
    return value


def _count(value: object) -> int:
    count = _number(value)
    if not 0 <= count <= MAX_CHOICES:
        raise ValueError("not a count")
    return count


def _humans(players: int, data: dict[str, Any]) -> tuple[tuple[int, ...], tuple[str, ...]]:
    """The people's seats (a token made before pass-and-play names one, ``q``) and names."""
    seats = data["h"] if "h" in data else [data["q"]]
    if not isinstance(seats, list) or not seats:
        raise ValueError("no people")
    if not all(0 <= _number(q) < players for q in seats):
        raise ValueError("not a seat")
    if sorted(set(seats)) != seats:
        raise ValueError("seats out of order")
    names = data.get("m", [])
    if not isinstance(names, list) or (names and len(names) != len(seats)):
        raise ValueError("names do not match the seats")
    if not all(isinstance(name, str) and len(name) <= MAX_NAME for name in names):
        raise ValueError("not a name")
    return tuple(seats), tuple(names)


def read_token(slug: str, game: Game, token: str) -> tuple[Setup, Moves]:
    """The setup and moves of a token; BadInput if it is not a game of ``slug``."""
    data = unseal(slug, token)
    try:
        if data.get("v") != VERSION:
            raise ValueError("another version")
        if not isinstance(data["r"], dict):
            raise ValueError("rules that are not a mapping")
        base = game.make_rules(game.default_preset, None)
        rules = rules_from_dict(game.options, base, data["r"])
        players, seed, policy = _number(data["n"]), _number(data["s"]), data["p"]
        if not (0 <= seed < SEED_RANGE and isinstance(policy, str) and policy in game.policies):
            raise ValueError("bad fields")
        game.check_players(rules, players)
        humans, names = _humans(players, data)
        previous = _previous(game, players, data.get("pp"))
        computer = _indices(data.get("k", []))
        if computer and policy not in RECORDED:
            raise ValueError("a recorded move of a policy that is asked again")
        moves = Moves(
            _indices(data["c"]), computer, _count(data.get("hn", 0)), _count(data.get("u", 0))
        )
        # A token made before these existed: every decision is the visitor's, nothing kept.
        auto, game_id = data.get("a", 0), data.get("g", 0)
        if auto not in (0, 1) or isinstance(auto, bool) or not _is_id(game_id):
            raise ValueError("bad switch or id")
    except (KeyError, TypeError, ValueError, RulesError):
        raise bad_token() from None
    setup = Setup(rules, players, seed, policy, humans, previous, names, bool(auto), game_id)
    return setup, moves


def _is_id(value: object) -> bool:
    return type(value) is int and 0 <= value < 2**ID_BITS
