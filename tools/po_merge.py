"""Merge the Finnish catalog of two branches after a git merge.

The catalogs carry every msgid's source lines, so two branches that each ran
``scripts/messages.sh`` conflict all over ``locale/``. Run this in the middle of
such a merge (``git merge`` stopped with conflicts under ``locale/``)::

    .venv/bin/python -m tools.po_merge

It takes our side of ``locale/``, extracts the messages again from the merged
sources (``scripts/messages.sh``), then gives each Finnish entry the translation
either side made since the merge base: where only one side changed an entry,
that side's text wins; where both changed it differently, ours stays and the
entry is printed. It ends by printing the msgids still without Finnish, and
exits 1 if any are left, so a merge is never committed half translated.
"""

from __future__ import annotations

import subprocess
import sys
from io import BytesIO
from pathlib import Path
from typing import TypeAlias

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

FINNISH = "locale/fi/LC_MESSAGES/django.po"
Text: TypeAlias = "str | tuple[str, ...] | list[str] | None"


def _git(*args: str) -> bytes:
    return subprocess.run(["git", *args], check=True, capture_output=True).stdout


def _catalog_at(revision: str) -> dict[tuple[object, str | None], Text]:
    """The Finnish translations at ``revision``: (msgid, context) -> msgstr."""
    try:
        text = _git("show", f"{revision}:{FINNISH}")
    except subprocess.CalledProcessError:
        return {}
    return {(m.id, m.context): m.string for m in read_po(BytesIO(text)) if m.id}


def main() -> int:
    base = _git("merge-base", "HEAD", "MERGE_HEAD").decode().strip()
    old, ours, theirs = _catalog_at(base), _catalog_at("HEAD"), _catalog_at("MERGE_HEAD")
    _git("checkout", "HEAD", "--", "locale/")
    subprocess.run(["./scripts/messages.sh"], check=True, stdout=subprocess.DEVNULL)
    path = Path(FINNISH)
    with path.open("rb") as handle:
        catalog: Catalog = read_po(handle)
    clashes = []
    for message in catalog:
        if not message.id:
            continue
        key = (message.id, message.context)
        before, mine, other = old.get(key), ours.get(key), theirs.get(key)
        if other and other != before and mine not in (None, "", before, other):
            clashes.append(message.id)
        elif other and other != before:
            message.string = other
        elif mine:
            message.string = mine
    with path.open("wb") as handle:
        write_po(handle, catalog, width=76, ignore_obsolete=True)
    for msgid in clashes:
        print(f"po_merge: both sides translated differently, ours kept: {msgid!r}")
    empty = [m.id for m in catalog if m.id and not m.string]
    for msgid in empty:
        print(f"po_merge: no Finnish yet: {msgid!r}")
    _git("add", "locale/")
    return 1 if empty else 0


if __name__ == "__main__":
    sys.exit(main())
