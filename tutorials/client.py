"""Which client sent a request: the key of the per-client rate limits.

Behind a reverse proxy ``REMOTE_ADDR`` is the proxy's own address, so every
visitor would share one allowance. Each proxy appends the address it received
the request from to ``X-Forwarded-For``; with ``TRUSTED_PROXY_HOPS = N`` proxies
of ours in front, the N-th entry from the right is the one our outermost proxy
wrote, and anything to its left came from the client and may be made up.
"""

from __future__ import annotations

import ipaddress

from django.conf import settings
from django.http import HttpRequest


def client_ip(request: HttpRequest) -> str:
    """The visitor's address as our outermost trusted proxy saw it (docs/deploy.md)."""
    remote = str(request.META.get("REMOTE_ADDR", ""))
    hops = settings.TRUSTED_PROXY_HOPS
    if hops == 0:
        return remote
    header = str(request.META.get("HTTP_X_FORWARDED_FOR", ""))
    forwarded = [entry.strip() for entry in header.split(",") if entry.strip()]
    if len(forwarded) < hops:
        # Not through every proxy we expect (say a health check from inside):
        # the entries there are not all ours, so count the direct peer.
        return remote
    address = forwarded[-hops]
    try:
        return str(ipaddress.ip_address(address))
    except ValueError:
        # Our proxy writes addresses; anything else means a misconfigured chain,
        # and a made-up key must not give a fresh allowance.
        return remote


def counted_as(address: str) -> str:
    """The client an address counts as for the limits: itself, or for IPv6 its /64.

    One IPv6 subscriber is usually given a whole /64 (2**64 addresses), so counting
    each address would give them a new allowance at every request. An IPv4 address
    written as IPv6 (``::ffff:192.0.2.1``) counts as the IPv4 address.
    """
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return address
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((ip, 64), strict=False))
    return str(ip)
