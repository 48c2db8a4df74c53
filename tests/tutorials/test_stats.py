"""Statistics kept once for the whole site: the table, the lock, the rate limit, the budget."""

import re
from dataclasses import replace
from datetime import timedelta

import pytest
from django.core.cache import cache
from django.test import Client
from django.utils import timezone

from games import siantappo, sika
from tests.html import html_lang, texts
from tutorials import stats as figures
from tutorials.models import RuleStats
from tutorials.packs.sika.checklist import CHECKLIST as hr

URL = "/sika/kotisaannot/"
EN_URL = "/en/sika/kotisaannot/"


def query(start: str = "perussika", **changes: str) -> str:
    answers = {"preset": start, **hr.start_answers(start), **changes}
    return "&".join(f"{key}={value}" for key, value in answers.items())


def stopped_text(html: str) -> list[str]:
    """The sentence saying the figures come from fewer games than planned."""
    return [" ".join(m.split()) for m in re.findall(r'<p class="hr-stopped">([^<]*)</p>', html)]


def counting(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the computations the site starts (each still runs the real engine)."""
    calls: list[int] = []
    real_compute = figures.compute_stats

    def counted(rules: sika.Rules, players: int, game: str) -> figures.Stats:
        calls.append(players)
        return real_compute(rules, players, game)

    monkeypatch.setattr(figures, "compute_stats", counted)
    return calls


# --- the figures themselves


def test_stats_seat_percentages_over_all_games_not_only_decided() -> None:
    stats = figures.Stats(10, 2, 1, 1000, 30, 20, 40, 5, 0, 0, (3, 2), ())
    assert (stats.decided, stats.seat_pcts) == (5, [30.0, 20.0])


def test_stats_seats_numbered_from_one_for_players() -> None:
    # The engine's seats are 0 ... n-1 (its JSON lists by index); people count from 1.
    stats = figures.Stats(10, 3, 1, 1000, 30, 20, 40, 5, 0, 0, (1, 4, 2), ())
    assert (stats.seats, stats.worst_seat) == ([(1, 10.0), (2, 40.0), (3, 20.0)], 2)


def test_stats_nearest_rank_percentiles() -> None:
    ordered = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100]
    assert figures._nearest_rank(ordered, 0.1) == 10
    assert figures._nearest_rank(ordered, 0.9) == 90
    assert figures._nearest_rank(ordered, 1.0) == 100
    assert figures._nearest_rank([7], 0.1) == 7


def test_stats_of_a_short_run_percentiles_by_nearest_rank() -> None:
    # Under a budget that stops after the first game every figure is that game's length.
    stats = figures.compute_stats(sika.PERUSSIKA, 4, "sika", budget=-1.0)
    assert (stats.games, stats.stopped, stats.planned) == (1, "budget", 2000)
    assert stats.p10 == stats.p90 == stats.median


@pytest.mark.usefixtures("untimed_figures")
def test_stats_stop_early_when_nearly_every_game_runs_to_the_limit() -> None:
    stats = figures.compute_stats(replace(sika.PERUSSIKA, hand_free_card=False), 4, "sika")
    assert (stats.games, stats.unfinished, stats.stopped) == (200, 199, "clear")


@pytest.mark.usefixtures("untimed_figures")
def test_stats_play_every_game_when_games_end() -> None:
    stats = figures.compute_stats(sika.PERUSSIKA, 4, "sika")
    assert (stats.games, stats.planned, stats.stopped, stats.stopped_text) == (2000, 2000, "", "")


@pytest.mark.django_db
@pytest.mark.usefixtures("untimed_figures")  # stopped by the games, on a machine of any speed
def test_checklist_says_in_words_when_figures_stopped_early(client: Client) -> None:
    html = client.get(f"{EN_URL}?{query(hand_free_card='false')}").content.decode()
    assert stopped_text(html) == [
        "These figures come from the first 200 games, not 2,000: nearly all of them were "
        "still going after 1,000 turns, so more games would not change the picture."
    ]


@pytest.mark.django_db
def test_checklist_says_in_words_when_time_ran_out(
    client: Client, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache.clear()
    monkeypatch.setattr(figures, "STATS_CPU_BUDGET", -1.0)
    html = client.get(f"{URL}?{query('kaksivaiheinen', decks='2')}").content.decode()
    assert stopped_text(html) == [
        "Luvut perustuvat vain 1 ensimmäiseen peliin 2 000:sta: näillä säännöillä pelit ovat "
        "pitkiä, joten luvut ovat epätarkempia."
    ]


# --- kept once for the whole site


@pytest.mark.django_db
def test_statistics_stored_under_the_canonical_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    cache.clear()
    calls = counting(monkeypatch)
    two_phase = sika.PRESETS["kaksivaiheinen"]
    first = figures.statistics(two_phase, 4, "sika")
    # Options the two-phase variant never uses do not make new figures.
    second = figures.statistics(replace(two_phase, max_draws=2, hand_phase=False), 4, "sika")
    assert first == second
    assert calls == [4]
    assert list(RuleStats.objects.values_list("key", flat=True)) == [
        "sika:v4:heuristic:2000:1:4:suit:none:true:dig:play:true:free_lead:1:true:1000"
    ]


@pytest.mark.django_db
def test_computation_that_fails_leaves_no_lock(monkeypatch: pytest.MonkeyPatch) -> None:
    cache.clear()

    def broken(rules: sika.Rules, players: int, game: str) -> figures.Stats:
        raise RuntimeError("the engine failed")

    monkeypatch.setattr(figures, "compute_stats", broken)
    # The task fails in the worker (here: at once); the visitor is told to wait, and the
    # next visit asks again instead of waiting for figures that never come.
    assert figures.statistics(sika.PERUSSIKA, 2, "sika") is None
    assert RuleStats.objects.count() == 0


# --- rate limits


@pytest.mark.django_db
def test_new_computations_rate_limited_per_client(
    client: Client, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache.clear()
    monkeypatch.setattr(figures, "COMPUTE_LIMIT", 2)
    first = client.get(f"{URL}?{query(players='2')}")
    second = client.get(f"{URL}?{query(players='3')}")
    third = client.get(f"{URL}?{query(players='5')}")
    html = third.content.decode()
    assert (first.status_code, second.status_code, third.status_code) == (200, 200, 429)
    assert third.headers["Retry-After"] == "600"
    assert html_lang(html) == "fi"
    assert texts(html, "h1") == ["Liian monta pyyntöä"]
    # Figures already worked out cost nothing, and another client has its own count.
    assert client.get(f"{URL}?{query(players='2')}").status_code == 200
    other = Client(REMOTE_ADDR="198.51.100.7")
    assert other.get(f"{URL}?{query(players='5')}").status_code == 200


@pytest.mark.django_db
def test_rate_limit_page_in_english(client: Client, monkeypatch: pytest.MonkeyPatch) -> None:
    cache.clear()
    monkeypatch.setattr(figures, "COMPUTE_LIMIT", 0)
    response = client.get(f"{EN_URL}?{query(players='6')}")
    assert response.status_code == 429
    assert texts(response.content.decode(), "h1") == ["Too many requests"]
    assert texts(response.content.decode(), "p")[0] == (
        "You have asked for a lot in a short time. Please try again in 10 minutes."
    )


@pytest.mark.django_db
def test_computation_left_by_a_dead_process_taken_over(monkeypatch: pytest.MonkeyPatch) -> None:
    cache.clear()
    calls = counting(monkeypatch)
    key = figures.stats_key(sika.PERUSSIKA, 2, "sika")
    RuleStats.objects.create(key=key, figures=None, started=timezone.now() - timedelta(minutes=5))
    stats = figures.statistics(sika.PERUSSIKA, 2, "sika")
    assert calls == [2]
    assert stats is not None
    assert RuleStats.objects.get(key=key).figures == stats.as_json()


def test_stats_seat_matters_counts_whole_series_as_units() -> None:
    # 22.4 / 28.2 / 24.5 / 24.9 % of 2,000 games: beyond chance if every game were its own…
    games = figures.Stats(2000, 4, 1, 1000, 30, 20, 40, 0, 0, 0, (448, 564, 490, 498), ())
    # …but not from 100 series of 20 games whose losses per series spread as far as these:
    # a variance of 16 losses² per series and seat (sum of squares 16,400 over 400).
    series = replace(games, units=100, seat_squares=(4100, 4100, 4100, 4100))
    assert (games.seat_matters, series.seat_matters, series.series_games) == (True, False, 20)


def test_stats_seat_matters_units_of_one_game_are_the_binomial_test() -> None:
    plain = figures.Stats(2000, 4, 1, 1000, 30, 20, 40, 0, 0, 0, (448, 564, 490, 498), ())
    per_game = replace(plain, units=2000, seat_squares=(448, 564, 490, 498))
    assert (per_game.seat_matters, per_game.series_games) == (True, 1)


def test_stats_seat_leaning_between_two_and_three_standard_errors() -> None:
    # Two players, 2,000 games: seat 1 the sika in 1,058 (52.9 %), 2.6 standard errors
    # above half: not beyond chance at three, but a maybe; 1,030 (51.5 %) is 1.3.
    leaning = figures.Stats(2000, 2, 1, 1000, 30, 20, 40, 0, 0, 0, (1058, 942), ())
    even = replace(leaning, loser_by_seat=(1030, 970))
    assert (leaning.seat_matters, leaning.seat_leaning, leaning.worst_seat) == (False, True, 1)
    assert (even.seat_matters, even.seat_leaning) == (False, False)


@pytest.mark.usefixtures("untimed_figures")
def test_compute_stats_plays_a_series_as_separate_series() -> None:
    rules = siantappo.make_rules(overrides={"series": True})
    stats = figures.compute_stats(rules, 4, "siantappo")
    assert (stats.games, stats.units, stats.series_games, sum(stats.loser_by_seat)) == (
        2000,
        100,
        20,
        2000,
    )


@pytest.mark.usefixtures("untimed_figures")
def test_compute_stats_single_games_are_units_of_one() -> None:
    rules = siantappo.make_rules(overrides={"series": False})
    stats = figures.compute_stats(rules, 4, "siantappo")
    assert (stats.units, stats.seat_squares) == (2000, stats.loser_by_seat)


def test_stats_figures_saved_before_units_read_as_single_games() -> None:
    stats = figures.Stats(2000, 4, 1, 1000, 30, 20, 40, 0, 0, 0, (448, 564, 490, 498), ())
    old = {k: v for k, v in stats.as_json().items() if k not in ("units", "seat_squares")}
    again = figures.Stats.from_json(old)
    assert (again.units, again.seat_squares, again.series_games, again.seat_matters) == (
        0,
        (),
        1,
        True,
    )
