"""What a game pack fills in: the extension point through which the site teaches a game."""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.functional import Promise


@dataclass(frozen=True)
class Section:
    anchor: str
    title: str | Promise
    level: int = 2
    examples: tuple[str, ...] = ()  # slugs of the worked examples that show it


@dataclass(frozen=True)
class Page:
    key: str  # template stem
    url_name: str
    title: str | Promise
    nav_title: str | Promise
    sections: tuple[Section, ...]
