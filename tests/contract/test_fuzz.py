"""Fuzz: every view of every game, whatever a visitor sends: a page, never a 5xx.

Each test draws the game too, so ``FUZZ_EXAMPLES`` (tests/tutorials/fuzz.py)
examples cover all the games. Values are drawn around the engine's own
spellings of its options, so many queries get deep into the forms.
"""

import functools
from urllib.parse import quote, urlencode

import pytest
from django.test import Client
from hypothesis import given
from hypothesis import strategies as st

from games.options import Kind
from tests.contract.forms import form_to, forms
from tests.contract.site import GAMES, engine, example_urls, fresh_address, url
from tests.tutorials.fuzz import FUZZ_SETTINGS, checked_get, hostile_text, hostile_values
from tutorials.models import HouseRuleSheet
from tutorials.packs import PACKS
from tutorials.sheets import save_sheet

pytestmark = pytest.mark.django_db

GENERIC_KEYS = ["preset", "players", "seed", "policy", "step", "start", "t", "move", "choice"]


def _spellings(slug: str) -> list[str]:
    """The engine's own words for its presets, policies and option values."""
    game = engine(slug)
    words = [*game.presets, *game.policies, "true", "false", "none", "0", "1", "2", "3", "250"]
    for spec in game.options:
        if spec.kind is Kind.CHOICE:
            words += [str(getattr(choice, "value", choice)) for choice in spec.choices]
    return words


@st.composite
def game_queries(draw: st.DrawFn, slug: str) -> list[tuple[str, str]]:
    """Repeated, missing and unknown keys; the engine's spellings and hostile values."""
    keys = [*GENERIC_KEYS, *(spec.key for spec in engine(slug).options), "", "x", "ä"]
    values = st.one_of(st.sampled_from(_spellings(slug)), hostile_values)
    return draw(st.lists(st.tuples(st.sampled_from(keys), values), max_size=8))


def _status(path: str, pairs: list[tuple[str, str]], english: bool, htmx: bool = False) -> int:
    prefix = "/en" if english else ""
    headers = {"HX-Request": "true"} if htmx else {}
    response = checked_get(Client(headers=headers), f"{prefix}{path}?{urlencode(pairs)}")
    return response.status_code


def _with_queries(data: st.DataObject) -> tuple[str, list[tuple[str, str]]]:
    slug = data.draw(st.sampled_from(GAMES))
    return slug, data.draw(game_queries(slug))


@FUZZ_SETTINGS
@given(data=st.data(), english=st.booleans(), htmx=st.booleans())
def test_fuzz_examples_index_is_a_page(data: st.DataObject, english: bool, htmx: bool) -> None:
    slug, pairs = _with_queries(data)
    assert _status(url(slug, "examples"), pairs, english, htmx) == 200


@functools.cache
def _examples(slug: str) -> list[str]:
    """The game's examples, read once from its list (inside a test: it may use the database)."""
    return example_urls(Client(), slug)


@FUZZ_SETTINGS
@given(data=st.data(), made_up=st.one_of(st.none(), st.text(max_size=40)), htmx=st.booleans())
def test_fuzz_example_step_is_a_page_a_400_or_a_404(
    data: st.DataObject, made_up: str | None, htmx: bool
) -> None:
    slug, pairs = _with_queries(data)
    path = data.draw(st.sampled_from(_examples(slug)))
    if made_up is not None:
        path = url(slug, "examples") + quote(made_up, safe="") + "/"
    assert _status(path, pairs, False, htmx) in (200, 400, 404)


@FUZZ_SETTINGS
@given(data=st.data(), english=st.booleans(), htmx=st.booleans())
def test_fuzz_any_game_is_a_page_or_a_400(data: st.DataObject, english: bool, htmx: bool) -> None:
    slug, pairs = _with_queries(data)
    assert _status(url(slug, "game"), pairs, english, htmx) in (200, 400)


@FUZZ_SETTINGS
@given(data=st.data(), step=hostile_values, choice=hostile_values)
def test_fuzz_try_it_is_a_page_or_a_400(data: st.DataObject, step: str, choice: str) -> None:
    slug = data.draw(st.sampled_from(GAMES))
    example = data.draw(st.sampled_from(_examples(slug)))
    query = [("step", step), ("choice", choice)]
    assert _status(example + "kokeile/", query, False) in (200, 400)


# ---------------------------------------------------------------------------
# The checklist, its save and the sheets


@functools.cache
def _answers(slug: str) -> list[tuple[str, str]]:
    """The game's checklist answers for its default start, as its form sends them."""
    client = Client(REMOTE_ADDR=fresh_address())
    checklist = url(slug, "house_rules")
    start = form_to(client.get(checklist).content.decode(), checklist)
    questions = client.get(checklist, start.data()).content.decode()
    return list(form_to(questions, checklist).data().items())


@st.composite
def checklist_answers(draw: st.DrawFn) -> tuple[str, list[tuple[str, str]]]:
    """A game's answers, some changed, dropped or repeated, with hostile values."""
    slug = draw(st.sampled_from(GAMES))
    pairs = list(_answers(slug))
    names = [name for name, _ in pairs] + ["name", "step", "save_key"]
    values = st.one_of(st.sampled_from(_spellings(slug)), hostile_values)
    for _ in range(draw(st.integers(0, 4))):
        name = draw(st.sampled_from(names))
        if draw(st.booleans()):
            pairs = [(key, value) for key, value in pairs if key != name]
        pairs.append((name, draw(values)))
    return slug, pairs


@FUZZ_SETTINGS
@given(answers=checklist_answers(), english=st.booleans())
def test_fuzz_checklist_is_a_page_or_a_400_and_saves_nothing(
    answers: tuple[str, list[tuple[str, str]]], english: bool
) -> None:
    slug, pairs = answers
    before = HouseRuleSheet.objects.count()
    client = Client(REMOTE_ADDR=fresh_address())
    response = client.get(
        f"{'/en' if english else ''}{url(slug, 'house_rules')}?{urlencode(pairs)}"
    )
    assert response.status_code in (200, 400, 429)
    assert HouseRuleSheet.objects.count() == before


@FUZZ_SETTINGS
@given(answers=checklist_answers(), replay=st.booleans())
def test_fuzz_save_post_never_5xx_and_saves_at_most_once_per_key(
    answers: tuple[str, list[tuple[str, str]]], replay: bool
) -> None:
    slug, pairs = answers
    client = Client(REMOTE_ADDR=fresh_address())
    body = urlencode([*pairs, ("name", "Mökki")] if replay else pairs)
    before = HouseRuleSheet.objects.count()
    kind = "application/x-www-form-urlencoded"
    first = client.post(url(slug, "house_rules"), body, content_type=kind)
    assert first.status_code in (200, 302, 400, 429)
    if replay:
        again = client.post(url(slug, "house_rules"), body, content_type=kind)
        assert again.status_code in (200, 302, 400, 429)
    made = HouseRuleSheet.objects.count() - before
    keyed = any(key == "save_key" and len(value) == 32 for key, value in pairs)
    assert made <= (1 if keyed or not replay else 2)
    assert made == 0 or first.status_code == 302


@FUZZ_SETTINGS
@given(
    slug=st.sampled_from(GAMES),
    token=st.one_of(hostile_text, st.text(alphabet="AZaz09-_", min_size=32, max_size=32)),
)
def test_fuzz_sheet_unknown_token_is_not_found(slug: str, token: str) -> None:
    response = Client().get(f"{url(slug, 'house_rules')}{quote(token, safe='')}/")
    assert response.status_code in (404, 301, 302)


# ---------------------------------------------------------------------------
# The quiz's answers


@functools.cache
def _quiz_form(slug: str) -> tuple[str, tuple[tuple[str, str], ...], tuple[str, ...]]:
    """A round's answer form: where it posts, what it sends, the answers it offers."""
    page = Client().get(url(slug, "quiz_round", seed=7)).content.decode()
    form = next(f for f in forms(page) if f.method == "post")
    offered = tuple(choice.value for choices in form.choices.values() for choice in choices)
    return form.action, tuple(form.fields), offered


@FUZZ_SETTINGS
@given(data=st.data(), htmx=st.booleans())
def test_fuzz_quiz_answer_is_a_page_a_redirect_or_a_400(data: st.DataObject, htmx: bool) -> None:
    """The round's own form with fields dropped, replaced or tampered with."""
    slug = data.draw(st.sampled_from(GAMES))
    action, fields, offered = _quiz_form(slug)
    sent = dict(fields)
    names = [*sent, "answer"]
    sent["answer"] = data.draw(st.sampled_from(offered))
    for _ in range(data.draw(st.integers(0, 3))):
        name = data.draw(st.sampled_from(names))
        if data.draw(st.booleans()):
            sent.pop(name, None)
        else:
            sent[name] = data.draw(st.one_of(hostile_values, st.sampled_from(offered)))
    headers = {"HX-Request": "true"} if htmx else {}
    response = Client(headers=headers).post(action, sent)
    assert response.status_code in (200, 303, 400, 404)


# ---------------------------------------------------------------------------
# Play


@functools.cache
def _token(slug: str) -> str:
    """A real game's token: the play start form's defaults."""
    client = Client()
    start = form_to(client.get(url(slug, "play")).content.decode(), url(slug, "play"))
    dealt = client.get(url(slug, "play"), start.data(start="1"))
    address = dealt.headers["Location"]
    return address.split("t=", 1)[1]


@FUZZ_SETTINGS
@given(data=st.data(), english=st.booleans())
def test_fuzz_play_start_is_a_page_a_redirect_or_a_400(data: st.DataObject, english: bool) -> None:
    slug, pairs = _with_queries(data)
    assert _status(url(slug, "play"), pairs, english) in (200, 303, 400)


@FUZZ_SETTINGS
@given(
    slug=st.sampled_from(GAMES),
    at=st.integers(min_value=0),
    char=st.sampled_from("AZaz09-_=.~%"),
    other=st.sampled_from(GAMES),
)
def test_fuzz_play_tampered_or_foreign_token_is_a_400(
    slug: str, at: int, char: str, other: str
) -> None:
    token = _token(other)
    at %= len(token)
    tampered = token[:at] + char + token[at + 1 :]
    status = _status(url(slug, "play"), [("t", tampered)], False)
    # The last characters may carry only padding bits: the same bytes, the same game.
    assert status in ((200, 400) if other == slug else (400,))


@FUZZ_SETTINGS
@given(
    slug=st.sampled_from(GAMES),
    real=st.booleans(),
    t=hostile_values,
    move=st.one_of(st.integers(0, 50).map(str), hostile_values),
    choice=hostile_values,
    hint=hostile_values,
    undo=hostile_values,
    ready=hostile_values,
    post=st.booleans(),
)
def test_fuzz_play_move_fields_never_a_server_error(
    slug: str,
    real: bool,
    t: str,
    move: str,
    choice: str,
    hint: str,
    undo: str,
    ready: str,
    post: bool,
) -> None:
    """A GET only shows (nothing written); a POST makes the move, the undo or the reveal."""
    query = [("t", _token(slug) if real else t), ("move", move), ("choice", choice)]
    extra = [("hint", hint), ("undo", undo), ("ready", ready)]
    if post:
        response = Client().post(url(slug, "play"), dict([*query, *extra]))
        assert response.status_code in (200, 303, 400)
    else:
        assert _status(url(slug, "play"), [*query, *extra], False) in (200, 303, 400)


@FUZZ_SETTINGS
@given(
    slug=st.sampled_from(GAMES),
    t=hostile_values,
    step=hostile_values,
    real=st.booleans(),
    post=st.booleans(),
)
def test_fuzz_play_replay_never_a_server_error(
    slug: str, t: str, step: str, real: bool, post: bool
) -> None:
    query = [("t", _token(slug) if real else t), ("step", step)]
    if post:
        response = Client().post(url(slug, "play_replay"), dict(query))
        assert response.status_code in (303, 400)
    else:
        assert _status(url(slug, "play_replay"), query, False) in (200, 400)


def test_fuzz_covers_every_game_s_examples_and_answers() -> None:
    # A fuzz loop over an empty list would pass.
    found = {slug: len(_examples(slug)) > 0 and len(_answers(slug)) > 3 for slug in GAMES}
    assert found == dict.fromkeys(GAMES, True)


# ---------------------------------------------------------------------------
# The table's referee: every dispute of every game, under a preset or a saved sheet


def _referee_paths() -> list[tuple[str, str, tuple[str, ...]]]:
    """(game, kind, the kind's field names) of every situation kind in the registry."""
    out = []
    for slug in GAMES:
        pack = PACKS[slug]
        game = engine(slug)
        rules = game.make_rules(game.default_preset, {})
        for kind in pack.referee:
            out.append((slug, kind.slug, tuple(kind.fields(game, rules))))
    return out


REFEREE = _referee_paths()


@functools.cache
def _sheet(slug: str) -> str:
    """A sheet of the game's first start, stored once per game (inside a test: it uses the
    database) without its figures, which the referee never reads: working them out through
    the checklist costs seconds a game."""
    checklist = PACKS[slug].checklist
    start = checklist.starts[0].key
    answers = {"players": "3", **checklist.start_answers(start)}
    sheet = save_sheet(
        game=PACKS[slug].engine,
        client=fresh_address(),
        save_key="",
        name="Mökki",
        start=start,
        answers=answers,
        players=int(answers["players"]),
        stats={},
    )
    return url(slug, "sheet", token=sheet.token)


def test_referee_fuzz_covers_a_kind_of_each_engine_game() -> None:
    # A fuzz loop over an empty list would pass: one kind at least for each game that has any.
    assert len(REFEREE) >= 3


@FUZZ_SETTINGS
@given(data=st.data(), english=st.booleans(), htmx=st.booleans(), on_sheet=st.booleans())
def test_fuzz_referee_is_a_page_or_a_400(
    data: st.DataObject, english: bool, htmx: bool, on_sheet: bool
) -> None:
    """Cards by number (real ones, repeated, out of range) and hostile values in every field."""
    slug, kind, names = data.draw(st.sampled_from(REFEREE))
    cards = st.integers(-2, 60).map(str)
    values = st.one_of(cards, cards, st.sampled_from(_spellings(slug)), hostile_values)
    keys = st.sampled_from([*names, "preset", "x"])
    pairs = data.draw(st.lists(st.tuples(keys, values), max_size=10))
    base = _sheet(slug) if on_sheet else url(slug, "rules")
    path = f"{base}riitatilanne/{kind}/" if on_sheet else url(slug, "referee", kind=kind)
    assert _status(path, pairs, english, htmx) in (200, 400)


@FUZZ_SETTINGS
@given(slug=st.sampled_from(GAMES), kind=hostile_text)
def test_fuzz_referee_unknown_kind_is_not_found(slug: str, kind: str) -> None:
    response = Client().get(f"{url(slug, 'rules')}riitatilanne/{quote(kind, safe='')}/")
    assert response.status_code in (404, 301, 302)
