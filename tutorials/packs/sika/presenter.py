"""How sika looks and sounds on the site: its table, its steps, its turns in words.

Cards that go face down into another player's hand are never named in play
(only their number), so the page tells no more than the table does. Refused
moves are the engine's ``IllegalMoveError`` put into words from its ``reason``
and ``data``, with the rules section that says so.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby

from django.utils.translation import gettext, ngettext, pgettext

from games import sika
from games.cards import SUIT_OF, Card, parse_card
from games.core import Action, IllegalMoveError, TurnReason
from tutorials import advice
from tutorials.packs.sika.narration import Scene, deal_sentence, narrate
from tutorials.packs.sika.table import present_step, table_view
from tutorials.presenter import Heard, MadeFor, Presenter, StrOrPromise, Turn
from tutorials.words import Case, card_name, cards_list, suit_none, suit_one


def _hidden_draw(event: sika.Drew, scene: Scene) -> str:
    """A card that goes face down into another player's hand: not named."""
    values = {"player": scene.who(event.player)}
    if event.matches:
        return gettext("%(player)s finds a matching card but keeps it in the hand.") % values
    if scene.rules.two_phase and event.source is sika.Source.RING:
        return (
            gettext("%(player)s draws a card that cannot be played: it goes onto their own pile.")
            % values
        )
    return gettext("%(player)s draws a card: no match, so it goes into the hand.") % values


def _hidden_draws(event: sika.Drew, count: int, scene: Scene) -> str:
    """A run of ``count`` cards that went face down into another player's hand, none of
    them matching: one sentence, so a second draw is never read as the first said again."""
    values = {"player": scene.who(event.player), "count": count}
    if scene.rules.two_phase and event.source is sika.Source.RING:
        return (
            ngettext(
                "%(player)s draws %(count)d card that cannot be played: it goes onto their "
                "own pile.",
                "%(player)s draws %(count)d cards that cannot be played: they go onto their "
                "own pile.",
                count,
            )
            % values
        )
    return (
        ngettext(
            "%(player)s draws %(count)d card: it does not match, so it goes into the hand.",
            "%(player)s draws %(count)d cards: none of them matches, so they go into the hand.",
            count,
        )
        % values
    )


def _hidden_by(event: object, seat: int) -> int | None:
    """The player whose draw ``event`` is, if it went face down into their hand unmatched."""
    if isinstance(event, sika.Drew) and event.into_hand and not event.matches:
        return None if event.player == seat else event.player
    return None


def _steps(heard: Sequence[Heard], scene: Scene, seat: int) -> tuple[str, ...]:
    """Every event's sentence; a run of another player's hidden draws, one sentence."""
    steps: list[str] = []
    for player, group in groupby(heard, key=lambda h: _hidden_by(h.event, seat)):
        run = list(group)
        if player is None or len(run) == 1:
            steps += [h.sentence for h in run]
        else:
            first = run[0].event
            assert isinstance(first, sika.Drew)  # only a draw is hidden (``_hidden_by``)
            steps.append(_hidden_draws(first, len(run), scene))
    return tuple(steps)


def _summary(
    player: int, drawn: list[Card], played: list[Card], scene: Scene, seat: int, *, dug: bool
) -> str:
    """The turn in one sentence; ``dug``: every card drawn was dug out of the centre pile."""
    values = {"player": scene.who(player), "count": len(drawn), "cards": ""}
    if played:
        values["cards"] = _cards_and(played)
    if dug:
        return _dug_summary(player, drawn, played, seat, values)
    if drawn and player == seat:
        values["drawn"] = cards_list(drawn)
        if played:
            return (
                ngettext(
                    "You drew one card (%(drawn)s) and played %(cards)s.",
                    "You drew %(count)d cards (%(drawn)s) and played %(cards)s.",
                    len(drawn),
                )
                % values
            )
        return (
            ngettext(
                "You drew one card (%(drawn)s) and played nothing.",
                "You drew %(count)d cards (%(drawn)s) and played nothing.",
                len(drawn),
            )
            % values
        )
    if player == seat:
        return (
            gettext("You played %(cards)s.") % values if played else gettext("You played nothing.")
        )
    if drawn and played:
        return (
            ngettext(
                "%(player)s drew one card and played %(cards)s.",
                "%(player)s drew %(count)d cards and played %(cards)s.",
                len(drawn),
            )
            % values
        )
    if drawn:
        return (
            ngettext(
                "%(player)s drew one card and played nothing.",
                "%(player)s drew %(count)d cards and played nothing.",
                len(drawn),
            )
            % values
        )
    if played:
        return gettext("%(player)s played %(cards)s.") % values
    return gettext("%(player)s played nothing.") % values


def _dug_summary(
    player: int, drawn: list[Card], played: list[Card], seat: int, values: dict[str, object]
) -> str:
    if player == seat:
        values["drawn"] = cards_list(drawn)
        if played:
            return (
                ngettext(
                    "You dug one card (%(drawn)s) out of the centre pile and played %(cards)s.",
                    "You dug %(count)d cards (%(drawn)s) out of the centre pile and played "
                    "%(cards)s.",
                    len(drawn),
                )
                % values
            )
        return (
            ngettext(
                "You dug one card (%(drawn)s) out of the centre pile and played nothing.",
                "You dug %(count)d cards (%(drawn)s) out of the centre pile and played nothing.",
                len(drawn),
            )
            % values
        )
    if played:
        return (
            ngettext(
                "%(player)s dug one card out of the centre pile and played %(cards)s.",
                "%(player)s dug %(count)d cards out of the centre pile and played %(cards)s.",
                len(drawn),
            )
            % values
        )
    return (
        ngettext(
            "%(player)s dug one card out of the centre pile and played nothing.",
            "%(player)s dug %(count)d cards out of the centre pile and played nothing.",
            len(drawn),
        )
        % values
    )


def _cards_and(cards: Sequence[Card]) -> str:
    """``the three of clubs and the ace of hearts`` as a whole object (Finnish genitive)."""
    # Translators: one card as the object of "played"; Finnish needs no article: "%(card)s".
    the = pgettext("card as an object", "the %(card)s")
    words = [the % {"card": card_name(c, Case.GENITIVE)} for c in cards]
    if len(words) == 1:
        return words[0]
    # Translators: cards played in one turn, as the object of "played": "A and B".
    return gettext("%(first)s and %(last)s") % {"first": ", ".join(words[:-1]), "last": words[-1]}


# ---------------------------------------------------------------------------
# The decision: its goal and why the hint's move is good


def _goal(state: sika.SikaState) -> str:
    """One sentence: what the visitor is to do now, and what to think about."""
    decision = state.decision
    assert decision is not None
    top = state.top
    if decision.kind is sika.DecisionKind.FREE:
        return gettext(
            "Play a free card: any card of your hand. Which suit will the next player have to "
            "look for?"
        )
    if decision.kind is sika.DecisionKind.MATCH:
        return gettext(
            "The top card is %(suit)s: play one of your %(suits)s first. Which one do you keep?"
        ) % {"suit": suit_one(top), "suits": suit_none(top)}
    if decision.kind is sika.DecisionKind.LEAD:
        return gettext(
            "Nobody played a card for a whole round: lead any card. Which suit will the next "
            "player have to look for?"
        )
    return gettext(
        "Play a card that fits on the %(top)s (same suit or rank, or an eight), or several: "
        "cards of one rank, or a run of three or more in one suit."
    ) % {"top": card_name(top, Case.GENITIVE)}


def _why(state: sika.SikaState, action: Action) -> str:
    """Why the strategy tips' move (the heuristic computer player's) is good."""
    if state.pending is sika.DecisionKind.SHED:
        return gettext(
            "Getting rid of as many cards as you can at once brings you closest to going out."
        )
    card = action.cards[0]
    hand = state.hands[state.to_move]
    values: dict[str, object] = {"suits": suit_none(card)}
    if state.pending is sika.DecisionKind.MATCH:  # every option has the top card's suit
        return (
            gettext(
                "Any of your %(suits)s may go first, and the tip is to play the lowest of them."
            )
            % values
        )

    def held_of(suit: int) -> int:
        return sum(1 for c in hand if SUIT_OF[c] == suit)

    held = held_of(SUIT_OF[card])
    values["count"] = held
    ties = {
        SUIT_OF[a.cards[0]] for a in state.legal_actions() if held_of(SUIT_OF[a.cards[0]]) == held
    }
    if len(ties) > 1:
        return (
            ngettext(
                "You hold %(count)d card of %(suits)s, as many as of another suit, and more "
                "%(suits)s are already in the centre pile, so fewer of them are left anywhere "
                "else.",
                "You hold %(count)d cards of %(suits)s, as many as of another suit, and more "
                "%(suits)s are already in the centre pile, so fewer of them are left anywhere "
                "else.",
                held,
            )
            % values
        )
    return (
        ngettext(
            "%(suits)s is the suit you hold most of (%(count)d card), and playing from it keeps "
            "your hand balanced.",
            "%(suits)s is the suit you hold most of (%(count)d cards), and playing from it keeps "
            "your hand balanced.",
            held,
        )
        % values
    )


def _hint_section(state: sika.SikaState, action: Action) -> str:
    """The rules a hint links: the two phases' shedding, else the tips."""
    return "kaksivaiheinen" if state.pending is sika.DecisionKind.SHED else "strategia"


# ---------------------------------------------------------------------------
# Refused moves: the engine's reason in words, and where the rules say it

_REFUSAL_ANCHOR: dict[str, str] = {
    sika.IllegalReason.MUST_MATCH: "kasivaihe",
    sika.IllegalReason.ONE_CARD: "vapaa-kortti",
    sika.IllegalReason.NOT_PLAYABLE: "kaksivaiheinen",
    sika.IllegalReason.NOT_A_SET_OR_RUN: "kaksivaiheinen",
}


def _card(data: dict[str, object], key: str, case: Case = Case.NOMINATIVE) -> str:
    value = data.get(key)
    return card_name(parse_card(value), case) if isinstance(value, str) else ""


def _refused(error: IllegalMoveError) -> tuple[StrOrPromise, str | None] | None:
    """Why the engine refused a move, in words, and the rules anchor (None: the common words)."""
    data = error.data
    reason = error.reason
    if isinstance(reason, TurnReason):  # the common words of the base class
        return None
    if reason is sika.IllegalReason.NOT_IN_HAND:
        words = gettext("The %(card)s is not in your hand.") % {"card": _card(data, "card")}
    elif reason is sika.IllegalReason.MUST_MATCH:
        top = parse_card(str(data["top"]))
        if data.get("match") == "colour":
            words = gettext(
                "The %(card)s is not allowed: it is not the colour of the top card, the "
                "%(top)s, and a card of that colour must be played first."
            ) % {"card": _card(data, "card"), "top": card_name(top)}
        else:
            words = gettext(
                "The %(card)s is not allowed: the top card is %(suit)s, so one of your "
                "%(suits)s must be played first."
            ) % {"card": _card(data, "card"), "suit": suit_one(top), "suits": suit_none(top)}
    elif reason is sika.IllegalReason.ONE_CARD:
        words = gettext("Play exactly one card here.")
    elif reason is sika.IllegalReason.NOT_PLAYABLE:
        words = gettext(
            "The %(card)s does not fit on the %(top)s: it needs the same suit, the same rank, "
            "or an eight."
        ) % {"card": _card(data, "card"), "top": _card(data, "top", Case.GENITIVE)}
    else:
        words = gettext(
            "These cards cannot go down together: cards played at once must all have one "
            "rank, or be a run of at least three in one suit."
        )
    return words, _REFUSAL_ANCHOR.get(reason)


class SikaPresenter(Presenter[sika.Rules, sika.SikaState, sika.Table, sika.Event]):
    game = sika.GAME
    # Nobody wins sika: the game is not to be the sika.
    aim = advice.SAFE
    table_template = "tutorials/sika/table.html"
    turn_start = sika.TurnStarted
    aftermath = (sika.RingEmptied, sika.Left, sika.Deadlock, sika.NewDrawPile, sika.GameOver)

    def actor(self, event: object) -> int | None:
        # A turn that played ends by itself; a stuck or empty turn's end is the player's
        # last act of it (they are still to move while their last draw is told).
        if isinstance(event, sika.TurnEnded):
            return None if event.result is sika.TurnResult.PLAYING else event.player
        return super().actor(event)

    def joins(self, event: object) -> int:
        # "Aino's turn ends." after a turn that played says nothing the step before has
        # not: it is told with it. A stuck or empty turn's end is a step of its own.
        if isinstance(event, sika.TurnEnded) and event.result is sika.TurnResult.PLAYING:
            return -1
        return super().joins(event)

    table = staticmethod(table_view)
    step = staticmethod(present_step)

    def narrate(
        self,
        event: sika.Event,
        names: Sequence[str],
        rules: sika.Rules,
        table: sika.Table,
    ) -> str:
        return narrate(event, Scene(names, rules), table.pile_top)

    def deal(
        self,
        events: Sequence[tuple[sika.Event | MadeFor, sika.Table]],
        names: Sequence[str],
        rules: sika.Rules,
        seat: int,
    ) -> str:
        first = events[0][1]
        return deal_sentence(Scene(names, rules), first.pile_top, first.ring)

    def secret(
        self, event: sika.Event, names: Sequence[str], rules: sika.Rules, seat: int
    ) -> str | None:
        if isinstance(event, sika.Drew) and event.into_hand and event.player != seat:
            return _hidden_draw(event, Scene(names, rules))
        return None

    def turn(
        self,
        player: int | None,
        heard: Sequence[Heard],
        names: Sequence[str],
        rules: sika.Rules,
        seat: int,
    ) -> list[Turn]:
        """A turn summed up as the cards drawn and played; who left or how the game
        ended is said again after it."""
        if player is None:  # between turns: the ring emptied, the game ended
            return [Turn(h.sentence, ()) for h in heard]
        draws = [h.event for h in heard if isinstance(h.event, sika.Drew)]
        drawn = [d.card for d in draws]
        dug = bool(draws) and all(d.source is sika.Source.PILE for d in draws)
        played = [c for h in heard if isinstance(h.event, sika.Played) for c in h.event.cards]
        scene = Scene(names, rules)
        after = [
            Turn(h.sentence, ()) for h in heard if isinstance(h.event, sika.Left | sika.GameOver)
        ]
        steps = _steps(heard, scene, seat)
        return [Turn(_summary(player, drawn, played, scene, seat, dug=dug), steps), *after]

    def laid(self, event: sika.Event) -> tuple[int, ...]:
        return event.cards if isinstance(event, sika.Played) else ()

    # The cards of one move go onto the centre pile in the move's order, the last on top,
    # and the next player plays on that one: the same cards in another order are another
    # move, so a move of several cards names the one left on top.

    def together(self, cards: Sequence[int]) -> str:
        # Translators: sika: several cards played at once, in running text after a colon,
        # and the one left on top: "jack of spades and jack of clubs together, jack of
        # clubs on top".
        return gettext("%(together)s, %(top)s on top") % {
            "together": super().together(cards),
            "top": card_name(cards[-1]),
        }

    def option_words(self, action: Action) -> str:
        if len(action.cards) < 2:
            return super().option_words(action)
        # Translators: sika: a button's words for several cards played at once, and the one
        # left on top: "Together: jack of spades, jack of clubs (jack of clubs on top)".
        return gettext("%(together)s (%(top)s on top)") % {
            "together": super().option_words(action),
            "top": card_name(action.cards[-1]),
        }

    def made_for_words(self, action: Action) -> str:
        # Only one-phase sika has moves alike: cards of one suit (games.sika.equivalent_moves).
        return gettext(
            "%(one)s is as good as %(one)s: every card you could play here was as good as "
            "the others, so the choice was made for you."
        ) % {"one": suit_one(action.cards[0])}

    goal = staticmethod(_goal)

    why = staticmethod(_why)

    hint_section = staticmethod(_hint_section)

    refused = staticmethod(_refused)


PRESENTER = SikaPresenter()
