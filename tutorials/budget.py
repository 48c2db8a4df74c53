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

Searches have budgets of their own, in playout turns (deterministic, so a
position gives the same move everywhere, and about proportional to CPU): one
search plays at most its game's ``Searcher.work`` turns (about 60 to 80 ms of
CPU on the costliest rules), each playout ending with the deal in play (a points
series is not played to its end). A game in play against a searching computer
player (Mestari) makes at most ``SEARCHES`` new searches a request, and starts
one only while the turns searched so far and the replay's (``REPLAYED`` a turn)
leave room for one at its most within ``search_turns`` (``SEARCH_SHARE``
searches): a page that gets there before anyone at the device decides shows the
turns so far and goes on in the next request (``tutorials.play.replaying``), so
a move costs a few searches however long the others play on
(``benchmarks/play_move.py``). The play form's trial accounts for the search:
against a searching player the longest game it starts (``play_turns``) is one
whose replay still leaves a search at its most within a request's work (with
today's engines below ``PLAY_TURNS`` for two of the games). A hint, a "try it"
verdict and each decision the end summary weighs is one search of
``tutorials.advice``'s budget, at most one and a half times ``Searcher.work``
turns; the end summary weighs its decisions within ``search_turns`` too.
``benchmarks/budget.py`` walks every option the forms allow and prints each
request kind's worst CPU.

The step cache is bounded in bytes (``CACHE_BYTES`` per process, by
``tutorials.byte_cache``); a recording larger than ``MAX_RECORDING_BYTES`` is
drawn but not kept.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass

from django.utils.formats import number_format
from django.utils.translation import gettext

from games.core import Game, PlayersError, Rules, RulesError
from games.options import Kind
from games.registry import find_game
from games.search import Searcher
from tutorials.errors import BadInput

# Engine turns one request may play (an any-game page records up to this many).
MAX_TURNS = 5000
# A searching computer player's new decisions (with a choice) one request makes at
# most: a round of four players and a card or two asked and given, about 10 ms each
# (benchmarks/play_move.py); with more players the others' turns may take two requests.
SEARCHES = 6
# The work of one request that searches, in searches of Mestari's at their most (the
# game's ``Searcher.work`` playout turns, about 60 ms of CPU on the costliest rules, up
# to 80 ms on two-phase rules or a double deck): a search starts only while the
# turns searched so far and the turns replayed leave room for one at its most (the
# first search of a request always starts, or the game could not go on). Advice
# (``tutorials.advice``) may play one and a half times Mestari's turns: a page weighs
# one decision, then another only after cheap ones. With 1.75 no request passes
# 0.2 s of CPU at any option the forms allow (benchmarks/budget.py).
SEARCH_SHARE = 1.75
# A turn replayed from the deal (twice a request: unwatched, then told) costs about as
# much CPU as this many playout turns (benchmarks/budget.py).
REPLAYED = 5
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
    game: Game, rules: Rules, players: int, seed: int, policy: str, limit: int | None = None
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


def search_work(game: Game, policy: str = "mestari") -> int | None:
    """The most playout turns one search of ``policy`` plays (None: it does not search, or
    its searches have no bound of their own)."""
    player = game.policies.get(policy)
    return player.work if isinstance(player, Searcher) and player.work else None


def search_turns(game: Game, policy: str = "mestari") -> int | None:
    """The work one request against ``policy`` may do, in playout turns: its searches and
    ``REPLAYED`` for each turn replayed (None: ``policy`` does not search)."""
    most = search_work(game, policy)
    return None if most is None else int(SEARCH_SHARE * most)


def play_turns(game: Game, policy: str) -> int:
    """The longest game (in turns) the play form starts with ``policy`` computer players:
    ``PLAY_TURNS``, and against a searching player no longer than leaves room for one
    search at its most beside the replay of the whole game in a request's work."""
    most = search_work(game, policy)
    if most is None:
        return PLAY_TURNS
    return min(PLAY_TURNS, int((SEARCH_SHARE - 1) * most) // REPLAYED)


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
    rules: Rules,
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
def _tried(name: str, rules: Rules, players: int, seed: int, policy: str, limit: int) -> int | None:
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
