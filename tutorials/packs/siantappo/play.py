"""The siantappo pack's part of "play a game": names, the table a player sees, words.

Plays lie face up on the table, so every play is told with its cards; only a
card exchange between two computer players is told without naming the cards,
which go face down into a hand. Refused moves are the engine's
``IllegalMoveError`` put into words from its ``reason``, with the rules section
that says so.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from django.utils.text import capfirst
from django.utils.translation import gettext, ngettext, pgettext
from django.utils.translation import gettext_lazy as _

from games import siantappo
from games.core import Action, IllegalMoveError
from tutorials.packs.siantappo import pages
from tutorials.packs.siantappo.labels import POLICY_LABELS, PRESET_LABELS
from tutorials.packs.siantappo.narration import combo_words, deal_sentence, narrate
from tutorials.packs.siantappo.table import TableView, table_view
from tutorials.words import card_name, cards_list

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise
else:
    StrOrPromise = str

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

MAX_PLAYERS = siantappo.MAX_PLAYERS
COMPUTER_NAMES = ("Aino", "Eero", "Liisa", "Onni", "Helmi")


def names(players: int) -> tuple[str, ...]:
    """Seat names: the visitor first, then the computer players."""
    return (pgettext("player name", "Guest"), *COMPUTER_NAMES[: players - 1])


def seen_table(
    table: siantappo.Table, seat_names: Sequence[str], rules: siantappo.Rules, seat: int
) -> TableView:
    """The table as the visitor sees it: only their own hand face up."""
    return table_view(table, seat_names, only_hand_of=seat)


@dataclass(frozen=True)
class Turn:
    summary: str
    steps: tuple[str, ...]


def _hidden_gift(event: siantappo.Exchanged, seat_names: Sequence[str]) -> str:
    count = len(event.cards)
    return ngettext(
        "Exchange: %(giver)s gives %(receiver)s one card, face down.",
        "Exchange: %(giver)s gives %(receiver)s %(count)d cards, face down.",
        count,
    ) % {"giver": seat_names[event.player], "receiver": seat_names[event.receiver], "count": count}


def turns(
    events: Sequence[tuple[siantappo.Event, siantappo.Table]],
    seat_names: Sequence[str],
    rules: siantappo.Rules,
    seat: int,
    from_deal: bool,
) -> list[Turn]:
    """The events since the visitor's last choice: each play or pass is a turn of its own."""
    out: list[Turn] = []
    if from_deal and events:
        # The first lead names the leader; none yet means the visitor is to lead.
        first = next((e.player for e, _t in events if isinstance(e, siantappo.Played)), seat)
        out.append(Turn(deal_sentence(events[0][1], seat_names, first), ()))
    previous: siantappo.Event | None = None
    for event, _table in events:
        if isinstance(event, siantappo.Exchanged) and seat not in (event.player, event.receiver):
            sentence = _hidden_gift(event, seat_names)
        else:
            sentence = narrate(event, seat_names, previous)
        out.append(Turn(sentence, ()))
        previous = event
    return out


def goal(state: siantappo.SiantappoState) -> str:
    """One sentence: what the visitor is to do now, and what to think about."""
    combo = state.trick_combo
    trick = state.trick
    if combo is None or trick is None:
        if state.must_3c:
            return gettext(
                "Open the game: your play must contain the three of clubs. A pair or a straight "
                "with it sheds more cards at once."
            )
        return gettext(
            "Open a new trick with any play. The others must answer with the same kind and "
            "number of cards."
        )
    words = {"kind": combo_words(combo, len(trick)), "cards": cards_list(trick)}
    if siantappo.DECK.text(trick[-1]).startswith("2") and combo in (
        siantappo.Combo.SINGLE,
        siantappo.Combo.PAIR,
    ):
        return (
            gettext("On the table: %(cards)s. Only a higher two or a siantappo beats it; or pass.")
            % words
        )
    return (
        gettext(
            "On the table: %(cards)s, %(kind)s. Beat it with the same kind, as many cards and "
            "higher, or pass."
        )
        % words
    )


def option_words(action: Action) -> str:
    """A button's words: pass, one card, or the cards played together."""
    if not action.cards:
        return gettext("Pass")
    if len(action.cards) == 1:
        return capfirst(card_name(action.cards[0]))
    # Translators: several cards played at once, on a button: "Together: A, B, C".
    return gettext("Together: %(cards)s") % {"cards": cards_list(action.cards)}


def hint(state: siantappo.SiantappoState) -> tuple[Action, str]:
    """The strategy's move (the heuristic computer player's) and why."""
    action = siantappo.heuristic_policy(state)
    if not action.cards:
        return action, gettext(
            "Pass: beating this would cost you a two or break up cards you can shed together later."
        )
    values = {"cards": cards_list(action.cards)}
    if state.trick_combo is None:
        return action, gettext(
            "Play %(cards)s: open with your weakest cards, as many of them at once as you can."
        ) % values
    return action, gettext(
        "Play %(cards)s: the weakest play that beats the table, so your strong cards are "
        "still there later."
    ) % values


R = siantappo.IllegalReason

_REFUSALS: dict[str, tuple[StrOrPromise, str | None]] = {
    R.GAME_OVER: (_("The game is over: no more cards are played."), None),
    R.NO_DECISION: (_("Nobody has a choice to make right now: the game goes on by itself."), None),
    R.NOT_YOUR_TURN: (_("It is not your turn."), None),
    R.PASSED_THIS_TRICK: (_("You passed this trick: wait until it falls."), "ohi"),
    R.NOT_IN_HAND: (_("That card is not in your hand."), None),
    R.LEADER_CANNOT_PASS: (_("You open this trick, so you cannot pass: play anything."), "ohi"),
    R.NOT_A_COMBINATION: (_("These cards are not a play at all."), "yhdistelmat"),
    R.FIRST_LEAD_3C: (_("The first play of the game must contain the three of clubs."), "aloitus"),
    R.SIANTAPPO_NOT_A_LEAD: (
        _("Three pairs in a row cannot open a trick: they go only on a single two."),
        "siantappo",
    ),
    R.SIANTAPPO_ONLY_ON_TWO: (_("Three pairs in a row go only on a single two."), "siantappo"),
    R.SIANTAPPO_WRONG_FORM: (
        _("That is the wrong form of siantappo for what is on the table."),
        "siantappo",
    ),
    R.ONLY_TWO_OR_SIANTAPPO: (_("On a two only a higher two or a siantappo will do."), "kakkoset"),
    R.WRONG_KIND: (
        _("That is another kind of play: until the trick falls, only the same kind may go on."),
        "paalle-lyominen",
    ),
    R.WRONG_LENGTH: (
        _("A straight must have exactly as many cards as the one on the table."),
        "paalle-lyominen",
    ),
    R.NOT_HIGHER: (_("That does not beat the play on the table."), "paalle-lyominen"),
}


def refusal(error: IllegalMoveError) -> tuple[str, str | None]:
    """Why the engine refused a move, in words, and the rules section (None: no section)."""
    words, anchor = _REFUSALS.get(str(error.reason), (_("That move is not possible now."), None))
    return str(words), pages.section_url(anchor) if anchor else None
