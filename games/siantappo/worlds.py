"""Mestari's worlds (``games.search``): the position as a seat may know it."""

from __future__ import annotations

import random
from typing import Final

from games.cards import shuffle
from games.siantappo.rules import _THREE_OF_CLUBS
from games.siantappo.state import SiantappoState

# ---------------------------------------------------------------------------
# Mestari's worlds (games.search): what one seat knows, the rest dealt again

_ALL_CARDS: Final = (1 << 52) - 1


def _strengths(mask: int) -> list[int]:
    """The strength indexes of a mask, lowest first (a canonical order)."""
    out: list[int] = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def determinize(state: SiantappoState, seat: int, rng: random.Random) -> SiantappoState:
    """A copy of ``state`` with every card ``seat`` cannot see dealt again from ``rng``.

    The seat sees its hand, every card played (the cards nobody holds) and the
    hand sizes. It knows where its own gifts of the exchange went, that the
    first game's first leader holds 3C until it is played, and, from a gift it
    received, that the giver kept nothing higher than its strongest cards (or
    nothing lower than its weakest). Passes prove nothing (passing is always
    allowed). The hidden cards are listed in strength order before ``rng``
    shuffles them, so where they truly lie changes nothing.
    """
    n = state.players
    hands = state.hands
    held = 0
    for h in hands:
        held |= h
    known = [0] * n
    allowed = [_ALL_CARDS] * n
    if state.holder_3c >= 0 and state.holder_3c != seat:
        known[state.holder_3c] |= held & (1 << _THREE_OF_CLUBS)
    for giver, receiver, gift, strongest in state.gifts:
        if giver == seat:
            known[receiver] |= gift & held
        elif receiver == seat:
            # Its strongest cards: it kept only lower ones; its weakest: only higher.
            below = (gift & -gift) - 1
            above = _ALL_CARDS ^ ((1 << gift.bit_length()) - 1)
            allowed[giver] = below if strongest else above
    known[seat] = hands[seat]
    pool = held
    for mask in known:
        pool &= ~mask
    world = state.copy(random.Random(rng.getrandbits(48)))
    world.pause_after_turns = None
    world._policy = None
    world._random_choice = False
    world._taitava_inline = False
    # The seats a gift narrowed first, then the others from what is left.
    for narrowed in (True, False):
        for q in range(n):
            if q == seat or (allowed[q] != _ALL_CARDS) != narrowed:
                continue
            need = hands[q].bit_count() - known[q].bit_count()
            cards = _strengths(pool & allowed[q])
            assert need <= len(cards), "no world fits what the seat has seen"
            shuffle(rng, cards)
            hand = known[q]
            for i in range(need):
                hand |= 1 << cards[i]
            pool &= ~hand
            known[q] = hand
    world.hands = known
    return world
