"""What each game must say and do, written out: one module per game, ``<slug>.py``.

The contract tests (and the generic engine tests) are generic; a game's own expected
answers (its checklist's labels, its figures in words, the deal a test plays, a mixed
table's tallies) live in its module here,
one ``Expected`` each, so a new game adds one file and no test changes. A game
without its file fails the tests that need it, naming the file.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class Expected:
    """One game's written-out expectations of the contract tests."""

    # Each answer of the default start's checklist: its label, and the engine options it
    # changes from that start (None: the answers clash, the page offers no game).
    checklist_answers: Mapping[tuple[str, str], tuple[str, Mapping[str, object] | None]]
    # The figures' player counts grouped by the checklist summaries that read the same.
    same_summary: list[list[int]]
    # The rules page's skill section with the sample figures (tests/tutorials/fixtures/
    # skill_sample.json), in English: the verdict, then each sentence of its list.
    skill: list[str]
    # Numbers the Finnish skill section writes the Finnish way.
    skill_numbers_fi: list[str]
    # The deal the pass-and-play test plays (some deals give a person one turn only).
    people_deal: int
    # ``simulate --policies lowest,random,random --rotate --games 4 --seed 5``: each
    # policy's games, wins, losses and mean place (tests/games/test_mixed.py).
    mixed: Mapping[str, Mapping[str, float]]


def expected(slug: str) -> Expected:
    """The game's expectations, from ``tests/contract/expected/<slug>.py``."""
    try:
        module = importlib.import_module(f"tests.contract.expected.{slug}")
    except ModuleNotFoundError as error:
        raise AssertionError(f"write tests/contract/expected/{slug}.py for {slug}") from error
    found: Expected = module.EXPECTED
    return found
