"""The siantappo labels (``pack.words``): presets, computer styles, options and their values."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from tutorials.game_words import YES_NO_VALUES, GameWords

PRESET_LABELS = {
    "perussiantappo": _("Siantappo as taught on the rules page"),
}
POLICY_LABELS = {
    "lowest": _("The weakest play first"),
    "random": _("At random"),
    "heuristic": _("Saving twos and bombs for the end"),
}
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


WORDS = GameWords(PRESET_LABELS, POLICY_LABELS, OPTION_LABELS, VALUE_LABELS)
