"""The questions and goals of sika's lessons: what each step asks, read off the engine.

A question's answer is read off the events the engine played; its options come from the
position itself (the cards turned face up, the seats, counts around the hand), so the
right one is always among them. A goal is judged on the visitor's own move.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Sequence
from typing import TYPE_CHECKING

from django.utils.functional import lazy
from django.utils.text import capfirst
from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _

from games import sika
from games.cards import SUIT_OF, Card
from games.core import Table
from tutorials.lessons import SEAT, Goal, Result, Start
from tutorials.lessons.format import narrowed
from tutorials.packs.sika.narration import Scene, wanted
from tutorials.presenter import named
from tutorials.words import card_name, names_list

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise


def _spec(start: Start) -> sika.Position:
    """The position the step wrote: a lesson of sika builds sika's."""
    return narrowed(start.spec, sika.Position)


def _sika(table: Table) -> sika.Table:
    """A table of a lesson of sika: sika's own."""
    return narrowed(table, sika.Table)


NOBODY = frozenset[int]()


def _lazy(make: Callable[[], str]) -> StrOrPromise:
    """A sentence made in the language of the page that shows it."""
    return lazy(make, str)()


# -- reading the events ------------------------------------------------------------------


def _turn(result: Result, player: int | None = None) -> Iterator[object]:
    """The events of the first turn in ``result`` (of ``player``: the first such turn)."""
    inside = False
    for event in result.events:
        if isinstance(event, sika.TurnStarted):
            if inside:
                return
            inside = player is None or event.player == player
        if inside:
            yield event


def _mover(start: Start) -> int:
    spec = _spec(start)
    return spec.to_move


def first_match(result: Result) -> Hashable:
    """The card the turn put on the pile as its matching card."""
    return next(
        e.cards[0]
        for e in _turn(result)
        if isinstance(e, sika.Played) and e.role in (sika.Role.MATCH, sika.Role.SHED)
    )


def top_after_turn(result: Result) -> Hashable:
    return [e.cards[-1] for e in _turn(result) if isinstance(e, sika.Played)][-1]


def into_hand(result: Result) -> Hashable:
    """How many cards the turn put into the hand."""
    return sum(1 for e in _turn(result) if isinstance(e, sika.Drew) and e.into_hand)


def held_after_turn(result: Result) -> Hashable:
    player = next(e.player for e in _turn(result) if isinstance(e, sika.TurnStarted))
    put = sum(1 for e in _turn(result) if isinstance(e, sika.Drew) and e.into_hand)
    out = sum(len(e.cards) for e in _turn(result) if isinstance(e, sika.Played) and e.from_hand)
    return len(result.before.hands[player]) + put - out


def left_at_ring_end(result: Result) -> Hashable:
    after = False
    for event in result.events:
        if isinstance(event, sika.RingEmptied):
            after = True
        elif after and isinstance(event, sika.Left):
            return frozenset(event.players)
        elif after and isinstance(event, sika.TurnStarted):
            break
    return NOBODY


def first_of_hand_phase(result: Result) -> Hashable:
    after = False
    for event in result.events:
        if isinstance(event, sika.RingEmptied):
            after = True
        elif after and isinstance(event, sika.TurnStarted):
            return event.player
    raise AssertionError("the hand phase never began")


def the_sika(result: Result) -> Hashable:
    over = next(e for e in result.events if isinstance(e, sika.GameOver))
    return frozenset(over.outcome.losers)


def new_pile_size(result: Result) -> Hashable:
    return next(e.cards for e in result.events if isinstance(e, sika.NewDrawPile))


def drawn(result: Result) -> Hashable:
    return sum(1 for e in _turn(result) if isinstance(e, sika.Drew))


def free_lead(result: Result) -> Hashable:
    return next(e.player for e in result.events if isinstance(e, sika.Deadlock))


# -- options from the position ------------------------------------------------------------


def ring_cards(start: Start) -> Sequence[Hashable]:
    spec = _spec(start)
    return spec.ring[:4]


def pile_cards(start: Start) -> Sequence[Hashable]:
    """The cards beneath the top, most recently played first."""
    spec = _spec(start)
    return tuple(reversed(spec.pile[:-1]))[:4]


def top_and_ring(start: Start) -> Sequence[Hashable]:
    spec = _spec(start)
    return (spec.pile[-1], *spec.ring[:3])


def counts_from(low: int) -> Callable[[Start], Sequence[Hashable]]:
    return lambda start: tuple(range(low, low + 4))


def hand_and_more(start: Start) -> Sequence[Hashable]:
    held = len(start.table.hands[_mover(start)])
    return tuple(range(held, held + 4))


def one_each(start: Start) -> Sequence[Hashable]:
    """Nobody, or one of the players still in (at most three of them)."""
    seats = [q for q, place in enumerate(start.table.places) if place is None]
    return (NOBODY, *(frozenset({q}) for q in seats[:3]))


def sika_options(start: Start) -> Sequence[Hashable]:
    """While the ring lasts: nobody (a draw) or one player; after it, one player or every
    player still in (tied)."""
    seats = [q for q, place in enumerate(start.table.places) if place is None]
    singles = tuple(frozenset({q}) for q in seats[:3])
    if _sika(start.table).ring:
        return (NOBODY, *singles)
    return (*singles, frozenset(seats))


def seats(start: Start) -> Sequence[Hashable]:
    return tuple(q for q, place in enumerate(start.table.places) if place is None)


def sources(start: Start) -> Sequence[Hashable]:
    return (sika.Source.DRAW_PILE, sika.Source.PILE, sika.Source.RING)


def source(result: Result) -> Hashable:
    return next(e.source for e in _turn(result) if isinstance(e, sika.Drew))


def pile_sizes(start: Start) -> Sequence[Hashable]:
    size = _sika(start.table).pile_size
    return (size - 2, size - 1, size)


# -- answers in words ---------------------------------------------------------------------


def card_words(value: Hashable, names: Sequence[str]) -> str:
    assert isinstance(value, int)
    return capfirst(card_name(value))


def count_words(value: Hashable, names: Sequence[str]) -> str:
    assert isinstance(value, int)
    return ngettext("%(count)d card", "%(count)d cards", value) % {"count": value}


def seat_words(value: Hashable, names: Sequence[str]) -> str:
    assert isinstance(value, int)
    return capfirst(named(names, value))


def source_words(value: Hashable, names: Sequence[str]) -> str:
    return {
        sika.Source.DRAW_PILE: gettext("From the draw pile"),
        sika.Source.PILE: gettext("From the centre pile, digging"),
        sika.Source.RING: gettext("From the ring"),
    }[value]  # type: ignore[index]


def group_words(value: Hashable, names: Sequence[str]) -> str:
    assert isinstance(value, frozenset)
    if not value:
        return gettext("Nobody")
    return capfirst(names_list([named(names, q) for q in sorted(value)]))


# -- the goals ------------------------------------------------------------------------------


def _suit_of_move(result: Result) -> int:
    assert result.action is not None
    return SUIT_OF[result.action.cards[0]]


def next_looks_for(suit_card: Card) -> Goal:
    """The free card makes the next player (Aino) look for ``suit_card``'s suit."""
    suit = SUIT_OF[suit_card]

    def sentence() -> str:
        scene = Scene(("", ""), sika.PERUSSIKA)
        return gettext("Play a free card that makes Aino look for %(suit)s.") % {
            "suit": wanted(scene, suit_card)
        }

    return Goal(
        decision=sika.DecisionKind.FREE.value,
        sentence=_lazy(sentence),
        reached=lambda result: _suit_of_move(result) == suit,
        rule=_("The free card is the new top card: the next player looks for its suit."),
        why=_("The next player looks for the suit of your free card, whatever suit it is."),
        section="rengasvaihe",
    )


def same_suit_again() -> Goal:
    return Goal(
        decision=sika.DecisionKind.FREE.value,
        sentence=_("Play a free card that makes Aino look for the same suit as you did."),
        reached=lambda result: _suit_of_move(result) == SUIT_OF[_sika(result.before).pile_top],
        rule=_(
            "The free card may be of any suit, the suit you just found too: changing the "
            "suit is allowed, never required."
        ),
        why=_("A free card of the suit on top keeps that suit for the next player."),
        section="kahden-kortin-vuoro",
    )


def from_longest_suit() -> Goal:
    def reached(result: Result) -> bool:
        hand = result.before.hands[SEAT]
        held = [sum(1 for c in hand if SUIT_OF[c] == s) for s in range(4)]
        return held[_suit_of_move(result)] == max(held)

    return Goal(
        decision=sika.DecisionKind.FREE.value,
        sentence=_("Play your free card from the suit you hold the most of."),
        reached=reached,
        rule=_(
            "Shedding your longest suit keeps the others in your hand, so later you more often "
            "hold the suit asked for."
        ),
        why=_("Count your cards suit by suit: the free card should come from the biggest group."),
        section="strategia",
    )


def most_cards_at_once() -> Goal:
    def reached(result: Result) -> bool:
        assert result.action is not None
        return len(result.action.cards) == _longest(result)

    return Goal(
        decision=sika.DecisionKind.SHED.value,
        sentence=_("Get rid of as many cards as you can in one go."),
        reached=reached,
        rule=_(
            "Cards of one rank, or three or more of one suit in a row, go down together when "
            "the first of them fits."
        ),
        why=_("A set or a run whose first card fits takes several cards out of your hand at once."),
        section="kaksivaiheinen",
    )


def _longest(result: Result) -> int:
    decision = _sika(result.before).decision
    assert decision is not None
    return max(len(a.cards) for a in decision.options)
