"""Every user-facing string is in the catalogs, and every one has its Finnish text."""

import re
import subprocess
import sys
from pathlib import Path

from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
PYBABEL = Path(sys.executable).parent / "pybabel"
KEYWORDS = ["_", "gettext", "gettext_lazy", "ngettext:1,2", "ngettext_lazy:1,2"]
KEYWORDS += ["pgettext:1c,2", "pgettext_lazy:1c,2"]


def _catalog(language: str) -> list[tuple[str, str | None]]:
    with open(ROOT / "locale" / language / "LC_MESSAGES" / "django.po", "rb") as handle:
        catalog = read_po(handle)
    return [(str(m.id), m.context) for m in catalog if m.id]


def test_finnish_catalog_translates_every_message() -> None:
    with open(ROOT / "locale" / "fi" / "LC_MESSAGES" / "django.po", "rb") as handle:
        catalog = read_po(handle)
    missing = [m.id for m in catalog if m.id and (not m.string or m.fuzzy)]
    assert missing == []


def test_catalogs_hold_every_string_of_the_code(tmp_path: Path) -> None:
    pot = tmp_path / "django.pot"
    command = [str(PYBABEL), "-q", "extract", "-F", "babel.cfg", "-o", str(pot), "."]
    for keyword in KEYWORDS:
        command += ["-k", keyword]
    subprocess.run(command, cwd=ROOT, check=True, capture_output=True)
    with open(pot, "rb") as handle:
        wanted = {(str(m.id), m.context) for m in read_po(handle) if m.id}
    for language in ("fi", "en"):
        assert sorted(wanted - set(_catalog(language))) == [], language


def test_no_translate_tag_holds_a_percent_sign() -> None:
    # Django looks a {% translate %} literal up with "%" doubled, the catalog holds it single:
    # such a sentence stays English on the Finnish page (blocktranslate is looked up right).
    literal = re.compile(r"\{%\s*translate\s+(\"[^\"]*\"|'[^']*')")
    found = [
        f"{path.name}: {text}"
        for path in sorted(Path("tutorials/templates").rglob("*.html"))
        for text in literal.findall(path.read_text())
        if "%" in text
    ]
    assert found == []
