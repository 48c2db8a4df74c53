"""The games and their pages as a visitor reaches them: addresses, forms, engine descriptors."""

import itertools

from django.test import Client
from django.urls import reverse
from django.utils import translation

from games.core import Game
from games.registry import find_game
from tests.contract.forms import form_to, forms, links
from tutorials.packs import PACKS

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


def saved_sheet(client: Client, slug: str) -> str:
    """A sheet saved through the checklist's own forms: the default start, its answers."""
    checklist = url(slug, "house_rules")
    start = form_to(client.get(checklist).content.decode(), checklist)
    questions = client.get(checklist, start.data()).content.decode()
    form = form_to(questions, checklist + "")
    save_action = next(action for name, value, action in form.buttons if value == "save")
    saving = client.get(save_action or checklist, form.data(step="save")).content.decode()
    save = next(f for f in forms(saving) if f.method == "post")
    answer = client.post(save.action, save.data(name="Mökki"))
    assert answer.status_code == 302, answer.status_code
    return answer.headers["Location"]
