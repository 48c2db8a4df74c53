"""One sentence per engine event, in the active language.

The worked examples step through a game one event at a time and say what
happened in words: "Aino nostaa renkaasta: herttaysi – se sopii." In "play a
game" the visitor is spoken to: "Nostat renkaasta herttayhdeksän: se sopii."

Card words come from ``tutorials.words``: "herttaysi", "patakuningas",
"ristiässä" in Finnish; "nine of hearts" in English.
"""

from __future__ import annotations

from django.utils.text import capfirst
from django.utils.translation import gettext, ngettext, pgettext

from games import sika
from games.cards import COLOUR_OF, RANK_OF, SUIT_OF, Card, Colour
from tutorials import presenter
from tutorials.words import (
    Case,
    NameCase,
    card_name,
    cards_list,
    names_list,
    place_name,
)

Scene = presenter.Scene[sika.Rules]


def wanted(scene: Scene, top: Card) -> str:
    """What the next player looks for: ``herttaa`` / ``hearts``, or a colour."""
    if scene.rules.match is sika.Match.COLOUR:
        if COLOUR_OF[top] == Colour.RED:
            # Translators: what a player looks for when colours match: "etsii punaista".
            return pgettext("looked-for", "a red card")
        # Translators: as above, for black: "etsii mustaa".
        return pgettext("looked-for", "a black card")
    # Translators: the suit a player looks for, as the object of "looks for"
    # (Finnish partitive: "etsii pataa / herttaa / ruutua / ristiä").
    words = (
        pgettext("looked-for", "spades"),
        pgettext("looked-for", "hearts"),
        pgettext("looked-for", "diamonds"),
        pgettext("looked-for", "clubs"),
    )
    return words[SUIT_OF[top]]


def deal_sentence(scene: Scene, top: Card, ring: int) -> str:
    """Step 0: the deal."""
    return scene.say(
        0,
        gettext(
            "To begin, the %(card)s lies face up in the centre and the other %(count)d cards "
            "form the ring; nobody holds any cards, and you start."
        ),
        gettext(
            "To begin, the %(card)s lies face up in the centre and the other %(count)d cards "
            "form the ring; nobody holds any cards, and %(player)s starts."
        ),
    ) % {"card": card_name(top), "count": ring, "player": scene.who(0)}


def narrate(event: sika.Event, scene: Scene, top: Card) -> str:
    """One sentence for ``event``; ``top`` is the centre pile's top card once it happened."""
    if isinstance(event, sika.TurnStarted):
        return _turn_started(event, scene, top)
    if isinstance(event, sika.Drew):
        return _drew(event, scene)
    if isinstance(event, sika.Played):
        return _played(event, scene, top)
    if isinstance(event, sika.NewDrawPile):
        return _new_draw_pile(event)
    if isinstance(event, sika.TurnEnded):
        return _turn_ended(event, scene)
    if isinstance(event, sika.RingEmptied):
        return _ring_emptied(event, scene)
    if isinstance(event, sika.Left):
        return _left(event, scene)
    if isinstance(event, sika.Deadlock):
        return scene.say(
            event.player,
            gettext("Nobody has played a card for a whole round: you may now lead any card."),
            gettext(
                "Nobody has played a card for a whole round: %(player)s may now lead any card."
            ),
        ) % {"player": scene.who(event.player)}
    return _game_over(event, scene)


def _turn_started(event: sika.TurnStarted, scene: Scene, top: Card) -> str:
    values = {"turn": event.turn, "player": scene.who(event.player)}
    if scene.you(event.player):
        return _your_turn_started(event, scene, top)
    if event.free_lead:
        return gettext("Turn %(turn)d: %(player)s may lead any card.") % values
    values["wanted"] = wanted(scene, top)
    if scene.rules.two_phase:
        return (
            gettext(
                "Turn %(turn)d: %(player)s looks for %(wanted)s, a card of the same rank "
                "or an eight."
            )
            % values
        )
    return gettext("Turn %(turn)d: %(player)s looks for %(wanted)s.") % values


def _your_turn_started(event: sika.TurnStarted, scene: Scene, top: Card) -> str:
    values = {"turn": event.turn, "wanted": wanted(scene, top)}
    if event.free_lead:
        return gettext("Turn %(turn)d: you may lead any card.") % values
    if scene.rules.two_phase:
        return (
            gettext("Turn %(turn)d: you look for %(wanted)s, a card of the same rank or an eight.")
            % values
        )
    return gettext("Turn %(turn)d: you look for %(wanted)s.") % values


def _drew(event: sika.Drew, scene: Scene) -> str:
    if scene.you(event.player):
        return _you_drew(event, scene)
    values = {"player": scene.who(event.player), "card": card_name(event.card)}
    if event.extra:
        return (
            gettext("The hand was empty, so %(player)s draws one more card: the %(card)s.") % values
        )
    two_phase = scene.rules.two_phase
    if event.source is sika.Source.RING:
        return _from_ring(event, values, two_phase)
    if event.source is sika.Source.PILE:
        return _dug(event, values)
    if two_phase:
        if event.matches:
            return (
                gettext("%(player)s draws the %(card)s from the stock: it can be played.") % values
            )
        return (
            gettext(
                "%(player)s draws the %(card)s from the stock: it cannot be played, so it goes "
                "into the hand."
            )
            % values
        )
    if not event.matches:
        return (
            gettext(
                "%(player)s draws the %(card)s from the draw pile: no match, so it goes into "
                "the hand."
            )
            % values
        )
    if event.into_hand:
        return (
            gettext(
                "%(player)s draws the %(card)s from the draw pile: it matches, but the found "
                "card is kept in the hand."
            )
            % values
        )
    return gettext("%(player)s draws the %(card)s from the draw pile: it matches.") % values


def _from_ring(event: sika.Drew, values: dict[str, str], two_phase: bool) -> str:
    """Someone else's draw from the ring."""
    if not event.matches:
        if two_phase:
            return (
                gettext(
                    "%(player)s draws the %(card)s from the ring: it cannot be played, "
                    "so it goes onto their own pile."
                )
                % values
            )
        return (
            gettext(
                "%(player)s draws the %(card)s from the ring: no match, so it goes into the hand."
            )
            % values
        )
    if two_phase:
        return gettext("%(player)s draws the %(card)s from the ring: it can be played.") % values
    return gettext("%(player)s draws the %(card)s from the ring: it matches.") % values


def _dug(event: sika.Drew, values: dict[str, str]) -> str:
    """Someone else's card dug out of the centre pile."""
    if not event.matches:
        return (
            gettext(
                "%(player)s digs the %(card)s out of the centre pile: no match, so it goes "
                "into the hand."
            )
            % values
        )
    if event.into_hand:
        return (
            gettext(
                "%(player)s digs the %(card)s out of the centre pile: it matches, but the "
                "found card is kept in the hand."
            )
            % values
        )
    return gettext("%(player)s digs the %(card)s out of the centre pile: it matches.") % values


def _you_drew(event: sika.Drew, scene: Scene) -> str:
    """The visitor's own draw, told to them (the card as the verb's object)."""
    values = {"card": card_name(event.card, Case.GENITIVE)}
    if event.extra:
        return gettext("Your hand was empty, so you draw one more card: the %(card)s.") % values
    if event.source is sika.Source.RING:
        if event.matches:
            return gettext("You draw the %(card)s from the ring: it fits.") % values
        if scene.rules.two_phase:
            return (
                gettext(
                    "You draw the %(card)s from the ring: it cannot be played, so it goes onto "
                    "your own pile."
                )
                % values
            )
        return (
            gettext("You draw the %(card)s from the ring: no match, so it goes into your hand.")
            % values
        )
    source = (
        gettext("You dig the %(card)s out of the centre pile")
        if event.source is sika.Source.PILE
        else gettext("You draw the %(card)s from the stock")
        if scene.rules.two_phase
        else gettext("You draw the %(card)s from the draw pile")
    ) % values
    if not event.matches:
        return gettext("%(draw)s: no match, so it goes into your hand.") % {"draw": source}
    if event.into_hand:
        return gettext("%(draw)s: it fits, but you keep the card in your hand.") % {"draw": source}
    return gettext("%(draw)s: it fits.") % {"draw": source}


def _played(event: sika.Played, scene: Scene, top: Card) -> str:
    values = {
        "player": scene.who(event.player),
        "card": card_name(event.cards[0]),
        "wanted": wanted(scene, top),
    }
    role = event.role
    if scene.you(event.player):
        return _you_played(event, values)
    if role is sika.Role.FREE:
        return (
            gettext(
                "%(player)s plays the %(card)s from the hand as the free card: the next player "
                "looks for %(wanted)s."
            )
            % values
        )
    if role is sika.Role.EXTRA:
        return (
            gettext(
                "%(player)s puts the %(card)s straight onto the centre pile, whatever its suit: "
                "the next player looks for %(wanted)s."
            )
            % values
        )
    if role is sika.Role.LEAD:
        return (
            gettext("%(player)s leads the %(card)s: the next player looks for %(wanted)s.") % values
        )
    if role is sika.Role.SHED and len(event.cards) > 1:
        values["cards"] = cards_list(event.cards)
        if len({RANK_OF[c] for c in event.cards}) == 1:
            return gettext(
                "%(player)s plays %(count)d cards of the same rank from the hand: %(cards)s."
            ) % {**values, "count": len(event.cards)}
        return gettext("%(player)s plays a run from the hand: %(cards)s.") % values
    if role is sika.Role.SHED:
        return gettext("%(player)s plays the %(card)s from the hand.") % values
    if event.from_hand:
        return (
            gettext("%(player)s plays the %(card)s from the hand, as it matches the top card.")
            % values
        )
    return gettext("%(player)s plays the %(card)s onto the centre pile.") % values


def _you_played(event: sika.Played, values: dict[str, str]) -> str:
    """The visitor's own play, told to them (the card as the verb's object)."""
    values = {**values, "card": card_name(event.cards[0], Case.GENITIVE)}
    role = event.role
    if role is sika.Role.FREE:
        return (
            gettext(
                "You play the %(card)s from your hand as the free card: the next player looks "
                "for %(wanted)s."
            )
            % values
        )
    if role is sika.Role.EXTRA:
        return (
            gettext(
                "You put the %(card)s straight onto the centre pile, whatever its suit: the "
                "next player looks for %(wanted)s."
            )
            % values
        )
    if role is sika.Role.LEAD:
        return gettext("You lead the %(card)s: the next player looks for %(wanted)s.") % values
    if role is sika.Role.SHED and len(event.cards) > 1:
        cards = cards_list(event.cards)
        if len({RANK_OF[c] for c in event.cards}) == 1:
            return gettext("You play %(count)d cards of the same rank: %(cards)s.") % {
                "count": len(event.cards),
                "cards": cards,
            }
        return gettext("You play a run: %(cards)s.") % {"cards": cards}
    if role is sika.Role.SHED or event.from_hand:
        return gettext("You play the %(card)s from your hand.") % values
    return gettext("You play the %(card)s onto the centre pile.") % values


def _new_draw_pile(event: sika.NewDrawPile) -> str:
    values = {"count": event.cards}
    if event.shuffled:
        return (
            ngettext(
                "The card under the top card is shuffled face down into a new draw pile "
                "(%(count)d card).",
                "The cards under the top card are shuffled face down into a new draw pile "
                "(%(count)d cards).",
                event.cards,
            )
            % values
        )
    return (
        ngettext(
            "The card under the top card is turned over into a new stock (%(count)d card).",
            "The cards under the top card are turned over into a new stock (%(count)d cards).",
            event.cards,
        )
        % values
    )


def _turn_ended(event: sika.TurnEnded, scene: Scene) -> str:
    values = {"player": scene.who(event.player)}
    if scene.you(event.player):
        if event.result is sika.TurnResult.PLAYING:
            return gettext("Your turn ends.")
        if event.result is sika.TurnResult.STUCK:
            return gettext(
                "You found no matching card, so your turn ends without a card played (a stuck "
                "turn)."
            )
        return gettext("Your turn ends without a card played.")
    if event.result is sika.TurnResult.PLAYING:
        return gettext("%(player)s's turn ends.") % values
    if event.result is sika.TurnResult.STUCK:
        return (
            gettext(
                "%(player)s found no matching card, so the turn ends without a card played "
                "(a stuck turn)."
            )
            % values
        )
    return gettext("%(player)s's turn ends without a card played.") % values


def _ring_emptied(event: sika.RingEmptied, scene: Scene) -> str:
    if event.next_phase is sika.Phase.OVER:
        return gettext("The ring is empty.")
    if scene.rules.two_phase:
        return gettext(
            "The ring is empty: everyone takes their own pile into the hand, and the "
            "shedding phase begins."
        )
    if event.next_phase is sika.Phase.RING:
        return gettext(
            "The ring is empty: play goes on the same way, drawing from a draw pile made "
            "of the centre pile."
        )
    return gettext("The ring is empty: from now on the players play from their hands.")


def _left(event: sika.Left, scene: Scene) -> str:
    if event.players == (scene.visitor,):
        return gettext("You have no cards left and leave the game in %(place)s place.") % {
            "place": place_name(event.place)
        }
    values = {
        "players": scene.group(event.players),
        "place": place_name(event.place),
        "place_genitive": place_name(event.place, Case.GENITIVE),
    }
    if scene.visitor in event.players:  # you and others, together; you named first
        order = presenter.you_first(event.players, scene.names)
        # Translators: the players include "you" (named first): "Sinä ja Aino pääsette…".
        return pgettext(
            "you among them",
            "%(players)s have no cards left and leave the game together, sharing "
            "%(place_genitive)s place.",
        ) % {**values, "players": capfirst(scene.group(order))}
    return (
        ngettext(
            "%(players)s has no cards left and leaves the game in %(place)s place.",
            "%(players)s have no cards left and leave the game together, sharing "
            "%(place_genitive)s place.",
            len(event.players),
        )
        % values
    )


def _game_over(event: sika.GameOver, scene: Scene) -> str:
    outcome = event.outcome
    values = {"players": scene.group(outcome.losers), "turns": outcome.turns}
    if outcome.unfinished:
        return gettext("The game stops unfinished after %(turns)d turns.") % values
    if outcome.draw:
        return gettext("The game is over and it is a draw: nobody is left holding cards.")
    if outcome.reason is sika.EndReason.STALEMATE:
        if tuple(outcome.losers) == (scene.visitor,):
            return gettext(
                "The turn is stuck, so the cards are counted: you hold the most and are the sika."
            )
        holders = [scene.name(q, NameCase.ADESSIVE) for q in outcome.losers]
        if scene.visitor in outcome.losers:  # you and others: the same count of cards
            order = presenter.you_first(outcome.losers, scene.names)
            mine = names_list([scene.name(q, NameCase.ADESSIVE) for q in order])
            tie = (
                gettext(
                    "The turn is stuck, so the cards are counted: %(players_adessive)s hold the "
                    "most, and you are both sikas."
                )
                if len(order) == 2
                else gettext(
                    "The turn is stuck, so the cards are counted: %(players_adessive)s hold the "
                    "most, and you are all sikas."
                )
            )
            return tie % {"players_adessive": mine}
        return ngettext(
            "The turn is stuck, so the cards are counted: %(players_adessive)s holds the most and "
            "is the sika.",
            "The turn is stuck, so the cards are counted: %(players_adessive)s hold the most and "
            "are the sikas.",
            len(outcome.losers),
        ) % {"players_adessive": names_list(holders)}
    if tuple(outcome.losers) == (scene.visitor,):
        return gettext("The game is over: you are the sika.")
    return gettext("The game is over: %(players)s is the sika.") % values
