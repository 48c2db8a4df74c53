"""Compile the hot engine modules with mypyc into build/engine/, one module (or package) per build.

Each module of games._compiled.MODULES is compiled unchanged in its own mypyc
run (the engine modules it imports are type-checked, not compiled), so an
edit rebuilds only the modules whose sources or dependencies changed. A
package (games/<name>/) is compiled whole in one run, so its classes stay
native across its modules; its binaries go to build/engine/<name>/.
games/_compiled.py loads a build only while the hashes recorded here still
match. Run by scripts/setup.sh; skipped when everything is up to date.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from games._compiled import BUILD, MANIFEST, MODULES, PACKAGE, is_package, wanted  # noqa: E402


def _manifest() -> dict[str, dict[str, object]]:
    try:
        data = json.loads(MANIFEST.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def stale(hashes: dict[str, dict[str, str]]) -> list[str]:
    manifest = _manifest()
    return [
        name
        for name in MODULES
        if not isinstance(manifest.get(name), dict)
        or manifest[name].get("sources") != hashes[name]
        or not (BUILD / str(manifest[name].get("binary", ""))).is_file()
    ]


def _copy(binary: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    target.unlink(missing_ok=True)  # a new inode: a running process keeps the old
    shutil.copy(binary, target)


def build_one(name: str, hashes: dict[str, str]) -> dict[str, object] | None:
    """Compile games/<name>.py (or the package games/<name>/) alone; its manifest
    entry, or None if mypyc failed."""
    package = is_package(name)
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        (work / "games").mkdir()
        (work / "games" / "__init__.py").write_text("")
        for source in PACKAGE.glob("*.py"):  # for the type checker; only ``name`` is compiled
            if source.name != "__init__.py":
                shutil.copy(source, work / "games" / source.name)
        for source in PACKAGE.glob("*/__init__.py"):
            shutil.copytree(
                source.parent,
                work / "games" / source.parent.name,
                ignore=shutil.ignore_patterns("__pycache__", "*.so"),
            )
        mypyc = Path(sys.executable).parent / "mypyc"
        target = f"games/{name}" if package else f"games/{name}.py"
        result = subprocess.run(
            [str(mypyc), target], cwd=work, capture_output=True, text=True, check=False
        )
        if result.returncode != 0:
            # Not fatal: the module runs as plain Python, and the test suite's check
            # that the compiled build is in use reports the failure.
            sys.stderr.write(result.stdout + result.stderr)
            sys.stderr.write(f"build_engine: mypyc failed on {name}; it runs as plain Python\n")
            return None
        BUILD.mkdir(parents=True, exist_ok=True)
        libraries = []
        for library in work.glob("*.so"):  # mypyc's runtime support, named per build
            shutil.copy(library, BUILD / library.name)
            libraries.append(library.name)
        entry: dict[str, object] = {"sources": hashes, "libraries": libraries}
        if package:  # one binary a module, in a folder of its own: names repeat across packages
            submodules: dict[str, str] = {}
            for binary in sorted((work / "games" / name).glob("*.so")):
                _copy(binary, BUILD / name / binary.name)
                module = binary.name.split(".")[0]
                if module == "__init__":
                    entry["binary"] = f"{name}/{binary.name}"
                else:
                    submodules[module] = f"{name}/{binary.name}"
            entry["submodules"] = submodules
            return entry
        # A module of a package builds as a small shim plus games/<name>__mypyc (the code).
        for key, pattern in (("binary", f"{name}.*.so"), ("runtime", f"{name}__mypyc.*.so")):
            for binary in (work / "games").glob(pattern):
                _copy(binary, BUILD / binary.name)
                entry[key] = binary.name
        return entry


def main() -> None:
    hashes = wanted()
    todo = stale(hashes)
    if not todo:
        return
    print(f"setup: compiling {', '.join(todo)} with mypyc")
    manifest = {name: entry for name, entry in _manifest().items() if name in MODULES}
    # Each build is its own mypyc and C compiler in a folder of its own: one a core at once.
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        built = list(pool.map(lambda name: build_one(name, hashes[name]), todo))
    for name, entry in zip(todo, built, strict=True):
        manifest.pop(name, None)
        if entry is not None:
            manifest[name] = entry
    BUILD.mkdir(parents=True, exist_ok=True)
    MANIFEST.write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    # Binaries no entry names any more (older layouts, failed builds) only take room.
    kept = {
        str(name)
        for entry in manifest.values()
        for name in (
            entry.get("binary"),
            entry.get("runtime"),
            *entry.get("libraries", []),  # type: ignore[misc]
            *dict(entry.get("submodules", {})).values(),  # type: ignore[call-overload]
        )
        if name
    }
    for binary in BUILD.rglob("*.so"):
        if binary.relative_to(BUILD).as_posix() not in kept:
            binary.unlink()


if __name__ == "__main__":
    main()
