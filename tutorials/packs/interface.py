"""What a pack's modules provide, as protocols: mypy checks each pack against them.

A pack hands its modules themselves to ``GamePack`` (``examples=examples``);
the generic views use these members and no others. ``MODULE_NAMES`` in
``tutorials.packs.base`` lists the same names for the runtime check of
``tests/tutorials/test_shape.py``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from games.core import Action, IllegalMoveError
from games.scenario import Scenario
from tutorials.quiz import model
from tutorials.stepper import Timeline

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise
else:
    StrOrPromise = str

# Module constants are read-only properties here, so that a pack's more precise
# types (a dict of its own Example class, say) still fit.


class ExamplesModule(Protocol):
    """The worked examples: their registry and their games."""

    @property
    def EXAMPLES(self) -> Sequence[Any]: ...
    @property
    def BY_SLUG(self) -> Mapping[str, Any]: ...
    @property
    def GROUPS(self) -> Sequence[tuple[str, StrOrPromise]]: ...
    def scenario(self, name: str) -> Scenario: ...
    def moment_steps(self, example: Any) -> list[tuple[StrOrPromise, int]]: ...
    def example_total(self, example: Any) -> int: ...
    def example_timeline(self, example: Any) -> Timeline: ...
    def window_lead(self, example: Any) -> str | None: ...


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


class SituationsModule(Protocol):
    """Quiz questions drawn from real engine games."""

    @property
    def Kind(self) -> Any: ...  # an enum of the kinds of situation
    @property
    def VERSION(self) -> str: ...
    def situation_question(self, seed: int, kind: Any) -> model.Question: ...
