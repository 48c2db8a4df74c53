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
from typing import NamedTuple


class TryCase(NamedTuple):
    """ "Try it" at one decision of a worked example (tests/tutorials/test_play_try.py)."""

    example: str
    step: int  # a decision of the example (the example's own step)
    page: int  # the example's page step that links it (a turn marker is told with the next)
    options: list[str]  # its controls (the hand's cards, then the moves beside it)
    same: str  # the example's own move there
    same_words: str  # its button's words
    other: str  # another legal move
    same_count: str  # the step counter after the example's own move
    other_count: str  # the step counter of the visitor's own game
    refused_at: tuple[str, int, str]  # (example, step, a move the rules refuse there)
    refusal: str
    fits: str
    hinted: str  # the button the hint marks at ``step``
    rules: str  # the rules section the hint links
    same_verdict: str  # the verdict of the example's own move (Mestari's figures)
    other_verdict: str  # and of the other move


class Refusal(NamedTuple):
    """A card of the visitor's hand that does not fit, tapped on a phone in play
    (tests/browser/test_play_phone_browser.py): four players, heuristic computer players."""

    overrides: Mapping[str, object]  # the default rules' options changed ({}: none)
    seed: int
    choices: tuple[int, ...]  # the visitor's choices before it
    card: str
    reason: str  # the engine's reason in words, as the refusal begins


# A saved sheet (tests/tutorials/test_sheet_sections.py): its starting point, the answers
# changed, the players, and the sheet's rules part by part.
Sheet = tuple[str, Mapping[str, str], str, list[tuple[str, list[str]]]]
# A play page that folds earlier turns (tests/tutorials/test_play_light.py): the preset,
# players, computer players, seed, the visitor's choices (all the first option), the turns
# folded into one line, and whether the game is over there.
Folded = tuple[str, int, str, int, int, int, bool]


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
    # tests/tutorials/test_hints.py, seed 0, three players, Taitava computer players, the
    # default rules: the hint at the visitor's second decision (its marked button, words
    # and rules link); seed 1, four players, the visitor always taking the last move: the
    # costliest choice (its number, replay step and words), and with two people at the
    # device (seats 0 and 2) the costliest choice's words in English and Finnish.
    hint: tuple[str, str, str]
    costly: tuple[int, int, str]
    costly_person: tuple[str, str]
    # The default rules, four players, Taitava computer players, moves all alike made for
    # the visitor, who plays Taitava's move at every decision but their ``costly_table[1]``-th,
    # where they take the last move offered: the deal, that decision, the move's words, the
    # card(s) it plays and the visitor's hand in the costliest choice's table (its labels).
    costly_table: tuple[int, int, str, list[str], list[str]]
    # tests/tutorials/test_play_hand.py: seed 0, four players, the default rules, the
    # visitor's first decision: cards chosen together?, those that fit, those that do not,
    # the moves beside the hand.
    first_hand: tuple[bool, list[str], list[str], list[str]]
    # A card that does not fit, and the refusal's words: what would fit instead.
    refusal: Refusal
    # tests/tutorials/test_play_try.py: "try it" at a decision of an example.
    try_case: TryCase
    try_fit: list[str]  # the hand's cards there some legal move uses
    try_together: tuple[list[str], str] | None  # a move of several cards and its verdict
    # The table agreements' usual answers (tests/tutorials/test_checklist_agreements.py).
    agreements: Mapping[str, str]
    # The play start page (tests/tutorials/test_levels_and_starts.py): the preset chosen,
    # its rules' address, and the home page's start path for the game.
    play_preset: str
    play_rules_link: str
    # A preset other than the one play starts from, its name and where its rules are
    # written, as the start page says them once it is chosen (None: the game has one preset).
    other_rules: tuple[str, str, str] | None
    start_path: list[str]
    sheets: list[Sheet]
    # How many option values the any-game form offers (long ranges by their ends).
    options_offered: int
    # The pages "Save for offline" keeps besides the lessons' (tests/browser/
    # test_offline_browser.py): the rules pages and card, the readings, the list of examples
    # and each one's first step, the quiz and the checklist.
    offline_pages: int
    # The lessons of the path (tests/tutorials/test_lessons.py).
    lessons: int
    # Worked examples cut to a window, and the lead said of some of them.
    cut_examples: list[str]
    window_leads: Mapping[str, str]
    # Play pages that fold earlier turns into one line.
    folded: list[Folded]
    # Whether a deal can place the visitor before the end while others play on (in
    # pikkutikki every place is known at the end only).
    places_early: bool
    # Presets × player counts ``manage.py work_out_figures`` works out.
    figure_sets: int
    # The engine's events that tell what followed a move, not a move
    # (tests/contract/test_examples.py): the player who moves after one is whoever acts in
    # the next event that is a move. Written out here, apart from the presenter's own.
    not_moves: frozenset[str]
    # The addresses of the game's rules pages, in the order of its pages (in Finnish; the
    # English ones are the same under /en): tests/browser/test_rules_browser.py.
    rules_pages: list[str]
    # One dispute for the referee on a phone (tests/browser/test_referee_browser.py), under
    # the default rules at four players: the situation kind, its answers by field name (card
    # codes; a list for several cards), and the verdict its answer heads.
    referee_dispute: tuple[str, Mapping[str, str | list[str]], str]


def expected(slug: str) -> Expected:
    """The game's expectations, from ``tests/contract/expected/<slug>.py``."""
    try:
        module = importlib.import_module(f"tests.contract.expected.{slug}")
    except ModuleNotFoundError as error:
        raise AssertionError(f"write tests/contract/expected/{slug}.py for {slug}") from error
    found: Expected = module.EXPECTED
    return found
