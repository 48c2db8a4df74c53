"""What every process and machine must count together: rate limits and the worker's pulse.

Everything here lives in the "limits" cache (settings.CACHES): a table of the
shared database, or a Redis of its own (LIMITS_CACHE_URL) that never evicts.
Never a process's own memory, where each worker would count its own share of a
client, and never the page cache, whose traffic could push a live counter out.

When the store cannot be reached, each limit does what its ``FAIL_OPEN`` says:
new statistics are allowed (the worker's queue has its own cap in the database,
``tutorials.stats``), saved sheets are refused for a minute (a sheet is kept for
good, so a flood while nothing counts would stay). The heartbeat is skipped.
"""

from __future__ import annotations

import logging
import time

from django.core.cache import caches
from django.core.cache.backends.base import BaseCache
from django.db import DatabaseError
from redis.exceptions import RedisError

from tutorials.client import counted_as

log = logging.getLogger(__name__)

RATE_KINDS = ("stats", "save")
# Whether a limit lets the action through while its store cannot be reached (see above).
FAIL_OPEN = {"stats": True, "save": False}
# How long a refusal for an unreachable store asks the visitor to wait.
STORE_RETRY = 60
HEARTBEAT_KEY = "worker:heartbeat"
# The heartbeat's own expiry: far longer than any silence /healthz/worker reports.
HEARTBEAT_SECONDS = 60 * 60
# What an unreachable store raises: Redis's errors, or the database's.
STORE_ERRORS = (RedisError, DatabaseError, OSError)

# Why a request was refused (RateLimited.why): the client's own allowance, the site's
# queue of new statistics, or a limits store that cannot be reached.
CLIENT = "client"
QUEUE = "queue"
STORE = "store"


def store() -> BaseCache:
    return caches["limits"]


class RateLimited(Exception):
    """Too much asked for; retry after ``retry_after`` s. ``why``: CLIENT, QUEUE or STORE."""

    def __init__(self, retry_after: int, why: str = CLIENT) -> None:
        super().__init__(retry_after, why)
        self.retry_after = retry_after
        self.why = why


def allowance_key(kind: str, client: str, slot: int) -> str:
    return f"rate:{kind}:{counted_as(client)}:{slot}"


def reset_allowances(client: str, limit: int = 100) -> None:
    """Forget a client's counts (each test starts with none)."""
    keys = [allowance_key(kind, client, slot) for kind in RATE_KINDS for slot in range(limit)]
    store().delete_many(keys)


def take_allowance(kind: str, client: str, limit: int, window: int) -> None:
    """Count one ``kind`` action by ``client``; RateLimited when over ``limit`` a window.

    Each action takes a free slot of ``limit``, held for ``window`` seconds. ``add``
    is the one step every cache backend does atomically (an insert into a unique key,
    Redis's SET NX), where ``incr`` is a read and a write on the database cache:
    two processes taking at once always get two different slots. A client is an
    address, and an IPv6 address counts as its /64 (``tutorials.client.counted_as``).
    """
    shared = store()
    try:
        for slot in range(limit):
            if shared.add(allowance_key(kind, client, slot), 1, timeout=window):
                return
    except STORE_ERRORS as error:
        log.warning("limits store unreachable (%s allowed: %s): %s", kind, FAIL_OPEN[kind], error)
        if FAIL_OPEN[kind]:
            return
        raise RateLimited(STORE_RETRY, STORE) from None
    raise RateLimited(window)


def beat() -> None:
    """The statistics worker is alive: it started or finished a task, or waits for one.

    Never raises: a worker must outlive its store's blips (the next beat tries again).
    """
    try:
        store().set(HEARTBEAT_KEY, time.time(), timeout=HEARTBEAT_SECONDS)
    except STORE_ERRORS as error:
        log.warning("worker heartbeat not stored: %s", error)


def last_beat() -> float | None:
    """When a worker last showed it was alive (a Unix time); None if never or unknown."""
    try:
        value = store().get(HEARTBEAT_KEY)
    except STORE_ERRORS:
        return None
    return float(value) if value is not None else None
