"""The saved sheet's complete ristiseiska rules: the deal, a turn, the end and the score.

The checklist's ``rule_sentences`` say only what the table chose; a sheet kept
with the cards must also say what every table does, so the sheet alone is
enough to play by (ristiseiska.md sections 1-6). Two players have their own
set-up: the start card on the table before the deal, and a stock to draw from.
"""

from __future__ import annotations

from collections.abc import Mapping

from django.utils.translation import gettext

from tutorials.packs.ristiseiska.sentences import no_play


def _two(answers: Mapping[str, str]) -> bool:
    return answers.get("players") == "2"


def _token(answers: Mapping[str, str]) -> bool:
    return answers["pantti"] == "true" or answers["ristikasi"] == "true"


def setup(answers: Mapping[str, str]) -> list[str]:
    """The deck, the deal and the first card; two players lay it down before the deal."""
    out = [
        gettext("We shuffle two decks together: eight rows.")
        if answers["decks"] == "2"
        else gettext("We play with one deck of 52 cards.")
    ]
    if answers["jokers"] != "0":
        out.append(gettext("Jokers in the deck: %(count)s.") % {"count": answers["jokers"]})
    kasi = answers["ristikasi"] == "true"
    if _two(answers):
        out.append(
            gettext(
                "With two players the eight of clubs is laid on the table before the deal; the "
                "other cards are dealt into two hands and a face-down stock, and the player "
                "who did not deal starts."
            )
            if kasi
            else gettext(
                "With two players the seven of clubs is laid on the table before the deal; the "
                "other cards are dealt into two hands and a face-down stock, and the player "
                "who did not deal starts."
            )
        )
        return out
    out.append(
        gettext(
            "The dealer deals out all the cards one at a time clockwise, so some hands may "
            "have one card more."
        )
    )
    if kasi:
        out.append(gettext("Whoever holds the eight of clubs starts by playing it."))
    elif answers["decks"] == "2":
        out.append(
            gettext(
                "The first player from the dealer's left who holds a seven of clubs starts by "
                "playing it; the other seven of clubs is an ordinary seven."
            )
        )
    else:
        out.append(gettext("Whoever holds the seven of clubs starts by playing it."))
    return out


def _rows(answers: Mapping[str, str]) -> str:
    if answers["ristikasi"] == "true":
        return gettext(
            "Each suit builds its own row from its eight: any eight once the eight of clubs "
            "is down, then the seven below its eight, the nine only after the seven, and on "
            "outwards one card at a time, down to the ace and up to the king."
        )
    if answers["eight_before_six"] == "true":
        return gettext(
            "Each suit builds its own row from its seven: any seven once the seven of clubs "
            "is down, then the eight above its seven, the six only after the eight, and on "
            "outwards one card at a time, down to the two and up past the king to the ace."
        )
    return gettext(
        "Each suit builds its own row from its seven: any seven once the seven of clubs is "
        "down, then the six below its seven, the eight only after the six, and on outwards "
        "one card at a time, down to the ace and up to the king."
    )


def _extra(answers: Mapping[str, str]) -> str:
    if answers["first_ace"] == "true":
        return gettext(
            "Until the first ace, an ace may go on its row's two or its king; the first ace "
            "fixes that end for every ace. Only an ace gives an extra card."
        )
    if answers["eight_before_six"] == "true":
        return gettext("A two or an ace that closes a row end gives an extra card.")
    return gettext("An ace or a king that closes a row end gives an extra card.")


def turn(answers: Mapping[str, str]) -> list[str]:
    """The rows, one card a turn, the extra card, holding back, a player who cannot play."""
    out = [_rows(answers)]
    if _two(answers):
        out.append(
            gettext("The first card played may be the seven of clubs or any eight.")
            if answers["ristikasi"] == "true"
            else gettext("The first card played may be the six of clubs or any seven.")
        )
    out.append(gettext("Play one card a turn."))
    out.append(_extra(answers))
    if answers["holding"] == "sevens_only":
        out.append(gettext("A card may be held back, except a seven that fits."))
    else:
        out.append(gettext("A card that fits must be played."))
    out += no_play(answers)
    if not _two(answers):
        out.append(
            gettext(
                "In the first round, until everyone has had a turn, a player who cannot play "
                "just passes."
            )
        )
    if not _token(answers):
        out.append(
            gettext(
                "The player asked chooses the card and gives it face down; it cannot be played "
                "on the same turn."
            )
        )
        if not _two(answers):
            out.append(
                gettext(
                    "A player holding only one card is not asked: the one before them is. If "
                    "everyone else holds only one card, nothing is taken."
                )
            )
    if answers["jokers"] != "0":
        out.append(
            gettext(
                "A joker may be played as any card that fits except the seven of clubs. "
                "Whoever holds the real card may, as the play of their turn, swap it for the "
                "joker while the joker is still the outermost card of its row."
            )
        )
        out.append(
            gettext(
                "Once a joker can no longer be swapped, its real card is dead: it can never be "
                "played, but it may be given away when asked."
            )
        )
    return out


def _stuck(answers: Mapping[str, str]) -> list[str]:
    """A joker game can get stuck: nothing left to play or swap (jokers go with asking)."""
    if answers["end"] == "last":
        return [
            gettext(
                "If nothing can be played or swapped any more, the game ends at once and "
                "whoever holds the most cards loses; players with as many cards lose together."
            )
        ]
    out = [
        gettext(
            "If nothing can be played or swapped any more, the game ends at once and everyone "
            "still holding cards scores them."
        )
    ]
    if answers["scoring"] == "face":
        out.append(gettext("A joker left in the hand scores 20 points."))
    return out


def end(answers: Mapping[str, str]) -> list[str]:
    """When the game ends, who loses, and the score."""
    out = [gettext("A player whose hand is empty is out.")]
    if answers["end"] == "last" and not _token(answers):
        out.append(gettext("Play goes on until one player has cards left; that player loses."))
    elif answers["scoring"] == "count" and not _token(answers):
        out.append(
            gettext(
                "The game ends when the first player is out; the others score one point for "
                "each card left in their hand, and whoever has the most points loses."
            )
        )
    else:
        out.append(
            gettext(
                "The game ends when the first player is out; the others score the cards left "
                "in their hand at face value (jack 11, queen 12, king 13, ace 14, the others "
                "their number), and whoever has the most points loses."
            )
        )
    points = 25 if answers["pantti"] == "true" else 20 if answers["ristikasi"] == "true" else 0
    if points:
        out.append(
            gettext(
                "Whoever holds the token at the end adds its %(points)s points, even one who "
                "went out."
            )
            % {"points": points}
        )
    if answers["jokers"] != "0":
        out += _stuck(answers)
    if answers["target"] != "none":
        out.append(
            gettext("We play deals until someone has %(target)s points; the fewest points wins.")
            % {"target": answers["target"]}
        )
    return out
