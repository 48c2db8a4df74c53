"""The sika pack's part of "play a game": names, the table a player sees, words.

``tutorials.play`` replays the game and keeps the events since the visitor's
last choice; this module turns them into sentences a player at the table
would hear. Cards that go face down into another player's hand are never
named (only their number), so the page tells no more than the table does.
Refused moves are the engine's ``IllegalMoveError`` put into words from its
``reason`` and ``data``, with the rules section that says so.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from django.utils.text import capfirst
from django.utils.translation import gettext, ngettext, pgettext

from games import sika
from games.cards import SUIT_OF, Card, parse_card
from games.core import Action, IllegalMoveError
from tutorials.packs.sika import pages
from tutorials.packs.sika.labels import POLICY_LABELS, PRESET_LABELS
from tutorials.packs.sika.narration import Scene, deal_sentence, narrate
from tutorials.packs.sika.table import TableView, table_view
from tutorials.words import Case, card_name, cards_list, suit_none, suit_one

__all__ = [
    "POLICY_LABELS",
    "PRESET_LABELS",
    "MAX_PLAYERS",
    "names",
    "seen_table",
    "turns",
    "goal",
    "option_words",
    "hint",
    "refusal",
    "parse_choice",
]

# One deck seats eight; the page offers one deck's range.
MAX_PLAYERS = 8
# The computer players; the visitor sits in seat 0 and starts.
COMPUTER_NAMES = ("Aino", "Eero", "Liisa", "Onni", "Helmi", "Väinö", "Kerttu")


def names(players: int) -> tuple[str, ...]:
    """Seat names: the visitor first, then the computer players."""
    # Translators: the visitor's name at the table in "play a game"; the narration
    # speaks of every player in the third person ("Vieras nostaa renkaasta").
    return (pgettext("player name", "Guest"), *COMPUTER_NAMES[: players - 1])


def seen_table(
    table: sika.Table, seat_names: Sequence[str], rules: sika.Rules, seat: int
) -> TableView:
    """The table as the visitor sees it: only their own hand face up."""
    return table_view(table, seat_names, rules, only_hand_of=seat)


@dataclass(frozen=True)
class Turn:
    """One turn (or a moment between turns) in words."""

    summary: str  # one sentence: "Eero drew three cards and played the queen of clubs."
    steps: tuple[str, ...]  # every event of it, as the worked examples tell them


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


def _summary(player: int, drawn: list[Card], played: list[Card], scene: Scene, seat: int) -> str:
    values = {"player": scene.who(player), "count": len(drawn), "cards": ""}
    if played:
        values["cards"] = _cards_and(played)
    if drawn and player == seat:
        values["drawn"] = cards_list(drawn)
        if played:
            return (
                ngettext(
                    "%(player)s drew one card (%(drawn)s) and played %(cards)s.",
                    "%(player)s drew %(count)d cards (%(drawn)s) and played %(cards)s.",
                    len(drawn),
                )
                % values
            )
        return (
            ngettext(
                "%(player)s drew one card (%(drawn)s) and played nothing.",
                "%(player)s drew %(count)d cards (%(drawn)s) and played nothing.",
                len(drawn),
            )
            % values
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


def _cards_and(cards: Sequence[Card]) -> str:
    """``the three of clubs and the ace of hearts`` as a whole object (Finnish genitive)."""
    # Translators: one card as the object of "played"; Finnish needs no article: "%(card)s".
    the = pgettext("card as an object", "the %(card)s")
    words = [the % {"card": card_name(c, Case.GENITIVE)} for c in cards]
    if len(words) == 1:
        return words[0]
    # Translators: cards played in one turn, as the object of "played": "A and B".
    return gettext("%(first)s and %(last)s") % {"first": ", ".join(words[:-1]), "last": words[-1]}


def turns(
    events: Sequence[tuple[sika.Event, sika.Table]],
    seat_names: Sequence[str],
    rules: sika.Rules,
    seat: int,
    from_deal: bool,
) -> list[Turn]:
    """The events since the visitor's last choice, turn by turn."""
    scene = Scene(tuple(seat_names), rules)
    out: list[Turn] = []
    if from_deal and events:
        first = events[0][1]
        out.append(Turn(deal_sentence(scene, first.pile_top, first.ring), ()))
    # Without the deal, the first events finish the visitor's own turn, after their choice.
    player: int | None = None if from_deal else seat
    steps: list[str] = []
    drawn: list[Card] = []
    played: list[Card] = []
    after: list[str] = []  # said after the turn's summary: who left, how the game ended
    previous: sika.Event | None = None

    def close() -> None:
        nonlocal player, steps, drawn, played, after
        if player is not None:
            out.append(Turn(_summary(player, drawn, played, scene, seat), tuple(steps)))
        out.extend(Turn(sentence, ()) for sentence in after)
        player, steps, drawn, played, after = None, [], [], [], []

    for event, table in events:
        if isinstance(event, sika.TurnStarted):
            close()
            player = event.player
        if isinstance(event, sika.Drew) and event.into_hand and event.player != seat:
            sentence = _hidden_draw(event, scene)
        else:
            sentence = narrate(event, scene, table.pile_top, previous)
        if isinstance(event, sika.Drew):
            drawn.append(event.card)
        elif isinstance(event, sika.Played):
            played.extend(event.cards)
        previous = event
        if player is None:  # between turns: the ring emptied, the game ended
            out.append(Turn(sentence, ()))
            continue
        steps.append(sentence)
        if isinstance(event, sika.Left | sika.GameOver):  # worth a sentence of its own
            after.append(sentence)
    close()
    return out


# ---------------------------------------------------------------------------
# The decision: its goal, its options, a hint


def goal(state: sika.SikaState) -> str:
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
    ) % {"top": card_name(top)}


def option_words(action: Action) -> str:
    """A button's words: the card, or the cards played together."""
    if len(action.cards) == 1:
        return capfirst(card_name(action.cards[0]))
    # Translators: several cards played at once, on a button: "Together: A, B, C".
    return gettext("Together: %(cards)s") % {"cards": cards_list(action.cards)}


def hint(state: sika.SikaState) -> tuple[Action, str]:
    """The strategy tips' move (the heuristic computer player's) and why."""
    action = sika.heuristic_policy(state)
    if state.pending is sika.DecisionKind.SHED:
        return action, gettext(
            "Play %(cards)s: getting rid of as many cards as you can at once brings you "
            "closest to going out."
        ) % {"cards": _cards_and(action.cards)}
    card = action.cards[0]
    hand = state.hands[state.to_move]
    values: dict[str, object] = {"card": card_name(card, Case.GENITIVE), "suits": suit_none(card)}
    if state.pending is sika.DecisionKind.MATCH:  # every option has the top card's suit
        return action, gettext(
            "Play the %(card)s: any of your %(suits)s may go first, and the tip is to play "
            "the lowest of them."
        ) % values

    def held_of(suit: int) -> int:
        return sum(1 for c in hand if SUIT_OF[c] == suit)

    held = held_of(SUIT_OF[card])
    values["count"] = held
    ties = {
        SUIT_OF[a.cards[0]] for a in state.legal_actions() if held_of(SUIT_OF[a.cards[0]]) == held
    }
    if len(ties) > 1:
        return action, ngettext(
            "Play the %(card)s: you hold %(count)d card of %(suits)s, as many as of another "
            "suit, and more %(suits)s are already in the centre pile, so the next player will "
            "search longer for one.",
            "Play the %(card)s: you hold %(count)d cards of %(suits)s, as many as of another "
            "suit, and more %(suits)s are already in the centre pile, so the next player will "
            "search longer for one.",
            held,
        ) % values
    return action, ngettext(
        "Play the %(card)s: %(suits)s is the suit you hold most of (%(count)d card), and "
        "playing from it keeps your hand balanced.",
        "Play the %(card)s: %(suits)s is the suit you hold most of (%(count)d cards), and "
        "playing from it keeps your hand balanced.",
        held,
    ) % values


# ---------------------------------------------------------------------------
# Refused moves: the engine's reason in words, and where the rules say it

_REFUSAL_ANCHOR = {
    sika.IllegalReason.MUST_MATCH: "kasivaihe",
    sika.IllegalReason.ONE_CARD: "vapaa-kortti",
    sika.IllegalReason.NOT_PLAYABLE: "kaksivaiheinen",
    sika.IllegalReason.NOT_A_SET_OR_RUN: "kaksivaiheinen",
}


def _card(data: dict[str, object], key: str) -> str:
    value = data.get(key)
    return card_name(parse_card(value)) if isinstance(value, str) else ""


def refusal(error: IllegalMoveError) -> tuple[str, str | None]:
    """Why the engine refused a move, in words, and the rules section (None: no section)."""
    data = error.data
    reason = sika.IllegalReason(error.reason)
    if reason is sika.IllegalReason.GAME_OVER:
        words = gettext("The game is over: no more cards are played.")
    elif reason is sika.IllegalReason.NO_DECISION:
        words = gettext("Nobody has a choice to make right now: the game goes on by itself.")
    elif reason is sika.IllegalReason.NOT_YOUR_TURN:
        words = gettext("It is not your turn.")
    elif reason is sika.IllegalReason.NOT_IN_HAND:
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
        ) % {"card": _card(data, "card"), "top": _card(data, "top")}
    else:
        words = gettext(
            "These cards cannot go down together: cards played at once must all have one "
            "rank, or be a run of at least three in one suit."
        )
    anchor = _REFUSAL_ANCHOR.get(reason)
    return capfirst(words), pages.section_url(anchor) if anchor else None


def parse_choice(text: str) -> tuple[Card, ...]:
    """Card codes separated by spaces, in the order played; ValueError if not cards."""
    codes = text.split()
    if not 1 <= len(codes) <= 52:
        raise ValueError("no cards")
    return tuple(parse_card(code) for code in codes)
