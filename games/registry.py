"""Every game the engine plays, by name: a plain registry of frozen descriptors.

No plugin discovery: a game is listed here (or, for a test's toy game,
registered with ``register_game``).
"""

from __future__ import annotations

from games import ristiseiska, siantappo, sika
from games.core import Game, RulesError

GAMES: dict[str, Game] = {
    sika.GAME.name: sika.GAME,
    ristiseiska.GAME.name: ristiseiska.GAME,
    siantappo.GAME.name: siantappo.GAME,
}


class UnknownGameError(RulesError, KeyError):
    """No game of that name; the message lists the known ones."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0])


def find_game(name: str) -> Game:
    game = GAMES.get(name)
    if game is None:
        raise UnknownGameError(
            f"unknown game {name!r} (known games: {', '.join(GAMES)})",
            "unknown_game",
            {"game": name, "known": tuple(GAMES)},
        )
    return game


def register_game(game: Game) -> None:
    """Add a game (tests register toy games); a name is registered once."""
    if game.name in GAMES and GAMES[game.name] is not game:
        raise ValueError(f"a game called {game.name!r} is already registered")
    GAMES[game.name] = game
