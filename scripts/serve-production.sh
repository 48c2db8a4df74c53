#!/usr/bin/env bash
# Serves the site with production settings through gunicorn (docs/deploy.md),
# with the statistics worker (manage.py worker) beside it: set SECRET_KEY and
# ALLOWED_HOSTS, and whatever else the deployment needs, in the environment
# first. gunicorn.conf.py holds the server's settings; BIND (default
# 127.0.0.1:8000), WEB_CONCURRENCY (worker processes, default 2) and
# GUNICORN_THREADS (threads each, default 4) choose where and how many;
# HEALTH_BIND (host:port) the load balancer's /healthz port (docs/deploy.md);
# GUNICORN_CMD_ARGS adds any other gunicorn option.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ -z ${SECRET_KEY:-} ]]; then
  echo "serve-production: set SECRET_KEY first (docs/deploy.md)" >&2
  exit 2
fi
# Migrations, the limits table, collectstatic and the presets' figures, with the
# production database and settings.
./scripts/setup.sh
# The worker (manage.py worker) outlives the database's and Redis's blips, and
# scripts/supervise.sh starts it again should it die; it stops with the server.
# /healthz/worker says whether it works on the queue (sika_site/health.py).
./scripts/supervise.sh .venv/bin/python manage.py worker &
worker=$!
trap 'kill "$worker" 2>/dev/null; wait "$worker" 2>/dev/null || true' EXIT
.venv/bin/gunicorn sika_site.wsgi --config gunicorn.conf.py
