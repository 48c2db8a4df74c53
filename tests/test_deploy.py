"""The production settings and server, each in a process of its own.

Settings are read once per process from the environment, so every case
starts Python afresh with exactly the variables it names; the server tests
run gunicorn on a free local port after a real collectstatic.
"""

import http.client
import json
import os
import re
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# Every variable sika_site/settings.py reads: none leaks in from the test run.
SETTINGS_VARIABLES = {
    "ALLOWED_HOSTS",
    "BEHIND_HTTPS_PROXY",
    "CACHE_URL",
    "CONN_MAX_AGE",
    "CSRF_TRUSTED_ORIGINS",
    "DATABASE_URL",
    "DEBUG",
    "DJANGO_SETTINGS_MODULE",
    "HTTPS",
    "LOG_LEVEL",
    "REDIS_URL",
    "SECRET_KEY",
    "SECRET_KEY_FALLBACKS",
    "SECURE_HSTS_PRELOAD",
    "SECURE_HSTS_SECONDS",
    "STATIC_ROOT",
    "TRUSTED_PROXY_HOPS",
    # Set by tests/browser/conftest.py for the live server; production never has it, and
    # check --deploy rightly refuses it (async.E001).
    "DJANGO_ALLOW_ASYNC_UNSAFE",
}
PRODUCTION = {
    "SECRET_KEY": "deploy-test-key-9Qm2Rz7Xw4Lp8Kt1Vb6Nc3Hs5Jd0Fg2Ya7Ue4Io9",
    "ALLOWED_HOSTS": "korttipelikoulu.example,127.0.0.1",
    "BEHIND_HTTPS_PROXY": "1",
}
NO_KEY_MESSAGE = (
    "django.core.exceptions.ImproperlyConfigured: Set SECRET_KEY (for example to the output "
    "of `python -c 'import secrets; print(secrets.token_urlsafe(50))'`), or DEBUG=1 on a "
    "development machine."
)
# Dumps what the settings made of the environment.
SHOW_SETTINGS = """
import json
import django
from django.conf import settings
django.setup()
db = settings.DATABASES["default"]
cache = settings.CACHES["default"]
print(json.dumps({
    "database": [db["ENGINE"], str(db["NAME"]), db.get("HOST", ""), db.get("PORT", "")],
    "cache": [cache["BACKEND"], cache.get("LOCATION", "")],
    "allowed_hosts": settings.ALLOWED_HOSTS,
    "csrf_trusted_origins": settings.CSRF_TRUSTED_ORIGINS,
    "fallbacks": settings.SECRET_KEY_FALLBACKS,
    "proxy_header": getattr(settings, "SECURE_PROXY_SSL_HEADER", None),
    "debug": settings.DEBUG,
    "ssl_redirect": settings.SECURE_SSL_REDIRECT,
    "trusted_proxy_hops": settings.TRUSTED_PROXY_HOPS,
}))
"""
# A view that fails, added to the real URLs, asked for once.
FAIL_ONCE = """
import django
django.setup()
from django.test import Client
from django.urls import path
import sika_site.urls

def broken(request):
    raise RuntimeError("a deliberate failure")

sika_site.urls.urlpatterns.append(path("broken/", broken))
response = Client(raise_request_exception=False).get("/broken/", secure=True, HTTP_HOST="127.0.0.1")
print(response.status_code)
"""

# A view that raises BadInput (a visitor's bad query), asked for once.
BAD_INPUT_ONCE = """
import django
django.setup()
from django.test import Client
from django.urls import path
import sika_site.urls
from tutorials.errors import BadInput

def bad(request):
    raise BadInput("a deliberate bad input")

sika_site.urls.urlpatterns.append(path("bad/", bad))
response = Client(raise_request_exception=False).get("/bad/", secure=True, HTTP_HOST="127.0.0.1")
print(response.status_code)
"""


def _env(**variables: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in SETTINGS_VARIABLES}
    return env | {"DJANGO_SETTINGS_MODULE": "sika_site.settings"} | variables


def _run(args: list[str], **variables: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *args],
        cwd=ROOT,
        env=_env(**variables),
        capture_output=True,
        text=True,
        timeout=120,
    )


def _settings(**variables: str) -> dict[str, object]:
    result = _run(["-c", SHOW_SETTINGS], **variables)
    assert result.returncode == 0, result.stderr
    shown: dict[str, object] = json.loads(result.stdout)
    return shown


def test_check_deploy_passes_with_production_settings() -> None:
    result = _run(["manage.py", "check", "--deploy", "--fail-level", "WARNING"], **PRODUCTION)
    assert (result.returncode, result.stdout) == (
        0,
        "System check identified no issues (1 silenced).\n",
    ), result.stderr


def test_settings_without_secret_key_refuse_to_start() -> None:
    result = _run(["manage.py", "check"])
    assert result.returncode == 1
    assert result.stderr.strip().splitlines()[-1] == NO_KEY_MESSAGE


def test_settings_without_secret_key_start_with_debug() -> None:
    result = _run(["manage.py", "check"], DEBUG="1")
    assert (result.returncode, result.stdout) == (
        0,
        "System check identified no issues (0 silenced).\n",
    )


def test_settings_misspelt_flag_refused() -> None:
    result = _run(["manage.py", "check"], **PRODUCTION, DEBUG="ture")
    assert result.returncode == 1
    assert result.stderr.strip().splitlines()[-1] == (
        "django.core.exceptions.ImproperlyConfigured: DEBUG='ture': use 1 or 0"
    )


def test_settings_defaults_sqlite_and_local_memory() -> None:
    shown = _settings(SECRET_KEY=PRODUCTION["SECRET_KEY"])
    assert shown == {
        "database": ["django.db.backends.sqlite3", str(ROOT / "db.sqlite3"), "", ""],
        "cache": ["django.core.cache.backends.locmem.LocMemCache", ""],
        "allowed_hosts": ["localhost", "127.0.0.1", "[::1]"],
        "csrf_trusted_origins": [],
        "fallbacks": [],
        "proxy_header": None,
        "debug": False,
        "ssl_redirect": True,
        "trusted_proxy_hops": 0,
    }


def test_settings_from_environment_postgres_redis_proxy() -> None:
    shown = _settings(
        **PRODUCTION,
        DATABASE_URL="postgres://sika:salasana@db.internal:5433/sika",
        REDIS_URL="redis://cache.internal:6379/1",
        CSRF_TRUSTED_ORIGINS="https://korttipelikoulu.example, https://www.korttipelikoulu.example",
        SECRET_KEY_FALLBACKS="old-key-one,old-key-two",
        TRUSTED_PROXY_HOPS="2",
    )
    assert shown == {
        "database": ["django.db.backends.postgresql", "sika", "db.internal", 5433],
        "cache": ["django.core.cache.backends.redis.RedisCache", "redis://cache.internal:6379/1"],
        "allowed_hosts": ["korttipelikoulu.example", "127.0.0.1"],
        "csrf_trusted_origins": [
            "https://korttipelikoulu.example",
            "https://www.korttipelikoulu.example",
        ],
        "fallbacks": ["old-key-one", "old-key-two"],
        "proxy_header": ["HTTP_X_FORWARDED_PROTO", "https"],
        "debug": False,
        "ssl_redirect": True,
        "trusted_proxy_hops": 2,
    }


def test_settings_cache_url_not_redis_refused() -> None:
    result = _run(["manage.py", "check"], **PRODUCTION, CACHE_URL="memcached://cache:11211")
    assert result.returncode == 1
    assert result.stderr.strip().splitlines()[-1] == (
        "django.core.exceptions.ImproperlyConfigured: "
        "CACHE_URL='memcached://cache:11211': only Redis URLs are supported"
    )


def test_settings_negative_proxy_hops_refused() -> None:
    result = _run(["manage.py", "check"], **PRODUCTION, TRUSTED_PROXY_HOPS="-1")
    assert result.returncode == 1
    assert result.stderr.strip().splitlines()[-1] == (
        "django.core.exceptions.ImproperlyConfigured: TRUSTED_PROXY_HOPS=-1: use 0 or more"
    )


def test_bad_input_logs_one_line_without_traceback() -> None:
    result = _run(["-c", BAD_INPUT_ONCE], **PRODUCTION)
    lines = result.stderr.splitlines()
    assert (result.returncode, result.stdout, len(lines)) == (0, "400\n", 1)
    assert lines[0].endswith(" WARNING django.request a deliberate bad input: /bad/")


def test_server_error_logs_traceback_to_stderr() -> None:
    result = _run(["-c", FAIL_ONCE], **PRODUCTION)
    assert (result.returncode, result.stdout) == (0, "500\n")
    assert "ERROR django.request Internal Server Error: /broken/\nTraceback" in result.stderr
    assert result.stderr.strip().splitlines()[-1] == "RuntimeError: a deliberate failure"


# --- gunicorn with DEBUG off, static files collected as setup.sh does


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class Server:
    def __init__(self, port: int) -> None:
        self.port = port

    def get(self, path: str, *, https: bool = True, encoding: str = "") -> http.client.HTTPResponse:
        """One request; https=True says so the way a TLS-terminating proxy does."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        headers = {"Accept-Encoding": encoding} if encoding else {}
        if https:
            headers["X-Forwarded-Proto"] = "https"
        connection.request("GET", path, headers=headers)
        response = connection.getresponse()
        response.read()
        connection.close()
        return response

    def body(self, path: str) -> str:
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        connection.request("GET", path, headers={"X-Forwarded-Proto": "https"})
        text = connection.getresponse().read().decode()
        connection.close()
        return text


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    folder = tmp_path_factory.mktemp("production")
    variables = PRODUCTION | {
        "STATIC_ROOT": str(folder / "static"),
        "DATABASE_URL": f"sqlite:///{folder / 'db.sqlite3'}",
    }
    collected = _run(["manage.py", "collectstatic", "--no-input", "-v0"], **variables)
    assert collected.returncode == 0, collected.stderr
    port = _free_port()
    with open(folder / "gunicorn.log", "w") as log:
        process = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "sika_site.wsgi", "--workers", "1"]
            + ["--bind", f"127.0.0.1:{port}"],
            cwd=ROOT,
            env=_env(**variables),
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                assert process.poll() is None, (folder / "gunicorn.log").read_text()
                assert time.monotonic() < deadline, "gunicorn did not start"
                time.sleep(0.1)
        yield Server(port)
    finally:
        process.terminate()
        process.wait(timeout=30)


def test_production_server_serves_page_css_and_htmx(server: Server) -> None:
    html = server.body("/")
    styles = re.findall(r'<link rel="stylesheet" href="([^"]+)">', html)
    scripts = re.findall(r'<script src="([^"]+)" defer>', html)
    icons = re.findall(r'<link rel="icon" href="([^"]+)"', html)

    def unhashed(urls: list[str]) -> list[str]:
        return [re.sub(r"\.[0-9a-f]{12}\.", ".HASH.", url) for url in urls]

    assert unhashed(styles) == [
        "/static/tutorials/site.HASH.css",
        "/static/tutorials/table.HASH.css",
    ]
    assert len(icons) == 1
    assert unhashed(scripts) == ["/static/django_htmx/htmx-2.min.HASH.js"]
    for asset in styles + scripts + icons:
        response = server.get(asset, encoding="gzip")
        assert response.status == 200, asset
        assert response.headers["Cache-Control"] == "max-age=315360000, public, immutable"
    assert server.get(scripts[0], encoding="br").headers["Content-Encoding"] == "br"


def test_production_server_sends_security_headers(server: Server) -> None:
    response = server.get("/en/sika/")
    assert response.status == 200
    assert response.headers["Strict-Transport-Security"] == "max-age=31536000; includeSubDomains"
    assert response.headers["Content-Security-Policy"].startswith("default-src 'none'; ")
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.headers["Set-Cookie"] is None


def test_production_server_redirects_plain_http(server: Server) -> None:
    response = server.get("/sika/", https=False)
    assert response.status == 301
    assert response.headers["Location"] == f"https://127.0.0.1:{server.port}/sika/"


def test_production_server_healthz_over_plain_http(server: Server) -> None:
    response = server.get("/healthz", https=False)
    assert response.status == 200
    assert response.headers["Content-Type"] == "text/plain; charset=utf-8"


def test_production_server_unknown_static_file_404(server: Server) -> None:
    assert server.get("/static/tutorials/no-such-file.css").status == 404
