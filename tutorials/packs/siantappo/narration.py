"""Siantappo's events as sentences, in the language of the request.

Names are never inflected: every sentence puts a player's name where Finnish
keeps the nominative ("Aino lyö …", "… saa Eero"), so any name fits.
"""

from __future__ import annotations

from collections.abc import Sequence

from django.utils.translation import gettext, ngettext

from games import siantappo
from games.cards import Card
from tutorials.words import (
    NameCase,
    card_object,
    cards_list,
    names_list,
    place_name,
    player_name,
)


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
        return gettext("a siantappo of three pairs in a row")
    return gettext("a siantappo of four of a kind")


def deal_sentence(table: siantappo.Table, names: Sequence[str]) -> str:
    """The deal, told from the table after the game's first event (it names the leader)."""
    leader = names[table.leader]
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
        "receiver_allative": player_name(names[event.receiver], NameCase.ALLATIVE),
        "cards": cards_list(event.cards),
    }
    count = len(event.cards)
    if not event.strongest:
        return ngettext(
            "In the exchange, %(giver)s gives %(receiver_allative)s the weakest card: %(cards)s.",
            "In the exchange, %(giver)s gives %(receiver_allative)s the %(count)d weakest "
            "cards: %(cards)s.",
            count,
        ) % {**words, "count": count}
    return ngettext(
        "In the exchange, %(giver)s gives %(receiver_allative)s the strongest card: %(cards)s.",
        "In the exchange, %(giver)s gives %(receiver_allative)s the %(count)d strongest "
        "cards: %(cards)s.",
        count,
    ) % {**words, "count": count}


def played_sentence(event: siantappo.Played, names: Sequence[str], trick: Sequence[Card]) -> str:
    words = {
        "player": names[event.player],
        "kind": combo_words(event.combo, len(event.cards)),
        "cards": cards_list(event.cards),
    }
    single = event.combo is siantappo.Combo.SINGLE
    if single:
        words["card"] = card_object(event.cards[0])
    if event.lead and single:
        return gettext("%(player)s leads the %(card)s, opening a new trick.") % words
    if event.lead:
        return gettext("%(player)s opens a new trick with %(kind)s: %(cards)s.") % words
    if event.combo in (siantappo.Combo.SIANTAPPO_PAIRS, siantappo.Combo.SIANTAPPO_FOUR):
        return gettext("%(player)s kills the pig: %(kind)s, %(cards)s.") % words
    if single:
        return gettext("%(player)s tops it with the %(card)s.") % words
    return gettext("%(player)s beats it with %(kind)s: %(cards)s.") % words


def narrate(event: siantappo.Event, names: Sequence[str]) -> str:
    """One event as a sentence."""
    if isinstance(event, siantappo.Exchanged):
        return exchange_sentence(event, names)
    if isinstance(event, siantappo.Played):
        return played_sentence(event, names, event.cards)
    if isinstance(event, siantappo.Passed):
        if event.automatic:
            return gettext(
                "%(player)s has nothing that beats the play on the table, and passes."
            ) % {"player": names[event.player]}
        return gettext("%(player)s passes.") % {"player": names[event.player]}
    if isinstance(event, siantappo.TrickFell):
        if event.unbeatable:
            return gettext(
                "Nothing beats a straight up to the ace of hearts: the trick falls at once, "
                "and %(player)s starts the next one."
            ) % {"player": names[event.leader]}
        return gettext(
            "Everyone else has passed: the trick falls, and %(player)s starts the next one."
        ) % {"player": names[event.leader]}
    if isinstance(event, siantappo.WentOut):
        return gettext("%(player)s has no cards left and is out, in %(place)s place.") % {
            "player": names[event.player],
            "place": place_name(event.place),
        }
    outcome = event.outcome
    loser = names_list([names[q] for q in outcome.losers])
    return gettext(
        "The game is over: only %(player_adessive)s still holds cards, and so loses."
    ) % {"player_adessive": player_name(loser, NameCase.ADESSIVE)}
