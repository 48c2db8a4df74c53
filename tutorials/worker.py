"""The statistics worker, made to outlive its database's and cache's blips.

django-tasks-db's own worker (`manage.py db_worker`) ends at the first error of
its database, and a task it was running when it died stays RUNNING for good.
``SteadyWorker`` is that worker (its loop, its claims, its signals) with what it
lacks around it:

- an error of the database or of Redis that ends its loop is logged, and the loop
  starts again after a pause that doubles from ``PAUSE_FIRST`` to ``PAUSE_MOST``
  seconds (the first pause again once the loop has run ``STEADY`` seconds);
- a task that failed with such an error is queued again (``run_after``) after the
  same kind of pause, until it has been tried ``ATTEMPTS`` times;
- at every (re)start it takes up again the tasks left RUNNING under its own id
  (a worker the supervisor started again has the same id), and every ``SWEEP``
  seconds those any worker left RUNNING for ``STALE`` seconds (a task's budget is
  a few seconds: their worker died, on a machine that may be gone for good);
- its heartbeat never raises (``tutorials.limits.beat``).

If it dies anyway, the supervisor starts it again (scripts/supervise.sh, or the
systemd unit of docs/deploy.md). `manage.py worker` runs it.
"""

from __future__ import annotations

import logging
import socket
import threading
import time
from datetime import timedelta
from typing import Any

from django.db import DatabaseError, InterfaceError, OperationalError, connections
from django.utils import timezone
from django_tasks import TaskResultStatus
from django_tasks_db.management.commands.db_worker import Worker
from django_tasks_db.models import DBTaskResult
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import RedisError
from redis.exceptions import TimeoutError as RedisTimeoutError

log = logging.getLogger(__name__)

PAUSE_FIRST = 1.0
PAUSE_MOST = 30.0
STEADY = 60.0
ATTEMPTS = 5
SWEEP = 30.0
STALE = 120.0
# What ends the loop but not the worker: the database or Redis out of reach.
RECOVERABLE = (OperationalError, InterfaceError, RedisError)
# The same errors as a failed task records them (its exception_class_path).
RETRIED = frozenset(
    f"{kind.__module__}.{kind.__qualname__}"
    for kind in (OperationalError, InterfaceError, RedisConnectionError, RedisTimeoutError)
)


def default_id() -> str:
    """This machine's worker id: the same after a restart, another on another machine."""
    return f"{socket.gethostname()[:56]}-stats"


def pause(tries: int) -> float:
    """The pause before the ``tries``-th try again: 1, 2, 4 … up to PAUSE_MOST seconds."""
    return float(min(PAUSE_FIRST * 2 ** max(tries - 1, 0), PAUSE_MOST))


def take_up(worker_id: str | None, older_than: float | None) -> int:
    """Tasks left RUNNING by a dead worker, ready again: those whose last claim was
    ``worker_id``'s, or any started ``older_than`` seconds ago. How many were taken."""
    cutoff = None if older_than is None else timezone.now() - timedelta(seconds=older_than)
    taken = 0
    for row in DBTaskResult.objects.running():
        own = worker_id is not None and row.worker_ids[-1:] == [worker_id]
        stale = cutoff is not None and row.started_at is not None and row.started_at < cutoff
        if not (own or stale):
            continue
        # Only while it is still as read: another worker may be taking it up too.
        taken += DBTaskResult.objects.filter(
            id=row.id, status=TaskResultStatus.RUNNING, started_at=row.started_at
        ).update(status=TaskResultStatus.READY)
        log.warning("task %s left running by %s: taken up again", row.id, row.worker_ids[-1:])
    return taken


def _close_connections() -> None:
    try:
        connections.close_all()
    except DatabaseError:
        pass  # a connection the server already dropped: nothing left to close


class SteadyWorker(Worker):
    """django-tasks-db's ``Worker`` that outlives blips (see the module's docstring)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._sweeper = threading.Thread(target=self._sweep, name="take-up", daemon=True)

    def run(self) -> None:
        tries = 0
        if not self.batch:
            self._sweeper.start()
        while True:
            started = time.monotonic()
            try:
                take_up(self.worker_id, None)
                super().run()  # returns only in --batch or --max-tasks runs
                return
            except RECOVERABLE as error:
                tries = 1 if time.monotonic() - started > STEADY else tries + 1
                wait = pause(tries)
                log.warning("worker %s: %s; again in %.0f s", self.worker_id, error, wait)
                _close_connections()
                time.sleep(wait)

    def run_task(self, db_task_result: DBTaskResult) -> None:
        super().run_task(db_task_result)
        tried = len(db_task_result.worker_ids)
        if (
            db_task_result.status == TaskResultStatus.FAILED
            and db_task_result.exception_class_path in RETRIED
            and tried < ATTEMPTS
        ):
            later = timezone.now() + timedelta(seconds=pause(tried))
            DBTaskResult.objects.filter(
                id=db_task_result.id, status=TaskResultStatus.FAILED
            ).update(status=TaskResultStatus.READY, run_after=later, finished_at=None)
            log.warning(
                "task %s: %s; queued again", db_task_result.id, db_task_result.exception_class_path
            )

    def _sweep(self) -> None:
        while True:
            time.sleep(SWEEP)
            try:
                take_up(None, STALE)
            except (DatabaseError, *RECOVERABLE) as error:
                log.warning("worker %s: no sweep: %s", self.worker_id, error)
            finally:
                _close_connections()
