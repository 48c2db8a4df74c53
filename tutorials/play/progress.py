"""How far a game in play has gone, kept on the server: what its stateless token cannot say.

A token holds one position, and whoever has an older token (the Back button, a
reload, a copied address) could open an older position. So that a hand is never
shown again once the device has passed on, and an earlier position is not
played on unnoticed, the server keeps a small record per game (``Setup.game_id``)
in the shared store (the "limits" cache, which every process and machine sees),
written only by the POSTs that change the game: a move, an undo, a hand shown at
a shared device, the replay of a finished game opened. Pages only read it.

A position is ``LATEST`` (the record's, or one with the same choices, such as the
computer players' turns that follow it), ``EARLIER`` (the choices of a position
the game has gone past, or of a line it left by an undo), ``AHEAD`` (beyond the
record: its write was lost) or ``UNKNOWN`` (no record: a token without an id,
made before ids or by a test, or a record expired after ``EXPIRY``). Where the
store cannot be reached one visitor's game goes on as if there were no record; at a
shared device no hand is shown until it can be reached again (``Unavailable``),
since only the record tells that the device has been handed on.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from enum import Enum

from tutorials.limits import store
from tutorials.play.setup import Setup

# A record is kept this long after its last write: a game is played in one sitting, and a
# week covers a game left open overnight.
EXPIRY = 7 * 24 * 60 * 60

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Record:
    """The latest position of a game (its people's choices and its token), who holds the
    device (the seat that last moved or was shown their hand; None: nobody yet), and
    whether the game is closed (over, or seen with every hand face up)."""

    choices: tuple[int, ...]
    token: str
    holder: int | None = None
    closed: bool = False


class Place(Enum):
    LATEST = "latest"
    EARLIER = "earlier"
    AHEAD = "ahead"
    UNKNOWN = "unknown"


class Unavailable(Exception):
    """The record of a game at a shared device cannot be read: show no hand now."""


def _key(slug: str, setup: Setup) -> str:
    return f"play:{slug}:{setup.game_id}"


def read(slug: str, setup: Setup, *, shared: bool = False) -> Record | None:
    """The game's record; None if there is none (or the store cannot be reached, unless
    the game is ``shared`` by people at one device: then ``Unavailable``)."""
    if not setup.game_id:
        return None
    try:
        value = store().get(_key(slug, setup))
    except Exception as error:  # any backend's failure
        log.warning("the play record of a game could not be read", exc_info=True)
        if shared:
            raise Unavailable from error
        return None
    try:  # kept as plain data: a record written by another release still reads
        choices, token, holder, closed = value
        return Record(tuple(choices), token, holder, bool(closed))
    except (TypeError, ValueError):
        return None


def write(slug: str, setup: Setup, record: Record) -> None:
    """Keep ``record`` as the game's (a game without an id keeps nothing)."""
    if not setup.game_id:
        return
    try:
        value = (list(record.choices), record.token, record.holder, record.closed)
        store().set(_key(slug, setup), value, timeout=EXPIRY)
    except Exception:
        log.warning("the play record of a game could not be written", exc_info=True)


def place(record: Record | None, choices: tuple[int, ...]) -> Place:
    """Where a position with the people's ``choices`` stands against the game's record."""
    if record is None:
        return Place.UNKNOWN
    latest = record.choices
    if choices == latest:
        return Place.LATEST
    if choices[: len(latest)] == latest:
        return Place.AHEAD
    return Place.EARLIER


def rewound(record: Record | None, choices: tuple[int, ...]) -> int:
    """How many of the latest line's choices a move from ``choices`` takes back."""
    if record is None or place(record, choices) is not Place.EARLIER:
        return 0
    latest = record.choices
    common = 0
    while common < min(len(latest), len(choices)) and latest[common] == choices[common]:
        common += 1
    return len(latest) - common
