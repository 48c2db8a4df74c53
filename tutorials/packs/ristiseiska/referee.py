"""Ristiseiska's disputes for the referee (``tutorials.referee``): the situations and positions.

"May this card be played on these rows?": the cards on the table are laid in an order
the rules allow (the lessons' ``in_order``; none: the rows cannot be), and you hold
the card in dispute with most of the cards left, so the engine has a choice to ask
about. The rows are the first deck's; the second deck's rows and the jokers' places
are for a later form.
"""

from __future__ import annotations

import random

from django import forms
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from games import ristiseiska as rs
from games.cards import DECK_SIZE
from games.core import Action, Game
from tutorials.packs.ristiseiska.lesson_tables import in_order
from tutorials.referee import (
    Answers,
    Built,
    Impossible,
    Observer,
    SituationKind,
    card_field,
    card_of,
    cards_field,
    cards_of,
    own_rules,
)
from tutorials.words import card_name

SEAT = 0
OTHER_HAND = 2  # the fewest cards each other seat holds: they never decide the verdict


class FitsRows(SituationKind):
    slug = "sopiiko-riviin"
    title = _("May this card be played on these rows?")
    lead = _("Tick the cards already on the table, then choose the card you want to play.")
    section = "seiskan-rivit"
    allowed = _("Yes, it may be played.")
    refused = _("No, it may not be played.")

    def fields(self, game: Game, rules: object) -> dict[str, forms.Field]:
        cards = list(range(DECK_SIZE))
        return {
            "down": cards_field(cards, _("On the table"), required=False),
            "card": card_field(cards, _("Your card")),
        }

    def situation(
        self,
        game: Game,
        rules: object,
        players: int,
        answers: Answers,
        observer: Observer,
    ) -> tuple[Built, Action]:
        rules = own_rules(rules, rs.Rules)
        down, card = cards_of(answers, "down"), card_of(answers, "card")
        if card in down:
            raise Impossible(
                gettext("The %(card)s is already on the table.") % {"card": _name(card)}
            )
        try:
            order = in_order(rules, down)
        except ValueError as error:
            raise Impossible(
                gettext(
                    "These cards cannot all be on the table under these rules: one of them "
                    "has no place in its row."
                )
            ) from error
        opener = () if down else tuple(c for c in rules.plan.start[:1] if c != card)
        left = [c for c in rs.game_cards(rules) if c not in down and c != card and c not in opener]
        others = players - 1
        stock = 0 if players == 2 else ()
        mine = left[: max(0, len(left) - OTHER_HAND * others)]
        spec = rs.Position(
            hands=((card, *opener, *mine), *_shares(len(left) - len(mine), others)),
            down=order,
            to_move=SEAT,
            stock=stock,
        )
        state = rs.build_position(rules, spec, observer=observer, play_on=False)
        return state, Action(SEAT, (card,))

    def rests_on(self, rules: object) -> str:
        """A variant that moves the rows' starts or ends is where a yes rests."""
        rules = own_rules(rules, rs.Rules)
        if rules.ristikasi:
            return "ristikasi-peli"
        if rules.eight_before_six:
            return "kasi-ennen-kuutosta"
        return "ensimmainen-assa" if rules.first_ace else self.section

    def sample(self, game: Game, rules: object, rng: random.Random) -> dict[str, str | list[str]]:
        # A row or two grown from the sevens, and a card near their ends.
        start = own_rules(rules, rs.Rules).plan.start[0]
        down = [start]
        card = rng.randrange(DECK_SIZE)
        return {"down": [str(c) for c in down if c != card], "card": str(card)}


def _shares(cards: int, seats: int) -> tuple[int, ...]:
    return tuple(cards // seats + (i < cards % seats) for i in range(seats))


def _name(card: int) -> str:
    return card_name(card)


KINDS: tuple[SituationKind, ...] = (FitsRows(),)
