"""Sika's disputes for the referee (``tutorials.referee``): the situations and their positions.

"Does this card fit the top card?" is asked where the rules let a player choose a card
against the top card: the hand phase (you hold the suit: which card may go), and the
two-phase game's shedding (same suit, same rank, or an eight). Without a hand phase no
one chooses: the card is drawn, and the engine's draw says whether it fitted.
"""

from __future__ import annotations

import random

from django import forms
from django.utils.translation import gettext_lazy as _

from games import sika
from games.cards import DECK_SIZE, SUIT_OF
from games.core import Action, Game
from tutorials.referee import (
    Answers,
    Built,
    Observer,
    SituationKind,
    card_field,
    card_of,
    own_rules,
    refuse_twice,
)

SEAT = 0
OTHER_HAND = 3  # the other seats' cards, nobody names them: the verdict never reads them


class FitsTop(SituationKind):
    slug = "sopiiko-kortti"
    title = _("Does this card match the top card?")
    lead = _("Choose the top card of the centre pile and the card you want to play on it.")
    section = "kasivaihe"
    allowed = _("Yes, it matches.")
    refused = _("No, it does not match.")

    def fields(self, game: Game, rules: object) -> dict[str, forms.Field]:
        cards = list(range(DECK_SIZE))
        return {
            "top": card_field(cards, _("Top card of the centre pile")),
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
        rules = own_rules(rules, sika.Rules)
        top, card = card_of(answers, "top"), card_of(answers, "card")
        if rules.decks == 1:
            refuse_twice([top, card])
        others = (OTHER_HAND,) * (players - 1)
        if rules.two_phase or rules.hand_phase:
            # Two more cards of the top card's suit fit under every rule set, so the engine
            # asks which card goes: the one in dispute is one of the choices.
            spare = [c for c in _suit(top) if c not in (top, card)][-2:]
            spec = sika.Position(hands=((card, *spare), *others), pile=(top,), to_move=SEAT)
        else:
            # No one chooses here: the card is the next one drawn, the engine plays it or not.
            spare = [c for c in _suit(top) if c not in (top, card)][-1:]
            spec = sika.Position(
                hands=(tuple(spare), *others), pile=(top,), draw_pile=(card,), to_move=SEAT
            )
        state = sika.position(rules, spec, observer=observer, play_on=False)
        return state, Action(SEAT, (card,))

    def rests_on(self, rules: object) -> str:
        rules = own_rules(rules, sika.Rules)
        if rules.two_phase:
            return "kaksivaiheinen"
        if not rules.hand_phase:
            return "ilman-kasivaihetta"
        return "vari" if rules.match is sika.Match.COLOUR else self.section

    def sample(self, game: Game, rules: object, rng: random.Random) -> dict[str, str | list[str]]:
        top, card = rng.sample(range(DECK_SIZE), 2)
        return {"top": str(top), "card": str(card)}


def _suit(card: int) -> list[int]:
    return [c for c in range(DECK_SIZE) if SUIT_OF[c] == SUIT_OF[card]]


KINDS: tuple[SituationKind, ...] = (FitsTop(),)
