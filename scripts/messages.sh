#!/usr/bin/env bash
# Collects translatable strings into locale/django.pot and merges them into
# the Finnish and English catalogs. Fill in the new Finnish msgstr entries
# afterwards; English needs none, its msgids are already English.
set -euo pipefail
cd "$(dirname "$0")/.."
# Only the packages are needed; the full setup.sh would compile first.
[[ -x .venv/bin/pybabel ]] || ./scripts/setup.sh

.venv/bin/pybabel -q extract -F babel.cfg \
  -k _ -k gettext -k gettext_lazy -k ngettext:1,2 -k ngettext_lazy:1,2 \
  -k pgettext:1c,2 -k pgettext_lazy:1c,2 \
  -c Translators: \
  --project=sika-site --version=0.1 \
  -o locale/django.pot .
for lang in fi en; do
  .venv/bin/pybabel update -D django -d locale -l "$lang" -i locale/django.pot \
    --init-missing --no-fuzzy-matching --ignore-obsolete \
    --ignore-pot-creation-date
done
echo "Now translate the empty Finnish entries in locale/fi/LC_MESSAGES/django.po."
