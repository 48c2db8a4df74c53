"""The ristiseiska labels (``pack.words``): presets, the skilled computer player, options."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from tutorials.game_words import YES_NO_VALUES, GameWords

WORDS = GameWords(
    presets={
        "ristiseiska": _("Ristiseiska: the last player loses"),
        "pisteet": _("Points: the first player out ends the game"),
        "pantti": _("The token"),
        "ristikasi": _("Ristikasi"),
        "kaksi_pakkaa": _("Two decks"),
        "jokerit": _("Two jokers"),
    },
    rules_at={
        "ristiseiska": "seiskan-idea",
        "pisteet": "seiskan-pisteet",
        "pantti": "pantti-peli",
        "ristikasi": "ristikasi-peli",
        "kaksi_pakkaa": "kaksi-pakkaa-seiska",
        "jokerit": "jokerit-seiska",
    },
    players_at={"kaksinpeli-seiska": 2},
    play_preset="ristiseiska",
    # Translators: what the skilled computer player does, in words a child understands.
    skilled=_(
        "Saves for last the cards that would open rows for the others, and keeps its own "
        "rows going."
    ),
    options={
        "end": _("The game ends"),
        "scoring": _("Points for the cards left"),
        "eight_before_six": _("The eight before the six"),
        "first_ace": _("The first ace decides its end"),
        "pantti": _("The token instead of asking"),
        "holding": _("Holding back"),
        "ristikasi": _("Ristikasi (the eight of clubs starts)"),
        "decks": _("Decks"),
        "jokers": _("Jokers"),
        "target": _("Play deals up to this many points"),
        "max_turns": _("Stop after at most this many turns"),
    },
    values={
        "end": {"last": _("when one player is left"), "first_out": _("at the first player out")},
        "scoring": {"face": _("face value"), "count": _("one a card")},
        "eight_before_six": YES_NO_VALUES,
        "first_ace": YES_NO_VALUES,
        "pantti": YES_NO_VALUES,
        "holding": {"none": _("never allowed"), "sevens_only": _("allowed, except sevens")},
        "ristikasi": YES_NO_VALUES,
        "target": {"none": _("none")},
    },
)
