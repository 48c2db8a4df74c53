"""Mestari's worlds (``games.search``): the position as a seat may know it."""

from __future__ import annotations

import random
from typing import Final

from games.cards import shuffle
from games.ristiseiska.rules import ALL_CARDS, OUT_OF_GAME, STOCK, TABLE
from games.ristiseiska.state import RistiseiskaState

# ---------------------------------------------------------------------------
# Mestari's worlds (games.search)


def lacks_of(state: RistiseiskaState, q: int, seat: int) -> int:
    """The cards ``seat`` knows ``q`` does not hold (a bit per card), from what ``q`` showed."""
    known = state.lacks[q]
    if state.lacks_keep[q] >> seat & 1:
        known |= state.lacks_some[q]
    return known


def determinize(state: RistiseiskaState, seat: int, rng: random.Random) -> RistiseiskaState:
    """The position as ``seat`` may imagine it (``games.search.Determinize``).

    Hidden are the other hands and the stock, except the cards whose holder the
    seat knows (cards it gave that were not passed on, swapped jokers). They are
    dealt again from ``rng`` in canonical order, the hand sizes kept: first the
    cards somebody showed they lack (each to a hand that may hold it, chosen by
    the room left), then the rest. A deal that gets stuck is tried again; after
    ``_TRIES`` a plain deal by hand sizes stands in (none of 10,605 worlds of
    60 Taitava games, basic, jokers, two decks and six players, needed it). A world
    of a series ends with the deal in play, placed by the totals after it (as the
    series would end if this deal reached the target).
    """
    world = state.copy(random.Random(rng.getrandbits(64)))
    world._policy = None
    world._random_choice = False
    world._taitava_inline = False
    world.pause_after_turns = None
    # The later deals of a series are dealt from cards nobody has seen yet: the world
    # ends with this one, the series scored as it would stand (the budget of a search).
    world.one_deal = True
    n = state.players
    bit = 1 << seat
    owner = state.owner
    seen = state.seen
    # Holders 0..n-1 are seats, n is the stock; room: how many unknown cards each takes.
    room = [0] * (n + 1)
    kept: list[list[int]] = [[] for _ in range(n + 1)]
    pool: list[int] = []
    for c in range(ALL_CARDS):
        o = owner[c]
        if o == seat or o == TABLE or o == OUT_OF_GAME:
            continue
        holder = n if o == STOCK else o
        if seen[c] & bit:
            kept[holder].append(c)
        else:
            pool.append(c)
            room[holder] += 1
    if not pool:
        return world
    lacks = [0 if q == seat else lacks_of(state, q, seat) for q in range(n)] + [0]
    holders = [h for h in range(n + 1) if room[h]]
    dealt = _deal_hidden(pool, room, holders, lacks, rng)
    hands = world.hands
    world_owner = world.owner
    for h in holders:
        cards = kept[h] + dealt[h]
        if h == n:
            world.stock = dealt[h]  # the stock's order is as unknown as its cards
            for c in cards:
                world_owner[c] = STOCK
        else:
            cards.sort()
            hands[h] = cards
            for c in cards:
                world_owner[c] = h
    return world


_TRIES: Final = 20


def _deal_hidden(
    pool: list[int], room: list[int], holders: list[int], lacks: list[int], rng: random.Random
) -> list[list[int]]:
    """``pool`` dealt to ``holders`` by ``room``, no card to a holder that lacks it."""
    dealt: list[list[int]] = [[] for _ in room]
    for _ in range(_TRIES):
        cards = list(pool)
        shuffle(rng, cards)
        left = list(room)
        dealt = [[] for _ in room]
        bound: list[tuple[int, int]] = []
        free: list[int] = []
        for c in cards:
            may = sum(1 for h in holders if not lacks[h] >> c & 1)
            if may < len(holders):
                bound.append((may, c))
            else:
                free.append(c)
        bound.sort(key=_first)  # the most bound first; the shuffle orders equals
        ok = True
        for _, c in bound:
            total = 0
            for h in holders:
                if not lacks[h] >> c & 1:
                    total += left[h]
            if total == 0:
                ok = False
                break
            pick = int(rng.random() * total)
            for h in holders:
                if not lacks[h] >> c & 1:
                    pick -= left[h]
                    if pick < 0:
                        dealt[h].append(c)
                        left[h] -= 1
                        break
        if ok:
            i = 0
            for h in holders:
                take = left[h]
                dealt[h].extend(free[i : i + take])
                i += take
            return dealt
    cards = list(pool)
    shuffle(rng, cards)
    dealt = [[] for _ in room]
    i = 0
    for h in holders:
        dealt[h] = cards[i : i + room[h]]
        i += room[h]
    return dealt


def _first(item: tuple[int, int]) -> int:
    return item[0]
