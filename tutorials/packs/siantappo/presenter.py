"""How siantappo looks and sounds on the site: its table, its steps, its turns in words.

Plays lie face up on the table, so every play is told with its cards; only a
card exchange between two computer players is told without naming the cards,
which go face down into a hand. Refused moves are the engine's
``IllegalMoveError`` put into words from its ``reason``, with the rules section
that says so.
"""

from __future__ import annotations

from collections.abc import Sequence

from django.utils.translation import gettext, ngettext, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from games import siantappo
from games.cards import rank_of
from games.core import Action, IllegalMoveError
from tutorials import advice
from tutorials.packs.siantappo.narration import combo_words, deal_sentence, narrate
from tutorials.packs.siantappo.table import TableView, present_step, table_view
from tutorials.presenter import MadeFor, Presenter, StrOrPromise
from tutorials.words import NameCase, card_name, cards_list, names_list, player_name


def _hidden_gift(event: siantappo.Exchanged, seat_names: Sequence[str]) -> str:
    count = len(event.cards)
    return ngettext(
        "In the exchange, %(giver)s gives %(receiver_allative)s one card, face down.",
        "In the exchange, %(giver)s gives %(receiver_allative)s %(count)d cards, face down.",
        count,
    ) % {
        "giver": seat_names[event.player],
        "receiver_allative": player_name(seat_names[event.receiver], NameCase.ALLATIVE),
        "count": count,
    }


def _goal(state: siantappo.SiantappoState) -> str:
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
            gettext(
                "On the table is %(kind)s: %(cards)s. Only a higher two or a siantappo beats it; "
                "otherwise pass."
            )
            % words
        )
    return (
        gettext(
            "On the table is %(kind)s: %(cards)s. Beat it with a higher play of the same kind "
            "and size, or pass."
        )
        % words
    )


def _why(state: siantappo.SiantappoState, action: Action) -> str:
    """Why the strategy's move (the heuristic computer player's) is good."""
    if not action.cards:
        return gettext(
            "Beating this would cost you a two or break up cards you can shed together later."
        )
    if state.trick_combo is None:
        return gettext("Open with your weakest cards, as many of them at once as you can.")
    return gettext(
        "The weakest play that beats the table, so your strong cards are still there later."
    )


def _hint_section(state: siantappo.SiantappoState, action: Action) -> str:
    """The rules a hint links: what can be played, beating the table, twos, or passing."""
    trick = state.trick
    if state.trick_combo is None or trick is None:
        return "yhdistelmat"
    if not action.cards:
        return "ohi"
    if siantappo.DECK.text(trick[-1]).startswith("2"):
        return "kakkoset"
    return "paalle-lyominen"


R = siantappo.IllegalReason
C = siantappo.Combo

_REFUSALS: dict[str, tuple[StrOrPromise, str | None]] = {
    R.PASSED_THIS_TRICK: (_("You passed in this trick: wait for the next one."), "ohi"),
    R.LEADER_CANNOT_PASS: (
        _("You open this trick, so you cannot pass: play any card, or cards that go together."),
        "ohi",
    ),
    R.NOT_A_COMBINATION: (
        _(
            "These cards do not go together: choose one card, cards of one rank, a straight "
            "(cards in a row), or on a single two a siantappo of exactly three consecutive pairs."
        ),
        "yhdistelmat",
    ),
    R.FIRST_LEAD_3C: (
        _("The first play of the game must contain the three of clubs: choose it too."),
        "aloitus",
    ),
    R.SIANTAPPO_NOT_A_LEAD: (
        _("Three consecutive pairs cannot open a trick: they go only on a single two."),
        "siantappo",
    ),
    R.SIANTAPPO_ONLY_ON_TWO: (_("Three consecutive pairs go only on a single two."), "siantappo"),
    R.SIANTAPPO_WRONG_FORM: (
        _("That siantappo has the wrong form for the play on the table."),
        "siantappo",
    ),
    R.ONLY_TWO_OR_SIANTAPPO: (_("On a two only a higher two or a siantappo will do."), "kakkoset"),
    R.WRONG_KIND: (
        _("That is another kind of play: until the trick is over, only the same kind may go on."),
        "paalle-lyominen",
    ),
    R.WRONG_LENGTH: (
        _("A straight must have exactly as many cards as the one on the table."),
        "paalle-lyominen",
    ),
    R.NOT_HIGHER: (_("That does not beat the play on the table."), "paalle-lyominen"),
}

# What beats the play on the table, told after a refusal that has one on the table.
_NEEDS: dict[str, StrOrPromise] = {
    C.SINGLE: _("You need a single card stronger than the %(top)s."),
    C.PAIR: _("You need a pair whose higher card is stronger than the %(top)s."),
    # Threes and fours go by rank alone (rules section 2).
    C.THREE: _("You need three of a kind higher in rank than the %(top)s."),
    C.FOUR: _("You need four of a kind higher in rank than the %(top)s."),
    C.STRAIGHT: _(
        "You need a straight of %(count)d cards whose highest card is stronger than the %(top)s."
    ),
    C.SIANTAPPO_PAIRS: _(
        "You need three consecutive pairs whose highest card is stronger than the %(top)s."
    ),
    C.SIANTAPPO_FOUR: _("You need four of a kind whose highest card is stronger than the %(top)s."),
}


# What beats a single two or a pair of twos: a higher one, or the siantappo of its form.
_NEEDS_ON_TWO: dict[str, StrOrPromise] = {
    C.SINGLE: _(
        "You need a two stronger than the %(top)s, or a siantappo of exactly three "
        "consecutive pairs."
    ),
    C.PAIR: _(
        "You need a pair of twos whose higher card is stronger than the %(top)s, or a "
        "siantappo of four of a kind."
    ),
}
# The same, where no two is stronger: only the siantappo.
_NEEDS_ON_TOP_TWO: dict[str, StrOrPromise] = {
    C.SINGLE: _("Only a siantappo of exactly three consecutive pairs beats the %(top)s."),
    C.PAIR: _("Only a siantappo of four of a kind beats a pair with the %(top)s."),
}
STRONGEST = siantappo.DECK.strength_sorted(list(range(52)))[-1]
# Threes and fours of twos: no rank is higher, and a siantappo goes only on one or two twos.
_NOTHING_ON_TWOS: dict[str, StrOrPromise] = {
    C.THREE: _("Nothing beats three twos: the two is the highest rank."),
    C.FOUR: _("Nothing beats four twos: the two is the highest rank."),
}


def _on_two(data: dict[str, object]) -> bool:
    """Is a single two or a pair of twos on the table (the refusal's data)?"""
    trick = data.get("trick")
    return (
        isinstance(trick, list)
        and bool(trick)
        and all(str(code).startswith("2") for code in trick)
        and str(data.get("trick_kind")) in (C.SINGLE, C.PAIR)
    )


def _needed(data: dict[str, object]) -> str | None:
    """What would beat the play on the table, from the refusal's data: the table's kind and
    its cards (in strength order, so the last is the one to beat); None: no play there."""
    trick = data.get("trick")
    kind = str(data.get("trick_kind"))
    words = _NEEDS.get(kind)
    if not isinstance(trick, list) or not trick or words is None:
        return None
    top = siantappo.DECK.parse(str(trick[-1]))
    if kind in _NOTHING_ON_TWOS and str(trick[-1]).startswith("2"):
        return str(_NOTHING_ON_TWOS[kind])
    if _on_two(data):
        words = (_NEEDS_ON_TOP_TWO if top == STRONGEST else _NEEDS_ON_TWO)[kind]
    return str(words) % {"top": card_name(top), "count": len(trick)}


def not_beaten(trick: tuple[int, ...], combo: siantappo.Combo) -> tuple[str, str]:
    """The refusal of a play that does not beat ``trick`` (a ``combo``), where the engine
    passed for a hand with nothing that beats it: its words, and its rules section."""
    codes = [siantappo.DECK.text(c) for c in siantappo.DECK.strength_sorted(list(trick))]
    data: dict[str, object] = {"trick": codes, "trick_kind": combo.value}
    words, anchor = _REFUSALS[R.NOT_HIGHER]
    if combo in (C.SIANTAPPO_PAIRS, C.SIANTAPPO_FOUR):
        anchor = "siantappo"
    elif _on_two(data):
        anchor = "kakkoset"
    needed = _needed(data)
    return (f"{words} {needed}" if needed else str(words)), anchor or "paalle-lyominen"


def _refused(error: IllegalMoveError) -> tuple[StrOrPromise, str | None] | None:
    """The engine's reason in words, then what would beat the table (when it matters); on a
    two, the rules on twos."""
    said = _REFUSALS.get(str(error.reason))
    if said is None:
        return None
    words, anchor = said
    needed = _needed(error.data)
    if _on_two(error.data) and anchor == "paalle-lyominen":
        anchor = "kakkoset"
    return (f"{words} {needed}" if needed else words), anchor


class SiantappoPresenter(
    Presenter[siantappo.Rules, siantappo.SiantappoState, siantappo.Table, siantappo.Event]
):
    game = siantappo.GAME
    # The last to hold cards is the pig: every hint measures how often a move loses.
    aim = advice.SAFE
    table_template = "tutorials/siantappo/table.html"
    # The card exchange is part of the deal: whoever leads is to move through it.
    aftermath = (siantappo.Exchanged, siantappo.WentOut, siantappo.TrickFell, siantappo.GameOver)
    # Translators: the button that plays the cards chosen in siantappo (Finnish: Lyö).
    play_chosen = pgettext_lazy("play the chosen cards, siantappo", "Play")

    def together(self, cards: Sequence[int]) -> str:
        """A straight is called one; other plays of several cards are the cards together."""
        ranks = sorted(siantappo.DECK.rank_order.index(rank_of(c)) for c in cards)
        if len(ranks) >= 3 and ranks == list(range(ranks[0], ranks[0] + len(ranks))):
            # Translators: a straight in running text after a colon (siantappo):
            # "a straight of 3 cards (five of spades, six of spades and seven of hearts)".
            low_to_high = siantappo.DECK.strength_sorted(tuple(cards))
            return gettext("a straight of %(count)d cards (%(cards)s)") % {
                "count": len(cards),
                "cards": names_list([card_name(c) for c in low_to_high]),
            }
        return super().together(cards)

    def table(
        self,
        table: siantappo.Table,
        names: Sequence[str],
        rules: siantappo.Rules,
        *,
        only_hand_of: int | None = None,
    ) -> TableView:
        return table_view(table, names, only_hand_of=only_hand_of)

    step = staticmethod(present_step)

    def narrate(
        self,
        event: siantappo.Event,
        names: Sequence[str],
        rules: siantappo.Rules,
        table: siantappo.Table,
    ) -> str:
        return narrate(event, names)

    def deal(
        self,
        events: Sequence[tuple[siantappo.Event | MadeFor, siantappo.Table]],
        names: Sequence[str],
        rules: siantappo.Rules,
        seat: int,
    ) -> str:
        return deal_sentence(events[0][1], names)

    def secret(
        self, event: siantappo.Event, names: Sequence[str], rules: siantappo.Rules, seat: int
    ) -> str | None:
        if isinstance(event, siantappo.Exchanged) and seat not in (event.player, event.receiver):
            return _hidden_gift(event, names)
        return None

    def laid(self, event: siantappo.Event) -> tuple[int, ...]:
        return event.cards if isinstance(event, siantappo.Played) else ()

    goal = staticmethod(_goal)

    why = staticmethod(_why)

    hint_section = staticmethod(_hint_section)

    refused = staticmethod(_refused)


PRESENTER = SiantappoPresenter()
