"""Settings shared by all tests. Page helpers are in tests/html.py."""

import math
import os

import pytest
from hypothesis import settings

# CI machines are small and shared: no per-example deadline, and a fixed
# sequence of examples so a red build can be reproduced.
settings.register_profile("ci", deadline=None, derandomize=True, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")


@pytest.fixture(autouse=True)
def _no_rate_counts(request: pytest.FixtureRequest) -> None:
    """Every database test starts with no rate-limit counts for the test client's address
    and no stored figures.

    The counts live in the database (the "limits" cache), out of reach of the others,
    and a flush after a browser test leaves that table as it is: the browser tests, all
    one client, would otherwise share one allowance of saved sheets.
    """
    if "live_server" in request.fixturenames:
        request.getfixturevalue("transactional_db")
    elif request.node.get_closest_marker("django_db") is None:
        return
    else:
        request.getfixturevalue("_django_db_helper")
    from tutorials.limits import reset_allowances
    from tutorials.models import RuleStats

    reset_allowances("127.0.0.1")
    # Nor with figures stored by another test (seen after a full parallel run: the stored
    # figures of every preset, outside any test's transaction), which a page would show in
    # place of the ones the test works out.
    RuleStats.objects.all().delete()


@pytest.fixture
def untimed_figures(monkeypatch: pytest.MonkeyPatch) -> None:
    """The statistics' time budgets lifted: only the games counted stop a sample, so a test
    that counts them never depends on how fast (or how busy) the machine is."""
    from tutorials import stats

    monkeypatch.setattr(stats, "STATS_CPU_BUDGET", math.inf)
    monkeypatch.setattr(stats, "STATS_WALL_BUDGET", math.inf)
