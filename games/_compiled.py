"""Load the mypyc-compiled build of the hot engine modules when it is up to date.

``scripts/build_engine.py`` (run by ``scripts/setup.sh``) compiles each module
of ``MODULES`` unchanged with mypyc, one module (a package whole) per build, into
``build/engine/`` and records the SHA-256 of its source and of every engine
module it imports (``DEPENDS``: the types the build was compiled against). A
package, ``games/<name>/``, is compiled whole in one run (one binary a
submodule, its classes native across them), and each of its files is a source.
Both are read off the sources, never listed by hand but for the shared ones
(``SHARED``: ``cards`` and ``search``): ``MODULES`` is those and every engine
module the registry (``games/registry.py``) imports, ``DEPENDS``
each one's ``games`` imports, followed through the modules they import. (The
sources are read as text: importing the registry would import the engines
before their builds are installed.)
Importing such a module then loads its compiled build, but only while all
those sources still have the recorded hashes: an edited source is always used
as plain Python, so a stale build can never run. Each module (a package
whole) is judged on its own: editing one engine leaves the other builds in use,
and a compiled module only reaches the others through Python attribute access,
so compiled and plain modules mix safely. ``SIKA_PURE_PYTHON=1`` turns the builds off.

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
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

PACKAGE = Path(__file__).resolve().parent
BUILD = PACKAGE.parent / "build" / "engine"
MANIFEST = BUILD / "manifest.json"
# ``from games import a, b`` (maybe in parentheses over lines) and ``from games.x import``.
_FROM_GAMES = re.compile(r"^[ \t]*from games import (\([^)]*\)|[^\n]*)", re.MULTILINE)
_FROM_MODULE = re.compile(r"^[ \t]*(?:from|import) games\.(\w+)", re.MULTILINE)


def _listed(group: str) -> set[str]:
    names = (name.split("#")[0].split(" as ")[0].strip() for name in group.strip("()").split(","))
    return {name for name in names if name}


def is_package(name: str, package: Path = PACKAGE) -> bool:
    return (package / name / "__init__.py").is_file()


def _exists(name: str, package: Path) -> bool:
    return (package / f"{name}.py").is_file() or is_package(name, package)


def sources(name: str, package: Path = PACKAGE) -> dict[str, Path]:
    """The files of module ``name`` by key: ``name`` for ``games/<name>.py``, and
    ``name/sub`` for each module ``games/<name>/sub.py`` of a package."""
    if is_package(name, package):
        return {f"{name}/{path.stem}": path for path in sorted((package / name).glob("*.py"))}
    return {name: package / f"{name}.py"}


def imports(name: str, package: Path = PACKAGE) -> set[str]:
    """The modules of ``games`` that ``games/<name>.py`` (or its package) imports directly."""
    found: set[str] = set()
    for path in sources(name, package).values():
        source = path.read_text(encoding="utf-8")
        found |= set(_FROM_MODULE.findall(source))
        for group in _FROM_GAMES.findall(source):
            found |= _listed(group)
    return {module for module in found if module != name and _exists(module, package)}


def engines(package: Path = PACKAGE) -> tuple[str, ...]:
    """The engine modules the registry imports (``from games import sika, …``)."""
    source = (package / "registry.py").read_text(encoding="utf-8")
    names = set().union(*(_listed(group) for group in _FROM_GAMES.findall(source)))
    return tuple(sorted(name for name in names if _exists(name, package)))


def depends(name: str, package: Path = PACKAGE) -> tuple[str, ...]:
    """Every engine module ``name``'s build depends on: its imports, and theirs."""
    seen: set[str] = set()
    todo = [name]
    while todo:
        for module in imports(todo.pop(), package):
            if module not in seen and module != name:
                seen.add(module)
                todo.append(module)
    return tuple(sorted(seen))


# The modules every game runs hot: the card tables each reads, and Mestari's search,
# whose playouts are most of a searching computer player's time.
SHARED: tuple[str, ...] = ("cards", "search")
# The modules compiled: the shared ones, and each game's engine.
MODULES: tuple[str, ...] = (*SHARED, *engines())
# The engine modules each compiled module imports: its build depends on their types too.
DEPENDS: dict[str, tuple[str, ...]] = {name: depends(name) for name in MODULES}


def source_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def hashes(name: str, package: Path | None = None) -> dict[str, str]:
    """The hash of every source file ``name``'s build is made from, by ``sources`` key."""
    folder = package or PACKAGE
    return {
        key: source_hash(path)
        for dep in (name, *DEPENDS.get(name, ()))
        for key, path in sources(dep, folder).items()
    }


def wanted(package: Path | None = None) -> dict[str, dict[str, str]]:
    """Per compiled module, the hash each source it was built from must have."""
    return {name: hashes(name, package) for name in MODULES}


def _fresh_builds() -> dict[str, Path]:
    """Compiled module files whose recorded source hashes all match the sources now
    (a package's submodules by their dotted names)."""
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
        submodules = entry.get("submodules", {})
        try:
            now = hashes(name)
        except OSError:
            continue
        if not binary.is_file() or entry.get("sources") != now or not isinstance(submodules, dict):
            continue
        parts = {f"games.{name}.{sub}": BUILD / str(file) for sub, file in submodules.items()}
        # A package loads whole or not at all: its modules were compiled against each other.
        expected = {
            f"games.{key.replace('/', '.')}" for key in sources(name, PACKAGE) if "/" in key
        }
        expected.discard(f"games.{name}.__init__")
        if set(parts) == expected and all(part.is_file() for part in parts.values()):
            builds[f"games.{name}"] = binary
            builds.update(parts)
            runtime = BUILD / str(entry.get("runtime", ""))
            if "runtime" in entry and runtime.is_file():
                builds[f"games.{name}__mypyc"] = runtime
    return builds


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
        if binary.name.startswith("__init__."):  # a package: its submodules are found here too
            folder = PACKAGE.joinpath(*fullname.split(".")[1:])
            return importlib.util.spec_from_file_location(
                fullname, binary, submodule_search_locations=[str(folder)]
            )
        return importlib.util.spec_from_file_location(fullname, binary)


def install() -> bool:
    """Route the hot modules to their fresh compiled build; True if it did."""
    builds = _fresh_builds()
    if not builds:
        return False
    # mypyc puts its runtime support in a top-level library next to each build.
    if str(BUILD) not in sys.path:
        sys.path.append(str(BUILD))
    sys.meta_path.insert(0, _Finder(builds))
    return True
