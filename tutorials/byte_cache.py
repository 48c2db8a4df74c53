"""A cache bounded in bytes, and the estimate of a recording's bytes it keeps count by.

The step cache (``tutorials.stepper.recording``) is one: the any-game page makes a
new game from every query string, and a recording's size varies a thousandfold,
so a count of entries bounds nothing. The limits are the budget's
(``tutorials.budget``).
"""

from __future__ import annotations

import dataclasses
import sys
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Generic, TypeVar

from tutorials.budget import CACHE_BYTES, MAX_RECORDING_BYTES

K = TypeVar("K")
V = TypeVar("V")
_SHARED = (type(None), bool, Enum)  # one object for the whole process: never counted
# Steps measured to estimate a recording's size: a few runs of consecutive steps, as
# consecutive tables share what did not change (a hand, the pile).
_RUNS = 4
_RUN = 16


def deep_size(value: object, seen: set[int] | None = None) -> int:
    """The bytes of ``value`` and everything it holds (each object once)."""
    seen = set() if seen is None else seen
    if isinstance(value, _SHARED) or id(value) in seen:
        return 0
    seen.add(id(value))
    size = sys.getsizeof(value)
    if isinstance(value, dict):
        items: Iterable[object] = (*value.keys(), *value.values())
    elif isinstance(value, (tuple, list, set, frozenset)):
        items = value
    elif dataclasses.is_dataclass(value):
        items = (getattr(value, field.name) for field in dataclasses.fields(value))
        size += sys.getsizeof(getattr(value, "__dict__", None) or ())
    else:
        return size
    return size + sum(deep_size(item, seen) for item in items)


def steps_size(steps: Sequence[object]) -> int:
    """An estimate of the bytes of a recording's steps: a few runs measured, times their number.

    Each run counts what its steps share once, as the recording holds it.
    """
    count = len(steps)
    if count <= _RUNS * _RUN:
        return deep_size(tuple(steps))
    starts = {i * (count - _RUN) // (_RUNS - 1) for i in range(_RUNS)}
    measured = sum(deep_size(tuple(steps[start : start + _RUN])) for start in starts)
    return measured * count // (len(starts) * _RUN)


@dataclass
class CacheInfo:
    hits: int
    misses: int
    size: int  # bytes kept
    entries: int


class ByteCache(Generic[K, V]):
    """``make(key)``, remembered, the least recently used dropped beyond ``limit`` bytes.

    ``measure(value)`` estimates a value's bytes once, when it is made; a value over
    ``largest`` bytes is handed back and kept for its own thread only, until
    ``release`` (the end of its request: a page asks for its recording several
    times, and making a large one again costs as much as the first time).
    Thread-safe (gunicorn's threads).
    """

    def __init__(
        self,
        make: Callable[[K], V],
        measure: Callable[[V], int],
        limit: int = CACHE_BYTES,
        largest: int = MAX_RECORDING_BYTES,
    ) -> None:
        self.make = make
        self.measure = measure
        self.limit = limit
        self.largest = largest
        self._kept: OrderedDict[K, tuple[V, int]] = OrderedDict()
        self._lock = threading.Lock()
        self._hits = self._misses = self._size = 0
        self._own = threading.local()  # this thread's one value too large to keep

    def __call__(self, key: K) -> V:
        own: tuple[K, V] | None = getattr(self._own, "value", None)
        if own is not None and own[0] == key:
            return own[1]
        with self._lock:
            found = self._kept.get(key)
            if found is not None:
                self._kept.move_to_end(key)
                self._hits += 1
                return found[0]
            self._misses += 1
        value = self.make(key)  # outside the lock: another thread may read meanwhile
        size = self.measure(value)
        if size > self.largest:
            self._own.value = (key, value)
            return value
        with self._lock:
            if key not in self._kept:
                self._kept[key] = (value, size)
                self._size += size
            while self._size > self.limit:
                _key, (_value, dropped) = self._kept.popitem(last=False)
                self._size -= dropped
        return value

    def release(self) -> None:
        """Drop this thread's value too large to keep (its request is over)."""
        self._own.value = None

    def cache_info(self) -> CacheInfo:
        with self._lock:
            return CacheInfo(self._hits, self._misses, self._size, len(self._kept))

    def cache_clear(self) -> None:
        with self._lock:
            self._kept.clear()
            self._hits = self._misses = self._size = 0
