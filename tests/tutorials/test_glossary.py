"""One word for each thing: the retired words of ``docs/glossary.md`` appear on no page of
the games they are retired for, in either language.

The glossary's tables are read here; the pages are each game's rules pages, rules card,
readings and list of examples, the sentences of every step of its worked examples, its
quiz (its rules questions and three rounds of situations) and its saved sheets' rules.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation

from tests.html import texts
from tutorials import stepper
from tutorials.packs import PACKS
from tutorials.packs.base import GamePack
from tutorials.quiz.model import Group, Question

GLOSSARY = Path(__file__).resolve().parents[2] / "docs" / "glossary.md"
LANGUAGES = {"English": "en", "Suomi": "fi"}


def retired_words() -> dict[str, list[tuple[str, str]]]:
    """Language -> (game slug or "all", retired word) from the glossary's tables."""
    found: dict[str, list[tuple[str, str]]] = {}
    language = ""
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            language = LANGUAGES[line[3:].strip()]
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if (
            not language
            or len(cells) != 4
            or set(cells[0]) <= {"-"}
            or cells[3] in ("where", "missä")
        ):
            continue
        for word in cells[2].split(","):
            found.setdefault(language, []).append((cells[3], word.strip()))
    return found


def _pattern(word: str) -> re.Pattern[str]:
    stem = re.escape(word.rstrip("*"))
    tail = r"\w*" if word.endswith("*") else r"\b"
    return re.compile(rf"\b{stem}{tail}", re.IGNORECASE)


def test_glossary_tables_are_read() -> None:
    words = retired_words()
    assert ("all", "stalemate") in words["en"]
    assert ("sika", "poistopino*") in words["fi"]
    assert _pattern("jumiutun*").search("Jumiutunut vuoro") is not None
    assert _pattern("fit").search("a fitting end") is None


def _question_words(question: Question) -> list[str]:
    return [str(question.prompt), str(question.explanation)] + [
        str(choice.text) for choice in question.choices
    ]


def _game_words(client: Client, pack: GamePack) -> list[str]:
    """Every text of the game's pages the glossary speaks for, in the active language."""
    said: list[str] = []
    urls = [reverse(pack.url_name(page.url_name)) for page in pack.pages]
    urls += [reverse(pack.url_name(name)) for name in ("rules_card", "readings", "examples")]
    for url in urls:
        response = client.get(url)
        if response.status_code == 200:
            main = response.content.decode()
            said += texts(main[main.index("<main") :], "main")
    examples = pack.examples
    for example in examples.all:
        games = [examples.scenario(game.scenario) for game in example.games]
        line = examples.timeline(example)
        for step in range(line.total + 1):
            views = stepper.timeline_views(
                games,
                [g.players for g in games],
                [""] * len(games),
                line,
                step,
                teller=pack.presenter,
            )
            said += [view.sentence for view in views]
    # "Which game is this?" describes other games too, in their own words: not checked.
    questions = [q for q in pack.quiz.bank[Group.RULES]]
    questions += [
        q
        for seed in range(3)
        for q in pack.quiz.build_round(seed).questions
        if q.group is not Group.GAME_OF
    ]
    for question in questions:
        said += _question_words(question)
    checklist = pack.checklist
    for start in checklist.starts:
        if start.key in checklist.game.presets:
            for _title, lines in checklist.sheet_sections(checklist.start_answers(start.key)):
                said += lines
    return said


@pytest.mark.parametrize("language", ["en", "fi"])
@pytest.mark.parametrize("pack", list(PACKS.values()), ids=list(PACKS))
def test_retired_words_are_on_no_page_of_their_games(
    client: Client, pack: GamePack, language: str
) -> None:
    retired = [word for where, word in retired_words()[language] if where in ("all", pack.slug)]
    with translation.override(language):
        said = _game_words(client, pack)
    found = {
        word: sorted(
            {
                text[max(0, m.start() - 30) : m.end() + 30]
                for text in said
                for m in [_pattern(word).search(text)]
                if m
            }
        )[:3]
        for word in retired
    }
    assert {word: hits for word, hits in found.items() if hits} == {}
