"""How long a first-time adult needs for each game's whole lesson path (an estimate).

Every page of the path is fetched in Finnish with Django's test client, as a visitor
sees it: the path page, each lesson's page, each step (its goal, table and controls),
then the outcome the visitor opens: a worked step's own, else a right answer's (one
step in ``RETRY_EVERY``: first a wrong one's, read, then the right one), and each
lesson's end. The words of what a sighted reader sees (no screen-reader-only text;
cards and numbers are not words; only the outcome opened) are read at ``WPM``, a
newcomer reading Finnish; each tap takes ``MOVE_S`` (a spot step: a tap a fitting card,
then "check").

    .venv/bin/python benchmarks/lessons_time.py

Prints per game: lessons, steps, words read, taps, retries, and the estimated minutes
(reading, tapping, in all).
"""

from __future__ import annotations

import os
import re
import sys
from html.parser import HTMLParser
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "sika_site.settings_test")

import django  # noqa: E402

django.setup()

from django.test import Client  # noqa: E402
from django.test.utils import setup_test_environment  # noqa: E402
from django.urls import reverse  # noqa: E402
from django.utils import translation  # noqa: E402

from tutorials.lessons import Lesson  # noqa: E402
from tutorials.packs import PACKS  # noqa: E402
from tutorials.packs.base import GamePack  # noqa: E402
from tutorials.views.lesson_pages import StepPage, step_page  # noqa: E402

WPM = 180  # words a minute: a newcomer reading Finnish
MOVE_S = 8  # seconds to find and tap a card or an answer
RETRY_EVERY = 3  # one step in three is retried once
# A word has two letters or more: a card's rank and suit are found, not read (MOVE_S).
_WORD = re.compile(r"[^\W\d_]{2}")


class _Text(HTMLParser):
    """The words inside <main>, leaving out screen-reader-only text, scripts, styles and the
    element of class ``skip``; with ``block``, only that outcome (``data-block``) of a step
    (and what happened, shared by a predict step's answers)."""

    VOID = {"br", "img", "input", "hr", "meta", "link", "source", "wbr", "col", "area"}

    def __init__(self, skip: str = "", block: str = "") -> None:
        super().__init__()
        self.skip = skip
        self.block = block
        self.stack: list[tuple[bool, bool]] = []  # (inside the counted part, hidden)
        self.words = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in self.VOID:
            return
        found = dict(attrs)
        classes = (found.get("class") or "").split()
        inside, hidden = self.stack[-1] if self.stack else (False, False)
        if tag == "main" and not self.block:
            inside = True
        if self.block and found.get("data-block") in (self.block, "happened"):
            inside = True
        if "visually-hidden" in classes or tag in {"script", "style", "template"}:
            hidden = True
        if self.skip and self.skip in classes:
            hidden = True
        self.stack.append((inside, hidden))

    def handle_endtag(self, tag: str) -> None:
        if tag not in self.VOID and self.stack:
            self.stack.pop()

    def handle_data(self, data: str) -> None:
        if self.stack and self.stack[-1][0] and not self.stack[-1][1]:
            self.words += sum(1 for token in data.split() if _WORD.search(token))


def _words(client: Client, url: str, skip: str = "", block: str = "") -> int:
    response = client.get(url)
    assert response.status_code == 200, (url, response.status_code)
    parser = _Text(skip, block)
    parser.feed(response.content.decode())
    return parser.words


def _step_url(pack: GamePack, lesson: Lesson, number: int) -> str:
    return reverse(pack.url_name("lesson_step"), args=(lesson.slug, number))


def _opened(page: StepPage, verdict: str) -> str:
    """The key of a block the visitor opens: the worked step's, or one of ``verdict``."""
    if page.watch:
        return page.shown_key
    return next(b.key for b in page.blocks if b.verdict == verdict)


def _taps(page: StepPage) -> int:
    return 1 + sum(1 for c in page.controls if c.fits) if page.kind == "spot" else 1


def measure(client: Client, pack: GamePack) -> dict[str, float]:
    words: float = _words(client, reverse(pack.url_name("lessons")))
    steps = taps = retries = 0
    for lesson in pack.lessons:
        words += _words(client, reverse(pack.url_name("lesson"), args=(lesson.slug,)))
        for number in range(len(lesson.steps)):
            page = step_page(pack, lesson, number)
            url = _step_url(pack, lesson, number)
            steps += 1
            # The step before the tap: everything but the outcomes (counted as opened).
            words += _words(client, url, skip="lesson-outcome")
            opened = [_opened(page, "hit")]
            if not page.watch and steps % RETRY_EVERY == 0:
                opened.insert(0, _opened(page, "miss"))
                retries += 1
            for key in opened:
                words += _words(client, url, block=key)
                taps += 0 if page.watch else _taps(page)
        done = reverse(pack.url_name("lesson_done"), args=(lesson.slug,))
        words += _words(client, done)
    reading = words / WPM
    tapping = taps * MOVE_S / 60
    return {
        "lessons": len(pack.lessons),
        "steps": steps,
        "words": words,
        "moves": taps,
        "retries": retries,
        "reading": reading,
        "tapping": tapping,
        "minutes": reading + tapping,
    }


def main() -> None:
    setup_test_environment()
    client = Client()
    print(f"{WPM} words/min, {MOVE_S} s a move, a retry on 1 step in {RETRY_EVERY}")
    print(
        f"{'game':<12} {'lessons':>7} {'steps':>5} {'words':>6} {'moves':>5} {'retries':>7}"
        f" {'read':>5} {'tap':>5} {'min':>5}"
    )
    with translation.override("fi"):
        for slug, pack in PACKS.items():
            f = measure(client, pack)
            print(
                f"{slug:<12} {f['lessons']:>7} {f['steps']:>5} {f['words']:>6.0f} "
                f"{f['moves']:>5} {f['retries']:>7.1f} {f['reading']:>5.1f} {f['tapping']:>5.1f} "
                f"{f['minutes']:>5.1f}"
            )


if __name__ == "__main__":
    main()
