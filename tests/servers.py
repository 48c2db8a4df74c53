"""Production servers and workers in processes of their own, for the deploy tests.

Settings are read once per process from the environment, so every process
starts Python afresh with exactly the variables it is given; gunicorn reads
the project's gunicorn.conf.py as scripts/serve-production.sh does.
"""

from __future__ import annotations

import http.client
import os
import re
import socket
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parents[1]
# Every variable sika_site/settings.py and gunicorn.conf.py read: none leaks in from
# the test run.
SETTINGS_VARIABLES = {
    "ALLOWED_HOSTS",
    "BEHIND_HTTPS_PROXY",
    "BIND",
    "CACHE_URL",
    "CONN_MAX_AGE",
    "CSRF_TRUSTED_ORIGINS",
    "DATABASE_URL",
    "DEBUG",
    "DJANGO_SETTINGS_MODULE",
    "GUNICORN_CMD_ARGS",
    "GUNICORN_THREADS",
    "HEALTH_BIND",
    "HTTPS",
    "LOG_LEVEL",
    "REDIS_URL",
    "SECRET_KEY",
    "SECRET_KEY_FALLBACKS",
    "SECURE_HSTS_PRELOAD",
    "SECURE_HSTS_SECONDS",
    "SHEET_SAVE_LIMIT",
    "STATIC_ROOT",
    "STATS_COMPUTE_LIMIT",
    "TRUSTED_PROXY_HOPS",
    "WEB_CONCURRENCY",
    "LIMITS_CACHE_URL",
    "STATS_QUEUE_LIMIT",
    # gunicorn puts its control socket there (gunicorn.conf.py turns it off).
    "XDG_RUNTIME_DIR",
    # Set by tests/browser/conftest.py for the live server; production never has it, and
    # check --deploy rightly refuses it (async.E001).
    "DJANGO_ALLOW_ASYNC_UNSAFE",
}
PRODUCTION = {
    "SECRET_KEY": "deploy-test-key-9Qm2Rz7Xw4Lp8Kt1Vb6Nc3Hs5Jd0Fg2Ya7Ue4Io9",
    "ALLOWED_HOSTS": "korttipelikoulu.example,127.0.0.1",
    "BEHIND_HTTPS_PROXY": "1",
}
HOST = "korttipelikoulu.example"


def env(**variables: str) -> dict[str, str]:
    clean = {k: v for k, v in os.environ.items() if k not in SETTINGS_VARIABLES}
    return clean | {"DJANGO_SETTINGS_MODULE": "sika_site.settings"} | variables


def run(args: list[str], **variables: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *args],
        cwd=ROOT,
        env=env(**variables),
        capture_output=True,
        text=True,
        timeout=300,
    )


def prepare(**variables: str) -> None:
    """What scripts/setup.sh does to a new database, less the presets' figures."""
    for args in (["migrate", "--no-input"], ["createcachetable"], ["collectstatic", "--no-input"]):
        done = run(["manage.py", *args, "-v0"], **variables)
        assert done.returncode == 0, done.stderr


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def start(args: list[str], log: Path, **variables: str) -> subprocess.Popen[bytes]:
    with open(log, "w") as out:
        return subprocess.Popen(
            [sys.executable, *args],
            cwd=ROOT,
            env=env(**variables),
            stdout=out,
            stderr=subprocess.STDOUT,
        )


def start_worker(log: Path, **variables: str) -> subprocess.Popen[bytes]:
    """`manage.py worker` under scripts/supervise.sh, as serve-production.sh runs it
    (asking often, for the tests). The process is the supervisor; ``worker_pid`` finds
    the worker it runs."""
    args = [sys.executable, "manage.py", "worker", "--no-startup-delay", "--interval", "0.2"]
    with open(log, "w") as out:
        return subprocess.Popen(
            [str(ROOT / "scripts/supervise.sh"), *args],
            cwd=ROOT,
            env=env(**variables),
            stdout=out,
            stderr=subprocess.STDOUT,
        )


def worker_pid(supervisor: subprocess.Popen[bytes]) -> int | None:
    """The pid of the worker ``supervisor`` runs now (None between two runs)."""
    found = subprocess.run(
        ["pgrep", "-P", str(supervisor.pid), "-f", "manage.py worker"],
        capture_output=True,
        text=True,
    )
    pids = found.stdout.split()
    return int(pids[0]) if pids else None


class Server:
    """A gunicorn on a free loopback port, asked as a TLS-terminating proxy would."""

    def __init__(self, log: Path, variables: dict[str, str], workers: int = 1) -> None:
        self.port = free_port()
        # Each process's own /healthz listener (gunicorn.conf.py's HEALTH_BIND).
        self.health_port = free_port()
        while self.health_port == self.port:
            self.health_port = free_port()
        self.log = log
        # A home of its own: nothing gunicorn might keep per user is shared between servers.
        self.home = log.with_name(f"home-{self.port}")
        self.home.mkdir()
        self.process = start(
            ["-m", "gunicorn", "sika_site.wsgi", "--workers", str(workers)]
            + ["--bind", f"127.0.0.1:{self.port}"],
            log,
            **variables | {"HOME": str(self.home), "HEALTH_BIND": f"127.0.0.1:{self.health_port}"},
        )
        deadline = time.monotonic() + 60
        while True:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return
            except OSError:
                assert self.process.poll() is None, log.read_text()
                assert time.monotonic() < deadline, "gunicorn did not start"
                time.sleep(0.1)

    def health(self) -> tuple[int, str]:
        """/healthz on the health port: its status and body."""
        connection = http.client.HTTPConnection("127.0.0.1", self.health_port, timeout=60)
        connection.request("GET", "/healthz")
        response = connection.getresponse()
        body = response.read().decode()
        connection.close()
        return response.status, body

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=30)

    def request(
        self,
        method: str,
        path: str,
        *,
        https: bool = True,
        headers: dict[str, str] | None = None,
        body: str | None = None,
    ) -> tuple[http.client.HTTPResponse, bytes]:
        """One request; https=True says so the way a TLS-terminating proxy does."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
        sent = dict(headers or {})
        if https:
            sent["X-Forwarded-Proto"] = "https"
        connection.request(method, path, body=body, headers=sent)
        response = connection.getresponse()
        content = response.read()
        connection.close()
        return response, content

    def get(
        self, path: str, *, https: bool = True, encoding: str = "", host: str = ""
    ) -> http.client.HTTPResponse:
        headers = {"Accept-Encoding": encoding} if encoding else {}
        if host:
            headers["Host"] = host
        return self.request("GET", path, https=https, headers=headers)[0]

    def body(self, path: str, *, host: str = "") -> str:
        headers = {"Host": host} if host else {}
        return self.request("GET", path, headers=headers)[1].decode()

    def post_form(
        self, path: str, page: str, fields: dict[str, str], client: str = ""
    ) -> http.client.HTTPResponse:
        """Post the form of the page at ``page`` (with its CSRF cookie), plus ``fields``;
        ``client`` is the address a proxy in front would forward (X-Forwarded-For)."""
        forwarded = {"X-Forwarded-For": client} if client else {}
        response, content = self.request("GET", page, headers={"Host": HOST, **forwarded})
        cookie = response.headers["Set-Cookie"].split(";")[0]
        html = content.decode()
        hidden = dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)">', html))
        headers = {
            **forwarded,
            "Host": HOST,
            "Cookie": cookie,
            "Origin": f"https://{HOST}",
            "Content-Type": "application/x-www-form-urlencoded",
        }
        data = urlencode(hidden | fields)
        return self.request("POST", path, headers=headers, body=data)[0]
