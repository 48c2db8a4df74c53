"""Peak memory of ``python -m games simulate`` for 100,000 games (limit: 500 MB).

.venv/bin/python benchmarks/simulate_memory.py [--games 100000] [--preset kotiversio]
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import time


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--preset", default="kotiversio")
    args = parser.parse_args()
    start = time.perf_counter()
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "games",
            "simulate",
            "sika",
            "--preset",
            args.preset,
            "--players",
            "4",
            "--games",
            str(args.games),
            "--seed",
            "1",
            "--json",
        ],
        stdout=subprocess.DEVNULL,
        check=True,
    )
    seconds = time.perf_counter() - start
    peak_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    print(
        f"simulate {args.preset}, 4 players, {args.games:,} games, --json: "
        f"{seconds:.1f} s, peak memory {peak_kb / 1024:.0f} MB (exit {result.returncode})"
    )


if __name__ == "__main__":
    main()
