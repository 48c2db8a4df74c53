"""The production settings and server, each in a process of its own.

Settings are read once per process from the environment, so every case
starts Python afresh with exactly the variables it names; the server tests
run gunicorn on a free local port after a real collectstatic.
"""

import http.client
import json
import re
import socket
import time
from collections.abc import Iterator

import pytest

from tests.servers import PRODUCTION, ROOT, Server, prepare
from tests.servers import run as _run
from tutorials.packs.sika.checklist import CHECKLIST as hr

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
limits = settings.CACHES["limits"]
print(json.dumps({
    "database": [db["ENGINE"], str(db["NAME"]), db.get("HOST", ""), db.get("PORT", "")],
    "cache": [cache["BACKEND"], cache.get("LOCATION", "")],
    "limits": [limits["BACKEND"], limits["LOCATION"], limits.get("KEY_PREFIX", "")],
    "allowances": [
        settings.STATS_COMPUTE_LIMIT, settings.SHEET_SAVE_LIMIT, settings.STATS_QUEUE_LIMIT
    ],
    "tasks": settings.TASKS["default"]["BACKEND"],
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


def answers(players: int) -> str:
    """A checklist address for perussika at a player count: a rule set of its own."""
    values = {"preset": "perussika", **hr.start_answers("perussika"), "players": str(players)}
    return "&".join(f"{key}={value}" for key, value in values.items())


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
        "limits": ["django.core.cache.backends.db.DatabaseCache", "limits_cache", ""],
        "allowances": [20, 10, 30],
        "tasks": "django_tasks_db.DatabaseBackend",
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
        STATS_COMPUTE_LIMIT="40",
        SHEET_SAVE_LIMIT="5",
        STATS_QUEUE_LIMIT="12",
    )
    assert shown == {
        "database": ["django.db.backends.postgresql", "sika", "db.internal", 5433],
        "cache": ["sika_site.cache.SoftRedisCache", "redis://cache.internal:6379/1"],
        # Never in the page cache's Redis, which evicts: the shared database.
        "limits": ["django.core.cache.backends.db.DatabaseCache", "limits_cache", ""],
        "allowances": [40, 5, 12],
        "tasks": "django_tasks_db.DatabaseBackend",
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


def test_settings_limits_in_a_redis_of_their_own() -> None:
    shown = _settings(
        **PRODUCTION,
        CACHE_URL="redis://cache.internal:6379/0",
        LIMITS_CACHE_URL="redis://limits.internal:6379/0",
    )
    assert (shown["cache"], shown["limits"]) == (
        ["sika_site.cache.SoftRedisCache", "redis://cache.internal:6379/0"],
        [
            "django.core.cache.backends.redis.RedisCache",
            "redis://limits.internal:6379/0",
            "sika-limits",
        ],
    )


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


@pytest.fixture(scope="module")
def servers(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Server, Server]]:
    """Two production servers (gunicorn.conf.py) on one SQLite database, no worker."""
    folder = tmp_path_factory.mktemp("production")
    variables = PRODUCTION | {
        "STATIC_ROOT": str(folder / "static"),
        "DATABASE_URL": f"sqlite:///{folder / 'db.sqlite3'}",
        "STATS_COMPUTE_LIMIT": "3",
    }
    prepare(**variables)
    first = Server(folder / "a.log", variables)
    try:
        second = Server(folder / "b.log", variables)
        try:
            yield first, second
        finally:
            second.stop()
    finally:
        first.stop()


@pytest.fixture(scope="module")
def server(servers: tuple[Server, Server]) -> Server:
    return servers[0]


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


def test_production_server_service_worker_keeps_hashed_files_that_answer(server: Server) -> None:
    worker = server.body("/sw.js")
    found = re.search(r"const PRECACHE = (\[.*?\]);", worker, re.S)
    assert found is not None
    kept = json.loads(found.group(1))
    static = [url for url in kept if url.startswith("/static/")]
    assert "/static/tutorials/site.css" not in static
    assert len([url for url in static if re.search(r"/site\.[0-9a-f]{12}\.css$", url)]) == 1
    manifest = json.loads(server.body("/manifest.webmanifest"))
    for url in kept + [icon["src"] for icon in manifest["icons"]]:
        assert server.get(url).status == 200, url


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


def test_production_server_redirect_carries_the_security_headers(server: Server) -> None:
    response = server.get("/sika/", https=False)
    assert response.status == 301
    assert response.headers["Content-Security-Policy"].startswith("default-src 'none'; ")
    assert response.headers["Permissions-Policy"].startswith("accelerometer=()")
    sent = [response.headers[name] for name in ("X-Content-Type-Options", "X-Frame-Options")]
    assert sent == ["nosniff", "DENY"]
    assert response.headers["Referrer-Policy"] == "same-origin"


@pytest.mark.parametrize("path", ["/healthz", "/healthz/worker"])
def test_production_server_healthz_over_plain_http(server: Server, path: str) -> None:
    response = server.get(path, https=False)
    assert response.status == 200
    assert response.headers["Content-Type"] == "text/plain; charset=utf-8"


def test_production_server_opens_no_control_socket(server: Server) -> None:
    """gunicorn.conf.py's control_socket_disable: no socket at the user's shared path."""
    assert sorted(p.name for p in server.home.rglob("*")) == []


def test_production_server_unknown_static_file_404(server: Server) -> None:
    assert server.get("/static/tutorials/no-such-file.css").status == 404


def test_production_server_long_request_line_gets_our_page(server: Server) -> None:
    # A play address near the token cap (6,000 characters) and then some: gunicorn's
    # default limit (4,094) would answer its own bare 414 instead of our page.
    path = "/sika/pelaa/?t=" + "A" * 7000
    response, content = server.request("GET", path)
    html = content.decode()
    assert len(f"GET {path} HTTP/1.1") == 7028
    assert response.status == 400
    assert response.headers["Content-Security-Policy"].startswith("default-src 'none'; ")
    assert '<html lang="fi"' in html


def test_production_server_answers_healthz_beside_slow_clients(server: Server) -> None:
    # Clients that send their request slowly hold a sync worker each until gunicorn's
    # 30 s timeout; with threads (gunicorn.conf.py: 4 in each process) they hold a
    # thread each and /healthz, on a free one, answers at once.
    slow = [socket.create_connection(("127.0.0.1", server.port)) for _ in range(3)]
    try:
        for connection in slow:
            connection.sendall(b"GET /sika/ HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        started = time.monotonic()
        response = server.get("/healthz", https=False)
        took = time.monotonic() - started
    finally:
        for connection in slow:
            connection.close()
    assert (response.status, took < 5) == (200, True)


def test_production_server_health_port_answers_while_every_thread_is_held(
    server: Server,
) -> None:
    # One process with 4 threads (gunicorn.conf.py): four slow clients hold them all, so
    # a check on the site's port would wait; the health port's thread is not theirs.
    slow = [socket.create_connection(("127.0.0.1", server.port)) for _ in range(4)]
    try:
        for connection in slow:
            connection.sendall(b"GET /sika/ HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        answer = server.health()
    finally:
        for connection in slow:
            connection.close()
    assert answer == (200, "ok\n")


def test_production_server_health_port_answers_nothing_but_healthz(server: Server) -> None:
    assert server.health()[0] == 200
    connection = http.client.HTTPConnection("127.0.0.1", server.health_port, timeout=60)
    connection.request("GET", "/sika/")
    assert connection.getresponse().status == 404


def test_production_servers_count_one_allowance_across_both(
    servers: tuple[Server, Server],
) -> None:
    # STATS_COMPUTE_LIMIT=3: new rule sets asked alternately of A and B.
    first, second = servers
    asked = [
        (first if players % 2 else second).get(f"/sika/kotisaannot/?{answers(players)}").status
        for players in (2, 3, 4, 5)
    ]
    again = second.get(f"/sika/kotisaannot/?{answers(2)}").status
    assert (asked, again) == ([202, 202, 202, 429], 202)
