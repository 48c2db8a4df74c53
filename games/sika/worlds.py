"""What a seat may know: Mestari's worlds (the hidden cards dealt again as one seat may
imagine them) and the moves no seat can tell apart in outcome.
"""

from __future__ import annotations

import random

from games.cards import SUIT_OF, Card, shuffle
from games.core import Action
from games.sika.rules import _ANY
from games.sika.state import SikaState

# ---------------------------------------------------------------------------
# Moves alike: what no seat can tell apart in outcome


def equivalent_moves(state: SikaState) -> tuple[tuple[Action, ...], ...]:
    """The decision's moves in classes that cannot differ in outcome (``Game.equivalent_moves``).

    Outside the two-phase variant the rules never read a card's rank: matching is by
    suit (or colour), digging and draw piles take cards by where they lie, and a stuck
    game counts cards. So renaming two cards of one suit changes nothing the rules
    decide. Playing one of them instead of the other is that renaming, provided the
    table knows the same of both: either both went into the hand face up (dug from the
    pile: everyone knows them exactly) or both came from the ring face down, where all
    anyone learnt of them is their suit (a card passed over did not match; a player who
    drew lacked the suit). A card from a shuffled draw pile was face up before, and
    what the table knows of it is card by card: it is a class of its own. Aloittelija and
    Taitava choose a suit by counts of suits and then the lowest card of it, so they
    play both games alike. With a colour match two suits of one colour would be alike
    too, but the computer players tell them apart, so the classes stay suits. In the
    two-phase variant a card's rank decides what it goes on, sets and runs: every move
    is a class of its own. (Mestari's worlds are dealt from the hidden cards in the order of
    their numbers, so its searches after two such moves may differ as after two shuffles.)
    """
    actions = state.legal_actions()
    if state.rules.two_phase or len(actions) < 2:
        return tuple((action,) for action in actions)
    known = state._known[state.to_move]
    classes: dict[tuple[int, int], list[Action]] = {}
    for action in actions:
        card = action.cards[0]
        if state._recycled >> card & 1 and card not in known:
            seen = 2 + card  # face up once, known card by card since: alone
        else:
            seen = 1 if card in known else 0
        classes.setdefault((SUIT_OF[card], seen), []).append(action)
    return tuple(tuple(group) for group in classes.values())


# ---------------------------------------------------------------------------
# Mestari's worlds: the hidden cards dealt again as one seat may imagine them


_RING = -1
_DRAW = -2


def determinize(state: SikaState, seat: int, rng: random.Random) -> SikaState:
    """A copy of ``state`` with every card ``seat`` cannot see dealt again from ``rng``.

    Hidden from the seat: the ring and a shuffled draw pile (what and in which
    order; the draw pile's cards are known, having been played), and the
    other players' face-down cards. Kept as the seat sees them: its own hand,
    the centre pile, every count, the cards everyone saw go into a hand (dug
    from the pile, drawn from the two-phase stock, whose order is the pile's),
    and what the table knows of each face-down card (the state's masks: a card
    drawn and passed over did not match; a player who had to draw lacked the
    suit; a card from the draw pile is one of its cards).
    """
    if state._pending is not None and state.to_move != seat:
        raise ValueError("the worlds are imagined by the seat deciding")
    world = state.copy(random.Random(rng.getrandbits(64)))
    world._policy = None
    world._random_choice = False
    world._taitava_inline = False
    world.pause_after_turns = None
    # The hidden cards as a sorted multiset: how they truly lie leaves no trace.
    pool: list[Card] = list(state.ring)
    hidden_pile = not state._stock_seen
    if hidden_pile:
        pool += state.draw_pile
    groups: list[tuple[int, int, int]] = [(_RING, _ANY, len(state.ring))]
    if hidden_pile and state.draw_pile:
        groups.append((_DRAW, state._draw_mask, len(state.draw_pile)))
    for q in range(state.players):
        if q != seat:
            hand = list(state.hands[q])
            for card in state._known[q]:
                hand.remove(card)
            pool += hand
            groups += [(q, mask, n) for mask, n in sorted(state._unseen[q].items())]
    pool.sort()
    # Places that may hold fewest kinds of card are filled first: the masks are
    # mostly nested, and then what a narrower place takes a wider one can spare.
    groups.sort(key=lambda g: (sum(1 for c in pool if g[1] >> c & 1), g[0], g[1]))
    shuffle(rng, pool)
    dealt = _deal(pool, groups, rng)
    world.ring = dealt.get(_RING, [])
    if hidden_pile:
        world.draw_pile = dealt.get(_DRAW, [])
    for q in range(state.players):
        if q != seat:
            world.hands[q] = sorted(state._known[q] + dealt.get(q, []))
    return world


def _deal(
    pool: list[Card], groups: list[tuple[int, int, int]], rng: random.Random
) -> dict[int, list[Card]]:
    """The shuffled ``pool`` dealt to the groups (place, mask, count), each card within its mask.

    Each group in turn takes the first fitting cards left in the shuffle. If
    some find too few (masks overlapping unluckily, typically when the hidden
    cards are just the other hands), the missing ones are found by augmenting
    paths (moving cards between places), and the deal is then stirred by swaps
    that keep every card within its place's mask.
    """
    slots: list[tuple[int, int]] = []  # (place, mask) of each card to deal
    owner: list[int] = []  # for each card of ``cards``, the slot it went to (-1: none yet)
    cards: list[Card] = []
    missing: list[int] = []
    left = pool
    for place, mask, count in groups:
        rest: list[Card] = []
        for card in left:
            if count and mask >> card & 1:
                count -= 1
                owner.append(len(slots))
                cards.append(card)
                slots.append((place, mask))
            else:
                rest.append(card)
        for _ in range(count):
            missing.append(len(slots))
            slots.append((place, mask))
        left = rest
    if missing:
        owner += [-1] * len(left)
        cards += left
        for slot in missing:
            if not _augment(slot, slots, cards, owner, [False] * len(cards)):
                raise ValueError("no deal of the hidden cards fits what the table has seen")
        _stir(slots, cards, owner, rng)
    dealt: dict[int, list[Card]] = {}
    for i, slot in enumerate(owner):
        if slot >= 0:
            dealt.setdefault(slots[slot][0], []).append(cards[i])
    return dealt


def _augment(
    slot: int, slots: list[tuple[int, int]], cards: list[Card], owner: list[int], tried: list[bool]
) -> bool:
    """Give ``slot`` a card, moving other slots to other cards if need be (Kuhn)."""
    mask = slots[slot][1]
    for i, card in enumerate(cards):
        if not tried[i] and mask >> card & 1:
            tried[i] = True
            if owner[i] < 0 or _augment(owner[i], slots, cards, owner, tried):
                owner[i] = slot
                return True
    return False


def _stir(
    slots: list[tuple[int, int]], cards: list[Card], owner: list[int], rng: random.Random
) -> None:
    """Swap dealt cards between slots at random wherever both masks allow it."""
    dealt = [i for i, slot in enumerate(owner) if slot >= 0]
    rand = rng.random
    for _ in range(4 * len(dealt)):
        a = dealt[int(rand() * len(dealt))]
        b = dealt[int(rand() * len(dealt))]
        if slots[owner[a]][1] >> cards[b] & 1 and slots[owner[b]][1] >> cards[a] & 1:
            owner[a], owner[b] = owner[b], owner[a]
