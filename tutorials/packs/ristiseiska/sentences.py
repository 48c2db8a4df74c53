"""The chosen ristiseiska rules in words, part by part, for the number of players chosen.

Two players have their own set-up (ristiseiska.md section 6): the start card is
laid on the table before the deal, and a player who cannot play draws from a
stock before asking or taking the token.
"""

from __future__ import annotations

from collections.abc import Mapping

from django.utils.translation import gettext


def opening(answers: Mapping[str, str]) -> list[str]:
    """How the rows start, and the extra cards; two players lay the start card before the deal."""
    two = answers.get("players") == "2"
    out: list[str] = []
    if two and answers["ristikasi"] == "true":
        out.append(
            gettext(
                "With two players the eight of clubs is laid on the table before the deal; the "
                "other cards are dealt into two hands and a face-down stock, and the player "
                "who did not deal starts."
            )
        )
    elif two:
        out.append(
            gettext(
                "With two players the seven of clubs is laid on the table before the deal; the "
                "other cards are dealt into two hands and a face-down stock, and the player "
                "who did not deal starts."
            )
        )
    if answers["ristikasi"] == "true" and two:
        out.append(gettext("We play ristikasi: the rows grow from the eights."))
    elif answers["ristikasi"] == "true":
        out.append(
            gettext(
                "We play ristikasi: the eight of clubs starts and the rows grow from the eights."
            )
        )
    elif answers["eight_before_six"] == "true":
        out.append(
            gettext("After a seven the eight comes first; rows run from the two up to the ace.")
        )
    elif two:
        out.append(gettext("A six goes on its seven, then the eight."))
    else:
        out.append(gettext("The seven of clubs starts; a six goes on its seven, then the eight."))
    if answers["first_ace"] == "true":
        out.append(gettext("The first ace picks the aces' end; only aces give an extra card."))
    elif answers["eight_before_six"] == "true":
        out.append(gettext("A two or an ace that closes a row end gives an extra card."))
    else:
        out.append(gettext("An ace or a king that closes a row end gives an extra card."))
    return out


def no_play(answers: Mapping[str, str]) -> list[str]:
    """A player who cannot play: asks, or takes the token; with two players draws first."""
    points = 25 if answers["pantti"] == "true" else 20 if answers["ristikasi"] == "true" else 0
    if answers.get("players") == "2" and points:
        return [
            gettext(
                "A player who cannot play draws a card from the stock; once the stock is empty, "
                "they take the token, worth %(points)s points."
            )
            % {"points": points}
        ]
    if answers.get("players") == "2":
        return [
            gettext(
                "A player who cannot play draws a card from the stock and the turn passes; once "
                "the stock is empty, they ask the other player for a card."
            )
        ]
    if points == 25:
        return [gettext("Nobody asks: a player who cannot play takes the token, worth 25 points.")]
    if points:
        return [gettext("Nobody asks: a player who cannot play takes the token, worth 20 points.")]
    return [gettext("A player who cannot play asks the previous player for a card.")]


def holding_and_end(answers: Mapping[str, str]) -> list[str]:
    """Holding back, the end and scoring, the decks, the jokers and a series."""
    out: list[str] = []
    token = answers["pantti"] == "true" or answers["ristikasi"] == "true"
    if answers["holding"] == "sevens_only":
        out.append(gettext("A card may be held back, except a seven that fits."))
    else:
        out.append(gettext("A card that fits must be played."))
    if answers["end"] == "last" and not token:
        out.append(gettext("Play goes on until one player has cards left; that player loses."))
    elif answers["scoring"] == "count" and not token:
        out.append(gettext("The game ends at the first player out; each card left is one point."))
    else:
        out.append(
            gettext("The game ends at the first player out; cards left count their face value.")
        )
    if answers["decks"] == "2":
        out.append(gettext("We shuffle two decks together: eight rows."))
    if answers["jokers"] != "0":
        out.append(gettext("Jokers in the deck: %(count)s.") % {"count": answers["jokers"]})
    if answers["target"] != "none":
        out.append(
            gettext("We play deals until someone has %(target)s points; the fewest points wins.")
            % {"target": answers["target"]}
        )
    return out
