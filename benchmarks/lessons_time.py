"""How long a first-time adult needs for each game's whole lesson path (an estimate).

Every page of the path is fetched in Finnish with Django's test client, as a visitor
who plays each step's shortest solution sees it: the path page, each lesson's page,
each step before the first move and after every move (the last one is the feedback
of a correct move), and each lesson's end. The words of the pages' main content
(what a sighted reader sees: no screen-reader-only text; cards and numbers are not
words) are read at ``WPM``, a newcomer reading Finnish; each move at par takes
``MOVE_S`` (finding and tapping a card). One step in ``RETRY_EVERY`` is retried
once: a wrong move's feedback is read and one more move made.

    .venv/bin/python benchmarks/lessons_time.py

Prints per game: lessons, steps, words read, moves, retries, and the estimated minutes
(reading, moving, in all).
"""

from __future__ import annotations

import os
import re
import sys
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlencode

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "sika_site.settings_test")

import django  # noqa: E402

django.setup()

from django.test import Client  # noqa: E402
from django.test.utils import setup_test_environment  # noqa: E402
from django.urls import reverse  # noqa: E402
from django.utils import translation  # noqa: E402

from games.core import Action  # noqa: E402
from games.registry import find_game  # noqa: E402
from tutorials import lessons  # noqa: E402
from tutorials.lessons import Lesson, Step  # noqa: E402
from tutorials.packs import PACKS  # noqa: E402
from tutorials.packs.base import GamePack  # noqa: E402

WPM = 180  # words a minute: a newcomer reading Finnish
MOVE_S = 8  # seconds to find and tap a card
RETRY_EVERY = 3  # one step in three is retried once
FEEDBACK = ("lesson-refused", "lesson-missed", "lesson-so-far")
# A word has two letters or more: a card's rank and suit are found, not read (MOVE_S).
_WORD = re.compile(r"[^\W\d_]{2}")


class _Text(HTMLParser):
    """The words inside <main> (or inside an element of class ``within``), leaving out
    screen-reader-only text, scripts and styles."""

    VOID = {"br", "img", "input", "hr", "meta", "link", "source", "wbr", "col", "area"}

    def __init__(self, within: str = "") -> None:
        super().__init__()
        self.within = within
        self.stack: list[tuple[bool, bool]] = []  # (inside the counted part, hidden)
        self.words = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in self.VOID:
            return
        classes = (dict(attrs).get("class") or "").split()
        inside, hidden = self.stack[-1] if self.stack else (False, False)
        if (tag == "main" and not self.within) or (self.within and self.within in classes):
            inside = True
        if "visually-hidden" in classes or tag in {"script", "style", "template"}:
            hidden = True
        self.stack.append((inside, hidden))

    def handle_endtag(self, tag: str) -> None:
        if tag not in self.VOID and self.stack:
            self.stack.pop()

    def handle_data(self, data: str) -> None:
        if self.stack and self.stack[-1][0] and not self.stack[-1][1]:
            self.words += sum(1 for token in data.split() if _WORD.search(token))


def _words(client: Client, url: str, within: str = "") -> int:
    response = client.get(url)
    assert response.status_code == 200, (url, response.status_code)
    parser = _Text(within)
    parser.feed(response.content.decode())
    return parser.words


def _step_url(pack: GamePack, lesson: Lesson, number: int, **query: str) -> str:
    path = reverse(pack.url_name("lesson_step"), args=(lesson.slug, number))
    return f"{path}?{urlencode(query)}" if query else path


def _wrong_feedback(client: Client, pack: GamePack, lesson: Lesson, number: int) -> int:
    """The words of the feedback to the first wrong move of the visitor's hand."""
    game = find_game(pack.engine)
    step = lesson.steps[number]
    start = lessons.start(game, step.position)
    hand = game.table(start.state).hands[lessons.SEAT]
    moves = [Action(lessons.SEAT, (card,)) for card in hand] + start.state.legal_actions()
    wrong = next(a for a in moves if not step.reached(lessons.play(game, step, [a]).done))
    url = _step_url(pack, lesson, number, m=game.option_text(wrong.cards))
    return sum(_words(client, url, within) for within in FEEDBACK)


def _step(client: Client, pack: GamePack, lesson: Lesson, number: int, step: Step) -> int:
    """The words of a step played at par: the page before each move and after the last."""
    game = find_game(pack.engine)
    found = lessons.solution(game, step)
    assert found is not None, (pack.slug, lesson.slug, number)
    moves = [game.option_text(action.cards) for action in found]
    words = _words(client, _step_url(pack, lesson, number))
    for i, move in enumerate(moves):
        query = {"m": move, **({"done": "|".join(moves[:i])} if i else {})}
        words += _words(client, _step_url(pack, lesson, number, **query))
    return words


def measure(client: Client, pack: GamePack) -> dict[str, float]:
    words: float = _words(client, reverse(pack.url_name("lessons")))
    steps = moves = 0
    wrong_words: list[int] = []
    for lesson in pack.lessons:
        words += _words(client, reverse(pack.url_name("lesson"), args=(lesson.slug,)))
        for number, step in enumerate(lesson.steps):
            words += _step(client, pack, lesson, number, step)
            wrong_words.append(_wrong_feedback(client, pack, lesson, number))
            steps += 1
            moves += step.par
        done = reverse(pack.url_name("lesson_done"), args=(lesson.slug,))
        words += _words(client, f"{done}?stars=3")
    retries = steps / RETRY_EVERY
    # The retried steps are any third of them: their feedback's words on average.
    words += retries * sum(wrong_words) / len(wrong_words)
    reading = words / WPM
    tapping = (moves + retries) * MOVE_S / 60
    return {
        "lessons": len(pack.lessons),
        "steps": steps,
        "words": words,
        "moves": moves,
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
