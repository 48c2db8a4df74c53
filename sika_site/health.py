"""/healthz for load balancers and uptime checks: is this process able to serve?

Outside the language prefixes and the HTTPS redirect (settings.py), so a load
balancer can ask over plain HTTP on its private network.
"""

import time
from datetime import timedelta

from django.db import connection
from django.http import HttpRequest, HttpResponse
from django.urls import path
from django.utils import timezone
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_safe
from django_tasks_db.models import DBTaskResult

from tutorials.limits import last_beat

# A task waiting this long while the worker has shown no sign of life for as long
# means nobody works on the queue: a busy worker beats at least once a task, and a
# task (one rule set's figures) has a budget of a few seconds.
WORKER_SILENCE = 30


def worker_stuck() -> bool:
    """Tasks have waited WORKER_SILENCE seconds and no worker has beaten since."""
    since = timezone.now() - timedelta(seconds=WORKER_SILENCE)
    if not DBTaskResult.objects.ready().filter(enqueued_at__lt=since).exists():
        return False
    beat = last_beat()
    return beat is None or time.time() - beat > WORKER_SILENCE


@never_cache
@require_safe
def healthz(request: HttpRequest) -> HttpResponse:
    # The one thing a page needs that can break under a running process: the
    # database. When it is unreachable this raises, which is a logged 500.
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        cursor.fetchone()
    if worker_stuck():
        return HttpResponse(
            "statistics worker not running\n", content_type="text/plain; charset=utf-8", status=503
        )
    return HttpResponse("ok\n", content_type="text/plain; charset=utf-8")


urlpatterns = [path("healthz", healthz, name="healthz")]
