"""The "to move" tag of every worked example is on the player who decides next.

At a step after which the game waits for a choice, the tag is on the player the
engine asks (``state.decision.player``, the one the "try it" form asks): in
siantappo the next player, not the one who just played; in ristiseiska the
player asked for a card, who chooses which one to give.
"""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation

from games.core import Action
from games.scenario import Scenario
from tutorials import stepper
from tutorials.packs import PACKS
from tutorials.packs.base import GamePack


def _asked(game: Scenario) -> dict[int, int]:
    """Step -> the player asked, by playing the scenario here (choices, then the policy)."""
    engine = game.descriptor
    events = 0

    def count(_event: Any, _state: Any) -> None:
        nonlocal events
        events += 1

    series: dict[str, Any] = {}
    if game.previous_places is not None:
        series["previous_places"] = game.previous_places
    state = engine.new_game(
        game.rules, len(game.players), seed=game.seed, deck=game.deck, observer=count, **series
    )
    policy = engine.policies[game.policy]
    asked: dict[int, int] = {}
    made = 0
    pause = game.stop_after_turns
    while not state.over and (pause is None or state.turns <= pause):
        decision = state.decision
        assert decision is not None  # a game that is not over always asks someone
        player = decision.player
        asked[events] = player
        if made < len(game.choices):
            state.choose(Action(player, game.choices[made]))
        else:
            state.choose(policy(state))
        made += 1
    return asked


def _games() -> list[tuple[GamePack, str]]:
    return [
        (pack, game.scenario)
        for pack in PACKS.values()
        for example in pack.examples.all
        for game in example.games
    ]


@pytest.mark.parametrize(("pack", "name"), _games(), ids=lambda v: getattr(v, "slug", v))
def test_example_to_move_is_the_decider_at_every_decision(pack: GamePack, name: str) -> None:
    game = pack.examples.scenario(name)
    asked = _asked(game)
    wrong = []
    with translation.override("fi"):
        for step, player in asked.items():
            shown = pack.presenter.step(stepper.capture(game, step), game.players, game.rules)
            tagged = [seat.name for seat in shown.table.seats if seat.to_move]
            if tagged != [game.players[player]]:
                wrong.append((step, tagged, game.players[player]))
    assert asked != {}
    assert wrong == []


# The pages themselves, at steps where the player who acted is not the one asked.
@pytest.mark.parametrize(
    ("slug", "example", "step", "mover"),
    [
        # Aino opens with the three of clubs: Eero is asked next.
        ("siantappo", "esimerkkikierros", 1, "Eero"),
        # Onni passes: Aino, still in the trick, is asked.
        ("siantappo", "esimerkkikierros", 4, "Aino"),
        # Aino asks for a card: Onni, the previous player, chooses which to give.
        ("ristiseiska", "avaus", 14, "Onni"),
        # Aino draws from the ring and plays on: still her turn.
        ("sika", "aino-eero-liisa", 3, "Aino"),
    ],
)
def test_example_page_tags_the_player_asked(
    client: Client, slug: str, example: str, step: int, mover: str
) -> None:
    url = reverse(f"{slug}:example", args=[example])
    html = client.get(f"{url}?step={step}").content.decode()
    tagged = [
        part.split("<strong>")[1].split("</strong>")[0]
        for part in html.split('<li class="seat seat-to-move')[1:]
    ]
    assert tagged == [mover]


@pytest.mark.parametrize(
    ("slug", "example", "step", "asked"),
    [
        ("siantappo", "esimerkkikierros", 1, "Eero"),
        ("ristiseiska", "avaus", 14, "Onni"),
        ("sika", "aino-eero-liisa", 5, "Aino"),
    ],
)
def test_example_try_page_tags_the_player_it_asks(
    client: Client, slug: str, example: str, step: int, asked: str
) -> None:
    url = reverse(f"{slug}:example_try", args=[example])
    with translation.override("en"):
        html = client.get(f"{url}?step={step}", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    tagged = [
        part.split("<strong>")[1].split("</strong>")[0]
        for part in html.split('<li class="seat seat-to-move')[1:]
    ]
    assert tagged == [asked]
