"""The ristiseiska table as ``tutorials/ristiseiska/table.html`` draws it.

The layout is the familiar grid: one row per suit (eight with two decks), one
column per rank, each card down in its column, so a row can be read from its
low end to its high end at a glance. Hands, the stock, the token and the
points go below it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from django.utils.safestring import SafeString
from django.utils.translation import gettext, pgettext

from games import ristiseiska as rs
from tutorials.cards import card_html
from tutorials.packs.ristiseiska.narration import Scene, deal_sentence, name, narrate, result_words
from tutorials.stepper import Capture, Presented
from tutorials.tags import seat_tags
from tutorials.words import card_name

SUIT_SYMBOLS = "♠♥♦♣"
RANK_LABELS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


@dataclass(frozen=True)
class Card:
    """One card for a template: ``{{ card }}`` draws it (jokers and second-deck copies too)."""

    card: int
    fresh: bool = False

    def __html__(self) -> SafeString:
        return card_html(self.card, fresh=self.fresh, deck=rs.DECK)

    def __str__(self) -> str:
        return self.__html__()


@dataclass(frozen=True)
class Cell:
    card: Card | None  # None: the place is still empty
    joker: bool = False  # a joker stands there for the card
    closed: bool = False  # the card ends a closed row end (the table turns that end down)


@dataclass(frozen=True)
class Row:
    symbol: str
    label: str  # the suit's name, for screen readers ("hertta", "hearts (2)")
    red: bool
    cells: tuple[Cell, ...]
    deck: int = 0  # with two decks: 1 or 2, shown beside the suit (0: one deck)


@dataclass(frozen=True)
class SeatView:
    name: str
    hand: tuple[Card, ...] | None  # None: face down, only ``count`` is shown
    count: int
    place: int | None
    to_move: bool
    loser: bool
    token: bool
    points: int | None


@dataclass(frozen=True)
class TableView:
    """Everything ``tutorials/ristiseiska/table.html`` draws; build it with ``table_view``."""

    columns: tuple[str, ...]
    rows: tuple[Row, ...]
    seats: tuple[SeatView, ...]
    stock: int | None  # None: no stock in this game
    dead: tuple[Card, ...]
    token_word: str | None  # the token and its worth, in a token game
    result: str | None


def _suit_label(suit: int, decks: int) -> str:
    words = (
        pgettext("suit row", "spades"),
        pgettext("suit row", "hearts"),
        pgettext("suit row", "diamonds"),
        pgettext("suit row", "clubs"),
    )
    word = words[suit % 4]
    return f"{word} ({suit // 4 + 1})" if decks > 1 else word


def _positions(rules: rs.Rules) -> tuple[int, ...]:
    """The columns of a row: rank 1 (a low ace) to 13, and 14 for an ace above the king."""
    if rules.eight_before_six:
        return tuple(range(2, 15))
    if rules.first_ace:
        return tuple(range(1, 15))
    return tuple(range(1, 14))


def ace_end(layout: Sequence[tuple[int, int] | None]) -> str | None:
    """Under the first-ace rule: the end the first ace fixed ("low", "high"), None before it."""
    for ends in layout:
        if ends is not None and rs.RANK[ends[0]] == 1:
            return "low"
        if ends is not None and rs.RANK[ends[1]] == 1:
            return "high"
    return None


def _closing(rules: rs.Rules, aces: str | None) -> tuple[int, int]:
    """The ranks that close a row's low and high end now (0: that end cannot close yet).

    The rules say which card ends a row (``shared/rules/ristiseiska.md`` section 5); under
    the first-ace rule nothing closes before the first ace, and after it the aces' end
    closes with the ace and the other end with the card already next to the aces' place.
    """
    if rules.eight_before_six:
        return 2, 1
    if not rules.first_ace:
        return 1, 13
    if aces is None:
        return 0, 0
    return (1, 13) if aces == "low" else (2, 1)


def _row(
    suit: int,
    ends: tuple[int, int] | None,
    rules: rs.Rules,
    jokers: set[int],
    closing: tuple[int, int] = (0, 0),
) -> Row:
    copy, base = divmod(suit, 4)
    cells = []
    if ends is None:
        low = high = 0
    else:
        low = rs.RANK[ends[0]]
        high = rs.RANK[ends[1]]
        if high == 1:  # an ace at the high end sits above the king
            high = 14
    closed_low = ends is not None and closing[0] != 0 and rs.RANK[ends[0]] == closing[0]
    closed_high = ends is not None and closing[1] != 0 and rs.RANK[ends[1]] == closing[1]
    for position in _positions(rules):
        rank = 1 if position == 14 else position
        card = copy * 52 + base * 13 + rank - 1
        down = ends is not None and low <= position <= high
        closed = down and ((closed_low and position == low) or (closed_high and position == high))
        cells.append(Cell(Card(card) if down else None, down and card in jokers, closed))
    return Row(
        symbol=SUIT_SYMBOLS[base],
        label=_suit_label(suit, rules.decks),
        red=base in (1, 2),
        cells=tuple(cells),
        deck=copy + 1 if rules.decks > 1 else 0,
    )


def table_view(
    table: rs.Table,
    names: Sequence[str],
    rules: rs.Rules,
    *,
    fresh: int | None = None,
    only_hand_of: int | None = None,
) -> TableView:
    """The picture of ``table``; ``fresh`` marks a card that has just arrived in a hand.

    With ``only_hand_of``, only that seat's hand is face up (as a player sees it).
    """
    jokers = {c for c in table.jokers if c >= 0}
    outcome = table.outcome
    points = outcome.points if outcome and outcome.points else None
    tags = seat_tags(table)
    seats = tuple(
        SeatView(
            name=names[q],
            hand=tuple(Card(c, c == fresh) for c in hand)
            if only_hand_of in (None, q) or not hand
            else None,
            count=len(hand),
            place=table.places[q],
            to_move=tags[q].to_move,
            loser=tags[q].loser,
            token=table.pantti == q,
            points=points[q] if points else None,
        )
        for q, hand in enumerate(table.hands)
    )
    closing = _closing(rules, ace_end(table.layout) if rules.first_ace else None)
    token_word = None
    if rules.pantti or rules.ristikasi:
        worth = rs.PANTTI_POINTS if rules.pantti else rs.RISTIKASI_POINTS
        token_word = (
            gettext("Token: not taken yet (worth %(points)d points).") % {"points": worth}
            if table.pantti is None
            else gettext("Token: %(player)s (worth %(points)d points).")
            % {"player": names[table.pantti], "points": worth}
        )
    return TableView(
        columns=tuple(RANK_LABELS[p - 1] for p in _positions(rules)),
        rows=tuple(
            _row(suit, ends, rules, jokers, closing) for suit, ends in enumerate(table.layout)
        ),
        seats=seats,
        stock=table.stock if len(names) == 2 else None,
        dead=tuple(Card(c) for c in table.dead),
        token_word=token_word,
        result=result_words(outcome, names) if outcome else None,
    )


def present_step(
    shot: Capture[rs.Table, rs.Event], names: Sequence[str], rules: rs.Rules
) -> Presented[TableView]:
    """One step of a worked example or any game: what happened, and the table after it."""
    scene = Scene(names, rules)
    table = shot.table
    event = shot.event
    if event is None:
        sentence = deal_sentence(scene, table.to_move, len(names))
    else:
        sentence = narrate(event, scene)
        if rules.first_ace:
            sentence = " ".join(filter(None, (sentence, _first_ace(event, table))))
    fresh = event.card if isinstance(event, rs.Gave | rs.Drew) else None
    return Presented(
        sentence=sentence,
        table=table_view(table, names, rules, fresh=fresh),
        over=table.outcome is not None,
    )


def _first_ace(event: object, table: rs.Table) -> str:
    """After the first ace under the first-ace rule: which end it fixed, and what it closed."""
    if isinstance(event, rs.Played):
        card = event.card
    elif isinstance(event, rs.JokerPlayed):
        card = event.stands_for
    else:
        return ""
    aces = [e for e in table.layout if e is not None and 1 in (rs.RANK[e[0]], rs.RANK[e[1]])]
    if rs.RANK[card] != 1 or len(aces) != 1:
        return ""
    low, high = aces[0]
    either = rs.RANK[high] == 13 if rs.RANK[low] == 1 else rs.RANK[low] == 2
    if ace_end(table.layout) == "low":
        text = gettext(
            "This is the first ace, and it goes on the two: from now on every ace goes at the "
            "low end, and a row that has reached its king is closed."
        )
        choice = gettext("It could have gone on the king too.")
    else:
        text = gettext(
            "This is the first ace, and it goes on the king: from now on every ace goes at the "
            "high end, and a row that has reached its two is closed."
        )
        choice = gettext("It could have gone on the two too.")
    return f"{choice} {text}" if either else text


__all__ = ["Card", "TableView", "card_name", "name", "present_step", "table_view"]
