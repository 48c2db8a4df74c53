"""The questions and goals of siantappo's lessons, each read off what the engine did.

A goal judges the visitor's own play (or pass) and what it caused up to the next decision;
a question's answer is read off the events the engine played by itself, and its options
come from the position (the seats, the visitor's hand in the game's strength order), so
the right one is always among them. Where a lesson rests on one of our readings, its
question names it (``reading``) and the page marks it as the rules pages do.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING

from django.utils.functional import lazy
from django.utils.text import capfirst
from django.utils.translation import gettext

from games import siantappo
from games.cards import Card
from games.core import Table
from tutorials.lessons import SEAT, Goal, Question, Result, Start
from tutorials.lessons.format import narrowed
from tutorials.presenter import named
from tutorials.words import card_name, card_object, names_list

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise


def _siantappo(table: Table) -> siantappo.Table:
    """A table of a lesson of siantappo: siantappo's own."""
    return narrowed(table, siantappo.Table)


Predicate = Callable[[Result], bool]
NOTHING: tuple[Card, ...] = ()


def lazy_text(make: Callable[[], str]) -> StrOrPromise:
    """A sentence made in the language of the page that shows it."""
    return lazy(make, str)()


def strength(card: Card) -> int:
    return siantappo.DECK.strength(card)


# -- card names in headings ------------------------------------------------------------------


def beats_card(card: Card) -> StrOrPromise:
    """The heading of a spot step: every card that beats ``card``."""
    return lazy_text(
        lambda: gettext("Tap every card that beats the %(card)s.") % {"card": card_object(card)}
    )


# -- reading the events ----------------------------------------------------------------------


def _played(result: Result) -> tuple[Card, ...]:
    assert result.action is not None
    return tuple(result.action.cards)


def _options(result: Result) -> list[tuple[Card, ...]]:
    """The plays the visitor could have made (a pass left out)."""
    decision = _siantappo(result.before).decision
    assert decision is not None
    return [tuple(a.cards) for a in decision.options if a.cards]


def _top(cards: Sequence[Card]) -> int:
    return max(strength(c) for c in cards)


def _rank(card: Card) -> int:
    return strength(card) // 4


# -- the goals' predicates -----------------------------------------------------------------------


def cheapest(result: Result) -> bool:
    """A play whose top card is the weakest top of all the plays that beat the table (the
    rules compare plays of one kind and size by their top card)."""
    played = _played(result)
    return bool(played) and _top(played) == min(_top(p) for p in _options(result))


def beats(result: Result) -> bool:
    """Anything but a pass."""
    return bool(_played(result))


def most_cards(result: Result) -> bool:
    """A play of as many cards as any play allowed here."""
    return len(_played(result)) == max(len(p) for p in _options(result))


def went_out(result: Result) -> bool:
    """This very play emptied the visitor's hand (not a last card the engine leads for them
    once the trick has fallen back to them)."""
    emptied = len(_played(result)) == len(result.before.hands[SEAT])
    return emptied and any(
        isinstance(e, siantappo.WentOut) and e.player == SEAT for e in result.events
    )


def keeps(*kept: Card) -> Predicate:
    """None of ``kept`` played (a pass keeps them all)."""
    return lambda result: not set(_played(result)) & set(kept)


def beats_keeping(*kept: Card) -> Predicate:
    """A play that beats the table without any of ``kept``."""
    return lambda result: beats(result) and keeps(*kept)(result)


def whole_groups(result: Result) -> bool:
    """A play that beats the table and splits no rank: every card of each rank it plays,
    so no pair or three of a kind is left broken in the hand."""
    played = _played(result)
    hand = result.before.hands[SEAT]
    return bool(played) and all(
        sum(_rank(c) == _rank(card) for c in played) == sum(_rank(c) == _rank(card) for c in hand)
        for card in played
    )


def lowest_lead(result: Result) -> bool:
    """A lead holding the weakest card of the hand, with as many cards as any lead holding
    it (the weak cards go, and as many of them at once as make one play)."""
    played = _played(result)
    weakest = min(result.before.hands[SEAT], key=strength)
    longest = max(len(p) for p in _options(result) if weakest in p)
    return weakest in played and len(played) == longest


def goal(
    decision: siantappo.DecisionKind,
    sentence: StrOrPromise,
    reached: Predicate,
    rule: StrOrPromise,
    why: StrOrPromise,
    section: str,
) -> Goal:
    return Goal(decision.value, sentence, reached, rule, why, section)


# -- questions: who leads next ----------------------------------------------------------------


def seats(start: Start) -> Sequence[Hashable]:
    """Every seat, those out of the game too (the last play may be theirs)."""
    return tuple(range(len(start.table.hands)))


def next_leader(result: Result) -> Hashable:
    return next(e.leader for e in result.events if isinstance(e, siantappo.TrickFell))


def seat_words(value: Hashable, names: Sequence[str]) -> str:
    assert isinstance(value, int)
    return capfirst(named(names, value))


def who_leads(
    sentence: StrOrPromise, rule: StrOrPromise, section: str, why: StrOrPromise = ""
) -> Question:
    return Question(sentence, seats, next_leader, seat_words, rule, section, why)


# -- questions: the card exchange -----------------------------------------------------------------


def _gift_options(start: Start, nothing: bool) -> Sequence[Hashable]:
    """The visitor's hand as dealt, in strength order: its weakest or strongest card, or
    two of them (or nothing at all)."""
    hand = tuple(sorted(start.table.hands[SEAT], key=strength))
    options: tuple[tuple[Card, ...], ...] = (hand[:2], hand[-2:], hand[:1], hand[-1:])
    return (NOTHING, *options[2:], options[0]) if nothing else options


def given(result: Result) -> Hashable:
    """The cards the visitor gave away in the exchange (none: nothing)."""
    for event in result.events:
        if isinstance(event, siantappo.Exchanged) and event.player == SEAT:
            return tuple(sorted(event.cards, key=strength))
    return NOTHING


def gift_words(value: Hashable, names: Sequence[str]) -> str:
    assert isinstance(value, tuple)
    if not value:
        return gettext("Nothing")
    return capfirst(names_list([card_name(card) for card in value]))


def gives(
    sentence: StrOrPromise,
    rule: StrOrPromise,
    section: str,
    *,
    nothing: bool = False,
    reading: str = "",
) -> Question:
    """Which cards the visitor gives away in the exchange (``nothing``: that is an answer;
    ``reading``: the pack's reading the answer rests on)."""
    return Question(
        sentence,
        lambda start: _gift_options(start, nothing),
        given,
        gift_words,
        rule,
        section,
        reading=reading,
    )
