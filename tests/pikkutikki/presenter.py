"""How pikkutikki looks and sounds: its table, its events in words, a decision's words.

Every card is played face up, so every play is told with its card; the hands
of the others and the cards aside are never named.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from django.utils.translation import gettext, pgettext
from django.utils.translation import gettext_lazy as _

from games.core import Action, IllegalMoveError
from tests.pikkutikki import engine
from tutorials import advice
from tutorials.cards import CardView
from tutorials.presenter import MadeFor, Presenter, Seat, StrOrPromise, visitor_of
from tutorials.stepper import Capture, Presented
from tutorials.words import card_object, names_list


@dataclass(frozen=True)
class SeatView(Seat):
    tricks: int
    loser: bool = False


@dataclass(frozen=True)
class OnTable:
    name: str
    card: CardView


@dataclass(frozen=True)
class TableView:
    """Everything ``tutorials/pikkutikki/table.html`` draws."""

    phase: str
    trick: tuple[OnTable, ...]
    aside: int
    seats: tuple[SeatView, ...]
    result: str | None = None


def _phase(table: engine.Table, names: Sequence[str]) -> str:
    if table.outcome is not None:
        return gettext("Game over")
    if table.trick:
        return gettext("A trick is under way")
    if visitor_of(names) == table.leader:
        return gettext("You lead a new trick")
    return gettext("%(player)s leads a new trick") % {"player": names[table.leader]}


def table_view(
    table: engine.Table,
    names: Sequence[str],
    *,
    only_hand_of: int | None = None,
    fresh: bool = False,
) -> TableView:
    """The picture of ``table``: with ``only_hand_of`` only that seat's hand face up;
    ``fresh`` marks the card just played."""
    outcome = table.outcome
    losers = set(outcome.losers) if outcome else set()
    seats = tuple(
        SeatView(
            name=names[q],
            hand=tuple(CardView(c) for c in hand) if only_hand_of in (None, q) else None,
            count=len(hand),
            place=table.places[q],
            to_move=table.to_move == q,
            tricks=table.tricks[q],
            loser=q in losers,
        )
        for q, hand in enumerate(table.hands)
    )
    last = len(table.trick) - 1
    trick = tuple(
        OnTable(names[q], CardView(card, fresh and i == last))
        for i, (q, card) in enumerate(table.trick)
    )
    result = None
    if outcome is not None:
        result = gettext("The loser: %(players)s.") % {
            "players": names_list([names[q] for q in outcome.losers])
        }
    return TableView(_phase(table, names), trick, table.aside, seats, result)


def deal_sentence(table: engine.Table, names: Sequence[str]) -> str:
    """The deal, told from its table (or the table after the first card played)."""
    count = max(len(hand) for hand in table.hands)
    if visitor_of(names) == table.leader:
        return gettext(
            "Each player is dealt %(count)d cards and the rest lie aside. You lead the first trick."
        ) % {"count": count}
    return gettext(
        "Each player is dealt %(count)d cards and the rest lie aside. %(player)s leads the "
        "first trick."
    ) % {"count": count, "player": names[table.leader]}


def narrate(event: engine.Event, names: Sequence[str]) -> str:
    """One event as a sentence; the visitor's own in the second person."""
    you = visitor_of(names)
    if isinstance(event, engine.Played):
        words = {"player": names[event.player], "card": card_object(event.card)}
        if event.forced:
            if you == event.player:
                return gettext("You have to play the %(card)s.") % words
            return gettext("%(player)s has to play the %(card)s.") % words
        if event.lead:
            if you == event.player:
                return pgettext("trick game", "You lead the %(card)s.") % words
            return pgettext("trick game", "%(player)s leads the %(card)s.") % words
        if you == event.player:
            return gettext("You play the %(card)s.") % words
        return gettext("%(player)s plays the %(card)s.") % words
    if isinstance(event, engine.TrickWon):
        words = {"player": names[event.player]}
        if event.last:
            if you == event.player:
                return gettext("You win the last trick.")
            return gettext("%(player)s wins the last trick.") % words
        if you == event.player:
            return gettext("You win the trick and lead the next one.")
        return gettext("%(player)s wins the trick and leads the next one.") % words
    (loser,) = event.outcome.losers
    if you == loser:
        return gettext("The game is over: you took the last trick and lose.")
    return gettext("The game is over: %(player)s took the last trick and loses.") % {
        "player": names[loser]
    }


def present_step(
    shot: Capture[engine.Table, engine.Event], names: Sequence[str], rules: engine.Rules
) -> Presented[TableView]:
    """One step of a worked example or any game: what happened, and the table after it."""
    table = shot.table
    if shot.event is None:
        sentence = deal_sentence(table, names)
    else:
        sentence = narrate(shot.event, names)
    view = table_view(table, names, fresh=isinstance(shot.event, engine.Played))
    return Presented(sentence=sentence, table=view, over=table.outcome is not None)


def goal(state: engine.PikkutikkiState) -> str:
    if not state.trick:
        return gettext("Lead any card. Whoever wins the last trick loses.")
    return gettext("Follow the suit led if you can: the highest card of that suit wins the trick.")


def why(state: engine.PikkutikkiState, action: Action) -> str:
    if not state.trick:
        return gettext("Your lowest card is the least likely to win the trick.")
    return gettext("Get rid of a high card while it cannot win, so it cannot win the last trick.")


_REFUSALS: dict[str, StrOrPromise] = {
    engine.IllegalReason.MUST_FOLLOW: _("You have a card of the suit led: play one of those."),
    engine.IllegalReason.ONE_CARD: _("Play one card at a time."),
}


class PikkutikkiPresenter(
    Presenter[engine.Rules, engine.PikkutikkiState, engine.Table, engine.Event]
):
    game = engine.GAME
    table_template = "tutorials/pikkutikki/table.html"
    aim = advice.SAFE  # only the loser counts: nobody goes out first
    aftermath = (engine.TrickWon, engine.GameOver)  # what followed the card that closed a trick

    def table(
        self,
        table: engine.Table,
        names: Sequence[str],
        rules: engine.Rules,
        *,
        only_hand_of: int | None = None,
    ) -> TableView:
        return table_view(table, names, only_hand_of=only_hand_of)

    step = staticmethod(present_step)

    def narrate(
        self, event: engine.Event, names: Sequence[str], rules: engine.Rules, table: engine.Table
    ) -> str:
        return narrate(event, names)

    def deal(
        self,
        events: Sequence[tuple[engine.Event | MadeFor, engine.Table]],
        names: Sequence[str],
        rules: engine.Rules,
        seat: int,
    ) -> str:
        return deal_sentence(events[0][1], names)

    goal = staticmethod(goal)
    why = staticmethod(why)

    def hint_section(self, state: engine.PikkutikkiState, action: Action) -> str:
        return "pikkutikki-tikki" if state.trick else "pikkutikki-loppu"

    def refused(self, error: IllegalMoveError) -> tuple[StrOrPromise, str | None] | None:
        words = _REFUSALS.get(str(error.reason))
        return None if words is None else (words, "pikkutikki-tikki")


PRESENTER = PikkutikkiPresenter()
