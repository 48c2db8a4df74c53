"""What every process and machine must count together: rate limits and the worker's pulse.

Everything here lives in the "limits" cache (settings.CACHES): a database table,
or Redis when CACHE_URL is set. Never a process's own memory, where each worker
would count its own share of a client, and never the page cache, whose traffic
could push a live counter out.
"""

from __future__ import annotations

import time

from django.core.cache import caches
from django.core.cache.backends.base import BaseCache

RATE_KINDS = ("stats", "save")
HEARTBEAT_KEY = "worker:heartbeat"


def store() -> BaseCache:
    return caches["limits"]


class RateLimited(Exception):
    """A client asked for too much in too short a time; retry after ``retry_after`` s."""

    def __init__(self, retry_after: int) -> None:
        super().__init__(retry_after)
        self.retry_after = retry_after


def allowance_key(kind: str, client: str, slot: int) -> str:
    return f"rate:{kind}:{client}:{slot}"


def reset_allowances(client: str, limit: int = 100) -> None:
    """Forget a client's counts (each test starts with none)."""
    keys = [allowance_key(kind, client, slot) for kind in RATE_KINDS for slot in range(limit)]
    store().delete_many(keys)


def take_allowance(kind: str, client: str, limit: int, window: int) -> None:
    """Count one ``kind`` action by ``client``; RateLimited when over ``limit`` a window.

    Each action takes a free slot of ``limit``, held for ``window`` seconds. ``add``
    is the one step every cache backend does atomically (an insert into a unique key,
    Redis's SET NX), where ``incr`` is a read and a write on the database cache:
    two processes taking at once always get two different slots.
    """
    shared = store()
    for slot in range(limit):
        if shared.add(allowance_key(kind, client, slot), 1, timeout=window):
            return
    raise RateLimited(window)


def beat() -> None:
    """The statistics worker is alive: it started or finished a task just now."""
    store().set(HEARTBEAT_KEY, time.time())


def last_beat() -> float | None:
    """When the worker last showed it was alive (a Unix time), None if never."""
    value = store().get(HEARTBEAT_KEY)
    return float(value) if value is not None else None
