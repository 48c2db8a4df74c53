"""The games and their pages as a visitor reaches them: addresses, forms, engine descriptors."""

import itertools
import random
from types import SimpleNamespace
from urllib.parse import parse_qsl, urlencode

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation

from games.core import Game
from games.registry import find_game
from tests.contract.forms import form_to, forms, links
from tutorials.packs import PACKS
from tutorials.play import setup as setups

GAMES = sorted(PACKS)
# Pages that work out figures for new rules are limited per visitor: requests that make
# many of them come each from an address of its own.
_ADDRESSES = (f"10.{n // 65536 % 256}.{n // 256 % 256}.{n % 256}" for n in itertools.count(1))


def fresh_address() -> str:
    return next(_ADDRESSES)


LANGUAGES = ("", "/en")


def engine(slug: str) -> Game:
    return find_game(PACKS[slug].engine)


def url(slug: str, name: str, **kwargs: object) -> str:
    """A page's Finnish address (the English one is it under /en)."""
    with translation.override("fi"):
        return reverse(f"{slug}:{name}", kwargs=kwargs or None)


def rules_urls(slug: str) -> list[str]:
    pack = PACKS[slug]
    with translation.override("fi"):
        return [reverse(pack.url_name(page.url_name)) for page in pack.pages]


def example_urls(client: Client, slug: str) -> list[str]:
    """Every worked example's address, from the list of examples."""
    index = client.get(url(slug, "examples")).content.decode()
    found = links(index, url(slug, "examples"))
    return list(dict.fromkeys(u for u in found if u != url(slug, "examples") and "?" not in u))


def saved_sheet(client: Client, slug: str, preset: str | None = None) -> str:
    """A sheet saved through the checklist's own forms: a start (the default), its answers."""
    checklist = url(slug, "house_rules")
    start = form_to(client.get(checklist).content.decode(), checklist)
    chosen = {"preset": preset} if preset else {}
    questions = client.get(checklist, start.data(**chosen)).content.decode()
    form = form_to(questions, checklist)
    save_action = next(action for _name, value, action in form.buttons if value == "save")
    saving = client.get(save_action or checklist, form.data(step="save")).content.decode()
    save = next(f for f in forms(saving) if f.method == "post")
    answer = client.post(save.action, save.data(name="Mökki"))
    assert answer.status_code == 302, answer.status_code
    return answer.headers["Location"]


def _try_url(client: Client, example: str) -> str:
    """The example's first "try it yourself" page: at its first decision for the visitor."""
    for step in range(1, 60):
        page = client.get(example, {"step": str(step)}).content.decode()
        found = links(page, example + "kokeile/")
        if found:
            return found[0]
    raise AssertionError(f"{example}: no decision to try")


def _last_step(client: Client, slug: str) -> str:
    """The any-game page of seed 3 at its last step, through the page's own link to it."""
    first = url(slug, "game") + "?seed=3"
    found = links(client.get(first).content.decode(), "?")
    last = max(found, key=lambda link: int(dict(parse_qsl(link[1:])).get("step", "0")))
    return url(slug, "game") + last


def _game_in_play(client: Client, slug: str) -> str:
    start = form_to(client.get(url(slug, "play")).content.decode(), url(slug, "play"))
    return client.get(url(slug, "play"), start.data(start="1")).headers["Location"]


def page_urls(client: Client, slug: str) -> list[str]:
    """One page of each kind: rules, card, examples, a step, try it, any game (its first and
    last steps), play, quiz, checklist, sheet, lessons, the referee's answers."""
    example = example_urls(client, slug)[0]
    return [
        *rules_urls(slug),
        url(slug, "rules_card"),
        url(slug, "examples"),
        f"{example}?step=1",
        _try_url(client, example),
        url(slug, "game"),
        _last_step(client, slug),
        url(slug, "play"),
        _game_in_play(client, slug),
        url(slug, "quiz"),
        url(slug, "quiz_round", seed=7),
        url(slug, "house_rules"),
        saved_sheet(client, slug),
        *lesson_urls(slug),
        *referee_urls(slug),
    ]


def referee_urls(slug: str) -> list[str]:
    """Each situation kind's page with an answer: the kind's own sample, under the default."""
    pack = PACKS[slug]
    game = engine(slug)
    rules = game.make_rules(game.default_preset, {})
    return [
        f"{url(slug, 'referee', kind=kind.slug)}?"
        + urlencode(kind.sample(game, rules, random.Random(0)), doseq=True)
        for kind in pack.referee
    ]


def lesson_urls(slug: str) -> list[str]:
    """The lesson path, the first lesson, its worked step and the next one, and its end."""
    lesson = PACKS[slug].lessons[0].slug
    return [
        url(slug, "lessons"),
        url(slug, "lesson", lesson=lesson),
        url(slug, "lesson_step", lesson=lesson, number=0),
        url(slug, "lesson_step", lesson=lesson, number=1),
        url(slug, "lesson_done", lesson=lesson),
    ]


def fixed_deal(monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    """The start form deals ``seed`` instead of the server's random deal: a test whose
    figures depend on the deal plays the same game every time."""
    monkeypatch.setattr(setups, "secrets", SimpleNamespace(randbelow=lambda _: seed))
