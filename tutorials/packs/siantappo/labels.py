"""The siantappo labels (``pack.words``): presets, the skilled computer player, options, values."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from tutorials.game_words import YES_NO_VALUES, GameWords

WORDS = GameWords(
    presets={
        "perussiantappo": _("Basic siantappo"),
    },
    rules_at={
        "perussiantappo": "pelin-tavoite",
    },
    play_preset="perussiantappo",
    # Translators: what the skilled computer player does, in words a child understands.
    skilled=_("Gets rid of its low cards first and saves its twos and bombs for the end."),
    options={
        "exchange": _("Card exchange between games"),
        "first_lead": _("The first lead of a series"),
        # Translators: the series option changes only the simulated figures, not one game.
        "series": _("A series (for the house-rules figures only)"),
    },
    values={
        "exchange": YES_NO_VALUES,
        "first_lead": {
            "with_3c": _("must contain the three of clubs"),
            "holder": _("its holder starts with any play"),
        },
        "series": YES_NO_VALUES,
    },
)
