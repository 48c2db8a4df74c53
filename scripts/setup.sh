#!/usr/bin/env bash
# Brings a checkout to a runnable state: virtualenv, pinned packages, htmx,
# compiled translations and the database. Safe to run again; each step is
# skipped when it is already done.
set -euo pipefail
cd "$(dirname "$0")/.."

HTMX_VERSION=2.0.11
# The npm registry's integrity string for htmx.org-$HTMX_VERSION.tgz.
HTMX_INTEGRITY=sha512-Thx/WtpeOQqSrqBCw/A1cwGJGg4UrVa3+sW0GmrM3p4gJgO89ecH4qtbnyzDDWFvBTqjnIMCgELTNt636dtamA==

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

htmx_js=build/static/htmx/htmx.min.js
htmx_stamp=build/htmx.stamp
if [[ ! -f $htmx_js || ! -f $htmx_stamp || $(<"$htmx_stamp") != "$HTMX_INTEGRITY" ]]; then
  echo "setup: fetching htmx $HTMX_VERSION"
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  npm pack --silent --pack-destination "$tmp" "htmx.org@$HTMX_VERSION" >/dev/null
  tarball="$tmp/htmx.org-$HTMX_VERSION.tgz"
  actual="sha512-$(.venv/bin/python -c '
import base64, hashlib, sys
print(base64.b64encode(hashlib.sha512(open(sys.argv[1], "rb").read()).digest()).decode())
' "$tarball")"
  if [[ $actual != "$HTMX_INTEGRITY" ]]; then
    echo "setup: htmx tarball integrity mismatch: $actual" >&2
    exit 1
  fi
  tar -xzf "$tarball" -C "$tmp" package/dist/htmx.min.js
  mkdir -p "$(dirname "$htmx_js")"
  mv "$tmp/package/dist/htmx.min.js" "$htmx_js"
  echo "$HTMX_INTEGRITY" >"$htmx_stamp"
fi

# Compile only when a catalog changed since its .mo was made.
for po in locale/*/LC_MESSAGES/django.po; do
  if [[ ! -f ${po%.po}.mo || $po -nt ${po%.po}.mo ]]; then
    echo "setup: compiling translations"
    .venv/bin/pybabel -q compile -d locale -D django
    break
  fi
done

.venv/bin/python manage.py migrate --no-input --verbosity 0
