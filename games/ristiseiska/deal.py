"""Starting a ristiseiska game: a shuffled deal, or a composed position."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from games.cards import shuffle
from games.core import (
    DeckError,
    PlayersError,
    PositionError,
    PositionReason,
    check_expected,
    check_places,
    check_players_for_position,
    check_seat,
    unnamed_cards,
)
from games.ristiseiska.events import _EXTRA, DecisionKind
from games.ristiseiska.rules import JOKER0, STOCK, TABLE, Rules, card_text
from games.ristiseiska.state import Chooser, Observer, RistiseiskaState, game_cards

# ---------------------------------------------------------------------------
# Creating games


def check_players(rules: Rules, players: int) -> None:
    low, high = rules.min_players, rules.max_players
    if not low <= players <= high:
        decks = f"{rules.decks} deck{'s' if rules.decks > 1 else ''}"
        raise PlayersError(
            f"{players} player{'' if players == 1 else 's'}: ristiseiska takes {low} to {high} "
            f"players with {decks}",
            players,
            low,
            high,
        )


def complete_deck(
    rules: Rules, players: int, prefix: Sequence[int], rng: random.Random
) -> list[int]:
    """The stacked cards first (the deal order), then the missing cards shuffled."""
    wanted = game_cards(rules)
    missing = set(wanted)
    if players == 2:
        missing.discard(rules.plan.start[0])
    for card in prefix:
        if card not in missing:
            text = card_text(card)
            if card not in wanted:
                raise DeckError(f"card {text} is not in this game's deck")
            if players == 2 and card == rules.plan.start[0]:
                raise DeckError(f"card {text} is on the table before a two-player deal")
            raise DeckError(f"card {text} is in the deck more than once")
        missing.discard(card)
    rest = sorted(missing)
    shuffle(rng, rest)
    return [*prefix, *rest]


def new_game(
    rules: Rules,
    players: int,
    *,
    seed: int | None = 0,
    deck: Sequence[int] = (),
    observer: Observer | None = None,
    pause_after_turns: int | None = None,
    policy: Chooser | None = None,
) -> RistiseiskaState:
    """Deal a game: ``deck`` (the deal order) stacked on a shuffle made from ``seed``."""
    check_players(rules, players)
    rng = random.Random(seed)
    cards = complete_deck(rules, players, deck, rng)
    return RistiseiskaState(rules, players, cards, rng, observer, pause_after_turns, policy)


def position(
    rules: Rules,
    hands: Sequence[Sequence[int]],
    down: Sequence[int | tuple[int, int]],
    to_move: int,
    *,
    turns: int = 0,
    stock: Sequence[int] = (),
    token: int | None = None,
    seed: int | None = 0,
    observer: Observer | None = None,
    policy: Chooser | None = None,
    pause_after_turns: int | None = None,
) -> RistiseiskaState:
    """A table set up by hand (for examples and tests), then played on to the first decision.

    ``down`` lists the cards on the layout in the order they were played (the
    opening card first; an ace that fits either end under first_ace goes low;
    ``(joker, card)`` is a joker standing for ``card``). ``turns`` is the number
    of turns already played (``turns`` at least the player count: the first
    round is over). Cards in no hand, not down and not in ``stock`` are out
    of the game.
    """
    check_players(rules, len(hands))
    state = RistiseiskaState(rules, len(hands), (), random.Random(seed), observer, None, policy)
    state.pause_after_turns = pause_after_turns
    for seat, hand in enumerate(hands):
        state.hands[seat] = sorted(hand)
        for card in hand:
            state.owner[card] = seat
            state.seen[card] = 1 << seat
    state.stock = list(reversed(stock))
    for card in stock:
        state.owner[card] = STOCK
    for item in down:
        joker, card = item if isinstance(item, tuple) else (-1, item)
        if not state.opened:
            state.opens = sorted(c * 2 for c in rules.plan.start)
        slot = card * 2 if card * 2 in state.opens else card * 2 + 1
        assert slot in state.opens, f"{card_text(card)} cannot go on the layout"
        state.opens.remove(slot)
        if joker >= 0:
            state.owner[joker] = TABLE
            state.joker_slot[joker - JOKER0] = slot
            state._place_card(slot, joker)
        else:
            state.owner[card] = TABLE
            state._place_card(slot, card)
    if not down:
        state.opens = sorted(c * 2 for c in rules.plan.start)
    state.turns = turns
    state.token = token
    state.to_move = to_move
    state._advance()
    return state


# ---------------------------------------------------------------------------
# Composed positions (``Game.position``): a table written as data


class Unreachable(StrEnum):
    """Why a ristiseiska position cannot be, beyond the ``PositionReason``s every game shares."""

    NOT_ON_LAYOUT = "not_on_layout"  # {card}: the card has no place on the layout then
    OPENER = "opener"  # {holder}: the game opens with the holder of the first card
    NO_STOCK = "no_stock"  # only a two-player game has a stock
    NO_TOKEN = "no_token"  # no token in these rules, or none taken in the first round
    NO_EXTRA_PLAY = "no_extra_play"  # {card}: the last card down closes no row end
    FIRST_ROUND = "first_round"  # {down, players}: more cards down than turns in the first round


@dataclass(frozen=True)
class Position:
    """A ristiseiska table composed by hand, for ``position``.

    ``hands``: each seat's cards, or a number (that many cards nobody names).
    ``down``: the layout's cards in the order played (a two-player game's 7C
    may be left out: it is laid before the deal); ``(joker, card)`` is a joker
    standing for ``card``; an ace that fits either end goes low. ``stock``:
    a two-player game's stock in drawing order, or its size. Every card of the
    game is in a hand, on the layout or in the stock: the cards named nowhere,
    shuffled from ``seed``, fill the hands and the stock given as numbers.
    ``to_move`` begins a turn, in the first round (``first_round``: a player
    who cannot play passes) or after it; with ``extra_play`` the turn is under
    way: ``to_move`` has just laid the last card of ``down``, which closes a row
    end, and may play again. ``token``: who holds the token; ``places``: each
    seat's place once out (None: still in). ``expect``: the decision this turn
    must come to (a ``give`` is decided by the player asked).
    """

    hands: tuple[tuple[int, ...] | int, ...]
    down: tuple[int | tuple[int, int], ...] = ()
    to_move: int = 0
    first_round: bool = False
    extra_play: bool = False
    stock: tuple[int, ...] | int = ()
    token: int | None = None
    places: tuple[int | None, ...] = ()
    expect: DecisionKind | None = None
    seed: int = 0


def _refuse_position(reason: StrEnum, message: str, **data: object) -> PositionError:
    return PositionError(reason, message, data)


def _lay(state: RistiseiskaState, down: Sequence[int | tuple[int, int]]) -> None:
    """The layout's cards, each on the place open for it when it was played."""
    for item in down:
        joker, card = item if isinstance(item, tuple) else (-1, item)
        if not state.opened:
            state.opens = sorted(c * 2 for c in state._plan.start)
        slot = card * 2 if card * 2 in state.opens else card * 2 + 1
        if slot not in state.opens:
            raise _refuse_position(
                Unreachable.NOT_ON_LAYOUT, f"{card_text(card)} has no place", card=card_text(card)
            )
        state.opens.remove(slot)
        state.owner[card if joker < 0 else joker] = TABLE
        if joker >= 0:
            state.joker_slot[joker - JOKER0] = slot
        state._place_card(slot, card if joker < 0 else joker)
    if not state.opened:
        state.opens = sorted(c * 2 for c in state._plan.start)


def _check_seats(rules: Rules, spec: Position, hands: list[list[int]]) -> list[int | None]:
    n = len(hands)
    counts = [len(hand) for hand in hands]
    places = check_places(spec.places, counts, spec.to_move)
    if rules.plan.first_out and any(p is not None for p in places):  # scored: over at once
        still = sum(1 for p in places if p is None)
        raise PositionError(PositionReason.GAME_OVER, "the game is over", {"players": still})
    if spec.token is not None and (not rules.plan.token or spec.first_round):
        raise _refuse_position(Unreachable.NO_TOKEN, "nobody can hold the token here")
    if spec.token is not None:
        check_seat(spec.token, n)
    if spec.stock and n != 2:
        raise _refuse_position(Unreachable.NO_STOCK, "only two players have a stock")
    return places


def build_position(
    rules: Rules,
    spec: Position,
    *,
    observer: Observer | None = None,
    play_on: bool = True,
) -> RistiseiskaState:
    """The table ``spec`` describes, at ``spec.to_move``'s turn (or extra play), played on to
    the first decision (``play_on=False``: not yet; ``resume()`` plays on).

    Raises PositionError (a shared ``PositionReason`` or ``Unreachable``) with data.
    """
    n = len(spec.hands)
    check_players_for_position(lambda: check_players(rules, n))
    check_seat(spec.to_move, n)
    plan = rules.plan
    down = list(spec.down)
    if n == 2 and plan.start[0] not in [d if isinstance(d, int) else d[1] for d in down[:1]]:
        down.insert(0, plan.start[0])  # laid before a two-player deal
    rng = random.Random(spec.seed)
    dealt = _position_deal(rules, spec, down, rng)
    hands = [dealt[q] if isinstance(h, int) else sorted(h) for q, h in enumerate(spec.hands)]
    places = _check_seats(rules, spec, hands)
    state = RistiseiskaState(rules, n, (), rng, None, None, None)
    for seat, hand in enumerate(hands):
        state.hands[seat] = hand
        for card in hand:
            state.owner[card] = seat
            state.seen[card] = 1 << seat
    stock = dealt[-1] if isinstance(spec.stock, int) else list(spec.stock)
    state.stock = stock[::-1]
    for card in stock:
        state.owner[card] = STOCK
    _lay(state, down)
    state.places = places
    state.active = sum(1 for p in places if p is None)
    state._place = max((p for p in places if p is not None), default=0)
    state.token = spec.token
    state.to_move = spec.to_move
    state.turns = _position_turns(state, spec, len(down))
    extra: list[int] = []
    if spec.extra_play:
        last = state.down[-1] if state.down else -1
        if last < 0 or not plan.closes[last]:
            text = card_text(last >> 1) if last >= 0 else ""
            raise _refuse_position(Unreachable.NO_EXTRA_PLAY, "no closing card", card=text)
        state.turns += 1  # the turn under way
        extra = state._play_options(spec.to_move, True)
    if spec.extra_play:
        if extra:  # the extra play is the decision under way: the state stands at it
            state._decide(_EXTRA, spec.to_move, extra)
        else:
            state._end_turn(spec.to_move)
    twin = state.copy()
    twin._advance()
    check_expected(twin, spec.expect, state.turns - (1 if spec.extra_play else 0))
    state._observer = observer
    if play_on:
        state._advance()
    return state


def _position_deal(
    rules: Rules, spec: Position, down: list[int | tuple[int, int]], rng: random.Random
) -> list[list[int]]:
    """The cards nobody named, shuffled by ``rng`` and dealt by ``spec``'s counts: each
    hand's (a named hand: none), then the stock's."""
    named = [c for hand in spec.hands if not isinstance(hand, int) for c in hand]
    named += [c for item in down for c in ((item,) if isinstance(item, int) else (item[0],))]
    named += [] if isinstance(spec.stock, int) else list(spec.stock)
    unnamed = unnamed_cards(game_cards(rules), named, card_text)
    wanted = [h if isinstance(h, int) else 0 for h in spec.hands]
    wanted.append(spec.stock if isinstance(spec.stock, int) else 0)
    if min(wanted) < 0 or sum(wanted) != len(unnamed):
        raise PositionError(
            PositionReason.CARD_COUNT,
            "every card is in a hand, on the layout or in the stock",
            {"cards": len(named) + sum(wanted), "deck": len(game_cards(rules))},
        )
    shuffle(rng, unnamed)
    dealt = []
    for count in wanted:
        dealt.append(sorted(unnamed[:count]))
        del unnamed[:count]
    return dealt


def _position_turns(state: RistiseiskaState, spec: Position, laid: int) -> int:
    """The turns played before ``spec``'s moment, with ``laid`` cards down; refused if no
    deal of these rules comes to it (the wrong opener, too many cards in the first round)."""
    n, plan = state.players, state._plan
    opening = laid == (1 if n == 2 else 0)
    if opening and n > 2:
        holder = min(state.owner[c] for c in plan.start)
        if holder != spec.to_move:
            raise _refuse_position(Unreachable.OPENER, f"seat {holder} opens", holder=holder)
    if spec.first_round and laid > n - 1 + (n == 2):
        raise _refuse_position(Unreachable.FIRST_ROUND, "too many cards", down=laid, players=n)
    return 0 if opening else (n - 1 if spec.first_round else n)
