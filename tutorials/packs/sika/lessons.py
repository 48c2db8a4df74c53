"""Sika's lesson path: the ring, the free card, the empty hand, the hand phase, digging, the end."""

from django.utils.translation import gettext_lazy as _

from games.sika import Drew, Left, Phase, Played, RingEmptied, Role, Source
from tutorials.lessons import Done, Lesson, Position, event, steps


def P(seed: int, skip: int, preset: str = "perussika") -> Position:
    """A three-player deal of ``seed`` after ``skip`` of the visitor's own moves."""
    return Position(preset, 3, seed, skip=skip)


def _in_hand_phase(done: Done) -> bool:
    return bool(done.actions) and done.table.phase == Phase.HAND


def _hand_empty(done: Done) -> bool:
    return bool(done.actions) and not done.table.hands[0]


LESSONS = (
    Lesson(
        "rengas",
        _("The ring"),
        steps(
            _("Play a card from your hand that fits the ring card."),
            event(Played, role=Role.MATCH, from_hand=True),
            P(0, 3),
            P(0, 9),
        ),
        sections=("rengas", "nosto-renkaasta"),
    ),
    Lesson(
        "vapaa-kortti",
        _("The free card"),
        steps(
            _("Play a card that fits, then any card you like as your free card."),
            event(Played, role=Role.FREE),
            P(0, 9),
            P(0, 11),
            par=2,
        ),
        sections=("vapaa-kortti",),
    ),
    Lesson(
        "tyhja-kasi",
        _("The empty hand"),
        steps(_("Empty your hand."), _hand_empty, P(3, 15), P(18, 14)),
        sections=("tyhja-kasi",),
    ),
    Lesson(
        "viimeinen-rengaskortti",
        _("The last ring card"),
        steps(_("Take the last card of the ring."), event(RingEmptied), P(1, 3), P(7, 2)),
        sections=("viimeinen-rengaskortti",),
    ),
    Lesson(
        "kasivaihe",
        _("The hand phase"),
        steps(
            _("Play a card from your hand once the ring is empty."),
            _in_hand_phase,
            P(0, 9),
            P(0, 11),
        ),
        sections=("kasivaihe",),
    ),
    Lesson(
        "kaivaminen",
        _("Digging"),
        steps(
            _("Dig in the pile when nothing in your hand fits."),
            event(Drew, source=Source.PILE),
            P(0, 3),
            P(0, 8),
        ),
        sections=("kasivaihe",),
    ),
    Lesson(
        "loppu",
        _("The end"),
        steps(
            _("Get rid of your last card and leave the game."),
            event(Left, players=lambda players: 0 in players),
            P(22, 5),
            P(33, 2),
        ),
        sections=("pelin-loppu", "poistuminen"),
    ),
    Lesson(
        "kaksivaiheinen",
        _("The two-phase variant"),
        steps(
            _("Play two or more cards together."),
            event(Played, role=Role.SHED, cards=lambda cards: len(cards) > 1),
            P(0, 0, "kaksivaiheinen"),
            P(0, 1, "kaksivaiheinen"),
        ),
        sections=("kaksivaiheinen",),
        preset="kaksivaiheinen",
    ),
)
