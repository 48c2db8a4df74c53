"""The client's address for the rate limits: REMOTE_ADDR, or X-Forwarded-For behind our proxies."""

from collections.abc import Callable

import pytest
from django.core.cache import cache
from django.test import Client, RequestFactory
from pytest_django.fixtures import Settings

from tests.html import attributes
from tutorials import sheets
from tutorials import stats as figures
from tutorials.client import client_ip, counted_as
from tutorials.limits import RateLimited, reset_allowances, take_allowance

PROXY = "10.0.0.2"


def ip(forwarded: str | None, remote: str = PROXY) -> str:
    headers = {} if forwarded is None else {"X-Forwarded-For": forwarded}
    return client_ip(RequestFactory().get("/", REMOTE_ADDR=remote, headers=headers))


def test_client_ip_no_hops_ignores_spoofed_header(settings: Settings) -> None:
    settings.TRUSTED_PROXY_HOPS = 0
    assert ip("203.0.113.9", remote="198.51.100.7") == "198.51.100.7"


def test_client_ip_one_hop_takes_the_address_our_proxy_appended(
    settings: Settings,
) -> None:
    settings.TRUSTED_PROXY_HOPS = 1
    # The client sent "192.0.2.66" itself; our proxy appended the address it saw.
    assert ip("192.0.2.66, 203.0.113.9") == "203.0.113.9"


def test_client_ip_two_hops_skips_the_inner_proxy(settings: Settings) -> None:
    settings.TRUSTED_PROXY_HOPS = 2
    assert ip("192.0.2.66, 203.0.113.9, 10.0.0.1") == "203.0.113.9"


def test_client_ip_ipv6_written_canonically(settings: Settings) -> None:
    settings.TRUSTED_PROXY_HOPS = 1
    assert ip("2001:DB8:0:0::1") == "2001:db8::1"


@pytest.mark.parametrize("forwarded", [None, "", " , ", "203.0.113.9"])
def test_client_ip_fewer_entries_than_hops_uses_remote_addr(
    settings: Settings, forwarded: str | None
) -> None:
    settings.TRUSTED_PROXY_HOPS = 2
    assert ip(forwarded) == PROXY


@pytest.mark.parametrize("forwarded", ["unknown", "203.0.113.9:443", "x" * 1000])
def test_client_ip_not_an_address_uses_remote_addr(settings: Settings, forwarded: str) -> None:
    settings.TRUSTED_PROXY_HOPS = 1
    assert ip(forwarded) == PROXY


def _recorder(seen: list[str], refuse: bool) -> Callable[[str, str, int, int], None]:
    """A take_allowance that notes whom it counts, and refuses if asked to."""

    def take(kind: str, client: str, limit: int, window: int) -> None:
        seen.append(f"{kind} {client}")
        if refuse:
            raise RateLimited(window)

    return take


@pytest.mark.django_db
def test_stats_limit_counts_the_forwarded_client(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache.clear()
    settings.TRUSTED_PROXY_HOPS = 1
    seen: list[str] = []
    monkeypatch.setattr(figures, "take_allowance", _recorder(seen, refuse=True))
    client = Client(REMOTE_ADDR=PROXY, headers={"X-Forwarded-For": "192.0.2.66, 203.0.113.9"})
    response = client.get("/sika/kotisaannot/?preset=kotiversio")
    assert (response.status_code, seen) == (429, ["stats 203.0.113.9"])


@pytest.mark.django_db
def test_save_limit_counts_remote_addr_without_hops(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache.clear()
    settings.TRUSTED_PROXY_HOPS = 0
    seen: list[str] = []
    monkeypatch.setattr(figures, "take_allowance", _recorder(seen, refuse=False))
    monkeypatch.setattr(sheets, "take_allowance", _recorder(seen, refuse=True))
    client = Client(REMOTE_ADDR="198.51.100.7", headers={"X-Forwarded-For": "203.0.113.9"})
    html = client.get("/sika/kotisaannot/?preset=kotiversio&step=save").content.decode()
    hidden = [a for a in attributes(html, "input") if a.get("type") == "hidden"]
    form = {str(a["name"]): a.get("value") or "" for a in hidden}
    response = client.post("/sika/kotisaannot/", {**form, "name": "Mökki"})
    # The figures were worked out for the save page; the post finds them ready.
    assert (response.status_code, seen) == (429, ["stats 198.51.100.7", "save 198.51.100.7"])


@pytest.mark.parametrize(
    ("address", "counted"),
    [
        ("2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"),
        ("2001:db8:1:2::1", "2001:db8:1:2::/64"),
        ("2001:db8:1:3::1", "2001:db8:1:3::/64"),
        ("::ffff:192.0.2.7", "192.0.2.7"),
        ("192.0.2.7", "192.0.2.7"),
    ],
)
def test_client_counted_as_its_ipv6_64(address: str, counted: str) -> None:
    assert counted_as(address) == counted


@pytest.mark.django_db
def test_allowance_shared_by_one_ipv6_64_not_by_the_next() -> None:
    for n in range(2):
        take_allowance("save", f"2001:db8:1:2::{n + 1:x}", 2, 600)
    with pytest.raises(RateLimited):
        take_allowance("save", "2001:db8:1:2:ffff::9", 2, 600)
    take_allowance("save", "2001:db8:1:3::1", 2, 600)
    reset_allowances("2001:db8:1:2::1")
    reset_allowances("2001:db8:1:3::1")
