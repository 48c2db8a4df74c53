"""Several machines, as docs/deploy.md sets them up: one database, one Redis, many servers.

A throw-away PostgreSQL (scripts/with-postgres.sh) and a throw-away Redis
(Debian's redis-server on a Unix socket), two production app servers
(gunicorn.conf.py, production settings, ports of their own) and one statistics
worker (`manage.py worker` under scripts/supervise.sh), each a process of its own
as on separate machines: they share nothing but the database and Redis. One test
stops Redis, restarts PostgreSQL and kills the worker under them; the next kills a server.
"""

from __future__ import annotations

import json
import os
import pickle
import re
import shlex
import signal
import subprocess
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import psycopg
import pytest
import redis

from tests.servers import HOST, PRODUCTION, ROOT, Server, prepare, start_worker, worker_pid
from tutorials import play
from tutorials.packs import PACKS
from tutorials.packs.sika.checklist import CHECKLIST as hr

CHECKLIST = "/sika/kotisaannot/"


def start_redis(folder: Path) -> subprocess.Popen[bytes]:
    """A throw-away Redis on a Unix socket, as Debian's redis-server runs it, without
    persistence (the cache holds nothing that cannot be made again)."""
    socket = folder / "redis.sock"
    process = subprocess.Popen(
        ["redis-server", "--port", "0", "--unixsocket", str(socket)]
        + ["--dir", str(folder), "--save", "", "--appendonly", "no"],
        stdout=subprocess.DEVNULL,
    )
    while not socket.exists():
        assert process.poll() is None, "redis-server did not start"
        time.sleep(0.05)
    return process


@dataclass
class Machines:
    first: Server
    second: Server
    database: str
    folder: Path
    variables: dict[str, str]
    postgres_data: str
    worker: subprocess.Popen[bytes]
    redis: list[subprocess.Popen[bytes]]

    def count(self, sql: str) -> int:
        with psycopg.connect(self.database) as connection:
            row = connection.execute(sql).fetchone()
        assert row is not None
        return int(row[0])

    def stop_redis(self) -> None:
        self.redis[-1].terminate()
        self.redis[-1].wait(timeout=30)

    def start_redis(self) -> None:
        self.redis.append(start_redis(self.folder))

    def restart_postgres(self) -> None:
        """pg_ctl restart -m fast: every connection is cut, the server is down a moment."""
        pg_ctl = Path(os.environ.get("PG_BIN", "/usr/lib/postgresql/15/bin")) / "pg_ctl"
        log = str(Path(self.postgres_data).with_name("log"))  # with-postgres.sh's, not a pipe
        command = [str(pg_ctl), "-D", self.postgres_data, "-l", log, "-m", "fast", "-w", "restart"]
        if os.getuid() == 0:  # the cluster belongs to postgres (scripts/with-postgres.sh)
            command = ["su", "postgres", "-s", "/bin/sh", "-c", shlex.join(command)]
        done = subprocess.run(command, capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stderr


def answers(players: int, preset: str = "kotiversio") -> str:
    values = {"preset": preset, **hr.start_answers(preset), "players": str(players)}
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
            'echo "$DATABASE_URL"; echo "$POSTGRES_DATA"; cat >/dev/null',
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert postgres.stdout is not None and postgres.stdin is not None
    database = postgres.stdout.readline().strip()
    postgres_data = postgres.stdout.readline().strip()
    redis = [start_redis(folder)]
    processes: list[subprocess.Popen[bytes]] = []
    try:
        assert database.startswith("postgres://"), database
        variables = PRODUCTION | {
            "DATABASE_URL": database,
            "CACHE_URL": f"unix://{folder / 'redis.sock'}",
            "STATIC_ROOT": str(folder / "static"),
            "SHEET_SAVE_LIMIT": "3",
            # A request without X-Forwarded-For counts as 127.0.0.1, one with it as its client.
            "TRUSTED_PROXY_HOPS": "1",
        }
        prepare(**variables)
        worker = start_worker(folder / "worker.log", **variables)
        processes.append(worker)
        first = Server(folder / "a.log", variables)
        processes.append(first.process)
        second = Server(folder / "b.log", variables)
        processes.append(second.process)
        yield Machines(first, second, database, folder, variables, postgres_data, worker, redis)
    finally:
        for process in processes:
            if process.poll() is None:
                process.terminate()
                process.wait(timeout=30)
        for server in redis:
            if server.poll() is None:
                server.terminate()
                server.wait(timeout=30)
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


# ---------------------------------------------------------------------------
# Faults: Redis away, PostgreSQL restarted, the worker killed


TASKS = "SELECT count(*) FROM django_tasks_database_dbtaskresult"


@dataclass
class Watch:
    """Asks both servers for every page kind and /healthz, round after round, in threads of
    their own while the faults happen; keeps (time, server, kind, status) of each answer."""

    servers: tuple[Server, Server]
    pages: dict[str, str]
    seen: list[tuple[float, int, str, int]] = field(default_factory=list)
    done: threading.Event = field(default_factory=threading.Event)

    def __post_init__(self) -> None:
        self.threads = [
            threading.Thread(target=self._ask, args=(n,), daemon=True) for n in range(2)
        ]
        for thread in self.threads:
            thread.start()

    def _ask(self, n: int) -> None:
        server = self.servers[n]
        while not self.done.is_set():
            for kind, path in [*self.pages.items(), ("healthz", "/healthz"), ("health port", "")]:
                https, headers = (False, {}) if kind == "healthz" else (True, {"Host": HOST})
                try:
                    if kind == "health port":
                        status = server.health()[0]
                    else:
                        response = server.request("GET", path, https=https, headers=headers)[0]
                        status = response.status
                except OSError:
                    status = 0
                self.seen.append((time.monotonic(), n, kind, status))
            time.sleep(0.1)

    def stop(self) -> None:
        self.done.set()
        for thread in self.threads:
            thread.join(timeout=60)

    def statuses(self, since: float = 0.0, until: float = float("inf")) -> dict[str, set[int]]:
        found: dict[str, set[int]] = {}
        for at, _n, kind, status in self.seen:
            if since <= at <= until:
                found.setdefault(kind, set()).add(status)
        return found


def _until(what: str, check: object, seconds: float = 60) -> float:
    """Wait for ``check()`` to be true; the time it became so."""
    deadline = time.monotonic() + seconds
    while not check():  # type: ignore[operator]
        assert time.monotonic() < deadline, f"waited {seconds} s for {what}"
        time.sleep(0.1)
    return time.monotonic()


def _queue(server: Server, players: list[int]) -> list[str]:
    paths = [f"{CHECKLIST}?{answers(n, 'perussika')}" for n in players]
    assert [server.get(path, host=HOST).status for path in paths] == [202] * len(players)
    return paths


def test_machines_survive_redis_away_postgres_restart_and_a_killed_worker(
    machines: Machines,
) -> None:
    first, second = machines.first, machines.second
    cache = redis.Redis(unix_socket_path=str(machines.folder / "redis.sock"))
    # A sheet, a game in play and a decision to try: the pages a visitor may be on.
    rules_set = f"{CHECKLIST}?{answers(3, 'perussika')}"
    assert first.get(rules_set, host=HOST).status == 202
    wait_for_figures(first, rules_set)
    # Saved by a client of its own (TRUSTED_PROXY_HOPS=1): the next test counts its saves.
    sheet = first.post_form(
        CHECKLIST, f"{rules_set}&step=save", {"name": "Vikasieto"}, client="203.0.113.50"
    )
    started = first.request("GET", "/sika/pelaa/?start=1&preset=perussika&players=3&policy=taitava")
    examples = PACKS["sika"].examples
    slug = examples.all[0].slug
    decision = min(play.decision_steps(examples.scenario(examples.by_slug[slug].games[0].scenario)))
    pages = {
        "home": "/",
        "rules": "/sika/",
        "example step": f"/sika/esimerkit/{slug}/?step=2",
        "any game": "/siantappo/peli/?seed=4&step=3",
        "quiz round": "/ristiseiska/tietovisa/7/",
        "checklist": rules_set,
        "sheet": sheet.headers["Location"],
        "play": started[0].headers["Location"],
        "try it": f"/sika/esimerkit/{slug}/kokeile/?step={decision}",
    }
    tasks_before = machines.count(TASKS)
    queued = _queue(second, [4, 5])  # the worker has work through the faults
    watch = Watch((first, second), pages)
    try:
        time.sleep(1)
        redis_stopped = time.monotonic()
        machines.stop_redis()
        time.sleep(10)
        machines.start_redis()
        redis_back = time.monotonic()
        # Redis came back empty: the shared pages are filed again as they are asked for.
        shared = ["home", "rules", "example step", "any game", "quiz round", "checklist", "sheet"]
        cached_again = _until("pages cached again", lambda: len(_page_keys(cache)) == len(shared))
        postgres_stopped = time.monotonic()
        machines.restart_postgres()
        postgres_back = time.monotonic()
        time.sleep(1)
        # The worker killed in the middle of a task, with more waiting.
        queued += _queue(first, [6, 7])
        running = "SELECT count(*) FROM django_tasks_database_dbtaskresult WHERE status='RUNNING'"
        _until("a task running", lambda: machines.count(running) == 1)
        killed = worker_pid(machines.worker)
        assert killed is not None
        os.kill(killed, signal.SIGKILL)
        worker_killed = time.monotonic()
        _until("the worker again", lambda: worker_pid(machines.worker) not in (None, killed))
        worker_back = time.monotonic()
        done = f"{TASKS} WHERE status = 'SUCCESSFUL'"
        _until("every task done", lambda: machines.count(done) == machines.count(TASKS), 90)
        tasks_done = time.monotonic()
        time.sleep(1)
    finally:
        watch.stop()

    assert machines.count(TASKS) == tasks_before + len(queued)
    for path in queued:  # every queued rule set's figures, on either server
        assert "hr-pending" not in wait_for_figures(first, path)
    # Every page kind answered on both servers all along: uncached while Redis was away.
    away = watch.statuses(redis_stopped + 0.2, redis_back)
    assert away == dict.fromkeys([*pages, "healthz", "health port"], {200})
    checks = ("healthz", "health port")
    assert {kind: sorted(s) for kind, s in watch.statuses().items() if kind not in checks} == (
        dict.fromkeys(pages, [200])
    )
    # /healthz, on the site's port and the health port: 200 on both servers but while
    # PostgreSQL itself was down (503 then).
    outside = watch.statuses(0, postgres_stopped) | watch.statuses(postgres_back + 1)
    assert [outside[kind] for kind in checks] == [{200}, {200}]
    assert [watch.statuses()[kind] <= {200, 503} for kind in checks] == [True, True]
    for log in (first.log, second.log):
        text = log.read_text()
        assert "cache unreachable, serving without it" in text
        assert "cache reachable again" in text
    observed = {
        "redis away (s)": round(redis_back - redis_stopped, 1),
        "answers while redis away": len(
            [a for a in watch.seen if redis_stopped < a[0] < redis_back]
        ),
        "pages cached again after redis back (s)": round(cached_again - redis_back, 1),
        "postgres restart (s)": round(postgres_back - postgres_stopped, 1),
        "healthz 503 answers": len([a for a in watch.seen if a[2:] == ("healthz", 503)]),
        "worker back after kill (s)": round(worker_back - worker_killed, 1),
        "tasks done after kill (s)": round(tasks_done - worker_killed, 1),
        "answers": len(watch.seen),
    }
    (machines.folder / "faults.json").write_text(json.dumps(observed, indent=1))
    print(json.dumps(observed, indent=1))


def test_machines_share_figures_sheets_and_limits_and_outlive_one(machines: Machines) -> None:
    first, second = machines.first, machines.second
    path = f"{CHECKLIST}?{answers(5)}"
    # Counted from here: the fault test's rule sets went before.
    computed = f"{TASKS} WHERE status = 'SUCCESSFUL' AND return_value = 'true'"
    counted = [TASKS, "SELECT count(*) FROM tutorials_rulestats", computed]
    before = [machines.count(sql) for sql in counted]
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
    assert [machines.count(sql) for sql in counted] == [n + 1 for n in before]

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
    assert (
        machines.count("SELECT count(*) FROM tutorials_houserulesheet WHERE name LIKE 'Mökki%'")
        == 3
    )


def test_machines_worker_log_has_no_failure_but_the_faults_it_retried(
    machines: Machines,
) -> None:
    """A task failed only by the database or Redis (tests above) was queued again, and
    every task of the module's queue succeeded in the end."""
    log = machines.folder.joinpath("worker.log").read_text()
    failed = set(re.findall(r"Task id=(\S+) path=\S+ state=FAILED", log))
    again = set(re.findall(r"task (\S+): \S+(?:Error); queued again", log))
    assert failed <= again
    assert machines.count(f"{TASKS} WHERE status <> 'SUCCESSFUL'") == 0
