#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server: initdb in a temporary
# folder, a free port on 127.0.0.1, DATABASE_URL set for the command; the
# server is stopped and its folder removed afterwards, also when the command
# fails or is interrupted. Exits with the command's status.
#   ./scripts/with-postgres.sh .venv/bin/pytest -m django_db tests/tutorials/test_x.py
set -euo pipefail
cd "$(dirname "$0")/.."

pg_bin=${PG_BIN:-/usr/lib/postgresql/15/bin}
sudo=""
if [[ $(id -u) != 0 ]]; then sudo="sudo"; fi
if [[ ! -x $pg_bin/initdb ]]; then
  echo "with-postgres: installing PostgreSQL 15"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq postgresql-15 >/dev/null
fi

dir=$(mktemp -d "${TMPDIR:-/tmp}/sika-postgres.XXXXXX")
# PostgreSQL refuses to run as root: as root, the cluster belongs to postgres.
as_owner() {
  if [[ $(id -u) == 0 ]]; then
    su postgres -s /bin/sh -c "$1"
  else
    sh -c "$1"
  fi
}
if [[ $(id -u) == 0 ]]; then chown postgres "$dir"; fi

cleanup() {
  if [[ -f $dir/data/postmaster.pid ]]; then
    as_owner "'$pg_bin/pg_ctl' -D '$dir/data' -m immediate -w stop" >/dev/null 2>&1 || true
  fi
  rm -rf "$dir"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
# No durability needed for a database that lives for one test run.
as_owner "'$pg_bin/initdb' -D '$dir/data' -A trust -U postgres -E UTF8 --locale=C.UTF-8 --no-sync" >/dev/null
if ! as_owner "'$pg_bin/pg_ctl' -D '$dir/data' -l '$dir/log' -w -o \"-k '$dir' -p $port -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off\" start" >/dev/null; then
  echo "with-postgres: the server did not start:" >&2
  cat "$dir/log" >&2
  exit 1
fi

status=0
# POSTGRES_DATA: the cluster's folder, for a command that restarts the server
# (tests/test_machines.py: pg_ctl -D "$POSTGRES_DATA" restart).
DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" POSTGRES_DATA="$dir/data" "$@" ||
  status=$?
exit "$status"
