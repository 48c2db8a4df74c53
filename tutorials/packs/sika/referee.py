"""Sika's disputes for the referee (``tutorials.referee``): the situations and their positions.

"Does this card fit the top card?" is asked where the rules let a player choose a card
against the top card: the hand phase (you hold the suit: which card may go), and the
two-phase game's shedding (same suit, same rank, or an eight). Without a hand phase no
one chooses: the card is drawn, and the engine's draw says whether it fitted.

"Who is the sika when the game sticks?": you lack what matches the top card and the other
players hold every card that does (so nothing you can draw helps you); the visitor gives
how many cards each hand holds once you are stuck. The cards in no hand lie where the
rule set puts them: where you dig, beneath the top card, and your turn digs them all up;
with a draw pile, one of them is the last card of the draw pile, which your turn draws,
and the others lie beneath the top card. The engine plays that turn and ends the game (or
not) as its stalemate rule says: who holds the most then is its answer.

"Do I draw or dig, and from where?" is asked once the ring is used up: you hold the hand
you tick, and the engine plays your turn. Where it looks for a card (the centre pile, the
draw pile) is laid out as twelve cards that cannot be played and then one that can, so its
events show how far a search goes (a limit, a stuck turn) and what happens to the card
found; they are told without their cards, which nobody chose.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from django import forms
from django.utils.text import capfirst
from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _

from games import sika
from games.cards import DECK_SIZE, RANK_OF, SUIT_OF, full_deck
from games.core import Action, Game, GameState, IllegalMoveError, Table
from tutorials.packs.sika.presenter import PRESENTER
from tutorials.presenter import StrOrPromise, named
from tutorials.referee import (
    COUNTS,
    Answer,
    Built,
    Dispute,
    Impossible,
    Observer,
    Query,
    Record,
    SituationKind,
    card_field,
    cards_field,
    listed,
    refuse_twice,
)
from tutorials.words import Case, card_name, cards_list, names_list

SEAT = 0
HAND, RING = "kasi", "rengas"  # the answers of "when in the game?", in the address
OTHER_HAND = 3  # the other seats' cards, nobody names them: the verdict never reads them


class FitsTop(SituationKind[sika.Rules]):
    slug = "sopiiko-kortti"
    title = _("Does this card match the top card?")
    lead = _("Choose the top card of the centre pile and the card you want to play on it.")
    section = "kasivaihe"
    allowed = _("Yes, it matches.")
    refused = _("No, it does not match.")

    def fields(self, game: Game, rules: sika.Rules) -> dict[str, forms.Field]:
        cards = list(range(DECK_SIZE))
        later = (
            _("Once the ring is used up: the card is in your hand")
            if rules.hand_phase or rules.two_phase
            else _("Once the ring is used up: the card is drawn from the draw pile")
        )
        return {
            "top": card_field(cards, _("Top card of the centre pile")),
            "card": card_field(cards, _("Your card")),
            "phase": forms.ChoiceField(
                label=_("When in the game?"),
                choices=[(HAND, later), (RING, _("While the ring lasts: the card is drawn"))],
                widget=forms.RadioSelect,
                initial=HAND,
                required=False,  # an address without it asks about the phase after the ring
            ),
        }

    def situation(self, dispute: Dispute[sika.Rules]) -> tuple[Built, Action]:
        rules, players, observer = dispute.rules, dispute.players, dispute.observer
        top, card = dispute.card("top"), dispute.card("card")
        if rules.decks == 1:
            refuse_twice([top, card])
        others = (OTHER_HAND,) * (players - 1)
        if dispute.answers.get("phase") == RING:
            return _ring_draw(rules, players, top, card, observer)
        if rules.two_phase or rules.hand_phase:
            # Two more cards of the top card's suit fit under every rule set, so the engine
            # asks which card goes: the one in dispute is one of the choices.
            spare = [c for c in _suit(top) if c not in (top, card)][-2:]
            spec = sika.Position(hands=((card, *spare), *others), pile=(top,), to_move=SEAT)
            refused = _refusal(rules, spec, card)
            if refused:
                # The table's dispute is the player who holds nothing that fits: the engine
                # plays that turn, and the answer tells both.
                searched, count = _search(rules, players, top, (card,), hit=False)
                state = sika.position(rules, searched, observer=observer, play_on=False)
                observer(_Searched(count, refused), state)
                return state, Action(SEAT, (card,))
            # It fits: held with one card that does not, the engine plays it by itself, and
            # the answer says why it fits.
            lone = _lone(rules, players, top, card)
            spec = sika.Position(hands=((card, lone), *others), pile=(top,), to_move=SEAT)
            state = sika.position(rules, spec, observer=observer, play_on=False)
            observer(_Searched(0, why=_why(rules, players, top, card)), state)
            return state, Action(SEAT, (card,))
        else:
            # No one chooses here: the card is the next one drawn, the engine plays it or not;
            # cards that do not fit follow it, so a search goes on as far as the rules let it.
            spare = [c for c in _suit(top) if c not in (top, card)][-1:]
            fits = _fits(rules, players, top)
            rest = range(DECK_SIZE)
            misses = [c for c in rest if c not in (top, card, *spare) and not fits(c)][:SEARCH]
            spec = sika.Position(
                hands=(tuple(spare), *others),
                pile=(top,),
                draw_pile=(card, *misses),
                to_move=SEAT,
            )
            state = sika.position(rules, spec, observer=observer, play_on=False)
            observer(_Searched(1 + len(misses)), state)
            return state, Action(SEAT, (card,))
        state = sika.position(rules, spec, observer=observer, play_on=False)
        return state, Action(SEAT, (card,))

    tells_refusal = True

    def settle(self, record: Record[sika.Rules]) -> tuple[StrOrPromise, str] | None:
        """Without a hand phase: the card drawn, and the search after it, told without the
        cards nobody chose (the engine's own narration where the card is yours)."""
        marks = [e for e, _t in record.events if isinstance(e, _Searched)]
        if not marks:
            return None
        said: tuple[StrOrPromise, str]
        if marks[0].why:
            said = self.allowed, _fits_because(marks[0], record)
        elif marks[0].refused:
            said = self.refused, _none_fits(marks[0], record.names, record.events)
        else:
            said = _drawn_card(self, record)
            if said[0] == self.allowed and marks[0].phase == RING:
                said = said[0], " ".join((said[1], *marks[0].notes))
        return said[0], f"{_phase_words(record.rules, marks[0].phase)} {said[1]}"

    def settled_on(self, rules: sika.Rules, events: Sequence[tuple[object, Table]]) -> str:
        # The ring phase rests on the ring's rules; a refusal where a draw pile is made,
        # on the draw pile, which decides what one without the suit does.
        mark = next((e for e, _t in events if isinstance(e, _Searched)), None)
        if mark is not None and mark.phase == RING:
            if rules.two_phase or rules.match is sika.Match.COLOUR:
                return self.rests_on(rules)
            recycles = rules.hand_phase and rules.hand_source is sika.HandSource.RECYCLE
            return "nosto-renkaasta" if recycles else "rengasvaihe"
        recycles = rules.hand_source is sika.HandSource.RECYCLE
        if mark is not None and mark.refused and recycles and self.rests_on(rules) != "vari":
            return "nostopakka"
        return self.rests_on(rules)

    def rests_on(self, rules: sika.Rules) -> str:
        if rules.two_phase:
            return "kaksivaiheinen"
        if not rules.hand_phase:
            return "ilman-kasivaihetta"
        if rules.match is sika.Match.COLOUR:
            return "vari"
        # The home version teaches its hand phase as its two cards a turn.
        recycles = rules.hand_source is sika.HandSource.RECYCLE
        return "kahden-kortin-vuoro" if recycles else self.section

    def sample(self, game: Game, rules: sika.Rules, rng: random.Random) -> Query:
        top, card = rng.sample(range(DECK_SIZE), 2)
        return {"top": str(top), "card": str(card), "phase": rng.choice((HAND, RING))}


def _ring_draw(
    rules: sika.Rules, players: int, top: int, card: int, observer: Observer
) -> tuple[Built, Action]:
    """The ring phase: the card in dispute is the next one drawn from the ring, cards that
    do not fit follow it, and you hold one that fits (the ring is drawn all the same)."""
    spare = [c for c in _suit(top) if c not in (top, card)][-1:]
    fits = _fits(rules, players, top)
    misses = [c for c in range(DECK_SIZE) if c not in (top, card, *spare) and not fits(c)]
    spec = sika.Position(
        hands=(tuple(spare), *(OTHER_HAND,) * (players - 1)),
        pile=(top,),
        ring=(card, *misses[:SEARCH]),
        to_move=SEAT,
    )
    state = sika.position(rules, spec, observer=observer, play_on=False)
    # The same draw with an empty hand: the engine's empty-hand exception, if it makes one.
    empty = replace(spec, hands=((), *spec.hands[1:]))
    extra = any(isinstance(e, sika.Drew) and e.extra for e in _probe(rules, empty))
    notes = (str(_EMPTY_HANDED),) if extra else ()
    observer(_Searched(1 + len(misses[:SEARCH]), phase=RING, notes=notes), state)
    return state, Action(SEAT, (card,))


_EMPTY_HANDED = _(
    "That is when you hold cards. If your hand was empty when your turn began, you draw one "
    "more card from the ring and play it as it is, whatever it is."
)


def _phase_words(rules: sika.Rules, phase: str) -> str:
    """The phase of the game an answer of "does this card match?" is about."""
    if phase == RING and rules.two_phase:
        return gettext("This is the collecting phase: the card is drawn from the ring.")
    if phase == RING:
        return gettext("This is the ring phase: the card is drawn from the ring.")
    if rules.two_phase:
        return gettext("This is the shedding phase: the ring is used up.")
    if rules.hand_phase:
        return gettext("This is the hand phase: the ring is used up.")
    return gettext("The ring is used up: the card is drawn from the draw pile.")


class WhoIsSika(SituationKind[sika.Rules]):
    slug = "kuka-on-sika"
    title = _("Who is the sika when the game sticks?")
    lead = _(
        "You lack what matches the top card, and the other players hold every card that "
        "does. Write how many cards each player holds when you are stuck: yours first, "
        "then round the table."
    )
    section = "pattitilanne"

    def fields(self, game: Game, rules: sika.Rules) -> dict[str, forms.Field]:
        return {
            "counts": forms.CharField(
                label=_("Cards in each hand"), max_length=80, validators=[COUNTS]
            )
        }

    def situation(self, dispute: Dispute[sika.Rules]) -> tuple[Built, Action]:
        rules, players = dispute.rules, dispute.players
        counts = dispute.counts("counts")
        if len(counts) > players or min(counts) < 1:
            raise Impossible(
                gettext(
                    "Write one number for each player still in the game (at most %(players)d), "
                    "each at least 1."
                )
                % {"players": players}
            )
        rest = full_deck(rules.decks)
        top = rest.pop(0)  # one copy of it: with two decks, the other lies somewhere
        out = players - len(counts)  # the seats after yours that have left the game
        probe = sika.position(
            rules, sika.Position(hands=(1,) * players, pile=(top,)), play_on=False
        )
        fits = probe.playable if rules.two_phase else probe.matches
        matching = [c for c in rest if fits(c)]
        other = [c for c in rest if not fits(c)]
        digs = _digs(rules)
        hands, drawn = _stuck_hands(counts, matching, other, digs, rules.max_draws)
        spec = sika.Position(
            hands=(*hands, *((),) * out),
            pile=(*drawn, top) if digs else (top,),
            draw_pile=() if digs else drawn,
            to_move=SEAT,
            places=(*(None,) * len(counts), *range(1, out + 1)) if out else (),
        )
        state = sika.position(rules, spec, observer=dispute.observer, play_on=False)
        dispute.observer(_Round(_deadlock(rules, spec, len(counts))), state)
        return state, Action(SEAT, ())

    def settle(self, record: Record[sika.Rules]) -> tuple[str, str]:
        names, events = record.names, record.events
        over = [e.outcome for e, _t in events if isinstance(e, sika.GameOver)]
        told = [
            record.tell(e, t)
            for e, t in events
            if isinstance(e, sika.GameOver) or (isinstance(e, sika.TurnEnded) and e.player == SEAT)
        ]
        ended = [t for e, t in events if isinstance(e, sika.TurnEnded) and e.player == SEAT]
        hands = getattr(ended[0] if ended else None, "hands", ())
        held = ", ".join(f"{names[q]} {len(h)}" for q, h in enumerate(hands) if h)
        told.append(gettext("Cards in the hands: %(counts)s.") % {"counts": held})
        losers = tuple(over[0].losers) if over else ()
        if not losers:
            told += _goes_on(names, events)
        said = " ".join(capfirst(t) for t in told[-5:])
        if not losers:
            return gettext("Nobody is the sika yet: the game goes on."), said
        if losers == (SEAT,):
            return gettext("You are the sika."), said
        if SEAT in losers:
            others = [named(names, q) for q in losers if q != SEAT]
            if len(others) == 1:
                both = gettext("You and %(player)s are both sikas.")
                return both % {"player": others[0]}, said
            every = gettext("You, %(players)s are all sikas.")
            return every % {"players": names_list(others)}, said
        verdict = ngettext(
            "%(players)s is the sika.", "%(players)s are the sikas.", len(losers)
        ) % {"players": names_list([named(names, q) for q in losers])}
        return capfirst(verdict), said

    def rests_on(self, rules: sika.Rules) -> str:
        if rules.two_phase:
            return "kaksivaiheinen"
        return self.section if rules.hand_phase else "ilman-kasivaihetta"

    def agreed_on(self, rules: sika.Rules) -> str:
        return "stalemate"

    def settled_on(self, rules: sika.Rules, events: Sequence[tuple[object, Table]]) -> str:
        # A game that goes on after the stuck turn rests on the free lead, where the
        # engine gives one (where you dig, the table agreed on it as its stalemate rule);
        # one that ends, on the variant's end.
        ended = any(isinstance(e, sika.GameOver) for e, _t in events)
        leads = any(isinstance(e, _Round) and e.leads is not None for e, _t in events)
        agreed = self.rests_on(rules) == self.section and _digs(rules)
        # The two-phase game's own section holds its free lead (our reading of it).
        if ended or not leads or agreed or rules.two_phase:
            return self.rests_on(rules)
        return "jumitus"

    def reading(self, rules: sika.Rules, said: Answer) -> str:
        # No stalemate rule is established: counting the cards (ties all sikas) is ours.
        ended = any(isinstance(e, sika.GameOver) for e, _t in said.asked.alone)
        if ended:
            return "tulkinta-korttimaara"
        # The two-phase game's source gives no deadlock rule: its free lead is ours.
        leads = any(isinstance(e, _Round) and e.leads is not None for e, _t in said.asked.alone)
        return "tulkinta-karistusvaihe" if rules.two_phase and leads else ""

    def sample(self, game: Game, rules: sika.Rules, rng: random.Random) -> Query:
        # Four hands holding every card but the top card (nothing is left to draw or dig).
        total = DECK_SIZE * rules.decks - 1
        cuts = sorted(rng.sample(range(1, total), 3))
        counts = [b - a for a, b in zip((0, *cuts), (*cuts, total), strict=True)]
        return {"counts": " ".join(str(c) for c in counts)}


def _stuck_hands(
    counts: list[int],
    matching: list[int],
    other: list[int],
    digs: bool,
    limit: int | None,
) -> tuple[list[tuple[int, ...]], tuple[int, ...]]:
    """Hands of ``counts`` cards once you are stuck, before your turn, and the cards your
    turn draws (the draw pile) or digs (beneath the top card), none of them matching.
    Where you dig without a limit, the others hold every card in ``matching`` (Impossible
    if they cannot); elsewhere the ones they cannot hold lie beyond your turn's reach,
    deeper in the centre pile. The cards in no hand and not drawn lie beneath the top
    card."""
    unlimited = digs and limit is None
    _check_counts(counts, len(matching) if unlimited else 0, len(matching) + len(other))
    if counts[0] > len(other):
        raise Impossible(
            gettext(
                "You lack what matches the top card, so you hold at most %(most)d cards: "
                "the ones that do not match it."
            )
            % {"most": len(other)}
        )
    other = list(other)
    left = len(matching) + len(other) - sum(counts)  # the cards in no hand but the top card
    # Where you dig, your stuck turn digs up the cards beneath the top card (as many as
    # the draw limit lets it); with a draw pile, it draws the pile's last card (the others
    # lie beneath the top card).
    drawn = min(left, limit or left) if digs else min(left, 1)
    before = counts[0] - drawn
    if before < 1 and digs and drawn == left:
        raise Impossible(
            gettext(
                "When you are stuck you have dug up every card of the centre pile but the "
                "top card, so the hands hold %(deck)d cards together, but the numbers you "
                "wrote add up to %(held)d."
            )
            % {"deck": len(matching) + len(other), "held": sum(counts)}
        )
    if before < 1:
        raise Impossible(
            ngettext(
                "While there are cards to draw, you are stuck only after drawing at least "
                "%(drawn)d card, so you hold at least %(least)d cards.",
                "While there are cards to draw, you are stuck only after drawing at least "
                "%(drawn)d cards, so you hold at least %(least)d cards.",
                drawn,
            )
            % {"drawn": drawn, "least": drawn + 1}
        )
    hands: list[tuple[int, ...]] = [tuple(other[:before])]
    del other[:before]
    matching = list(matching)
    for count in counts[1:]:
        take = matching[:count]
        del matching[:count]
        hands.append((*take, *other[: count - len(take)]))
        del other[: count - len(take)]
    return hands, tuple(other[:drawn])


@dataclass(frozen=True)
class _Round:
    """Told before your stuck turn: who would lead any card had every other player still
    in just had an empty turn too (None: these rules give no free lead)."""

    leads: int | None
    player: int = SEAT  # your own event: the machinery reads your turn from it on


def _digs(rules: sika.Rules) -> bool:
    """Whether one who lacks the suit digs in the centre pile (rather than draws)."""
    hand = rules.hand_phase and not rules.two_phase
    return hand and rules.hand_source is sika.HandSource.DIG


def _deadlock(rules: sika.Rules, spec: sika.Position, still_in: int) -> int | None:
    """The engine's free lead after your stuck turn, had the others each just had an
    empty turn: the seat that gets it, or None."""
    if rules.stalemate is not sika.Stalemate.FREE_LEAD:
        return None
    seen: list[object] = []
    probe = replace(spec, empty_turns=still_in - 1)
    sika.position(rules, probe, observer=lambda event, _state: seen.append(event))
    return next((e.player for e in seen if isinstance(e, sika.Deadlock)), None)


def _goes_on(names: Sequence[str], events: Sequence[tuple[object, Table]]) -> list[str]:
    """How the game goes on after your stuck turn: who plays next (the engine's next
    turn), and the free lead, where the engine gives one."""
    told = [
        gettext("%(player)s plays next.") % {"player": names[e.player]}
        for e, _t in events
        if isinstance(e, sika.TurnStarted) and e.player != SEAT
    ][:1]
    if any(isinstance(e, _Round) and e.leads is not None for e, _t in events):
        told.append(
            gettext(
                "Only when every player still in the game has had a turn without playing a "
                "card, one after another, does the next player get a free lead: any one card "
                "from the hand."
            )
        )
    return told


def _check_counts(counts: list[int], matching: int, room: int) -> None:
    """Impossible, naming the limit broken and the total, unless the hands of ``counts``
    fit in the ``room`` cards beside the top card and the others' hold ``matching``."""
    held = sum(counts)
    if held > room:
        raise Impossible(
            gettext(
                "The numbers you wrote add up to %(held)d cards, but the hands hold at most "
                "%(room)d: the whole deck but the top card."
            )
            % {"held": held, "room": room}
        )
    others = held - counts[0]
    if others < matching:
        raise Impossible(
            ngettext(
                "The other players would hold every card that matches the top card, "
                "%(cards)d cards, but your numbers give them only %(held)d card together.",
                "The other players would hold every card that matches the top card, "
                "%(cards)d cards, but your numbers give them only %(held)d cards together.",
                others,
            )
            % {"cards": matching, "held": others}
        )


SEARCH = 12  # cards that cannot be played, laid before one that can: more than any limit


@dataclass(frozen=True)
class _Searched:
    """Told to the observer before your turn: how many cards your search may draw at most
    (before the one that can be played, if any)."""

    cards: int
    refused: str = ""  # the engine's refusal of the card in dispute to one who holds the suit
    why: str = ""  # why the card in dispute fits, by the engine's own tests
    phase: str = ""  # "does this card match?": RING or the phase after the ring
    notes: tuple[str, ...] = ()  # what the engine does beyond this search (``_draw_notes``)
    fitting: tuple[int, ...] = ()  # "do I draw?": the cards of your hand that can be played
    player: int = SEAT  # your own event: the machinery reads your turn from it on


class DrawOrDig(SituationKind[sika.Rules]):
    slug = "mista-nostan"
    title = _("The ring is used up: do I draw or dig, and from where?")
    lead = _("Choose the top card of the centre pile and tick the cards in your hand.")
    section = "kasivaihe"
    follows = True

    def fields(self, game: Game, rules: sika.Rules) -> dict[str, forms.Field]:
        cards = list(range(DECK_SIZE))
        return {
            "top": card_field(cards, _("Top card of the centre pile")),
            "hand": cards_field(cards, _("Your hand"), required=True),
        }

    def situation(self, dispute: Dispute[sika.Rules]) -> tuple[Built, Action]:
        rules, players = dispute.rules, dispute.players
        top, hand = dispute.card("top"), dispute.cards("hand")
        if rules.decks == 1:  # with two decks every card is there twice
            refuse_twice([top, *hand])
        spec, misses = _search(rules, players, top, hand, hit=True)
        state = sika.position(rules, spec, observer=dispute.observer, play_on=False)
        fits = _fits(rules, players, top)
        fitting = tuple(c for c in hand if fits(c))
        notes = _draw_notes(rules, players, top, hand)
        why = _why(rules, players, top, fitting[0]) if len(fitting) == 1 else ""
        dispute.observer(_Searched(misses, why=why, notes=notes, fitting=fitting), state)
        return state, Action(SEAT, ())

    def follow(self, state: GameState, action: Action, turns: int) -> Action | None:
        decision = state.decision
        if decision is None or decision.player != SEAT or state.turns != turns + 1:
            return None
        return decision.options[0]  # any card will do: the answer is where you look

    def settle(self, record: Record[sika.Rules]) -> tuple[StrOrPromise, str]:
        events = record.events
        mine = _own_turn(events)
        first = next((e for e in mine if isinstance(e, sika.Drew | sika.Played)), None)
        mark = next((e for e, _t in events if isinstance(e, _Searched)), _Searched(SEARCH))
        if isinstance(first, sika.Played):
            pile_top = getattr(events[0][1], "pile_top", None) if events else None
            top = card_name(pile_top, Case.GENITIVE) if isinstance(pile_top, int) else ""
            fitting = mark.fitting or first.cards
            words = {"card": top, "cards": cards_list(fitting)}
            if len(fitting) == 1:
                said = gettext("You hold the %(cards)s, so you play it and draw nothing.")
                return _PLAY_FROM_HAND, f"{said % words} {capfirst(mark.why)}".strip()
            return _PLAY_FROM_HAND, gettext(
                "You hold cards that can go on the %(card)s (%(cards)s), so you play one of "
                "them and draw nothing."
            ) % words
        if not isinstance(first, sika.Drew):
            return gettext("There is nothing to draw."), ""
        told = [*_search_words(first.source, mine, mark.cards), *mark.notes]
        return _SOURCE[first.source], " ".join(told)

    def rests_on(self, rules: sika.Rules) -> str:
        if rules.two_phase:
            return "kaksivaiheinen"
        if not rules.hand_phase:
            return "ilman-kasivaihetta"
        if rules.match is sika.Match.COLOUR:
            return "vari"
        if rules.hand_source is sika.HandSource.RECYCLE:
            return "nostopakka"
        if rules.max_draws is not None:
            return "nostoraja"
        return "loydetty-kortti" if rules.dug_card is sika.DugCard.KEEP else self.section

    def agreed_on(self, rules: sika.Rules) -> str:
        if rules.max_draws is not None:
            return "max_draws"
        return "dug_card" if rules.dug_card is sika.DugCard.KEEP else ""

    def sample(self, game: Game, rules: sika.Rules, rng: random.Random) -> Query:
        top, *hand = rng.sample(range(DECK_SIZE), rng.randint(2, 9))
        return {"top": str(top), "hand": [str(c) for c in hand]}


_PLAY_FROM_HAND = _("You do not draw: you play from your hand.")
_SOURCE = {
    sika.Source.RING: _("You draw from the ring."),
    sika.Source.PILE: _("You dig in the centre pile."),
    sika.Source.DRAW_PILE: _("You draw from the draw pile."),
}


def _search(
    rules: sika.Rules,
    players: int,
    top: int,
    hand: tuple[int, ...],
    hit: bool,
    missing: int = SEARCH,
) -> tuple[sika.Position, int]:
    """Your turn once the ring is used up, holding ``hand``: where you look lie ``SEARCH``
    cards that cannot be played (and then, with ``hit``, one that can; without, the other
    players hold every card that can). The position, and how many cannot be played."""
    fits = _fits(rules, players, top)
    rest = full_deck(rules.decks)
    for card in (top, *hand):  # one copy each: with two decks, the other is still about
        rest.remove(card)
    misses = [c for c in rest if not fits(c)][:missing]
    matching = [c for c in rest if fits(c)]
    others: list[tuple[int, ...] | int] = [OTHER_HAND] * (players - 1)
    if not hit:
        others = [tuple(matching[q :: players - 1]) or OTHER_HAND for q in range(players - 1)]
    source = (*misses, *matching[:1]) if hit else tuple(misses)
    if rules.hand_phase and not rules.two_phase and rules.hand_source is sika.HandSource.DIG:
        spec = sika.Position(hands=(hand, *others), pile=(*reversed(source), top))
    else:
        spec = sika.Position(hands=(hand, *others), pile=(top,), draw_pile=source)
    return spec, len(misses)


def _draw_notes(
    rules: sika.Rules, players: int, top: int, hand: tuple[int, ...]
) -> tuple[str, ...]:
    """What the engine does beyond the search an answer lays out, each read off a turn of
    its own: the card found, where a draw limit ends the search before it; and where you
    draw from a draw pile (or the stock), one empty when you start and one that runs out."""
    notes = []
    if rules.max_draws is not None:
        found, _none = _search(rules, players, top, hand, hit=True, missing=0)
        drew = [e for e in _probe(rules, found) if isinstance(e, sika.Drew)]
        if drew:
            notes.append(
                gettext(
                    "If a card that can be played is found, it goes into your hand, and your "
                    "turn is over."
                )
                if drew[0].into_hand
                else gettext("If a card that can be played is found, it goes onto the centre pile.")
            )
    if _digs(rules):
        return tuple(notes)
    spec, _misses = _search(rules, players, top, hand, hit=True)
    empty = replace(spec, pile=(*reversed(spec.draw_pile), *spec.pile), draw_pile=())
    made = [e for e in _probe(rules, empty) if isinstance(e, sika.NewDrawPile)]
    if made:
        notes.append(
            gettext(
                "If the draw pile is empty when you start drawing, the cards under the top "
                "card are first shuffled face down into a new draw pile; the top card stays."
            )
            if made[0].shuffled
            else gettext(
                "If the stock is empty when you start drawing, the cards under the top card "
                "are first turned over into a new stock; the top card stays."
            )
        )
    runs_out = _probe(rules, replace(spec, draw_pile=spec.draw_pile[:1]))
    if made and not any(isinstance(e, sika.NewDrawPile) for e in runs_out):
        notes.append(
            gettext(
                "If it runs out during your turn, the cards drawn stay in your hand and the "
                "game ends: the cards in the hands are counted."
            )
            if any(isinstance(e, sika.GameOver) for e in runs_out)
            else gettext(
                "If it runs out during your turn, the cards drawn stay in your hand and your "
                "turn is over: a new one is made only when a later turn needs it."
            )
        )
    return tuple(notes)


def _probe(rules: sika.Rules, spec: sika.Position) -> list[object]:
    """Your turn at ``spec`` as the engine plays it: its events, and the game's end."""
    seen: list[object] = []
    sika.position(rules, spec, observer=lambda event, _state: seen.append(event))
    mine = []
    for event in seen:
        if isinstance(event, sika.TurnStarted) and event.player != SEAT:
            break
        mine.append(event)
    return mine


def _refusal(rules: sika.Rules, spec: sika.Position, card: int) -> str:
    """The engine's refusal of ``card`` at ``spec`` in words ("": it may be played)."""
    probe = sika.position(rules, spec)
    try:
        sika.GAME.check_action(probe, Action(SEAT, (card,)))
    except IllegalMoveError as error:
        return str(PRESENTER.refusal(error)[0])
    return ""


def _lone(rules: sika.Rules, players: int, top: int, card: int) -> int:
    """A card that does not fit and makes no set with ``card``: held with it, the engine
    has one move only."""
    fits = _fits(rules, players, top)
    ranks = (RANK_OF[top], RANK_OF[card])
    return next(c for c in range(DECK_SIZE) if not fits(c) and RANK_OF[c] not in ranks)


def _why(rules: sika.Rules, players: int, top: int, card: int) -> str:
    """Why ``card`` fits on ``top``: the engine's test it passes (the suit or colour, else
    in the two-phase game the rank, else it is an eight)."""
    probe = sika.position(rules, sika.Position(hands=(1,) * players, pile=(top,)), play_on=False)
    words = {"card": card_name(card), "top": card_name(top)}
    if card == top:  # two decks: the card's twin is on top
        return gettext("The other %(card)s is of the same suit as the one on top.") % words
    if probe.matches(card) and rules.match is sika.Match.COLOUR:
        return gettext("The %(card)s is the same colour as the %(top)s.") % words
    if probe.matches(card):
        return gettext("The %(card)s is of the same suit as the %(top)s.") % words
    if RANK_OF[card] == RANK_OF[top]:
        return gettext("The %(card)s is of the same rank as the %(top)s.") % words
    return gettext("The %(card)s is an eight, and in this game an eight goes on any card.") % words


def _fits_because(mark: _Searched, record: Record[sika.Rules]) -> str:
    """The card played, why it fits, and the free card after it (its choice is yours)."""
    played = [(e, t) for e, t in record.events if isinstance(e, sika.Played) and e.player == SEAT]
    told = [record.tell(e, t) for e, t in played[:1]]
    told.append(mark.why)
    if any(e.role is sika.Role.FREE for e, _t in played):
        told.append(gettext("Then you play a free card of your choice from your hand."))
    return " ".join(capfirst(t) for t in told)


def _none_fits(
    mark: _Searched, names: Sequence[str], events: Sequence[tuple[object, Table]]
) -> str:
    """The refusal, then the turn of one who holds nothing that fits: where they look."""
    mine = _own_turn(events)
    drew = [e for e in mine if isinstance(e, sika.Drew)]
    told = [
        mark.refused,
        gettext("If you hold no card that fits, you play nothing from your hand."),
    ]
    if drew:
        told.append(str(_SOURCE[drew[0].source]))
        words = _search_words(drew[0].source, mine, mark.cards)
        if len(drew) >= mark.cards:  # no limit stopped it: the search goes on
            where = 1 if drew[0].source is sika.Source.PILE else 0
            words.insert(where, gettext("You keep drawing until a card can be played."))
        told += words
    return " ".join(capfirst(t) for t in told)


def _drawn_card(kind: FitsTop, record: Record[sika.Rules]) -> tuple[StrOrPromise, str]:
    events = record.events
    mine = _own_turn(events)
    drew = [(e, t) for e, t in events if isinstance(e, sika.Drew) and e.player == SEAT][:1]
    told = [record.tell(e, t) for e, t in drew]
    if drew and drew[0][0].matches:
        played = [e for e in mine if isinstance(e, sika.Played)]
        told += [record.tell(e, t) for e, t in events if e is played[0]]
        if any(e.role is sika.Role.FREE for e in played):
            told.append(gettext("Then you play a free card of your choice from your hand."))
        return kind.allowed, " ".join(capfirst(t) for t in told)
    searched = next((e.cards for e, _t in events if isinstance(e, _Searched)), SEARCH)
    if sum(isinstance(e, sika.Drew) for e in mine) == searched:
        told.append(gettext("You keep drawing until a card can be played."))
    source = drew[0][0].source if drew else sika.Source.DRAW_PILE
    told += _search_words(source, mine, searched)
    return kind.refused, " ".join(capfirst(t) for t in told)


def _own_turn(events: Sequence[tuple[object, Table]]) -> list[object]:
    """Your turn's events, from its start to its end, and the game's end if it follows."""
    mine: list[object] = []
    for event, _table in events:
        if isinstance(event, sika.TurnStarted) and event.player != SEAT:
            break
        mine.append(event)
    return mine


def _search_words(source: sika.Source, mine: list[object], searched: int) -> list[str]:
    """How far your search goes and what comes of the card found, from your turn's events."""
    drew = [e for e in mine if isinstance(e, sika.Drew)]
    found = next((e for e in drew if e.matches), None)
    played = [e for e in mine if isinstance(e, sika.Played)]
    said = []
    if source is sika.Source.PILE:
        said.append(
            gettext(
                "You take the cards beneath the top card, the last played first; the top card "
                "stays where it is."
            )
        )
    over = any(isinstance(e, sika.GameOver) for e in mine)
    limited = found is None and len(drew) < searched
    if limited and over:
        said.append(
            ngettext(
                "You draw at most %(count)d card: if it cannot be played, it stays in your "
                "hand, and the game ends: the cards in the hands are counted.",
                "You draw at most %(count)d cards: if none of them can be played, they stay in "
                "your hand, and the game ends: the cards in the hands are counted.",
                len(drew),
            )
            % {"count": len(drew)}
        )
    elif limited:
        said.append(
            ngettext(
                "You draw at most %(count)d card: if it cannot be played, it stays in your "
                "hand and your turn is over.",
                "You draw at most %(count)d cards: if none of them can be played, they stay in "
                "your hand and your turn is over.",
                len(drew),
            )
            % {"count": len(drew)}
        )
    elif found is not None and any(found.card in e.cards for e in played):
        said.append(gettext("The first card that can be played goes onto the centre pile."))
        if any(e.role is sika.Role.FREE for e in played):
            said.append(gettext("Then you play a free card of your choice from your hand."))
    elif found is not None:
        said.append(
            gettext("The card that can be played goes into your hand, and your turn is over.")
        )
    if over and not limited:
        said.append(
            gettext(
                "If nothing is found, the game ends here and the cards in the hands are counted."
            )
        )
    return said


def _fits(rules: sika.Rules, players: int, top: int) -> Callable[[int], bool]:
    """The engine's own test of a card against ``top`` (two-phase: playable)."""
    probe = sika.position(rules, sika.Position(hands=(1,) * players, pile=(top,)), play_on=False)
    return probe.playable if rules.two_phase else probe.matches


def _suit(card: int) -> list[int]:
    return [c for c in range(DECK_SIZE) if SUIT_OF[c] == SUIT_OF[card]]


KINDS = listed(FitsTop(), DrawOrDig(), WhoIsSika())
