"""What a quiz question is, and the two shapes the question data files use.

A data file lists entries made with ``game_of`` or ``fact``; adding a question
is adding an entry. Texts are lazy so they come out in the language of the
request that shows them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from django.utils.translation import gettext_lazy as _

from games.cards import Card
from tutorials.quiz.cards import CardView, Text

if TYPE_CHECKING:
    from tutorials.packs.sika.quiz.situations import Situation


class Group(StrEnum):
    GAME_OF = "game_of"  # "Sika vai aasi?"
    RULES = "rules"  # facts about the rules of sika
    SITUATION = "situation"  # "Mitä pelaaja tekee nyt?", made by the engine


GROUP_TITLES: dict[Group, Text] = {
    Group.GAME_OF: _("Sika or aasi?"),
    Group.RULES: _("The rules of sika"),
    Group.SITUATION: _("What does the player do now?"),
}


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
    anchor: str  # a key of tutorials.packs.sika.pages.SECTIONS
    situation: Situation | None = None

    @property
    def right(self) -> Choice:
        (right,) = (choice for choice in self.choices if choice.right)
        return right

    def choice(self, key: str) -> Choice | None:
        return next((choice for choice in self.choices if choice.key == key), None)

    @property
    def title(self) -> Text:
        return GROUP_TITLES[self.group]

    @property
    def ask(self) -> Text | None:
        """The question put after a "Sika or aasi?" description."""
        return WHICH_GAME if self.group is Group.GAME_OF else None


WHICH_GAME = _("Which game is this from?")


# The games a "Sika or aasi?" question can point to, in the order they are offered.
SIKA = "sika"
AASI = "aasi"
LETTERS = "kirjaimet"
HEITA = "heita-sikaa"
NONE = "ei-mikaan"

GAMES: tuple[tuple[str, Text], ...] = (
    (SIKA, _("Sika, the ring game")),
    # Translators: aasi (donkey) is the game called Pig in English.
    (AASI, _("Aasi (peukkuaasi), the English Pig")),
    (LETTERS, _("The S-I-K-A letters borrowed from the English Pig")),
    # Translators: the name of the dice game stays in Finnish in both languages.
    (HEITA, _("“Heitä sikaa”, the dice game")),
    (NONE, _("None of these")),
)


def game_of(id: str, prompt: Text, answer: str, explanation: Text, anchor: str) -> Question:
    """A "Sika or aasi?" entry: a rule or a description, and the game it belongs to."""
    if answer not in dict(GAMES):
        raise ValueError(f"question {id}: unknown game {answer!r}")
    choices = tuple(Choice(key, text, key == answer) for key, text in GAMES)
    return Question(f"peli-{id}", Group.GAME_OF, prompt, choices, explanation, anchor)


def fact(
    id: str, prompt: Text, right: Text, wrong: tuple[Text, ...], explanation: Text, anchor: str
) -> Question:
    """A rules entry: the right answer first, then the wrong ones (shown shuffled)."""
    texts = (right, *wrong)
    choices = tuple(Choice(str(number), text, number == 0) for number, text in enumerate(texts))
    return Question(f"saanto-{id}", Group.RULES, prompt, choices, explanation, anchor)
