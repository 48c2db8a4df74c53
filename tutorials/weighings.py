"""Searches kept: what a search found at a decision, shared by every process and visitor.

A search (``games.search``) is a pure function of its position: the same
position gives the same values and the same move, on any machine. So what it
found is kept in the shared cache (``caches["default"]``: Redis in production,
every process and machine alike) under a key made from the position, and a
repeated address, a hint asked again, or the end summary's look back at a
decision read it instead of searching again. A miss, an expired entry or a
cache that is away just searches again: the cache is never the only copy.

The key is a digest of the kind of search, the release (a deploy may change the
engine) and the position's description: what decides it, nothing personal (no
names, no counts of hints or undos; ``tutorials.play.setup.position`` for play).
What is kept is numbers: a move is its index among the decision's moves, so
the cache holds no card and no word.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

from django.core.cache import caches

from tutorials.release import release_id

# The cache the searches are kept in (the one every process and machine shares).
CACHE = "default"
# Seconds a search is kept: a game in play comes back to its positions within hours
# (a move's page, a hint, the end summary).
KEEP = 6 * 60 * 60
# Bumped when what is kept changes shape: old entries are then never read.
VERSION = 2


def key(kind: str, position: Sequence[object]) -> str:
    """The cache key of a search of ``kind`` at ``position`` (a description of it)."""
    text = repr((VERSION, release_id(), kind, tuple(position)))
    return f"weighing:{kind}:{hashlib.sha256(text.encode()).hexdigest()}"


def kept(name: str) -> object | None:
    """What was kept under ``name`` (None: nothing, or the cache is away)."""
    return caches[CACHE].get(name)


def keep(name: str, value: object) -> None:
    """Keep ``value`` (numbers only) under ``name`` for ``KEEP`` seconds."""
    caches[CACHE].set(name, value, KEEP)
