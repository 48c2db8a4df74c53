"""The pikkutikki quiz: its written questions, and situations from the engine's games."""

from functools import partial

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from tests.pikkutikki import situations
from tutorials.quiz import model
from tutorials.quiz.model import Group
from tutorials.quiz.rounds import Quiz
from tutorials.words import Text

PIKKUTIKKI, SIKA, NONE = "pikkutikki", "sika", "ei-mikaan"
GAMES: tuple[tuple[str, Text], ...] = (
    (PIKKUTIKKI, _("Pikkutikki, the little trick game")),
    (SIKA, pgettext_lazy("game name", "Sika")),
    (NONE, _("None of these")),
)
game_of = partial(model.game_of, games=GAMES, title=_("Which game is this?"))
fact = partial(model.fact, title=_("The rules of pikkutikki"))

GAME_OF = (
    game_of(
        "viimeinen-tikki",
        _("Whoever wins the last trick loses."),
        PIKKUTIKKI,
        _("In pikkutikki the last trick is the one to avoid."),
        "pikkutikki-loppu",
    ),
    game_of(
        "kaksikymmenta",
        _("Only the tens and the cards above them are used, twenty cards in all."),
        PIKKUTIKKI,
        _("Pikkutikki is played with the tens, jacks, queens, kings and aces."),
        "pikkutikki-jako",
    ),
    game_of(
        "rengas",
        _("The cards are spread face down in a ring round the table."),
        SIKA,
        _("The ring belongs to sika; in pikkutikki every player is dealt a hand."),
        "pikkutikki-jako",
    ),
    game_of(
        "valttimaa",
        _("One suit is chosen as trumps before the first trick."),
        NONE,
        _("Pikkutikki has no trumps: only the suit led can win a trick."),
        "pikkutikki-tikki",
    ),
)

RULES = (
    fact(
        "voittaja",
        _("Who wins a trick?"),
        _("The highest card of the suit led"),
        (_("The highest card of any suit"), _("The first card played"), _("The last card played")),
        _("Only a card of the suit led can win the trick."),
        "pikkutikki-tikki",
    ),
    fact(
        "haviaja",
        _("Who loses the game?"),
        _("Whoever wins the last trick"),
        (_("Whoever wins the most tricks"), _("Whoever wins no trick")),
        _("Only the last trick counts, and it counts against its winner."),
        "pikkutikki-loppu",
    ),
    fact(
        "maa",
        _("A heart is led and you hold a heart. What may you play?"),
        _("Only a heart"),
        (_("Any card"), _("Only a card higher than the one led")),
        _("You must follow the suit led if you can."),
        "pikkutikki-tikki",
    ),
    fact(
        "aloittaja",
        _("Who leads the next trick?"),
        _("Whoever won the trick before"),
        (_("The player after the dealer"), _("Whoever holds the most cards")),
        _("The winner of a trick always leads the next one."),
        "pikkutikki-tikki",
    ),
    fact(
        "jako",
        _("How many cards is each player dealt?"),
        _("Three"),
        (_("Five"), _("All twenty, shared out")),
        _("Three cards each; the rest lie aside, face down."),
        "pikkutikki-jako",
    ),
)

QUIZ = Quiz(
    name="pikkutikki",
    bank={Group.GAME_OF: GAME_OF, Group.RULES: RULES},
    situations=situations,
)
