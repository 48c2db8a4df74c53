"""The work budget: forms refuse games that outrun it, loops stop at it, the step cache is
bounded in bytes."""

import sys
import threading
from typing import Any
from urllib.parse import urlsplit

import pytest
from django.core.cache import caches
from django.core.signals import request_finished
from django.db import close_old_connections
from django.http import QueryDict
from django.test import Client

from games.registry import find_game
from tests.tutorials.play_shared import searches_made
from tutorials import any_game, budget, play, stats, stepper
from tutorials.any_game import game_input, game_url
from tutorials.byte_cache import ByteCache, steps_size
from tutorials.errors import BadInput
from tutorials.packs import PACKS
from tutorials.packs.base import GamePack
from tutorials.quiz import rounds

PACK_LIST = list(PACKS.values())
BLOCKER = "/en/ristiseiska/peli/?preset=pisteet&target=5000&scoring=count&players=8&seed=7"
PLAY = "/en/ristiseiska/pelaa/?preset=pisteet&players=8&policy=heuristic&start=1&target="


def _game(url: str) -> stepper.Scenario:
    scenario, _query, _preset = game_input(PACKS["ristiseiska"], QueryDict(urlsplit(url).query))
    return scenario


def test_any_game_long_series_refused_naming_the_limit() -> None:
    response = Client().get(BLOCKER)
    assert response.status_code == 400
    assert (
        "A game with these rules goes on for more than 5,000 turns, the longest game this "
        "page plays. “Play deals up to this many points” can be at most 328 here."
    ) in response.content.decode()


def test_any_game_two_decks_long_series_refused_without_trying_fewer_decks() -> None:
    # The number options are searched one by one; the decks are one of them, and one
    # deck cannot seat sixteen players: such a trial is no answer, never an error.
    response = Client().get(
        "/en/ristiseiska/peli/?preset=pisteet&players=16&decks=2&policy=lowest"
        "&target=5000&max_turns=5000"
    )
    assert response.status_code == 400
    assert (
        "A game with these rules goes on for more than 5,000 turns, the longest game this "
        "page plays. “Play deals up to this many points” can be at most 2,196 here. “Stop "
        "after at most this many turns” can be at most 95 here."
    ) in response.content.decode()


def test_any_game_long_series_refused_in_finnish_with_the_figures() -> None:
    response = Client().get(BLOCKER.removeprefix("/en"))
    body = response.content.decode()
    assert (response.status_code, "5\xa0000" in body, " 328" in body) == (400, True, True)


def test_any_game_largest_allowed_target_answers_within_the_budget() -> None:
    allowed = BLOCKER.replace("target=5000", "target=328")
    assert Client().get(allowed).status_code == 200
    played = stepper.recording(_game(allowed))
    assert (played.complete, played.final.turns <= 5000) == (True, True)
    assert Client().get(BLOCKER.replace("target=5000", "target=329")).status_code == 400


def test_play_huge_target_refused_naming_the_limit() -> None:
    response = Client().get(PLAY + "100000")
    assert response.status_code == 400
    assert (
        "A game with these rules goes on for more than 2,500 turns, the longest game this "
        "page plays. “Play deals up to this many points” can be at most 2,007 here."
    ) in response.content.decode()


def test_play_house_rules_page_refuses_a_huge_target() -> None:
    response = Client().get("/en/ristiseiska/pelaa/?preset=pisteet&target=100000")
    assert response.status_code == 400
    assert "more than 2,500 turns" in response.content.decode()


def test_play_largest_allowed_target_starts_and_the_next_is_refused() -> None:
    assert Client().get(PLAY + "2007").status_code == 303
    assert Client().get(PLAY + "2008").status_code == 400
    game = find_game("ristiseiska")
    tried = [
        budget.turns_played(game, game.make_rules("pisteet", {"target": target}), 8, 0, "heuristic")
        for target in (2007, 2008)
    ]
    fits, over = tried
    assert (fits is not None and fits <= 2500, over is not None and over > 2500) == (True, True)


@pytest.mark.parametrize("pack", PACK_LIST, ids=list(PACKS))
def test_any_game_form_refuses_a_game_over_the_budget(
    pack: GamePack, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(budget, "MAX_TURNS", 10)
    url = game_url(pack, players=4, seed=3)
    with pytest.raises(BadInput) as refused:
        game_input(pack, QueryDict(urlsplit(url).query))
    assert str(refused.value.message) == (
        "A game with these rules goes on for more than 10 turns, the longest game this page plays."
    )


@pytest.mark.parametrize("pack", PACK_LIST, ids=list(PACKS))
def test_recording_stops_at_the_step_budget(
    pack: GamePack, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(stepper, "MAX_STEPS", 5)
    scenario, _query, _preset = game_input(
        pack, QueryDict(urlsplit(game_url(pack, players=4, seed=11)).query)
    )
    with pytest.raises(BadInput) as stopped:
        stepper.recording(scenario)
    assert "more than 5,000 turns" in str(stopped.value.message)


@pytest.mark.parametrize("pack", PACK_LIST, ids=list(PACKS))
def test_replay_stops_past_the_budget(pack: GamePack, monkeypatch: pytest.MonkeyPatch) -> None:
    game = find_game(pack.engine)
    setup = play.Setup(game.make_rules(game.default_preset, None), 4, 5, "random", humans=(0,))
    monkeypatch.setattr(budget, "MAX_TURNS", 0)
    # The visitor's seat is asked at once in some games; choose on for them until stopped.
    with pytest.raises(BadInput) as stopped:
        choices: list[int] = []
        for _move in range(400):
            play.replay(game, setup, choices)
            choices.append(0)
    assert str(stopped.value.message) == (
        "This game goes on for more than 0 turns, the most one page plays. Start a new game."
    )


def test_byte_cache_drops_the_least_recently_used_beyond_its_bytes() -> None:
    made: list[int] = []

    def make(key: int) -> bytes:
        made.append(key)
        return b"x" * key

    cache: ByteCache[int, bytes] = ByteCache(make, len, limit=100, largest=80)
    cache(40)
    cache(50)
    cache(40)  # used again: 50 is now the least recently used
    cache(30)  # 120 bytes: 50 goes
    cache(90)  # over ``largest``: made, never kept
    cache(40)
    cache(50)
    info = cache.cache_info()
    assert made == [40, 50, 30, 90, 50]
    assert (info.hits, info.misses, info.size, info.entries) == (2, 5, 90, 2)


def test_byte_cache_keeps_a_value_too_large_for_its_own_thread_until_released() -> None:
    made: list[tuple[int, str]] = []

    def make(key: int) -> bytes:
        made.append((key, threading.current_thread().name))
        return b"x" * key

    cache: ByteCache[int, bytes] = ByteCache(make, len, limit=100, largest=80)
    cache(90)
    cache(90)  # the same thread (the same request) asks again: not made again
    other = threading.Thread(target=cache, args=(90,), name="other")
    other.start()
    other.join()
    cache(95)  # another value too large takes the thread's one place
    cache(90)
    cache.release()  # the request is over
    cache(90)
    main = threading.current_thread().name
    assert made == [(90, main), (90, "other"), (95, main), (90, main), (90, main)]
    assert (cache.cache_info().size, cache.cache_info().entries) == (0, 0)


def test_recording_too_large_to_keep_is_released_when_its_request_ends() -> None:
    stepper.recording.cache_clear()  # nothing of this game kept by an earlier test
    before = stepper.recording.cache_info().misses
    scenario = _game(BLOCKER.replace("target=5000", "target=20"))
    stepper.recording.largest, kept = 0, stepper.recording.largest
    # Django's own test client does the same: the signal's database receiver
    # would touch a connection this test may not use.
    request_finished.disconnect(close_old_connections)
    try:
        stepper.recording(scenario)
        stepper.recording(scenario)
        request_finished.send(sender=None)
        stepper.recording(scenario)
    finally:
        stepper.recording.largest = kept
        request_finished.send(sender=None)
        request_finished.connect(close_old_connections)
    assert stepper.recording.cache_info().misses - before == 2


def test_recording_size_grows_with_its_steps() -> None:
    short = stepper.recording(_game(BLOCKER.replace("target=5000", "target=20")))
    long = stepper.recording(_game(BLOCKER.replace("target=5000", "target=60")))
    small, large = steps_size(short.steps), steps_size(long.steps)
    assert (0 < small < large, large < budget.MAX_RECORDING_BYTES) == (True, True)


def test_budget_constants_are_the_site_limits() -> None:
    assert any_game.MAX_TURNS is budget.MAX_TURNS
    assert budget.MAX_TURNS == 5000
    assert stats.STATS_GAMES * stats.STATS_MAX_TURNS <= budget.MAX_SAMPLE_TURNS
    assert play.MAX_TURNS <= budget.PLAY_TURNS <= budget.MAX_TURNS


@pytest.mark.parametrize("pack", PACK_LIST, ids=list(PACKS))
def test_stats_sample_stops_at_its_turn_budget(
    pack: GamePack, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(stats, "MAX_SAMPLE_TURNS", 1)
    game = find_game(pack.engine)
    rules = game.make_rules(game.default_preset, None)
    sample = stats.compute_stats(rules, 4, pack.engine)
    assert (sample.games, sample.stopped) == (1, "budget")


@pytest.mark.parametrize("pack", PACK_LIST, ids=list(PACKS))
def test_quiz_round_plays_within_the_budget(
    pack: GamePack, monkeypatch: pytest.MonkeyPatch
) -> None:
    new_game = find_game(pack.engine).new_game
    # The quiz reaches it through whichever name it imports (a module's, or the package's
    # that re-exports it from a submodule): every module that holds it counts the deals.
    holders = [
        module for module in list(sys.modules.values()) if vars(module).get("new_game") is new_game
    ]
    dealt: list[Any] = []

    def counted(*args: Any, **kwargs: Any) -> Any:
        state = new_game(*args, **kwargs)
        dealt.append(state)
        return state

    for module in holders:
        monkeypatch.setattr(module, "new_game", counted)
    longest = 0
    for seed in range(1, 6):
        del dealt[:]
        rounds._build_round(pack.quiz, seed * 7919)
        longest = max(longest, sum(state.turns for state in dealt))
    assert (len(dealt) > 0, longest <= budget.MAX_TURNS) == (True, True)


def test_a_requests_searches_are_bounded_in_playout_turns() -> None:
    """One and three quarter searches at their most a request (each game's
    Searcher.work), none for a computer player that does not search."""
    assert {slug: budget.search_turns(find_game(slug)) for slug in sorted(PACKS)} == {
        "pikkutikki": None,  # the tests' fourth game: its Mestari sets no work of its own
        "ristiseiska": 21_000,
        "siantappo": 52_500,
        "sika": 22_750,
    }
    assert budget.search_turns(find_game("sika"), "taitava") is None


def test_play_form_against_mestari_leaves_room_for_a_search(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    sika = find_game("sika")
    # A replayed turn costs five playout turns: 1,950 turns leave room for one search.
    assert (budget.play_turns(sika, "mestari"), budget.play_turns(sika, "taitava")) == (
        1950,
        2500,
    )
    monkeypatch.setattr(budget, "REPLAYED", 20)
    assert (budget.play_turns(sika, "mestari"), budget.play_turns(sika, "taitava")) == (
        487,
        2500,
    )
    response = Client().get(PLAY.replace("heuristic", "mestari") + "2007")
    assert response.status_code == 400
    assert "more than 450 turns" in response.content.decode()  # ristiseiska's: 12,000 × 0.75 / 20


# Seeds whose visitor's first move (the first offered) is answered by three or more searches.
ANSWERED = {"ristiseiska": 5, "siantappo": 7, "sika": 7}


@pytest.mark.parametrize("slug", sorted(ANSWERED))
def test_replay_searches_while_the_requests_work_leaves_room(
    slug: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first search of a request always starts, the next only while one at its most
    still fits the work left; a kept search counts as the search it was."""
    game = find_game(PACKS[slug].engine)
    setup = play.Setup(game.make_rules(game.default_preset, None), 4, ANSWERED[slug], "mestari")
    caches["default"].clear()
    opening = play.replay(game, setup, (), searches=100)
    made = searches_made(monkeypatch)
    caches["default"].clear()

    def answered(work: int | None) -> play.Replay:
        return play.replay(game, setup, (0,), computer=opening.searched, searches=100, work=work)

    whole = answered(None)
    assert (len(made) >= 3, whole.paused) == (True, False)
    caches["default"].clear()
    made.clear()
    one = answered(1)
    assert (len(made), one.paused) == (1, True)
    made.clear()
    assert (answered(1).searched, made) == (one.searched, [])
    most = budget.search_work(game)
    assert most is not None
    assert answered(most).searched == one.searched  # no room for a second at its most
    # Room for two at their most: the second starts whatever the first played.
    two = answered(3 * most)
    assert len(made) >= 1
    assert len(two.searched) > len(one.searched)
    assert whole.searched[: len(two.searched)] == two.searched
