"""A game's labels, written once: the value each pack gives ``GamePack.words``."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from django.utils.translation import gettext_lazy as _

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise
else:
    StrOrPromise = str


# A yes-or-no option's values in words (``values``), the same in every game.
YES_NO_VALUES: Mapping[str, StrOrPromise] = {"true": _("yes"), "false": _("no")}


@dataclass(frozen=True)
class GameWords:
    """A game's labels, written once: its presets, computer styles, options and their values.

    The any-game form, the play start form, the checklist and the sheets read
    them; a value not named in ``values`` is shown as written (a number).
    """

    presets: Mapping[str, StrOrPromise]  # preset key -> name, in the order offered
    policies: Mapping[str, StrOrPromise]  # the engine's policy key -> a computer style
    options: Mapping[str, StrOrPromise]  # option key -> label
    values: Mapping[str, Mapping[str, StrOrPromise]]  # option key -> value code -> words
