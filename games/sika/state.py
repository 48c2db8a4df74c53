"""Sika's state: a game in progress, its legal moves, and Taitava's inline choice.

Taitava's policy (``heuristic_policy``: the sources' advice, made exact) and
``lowest`` live here because the state makes Taitava's choices inline (its call
counts in Mestari's playouts); the policies module names them among the others.
"""

from __future__ import annotations

import random
from bisect import bisect_left, insort
from collections.abc import Callable, Iterator, Sequence
from typing import Final, TypeAlias

from games.cards import KING, RANK_OF, SUIT_OF, Card, shuffle
from games.core import Action, Outcome, Policy
from games.sika.events import (
    _FREE,
    _LEAD,
    _MATCH,
    _SHED,
    Deadlock,
    Decision,
    DecisionKind,
    Drew,
    EndReason,
    Event,
    GameOver,
    Left,
    NewDrawPile,
    Phase,
    Played,
    RingEmptied,
    Role,
    Source,
    TurnEnded,
    TurnResult,
    TurnStarted,
    _Option,
)
from games.sika.legality import check_action
from games.sika.rules import _MISSES, _UNPLAYABLE, Rules, _distinct, _mask

# A module-level Final copy: the compiled build reads it as a static, not through
# games.cards (compiled separately) on every look-up.
_RANK_OF: Final[tuple[int, ...]] = RANK_OF
_SUIT_OF: Final[tuple[int, ...]] = SUIT_OF

Observer: TypeAlias = Callable[[Event, "SikaState"], None]
# A policy callable: the state in, one of its legal actions out.
Chooser: TypeAlias = Callable[["SikaState"], Action]


# ---------------------------------------------------------------------------
# The state


class SikaState:
    """A game in progress; create it with ``new_game``.

    With a ``policy`` the game plays itself to the end (or to the pause);
    without one it stops at each decision with two or more options, and
    ``choose``/``apply`` carry it on.
    """

    __slots__ = (
        "rules",
        "players",
        "rng",
        "_observer",
        "_policy",
        "ring",
        "pile",
        "draw_pile",
        "hands",
        "places",
        "active",
        "phase",
        "after_ring",
        "to_move",
        "turns",
        "empty_turns",
        "free_lead",
        "outcome",
        "pause_after_turns",
        "_place",
        "_played",
        "_stuck",
        "_pending",
        "_options",
        "_max_turns",
        "_by_suit",
        "_key",
        "_keys",
        "_playable_tables",
        "_copies",
        "_distinct",
        "_free_after_match",
        "_keep_found",
        "_dig",
        "_free_lead_rule",
        "_no_hand_phase",
        "_turn",
        "_random_choice",
        "_taitava_inline",
        "_random",
        "_known",
        "_unseen",
        "_draw_mask",
        "_recycled",
        "_misses",
        "_unplayable",
        "_stock_seen",
        "_in_pile",
    )

    def __init__(
        self,
        rules: Rules,
        players: int,
        deck: Sequence[Card],
        rng: random.Random,
        observer: Observer | None = None,
        pause_after_turns: int | None = None,
        policy: Chooser | None = None,
    ) -> None:
        self.rules = rules
        self.players = players
        self.rng = rng
        self._observer = observer
        self._policy = policy
        # The ring is drawn from the front; storing it reversed makes a draw a pop().
        self.ring: list[Card] = list(reversed(deck[1:]))
        self.pile: list[Card] = [deck[0]] if deck else []  # no deck: a copy() being filled
        self.count_pile()
        self.draw_pile: list[Card] = []  # drawn from the end too
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.places: list[int | None] = [None] * players
        self.active = players
        self.phase = Phase.RING
        self.after_ring = False  # the first ring is used up
        self.to_move = 0
        self.turns = 0
        self.empty_turns = 0  # consecutive empty turns, for free_lead
        self.free_lead = False  # the next turn is a free lead
        self.outcome: Outcome | None = None
        self.pause_after_turns = pause_after_turns
        self._place = 0
        self._played = False  # a card reached the pile this turn
        self._stuck = False  # the player looked for a match and found none
        self._pending: DecisionKind | None = None
        self._options: list[_Option] = []
        (
            self._max_turns,
            self._by_suit,
            self._key,
            self._keys,
            self._playable_tables,
            self._copies,
            self._distinct,
            self._free_after_match,
            self._keep_found,
            self._dig,
            self._free_lead_rule,
            self._no_hand_phase,
        ) = rules.plan
        # A policy that declares itself uniform is made inline (its call counts).
        self._random_choice = getattr(policy, "uniform", False) is True
        self._taitava_inline = policy is heuristic_policy
        self._random = rng.random
        self._turn: Callable[[int], None] = (
            self._collect_turn if rules.two_phase else self._ring_turn
        )
        self._start_knowledge()
        self._advance()

    def _start_knowledge(self) -> None:
        """What everyone at the table knows of each hand, for ``determinize``: nothing yet.

        The cards seen going in (dug from the pile, drawn from the unshuffled two-phase
        stock), and for the face-down rest, counts per mask of what they may be (a card
        drawn and not played did not match: ``_misses``; a player who had to draw lacked
        the suit: ``_unplayable``). The other seats see exactly this much of a hand.
        """
        self._known: list[list[Card]] = [[] for _ in range(self.players)]
        self._unseen: list[dict[int, int]] = [{} for _ in range(self.players)]
        self._draw_mask = 0  # the cards a shuffled draw pile was made of
        # Every card that has been in a shuffled draw pile: face up once, then face down
        # in a hand with what the table knows of it card by card (``equivalent_moves``).
        self._recycled = 0
        self._misses: tuple[int, ...] = _MISSES[self.rules.match]
        self._unplayable: tuple[int, ...] = _UNPLAYABLE[self.rules.match]
        self._stock_seen = self.rules.two_phase  # its stock is the pile turned over: no secret

    # -- public view -------------------------------------------------------

    @property
    def decision(self) -> Decision | None:
        if self._pending is None:
            return None
        p = self.to_move
        return Decision(self._pending, p, tuple(Action(p, _as_cards(o)) for o in self._options))

    def legal_actions(self) -> list[Action]:
        """The moves the player to move may make now (empty when nobody is asked)."""
        p = self.to_move
        if self._pending is None:
            return []
        return [Action(p, _as_cards(o)) for o in self._options]

    @property
    def pending(self) -> DecisionKind | None:
        return self._pending

    @property
    def over(self) -> bool:
        return self.outcome is not None

    @property
    def top(self) -> Card:
        return self.pile[-1]

    def matches(self, card: Card) -> bool:
        """Does ``card`` match the top of the centre pile (suit or colour)?"""
        return self._key[card] == self._key[self.pile[-1]]

    def playable(self, card: Card) -> bool:
        """Two-phase: same suit (or colour), same rank, or an eight."""
        top = self.pile[-1]
        return (
            self._key[card] == self._key[top]
            or _RANK_OF[card] == _RANK_OF[top]
            or _RANK_OF[card] == 8
        )

    def count_pile(self) -> None:
        """Count the centre pile's suits afresh (whoever sets ``pile`` whole calls this).

        The counts (``_in_pile``) are then kept as cards come and go: Taitava asks for
        them at every step of Mestari's playouts.
        """
        in_pile = [0, 0, 0, 0]
        for card in self.pile:
            in_pile[_SUIT_OF[card]] += 1
        self._in_pile = in_pile

    def apply(self, action: Action) -> None:
        """Make a move, after checking it; IllegalMoveError says why it is not allowed."""
        check_action(self, action)
        self.choose(action)

    def choose(self, action: Action) -> None:
        """Take one of ``legal_actions()`` unchecked (policies pick from the offered list)."""
        kind = self._pending
        assert kind is not None, "nobody has a choice to make"
        self._pending = None
        self._options = []
        if kind is DecisionKind.SHED:
            self._decide_shed([action.cards])
        else:
            self._decide(kind, [action.cards[0]])
        self._advance()

    def play_out(self, policy: Chooser, first: Action | None = None) -> None:
        """Let ``policy`` make every decision from here to the end (or the pause);
        ``first``: the move made at the decision waiting now, before ``policy`` takes over
        (what a search plays: the engine then makes the policy's moves at once)."""
        self._policy = policy
        self._random_choice = getattr(policy, "uniform", False) is True
        self._taitava_inline = policy is heuristic_policy
        if self._pending is not None:
            self.choose(policy(self) if first is None else first)
        else:
            self._advance()

    def resume(self) -> None:
        """Go on after a pause set with ``pause_after_turns``."""
        self._advance()

    def copy(self, rng: random.Random | None = None) -> SikaState:
        """An independent snapshot: playing on the copy leaves this state unchanged.

        The copy has the same rules, policy and pause, a copy of the random
        generator (so it plays on exactly as this state would; or ``rng``) and
        no observer.
        """
        twin = SikaState(self.rules, self.players, (), self.rng, None, 0, None)
        if rng is None:
            rng = random.Random(0)  # a seed of its own would read the system's entropy
            rng.setstate(self.rng.getstate())
        twin.rng = rng
        twin._random = rng.random
        twin._policy = self._policy
        twin._random_choice = self._random_choice
        twin._taitava_inline = self._taitava_inline
        twin.pause_after_turns = self.pause_after_turns
        twin.ring = list(self.ring)
        twin.pile = list(self.pile)
        twin._in_pile = list(self._in_pile)
        twin.draw_pile = list(self.draw_pile)
        twin.hands = [list(hand) for hand in self.hands]
        twin._known = [list(known) for known in self._known]
        twin._unseen = [dict(unseen) for unseen in self._unseen]
        twin._draw_mask = self._draw_mask
        twin._recycled = self._recycled
        twin.places = list(self.places)
        twin.active = self.active
        twin.phase = self.phase
        twin.after_ring = self.after_ring
        twin.to_move = self.to_move
        twin.turns = self.turns
        twin.empty_turns = self.empty_turns
        twin.free_lead = self.free_lead
        twin.outcome = self.outcome
        twin._place = self._place
        twin._played = self._played
        twin._stuck = self._stuck
        twin._pending = self._pending
        # A one-deck free-card decision offers the hand list itself: keep that aliasing.
        if self._options is self.hands[self.to_move]:
            twin._options = twin.hands[twin.to_move]  # type: ignore[assignment]
        else:
            twin._options = list(self._options)
        if not self.after_ring:
            twin._turn = twin._collect_turn if self.rules.two_phase else twin._ring_turn
        elif self.rules.two_phase:
            twin._turn = twin._shed_turn
        elif self.rules.hand_phase:
            twin._turn = twin._hand_turn
        else:
            twin._turn = twin._ring_turn
        return twin

    # -- the flow of turns --------------------------------------------------

    def _emit(self, event: Event) -> None:
        if self._observer is not None:
            self._observer(event, self)

    def _advance(self) -> None:
        """Play turns until someone must choose, the game ends or a pause is due."""
        while self.outcome is None and self._pending is None:
            # Read each turn: an observer (the recorder) may set the pause mid-game.
            pause = self.pause_after_turns
            if pause is not None and self.turns >= pause:
                return
            p = self.to_move
            self.turns += 1
            self._played = self._stuck = False
            if self._observer is not None:
                self._emit(TurnStarted(p, self.turns, self.free_lead))
            if self.free_lead:
                self.free_lead = False
                self._decide(_LEAD, self._distinct(self.hands[p]))
            else:
                self._turn(p)

    def _decide(self, kind: DecisionKind, options: list[Card]) -> None:
        """Ask which single card to play and play it (or wait for ``choose``)."""
        while True:
            if len(options) == 1:
                card = options[0]  # one option is no decision: nobody is asked
            elif self._random_choice:
                # random_policy, inlined: it is what simulations use, so its call counts.
                card = options[int(self._random() * len(options))]
            else:
                self._pending = kind
                self._options = options  # type: ignore[assignment]
                if self._policy is None:
                    return  # wait for choose()
                if self._taitava_inline:  # Taitava (Mestari's rollouts too): its card, inline
                    # A match by suit is all one suit: Taitava plays its lowest (listed first).
                    card = (
                        options[0]
                        if kind is _MATCH and self._by_suit
                        else _heuristic_card(self, options)
                    )
                else:
                    card = self._policy(self).cards[0]
                self._pending = None
            p = self.to_move
            hand = self.hands[p]
            hand.remove(card)
            self._shown(p, card)
            self.pile.append(card)
            self._in_pile[_SUIT_OF[card]] += 1
            self._played = True
            if self._observer is not None:
                role = Role.MATCH if kind is _MATCH else Role(str(kind))
                self._emit(Played(p, (card,), role, True))
            # Only after the ring does an empty hand mean leaving (sections 4, 5, 7).
            if not hand and self.after_ring:
                self._leave((p,))
            elif kind is _MATCH and self._free_after_match:
                kind = _FREE
                options = _distinct(hand) if self._copies else hand
                continue
            self._end_turn()
            return

    def _decide_shed(self, options: list[tuple[Card, ...]]) -> None:
        """Two-phase: ask which single card, set or run to play, and play it."""
        if len(options) == 1:
            cards = options[0]
        elif self._random_choice:  # the uniform policy, inlined as in _decide
            cards = options[int(self._random() * len(options))]
        else:
            self._pending = DecisionKind.SHED
            self._options = options  # type: ignore[assignment]
            if self._policy is None:
                return
            cards = self._policy(self).cards
            self._pending = None
        p = self.to_move
        hand = self.hands[p]
        for card in cards:
            hand.remove(card)
            self._shown(p, card)
            self.pile.append(card)
            self._in_pile[_SUIT_OF[card]] += 1
        self._played = True
        if self._observer is not None:
            self._emit(Played(p, cards, Role.SHED, True))
        if not hand:
            self._leave((p,))
        self._end_turn()

    # -- section 4 (and 7): ring turns ----------------------------------------

    def _ring_turn(self, p: int) -> None:
        hand = self.hands[p]
        if self.after_ring:  # section 7: ring turns go on from a draw pile
            source = self.draw_pile or self._refill_draw_pile(shuffled=True)
            src = Source.DRAW_PILE
        else:
            source = self.ring
            src = Source.RING
        pile = self.pile  # after any refill, which makes a new pile
        started_empty = not hand
        target = self._key[pile[-1]]
        card = self._draw(
            p, source, src, self._keys, target, self._misses[target], self.rules.max_draws
        )
        if card is None:
            # The ring or pile ran out, nothing could be drawn, or the limit was reached.
            self._stuck = self.after_ring
            self._end_turn()
            return
        pile.append(card)
        self._in_pile[_SUIT_OF[card]] += 1
        self._played = True
        if self._observer is not None:
            self._emit(Drew(p, card, src, True, False, False))
            self._emit(Played(p, (card,), Role.MATCH, False))
        if started_empty and not hand and source:
            # The empty-hand exception: the first card matched, so the next goes
            # straight on the pile, whatever it is.
            extra = source.pop()
            pile.append(extra)
            self._in_pile[_SUIT_OF[extra]] += 1
            if self._observer is not None:
                matches = self._key[extra] == self._key[card]
                self._emit(Drew(p, extra, src, matches, False, True))
                self._emit(Played(p, (extra,), Role.EXTRA, False))
        elif hand:
            self._decide(_FREE, _distinct(hand) if self._copies else hand)
            return
        self._end_turn()

    def _draw(
        self,
        p: int,
        source: list[Card],
        src: Source,
        table: bytes,
        target: int,
        miss: int,
        limit: int | None,
        reserve: int = 0,
    ) -> Card | None:
        """Draw from the end of ``source`` until a card whose ``table`` byte is ``target``.

        The last ``reserve`` cards of the source are not drawn (digging leaves
        the top card of the pile in place). Cards passed over go into the hand;
        the found card is taken off the source and returned (None if the source
        ran out or ``limit`` draws found nothing). Instead of drawing card by
        card, one ``rfind`` over the source translated through ``table`` finds
        the card and everything above it moves at once; only an observer, who
        sees the table after every event, gets the cards one at a time.
        ``miss`` is the cards whose ``table`` byte is not ``target``: what the
        others know of each card passed over, if they did not see it.
        """
        end = len(source) - reserve
        low = 0 if limit is None or limit >= end else end - limit
        found = bytes(source).translate(table).rfind(target, low, end)
        start = low if found < 0 else found + 1
        if src is Source.PILE:  # digging takes cards out of the centre pile
            in_pile = self._in_pile
            for index in range(start if found < 0 else found, end):
                in_pile[_SUIT_OF[source[index]]] -= 1
        if start < end:
            if src is Source.PILE or (self._stock_seen and src is Source.DRAW_PILE):
                self._known[p] += source[start:end]  # everyone saw these being played
            else:
                mask = miss if src is Source.RING else miss & self._draw_mask
                unseen = self._unseen[p]
                unseen[mask] = unseen.get(mask, 0) + end - start
            hand = self.hands[p]
            if self._observer is None:
                hand += source[start:end]
                hand.sort()
                del source[start:end]
            else:
                for index in range(end - 1, start - 1, -1):  # drawing order
                    card = source.pop(index)
                    insort(hand, card)
                    self._emit(Drew(p, card, src, False, True, False))
        return None if found < 0 else source.pop(found)

    # -- section 5: hand turns ----------------------------------------------

    def _hand_turn(self, p: int) -> None:
        hand = self.hands[p]
        top = self.pile[-1]
        matching: list[Card]
        if self._by_suit:
            # A sorted hand keeps each suit together.
            low = top - top % 13
            start = bisect_left(hand, low)
            matching = hand[start : bisect_left(hand, low + 13, start)]
            if self._copies:
                matching = _distinct(matching)
        else:
            key = self._key
            target = key[top]
            matching = [c for c in self._distinct(hand) if key[c] == target]
        if matching:
            self._decide(_MATCH, matching)
            return
        target = self._key[top]
        self._lacks(p, self._misses[target])
        src = Source.PILE if self._dig else Source.DRAW_PILE
        found = self._search(p, target)
        if found is None:
            self._stuck = True
        elif not self._keep_found:
            self.pile.append(found)
            self._in_pile[_SUIT_OF[found]] += 1
            self._played = True
            if self._observer is not None:
                self._emit(Drew(p, found, src, True, False, False))
                self._emit(Played(p, (found,), Role.MATCH, False))
            if self._free_after_match:
                self._decide(_FREE, _distinct(hand) if self._copies else hand)
                return
        else:
            insort(hand, found)
            if self._dig:
                self._known[p].append(found)
            else:  # a matching card from the draw pile, kept face down
                mask = self._draw_mask & ~self._misses[target]
                unseen = self._unseen[p]
                unseen[mask] = unseen.get(mask, 0) + 1
            if self._observer is not None:
                self._emit(Drew(p, found, src, True, True, False))
        self._end_turn()

    def _search(self, p: int, target: int) -> Card | None:
        """Draw until a match (returned, not yet placed), the source ends or the limit."""
        limit = self.rules.max_draws
        miss = self._misses[target]
        if self._dig:
            # Dig beneath the top card, most recently played first; the top stays.
            return self._draw(p, self.pile, Source.PILE, self._keys, target, miss, limit, reserve=1)
        source = self.draw_pile or self._refill_draw_pile(shuffled=True)
        return self._draw(p, source, Source.DRAW_PILE, self._keys, target, miss, limit)

    def _refill_draw_pile(self, shuffled: bool) -> list[Card]:
        """Make a new draw pile from the centre pile beneath its top, if it is empty."""
        if not self.draw_pile and len(self.pile) > 1:
            top = self.pile.pop()
            cards = self.pile
            if shuffled:
                shuffle(self.rng, cards)
                self._draw_mask = _mask(cards)
                self._recycled |= self._draw_mask
            else:  # two-phase stock: turned over, the oldest card is drawn first
                cards.reverse()
            self.draw_pile = cards
            self.pile = [top]
            self._in_pile = [0, 0, 0, 0]
            self._in_pile[_SUIT_OF[top]] = 1
            if self._observer is not None:
                self._emit(NewDrawPile(len(cards), shuffled))
        return self.draw_pile

    # -- section 8: the two-phase variant -----------------------------------

    def _collect_turn(self, p: int) -> None:
        self._draw_playable(p, self.ring, Source.RING, None)
        self._end_turn()

    def _draw_playable(self, p: int, source: list[Card], src: Source, limit: int | None) -> None:
        """Two-phase: draw until a playable card, which is played at once."""
        top = self.pile[-1]
        card = self._draw(
            p, source, src, self._playable_tables[top], 1, self._unplayable[top], limit
        )
        if card is not None:
            self.pile.append(card)
            self._in_pile[_SUIT_OF[card]] += 1
            self._played = True
            if self._observer is not None:
                self._emit(Drew(p, card, src, True, False, False))
                self._emit(Played(p, (card,), Role.MATCH, False))

    def _shed_turn(self, p: int) -> None:
        if self._taitava_inline and self._policy is not None:
            # Taitava sheds the first option: found without listing every order of a set
            # (a double deck's sets have thousands), so a playout's turn stays cheap.
            first = self._first_shed(p)
            options = [] if first is None else [first]
        else:
            options = self.shed_options(p)
        if options:
            self._decide_shed(options)
            return
        self._lacks(p, self._unplayable[self.pile[-1]])  # it had nothing to play
        stock = self.draw_pile or self._refill_draw_pile(shuffled=False)
        if stock:
            self._draw_playable(p, stock, Source.DRAW_PILE, 3)
        else:
            self._stuck = True  # nothing at all could be drawn
        self._end_turn()

    def _first_shed(self, p: int) -> tuple[Card, ...] | None:
        """``shed_options(p)[0]`` (None: no option): the longest, then the lowest in order.

        The longest options are whole sets (a rank's cards, the lowest playable one
        first, then the rest from the lowest) and whole runs from a playable card.
        """
        hand = self.hands[p]
        best: tuple[Card, ...] | None = None
        by_rank: dict[int, list[Card]] = {}
        for card in hand:
            by_rank.setdefault(_RANK_OF[card], []).append(card)
        candidates: list[tuple[Card, ...]] = []
        for group in by_rank.values():
            playable = [c for c in group if self.playable(c)]
            if playable:
                first = min(playable)
                rest = sorted(group)
                rest.remove(first)
                candidates.append((first, *rest))
        held = set(hand)
        for first in held:
            if not self.playable(first):
                continue
            run = [first]
            while _RANK_OF[run[-1]] < KING and run[-1] + 1 in held:
                run.append(run[-1] + 1)
            if len(run) >= 3:
                candidates.append(tuple(run))
        for option in candidates:
            if best is None or (-len(option), option) < (-len(best), best):
                best = option
        return best

    def shed_options(self, p: int) -> list[tuple[Card, ...]]:
        """Every distinct single, set (each order) and run whose first card is playable."""
        hand = self.hands[p]
        options: set[tuple[Card, ...]] = {(c,) for c in set(hand) if self.playable(c)}
        by_rank: dict[int, list[Card]] = {}
        for card in hand:
            by_rank.setdefault(_RANK_OF[card], []).append(card)
        for group in by_rank.values():
            for size in range(2, len(group) + 1):
                options.update(o for o in _orders(group, size) if self.playable(o[0]))
        held = set(hand)
        for first in held:
            if not self.playable(first):
                continue
            run = [first]
            # card + 1 is the next rank of the same suit, unless the card is a king.
            while _RANK_OF[run[-1]] < KING and run[-1] + 1 in held:
                run.append(run[-1] + 1)
                if len(run) >= 3:
                    options.add(tuple(run))
        return sorted(options, key=lambda o: (-len(o), o))

    # -- what the table knows of the hands ------------------------------------

    def _shown(self, p: int, card: Card) -> None:
        """``card`` left ``p``'s hand face up: it is no longer part of what is unknown.

        If it may have been any of several face-down cards, those left behind may
        be whatever any of them might have been (the union of their masks): weaker
        than the whole truth, but never false.
        """
        known = self._known[p]
        if known and card in known:
            known.remove(card)
            return
        unseen = self._unseen[p]
        bit = 1 << card
        fit = 0
        for mask in unseen:
            if mask & bit:
                if fit:
                    fit = -1  # several: the slow way below
                    break
                fit = mask
        assert fit, "a card came out of a hand the table thought could not hold it"
        if fit > 0:
            left = unseen[fit] - 1
            if left:
                unseen[fit] = left
            else:
                del unseen[fit]
            return
        fits = [mask for mask in unseen if mask & bit]
        union = 0
        left = -1
        for mask in fits:
            union |= mask
            left += unseen.pop(mask)
        unseen[union] = unseen.get(union, 0) + left

    def _lacks(self, p: int, miss: int) -> None:
        """Everyone saw ``p`` hold nothing outside ``miss`` (it had to draw)."""
        unseen = self._unseen[p]
        if unseen:
            narrowed: dict[int, int] = {}
            for mask, count in unseen.items():
                mask &= miss
                narrowed[mask] = narrowed.get(mask, 0) + count
            self._unseen[p] = narrowed

    # -- leaving, end of a turn, end of the game --------------------------------

    def _leave(self, players: tuple[int, ...]) -> None:
        self._place += 1
        for q in players:
            self.places[q] = self._place
        self.active -= len(players)
        if self._observer is not None:
            self._emit(Left(players, self._place))

    def _end_turn(self) -> None:
        p = self.to_move
        if self._observer is not None:
            result = (
                TurnResult.PLAYING
                if self._played
                else (TurnResult.STUCK if self._stuck else TurnResult.EMPTY)
            )
            self._emit(TurnEnded(p, result))
        if not self.after_ring:
            if not self.ring and self._end_of_ring():
                return
        else:  # counting empty and stuck turns starts with the hand phase
            if self._no_hand_phase and self.places[p] is None and not self.hands[p]:
                self._leave((p,))  # section 7: an empty hand at the end of a turn leaves
            if self.active <= 1:
                self._finish(EndReason.LAST_PLAYER)
                return
            if self._played:
                self.empty_turns = 0
            elif self._stuck and not self._free_lead_rule:
                self._finish(EndReason.STALEMATE)
                return
            else:
                # Players who have left take no turns, so they are never counted.
                self.empty_turns += 1
                if self.empty_turns >= self.active and self._free_lead_rule:
                    self.empty_turns = 0
                    self.free_lead = True
        if self.turns >= self._max_turns:
            self._finish(EndReason.MAX_TURNS)
            return
        n = self.players
        q = p + 1 if p + 1 < n else 0
        if self.active < n:
            places = self.places
            while places[q] is not None:
                q = q + 1 if q + 1 < n else 0
        self.to_move = q
        if self.free_lead and self._observer is not None:
            self._emit(Deadlock(q))

    def _end_of_ring(self) -> bool:
        """Section 4: the ring is empty; empty hands leave together. True if that ends it."""
        self.after_ring = True
        if self.rules.two_phase:
            self.phase = Phase.HAND
            self._turn = self._shed_turn
        elif self.rules.hand_phase:
            self.phase = Phase.HAND
            self._turn = self._hand_turn
        out = tuple(q for q in range(self.players) if not self.hands[q])
        if self._observer is not None:
            self._emit(RingEmptied(Phase.OVER if self.active - len(out) <= 1 else self.phase))
        if out:
            self._leave(out)
        if self.active <= 1:
            self._finish(EndReason.ALL_OUT if self.active == 0 else EndReason.LAST_PLAYER)
            return True
        if self.rules.two_phase:
            self._refill_draw_pile(shuffled=False)
        elif not self.rules.hand_phase:
            self._refill_draw_pile(shuffled=True)
        return False

    def _finish(self, reason: EndReason) -> None:
        places = self.places
        seats = range(self.players)
        # Place numbers count groups, so the groups so far are numbered 1..self._place.
        groups = [tuple(q for q in seats if places[q] == k) for k in range(1, self._place + 1)]
        still_in = [q for q in seats if places[q] is None]
        sika: tuple[int, ...] = ()
        if reason is EndReason.LAST_PLAYER:
            sika = tuple(still_in)
            groups.append(sika)
        elif reason is EndReason.STALEMATE:
            by_count: dict[int, list[int]] = {}
            for q in still_in:
                by_count.setdefault(len(self.hands[q]), []).append(q)
            groups.extend(tuple(by_count[count]) for count in sorted(by_count))
            sika = groups[-1]
        if reason is not EndReason.MAX_TURNS:
            for number in range(self._place, len(groups)):
                for q in groups[number]:
                    places[q] = number + 1
        self.outcome = Outcome(
            places=tuple(groups),
            losers=sika,
            draw=reason is EndReason.ALL_OUT,
            unfinished=reason is EndReason.MAX_TURNS,
            reason=reason,
            turns=self.turns,
        )
        self.phase = Phase.OVER
        self._pending = None
        self._options = []
        if self._observer is not None:
            self._emit(GameOver(self.outcome))


def _orders(cards: list[Card], size: int) -> Iterator[tuple[Card, ...]]:
    """Distinct orderings of ``size`` of ``cards`` (a double deck repeats cards)."""
    if size == 0:
        yield ()
        return
    for card in sorted(set(cards)):
        rest = list(cards)
        rest.remove(card)
        for tail in _orders(rest, size - 1):
            yield (card, *tail)


def _as_cards(option: _Option) -> tuple[Card, ...]:
    return option if isinstance(option, tuple) else (option,)


# ---------------------------------------------------------------------------
# The legal moves (the check that refuses one is in ``legality``)


def legal_actions(state: SikaState) -> list[Action]:
    """The moves the player to move may make now (empty when nobody is asked)."""
    return state.legal_actions()


# ---------------------------------------------------------------------------
# Lowest and Taitava (section 10): they read only the public state and return an Action


def _lowest(state: SikaState) -> Action:
    """Options are kept in canonical order (sheds: longest first), so the first (made
    alone: a double deck's sets have thousands of orders, each of them an ``Action``)."""
    return Action(state.to_move, _as_cards(state._options[0]))


def _heuristic(state: SikaState) -> Action:
    """The sources' advice, made exact.

    A single card (free card, lead or matching card) comes from the suit the
    hand holds most of after the play (the hand stays balanced); among equally
    long suits, the one with the most cards already in the centre pile, since
    few of those are left for the next player to find (the source's tip: leave
    the next player a long search); then the lowest suit; within the suit, the
    lowest card. In the two-phase variant it sheds as many cards as it can,
    lowest first, like ``lowest``.

    sika.md section 10 words the tie-break the other way round ("played
    least, so the next player finds it quickly"); that contradicts the source
    document's strategy tip it claims to follow, and it measurably plays worse
    than no tie-break at all, so the engine follows the source's advice.
    """
    if state._pending is _SHED:
        return _lowest(state)
    options = [option if isinstance(option, int) else option[0] for option in state._options]
    return Action(state.to_move, (_heuristic_card(state, options),))


def _heuristic_card(state: SikaState, options: list[Card]) -> Card:
    """``_heuristic``'s single card of ``options`` (the engine asks it inline when Taitava
    plays: at every step of Mestari's playouts)."""
    p = state.to_move
    held = [0, 0, 0, 0]
    for card in state.hands[p]:
        held[_SUIT_OF[card]] += 1
    in_pile = state._in_pile
    # Most held, then most in the pile, then the lowest card (cards are numbered
    # suit by suit), as one number.
    best = -1
    lowest = 1 << 30
    for card in options:
        suit = _SUIT_OF[card]
        key = ((255 - held[suit]) * 256 + 255 - in_pile[suit]) * 256 + card
        if key < lowest:
            best, lowest = card, key
    return best


lowest_policy = Policy("lowest", _lowest)
heuristic_policy = Policy("heuristic", _heuristic)
