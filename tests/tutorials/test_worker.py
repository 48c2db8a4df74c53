"""The statistics worker outlives blips: tasks left RUNNING are taken up, failures of the
database or Redis are queued again, and a task tried again finishes its rule set.

In this process, on the test database, with production's queue; the worker that dies
for real (killed, its PostgreSQL restarted, its Redis stopped) is tests/test_machines.py's.
"""

from datetime import timedelta

import pytest
from django.core.cache import cache
from django.db import OperationalError
from django.utils import timezone
from django_tasks import TaskContext, task
from django_tasks_db.models import DBTaskResult
from pytest_django.fixtures import Settings

from games import sika
from tests.tutorials.test_stats_worker import run_worker
from tutorials import stats as figures
from tutorials import worker
from tutorials.models import RuleStats

pytestmark = pytest.mark.django_db(transaction=True)

attempts: list[int] = []


@task(takes_context=True)
def flaky(context: TaskContext, fail: str) -> int:
    """Fails its first attempt with ``fail`` (a database error, or a bug)."""
    attempts.append(context.attempt)
    if context.attempt == 1:
        raise (
            OperationalError("the server closed the connection") if fail == "db" else KeyError(fail)
        )
    return context.attempt


@pytest.fixture
def queue(settings: Settings) -> None:
    """Production's queue, and no figures kept from another test's rule sets."""
    settings.TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}
    attempts.clear()
    cache.clear()


def left_running(by: str, seconds_ago: float) -> DBTaskResult:
    """A task a worker claimed and never finished: it died."""
    result = flaky.enqueue("bug")
    row = DBTaskResult.objects.get(id=result.id)
    row.claim(by)
    DBTaskResult.objects.filter(id=row.id).update(
        started_at=timezone.now() - timedelta(seconds=seconds_ago)
    )
    return row


def test_pause_doubles_up_to_the_most() -> None:
    assert [worker.pause(n) for n in range(1, 8)] == [1.0, 2.0, 4.0, 8.0, 16.0, 30.0, 30.0]


def test_task_left_running_by_this_worker_taken_up_at_its_start(queue: None) -> None:
    mine = left_running("machine-a-stats", 1)
    theirs = left_running("machine-b-stats", 1)
    assert worker.take_up("machine-a-stats", None) == 1
    statuses = {row.id: row.status for row in DBTaskResult.objects.all()}
    assert statuses == {mine.id: "READY", theirs.id: "RUNNING"}


def test_task_left_running_long_by_any_worker_taken_up_by_the_sweep(queue: None) -> None:
    stale = left_running("machine-b-stats", worker.STALE + 5)
    busy = left_running("machine-b-stats", 5)
    assert worker.take_up(None, worker.STALE) == 1
    statuses = {row.id: row.status for row in DBTaskResult.objects.all()}
    assert statuses == {stale.id: "READY", busy.id: "RUNNING"}


def test_restarted_worker_finishes_the_task_its_predecessor_left(queue: None) -> None:
    left = left_running("machine-a-stats", 1)
    run_worker("machine-a-stats")
    row = DBTaskResult.objects.get(id=left.id)
    # The second attempt: the first was the dead worker's.
    assert (row.status, row.return_value, row.worker_ids) == (
        "SUCCESSFUL",
        2,
        ["machine-a-stats", "machine-a-stats"],
    )


def test_task_failed_by_the_database_queued_again_and_done(
    queue: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(worker, "PAUSE_FIRST", 0.0)
    result = flaky.enqueue("db")
    run_worker("machine-a-stats")
    row = DBTaskResult.objects.get(id=result.id)
    assert (row.status, row.return_value, attempts) == ("SUCCESSFUL", 2, [1, 2])


def test_task_failed_by_a_bug_stays_failed(queue: None) -> None:
    result = flaky.enqueue("bug")
    run_worker("machine-a-stats")
    row = DBTaskResult.objects.get(id=result.id)
    assert (row.status, row.exception_class_path, attempts) == ("FAILED", "builtins.KeyError", [1])


def test_figures_task_tried_again_finishes_its_rule_set(queue: None) -> None:
    """The first attempt refreshed the claim and died; the second computes all the same."""
    rules = sika.PERUSSIKA
    claimed = timezone.now() - timedelta(seconds=10)
    key = figures.stats_key(rules, 2, "sika")
    RuleStats.objects.create(key=key, figures=None, started=timezone.now())  # the first's
    assert figures.work_out(rules, 2, "sika", claimed) is False
    assert figures.work_out(rules, 2, "sika", claimed, again=True) is True
    stored = RuleStats.objects.get(key=key).figures
    assert stored is not None and stored["players"] == 2
