"""Several machines, as docs/deploy.md sets them up: one database, one Redis, many servers.

A throw-away PostgreSQL (scripts/with-postgres.sh) and a throw-away Redis
(Debian's redis-server on a Unix socket), two production app servers
(gunicorn.conf.py, production settings, ports of their own) and one statistics
worker (`manage.py db_worker`), each a process of its own as on separate
machines: they share nothing but the database and Redis.
"""

from __future__ import annotations

import pickle
import signal
import subprocess
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import psycopg
import pytest
import redis

from tests.servers import HOST, PRODUCTION, ROOT, Server, prepare, start_worker
from tutorials.packs.sika.checklist import CHECKLIST as hr

CHECKLIST = "/sika/kotisaannot/"


@dataclass
class Machines:
    first: Server
    second: Server
    database: str
    folder: Path
    variables: dict[str, str]

    def count(self, sql: str) -> int:
        with psycopg.connect(self.database) as connection:
            row = connection.execute(sql).fetchone()
        assert row is not None
        return int(row[0])


def answers(players: int) -> str:
    values = {"preset": "kotiversio", **hr.start_answers("kotiversio"), "players": str(players)}
    return "&".join(f"{key}={value}" for key, value in values.items())


@pytest.fixture(scope="module")
def machines(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Machines]:
    folder = tmp_path_factory.mktemp("machines")
    # with-postgres.sh prints the address and keeps the server while this reads.
    postgres = subprocess.Popen(
        [
            str(ROOT / "scripts/with-postgres.sh"),
            "sh",
            "-c",
            'echo "$DATABASE_URL"; cat >/dev/null',
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert postgres.stdout is not None and postgres.stdin is not None
    database = postgres.stdout.readline().strip()
    redis = subprocess.Popen(
        ["redis-server", "--port", "0", "--unixsocket", str(folder / "redis.sock")]
        + ["--dir", str(folder), "--save", "", "--appendonly", "no"],
        stdout=subprocess.DEVNULL,
    )
    processes: list[subprocess.Popen[bytes]] = []
    try:
        assert database.startswith("postgres://"), database
        while not (folder / "redis.sock").exists():
            assert redis.poll() is None, "redis-server did not start"
            time.sleep(0.05)
        variables = PRODUCTION | {
            "DATABASE_URL": database,
            "CACHE_URL": f"unix://{folder / 'redis.sock'}",
            "STATIC_ROOT": str(folder / "static"),
            "SHEET_SAVE_LIMIT": "3",
        }
        prepare(**variables)
        processes.append(start_worker(folder / "worker.log", **variables))
        first = Server(folder / "a.log", variables)
        processes.append(first.process)
        second = Server(folder / "b.log", variables)
        processes.append(second.process)
        yield Machines(first, second, database, folder, variables)
    finally:
        for process in processes:
            if process.poll() is None:
                process.terminate()
                process.wait(timeout=30)
        redis.terminate()
        redis.wait(timeout=30)
        postgres.stdin.close()
        postgres.wait(timeout=60)
        postgres.stdout.close()


def wait_for_figures(server: Server, path: str) -> str:
    deadline = time.monotonic() + 120
    while True:
        response, content = server.request("GET", path, headers={"Host": HOST})
        if response.status == 200:
            return content.decode()
        assert (response.status, time.monotonic() < deadline) == (202, True)
        time.sleep(0.2)


def _page_keys(cache: redis.Redis) -> set[bytes]:
    return set(cache.scan_iter(match="sika:*:page:*"))


def test_machines_share_cached_pages_and_a_new_release_never_serves_an_old_one(
    machines: Machines,
) -> None:
    cache = redis.Redis(unix_socket_path=str(machines.folder / "redis.sock"))
    before = _page_keys(cache)
    first_body = machines.first.body("/sika/", host=HOST)
    (key,) = _page_keys(cache) - before
    # Mark the page A filed, as Django's Redis cache stores it: B must serve the mark.
    stored = cache.get(key)
    assert isinstance(stored, bytes)
    body, content_type, etag = pickle.loads(stored)
    marked = body.replace(b"</body>", b"<!-- filed by A --></body>")
    cache.set(key, pickle.dumps((marked, content_type, etag)), keepttl=True)
    assert "<!-- filed by A -->" in machines.second.body("/sika/", host=HOST)
    assert "<!-- filed by A -->" not in first_body
    # A server of the next release files the page anew and never serves A's.
    following = Server(machines.folder / "c.log", machines.variables | {"RELEASE_ID": "next"})
    try:
        assert "<!-- filed by A -->" not in following.body("/sika/", host=HOST)
    finally:
        following.stop()
    assert len(_page_keys(cache) - before) == 2


def test_machines_share_figures_sheets_and_limits_and_outlive_one(machines: Machines) -> None:
    first, second = machines.first, machines.second
    path = f"{CHECKLIST}?{answers(5)}"
    # The same new rule set asked of both servers at once: one task, computed once.
    statuses: list[int] = []
    start = threading.Barrier(2)

    def ask(server: Server) -> None:
        start.wait()
        statuses.append(server.get(path, host=HOST).status)

    threads = [threading.Thread(target=ask, args=(server,)) for server in (first, second)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert statuses == [202, 202]
    assert wait_for_figures(first, path) == wait_for_figures(second, path)
    assert machines.count("SELECT count(*) FROM django_tasks_database_dbtaskresult") == 1
    assert (
        machines.count(
            "SELECT count(*) FROM django_tasks_database_dbtaskresult "
            "WHERE status = 'SUCCESSFUL' AND return_value = 'true'"
        )
        == 1
    )
    assert machines.count("SELECT count(*) FROM tutorials_rulestats") == 1

    # A sheet saved through A is the same page on B.
    save_page = f"{path}&step=save"
    saved = first.post_form(CHECKLIST, save_page, {"name": "Mökki"})
    sheet = saved.headers["Location"]
    assert (saved.status, sheet.startswith(f"{CHECKLIST}")) == (302, True)
    on_first = first.body(sheet, host=HOST)
    assert second.body(sheet, host=HOST) == on_first
    assert "Mökki" in on_first

    # SHEET_SAVE_LIMIT=3 for the one client, counted across A and B in Redis.
    more = [
        server.post_form(CHECKLIST, save_page, {"name": f"Mökki {n}"}).status
        for n, server in enumerate((second, first, second))
    ]
    assert more == [302, 302, 429]

    # A dies at once: B still has every sheet and every count.
    first.process.send_signal(signal.SIGKILL)
    first.process.wait(timeout=30)
    assert second.body(sheet, host=HOST) == on_first
    assert second.get("/healthz", https=False).status == 200
    assert second.post_form(CHECKLIST, save_page, {"name": "Mökki 5"}).status == 429
    assert machines.count("SELECT count(*) FROM tutorials_houserulesheet") == 3


def test_machines_worker_log_has_no_failure(machines: Machines) -> None:
    log = Path(machines.first.log).with_name("worker.log").read_text()
    assert "state=FAILED" not in log
    assert "Traceback" not in log
