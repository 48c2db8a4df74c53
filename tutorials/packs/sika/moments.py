"""The moments of a sika game worth jumping to, found in its events.

Each finder (``tutorials.examples.Finder``) takes the logs of an example's
games and returns the step of the moment, or None; the deal searches of
``tools/scenarios/sika.py`` look for the same moments, with the same functions.
"""

from __future__ import annotations

from collections.abc import Sequence

from games import sika
from games.cards import RANK_OF, SUIT_OF, Card
from tutorials.examples import Log, first_event, first_of

SPADES, HEARTS, DIAMONDS, CLUBS = range(4)


def _turn_start(events: Sequence[sika.Event], index: int) -> int:
    """The step of the TurnStarted of the turn holding event ``index`` (0-based)."""
    while type(events[index]) is not sika.TurnStarted:
        index -= 1
    return index + 1


def _tops(log: Log) -> list[Card]:
    """The top card of the centre pile before each event."""
    top = log.deal.pile_top
    tops = []
    for event in log.events:
        tops.append(top)
        if type(event) is sika.Played:
            top = event.cards[-1]
    return tops


def find_hand_turn(games: Sequence[Log]) -> int | None:
    """A hand-phase turn: 3D from the hand on a diamond, then QC, and out of the game."""
    events = games[0].events
    three_d, queen_c = 2 * 13 + 2, 3 * 13 + 11
    for i in range(1, len(events) - 2):
        first, second, after = events[i], events[i + 1], events[i + 2]
        if (
            type(first) is sika.Played
            and first.cards == (three_d,)
            and first.from_hand
            and first.role is sika.Role.MATCH
            and type(second) is sika.Played
            and second.cards == (queen_c,)
            and second.role is sika.Role.FREE
            and type(after) is sika.Left
            and after.players == (first.player,)
            and type(events[i - 1]) is sika.TurnStarted
        ):
            return i
    return None


def _draws_after(
    events: Sequence[sika.Event], start: int
) -> tuple[int | None, list[sika.Drew], int]:
    """After a TurnStarted at ``start``: a new draw pile's size, the draws, what follows."""
    j = start + 1
    new_pile = None
    event = events[j] if j < len(events) else None
    if type(event) is sika.NewDrawPile:
        new_pile = event.cards
        j += 1
    draws: list[sika.Drew] = []
    while j < len(events):
        event = events[j]
        if type(event) is not sika.Drew:
            break
        draws.append(event)
        j += 1
    return new_pile, draws, j


def _suits(draws: Sequence[sika.Drew]) -> list[int]:
    return [SUIT_OF[d.card] for d in draws]


def find_draw_pile_turn(games: Sequence[Log]) -> int | None:
    """From the draw pile: a diamond, a club, a spade; the spade is played, then the club."""
    events = games[0].events
    for i, event in enumerate(events):
        if type(event) is not sika.TurnStarted:
            continue
        _, draws, j = _draws_after(events, i)
        free = events[j + 1] if j + 1 < len(events) else None
        if (
            _suits(draws) == [DIAMONDS, CLUBS, SPADES]
            and all(d.source is sika.Source.DRAW_PILE for d in draws)
            and type(free) is sika.Played
            and free.cards == (draws[1].card,)
        ):
            return i + 1
    return None


def find_draw_pile_runs_out(games: Sequence[Log]) -> int | None:
    """The draw pile holds only a diamond and a club: both kept, the turn ends stuck."""
    events = games[0].events
    for i, event in enumerate(events):
        if type(event) is not sika.TurnStarted:
            continue
        _, draws, j = _draws_after(events, i)
        end = events[j] if j < len(events) else None
        if (
            _suits(draws) == [DIAMONDS, CLUBS]
            and all(d.source is sika.Source.DRAW_PILE for d in draws)
            and type(end) is sika.TurnEnded
            and end.result is sika.TurnResult.STUCK
        ):
            return i + 1
    return None


def find_deadlock(games: Sequence[Log]) -> int | None:
    """Two players left, a spade on top, a whole round without a card, a heart led.

    The moment starts at the round's first empty turn, not at the announcement
    after it: the visitor sees the round go by, then the new suit.
    """
    events = games[0].events
    players = len({e.player for e in events if type(e) is sika.TurnStarted})
    left = 0
    for i, (event, top) in enumerate(zip(events, _tops(games[0]), strict=True)):
        if type(event) is sika.Left:
            left += len(event.players)
        elif type(event) is sika.Deadlock and i + 2 < len(events):
            lead = events[i + 2]
            if (
                players - left == 2
                and SUIT_OF[top] == SPADES
                and type(lead) is sika.Played
                and lead.role is sika.Role.LEAD
                and SUIT_OF[lead.cards[0]] == HEARTS
            ):
                return _round_start(events, i, players - left)
    return None


def _round_start(events: Sequence[sika.Event], index: int, turns: int) -> int:
    """The step of the first of the ``turns`` turns that end just before event ``index``."""
    for _ in range(turns):
        index = _turn_start(events, index - 1) - 1  # back to that turn's TurnStarted
    return index + 1


def find_last_ring_turn(games: Sequence[Log]) -> int | None:
    """The turn that draws the last ring card."""
    events = games[0].events
    for i, event in enumerate(events):
        if type(event) is sika.RingEmptied:
            return _turn_start(events, i)
    return None


find_ring_emptied = first_of(sika.RingEmptied)


def find_stuck(games: Sequence[Log]) -> int | None:
    """The first stuck turn (it ends with the found-nothing result)."""
    for i, event in enumerate(games[0].events):
        if type(event) is sika.TurnEnded and event.result is sika.TurnResult.STUCK:
            return _turn_start(games[0].events, i)
    return None


def find_limit_reached(games: Sequence[Log]) -> int | None:
    """The first turn that stops after three draws without a match."""
    events = games[0].events
    for i, event in enumerate(events):
        if type(event) is not sika.TurnStarted:
            continue
        _, draws, j = _draws_after(events, i)
        if (
            len(draws) == 3
            and not any(d.matches for d in draws)
            and j < len(events)
            and type(events[j]) is sika.TurnEnded
        ):
            return i + 1
    return None


def find_colour_match(games: Sequence[Log]) -> int | None:
    """A drawn card that matches by colour only (a heart on a diamond, say)."""
    log = games[0]
    for i, (event, top) in enumerate(zip(log.events, _tops(log), strict=True)):
        if type(event) is sika.Drew and event.matches and SUIT_OF[event.card] != SUIT_OF[top]:
            if not (i and type(log.events[i - 1]) is sika.Played):  # not an extra card
                return i + 1
    return None


def find_wild_eight(games: Sequence[Log]) -> int | None:
    """An eight played on a card of another suit and another rank."""
    log = games[0]
    for i, (event, top) in enumerate(zip(log.events, _tops(log), strict=True)):
        if (
            type(event) is sika.Played
            and RANK_OF[event.cards[0]] == 8
            and SUIT_OF[event.cards[0]] != SUIT_OF[top]
            and RANK_OF[top] != 8
        ):
            return i + 1
    return None


def find_rank_change(games: Sequence[Log]) -> int | None:
    """A card of the same rank and another suit: the suit changes."""
    log = games[0]
    for i, (event, top) in enumerate(zip(log.events, _tops(log), strict=True)):
        card = event.cards[0] if type(event) is sika.Played else None
        if (
            card is not None
            and RANK_OF[card] == RANK_OF[top]
            and SUIT_OF[card] != SUIT_OF[top]
            and RANK_OF[card] != 8
        ):
            return i + 1
    return None


find_set_or_run = first_event(lambda e: type(e) is sika.Played and len(e.cards) > 1)


find_new_draw_pile = first_of(sika.NewDrawPile)


def find_leaving_after_ring(games: Sequence[Log]) -> int | None:
    """Someone leaves at the end of a turn after the ring (not with the ring's end)."""
    events = games[0].events
    ring_over = False
    for i, event in enumerate(events):
        if type(event) is sika.RingEmptied:
            ring_over = True
        elif ring_over and type(event) is sika.Left and type(events[i - 1]) is not sika.RingEmptied:
            return i + 1
    return None
