"""Pikkutikki's dispute for the referee: may this card be played on the card led?

The asker is the second to play the first trick; besides the card in dispute they hold a
card of the suit led (so the engine has a choice to ask about) and cards of other suits.
"""

from __future__ import annotations

import random

from django import forms
from django.utils.translation import gettext_lazy as _

from games.cards import SUIT_OF
from games.core import Action, Game
from tests.pikkutikki import engine
from tutorials.referee import (
    Built,
    Dispute,
    Query,
    SituationKind,
    card_field,
    listed,
    refuse_twice,
)

SEAT = 1  # the asker plays second: seat 0 has led


class FollowsLead(SituationKind[engine.Rules]):
    slug = "saako-pelata"
    title = _("May this card be played on the card led?")
    lead = _("Choose the card led and the card you want to play.")
    section = "pikkutikki-tikki"

    def fields(self, game: Game, rules: engine.Rules) -> dict[str, forms.Field]:
        return {
            "led": card_field(engine.CARDS, _("The card led")),
            "card": card_field(engine.CARDS, _("Your card")),
        }

    def situation(self, dispute: Dispute[engine.Rules]) -> tuple[Built, Action]:
        rules, players = dispute.rules, dispute.players
        led, card = dispute.card("led"), dispute.card("card")
        refuse_twice([led, card])
        suit = [c for c in engine.CARDS if SUIT_OF[c] == SUIT_OF[led] and c not in (led, card)]
        others = [c for c in engine.CARDS if SUIT_OF[c] not in (SUIT_OF[led], SUIT_OF[card])]
        hand = (card, suit[0], *others[: rules.hand - 2])
        seats = min(players, engine.MAX_PLAYERS)
        hands: tuple[tuple[int, ...] | int, ...] = (
            rules.hand - 1,
            hand,
            *(rules.hand,) * (seats - 2),
        )
        spec = engine.Position(hands=hands, to_move=SEAT, trick=(led,))
        return engine.position(rules, spec, observer=dispute.observer, play_on=False), Action(
            SEAT, (card,)
        )

    def sample(self, game: Game, rules: engine.Rules, rng: random.Random) -> Query:
        led, card = rng.sample(engine.CARDS, 2)
        return {"led": str(led), "card": str(card)}


KINDS = listed(FollowsLead())
