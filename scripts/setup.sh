#!/usr/bin/env bash
# Brings a checkout to a runnable state: virtualenv, pinned packages, the
# compiled engine and translations, the database and the collected static
# files. Safe to run again; each step is skipped when it is already done.
# Run it with the production environment (docs/deploy.md) on a server, so
# migrate and collectstatic use its database and settings.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ ! -x .venv/bin/python ]]; then
  echo "setup: creating .venv"
  python3 -m venv .venv
fi

# The stamp lives inside .venv so a fresh virtualenv always reinstalls.
stamp=.venv/requirements.sha256
wanted=$(cat requirements.txt requirements-test.txt | sha256sum | cut -d' ' -f1)
if [[ ! -f $stamp || $(<"$stamp") != "$wanted" ]]; then
  echo "setup: installing Python packages"
  .venv/bin/pip install --quiet --disable-pip-version-check -r requirements-test.txt
  echo "$wanted" >"$stamp"
fi

# The hot engine modules compiled with mypyc (skipped when the sources are unchanged);
# games/_compiled.py uses the build only while it matches the sources.
.venv/bin/python scripts/build_engine.py

# Compile only when a catalog changed since its .mo was made.
for po in locale/*/LC_MESSAGES/django.po; do
  if [[ ! -f ${po%.po}.mo || $po -nt ${po%.po}.mo ]]; then
    echo "setup: compiling translations"
    .venv/bin/pybabel -q compile -d locale -D django
    break
  fi
done

# The referee that answers offline: Pyodide from npm (pinned in scripts/offline/) and the
# site's code zipped for it, in build/offline/static/ (after the catalogs: the zip holds
# them); each part redone only when its sources changed.
.venv/bin/python scripts/build_offline.py

# Without a key this is a development checkout (the settings refuse to load
# with DEBUG off and no SECRET_KEY): manage it with DEBUG on.
if [[ -z ${SECRET_KEY:-} ]]; then
  export DEBUG="${DEBUG:-1}"
fi
.venv/bin/python manage.py migrate --no-input --verbosity 0
# The table of the "limits" cache (rate limits, the worker's heartbeat) when no
# Redis is configured; does nothing for Redis or when it exists.
.venv/bin/python manage.py createcachetable
# Finished background tasks are kept two weeks, for a look at failures, then dropped.
.venv/bin/python manage.py prune_db_task_results --min-age-days 14 --verbosity 0
# Every preset's figures at every player count, so no visitor waits for them:
# stored ones are skipped; what FIGURES_TIME_LIMIT seconds leave is queued for the
# worker. Then every worked example's decisions weighed ahead for "try it" (the
# same way, within PREWEIGH_TIME_LIMIT seconds). SKIP_FIGURES=1 leaves both out
# (the tests never read this database).
if [[ ${SKIP_FIGURES:-0} != 1 ]]; then
  .venv/bin/python manage.py work_out_figures --time-limit "${FIGURES_TIME_LIMIT:-600}"
  .venv/bin/python manage.py preweigh_examples --time-limit "${PREWEIGH_TIME_LIMIT:-600}"
fi
# Hashed, compressed copies for WhiteNoise (htmx comes from django-htmx's own
# static files); only changed files are copied again.
.venv/bin/python manage.py collectstatic --no-input --verbosity 0
