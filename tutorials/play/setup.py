"""What decides a game in play besides the visitor's choices, and its token.

A game in play is its rules, the number of players, a seed, the computer
players' style, the visitor's seat and (in a series) the places of the game
before, plus the visitor's choices so far (indices into the legal moves). All
of it travels sealed in the game's address (``tutorials.play.sealing``).
"""

from __future__ import annotations

import dataclasses
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from games.core import Game, RulesError
from games.options import rules_from_dict, rules_to_dict
from tutorials.play.sealing import bad_token, seal, unseal

VERSION = 1
MAX_CHOICES = 4000
SEED_RANGE = 2**31
# A game played on the site stops after this many turns at most (the engine's
# own safety valve is higher); it keeps every request's replay short. A page plays
# the game from the deal twice (``replaying``: ~12 µs a turn each at worst, eight
# 'lowest' computer players), so 1,000 turns keep a page under 50 ms of CPU; the
# games that run longer are computer players passing the same cards round after
# the visitor has left (under 1 % of deals, nearly all with 'lowest' players).
MAX_TURNS = 1000


@dataclass(frozen=True)
class Setup:
    """What decides a game besides the visitor's choices."""

    rules: Any  # the engine's Rules
    players: int
    seed: int
    policy: str  # the computer players' style: a key of the engine's policies
    seat: int = 0  # the visitor's seat
    # A later game of a series (games whose descriptor has ``series``): the seats
    # by place in the game before; the engine deals, exchanges cards and lets the
    # loser lead. None for a first game.
    previous: tuple[tuple[int, ...], ...] | None = None


def new_setup(game: Game, rules: Any, players: int, policy: str) -> Setup:
    """A fresh game: the seed comes from the server and is never shown."""
    return Setup(capped(rules), players, secrets.randbelow(SEED_RANGE), policy)


def capped(rules: Any) -> Any:
    """``rules`` stopping a game after ``MAX_TURNS`` turns at most."""
    if getattr(rules, "max_turns", 0) > MAX_TURNS:
        return dataclasses.replace(rules, max_turns=MAX_TURNS)
    return rules


def next_setup(game: Game, setup: Setup, places: Sequence[Sequence[int]]) -> Setup:
    """The next game of a series after a game that ended in ``places``: a deal of its own."""
    seed = game.derive_seed(setup.seed, 1) % SEED_RANGE
    return dataclasses.replace(setup, seed=seed, previous=tuple(tuple(group) for group in places))


def game_token(slug: str, game: Game, setup: Setup, choices: Sequence[int]) -> str:
    return seal(
        slug,
        {
            "v": VERSION,
            "r": rules_to_dict(game.options, setup.rules),
            "n": setup.players,
            "s": setup.seed,
            "p": setup.policy,
            "q": setup.seat,
            "c": list(choices),
            "pp": None if setup.previous is None else [list(group) for group in setup.previous],
        },
    )


def _previous(game: Game, players: int, value: object) -> tuple[tuple[int, ...], ...] | None:
    """A token's places of the game before: every seat once, and only in a series game."""
    if value is None:
        return None
    if not game.series or not isinstance(value, list):
        raise ValueError("no series")
    groups = [group for group in value if isinstance(group, list)]
    seats = [q for group in groups for q in group]
    if len(groups) != len(value) or sorted(seats) != list(range(players)):
        raise ValueError("bad places")
    return tuple(tuple(group) for group in groups)


def read_token(slug: str, game: Game, token: str) -> tuple[Setup, tuple[int, ...]]:
    """The setup and choices of a token; BadInput if it is not a game of ``slug``."""
    data = unseal(slug, token)
    try:
        if data.get("v") != VERSION:
            raise ValueError("another version")
        base = game.make_rules(game.default_preset, None)
        rules = rules_from_dict(game.options, base, data["r"])
        players, seed, policy, seat = data["n"], data["s"], data["p"], data["q"]
        choices = data["c"]
        if not (
            isinstance(players, int)
            and isinstance(seed, int)
            and isinstance(seat, int)
            and 0 <= seat < players
            and policy in game.policies
            and isinstance(choices, list)
            and len(choices) <= MAX_CHOICES
            and all(isinstance(c, int) and c >= 0 for c in choices)
        ):
            raise ValueError("bad fields")
        game.check_players(rules, players)
        previous = _previous(game, players, data.get("pp"))
    except (KeyError, TypeError, ValueError, RulesError):
        raise bad_token() from None
    return Setup(rules, players, seed, policy, seat, previous), tuple(choices)
