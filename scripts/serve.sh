#!/usr/bin/env bash
# Sets everything up, then serves the site on http://127.0.0.1:8000.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
DEBUG="${DEBUG:-1}" exec .venv/bin/python manage.py runserver 127.0.0.1:8000
