"""Play stays light: a page tells the last turns and folds the earlier ones, for every game.

The deals below are the worst ``benchmarks/play_pages.py`` found (the longest
stretches without a decision of the visitor, who always takes the first
option): sika's home version with 'lowest' computer players runs to the site's
turn cap after the visitor has left or while every move of theirs is forced.
"""

import re

import pytest
from django.test import Client

from games.registry import find_game
from tests.contract.expected import expected
from tutorials import play
from tutorials.packs import PACKS
from tutorials.views.play_pages import game_page

pytestmark = pytest.mark.django_db

# Each game's worst deals (``folded`` of tests/contract/expected/<game>.py): the preset,
# players, computer players, seed, the visitor's choices (all the first option), the
# turns the page folds into one line, and whether the game is over there. A game whose
# stretches all fit one page has none.
WORST = [(slug, *row) for slug in PACKS for row in expected(slug).folded]


def _longest(slug: str) -> tuple[str, int]:
    """The preset and players of the game's worst deal, or its default rules at the most
    players (up to six) for a game without one."""
    folded = expected(slug).folded
    if folded:
        return folded[0][0], folded[0][1]
    game = find_game(PACKS[slug].engine)
    return game.default_preset, min(6, game.make_rules(game.default_preset, None).max_players)


def _setup(slug: str, preset: str, players: int, policy: str, seed: int) -> play.Setup:
    game = find_game(PACKS[slug].engine)
    return play.Setup(play.setup.capped(game.make_rules(preset, None)), players, seed, policy)


def _page(client: Client, slug: str, setup: play.Setup, choices: tuple[int, ...]) -> str:
    token = play.game_token(slug, find_game(PACKS[slug].engine), setup, choices)
    response = client.get(f"/en/{slug}/pelaa/", {"t": token})
    assert response.status_code == 200
    return response.content.decode()


def _told(html: str) -> int:
    return len(re.findall(r'<li class="turn"[ >]', html))


@pytest.mark.parametrize(
    ("slug", "preset", "players", "policy", "seed", "made", "folded", "over"), WORST
)
def test_play_page_of_a_worst_deal_is_small_and_folds_the_earlier_turns(
    client: Client,
    slug: str,
    preset: str,
    players: int,
    policy: str,
    seed: int,
    made: int,
    folded: int,
    over: bool,
) -> None:
    html = _page(client, slug, _setup(slug, preset, players, policy, seed), (0,) * made)
    assert len(html.encode()) < 100_000
    assert _told(html) == 16
    earlier = re.search(r'<p class="turns-earlier">…(\d+) earlier turns, not told here\. ', html)
    assert earlier is not None
    assert int(earlier.group(1)) == folded
    said = "The game's replay tells every turn." if over else "its replay tells every turn."
    assert said in html


def test_play_game_longer_than_the_site_cap_ends_at_the_cap() -> None:
    game = find_game("sika")
    # A token sealed with a higher cap plays to the site's cap all the same.
    setup = play.Setup(game.make_rules("kotiversio", {"max_turns": 5000}), 8, 28, "lowest")
    state = play.replay(game, setup, (), narrate=False).state
    outcome = state.outcome
    assert outcome is not None
    assert (state.turns, outcome.unfinished) == (1000, True)


@pytest.mark.parametrize("slug", list(PACKS))
def test_play_page_of_every_game_tells_at_most_16_turns_the_last_ones(slug: str) -> None:
    """At each of the visitor's first decisions of a few long deals, the page tells the
    last lines the whole stretch's story would end with, and never more than 16."""
    pack = PACKS[slug]
    game = find_game(pack.engine)
    preset, players = _longest(slug)
    presenter = pack.presenter
    seen_folded = False
    for seed in range(3):
        setup = _setup(slug, preset, players, "lowest", seed)
        names = presenter.names(players)
        for made in range(5):
            whole = play.replay(game, setup, (0,) * made)
            light = play.replay(game, setup, (0,) * made, window=play.WATCHED_CALLS)
            assert light.state.turns == whole.state.turns
            context = game_page(pack, game, light)
            told = context["turns"]
            assert isinstance(told, list)
            assert len(told) <= 16
            story = presenter.turns(whole.events, names, setup.rules, 0, made == 0)
            assert story[len(story) - len(told) :] == told
            seen_folded = seen_folded or context["earlier"] != 0
            if whole.state.over:
                break
    # Some stretch here is longer than a page tells, where the game has such deals.
    assert seen_folded == bool(expected(slug).folded)


def test_play_page_with_nothing_folded_tells_the_whole_stretch_and_the_deal(
    client: Client,
) -> None:
    setup = _setup("sika", "perussika", 3, "heuristic", 0)
    html = _page(client, "sika", setup, ())
    assert "turns-earlier" not in html
    whole = play.replay(find_game("sika"), setup, ())
    story = PACKS["sika"].presenter.turns(
        whole.events, PACKS["sika"].presenter.names(3), setup.rules, 0, True
    )
    assert _told(html) == len(story) == 5


@pytest.mark.parametrize("slug", list(PACKS))
def test_play_page_is_the_same_for_the_same_token(client: Client, slug: str) -> None:
    preset, players = _longest(slug)
    row = next((r for r in WORST if r[0] == slug), (slug, preset, players, "lowest", 0, 0))
    setup = _setup(*row[:5])
    # Each address seals the game afresh (a new nonce): the rest of the page is the same.
    first = re.sub(r"t=[\w-]+|value=\"[\w-]{40,}\"", "T", _page(client, slug, setup, (0,) * row[5]))
    again = re.sub(r"t=[\w-]+|value=\"[\w-]{40,}\"", "T", _page(client, slug, setup, (0,) * row[5]))
    assert ("earlier turns" in first) == bool(expected(slug).folded)
    assert first == again


def test_play_replay_page_takes_only_the_tables_it_draws() -> None:
    game = find_game("sika")
    setup = _setup("sika", "perussika", 4, "random", 3)
    choices: tuple[int, ...] = ()
    while not (whole := play.replay(game, setup, choices, watch_from=-1)).state.over:
        choices = (*choices, 0)
    light = play.replay(game, setup, choices, watch_from=-1, tables={0, 9, 10})
    assert [e for e, _ in light.events] == [e for e, _ in whole.events]
    assert [i for i, (_, t) in enumerate(light.events) if t is not None] == [0, 9, 10]
    assert [light.events[i][1] for i in (0, 9, 10)] == [whole.events[i][1] for i in (0, 9, 10)]
