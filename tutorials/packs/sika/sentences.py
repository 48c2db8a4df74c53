"""The chosen sika rules and table agreements as short sentences, and what the figures show.

The checklist's summary and the saved sheet print them; ``inactive`` are the
questions the chosen rules never use (their sentences are left out).
"""

from __future__ import annotations

from collections.abc import Mapping

from django.utils.formats import number_format
from django.utils.translation import gettext

from tutorials.packs.sika import sheet_rules
from tutorials.stats import Stats
from tutorials.words import percent


def rule_sentences(answers: Mapping[str, str], inactive: Mapping[str, str]) -> list[str]:
    """The chosen engine rules as short sentences, leaving out what has no effect."""
    out: list[str] = []
    if answers["two_phase"] == "true":
        out.append(
            gettext(
                "We play the two-phase variant: cards that cannot be played go onto your own "
                "pile, and after the ring you shed them, also as sets and runs."
            )
        )
        if answers["match"] == "colour":
            out.append(
                gettext("A card can go on the same colour or the same rank; eights are wild.")
            )
        else:
            out.append(gettext("A card can go on the same suit or the same rank; eights are wild."))
    elif answers["match"] == "colour":
        out.append(gettext("Colour counts, not suit: red goes on red and black on black."))
    else:
        out.append(gettext("A card matches the top card when it has the same suit."))
    if "max_draws" not in inactive:
        out.append(sheet_rules.draw_limit(answers))
    if "hand_phase" not in inactive:
        if answers["hand_phase"] == "true":
            out.append(gettext("When the ring is used up, play goes on from the hands."))
        else:
            out.append(
                gettext(
                    "There is no hand phase: when the ring is used up, the centre pile beneath "
                    "its top card is shuffled into a new pile to draw from."
                )
            )
    out += sheet_rules.hand_rules(answers, inactive)
    out.append(sheet_rules.stalemate(answers))
    if answers["decks"] == "2":
        out.append(gettext("We shuffle two decks together."))
    else:
        out.append(gettext("We play with one deck of 52 cards."))
    return out


def agreement_sentences(answers: Mapping[str, str]) -> list[str]:
    starter = {
        "left_of_dealer": gettext("The player to the left of whoever laid out the ring starts."),
        "youngest": gettext("The youngest player starts."),
        "lot": gettext("The starter is drawn by lot."),
    }[answers["starter"]]
    direction = {
        "clockwise": gettext("Play goes clockwise."),
        "anticlockwise": gettext("Play goes anticlockwise."),
    }[answers["direction"]]
    out = [f"{starter} {direction}"]
    if answers["rotate_starter"] == "true":
        out.append(gettext("In each new game the starter moves one seat on."))
    else:
        out.append(gettext("The starter stays the same from game to game."))
    if answers["calls"] == "true":
        out.append(gettext("Players call out “three left”, “two left” and “one left”."))
        if answers.get("call_penalty"):
            out.append(
                gettext("Forgetting to call: %(penalty)s") % {"penalty": answers["call_penalty"]}
            )
        else:
            out.append(gettext("Forgetting to call costs nothing."))
    else:
        out.append(gettext("Nobody needs to call out how many cards are left."))
    if answers["wrong_card"] == "redo":
        out.append(
            gettext(
                "A wrong card noticed at once is taken back with any second card, and the turn "
                "is played again; cards already drawn stay in the hand."
            )
        )
    else:
        out.append(gettext("A wrong card stays where it was played."))
    if answers["late_mistakes"] == "play_on":
        out.append(gettext("A mistake noticed later is not undone: play goes on from where it is."))
    else:
        out.append(gettext("A mistake noticed later is settled by the whole table together."))
    return out


def stats_findings(stats: Stats, answers: Mapping[str, str]) -> list[str]:
    """What stands out in the figures, said in words (and why, where the rules explain it)."""
    out: list[str] = []
    hand_phase = answers["two_phase"] == "false" and answers["hand_phase"] == "true"
    if stats.unfinished_pct >= 50:
        out.append(
            gettext("Most games never end: %(pct)s were still going after %(limit)s turns.")
            % {
                "pct": percent(stats.unfinished_pct, 0),
                "limit": number_format(stats.max_turns, force_grouping=True),
            }
        )
        if hand_phase and answers["hand_free_card"] == "false":
            out.append(
                gettext(
                    "Without a free card in the hand phase the suit asked for never changes "
                    "after the ring, so the same players stay stuck."
                )
            )
        elif hand_phase and answers["hand_source"] == "dig" and answers["stalemate"] == "free_lead":
            out.append(
                gettext(
                    "With digging and a free lead, the last players can pass the small "
                    "centre pile back and forth for ever."
                )
            )
    if stats.stalemate_pct >= 50:
        # The share as the figures beside it print it, so the two never round apart.
        share = {"pct": percent(stats.stalemate_pct)}
        if stats.stalemate_pct >= 100:
            line = gettext("Every game ends at a stuck turn (%(pct)s): the cards are counted.")
        elif stats.stalemate_pct >= 90:
            line = gettext(
                "Almost all games end at a stuck turn (%(pct)s): someone cannot find the "
                "suit and the cards are counted."
            )
        else:
            line = gettext(
                "Most games end at a stuck turn (%(pct)s): someone cannot find the suit "
                "and the cards are counted."
            )
        out.append(line % share)
    return out
