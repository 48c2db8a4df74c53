"""The siantappo labels (``pack.words``): presets, the skilled computer player, options, values."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from tutorials.game_words import YES_NO_VALUES, GameWords

PRESET_LABELS = {
    "perussiantappo": _("Basic siantappo"),
}
# Where each preset's rules are written (an anchor of the rules pages).
RULES_AT = {
    "perussiantappo": "pelin-tavoite",
}
# The rules a game against the computer starts from (benchmarks/decisions.py).
PLAY_PRESET = "perussiantappo"
# Translators: what the skilled computer player does, in words a child understands.
SKILLED = _("Gets rid of its low cards first and saves its twos and bombs for the end.")
OPTION_LABELS = {
    "exchange": _("Card exchange between games"),
    "first_lead": _("The first lead of a series"),
    # Translators: the series option changes only the simulated figures, not one game.
    "series": _("A series (for the house-rules figures only)"),
}

# Each option's values as a URL writes them, with their words; numbers stand as written.
VALUE_LABELS = {
    "exchange": YES_NO_VALUES,
    "first_lead": {
        "with_3c": _("must contain the three of clubs"),
        "holder": _("its holder starts with any play"),
    },
    "series": YES_NO_VALUES,
}


WORDS = GameWords(
    presets=PRESET_LABELS,
    rules_at=RULES_AT,
    play_preset=PLAY_PRESET,
    skilled=SKILLED,
    options=OPTION_LABELS,
    values=VALUE_LABELS,
)
