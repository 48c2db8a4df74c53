#!/usr/bin/env bash
# Serves the site with production settings through gunicorn (docs/deploy.md):
# set SECRET_KEY and ALLOWED_HOSTS, and whatever else the deployment needs,
# in the environment first. BIND (default 127.0.0.1:8000) and
# WEB_CONCURRENCY (worker processes, default 2) choose where and how many;
# GUNICORN_CMD_ARGS adds any other gunicorn option.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ -z ${SECRET_KEY:-} ]]; then
  echo "serve-production: set SECRET_KEY first (docs/deploy.md)" >&2
  exit 2
fi
# Migrations and collectstatic, with the production database and settings.
./scripts/setup.sh
exec .venv/bin/gunicorn sika_site.wsgi \
  --bind "${BIND:-127.0.0.1:8000}" \
  --workers "${WEB_CONCURRENCY:-2}" \
  --access-logfile - \
  --error-logfile -
