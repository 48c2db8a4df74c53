"""The saved sheet's complete siantappo rules: the deal, a turn, the end.

The checklist's ``rule_sentences`` say only what the table chose (the opening,
a series, the exchange); a sheet kept with the cards must also say what every
table does, so the sheet alone is enough to play by (siantappo.md sections 1-5).
"""

from __future__ import annotations

from django.utils.translation import gettext


def setup(chosen: list[str]) -> list[str]:
    """The deck, the order of the cards and the deal; ``chosen``: the opening and a series."""
    return [
        gettext(
            "We play with one deck of 52 cards, without jokers. The dealer deals out the whole "
            "deck one card at a time clockwise, so some hands may have one card more."
        ),
        gettext(
            "The cards rank from low to high 3, 4, 5, 6, 7, 8, 9, 10, J, Q, K, A, 2; between "
            "equal ranks spades are lowest, then clubs, diamonds and hearts."
        ),
        *chosen,
    ]


def turn() -> list[str]:
    """What may be led, what beats what, the twos and the siantappo, passing."""
    return [
        gettext(
            "Turns go clockwise. A trick is led with a single card, a pair, three or four of a "
            "kind, or a straight of 3 to 12 ranks in a row from three to ace in any suits "
            "(a two never goes in a straight)."
        ),
        gettext(
            "A play can only be beaten by a higher play of the same kind and size: a pair and "
            "a straight count by their highest card, three or four of a kind by their rank."
        ),
        gettext(
            "A single two is beaten only by a higher two or by a siantappo of three consecutive "
            "pairs (such as 4 4 5 5 6 6); a pair of twos only by a higher pair of twos or by "
            "four of a kind. A siantappo is beaten only by a higher one of the same form."
        ),
        gettext(
            "Whoever leads a trick must play. After that, instead of beating the play on the "
            "table you may always pass, even when you could beat it; once you have passed you "
            "play no more in this trick."
        ),
        gettext(
            "When all the other players still in the game have passed in this trick, the "
            "trick is over, and whoever played last leads the next one with any play. Nothing "
            "beats a straight that ends in the ace of hearts: that trick is over at once."
        ),
    ]


def end() -> list[str]:
    """Going out, the places, and the loser."""
    return [
        gettext(
            "When you play your last card you are out and take the next place; your last play "
            "stays on the table and may be beaten as usual. If nobody beats it, the next player "
            "still in the game leads the next trick."
        ),
        gettext(
            "The game ends when only one player holds cards: that player loses. There are no "
            "points: the first player out wins."
        ),
    ]
