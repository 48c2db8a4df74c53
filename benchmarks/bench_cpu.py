"""Each request's server CPU, for benchmarks/load.py --worst: one line a request in a file.

The middleware runs first, so a line counts everything Django does for the
request (the thread's own CPU: a gthread worker serves several requests at
once). Only under benchmarks.bench_settings, and only when BENCH_CPU_LOG names
the file.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable

from django.http import HttpRequest, HttpResponse


class CpuLog:
    """Appends "<kind> <status> <CPU ms>" for every request (kind: the path's first parts)."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response
        self.path = os.environ.get("BENCH_CPU_LOG")

    def __call__(self, request: HttpRequest) -> HttpResponse:
        start = time.thread_time()
        response = self.get_response(request)
        spent = (time.thread_time() - start) * 1000
        if self.path:
            kind = request.headers.get("X-Bench-Kind") or "/".join(request.path.split("/")[:3])
            # One short write with O_APPEND: lines of several threads never mix.
            with open(self.path, "a", encoding="utf-8") as log:
                log.write(f"{kind}\t{response.status_code}\t{spent:.2f}\n")
        return response
