"""A round: ten questions drawn from the bank with a seed, and the signed progress.

The same seed always gives the same round, so a round's address can be shared
and played again. Nothing about the player is stored: the answers so far
travel in a token signed with ``django.core.signing``.
"""

from __future__ import annotations

import hashlib
import random
import string
from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache
from typing import Any, Protocol

from django.core import signing
from django.utils.translation import gettext_lazy as _

from tutorials.quiz.model import Group, Question
from tutorials.words import Text

MAX_SEED = 999_999_999
# A finished round's token is about 150 characters; a forged one may be far
# longer, and signing.loads() decompresses whatever it is given.
MAX_TOKEN = 1000
# Grouped, in this order: first tell the games apart, then the rules, then play.
PER_GROUP = ((Group.GAME_OF, 3), (Group.RULES, 4), (Group.SITUATION, 3))
ROUND_LENGTH = sum(count for _group, count in PER_GROUP)


@dataclass(frozen=True)
class Round:
    seed: int
    questions: tuple[Question, ...]


def _keyed(question: Question, rng: random.Random) -> Question:
    """Shuffle the choices (not the fixed list of games) and key them a, b, c…"""
    choices = list(question.choices)
    if question.group is not Group.GAME_OF:
        rng.shuffle(choices)
        choices = [
            replace(choice, key=letter)
            for choice, letter in zip(choices, string.ascii_lowercase, strict=False)
        ]
    return replace(question, choices=tuple(choices))


def _build_round(quiz: Quiz, seed: int) -> Round:
    rng = random.Random(f"{quiz.name}-quiz-round:{seed}")
    situations = quiz.situations
    questions: list[Question] = []
    for group, count in PER_GROUP:
        if group is Group.SITUATION:
            kinds = rng.sample(list(situations.Kind), count)
            drawn = [
                situations.situation_question(rng.randrange(MAX_SEED + 1), kind) for kind in kinds
            ]
        else:
            drawn = rng.sample(quiz.bank[group], count)
        questions += [_keyed(question, rng) for question in drawn]
    return Round(seed, tuple(questions))


def score(round_: Round, answers: tuple[str, ...]) -> int:
    return sum(
        1
        for question, answer in zip(round_.questions, answers, strict=False)
        if question.right.key == answer
    )


# ---------------------------------------------------------------------------
# Progress


SALT = "tutorials.quiz.progress"


@dataclass(frozen=True)
class Progress:
    seed: int
    answers: tuple[str, ...] = ()

    @property
    def finished(self) -> bool:
        return len(self.answers) >= ROUND_LENGTH

    def answered(self, key: str) -> Progress:
        return replace(self, answers=(*self.answers, key))


class ProgressError(Exception):
    """A progress token that cannot be used; ``message`` says why, for the player."""

    def __init__(self, message: Text) -> None:
        super().__init__(str(message))
        self.message = message


TAMPERED = _(
    "This quiz form has been changed or damaged on the way, so its answers cannot be trusted."
)
STALE = _("The quiz has changed since this round was started, so this form is out of date.")


# ---------------------------------------------------------------------------
# One game's quiz


class SituationsModule(Protocol):
    """A pack's quiz questions drawn from real engine games (its ``quiz.situations``)."""

    @property
    def Kind(self) -> Any: ...  # an enum of the kinds of situation
    @property
    def VERSION(self) -> str: ...
    def situation_question(self, seed: int, kind: Any) -> Question: ...


@dataclass(frozen=True, eq=False)  # compared (and cached) by identity: one per pack
class Quiz:
    """A game's quiz: its fixed questions by group, and where situations come from.

    ``situations`` is the pack's module with ``Kind`` (the kinds of situation),
    ``situation_question(seed, kind)`` and ``VERSION``.
    """

    name: str  # the game's slug: seeds of different games give different rounds
    bank: Mapping[Group, tuple[Question, ...]]
    situations: SituationsModule

    @cached_property
    def bank_version(self) -> str:
        """A progress token names the bank it was made with: when questions are added,
        removed, reordered or given more or fewer choices, the same seed may give
        another round or other answer keys, so older tokens are stale."""
        ids = [f"{q.id}:{len(q.choices)}" for group in self.bank.values() for q in group]
        return hashlib.sha256(" ".join(ids).encode()).hexdigest()[:12]

    @property
    def situations_version(self) -> str:
        """And the version of the engine situations: a change to how they are drawn
        gives a seed other situations, so a token from before is stale too."""
        return str(self.situations.VERSION)

    def build_round(self, seed: int) -> Round:
        """The round of ``seed``: always the same ten questions, the same choices."""
        return _cached_round(self, seed)

    def dump(self, progress: Progress) -> str:
        data = {
            "s": progress.seed,
            "b": self.bank_version,
            "e": self.situations_version,
            "a": list(progress.answers),
        }
        return signing.dumps(data, salt=SALT, compress=True)

    def load(self, token: str, seed: int) -> Progress:
        """The progress in ``token``, checked against the round ``seed`` and the bank."""
        # Before unsigning, which decompresses: a small token cannot inflate to megabytes.
        if len(token) > MAX_TOKEN:
            raise ProgressError(TAMPERED)
        try:
            data = signing.loads(token, salt=SALT)
        except (signing.BadSignature, ValueError):
            raise ProgressError(TAMPERED) from None
        if not isinstance(data, dict):
            raise ProgressError(TAMPERED)
        # A token from before the versions were split ("v") is stale as well.
        if data.get("b") != self.bank_version or data.get("e") != self.situations_version:
            raise ProgressError(STALE)
        answers = data.get("a")
        if data.get("s") != seed or not isinstance(answers, list):
            raise ProgressError(TAMPERED)
        round_ = self.build_round(seed)
        if len(answers) > ROUND_LENGTH or not all(
            isinstance(answer, str) and question.choice(answer) is not None
            for question, answer in zip(round_.questions, answers, strict=False)
        ):
            raise ProgressError(TAMPERED)
        return Progress(seed, tuple(answers))


@lru_cache(maxsize=256)
def _cached_round(quiz: Quiz, seed: int) -> Round:
    return _build_round(quiz, seed)
