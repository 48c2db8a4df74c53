"""How ristiseiska looks and sounds on the site: its table, its steps, its turns in words.

A card handed face down between two other players, or drawn from the stock by
someone else, is never named in play. The visitor decides everything a player
decides at the table: which card to play, an extra card or stop, holding back
where the rules allow it, and which card to give when asked.
"""

from __future__ import annotations

from collections.abc import Sequence

from django.utils.text import capfirst
from django.utils.translation import gettext

from games import ristiseiska as rs
from games.core import Action, IllegalMoveError
from tutorials import advice
from tutorials.packs.ristiseiska.narration import (
    Scene,
    after_holding,
    deal_sentence,
    last_card,
    name,
    narrate,
)
from tutorials.packs.ristiseiska.table import present_step, table_view
from tutorials.presenter import (
    COMMON_REFUSALS,
    Heard,
    MadeFor,
    Presenter,
    StrOrPromise,
    Turn,
    named,
)
from tutorials.words import Case, NameCase, player_name


def _goal(state: rs.RistiseiskaState) -> str:
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


def _option_words(action: Action) -> str:
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


def _why(state: rs.RistiseiskaState, action: Action) -> str:
    """Why the strategy tips' move (the heuristic computer player's) is good."""
    decision = state.decision
    assert decision is not None
    if decision.kind is rs.DecisionKind.GIVE:
        return gettext("Of your cards it is the furthest from being playable.")
    if action.cards == (rs.STOP,):
        return gettext("The cards you could still play would open rows for the others.")
    return gettext("It opens the least for the others, or leads to cards you hold.")


def _hint_section(state: rs.RistiseiskaState, action: Action) -> str:
    """The rules a hint links: asking for a card, the extra card, or a turn."""
    decision = state.decision
    assert decision is not None
    if decision.kind is rs.DecisionKind.GIVE:
        return "kortin-pyytaminen"
    if decision.kind is rs.DecisionKind.EXTRA:
        return "assa-ja-kuningas"
    return "seiskan-vuoro"


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


def _card(data: dict[str, object], key: str, case: Case = Case.NOMINATIVE) -> str:
    """The card a refusal's ``data[key]`` names (a card code), by its name."""
    return name(rs.parse_choice(str(data[key]))[0], case)


def _moves(texts: object) -> str:
    """The moves a refusal's data lists (choice texts), as their buttons say them."""
    items = texts if isinstance(texts, list) else []
    words = [_option_words(Action(0, rs.parse_choice(str(t)))) for t in items]
    return ", ".join(w[:1].lower() + w[1:] for w in words)


def _is_ace(data: dict[str, object]) -> bool:
    card = rs.parse_choice(str(data["card"]))[0]
    return card < rs.JOKER0 and card % 13 == 0


def _refusal_words(reason: rs.IllegalReason, error: IllegalMoveError) -> str:
    """The refusal in words, naming from the engine's data what would fit instead."""
    words = _placement_words(reason, error) or _choice_words(reason, error.data)
    return words or _plain_words(reason)


def _placement_words(reason: rs.IllegalReason, error: IllegalMoveError) -> str | None:
    """Why a card (or the joker) cannot go down yet, from the engine's data (None: the
    data says no more than the reason)."""
    data = error.data
    if reason is rs.IllegalReason.NEEDS_CARD and "or_needs" in data:
        return gettext(
            "The %(card)s does not fit yet: it goes next to the %(needs)s or the %(or_needs)s, "
            "and neither is down."
        ) % {
            "card": _card(data, "card"),
            "needs": _card(data, "needs", Case.GENITIVE),
            "or_needs": _card(data, "or_needs", Case.GENITIVE),
        }
    if reason is rs.IllegalReason.NEEDS_CARD and "next" in data:
        if data.get("row_empty"):
            text = gettext(
                "The %(card)s does not fit yet: its row has no cards down, so the %(next)s "
                "must come first."
            )
        elif _is_ace(data) and data.get("needs") != data["next"]:
            # Where an ace goes, too: the table argues whether it fits on the king.
            text = gettext(
                "The %(card)s does not fit yet: its place is next to the %(needs)s, and its "
                "row needs the %(next)s first."
            )
        else:
            text = gettext("The %(card)s does not fit yet: its row needs the %(next)s first.")
        return text % {
            "card": _card(data, "card"),
            "next": _card(data, "next"),
            "needs": _card(data, "needs", Case.GENITIVE),
        }
    if reason is rs.IllegalReason.NEEDS_CLUB and "needs" in data:
        return gettext("The %(needs)s is the first card down: it opens the game.") % {
            "needs": _card(data, "needs")
        }
    joker = str(data.get("card", "")).startswith("JK")
    if reason in (rs.IllegalReason.NEEDS_CARD, rs.IllegalReason.NEEDS_CLUB) and joker:
        places = ", ".join(name(a.cards[1]) for a in _options(error) if len(a.cards) > 1)
        if places and not data.get("stands_for"):
            return gettext(
                "Choose the joker's place with the buttons beside your hand: it can stand for "
                "%(cards)s."
            ) % {"cards": places}
        return gettext("The joker can stand only for a card that could be played now.")
    return None


def _choice_words(reason: rs.IllegalReason, data: dict[str, object]) -> str | None:
    """The moves the player must choose among, from the engine's data (None: none named)."""
    if reason is rs.IllegalReason.MUST_PLAY and data.get("options"):
        return gettext("You have a card that fits, so you must play one: %(moves)s.") % {
            "moves": _moves(data["options"])
        }
    if reason is rs.IllegalReason.MUST_PLAY_SEVEN and data.get("sevens"):
        return gettext("You hold a seven that fits, and a seven must be played: %(moves)s.") % {
            "moves": _moves(data["sevens"])
        }
    if reason is rs.IllegalReason.CHOOSE_END and "card" in data:
        return gettext(
            "The %(card)s fits either end: choose its place with the buttons beside your hand."
        ) % {"card": _card(data, "card")}
    if reason is rs.IllegalReason.NOT_A_CHOICE and "choice" in data and "card" in data:
        return gettext("The %(card)s fits only one place now: choose “%(move)s”.") % {
            "card": _card(data, "card"),
            "move": _moves([data["choice"]]),
        }
    return None


def must_play_seven(sevens: Sequence[int]) -> str:
    """Why a seven went down instead of another card (``holding: sevens_only``): the words
    of the engine's refusal, naming the ``sevens``."""
    data: dict[str, object] = {"sevens": [rs.choice_text((c,)) for c in sevens]}
    return _choice_words(rs.IllegalReason.MUST_PLAY_SEVEN, data) or ""


def opens_game(card: int) -> str:
    """Why nothing goes down before the card that opens the game: the words of the engine's
    refusal, naming ``card``."""
    data = {"card": "", "needs": rs.choice_text((card,))}
    error = IllegalMoveError(rs.IllegalReason.NEEDS_CLUB, "", None, data)
    return _placement_words(rs.IllegalReason.NEEDS_CLUB, error) or ""


def _plain_words(reason: rs.IllegalReason) -> str:
    """The refusal by its reason alone."""
    return {
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


def _options(error: IllegalMoveError) -> list[Action]:
    """The moves of the refused decision that place a joker."""
    options = getattr(error.decision, "options", ())
    return [a for a in options if a.cards and a.cards[0] >= rs.JOKER0]


def _refused(error: IllegalMoveError) -> tuple[StrOrPromise, str | None] | None:
    """Why the engine refused a move, in words, and the rules anchor (None: the common words)."""
    try:
        reason = rs.IllegalReason(error.reason)
    except ValueError:
        reason = rs.IllegalReason.NOT_A_CHOICE
    if reason.value in COMMON_REFUSALS:
        return None
    return _refusal_words(reason, error), _REFUSAL_ANCHOR.get(reason)


def _in_turn(heard: list[Heard], names: Sequence[str], rules: rs.Rules) -> list[Heard]:
    """A turn's sentences where an event's own words would mislead: after holding back the
    player could have played, and a closing card that empties the hand gives no extra card."""
    scene = Scene(names, rules)
    out = list(heard)
    for i, h in enumerate(heard):
        before = heard[i - 1].event if i else None
        after = heard[i + 1].event if i + 1 < len(heard) else None
        said: str | None = None
        if isinstance(before, rs.Held) and before.player == getattr(h.event, "player", None):
            said = after_holding(h.event, scene)
        elif (
            isinstance(h.event, rs.Played | rs.JokerPlayed)
            and h.event.closes
            and isinstance(after, rs.Left)
            and after.player == h.event.player
        ):
            said = last_card(h.event, scene)
        if said is not None:
            out[i] = Heard(h.event, h.table, said)
    return out


class RistiseiskaPresenter(Presenter[rs.Rules, rs.RistiseiskaState, rs.Table, rs.Event]):
    game = rs.GAME
    # Every preset names a loser (the last with cards, or the most points when the first
    # out ends the game): every hint measures how often a move loses.
    aim = advice.SAFE
    table_template = "tutorials/ristiseiska/table.html"
    turn_start = rs.TurnStarted
    aftermath = (rs.Left, rs.CardsDead, rs.DealScored, rs.NewDeal, rs.GameOver)

    def heading(self, event: object) -> str | None:
        if isinstance(event, rs.TurnStarted):
            # Translators: a turn's number before what the player did: "Vuoro 17: Onni pelaa…"
            return gettext("Turn %(turn)d:") % {"turn": event.turn}
        return None

    def actor(self, event: object) -> int | None:
        # The player asked for a card acts in giving it (``player`` is the asker).
        if isinstance(event, rs.Gave):
            return event.giver
        return super().actor(event)

    reveal_at_end = True

    table = staticmethod(table_view)
    step = staticmethod(present_step)

    def narrate(
        self,
        event: object,
        names: Sequence[str],
        rules: rs.Rules,
        table: rs.Table,
    ) -> str:
        return narrate(event, Scene(names, rules))

    def deal(
        self,
        events: Sequence[tuple[rs.Event | MadeFor, rs.Table]],
        names: Sequence[str],
        rules: rs.Rules,
        seat: int,
    ) -> str:
        return deal_sentence(Scene(names, rules), events[0][1].to_move, len(names))

    def secret(self, event: object, names: Sequence[str], rules: rs.Rules, seat: int) -> str | None:
        if isinstance(event, rs.Gave) and seat not in (event.giver, event.player):
            return gettext("%(giver)s gives %(player_allative)s a card face down.") % {
                "giver": names[event.giver],
                "player_allative": player_name(names[event.player], NameCase.ALLATIVE),
            }
        if isinstance(event, rs.Drew) and event.player != seat:
            return gettext("%(player)s has no card that fits and draws from the stock.") % {
                "player": names[event.player]
            }
        return None

    def turn(
        self,
        player: int | None,
        heard: Sequence[Heard],
        names: Sequence[str],
        rules: rs.Rules,
        seat: int,
    ) -> list[Turn]:
        # "Turn 5: Aino." adds nothing in play: the turn's first sentence says what Aino did.
        told = _in_turn([h for h in heard if not isinstance(h.event, rs.TurnStarted)], names, rules)
        sentences = [h.sentence for h in told if h.sentence]
        if not sentences:
            return []
        # The first sentence sums the turn up; the steps are every sentence of it.
        return [Turn(sentences[0], tuple(sentences) if len(sentences) > 1 else ())]

    def laid(self, event: object) -> tuple[int, ...]:
        return (event.card,) if isinstance(event, rs.Played | rs.JokerPlayed) else ()

    goal = staticmethod(_goal)

    def waiting(self, state: rs.RistiseiskaState, names: Sequence[str]) -> str:
        decision = state.decision
        assert decision is not None
        if decision.kind is rs.DecisionKind.GIVE:  # during the asker's turn
            return gettext(
                "The others are still playing: %(giver)s is choosing which card to give "
                "%(asker_allative)s."
            ) % {
                "giver": named(names, decision.player),
                "asker_allative": named(names, state.to_move, NameCase.ALLATIVE),
            }
        return super().waiting(state, names)

    option_words = staticmethod(_option_words)

    why = staticmethod(_why)

    hint_section = staticmethod(_hint_section)

    refused = staticmethod(_refused)


PRESENTER = RistiseiskaPresenter()
