"""Siantappo's lesson path: from a single card up to siantappo and the exchange."""

from collections.abc import Callable

from django.utils.translation import gettext_lazy as _

from games.siantappo import GAME as ENGINE
from games.siantappo import Combo, Played, TrickFell, WentOut
from tutorials.lessons import Lesson, Position, accepted, event, steps


def P(seed: int, skip: int, **overrides: object) -> Position:
    """A four-player deal of ``seed`` after ``skip`` of the visitor's own moves."""
    return Position("perussiantappo", 4, seed, skip=skip, overrides=overrides)


# The visitor is dealt all four nines and the player before them two twos (every
# fourth card is the visitor's), so a pair of twos comes to the visitor within a few turns.
NINES = ("9C", "5D", "7H", "2C", "9D", "5S", "7S", "2D", "9H", "6D", "8D", "KD", "9S")


def _four(seed: int, skip: int) -> Position:
    return Position("perussiantappo", 4, seed, deck=NINES, skip=skip)


def _holds(rank: str) -> Callable[[tuple[int, ...]], bool]:
    return lambda cards: any(text[:-1] == rank for text in ENGINE.deck.texts(cards))


LESSONS = (
    Lesson(
        "avaus",
        _("The 3♣ opening"),
        steps(
            _("Open the game with a lead that holds the three of clubs."),
            event(Played, lead=True, cards=lambda cards: ENGINE.deck.parse("3C") in cards),
            P(0, 0),
            P(10, 0),
        ),
        sections=("aloitus",),
    ),
    Lesson(
        "voimajarjestys",
        _("Strength order"),
        steps(
            _("Beat the single card on the table with a stronger one."),
            event(Played, combo=Combo.SINGLE, lead=False),
            P(0, 3),
            P(0, 6),
        ),
        sections=("korttien-arvot", "paalle-lyominen"),
    ),
    Lesson(
        "parit",
        _("Pairs"),
        steps(_("Play a pair."), event(Played, combo=Combo.PAIR), P(0, 0), P(0, 1)),
        sections=("yhdistelmat",),
    ),
    Lesson(
        "kolmoset",
        _("Three of a kind"),
        steps(_("Play three of a kind."), event(Played, combo=Combo.THREE), P(4, 0), P(4, 1)),
        sections=("yhdistelmat",),
    ),
    Lesson(
        "suorat",
        _("Straights"),
        steps(_("Play a straight."), event(Played, combo=Combo.STRAIGHT), P(0, 2), P(0, 4)),
        sections=("yhdistelmat", "paalle-lyominen"),
    ),
    Lesson(
        "tikki",
        _("Passing and the trick"),
        # You win the trick: your play is its last (the event's player) and you lead next.
        steps(_("Win the trick."), event(TrickFell, leader=0), P(0, 1))
        + steps(_("Win the trick."), event(TrickFell, leader=0), P(0, 2), par=2),
        sections=("ohi",),
    ),
    Lesson(
        "kakkoset",
        _("Twos"),
        steps(_("Play a two."), event(Played, cards=_holds("2")), P(2, 1), P(2, 2)),
        sections=("kakkoset",),
    ),
    Lesson(
        "siantappo",
        _("Siantappo"),
        steps(
            _("Beat a two with a siantappo."),
            event(Played, combo=Combo.SIANTAPPO_PAIRS),
            P(314, 2),
            P(314, 4),
        )
        + steps(
            _("Beat the pair of twos on the table with four of a kind."),
            event(Played, combo=Combo.SIANTAPPO_FOUR),
            _four(9, 5),
            _four(6, 4),
        ),
        sections=("siantappo",),
    ),
    Lesson(
        "vaihto",
        _("The exchange"),
        steps(
            _("Play your first move after the cards were exchanged."),
            accepted,
            P(0, 1, series=True),
            P(0, 3, series=True),
        ),
        sections=("korttienvaihto",),
    ),
    Lesson(
        "pois",
        _("Going out"),
        steps(_("Play your last cards and go out."), event(WentOut), P(0, 7), P(2, 7)),
        sections=("korteista-eroon",),
    ),
)
