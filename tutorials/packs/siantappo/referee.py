"""Siantappo's disputes for the referee (``tutorials.referee``): the situations and their positions.

"Does this play beat what is on the table?": the play on the table is the previous
player's, everyone between has passed, and you hold the cards in dispute (with the
strongest cards left besides, so the engine has a choice to ask about).

"May I pass here?": the same table (nothing on it: you open the trick), and you hold the
strongest cards left, so passing is one of your choices wherever the rules allow it.

"When does the trick fall, and who leads next?": you open a trick with the play in
dispute (your last cards, if you say so) and every other player passes; the engine says
when the trick falls and who leads.

"Which cards change hands in the exchange?": a later game of a series is dealt, you hold
the hand you tick at your place of the last game, and the engine makes the exchange. The
other hands are nobody's: what you get is said without its cards.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from django import forms
from django.utils.text import capfirst
from django.utils.translation import gettext, ngettext, pgettext
from django.utils.translation import gettext_lazy as _

from games import siantappo
from games.cards import DECK_SIZE
from games.core import Action, Game, GameState, IllegalMoveError, PositionError, Table
from tutorials.packs.siantappo.presenter import PRESENTER, not_beaten
from tutorials.presenter import Seats, StrOrPromise
from tutorials.referee import (
    Answer,
    Built,
    Dispute,
    Impossible,
    Observer,
    Query,
    Record,
    SituationKind,
    cards_field,
    listed,
    refuse_twice,
)
from tutorials.words import Case, card_name, names_list, place_name

SEAT = 0
OTHER_HAND = 3  # the other seats' cards, nobody names them: the verdict never reads them
LEAD, FOLLOW = "aloitan", "jatkan"  # the answers of "your turn", in the address
BACK = "palaan"  # "your turn": you passed earlier in this trick and want to play now
KEEP, OUT = "ei", "kylla"  # the answers of "your last cards?"
SPARE = 14  # at most this many of the strongest cards left go into your hand besides


class BeatsTable(SituationKind[siantappo.Rules]):
    slug = "voittaako-lyonti"
    title = _("Does this play beat what is on the table?")
    lead = _("Tick the cards on the table, then the cards you want to play on them.")
    section = "paalle-lyominen"
    allowed = _("Yes, it beats it.")
    refused = _("No, it does not beat it.")
    tells_refusal = True  # nothing in the hand beats the table: the engine passes for you

    def fields(self, game: Game, rules: siantappo.Rules) -> dict[str, forms.Field]:
        cards = _by_strength(game)
        return {
            "table": cards_field(cards, _("On the table"), required=True),
            "play": cards_field(cards, _("Your play"), required=True),
        }

    def situation(self, dispute: Dispute[siantappo.Rules]) -> tuple[Built, Action]:
        rules, players = dispute.rules, dispute.players
        table, play = dispute.cards("table"), dispute.cards("play")
        refuse_twice([*table, *play])
        left = [c for c in reversed(_by_strength(dispute.game)) if c not in table and c not in play]
        # The strongest cards and a run of hearts beat nearly every table, so the engine
        # asks you (where nothing in your hand beats it, it would pass for you).
        hearts = [c for c in left[SPARE:] if dispute.game.deck.text(c).endswith("H")]
        spare = [*left[:SPARE], *hearts][: max(0, len(left) - OTHER_HAND * (players - 1))]
        spec = siantappo.Position(
            hands=((*play, *spare), *(OTHER_HAND,) * (players - 1)),
            trick=table,
            trick_player=players - 1,
            to_move=SEAT,
        )
        try:
            state = siantappo.position(rules, spec, observer=dispute.observer, play_on=False)
        except PositionError as error:
            raise _impossible(error) from error
        view = siantappo.table(state)
        if view.trick_combo is siantappo.Combo.STRAIGHT and view.trick and view.trick[-1] == TOP:
            raise _impossible(PositionError(siantappo.Unreachable.TRICK_FELL, "it fell", {}))
        return state, Action(SEAT, tuple(sorted(play)))

    def settle(self, record: Record[siantappo.Rules]) -> tuple[StrOrPromise, str] | None:
        """A yes, and why: what the play is and the card it wins with."""
        events = record.events
        played = [(e, t) for e, t in events if isinstance(e, siantappo.Played) and e.player == SEAT]
        beaten = _not_beaten(events)
        if beaten is not None:
            return self.refused, beaten[0]
        if not played:
            return None
        event, table = played[0]
        high = siantappo.DECK.strength_sorted(list(event.cards))[-1]
        why = _WHY.get(event.combo, _WHY_HIGHER if len(event.cards) > 1 else _WHY_SINGLE)
        said = f"{capfirst(record.tell(event, table))} {why}"
        return self.allowed, said % {"card": card_name(high, Case.NOMINATIVE)}

    def settled_on(self, rules: siantappo.Rules, events: Sequence[tuple[object, Table]]) -> str:
        """A siantappo rests on its own section, beaten or not."""
        beaten = _not_beaten(events)
        if beaten is not None:
            return beaten[1]
        combos = {e.combo for e, _t in events if isinstance(e, siantappo.Played)}
        tappo = combos & {siantappo.Combo.SIANTAPPO_PAIRS, siantappo.Combo.SIANTAPPO_FOUR}
        return "siantappo" if tappo else self.rests_on(rules)

    def sample(self, game: Game, rules: siantappo.Rules, rng: random.Random) -> Query:
        # A single against a single, or a pair against a pair: the usual disputes.
        size = rng.choice((1, 2))
        ranks = rng.sample(range(13), 2)
        table, play = ([r + 13 * s for s in rng.sample(range(4), size)] for r in ranks)
        return {"table": [str(c) for c in table], "play": [str(c) for c in play]}


class MayPass(SituationKind[siantappo.Rules]):
    slug = "saako-passata"
    title = _("May I pass here?")
    lead = _("Say whether you open the trick or follow, and tick the cards on the table.")
    section = "ohi"
    allowed = _("Yes, you may pass.")
    refused = _("No, you may not.")  # passing, when you open the trick; playing, once passed

    def fields(self, game: Game, rules: siantappo.Rules) -> dict[str, forms.Field]:
        return {
            "turn": forms.ChoiceField(
                label=_("Your turn"),
                choices=[
                    (LEAD, _("You open the trick")),
                    (FOLLOW, _("You follow the play on the table")),
                    (BACK, _("You passed earlier in this trick and want to play now")),
                ],
                widget=forms.RadioSelect,
            ),
            "table": cards_field(_by_strength(game), _("On the table"), required=False),
        }

    def situation(self, dispute: Dispute[siantappo.Rules]) -> tuple[Built, Action]:
        rules, players, answers = dispute.rules, dispute.players, dispute.answers
        table = dispute.cards("table")
        refuse_twice(table)
        if (answers["turn"] == LEAD) == bool(table):
            raise Impossible(
                gettext("Whoever opens the trick has nothing on the table before them.")
                if table
                else gettext("Tick the cards on the table that you would follow.")
            )
        left = [c for c in reversed(_by_strength(dispute.game)) if c not in table]
        spare = left[: max(0, min(SPARE, len(left) - OTHER_HAND * (players - 1)))]
        spec = siantappo.Position(
            hands=(tuple(spare), *(OTHER_HAND,) * (players - 1)),
            trick=table,
            trick_player=players - 1 if table else None,
            to_move=SEAT,
        )
        try:
            if answers["turn"] == BACK:
                return _come_back(rules, spec, dispute.observer)
            state = siantappo.position(rules, spec, observer=dispute.observer, play_on=False)
        except PositionError as error:
            raise _impossible(error) from error
        return state, Action(SEAT, ())

    def settle(self, record: Record[siantappo.Rules]) -> tuple[StrOrPromise, str] | None:
        """A pass: what else you could play, and what the engine says once you have passed."""
        rules, events = record.rules, record.events
        passed = [(e, t) for e, t in events if isinstance(e, siantappo.Passed) and e.player == SEAT]
        if not passed:
            return None
        event, table = passed[0]
        if not isinstance(table, siantappo.Table):
            return None
        told = [capfirst(record.tell(event, table))]
        before = siantappo.Position(
            hands=table.hands,
            trick=table.trick or (),
            trick_player=table.trick_player,
            passed=tuple(q for q in table.passed if q != SEAT),
            to_move=SEAT,
        )
        # Your hand is nobody's: only whether a play could beat the table is told.
        play = _a_play(rules, before)
        if play:
            told.append(gettext("You may pass even if you could beat it."))
        if play and _shut_out(rules, before):
            told.append(
                gettext(
                    "Once you have passed, you play no more in this trick; you play "
                    "again once it falls."
                )
            )
        return self.allowed, " ".join(told)

    def refused_on(self, rules: siantappo.Rules, anchor: str | None) -> str:
        return anchor or self.section

    def reading(self, rules: siantappo.Rules, said: Answer) -> str:
        # The rules let a player in the trick pass; that the one who opens it may not is ours.
        lead = said.asked.state.decision
        leads = lead is not None and lead.player == SEAT
        return "tulkinta-avaaja-ei-passaa" if not said.allowed and leads else ""

    def sample(self, game: Game, rules: siantappo.Rules, rng: random.Random) -> Query:
        # Nothing on the table (you lead), a single or a pair; following or coming back.
        size = rng.choice((0, 1, 2))
        rank = rng.randrange(13)
        table = [str(rank + 13 * s) for s in rng.sample(range(4), size)]
        return {"turn": rng.choice((FOLLOW, BACK)) if table else LEAD, "table": table}


def _not_beaten(events: Sequence[tuple[object, Table]]) -> tuple[str, str] | None:
    """Where the engine passed for you (nothing in your hand beats the table): why your
    play does not, and the section; None: you played."""
    mine = [(e, t) for e, t in events if getattr(e, "player", None) == SEAT]
    if not mine or not isinstance(mine[0][0], siantappo.Passed):
        return None
    table = mine[0][1]
    if not isinstance(table, siantappo.Table) or not table.trick or table.trick_combo is None:
        return None
    return not_beaten(table.trick, table.trick_combo)


def _a_play(rules: siantappo.Rules, spec: siantappo.Position) -> tuple[int, ...]:
    """A play the engine lets ``spec.to_move`` make on the table (the weakest it lists
    first), or () where it lets them only pass."""
    state = siantappo.position(rules, spec)
    decision = state.decision
    if decision is None or decision.player != spec.to_move:
        return ()
    return next((a.cards for a in decision.options if a.cards), ())


def _shut_out(rules: siantappo.Rules, spec: siantappo.Position) -> bool:
    """Whether the engine refuses you a play in ``spec``'s trick once you have passed."""
    state, action = _come_back(rules, spec, None)
    if not isinstance(state, siantappo.SiantappoState):
        return False
    try:
        PRESENTER.game.check_action(state, action)
    except IllegalMoveError as error:
        return error.reason is siantappo.IllegalReason.PASSED_THIS_TRICK
    return False


def _come_back(
    rules: siantappo.Rules, spec: siantappo.Position, observer: Observer | None
) -> tuple[Built, Action]:
    """``spec``'s trick once you have passed on it: the next player to move, holding a play
    the engine allows on it (so it asks them), and your wish to play a beating play of your
    own after all. Without an observer: played on to that decision."""
    yours = spec.hands[SEAT]
    if not isinstance(yours, tuple):
        raise TypeError("your hand is named")
    play = _a_play(rules, spec)
    if not play:
        raise Impossible(
            gettext(
                "No cards left in the game beat the cards on the table, so there is nothing "
                "to come back with."
            )
        )
    rest = tuple(c for c in yours if c not in play)
    other = _a_play(rules, replace(spec, hands=(rest, *spec.hands[1:])))
    theirs = other or play
    mine = tuple(c for c in yours if c not in theirs)
    hands: tuple[tuple[int, ...] | int, ...] = (
        mine,
        theirs,
        *(OTHER_HAND,) * (len(spec.hands) - 2),
    )
    back = replace(spec, hands=hands, passed=(SEAT,), to_move=1)
    state = siantappo.position(rules, back, observer=observer, play_on=observer is None)
    return state, Action(SEAT, play if other else mine[:1])


class TrickFalls(SituationKind[siantappo.Rules]):
    slug = "milloin-pakka-kaatuu"
    title = _("When does the trick fall, and who leads next?")
    lead = _(
        "Tick the cards you open the trick with, and say whether they are your last. "
        "The others pass."
    )
    section = "ohi"
    follows = True

    def fields(self, game: Game, rules: siantappo.Rules) -> dict[str, forms.Field]:
        return {
            "play": cards_field(_by_strength(game), _("Your play"), required=True),
            "last": forms.ChoiceField(
                label=_("Your last cards?"),
                choices=[
                    (KEEP, _("No, you still hold cards after them")),
                    (OUT, _("Yes, they are your last cards")),
                ],
                widget=forms.RadioSelect,
                initial=KEEP,
            ),
        }

    def situation(self, dispute: Dispute[siantappo.Rules]) -> tuple[Built, Action]:
        rules, players = dispute.rules, dispute.players
        play = dispute.cards("play")
        refuse_twice(play)
        left = [c for c in reversed(_by_strength(dispute.game)) if c not in play]
        last = dispute.answers["last"] == OUT
        spare = [] if last else left[: max(0, len(left) - OTHER_HAND * (players - 1))]
        spec = siantappo.Position(
            hands=((*play, *spare[:SPARE]), *(OTHER_HAND,) * (players - 1)), to_move=SEAT
        )
        action = Action(SEAT, tuple(sorted(play)))
        probe = siantappo.position(rules, spec)
        decision = probe.decision
        if decision is not None and decision.player == SEAT:
            try:
                dispute.game.check_action(probe, action)
            except IllegalMoveError as error:
                raise Impossible(PRESENTER.refusal(error)[0]) from error
        return siantappo.position(rules, spec, observer=dispute.observer, play_on=False), action

    def follow(self, state: GameState, action: Action, turns: int) -> Action | None:
        decision = state.decision
        if decision is None:
            return None
        if decision.player == action.player and state.turns == turns + 1:
            return action  # the play in dispute, at the position's own turn
        # Everyone else passes, until the trick falls and someone leads.
        return (
            Action(decision.player, ()) if decision.kind is siantappo.DecisionKind.REPLY else None
        )

    def settle(self, record: Record[siantappo.Rules]) -> tuple[str, str]:
        names, events = record.names, record.events
        fell = [e for e, _t in events if isinstance(e, siantappo.TrickFell)]
        passed = [names[e.player] for e, _t in events if isinstance(e, siantappo.Passed)]
        told = []
        for event, table in events:
            if isinstance(event, siantappo.WentOut | siantappo.TrickFell):
                told.append(record.tell(event, table))
            if isinstance(event, siantappo.Passed) and names[event.player] == passed[0]:
                told.append(gettext("%(players)s pass.") % {"players": names_list(passed)})
        said = " ".join(capfirst(t) for t in told if t)
        if not fell:
            return gettext("The trick does not fall: the game is over."), said
        if fell[0].leader == SEAT:
            return gettext("You lead the next trick."), said
        return gettext("%(player)s leads the next trick.") % {"player": names[fell[0].leader]}, said

    def sample(self, game: Game, rules: siantappo.Rules, rng: random.Random) -> Query:
        # A single or a pair, your last cards or not.
        rank = rng.randrange(13)
        play = [str(rank + 13 * s) for s in rng.sample(range(4), rng.choice((1, 2)))]
        return {"play": play, "last": rng.choice((KEEP, OUT))}


PLACES = 6  # the most players siantappo seats


class Exchange(SituationKind[siantappo.Rules]):
    slug = "korttienvaihto"
    title = _("Which cards change hands in the exchange?")
    lead = _(
        "Say your place in the last game of the series, and tick every card you were dealt "
        "for this one."
    )
    section = "korttienvaihto"
    follows = True

    def fields(self, game: Game, rules: siantappo.Rules) -> dict[str, forms.Field]:
        return {
            "place": forms.TypedChoiceField(
                label=_("Your place in the last game"),
                choices=[(str(p), str(p)) for p in range(1, PLACES + 1)],
                coerce=int,
            ),
            "hand": cards_field(_by_strength(game), _("Your cards as dealt"), required=True),
        }

    def situation(self, dispute: Dispute[siantappo.Rules]) -> tuple[Built, Action]:
        players = dispute.players
        hand, place = dispute.cards("hand"), dispute.answers["place"]
        refuse_twice(hand)
        if not isinstance(place, int) or place > players:
            raise Impossible(
                gettext("At a table of %(players)d the places go from 1 to %(players)d.")
                % {"players": players}
            )
        counts = [
            DECK_SIZE // players + (1 if q < DECK_SIZE % players else 0) for q in range(players)
        ]
        if len(hand) not in counts:
            low, high = min(counts), max(counts)
            words = {"players": players, "low": low, "high": high, "ticked": len(hand)}
            raise Impossible(
                (
                    gettext(
                        "With %(players)d players each hand is dealt %(high)d cards: tick every "
                        "card of yours (you ticked %(ticked)d)."
                    )
                    if low == high
                    else gettext(
                        "With %(players)d players a hand is dealt %(low)d or %(high)d cards: "
                        "tick every card of yours (you ticked %(ticked)d)."
                    )
                )
                % words
            )
        seat = counts.index(len(hand))
        order = [q for q in range(players) if q != seat]
        order.insert(place - 1, seat)
        spec = siantappo.Position(
            hands=tuple(hand if q == seat else counts[q] for q in range(players)),
            to_move=order[-1],
            deal=True,
            previous_places=tuple(order),
        )
        state = siantappo.position(dispute.rules, spec, observer=dispute.observer, play_on=False)
        dispute.observer(_Seat(seat, tuple(order)), state)
        return state, Action(seat, ())

    def follow(self, state: GameState, action: Action, turns: int) -> Action | None:
        return None  # the exchange is the deal's: the engine makes it before anyone moves

    def settle(self, record: Record[siantappo.Rules]) -> tuple[str, str]:
        events = record.events
        gifts = [e for e, _t in events if isinstance(e, siantappo.Exchanged)]
        you = _seat_of(events)
        given = [e for e in gifts if e.player == you]
        got = [e for e in gifts if e.receiver == you]
        seats = _you_at(record.names, you)
        order = next((e.order for e, _t in events if isinstance(e, _Seat)), ())
        told = [_you_were(order, you)]
        # Told from your seat: the names with you where the deal seated you.
        told += [replace(record, names=seats).tell(e, t) for e, t in events if e in given]
        told += [_received(e, seats, order) for e in got]
        if not gifts:
            return gettext("No cards change hands: these rules have no exchange."), gettext(
                "Everyone keeps the cards they were dealt."
            )
        if not given:
            others = [_between(e, seats, order) for e in gifts]
            return gettext("You give and get no cards."), " ".join([told[0], *others])
        said = " ".join(capfirst(t) for t in told if t)
        cards = names_list([card_name(c, Case.GENITIVE) for e in given for c in e.cards])
        return gettext("You give the %(cards)s.") % {"cards": cards}, said

    def reading(self, rules: siantappo.Rules, said: Answer) -> str:
        # The source names the winner's, the loser's, the second's and the second-to-last's
        # gifts: who swaps at three players, and that the middle swaps nothing, is ours.
        gifts = [e for e, _t in said.asked.alone if isinstance(e, siantappo.Exchanged)]
        you = _seat_of(said.asked.alone)
        players = said.asked.state.players
        middle = not any(you in (e.player, e.receiver) for e in gifts)
        return "tulkinta-kolmen-vaihto" if gifts and (players == 3 or middle) else ""

    def sample(self, game: Game, rules: siantappo.Rules, rng: random.Random) -> Query:
        # Four players (the contract test's table): thirteen cards, any place.
        hand = rng.sample(range(DECK_SIZE), 13)
        return {"place": str(rng.randint(1, 4)), "hand": [str(c) for c in hand]}


@dataclass(frozen=True)
class _Seat:
    """Told first to the observer: your seat, where the deal gives your hand's count, and
    the seats in their places of the last game (the winner first)."""

    player: int
    order: tuple[int, ...] = ()


def _place_of(order: Sequence[int], seat: int) -> str:
    """A seat's place in the last game as the exchange names it: the winner, the second,
    the second to last, the loser, or its number."""
    place, last = list(order).index(seat) + 1, len(order)
    if place == 1:
        return pgettext("last game's place", "the winner")
    if place == last:
        return pgettext("last game's place", "the loser")
    if place == 2 and last > 3:
        return pgettext("last game's place", "second")
    if place == last - 1 and last > 3:
        return pgettext("last game's place", "second to last")
    return place_name(place)


def _you_were(order: Sequence[int], seat: int) -> str:
    return gettext("In the last game you were %(place)s.") % {"place": _place_of(order, seat)}


def _between(event: siantappo.Exchanged, names: Seats, order: Sequence[int]) -> str:
    """A gift between two other players, without its cards: nobody named them."""
    words = {
        "giver": names[event.player],
        "giver_place": _place_of(order, event.player),
        "receiver": names[event.receiver],
        "receiver_place": _place_of(order, event.receiver),
    }
    count = len(event.cards)
    if event.strongest:
        return (
            ngettext(
                "%(giver)s (%(giver_place)s) gives the strongest card in hand to "
                "%(receiver)s (%(receiver_place)s).",
                "%(giver)s (%(giver_place)s) gives the two strongest cards in hand to "
                "%(receiver)s (%(receiver_place)s).",
                count,
            )
            % words
        )
    return (
        ngettext(
            "%(giver)s (%(giver_place)s) gives the weakest card in hand to "
            "%(receiver)s (%(receiver_place)s).",
            "%(giver)s (%(giver_place)s) gives the two weakest cards in hand to "
            "%(receiver)s (%(receiver_place)s).",
            count,
        )
        % words
    )


def _seat_of(events: Sequence[tuple[object, Table]]) -> int:
    return next((e.player for e, _t in events if isinstance(e, _Seat)), SEAT)


def _you_at(names: Sequence[str], seat: int) -> Seats:
    """The table's names with you at ``seat``."""
    others = list(names[1:])
    return Seats((*others[:seat], names[0], *others[seat:]), seat)


def _received(event: siantappo.Exchanged, names: Seats, order: Sequence[int]) -> str:
    """A gift to you, without its cards: they come from a hand nobody named."""
    count = len(event.cards)
    words = {"giver": names[event.player], "place": _place_of(order, event.player)}
    if event.strongest:
        return (
            ngettext(
                "%(giver)s (%(place)s) gives you the strongest card in hand.",
                "%(giver)s (%(place)s) gives you the two strongest cards in hand.",
                count,
            )
            % words
        )
    return (
        ngettext(
            "%(giver)s (%(place)s) gives you the weakest card in hand.",
            "%(giver)s (%(place)s) gives you the two weakest cards in hand.",
            count,
        )
        % words
    )


_WHY: dict[siantappo.Combo, StrOrPromise] = {
    siantappo.Combo.SIANTAPPO_PAIRS: _(
        "Three consecutive pairs are a siantappo: it goes on a single two, or on three "
        "consecutive pairs whose highest card is weaker than the %(card)s."
    ),
    siantappo.Combo.SIANTAPPO_FOUR: _(
        "Four of a kind on a pair of twos is a siantappo: it beats them, and only a higher four "
        "of a kind beats it."
    ),
}
_WHY_HIGHER = _(
    "It is the same kind of play with as many cards, and its highest card, the %(card)s, is "
    "stronger than the highest card on the table."
)
_WHY_SINGLE = _(
    "A single card on a single card: the %(card)s is stronger than the one on the table."
)
TOP = siantappo.DECK.parse("AH")  # a straight up to it falls at once (siantappo.md section 2)


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


KINDS = listed(BeatsTable(), MayPass(), TrickFalls(), Exchange())
