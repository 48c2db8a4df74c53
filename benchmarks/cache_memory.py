"""Redis memory of the shared page cache: made-up parameters, and what the site's pages need.

    .venv/bin/python benchmarks/cache_memory.py [--junk 10000] [--crawl] [--root PATH]

Starts a throw-away Redis (Debian's redis-server on a Unix socket, no maxmemory)
and the production server of the checkout at ``--root`` (this one by default:
its gunicorn.conf.py, production settings, CACHE_URL at that Redis, a throw-away
SQLite database) on a free loopback port, then

- ``--junk N``: asks one example step N times, each time with another made-up
  parameter (``?step=3&utm_source=N``, as links shared on social media carry),
  from 8 threads, and prints Redis's ``used_memory`` and key count before and after;
- ``--crawl``: asks every page of sitemap.xml and every step of every worked example,
  whole and as htmx asks for it, in both languages: the memory the site's own
  shared pages take (what ``maxmemory`` must hold to keep every one of them).

``--root`` runs another checkout (e.g. ``git archive`` of main into a folder) with this
virtualenv, for a figure before and after a change. Needs ``redis-server``.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import http.client
import os
import re
import secrets
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import redis

HERE = Path(__file__).resolve().parent.parent
PYTHON = Path(sys.executable)
HOST = "127.0.0.1"
JUNK_PAGE = "/sika/esimerkit/aino-eero-liisa/?step=3&utm_source={n}"
THREADS = 8


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind((HOST, 0))
        port: int = sock.getsockname()[1]
        return port


def environment(root: Path, tmp: Path) -> dict[str, str]:
    clean = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("DJANGO_", "GUNICORN_"))
        and key not in {"DEBUG", "DATABASE_URL", "CACHE_URL", "REDIS_URL", "LIMITS_CACHE_URL"}
    }
    return clean | {
        "DJANGO_SETTINGS_MODULE": "sika_site.settings",
        "SECRET_KEY": secrets.token_urlsafe(50),
        "ALLOWED_HOSTS": HOST,
        "HTTPS": "0",
        "DATABASE_URL": f"sqlite:///{tmp / 'db.sqlite3'}",
        "STATIC_ROOT": str(tmp / "static"),
        "CACHE_URL": f"unix://{tmp / 'redis.sock'}",
        "PYTHONPATH": str(root),
        "PYTHONDONTWRITEBYTECODE": "1",
        "LOG_LEVEL": "WARNING",
    }


def get(port: int, path: str, htmx: bool = False) -> tuple[int, bytes]:
    connection = http.client.HTTPConnection(HOST, port, timeout=120)
    connection.request("GET", path, headers={"HX-Request": "true"} if htmx else {})
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response.status, body


def memory(cache: redis.Redis) -> tuple[float, int]:
    """Redis's used_memory in MB, and its number of keys."""
    info = cache.info("memory")
    return info["used_memory"] / 1e6, int(cache.dbsize())


def ask_all(port: int, paths: list[tuple[str, bool]]) -> list[int]:
    with concurrent.futures.ThreadPoolExecutor(THREADS) as pool:
        return list(pool.map(lambda job: get(port, *job)[0], paths))


def crawl_paths(port: int) -> list[tuple[str, bool]]:
    """Every page of the sitemap, and every step of every example, whole and as htmx."""
    sitemap = get(port, "/sitemap.xml")[1].decode()
    pages = sorted(set(re.findall(rf"<loc>https?://{HOST}:{port}([^<]+)</loc>", sitemap)))
    found = list(pages)
    for path in pages:
        if re.fullmatch(r"(/en)?/[a-z]+/esimerkit/[^/]+/", path):
            html = get(port, path)[1].decode()
            found_last = re.search(r'id="step-last" href="\?step=(\d+)"', html)
            last = int(found_last.group(1)) if found_last else 0
            found += [f"{path}?step={n}" for n in range(1, last + 1)]
    return [(path, htmx) for path in found for htmx in (False, True)]


def _stop(signum: int, frame: object) -> None:
    raise SystemExit(128 + signum)  # unwinds: the server and Redis are stopped


def main() -> None:
    signal.signal(signal.SIGTERM, _stop)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--junk", type=int, default=0, help="requests with made-up parameters")
    parser.add_argument("--crawl", action="store_true", help="every page and example step")
    parser.add_argument("--root", type=Path, default=HERE, help="the checkout to serve")
    args = parser.parse_args()
    root = args.root.resolve()
    with tempfile.TemporaryDirectory(prefix="sika-cache-memory-") as folder:
        tmp = Path(folder)
        store = subprocess.Popen(
            ["redis-server", "--port", "0", "--unixsocket", str(tmp / "redis.sock")]
            + ["--dir", str(tmp), "--save", "", "--appendonly", "no"],
            stdout=subprocess.DEVNULL,
        )
        env = environment(root, tmp)
        server = None
        try:
            for command in (
                ["migrate", "--no-input"],
                ["createcachetable"],
                ["collectstatic", "--no-input"],
            ):
                subprocess.run(
                    [str(PYTHON), "manage.py", *command, "-v0"],
                    cwd=root,
                    env=env,
                    check=True,
                )
            port = free_port()
            server = subprocess.Popen(
                [str(PYTHON), "-m", "gunicorn", "sika_site.wsgi", "--bind", f"{HOST}:{port}"]
                + ["--access-logfile", "/dev/null"],
                cwd=root,
                env=env,
                stdout=subprocess.DEVNULL,
            )
            while True:
                try:
                    if get(port, "/healthz")[0] == 200:
                        break
                except OSError:
                    time.sleep(0.2)
            cache = redis.Redis(unix_socket_path=str(tmp / "redis.sock"))
            print(f"checkout: {root}")
            if args.junk:
                before = memory(cache)
                started = time.monotonic()
                paths = [(JUNK_PAGE.format(n=n), False) for n in range(args.junk)]
                statuses = ask_all(port, paths)
                after = memory(cache)
                print(
                    f"{args.junk} requests of {JUNK_PAGE.format(n='N')} in "
                    f"{time.monotonic() - started:.0f} s, statuses {sorted(set(statuses))}"
                )
                print(f"  used_memory {before[0]:.1f} MB -> {after[0]:.1f} MB")
                print(f"  keys {before[1]} -> {after[1]}")
            if args.crawl:
                before = memory(cache)
                paths = crawl_paths(port)
                statuses = ask_all(port, paths)
                after = memory(cache)
                print(f"crawl: {len(paths)} pages and parts, statuses {sorted(set(statuses))}")
                print(f"  used_memory {before[0]:.1f} MB -> {after[0]:.1f} MB")
                print(f"  keys {before[1]} -> {after[1]}")
        finally:
            if server is not None:
                server.terminate()
                server.wait(timeout=30)
            store.terminate()
            store.wait(timeout=30)


if __name__ == "__main__":
    main()
