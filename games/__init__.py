"""The card game rules engines: pure Python, no Django.

``GAMES`` maps each game's name to its descriptor (``games.core.Game``);
``find_game(name)`` raises a RulesError naming the known games for an unknown
one. ``COMPILED`` says whether the hot modules run from their mypyc build (see
``games/_compiled.py``); the behaviour is the same either way.
"""

from games import _compiled

COMPILED = _compiled.install()

from games.registry import GAMES, find_game, register_game  # noqa: E402

__all__ = ["COMPILED", "GAMES", "find_game", "register_game"]
