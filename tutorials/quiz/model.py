"""What a quiz question is, and the two shapes the question data files use.

A data file lists entries made with ``game_of`` or ``fact``; adding a question
is adding an entry. Texts are lazy so they come out in the language of the
request that shows them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from django.utils.translation import gettext_lazy as _

from games.cards import Card
from tutorials.cards import CardView
from tutorials.words import Text


class Group(StrEnum):
    GAME_OF = "game_of"  # which game (of those sharing a name) does this belong to?
    RULES = "rules"  # facts about the game's rules
    SITUATION = "situation"  # "Mitä pelaaja tekee nyt?", made by the engine


@dataclass(frozen=True)
class Choice:
    key: str
    text: Text
    right: bool
    # Why this choice is right or wrong, when it has its own reason (engine situations).
    why: Text | None = None
    cards: tuple[Card, ...] = ()
    # Engine situations: the move this choice stands for; None is "draw", the
    # move that needs no card.
    move: tuple[Card, ...] | None = None

    @property
    def card_views(self) -> tuple[CardView, ...]:
        return tuple(CardView(card) for card in self.cards)


@dataclass(frozen=True)
class Question:
    id: str
    group: Group
    prompt: Text
    choices: tuple[Choice, ...]
    explanation: Text
    anchor: str  # a key of the pack's sections
    title: Text  # the group's heading, in the pack's words
    # Engine situations: the pack's own picture of the moment (table, whose turn).
    situation: Any | None = None
    # A point the sources leave open: the key of the pack's reading (tutorials.readings).
    # The question then asks how we play it here, under the register's mark.
    reading: str = ""

    @property
    def right(self) -> Choice:
        (right,) = (choice for choice in self.choices if choice.right)
        return right

    def choice(self, key: str) -> Choice | None:
        return next((choice for choice in self.choices if choice.key == key), None)

    @property
    def ask(self) -> Text | None:
        """The question put after a "which game?" description."""
        return WHICH_GAME if self.group is Group.GAME_OF else None


WHICH_GAME = _("Which game is this from?")


def game_of(
    id: str,
    prompt: Text,
    answer: str,
    explanation: Text,
    anchor: str,
    *,
    games: Sequence[tuple[str, Text]],
    title: Text,
) -> Question:
    """A "which game?" entry: a rule or a description, and which of ``games`` it belongs to."""
    if answer not in dict(games):
        raise ValueError(f"question {id}: unknown game {answer!r}")
    choices = tuple(Choice(key, text, key == answer) for key, text in games)
    return Question(f"peli-{id}", Group.GAME_OF, prompt, choices, explanation, anchor, title)


def fact(
    id: str,
    prompt: Text,
    right: Text,
    wrong: tuple[Text, ...],
    explanation: Text,
    anchor: str,
    *,
    title: Text,
    reading: str = "",
) -> Question:
    """A rules entry: the right answer first, then the wrong ones (shown shuffled). With
    ``reading`` (a key of the pack's readings) it asks how we play a point the sources
    leave open."""
    texts = (right, *wrong)
    choices = tuple(Choice(str(number), text, number == 0) for number, text in enumerate(texts))
    return Question(
        f"saanto-{id}",
        Group.RULES,
        prompt,
        choices,
        explanation,
        anchor,
        title,
        reading=reading,
    )
