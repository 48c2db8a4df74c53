"""The work budget every engine-running request obeys, in one place.

A request that runs the engine (an any-game step page, a play move, "try it",
a quiz situation) plays at most ``MAX_TURNS`` engine turns; the statistics
worker's sample plays at most ``MAX_SAMPLE_TURNS`` (games × turns). A game is
fully decided by its input (rules, players, seed, computer players' style), so
the forms check it *before* the page's work: ``over_budget`` plays the game
once without watching it (no events, no tables: about a microsecond a turn
with the compiled engine) and stops it the turn after the budget. A game that
would run past it is refused with a 400 that names the limit and, for each
number the visitor chose that multiplies the work (a series' target score,
the turn limit), the largest value that fits (``allowed_values``). Inside the
loops a hard stop backs the check: the recorder keeps at most ``MAX_STEPS``
events, a replay stops past ``MAX_TURNS`` turns.

Why a trial run and not a formula of the rules: the one per-deal worst case the
engine guarantees is its ``max_turns`` valve, and the fewest points a deal can add
to a series is one per card left in the other players' hands. A series to 100
points with 8 players (counting cards) is then bounded by 8 × 99 / 7 + 1 = 114
deals × 5,000 turns: a formula would refuse every target, the checklist's own 100
to 500 included, though such a series plays about 1,600 turns. Playing the game
to the budget costs less than drawing one of its pages, and it is exact.

A game in play against a searching computer player (Mestari) searches at most
``SEARCHES`` of its new decisions a request; a page that gets there before anyone
at the device decides shows the turns so far and goes on in the next request
(``tutorials.play.replaying``), so a move costs a few searches however long the
others play on (``benchmarks/play_move.py``).

A search (a hint, a "try it" verdict, the end summary's costliest choice) plays a
bounded number of games out from one position, each ended by the rules' own turn
cap: Mestari's own playouts (``games.search.Searcher``) for a hint or a verdict, at most
``tutorials.play.costly.DECISIONS`` × ``PLAYOUTS`` after a game (``benchmarks/hints.py``).

The step cache is bounded in bytes (``CACHE_BYTES`` per process, by
``tutorials.byte_cache``); a recording larger than ``MAX_RECORDING_BYTES`` is
drawn but not kept.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from django.utils.formats import number_format
from django.utils.translation import gettext

from games.core import Game, PlayersError, RulesError
from games.options import Kind
from games.registry import find_game
from tutorials.errors import BadInput

# Engine turns one request may play (an any-game page records up to this many).
MAX_TURNS = 5000
# A searching computer player's new decisions (with a choice) one request makes at
# most: a round of four players and a card or two asked and given, about 10 ms each
# (benchmarks/play_move.py); with more players the others' turns may take two requests.
SEARCHES = 6
# The longest game play starts: its form tries one shuffle with the computer players'
# style in every seat, and the game played has another shuffle and the visitor's own
# choices, so half the budget is left for a game that runs longer than the one tried.
PLAY_TURNS = MAX_TURNS // 2
# Events one recording keeps at most (a turn emits a few): the recorder's hard stop.
MAX_STEPS = 10 * MAX_TURNS
# The statistics worker's sample: games × turns a game (tutorials.stats).
MAX_SAMPLE_TURNS = 2_000_000
# Bytes of recordings one process keeps in its step cache, and of any one of them.
CACHE_BYTES = 64 * 1024 * 1024
MAX_RECORDING_BYTES = 32 * 1024 * 1024
# The shuffle a play form tries (a game in play gets its own seed once it starts; a
# replay stops past MAX_TURNS turns whatever the shuffle).
TRIAL_SEED = 0


def turns_played(
    game: Game, rules: Any, players: int, seed: int, policy: str, limit: int | None = None
) -> int | None:
    """The turns the game takes under its policy, None if more than ``limit`` (the budget).

    Played unobserved and paused the turn after ``limit``: at most ``limit`` + 1 turns
    of work, whatever the rules.
    """
    limit = MAX_TURNS if limit is None else limit
    state = game.new_game(rules, players, seed=seed, pause_after_turns=limit + 1)
    choose = game.policies[policy]
    while state.decision is not None:
        state.choose(choose(state))
    return state.turns if state.over and state.turns <= limit else None


def _numbers(game: Game, overrides: Mapping[str, object]) -> list[str]:
    """The options the visitor set that take a number (they may multiply the work)."""
    return [
        spec.key
        for spec in game.options
        if spec.key in overrides and spec.kind in (Kind.INT, Kind.OPTIONAL_INT)
    ]


def allowed_values(
    game: Game,
    preset: str,
    overrides: Mapping[str, object],
    players: int,
    seed: int,
    policy: str,
    limit: int | None = None,
) -> dict[str, int]:
    """For each number the visitor chose, the largest value that keeps the game in budget.

    Each is searched by halving between the option's lowest value and the one asked
    (a larger target or turn limit never shortens a game): about 17 trial runs at most.
    An option with no value that fits is left out.
    """
    found: dict[str, int] = {}
    for key in _numbers(game, overrides):
        spec = next(spec for spec in game.options if spec.key == key)
        rules = game.make_rules(preset, overrides)
        asked = getattr(rules, key)
        low, high = spec.low, min(asked, spec.high) - 1
        best = None
        while low <= high:
            middle = (low + high) // 2
            try:
                trial = game.make_rules(preset, {**overrides, key: middle})
                game.check_players(trial, players)
            except (RulesError, PlayersError):  # fewer decks may not seat these players
                break
            if turns_played(game, trial, players, seed, policy, limit) is None:
                high = middle - 1
            else:
                best, low = middle, middle + 1
        if best is not None:
            found[key] = best
    return found


def past_budget(turns: int) -> bool:
    """The hard stop inside a loop that plays the engine: past the budget's turns."""
    return turns > MAX_TURNS


def budget_spent() -> BadInput:
    """The 400 of a request stopped by the hard stop (its input looked fine)."""
    limit = number_format(MAX_TURNS, force_grouping=True)
    return BadInput(
        gettext(
            "This game goes on for more than %(limit)s turns, the most one page plays. "
            "Start a new game."
        )
        % {"limit": limit}
    )


@dataclass(frozen=True)
class OverBudget:
    """A game the site will not play: the turns it may have and the values that would fit."""

    limit: int
    allowed: Mapping[str, int]  # option key -> the largest value that fits

    def message(self, labels: Mapping[str, object]) -> str:
        """The visitor's reason, naming the limit and what is allowed."""
        limit = number_format(self.limit, force_grouping=True)
        text = gettext(
            "A game with these rules goes on for more than %(limit)s turns, the longest "
            "game this page plays."
        ) % {"limit": limit}
        for key, value in self.allowed.items():
            text += " " + gettext("“%(option)s” can be at most %(value)s here.") % {
                "option": labels.get(key, key),
                "value": number_format(value, force_grouping=True),
            }
        return text


def over_budget(
    game: Game,
    preset: str,
    overrides: Mapping[str, object],
    rules: Any,
    players: int,
    seed: int,
    policy: str,
    limit: int | None = None,
) -> OverBudget | None:
    """None if the game fits ``limit`` turns (the budget); else why not and what would fit."""
    limit = MAX_TURNS if limit is None else limit
    if _tried(game.name, rules, players, seed, policy, limit) is not None:
        return None
    chosen = tuple(overrides.items())
    return OverBudget(limit, _allowed(game.name, preset, chosen, players, seed, policy, limit))


@functools.lru_cache(maxsize=1024)
def _tried(name: str, rules: Any, players: int, seed: int, policy: str, limit: int) -> int | None:
    """``turns_played``, remembered: every step of a game's pages asks the same."""
    return turns_played(find_game(name), rules, players, seed, policy, limit)


@functools.lru_cache(maxsize=256)
def _allowed(
    name: str,
    preset: str,
    overrides: tuple[tuple[str, object], ...],
    players: int,
    seed: int,
    policy: str,
    limit: int,
) -> dict[str, int]:
    """``allowed_values``, remembered: the same refused address asked again costs nothing."""
    game = find_game(name)
    return allowed_values(game, preset, dict(overrides), players, seed, policy, limit)
