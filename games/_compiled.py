"""Load the mypyc-compiled build of the hot engine modules when it is up to date.

``scripts/build_engine.py`` (run by ``scripts/setup.sh``) compiles
``games/cards.py`` and ``games/sika.py`` unchanged with mypyc into
``build/engine/`` and records each source's SHA-256. Importing ``games.cards``
or ``games.sika`` then loads the compiled module, but only while the source
still has the recorded hash: an edited source is always used as plain Python,
so a stale build can never run. ``SIKA_PURE_PYTHON=1`` turns the build off.

The compiled modules are the same source, with the same behaviour (a test
compares both); simulations just run about twice as fast.
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

PACKAGE = Path(__file__).resolve().parent
BUILD = PACKAGE.parent / "build" / "engine"
MANIFEST = BUILD / "manifest.json"
MODULES = ("cards", "sika")


def source_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _fresh_builds() -> dict[str, Path]:
    """Compiled module files whose recorded source hash matches the source now."""
    if os.environ.get("SIKA_PURE_PYTHON") == "1" or not MANIFEST.is_file():
        return {}
    try:
        manifest = json.loads(MANIFEST.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    builds: dict[str, Path] = {}
    for name in MODULES:
        entry = manifest.get(name)
        if not isinstance(entry, dict):
            continue
        binary = BUILD / str(entry.get("binary", ""))
        if binary.is_file() and entry.get("source") == source_hash(PACKAGE / f"{name}.py"):
            builds[f"games.{name}"] = binary
    # All or nothing: a compiled module must not mix with a plain one it imports from.
    return builds if len(builds) == len(MODULES) else {}


class _Finder(importlib.abc.MetaPathFinder):
    def __init__(self, builds: dict[str, Path]) -> None:
        self.builds = builds

    def find_spec(
        self,
        fullname: str,
        path: Sequence[str] | None,
        target: ModuleType | None = None,
    ) -> importlib.machinery.ModuleSpec | None:
        binary = self.builds.get(fullname)
        if binary is None:
            return None
        return importlib.util.spec_from_file_location(fullname, binary)


def install() -> bool:
    """Route the hot modules to their fresh compiled build; True if it did."""
    builds = _fresh_builds()
    if not builds:
        return False
    # mypyc puts the code shared by the compiled modules in one top-level library.
    if str(BUILD) not in sys.path:
        sys.path.append(str(BUILD))
    sys.meta_path.insert(0, _Finder(builds))
    return True
