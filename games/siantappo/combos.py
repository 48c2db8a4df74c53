"""Siantappo's combinations and its move generator: the legal plays counted and decoded.

The legal plays are never listed on the hot path: a hand's plays are *counted*
per kind (a straight count is a three-term recurrence over the ranks) and the
``k``-th one decoded directly; ``legal_actions`` lists the same decoding for
every ``k``, so both orders agree by construction. The four cards of a rank are
one nibble of a hand, so pairs, threes and straights are read off small tables.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import StrEnum
from typing import Final

from games.cards import Card
from games.siantappo.rules import _THREE_OF_CLUBS, _TWOS, _mask

# ---------------------------------------------------------------------------
# Tables over a rank's nibble (the suits held of one rank)

_POP: Final[tuple[int, ...]] = tuple(bin(n).count("1") for n in range(16))
_C2: Final[tuple[int, ...]] = tuple(p * (p - 1) // 2 for p in _POP)
_C3: Final[tuple[int, ...]] = tuple(p * (p - 1) * (p - 2) // 6 for p in _POP)
_PAIR_SUBS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(s for s in range(16) if s & n == s and _POP[s] == 2) for n in range(16)
)
_TRIPLE_SUBS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(s for s in range(16) if s & n == s and _POP[s] == 3) for n in range(16)
)
# _NTH[n * 4 + d]: the d-th set bit of n, lowest first
_NTH: Final[tuple[int, ...]] = tuple(
    ([b for b in range(4) if n >> b & 1] + [0, 0, 0, 0])[d] for n in range(16) for d in range(4)
)
# _ABOVE[ts]: the suits above suit ts
_ABOVE: Final[tuple[int, ...]] = tuple(15 & ~((2 << ts) - 1) for ts in range(4))
# _PAIRS_ABOVE[n * 4 + ts]: pairs of n whose higher card is above suit ts (the last ones)
_PAIRS_ABOVE: Final[tuple[int, ...]] = tuple(
    sum(1 for s in _PAIR_SUBS[n] if s >= 2 << ts) for n in range(16) for ts in range(4)
)
_NIBBLES: Final = 0x1111111111111  # bit 0 of every rank's nibble


def _kth_bit(h: int, k: int) -> int:
    """The ``k``-th lowest set bit of ``h``, as a one-bit mask."""
    while k > 0:
        h &= h - 1
        k -= 1
    return h & -h


def _fours(h: int) -> int:
    """Bit 0 of each rank's nibble where all four cards are held."""
    return h & (h >> 1) & (h >> 2) & (h >> 3) & _NIBBLES


# ---------------------------------------------------------------------------
# Combinations (sections 2 and 3)


class Combo(StrEnum):
    SINGLE = "single"
    PAIR = "pair"
    THREE = "three"
    FOUR = "four"
    STRAIGHT = "straight"
    SIANTAPPO_PAIRS = "siantappo_pairs"  # three consecutive pairs, onto a single 2
    SIANTAPPO_FOUR = "siantappo_four"  # four of a kind, onto a pair of 2s


# Kinds as ints on the hot path; _COMBO[kind] is the enum member.
_NONE: Final = 0
_SINGLE: Final = 1
_PAIR: Final = 2
_THREE: Final = 3
_FOUR: Final = 4
_STRAIGHT: Final = 5
_TAPPO3: Final = 6
_TAPPO4: Final = 7
_COMBO: Final[tuple[Combo, ...]] = (Combo.SINGLE, *Combo)
COMBO_WORDS: Mapping[Combo, str] = {
    Combo.SINGLE: "a single card",
    Combo.PAIR: "a pair",
    Combo.THREE: "three of a kind",
    Combo.FOUR: "four of a kind",
    Combo.STRAIGHT: "a straight",
    Combo.SIANTAPPO_PAIRS: "three pairs in a row (a siantappo)",
    Combo.SIANTAPPO_FOUR: "four of a kind played as a siantappo",
}


def _shape(mask: int) -> tuple[int, int, int]:
    """``(kind, size, highest card)`` of any card set as a lead would read it; kind 0: none.

    Four of a kind reads as ``_FOUR``, three pairs in a row as ``_TAPPO3``.
    """
    size = mask.bit_count()
    if size == 0:
        return _NONE, 0, -1
    high = mask.bit_length() - 1
    top = high >> 2
    low = ((mask & -mask).bit_length() - 1) >> 2
    if top == low:
        return (_SINGLE, _PAIR, _THREE, _FOUR)[size - 1], size, high
    if top == _TWOS:
        return _NONE, size, high
    span = top - low + 1
    counts = [_POP[(mask >> (r * 4)) & 15] for r in range(low, top + 1)]
    if span == size and size >= 3 and min(counts) == 1:
        return _STRAIGHT, size, high
    if size == 6 and span == 3 and counts == [2, 2, 2]:
        return _TAPPO3, size, high
    return _NONE, size, high


# ---------------------------------------------------------------------------
# Counting and decoding the legal plays (the move generator)


def _lead_count(h: int) -> int:
    """How many distinct leads hand ``h`` has (no siantappo: it is no lead)."""
    n = h.bit_count()
    a = 0  # straights-so-far sums: windows ending at the previous rank, length >= 1
    b = 0  # ... of length >= 2
    for r in range(13):
        nib = (h >> (r * 4)) & 15
        n += _C2[nib] + _C3[nib]
        if nib == 15:
            n += 1
        if r < _TWOS:
            c = _POP[nib]
            n += c * b  # windows ending here, length >= 3
            b = c * a
            a = c * (1 + a)
    return n


def _straight(h: int, lo: int, e: int, k: int, top_mask: int) -> int:
    """The ``k``-th straight over ranks ``lo..e`` (lowest rank varying fastest)."""
    out = 0
    for r in range(lo, e):
        nib = (h >> (r * 4)) & 15
        c = _POP[nib]
        out |= 1 << (r * 4 + _NTH[nib * 4 + k % c])
        k //= c
    nib = (h >> (e * 4)) & 15 & top_mask
    return out | 1 << (e * 4 + _NTH[nib * 4 + k])


def _lead_play(h: int, k: int) -> int:
    """The ``k``-th lead of hand ``h`` (in the order of ``_lead_count``) as a card mask."""
    n = h.bit_count()
    if k < n:
        return _kth_bit(h, k)
    k -= n
    for r in range(13):
        nib = (h >> (r * 4)) & 15
        c = _C2[nib]
        if k < c:
            return _PAIR_SUBS[nib][k] << (r * 4)
        k -= c
    for r in range(13):
        nib = (h >> (r * 4)) & 15
        c = _C3[nib]
        if k < c:
            return _TRIPLE_SUBS[nib][k] << (r * 4)
        k -= c
    for r in range(13):
        if (h >> (r * 4)) & 15 == 15:
            if k == 0:
                return 15 << (r * 4)
            k -= 1
    for e in range(2, _TWOS):
        prod = 1
        for lo in range(e, -1, -1):
            c = _POP[(h >> (lo * 4)) & 15]
            if c == 0:
                break
            prod *= c
            if e - lo >= 2:
                if k < prod:
                    return _straight(h, lo, e, k, 15)
                k -= prod
    raise AssertionError("no such lead")


def _tappo3_count(h: int, high: int) -> int:
    """Three-pairs siantappos of ``h`` above ``high`` (-1: all of them)."""
    tr = high >> 2 if high >= 0 else -1
    ts = high & 3
    n = 0
    for e in range(max(tr, 2), _TWOS):
        nib = (h >> (e * 4)) & 15
        top = _PAIRS_ABOVE[nib * 4 + ts] if e == tr else _C2[nib]
        if top:
            n += _C2[(h >> (e * 4 - 8)) & 15] * _C2[(h >> (e * 4 - 4)) & 15] * top
    return n


def _tappo3_play(h: int, high: int, k: int) -> int:
    tr = high >> 2 if high >= 0 else -1
    ts = high & 3
    for e in range(max(tr, 2), _TWOS):
        nib = (h >> (e * 4)) & 15
        top = _PAIRS_ABOVE[nib * 4 + ts] if e == tr else _C2[nib]
        n0 = (h >> (e * 4 - 8)) & 15
        n1 = (h >> (e * 4 - 4)) & 15
        c0 = _C2[n0]
        c1 = _C2[n1]
        count = c0 * c1 * top
        if k < count:
            p0 = _PAIR_SUBS[n0][k % c0]
            k //= c0
            p1 = _PAIR_SUBS[n1][k % c1]
            k //= c1
            p2 = _PAIR_SUBS[nib][_C2[nib] - top + k]
            return (p0 << (e * 4 - 8)) | (p1 << (e * 4 - 4)) | (p2 << (e * 4))
        k -= count
    raise AssertionError("no such siantappo")


def _reply_count(h: int, kind: int, size: int, high: int) -> int:
    """How many plays of ``h`` beat a trick of ``kind``/``size`` topped by ``high``.

    ``high`` -1 counts every combination of that kind and size (any card beats it).
    """
    tr = high >> 2 if high >= 0 else -1
    ts = high & 3
    n = 0
    if kind == _SINGLE:
        n = (h >> (high + 1)).bit_count()
        if tr == _TWOS:
            n += _tappo3_count(h, -1)
    elif kind == _PAIR:
        if tr >= 0:
            n = _PAIRS_ABOVE[((h >> (tr * 4)) & 15) * 4 + ts]
        for r in range(tr + 1, 13):
            n += _C2[(h >> (r * 4)) & 15]
        if tr == _TWOS:
            n += _fours(h).bit_count()
    elif kind == _THREE:
        for r in range(tr + 1, 13):
            n += _C3[(h >> (r * 4)) & 15]
    elif kind == _FOUR or kind == _TAPPO4:
        n = (_fours(h) >> (tr * 4 + 4)).bit_count()
    elif kind == _STRAIGHT:
        for e in range(max(tr, size - 1), _TWOS):
            nib = (h >> (e * 4)) & 15
            prod = _POP[nib & _ABOVE[ts]] if e == tr else _POP[nib]
            r = e - 1
            while prod and r > e - size:
                prod *= _POP[(h >> (r * 4)) & 15]
                r -= 1
            n += prod
    elif kind == _TAPPO3:
        n = _tappo3_count(h, high)
    return n


def _reply_play(h: int, kind: int, size: int, high: int, k: int) -> int:
    """The ``k``-th play of ``_reply_count``'s count, as a card mask."""
    tr = high >> 2 if high >= 0 else -1
    ts = high & 3
    if kind == _SINGLE:
        above = (h >> (high + 1)) << (high + 1)
        c = above.bit_count()
        if k < c:
            return _kth_bit(above, k)
        return _tappo3_play(h, -1, k - c)
    if kind == _PAIR:
        if tr >= 0:
            nib = (h >> (tr * 4)) & 15
            c = _PAIRS_ABOVE[nib * 4 + ts]
            if k < c:
                return _PAIR_SUBS[nib][_C2[nib] - c + k] << (tr * 4)
            k -= c
        for r in range(tr + 1, 13):
            nib = (h >> (r * 4)) & 15
            c = _C2[nib]
            if k < c:
                return _PAIR_SUBS[nib][k] << (r * 4)
            k -= c
        return 15 * _kth_bit(_fours(h), k)
    if kind == _THREE:
        for r in range(tr + 1, 13):
            nib = (h >> (r * 4)) & 15
            c = _C3[nib]
            if k < c:
                return _TRIPLE_SUBS[nib][k] << (r * 4)
            k -= c
        raise AssertionError("no such three")
    if kind == _FOUR or kind == _TAPPO4:
        return 15 * _kth_bit((_fours(h) >> (tr * 4 + 4)) << (tr * 4 + 4), k)
    if kind == _STRAIGHT:
        for e in range(max(tr, size - 1), _TWOS):
            top_mask = _ABOVE[ts] if e == tr else 15
            prod = _POP[(h >> (e * 4)) & 15 & top_mask]
            r = e - 1
            while prod and r > e - size:
                prod *= _POP[(h >> (r * 4)) & 15]
                r -= 1
            if k < prod:
                return _straight(h, e - size + 1, e, k, top_mask)
            k -= prod
        raise AssertionError("no such straight")
    return _tappo3_play(h, high, k)


def _first_leads(h: int) -> list[int]:
    """The leads of ``h`` that hold 3C, in the order of ``_lead_play``."""
    nib = h & 15
    out = [1 << _THREE_OF_CLUBS]
    out.extend(s for s in _PAIR_SUBS[nib] if s & 2)
    out.extend(s for s in _TRIPLE_SUBS[nib] if s & 2)
    if nib == 15:
        out.append(15)
    only = (h & ~15) | 2  # rank 0 held as 3C alone: the straights from it keep their order
    prod = 1
    for e in range(1, _TWOS):
        c = _POP[(only >> (e * 4)) & 15]
        if c == 0:
            break
        prod *= c
        if e >= 2:
            out.extend(_straight(only, 0, e, k, 15) for k in range(prod))
    return out


def count_plays(cards: Sequence[Card], combo: Combo, size: int) -> int:
    """How many distinct ``combo`` plays of ``size`` cards ``cards`` hold.

    The move generator's own count (a siantappo form counts every one of its form).
    """
    kind = _COMBO.index(combo, 1)
    return _reply_count(_mask(cards), kind, size, -1)


def count_leads(cards: Sequence[Card]) -> int:
    return _lead_count(_mask(cards))


def _replies(h: int, kind: int, size: int, high: int) -> list[int]:
    """Every play ``_reply_play`` numbers, in its order (singles read off the bits at once)."""
    if kind != _SINGLE:
        return [
            _reply_play(h, kind, size, high, k) for k in range(_reply_count(h, kind, size, high))
        ]
    out: list[int] = []
    above = (h >> (high + 1)) << (high + 1)
    while above:
        low = above & -above
        out.append(low)
        above ^= low
    if high >> 2 == _TWOS:
        out.extend(_tappo3_play(h, -1, k) for k in range(_tappo3_count(h, -1)))
    return out
