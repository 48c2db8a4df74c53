#!/usr/bin/env bash
# Sets everything up, then runs the linters, the type checker and every test,
# browser tests included. Runs all checks even after a failure, so one run
# shows every problem; exits non-zero if any failed.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh

# Browser tests drive Debian's Chromium: Playwright cannot download its own.
if [[ ! -x /usr/bin/chromium ]]; then
  echo "test: installing chromium"
  sudo=""
  if [[ $(id -u) != 0 ]]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
fi

failed=()
check() {
  echo "==> $*"
  "$@" || failed+=("$*")
}
check .venv/bin/ruff check .
check .venv/bin/ruff format --check .
check .venv/bin/mypy
check .venv/bin/pytest

if ((${#failed[@]})); then
  printf 'FAILED: %s\n' "${failed[@]}" >&2
  exit 1
fi
echo "All checks passed."
