"""Health checks: ``/healthz`` for the load balancer, ``/healthz/worker`` for the operator.

``/healthz`` answers whether *this* web process can serve: its database answers
a ``SELECT 1`` (503 if not), and its page cache answers or the site serves
without it (``sika_site/cache.py``: 200 either way, the body says which). It
asks nothing shared by every machine, so a fault elsewhere never takes every
machine out of rotation at once. ``/healthz/worker`` says whether the statistics
worker works on its queue (503 while tasks wait and no worker has shown a sign
of life): a page for the operator's monitor, never a reason to take a web server
out of rotation, as every page but a new rule set's figures serves without it.

A page that runs the engine holds a request thread for up to its budget, so a
load balancer asking ``/healthz`` on the site's own port waits behind such
pages when every thread has one. With ``HEALTH_BIND`` set, each web process
also answers ``/healthz`` on that port from a thread of its own
(``sika_site/health_port.py``), which no page ever holds.

Outside the language prefixes and the HTTPS redirect (settings.py), so a load
balancer can ask over plain HTTP on its private network.
"""

import time
from datetime import timedelta

from django.core.cache import caches
from django.db import DatabaseError, connection
from django.http import HttpRequest, HttpResponse
from django.urls import path
from django.utils import timezone
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_safe
from django_tasks_db.models import DBTaskResult

from sika_site.cache import SoftRedisCache
from tutorials.limits import last_beat

# A task waiting this long while the worker has shown no sign of life for as long
# means nobody works on the queue: a busy worker beats at least once a task, and a
# task (one rule set's figures) has a budget of a few seconds.
WORKER_SILENCE = 30


def _text(body: str, status: int = 200) -> HttpResponse:
    return HttpResponse(body + "\n", content_type="text/plain; charset=utf-8", status=status)


def database_answers() -> bool:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except DatabaseError:
        return False
    return True


def cache_answers() -> bool:
    """Does the page cache answer? A process's own memory always does."""
    backend = caches["default"]
    return backend.ping() if isinstance(backend, SoftRedisCache) else True


def web_health() -> tuple[int, str]:
    """This process's answer to the load balancer: its status code and one line."""
    if not database_answers():
        return 503, "database unreachable"
    if not cache_answers():
        return 200, "ok: serving without the cache, which is unreachable"
    return 200, "ok"


@never_cache
@require_safe
def healthz(request: HttpRequest) -> HttpResponse:
    status, line = web_health()
    return _text(line, status)


def waiting() -> tuple[int, float]:
    """Tasks that have waited WORKER_SILENCE seconds, and the oldest one's wait (s)."""
    since = timezone.now() - timedelta(seconds=WORKER_SILENCE)
    old = DBTaskResult.objects.ready().filter(enqueued_at__lt=since)
    first = old.order_by("enqueued_at").values_list("enqueued_at", flat=True).first()
    if first is None:
        return 0, 0.0
    return old.count(), (timezone.now() - first).total_seconds()


def worker_stuck() -> bool:
    """Tasks have waited WORKER_SILENCE seconds and no worker has beaten since."""
    if waiting()[0] == 0:
        return False
    beat = last_beat()
    return beat is None or time.time() - beat > WORKER_SILENCE


@never_cache
@require_safe
def healthz_worker(request: HttpRequest) -> HttpResponse:
    try:
        count, oldest = waiting()
    except DatabaseError:
        return _text("database unreachable", 503)
    beat = last_beat()
    silent = None if beat is None else time.time() - beat
    if count and (silent is None or silent > WORKER_SILENCE):
        since = "never" if silent is None else f"{silent:.0f} s ago"
        return _text(
            f"statistics worker not running: {count} waiting, the oldest for {oldest:.0f} s;"
            f" last sign of life {since}",
            503,
        )
    return _text("ok")


urlpatterns = [
    path("healthz", healthz, name="healthz"),
    path("healthz/worker", healthz_worker, name="healthz_worker"),
]
