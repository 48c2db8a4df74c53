"""Ristiseiska's lesson tables written briefly: hands and the layout as card codes.

``table`` turns "7C 6C 8C" into a ``games.ristiseiska.Position``: it lays the layout's
cards in an order the rules allow (so a row never has a gap), shares the cards nobody
names among the seats left open, and fills the layout with every card no hand names when
the layout is not given (a late table, every hand known).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from games import ristiseiska as rs


def cards(text: str) -> tuple[int, ...]:
    return tuple(rs.DECK.parse(word) for word in text.split())


def in_order(rules: rs.Rules, down: Iterable[int], last: int | None = None) -> tuple[int, ...]:
    """``down`` in an order the rules let them be played, ``last`` at the end (ValueError:
    no order lays them all)."""
    plan = rules.plan
    left = set(down) - {last}
    opens = {c * 2 for c in plan.start}
    out: list[int] = []
    while left:
        out.append(_lay_one(plan, sorted(left), opens, first=not out))
        left.remove(out[-1])
    if last is not None:
        out.append(_lay_one(plan, [last], opens, first=not out))
    return tuple(out)


def _lay_one(plan: Any, choice: list[int], opens: set[int], *, first: bool) -> int:
    """The first card of ``choice`` with an open place; ``opens`` then takes what it opens."""
    found = [(c, s) for c in choice for s in (c * 2, c * 2 + 1) if s in opens]
    if not found:
        # The cards left over go second: a page may name them.
        raise ValueError(f"no order lays {' '.join(rs.cards_text(choice))}", tuple(choice))
    card, slot = found[0]
    opens.discard(slot)
    if first:
        opens |= set(plan.centres) - {slot}
    opens |= set(plan.next_slots[slot])
    return card


def table(
    rules: rs.Rules,
    hands: Sequence[str | None],
    down: str | None = None,
    *,
    last: str = "",
    jokers: Mapping[str, str] | None = None,
    **more: Any,
) -> rs.Position:
    """A table: each seat's cards ("" : none, the seat is out; None: a share of the cards
    nobody names) and the layout's cards (None: every card no hand names, then ``last``,
    the card just played). ``jokers`` maps a joker to the card whose place it holds on the
    layout (that card is in a hand). ``more``: the ``Position``'s other fields (``expect``:
    a play unless given)."""
    held = {c for hand in hands if hand is not None for c in cards(hand)}
    stand_ins = {rs.DECK.parse(j): rs.DECK.parse(c) for j, c in (jokers or {}).items()}
    if down is None:
        laid = [c for c in rs.game_cards(rules) if c not in held and c not in stand_ins]
        laid += list(stand_ins.values())
    else:
        laid = list(cards(down))
    order = in_order(rules, laid, rs.DECK.parse(last) if last else None)
    by_card = {card: joker for joker, card in stand_ins.items()}
    total = len(rs.game_cards(rules)) - (1 if len(hands) == 2 else 0)
    free = total - len(held) - len([c for c in laid if c not in by_card]) - len(stand_ins)
    shares = [q for q, hand in enumerate(hands) if hand is None]
    counts = {q: free // len(shares) + (i < free % len(shares)) for i, q in enumerate(shares)}
    more.setdefault("expect", rs.DecisionKind.PLAY)
    return rs.Position(
        hands=tuple(counts[q] if hand is None else cards(hand) for q, hand in enumerate(hands)),
        down=tuple((by_card[c], c) if c in by_card else c for c in order),
        **more,
    )
