"""What only a layout game's figures show: counted from the engine's own events.

The same games as the site's figures (the same seeds, as many games, the
same skilled players): how often the player who started lost, how often the
token changed hands, the points left at the end.
"""

from __future__ import annotations

import dataclasses
import functools
import math
from dataclasses import dataclass

from django.utils.formats import number_format
from django.utils.translation import gettext

from games import ristiseiska as rs
from tutorials.stats import (
    SEAT_HINT_SIGMAS,
    SEAT_SIGMAS,
    STATS_MAX_TURNS,
    STATS_POLICY,
    STATS_SEED,
    Stats,
)
from tutorials.words import percent


@dataclass(frozen=True)
class EngineFigures:
    """What only a layout game has to say, counted from the engine's own events."""

    games: int
    starter_lost: int  # games lost by the player of the first turn (who opens, but for two)
    token_moves: int  # TookToken events over all games
    scored: int  # games that ended with points
    points_left: int  # points of the players left holding cards, summed
    players_left: int
    loser_points: int  # the losers' points, summed (one loser per game counted)


@functools.lru_cache(maxsize=64)
def engine_figures(
    rules: rs.Rules, players: int, games: int, policy_name: str = STATS_POLICY
) -> EngineFigures:
    """The figures' ``games`` games with these rules, played again with their events."""
    starter_lost = token_moves = scored = points_left = players_left = loser_points = 0
    policy = rs.POLICIES[policy_name]
    capped = dataclasses.replace(rules, max_turns=min(rules.max_turns, STATS_MAX_TURNS))
    seen: list[object] = []
    for game in range(games):
        seen.clear()
        state = rs.new_game(
            capped,
            players,
            seed=rs.derive_seed(STATS_SEED, game),
            observer=lambda event, _state: seen.append(event),
            policy=policy,
        )
        outcome = state.outcome
        assert outcome is not None
        starter = next(e.player for e in seen if isinstance(e, rs.TurnStarted))
        starter_lost += starter in outcome.losers
        token_moves += sum(1 for e in seen if isinstance(e, rs.TookToken))
        if outcome.points and outcome.losers:
            scored += 1
            left = [p for q, p in enumerate(outcome.points) if state.hands[q]]
            points_left += sum(left)
            players_left += len(left)
            loser_points += outcome.points[outcome.losers[0]]
    return EngineFigures(
        games, starter_lost, token_moves, scored, points_left, players_left, loser_points
    )


def engine_findings(stats: Stats, rules: rs.Rules) -> list[str]:
    """What the engine's own events show: who opened and lost, the token, the points left."""
    # The same games as the figures they stand beside, which name their number once.
    figures = engine_figures(rules, stats.players, stats.games, stats.policy)
    if rules.target is not None:
        return _series_findings(figures, stats, rules.target)
    out = [
        gettext(
            "The player who started lost %(pct)s of the games; an even share would be %(even)s."
        )
        % {
            "pct": percent(100 * figures.starter_lost / figures.games, 0),
            "even": percent(100 / stats.players, 0),
        }
        + " "
        + how_sure(figures.starter_lost, figures.games, stats.players),
    ]
    if rules.pantti or rules.ristikasi:
        out.append(
            gettext("The token changed hands %(moves)s times in an average game.")
            % {"moves": number_format(figures.token_moves / figures.games, 1)}
        )
    if figures.scored and figures.players_left:
        out.append(
            gettext(
                "At the end, a player left holding cards had %(mean)s points on average, "
                "and the loser %(loser)s."
            )
            % {
                "mean": number_format(figures.points_left / figures.players_left, 1),
                "loser": number_format(figures.loser_points / figures.scored, 1),
            }
        )
    return out


def _series_findings(figures: EngineFigures, stats: Stats, target: int) -> list[str]:
    """With a target score each game counted is a whole series of deals: said first, and
    every figure said of the series."""
    out = [
        gettext(
            "With a target score, each of these games is a whole series of deals, played until "
            "someone reaches %(target)s points."
        )
        % {"target": number_format(target, force_grouping=True)},
        gettext(
            "The player who started the first deal lost %(pct)s of the series; an even share "
            "would be %(even)s."
        )
        % {
            "pct": percent(100 * figures.starter_lost / figures.games, 0),
            "even": percent(100 / stats.players, 0),
        }
        + " "
        + how_sure(figures.starter_lost, figures.games, stats.players),
    ]
    if figures.token_moves:
        out.append(
            gettext("The token changed hands %(moves)s times in an average series.")
            % {"moves": number_format(figures.token_moves / figures.games, 1)}
        )
    return out


def how_sure(lost: int, games: int, players: int) -> str:
    """How sure the starter's share against an even one is, as sure as the seat verdict
    beside it says of the seats (the same ``SEAT_SIGMAS`` and ``SEAT_HINT_SIGMAS``, standard
    errors of a share of ``games`` independent games or series)."""
    even = 1 / players
    error = math.sqrt(even * (1 - even) / games) if games else 0.0
    apart = abs(lost / games - even) / error if error else 0.0
    if apart > SEAT_SIGMAS:
        return gettext("The difference is more than chance would explain.")
    if apart > SEAT_HINT_SIGMAS:
        return gettext("Perhaps a real difference, but not big enough to be sure of.")
    return gettext("A difference this small could still come from chance.")
