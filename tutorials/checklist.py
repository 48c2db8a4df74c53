"""The house-rules checklist machinery: questions, starting points, answers <-> engine rules.

A game's pack declares its checklist as a subclass of ``Checklist`` (its
starting points, questions, and the sentences whose words are the game's own);
everything else is here, once: what a starting point pre-fills, answers ->
the engine's ``Rules`` (``make_rules`` alone), refusals worded from the
engine's ``RulesError`` data, "no effect" notes from the option schema's
``requires``, the form, the sample game's link.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar, Protocol

from django.utils.functional import Promise
from django.utils.translation import gettext, pgettext_lazy
from django.utils.translation import gettext_lazy as _

import games
from games.core import Game, Rules, RulesError
from games.options import Kind, OptionSpec
from tutorials import any_game
from tutorials.any_game import DEFAULT_PLAYERS, game_url, player_range, url_value
from tutorials.checklist_form import (
    FIGURES_GROUP,
    RADIO,
    RULES_GROUP,
    SELECT,
    TABLE_GROUP,
    TEXT,
    YES_NO,
    ChecklistForm,
    Question,
)
from tutorials.stats import STATS_POLICY, STATS_SEED, Stats

# The pieces a pack declares its questions with, importable from here.
__all__ = [
    "FIGURES_GROUP",
    "RADIO",
    "SELECT",
    "TABLE_GROUP",
    "TEXT",
    "YES_NO",
    "ChecklistForm",
    "Question",
]

SCRATCH = "oma"  # start from scratch: no answer is pre-chosen

# One part of a saved sheet's rules: its title and its sentences.
SheetSection = tuple[str, list[str]]


@dataclass(frozen=True)
class Start:
    key: str
    name: str | Promise
    description: str | Promise


# The last starting point of every checklist.
SCRATCH_START = Start(
    SCRATCH,
    pgettext_lazy("preset", "From scratch"),
    _("Nothing is chosen in advance: go through every question yourselves."),
)


@dataclass(frozen=True)
class OptionWords:
    """The site's words for one engine option; its values come from the option schema.

    ``labels`` names values by their code, in the order the page offers them; a
    whole-number option may name only some (say "none") and leave the numbers to
    ``number_label``, or offer only ``only`` of a long range (a target score).
    """

    text: str | Promise
    help: str | Promise
    anchor: str
    labels: Mapping[str, str | Promise] = dataclasses.field(default_factory=dict)
    number_label: Callable[[int], str | Promise] | None = None
    kind: str = RADIO
    only: tuple[str, ...] = ()


def unused_options(questions: Sequence[Question], answers: Mapping[str, str]) -> dict[str, str]:
    """Options the answers make moot, each with the answered option that does so.

    From the schema's ``requires``: an option applies only while those options have
    those values; an open question rules nothing out.
    """
    out: dict[str, str] = {}
    for question in questions:
        if question.option is None:
            continue
        for key, value in question.option.requires.items():
            if answers.get(key, "") not in ("", url_value(value)):
                out[question.name] = key
                break
    return out


def option_codes(spec: OptionSpec) -> tuple[str, ...]:
    """Every value the option takes, as the checklist (and make_rules) spells it."""
    if spec.kind in (Kind.CHOICE, Kind.BOOL):
        return spec.codes
    numbers = tuple(str(n) for n in range(spec.low, spec.high + 1))
    return ("none", *numbers) if spec.kind is Kind.OPTIONAL_INT else numbers


def _offered(spec: OptionSpec, worded: OptionWords) -> tuple[str, ...]:
    if not worded.only:
        return option_codes(spec)
    for code in worded.only:
        spec.parse(code)  # RulesError: a value the option does not take
    return worded.only


def engine_questions(
    options: Sequence[OptionSpec], words: Mapping[str, OptionWords]
) -> tuple[Question, ...]:
    """One question per worded option, in schema order, its answers the schema's values."""
    questions = []
    for spec in options:
        worded = words.get(spec.key)
        if worded is None:  # an option the checklist does not ask, e.g. a safety valve
            continue
        codes = _offered(spec, worded)
        named = [code for code in worded.labels if code in codes]
        # The named values in the order given, then the numbers in order.
        ordered = named + [code for code in codes if code not in worded.labels]
        if set(worded.labels) - set(codes) or len(ordered) != len(codes):
            raise ValueError(f"the words for {spec.key!r} name values it does not take")
        choices = []
        for code in ordered:
            if code in worded.labels:
                choices.append((code, worded.labels[code]))
            elif worded.number_label is not None:
                choices.append((code, worded.number_label(int(code))))
            else:
                raise ValueError(f"no words for value {code!r} of {spec.key!r}")
        questions.append(
            Question(
                spec.key,
                RULES_GROUP,
                worded.text,
                worded.help,
                worded.anchor,
                tuple(choices),
                worded.kind,
                option=spec,
            )
        )
    return tuple(questions)


def agreement(
    name: str,
    text: str | Promise,
    help: str | Promise,
    anchor: str,
    choices: tuple[tuple[str, str | Promise], ...] = (),
    *,
    default: str,
    max_length: int = 0,
    reading: str = "",
) -> Question:
    """A table agreement: a question the engine does not play, with its usual answer.

    Without ``choices`` it is answered in words, at most ``max_length`` characters;
    ``reading`` marks a reading of the register after the help."""
    kind = RADIO if choices else TEXT
    return Question(
        name,
        TABLE_GROUP,
        text,
        help,
        anchor,
        choices,
        kind,
        max_length,
        default=default,
        reading=reading,
    )


def players_question(engine: str, help: str | Promise, anchor: str) -> Question:
    """The figures' question: every number of players some rules of the game take."""
    numbers = player_range(games.find_game(engine))
    return Question(
        "players",
        FIGURES_GROUP,
        _("For how many players should the figures be worked out?"),
        help,
        anchor,
        tuple((str(n), str(n)) for n in numbers),
        SELECT,
    )


class Checklist:
    """A game's house-rules checklist: declared by its pack, worked by this class.

    A pack subclasses it, names these parts, and makes one (``CHECKLIST``):

    - ``engine``: the engine's game name (the pack's ``engine``);
    - ``starts``: one starting point per preset, and ``SCRATCH``;
    - ``questions``: the rules questions (``engine_questions``), the table
      agreements (``agreement``, each with its usual answer), and the figures'
      ``players_question``;
    - ``start_extra``: answers a starting point sets beyond its preset's rules;
    - ``start_agreements``: by starting point, the table agreements whose usual
      answer differs there (a variant with its own usual penalty);
    - ``refusals``: the engine's refused combinations in words, by the
      ``options`` its ``RulesError`` names (the error goes on the first of them);
    - ``unused_reasons``: why an option has no effect, by the option whose value
      its ``requires`` does not meet (one reason, or one per moot option);

    and writes the sentences whose words are the game's own: ``rule_sentences``,
    ``agreement_sentences``, ``stats_findings``, where needed ``extra_notes``
    (table agreements with no effect), and the saved sheet's complete rules:
    ``setup_sentences``, ``turn_sentences`` and ``end_sentences`` (or, for a game
    told in more parts, ``sheet_sections`` itself).
    """

    engine: ClassVar[str]
    starts: ClassVar[tuple[Start, ...]]
    questions: ClassVar[tuple[Question, ...]]
    start_extra: ClassVar[Mapping[str, str]] = {}
    start_agreements: ClassVar[Mapping[str, Mapping[str, str]]] = {}
    refusals: ClassVar[Mapping[str, str | Promise]] = {}
    unused_reasons: ClassVar[Mapping[str, str | Promise | Mapping[str, str | Promise]]] = {}

    # --- the game's own words --------------------------------------------------------

    def rule_sentences(self, answers: Mapping[str, str]) -> list[str]:
        raise NotImplementedError

    def agreement_sentences(self, answers: Mapping[str, str]) -> list[str]:
        raise NotImplementedError

    def stats_findings(self, stats: Stats, answers: Mapping[str, str]) -> list[str]:
        return []

    def extra_notes(self, answers: Mapping[str, str]) -> dict[str, str]:
        """Table agreements the answers make moot (the schema knows only the rules)."""
        return {}

    # The saved sheet is the table's complete rules, enough to play by with the sheet
    # alone: what every table does as well as what this one chose, for its players.

    def setup_sentences(self, answers: Mapping[str, str]) -> list[str]:
        """The deck, the deal and who starts, for the answers' number of players."""
        raise NotImplementedError

    def turn_sentences(self, answers: Mapping[str, str]) -> list[str]:
        """What a player does on a turn under the chosen rules."""
        raise NotImplementedError

    def end_sentences(self, answers: Mapping[str, str]) -> list[str]:
        """When the game ends, who loses, and the scoring under the chosen rules."""
        raise NotImplementedError

    def clauses(self, answers: Mapping[str, str]) -> Mapping[str, str]:
        """The sheet's own sentence for what the table agreed, by checklist question (the
        referee quotes it, ``clause``); a game lists those its referee's answers rest on."""
        return {}

    def clause(self, answers: Mapping[str, str], question: str) -> str:
        """The sentence of the saved sheet of ``answers`` on ``question``, as the sheet
        prints it ("": the sheet says nothing of it)."""
        said = self.clauses(answers).get(question, "")
        printed = {line for _title, lines in self.sheet_sections(answers) for line in lines}
        return said if said in printed else ""

    def sheet_sections(self, answers: Mapping[str, str]) -> list[SheetSection]:
        """The sheet's rules, part by part: (title, sentences) from the deal to the end."""
        return [
            (gettext("The deal"), self.setup_sentences(answers)),
            (gettext("A turn"), self.turn_sentences(answers)),
            (gettext("The end"), self.end_sentences(answers)),
        ]

    # --- the machinery -----------------------------------------------------------------

    @property
    def game(self) -> Game:
        return games.find_game(self.engine)

    @functools.cached_property
    def start_keys(self) -> tuple[str, ...]:
        return tuple(start.key for start in self.starts)

    @functools.cached_property
    def question(self) -> dict[str, Question]:
        return {question.name: question for question in self.questions}

    @functools.cached_property
    def agreement_defaults(self) -> dict[str, str]:
        """The table agreements a preset's starting point fills in: their usual answers."""
        return {q.name: q.default for q in self.questions if q.default is not None}

    @functools.cached_property
    def rules_questions(self) -> tuple[Question, ...]:
        return tuple(question for question in self.questions if question.option is not None)

    @functools.cached_property
    def form_class(self) -> type[ChecklistForm]:
        return type("ChecklistForm", (ChecklistForm,), {"checklist": self})

    @functools.cached_property
    def save_form_class(self) -> type[ChecklistForm]:
        return type("SaveForm", (self.form_class,), {"name_required": True})

    @property
    def user_errors(self) -> frozenset[str]:
        return self.form_class.user_errors()

    def start_name(self, key: str) -> str:
        return next(str(start.name) for start in self.starts if start.key == key)

    def base_preset(self, start: str) -> str:
        """The preset a starting point builds on (from scratch: the game's default)."""
        return start if start in self.game.presets else self.game.default_preset

    def rules_answers(self, rules: Rules) -> dict[str, str]:
        """The rules questions' answers that say ``rules``."""
        return {q.name: url_value(getattr(rules, q.name)) for q in self.rules_questions}

    def start_answers(self, start: str) -> dict[str, str]:
        """What a starting point pre-fills: a preset's rules and the usual agreements."""
        players = {"players": str(DEFAULT_PLAYERS)}
        if start not in self.game.presets:
            return players
        rules = self.game.presets[start]
        return {
            **self.rules_answers(rules),
            **self.start_extra,
            **self.agreement_defaults,
            **self.start_agreements.get(start, {}),
            **players,
        }

    def answers_rules(self, start: str, answers: Mapping[str, str]) -> Rules:
        """The engine's rules for the answers given (RulesError if it refuses them)."""
        chosen = {q.name: answers[q.name] for q in self.rules_questions if answers.get(q.name)}
        return self.game.make_rules(self.base_preset(start), chosen)

    def refusal(self, error: RulesError) -> tuple[str, str]:
        """The question a refusal of the engine concerns, and the refusal in words."""
        options = str(error.data.get("options", error.data.get("key", "")))
        named = [name for name in options.split(",") if name in self.question]
        question = named[0] if named else self.rules_questions[0].name
        words = self.refusals.get(options)
        return question, str(words) if words else gettext("These rules do not go together.")

    def inactive_notes(self, answers: Mapping[str, str]) -> dict[str, str]:
        """Questions whose answer the chosen rules never use, with the reason why."""
        notes: dict[str, str] = {}
        for name, because in unused_options(self.questions, answers).items():
            reason = self.unused_reasons.get(because)
            if isinstance(reason, Mapping):
                reason = reason.get(name)
            notes[name] = (
                str(reason)
                if reason
                else gettext("This has no effect with the other rules you chose.")
            )
        notes.update(self.extra_notes(answers))
        return notes


class GamePack(any_game.GamePack, Protocol):
    """What the checklist reads of a game's pack (``tutorials.packs.base.GamePack``)."""

    @property
    def checklist(self) -> Checklist: ...


def players_note(pack: GamePack, start: str, players: int | None) -> str | None:
    """A word when the starting point is written for fewer players (the figures still come)."""
    low, high = pack.preset_players.get(start, (0, players or 0))
    if players is None or low <= players <= high:
        return None
    return gettext(
        "“%(rules)s” is written for %(low)s to %(high)s players; the figures are shown anyway."
    ) % {"rules": pack.checklist.start_name(start), "low": low, "high": high}


def sample_game_url(pack: GamePack, start: str, answers: Mapping[str, str], players: int) -> str:
    """Where to step through one game with exactly these rules: the figures' first game."""
    checklist = pack.checklist
    game = checklist.game
    preset = checklist.base_preset(start)
    chosen = {q.name: answers[q.name] for q in checklist.rules_questions}
    seed = game.derive_seed(STATS_SEED, 0)  # the first of the simulated games
    return game_url(pack, preset, chosen, players, seed, policy=STATS_POLICY)
