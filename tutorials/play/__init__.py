"""Playing a whole game against computer players, without storing anything.

A game in play is its rules, the number of players, a seed, the computer
players' style, the people at the device and the choices so far, sealed in the
game's address (``sealing``: AES-GCM, capped length; ``setup``: what the token
holds). Each request replays the game from the deal (``replaying``), a searching
computer player's past choices applied as recorded; ``people``: whose page a
position is when several people play at one device. "Try it" in a worked
example replays the example to one of its decisions and lets the visitor choose
there (``branching``). What the game's pack adds (names, the table a player
sees, narration, hints, words for refused moves) comes from its presenter
(``tutorials.presenter.Presenter``). The engine states are typed by ``state``.
"""

from tutorials.budget import SEARCHES
from tutorials.play.branching import Branch, branch, decision_steps
from tutorials.play.replaying import (
    RECENT_SIZE,
    SHOWN_TURNS,
    WATCHED_CALLS,
    Replay,
    recall,
    remember,
    replay,
)
from tutorials.play.sealing import MAX_TOKEN, NONCE, bad_token, seal, unseal
from tutorials.play.setup import (
    MAX_CHOICES,
    MAX_NAME,
    MAX_TURNS,
    RECORDED,
    SEED_RANGE,
    VERSION,
    Moves,
    Setup,
    game_token,
    new_setup,
    next_setup,
    read_token,
)

__all__ = [
    "MAX_CHOICES",
    "MAX_NAME",
    "MAX_TOKEN",
    "MAX_TURNS",
    "NONCE",
    "RECENT_SIZE",
    "RECORDED",
    "SEARCHES",
    "SEED_RANGE",
    "SHOWN_TURNS",
    "VERSION",
    "WATCHED_CALLS",
    "Branch",
    "Moves",
    "Replay",
    "Setup",
    "bad_token",
    "branch",
    "decision_steps",
    "game_token",
    "new_setup",
    "next_setup",
    "read_token",
    "recall",
    "remember",
    "replay",
    "seal",
    "unseal",
]
