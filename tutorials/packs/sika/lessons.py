"""Sika's lesson path (being rewritten): the ring first."""

from collections.abc import Hashable, Sequence

from django.utils.translation import gettext_lazy as _

from games import sika
from games.cards import Card, parse_card
from tutorials.lessons import Lesson, Predict, Question, Result, Start, Watch
from tutorials.words import card_name


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_card(word) for word in text.split())


def _first_match(result: Result) -> Hashable:
    return next(
        e.cards[0]
        for e in result.events
        if isinstance(e, sika.Played) and e.role is sika.Role.MATCH
    )


def _ring_shown(start: Start) -> Sequence[Hashable]:
    spec: sika.Position = start.spec
    return spec.ring[:4]


def _card_words(value: Hashable, names: Sequence[str]) -> str:
    assert isinstance(value, int)
    return card_name(value)


WHICH_CARD = Question(
    sentence=_("Which card goes onto the centre pile?"),
    options=_ring_shown,
    answer=_first_match,
    words=_card_words,
    rule=_(
        "You draw from the ring until a card has the suit of the top card; that card goes "
        "onto the pile and the ones before it stay in your hand."
    ),
    section="rengas",
)


def _draw(hand: str, top: str, ring: str, seed: int) -> Predict:
    spec = sika.Position(
        hands=(cards(hand), 3, 2), pile=cards(top), ring=cards(ring), ring_size=30, seed=seed
    )
    return Predict(spec, WHICH_CARD, shown=cards(ring)[:4], shown_label=_("The ring's next cards:"))


LESSONS = (
    Lesson(
        "rengas",
        _("Drawing from the ring"),
        _(
            "On your turn you draw ring cards one by one until one has the suit of the centre "
            "pile's top card. Guess each time which card ends the drawing."
        ),
        (
            Watch(
                _draw("KS", "9H", "3D QC JH 5S", 0),
                _("The diamond and the club do not fit the heart, so they go into your hand."),
            ),
            _draw("2C", "4S", "AS 8D KH 6C", 1),
            _draw("7D 5H", "10C", "9H 2S QD 3C", 2),
        ),
        sections=("rengas",),
    ),
)
