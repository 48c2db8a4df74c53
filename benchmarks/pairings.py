"""The bot bench's pairings: what plays (``Cell``), in what order (``plan``), and for how long
(``calibrate``, ``expected``). ``benchmarks/bots.py`` plays them.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from benchmarks import tuning
from benchmarks.engine import allowed
from games import simulation
from games.core import LEVELS, Game
from games.options import parse_rule_args
from games.registry import GAMES

SEED = 1
CHUNK = 10  # deals a worker plays at a time: small, so both cores stay busy to the end
MAIN_PLAYERS = 4
SIDE_PLAYERS = (2, 6)
BASE = LEVELS[0]  # Aloittelija: the yardstick of the presets' rows


@dataclass(frozen=True)
class Cell:
    """One pairing: ``hero`` in one seat, ``field`` in the others; ``rule``: the preset's
    options changed, ``playouts``: Mestari's budget if not the engine's, ``seed``: the deals'."""

    game: str
    preset: str
    players: int
    hero: str
    field: str
    deals: int
    rule: tuple[tuple[str, str], ...] = ()
    playouts: int | None = None
    seed: int = SEED

    @property
    def seats(self) -> list[str]:
        return [self.hero] + [self.field] * (self.players - 1)

    @property
    def key(self) -> tuple[str, str, int, str, str]:
        return (self.game, self.preset, self.players, self.hero, self.field)

    @property
    def rules(self) -> Any:
        return rules_of(GAMES[self.game], self.preset, self.rule)

    def label(self) -> str:
        return f"{self.game}/{self.preset} {self.players}p {self.hero} vs {self.field}"


def rules_of(game: Game, preset: str, rule: tuple[tuple[str, str], ...]) -> Any:
    """The preset's rules with the options of ``rule`` changed (RulesError if it cannot)."""
    return game.make_rules(preset, dict(rule) or None)


def levels(game: Game, wanted: Sequence[str] = LEVELS) -> list[str]:
    """The levels wanted that this engine has (Mestari arrives engine by engine)."""
    return [level for level in LEVELS if level in wanted and level in game.policies]


def _rank(cell: Cell) -> tuple[bool, int, int]:
    """The stronger level in the one seat first; the searching level in many seats (the
    costliest) last."""
    return (cell.field == LEVELS[-1], -LEVELS.index(cell.hero), -LEVELS.index(cell.field))


def plan(args: argparse.Namespace) -> list[Cell]:
    """Every pairing to play, the most wanted first: the main table (4 players), pairing by
    pairing across the games (Mestari against Taitava first), then the other player counts,
    then (without ``--preset``) the other presets against Aloittelija.

    ValueError (``RulesError``) for a ``--preset`` or ``--rule`` a game does not have."""
    main: list[Cell] = []
    side: list[Cell] = []
    others: list[Cell] = []
    rule = tuple(sorted(parse_rule_args(args.rule).items()))
    make = partial(Cell, rule=rule, playouts=args.playouts, seed=args.seed)
    counts = sorted(set(args.players), key=lambda players: (players != MAIN_PLAYERS, players))
    for name in args.game or list(GAMES):
        game = GAMES[name]
        ours = levels(game, args.levels)
        pairs = [(h, f) for h in reversed(ours) for f in ours if h != f]
        if args.pairs:
            pairs = [pair for pair in pairs if ":".join(pair) in args.pairs]
        preset = args.preset or game.default_preset
        rules = rules_of(game, preset, rule)
        for players in counts:
            if not allowed(game, rules, players):
                continue
            into, deals = (main, args.deals) if players == MAIN_PLAYERS else (side, args.side_deals)
            into += [make(name, preset, players, h, f, deals) for h, f in pairs]
        if args.preset or MAIN_PLAYERS not in args.players:
            continue
        for other in game.presets:
            rules = rules_of(game, other, rule)
            if other == preset or not allowed(game, rules, MAIN_PLAYERS):
                continue
            others += [
                make(name, other, MAIN_PLAYERS, h, f, args.preset_deals)
                for h, f in pairs
                if f == BASE
            ]
    return sorted(main, key=_rank) + sorted(side, key=_rank) + sorted(others, key=_rank)


def chunks(cell: Cell) -> Iterator[tuple[Cell, int, int]]:
    """(cell, chunk number, deals in it): chunk ``c`` deals from seed ``seed * 10**6 + c``,
    so every pairing of a game, preset and player count plays the same deals."""
    for number, start in enumerate(range(0, cell.deals, CHUNK)):
        yield (cell, number, min(CHUNK, cell.deals - start))


# ---------------------------------------------------------------------------
# The expected duration: each level's cost per seat, from a few games


def _timed(cell: Cell, seats: list[str], deals: int) -> float:
    game = tuning.variant(cell.game, cell.playouts)
    start = time.process_time()
    simulation.run_mixed(cell.rules, seats, deals, cell.seed, game=game)
    return (time.process_time() - start) / deals


def calibrate(cells: list[Cell]) -> tuple[dict[tuple[str, str, int, str], float], float]:
    """CPU seconds one seat of a level adds to a game, and the wall-clock seconds a CPU
    second took meanwhile (over 1 on a busy machine). The cheap levels are timed alone
    at the table; the searching one in a single seat among skilled players (one deal),
    less what those cost."""
    costs: dict[tuple[str, str, int, str], float] = {}
    cpu_start, wall_start = time.process_time(), time.perf_counter()
    for cell in cells:
        base = (cell.game, cell.preset, cell.players)
        for level in sorted({cell.hero, cell.field}, key=LEVELS.index):
            if (*base, level) in costs:
                continue
            if level != LEVELS[-1]:
                costs[(*base, level)] = _timed(cell, [level] * cell.players, 20) / cell.players
                continue
            others = costs.get((*base, LEVELS[1])) or (
                _timed(cell, [LEVELS[1]] * cell.players, 20) / cell.players
            )
            table = _timed(cell, [level] + [LEVELS[1]] * (cell.players - 1), 1)
            costs[(*base, level)] = max(table - (cell.players - 1) * others, others)
    tuning.drain()
    cpu = time.process_time() - cpu_start
    return costs, (time.perf_counter() - wall_start) / cpu if cpu > 0 else 1.0


def expected(cell: Cell, costs: dict[tuple[str, str, int, str], float]) -> float:
    """CPU seconds a pairing should take: its games × what its seats cost."""
    base = (cell.game, cell.preset, cell.players)
    per_game = costs[(*base, cell.hero)] + (cell.players - 1) * costs[(*base, cell.field)]
    return cell.deals * cell.players * per_game
