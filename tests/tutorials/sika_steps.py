"""Sika's own types for a step of one of its scenarios (the stepper's ``capture`` and a
scenario's rules name no game: they are the protocols of ``games.core``)."""

from __future__ import annotations

from typing import cast

from games import sika
from games.scenario import Scenario
from tutorials.stepper import Capture, capture


def sika_capture(game: Scenario, step: int) -> Capture[sika.Table, sika.Event]:
    shot = capture(game, step)
    assert isinstance(shot.table, sika.Table)
    return cast("Capture[sika.Table, sika.Event]", shot)


def sika_rules(game: Scenario) -> sika.Rules:
    assert isinstance(game.rules, sika.Rules)
    return game.rules
