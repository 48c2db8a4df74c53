"""Siantappo's state: a game in progress, its legal moves, and Taitava's inline step.

Mestari's rollout player (``rollout_policy``: ``heuristic``'s choices read off
card masks) lives here because the state makes its choices inline; the
policies module names it among the others.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TypeAlias

from games.cards import Card
from games.core import Action, Outcome, Policy, each_alone
from games.siantappo.combos import (
    _COMBO,
    _NONE,
    _PAIR,
    _POP,
    _SINGLE,
    _STRAIGHT,
    _TAPPO3,
    _TAPPO4,
    Combo,
    _first_leads,
    _lead_count,
    _lead_play,
    _replies,
    _reply_count,
    _reply_play,
)
from games.siantappo.events import (
    Decision,
    DecisionKind,
    EndReason,
    Event,
    Exchanged,
    GameOver,
    Passed,
    Played,
    TrickFell,
    WentOut,
)
from games.siantappo.legality import check_action
from games.siantappo.rules import (
    _ACE_OF_HEARTS,
    _STRENGTH,
    _THREE_OF_CLUBS,
    _TWOS,
    FirstLead,
    Rules,
    _cards,
    _mask,
)

Observer: TypeAlias = Callable[[Event, "SiantappoState"], None]
Chooser: TypeAlias = Callable[["SiantappoState"], Action]

# ---------------------------------------------------------------------------
# The state


class SiantappoState:
    """A game in progress; create it with ``new_game``.

    With a ``policy`` the game plays itself to the end (or to the pause);
    without one it stops at each decision with two or more options, and
    ``choose``/``apply`` carry it on. ``hands`` are card masks over strength
    indexes; ``hand(p)`` gives the cards.
    """

    __slots__ = (
        "rules",
        "players",
        "rng",
        "hands",
        "places",
        "active",
        "out",
        "passed",
        "to_move",
        "leader",
        "trick_kind",
        "trick_size",
        "trick_high",
        "trick_mask",
        "trick_player",
        "first_game",
        "must_3c",
        "turns",
        "siantappos",
        "holder_3c",
        "gifts",
        "outcome",
        "pause_after_turns",
        "_observer",
        "_policy",
        "_pending",
        "_options",
        "_random_choice",
        "_taitava_inline",
        "_random",
        "_place",
        "_order",
        "_exchange_due",
    )

    def __init__(
        self,
        rules: Rules,
        players: int,
        rng: random.Random,
        observer: Observer | None = None,
        pause_after_turns: int | None = None,
        policy: Chooser | None = None,
    ) -> None:
        self.rules = rules
        self.players = players
        self.rng = rng
        self.hands: list[int] = [0] * players
        self.places: list[int | None] = [None] * players
        self.active = players
        self.out = 0  # bit per seat that has gone out
        self.passed = 0  # bit per seat that passed this trick
        self.to_move = 0
        self.leader = 0
        self.trick_kind = _NONE
        self.trick_size = 0
        self.trick_high = -1
        self.trick_mask = 0
        self.trick_player = -1
        self.first_game = True
        self.must_3c = False
        self.turns = 0
        self.siantappos = 0  # siantappos played this game
        # What the table learnt at the deal, for Mestari's worlds: the first
        # game's 3C holder (it leads; -1 in a later game) and the exchange's
        # gifts as (giver, receiver, card mask, the giver's strongest?).
        self.holder_3c = -1
        self.gifts: tuple[tuple[int, int, int, bool], ...] = ()
        self.outcome: Outcome | None = None
        self.pause_after_turns = pause_after_turns
        self._observer = observer
        self._policy = policy
        self._pending = False
        self._options: list[int] | None = None
        self._random_choice = getattr(policy, "uniform", False) is True
        self._taitava_inline = policy is rollout_policy
        self._random = rng.random
        self._place = 0
        self._order: list[int] = []  # seats in the order they went out
        # A composed deal built without playing on: its exchange waits for ``resume``.
        self._exchange_due: list[int] | None = None

    # -- dealing (sections 1, 4 and 5) -----------------------------------------

    def _deal(
        self, deck: Sequence[Card], previous: Sequence[int] | None, exchange_now: bool = True
    ) -> None:
        n = self.players
        hands = self.hands
        for i, card in enumerate(deck):
            hands[i % n] |= 1 << _STRENGTH[card]
        if previous is None:
            holder = next(q for q in range(n) if hands[q] >> _THREE_OF_CLUBS & 1)
            self.leader = self.to_move = self.holder_3c = holder
            self.must_3c = self.rules.first_lead is FirstLead.WITH_3C
            return
        self.first_game = False
        # Seated before the exchange, so the table after each gift shows who leads.
        self.leader = self.to_move = previous[-1]
        if not self.rules.exchange:
            return
        if exchange_now:
            self._exchange(previous)
        else:
            self._exchange_due = list(previous)

    def _exchange(self, previous: Sequence[int]) -> None:
        """Section 5: first and last swap two cards, second and second-to-last one."""
        n = self.players
        hands = self.hands
        pairs = [(previous[0], previous[-1], 2)]
        if n >= 4:
            pairs.append((previous[1], previous[-2], 1))
        for high, low, count in pairs:
            gift_down = 0  # the better player's lowest cards
            h = hands[high]
            for _ in range(count):
                gift_down |= h & -h
                h &= h - 1
            gift_up = 0  # the worse player's highest cards, of the hand as dealt
            h = hands[low]
            for _ in range(count):
                top = 1 << (h.bit_length() - 1)
                gift_up |= top
                h ^= top
            # One gift at a time: the table after each event holds just that gift.
            hands[high] ^= gift_down
            hands[low] ^= gift_down
            self.gifts += ((high, low, gift_down, False), (low, high, gift_up, True))
            if self._observer is not None:
                self._emit(Exchanged(high, low, _cards(gift_down), False))
            hands[low] ^= gift_up
            hands[high] ^= gift_up
            if self._observer is not None:
                self._emit(Exchanged(low, high, _cards(gift_up), True))

    # -- public view ------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.outcome is not None

    @property
    def pending(self) -> DecisionKind | None:
        if not self._pending:
            return None
        return DecisionKind.LEAD if self.trick_kind == _NONE else DecisionKind.REPLY

    @property
    def decision(self) -> Decision | None:
        kind = self.pending
        if kind is None:
            return None
        return Decision(kind, self.to_move, tuple(self.legal_actions()))

    def hand(self, p: int) -> tuple[Card, ...]:
        """Seat ``p``'s cards in strength order."""
        return _cards(self.hands[p])

    @property
    def trick(self) -> tuple[Card, ...] | None:
        return None if self.trick_kind == _NONE else _cards(self.trick_mask)

    @property
    def trick_combo(self) -> Combo | None:
        return None if self.trick_kind == _NONE else _COMBO[self.trick_kind]

    def _option_masks(self) -> list[int]:
        options = self._options
        if options is None:
            h = self.hands[self.to_move]
            kind = self.trick_kind
            if kind == _NONE:
                if self.must_3c:
                    options = _first_leads(h)
                else:
                    options = [_lead_play(h, k) for k in range(_lead_count(h))]
            else:
                size = self.trick_size
                high = self.trick_high
                count = _reply_count(h, kind, size, high)
                options = [_reply_play(h, kind, size, high, k) for k in range(count)]
                options.append(0)  # pass
            self._options = options
        return options

    def legal_actions(self) -> list[Action]:
        """The moves the player to move may make now (empty when nobody is asked)."""
        if not self._pending:
            return []
        p = self.to_move
        return [Action(p, _cards(m)) for m in self._option_masks()]

    def apply(self, action: Action) -> None:
        """Make a move, after checking it; IllegalMoveError says why it is not allowed."""
        check_action(self, action)
        self.choose(action)

    def choose(self, action: Action) -> None:
        """Take one of ``legal_actions()`` unchecked (policies pick from the offered list)."""
        assert self._pending, "nobody has a choice to make"
        self._pending = False
        self._options = None
        self._act(self.to_move, _mask(action.cards))
        self._advance()

    def play_out(self, policy: Chooser, first: Action | None = None) -> None:
        """Let ``policy`` make every decision from here to the end (or the pause);
        ``first``: the move made at the decision waiting now, before ``policy`` takes over
        (what a search plays: the engine then makes the policy's moves at once)."""
        self._policy = policy
        self._random_choice = getattr(policy, "uniform", False) is True
        self._taitava_inline = policy is rollout_policy
        if self._pending:
            self.choose(policy(self) if first is None else first)
        else:
            self._advance()

    def resume(self) -> None:
        """Go on after a pause set with ``pause_after_turns`` (or, in a composed deal built
        without playing on, make the card exchange first)."""
        due = self._exchange_due
        if due is not None:
            self._exchange_due = None
            self._exchange(due)
        self._advance()

    def copy(self, rng: random.Random | None = None) -> SiantappoState:
        """An independent snapshot with a copy of the generator (or ``rng``), no observer."""
        if rng is None:
            rng = random.Random(0)  # a seed of its own would read the system's entropy
            rng.setstate(self.rng.getstate())
        twin = SiantappoState(self.rules, self.players, rng, None, self.pause_after_turns)
        twin._policy = self._policy
        twin._random_choice = self._random_choice
        twin._taitava_inline = self._taitava_inline
        twin.hands = list(self.hands)
        twin.places = list(self.places)
        twin.active = self.active
        twin.out = self.out
        twin.passed = self.passed
        twin.to_move = self.to_move
        twin.leader = self.leader
        twin.trick_kind = self.trick_kind
        twin.trick_size = self.trick_size
        twin.trick_high = self.trick_high
        twin.trick_mask = self.trick_mask
        twin.trick_player = self.trick_player
        twin.first_game = self.first_game
        twin.must_3c = self.must_3c
        twin.turns = self.turns
        twin.siantappos = self.siantappos
        twin.holder_3c = self.holder_3c
        twin.gifts = self.gifts
        twin.outcome = self.outcome
        twin._pending = self._pending
        twin._place = self._place
        twin._order = list(self._order)
        twin._exchange_due = None if self._exchange_due is None else list(self._exchange_due)
        return twin

    # -- the flow of turns ------------------------------------------------------

    def _emit(self, event: Event) -> None:
        if self._observer is not None:
            self._observer(event, self)

    def _advance(self) -> None:
        """Play turns until someone must choose, the game ends or a pause is due."""
        hands = self.hands
        while self.outcome is None:
            pause = self.pause_after_turns
            if pause is not None and self.turns >= pause:
                return
            p = self.to_move
            h = hands[p]
            self.turns += 1
            kind = self.trick_kind
            if kind == _NONE:
                if self.must_3c:
                    leads = _first_leads(h)
                    count = len(leads)
                    if count == 1:
                        mask = leads[0]
                    elif self._random_choice:
                        mask = leads[int(self._random() * count)]
                    else:
                        mask = -1
                elif not h & (h - 1):  # one card, the one lead (two cards make two)
                    mask = h
                elif self._random_choice:
                    mask = _lead_play(h, int(self._random() * _lead_count(h)))
                else:
                    mask = -1
            else:
                size = self.trick_size
                high = self.trick_high
                count = _reply_count(h, kind, size, high)
                if count == 0:  # nothing beats the trick: an automatic pass
                    self.passed |= 1 << p  # on the table when the pass is told
                    if self._observer is not None:
                        self.passed |= 1 << p  # told with the pass already made, as a chosen one
                        self._emit(Passed(p, self.turns, True))
                    self._next_turn(p)
                    continue
                if self._random_choice:
                    k = int(self._random() * (count + 1))
                    mask = 0 if k == count else _reply_play(h, kind, size, high, k)
                else:
                    mask = -1
            if mask < 0:
                self._pending = True
                self._options = None
                policy = self._policy
                if policy is None:
                    return  # wait for choose()
                if self._taitava_inline:  # Mestari's rollout: its choice with no cards listed
                    mask = _taitava_mask(self)
                else:
                    mask = _mask(policy(self).cards)
                self._pending = False
                self._options = None
            self._act(p, mask)

    def _act(self, p: int, mask: int) -> None:
        if mask == 0:
            self._pass(p, True)
        else:
            self._play(p, mask)

    def _pass(self, p: int, emit: bool) -> None:
        self.passed |= 1 << p
        if emit and self._observer is not None:
            self._emit(Passed(p, self.turns, False))
        self._next_turn(p)

    def _play(self, p: int, mask: int) -> None:
        kind = self.trick_kind
        lead = kind == _NONE
        size = mask.bit_count()
        high = mask.bit_length() - 1
        # The play is legal: its size and the trick's kind tell its kind.
        if size == 1:
            kind = _SINGLE
        elif lead:
            if (mask & -mask).bit_length() - 1 >> 2 == high >> 2:
                kind = size  # a pair, three or four: _PAIR == 2 ... _FOUR == 4
            else:
                kind = _STRAIGHT
        elif kind == _SINGLE:
            kind = _TAPPO3  # six cards onto a single 2
        elif kind == _PAIR and size == 4:
            kind = _TAPPO4
        if kind >= _TAPPO3:
            self.siantappos += 1
        self.must_3c = False
        self.hands[p] ^= mask
        self.trick_kind = kind
        self.trick_size = size
        self.trick_high = high
        self.trick_mask = mask
        self.trick_player = p
        if self._observer is not None:
            self._emit(Played(p, self.turns, _cards(mask), _COMBO[kind], lead))
        if self.hands[p] == 0:
            self._go_out(p)
            if self.outcome is not None:
                return
        if high == _ACE_OF_HEARTS and kind == _STRAIGHT:
            self._fall(True)
            return
        self._next_turn(p)

    def _next_turn(self, p: int) -> None:
        """The next seat still in the trick, or the trick falls."""
        n = self.players
        blocked = self.out | self.passed
        q = p
        for _ in range(n):
            q = q + 1 if q + 1 < n else 0
            if not blocked >> q & 1:
                if q == self.trick_player:
                    break  # everyone else passed: the trick falls to its player
                self.to_move = q
                return
        self._fall(False)

    def _fall(self, unbeatable: bool) -> None:
        """The trick falls: its player leads, or the next still in after them (section 4)."""
        q = last = self.trick_player
        if self.out >> q & 1:
            n = self.players
            while self.out >> q & 1:
                q = q + 1 if q + 1 < n else 0
        self.passed = 0
        self.trick_kind = _NONE
        self.trick_size = 0
        self.trick_high = -1
        self.trick_mask = 0
        self.trick_player = -1
        self.leader = self.to_move = q
        if self._observer is not None:
            self._emit(TrickFell(q, unbeatable, last))

    def _go_out(self, p: int) -> None:
        self._place += 1
        self.places[p] = self._place
        self.out |= 1 << p
        self.active -= 1
        self._order.append(p)
        if self._observer is not None:
            self._emit(WentOut(p, self._place))
        if self.active == 1:
            loser = next(q for q in range(self.players) if not self.out >> q & 1)
            self.places[loser] = self._place + 1
            self._order.append(loser)
            self.outcome = Outcome(
                places=tuple((q,) for q in self._order),
                losers=(loser,),
                reason=EndReason.LAST_PLAYER,
                turns=self.turns,
            )
            self._pending = False
            self._options = None
            if self._observer is not None:
                self._emit(GameOver(self.outcome))


# ---------------------------------------------------------------------------
# The legal moves, and Mestari's rollout player (Taitava's choices, made inline)


def legal_actions(state: SiantappoState) -> list[Action]:
    """The moves the player to move may make now (empty when nobody is asked)."""
    return state.legal_actions()


def equivalent_moves(state: SiantappoState) -> tuple[tuple[Action, ...], ...]:
    """The decision's moves in classes that cannot differ in outcome: each its own.

    Every card has a strength of its own (rank, then suit: ``3S`` lowest, ``2H``
    highest), which decides what beats what, which cards a pair's higher card is and
    which cards the exchange takes; ``3C`` leads the first game. A renaming of cards the
    rules cannot notice must keep that order, so it renames nothing: two different plays
    (a pass included) are never alike.
    """
    return each_alone(state)


def _taitava(state: SiantappoState) -> Action:
    """``heuristic``'s very choice, read off card masks (no list of actions): the rollout."""
    return Action(state.to_move, _cards(_taitava_mask(state)))


def _taitava_mask(state: SiantappoState) -> int:
    """``_taitava``'s play as a card mask (0: pass); the engine asks it inline.

    Between plays of one size ``policies._lowest_key`` orders as the masks do (the
    highest card that differs decides), so the key here is (size, mask).
    """
    h = state.hands[state.to_move]
    if state.trick_kind == _NONE:
        low = 1 << _THREE_OF_CLUBS if state.must_3c else h & -h
        rank = (low.bit_length() - 1) >> 2
        group = (h >> (rank * 4)) & 15
        # The lowest card has no lower rank beside it: a straight holding it starts there.
        run = 1
        straight = low
        while rank + run < _TWOS:
            nib = (h >> ((rank + run) * 4)) & 15
            if not nib:
                break
            straight |= (nib & -nib) << ((rank + run) * 4)
            run += 1
        if run >= 3 and run > _POP[group]:
            return straight
        return group << (rank * 4)
    kind = state.trick_kind
    size = state.trick_size
    high = state.trick_high
    held = h.bit_count()
    best = best_whole = -1
    best_count = whole_count = 0
    for mask in _replies(h, kind, size, high):
        count = mask.bit_count()
        costly = mask >> (_TWOS * 4) != 0 or count > size
        if costly and held > 6 and mask != h:
            continue
        if best < 0 or count < best_count or (count == best_count and mask < best):
            best, best_count = mask, count
        top = (mask.bit_length() - 1) >> 2
        if ((mask & -mask).bit_length() - 1) >> 2 != top or (h >> (top * 4)) & 15 == mask >> (
            top * 4
        ):
            if (
                best_whole < 0
                or count < whole_count
                or (count == whole_count and mask < best_whole)
            ):
                best_whole, whole_count = mask, count
    if best < 0:
        return 0
    return best_whole if best_whole >= 0 else best


rollout_policy = Policy("taitava", _taitava)
