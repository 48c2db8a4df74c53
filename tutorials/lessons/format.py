"""What a pack writes for its lesson path (``tutorials/packs/<game>/lessons.py``): the format.

A path is a tuple of ``Lesson`` in teaching order. A lesson has a two-sentence
``intro``, the rules it teaches (``sections``) and its ``steps``: the first a
``Watch`` (a worked step: the move made and explained), then the visitor's own
steps of the same kind on new positions. Every step stands on a position the
engine builds from data (``Game.position(rules, spec)``: the game's typed
``position_spec``), under the lesson's rules. A step is one of three kinds,
each judged on the visitor's own action:

- ``Do``: the engine asks the visitor a decision (``goal.decision`` is its kind)
  and ``goal.reached`` judges what the chosen move caused: the ``Result`` of the
  move and of the events the engine then plays by itself, up to the next
  decision (anyone's) or the end; never a move the computer chooses.
- ``Predict``: the rules decide by themselves; the visitor answers
  ``question.sentence`` from the 2-4 answers ``question.options`` offers, then
  the engine plays on to the next decision and ``question.answer`` reads what it did.
- ``Spot``: the visitor taps every card of the hand that the engine's legal moves
  play alone (the right set is the engine's, never written by hand).

Nothing here names a game: goals, questions and their words are the pack's.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeAlias, TypeVar

from games.core import Action, GameState, Rules, Table

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise
else:
    StrOrPromise = str

SEAT = 0  # the visitor's seat in every lesson position


@dataclass(frozen=True)
class Result:
    """What a goal or a question reads.

    ``action``: the visitor's move (None in a predict step). ``events``: what the
    engine did from then on by itself, up to the next decision or the end.
    ``before`` and ``after``: the engine's tables just before the move (a predict
    step: at the position) and after the events; ``state``: the state after them.
    """

    action: Action | None
    events: tuple[object, ...]  # the game's events
    before: Table  # the game's own Table, as the ones after
    after: Table
    state: GameState


Own = TypeVar("Own")


def narrowed(value: object, kind: type[Own]) -> Own:
    """``value`` (a spec, rules or table the generic lesson holds) as the game's own
    ``kind``: a pack's lesson parts read only their own engine's objects."""
    assert isinstance(value, kind)
    return value


@dataclass(frozen=True)
class Start:
    """What a predict step's options are made from: the position as built, before anything
    is played (``state`` stands at the spec's moment; ``table`` is its engine table)."""

    spec: object  # the game's ``position_spec``, as the step wrote it
    rules: Rules
    state: GameState
    table: Table


@dataclass(frozen=True)
class Goal:
    """A do-step's goal: one decision kind, one sentence, one predicate.

    ``decision``: the engine's decision kind the goal is about (its ``DecisionKind``
    value: a goal about giving a card sits on a "give" decision); ``sentence``: the
    step's heading, what to do; ``reached``: the verdict on the visitor's move;
    ``rule``: said after a success, the rule or tip in one sentence, linked to
    ``section`` (a rules anchor); ``why``: said after a miss, one sentence. ``reading``:
    the key of the pack's reading (``tutorials.readings``) the goal relies on where the
    sources are silent, marked after either verdict ("" : none).
    """

    decision: str
    sentence: StrOrPromise
    reached: Callable[[Result], bool]
    rule: StrOrPromise
    why: StrOrPromise
    section: str
    reading: str = ""


@dataclass(frozen=True)
class Question:
    """A predict step's question: ``options(start)`` gives 2-4 distinct answers (values:
    cards, seats, counts...), exactly one of which ``answer(result)`` finds in what the
    engine did; ``words(value, names)`` says an answer (``names``: the seat names).
    ``rule`` (linked to ``section``) is said after either verdict; ``why`` after a miss
    ("" : the rule again); ``reading`` as a goal's."""

    sentence: StrOrPromise
    options: Callable[[Start], Sequence[Hashable]]
    answer: Callable[[Result], Hashable]
    words: Callable[[Hashable, Sequence[str]], str]
    rule: StrOrPromise
    section: str
    why: StrOrPromise = ""
    reading: str = ""


@dataclass(frozen=True)
class Do:
    """The visitor makes the decision ``goal`` names on the position ``position``.

    ``reply``: after a miss, this many more decisions are made by the computer (its
    Taitava level) and shown: the punishing reply; they never change the verdict.
    ``legality``: the lesson is about which cards the rules allow, so a card they
    refuse is a plain button (else it is dimmed and a tap says why); a refused card
    never costs a star.
    """

    position: object  # the game's ``position_spec``
    goal: Goal
    reply: int = 0
    legality: bool = False


@dataclass(frozen=True)
class Predict:
    """The visitor says what the rules will make happen next (``question``).

    ``shown``: cards the step turns face up for the lesson (the ring's next cards,
    say), drawn under ``shown_label``; hidden from the players in a real game.
    """

    position: object  # the game's ``position_spec``
    question: Question
    shown: tuple[int, ...] = ()
    shown_label: StrOrPromise = ""


@dataclass(frozen=True)
class Spot:
    """The visitor taps every card of the hand that fits (the engine's legal single cards);
    ``reading`` as a goal's."""

    position: object  # the game's ``position_spec``
    sentence: StrOrPromise
    rule: StrOrPromise
    section: str
    reading: str = ""


Kind: TypeAlias = Do | Predict | Spot


@dataclass(frozen=True)
class Watch:
    """A worked step: ``step`` with its answer shown and ``explain``-ed (two sentences at
    most). For a ``Do``, ``move`` is the move made (the option's text, as ``Game.option_text``
    writes it; "" : the first legal move that reaches the goal)."""

    step: Kind
    explain: StrOrPromise
    move: str = ""


Step: TypeAlias = Watch | Do | Predict | Spot


@dataclass(frozen=True)
class Lesson:
    """One lesson: ``intro`` (two sentences), the ``steps`` (a ``Watch`` first), the rules
    ``sections`` it teaches (anchors), and the rules every step is played by: ``preset``
    ("" : the game's default) with ``overrides``; the play page after it uses them too."""

    slug: str
    title: StrOrPromise
    intro: StrOrPromise
    steps: tuple[Step, ...]
    sections: tuple[str, ...]
    preset: str = ""
    overrides: Mapping[str, object] = field(default_factory=dict)


def kind_of(step: Step) -> Kind:
    """The step itself, or the step a worked step shows."""
    return step.step if isinstance(step, Watch) else step
