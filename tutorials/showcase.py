"""The home page's way in: a start path for every game, and one game at a glance.

Each game's start path is three steps: its rules (the one-page rules card, or
the rules page while the pack gives none), its first worked example, and a
game against the computer. The first game of the registry is also drawn: the
table at the end of its first worked example (read from the example's one
recording).
"""

from __future__ import annotations

from dataclasses import dataclass

from django.urls import reverse

from tutorials.packs.base import GamePack
from tutorials.rules_card import has_rules_card
from tutorials.stepper import StepView, step_view


@dataclass(frozen=True)
class StartPath:
    """A newcomer's three steps into one game, and the lessons beside them."""

    rules_url: str  # the rules card, else the rules page
    rules_card: bool  # whether ``rules_url`` is the one-page rules card
    example_url: str
    example_title: str
    play_url: str
    lessons_url: str | None  # None while the pack has no lessons


@dataclass(frozen=True)
class Showcase:
    pack: GamePack
    view: StepView  # the first example at its last step
    example_url: str


def start_path(pack: GamePack) -> StartPath:
    example = pack.examples.all[0]
    card = has_rules_card(pack.slug)
    return StartPath(
        rules_url=reverse(pack.url_name("rules_card" if card else "rules")),
        rules_card=card,
        example_url=reverse(pack.url_name("example"), args=[example.slug]),
        example_title=str(example.title),
        play_url=reverse(pack.url_name("play")),
        lessons_url=reverse(pack.url_name("lessons")) if pack.lessons else None,
    )


def showcase(pack: GamePack) -> Showcase:
    example = pack.examples.all[0]
    game = pack.examples.scenario(example.games[0].scenario)
    last = pack.examples.timeline(example).positions[-1][0]  # the game's own step
    return Showcase(
        pack=pack,
        view=step_view(
            game,
            game.players,
            last,
            teller=pack.presenter,
            since=pack.examples.timeline(example).since(0, last),
        ),
        example_url=reverse(pack.url_name("example"), args=[example.slug]),
    )
