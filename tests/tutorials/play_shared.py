"""What the play tests of tests/tutorials share: setups, a page's parts, Mestari counted."""

import html as html_module
import re
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from django.test import Client

from games import search
from games.core import Action
from games.registry import find_game
from tutorials import play
from tutorials.packs import PACKS

SIKA = find_game("sika")
URL = "/en/sika/pelaa/"
# Seed 0, three players, heuristic (tests/tutorials/test_play.py): 34 choices to the end.
SETUP = play.Setup(SIKA.make_rules("perussika", None), 3, 0, "heuristic")


def query(address: str) -> dict[str, str]:
    return {k: v[0] for k, v in parse_qs(urlsplit(address).query).items()}


def moves_at(slug: str, address: str) -> play.Moves:
    return play.read_token(slug, find_game(PACKS[slug].engine), query(address)["t"])[1]


def part(html: str, start: str, end: str) -> str:
    return html.split(start, 1)[1].split(end, 1)[0]


def options(html: str) -> list[str]:
    return re.findall(r'name="choice" value="([^"]+)"', html)


def form_fields(html: str, form_class: str) -> dict[str, str]:
    """The hidden fields of the first form of ``form_class`` in ``html`` (empty: none)."""
    found = re.search(rf'<form class="{form_class}"[^>]*>(.*?)</form>', html, re.S)
    if found is None:
        return {}
    return dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)">', found.group(1)))


def undo_form(html: str) -> dict[str, str]:
    """The fields the page's "Take back the move" form sends (empty: none)."""
    return form_fields(html, "play-undo")


def table_of(html: str) -> str:
    """The table picture: what the person deciding sees of the cards."""
    return html[html.find('<ul class="seats">') : html.find('<section class="play-choice"')]


def count_searches(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Mestari in every game, each decision it is asked counted (its turn number), for the
    rest of the test."""
    asked: list[int] = []
    for pack in PACKS.values():
        game = find_game(pack.engine)
        mestari = game.policies["mestari"]

        def counted(state: object, choose: object = mestari) -> Action:
            asked.append(state.turns)  # type: ignore[attr-defined]
            return choose(state)  # type: ignore[operator]

        monkeypatch.setitem(game.policies, "mestari", counted)
    return asked


# Four players against three Mestari, the default rules of each game.
MESTARI = {
    slug: play.Setup(
        find_game(PACKS[slug].engine).make_rules(
            find_game(PACKS[slug].engine).default_preset, None
        ),
        4,
        5,
        "mestari",
    )
    for slug in sorted(PACKS)
}


# Two people (Liisa at seat 0, Onni at seat 2) and two computer players.
PEOPLE = play.Setup(
    SIKA.make_rules("perussika", None), 4, 0, "heuristic", (0, 2), None, ("Liisa", "Onni")
)


def end_page(client: Client, address: str, query: dict[str, str] | None = None) -> str:
    """A finished game's page, asked again while its costliest choice is being weighed."""
    page = client.get(address, query).content.decode()
    pending = r'<section class="play-costly".*?class="play-continue" href="([^"#]+)#play-game"'
    while (more := re.search(pending, page, re.S)) is not None:
        page = client.get(html_module.unescape(more.group(1))).content.decode()
    return page


def searches_made(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The turn of each search the site makes from here on: a searching computer player's
    move (``Searcher.decide``) and advice's weighings (``search.decide``). The engine's
    search module is compiled, so its own calls inside it cannot be counted."""
    made: list[int] = []
    real_decide, real_method = search.decide, search.Searcher.decide

    def decide(state: Any, *args: Any, **kwargs: Any) -> Any:
        made.append(state.turns)
        return real_decide(state, *args, **kwargs)

    def method(self: Any, state: Any) -> Any:
        made.append(state.turns)
        return real_method(self, state)

    monkeypatch.setattr(search, "decide", decide)
    monkeypatch.setattr(search.Searcher, "decide", method)
    return made
