"""The page cache's Redis backend: a Redis that cannot be reached is a cache that misses.

Everything in ``caches["default"]`` can be made again (pages, figures read from
the database, QR codes), so a Redis that is down, restarting or too slow must
not take a page with it: every error of a call is a miss here (``get`` gives the
default, ``set`` and ``add`` keep nothing) and the request goes on uncached.
After an error this process leaves that Redis alone for ``PAUSE`` seconds -- each
request would otherwise wait for its own connection to fail -- then tries again.
The change is logged once each way, not once a request.

The rate limits are not kept here: ``tutorials.limits`` uses the plain backend and
decides for itself what an unreachable store means for each limit.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Iterable, Mapping
from datetime import timedelta
from typing import Any, TypeVar

from django.core.cache.backends.redis import RedisCache, RedisCacheClient
from redis.exceptions import RedisError

log = logging.getLogger(__name__)
T = TypeVar("T")
# What Django's Redis client takes as a key and as a timeout.
Key = str | bytes | memoryview
Expiry = int | timedelta

PAUSE = 1.0
# Per set of servers, for the whole process: Django gives each thread its own backend.
_paused_until: dict[tuple[str, ...], float] = {}
_lock = threading.Lock()


def _failed(servers: tuple[str, ...], error: Exception) -> None:
    with _lock:
        first = servers not in _paused_until
        _paused_until[servers] = time.monotonic() + PAUSE
    if first:
        log.warning("cache unreachable, serving without it: %s", error)


def _answered(servers: tuple[str, ...]) -> None:
    if servers in _paused_until:
        with _lock:
            back = _paused_until.pop(servers, None) is not None
        if back:
            log.info("cache reachable again")


class SoftRedisCacheClient(RedisCacheClient):
    """Django's Redis client, with every call's error turned into a miss."""

    def __init__(self, servers: list[str], **options: Any) -> None:
        super().__init__(servers, **options)
        self.servers = tuple(servers)

    def _soft(self, miss: T, call: Callable[..., T], *args: object) -> T:
        servers = self.servers
        if time.monotonic() < _paused_until.get(servers, 0.0):
            return miss
        try:
            result = call(*args)
        except (RedisError, OSError) as error:
            _failed(servers, error)
            return miss
        _answered(servers)
        return result

    def add(self, key: Key, value: object, timeout: Expiry | None) -> bool:
        return self._soft(False, super().add, key, value, timeout)

    def get(self, key: Key, default: object) -> object:
        return self._soft(default, super().get, key, default)

    def set(self, key: Key, value: object, timeout: Expiry | None) -> None:
        self._soft(None, super().set, key, value, timeout)

    def touch(self, key: Key, timeout: Expiry) -> bool:
        return self._soft(False, super().touch, key, timeout)

    def delete(self, key: Key) -> bool:
        return self._soft(False, super().delete, key)

    def get_many(self, keys: Iterable[Key]) -> dict[Key, object]:
        return self._soft({}, super().get_many, keys)

    def has_key(self, key: Key) -> bool:
        return self._soft(False, super().has_key, key)

    def incr(self, key: Key, delta: int) -> int:
        # A miss of incr is a missing key, which Django's caches answer with ValueError.
        missing = -1
        value = self._soft(missing, super().incr, key, delta)
        if value is missing:
            raise ValueError(f"Key '{key!s}' not found")
        return value

    def set_many(self, data: Mapping[Key, object], timeout: Expiry) -> None:
        self._soft(None, super().set_many, data, timeout)

    def delete_many(self, keys: Iterable[Key]) -> None:
        self._soft(None, super().delete_many, keys)

    def clear(self) -> bool:
        return self._soft(False, super().clear)


class SoftRedisCache(RedisCache):
    """``RedisCache`` through ``SoftRedisCacheClient`` (settings: the "default" cache)."""

    def __init__(self, server: str, params: dict[str, object]) -> None:
        super().__init__(server, params)
        self._class = SoftRedisCacheClient

    def ping(self) -> bool:
        """Does Redis answer now? (False, without asking, while this process pauses it.)"""
        client: SoftRedisCacheClient = self._cache  # type: ignore[attr-defined]
        return bool(client._soft(False, lambda: client.get_client(write=True).ping()))
