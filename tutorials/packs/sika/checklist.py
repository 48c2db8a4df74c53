"""The sika house-rules checklist: questions, answers <-> engine rules, sentences, findings.

Every rules question maps one to one onto an option of ``games.sika.Rules``
(sika.md section 6), and its answers are the engine's own spellings, so a
checklist turns into rules through ``sika.make_rules`` and nothing else. The
table agreements are questions the engine does not play; they only go on
the sheet.
"""

from __future__ import annotations

from collections.abc import Mapping

from django.utils.functional import Promise, lazy
from django.utils.translation import gettext, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from games import sika
from tutorials.checklist import (
    SCRATCH_START,
    SELECT,
    YES_NO,
    Checklist,
    OptionWords,
    Question,
    Start,
    agreement,
    engine_questions,
    players_question,
)
from tutorials.packs.sika import sentences, sheet_rules

# --- starting points -----------------------------------------------------------


STARTS: tuple[Start, ...] = (
    Start(
        "perussika",
        pgettext_lazy("preset", "Basic sika"),
        _("Basic sika, with each disputed point played our way."),
    ),
    Start(
        "kotiversio",
        pgettext_lazy("preset", "Home version"),
        _(
            "The precise home version: a shuffled draw pile in the hand phase and a free "
            "lead when everyone is stuck. Written for 2 to 6 players."
        ),
    ),
    Start(
        "vari",
        pgettext_lazy("preset", "Colour instead of suit"),
        _("Basic sika where red goes on red and black on black."),
    ),
    Start(
        "ilman_kasivaihetta",
        pgettext_lazy("preset", "Without the hand phase"),
        _("Basic sika for small children: after the ring, the turns just go on from a new pile."),
    ),
    Start(
        "kaksivaiheinen",
        pgettext_lazy("preset", "Two-phase variant"),
        _("Collect first, then shed your cards, also as sets and runs; eights are wild."),
    ),
    SCRATCH_START,
)


# --- questions ---------------------------------------------------------------------

PENALTY_LENGTH = 60

# Lazy, so the label comes out in the language of the request that shows it.
_at_most = lazy(lambda n: gettext("At most %(count)s") % {"count": n}, str)

# The site's words for each engine option; the values, their range and which variant
# they apply to come from the engine's option schema (sika.OPTIONS).
ENGINE_WORDS: Mapping[str, OptionWords] = {
    "match": OptionWords(
        _("What matches the top card?"),
        _(
            "Usually a card must have the same suit as the top card of the centre pile. "
            "Playing by colour, red on red and black on black, makes the searching much "
            "shorter, which suits the smallest players."
        ),
        "vari",
        {"suit": _("The same suit"), "colour": _("The same colour (red or black)")},
    ),
    "max_draws": OptionWords(
        _("How many cards may a player draw when looking for a match?"),
        _(
            "Without a limit you keep drawing until a matching card comes. With a limit, a "
            "player who draws that many cards without a match keeps them and the turn ends."
        ),
        "nostoraja",
        {"none": _("No limit")},
        number_label=_at_most,
        kind=SELECT,
    ),
    "hand_phase": OptionWords(
        _("Is there a hand phase after the ring?"),
        _(
            "Normally players go on with the cards in their hands once the ring is used up. "
            "In the simpler version for small children, the centre pile beneath its top card "
            "is shuffled into a new draw pile and the turns go on like ring turns."
        ),
        "ilman-kasivaihetta",
        {
            "true": _("Yes, play on from the hands"),
            "false": _("No, shuffle the pile and keep drawing"),
        },
    ),
    "hand_source": OptionWords(
        _("In the hand phase, where does a player who lacks the suit draw from?"),
        _(
            "Digging means taking cards from the centre pile, starting just under the top "
            "card. The home version shuffles the cards beneath the top card into a face-down "
            "draw pile instead."
        ),
        "kasivaihe",
        {"dig": _("Dig in the centre pile"), "recycle": _("From a shuffled draw pile")},
    ),
    "dug_card": OptionWords(
        _("In the hand phase, what happens to a matching card found by drawing?"),
        _(
            "Most tables play the found card straight onto the pile. At some tables it goes "
            "into the hand with the other drawn cards, and the turn ends."
        ),
        "loydetty-kortti",
        {"play": _("It is played at once"), "keep": _("It goes into the hand")},
    ),
    "hand_free_card": OptionWords(
        _("In the hand phase, does a free card follow the matching card?"),
        _(
            "In the ring phase a matching card is always followed by one free card of any "
            "suit. Many tables keep doing so to the end; without it, the suit asked for never "
            "changes after the ring."
        ),
        "vapaa-kortti",
        dict(YES_NO),
    ),
    "stalemate": OptionWords(
        _("What if nobody can find the suit?"),
        _(
            "No rule for this is settled. Either the game ends as soon as a player cannot "
            "find the suit anywhere, and whoever holds the most cards is the sika; or, once "
            "every player in turn has played nothing, the next one may start a new suit with "
            "any card."
        ),
        "pattitilanne",
        {
            "fewest_cards": _("The game ends: the most cards makes the sika"),
            "free_lead": _("After a round of empty turns, the next player leads any card"),
        },
    ),
    "decks": OptionWords(
        _("How many decks?"),
        _("A big group can shuffle two decks into one ring. Then every card is there twice."),
        "kaksi-pakkaa",
        {"1": _("One deck (2 to 8 players)"), "2": _("Two decks (up to 16 players)")},
    ),
    "two_phase": OptionWords(
        _("Do you play the two-phase variant?"),
        _(
            "Cards you cannot play go onto your own pile, and after the ring you shed them, "
            "also as sets and runs, with eights wild. Its own rules take the place of the "
            "draw limit and of the hand-phase questions."
        ),
        "kaksivaiheinen",
        {"false": _("No"), "true": _("Yes: collect, then shed")},
    ),
}

QUESTIONS: tuple[Question, ...] = engine_questions(sika.OPTIONS, ENGINE_WORDS) + (
    agreement(
        "starter",
        _("Who starts?"),
        _("Any way is fine, as long as everyone knows it before the first card is drawn."),
        "aloittaja",
        (
            ("left_of_dealer", _("The player to the left of whoever laid out the ring")),
            ("youngest", _("The youngest player")),
            ("lot", _("Drawn by lot")),
        ),
        default="left_of_dealer",
    ),
    agreement(
        "direction",
        _("Which way does play go?"),
        _("Usually clockwise. Players who have left the game are skipped."),
        "aloittaja",
        (("clockwise", _("Clockwise")), ("anticlockwise", _("Anticlockwise"))),
        default="clockwise",
    ),
    agreement(
        "rotate_starter",
        _("Does the starter move one seat on for each new game?"),
        _("Moving the starter on means the same person does not always begin."),
        "aloittaja",
        YES_NO,
        default="true",
    ),
    agreement(
        "calls",
        _("Do players call out how many cards they have left?"),
        _(
            "At some tables a player says “three left”, “two left” and “one left” as "
            "they get close to leaving the game."
        ),
        "ilmoitukset",
        YES_NO,
        default="false",
    ),
    agreement(
        "call_penalty",
        _("What happens to a player who forgets to call?"),
        _("Keep it short. Leave it empty if forgetting costs nothing."),
        "ilmoitukset",
        max_length=PENALTY_LENGTH,
        default="",
    ),
    agreement(
        "wrong_card",
        _("What if a wrong card is played and someone notices at once?"),
        _(
            "Taking it back means the player takes the wrong card, and any second card, "
            "back into the hand and plays the turn again. Cards already drawn stay in the hand."
        ),
        "vaara-kortti",
        (
            ("redo", _("Take it back and play the turn again")),
            ("stands", _("The card stays where it is")),
        ),
        default="redo",
    ),
    agreement(
        "late_mistakes",
        _("What about a mistake noticed only after others have played?"),
        _(
            "By then nobody can know the order of the cards for sure, so the home version "
            "does not undo it: play goes on from where the table is."
        ),
        "vaara-kortti",
        (
            ("play_on", _("Play on from where the table is")),
            ("decide", _("The table decides together each time")),
        ),
        default="play_on",
    ),
    players_question(
        "sika",
        _("One deck is enough for 2 to 8 players; with two decks up to 16 can play."),
        "valineet",
    ),
)

# Why an option has no effect, by the option whose value its ``requires`` does not meet.
UNUSED_REASONS: Mapping[str, str | Promise | Mapping[str, str | Promise]] = {
    "two_phase": {
        "max_draws": _(
            "This has no effect because you play the two-phase variant: a player who "
            "cannot play always draws at most three cards."
        ),
        "hand_phase": _(
            "This has no effect because the two-phase variant always has its own second "
            "phase after the ring."
        ),
        "hand_source": _(
            "This has no effect because in the two-phase variant the pile is turned over "
            "into a stock, neither dug nor shuffled."
        ),
        "dug_card": _(
            "This has no effect because in the two-phase variant a playable drawn card is "
            "always played."
        ),
        "hand_free_card": _("This has no effect because the two-phase variant has no free card."),
    },
    "hand_phase": _(
        "This has no effect because you play without a hand phase: after the ring the "
        "turns go on like ring turns."
    ),
}


class SikaChecklist(Checklist):
    engine = "sika"
    starts = STARTS
    questions = QUESTIONS
    unused_reasons = UNUSED_REASONS

    def extra_notes(self, answers: Mapping[str, str]) -> dict[str, str]:
        if answers.get("calls") == "false" and answers.get("call_penalty"):
            return {
                "call_penalty": gettext(
                    "This has no effect because nobody calls out the cards they have left."
                )
            }
        return {}

    def sheet_sections(self, answers: Mapping[str, str]) -> list[tuple[str, list[str]]]:
        """The saved sheet's complete rules, in the parts of a sika turn (sheet_rules.py)."""
        return sheet_rules.turn_sections(
            answers, self.inactive_notes(answers), self.rule_sentences(answers)
        )

    def rule_sentences(self, answers: Mapping[str, str]) -> list[str]:
        return sentences.rule_sentences(answers, self.inactive_notes(answers))

    def clauses(self, answers: Mapping[str, str]) -> dict[str, str]:
        return {
            "stalemate": sheet_rules.stalemate(answers),
            "max_draws": sheet_rules.draw_limit(answers),
            "dug_card": sheet_rules.dug_card(answers),
        }

    agreement_sentences = staticmethod(sentences.agreement_sentences)
    stats_findings = staticmethod(sentences.stats_findings)


CHECKLIST = SikaChecklist()
