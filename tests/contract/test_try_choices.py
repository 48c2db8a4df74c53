"""Try it is offered only where the player deciding has a real choice, in every game."""

from typing import Any

import pytest

from games.core import Action
from tutorials import play
from tutorials.packs import PACKS
from tutorials.packs.base import GamePack


def _real_choices(pack: GamePack, stem: str) -> dict[int, int]:
    """Replay the example's game by hand: the events before each decision with 2+ options."""
    scenario = pack.examples.scenario(stem)
    game = scenario.descriptor
    events = 0

    def count(_event: Any, _state: Any) -> None:
        nonlocal events
        events += 1

    extra: dict[str, Any] = {}
    if scenario.previous_places is not None:
        extra["previous_places"] = scenario.previous_places
    state = game.new_game(
        scenario.rules,
        len(scenario.players),
        seed=scenario.seed,
        deck=scenario.deck,
        observer=count,
        **extra,
    )
    found: dict[int, int] = {}
    made = 0
    pause = scenario.stop_after_turns
    while not state.over and (pause is None or game.table(state).turns <= pause):
        options = game.legal_actions(state)
        if len(options) > 1:
            found[events] = made
        if made < len(scenario.choices):
            state.choose(Action(options[0].player, scenario.choices[made]))
        else:
            state.choose(game.policies[scenario.policy](state))
        made += 1
    return found


STEMS = [
    (pack, game.scenario)
    for pack in PACKS.values()
    for example in pack.examples.all
    for game in example.games[:1]
]


@pytest.mark.parametrize(
    ("pack", "stem"), STEMS, ids=[f"{pack.slug}-{stem}" for pack, stem in STEMS]
)
def test_try_only_at_decisions_with_more_than_one_option(pack: GamePack, stem: str) -> None:
    assert play.decision_steps(pack.examples.scenario(stem)) == _real_choices(pack, stem)


def test_try_going_out_example_first_choices_are_real() -> None:
    # Page steps 0 and 6 (events 46 and 52): Eero may play one of two cards or pass, and
    # Onni may play a card or pass: both choices are real, so both pages offer "try it".
    steps = play.decision_steps(PACKS["siantappo"].examples.scenario("viimeinen-kortti"))
    assert (steps[46], steps[52], steps[55]) == (34, 35, 36)
