"""Ristiseiska's disputes about a turn (``tutorials.referee``): asking and the extra card.

"Whom do I ask, and who chooses the card?": you hold no card that fits, and the others
hold the numbers of cards you write. The table is laid in an order the rules allow
(the lessons' ``in_order``) up to the cards left in the hands; yours are the ones
farthest along the rows, which fit nowhere yet. The engine's turn says what happens:
you ask someone (and they choose), pass, draw, take the token, or nothing is taken.

"May I stop after an ace or a king, or must I play on?": the rows as in "may this card
be played?", and the card you play; the engine's event says whether it gives an extra
card (which you may take or leave) or ends your turn.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from django import forms
from django.utils.text import capfirst
from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _

from games import ristiseiska as rs
from games.core import Action, Game, Table
from tutorials.packs.ristiseiska.lesson_tables import in_order
from tutorials.packs.ristiseiska.referee import FitsRows, ScoresCards
from tutorials.presenter import Scene
from tutorials.referee import (
    COUNTS,
    Answer,
    Built,
    Dispute,
    Impossible,
    Query,
    Record,
    SituationKind,
    listed,
    turn_of,
)
from tutorials.words import NameCase

SEAT = 0


class AsksFor(SituationKind[rs.Rules]):
    slug = "kenelta-pyydetaan"
    title = _("Whom do I ask for a card, and who chooses it?")
    lead = _(
        "You have no card that fits. Write how many cards each player holds: yours first, "
        "then round the table in the order of play, so that the last number is the player "
        "just before you. Write 0 for a player who is out."
    )
    section = "kortin-pyytaminen"

    def fields(self, game: Game, rules: rs.Rules) -> dict[str, forms.Field]:
        out: dict[str, forms.Field] = {
            "counts": forms.CharField(
                label=_("Cards in each hand"), max_length=60, validators=[COUNTS]
            ),
            "round": forms.TypedChoiceField(
                label=_("Turns so far"),
                choices=[
                    ("later", _("Everyone has had a turn")),
                    ("first", _("The first round: not everyone has played yet")),
                ],
                widget=forms.RadioSelect,
                initial="later",
                required=False,
                empty_value="later",
            ),
        }
        if rules.min_players <= 2:
            out["stock"] = forms.BooleanField(
                label=_("Two players: cards are left in the stock"), required=False
            )
        return out

    def situation(self, dispute: Dispute[rs.Rules]) -> tuple[Built, Action]:
        rules, players, answers = dispute.rules, dispute.players, dispute.answers
        counts = _counts(dispute)
        first = answers.get("round") == "first"
        cards = [c for c in rs.game_cards(rules) if c < rs.JOKER0]
        laid, stock = _laid_and_stock(rules, players, counts, first, bool(answers.get("stock")))
        order = in_order(rules, cards)
        out = [q for q, count in enumerate(counts) if count == 0]
        places = tuple(out.index(q) + 1 if q in out else None for q in range(players))
        spec = rs.Position(
            hands=tuple(counts),
            down=order[:laid],
            first_round=first,
            stock=stock if players == 2 else (),
            places=places if out else (),
        )
        probe = rs.build_position(rules, spec, play_on=False)
        mine = [c for c in reversed(order[laid:]) if not probe.playable(c)][: counts[0]]
        if len(mine) < counts[0]:
            raise Impossible(
                gettext(
                    "With so few cards in the other hands, one of yours would fit the rows: "
                    "you would play it instead of asking."
                )
            )
        spec = rs.Position(
            hands=(tuple(mine), *counts[1:]),
            down=spec.down,
            first_round=first,
            stock=spec.stock,
            places=spec.places,
        )
        state = rs.build_position(rules, spec, observer=dispute.observer, play_on=False)
        return state, Action(SEAT, ())

    def settle(self, record: Record[rs.Rules]) -> tuple[str, str]:
        rules, names, events = record.rules, record.names, record.events
        mine = turn_of(events, SEAT)
        told = [
            record.tell(e, t) for e, t in mine if not _drew(e) and not isinstance(e, rs.TurnStarted)
        ]
        if any(_drew(e) for e, _t in mine):  # the card drawn is the stock's, not the dispute's
            told.append(gettext("You have no card that fits and draw a card from the stock."))
        said = " ".join(capfirst(t) for t in told if t)
        asked = next((e for e, _t in mine if isinstance(e, rs.Asked)), None)
        if asked is not None:
            scene = Scene(names, rules)
            verdict = gettext("You ask %(giver_ablative)s, and %(giver)s chooses the card.") % {
                "giver_ablative": scene.name(asked.giver, NameCase.ABLATIVE),
                "giver": scene.name(asked.giver, NameCase.NOMINATIVE),
            }
            return capfirst(verdict), said
        return _nobody(mine), said

    def settled_on(self, rules: rs.Rules, events: Sequence[tuple[object, Table]]) -> str:
        if _two_players(turn_of(events, SEAT)):
            return "kaksinpeli-seiska"
        if rules.ristikasi:
            return "ristikasi-peli"
        return "pantti-peli" if rules.pantti else self.section

    def reading(self, rules: rs.Rules, said: Answer) -> str:
        events = turn_of(said.asked.alone, SEAT)
        if _two_players(events):
            return "tulkinta-kaksinpeli-tyhja-pakka"
        if any(isinstance(e, rs.Passed) for e, _t in events):
            return "tulkinta-pantti-ohi" if rules.plan.token else "tulkinta-ensimmainen-passi"
        asked = [e for e, _t in events if isinstance(e, rs.Asked)]
        table = events[0][1] if events else None
        out = any(p is not None for p in getattr(table, "places", ()))
        if asked and (asked[0].skipped or out):
            return "tulkinta-ensimmainen-kierros"
        return "tulkinta-antaja-valitsee" if asked else ""

    def sample(self, game: Game, rules: rs.Rules, rng: random.Random) -> Query:
        # Four hands: later in the game a few cards each, or in the first round every card
        # but the first one down.
        if rng.random() < 0.5:
            counts = [rng.randint(1, 12) for _ in range(4)]
            return {"counts": " ".join(str(c) for c in counts), "round": "later"}
        total = len(rs.game_cards(rules)) - 1
        cuts = sorted(rng.sample(range(1, total), 3))
        counts = [b - a for a, b in zip((0, *cuts), (*cuts, total), strict=True)]
        return {"counts": " ".join(str(c) for c in counts), "round": "first"}


def _counts(dispute: Dispute[rs.Rules]) -> list[int]:
    rules, players, counts = dispute.rules, dispute.players, dispute.counts("counts")
    if len(counts) != players or counts[0] < 1:
        raise Impossible(
            gettext(
                "Write one number for each of the %(players)d players, yours first: you "
                "hold one card at least."
            )
            % {"players": players}
        )
    if rules.plan.first_out and 0 in counts:
        raise Impossible(
            gettext("Under these rules the game ends when the first player is out of cards.")
        )
    if sum(1 for c in counts if c) < 2:
        raise Impossible(gettext("Someone besides you still holds cards: the game is not over."))
    return counts


def _laid_and_stock(
    rules: rs.Rules, players: int, counts: list[int], first: bool, stock: bool
) -> tuple[int, int]:
    """How many cards are down and in a two-player game's stock: with a stock, only the
    first card is down (the layout does not change whom you ask), the rest is the stock."""
    total = len(rs.game_cards(rules))
    if stock and players != 2:
        raise Impossible(gettext("Only a game of two players has a stock."))
    if first:
        _first_round(rules, players, counts, stock)
    laid = 1 if stock else total - sum(counts)
    if laid < 1 or total - sum(counts) - laid < int(stock):
        most = total - 1 - int(stock)
        raise Impossible(
            ngettext(
                "The hands hold at most %(cards)d card together: the first card is on the table.",
                "The hands hold at most %(cards)d cards together: the first card is on the table.",
                most,
            )
            % {"cards": most}
        )
    return laid, total - sum(counts) - laid


def _first_round(rules: rs.Rules, players: int, counts: list[int], stock: bool) -> None:
    """``Impossible`` unless the hands can hold ``counts`` in the first round: the engine's
    deal for ``players``, give or take a card for each turn before yours (a card laid, or
    one drawn from a two-player game's stock); yours are as dealt, but for cards you were
    asked for (with a stock nobody asks)."""
    dealt = rs.table(rs.new_game(rules, players, seed=0, pause_after_turns=0))
    held, cards, before = sum(counts), sum(len(hand) for hand in dealt.hands), players - 1
    least, most = cards - before, cards + (before if dealt.stock else 0)
    if least <= held <= most and bool(dealt.stock) == stock:
        _dealt_to_you(dealt, counts[0])
        return
    if dealt.stock:
        raise Impossible(
            gettext(
                "In the first round of a two-player game the stock still holds cards, and "
                "the hands hold %(least)d to %(most)d cards together."
            )
            % {"least": least, "most": most}
        )
    raise Impossible(
        ngettext(
            "In the first round few cards are down yet: the hands hold %(cards)d card or "
            "more together.",
            "In the first round few cards are down yet: the hands hold %(cards)d cards or "
            "more together.",
            least,
        )
        % {"cards": least}
    )


def _dealt_to_you(dealt: rs.Table, held: int) -> None:
    """``Impossible`` unless you can hold ``held`` cards on your first turn: those dealt to
    you, less any you were asked for (with a stock nobody asks)."""
    yours = max(len(hand) for hand in dealt.hands)
    if held > yours or (dealt.stock and held != yours):
        raise Impossible(
            ngettext(
                "On your first turn you hold the cards dealt to you: %(cards)d card.",
                "On your first turn you hold the cards dealt to you: %(cards)d cards.",
                yours,
            )
            % {"cards": yours}
            if dealt.stock
            else ngettext(
                "On your first turn you hold the cards dealt to you: %(cards)d card at most.",
                "On your first turn you hold the cards dealt to you: %(cards)d cards at most.",
                yours,
            )
            % {"cards": yours}
        )


def _laid(event: object) -> bool:
    return isinstance(event, rs.Played | rs.JokerPlayed)


def _drew(event: object) -> bool:
    return isinstance(event, rs.Drew)


def _two_players(events: Sequence[tuple[object, Table]]) -> bool:
    hands = getattr(events[0][1] if events else None, "hands", ())
    return len(hands) == 2 and not any(isinstance(e, rs.Asked) for e, _t in events)


def _nobody(mine: list[tuple[object, Table]]) -> str:
    """The verdict of a turn on which nobody is asked, by what the engine did instead."""
    kinds = {type(e) for e, _t in mine}
    if rs.Passed in kinds:
        return gettext("You ask nobody: you pass.")
    if rs.Drew in kinds:
        return gettext("You ask nobody: you draw from the stock.")
    if rs.TookToken in kinds:
        return gettext("You ask nobody: you take the token.")
    return gettext("You ask nobody: nothing is taken, and the turn passes.")


class StopsAfter(FitsRows):
    slug = "saako-lopettaa"
    title = _("May I stop after an ace or a king, or must I play on?")
    lead = _(
        "Choose how far each row on the table reaches down and up, then the card you play: "
        "an ace, a king, or any card."
    )
    section = "assa-ja-kuningas"
    refused = _("No, that card may not be played.")

    def settle(self, record: Record[rs.Rules]) -> tuple[str, str]:
        events = record.events
        event, table = next((e, t) for e, t in turn_of(events, SEAT) if _laid(e))
        said = capfirst(record.tell(event, table))
        if getattr(event, "closes", False):
            return gettext("You may stop, or play one more card if one fits."), said
        more = gettext("It gives no extra card under these rules, so your turn ends.")
        return gettext("Your turn ends with this card: no extra card."), f"{said} {more}"

    def rests_on(self, rules: rs.Rules) -> str:
        if rules.eight_before_six:
            return "kasi-ennen-kuutosta"
        return "ensimmainen-assa" if rules.first_ace else self.section

    def reading(self, rules: rs.Rules, said: Answer) -> str:
        if not said.allowed:
            return ""
        if rules.eight_before_six:
            return "tulkinta-kakkonen-sulkee"  # the two closes, the king does not
        events = turn_of(said.asked.alone or tuple(said.asked.log), SEAT)
        closes = any(getattr(e, "closes", False) for e, _t in events)
        return "tulkinta-lisakortti" if closes else ""


KINDS = listed(FitsRows(), AsksFor(), StopsAfter(), ScoresCards())
