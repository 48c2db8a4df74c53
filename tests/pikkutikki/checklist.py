"""The pikkutikki house-rules checklist: its questions and the game's own sentences."""

from __future__ import annotations

from collections.abc import Mapping

from django.utils.translation import gettext, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from tests.pikkutikki import engine
from tutorials.checklist import (
    SCRATCH_START,
    YES_NO,
    Checklist,
    OptionWords,
    Start,
    agreement,
    engine_questions,
    players_question,
)

STARTS = (
    Start(
        "pikkutikki",
        pgettext_lazy("preset", "Pikkutikki"),
        _("Three cards each, the suit led must be followed, aces high."),
    ),
    Start(
        "vapaa",
        pgettext_lazy("preset", "Free pikkutikki"),
        _("Any card may be played at any time."),
    ),
    SCRATCH_START,
)

ENGINE_WORDS: Mapping[str, OptionWords] = {
    "hand": OptionWords(
        _("How many cards is each player dealt?"),
        _("Fewer cards make a quicker game; the cards left over lie aside."),
        "pikkutikki-jako",
        number_label=lambda count: str(count),
    ),
    "follow": OptionWords(
        _("Must you follow the suit led?"),
        _("Usually a player who holds a card of the suit led must play one."),
        "pikkutikki-tikki",
        dict(YES_NO),
    ),
    "aces": OptionWords(
        _("Are aces high or low?"),
        _("High aces are the strongest cards; low aces the weakest."),
        "pikkutikki-tikki",
        {"high": _("High"), "low": _("Low")},
    ),
}

QUESTIONS = engine_questions(engine.OPTIONS, ENGINE_WORDS) + (
    agreement(
        "dealer",
        _("Who deals?"),
        _("The dealer changes after every game."),
        "pikkutikki-jako",
        (("loser", _("The loser of the game before")), ("next", _("The next player"))),
        default="loser",
    ),
    players_question("pikkutikki", _("Pikkutikki takes two to four players."), "pikkutikki-jako"),
)


class PikkutikkiChecklist(Checklist):
    engine = "pikkutikki"
    starts = STARTS
    questions = QUESTIONS

    def rule_sentences(self, answers: Mapping[str, str]) -> list[str]:
        out = [gettext("Each player is dealt %(count)s cards.") % {"count": answers["hand"]}]
        if answers["follow"] == "true":
            out.append(gettext("You must follow the suit led if you can."))
        else:
            out.append(gettext("You may play any card at any time."))
        if answers["aces"] == "high":
            out.append(gettext("Aces are the highest cards."))
        else:
            out.append(gettext("Aces are the lowest cards."))
        return out

    def agreement_sentences(self, answers: Mapping[str, str]) -> list[str]:
        if answers["dealer"] == "loser":
            return [gettext("The loser of the game before deals.")]
        return [gettext("The deal passes to the next player.")]

    def setup_sentences(self, answers: Mapping[str, str]) -> list[str]:
        return [
            gettext(
                "We play with the tens, jacks, queens, kings and aces of the four suits, "
                "twenty cards. The rest of the cards lie aside face down after the deal."
            ),
            *self.rule_sentences(answers)[:1],
        ]

    def turn_sentences(self, answers: Mapping[str, str]) -> list[str]:
        return [
            gettext("Each player plays one card in turn; the highest card of the suit led wins."),
            *self.rule_sentences(answers)[1:],
            gettext("Whoever wins a trick leads the next one."),
        ]

    def end_sentences(self, answers: Mapping[str, str]) -> list[str]:
        return [gettext("Whoever wins the last trick loses; the others share first place.")]


CHECKLIST = PikkutikkiChecklist()
