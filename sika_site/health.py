"""/healthz for load balancers and uptime checks: is this process able to serve?

Outside the language prefixes and the HTTPS redirect (settings.py), so a load
balancer can ask over plain HTTP on its private network.
"""

from django.db import connection
from django.http import HttpRequest, HttpResponse
from django.urls import path
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_safe


@never_cache
@require_safe
def healthz(request: HttpRequest) -> HttpResponse:
    # The one thing a page needs that can break under a running process: the
    # database. When it is unreachable this raises, which is a logged 500.
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        cursor.fetchone()
    return HttpResponse("ok\n", content_type="text/plain; charset=utf-8")


urlpatterns = [path("healthz", healthz, name="healthz")]
