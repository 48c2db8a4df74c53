"""First-time figures come from the background worker: the page waits, the real worker works.

These tests put back production's queue (django-tasks' database backend) and run
the site's worker (tutorials/worker.py) in its run-once (batch) mode, in this process, on
the test database; tests/test_machines.py runs `manage.py worker` beside two
production servers.
"""

import dataclasses
import io
import threading
from datetime import timedelta

import pytest
from django.core.cache import cache
from django.core.management import call_command
from django.db import connection
from django.test import Client
from django.utils import timezone, translation
from django_tasks_db.models import DBTaskResult
from pytest_django.fixtures import Settings

from games import sika
from games.options import canonical_rules, rules_to_dict
from games.registry import GAMES
from tests.contract.expected import expected
from tests.html import assert_valid_html, attributes, texts
from tests.tutorials.sample_stats import even_stats
from tutorials import limits
from tutorials import stats as figures
from tutorials.models import RuleStats
from tutorials.packs.sika.checklist import CHECKLIST as hr
from tutorials.worker import SteadyWorker

# Every preset of every registered game at every player count it takes: 88 for the three
# games (sika 35, ristiseiska 49, siantappo 4), ``figure_sets`` of each game's expected.
FIGURE_SETS = sum(expected(name).figure_sets for name in GAMES)

EN_URL = "/en/sika/kotisaannot/"
KOTIVERSIO = sika.PRESETS["kotiversio"]
PENDING = "The figures are being worked out. They will appear here in a moment. Refresh"


def answers(players: str) -> str:
    values = {"preset": "perussika", **hr.start_answers("perussika"), "players": players}
    return "&".join(f"{key}={value}" for key, value in values.items())


@pytest.fixture
def queue(settings: Settings) -> None:
    """Production's task backend: the tasks wait in the database for a worker."""
    settings.TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}
    cache.clear()


def run_worker(worker_id: str = "test-worker") -> None:
    """The site's worker (`manage.py worker`: django-tasks-db's, made steady), run until
    the queue is empty (its --batch mode)."""
    SteadyWorker(
        queue_names=["default"],
        interval=0,
        batch=True,
        backend_name="default",
        startup_delay=False,
        max_tasks=None,
        worker_id=worker_id,
        excluded_queue_names=[],
    ).run()


def pending_box(html: str) -> list[dict[str, str | None]]:
    return [a for a in attributes(html, "div") if a.get("class") == "hr-pending"]


@pytest.mark.django_db(transaction=True)
def test_checklist_new_rules_wait_for_the_worker(client: Client, queue: None) -> None:
    url = f"{EN_URL}?{answers('3')}"
    waiting = client.get(url)
    html = waiting.content.decode()
    assert waiting.status_code == 202
    assert waiting.headers["Cache-Control"] == (
        "max-age=0, no-cache, no-store, must-revalidate, private"
    )
    assert PENDING in texts(html, "p")
    assert pending_box(html) == [
        {
            "class": "hr-pending",
            "role": "status",
            "hx-get": url,
            "hx-trigger": "every 2s",
            "hx-target": "#summary",
            "hx-select": "#summary",
            "hx-swap": "outerHTML",
        }
    ]
    assert [a["href"] for a in attributes(html, "a") if a.get("href") == url] == [url]
    assert "What these rules do" not in texts(html, "h3")
    assert DBTaskResult.objects.ready().count() == 1
    run_worker()
    ready = client.get(url)
    html = ready.content.decode()
    assert ready.status_code == 200
    assert pending_box(html) == []
    assert "What these rules do" in texts(html, "h3")
    assert list(DBTaskResult.objects.values_list("status", "return_value")) == [
        ("SUCCESSFUL", True)
    ]


@pytest.mark.django_db(transaction=True)
def test_checklist_htmx_poll_answers_the_summary_only(client: Client, queue: None) -> None:
    url = f"{EN_URL}?{answers('5')}"
    poll = client.get(url, headers={"HX-Request": "true"})
    html = poll.content.decode()
    assert poll.status_code == 202
    assert html.lstrip().startswith('<section id="summary"')
    assert PENDING in texts(html, "p")
    run_worker()
    html = client.get(url, headers={"HX-Request": "true"}).content.decode()
    assert pending_box(html) == []
    assert texts(html, "h3")[-2:] == ["What these rules do", "How much is skill?"]


@pytest.mark.django_db(transaction=True)
def test_checklist_polling_costs_no_allowance(
    client: Client, queue: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(figures, "COMPUTE_LIMIT", 1)
    first = f"{EN_URL}?{answers('4')}"
    # Asking again while the figures are worked out is waiting, not a new computation.
    statuses = [client.get(first).status_code for _ in range(4)]
    second = client.get(f"{EN_URL}?{answers('6')}").status_code
    assert (statuses, second) == ([202, 202, 202, 202], 429)
    assert DBTaskResult.objects.count() == 1


@pytest.mark.django_db(transaction=True)
def test_request_over_the_allowance_leaves_no_claim_behind(
    client: Client, queue: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(figures, "COMPUTE_LIMIT", 1)
    assert client.get(f"{EN_URL}?{answers('4')}").status_code == 202
    assert client.get(f"{EN_URL}?{answers('6')}").status_code == 429
    # The refused rules are not left waiting for a computation nobody queued.
    assert (RuleStats.objects.count(), DBTaskResult.objects.count()) == (1, 1)


@pytest.mark.django_db(transaction=True)
def test_request_that_loses_the_claim_spends_no_allowance(
    queue: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(figures, "COMPUTE_LIMIT", 1)
    assert figures.statistics(KOTIVERSIO, 3, "sika", client="192.0.2.9") is None
    # Requests that found nothing pending just before that one claimed the work: they wait
    # for it like the others, without spending the client's one computation again.
    monkeypatch.setattr(figures, "_pending", lambda key: False)
    again = [figures.statistics(KOTIVERSIO, 3, "sika", client="192.0.2.9") for _ in range(2)]
    assert again == [None, None]
    assert (DBTaskResult.objects.count(), RuleStats.objects.count()) == (1, 1)


@pytest.mark.django_db(transaction=True)
def test_requests_at_once_queue_one_computation(queue: None) -> None:
    results: list[figures.Stats | None] = []
    errors: list[BaseException] = []
    start = threading.Barrier(6)

    def request() -> None:
        try:
            start.wait()
            results.append(figures.statistics(KOTIVERSIO, 3, "sika", client="192.0.2.1"))
        except BaseException as error:  # reported below, in the test's own thread
            errors.append(error)
        finally:
            connection.close()

    threads = [threading.Thread(target=request) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert (errors, results) == ([], [None] * 6)
    assert (DBTaskResult.objects.count(), RuleStats.objects.count()) == (1, 1)
    run_worker()
    stats = figures.statistics(KOTIVERSIO, 3, "sika", client="192.0.2.1")
    assert stats is not None
    assert RuleStats.objects.get().figures == stats.as_json()


@pytest.mark.django_db(transaction=True)
def test_task_of_a_claim_taken_over_computes_nothing(
    queue: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[int] = []
    real_compute = figures.compute_stats

    def counted(rules: sika.Rules, players: int, game: str) -> figures.Stats:
        calls.append(players)
        return real_compute(rules, players, game)

    monkeypatch.setattr(figures, "compute_stats", counted)
    assert figures.statistics(sika.PERUSSIKA, 2, "sika") is None
    # The first task waited so long that a visitor's request asked for the figures again.
    RuleStats.objects.update(started=timezone.now() - timedelta(minutes=5))
    assert figures.statistics(sika.PERUSSIKA, 2, "sika") is None
    run_worker()
    returned = DBTaskResult.objects.order_by("enqueued_at").values_list("return_value", flat=True)
    assert (list(returned), calls) == ([False, True], [2])
    assert figures.statistics(sika.PERUSSIKA, 2, "sika") is not None


@pytest.mark.django_db(transaction=True)
def test_save_while_figures_are_worked_out_waits_on_the_save_page(
    client: Client, queue: None
) -> None:
    form = {"preset": "perussika", **hr.start_answers("perussika"), "players": "7"}
    response = client.post(EN_URL, {**form, "name": "Mökki", "save_key": "k" * 32})
    assert response.status_code == 302
    assert response.headers["Location"] == f"{EN_URL}?{answers('7')}&name=M%C3%B6kki&step=save"
    waiting = client.get(response.headers["Location"])
    html = waiting.content.decode()
    assert waiting.status_code == 202
    assert [a["hx-target"] for a in pending_box(html)] == ["#main"]
    assert [a["method"] for a in attributes(html, "form")] == []
    run_worker()
    html = client.get(response.headers["Location"]).content.decode()
    assert [a["method"] for a in attributes(html, "form")] == ["post"]


@pytest.mark.django_db(transaction=True)
def test_worker_check_fails_while_tasks_wait_for_a_dead_worker_and_healthz_does_not(
    client: Client, queue: None
) -> None:
    limits.store().delete(limits.HEARTBEAT_KEY)
    assert figures.statistics(sika.PERUSSIKA, 4, "sika") is None
    assert client.get("/healthz/worker").status_code == 200  # just queued: a worker has time
    DBTaskResult.objects.update(enqueued_at=timezone.now() - timedelta(seconds=31))
    stuck = client.get("/healthz/worker")
    assert stuck.status_code == 503
    assert stuck.content.decode().startswith(
        "statistics worker not running: 1 waiting, the oldest for 3"
    )
    assert stuck.content.decode().endswith(" s; last sign of life never\n")
    # This machine can serve its pages: the load balancer keeps it.
    assert (client.get("/healthz").status_code, client.get("/healthz").content) == (200, b"ok\n")
    run_worker()
    assert client.get("/healthz/worker").content == b"ok\n"


@pytest.mark.django_db(transaction=True)
def test_healthz_ok_while_a_living_worker_is_busy(client: Client, queue: None) -> None:
    assert figures.statistics(sika.PERUSSIKA, 5, "sika") is None
    DBTaskResult.objects.update(enqueued_at=timezone.now() - timedelta(seconds=31))
    limits.beat()
    assert client.get("/healthz/worker").status_code == 200
    assert client.get("/healthz").status_code == 200


@pytest.mark.django_db
def test_work_out_figures_command_stores_every_preset_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    cache.clear()
    monkeypatch.setattr(figures, "STATS_CPU_BUDGET", -1.0)  # one game each: quick
    runs = []
    for _ in range(2):
        out = io.StringIO()
        call_command("work_out_figures", stdout=out)
        runs.append(out.getvalue())
    sets = FIGURE_SETS
    assert runs == [
        f"figures: {sets} worked out, 0 already stored, 0 queued for the worker\n",
        f"figures: 0 worked out, {sets} already stored, 0 queued for the worker\n",
    ]
    assert RuleStats.objects.filter(figures__isnull=False).count() == sets


@pytest.mark.django_db(transaction=True)
def test_work_out_figures_command_queues_what_time_leaves(queue: None) -> None:
    runs = []
    for _ in range(2):
        out = io.StringIO()
        call_command("work_out_figures", time_limit=0, stdout=out)
        runs.append(out.getvalue())
    # The second run finds every preset already asked for.
    assert runs == [
        f"figures: 0 worked out, 0 already stored, {FIGURE_SETS} queued for the worker\n",
        "figures: 0 worked out, 0 already stored, 0 queued for the worker\n",
    ]
    assert DBTaskResult.objects.ready().count() == FIGURE_SETS


@pytest.mark.django_db(transaction=True)
def test_pages_waiting_for_figures_valid_html(client: Client, queue: None) -> None:
    checklist = client.get(f"{EN_URL}?{answers('8')}")
    save = client.get(f"/sika/kotisaannot/?{answers('8')}&step=save")
    assert (checklist.status_code, save.status_code) == (202, 202)
    assert_valid_html(checklist.content.decode(), save.content.decode())


def test_task_argument_gives_back_the_rule_set_of_every_preset() -> None:
    # The task gets the rules as JSON; the worker must find the row the visitor claimed.
    # Every field of the rules is an option, so any rule set a checklist makes goes through.
    for name, game in GAMES.items():
        for preset, rules in game.presets.items():
            fields = {field.name for field in dataclasses.fields(rules)}
            assert fields == {spec.key for spec in game.options}, name
            played = canonical_rules(game.options, figures.stats_rules(rules))
            again = figures.rules_from_json(name, rules_to_dict(game.options, played))
            assert figures.stats_key(again, 4, name) == figures.stats_key(rules, 4, name), preset


@pytest.mark.django_db(transaction=True)
def test_queue_full_new_rule_set_told_to_try_later_and_stored_ones_instant(
    client: Client, queue: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(figures, "QUEUE_LIMIT", 2)
    # Another client each time: the cap is the site's, not one client's allowance.
    statuses = [
        Client(REMOTE_ADDR=f"192.0.2.{n}").get(f"{EN_URL}?{answers(str(n))}").status_code
        for n in (3, 4, 5)
    ]
    assert statuses == [202, 202, 503]
    refused = Client(REMOTE_ADDR="192.0.2.9").get(f"{EN_URL}?{answers('6')}")
    assert (refused.status_code, refused.headers["Retry-After"]) == (503, "60")
    assert texts(refused.content.decode(), "p")[0] == (
        "Figures for many new house rules are being worked out just now, so yours cannot join "
        "the queue yet. Please try again in a minute. The figures of the ready-made rules are "
        "shown at once."
    )
    with translation.override("fi"):
        finnish = client.get(f"/sika/kotisaannot/?{answers('6')}")
    assert finnish.status_code == 503
    assert texts(finnish.content.decode(), "h1") == ["Yritä hetken päästä uudelleen"]
    # Figures already stored (a preset's, worked out at set-up) come at once.
    rules = hr.answers_rules("perussika", {**hr.start_answers("perussika"), "players": "7"})
    RuleStats.objects.create(
        key=figures.stats_key(rules, 7, "sika"), figures=even_stats(7).as_json()
    )
    assert client.get(f"{EN_URL}?{answers('7')}").status_code == 200
    assert DBTaskResult.objects.ready().count() == 2
