"""Siantappo's lesson path: one small lesson in the new format while the path is written."""

from django.utils.translation import gettext_lazy as _

from games import siantappo
from games.cards import Card
from tutorials.lessons import Lesson, Spot, Watch


def cards(text: str) -> tuple[Card, ...]:
    return tuple(siantappo.DECK.parse(word) for word in text.split())


def _beat(hand: str, trick: str, seed: int) -> Spot:
    """Four players; the player before you (seat 3) has just played ``trick``."""
    spec = siantappo.Position(
        hands=(cards(hand), 6, 6, 5),
        to_move=0,
        trick=cards(trick),
        trick_player=3,
        expect=siantappo.DecisionKind.REPLY,
        seed=seed,
    )
    return Spot(
        spec,
        _("Tap every card that beats the single card on the table."),
        _(
            "A higher rank beats a lower one, the 2 highest of all; between equal ranks the "
            "suit decides: spades, clubs, diamonds, hearts."
        ),
        "korttien-arvot",
    )


LESSONS = (
    Lesson(
        "voimajarjestys",
        _("Which card is stronger"),
        _(
            "A single card is beaten by a stronger single card. Rank decides first and the "
            "suit only between equal ranks."
        ),
        (
            Watch(
                _beat("5H 9S 9H JC 2S", "9D", 0),
                _(
                    "The nine of hearts beats the nine of diamonds by suit; the jack and the 2 "
                    "by rank. The nine of spades is the weakest nine."
                ),
            ),
            _beat("4C 8H KS KD AS", "KC", 1),
            _beat("3S 6D 10H QC 2C", "10S", 2),
        ),
        sections=("korttien-arvot", "paalle-lyominen"),
    ),
)
