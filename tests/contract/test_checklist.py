"""The house-rules checklist of every game: each answer, as its label reads, gives the engine
rules it says; the rules for every player count; every option through every form.

The rules a page stands for are read from the any-game address it links (its
sample game), turned into engine rules by the engine's own ``make_rules``.
"""

import re
from typing import Any
from urllib.parse import parse_qsl, urlsplit

import pytest
from django.test import Client

from games.options import Kind, rules_to_dict
from tests.contract.expected import expected
from tests.contract.forms import Form, form_to, forms, links
from tests.contract.site import GAMES, engine, fresh_address, url
from tutorials.packs import PACKS

pytestmark = pytest.mark.django_db


def _get(client: Client, path: str, data: dict[str, str] | None = None) -> str:
    response = client.get(path, data or {}, REMOTE_ADDR=fresh_address())
    assert response.status_code == 200, (path, data, response.status_code)
    return response.content.decode()


def _questions(client: Client, slug: str, start: str | None = None) -> Form:
    """The checklist's questions, after choosing a start (the one checked by default)."""
    checklist = url(slug, "house_rules")
    starts = form_to(_get(client, checklist), checklist)
    chosen = starts.data() if start is None else starts.data(preset=start)
    return form_to(_get(client, checklist, chosen), checklist)


def _linked_rules(slug: str, page: str) -> dict[str, Any] | None:
    """The engine rules of the sample game the page links, or of its "play with these rules"
    link (None: it links neither)."""
    found = links(page, url(slug, "game") + "?") or links(page, url(slug, "play") + "?")
    if not found:
        return None
    query = dict(parse_qsl(urlsplit(found[0]).query))
    preset = query.pop("preset")
    options = {spec.key for spec in engine(slug).options}
    overrides = {key: value for key, value in query.items() if key in options}
    game = engine(slug)
    return rules_to_dict(game.options, game.make_rules(preset, overrides))


def _changes(before: dict[str, Any], after: dict[str, Any] | None) -> dict[str, Any] | None:
    if after is None:
        return None
    return {key: value for key, value in after.items() if before[key] != value}


@pytest.mark.parametrize("slug", GAMES)
def test_checklist_every_answer_gives_the_rules_its_label_says(slug: str) -> None:
    client = Client()
    form = _questions(client, slug)
    checklist = url(slug, "house_rules")
    base = _linked_rules(slug, _get(client, checklist, form.data(step="questions")))
    assert base is not None
    found = {}
    for name, offered in form.choices.items():
        if name == "players":
            continue
        for choice in offered:
            page = _get(client, checklist, form.data(**{name: choice.value}, step="questions"))
            found[name, choice.value] = (choice.label, _changes(base, _linked_rules(slug, page)))
    # What each answer says, and the engine options it changes from the default start.
    assert found == expected(slug).checklist_answers


def _summary(page: str) -> str:
    return " ".join(re.findall(r'<ul class="hr-sentences">(.*?)</ul>', page, re.DOTALL))


@pytest.mark.parametrize("slug", GAMES)
def test_checklist_describes_the_rules_for_each_player_count(slug: str) -> None:
    client = Client()
    form = _questions(client, slug)
    game = engine(slug)
    rules = game.make_rules(game.default_preset, None)
    summaries: dict[str, list[int]] = {}
    for choice in form.choices["players"]:
        players = int(choice.value)
        if players > rules.max_players:
            continue
        page = _get(
            client, url(slug, "house_rules"), form.data(players=str(players), step="questions")
        )
        summary = _summary(page)
        assert summary != ""
        summaries.setdefault(summary, []).append(players)
    # Player counts whose summaries read the same (a game's set-up may differ by count).
    assert list(summaries.values()) == expected(slug).same_summary


def _made(game: Any, preset: str, options: dict[str, Any]) -> dict[str, Any] | None:
    """The engine's rules for the preset with these options, as JSON (None: refused)."""
    try:
        return rules_to_dict(game.options, game.make_rules(preset, options))
    except ValueError:
        return None


def _values(spec: Any) -> list[str]:
    """Every value an option can take, as the forms write it (a long range: its ends)."""
    if spec.kind is Kind.BOOL:
        return ["true", "false"]
    if spec.kind is Kind.CHOICE:
        return [str(getattr(choice, "value", choice)) for choice in spec.choices]
    values = sorted({spec.low, min(spec.low + 1, spec.high), spec.high})
    if spec.high - spec.low > 20:
        values = [spec.low, 100] if spec.low < 100 <= spec.high else [spec.low]
    return [str(value) for value in values]


@pytest.mark.parametrize("slug", GAMES)
def test_every_option_round_trips_through_the_any_game_form_checklist_and_sheet(
    slug: str,
) -> None:
    """Each option value, set on the any-game form, answered on the checklist and saved on a
    sheet, gives the same engine rules as the engine's own make_rules."""
    client = Client()
    game = engine(slug)
    questions = _questions(client, slug)
    checklist = url(slug, "house_rules")
    preset = dict(questions.fields)["preset"]
    start = game.default_preset if preset == "oma" else preset
    base = _linked_rules(slug, _get(client, checklist, questions.data(step="questions")))
    assert base is not None
    wrong = []
    for spec in game.options:
        if spec.key == "max_turns":
            continue
        for value in _values(spec):
            # The any-game form: the page's own form, submitted as it stands.
            expected = _made(game, start, {spec.key: value})
            if expected is not None:
                page = _get(client, url(slug, "game"), {"preset": start, spec.key: value})
                shown = form_to(page, url(slug, "game")).data()
                keys = {s.key for s in game.options}
                shown = {k: v for k, v in shown.items() if v and k in keys}
                if _made(game, start, shown) != expected:
                    wrong.append(f"any game {spec.key}={value}")
            # The checklist, when it asks this option, and a sheet saved from it.
            offered = {c.value for c in questions.choices.get(spec.key, [])}
            if value not in offered:
                continue
            expected = _made(game, start, {**base, spec.key: value})
            answers = questions.data(**{spec.key: value}, step="questions")
            if _linked_rules(slug, _get(client, checklist, answers)) != expected:
                wrong.append(f"checklist {spec.key}={value}")
            if expected is None:
                continue  # clashing answers are not saved
            saving = _get(client, checklist, questions.data(**{spec.key: value}, step="save"))
            save = next(f for f in forms(saving) if f.method == "post")
            answer = client.post(save.action, save.data(name="Mökki"), REMOTE_ADDR=fresh_address())
            assert answer.status_code == 302
            if _linked_rules(slug, _get(client, answer.headers["Location"])) != expected:
                wrong.append(f"sheet {spec.key}={value}")
    assert wrong == []


@pytest.mark.parametrize("slug", GAMES)
def test_checklist_start_checks_the_answers_its_preset_plays(slug: str) -> None:
    """Each preset's starting point checks, for every rules question, the answer whose code
    the engine reads as the preset's own value (read by the engine's option schema), or the
    one the checklist declares its starting points set beyond the preset (``start_extra``)."""
    client = Client()
    game = engine(slug)
    extra = PACKS[slug].checklist.start_extra
    checklist = url(slug, "house_rules")
    starts = form_to(_get(client, checklist), checklist)
    wrong = []
    for start in (choice.value for choice in starts.choices["preset"]):
        if start not in game.presets:
            continue  # from scratch: nothing is checked
        questions = _questions(client, slug, start)
        checked = questions.data()
        for spec in game.options:
            if spec.key in questions.choices:
                value = spec.parse(checked[spec.key])
                own = getattr(game.presets[start], spec.key)
                if value != (spec.parse(extra[spec.key]) if spec.key in extra else own):
                    wrong.append(f"{start} {spec.key}={checked[spec.key]}")
    assert wrong == []
