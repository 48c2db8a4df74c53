"""Ristiseiska's lesson path: one small lesson in the new format while the path is written."""

from django.utils.translation import gettext_lazy as _

from games import ristiseiska
from tutorials.lessons import Lesson, Spot, Watch


def cards(text: str) -> tuple[int, ...]:
    return tuple(ristiseiska.DECK.parse(word) for word in text.split())


def _fits(hand: str, down: str, seed: int) -> Spot:
    """Four players after the first round: the layout ``down``, your turn."""
    named = cards(hand)
    rest = 52 - len(named) - len(cards(down))
    spec = ristiseiska.Position(
        hands=(named, rest - 2 * (rest // 3), rest // 3, rest // 3),
        down=cards(down),
        to_move=0,
        expect=ristiseiska.DecisionKind.PLAY,
        seed=seed,
    )
    return Spot(
        spec,
        _("Tap every card you may play on the table."),
        _(
            "Any seven opens its row once the seven of clubs is down; a six goes below its "
            "seven, and the eight only after the six, then the rows grow one card at a time."
        ),
        "seiskan-rivit",
    )


LESSONS = (
    Lesson(
        "rivit",
        _("The rows"),
        _(
            "Each suit builds its own row around its seven, one card at a time. The six comes "
            "before the eight, and a card fits only next to its neighbour."
        ),
        (
            Watch(
                _fits("5C 9C 6H 8H 9H 7S 3D", "7C 6C 8C 7H", 0),
                _(
                    "The five and the nine of clubs go at the ends of the clubs, the six of "
                    "hearts below its seven, and the seven of spades opens a row. The eight of "
                    "hearts waits for the six."
                ),
            ),
            _fits("4C 10C 8D 6S 7H KH", "7C 6C 5C 8C 9C 7D 6D 7S", 1),
            _fits("8S 5H 7D QC 2C 6D", "7C 6C 8C 9C 10C JC 7H 6H 7S 6S", 2),
        ),
        sections=("seiskan-rivit",),
    ),
)
