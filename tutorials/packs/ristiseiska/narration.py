"""One sentence per ristiseiska event, in the active language.

Names are inflected through ``tutorials.words.player_name``; in "play a game"
the visitor is spoken to ("Pelaat …", "Aino antaa sinulle …"). Card names come
from ``tutorials.words``; jokers and the second deck's copies get their words here.
"""

from __future__ import annotations

from collections.abc import Sequence

from django.utils.text import capfirst
from django.utils.translation import gettext, ngettext

from games import ristiseiska as rs
from games.core import Outcome
from tutorials import presenter
from tutorials.presenter import named, visitor_of, you_first
from tutorials.words import (
    Case,
    NameCase,
    card_name,
    joker_name,
    names_list,
    place_name,
    player_name,
)


def name(card: int, case: Case = Case.NOMINATIVE) -> str:
    """A card's name; a second-deck copy says so, a joker is the joker."""
    if card >= rs.JOKER0:
        return joker_name()
    if card >= 52:
        # Translators: a card of the second deck in a two-deck game: "herttaseiska (2. pakka)".
        return gettext("%(card)s (second deck)") % {"card": card_name(card, case)}
    return card_name(card, case)


Scene = presenter.Scene[rs.Rules]


def deal_sentence(scene: Scene, starter: int | None, players: int) -> str:
    """Step 0: the deal."""
    first = starter if starter is not None else 0
    who = scene.who(first)
    if scene.you(first):
        if players == 2:
            return gettext(
                "The seven of clubs is laid on the table before the deal; each player gets a "
                "hand and the rest is a face-down stock. You start."
            )
        if scene.rules.ristikasi:
            return gettext("The cards are dealt. You hold the eight of clubs and start with it.")
        return gettext("The cards are dealt. You hold the seven of clubs and start with it.")
    if players == 2:
        return gettext(
            "The seven of clubs is laid on the table before the deal; each player gets a hand "
            "and the rest is a face-down stock. %(player)s starts."
        ) % {"player": who}
    if scene.rules.ristikasi:
        return gettext(
            "The cards are dealt. %(player_adessive)s holds the eight of clubs and starts with it."
        ) % {"player_adessive": player_name(who, NameCase.ADESSIVE)}
    return gettext(
        "The cards are dealt. %(player_adessive)s holds the seven of clubs and starts with it."
    ) % {"player_adessive": player_name(who, NameCase.ADESSIVE)}


def _stuck() -> str:
    return gettext(
        "Only dead cards and jokers are left in the hands: nothing can be played or "
        "swapped any more, so the game ends at once."
    )


def result_words(outcome: Outcome, names: Sequence[str]) -> str:
    """The end of the game in a sentence or two."""
    if outcome.unfinished:
        return gettext("Unfinished after %(turns)d turns.") % {"turns": outcome.turns}
    losers = names_list([named(names, q) for q in outcome.losers])
    count = len(outcome.losers)
    you = visitor_of(names)
    if tuple(outcome.losers) == (you,):
        return _you_lose(outcome)
    if you in outcome.losers:
        return _you_among_losers(outcome, names)
    if outcome.reason == rs.EndReason.STUCK:
        stuck = _stuck()
        if outcome.points:
            shared = (
                gettext("%(players)s has the most points and loses.")
                if count == 1
                else gettext("%(players)s share the most points and both lose.")
                if count == 2
                else gettext("%(players)s share the most points and all lose.")
            )
            return f"{stuck} " + shared % {"players": losers}
        if count == 1:
            return f"{stuck} " + gettext("%(players)s holds the most cards and loses.") % {
                "players": losers
            }
        holders = names_list([player_name(names[q], NameCase.ADESSIVE) for q in outcome.losers])
        tie = (
            gettext("%(players_adessive)s have equally many cards, the most of all, so both lose.")
            if count == 2
            else gettext(
                "%(players_adessive)s have equally many cards, the most of all, so they all lose."
            )
        )
        return f"{stuck} " + tie % {"players_adessive": holders}
    if outcome.points:
        return ngettext(
            "The game is over, and %(players)s loses with the most points.",
            "The game is over, and %(players)s lose with the most points.",
            count,
        ) % {"players": losers}
    holding = names_list([named(names, q, NameCase.ALLATIVE) for q in outcome.losers])
    return ngettext(
        "The game is over: %(players_allative)s is left holding cards, so they lose.",
        "The game is over: %(players_allative)s are left holding cards, so they lose.",
        count,
    ) % {"players_allative": holding}


def _you_among_losers(outcome: Outcome, names: Sequence[str]) -> str:
    """The visitor loses together with others, named first: "you and Aino lose"
    ("häviätte"). Several lose only at a tie: on points, or stuck with equally many cards
    (a game played to the last ends when one player alone holds cards)."""
    order = you_first(outcome.losers, names)
    both = len(order) == 2

    def listed(case: NameCase = NameCase.NOMINATIVE) -> str:
        return names_list([named(names, q, case) for q in order])

    if outcome.reason != rs.EndReason.STUCK:
        over = (
            gettext("The game is over: %(players)s share the most points, so you both lose.")
            if both
            else gettext("The game is over: %(players)s share the most points, so you all lose.")
        )
        return over % {"players": listed()}
    if outcome.points:
        tie = (
            gettext("%(players)s share the most points, so you both lose.")
            if both
            else gettext("%(players)s share the most points, so you all lose.")
        )
        return f"{_stuck()} " + tie % {"players": capfirst(listed())}
    tie = (
        gettext("%(players_adessive)s have equally many cards, the most of all, so you both lose.")
        if both
        else gettext(
            "%(players_adessive)s have equally many cards, the most of all, so you all lose."
        )
    )
    return f"{_stuck()} " + tie % {"players_adessive": capfirst(listed(NameCase.ADESSIVE))}


def _you_lose(outcome: Outcome) -> str:
    if outcome.reason == rs.EndReason.STUCK:
        stuck = _stuck()
        if outcome.points:
            return f"{stuck} " + gettext("You have the most points and lose.")
        return f"{stuck} " + gettext("You hold the most cards and lose.")
    if outcome.points:
        return gettext("The game is over, and you lose with the most points.")
    return gettext("The game is over: you are left holding cards, so you lose.")


def _yours(event: object, scene: Scene) -> str | None:
    """The visitor's own move, told to them; None: not theirs, or a sentence of its own."""
    player = getattr(event, "player", None)
    if isinstance(event, rs.Gave):
        player = event.giver
    if player is None or not scene.you(player):
        return None
    card = getattr(event, "card", None)
    values = {
        "turn": getattr(event, "turn", 0),
        "card": name(card, Case.GENITIVE) if isinstance(card, int) else "",
        "place": place_name(getattr(event, "place", 1)),
    }
    if isinstance(event, rs.Played | rs.JokerPlayed):
        if isinstance(event, rs.JokerPlayed):
            values["card"] = name(event.stands_for, Case.GENITIVE)
            text = gettext("You play a joker in the place of the %(card)s.") % values
        else:
            text = gettext("You play the %(card)s.") % values
        if event.closes:
            text += " " + gettext("It closes its row end, so another card may follow if one fits.")
        return text
    if isinstance(event, rs.Gave):
        return gettext("You give %(player_allative)s a card face down: the %(card)s.") % {
            "player_allative": scene.name(event.player, NameCase.ALLATIVE),
            "card": name(event.card),
        }
    if isinstance(event, rs.Drew):
        values["card"] = name(event.card)
    sentences = {
        rs.TurnStarted: gettext("Turn %(turn)d: you."),
        rs.Swapped: gettext("You put the %(card)s in the joker's place and take the joker."),
        rs.Stopped: gettext("You play no extra card."),
        rs.Held: gettext("You hold back and play nothing."),
        rs.Passed: gettext("You have no card that fits and pass."),
        rs.NothingTaken: gettext(
            "You have no card that fits, but everyone else holds one card: nothing is taken."
        ),
        rs.Drew: gettext("You have no card that fits and draw from the stock: the %(card)s."),
        rs.TookToken: gettext("You have no card that fits and take the token."),
        rs.Left: gettext("You have no cards left and are out, in %(place)s place."),
    }
    if isinstance(event, rs.NothingTaken) and len(scene.names) == 2:
        return gettext(
            "You have no card that fits, but the other player holds only one card: nothing is "
            "taken."
        )
    said = sentences.get(type(event))
    return None if said is None else said % values


def _asked(event: rs.Asked, scene: Scene) -> str:
    """Asking for a card; the visitor asks, or is asked, in the second person."""
    values = {
        "player": scene.who(event.player),
        "giver": scene.who(event.giver),
        "giver_ablative": scene.name(event.giver, NameCase.ABLATIVE),
        "skipped_adessive": names_list([scene.name(q, NameCase.ADESSIVE) for q in event.skipped]),
    }
    count = len(event.skipped)
    if scene.you(event.player):
        # The giver decides next: the sentence says so, or the card seems never to come.
        if count:
            return (
                ngettext(
                    "You have no card that fits and ask for a card. %(skipped_adessive)s holds "
                    "only one card, so it is %(giver)s who chooses a card to give you.",
                    "You have no card that fits and ask for a card. %(skipped_adessive)s hold "
                    "only one card each, so it is %(giver)s who chooses a card to give you.",
                    count,
                )
                % values
            )
        return (
            gettext(
                "You have no card that fits and ask %(giver_ablative)s for a card: %(giver)s "
                "chooses which card to give you."
            )
            % values
        )
    if count:
        return (
            ngettext(
                "%(player)s has no card that fits and asks for a card. %(skipped_adessive)s holds "
                "only one card, so you give.",
                "%(player)s has no card that fits and asks for a card. %(skipped_adessive)s hold "
                "only one card each, so you give.",
                count,
            )
            % values
        )
    return gettext("%(player)s has no card that fits and asks you for a card.") % values


def after_holding(event: object, scene: Scene) -> str | None:
    """What follows a player's holding back (they could play, so not "has no card that
    fits"); None: the event needs no other words."""
    values = {"player": scene.who(getattr(event, "player", 0))}
    you = scene.you(getattr(event, "player", -1))
    if isinstance(event, rs.Passed):
        return gettext("You say “pass”.") if you else gettext("%(player)s says “pass”.") % values
    if isinstance(event, rs.TookToken):
        return (
            gettext("You take the token.") if you else gettext("%(player)s takes the token.")
        ) % values
    if isinstance(event, rs.NothingTaken):
        return gettext("Everyone else holds one card, so nothing is taken.")
    if isinstance(event, rs.Drew):
        if you:
            return gettext("You draw from the stock: the %(card)s.") % {"card": name(event.card)}
        return gettext("%(player)s draws from the stock.") % values
    if isinstance(event, rs.Asked):
        values["giver_ablative"] = scene.name(event.giver, NameCase.ABLATIVE)
        values["skipped_adessive"] = names_list(
            [scene.name(q, NameCase.ADESSIVE) for q in event.skipped]
        )
        if event.skipped:
            return (
                ngettext(
                    "A card is asked for instead. %(skipped_adessive)s holds only one card, so "
                    "it is asked from %(giver_ablative)s.",
                    "A card is asked for instead. %(skipped_adessive)s hold only one card each, so "
                    "it is asked from %(giver_ablative)s.",
                    len(event.skipped),
                )
                % values
            )
        return gettext("A card is asked for instead, from %(giver_ablative)s.") % values
    return None


def last_card(event: rs.Played | rs.JokerPlayed, scene: Scene) -> str:
    """A closing card that empties the hand: no extra card follows it."""
    card = name(
        event.stands_for if isinstance(event, rs.JokerPlayed) else event.card, Case.GENITIVE
    )
    if isinstance(event, rs.JokerPlayed):
        if scene.you(event.player):
            return gettext("You play a joker in the place of the %(card)s.") % {"card": card}
        return gettext("%(player)s plays a joker in the place of the %(card)s.") % {
            "player": scene.who(event.player),
            "card": card,
        }
    if scene.you(event.player):
        return gettext("You play the %(card)s.") % {"card": card}
    return gettext("%(player)s plays the %(card)s.") % {
        "player": scene.who(event.player),
        "card": card,
    }


def _on_the_rows(event: object, scene: Scene) -> str | None:
    """A turn begun, or a card played, swapped or not played (None: another event)."""
    who = scene.who
    if isinstance(event, rs.TurnStarted):
        return gettext("Turn %(turn)d: %(player)s.") % {
            "turn": event.turn,
            "player": who(event.player),
        }
    if isinstance(event, rs.Played):
        text = gettext("%(player)s plays the %(card)s.") % {
            "player": who(event.player),
            "card": name(event.card, Case.GENITIVE),
        }
        if event.closes:
            text += " " + gettext("It closes its row end, so another card may follow if one fits.")
        return text
    if isinstance(event, rs.JokerPlayed):
        text = gettext("%(player)s plays a joker in the place of the %(card)s.") % {
            "player": who(event.player),
            "card": name(event.stands_for, Case.GENITIVE),
        }
        if event.closes:
            text += " " + gettext("It closes its row end, so another card may follow if one fits.")
        return text
    if isinstance(event, rs.Swapped):
        return gettext("%(player)s puts the %(card)s in the joker's place and takes the joker.") % {
            "player": who(event.player),
            "card": name(event.card, Case.GENITIVE),
        }
    if isinstance(event, rs.Stopped):
        return gettext("%(player)s plays no extra card.") % {"player": who(event.player)}
    if isinstance(event, rs.Held):
        return gettext("%(player)s holds back and plays nothing.") % {"player": who(event.player)}
    if isinstance(event, rs.Passed):
        return gettext("%(player)s has no card that fits and passes.") % {
            "player": who(event.player)
        }
    return None


def _asked_others(event: rs.Asked, scene: Scene) -> str:
    """Someone asks another player, neither of them the visitor, for a card."""
    who = scene.who
    skipped = event.skipped
    if skipped == (scene.visitor,):
        return gettext(
            "%(player)s has no card that fits and asks for a card. You hold only one card, "
            "so %(player)s asks %(giver_ablative)s."
        ) % {
            "player": who(event.player),
            "giver_ablative": scene.name(event.giver, NameCase.ABLATIVE),
        }
    if skipped:
        order = you_first(skipped, scene.names)
        return ngettext(
            "%(player)s has no card that fits and asks for a card. %(skipped_adessive)s "
            "holds only one card, so %(player)s asks %(giver_ablative)s.",
            "%(player)s has no card that fits and asks for a card. %(skipped_adessive)s "
            "hold only one card each, so %(player)s asks %(giver_ablative)s.",
            len(skipped),
        ) % {
            "player": who(event.player),
            "skipped_adessive": capfirst(
                names_list([scene.name(q, NameCase.ADESSIVE) for q in order])
            ),
            "giver_ablative": scene.name(event.giver, NameCase.ABLATIVE),
        }
    return gettext("%(player)s has no card that fits and asks %(giver_ablative)s for a card.") % {
        "player": who(event.player),
        "giver_ablative": scene.name(event.giver, NameCase.ABLATIVE),
    }


def _taken(event: object, scene: Scene) -> str | None:
    """A card given, drawn or not taken, or the token taken (None: another event)."""
    who = scene.who
    if isinstance(event, rs.Gave):
        return gettext("%(giver)s gives %(player_allative)s a card face down: the %(card)s.") % {
            "giver": who(event.giver),
            "player_allative": scene.name(event.player, NameCase.ALLATIVE),
            "card": name(event.card),
        }
    if isinstance(event, rs.NothingTaken) and len(scene.names) == 2:
        return gettext(
            "%(player)s has no card that fits, but the other player holds only one card: nothing "
            "is taken."
        ) % {"player": who(event.player)}
    if isinstance(event, rs.NothingTaken):
        return gettext(
            "%(player)s has no card that fits, but everyone else holds one card: nothing is taken."
        ) % {"player": who(event.player)}
    if isinstance(event, rs.Drew):
        return gettext(
            "%(player)s has no card that fits and draws from the stock: the %(card)s."
        ) % {
            "player": who(event.player),
            "card": name(event.card),
        }
    if isinstance(event, rs.TookToken):
        return gettext("%(player)s has no card that fits and takes the token.") % {
            "player": who(event.player)
        }
    return None


def _deal_and_end(event: object, scene: Scene) -> str | None:
    """Cards dead, a player out, a deal scored or begun, the end (None: another event)."""
    who = scene.who
    if isinstance(event, rs.CardsDead):
        # Finnish starts with the card's name: the sentence gets its capital here.
        return capfirst(
            ngettext(
                "The %(cards)s is now a dead card: it can never be played.",
                "The %(cards)s are now dead cards: they can never be played.",
                len(event.cards),
            )
            % {"cards": names_list([name(c) for c in event.cards])}
        )
    if isinstance(event, rs.Left):
        return gettext("%(player)s has no cards left and is out, in %(place)s place.") % {
            "player": who(event.player),
            "place": place_name(event.place),
        }
    if isinstance(event, rs.DealScored):
        scores = ", ".join(f"{scene.names[q]} {p}" for q, p in enumerate(event.scores))
        return gettext("Deal %(deal)d is scored: %(scores)s.") % {
            "deal": event.deal,
            "scores": scores,
        }
    if isinstance(event, rs.NewDeal) and scene.you(event.starter):
        return gettext("Deal %(deal)d begins, and you start.") % {"deal": event.deal}
    if isinstance(event, rs.NewDeal):
        return gettext("Deal %(deal)d begins, and %(player)s starts.") % {
            "deal": event.deal,
            "player": who(event.starter),
        }
    if isinstance(event, rs.GameOver):
        return result_words(event.outcome, scene.names)
    return None


def narrate(event: object, scene: Scene) -> str:
    """One sentence for ``event``."""
    yours = _yours(event, scene)
    if yours is not None:
        return yours
    if isinstance(event, rs.Asked) and scene.visitor in (event.player, event.giver):
        return _asked(event, scene)
    text = _on_the_rows(event, scene)
    if text is None and isinstance(event, rs.Asked):
        text = _asked_others(event, scene)
    for words in (_taken, _deal_and_end):
        if text is None:
            text = words(event, scene)
    if text is None:
        raise TypeError(f"no sentence for {event!r}")
    return text
