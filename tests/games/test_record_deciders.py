"""The recorder keeps whom the game asks after each step: ``state.decision.player``."""

from typing import Any

import games
from games.core import Table
from games.record import Recording, record
from games.scenario import Scenario


def _siantappo() -> Scenario:
    rules = games.find_game("siantappo").make_rules("perussiantappo", {})
    return Scenario(
        rules,
        ("A", "B", "C"),
        seed=3,
        preset="perussiantappo",
        game="siantappo",
        stop_after_turns=4,
    )


def test_record_deciders_siantappo_the_next_player_after_each_play() -> None:
    recorded: Recording[Table, Any] = record(_siantappo())
    # C leads (step 1), then A, B and C play in turn: each play asks the next seat.
    assert [(type(s.event).__name__, s.event.player) for s in recorded.steps] == [
        ("Played", 2),
        ("Played", 0),
        ("Played", 1),
        ("Played", 2),
    ]
    assert dict(recorded.deciders) == {0: 2, 1: 0, 2: 1, 3: 2}


def test_record_deciders_stop_at_the_limit() -> None:
    assert dict(record(_siantappo(), limit=2).deciders) == {0: 2, 1: 0}


def test_record_deciders_ristiseiska_the_giver_chooses_after_an_ask() -> None:
    rules = games.find_game("ristiseiska").make_rules("ristiseiska", {})
    game = Scenario(
        rules,
        ("A", "B", "C", "D"),
        seed=1,
        policy="heuristic",
        preset="ristiseiska",
        game="ristiseiska",
        stop_after_turns=12,
    )
    recorded: Recording[Table, Any] = record(game)
    asked = recorded.steps[13].event  # step 14: A asks D for a card
    assert (type(asked).__name__, asked.player, asked.giver) == ("Asked", 0, 3)
    assert dict(recorded.deciders) == {7: 1, 14: 3, 16: 1, 18: 2, 22: 0, 24: 1}
