"""Ristiseiska's computer players (section 7): lowest, random, heuristic, Mestari."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Final

from games import search
from games.cards import shuffle
from games.core import (
    Action,
    Outcome,
    Policy,
    derive_seed,
    policy_table,
    random_policy,
)
from games.ristiseiska.deal import check_players
from games.ristiseiska.events import DecisionKind
from games.ristiseiska.rules import HIGH, HOLD, JOKER0, STOP, Rules
from games.ristiseiska.state import (
    Chooser,
    RistiseiskaState,
    _distance,
    _end_of_card,
    _reach,
    game_cards,
    rollout_policy,
)
from games.ristiseiska.worlds import determinize

# ---------------------------------------------------------------------------
# Policies (section 7)


def _lowest(state: RistiseiskaState) -> Action:
    """The first option: cards in canonical order (an ace's low end first), stop/hold last.

    Asked for a card, the lowest card that cannot be played now (the lowest if all can).
    """
    actions = state.legal_actions()
    if state.pending is DecisionKind.GIVE:
        for action in actions:
            if not state.playable(action.cards[0]):
                return action
    return actions[0]


def _heuristic(state: RistiseiskaState) -> Action:
    """Hold back the cards that open others' rows; keep one's own chains going.

    A play is scored by the cards it opens that the player does not hold
    (gifts to the others: fewer is better), then by how many of the player's
    own cards lie further along that row (more is better), then the lowest
    card. A swap is made first (it costs nothing and wins a joker); a joker is
    played only when no real card can be. After a closing card the extra play
    is taken only if its best card gives nothing away. It never holds back.
    Asked for a card, it gives the one farthest from being playable (the
    asker waits longest for it), the lowest among equals.
    """
    actions = state.legal_actions()
    p = state._pplayer
    owner = state.owner
    plan = state._plan
    if state.pending is DecisionKind.GIVE:
        reach = _reach(state)

        def distance(action: Action) -> tuple[int, int]:
            return (-_distance(state, action.cards[0], reach), action.cards[0])

        return min(actions, key=distance)
    best: tuple[int, int, int, int] | None = None
    chosen = actions[0]
    stop: Action | None = None
    for action in actions:
        first = action.cards[0]
        if first in (STOP, HOLD):
            if first == STOP:
                stop = action
            continue
        if first >= JOKER0:
            key = (2, 0, 0, first * 256 + action.cards[1])
        elif owner[first] == p and not state.playable(first):
            key = (0, 0, 0, first)  # a swap
        else:
            slot = first * 2 + (1 if HIGH in action.cards else 0)
            if slot not in state.opens:
                slot ^= 1
            gifts = sum(1 for s in plan.next_slots[slot] if owner[s >> 1] != p)
            end = plan.end_of[slot]
            own = sum(
                1
                for c in state.hands[p]
                if c < JOKER0 and _end_of_card(plan, c) == end and end >= 0
            )
            key = (1, gifts, -own, first)
        if best is None or key < best:
            best, chosen = key, action
    if stop is not None and best is not None and best[0] == 1 and best[1] > 0:
        return stop
    return chosen


lowest_policy = Policy("lowest", _lowest)
heuristic_policy = Policy("heuristic", _heuristic)


# Playouts per decision and how much better (in mean result, 1 = first place
# every time) a move must look than Taitava's own before Mestari plays it
# instead: the search's noise would otherwise lead it astray as often as it
# finds better. Chosen with benchmarks/bots.py --playouts.
MESTARI_PLAYOUTS: Final = 192
MESTARI_MARGIN: Final = 0.03
# The most playout turns one decision plays: about 60 ms of CPU on the costliest rules
# (two decks and jokers: a playout turn costs up to ~5 µs), so a page's searches stay
# within the request's budget (tutorials.budget).
MESTARI_WORK: Final = 12_000


def _holds_back(action: Action) -> bool:
    return action.cards[0] == HOLD


# Holding back is valued like any move but never chosen: Mestari players holding
# back from each other could pass cards round for ever.
mestari_policy = search.Searcher(
    "mestari",
    determinize,
    rollout_policy,
    MESTARI_PLAYOUTS,
    margin=MESTARI_MARGIN,
    never=_holds_back,
    work=MESTARI_WORK,
)
POLICIES = policy_table(lowest_policy, random_policy, heuristic_policy, mestari_policy)


def simulate(
    rules: Rules, players: int, games: int, seed: int, policy: Chooser
) -> Iterator[Outcome]:
    """Play ``games`` games without a log, each reproducible from its derived seed."""
    check_players(rules, players)
    cards = game_cards(rules)
    if players == 2:
        cards.remove(rules.plan.start[0])
    for game in range(games):
        rng = random.Random(derive_seed(seed, game))
        deck = list(cards)
        shuffle(rng, deck)
        state = RistiseiskaState(rules, players, deck, rng, None, None, policy)
        outcome = state.outcome
        assert outcome is not None
        yield outcome
