"""The shape of the app: games are packs, and the generic features name no game.

A new game is its engine module plus one pack (``tutorials/packs/<slug>/``,
``tutorials/templates/tutorials/<slug>/``) listed in ``tutorials.packs``;
these tests fail when a generic module starts knowing about one game, or a
pack leaves part of the interface out.
"""

import dataclasses
import re
from pathlib import Path

import pytest
from django.template import TemplateDoesNotExist
from django.template.backends.django import Template as DjangoTemplate
from django.template.loader import get_template

from games.registry import GAMES
from tutorials.checklist import Checklist
from tutorials.packs import COMING, PACKS
from tutorials.packs.base import SITUATION_NAMES, TEXTS, GamePack
from tutorials.presenter import Presenter
from tutorials.quiz.model import Group

APP = Path(__file__).resolve().parents[2] / "tutorials"
# Outside the packs, only the registry names a game.
REGISTRY = APP / "packs" / "__init__.py"
NOT_SCANNED = {
    # Styling, owned apart from the code: its class names (.sika-table) are
    # renamed when the table drawing is shared between games.
    APP / "static",
    # Frozen history: a migration is never edited once applied.
    APP / "migrations",
}


def _game_words() -> re.Pattern[str]:
    names = [*PACKS, *(game.slug for game in COMING)]
    return re.compile(r"\b(" + "|".join(map(re.escape, names)) + r")\b", re.IGNORECASE)


def _pack_dirs() -> list[Path]:
    dirs = []
    for slug in PACKS:
        dirs += [APP / "packs" / slug, APP / "templates" / "tutorials" / slug]
    return dirs


def _generic_files() -> list[Path]:
    skipped = [*NOT_SCANNED, *_pack_dirs()]
    return sorted(
        path
        for path in APP.rglob("*")
        if path.suffix in {".py", ".html", ".txt"}
        and path != REGISTRY
        and not any(path.is_relative_to(d) for d in skipped)
    )


def _mentions(path: Path) -> list[str]:
    words = _game_words()
    return [
        f"{path.relative_to(APP.parent)}:{number}: {line.strip()}"
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if words.search(line)
    ]


def test_shape_scans_the_generic_modules_and_templates() -> None:
    scanned = {str(path.relative_to(APP)) for path in _generic_files()}
    expected = {
        "stepper.py",
        "examples.py",
        "checklist.py",
        "checklist_form.py",
        "any_game.py",
        "game_words.py",
        "stats.py",
        "cards.py",
        "urls.py",
        "packs/base.py",
        "quiz/model.py",
        "quiz/rounds.py",
        "views/examples.py",
        "views/house_rules.py",
        "views/quiz.py",
        "views/rules.py",
        "templates/includes/base.html",
        "templates/tutorials/quiz/start.html",
        "templates/tutorials/house_rules/checklist.html",
        "templates/tutorials/rules/page.html",
    }
    assert expected - scanned == set()


def test_shape_generic_code_names_no_game() -> None:
    """Word-wise, any case: ``sika_by_seat`` (a saved sheet's JSON key) is not the word."""
    found = [line for path in _generic_files() for line in _mentions(path)]
    assert found == []


def test_shape_registry_lists_each_pack_under_its_slug() -> None:
    assert {slug: pack.slug for slug, pack in PACKS.items()} == {slug: slug for slug in PACKS}
    assert set(PACKS).isdisjoint(game.slug for game in COMING)


@pytest.mark.parametrize("pack", PACKS.values(), ids=list(PACKS))
def test_shape_pack_fills_in_every_attribute(pack: GamePack) -> None:
    empty = [
        field.name
        for field in dataclasses.fields(pack)
        # preset_players is empty for a game whose presets are written for every count
        if getattr(pack, field.name) in (None, "", (), {}) and field.name != "preset_players"
    ]
    assert empty == []
    assert pack.engine in GAMES


@pytest.mark.parametrize("pack", PACKS.values(), ids=list(PACKS))
def test_shape_pack_modules_define_what_the_views_use(pack: GamePack) -> None:
    missing = [
        f"quiz.situations.{name}"
        for name in SITUATION_NAMES
        if not hasattr(pack.quiz.situations, name)
    ]
    assert missing == []
    assert isinstance(pack.checklist, Checklist)
    assert pack.checklist.engine == pack.engine
    assert issubclass(pack.checklist.save_form_class, pack.checklist.form_class)
    assert pack.quiz.name == pack.slug
    assert set(pack.quiz.bank) == {Group.GAME_OF, Group.RULES}


@pytest.mark.parametrize("pack", PACKS.values(), ids=list(PACKS))
def test_shape_pack_presenter_fills_in_what_the_base_leaves_open(pack: GamePack) -> None:
    presenter = type(pack.presenter)
    assert issubclass(presenter, Presenter)
    open_ = ["table", "step", "narrate", "deal", "goal", "why"]
    assert [name for name in open_ if getattr(presenter, name) is getattr(Presenter, name)] == []
    assert presenter.game.name == pack.engine
    assert presenter.table_template == f"tutorials/{pack.slug}/table.html"


@pytest.mark.parametrize("pack", PACKS.values(), ids=list(PACKS))
def test_shape_pack_sections_point_at_its_pages(pack: GamePack) -> None:
    pages = {page.url_name for page in pack.pages}
    assert {name for name in pack.sections.values() if name not in pages} == set()
    assert pack.pages[0].path == ""  # the first page is the game's own address
    assert len({page.path for page in pack.pages}) == len(pack.pages)


@pytest.mark.parametrize("pack", PACKS.values(), ids=list(PACKS))
def test_shape_pack_templates_exist(pack: GamePack) -> None:
    names = [pack.presenter.table_template, pack.figures_template]
    names += [pack.texts[name] for name in TEXTS]
    names += [
        f"tutorials/{pack.slug}/rules/{page.key}.{lang}.html"
        for page in pack.pages
        for lang in ("fi", "en")
    ]
    missing = []
    for name in names:
        try:
            get_template(name)
        except TemplateDoesNotExist:
            missing.append(name)
    assert missing == []


@pytest.mark.parametrize("pack", PACKS.values(), ids=list(PACKS))
def test_shape_pack_figures_extend_the_generic_figures(pack: GamePack) -> None:
    found = get_template(pack.figures_template)
    assert isinstance(found, DjangoTemplate)
    assert found.template.source.startswith('{% extends "tutorials/house_rules/figures.html" %}')
