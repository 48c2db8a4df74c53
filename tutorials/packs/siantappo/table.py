"""The siantappo table as ``tutorials/siantappo/table.html`` draws it: the trick and the hands."""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Sequence
from dataclasses import dataclass

from django.utils.translation import gettext, ngettext

from games import siantappo
from games.cards import Card
from games.scenario import Scenario
from tutorials.cards import CardView
from tutorials.packs.siantappo.narration import combo_words, deal_sentence, narrate
from tutorials.presenter import Seat, visitor_of
from tutorials.stepper import Capture, Presented
from tutorials.tags import seat_tags
from tutorials.words import NameCase, names_list, player_name


@dataclass(frozen=True)
class SeatView(Seat):
    passed: bool  # passed in this trick
    loser: bool = False


@dataclass(frozen=True)
class TableView:
    """Everything ``tutorials/siantappo/table.html`` draws; build it with ``table_view``."""

    phase: str
    trick: tuple[CardView, ...]  # the play on the table, empty when a new trick is due
    trick_words: str  # what kind of play it is, and whose
    seats: tuple[SeatView, ...]
    result: str | None = None


def _phase_words(table: siantappo.Table, names: Sequence[str]) -> str:
    if table.outcome is not None:
        return gettext("Game over")
    if table.trick is None and visitor_of(names) == table.leader:
        return gettext("You start a new trick")
    if table.trick is None:
        return gettext("%(player)s starts a new trick") % {"player": names[table.leader]}
    return gettext("A trick is being played")


def table_view(
    table: siantappo.Table,
    names: Sequence[str],
    *,
    fresh: Sequence[Card] = (),
    fresh_seat: int | None = None,
    fresh_trick: bool = False,
    only_hand_of: int | None = None,
    exchanging: bool = False,
) -> TableView:
    """The picture of ``table``.

    ``fresh`` marks cards that have just arrived in ``fresh_seat``'s hand (the
    card exchange), ``fresh_trick`` a play that has just been put down. With
    ``only_hand_of``, only that seat's hand is face up (as a player sees it).
    """
    outcome = table.outcome
    tags = seat_tags(table)
    seats = []
    for seat, hand in enumerate(table.hands):
        shown = only_hand_of in (None, seat) or not hand
        new = set(fresh) if seat == fresh_seat else set()
        seats.append(
            SeatView(
                name=names[seat],
                hand=tuple(CardView(c, c in new) for c in hand) if shown else None,
                count=len(hand),
                place=table.places[seat] if tags[seat].out else None,
                to_move=tags[seat].to_move,
                passed=tags[seat].passed,
                loser=tags[seat].loser,
            )
        )
    trick = table.trick or ()
    if table.trick is not None and table.trick_combo is not None and table.trick_player is not None:
        mine = visitor_of(names) == table.trick_player
        trick_words = (
            gettext("On the table lies %(kind)s you played:")
            if mine
            else gettext("On the table lies %(kind)s played by %(player_genitive)s:")
        ) % {
            "kind": combo_words(table.trick_combo, len(trick)),
            "player_genitive": player_name(names[table.trick_player], NameCase.GENITIVE),
        }
    else:
        trick_words = gettext("Nothing is on the table.")
    result = None
    if outcome is not None:
        result = ngettext(
            "%(players)s loses the game.", "%(players)s lose the game.", len(outcome.losers)
        ) % {"players": names_list([names[q] for q in outcome.losers])}
    return TableView(
        phase=gettext("The card exchange") if exchanging else _phase_words(table, names),
        trick=tuple(CardView(c, fresh_trick) for c in trick),
        trick_words=trick_words,
        seats=tuple(seats),
        result=result,
    )


@functools.lru_cache(maxsize=256)
def dealt(game: Scenario) -> tuple[tuple[Card, ...], ...]:
    """The hands as dealt, before any card exchange.

    The engine exchanges at the deal, before its first event, so the hands as
    dealt are those of the same deal played as a first game.
    """
    players = len(game.players)
    assert isinstance(game.rules, siantappo.Rules), "a scenario of siantappo"
    first = siantappo.new_game(
        game.rules, players, seed=game.seed, deck=game.deck, pause_after_turns=0
    )
    return tuple(first.hand(q) for q in range(players))


def _as_dealt(table: siantappo.Table, game: Scenario) -> siantappo.Table:
    """Step 0: the table after the game's first event, taken back to the deal."""
    return dataclasses.replace(
        table,
        hands=dealt(game),
        trick=None,
        trick_combo=None,
        trick_player=None,
        passed=(),
        to_move=table.leader,
        places=(None,) * len(table.hands),
        outcome=None,
        turns=0,
    )


def _undo_first_lead(table: siantappo.Table) -> siantappo.Table:
    """Step 0 without the game at hand: the table after the first lead, lead taken back."""
    if table.trick is None or table.trick_player is None:
        return table
    seat = table.trick_player
    hands = list(table.hands)
    hands[seat] = tuple(siantappo.DECK.strength_sorted([*hands[seat], *table.trick]))
    return dataclasses.replace(
        table,
        hands=tuple(hands),
        trick=None,
        trick_combo=None,
        trick_player=None,
        to_move=seat,
    )


def present_step(
    shot: Capture[siantappo.Table, siantappo.Event], names: Sequence[str], rules: siantappo.Rules
) -> Presented[TableView]:
    """One step of a worked example or any game: what happened, and the table after it."""
    table = shot.table
    event = shot.event
    if event is None:
        sentence = deal_sentence(table, names)
        if shot.game is None:  # a replay that only has the recorded tables
            view = table_view(_undo_first_lead(table), names)
        else:
            view = table_view(_as_dealt(table, shot.game), names)
    else:
        sentence = narrate(event, names)
        if isinstance(event, siantappo.Exchanged):
            view = table_view(
                table,
                names,
                fresh=event.cards,
                fresh_seat=event.receiver,
                exchanging=True,
            )
        else:
            view = table_view(table, names, fresh_trick=isinstance(event, siantappo.Played))
    return Presented(sentence=sentence, table=view, over=table.outcome is not None)
