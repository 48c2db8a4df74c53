"""A rate limit's allowance comes back once its window has passed."""

import time

import pytest

from tutorials import limits

pytestmark = pytest.mark.django_db

CLIENT = "203.0.113.9"


def test_allowance_taken_comes_back_after_the_window() -> None:
    limits.reset_allowances(CLIENT)
    for _ in range(2):
        limits.take_allowance("save", CLIENT, limit=2, window=1)
    with pytest.raises(limits.RateLimited) as caught:
        limits.take_allowance("save", CLIENT, limit=2, window=1)
    assert caught.value.retry_after == 1
    # The store keeps times to the whole second: two seconds is past the window.
    time.sleep(2.1)
    for _ in range(2):
        limits.take_allowance("save", CLIENT, limit=2, window=1)
    with pytest.raises(limits.RateLimited):
        limits.take_allowance("save", CLIENT, limit=2, window=1)
