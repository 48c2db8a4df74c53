"""Saved house-rule sheets: saving once per form, and drawing a sheet's QR code once.

A sheet row never changes (tutorials.models), so whatever is derived from it
alone, such as the QR code of its address, can be kept as long as the cache will.
"""

from __future__ import annotations

from collections.abc import Mapping

import segno
from django.conf import settings
from django.core.cache import cache
from django.db import IntegrityError, transaction
from django.utils.safestring import SafeString, mark_safe

from tutorials.limits import take_allowance
from tutorials.models import SHEET_VERSION, HouseRuleSheet, is_token

# Saves per client (tutorials.client) in a window, counted in the limits cache.
SAVE_LIMIT: int = settings.SHEET_SAVE_LIMIT
SAVE_WINDOW = 600
# A QR code's stay in the shared cache, like a page's: it is drawn again in milliseconds.
QR_SECONDS = 60 * 60 * 24


def qr_svg(url: str) -> SafeString:
    """The address as an inline SVG QR code (segno: pure Python, SVG out of the box)."""
    code = segno.make(url, error="m")
    # Safe: segno builds the markup from the code's modules; no text of ours goes in.
    return mark_safe(code.svg_inline(scale=3, omitsize=True, dark="#000"))


def sheet_qr(url: str) -> SafeString:
    """The QR code of a sheet's address, drawn once and kept in the shared cache."""
    key = f"sheet-qr:{url}"
    svg = cache.get(key)
    if svg is None:
        svg = str(qr_svg(url))
        cache.set(key, svg, timeout=QR_SECONDS)
    # Safe: the cached text is segno's markup, stored by the line above.
    return mark_safe(svg)


def save_sheet(
    *,
    game: str,
    client: str,
    save_key: str,
    name: str,
    start: str,
    answers: Mapping[str, str],
    players: int,
    stats: Mapping[str, object],
) -> HouseRuleSheet:
    """The sheet for this save form: a new one, or the one a replay of the form made.

    Raises RateLimited when the client has saved too many sheets lately.
    """
    key = save_key if is_token(save_key) else None
    if key is not None:
        replayed = HouseRuleSheet.objects.filter(save_key=key).first()
        if replayed is not None:
            return replayed
    take_allowance("save", client, SAVE_LIMIT, SAVE_WINDOW)
    try:
        with transaction.atomic():
            return HouseRuleSheet.objects.create(
                game=game,
                version=SHEET_VERSION,
                save_key=key,
                name=name,
                start=start,
                answers=dict(answers),
                players=players,
                stats=dict(stats),
            )
    except IntegrityError:
        # The same form posted twice at once: the other request saved it.
        return HouseRuleSheet.objects.get(save_key=key)
