"""The questions and goals of ristiseiska's lessons, read off the engine.

A question's answer is read off the events the engine played; its options come from the
position (the centre cards of the rules, the seats, the hand, the points a hand could be
worth), so the right one is always among them. A goal is judged on the visitor's own move
against the table just before it, which the engine builds again from the step's position.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Sequence
from typing import TYPE_CHECKING

from django.utils.text import capfirst
from django.utils.translation import gettext, gettext_lazy, ngettext

from games import ristiseiska as rs
from games.core import Table
from tutorials.lessons import SEAT, Goal, Result, Start
from tutorials.lessons.format import narrowed
from tutorials.packs.ristiseiska.narration import name
from tutorials.presenter import named
from tutorials.words import Case, names_list

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise


def _spec(start: Start) -> rs.Position:
    """The position the step wrote: a lesson of ristiseiska builds ristiseiska's."""
    return narrowed(start.spec, rs.Position)


def _rules(start: Start) -> rs.Rules:
    return narrowed(start.rules, rs.Rules)


def _table(table: Table) -> rs.Table:
    return narrowed(table, rs.Table)


NOBODY = -1  # an answer "nobody" among seats

Options = Callable[[Start], Sequence[Hashable]]
Answer = Callable[[Result], Hashable]
Words = Callable[[Hashable, Sequence[str]], str]


# -- the table before the move ----------------------------------------------------------


def standing(rules: rs.Rules, spec: rs.Position) -> rs.RistiseiskaState:
    """The step's table as the engine builds it, at the decision the visitor faces."""
    return rs.build_position(rules, spec)


def slot_of(state: rs.RistiseiskaState, card: int) -> int:
    """The layout place ``card`` would take now (its open place, else its low one)."""
    low = card * 2
    return low + 1 if low not in state.opens and low + 1 in state.opens else low


def waiting(state: rs.RistiseiskaState, card: int) -> int:
    """How many cards must go down before ``card`` fits (0: it fits now).

    Every place on the layout is opened by exactly one place before it, so the walk back
    from ``card``'s place to an open one counts the cards still missing in between.
    """
    plan = state.rules.plan
    before: dict[int, int] = {t: s for s, nexts in enumerate(plan.next_slots) for t in nexts}
    slot = slot_of(state, card)
    if plan.end_of[slot] < 0 and plan.end_of[slot + 1] >= 0:
        slot += 1
    count = 0
    while slot not in state.opens and slot in before:
        slot = before[slot]
        count += 1
    return count


def gifts(state: rs.RistiseiskaState, card: int, player: int = SEAT) -> tuple[int, ...]:
    """The cards ``card`` would open a place for that ``player`` does not hold."""
    plan = state.rules.plan
    opened = plan.next_slots[slot_of(state, card)]
    return tuple(s >> 1 for s in opened if state.owner[s >> 1] != player)


# -- reading the events -----------------------------------------------------------------


def _turn(result: Result, player: int) -> Iterator[object]:
    """The events of ``player``'s first turn in ``result``."""
    inside = False
    for event in result.events:
        if isinstance(event, rs.TurnStarted):
            if inside:
                return
            inside = event.player == player
        elif inside:
            yield event


def first_card(result: Result) -> Hashable:
    """The first card laid on the layout."""
    return next(e.card for e in result.events if isinstance(e, rs.Played))


def second_player(result: Result) -> Hashable:
    """Who has the turn after the first one."""
    starts = [e.player for e in result.events if isinstance(e, rs.TurnStarted)]
    return starts[1]


PLAY, PASS, ASK, TOKEN = "play", "pass", "ask", "token"


def move_of(player: int) -> Answer:
    """What ``player`` does on their first turn: play a card, pass, ask or take the token."""

    def answer(result: Result) -> Hashable:
        for event in _turn(result, player):
            if isinstance(event, rs.Played):
                return (PLAY, event.card)
            if isinstance(event, rs.Passed):
                return (PASS, 0)
            if isinstance(event, rs.Asked | rs.NothingTaken):
                return (ASK, 0)
            if isinstance(event, rs.TookToken):
                return (TOKEN, 0)
        raise AssertionError("the turn did nothing")

    return answer


def giver(result: Result) -> Hashable:
    """Who gives the first asker a card (NOBODY: everyone else holds one card)."""
    for event in result.events:
        if isinstance(event, rs.Asked):
            return event.giver
        if isinstance(event, rs.NothingTaken):
            return NOBODY
    raise AssertionError("nobody asked")


def losers(result: Result) -> Hashable:
    over = next(e for e in result.events if isinstance(e, rs.GameOver))
    return frozenset(over.outcome.losers)


def place_of(player: int) -> Answer:
    def answer(result: Result) -> Hashable:
        return next(e.place for e in result.events if isinstance(e, rs.Left) and e.player == player)

    return answer


def points_of(player: int) -> Answer:
    def answer(result: Result) -> Hashable:
        scores = _table(result.after).scores
        assert scores is not None, "the game is not scored yet"
        return scores[player]

    return answer


def dead_card(result: Result) -> Hashable:
    return next(e.cards[0] for e in result.events if isinstance(e, rs.CardsDead))


# -- options from the position ----------------------------------------------------------


def centre_cards(start: Start) -> Sequence[Hashable]:
    """The opening cards first, then the other centre cards: four in all."""
    plan = _rules(start).plan
    others = [s >> 1 for s in plan.centres if s >> 1 not in plan.start]
    return (*plan.start, *others)[:4]


def seats_but_mover(start: Start) -> Sequence[Hashable]:
    spec = _spec(start)
    return tuple(
        q for q, place in enumerate(start.table.places) if place is None and q != spec.to_move
    )


def seats_or_nobody(start: Start) -> Sequence[Hashable]:
    """The players still in other than the one to move, then nobody."""
    return (*seats_but_mover(start), NOBODY)


def in_game(start: Start) -> Sequence[Hashable]:
    return tuple(q for q, place in enumerate(start.table.places) if place is None)


def one_or_all(start: Start) -> Sequence[Hashable]:
    """Each player still in alone, then all of them together."""
    seats = in_game(start)
    return (*(frozenset({q}) for q in seats), frozenset(seats))[:4]


def places(start: Start) -> Sequence[Hashable]:
    out = sum(1 for place in start.table.places if place is not None)
    return tuple(range(out + 1, len(start.table.places) + 1))[:4]


def turn_options(start: Start) -> Sequence[Hashable]:
    """Up to three cards of the hand of the player to move, then doing without a card:
    asking, or taking the token in a token game. In the first round the choice is between
    doing without a card and passing, so one card, passing and the usual way without."""
    spec = _spec(start)
    rules = _rules(start)
    other = TOKEN if rules.pantti or rules.ristikasi else ASK
    hand = start.table.hands[spec.to_move][: 1 if spec.first_round else 3]
    without = ((PASS, 0), (other, 0)) if spec.first_round else ((other, 0),)
    return (*((PLAY, card) for card in hand), *without)


def point_options(player: int) -> Options:
    """What ``player``'s hand could be worth: face values (the ace 14), one a card, the ace
    as one, and with the token's points where a token is played; four at most."""

    def options(start: Start) -> Sequence[Hashable]:
        hand = start.table.hands[player]
        face = sum(rs.FACE[c % 52] for c in hand)
        low_ace = sum(rs.RANK[c % 52] for c in hand)
        plan = _rules(start).plan
        counts = [face, len(hand), low_ace]
        if plan.token:
            counts[1:1] = [face + plan.token_points]
            counts.append(len(hand) + plan.token_points)
        return tuple(sorted(list(dict.fromkeys(counts))[:4]))

    return options


def around_joker(start: Start) -> Sequence[Hashable]:
    """The card the first joker on the table stands for, the one below it and two above."""
    card = next(c for c in _table(start.table).jokers if c >= 0)
    base = card - card % 13
    return tuple(c for c in range(card - 1, card + 3) if base <= c < base + 13)


# -- answers in words -------------------------------------------------------------------


def card_words(value: Hashable, names: Sequence[str]) -> str:
    assert isinstance(value, int)
    return capfirst(name(value))


def seat_words(value: Hashable, names: Sequence[str]) -> str:
    assert isinstance(value, int)
    if value == NOBODY:
        return gettext("Nobody")
    return capfirst(named(names, value))


def group_words(value: Hashable, names: Sequence[str]) -> str:
    assert isinstance(value, frozenset)
    return capfirst(names_list([named(names, q) for q in sorted(value)]))


def place_words(value: Hashable, names: Sequence[str]) -> str:
    assert isinstance(value, int)
    return gettext("Place %(place)d") % {"place": value}


def point_words(value: Hashable, names: Sequence[str]) -> str:
    assert isinstance(value, int)
    return ngettext("%(count)d point", "%(count)d points", value) % {"count": value}


def move_words(value: Hashable, names: Sequence[str]) -> str:
    """The visitor's move on their turn, in the second person."""
    assert isinstance(value, tuple)
    kind, card = value
    if kind == PLAY:
        return gettext("You play the %(card)s") % {"card": name(card, Case.GENITIVE)}
    return {
        PASS: gettext("You say “pass”"),
        ASK: gettext("You ask for a card"),
        TOKEN: gettext("You take the token"),
    }[kind]


# -- the goals --------------------------------------------------------------------------


def _card(result: Result) -> int:
    assert result.action is not None
    return result.action.cards[0]


def _give(
    sentence: StrOrPromise, reached: Callable[[Result], bool], rule: StrOrPromise, why: StrOrPromise
) -> Goal:
    """A goal on the card given when asked (who chooses it is our reading)."""
    section, reading = "kortin-pyytaminen", "tulkinta-antaja-valitsee"
    return Goal(rs.DecisionKind.GIVE.value, sentence, reached, rule, why, section, reading)


def give_unplayable(rules: rs.Rules, spec: rs.Position, sentence: StrOrPromise) -> Goal:
    """Give a card that does not fit the layout now."""

    def reached(result: Result) -> bool:
        return waiting(standing(rules, spec), _card(result)) > 0

    rule = gettext_lazy(
        "A card that does not fit yet is the cheapest to give: the asker cannot play it at "
        "once, and you keep the cards you can play."
    )
    why = gettext_lazy(
        "That card fits the layout, so the asker can play it on their next turn, and you lost a "
        "card you could have played yourself."
    )
    return _give(sentence, reached, rule, why)


def give_furthest(rules: rs.Rules, spec: rs.Position, sentence: StrOrPromise) -> Goal:
    """Give the card with the most cards missing before it fits."""

    def reached(result: Result) -> bool:
        state = standing(rules, spec)
        far = max(waiting(state, c) for c in state.hands[SEAT])
        return waiting(state, _card(result)) == far

    rule = gettext_lazy(
        "The more cards must go down before a card fits, the longer it would have stayed in "
        "your hand: that is the card to give away."
    )
    why = gettext_lazy(
        "Count the cards still missing before each of your cards fits: a card that fits now "
        "waits for none, and the asker can play it at once. Another card of yours waits longer."
    )
    return _give(sentence, reached, rule, why)


def closes_again(sentence: StrOrPromise) -> Goal:
    """An extra card that closes a row end too, so the turn goes on."""

    def reached(result: Result) -> bool:
        played = [e for e in _turn_of_move(result) if isinstance(e, rs.Played)]
        return bool(played) and played[0].closes

    return Goal(
        decision=rs.DecisionKind.EXTRA.value,
        sentence=sentence,
        reached=reached,
        rule=gettext_lazy(
            "Every ace or king that closes a row end gives one more card, so closing cards "
            "can follow each other in one turn."
        ),
        why=gettext_lazy(
            "Only a card that closes a row end keeps the turn going: any other card, or "
            "stopping, ends it."
        ),
        section="assa-ja-kuningas",
        reading="tulkinta-lisakortti",
    )


def _turn_of_move(result: Result) -> Iterator[object]:
    """The visitor's own events: those before the next player's turn begins."""
    for event in result.events:
        if isinstance(event, rs.TurnStarted):
            return
        yield event


def chooses(
    move: tuple[int, ...],
    decision: rs.DecisionKind,
    texts: tuple[StrOrPromise, StrOrPromise, StrOrPromise],
    section: str,
    reading: str = "",
) -> Goal:
    """The visitor makes exactly ``move`` (a card, "stop" or "hold"); ``texts``: the goal's
    sentence, rule and why."""

    def reached(result: Result) -> bool:
        assert result.action is not None
        return result.action.cards == move

    sentence, rule, why = texts
    return Goal(decision.value, sentence, reached, rule, why, section, reading)


def stops(sentence: StrOrPromise, why: StrOrPromise) -> Goal:
    """No extra card: the visitor stops."""
    rule = gettext_lazy(
        "The extra card is never a must: stopping keeps the places your cards would open shut "
        "for the others."
    )
    texts = (sentence, rule, why)
    return chooses(
        (rs.STOP,), rs.DecisionKind.EXTRA, texts, "assa-ja-kuningas", "tulkinta-lisakortti"
    )


def opens_nothing(
    rules: rs.Rules,
    spec: rs.Position,
    sentence: StrOrPromise,
    decision: rs.DecisionKind,
    section: str,
) -> Goal:
    """A card (not stopping) that opens a place only for the visitor's own cards."""

    def reached(result: Result) -> bool:
        card = _card(result)
        if card in (rs.STOP, rs.HOLD):
            return False
        return not gifts(standing(rules, spec), card)

    return Goal(
        decision=decision.value,
        sentence=sentence,
        reached=reached,
        rule=gettext_lazy(
            "A card whose next places wait only for your own cards gives the others nothing "
            "new to play."
        ),
        why=gettext_lazy(
            "One of your cards opens a place only for a card you hold yourself: that one gives "
            "the others nothing new to play."
        ),
        section=section,
        reading="tulkinta-lisakortti" if decision is rs.DecisionKind.EXTRA else "",
    )


def holds_back(sentence: StrOrPromise, rule: StrOrPromise, why: StrOrPromise) -> Goal:
    texts = (sentence, rule, why)
    return chooses((rs.HOLD,), rs.DecisionKind.PLAY, texts, "vain-seiskat", "tulkinta-vain-seiskat")


def swaps(sentence: StrOrPromise) -> Goal:
    def reached(result: Result) -> bool:
        return any(isinstance(e, rs.Swapped) for e in _turn_of_move(result))

    return Goal(
        decision=rs.DecisionKind.PLAY.value,
        sentence=sentence,
        reached=reached,
        rule=gettext_lazy(
            "The real card's holder may lay it in the joker's place on their turn and take the "
            "joker, until a card covers the joker or its row end is complete."
        ),
        why=gettext_lazy(
            "You did not swap: once a card covers the joker, its real card is dead for good."
        ),
        section="jokerit-seiska",
        reading="tulkinta-jokerin-vaihto",
    )


def joker_for(card: int, sentence: StrOrPromise, rule: StrOrPromise, why: StrOrPromise) -> Goal:
    """A joker laid in the place of ``card``."""

    def reached(result: Result) -> bool:
        return any(
            isinstance(e, rs.JokerPlayed) and e.stands_for == card for e in _turn_of_move(result)
        )

    return Goal(
        decision=rs.DecisionKind.PLAY.value,
        sentence=sentence,
        reached=reached,
        rule=rule,
        why=why,
        section="jokerit-seiska",
        reading="tulkinta-jokerin-vaihto",
    )


def plays(
    card: int, sentence: StrOrPromise, rule: StrOrPromise, why: StrOrPromise, section: str
) -> Goal:
    """The visitor plays ``card`` (in the holding variant: rather than hold back)."""
    reading = "tulkinta-vain-seiskat" if section == "vain-seiskat" else ""
    return chooses((card,), rs.DecisionKind.PLAY, (sentence, rule, why), section, reading)
