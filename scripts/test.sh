#!/usr/bin/env bash
# Sets everything up, then runs the linters, the type checker and every test,
# browser tests included, on SQLite; then the database tests (those marked
# django_db) again on a throw-away PostgreSQL server (scripts/with-postgres.sh).
# Runs all checks even after a failure, so one run shows every problem; ends
# with one summary line and exits non-zero if any check failed.
set -euo pipefail
cd "$(dirname "$0")/.."
SKIP_FIGURES=1 ./scripts/setup.sh

# Debian packages the tests need, installed once if missing: Chromium for the browser
# tests (Playwright cannot download its own), redis-server for the several-machine test
# (tests/test_machines.py), libvoikko1 and voikko-fi for the spelling gate
# (tests/tutorials/test_spelling.py; its Python binding is in requirements-test.txt).
missing=()
for package in chromium redis-server libvoikko1 voikko-fi; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$package")
done
if ((${#missing[@]})); then
  echo "test: installing ${missing[*]}"
  sudo=""
  if [[ $(id -u) != 0 ]]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

results=build/test-results
rm -rf "$results"
mkdir -p "$results"

failed=()
check() {
  local label=$1
  shift
  echo "==> $label"
  "$@" || failed+=("$label")
}
check "ruff check" .venv/bin/ruff check .
check "ruff format" .venv/bin/ruff format --check .
check "mypy" .venv/bin/mypy
check "pytest (SQLite)" .venv/bin/pytest --junitxml="$results/sqlite.xml"
check "pytest (PostgreSQL)" ./scripts/with-postgres.sh \
  .venv/bin/pytest -m django_db -p no:cacheprovider --junitxml="$results/postgres.xml"

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
