"""Readings: the points the sources leave open or settle differently, and how we play them.

A pack lists its readings as data (``GamePack.readings``): the game's one
register of them. Every "the source leaves this open" mark on any page comes
from it, in one form: under the rules section that teaches the rule (linked to
the checklist question where a table can agree otherwise), inline where a rules
card, a lesson or a page's prose states the rule (``{% reading "<key>" %}`` of
``tutorials/templatetags/readings.py``, or ``marked(pack, key)`` in Python), and
before a quiz question that asks how we play it (``Question.reading``). All of a
game's readings are listed together on its readings page (``<game>:readings``).
``tests/tutorials/test_readings.py`` fails when a page carries a mark the
register lacks.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from django.template.loader import render_to_string
from django.utils.safestring import SafeString

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise
else:
    StrOrPromise = str


@dataclass(frozen=True)
class Reading:
    """One point the sources leave open or name several ways for: how we play it, and
    where it is taught."""

    key: str  # its anchor on the readings page: "#<key>"
    section: str  # the anchor of the rules section that teaches the rule
    text: StrOrPromise  # how we play it, in a sentence or two of our own
    question: str = ""  # the checklist question where a table agrees otherwise ("": none)
    # The sources name more than one way (the mark says tables differ), not silent on it.
    disputed: bool = False
    # The source leaves the point to each player; we play one way (the mark says so).
    chosen: bool = False
    # What the reading is about, as the checklist sets it: the engine's rules field (an
    # option of the game's schema), or a table agreement's or the figures' question name.
    # A reading with a ``question`` names it, and the question must set it: a second
    # statement of the link, so a slip in either fails the readings' tests.
    rule: str = ""


def at_section(readings: Sequence[Reading], anchor: str) -> list[Reading]:
    """The readings shown under the section ``anchor``, in the pack's order."""
    return [reading for reading in readings if reading.section == anchor]


def find(readings: Sequence[Reading], key: str) -> Reading:
    """The register's reading ``key`` (KeyError: a page marks a reading it does not hold)."""
    for reading in readings:
        if reading.key == key:
            return reading
    raise KeyError(f"no reading {key!r} in the register")


# How a mark is drawn: inline where prose states the rule, a paragraph of its own (with
# the house-rules link) as under a rules section, or before a quiz question that asks it.
class _Registered(Protocol):
    """A pack as its readings' marks read it (``GamePack``; the template reads its words)."""

    @property
    def readings(self) -> Sequence[Reading]: ...


FORMS = {
    "inline": "includes/reading_inline.html",
    "block": "includes/reading.html",
    "ask": "includes/reading_ask.html",
}


def marked(pack: _Registered, key: str, form: str = "inline") -> SafeString:
    """The register's reading ``key`` of ``pack`` with its mark, as HTML (``form`` of
    ``FORMS``); KeyError if the register lacks it."""
    found = find(pack.readings, key)
    html = render_to_string(FORMS[form], {"pack": pack, "reading": found, "anchor": False})
    return SafeString(html.strip())
