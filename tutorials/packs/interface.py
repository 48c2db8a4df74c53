"""What a pack's modules provide, as protocols: mypy checks each pack against them.

A pack hands its modules themselves to ``GamePack`` (``any_game=any_game``);
the generic views use these members and no others. ``MODULE_NAMES`` in
``tutorials.packs.base`` lists the same names for the runtime check of
``tests/tutorials/test_shape.py``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from django.http import QueryDict

from games.core import Action, IllegalMoveError
from games.scenario import Scenario
from tutorials import checklist
from tutorials.checklist import Question, Start
from tutorials.stats import Stats

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise
else:
    StrOrPromise = str

# Module constants are read-only properties here, so that a pack's more precise
# types (a dict of its own Example class, say) still fit.


class AnyGameModule(Protocol):
    """The any-game page: its form's inputs and words, and links to a game."""

    @property
    def PRESET_LABELS(self) -> Mapping[str, StrOrPromise]: ...
    @property
    def POLICY_LABELS(self) -> Mapping[str, StrOrPromise]: ...
    @property
    def MAX_PLAYERS(self) -> int: ...
    def game_input(self, get: QueryDict) -> tuple[Scenario, list[tuple[str, str]], str]: ...
    def fields(self, get: QueryDict, preset: str) -> Sequence[Any]: ...
    def crowded_note(self, preset: str, players: int) -> str | None: ...
    def game_url(self) -> str: ...  # the page with the game's default rules


class ChecklistModule(Protocol):
    """The house-rules checklist: questions, what the answers mean, the findings."""

    @property
    def STARTS(self) -> Sequence[Start]: ...
    @property
    def START_KEYS(self) -> Sequence[str]: ...
    @property
    def QUESTIONS(self) -> Sequence[Question]: ...
    @property
    def QUESTION(self) -> Mapping[str, Question]: ...
    @property
    def ChecklistForm(self) -> type[checklist.ChecklistForm]: ...
    @property
    def SaveForm(self) -> type[checklist.ChecklistForm]: ...
    @property
    def USER_ERRORS(self) -> frozenset[str]: ...
    def start_answers(self, start: str) -> dict[str, str]: ...
    def start_name(self, key: str) -> str: ...
    def answers_rules(self, start: str, answers: Mapping[str, str]) -> Any: ...
    def inactive_notes(self, answers: Mapping[str, str]) -> dict[str, str]: ...
    def players_note(self, start: str, players: int | None) -> str | None: ...
    def rule_sentences(self, answers: Mapping[str, str]) -> list[str]: ...
    def agreement_sentences(self, answers: Mapping[str, str]) -> list[str]: ...
    def stats_findings(self, stats: Stats, answers: Mapping[str, str]) -> list[str]: ...
    def sample_game_url(self, start: str, answers: Mapping[str, str], players: int) -> str: ...
    def rules_link(self, anchor: str) -> str: ...


class PlayModule(Protocol):
    """Playing a whole game against computer players (``tutorials.play``): the game's words.

    ``turns`` gets the engine's events since the visitor's last choice, each with
    the table after it, and must not name a card another player holds face down.
    """

    @property
    def PRESET_LABELS(self) -> Mapping[str, StrOrPromise]: ...
    @property
    def POLICY_LABELS(self) -> Mapping[str, StrOrPromise]: ...
    @property
    def MAX_PLAYERS(self) -> int: ...
    def names(self, players: int) -> tuple[str, ...]: ...  # the visitor's seat first
    def seen_table(self, table: Any, names: Sequence[str], rules: Any, seat: int) -> Any: ...
    def turns(
        self,
        events: Sequence[tuple[Any, Any]],
        names: Sequence[str],
        rules: Any,
        seat: int,
        from_deal: bool,
    ) -> Sequence[Any]: ...  # each with .summary (one sentence) and .steps (sentences)
    def goal(self, state: Any) -> str: ...  # what to do at this decision, and what to weigh
    def option_words(self, action: Action) -> str: ...
    def hint(self, state: Any) -> tuple[Action, str]: ...  # a good move and why
    def refusal(self, error: IllegalMoveError) -> tuple[str, str | None]: ...  # words, rules URL


# A pack's quiz situations: the quiz declares what it needs of them
# (tutorials.quiz.rounds.SituationsModule).
