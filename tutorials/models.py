"""Saved house-rule sheets.

A sheet is written once and never changed: its address is given to a table
to keep with the cards, so what the address shows must stay what they
agreed. A change makes a new sheet.
"""

from __future__ import annotations

import secrets
from typing import Any

from django.db import models
from django.utils import timezone

# 24 random bytes = 192 bits, written as 32 URL-safe characters.
TOKEN_BYTES = 24
TOKEN_LENGTH = 32
TOKEN_ALPHABET = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def is_token(text: str) -> bool:
    return len(text) == TOKEN_LENGTH and set(text) <= TOKEN_ALPHABET


class SheetChangeError(Exception):
    """A saved sheet was about to be changed or removed."""


class HouseRuleSheetQuerySet(models.QuerySet["HouseRuleSheet"]):
    def update(self, **kwargs: Any) -> int:
        raise SheetChangeError("saved sheets are never changed")

    def delete(self) -> tuple[int, dict[str, int]]:
        raise SheetChangeError("saved sheets are never removed")


# The shape of a sheet's answers and figures; a sheet keeps the version it was saved
# with, and the site renders every version it ever wrote. 1: the first sheets (losses
# by seat stored as "sika_by_seat"); 2: figures with the engine's "loser_by_seat".
SHEET_VERSION = 2


class HouseRuleSheet(models.Model):
    token = models.CharField(max_length=TOKEN_LENGTH, unique=True, editable=False)
    # The engine's game name (the migration that added it named the older sheets' game).
    game = models.CharField(max_length=32)
    version = models.PositiveSmallIntegerField()
    # The save form's one-time key: a replayed POST finds this sheet instead of making
    # a second one. Null (not "") for sheets saved before the key existed, so they do
    # not collide on the unique index.
    save_key = models.CharField(  # noqa: DJ001
        max_length=TOKEN_LENGTH, unique=True, null=True, editable=False
    )
    name = models.CharField(max_length=80)
    created = models.DateTimeField(default=timezone.now, editable=False)
    # The starting point of the checklist: a preset's name, or "oma" for scratch.
    start = models.CharField(max_length=32)
    # The answers as the checklist spells them: the engine's options (the rules spec,
    # section 6) and the table agreements.
    answers = models.JSONField()
    players = models.PositiveSmallIntegerField()
    # The figures as shown when the sheet was saved (tutorials.stats.Stats).
    stats = models.JSONField()

    objects = HouseRuleSheetQuerySet.as_manager()

    class Meta:
        verbose_name = "house-rule sheet"

    def __str__(self) -> str:
        return self.name

    def save(self, *args: Any, **kwargs: Any) -> None:
        if not self._state.adding:
            raise SheetChangeError("saved sheets are never changed; save a copy instead")
        if not self.token:
            self.token = new_token()
        kwargs["force_insert"] = True
        super().save(*args, **kwargs)

    def delete(self, *args: Any, **kwargs: Any) -> tuple[int, dict[str, int]]:
        raise SheetChangeError("saved sheets are never removed")


class RuleStats(models.Model):
    """Figures for one rule set, computed once for the whole site.

    ``key`` names the game, the canonical rules (only the options that matter),
    the player count and the stats version. A row without ``figures`` is a
    computation in progress: its unique key is the lock that makes every other
    request wait for that one computation instead of starting its own.
    """

    key = models.CharField(max_length=255, unique=True)
    figures = models.JSONField(null=True)
    started = models.DateTimeField(default=timezone.now)

    class Meta:
        verbose_name = "rule-set statistics"

    def __str__(self) -> str:
        return self.key


class Preweighing(models.Model):
    """A worked example's decision weighed ahead by the worker (``tutorials.preweigh``).

    ``key`` names the decision and the ``version`` it was weighed under (the game's
    engine sources and the weighing's size), so a changed engine or example is never
    read; rows of an older ``version`` are dropped when the examples are weighed again.
    A row without ``figures`` is a weighing queued for the worker.
    """

    key = models.CharField(max_length=80, unique=True)
    game = models.CharField(max_length=32)
    version = models.CharField(max_length=16)
    figures = models.JSONField(null=True)
    started = models.DateTimeField(default=timezone.now)

    class Meta:
        verbose_name = "weighing of an example's decision"

    def __str__(self) -> str:
        return self.key
