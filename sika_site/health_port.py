"""``/healthz`` on a port of its own, answered beside the request threads.

gunicorn (gunicorn.conf.py) starts one such listener in each web process when
``HEALTH_BIND`` (host:port) is set. Every process binds the same port with
``SO_REUSEPORT``, so the kernel hands each check to one of them, as it does
with pages; the answer is ``sika_site.health.web_health``'s, the same as on the
site's port. A page holds one of the process's request threads for as long as
its budget lets it, and with every thread busy (the heaviest pages, or clients
that send their request slowly) a check on the site's port waits in their
queue: this thread serves nothing else, so the check answers while the
process can reach its database.
"""

from __future__ import annotations

import socket
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer

from django.db import connection

from sika_site.health import web_health

# A check that has not sent its request by then is dropped: the listener is one
# thread, and a stalled client must not stop the next check.
TIMEOUT = 5


class _Check(BaseHTTPRequestHandler):
    timeout = TIMEOUT

    def do_GET(self) -> None:
        if self.path.split("?")[0] != "/healthz":
            self._reply(404, "not found")
            return
        try:
            status, line = web_health()
        finally:
            # A connection of this thread's own: closed, so a database restart
            # finds nothing stale here at the next check.
            connection.close()
        self._reply(status, line)

    do_HEAD = do_GET

    def _reply(self, status: int, line: str) -> None:
        body = (line + "\n").encode()
        self.send_response(status)
        self.send_header("Content-Type", "text/plain; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:
        """Checks come every few seconds from every balancer: not logged."""


class _SharedPortServer(HTTPServer):
    request_queue_size = 64  # checks queued while one is answered

    def server_bind(self) -> None:
        # Every web process of this server listens on the one port.
        self.socket.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        super().server_bind()


def address(bind: str) -> tuple[str, int]:
    """``host:port`` as the socket takes it."""
    host, _, port = bind.rpartition(":")
    return host.strip("[]") or "0.0.0.0", int(port)


def start(bind: str) -> HTTPServer:
    """Listen on ``bind`` (host:port) in a daemon thread, which ends with the process."""
    server = _SharedPortServer(address(bind), _Check)
    threading.Thread(target=server.serve_forever, name="healthz", daemon=True).start()
    return server
