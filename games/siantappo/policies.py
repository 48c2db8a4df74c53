"""Siantappo's computer players (section 6): lowest, random, heuristic, Mestari."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Final

from games import search
from games.core import Action, Outcome, Policy, derive_seed, policy_table, random_policy
from games.siantappo.combos import _NONE
from games.siantappo.deal import check_players, complete_deck
from games.siantappo.rules import _STRENGTH, _THREE_OF_CLUBS, _TWOS, Rules, _mask
from games.siantappo.state import Chooser, SiantappoState, rollout_policy
from games.siantappo.worlds import determinize

# ---------------------------------------------------------------------------
# Policies (section 6): they read the public state and return an Action


def _lowest_key(action: Action) -> tuple[int, tuple[int, ...]]:
    strengths = sorted((_STRENGTH[c] for c in action.cards), reverse=True)
    return (len(action.cards), tuple(strengths))


def _lowest(state: SiantappoState) -> Action:
    """The fewest cards, then the lowest highest card (then the next ...); pass last."""
    actions = state.legal_actions()
    plays = [a for a in actions if a.cards]
    return min(plays, key=_lowest_key) if plays else actions[0]


def _splits(state: SiantappoState, action: Action) -> bool:
    """Does a play of one rank leave cards of that rank in the hand?"""
    mask = _mask(action.cards)
    rank = (mask.bit_length() - 1) >> 2
    if ((mask & -mask).bit_length() - 1) >> 2 != rank:
        return False  # a straight or a siantappo
    return (state.hands[state.to_move] >> (rank * 4)) & 15 != mask >> (rank * 4)


def _heuristic(state: SiantappoState) -> Action:
    """The package docstring's simple strategy (leads shed the lowest card widely)."""
    actions = state.legal_actions()
    p = state.to_move
    h = state.hands[p]
    if state.trick_kind == _NONE:
        low = 1 << _THREE_OF_CLUBS if state.must_3c else h & -h
        holding = [a for a in actions if _mask(a.cards) & low]
        return min(holding, key=lambda a: (-len(a.cards), _lowest_key(a)))
    held = h.bit_count()
    plays = []
    for action in actions:
        if not action.cards:
            continue
        mask = _mask(action.cards)
        costly = mask >> (_TWOS * 4) != 0 or len(action.cards) > state.trick_size
        if costly and held > 6 and mask != h:
            continue
        plays.append(action)
    if not plays:
        return actions[-1]  # pass
    whole = [a for a in plays if not _splits(state, a)]
    return min(whole or plays, key=_lowest_key)


lowest_policy = Policy("lowest", _lowest)
heuristic_policy = Policy("heuristic", _heuristic)


# Mestari: the search plays each move out with Taitava over the sampled worlds
# (``_taitava``: the same choices as ``heuristic``, made faster). Playouts per
# decision: chosen with benchmarks/bots.py --playouts.
MESTARI_PLAYOUTS: Final = 400
# The most playout turns one decision plays: about 60 ms of CPU at six players (a
# playout turn costs up to ~2 µs), so a page's searches stay within the request's budget.
MESTARI_WORK: Final = 30_000

mestari_policy = search.Searcher(
    "mestari", determinize, rollout_policy, MESTARI_PLAYOUTS, work=MESTARI_WORK
)
POLICIES = policy_table(lowest_policy, random_policy, heuristic_policy, mestari_policy)


def simulate(
    rules: Rules, players: int, games: int, seed: int, policy: Chooser
) -> Iterator[Outcome]:
    """Play ``games`` games without a log (``series``: one series, exchanging between games)."""
    check_players(rules, players)
    previous: list[int] | None = None
    for game in range(games):
        rng = random.Random(derive_seed(seed, game))
        state = SiantappoState(rules, players, rng, policy=policy)
        state._deal(complete_deck((), rng), previous)
        state._advance()
        outcome = state.outcome
        assert outcome is not None
        if rules.series:
            previous = state._order
        yield outcome
