"""Many games in a row, and the figures that describe them, for every registered game.

Used by ``python -m games simulate`` and by the site's house-rule statistics,
so both report the same numbers for the same rules and seed.
"""

from __future__ import annotations

import math
import statistics
from array import array
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from games.core import Action, Game, GameState, Outcome, Policy, Rules
from games.options import rules_to_dict
from games.registry import find_game

PER_GAME_LIMIT = 100_000


def nearest_rank(ordered: Sequence[int], share: float) -> int:
    """The smallest value with at least ``share`` of the (sorted) values at or below it."""
    return ordered[max(math.ceil(share * len(ordered)) - 1, 0)]


@dataclass
class Summary:
    rules: Rules  # the game's Rules
    players: int
    seed: int
    policy: str
    turns: array[int] = field(default_factory=lambda: array("l"))
    losers: list[tuple[int, ...]] = field(default_factory=list)
    loser_by_seat: list[int] = field(default_factory=list)
    ends: dict[str, int] = field(default_factory=dict)
    game: str = field(kw_only=True)  # the game's name: no game is the default
    # Scored games (Outcome.points): points summed by seat, and how many games had them.
    points_by_seat: list[int] = field(default_factory=list)
    scored_games: int = 0

    def mean_points(self) -> list[float]:
        """Mean penalty points by seat over the scored games (empty if none was scored)."""
        if not self.scored_games:
            return []
        return [round(total / self.scored_games, 3) for total in self.points_by_seat]

    @property
    def descriptor(self) -> Game:
        return find_game(self.game)

    @property
    def games(self) -> int:
        return len(self.turns)

    @property
    def draws(self) -> int:
        return self.ends.get(self.descriptor.draw_reason, 0)

    @property
    def unfinished(self) -> int:
        return self.ends.get(self.descriptor.unfinished_reason, 0)

    def turn_figures(self) -> dict[str, float]:
        ordered = sorted(self.turns)
        if not ordered:
            return {"mean": 0, "median": 0, "p90": 0, "max": 0, "min": 0}
        return {
            "mean": round(statistics.fmean(ordered), 3),
            "median": statistics.median(ordered),
            "p90": nearest_rank(ordered, 0.9),
            "max": ordered[-1],
            "min": ordered[0],
        }


def run(
    rules: Rules,
    players: int,
    games: int,
    seed: int,
    policy: str,
    progress: Callable[[int], None] | None = None,
    *,
    game: str,
) -> Summary:
    """Play ``games`` games; ``progress`` is called now and then with games done."""
    descriptor = find_game(game)
    summary = Summary(
        rules,
        players,
        seed,
        policy,
        loser_by_seat=[0] * players,
        game=game,
        points_by_seat=[0] * players,
    )
    ends = dict.fromkeys(descriptor.end_reasons, 0)
    step = max(1, games // 200)
    by_seat = summary.loser_by_seat
    chooser = descriptor.policies[policy]
    for done, outcome in enumerate(
        descriptor.simulate(rules, players, games, seed, chooser), start=1
    ):
        summary.turns.append(outcome.turns)
        summary.losers.append(outcome.losers)
        for seat in outcome.losers:
            by_seat[seat] += 1
        ends[outcome.reason.value] += 1
        if outcome.points:
            summary.scored_games += 1
            for seat, points in enumerate(outcome.points):
                summary.points_by_seat[seat] += points
        if progress is not None and done % step == 0:
            progress(done)
    summary.ends = ends
    return summary


def rules_json(rules: Rules, game: str) -> dict[str, object]:
    """Every option of ``rules`` as its JSON value (the schema's ``rules_to_dict``)."""
    return rules_to_dict(find_game(game).options, rules)


def summary_json(summary: Summary, preset: str | None = None) -> dict[str, object]:
    descriptor = summary.descriptor
    out: dict[str, object] = {
        "game": summary.game,
        "preset": preset,
        "games": summary.games,
        "players": summary.players,
        "seed": summary.seed,
        "policy": summary.policy,
        "rules": rules_json(summary.rules, summary.game),
        "turns": summary.turn_figures(),
        descriptor.loser_key: summary.loser_by_seat,
        "draws": summary.draws,
        "unfinished": summary.unfinished,
        "ends": summary.ends,
    }
    if summary.scored_games:
        out["mean_points_by_seat"] = summary.mean_points()
    if summary.games <= PER_GAME_LIMIT:
        key = descriptor.result_loser_key
        out["per_game"] = [
            {"seed": descriptor.derive_seed(summary.seed, i), "turns": t, key: list(s)}
            for i, (t, s) in enumerate(zip(summary.turns, summary.losers, strict=True))
        ]
    return out


# ---------------------------------------------------------------------------
# Mixed tables: a policy per seat, the same deals played with the seats rotated


@dataclass
class Tally:
    """One policy's results over the seat-games it played in a mixed table.

    ``wins``: it was in the first place group (out first); ``losses``: it was one of
    ``Outcome.losers``; ``place_sum``: its place group, 1-based, summed (a seat that
    no group holds, in a game stopped unfinished, shares the place after the last).
    """

    games: int = 0
    wins: int = 0
    losses: int = 0
    place_sum: int = 0

    @property
    def mean_place(self) -> float:
        return round(self.place_sum / self.games, 4) if self.games else 0.0

    def add(self, other: Tally) -> None:
        self.games += other.games
        self.wins += other.wins
        self.losses += other.losses
        self.place_sum += other.place_sum

    def as_json(self) -> dict[str, float]:
        return {
            "games": self.games,
            "wins": self.wins,
            "losses": self.losses,
            "mean_place": self.mean_place,
        }


@dataclass
class Mixed:
    """A mixed table's results: a tally per policy name, in the order first seated."""

    seats: tuple[str, ...]
    deals: int
    rotate: bool
    tallies: dict[str, Tally]
    games: int = 0
    unfinished: int = 0
    draws: int = 0


def seated(descriptor: Game, seats: Sequence[str]) -> Policy:
    """One policy that hands each decision to the policy of the seat that decides.

    The seat is ``state.decision.player``, not the player to move: in some games
    the player asked for a card chooses it during another's turn.
    """
    chosen = [descriptor.policies[name] for name in seats]

    def choose(state: GameState) -> Action:
        assert state.decision is not None, "nobody decides"
        return chosen[state.decision.player](state)

    return Policy("+".join(seats), choose)


def place_of(outcome: Outcome, seat: int) -> int:
    """``seat``'s place group, 1-based; after the last group if no group holds it."""
    for rank, group in enumerate(outcome.places, start=1):
        if seat in group:
            return rank
    return len(outcome.places) + 1


def run_mixed(
    rules: Rules,
    seats: Sequence[str],
    deals: int,
    seed: int,
    rotate: bool = False,
    *,
    game: str,
) -> Mixed:
    """Play ``deals`` deals with policy ``seats[q]`` in seat ``q``.

    With ``rotate`` every deal is played once per seat count, the policy list turned
    one seat further each time (rotation ``r`` seats ``seats[(q - r) % n]`` at ``q``),
    so each policy meets the same cards from every seat (duplicate deals).
    """
    descriptor = find_game(game)
    players = len(seats)
    descriptor.check_players(rules, players)
    result = Mixed(tuple(seats), deals, rotate, {name: Tally() for name in seats})
    for turn in range(players if rotate else 1):
        at = [seats[(q - turn) % players] for q in range(players)]
        chooser = seated(descriptor, at)
        for outcome in descriptor.simulate(rules, players, deals, seed, chooser):
            result.games += 1
            result.unfinished += outcome.unfinished
            result.draws += outcome.draw
            first = outcome.places[0] if outcome.places else ()
            for q, name in enumerate(at):
                tally = result.tallies[name]
                tally.games += 1
                tally.wins += q in first
                tally.losses += q in outcome.losers
                tally.place_sum += place_of(outcome, q)
    return result


def mixed_json(
    mixed: Mixed, rules: Rules, game: str, preset: str | None, seed: int
) -> dict[str, object]:
    """``simulate --policies --json``: the table, its rules and each policy's tally."""
    return {
        "game": game,
        "preset": preset,
        "players": len(mixed.seats),
        "seats": list(mixed.seats),
        "deals": mixed.deals,
        "rotate": mixed.rotate,
        "games": mixed.games,
        "seed": seed,
        "rules": rules_json(rules, game),
        "unfinished": mixed.unfinished,
        "draws": mixed.draws,
        "policies": {name: tally.as_json() for name, tally in mixed.tallies.items()},
    }
