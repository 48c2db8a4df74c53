"""/healthz while eight of the heaviest requests run at once.

    .venv/bin/python benchmarks/healthz_heavy.py [--seconds 30] [--heavy 8]

gunicorn as production runs it (benchmarks/load.py's server: gunicorn.conf.py, 2
workers × 4 threads, each request's CPU logged) with the statistics worker beside
it. ``--heavy`` threads each ask, round after round for ``--seconds``, the worst
requests benchmarks/load_worst.py knows (each game's largest any-game page, the
heaviest play pages) and issue 27's points series against Mestari at 8 players,
while /healthz is asked every 50 ms on the health port (gunicorn.conf.py's
HEALTH_BIND: a thread of each process's own) and, beside it, on the site's port
(behind the request threads). Printed: each check's p50, p99, slowest and
failures, and each heavy kind's CPU per request (the thread's CPU time).

The load balancer's health check (docs/deploy.md) must not time out meanwhile: its
target is a p99 under 1 s (a check's usual timeout is 2 to 5 s).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from benchmarks import load, load_worst  # noqa: E402

SERIES = (
    "/ristiseiska/pelaa/?start=1&preset=pisteet&players=8&policy=mestari&decks=2&jokers=2"
    "&target=126&scoring=count"
)
P99_TARGET_MS = 1000.0


def heavy_requests(port: int, tmp: Path) -> list[tuple[str, str]]:
    env = {**load.server_env(tmp), "BENCH_CPU_LOG": str(tmp / "cpu.log")}
    made = load_worst.minted(env, 0)
    heavy = [(str(kind), str(path)) for kind, path in [*made["largest"], *made["worst_play"]]]
    status, headers, _body = load.fetch(port, SERIES)
    if status == 303 and headers is not None:
        heavy.append(("play-mestari-series", str(headers["Location"]).split("#")[0]))
    else:
        print(f"  the Mestari series is refused by the start form ({status}): left out")
    return heavy


def ask_round_after_round(
    port: int, paths: list[tuple[str, str]], until: float, statuses: list[int]
) -> None:
    while time.monotonic() < until:
        for kind, path in paths:
            if time.monotonic() >= until:
                return
            statuses.append(load.fetch(port, path, headers={"X-Bench-Kind": kind}, quiet=True)[0])


def run(port: int, tmp: Path, seconds: int, threads: int) -> int:
    master = int((tmp / "gunicorn.pid").read_text())
    heavy = heavy_requests(port, tmp)
    print(f"{len(heavy)} heavy requests, {threads} at a time for {seconds} s; "
          f"load before: {os.getloadavg()[0]:.2f}")  # fmt: skip
    health = int((tmp / "health_port").read_text())
    poller = load_worst.Poller(load.fetch, health, master)
    beside = load_worst.Poller(load.fetch, port, master)
    poller.start()
    beside.start()
    time.sleep(2)
    quiet = list(poller.latencies)
    until = time.monotonic() + seconds
    statuses: list[int] = []
    # Each thread starts at another part of the list, so every kind runs from the start.
    starts = [n * len(heavy) // threads for n in range(threads)]
    workers = [
        threading.Thread(
            target=ask_round_after_round,
            args=(port, heavy[start:] + heavy[:start], until, statuses),
        )
        for start in starts
    ]
    mark, beside_mark = len(poller.latencies), len(beside.latencies)
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    busy, site_busy = poller.latencies[mark:], beside.latencies[beside_mark:]
    for each in (poller, beside):
        each.stop.set()
        each.join()
    print(f"heavy answers: {len(statuses)}, statuses {sorted(set(statuses))}")
    rows = (
        ("health port, idle", quiet),
        (f"health port, {threads} heavy", busy),
        (f"site's port, {threads} heavy", site_busy),
    )
    for label, values in rows:
        p99 = load_worst.percentile(values, 0.99)
        print(f"/healthz {label:<24} n={len(values):<5} p50 {statistics.median(values):7.1f} ms"
              f"  p99 {p99:7.1f} ms  slowest {max(values):7.1f} ms")  # fmt: skip
    print(f"/healthz failures: health port {poller.failures}, site's port {beside.failures}")
    print("\n".join(load_worst.report(load_worst.cpu_lines(tmp / "cpu.log"))))
    print(f"load after: {os.getloadavg()[0]:.2f}")
    return int(load_worst.percentile(busy, 0.99) > P99_TARGET_MS or poller.failures > 0)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=int, default=30)
    parser.add_argument("--heavy", type=int, default=8, help="heavy requests at once")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="sika-healthz-") as name:
        tmp = Path(name)
        with load.running_server(tmp, worst=True) as port:
            return run(port, tmp, args.seconds, args.heavy)


if __name__ == "__main__":
    sys.exit(main())
