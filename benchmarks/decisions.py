"""How many real decisions a visitor makes in one game, per preset of every game.

A decision is one where the visitor's seat has two or more distinct moves to
choose from; a real decision one whose moves fall in two or more classes of the
engine's ``equivalent_moves`` (the play pages ask only then: a forced move plays
itself, and so do moves that cannot differ in outcome, unless the visitor asks to
decide everything).
Each preset is dealt ``--games`` seeded games (seeds 0, 1, …) at ``--players``
players, the visitor in seat 0 and the computer players at ``--level``; the
visitor's own moves are made by ``--visitor`` (default: the same level, a
visitor who plays sensibly). The game stops where the site stops it
(``tutorials.play.setup.capped``). Prints, per preset: the median number of
decisions and of real decisions, the real ones' quartiles, the share of games
with at most ``--few`` real decisions, how many games give no decision and no real
decision at all, and the median number of turns.

The play start page's default rules (``GamePack.play_preset``) were chosen
from this table: among the presets a family plays, the one that gives the
visitor the most decisions.

    .venv/bin/python benchmarks/decisions.py [--games 300] [--players 4] [--game sika]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "sika_site.settings_test")

import django  # noqa: E402

django.setup()

import games  # noqa: E402
from games.core import Game, PlayersError  # noqa: E402
from tutorials.play.setup import capped  # noqa: E402

VISITOR = 0


def decisions(
    game: Game, rules: Any, players: int, seed: int, level: str, visitor: str
) -> tuple[int, int, int]:
    """The visitor's decisions and real decisions in one game, and the game's turns."""
    state = game.new_game(rules, players, seed=seed)
    computer, own = game.policies[level], game.policies[visitor]
    made = real = 0
    while state.decision is not None:
        if state.decision.player == VISITOR:
            if len(set(game.legal_actions(state))) >= 2:
                made += 1
                real += len(game.equivalent_moves(state)) >= 2
            state.choose(own(state))
        else:
            state.choose(computer(state))
    return made, real, state.turns


def quartiles(values: list[int]) -> tuple[float, float, float]:
    low, middle, high = statistics.quantiles(values, n=4, method="inclusive")
    return low, middle, high


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--level", default="taitava", help="the computer players' level")
    parser.add_argument("--visitor", default=None, help="the visitor's moves (default: --level)")
    parser.add_argument("--few", type=int, default=6, help="a game this short is 'over soon'")
    parser.add_argument("--game", action="append", choices=list(games.GAMES), default=None)
    args = parser.parse_args()
    visitor = args.visitor or args.level
    print(
        f"engine: {'mypyc build' if games.COMPILED else 'plain Python'}; {args.games} games a "
        f"preset, {args.players} players, computer players {args.level}, visitor {visitor}"
    )
    few = f"<={args.few}"
    header = (
        f"{'game':<12} {'preset':<20} {'all':>5} {'real':>5} {'q1':>5} {'q3':>5} {few:>6} "
        f"{'none':>5} {'none real':>9} {'turns':>6}"
    )
    print(header)
    print("-" * len(header))
    for name in args.game or list(games.GAMES):
        game = games.GAMES[name]
        for preset in game.presets:
            rules = capped(game.make_rules(preset, None))
            try:
                game.check_players(rules, args.players)
            except PlayersError:
                print(f"{name:<12} {preset:<20} (not for {args.players} players)")
                continue
            played = [
                decisions(game, rules, args.players, seed, args.level, visitor)
                for seed in range(args.games)
            ]
            made = [m for m, _real, _turns in played]
            real = [r for _m, r, _turns in played]
            low, middle, high = quartiles(real)
            few = sum(r <= args.few for r in real) / len(real)
            turns = statistics.median(t for _m, _r, t in played)
            none, none_real = made.count(0), real.count(0)
            print(
                f"{name:<12} {preset:<20} {statistics.median(made):>5.1f} {middle:>5.1f} "
                f"{low:>5.1f} {high:>5.1f} {few:>6.0%} {none:>5} {none_real:>9} {turns:>6.0f}"
            )


if __name__ == "__main__":
    main()
