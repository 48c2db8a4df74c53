"""Put the files of the referee that answers offline (tutorials/offline_assets.py) in
build/offline/static/, a folder of the static files: Pyodide, the browser's Python, from
npm (pinned in scripts/offline/package-lock.json; `npm ci` once per lock), and site.zip:
the site's own Python code, with the pure-Python libraries it runs on, that it runs
(tutorials/static/tutorials/referee_offline.js).

The zip is the code of this checkout and the libraries installed in this virtualenv
(the versions requirements.txt pins), copied unchanged, so the browser runs the same
code as the server; it is built by scripts/setup.sh, never committed. Left out: what
the referee never reaches (tests, the statistics' database work, Django's admin
pages, the other languages' catalogs), to keep the download small. Rebuilt only when
a file it holds changed (the stamp is a hash of them all).
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tutorials.offline_assets import FOLDER, PYODIDE, SITE  # noqa: E402

PINNED = ROOT / "scripts" / "offline"
NPM = ROOT / "build" / "offline" / "npm"
STATIC = ROOT / "build" / "offline" / "static"
OUT = STATIC / FOLDER / SITE
SITE_PACKAGES = Path(sysconfig.get_paths()["purelib"])
# The site's own code and catalogs, from this checkout.
OWN = ("games", "tutorials", "sika_site", "locale")
# The libraries settings.py and the referee import (all pure Python).
LIBRARIES = (
    "django",
    "asgiref",
    "sqlparse",
    "template_partials",
    "django_htmx",
    "dj_database_url",
    "whitenoise",
    "typing_extensions.py",
    "mypy_extensions.py",
    "django_stubs_ext",
    "django_tasks",
    "django_tasks_db",
    "segno",
    # Only the exception classes (tutorials/limits.py); the client needs ssl, which the
    # browser's Python has not, and offline no cache server is ever asked.
    "redis/exceptions.py",
)
LANGUAGES = ("fi", "en")
EMPTY = ROOT / "sika_site" / "__init__.py"  # stands for a package whose __init__ is left out
SKIP_PARTS = {"__pycache__", "static", "tests", "gis", "postgres"}
SKIP_SUFFIXES = {".pyc", ".po", ".pot", ".so", ".pyi", ".c", ".h", ".css", ".js", ".map"}


def _wanted(path: Path, base: Path) -> bool:
    parts = path.relative_to(base).parts
    if SKIP_PARTS.intersection(parts[:-1]) or path.suffix in SKIP_SUFFIXES:
        return False
    if "locale" in parts[:-1]:
        after = parts[parts.index("locale") + 1 :]
        return len(after) == 1 or after[0] in LANGUAGES
    return True


def files() -> Iterator[tuple[Path, str]]:
    """Every file the zip holds: its path here and its name in the zip."""
    for base, names in ((ROOT, OWN), (SITE_PACKAGES, LIBRARIES)):
        for name in names:
            top = base / name
            found = [top] if top.is_file() else sorted(top.rglob("*"))
            for path in found:
                if path.is_file() and _wanted(path, base):
                    yield path, path.relative_to(base).as_posix()
    yield EMPTY, "redis/__init__.py"
    # Their metadata: a library may read its own version (importlib.metadata).
    for name in LIBRARIES:
        for path in sorted(SITE_PACKAGES.glob(f"{name.removesuffix('.py')}-*.dist-info/METADATA")):
            yield path, path.relative_to(SITE_PACKAGES).as_posix()


def pyodide() -> None:
    """The pinned Pyodide from npm (installed again only when the lock changed), its
    files copied beside the site's zip."""
    lock = (PINNED / "package-lock.json").read_bytes()
    stamp = NPM / "lock.sha256"
    wanted = hashlib.sha256(lock).hexdigest()
    if not stamp.exists() or stamp.read_text() != wanted:
        print("build_offline: npm ci (Pyodide)", file=sys.stderr)
        NPM.mkdir(parents=True, exist_ok=True)
        for name in ("package.json", "package-lock.json"):
            shutil.copy2(PINNED / name, NPM / name)
        command = ["npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--silent"]
        subprocess.run(command, cwd=NPM, check=True)
        stamp.write_text(wanted)
    (STATIC / FOLDER).mkdir(parents=True, exist_ok=True)
    for name in PYODIDE:
        source, target = NPM / "node_modules" / "pyodide" / name, STATIC / FOLDER / name
        if not target.exists() or target.read_bytes() != source.read_bytes():
            shutil.copy2(source, target)


STAMP = NPM.parent / "site.sha256"


def digest(listed: list[tuple[Path, str]]) -> str:
    """A hash of every file the zip holds, names and contents."""
    hashed = hashlib.sha256()
    for path, name in listed:
        hashed.update(name.encode() + b"\0" + path.read_bytes())
    return hashed.hexdigest()


def current() -> bool:
    """Is the zip made of these sources (tests/tutorials/test_offline_referee.py)?"""
    return OUT.exists() and STAMP.exists() and STAMP.read_text() == digest(list(files()))


def main() -> int:
    pyodide()
    listed = list(files())
    made = digest(listed)
    if OUT.exists() and STAMP.exists() and STAMP.read_text() == made:
        return 0
    OUT.parent.mkdir(parents=True, exist_ok=True)
    partial = OUT.with_suffix(".tmp")
    with zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path, name in listed:
            # A fixed date: the same sources make the same bytes.
            info = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, path.read_bytes())
    partial.replace(OUT)
    STAMP.write_text(made)
    print(f"build_offline: {OUT.relative_to(ROOT)}, {OUT.stat().st_size} bytes", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
