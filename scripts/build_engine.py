"""Compile the hot engine modules with mypyc into build/engine/ (skipped when up to date).

The sources are compiled unchanged; games/_compiled.py loads the result only
while each source still has the hash recorded here. Run by scripts/setup.sh.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from games._compiled import BUILD, MANIFEST, MODULES, PACKAGE, source_hash  # noqa: E402


def wanted() -> dict[str, str]:
    return {name: source_hash(PACKAGE / f"{name}.py") for name in MODULES}


def up_to_date(hashes: dict[str, str]) -> bool:
    try:
        manifest = json.loads(MANIFEST.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return all(
        isinstance(manifest.get(name), dict)
        and manifest[name].get("source") == digest
        and (BUILD / manifest[name]["binary"]).is_file()
        for name, digest in hashes.items()
    )


def build(hashes: dict[str, str]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        (work / "games").mkdir()
        (work / "games" / "__init__.py").write_text("")
        for name in MODULES:
            shutil.copy(PACKAGE / f"{name}.py", work / "games" / f"{name}.py")
        mypyc = Path(sys.executable).parent / "mypyc"
        files = [f"games/{name}.py" for name in MODULES]
        result = subprocess.run(
            [str(mypyc), *files], cwd=work, capture_output=True, text=True, check=False
        )
        if result.returncode != 0:
            # Not fatal: the engine runs as plain Python, and the test suite's check
            # that the compiled build is in use reports the failure.
            sys.stderr.write(result.stdout + result.stderr)
            sys.stderr.write("build_engine: mypyc failed; the engine runs as plain Python\n")
            return
        if BUILD.exists():
            shutil.rmtree(BUILD)
        BUILD.mkdir(parents=True)
        manifest: dict[str, dict[str, str]] = {}
        for library in work.glob("*.so"):  # the shared runtime of the compiled modules
            shutil.copy(library, BUILD / library.name)
        for name in MODULES:
            (binary,) = (work / "games").glob(f"{name}.*.so")
            shutil.copy(binary, BUILD / binary.name)
            manifest[name] = {"source": hashes[name], "binary": binary.name}
        MANIFEST.write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")


def main() -> None:
    hashes = wanted()
    if up_to_date(hashes):
        return
    print("setup: compiling the engine with mypyc")
    build(hashes)


if __name__ == "__main__":
    main()
