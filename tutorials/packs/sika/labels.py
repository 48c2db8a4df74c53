"""The sika labels (``pack.words``): presets, the skilled computer player, options, values."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from tutorials.game_words import YES_NO_VALUES, GameWords

WORDS = GameWords(
    presets={
        "perussika": _("Basic sika"),
        "kotiversio": _("The home version"),
        "vari": _("Colour instead of suit"),
        "ilman_kasivaihetta": _("No hand phase"),
        "kaksivaiheinen": _("Two phases"),
    },
    rules_at={
        "perussika": "tavoite",
        "kotiversio": "kotiversio",
        "vari": "vari",
        "ilman_kasivaihetta": "ilman-kasivaihetta",
        "kaksivaiheinen": "kaksivaiheinen",
    },
    play_preset="kotiversio",
    # Translators: what the skilled computer player does, in words a child understands.
    skilled=_(
        "Keeps a mix of suits in its hand and plays so that the next player has to search long."
    ),
    options={
        "match": _("A card matches by"),
        "max_draws": _("Draws per search"),
        "hand_phase": _("Hand phase"),
        "hand_source": _("Lacking the suit, take cards from"),
        "dug_card": _("The matching card found"),
        "hand_free_card": _("Free card in the hand phase"),
        "stalemate": _("When a turn is stuck"),
        "decks": _("Decks"),
        "two_phase": _("Two-phase variant"),
        "max_turns": _("Stop after at most this many turns"),
    },
    values={
        "match": {"suit": _("suit"), "colour": _("colour")},
        "max_draws": {"none": _("no limit")},
        "hand_phase": {"true": _("played"), "false": _("left out")},
        "hand_source": {"dig": _("the centre pile (dig)"), "recycle": _("a draw pile")},
        "dug_card": {"play": _("is played"), "keep": _("stays in the hand")},
        "hand_free_card": YES_NO_VALUES,
        "stalemate": {
            "fewest_cards": _("fewest cards wins"),
            "free_lead": _("free lead after a whole round"),
        },
        "two_phase": YES_NO_VALUES,
    },
)
