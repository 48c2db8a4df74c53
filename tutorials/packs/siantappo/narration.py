"""Siantappo's events as sentences, in the language of the request.

Names are inflected through ``tutorials.words.player_name``; in "play a game"
the visitor is spoken to ("Lyöt päälle …", "Eero antaa sinulle …").
"""

from __future__ import annotations

from collections.abc import Sequence

from django.utils.translation import gettext, ngettext, pgettext

from games import siantappo
from games.cards import Card
from tutorials.presenter import visitor_of
from tutorials.words import NameCase, card_name, card_object, names_list, player_name


def combo_words(combo: siantappo.Combo, size: int) -> str:
    """The kind of a play as a noun phrase: "a pair", "a straight of 5 cards"."""
    if combo is siantappo.Combo.SINGLE:
        return gettext("a single card")
    if combo is siantappo.Combo.PAIR:
        return gettext("a pair")
    if combo is siantappo.Combo.THREE:
        return gettext("three of a kind")
    if combo is siantappo.Combo.FOUR:
        return gettext("four of a kind")
    if combo is siantappo.Combo.STRAIGHT:
        return gettext("a straight of %(count)d cards") % {"count": size}
    if combo is siantappo.Combo.SIANTAPPO_PAIRS:
        return gettext("a siantappo of three consecutive pairs")
    return gettext("a siantappo of four of a kind")


def deal_sentence(table: siantappo.Table, names: Sequence[str]) -> str:
    """The deal, told from the table after the game's first event (it names the leader)."""
    leader = names[table.leader]
    if visitor_of(names) == table.leader:
        if table.first_game:
            return gettext(
                "The whole deck is dealt. You hold the three of clubs and start; the first "
                "play must contain it."
            )
        return gettext(
            "The whole deck is dealt for the next game of the series. You lost the last game "
            "and so start after the card exchange."
        )
    if table.first_game:
        return gettext(
            "The whole deck is dealt. %(player_adessive)s holds the three of clubs and "
            "starts; the first play must contain it."
        ) % {"player_adessive": player_name(leader, NameCase.ADESSIVE)}
    return gettext(
        "The whole deck is dealt for the next game of the series. %(player)s lost the last "
        "game and so starts after the card exchange."
    ) % {"player": leader}


def exchange_sentence(event: siantappo.Exchanged, names: Sequence[str]) -> str:
    words = {
        "giver": names[event.player],
        "receiver": names[event.receiver],
        "cards": names_list([card_name(card) for card in event.cards]),
    }
    count = len(event.cards)  # one card or two: the exchange gives no more
    you = visitor_of(names)
    if you == event.player:
        return _you_give(event, words)
    if you == event.receiver:
        if not event.strongest:
            return ngettext(
                "%(giver)s gives you the weakest card in hand, the %(cards)s.",
                "%(giver)s gives you the two weakest cards in hand, the %(cards)s.",
                count,
            ) % {**words, "count": count}
        return ngettext(
            "%(giver)s gives you the strongest card in hand, the %(cards)s.",
            "%(giver)s gives you the two strongest cards in hand, the %(cards)s.",
            count,
        ) % {**words, "count": count}
    if not event.strongest:
        return ngettext(
            "%(giver)s gives %(receiver)s the weakest card in hand, the %(cards)s.",
            "%(giver)s gives %(receiver)s the two weakest cards in hand, the %(cards)s.",
            count,
        ) % {**words, "count": count}
    return ngettext(
        "%(giver)s gives %(receiver)s the strongest card in hand, the %(cards)s.",
        "%(giver)s gives %(receiver)s the two strongest cards in hand, the %(cards)s.",
        count,
    ) % {**words, "count": count}


def _you_give(event: siantappo.Exchanged, words: dict[str, str]) -> str:
    count = len(event.cards)
    if not event.strongest:
        return ngettext(
            "You give away your weakest card, the %(cards)s, to %(receiver)s.",
            "You give away your two weakest cards, the %(cards)s, to %(receiver)s.",
            count,
        ) % {**words, "count": count}
    return ngettext(
        "You give away your strongest card, the %(cards)s, to %(receiver)s.",
        "You give away your two strongest cards, the %(cards)s, to %(receiver)s.",
        count,
    ) % {**words, "count": count}


def _you_played(event: siantappo.Played, words: dict[str, str]) -> str:
    if event.combo is siantappo.Combo.SIANTAPPO_PAIRS:
        return gettext("You kill the pig with three consecutive pairs: %(cards)s.") % words
    if event.combo is siantappo.Combo.SIANTAPPO_FOUR:
        return gettext("You kill the pig with four of a kind: %(cards)s.") % words
    single = event.combo is siantappo.Combo.SINGLE
    if event.lead:
        if single:
            return gettext("You lead the %(card)s.") % words
        return gettext("You lead %(kind)s: %(cards)s.") % words
    if single:
        return gettext("You top it with the %(card)s.") % words
    return gettext("You top it with %(kind)s: %(cards)s.") % words


def played_sentence(event: siantappo.Played, names: Sequence[str], trick: Sequence[Card]) -> str:
    words = {
        "player": names[event.player],
        "kind": combo_words(event.combo, len(event.cards)),
        "card": card_object(event.cards[0]),
        "cards": names_list([card_name(card) for card in event.cards]),
    }
    if visitor_of(names) == event.player:
        return _you_played(event, words)
    if event.combo is siantappo.Combo.SIANTAPPO_PAIRS:
        return gettext("%(player)s kills the pig with three consecutive pairs: %(cards)s.") % words
    if event.combo is siantappo.Combo.SIANTAPPO_FOUR:
        return gettext("%(player)s kills the pig with four of a kind: %(cards)s.") % words
    single = event.combo is siantappo.Combo.SINGLE
    if event.lead:
        if single:
            return gettext("%(player)s leads the %(card)s.") % words
        return gettext("%(player)s leads %(kind)s: %(cards)s.") % words
    if single:
        return gettext("%(player)s tops it with the %(card)s.") % words
    return gettext("%(player)s tops it with %(kind)s: %(cards)s.") % words


def place_words(place: int) -> str:
    """A finishing place as the sentence "… finishes first" needs it."""
    ordinals = (
        pgettext("finishing place", "first"),
        pgettext("finishing place", "second"),
        pgettext("finishing place", "third"),
        pgettext("finishing place", "fourth"),
        pgettext("finishing place", "fifth"),
    )
    return ordinals[place - 1]


def trick_fell_sentence(event: siantappo.TrickFell, names: Sequence[str]) -> str:
    """The trick is over: why, and who leads; the next player still in when its player is out."""
    words = {"player": names[event.leader], "out": names[event.player]}
    if event.player != event.leader and visitor_of(names) == event.player:
        if event.unbeatable:
            return (
                gettext(
                    "Nothing can beat a straight up to the ace of hearts, so the trick is over at "
                    "once. You are already out of the game, so %(player)s leads the next one."
                )
                % words
            )
        return (
            gettext(
                "Everyone else has passed, so the trick is over. You are already out of the "
                "game, so %(player)s leads the next one."
            )
            % words
        )
    if event.player != event.leader:
        if event.unbeatable:
            return (
                gettext(
                    "Nothing can beat a straight up to the ace of hearts, so the trick is over at "
                    "once. %(out)s is already out of the game, so %(player)s leads the next one."
                )
                % words
            )
        return (
            gettext(
                "Everyone else has passed, so the trick is over. %(out)s is already out of the "
                "game, so %(player)s leads the next one."
            )
            % words
        )
    if event.unbeatable:
        return (
            gettext(
                "Nothing can beat a straight up to the ace of hearts, so the trick is over at "
                "once and %(player)s leads the next one."
            )
            % words
        )
    return (
        gettext("Everyone else has passed, so the trick is over and %(player)s leads the next one.")
        % words
    )


def narrate(event: siantappo.Event, names: Sequence[str]) -> str:
    """One event as a sentence."""
    if isinstance(event, siantappo.Exchanged):
        return exchange_sentence(event, names)
    if isinstance(event, siantappo.Played):
        return played_sentence(event, names, event.cards)
    you = visitor_of(names)
    if isinstance(event, siantappo.Passed) and you == event.player:
        if event.automatic:
            return gettext("You have nothing higher and pass.")
        return gettext("You pass.")
    if isinstance(event, siantappo.TrickFell) and you == event.leader:
        if event.unbeatable:
            return gettext(
                "Nothing can beat a straight up to the ace of hearts, so the trick is over at "
                "once and you lead the next one."
            )
        return gettext("Everyone else has passed, so the trick is over and you lead the next one.")
    if isinstance(event, siantappo.WentOut) and you == event.player:
        return gettext("You are out of cards and finish %(place)s.") % {
            "place": place_words(event.place)
        }
    if isinstance(event, siantappo.Passed):
        if event.automatic:
            return gettext("%(player)s has nothing higher and passes.") % {
                "player": names[event.player]
            }
        return gettext("%(player)s passes.") % {"player": names[event.player]}
    if isinstance(event, siantappo.TrickFell):
        return trick_fell_sentence(event, names)
    if isinstance(event, siantappo.WentOut):
        return gettext("%(player)s is out of cards and finishes %(place)s.") % {
            "player": names[event.player],
            "place": place_words(event.place),
        }
    outcome = event.outcome
    if tuple(outcome.losers) == (you,):
        return gettext("The game is over: only you still hold cards, and so you lose.")
    loser = names_list([names[q] for q in outcome.losers])
    return gettext(
        "The game is over: only %(player_adessive)s still holds cards, and so loses."
    ) % {"player_adessive": player_name(loser, NameCase.ADESSIVE)}
