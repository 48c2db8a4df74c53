#!/usr/bin/env bash
# Lighthouse (mobile, its default) on the home page, a rules page and an example step,
# served as in production by `benchmarks/load.py --serve` (gunicorn, 2 workers, DEBUG off,
# WhiteNoise, a throw-away database) on loopback, over plain HTTP (HTTPS=0: Chrome cannot
# add a TLS proxy's X-Forwarded-Proto to the requests it makes for robots.txt). Prints the four category scores per page
# and the ids of the audits that fail, and exits 1 if a target is missed:
# performance >= 95, accessibility 100, best practices 100, SEO 100. It also reports the
# audits of search (canonical, hreflang, robots.txt, crawlable) and of an installable,
# offline-ready web app (manifest, service worker, theme colour, icons) that the installed
# Lighthouse still has (version 12 dropped its PWA category and most of those audits).
#
#   ./benchmarks/lighthouse.sh                 # reports go away with the run
#   LIGHTHOUSE_REPORTS=/tmp/lh ./benchmarks/lighthouse.sh   # keeps the JSON reports
#
# Lighthouse is third-party code: it is installed at run time into a scratch folder
# outside the repository (LIGHTHOUSE_DIR, default /tmp/sika-lighthouse), never into it.
# Needs Debian's chromium (CHROME_PATH, default /usr/bin/chromium) and npm.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=${LIGHTHOUSE_DIR:-/tmp/sika-lighthouse}
export CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium}
pages=("/" "/sika/" "/sika/esimerkit/aino-eero-liisa/?step=12" "/en/ristiseiska/pikaohje/")

if [[ ! -x $scratch/node_modules/.bin/lighthouse ]]; then
  echo "lighthouse: installing it into $scratch" >&2
  mkdir -p "$scratch"
  (cd "$scratch" && npm install --no-audit --no-fund --loglevel=error lighthouse >&2)
fi

work=$(mktemp -d /tmp/sika-lighthouse-run.XXXXXX)
reports=${LIGHTHOUSE_REPORTS:-$work}
mkdir -p "$reports"
# The server stops by itself after 15 minutes even if this script is killed hard.
.venv/bin/python benchmarks/load.py --serve 900 >"$work/serve.log" 2>&1 &
server=$!
cleanup() {
  kill "$server" 2>/dev/null || true # load.py stops gunicorn and removes its temp dir
  wait "$server" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

base=""
for _ in $(seq 600); do # up to 2 minutes: migrate, collectstatic, start
  base=$(sed -n 's/^READY //p' "$work/serve.log")
  [[ -n $base ]] && break
  if ! kill -0 "$server" 2>/dev/null; then
    cat "$work/serve.log" >&2
    exit 1
  fi
  sleep 0.2
done
[[ -n $base ]] || { echo "lighthouse: the server did not start" >&2; exit 1; }

files=()
status=0
for i in "${!pages[@]}"; do
  file="$reports/page-$i.json"
  if "$scratch/node_modules/.bin/lighthouse" "$base${pages[$i]}" \
    --output=json --output-path="$file" --quiet \
    --chrome-flags="--headless --no-sandbox --disable-gpu --no-first-run \
--disable-background-networking --disable-component-update --disable-sync"; then
    files+=("$file")
  else
    echo "lighthouse: ${pages[$i]} could not be measured; the server's log:" >&2
    grep -v '"GET /static/' "$work/serve.log" | tail -40 >&2
    status=1
  fi
done
[[ ${#files[@]} -gt 0 ]] || exit 1

.venv/bin/python - "${files[@]}" <<'EOF' || status=1
"""Scores per page, the audits that cost points, and whether the targets are met."""

import json
import sys
from urllib.parse import urlsplit

TARGETS = {"performance": 95, "accessibility": 100, "best-practices": 100, "seo": 100}
# Search and installability audits, reported whether or not a category counts them.
WATCHED = [
    "canonical", "hreflang", "robots-txt", "is-crawlable", "document-title", "meta-description",
    "installable-manifest", "service-worker", "splash-screen", "themed-omnibox",
    "maskable-icon", "content-width", "viewport", "offline-start-url", "works-offline",
]
missed = False
print(f"{'page':<42}" + "".join(f"{name:>16}" for name in TARGETS))
failing_lines = []
for name in sys.argv[1:]:
    report = json.load(open(name))
    url = urlsplit(report["finalDisplayedUrl"])
    page = url.path + (f"?{url.query}" if url.query else "")
    # A category whose audits could not all run has no score ("error").
    scores = {key: report["categories"][key]["score"] for key in TARGETS}
    shown = {key: "error" if s is None else str(round(s * 100)) for key, s in scores.items()}
    print(f"{page:<42}" + "".join(f"{shown[key]:>16}" for key in TARGETS))
    for key, target in TARGETS.items():
        missed |= scores[key] is None or round(scores[key] * 100) < target
        # Performance: the metrics and diagnostics below "good"; elsewhere every miss.
        limit = 0.9 if key == "performance" else 1
        failing = []
        for ref in report["categories"][key]["auditRefs"]:
            audit = report["audits"][ref["id"]]
            score = audit.get("score")
            mode = audit["scoreDisplayMode"]
            if mode == "error" or (score is not None and score < limit and mode != "informative"):
                detail = audit.get("displayValue") or audit.get("errorMessage") or ""
                failing.append(f"{ref['id']} ({detail})" if detail else ref["id"])
        if failing:
            failing_lines.append(f"  {page} {key}: {', '.join(failing)}")
print("failing audits:" if failing_lines else "failing audits: none")
print("\n".join(failing_lines))
print("search and installability audits (1 = passes):")
for name in sys.argv[1:]:
    report = json.load(open(name))
    url = urlsplit(report["finalDisplayedUrl"])
    audits = report["audits"]
    shown = [
        f"{key}={'n/a' if audits[key].get('score') is None else audits[key]['score']}"
        for key in WATCHED
        if key in audits
    ]
    gone = [key for key in WATCHED if key not in audits]
    print(f"  {url.path} (Lighthouse {report['lighthouseVersion']}): {', '.join(shown)}")
    if gone:
        print(f"    not in this version: {', '.join(gone)}")
sys.exit(1 if missed else 0)
EOF
exit $status
