"""Sika's computer players (section 10): ``lowest``, ``random``, Taitava (``heuristic``,
made in the state module, which plays it inline) and Mestari's search; and ``simulate``.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from games.core import Outcome, derive_seed, policy_table, random_policy
from games.search import Searcher
from games.sika.deal import check_players, complete_deck
from games.sika.rules import Rules
from games.sika.state import Chooser, SikaState, heuristic_policy, lowest_policy
from games.sika.worlds import determinize

# How much better (in mean result: 1 first, 0 sika) the search must find another
# move before Mestari leaves Taitava's. With a few dozen worlds a decision's
# close calls are noise, and a noisy pick plays like Aloittelija, which is
# costly in sika (in the home version Aloittelija is the sika in 46 % of games
# against three Taitava).
MARGIN = 0.1
# The most playout turns one decision of Mestari's plays: about 60 ms of CPU on the
# costliest rules (a playout turn costs up to ~4.7 µs), so a page's searches stay within
# the request's budget (tutorials.budget). Most decisions play far fewer; a long deal
# (free leads, two decks) gets fewer worlds.
MESTARI_WORK = 13_000


mestari_policy = Searcher(
    "mestari", determinize, heuristic_policy, margin=MARGIN, work=MESTARI_WORK
)
POLICIES = policy_table(lowest_policy, random_policy, heuristic_policy, mestari_policy)


def simulate(
    rules: Rules, players: int, games: int, seed: int, policy: Chooser
) -> Iterator[Outcome]:
    """Play ``games`` games without a log, each reproducible from its derived seed."""
    check_players(rules, players)
    for game in range(games):
        rng = random.Random(derive_seed(seed, game))
        state = SikaState(rules, players, complete_deck(rules, (), rng), rng, policy=policy)
        assert state.outcome is not None
        yield state.outcome
