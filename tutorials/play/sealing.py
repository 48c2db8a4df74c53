"""The sealed token: a game's data, compressed, encrypted and authenticated in its address.

AES-GCM under a key derived from SECRET_KEY (HKDF), so any app server can open
any token and nothing in a page or its URL tells the deck, the seed or another
player's hand. The game's slug is the associated data: a token of one game does
not open in another. A token longer than ``MAX_TOKEN`` is refused before it is
decoded at all.

cryptography is imported where it is used: the referee that answers offline imports the
site's URL conf in the browser's Python, which has no cryptography (and never seals).
"""

from __future__ import annotations

import base64
import binascii
import json
import os
import zlib
from typing import Any

from django.conf import settings
from django.utils.translation import gettext

from tutorials.errors import BadInput

# A URL stays well under the 8 KB many servers accept; a long game's choices
# compress to far less (one small number per decision).
MAX_TOKEN = 6000
NONCE = 12


def _keys() -> list[bytes]:
    """The current key first, then those of the fallback secrets (key rotation)."""
    from cryptography.hazmat.primitives import hashes
    from cryptography.hazmat.primitives.kdf.hkdf import HKDF

    secrets_ = [settings.SECRET_KEY, *getattr(settings, "SECRET_KEY_FALLBACKS", [])]
    return [
        HKDF(
            algorithm=hashes.SHA256(), length=32, salt=b"tutorials.play", info=b"play token v1"
        ).derive(str(secret).encode())
        for secret in secrets_
    ]


def bad_token() -> BadInput:
    """The one answer to a token that is not a game of this page."""
    return BadInput(
        gettext(
            "This game cannot be continued: its address is damaged, too long or belongs "
            "to another game. Start a new game."
        )
    )


def seal(slug: str, payload: dict[str, Any]) -> str:
    """The payload, compressed, encrypted and authenticated, as URL-safe text."""
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

    data = zlib.compress(json.dumps(payload, separators=(",", ":")).encode(), 9)
    nonce = os.urandom(NONCE)
    sealed = nonce + AESGCM(_keys()[0]).encrypt(nonce, data, slug.encode())
    return base64.urlsafe_b64encode(sealed).decode().rstrip("=")


def unseal(slug: str, token: str) -> dict[str, Any]:
    """The payload of ``seal(slug, ...)``; BadInput for anything else."""
    from cryptography.exceptions import InvalidTag
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

    if not token or len(token) > MAX_TOKEN:
        raise bad_token()
    try:
        raw = base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))
    except (binascii.Error, ValueError):
        raise bad_token() from None
    if len(raw) <= NONCE:
        raise bad_token()
    for key in _keys():
        try:
            data = AESGCM(key).decrypt(raw[:NONCE], raw[NONCE:], slug.encode())
        except InvalidTag:
            continue
        try:
            # Authenticated, so ours; still bounded in case an old format is longer.
            payload = json.loads(zlib.decompressobj().decompress(data, 64_000))
        except (zlib.error, ValueError):
            raise bad_token() from None
        if not isinstance(payload, dict):
            raise bad_token()
        return payload
    raise bad_token()
