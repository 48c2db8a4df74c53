"""Readings: the points the sources leave open, and how this site plays them.

A pack lists its readings as data (``GamePack.readings``). Each is shown in
one consistent form under the rules section that teaches the rule, linked to
the checklist question where a table can agree otherwise, and all of a game's
readings are listed together on its readings page (``<game>:readings``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise
else:
    StrOrPromise = str


@dataclass(frozen=True)
class Reading:
    """One point the sources leave open: how we play it, and where it is taught."""

    key: str  # its anchor on the readings page: "#<key>"
    section: str  # the anchor of the rules section that teaches the rule
    text: StrOrPromise  # how we play it, in a sentence or two of our own
    question: str = ""  # the checklist question where a table agrees otherwise ("": none)


def at_section(readings: Sequence[Reading], anchor: str) -> list[Reading]:
    """The readings shown under the section ``anchor``, in the pack's order."""
    return [reading for reading in readings if reading.section == anchor]
