"""The release this process serves: what the page cache keys every page by.

A deploy may name it (``RELEASE_ID``, e.g. the git commit); otherwise it is a
hash of the files a page is made from -- the code, templates, styles, data and
catalogs, and the pinned packages -- so every process and machine running the
same files agree on it, and a changed file is a new release.
``TutorialsConfig.ready`` works it out at start (a few milliseconds), before
any page is cached, so a process never files its pages under a newer release.
"""

import functools
import hashlib
from pathlib import Path

from django.conf import settings

# What the site's pages are made from; the same kinds of file git keeps there
# (compiled catalogs, bytecode and builds follow from these).
SOURCES = ("games", "tutorials", "sika_site", "locale")
KINDS = frozenset({".py", ".html", ".css", ".js", ".json", ".svg", ".po"})
PINNED = "requirements.txt"


def release_id() -> str:
    return settings.RELEASE_ID or source_hash()


@functools.cache
def source_hash(root: Path | None = None) -> str:
    """A hash of every source file's path (from the project's root) and contents."""
    root = root or Path(settings.BASE_DIR)
    files = sorted(
        path.relative_to(root).as_posix()
        for folder in SOURCES
        for path in (root / folder).rglob("*")
        if path.suffix in KINDS and "__pycache__" not in path.parts and path.is_file()
    )
    if (root / PINNED).is_file():
        files.append(PINNED)
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0" + hashlib.sha256((root / name).read_bytes()).digest())
    return digest.hexdigest()[:16]
