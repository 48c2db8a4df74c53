"""The saved sheet's complete rules: how a turn goes under the chosen rules, part by part.

The checklist's ``rule_sentences`` say only what the table chose; a sheet kept
with the cards must also say what every table does (draw from the ring, the
free card, the empty hand, who is the sika), so the sheet alone is enough to
play by. Each part puts the chosen rules where they apply in the turn.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from django.utils.translation import gettext, ngettext


def _match(answers: Mapping[str, str]) -> str:
    if answers["match"] == "colour":
        return gettext(
            "Draw from the ring one card at a time until a card of the same colour as the "
            "top card comes (red on red, black on black); keep the others in your hand."
        )
    return gettext(
        "Draw from the ring one card at a time until a card of the same suit as the top "
        "card comes; keep the others in your hand."
    )


def draw_limit(answers: Mapping[str, str]) -> str:
    if answers["max_draws"] == "none":
        return gettext("Keep drawing until a matching card comes: there is no limit.")
    count = int(answers["max_draws"])
    return ngettext(
        "Draw at most %(count)s card looking for a match; if it does not match, "
        "keep it in your hand.",
        "Draw at most %(count)s cards looking for a match; if none of them "
        "matches, keep them in your hand.",
        count,
    ) % {"count": count}


def dug_card(answers: Mapping[str, str]) -> str:
    if answers["dug_card"] == "play":
        return gettext("A matching card found by drawing is played at once.")
    return gettext("A matching card found by drawing goes into the hand and the turn ends.")


def stalemate(answers: Mapping[str, str]) -> str:
    """What the table agreed happens when a player cannot find the suit anywhere."""
    if answers["stalemate"] == "fewest_cards":
        return gettext(
            "If a player cannot find the suit anywhere, the game ends and whoever holds "
            "the most cards is the sika; if several hold that many, they are all sikas."
        )
    return gettext(
        "When every player in turn has played nothing, the next player starts a new "
        "suit with any one card."
    )


def hand_rules(answers: Mapping[str, str], inactive: Mapping[str, str]) -> list[str]:
    """The hand phase's chosen rules: where a player lacking the suit draws, and what follows."""
    out: list[str] = []
    if "hand_source" not in inactive:
        if answers["hand_source"] == "dig":
            out.append(
                gettext(
                    "A player who lacks the suit digs in the centre pile, starting just under "
                    "the top card."
                )
            )
        else:
            out.append(
                gettext(
                    "A player who lacks the suit draws from a draw pile made by shuffling the "
                    "centre pile beneath its top card."
                )
            )
            out.append(
                gettext(
                    "If the draw pile runs out before the suit comes, the cards drawn stay in "
                    "the hand and the turn ends; a new draw pile is made when someone next "
                    "needs to draw."
                )
            )
    if "dug_card" not in inactive:
        out.append(dug_card(answers))
    if "hand_free_card" not in inactive:
        if answers["hand_free_card"] == "true":
            out.append(
                gettext("In the hand phase too, a matching card is followed by a free card.")
            )
        else:
            out.append(
                gettext("In the hand phase, only the matching card is played: no free card.")
            )
    return out


def turn_sections(
    answers: Mapping[str, str], inactive: Mapping[str, str], chosen: Sequence[str]
) -> list[tuple[str, list[str]]]:
    """The rules in the order of play: (part title, sentences), from the deal to the end.

    ``inactive`` are the questions with no effect, ``chosen`` the checklist's
    sentences of the rules chosen (the two-phase variant is told with them).
    """
    decks = (
        gettext("We shuffle two decks together.")
        if answers["decks"] == "2"
        else gettext("We play with one deck of 52 cards.")
    )
    deal = [
        decks,
        gettext(
            "One card goes face up in the middle as the centre pile; the rest are spread "
            "face down around it as the ring. Nobody is dealt any cards."
        ),
    ]
    if answers["two_phase"] == "true":
        # The two-phase variant is a different game: its chosen rules say it whole.
        last = gettext("Whoever is left holding cards when everyone else is out is the sika.")
        rules = [s for s in chosen if s != decks]
        return [
            (gettext("The deal"), deal),
            (gettext("A turn"), rules),
            (gettext("The end"), [last]),
        ]
    ring = [_match(answers)]
    # Drawing "until a card comes" already says there is no limit: a limit is said once more.
    if "max_draws" not in inactive and answers["max_draws"] != "none":
        ring.append(draw_limit(answers))
    ring.append(
        gettext(
            "Play the matching card on the centre pile, then a free card from your hand: "
            "the next player looks for its suit."
        )
    )
    empty = [
        gettext(
            "If your turn starts with an empty hand and the first card drawn matches, draw "
            "one more card and play it on the pile as it is; your turn ends."
        )
    ]
    after, out = _after_ring(answers, inactive)
    end = _end(answers, out)
    return [
        (gettext("The deal"), deal),
        (gettext("A ring turn"), ring),
        (gettext("An empty hand"), empty),
        (gettext("After the ring"), after),
        (gettext("The end"), end),
    ]


def _after_ring(answers: Mapping[str, str], inactive: Mapping[str, str]) -> tuple[list[str], str]:
    """What happens when the ring is used up, and who is out."""
    after: list[str] = []
    if answers["hand_phase"] == "true":
        after.append(gettext("When the ring is used up, play goes on from the hands."))
        after.append(gettext("If you hold the suit, play one such card."))
        after += hand_rules(answers, inactive)
        out = gettext(
            "When the ring runs out, everyone whose hand is empty is out, all of them sharing "
            "one place; after that, a player is out as soon as their hand is empty."
        )
    else:
        after.append(
            gettext(
                "There is no hand phase: when the ring is used up, the centre pile beneath "
                "its top card is shuffled into a new pile to draw from."
            )
        )
        out = gettext("A player whose hand is empty once the ring is used up is out.")
    return after, out


def _end(answers: Mapping[str, str], out: str) -> list[str]:
    """How the game ends: who is out, who is the sika, and a draw where one can happen."""
    if answers["stalemate"] == "fewest_cards":
        # Counting the cards decides most games under this rule, so it comes first.
        end = [
            out,
            stalemate(answers),
            gettext(
                "If everyone else runs out of cards first, the last one holding cards is the sika."
            ),
        ]
    else:
        end = [out, gettext("The last player still holding cards is the sika."), stalemate(answers)]
    # With one deck, by suit, every hand cannot be empty at the ring's end (13 is odd).
    if answers["match"] == "colour" or answers["decks"] == "2":
        end.append(
            gettext(
                "If nobody holds any cards when the ring runs out, nobody is the sika: the "
                "game is a draw."
            )
        )
    return end
