#!/usr/bin/env bash
# Sets everything up, then runs the linters, the type checker and every test,
# browser tests included, on SQLite; and the site's database tests (see below) again
# on a throw-away PostgreSQL server (scripts/with-postgres.sh).
# Runs all checks even after a failure, so one run shows every problem; ends
# with one summary line and exits non-zero if any check failed.
#
# To fit CI's time on two cores, the work that waits overlaps: the Debian packages
# install while setup.sh installs the Python ones, and mypy, the SQLite run (its
# tests spread over one pytest-xdist worker a core, TEST_WORKERS to change) and the
# PostgreSQL run go at once. They share nothing: each run has its own database,
# ports the system picks, its own temporary folders and report.
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS=0

results=build/test-results
rm -rf "$results"
mkdir -p "$results"

# Debian packages the tests need, installed once if missing: Chromium for the browser
# tests (Playwright cannot download its own), redis-server for the several-machine test
# (tests/test_machines.py), libvoikko1 and voikko-fi for the spelling gate
# (tests/tutorials/test_spelling.py; its Python binding is in requirements-test.txt), and
# PostgreSQL 15 for scripts/with-postgres.sh (here, so that the two runs that start a
# server never both install it).
missing=()
for package in chromium redis-server libvoikko1 voikko-fi; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$package")
done
if [[ ! -x ${PG_BIN:-/usr/lib/postgresql/15/bin}/initdb ]]; then missing+=(postgresql-15); fi
apt=""
if ((${#missing[@]})); then
  echo "test: installing ${missing[*]} (beside setup.sh)"
  sudo=""
  if [[ $(id -u) != 0 ]]; then sudo="sudo"; fi
  (
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
  ) >"$results/apt.log" 2>&1 &
  apt=$!
fi
SKIP_FIGURES=1 ./scripts/setup.sh
if [[ -n $apt ]] && ! wait "$apt"; then
  cat "$results/apt.log" >&2
  echo "test: installing ${missing[*]} failed" >&2
  exit 1
fi
timings=("set-up ${SECONDS} s")

failed=()
check() {
  local label=$1 start=$SECONDS
  shift
  echo "==> $label"
  "$@" || failed+=("$label")
  timings+=("$label $((SECONDS - start)) s")
}
# A check in the background: its output goes to a log, printed by finish in the order
# the checks were started, so the output reads as if they had run one after another.
pids=()
labels=()
logs=()
started() {
  local label=$1 log="$results/${1//[^a-zA-Z]/}.log"
  shift
  (
    SECONDS=0
    status=0
    "$@" || status=$?
    echo "$SECONDS" >"$log.seconds"
    exit "$status"
  ) >"$log" 2>&1 &
  pids+=($!)
  labels+=("$label")
  logs+=("$log")
}
finish() {
  local i log
  for i in "${!pids[@]}"; do
    log=${logs[i]}
    wait "${pids[i]}" || failed+=("${labels[i]}")
    echo "==> ${labels[i]}"
    cat "$log"
    timings+=("${labels[i]} $(cat "$log.seconds" 2>/dev/null || echo ?) s")
  done
}

check "ruff check" .venv/bin/ruff check .
check "ruff format" .venv/bin/ruff format --check .
started "mypy" .venv/bin/mypy
# The database tests of the site on PostgreSQL. Not the browser tests nor the game-contract
# tests (tests/contract): they store what the site tests here store (sessions, sheets,
# figures), so on PostgreSQL they would repeat the engine's work, the costliest half of the
# run, and check the database no further.
started "pytest (PostgreSQL)" ./scripts/with-postgres.sh \
  .venv/bin/pytest -m django_db --ignore=tests/browser --ignore=tests/contract \
  -p no:cacheprovider --junitxml="$results/postgres.xml"
# In the foreground, so its progress shows as it goes; whole files per worker, so a
# module's servers start once and its tests run in their order.
check "pytest (SQLite)" .venv/bin/pytest -n "${TEST_WORKERS:-$(nproc)}" --dist loadfile \
  --durations=20 --junitxml="$results/sqlite.xml"
finish

echo "timing: ${timings[*]/%/,} total ${SECONDS} s"
if ((${#failed[@]})); then
  printf 'FAILED: %s\n' "${failed[@]}" >&2
else
  echo "All checks passed: ruff, ruff format, mypy, pytest on SQLite and on PostgreSQL."
fi

# Last, both runs' figures from their JUnit reports (a missing report counts
# as a failure), so the closing line counts every test.
.venv/bin/python - "$results/sqlite.xml" "$results/postgres.xml" <<'PY'
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

total = {"passed": 0, "failed": 0, "skipped": 0}
for path in map(Path, sys.argv[1:]):
    if not path.exists():
        print(f"test: no report from the {path.stem} run")
        total["failed"] += 1
        continue
    root = ET.parse(path).getroot()
    for suite in [root] if root.tag == "testsuite" else list(root):
        bad = int(suite.get("failures", 0)) + int(suite.get("errors", 0))
        skipped = int(suite.get("skipped", 0))
        passed = int(suite.get("tests", 0)) - bad - skipped
        print(f"test: {path.stem}: {passed} passed, {bad} failed, {skipped} skipped")
        total["passed"] += passed
        total["failed"] += bad
        total["skipped"] += skipped
print(f"summary: {total['passed']} passed, {total['failed']} failed, {total['skipped']} skipped")
PY

((${#failed[@]} == 0))
