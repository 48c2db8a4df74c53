"""Ristiseiska's state: a game (or a series) in progress, and Taitava's inline step.

Mestari's rollout player (``rollout_policy``: Taitava's choices read off the
engine's options, tested equal to ``heuristic``) lives here because the state
makes its choices inline; the policies module names it among the others.
"""

from __future__ import annotations

import random
from bisect import insort
from collections.abc import Callable, Iterable, Sequence
from typing import Final, TypeAlias

from games.cards import shuffle
from games.core import (
    Action,
    Outcome,
    Policy,
    each_alone,
)
from games.ristiseiska.events import (
    _EXTRA,
    _GIVE,
    _PLAY,
    Asked,
    CardsDead,
    DealScored,
    Decision,
    DecisionKind,
    Drew,
    EndReason,
    Event,
    GameOver,
    Gave,
    Held,
    JokerPlayed,
    Left,
    NewDeal,
    NothingTaken,
    Passed,
    Played,
    Stopped,
    Swapped,
    TookToken,
    TurnStarted,
)
from games.ristiseiska.legality import check_action
from games.ristiseiska.rules import (
    _HOLD_OPT,
    _JOKER,
    _STOP_OPT,
    _SWAP,
    ALL_CARDS,
    FACE,
    HIGH,
    HOLD,
    JOKER0,
    LOW,
    OUT_OF_GAME,
    RANK,
    STOCK,
    STOP,
    SUIT,
    TABLE,
    Rules,
    _Plan,
    choice_text,
)

Observer: TypeAlias = Callable[[Event, "RistiseiskaState"], None]
Chooser: TypeAlias = Callable[["RistiseiskaState"], Action]

_SIDE_WORDS: Final = ("low", "high")


# ---------------------------------------------------------------------------
# The state


def game_cards(rules: Rules) -> list[int]:
    """Every card of a game with ``rules``, in canonical order."""
    return list(range(52 * rules.decks)) + list(range(JOKER0, JOKER0 + rules.jokers))


class RistiseiskaState:
    """A game (or a series) in progress; create it with ``new_game``."""

    __slots__ = (
        "rules",
        "players",
        "rng",
        "_observer",
        "_policy",
        "_random_choice",
        "_taitava_inline",
        "_random",
        "_plan",
        "pause_after_turns",
        "owner",
        "hands",
        "stock",
        "opens",
        "outer",
        "complete",
        "joker_slot",
        "dead",
        "down",
        "places",
        "active",
        "to_move",
        "turns",
        "deal",
        "deal_start",
        "opened",
        "ace_end",
        "token",
        "scores",
        "totals",
        "outcome",
        "_place",
        "_pending",
        "_pplayer",
        "_options",
        "_asker",
        "_dead_news",
        "_next",
        "_closes",
        "_first_ace",
        "_jokers",
        "_sevens_only",
        "_two",
        "seen",
        "lacks",
        "lacks_some",
        "lacks_keep",
        "one_deal",
    )

    def __init__(
        self,
        rules: Rules,
        players: int,
        deck: Sequence[int],
        rng: random.Random,
        observer: Observer | None = None,
        pause_after_turns: int | None = None,
        policy: Chooser | None = None,
    ) -> None:
        plan = rules.plan
        self.rules = rules
        self.players = players
        self.rng = rng
        self._observer = observer
        self._policy = policy
        self._random_choice = getattr(policy, "uniform", False) is True
        self._taitava_inline = policy is rollout_policy
        self._random = rng.random
        self._plan = plan
        self._next = plan.next_slots
        self._closes = plan.closes
        self._first_ace = plan.first_ace
        self._jokers = plan.jokers
        self._sevens_only = plan.sevens_only
        self._two = players == 2
        self.pause_after_turns = pause_after_turns
        self.stock: list[int] = []  # drawn from the end
        self.to_move = 0
        self.turns = 0
        self.deal = 0
        self.deal_start = 0
        self.totals: list[int] = [0] * players
        self.outcome: Outcome | None = None
        self._pending: DecisionKind | None = None
        self._pplayer = 0
        self._options: list[int] = []
        self._asker = 0
        self._dead_news: list[int] = []
        self._clear_table()
        # A series that ends with the deal in play, scored as it would then stand (a
        # search's world: ``determinize``); never set in a game anyone plays.
        self.one_deal = False
        if deck:
            self._deal(list(deck))
            self._advance()

    def _clear_table(self) -> None:
        """The table as a deal starts: no cards dealt or laid, nobody out, nothing known."""
        players = self.players
        decks = self._plan.decks
        self.owner: list[int] = [OUT_OF_GAME] * ALL_CARDS
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.opens: list[int] = []
        self.outer: list[int] = [-1] * (8 * decks)
        self.complete: list[bool] = [False] * (8 * decks)
        self.joker_slot: list[int] = [-1, -1]
        self.dead: list[bool] = [False] * ALL_CARDS
        self.down: list[int] = []  # slots with a card, in the order played
        self.places: list[int | None] = [None] * players
        self.active = players
        self.opened = False
        self.ace_end = -1  # first_ace: the end every ace goes to (-1 until the first)
        self.token: int | None = None
        self.scores: tuple[int, ...] | None = None
        self._place = 0
        # What the table knows (Mestari's worlds read only this and a seat's own
        # hand): by card, the seats that know who holds it (a bit per seat); by
        # seat, the cards it showed it lacks (``lacks``, true for every onlooker)
        # and, once it has received a card face down, the older ones only the
        # seats in ``lacks_keep`` can still trust (``lacks_some``).
        self.seen: list[int] = [0] * ALL_CARDS
        self.lacks: list[int] = [0] * players
        self.lacks_some: list[int] = [0] * players
        self.lacks_keep: list[int] = [0] * players

    # -- public view -------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.outcome is not None

    @property
    def pending(self) -> DecisionKind | None:
        return self._pending

    @property
    def decision(self) -> Decision | None:
        if self._pending is None:
            return None
        return Decision(self._pending, self._pplayer, tuple(self.legal_actions()))

    def legal_actions(self) -> list[Action]:
        """The moves of the player who must decide now (empty when nobody is asked)."""
        if self._pending is None:
            return []
        p = self._pplayer
        if self._pending is _GIVE:
            return [Action(p, (c,)) for c in self._options]
        return [Action(p, self._action_cards(o)) for o in self._options]

    def playable(self, card: int) -> bool:
        """Can ``card`` go on the layout now (for a joker: is any slot open)?"""
        if card >= JOKER0:
            return self.opened and bool(self.opens)
        s = card * 2
        return s in self.opens or s + 1 in self.opens

    def layout(self) -> list[tuple[int, int] | None]:
        """Per suit, the lowest and highest card down (the places jokers stand for), or None."""
        plan = self._plan
        nsuits = 4 * plan.decks
        centre = [-1] * nsuits
        ends = [[-1, -1] for _ in range(nsuits)]
        reach = [[0, 0] for _ in range(nsuits)]
        for s in self.down:
            card = s >> 1
            suit = SUIT[card]
            end = plan.end_of[s]
            if end < 0:
                centre[suit] = card
            elif plan.index[s] > reach[suit][end & 1]:
                reach[suit][end & 1] = plan.index[s]
                ends[suit][end & 1] = card
        out: list[tuple[int, int] | None] = []
        for suit in range(nsuits):
            mid = centre[suit]
            if mid < 0:
                out.append(None)
            else:
                low, high = ends[suit]
                out.append((mid if low < 0 else low, mid if high < 0 else high))
        return out

    def apply(self, action: Action) -> None:
        """Make a move after checking it; IllegalMoveError says why it is not allowed."""
        check_action(self, action)
        self.choose(action)

    def choose(self, action: Action) -> None:
        """Take one of ``legal_actions()`` unchecked (policies pick from the offered list)."""
        kind = self._pending
        assert kind is not None, "nobody has a choice to make"
        option = self._option_of(action)
        self._pending = None
        player = self._pplayer
        self._options = []
        more = self._resolve(kind, player, option)
        if more is not None:
            self._decide(_EXTRA, player, more)
        self._advance()

    def play_out(self, policy: Chooser, first: Action | None = None) -> None:
        """Let ``policy`` make every decision from here to the end (or the pause);
        ``first``: the move made at the decision waiting now, before ``policy`` takes over
        (what a search plays: the engine then makes the policy's moves at once)."""
        self._policy = policy
        self._random_choice = getattr(policy, "uniform", False) is True
        self._taitava_inline = policy is rollout_policy
        if self._pending is not None:
            self.choose(policy(self) if first is None else first)
        else:
            self._advance()

    def resume(self) -> None:
        self._advance()

    def copy(self, rng: random.Random | None = None) -> RistiseiskaState:
        """An independent snapshot (same rules, policy and pause; a copy of the
        generator, or ``rng``)."""
        twin = RistiseiskaState(self.rules, self.players, (), self.rng, None, None, None)
        if rng is None:
            rng = random.Random(0)  # a seed of its own would read the system's entropy
            rng.setstate(self.rng.getstate())
        twin.rng = rng
        twin._random = rng.random
        twin._policy = self._policy
        twin._random_choice = self._random_choice
        twin._taitava_inline = self._taitava_inline
        twin.pause_after_turns = self.pause_after_turns
        twin.owner = list(self.owner)
        twin.hands = [list(h) for h in self.hands]
        twin.stock = list(self.stock)
        twin.opens = list(self.opens)
        twin.outer = list(self.outer)
        twin.complete = list(self.complete)
        twin.joker_slot = list(self.joker_slot)
        twin.dead = list(self.dead)
        twin.down = list(self.down)
        twin.places = list(self.places)
        twin.active = self.active
        twin.to_move = self.to_move
        twin.turns = self.turns
        twin.deal = self.deal
        twin.deal_start = self.deal_start
        twin.opened = self.opened
        twin.ace_end = self.ace_end
        twin.token = self.token
        twin.scores = self.scores
        twin.totals = list(self.totals)
        twin.outcome = self.outcome
        twin._place = self._place
        twin._pending = self._pending
        twin._pplayer = self._pplayer
        twin._options = list(self._options)
        twin._asker = self._asker
        twin.seen = list(self.seen)
        twin.lacks = list(self.lacks)
        twin.lacks_some = list(self.lacks_some)
        twin.lacks_keep = list(self.lacks_keep)
        twin.one_deal = self.one_deal
        return twin

    # -- options as actions --------------------------------------------------

    def _both_ace_ends(self, card: int) -> bool:
        if not self._first_ace or RANK[card] != 1:
            return False
        s = card * 2
        return s in self.opens and s + 1 in self.opens

    def _action_cards(self, option: int) -> tuple[int, ...]:
        if option == _STOP_OPT:
            return (STOP,)
        if option == _HOLD_OPT:
            return (HOLD,)
        if option & _JOKER:
            joker = JOKER0 + ((option & 0x7FF) >> 8)
            slot = option & 0xFF
            card = slot >> 1
            if self._both_ace_ends(card):
                return (joker, card, HIGH if slot & 1 else LOW)
            return (joker, card)
        if option & _SWAP:
            return ((option & 0x3FF) >> 1,)
        card = option >> 1
        if self._both_ace_ends(card):
            return (card, HIGH if option & 1 else LOW)
        return (card,)

    def _option_of(self, action: Action) -> int:
        if self._pending is _GIVE:
            return action.cards[0]
        for option in self._options:
            if self._action_cards(option) == action.cards:
                return option
        raise ValueError(f"{choice_text(action.cards)} is not one of the options")

    # -- dealing -------------------------------------------------------------

    def _deal(self, cards: list[int]) -> None:
        """Deal ``cards`` (section 1, or section 6 for two players) and find the starter."""
        n = self.players
        owner = self.owner
        hands = self.hands
        first = self.deal % n
        plan = self._plan
        if self._two:
            start = plan.start[0]
            self.stock = []
            for i, card in enumerate(cards):
                k = i % 3
                if k == 2:
                    owner[card] = STOCK
                    self.stock.append(card)
                else:
                    seat = (first + k) % 2
                    owner[card] = seat
                    self.seen[card] = 1 << seat
                    hands[seat].append(card)
            self.stock.reverse()  # drawn in the order dealt, from the end
            for hand in hands:
                hand.sort()
            owner[start] = TABLE
            self._place_card(start * 2, start)
            self.to_move = first
        else:
            for i, card in enumerate(cards):
                seat = (first + i) % n
                owner[card] = seat
                self.seen[card] = 1 << seat
                hands[seat].append(card)
            for hand in hands:
                hand.sort()
            self.opens = sorted(c * 2 for c in plan.start)
            starter = min(owner[c] for c in plan.start)
            self.to_move = starter
            sevens = _mask(plan.start)
            for q in range(starter):  # the first seat holding a 7C starts: these hold none
                self.lacks[q] |= sevens
        self.deal_start = self.turns

    def _new_deal(self) -> None:
        self.deal += 1
        rules = self.rules
        plan = self._plan
        self._clear_table()
        cards = game_cards(rules)
        if self._two:
            cards.remove(plan.start[0])
        shuffle(self.rng, cards)
        self._deal(cards)
        if self._observer is not None:
            self._emit(NewDeal(self.deal + 1, self.to_move))

    # -- the flow of turns -----------------------------------------------------

    def _emit(self, event: Event) -> None:
        if self._observer is not None:
            self._observer(event, self)

    def _advance(self) -> None:
        """Play turns until someone must choose, the game ends or a pause is due."""
        plain = not self._jokers and not self._sevens_only
        owner = self.owner
        while self.outcome is None and self._pending is None:
            pause = self.pause_after_turns
            if pause is not None and self.turns >= pause:
                return
            p = self.to_move
            self.turns += 1
            if self._observer is not None:
                self._emit(TurnStarted(p, self.turns))
            if plain:  # no jokers, no holding back: the legal plays are the open slots held
                if self.owner is not owner:  # a series dealt again
                    owner = self.owner
                options = [s for s in self.opens if owner[s >> 1] == p]
            else:
                options = self._play_options(p, False)
            if options:
                self._decide(_PLAY, p, options)
            else:
                self._no_play(p)

    def _play_options(self, p: int, extra: bool) -> list[int]:
        """The internal options of a play decision (extra: after a closing card)."""
        owner = self.owner
        plays = [s for s in self.opens if owner[s >> 1] == p]
        if self._jokers:
            plays = self._joker_options(p, plays)
        if self._sevens_only and plays:
            centre = self._plan.centre
            sevens = [s for s in plays if s < _SWAP and RANK[s >> 1] == centre]
            if sevens:
                plays = sevens
            elif not extra and self.opened:
                plays.append(_HOLD_OPT)
        if extra and plays:
            plays.append(_STOP_OPT)
        return plays

    def _joker_options(self, p: int, plays: list[int]) -> list[int]:
        owner = self.owner
        swaps = [_SWAP + s for s in self._visible_jokers() if owner[s >> 1] == p]
        if swaps:
            plays = sorted(plays + swaps, key=_slot_key)
        if self.opened:
            for k in range(self._jokers):
                if owner[JOKER0 + k] == p:
                    plays.extend(_JOKER + (k << 8) + s for s in self.opens)
        return plays

    def _visible_jokers(self) -> list[int]:
        """Slots of the jokers on the table that can still be swapped."""
        out: list[int] = []
        end_of = self._plan.end_of
        for s in self.joker_slot:
            if s >= 0:
                end = end_of[s]
                if end < 0 or (self.outer[end] == s and not self.complete[end]):
                    out.append(s)
        return sorted(out)

    def _decide(self, kind: DecisionKind, player: int, options: list[int]) -> None:
        """Ask ``player`` to choose among ``options`` and carry it out (or wait)."""
        while True:
            if len(options) == 1:
                option = options[0]
            elif self._random_choice:
                option = options[int(self._random() * len(options))]
            else:
                self._pending = kind
                self._pplayer = player
                self._options = options
                if self._policy is None:
                    return
                if self._taitava_inline:  # Mestari's rollout: its choice without building actions
                    option = _taitava_option(self)
                else:
                    option = self._option_of(self._policy(self))
                self._pending = None
                self._options = []
            more = self._resolve(kind, player, option)
            if more is None:
                return
            kind = _EXTRA
            options = more

    def _resolve(self, kind: DecisionKind, p: int, option: int) -> list[int] | None:
        """Carry out a chosen option; the options of an extra play, if one is offered."""
        if kind is _GIVE:
            self._give(p, self._asker, option)
            self._end_turn(self._asker)
            return None
        if option == _STOP_OPT:
            if self._observer is not None:
                self._emit(Stopped(p))
            self._end_turn(p)
            return None
        if option == _HOLD_OPT:
            if self._observer is not None:
                self._emit(Held(p))
            self._no_play(p)
            return None
        deal = self.deal
        closes = self._play(p, option)
        if self.outcome is not None or self.deal != deal:
            return None  # the game is over, or a series dealt again
        if self.places[p] is not None:  # the hand emptied: the player left
            self._end_turn(p)
            return None
        if closes:
            more = self._play_options(p, True)
            if more:
                return more
        self._end_turn(p)
        return None

    def _play(self, p: int, option: int) -> bool:
        """Lay a card (or a joker, or swap); True if it closes a row end."""
        owner = self.owner
        hand = self.hands[p]
        observed = self._observer is not None
        if option < _SWAP:  # a card of the hand: the common case first
            slot = option
            card = slot >> 1
        elif not option & _JOKER:
            slot = option & 0x3FF
            card = slot >> 1
            k = self.joker_slot.index(slot)
            joker = JOKER0 + k
            self.joker_slot[k] = -1
            hand.remove(card)
            owner[card] = TABLE
            owner[joker] = p
            self.seen[joker] = (1 << self.players) - 1
            self.lacks[p] &= ~(1 << joker)
            self.lacks_some[p] &= ~(1 << joker)
            insort(hand, joker)
            if observed:
                self._emit(Swapped(p, card, joker))
            return False
        else:
            k = (option & 0x7FF) >> 8
            slot = option & 0xFF
            card = JOKER0 + k
            self.joker_slot[k] = slot
        hand.remove(card)
        owner[card] = TABLE
        self.opens.remove(slot)
        closes = self._place_card(slot, card) == 1
        if observed:
            end = self._plan.end_of[slot]
            side = "centre" if end < 0 else _SIDE_WORDS[end & 1]
            if card >= JOKER0:
                self._emit(JokerPlayed(p, card, slot >> 1, side, closes))
            else:
                self._emit(Played(p, card, side, closes))
            if self._dead_news:
                dead = tuple(self._dead_news)
                self._dead_news = []
                self._emit(CardsDead(dead))
        if not hand:
            self._leave(p)
        return closes

    def _place_card(self, slot: int, card: int) -> int:
        """The layout takes ``card`` on ``slot``: open what it opens; 1 if it closes."""
        opens = self.opens
        self.down.append(slot)
        if not self.opened:
            self.opened = True
            for s in self._plan.centres:
                if s != slot and s not in opens:
                    insort(opens, s)
        if self._first_ace:
            if RANK[slot >> 1] == 1:
                other = slot ^ 1
                if other in opens:
                    opens.remove(other)
                if self.ace_end < 0:
                    self._fix_aces(slot & 1)
            ace_end = self.ace_end
            for s in self._next[slot]:
                if ace_end < 0 or RANK[s >> 1] != 1 or s & 1 == ace_end:
                    insort(opens, s)
            self._row_end(slot)
        else:
            for s in self._next[slot]:
                insort(opens, s)
            if self._jokers:
                self._row_end(slot)
        return self._closes[slot]

    def _fix_aces(self, side: int) -> None:
        """first_ace: every ace goes to ``side`` now; the other ends are complete."""
        self.ace_end = side
        opens = self.opens
        for s in [s for s in opens if RANK[s >> 1] == 1 and s & 1 != side]:
            opens.remove(s)
        last = 2 if side == 1 else 13  # the last card of the other side's row ends
        end_of = self._plan.end_of
        for end in range(len(self.outer)):
            s = self.outer[end]
            if end & 1 != side and s >= 0 and RANK[(s >> 1) % 52] == last:
                self._complete(end_of[s])

    def _row_end(self, slot: int) -> None:
        """Jokers: the card covers the end's outermost card; a complete end is turned."""
        plan = self._plan
        end = plan.end_of[slot]
        if end < 0:
            return
        before = self.outer[end]
        self.outer[end] = slot
        if before >= 0 and before in self.joker_slot:
            self._kill(before)
        done = plan.completes[slot] == 1
        if self._first_ace and not done and self.ace_end >= 0:
            rank = RANK[slot >> 1]
            done = (end & 1) != self.ace_end and rank == (2 if self.ace_end == 1 else 13)
        if done:
            self._complete(end)

    def _complete(self, end: int) -> None:
        if self.complete[end]:
            return
        self.complete[end] = True
        s = self.outer[end]
        if s >= 0 and s in self.joker_slot:
            self._kill(s)

    def _kill(self, slot: int) -> None:
        """The joker on ``slot`` can no longer be swapped: its real card is dead."""
        card = slot >> 1
        if not self.dead[card]:
            self.dead[card] = True
            if self._observer is not None:
                self._dead_news.append(card)  # told after the card that made it dead

    def _no_play(self, p: int) -> None:
        """Section 3/6/8: pass, draw, take the token or ask, and the turn passes."""
        observed = self._observer is not None
        self._shows_lack(p)
        if self._two and self.stock:
            card = self.stock.pop()
            self.owner[card] = p
            self.seen[card] = 1 << p
            self._receives(p, -1, card)
            insort(self.hands[p], card)
            if observed:
                self._emit(Drew(p, card))
        elif self.turns - self.deal_start <= self.players:
            if observed:
                self._emit(Passed(p))
        elif self._plan.token:
            self.token = p
            if observed:
                self._emit(TookToken(p))
        else:
            n = self.players
            hands = self.hands
            places = self.places
            skipped: list[int] = []
            q = p
            for _ in range(n - 1):
                q = q - 1 if q > 0 else n - 1
                if places[q] is None:
                    if len(hands[q]) >= 2:
                        break
                    skipped.append(q)
            else:
                q = p
            if q == p:
                if observed:
                    self._emit(NothingTaken(p))
            else:
                if observed:
                    self._emit(Asked(p, q, tuple(skipped)))
                self._asker = p
                self._decide(_GIVE, q, list(hands[q]))
                return
        self._end_turn(p)

    def _shows_lack(self, p: int) -> None:
        """``p`` plays nothing: it holds no card it could play now (only no playable 7
        where it may hold back; not even a joker may go down, nor a swap be made)."""
        lack = 0
        if self._sevens_only:
            centre = self._plan.centre
            for s in self.opens:
                if RANK[s >> 1] == centre:
                    lack |= 1 << (s >> 1)
        else:
            for s in self.opens:
                lack |= 1 << (s >> 1)
            if self._jokers:
                for s in self._visible_jokers():
                    lack |= 1 << (s >> 1)
                if self.opened and self.opens:
                    lack |= _mask(range(JOKER0, JOKER0 + self._jokers))
        self.lacks[p] |= lack

    def _receives(self, p: int, giver: int, card: int) -> None:
        """``p`` takes ``card`` face down from ``giver`` (-1: the stock): only the two of
        them know it, so only they can still trust what ``p`` showed it lacked."""
        keep = 1 << p if giver < 0 else (1 << p) | (1 << giver)
        self.lacks_keep[p] = self.lacks_keep[p] & keep if self.lacks_some[p] else keep
        self.lacks_some[p] = (self.lacks_some[p] | self.lacks[p]) & ~(1 << card)
        self.lacks[p] = 0

    def _give(self, giver: int, asker: int, card: int) -> None:
        self.hands[giver].remove(card)
        insort(self.hands[asker], card)
        self.owner[card] = asker
        # The others no longer know which of the giver's cards is which hand's.
        pair = (1 << giver) | (1 << asker)
        seen = self.seen
        for c in self.hands[giver]:
            seen[c] &= pair
        seen[card] = pair
        self._receives(asker, giver, card)
        if self._observer is not None:
            self._emit(Gave(giver, asker, card))

    # -- leaving, end of a turn, end of the game ---------------------------------

    def _leave(self, p: int) -> None:
        self._place += 1
        self.places[p] = self._place
        self.active -= 1
        if self._observer is not None:
            self._emit(Left(p, self._place))
        if self._plan.first_out:
            self._score(EndReason.FIRST_OUT)
        elif self.active <= 1:
            self._finish_last(EndReason.LAST_PLAYER)

    def _end_turn(self, p: int) -> None:
        if self.outcome is not None:
            return
        if self.turns - self.deal_start >= self._plan.max_turns:
            self._finish(EndReason.MAX_TURNS, (), ())
            return
        if self._jokers and not self.opens and self.opened and not self._visible_jokers():
            if self._plan.first_out:
                self._score(EndReason.STUCK)
            else:
                self._finish_last(EndReason.STUCK)
            return
        n = self.players
        q = p + 1 if p + 1 < n else 0
        if self.active < n:
            places = self.places
            while places[q] is not None:
                q = q + 1 if q + 1 < n else 0
        self.to_move = q

    def points(self, p: int) -> int:
        """Penalty points of ``p``'s hand now, with the token's points."""
        plan = self._plan
        hand = self.hands[p]
        if plan.face:
            total = 0
            for card in hand:
                total += FACE[card % 52] if card < JOKER0 else FACE[card]
        else:
            total = len(hand)
        if self.token == p:
            total += plan.token_points
        return total

    def _score(self, reason: EndReason) -> None:
        """A scored deal is over: points, then the end of the game or the next deal."""
        n = self.players
        scores = tuple(self.points(q) for q in range(n))
        self.scores = scores
        for q in range(n):
            self.totals[q] += scores[q]
        target = self._plan.target
        if target is not None:
            if self._observer is not None:
                self._emit(DealScored(self.deal + 1, scores, tuple(self.totals)))
            if max(self.totals) < target and not self.one_deal:
                self._new_deal()
                return
            self._finish_by(list(range(n)), self.totals, EndReason.TARGET, [])
            return
        out = [q for q in range(n) if self.places[q] is not None]
        still = [q for q in range(n) if self.places[q] is None]
        self._finish_by(still, list(scores), reason, out)

    def _finish_last(self, reason: EndReason) -> None:
        """end: last — the ones still holding cards are last (by cards held if stuck)."""
        n = self.players
        out_order = sorted(
            (q for q in range(n) if self.places[q] is not None),
            key=lambda q: self.places[q] or 0,
        )
        still = [q for q in range(n) if self.places[q] is None]
        counts = [len(h) for h in self.hands]
        self._finish_by(still, counts, reason, out_order)

    def _finish_by(
        self, still: list[int], key: list[int], reason: EndReason, first: list[int]
    ) -> None:
        groups: list[tuple[int, ...]] = [(q,) for q in first]
        by_value: dict[int, list[int]] = {}
        for q in still:
            by_value.setdefault(key[q], []).append(q)
        groups.extend(tuple(by_value[v]) for v in sorted(by_value))
        losers = groups[-1] if still else ()
        for number, group in enumerate(groups, start=1):
            for q in group:
                self.places[q] = number
        self._finish(reason, tuple(groups), losers)

    def _finish(
        self, reason: EndReason, groups: tuple[tuple[int, ...], ...], losers: tuple[int, ...]
    ) -> None:
        unfinished = reason is EndReason.MAX_TURNS
        if unfinished:
            groups = tuple(
                tuple(q for q in range(self.players) if self.places[q] == k)
                for k in range(1, self._place + 1)
            )
        scored = self._plan.first_out and not unfinished
        points = tuple(self.totals) if scored else ()
        self.outcome = Outcome(
            places=groups,
            losers=losers,
            unfinished=unfinished,
            reason=reason,
            turns=self.turns,
            points=points,
        )
        self._pending = None
        self._options = []
        if self._observer is not None:
            self._emit(GameOver(self.outcome))


# ---------------------------------------------------------------------------
# The legal moves (the refusals: games.ristiseiska.legality)


def legal_actions(state: RistiseiskaState) -> list[Action]:
    return state.legal_actions()


def equivalent_moves(state: RistiseiskaState) -> tuple[tuple[Action, ...], ...]:
    """The decision's moves in classes that cannot differ in outcome: each its own.

    Every card has a place of its own in its suit's row (and, in a scored game, its own
    points); the rules treat the suits alike but for clubs, whose seven (or eight) opens
    the game. So the only renamings the rules cannot notice swap whole suits other than
    clubs, and one turns the position after a move into the position after another only
    if every hand and row of those suits mirrors the other's, which is not looked for.
    The dead cards of a joker game are never played, but a computer player asked for a
    card gives its lowest, so two dead cards given lead to different games. Every move
    is a class of its own.
    """
    return each_alone(state)


def _slot_key(option: int) -> int:
    return option & 0x3FF


def _mask(cards: Iterable[int]) -> int:
    out = 0
    for c in cards:
        out |= 1 << c
    return out


# ---------------------------------------------------------------------------
# Taitava's step, which the state takes inline in Mestari's playouts


def _end_of_card(plan: _Plan, card: int) -> int:
    end = plan.end_of[card * 2]
    return end if end >= 0 else plan.end_of[card * 2 + 1]


def _reach(state: RistiseiskaState) -> list[int]:
    """By row end, how far from the centre its outermost card lies (0: none down yet).

    With jokers or first_ace the engine keeps each end's outermost slot; otherwise
    the farthest card down on the end is it.
    """
    plan = state._plan
    index = plan.index
    end_of = plan.end_of
    reach = [0] * len(state.outer)
    for d in state.down:
        end = end_of[d]
        if end >= 0 and index[d] > reach[end]:
            reach[end] = index[d]
    for end, outer in enumerate(state.outer):
        if outer >= 0:
            reach[end] = index[outer]
    return reach


def _distance(state: RistiseiskaState, card: int, reach: list[int]) -> int:
    """How many cards must go down before ``card`` can (0: playable now); ``reach``:
    ``_reach(state)``, counted once for all the cards of a decision."""
    if card >= JOKER0:
        return 0
    if state.dead[card]:
        return 99
    plan = state._plan
    s = card * 2
    if plan.end_of[s] < 0 and plan.end_of[s + 1] >= 0:
        s += 1
    end = plan.end_of[s]
    if end < 0:
        return 0 if state.opened else 1
    reached = reach[end]
    return max(plan.index[s] - reached - 1, 0) + (0 if reached or state.playable(card) else 1)


# Keys of ``_taitava``'s moves as one int each, ordered as ``_heuristic``'s tuples:
# a card is < 128, a row end holds < 64 of one's cards, a joker move's key < 2**15.
_CARD_SPAN: Final = 128
_OWN_SPAN: Final = 64


def _taitava(state: RistiseiskaState) -> Action:
    """``_heuristic``'s very choice (the rollout player of Mestari's playouts)."""
    option = _taitava_option(state)
    if state._pending is _GIVE:
        return Action(state._pplayer, (option,))
    return Action(state._pplayer, state._action_cards(option))


def _taitava_option(state: RistiseiskaState) -> int:
    """``_heuristic``'s choice read off the engine's options, with no list of actions.

    Its keys, each table counted once per decision rather than once per move: how
    far each row end has come (a give) and one's own cards on each row end (a play).
    A swap's option is ``_SWAP`` + its slot, a joker's has ``_JOKER`` set; every
    other option below ``_SWAP`` is a card's open slot (so ``_heuristic``'s slot).
    Ties keep the first option, as ``min`` and ``<`` keep the first action.
    """
    options = state._options
    if state._pending is _GIVE:
        return _taitava_give(state)
    p = state._pplayer
    owner = state.owner
    plan = state._plan
    swap = play = joker = -1  # the best option of each class (-1: none offered)
    swap_key = play_key = joker_key = play_gifts = 0
    stop = False
    own: list[int] | None = None
    for option in options:
        if option == _STOP_OPT:
            stop = True
        elif option == _HOLD_OPT:
            continue
        elif option & _JOKER:
            key = (JOKER0 + ((option & 0x7FF) >> 8)) * 256 + ((option & 0xFF) >> 1)
            if joker < 0 or key < joker_key:
                joker, joker_key = option, key
        elif option & _SWAP:
            key = (option & 0x3FF) >> 1
            if swap < 0 or key < swap_key:
                swap, swap_key = option, key
        else:
            if own is None:
                own = _own_per_end(state, p)
            gifts = 0
            for s in plan.next_slots[option]:
                if owner[s >> 1] != p:
                    gifts += 1
            end = plan.end_of[option]
            mine = own[end] if end >= 0 else 0
            key = (gifts * _OWN_SPAN - mine) * _CARD_SPAN + (option >> 1)
            if play < 0 or key < play_key:
                play, play_key, play_gifts = option, key, gifts
    if swap >= 0:
        return swap
    if play >= 0:
        # After a closing card the extra play is taken only if it gives nothing away.
        return _STOP_OPT if stop and play_gifts > 0 else play
    if joker >= 0:
        return joker
    return options[0]


def _taitava_give(state: RistiseiskaState) -> int:
    """``_heuristic``'s card to give: the farthest from the layout, then the lowest."""
    options = state._options
    reach = _reach(state)
    best_give = -1
    give = options[0]
    for card in options:
        key = (100 - _distance(state, card, reach)) * _CARD_SPAN + card
        if best_give < 0 or key < best_give:
            best_give, give = key, card
    return give


def _own_per_end(state: RistiseiskaState, p: int) -> list[int]:
    """How many of ``p``'s cards belong to each row end."""
    own = [0] * len(state.outer)
    card_end = state._plan.card_end
    for c in state.hands[p]:
        end = card_end[c]
        if end >= 0:
            own[end] += 1
    return own


# Mestari's playouts: Taitava's choices, which the engine makes inline for it.
rollout_policy = Policy("taitava", _taitava)
