"""One weighing per decision, kept in the shared cache, for every game: an address asked
again searches nothing, and a hint, "try it"'s verdict and the end summary read the same
weighing of a decision, so they name the same move."""

import re
from typing import Any

import pytest
from django.core.cache import caches
from django.test import Client
from django.utils import translation

from games.core import Action
from games.registry import find_game
from tests.tutorials.play_shared import MESTARI, end_page, searches_made
from tutorials import advice, play, weighings
from tutorials.packs import PACKS
from tutorials.play import costly
from tutorials.play.forms import parse_choice

pytestmark = pytest.mark.django_db


@pytest.fixture
def searched(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Each search made from here on (its position's turn), the shared cache emptied."""
    caches["default"].clear()
    play.replaying._RECENT.clear()
    return searches_made(monkeypatch)


def _said(html: str, pattern: str) -> list[str]:
    return [" ".join(re.sub(r"<[^>]+>", " ", m).split()) for m in re.findall(pattern, html, re.S)]


def _last_moves(slug: str) -> tuple[Any, play.Setup, list[int]]:
    """Seed 1, four players against Taitava, the visitor taking the last move offered."""
    game = find_game(PACKS[slug].engine)
    setup = play.Setup(game.make_rules(game.default_preset, None), 4, 1, "taitava")
    choices: list[int] = []
    while not (here := play.replay(game, setup, tuple(choices), narrate=False)).state.over:
        choices.append(len(here.actions) - 1)
    return game, setup, choices


@pytest.mark.parametrize("slug", sorted(PACKS))
def test_hint_asked_again_searches_nothing(client: Client, slug: str, searched: list[int]) -> None:
    game, setup, choices = _last_moves(slug)
    token = play.game_token(slug, game, setup, choices[:1])
    pages = [client.get(f"/en/{slug}/pelaa/", {"t": token, "hint": "1"}) for _ in range(2)]
    assert len(searched) == 1
    hints = [_said(p.content.decode(), r'<p class="play-hint">(.*?)</p>') for p in pages]
    assert hints[0] == hints[1] != []


@pytest.mark.parametrize("slug", sorted(PACKS))
def test_page_of_computer_players_searching_asked_again_searches_nothing(
    client: Client, slug: str, searched: list[int], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(play.replaying, "SEARCHES", 2)
    game = find_game(PACKS[slug].engine)
    # After the visitor's first move (the first option): the computer players move next in
    # every game, also in one where the visitor leads the first trick.
    token = play.game_token(slug, game, MESTARI[slug], (0,))
    first = client.get(f"/en/{slug}/pelaa/", {"t": token}).content.decode()
    made = len(searched)
    assert 0 < made <= 2
    again = client.get(f"/en/{slug}/pelaa/", {"t": token}).content.decode()
    assert len(searched) == made
    # The same position: the searches read from the cache count as the searches they were.
    tokens = [re.findall(r'name="t" value="([^"]+)"', page)[0] for page in (first, again)]
    assert [play.read_token(slug, game, t)[1] for t in tokens] == [
        play.read_token(slug, game, tokens[0])[1]
    ] * 2


@pytest.mark.parametrize("slug", sorted(PACKS))
def test_end_summary_reads_the_weighings_the_hints_made(
    client: Client, slug: str, searched: list[int]
) -> None:
    game, setup, choices = _last_moves(slug)
    hinted = {}
    for made in range(len(choices)):
        token = play.game_token(slug, game, setup, choices[:made])
        html = client.get(f"/en/{slug}/pelaa/", {"t": token, "hint": "1"}).content.decode()
        chosen = re.findall(r'<div id="play-hint"[^>]* data-choice="([^"]*)"', html)
        # The move in running text, as the end summary names it.
        with translation.override("en"):
            words = [
                PACKS[slug].presenter.move_words(Action(0, parse_choice(game, c))) for c in chosen
            ]
        # Keyed by the replay's step that shows the move (the end links that step).
        step = len(play.replay(game, setup, choices[:made], watch_from=-1).events) + 1
        hinted[step] = words[0] if words else None
    before = len(searched)
    token = play.game_token(slug, game, setup, choices)
    # The end page may ask again while it plays on the visitor's moves to the games shown.
    html = end_page(client, f"/en/{slug}/pelaa/", {"t": token})
    assert len(searched) == before  # every search read from the cache
    linked = re.findall(r'name="step" value="(\d+)"', html)
    better = re.findall(r"would have chosen: <strong>(.*?)</strong>", html)
    assert len(linked) == len(better) == 1
    assert better[0] == hinted[int(linked[0])]


@pytest.mark.parametrize("slug", sorted(PACKS))
def test_try_verdict_reads_the_weighing_the_hint_made(
    client: Client, slug: str, searched: list[int]
) -> None:
    pack = PACKS[slug]
    game = find_game(pack.engine)
    example = pack.examples.all[0]
    scenario = pack.examples.scenario(example.games[0].scenario)
    step, decision = next(iter(play.decision_steps(scenario).items()))
    url = f"/en/{slug}/esimerkit/{example.slug}/kokeile/"
    html = client.get(url, {"step": str(step), "hint": "1"}).content.decode()
    hint = re.findall(r'<div id="play-hint"[^>]* data-choice="([^"]+)"', html)
    assert len(searched) == 1
    state = play.branch(scenario, decision, None).state
    move = game.option_text(state.legal_actions()[-1].cards)
    html = client.get(url, {"step": str(step), "choice": move}).content.decode()
    answer = re.findall(r"would choose: ([^.<]+)\.", html)
    assert len(searched) == 1
    # The verdict names the hint's move in running text.
    hinted = [a for a in state.legal_actions() if game.option_text(a.cards) in hint]
    with translation.override("en"):
        assert answer == [pack.presenter.move_words(a) for a in hinted[:1]] != []


def test_kept_weighing_is_numbers_under_a_digest(client: Client, searched: list[int]) -> None:
    game, setup, choices = _last_moves("sika")
    client.get("/en/sika/pelaa/", {"t": play.game_token("sika", game, setup, choices[:2])})
    here = play.replay(game, setup, tuple(choices[:2]), narrate=False)
    position = play.setup.position(game, setup, choices[:2])
    assert position == (
        "sika",
        tuple(sorted(play.setup.rules_to_dict(game.options, setup.rules).items())),
        4,
        1,
        "taitava",
        (0,),
        None,
        tuple(choices[:2]),
        (),
    )
    name = weighings.key("advice", position)
    assert re.fullmatch(r"weighing:advice:[0-9a-f]{64}", name)
    assert weighings.kept(name) is None
    weighed = advice.weigh(game, here.state, position)
    assert weighed is not None
    kept = weighings.kept(name)
    assert isinstance(kept, tuple)

    def leaves(value: object) -> list[object]:
        return [x for v in value for x in leaves(v)] if isinstance(value, tuple) else [value]

    assert {type(x) for x in leaves(kept)} <= {int, float}
    assert advice.kept(game, here.state, position) == weighed


def test_end_summary_weighs_within_the_requests_work(
    client: Client, searched: list[int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """With no room beside the replays the end page's first request only finds the
    decisions and says it is still weighing; asked again it weighs one, then reads that
    one and weighs the next, until all four are weighed (or it has been asked five times:
    a cache that keeps nothing, which weighs one a time)."""
    game, setup, choices = _last_moves("ristiseiska")
    monkeypatch.setattr(costly, "search_turns", lambda game: 1)
    token = play.game_token("ristiseiska", game, setup, choices)
    address = f"/en/ristiseiska/pelaa/?t={token}"
    asked = []
    while True:
        html = client.get(address).content.decode()
        asked.append(len(searched))
        more = re.search(r'class="play-continue" href="([^"#]+)#play-game"', html)
        if more is None:
            break
        assert "The strongest computer player is still weighing your choices." in html
        address = more.group(1).replace("&amp;", "&")
    assert asked == [0, 1, 2, 3, 4]
    # The visitor's fourth choice, shown at the replay's step 101.
    assert re.findall(r'name="step" value="(\d+)"', html) == ["101"]
    words = lambda action: game.option_text(action.cards)  # noqa: E731
    caches["default"].clear()
    told = costly.costliest(game, setup, tuple(choices), words, str, attempt=costly.ATTEMPTS)
    assert isinstance(told, costly.Costly)  # the fifth time, told of those weighed
    assert len(searched) == 5
