"""The developers' notes stay true: every path docs/DEVELOPING.md names exists.

A path is a backticked span with a slash and no space that ends in a folder's
slash or a file's suffix (URLs, commands and Python names are not paths), or
an entry of the map's folder tree. A template name
(``tutorials/<game>/table.html``) is looked up under the app's templates too;
a placeholder such as ``<game>`` stands for any name, and at least one file
must fit it.
"""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "DEVELOPING.md"
TEMPLATES = Path("tutorials") / "templates"
# Made by set-up, not kept in git: a fresh checkout has no such folder.
NOT_IN_GIT = (".venv/", "build/")


def _pattern(path: str) -> str:
    """The path as a glob: a placeholder ``<…>`` stands for any name."""
    return re.sub(r"<[^<>/]*>", "*", path.removeprefix("./")).rstrip("/") or "."


def _exists(path: str) -> bool:
    pattern = _pattern(path)
    return any(any(True for _ in (ROOT / base).glob(pattern)) for base in (Path("."), TEMPLATES))


def backticked_paths(text: str) -> list[str]:
    """The backticked spans outside code blocks that name a file or folder."""
    prose = re.sub(r"(?ms)^```.*?^```", "", text)
    spans = re.findall(r"`([^`\n]+)`", prose)
    return [
        span
        for span in spans
        if "/" in span
        and re.search(r"(/|\.\w+)$", span)  # a folder or a file, not a card like 7C/2
        and not re.search(r"\s", span)
        and not span.startswith(("/", "{", "../", *NOT_IN_GIT))
    ]


def map_paths(text: str) -> list[str]:
    """The entries of the map's folder tree: a folder at the margin, its files indented."""
    block = re.search(r"(?ms)^## The map\n```\n(.*?)^```", text)
    assert block is not None, "docs/DEVELOPING.md has no map"
    out: list[str] = []
    folder = ""
    for line in block.group(1).splitlines():
        indent = len(line) - len(line.lstrip())
        entry = line.split()[0].rstrip(",") if line.strip() else ""
        if indent == 0 and entry:
            folder = entry
            out.append(entry)
        elif indent == 2 and entry:
            out.append(folder + entry)
    return out


def test_docs_map_is_found() -> None:
    entries = map_paths(DOC.read_text())
    assert entries[:2] == ["games/", "games/core.py"]
    assert "tutorials/packs/base.py" in entries


def test_docs_backticked_paths_are_found() -> None:
    text = "Run `./scripts/setup.sh`, see `/sika/`, `tutorials/<game>/table.html` and `a b/c`."
    assert backticked_paths(text) == ["./scripts/setup.sh", "tutorials/<game>/table.html"]


def test_docs_a_missing_path_is_missing() -> None:
    assert (_exists("tutorials/packs/base.py"), _exists("tutorials/packs/nothing.py")) == (
        True,
        False,
    )
    assert _exists("tutorials/<game>/figures.html") is True  # a template name


def test_docs_every_path_named_exists() -> None:
    text = DOC.read_text()
    named = backticked_paths(text) + map_paths(text)
    assert [path for path in named if not _exists(path)] == []
