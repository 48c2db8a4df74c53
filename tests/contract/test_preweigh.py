""" "Try it" reads a decision's weighing made ahead, in every game: no search in the request.

Each game's try-it case (``try_case`` of tests/contract/expected/<game>.py) is
given stored figures made up here, which no search would find: the last move
picked, out first in all 400 worlds and never lost, every other move lost in all
400 and never out first. The hint and the verdict tell those figures, and
nothing is searched (the request's own weighing, kept in the shared cache, is
never made).
"""

import re

import pytest
from django.core.cache import cache
from django.test import Client

from games import search
from tests.contract.expected import expected
from tests.contract.site import GAMES, engine
from tutorials import advice, play, preweigh
from tutorials.models import Preweighing
from tutorials.packs import PACKS
from tutorials.play.branching import position

pytestmark = pytest.mark.django_db


def _text(html: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", html).split())


def _stored(slug: str) -> tuple[str, int, str]:
    """The case's decision given made-up figures: its URL, step and the pick's choice."""
    case = expected(slug).try_case
    pack = PACKS[slug]
    scenario = pack.examples.scenario(pack.examples.by_slug[case.example].games[0].scenario)
    decision = play.decision_steps(scenario)[case.step]
    state = play.branch(scenario, decision, None).state
    moves = search.distinct(state.legal_actions())
    last = len(moves) - 1
    figures = [[1.0, 400, 0, 400] if i == last else [0.0, 0, 400, 400] for i in range(len(moves))]
    Preweighing.objects.create(
        key=preweigh.key(scenario, decision),
        game=pack.engine,
        version="v",
        figures=[last, 0, figures],
    )
    cache.clear()
    url = f"/en/{slug}/esimerkit/{case.example}/kokeile/"
    return url, case.step, engine(slug).option_text(moves[last].cards)


def _searched(slug: str) -> bool:
    """Whether a request kept a weighing of its own of the case's decision."""
    case = expected(slug).try_case
    pack = PACKS[slug]
    scenario = pack.examples.scenario(pack.examples.by_slug[case.example].games[0].scenario)
    decision = play.decision_steps(scenario)[case.step]
    state = play.branch(scenario, decision, None).state
    return advice.kept(engine(slug), state, position(scenario, decision)) is not None


@pytest.mark.parametrize("slug", GAMES)
def test_try_hint_reads_the_weighing_made_ahead(client: Client, slug: str) -> None:
    url, step, pick = _stored(slug)
    html = client.get(url, {"step": str(step), "hint": "1"}).content.decode()
    assert re.findall(r'<div id="play-hint"[^>]* data-choice="([^"]+)"', html) == [pick]
    assert "400 games played out" in _text(html)
    assert not _searched(slug)


@pytest.mark.parametrize("slug", GAMES)
def test_try_verdict_reads_the_weighing_made_ahead(client: Client, slug: str) -> None:
    url, step, _ = _stored(slug)
    other = expected(slug).try_case.other
    html = client.get(url, {"step": str(step), "choice": other}).content.decode()
    found = re.search(r'<div class="try-verdict[^"]*" role="status">(.*?)</div>', html, re.S)
    assert found is not None
    verdict = _text(found.group(1))
    # The visitor's move, the example's and the pick, each with its 400 made-up worlds.
    assert verdict.count("400 games played out") == 3
    assert not _searched(slug)
