"""Siantappo's disputes for the referee (``tutorials.referee``): the situations and their positions.

"Does this play beat what is on the table?": the play on the table is the previous
player's, everyone between has passed, and you hold the cards in dispute (with the
strongest cards left besides, so the engine has a choice to ask about).

"May I pass here?": the same table (nothing on it: you open the trick), and you hold the
strongest cards left, so passing is one of your choices wherever the rules allow it.
"""

from __future__ import annotations

import random

from django import forms
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from games import siantappo
from games.cards import DECK_SIZE
from games.core import Action, Game, PositionError, Rules
from tutorials.referee import (
    Answer,
    Answers,
    Built,
    Impossible,
    Observer,
    SituationKind,
    cards_field,
    cards_of,
    own_rules,
    refuse_twice,
)

SEAT = 0
OTHER_HAND = 3  # the other seats' cards, nobody names them: the verdict never reads them
LEAD, FOLLOW = "aloitan", "jatkan"  # the answers of "your turn", in the address
SPARE = 13  # at most this many of the strongest cards left go into your hand besides


class BeatsTable(SituationKind):
    slug = "voittaako-lyonti"
    title = _("Does this play beat what is on the table?")
    lead = _("Tick the cards on the table, then the cards you want to play on them.")
    section = "paalle-lyominen"
    allowed = _("Yes, it beats it.")
    refused = _("No, it does not beat it.")

    def fields(self, game: Game, rules: Rules) -> dict[str, forms.Field]:
        cards = _by_strength(game)
        return {
            "table": cards_field(cards, _("On the table"), required=True),
            "play": cards_field(cards, _("Your play"), required=True),
        }

    def situation(
        self,
        game: Game,
        rules: Rules,
        players: int,
        answers: Answers,
        observer: Observer,
    ) -> tuple[Built, Action]:
        rules = own_rules(rules, siantappo.Rules)
        table, play = cards_of(answers, "table"), cards_of(answers, "play")
        refuse_twice([*table, *play])
        left = [c for c in reversed(_by_strength(game)) if c not in table and c not in play]
        spare = left[: max(0, min(SPARE, len(left) - OTHER_HAND * (players - 1)))]
        spec = siantappo.Position(
            hands=((*play, *spare), *(OTHER_HAND,) * (players - 1)),
            trick=table,
            trick_player=players - 1,
            to_move=SEAT,
        )
        try:
            state = siantappo.position(rules, spec, observer=observer, play_on=False)
        except PositionError as error:
            raise _impossible(error) from error
        return state, Action(SEAT, tuple(sorted(play)))

    def sample(self, game: Game, rules: Rules, rng: random.Random) -> dict[str, str | list[str]]:
        # A single against a single, or a pair against a pair: the usual disputes.
        size = rng.choice((1, 2))
        ranks = rng.sample(range(13), 2)
        table, play = ([r + 13 * s for s in rng.sample(range(4), size)] for r in ranks)
        return {"table": [str(c) for c in table], "play": [str(c) for c in play]}


class MayPass(SituationKind):
    slug = "saako-passata"
    title = _("May I pass here?")
    lead = _("Say whether you open the trick or follow, and tick the cards on the table.")
    section = "ohi"
    allowed = _("Yes, you may pass.")
    refused = _("No, you may not pass.")

    def fields(self, game: Game, rules: Rules) -> dict[str, forms.Field]:
        return {
            "turn": forms.ChoiceField(
                label=_("Your turn"),
                choices=[
                    (LEAD, _("You open the trick")),
                    (FOLLOW, _("You follow the play on the table")),
                ],
                widget=forms.RadioSelect,
            ),
            "table": cards_field(_by_strength(game), _("On the table"), required=False),
        }

    def situation(
        self,
        game: Game,
        rules: Rules,
        players: int,
        answers: Answers,
        observer: Observer,
    ) -> tuple[Built, Action]:
        rules = own_rules(rules, siantappo.Rules)
        table = cards_of(answers, "table")
        refuse_twice(table)
        if (answers["turn"] == LEAD) == bool(table):
            raise Impossible(
                gettext("Whoever opens the trick has nothing on the table before them.")
                if table
                else gettext("Tick the cards on the table that you would follow.")
            )
        left = [c for c in reversed(_by_strength(game)) if c not in table]
        spare = left[: max(0, min(SPARE, len(left) - OTHER_HAND * (players - 1)))]
        spec = siantappo.Position(
            hands=(tuple(spare), *(OTHER_HAND,) * (players - 1)),
            trick=table,
            trick_player=players - 1 if table else None,
            to_move=SEAT,
        )
        try:
            state = siantappo.position(rules, spec, observer=observer, play_on=False)
        except PositionError as error:
            raise _impossible(error) from error
        return state, Action(SEAT, ())

    def reading(self, rules: Rules, said: Answer) -> str:
        # The rules let a player in the trick pass; that the one who opens it may not is ours.
        return "tulkinta-avaaja-ei-passaa" if not said.allowed else ""

    def sample(self, game: Game, rules: Rules, rng: random.Random) -> dict[str, str | list[str]]:
        # Nothing on the table (you lead), a single or a pair.
        size = rng.choice((0, 1, 2))
        rank = rng.randrange(13)
        table = [str(rank + 13 * s) for s in rng.sample(range(4), size)]
        return {"turn": FOLLOW if table else LEAD, "table": table}


def _by_strength(game: Game) -> list[int]:
    return game.deck.strength_sorted(list(range(DECK_SIZE)))


def _impossible(error: PositionError) -> PositionError | Impossible:
    if error.reason is siantappo.Unreachable.NOT_A_COMBINATION:
        return Impossible(
            gettext(
                "The cards on the table do not go together: a play is one card, cards of one "
                "rank, a straight or a siantappo."
            )
        )
    if error.reason is siantappo.Unreachable.TRICK_FELL:
        return Impossible(
            gettext(
                "Nothing can beat a straight up to the ace of hearts, so it never stays on the "
                "table: the trick is over at once."
            )
        )
    return error


KINDS: tuple[SituationKind, ...] = (BeatsTable(), MayPass())
