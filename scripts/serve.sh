#!/usr/bin/env bash
# Sets everything up, then serves the site on http://127.0.0.1:8000, with the
# statistics worker (manage.py worker, started again by scripts/supervise.sh should
# it die) beside it; Ctrl-C stops both. The worker does not reload itself: restart
# after changing the figures' code.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
export DEBUG="${DEBUG:-1}"
./scripts/supervise.sh .venv/bin/python manage.py worker &
worker=$!
trap 'kill "$worker" 2>/dev/null; wait "$worker" 2>/dev/null || true' EXIT
.venv/bin/python manage.py runserver 127.0.0.1:8000
