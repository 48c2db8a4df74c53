"""The ristiseiska pack's part of "play a game": names, the table a player sees, words.

``tutorials.play`` replays the game and keeps the events since the visitor's
last choice; this module turns them into sentences a player at the table
would hear. A card handed face down between two other players, or drawn from
the stock by someone else, is never named. The visitor decides everything a
player decides at the table: which card to play, an extra card or stop,
holding back where the rules allow it, and which card to give when asked.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from django.utils.text import capfirst
from django.utils.translation import gettext, pgettext

from games import ristiseiska as rs
from games.core import Action, IllegalMoveError
from tutorials.packs.ristiseiska import pages
from tutorials.packs.ristiseiska.labels import POLICY_LABELS, PRESET_LABELS
from tutorials.packs.ristiseiska.narration import Scene, deal_sentence, name, narrate
from tutorials.packs.ristiseiska.table import TableView, table_view
from tutorials.words import Case

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
]

MAX_PLAYERS = 8
COMPUTER_NAMES = ("Aino", "Eero", "Liisa", "Onni", "Helmi", "Väinö", "Kerttu")


def names(players: int) -> tuple[str, ...]:
    """Seat names: the visitor first, then the computer players."""
    # Translators: the visitor's name at the table in "play a game".
    return (pgettext("player name", "Guest"), *COMPUTER_NAMES[: players - 1])


def seen_table(table: rs.Table, seat_names: Sequence[str], rules: rs.Rules, seat: int) -> TableView:
    """The table as the visitor sees it: only their own hand face up."""
    over = table.outcome is not None
    return table_view(table, seat_names, rules, only_hand_of=None if over else seat)


@dataclass(frozen=True)
class Turn:
    summary: str
    steps: tuple[str, ...]


def _sentence(event: object, scene: Scene, seat: int, table: rs.Table) -> str:
    """The event as the visitor may hear it: hidden cards stay unnamed."""
    if isinstance(event, rs.Gave) and seat not in (event.giver, event.player):
        return gettext("%(giver)s gives %(player)s a card face down.") % {
            "giver": scene.who(event.giver),
            "player": scene.who(event.player),
        }
    if isinstance(event, rs.Drew) and event.player != seat:
        return gettext("%(player)s has no card that fits and draws from the stock.") % {
            "player": scene.who(event.player)
        }
    return narrate(event, scene, table.hands)


def turns(
    events: Sequence[tuple[object, rs.Table]],
    seat_names: Sequence[str],
    rules: rs.Rules,
    seat: int,
    from_deal: bool,
) -> list[Turn]:
    """The events since the visitor's last choice, turn by turn."""
    scene = Scene(tuple(seat_names), rules)
    out: list[Turn] = []
    if from_deal and events:
        out.append(Turn(deal_sentence(scene, events[0][1].to_move, len(seat_names)), ()))
    steps: list[str] = []
    for event, table in events:
        if isinstance(event, rs.TurnStarted):
            if steps:
                out.append(Turn(steps[0], tuple(steps[1:])))
            steps = []
            continue
        steps.append(_sentence(event, scene, seat, table))
    if steps:
        out.append(Turn(steps[0], tuple(steps[1:])))
    return out


def goal(state: rs.RistiseiskaState) -> str:
    """What the visitor is to do now, and what to weigh."""
    decision = state.decision
    assert decision is not None
    if decision.kind is rs.DecisionKind.GIVE:
        # No name: the same goal serves games whose seats are named differently.
        return gettext(
            "You are asked for a card: choose which one to give. A card you cannot use soon "
            "is the cheapest to lose."
        )
    if decision.kind is rs.DecisionKind.EXTRA:
        return gettext("You closed a row end: play one more card, or stop and keep your cards.")
    if any(a.cards == (rs.HOLD,) for a in decision.options):
        return gettext(
            "Play a card that fits the layout, or hold back. Which card opens the least for "
            "the others?"
        )
    return gettext("Play a card that fits the layout. Which card opens the least for the others?")


def option_words(action: Action) -> str:
    """A button's words."""
    cards = action.cards
    if cards == (rs.STOP,):
        return gettext("Stop: no extra card")
    if cards == (rs.HOLD,):
        return gettext("Hold back: play nothing")
    if len(cards) == 2 and cards[1] == rs.LOW:
        return gettext("%(card)s, at the low end (next to the two)") % {
            "card": capfirst(name(cards[0]))
        }
    if len(cards) == 2 and cards[1] == rs.HIGH:
        return gettext("%(card)s, at the high end (next to the king)") % {
            "card": capfirst(name(cards[0]))
        }
    if len(cards) == 2 and cards[0] >= rs.JOKER0:
        return gettext("Joker, in the place of the %(card)s") % {
            "card": name(cards[1], Case.GENITIVE)
        }
    return capfirst(name(cards[0]))


def hint(state: rs.RistiseiskaState) -> tuple[Action, str]:
    """The strategy tips' move (the heuristic computer player's) and why."""
    action = rs.POLICIES["heuristic"](state)
    decision = state.decision
    assert decision is not None
    if decision.kind is rs.DecisionKind.GIVE:
        why = gettext("Give this one: of your cards it is the furthest from being playable.")
    elif action.cards == (rs.STOP,):
        why = gettext("Stop here: the cards you could still play would open rows for the others.")
    else:
        why = gettext(
            "Play this one: it opens the least for the others, or leads to cards you hold."
        )
    return action, why


_REFUSAL_ANCHOR = {
    rs.IllegalReason.NEEDS_CARD: "seiskan-rivit",
    rs.IllegalReason.NEEDS_CLUB: "seiskan-jako",
    rs.IllegalReason.ALREADY_DOWN: "seiskan-rivit",
    rs.IllegalReason.DEAD_CARD: "jokerit-seiska",
    rs.IllegalReason.MUST_PLAY: "seiskan-vuoro",
    rs.IllegalReason.MUST_PLAY_SEVEN: "vain-seiskat",
    rs.IllegalReason.NO_EXTRA_PLAY: "assa-ja-kuningas",
    rs.IllegalReason.CHOOSE_END: "ensimmainen-assa",
}


def refusal(error: IllegalMoveError) -> tuple[str, str | None]:
    """Why the engine refused a move, in words, and the rules section (None: no section)."""
    try:
        reason = rs.IllegalReason(error.reason)
    except ValueError:
        reason = rs.IllegalReason.NOT_A_CHOICE
    words = {
        rs.IllegalReason.GAME_OVER: gettext("The game is over: no more cards are played."),
        rs.IllegalReason.NO_DECISION: gettext(
            "Nobody has a choice to make right now: the game goes on by itself."
        ),
        rs.IllegalReason.NOT_YOUR_TURN: gettext("It is not your turn."),
        rs.IllegalReason.NOT_IN_HAND: gettext("That card is not in your hand."),
        rs.IllegalReason.NEEDS_CARD: gettext(
            "That card does not fit yet: the card next to it in its row is not down."
        ),
        rs.IllegalReason.NEEDS_CLUB: gettext("The opening card must be played first."),
        rs.IllegalReason.ALREADY_DOWN: gettext("That place on the layout is already taken."),
        rs.IllegalReason.DEAD_CARD: gettext(
            "That card is dead: a joker took its place for good, so it can never be played."
        ),
        rs.IllegalReason.MUST_PLAY: gettext("You have a card that fits, so you must play one."),
        rs.IllegalReason.MUST_PLAY_SEVEN: gettext(
            "You hold a seven that fits: a seven must be played."
        ),
        rs.IllegalReason.NO_EXTRA_PLAY: gettext(
            "There is no extra card to stop: just play a card."
        ),
        rs.IllegalReason.CHOOSE_END: gettext(
            "This ace fits either end: choose the low or the high end."
        ),
    }.get(reason, gettext("That is not one of the moves you can make now."))
    anchor = _REFUSAL_ANCHOR.get(reason)
    return words, pages.section_url(anchor) if anchor else None
