#!/usr/bin/env bash
# Runs a command and starts it again whenever it ends, until this script is
# stopped (TERM or INT stop the command too): scripts/serve-production.sh and
# scripts/serve.sh keep the statistics worker running with it. The pause before
# a restart doubles from 1 s to 60 s while the command keeps ending within a
# minute, and is 1 s again once it has run for a minute.
#   ./scripts/supervise.sh .venv/bin/python manage.py worker
set -uo pipefail
child=0
stop() {
  trap - TERM INT
  if ((child)); then
    kill -TERM "$child" 2>/dev/null
    wait "$child"
  fi
  exit 0
}
trap stop TERM INT
pause=1
while true; do
  started=$SECONDS
  "$@" &
  child=$!
  wait "$child"
  status=$?
  child=0
  if ((SECONDS - started >= 60)); then pause=1; fi
  echo "supervise: $1 ended (status $status); starting it again in ${pause} s" >&2
  sleep "$pause" &
  child=$!
  wait "$child"
  child=0
  pause=$((pause * 2 > 60 ? 60 : pause * 2))
done
