"""The home page's game at a glance: a drawn table, and the way in for a newcomer.

The first game of the registry is shown: the table at the end of its first
worked example (read from the example's one recording), and three steps to
learn it, the rules card, that example, and a game against the computer.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.urls import reverse

from tutorials.packs.base import GamePack
from tutorials.rules_card import has_rules_card
from tutorials.stepper import StepView, step_view


@dataclass(frozen=True)
class Showcase:
    pack: GamePack
    view: StepView  # the first example at its last step
    example_url: str
    example_title: str
    rules_card_url: str | None  # None while the pack gives no rules card
    rules_url: str
    play_url: str | None


def showcase(pack: GamePack) -> Showcase:
    example = pack.examples.all[0]
    game = pack.examples.scenario(example.games[0].scenario)
    last = pack.examples.timeline(example).positions[-1][0]  # the game's own step
    return Showcase(
        pack=pack,
        view=step_view(game, game.players, last, present=pack.presenter.step),
        example_url=reverse(pack.url_name("example"), args=[example.slug]),
        example_title=str(example.title),
        rules_card_url=reverse(pack.url_name("rules_card")) if has_rules_card(pack.slug) else None,
        rules_url=reverse(pack.url_name("rules")),
        play_url=reverse(pack.url_name("play")),
    )
