"""The sika table as ``tutorials/sika/table.html`` draws it: ring, pile, hands."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

from django.utils.text import capfirst
from django.utils.translation import gettext, ngettext, pgettext

from games import sika
from games.cards import Card
from games.core import Outcome
from tutorials.cards import CardView
from tutorials.packs.sika.narration import Scene, deal_sentence, narrate
from tutorials.presenter import Seat, named, visitor_of, you_first
from tutorials.stepper import Capture, Presented
from tutorials.tags import seat_tags
from tutorials.words import NameCase, names_list

RING_CIRCUMFERENCE = 88.0  # 2 * pi * 14, the ring picture's radius
RING_SLOTS = 12  # backs drawn around the centre pile for a full ring (table.css places them)
MAX_BACKS = 8  # a face-down hand draws this many backs at most; its count is told in words


@dataclass(frozen=True)
class SeatView(Seat):
    sika: bool = False
    # A stalemate ranks the players still holding cards by how many they hold:
    # their place, who never left the game (the table must not say "out").
    counted_place: int | None = None
    # A card just drawn that fits: face up in the player's hand of cards, never in the
    # hand, on its way to the pile (the next step plays it).
    drawn: CardView | None = None
    drawn_extra: bool = False  # the empty hand's extra card: onto the pile whatever it is

    @property
    def backs(self) -> range:
        """The face-down cards drawn for a hidden hand (at most ``MAX_BACKS``)."""
        return range(min(self.count, MAX_BACKS))


@dataclass(frozen=True)
class TableView:
    """Everything ``tutorials/sika/table.html`` draws; build it with ``table_view``."""

    phase: str
    ring: int
    ring_total: int
    pile_top: CardView
    pile_size: int
    draw_pile: int | None  # None: these rules have no draw pile
    seats: tuple[SeatView, ...]
    hand_word: str  # "Hand", or "Own pile" in the two-phase collecting phase
    result: str | None = None

    @property
    def ring_percent(self) -> int:
        return round(100 * self.ring / self.ring_total) if self.ring_total else 0

    @property
    def ring_slots(self) -> range:
        """Backs drawn around the pile: a share of ``RING_SLOTS``, one while any card is left."""
        if not self.ring or not self.ring_total:
            return range(0)
        return range(max(1, round(RING_SLOTS * self.ring / self.ring_total)))

    @property
    def ring_dash(self) -> str:
        """``stroke-dasharray`` of the ring picture: its share of a circle of radius 14."""
        return f"{RING_CIRCUMFERENCE * self.ring_percent / 100:.1f} {RING_CIRCUMFERENCE}"


def _phase_words(table: sika.Table, rules: sika.Rules) -> str:
    if table.phase is sika.Phase.OVER:
        return gettext("Game over")
    if rules.two_phase:
        if table.phase is sika.Phase.RING:
            return gettext("Collecting phase (from the ring)")
        return gettext("Shedding phase (from the hand)")
    if table.phase is sika.Phase.HAND:
        return gettext("Hand phase")
    if rules.hand_phase or table.ring:
        return gettext("Ring phase")
    return gettext("After the ring: drawing from the draw pile")


def _result_words(
    outcome: Outcome,
    names: Sequence[str],
    counted: Sequence[int],
    places: Sequence[int | None],
) -> str:
    if outcome.unfinished:
        return gettext("Unfinished after %(turns)d turns.") % {"turns": outcome.turns}
    if outcome.draw:
        return gettext("A draw: nobody is the sika.")
    sika_said = _sika_words(outcome.losers, names)
    if outcome.reason is sika.EndReason.STALEMATE and counted:
        fewest = you_first([q for q in counted if places[q] == places[counted[0]]], names)
        # The game stopped with several hands still full: say who the count made the winner.
        if set(fewest) == set(outcome.losers):
            counting = gettext(
                "Nobody could find the suit, so the cards were counted: everyone still "
                "playing held equally many."
            )
        else:
            counting = gettext(
                "Nobody could find the suit, so the cards were counted: %(players_adessive)s "
                "held the fewest."
            ) % {
                "players_adessive": names_list([named(names, q, NameCase.ADESSIVE) for q in fewest])
            }
        return f"{counting} {sika_said}"
    return sika_said


def _sika_words(losers: Sequence[int], names: Sequence[str]) -> str:
    """Who is the sika: the visitor spoken to, named first."""
    you = visitor_of(names)
    if you is None or you not in losers:
        return ngettext("%(players)s is the sika.", "%(players)s are the sikas.", len(losers)) % {
            "players": names_list([names[q] for q in losers])
        }
    if len(losers) == 1:
        return gettext("You are the sika.")
    listed = capfirst(names_list([named(names, q) for q in you_first(losers, names)]))
    if len(losers) == 2:
        return gettext("%(players)s are both sikas.") % {"players": listed}
    return gettext("%(players)s are all sikas.") % {"players": listed}


def table_view(
    table: sika.Table,
    names: Sequence[str],
    rules: sika.Rules,
    *,
    fresh: Card | None = None,
    fresh_seat: int | None = None,
    fresh_top: bool = False,
    drawn: sika.Drew | None = None,
    show_hands: bool = True,
    only_hand_of: int | None = None,
) -> TableView:
    """The picture of ``table`` for ``tutorials/sika/table.html``.

    ``fresh`` marks the card that has just arrived in ``fresh_seat``'s hand,
    ``fresh_top`` the top card of the pile when it has just been put
    there; ``drawn`` is a draw that fits, its card shown apart from the hand
    until it is played. With ``show_hands`` off, hands are shown only as counts; with
    ``only_hand_of``, only that seat's hand is face up (as a player sees it).
    """
    outcome = table.outcome
    counted = _counted(table)
    seats = []
    tags = seat_tags(table)
    for seat, hand in enumerate(table.hands):
        seats.append(
            SeatView(
                name=names[seat],
                # An empty hand hides nothing, so it reads "empty" either way.
                hand=_marked(hand, fresh if seat == fresh_seat else None)
                if (show_hands and only_hand_of in (None, seat)) or not hand
                else None,
                count=len(hand),
                place=None if seat in counted else table.places[seat],
                to_move=tags[seat].to_move,
                sika=tags[seat].loser,
                counted_place=table.places[seat] if seat in counted else None,
                drawn=CardView(drawn.card, True) if drawn and drawn.player == seat else None,
                drawn_extra=bool(drawn and drawn.player == seat and drawn.extra),
            )
        )
    uses_draw_pile = (
        rules.two_phase or not rules.hand_phase or rules.hand_source is sika.HandSource.RECYCLE
    )
    collecting = rules.two_phase and table.phase is sika.Phase.RING
    return TableView(
        phase=_phase_words(table, rules),
        ring=table.ring,
        ring_total=52 * rules.decks - 1,
        pile_top=CardView(table.pile_top, fresh_top),
        pile_size=table.pile_size,
        draw_pile=table.draw_pile if uses_draw_pile else None,
        seats=tuple(seats),
        hand_word=gettext("Own pile") if collecting else pgettext("cards", "Hand"),
        result=_result_words(outcome, names, counted, table.places) if outcome else None,
    )


def _counted(table: sika.Table) -> list[int]:
    """The seats still holding cards at a stalemate end, ranked by the count, best first."""
    outcome = table.outcome
    stalemate = outcome is not None and outcome.reason is sika.EndReason.STALEMATE
    return sorted(
        (seat for seat, hand in enumerate(table.hands) if stalemate and hand),
        key=lambda seat: table.places[seat] or 0,
    )


def _marked(hand: Sequence[Card], fresh: Card | None) -> tuple[CardView, ...]:
    """The hand's cards, ``fresh`` marked once (with two decks the other copy is not new)."""
    at = hand.index(fresh) if fresh is not None and fresh in hand else -1
    return tuple(CardView(card, i == at) for i, card in enumerate(hand))


def drawn_table(after: sika.Table, before: sika.Table) -> sika.Table:
    """The table once a card that fits is drawn, before it is played.

    The engine puts a matching card on the pile before it tells the draw, so its
    table after the draw already shows the next event; the page shows the card
    drawn first (held up, never in the hand: ``table_view``'s ``drawn``), then played.
    """
    return dataclasses.replace(after, pile_top=before.pile_top, pile_size=after.pile_size - 1)


def present_step(
    shot: Capture[sika.Table, sika.Event], names: Sequence[str], rules: sika.Rules
) -> Presented[TableView]:
    """One step of a worked example or any game: what happened, and the table after it."""
    scene = Scene(names, rules)
    table = shot.table
    event = shot.event
    if event is None:
        sentence = deal_sentence(scene, table.pile_top, table.ring)
    else:
        sentence = narrate(event, scene, table.pile_top)
    # A draw that fits is held up beside the hand; one kept is marked in the hand.
    into_hand = event if type(event) is sika.Drew else None
    fits = None
    if into_hand is not None and not into_hand.into_hand and shot.before is not None:
        table, fits, into_hand = drawn_table(table, shot.before), into_hand, None
    return Presented(
        sentence=sentence,
        table=table_view(
            table,
            names,
            rules,
            fresh=None if into_hand is None else into_hand.card,
            fresh_seat=None if into_hand is None else into_hand.player,
            fresh_top=type(event) is sika.Played,
            drawn=fits,
        ),
        over=table.outcome is not None,
    )
