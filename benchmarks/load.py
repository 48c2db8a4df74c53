"""Requests per second and latency of each kind of page under the production server.

Starts gunicorn as production runs it (scripts/serve-production.sh with
gunicorn.conf.py: 2 workers × 4 threads, DEBUG off, WhiteNoise) on a free
loopback port, with a throw-away SQLite database and static folder in a temp
dir and a fresh SECRET_KEY, then runs Debian's ``wrk`` against each page at 16
and 64 connections, side by side with two baselines from
benchmarks/bench_urls.py: a trivial Django view and a static template page of
the step page's byte size. The requests carry ``X-Forwarded-Proto: https``, as
behind the TLS proxy of docs/deploy.md (BEHIND_HTTPS_PROXY=1), so the HTTPS
redirect stays on and wrk gets 200s.

    .venv/bin/python benchmarks/load.py [--seconds 15] [--connections 16 64] [--pages step static]
    .venv/bin/python benchmarks/load.py --serve 600   # just the server, for lighthouse.sh
    .venv/bin/python benchmarks/load.py --worst       # the worst cases (load_worst.py)

Targets: no errors and no non-2xx; the step page at least 0.70x the static
page's requests/s; median under 10 ms and p99 under 50 ms at 16 connections
for every page. Exits with status 1 if one is missed. (Two sync workers
serve two requests at a time and the other connections wait their turn, so
the median at 16 connections is about 16 / req/s: under 10 ms takes some
1,600 req/s, about what the static page does.) The server and its temp
dir go away when the run ends (or ``--serve`` times out or gets SIGTERM).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import ctypes
import http.client
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path
from types import FrameType
from urllib.parse import urlencode

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from benchmarks import load_worst  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
VENV_BIN = Path(sys.executable).parent  # the virtualenv this script runs in
HOST = "127.0.0.1"
FORWARDED = {"X-Forwarded-Proto": "https"}

STEP_URL = "/sika/esimerkit/aino-eero-liisa/?step=12"
CHECKLIST_URL = "/sika/kotisaannot/?preset=perussika"
SAVE_FORM_URL = CHECKLIST_URL + "&step=save"
# (label, path); the sheet's and the static page's paths are found at run time.
PAGES: list[tuple[str, str]] = [
    ("trivial", "/bench/trivial/"),
    ("static", "/bench/static/?bytes={step_bytes}"),
    ("step", STEP_URL),
    ("home", "/"),
    ("rules", "/sika/"),
    ("any-game", "/sika/peli/?preset=perussika&players=4&seed=7&step=20"),
    ("quiz", "/sika/tietovisa/1234/"),
    ("checklist", CHECKLIST_URL),
    ("sheet", "/sika/kotisaannot/{sheet_token}/"),
]
BASELINES = {"trivial", "static"}

STEP_RATIO_TARGET = 0.70
MEDIAN_TARGET_MS = 10.0
P99_TARGET_MS = 50.0
TARGET_CONNECTIONS = 16

# wrk's own summary, one machine-readable line (latencies in microseconds).
WRK_SCRIPT = """
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("BENCH %d %d %d %d %d %d %d %.1f %.1f\\n",
    summary.requests, summary.duration, e.connect, e.read, e.write, e.timeout,
    e.status, latency:percentile(50), latency:percentile(99)))
end
"""


# --- the server --------------------------------------------------------------------


def server_env(tmp: Path, plain_http: bool = False) -> dict[str, str]:
    """Production settings as docs/deploy.md has them behind a TLS proxy, all state in tmp.

    plain_http: HTTPS=0 instead, for a browser, which cannot add the proxy's
    header to every request it makes (Lighthouse fetches /robots.txt without it).
    """
    env = {
        key: value
        for key, value in os.environ.items()
        # Nothing of the caller's own deployment may leak in (GUNICORN_CMD_ARGS too).
        if not key.startswith(("DJANGO_", "GUNICORN_"))
        and key
        not in {
            "DEBUG",
            "HTTPS",
            "DATABASE_URL",
            "CACHE_URL",
            "REDIS_URL",
            "CONN_MAX_AGE",
            "ALLOWED_HOSTS",
            "SECRET_KEY_FALLBACKS",
            "WEB_CONCURRENCY",
            "LOG_LEVEL",
        }
    }
    env.update(
        DJANGO_SETTINGS_MODULE="benchmarks.bench_settings",
        SECRET_KEY=_secret_key(tmp),
        **({"HTTPS": "0"} if plain_http else {"BEHIND_HTTPS_PROXY": "1"}),
        DATABASE_URL=f"sqlite:///{tmp / 'db.sqlite3'}",
        STATIC_ROOT=str(tmp / "static"),
        PYTHONPATH=str(ROOT),
    )
    return env


def _secret_key(tmp: Path) -> str:
    """A fresh key for this run, the same for every process of it (tokens made outside)."""
    kept = tmp / "secret_key"
    if not kept.exists():
        kept.write_text(secrets.token_urlsafe(50))
    return kept.read_text()


def prepare(env: dict[str, str], figures: bool = True) -> None:
    """What scripts/setup.sh does for a server, minus the shared build steps.

    figures=False: the presets' figures are left to the worker (--worst: first-time
    statistics under load)."""
    commands = [["migrate", "--no-input"], ["createcachetable"], ["collectstatic", "--no-input"]]
    if figures:  # the presets' figures, as set-up works them out: no worker runs here
        commands.append(["work_out_figures", "--time-limit", "300"])
    for command in commands:
        subprocess.run(
            [str(VENV_BIN / "python"), "manage.py", *command, "--verbosity", "0"],
            cwd=ROOT,
            env=env,
            check=True,
            timeout=300,
        )


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind((HOST, 0))
        port: int = sock.getsockname()[1]
        return port


def _die_with_parent() -> None:
    # Linux: the server gets SIGTERM if this script dies, so it never outlives it.
    ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG


@contextmanager
def running_server(tmp: Path, for_browser: bool = False, worst: bool = False) -> Iterator[int]:
    """gunicorn as scripts/serve-production.sh starts it (gunicorn.conf.py: 2 workers × 4
    threads); yields its port once it answers.

    Its access and error log goes to tmp/server.log; for a browser (--serve)
    to this script's stdout, and over plain HTTP (server_env). worst: the
    statistics worker runs beside it, each request's CPU goes to tmp/cpu.log.
    """
    env = server_env(tmp, plain_http=for_browser)
    if worst:
        env["BENCH_CPU_LOG"] = str(tmp / "cpu.log")
    log_to_stdout = for_browser
    prepare(env, figures=not worst)
    port = free_port()
    # The health port (gunicorn.conf.py's HEALTH_BIND), for whoever wants it: tmp/health_port.
    health = free_port()
    env["HEALTH_BIND"] = f"{HOST}:{health}"
    (tmp / "health_port").write_text(str(health))
    log = sys.stdout.buffer if log_to_stdout else (tmp / "server.log").open("wb")
    command = [
        str(VENV_BIN / "gunicorn"),
        "sika_site.wsgi",
        *("--config", str(ROOT / "gunicorn.conf.py"), "--pid", str(tmp / "gunicorn.pid")),
        *("--bind", f"{HOST}:{port}"),
        *("--access-logfile", "-", "--error-logfile", "-"),
    ]
    server = subprocess.Popen(
        command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
        preexec_fn=_die_with_parent,
    )  # fmt: skip
    worker = None
    if worst:
        worker = subprocess.Popen(
            [str(VENV_BIN / "python"), "manage.py", "db_worker", "--no-reload"],
            cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
            preexec_fn=_die_with_parent,
        )  # fmt: skip
    try:
        deadline = time.monotonic() + 60
        while fetch(port, "/healthz", quiet=True)[0] != 200:
            if server.poll() is not None or time.monotonic() > deadline:
                shown = "" if log_to_stdout else (tmp / "server.log").read_text()
                raise SystemExit(f"server did not start\n{shown}")
            time.sleep(0.2)
        yield port
    finally:
        if worker is not None:
            worker.terminate()
            worker.wait(timeout=15)
        server.terminate()
        try:
            server.wait(timeout=15)
        except subprocess.TimeoutExpired:
            server.kill()
        if not log_to_stdout:
            log.close()


def fetch(
    port: int,
    path: str,
    method: str = "GET",
    body: bytes | None = None,
    headers: dict[str, str] | None = None,
    quiet: bool = False,
) -> tuple[int, http.client.HTTPMessage | None, bytes]:
    """One request, no redirects followed; (0, None, b"") if quiet and it fails to connect."""
    connection = http.client.HTTPConnection(HOST, port, timeout=60)
    try:
        connection.request(method, path, body=body, headers={**FORWARDED, **(headers or {})})
        response = connection.getresponse()
        return response.status, response.headers, response.read()
    except OSError:
        if quiet:
            return 0, None, b""
        raise
    finally:
        connection.close()


# --- setting the pages up ------------------------------------------------------------


class _PostForm(HTMLParser):
    """The fields a browser would send from the page's first POST form."""

    def __init__(self) -> None:
        super().__init__()
        self.fields: dict[str, str] = {}
        self.action: str | None = None
        self._inside = False
        self._done = False
        self._select: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {name: value or "" for name, value in attrs}
        if tag == "form" and not self._done and a.get("method", "").lower() == "post":
            self._inside, self.action = True, a.get("action", "")
        if not self._inside or "name" not in a:
            if tag == "option" and self._select and self._inside:
                if "selected" in a or self._select not in self.fields:
                    self.fields[self._select] = a.get("value", "")
            return
        kind = a.get("type", "text").lower()
        if tag == "input" and kind not in {"submit", "button", "reset", "image"}:
            if kind not in {"radio", "checkbox"} or "checked" in a:
                self.fields[a["name"]] = a.get("value", "")
        elif tag == "select":
            self._select = a["name"]
        elif tag == "textarea":
            self.fields[a["name"]] = ""

    def handle_endtag(self, tag: str) -> None:
        if tag == "form" and self._inside:
            self._inside, self._done = False, True
        elif tag == "select":
            self._select = None


def save_sheet(port: int) -> str:
    """A sheet saved through the site's own form and POST, as a visitor saves one."""
    status, headers, body = fetch(port, SAVE_FORM_URL)
    if status != 200 or headers is None:
        raise SystemExit(f"{SAVE_FORM_URL}: {status}")
    form = _PostForm()
    form.feed(body.decode())
    cookie = next(
        (c.split(";")[0] for c in headers.get_all("Set-Cookie", []) if c.startswith("csrftoken=")),
        "",
    )
    form.fields["name"] = "Kuormitustesti"
    status, headers, body = fetch(
        port,
        form.action or SAVE_FORM_URL.split("?")[0],
        method="POST",
        body=urlencode(form.fields).encode(),
        headers={
            "Content-Type": "application/x-www-form-urlencoded",
            "Cookie": cookie,
            # What a browser sends with a same-origin post over HTTPS (CSRF checks it).
            "Origin": f"https://{HOST}:{port}",
            "Referer": f"https://{HOST}:{port}{SAVE_FORM_URL}",
        },
    )
    location = headers.get("Location", "") if headers else ""
    match = re.search(r"/kotisaannot/([A-Za-z0-9_-]{32})/$", location)
    if status != 302 or not match:
        raise SystemExit(f"saving a sheet: {status} {location!r}\n{body.decode()[:2000]}")
    return match.group(1)


def concurrently(port: int, path: str, times: int) -> list[float]:
    """Seconds each of `times` simultaneous requests took; any non-200 stops the run."""

    def one(_: int) -> float:
        start = time.perf_counter()
        status, _headers, _body = fetch(port, path)
        if status != 200:
            raise SystemExit(f"{path}: status {status} (every page must answer 200)")
        return time.perf_counter() - start

    with concurrent.futures.ThreadPoolExecutor(times) as pool:
        return list(pool.map(one, range(times)))


def warm(port: int, path: str, fast: float = 0.25, limit: float = 120) -> None:
    """Until a burst of requests is fast: each worker has its own cache (locmem)."""
    deadline = time.monotonic() + limit
    # While one worker is busy working something out, the other gets the next request.
    while max(concurrently(port, path, 4)) > fast:
        if time.monotonic() > deadline:
            raise SystemExit(f"{path} is still slow after {limit:.0f} s of warming")


# --- measuring -----------------------------------------------------------------------


@dataclass(frozen=True)
class Result:
    page: str
    connections: int
    requests_per_s: float
    median_ms: float
    p99_ms: float
    errors: int  # connect, read, write, timeout
    bad_status: int  # non-2xx (3xx ruled out by the check before the run)


def run_wrk(
    port: int, page: str, path: str, connections: int, seconds: int, script: Path
) -> Result:
    command = [
        "wrk",
        *("--threads", "2", "--connections", str(connections), "--duration", f"{seconds}s"),
        *("--timeout", "5s", "--script", str(script)),
        *(item for name, value in FORWARDED.items() for item in ("--header", f"{name}: {value}")),
        f"http://{HOST}:{port}{path}",
    ]
    out = subprocess.run(
        command, capture_output=True, text=True, check=True, timeout=seconds + 30
    ).stdout
    line = next(line for line in out.splitlines() if line.startswith("BENCH "))
    requests, duration, connect, read, write, timeout, status = map(int, line.split()[1:8])
    median_us, p99_us = map(float, line.split()[8:10])
    return Result(
        page,
        connections,
        requests / (duration / 1e6),
        median_us / 1000,
        p99_us / 1000,
        connect + read + write + timeout,
        status,
    )


def table(results: list[Result]) -> str:
    static = {r.connections: r.requests_per_s for r in results if r.page == "static"}
    lines = [
        f"{'page':<11}{'conns':>6}{'req/s':>9}{'median ms':>11}{'p99 ms':>9}"
        f"{'errors/non-2xx':>16}{'x static':>10}"
    ]
    for r in results:
        ratio = (
            f"{r.requests_per_s / static[r.connections]:.2f}" if r.connections in static else "-"
        )
        lines.append(
            f"{r.page:<11}{r.connections:>6}{r.requests_per_s:>9.0f}{r.median_ms:>11.1f}"
            f"{r.p99_ms:>9.1f}{f'{r.errors}/{r.bad_status}':>16}{ratio:>10}"
        )
    return "\n".join(lines)


def misses(results: list[Result]) -> list[str]:
    out = []
    static = {r.connections: r.requests_per_s for r in results if r.page == "static"}
    for r in results:
        if r.errors or r.bad_status:
            out.append(f"{r.page} at {r.connections}: {r.errors} errors, {r.bad_status} non-2xx")
        if r.page == "step" and r.connections in static:
            ratio = r.requests_per_s / static[r.connections]
            if ratio < STEP_RATIO_TARGET:
                out.append(f"step at {r.connections}: {ratio:.2f}x static < {STEP_RATIO_TARGET}")
        if r.connections == TARGET_CONNECTIONS and r.page not in BASELINES:
            if r.median_ms >= MEDIAN_TARGET_MS:
                out.append(f"{r.page} at 16: median {r.median_ms:.1f} ms >= {MEDIAN_TARGET_MS}")
            if r.p99_ms >= P99_TARGET_MS:
                out.append(f"{r.page} at 16: p99 {r.p99_ms:.1f} ms >= {P99_TARGET_MS}")
    return out


def benchmark(port: int, tmp: Path, args: argparse.Namespace) -> int:
    step_bytes = len(fetch(port, STEP_URL)[2])
    if "checklist" in args.pages:
        warm(port, CHECKLIST_URL)
    token = save_sheet(port) if "sheet" in args.pages else ""
    names = {"step_bytes": str(step_bytes), "sheet_token": token}
    pages = [(page, path.format(**names)) for page, path in PAGES if page in args.pages]
    static_bytes = len(fetch(port, f"/bench/static/?bytes={step_bytes}")[2])
    if static_bytes != step_bytes:
        raise SystemExit(f"static page is {static_bytes} bytes, the step page {step_bytes}")
    for _page, path in pages:  # templates, step caches, lazy imports in both workers
        concurrently(port, path, 4)
    script = tmp / "report.lua"
    script.write_text(WRK_SCRIPT)
    print(f"step page {step_bytes} bytes; load before the run: {os.getloadavg()[0]:.2f}")
    results = []
    for connections in args.connections:
        for page, path in pages:
            results.append(run_wrk(port, page, path, connections, args.seconds, script))
            print(f"  {page} at {connections}: {results[-1].requests_per_s:.0f} req/s", flush=True)
    print(table(results))
    problems = misses(results)
    log = (tmp / "server.log").read_text()
    if " ERROR " in log:  # the first traceback, for whoever owns the page
        problems.append(f"server log: {log.count(' ERROR ')} ERROR lines, the first:")
        problems.append(log[log.index(" ERROR ") :][:3000])
    for problem in problems:
        print("MISS", problem)
    print(f"load after the run: {os.getloadavg()[0]:.2f}")
    return 1 if problems else 0


def serve(port: int, seconds: int) -> int:
    """Keeps the server up for lighthouse.sh until SIGTERM or `seconds` have passed."""
    print(f"READY http://{HOST}:{port}", flush=True)
    time.sleep(seconds)
    return 0


def _stop(signum: int, frame: FrameType | None) -> None:
    raise SystemExit(128 + signum)  # unwinds, so the server is stopped and tmp removed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=int, default=15, help="per page and connection count")
    parser.add_argument("--connections", type=int, nargs="+", default=[16, 64])
    labels = [page for page, _ in PAGES]
    parser.add_argument("--pages", nargs="+", choices=labels, default=labels)
    parser.add_argument(
        "--serve", type=int, metavar="SECONDS", help="only serve, at most this long"
    )
    parser.add_argument(
        "--worst", action="store_true", help="the worst cases instead (benchmarks/load_worst.py)"
    )
    args = parser.parse_args()
    if args.serve is None and shutil.which("wrk") is None:
        raise SystemExit("needs wrk: apt-get install -y wrk")
    signal.signal(signal.SIGTERM, _stop)
    action: Callable[[int, Path], int]
    if args.serve is not None:
        action = lambda port, tmp: serve(port, args.serve)  # noqa: E731
    elif args.worst:
        action = worst_cases
    else:
        action = lambda port, tmp: benchmark(port, tmp, args)  # noqa: E731
    with tempfile.TemporaryDirectory(prefix="sika-load-") as name:
        tmp = Path(name)
        server = running_server(tmp, for_browser=args.serve is not None, worst=args.worst)
        with server as port:
            return action(port, tmp)


def worst_cases(port: int, tmp: Path) -> int:
    """benchmarks/load_worst.py's phases against this server (its env and master pid)."""
    master = int((tmp / "gunicorn.pid").read_text())
    env = {**server_env(tmp), "BENCH_CPU_LOG": str(tmp / "cpu.log")}
    code: int = load_worst.run(fetch, port, tmp, env, master)
    log = (tmp / "server.log").read_text()
    if " ERROR " in log:
        print("MISS server log:", log[log.index(" ERROR ") :][:2000])
        code = 1
    return code


if __name__ == "__main__":
    sys.exit(main())
