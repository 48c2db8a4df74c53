"""A game's labels, written once: the value each pack gives ``GamePack.words``."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from django.utils.translation import gettext_lazy as _

from games.core import LEVELS

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise
else:
    StrOrPromise = str


# A yes-or-no option's values in words (``values``), the same in every game.
YES_NO_VALUES: Mapping[str, StrOrPromise] = {"true": _("yes"), "false": _("no")}

# The computer players' levels (games.core.LEVELS), named by what they can do.
LEVEL_NAMES: Mapping[str, StrOrPromise] = {
    "aloittelija": _("Beginner"),
    "taitava": _("Skilled"),
    "mestari": _("Master"),
}
# What the beginner and the master do is the same in every game; the skilled
# player's way is the game's own (``GameWords.skilled``).
BEGINNER = _("Plays any card the rules allow, without a plan.")
MASTER = _(
    "Thinks ahead: imagines the cards it cannot see in many ways, plays each choice "
    "out and picks the best. It never peeks at your cards."
)
# The engine's older policy names, which links and games begun before the levels
# still carry: they keep playing as they did, shown as the level nearest them.
FORMER_LEVELS: Mapping[str, str] = {
    "lowest": "aloittelija",
    "random": "aloittelija",
    "heuristic": "taitava",
}
DEFAULT_LEVEL = "taitava"


def level_of(policy: str) -> str:
    """The level a page shows for ``policy``: a former name as the level nearest it."""
    return FORMER_LEVELS.get(policy, policy)


@dataclass(frozen=True)
class Level:
    """One level of the computer players as a page offers it."""

    key: str  # the engine's policy name
    name: StrOrPromise
    sentence: StrOrPromise  # what it can do, in one sentence a family understands


@dataclass(frozen=True)
class GameWords:
    """A game's labels, written once: its presets (and where their rules are written),
    the preset play starts from, its skilled player, its options and their values.

    The any-game form, the play start form, the checklist and the sheets read
    them; a value not named in ``values`` is shown as written (a number).
    """

    presets: Mapping[str, StrOrPromise]  # preset key -> name, in the order offered
    # preset key -> the anchor of the rules section that describes it (``pack.sections``)
    rules_at: Mapping[str, str]
    # The rules a game against the computer starts from: the preset that gives the
    # visitor the most real decisions among those a family plays
    # (``benchmarks/decisions.py``); the engine's default preset stays for the
    # examples and the figures.
    play_preset: str
    skilled: StrOrPromise  # how the skilled level plays this game, in one sentence
    options: Mapping[str, StrOrPromise]  # option key -> label
    values: Mapping[str, Mapping[str, StrOrPromise]]  # option key -> value code -> words
    # The anchor of a rules section that describes a table size rather than a preset -> that
    # many players (its referee links ask under the default rules for them).
    players_at: Mapping[str, int] = field(default_factory=dict)

    @property
    def levels(self) -> tuple[Level, ...]:
        """The levels offered, weakest first."""
        sentences = {"aloittelija": BEGINNER, "taitava": self.skilled, "mestari": MASTER}
        return tuple(Level(key, LEVEL_NAMES[key], sentences[key]) for key in LEVELS)

    @property
    def policies(self) -> dict[str, StrOrPromise]:
        """Every policy name a form accepts -> the level's name: the levels in order, then
        the former names (accepted, never offered)."""
        named = {key: LEVEL_NAMES[key] for key in LEVELS}
        return {**named, **{old: LEVEL_NAMES[new] for old, new in FORMER_LEVELS.items()}}
