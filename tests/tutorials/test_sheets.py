"""Saved sheets: old formats render unchanged, one sheet per save form, rate limits, caching."""

import json
import re
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from django.core.cache import cache
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.test import Client

from tests.html import html_lang, texts
from tutorials import sheets
from tutorials.models import HouseRuleSheet, new_token
from tutorials.packs.sika.checklist import CHECKLIST as hr

pytestmark = pytest.mark.django_db

FIXTURES = Path(__file__).resolve().parent / "fixtures"
URL = "/sika/kotisaannot/"
EN_URL = "/en/sika/kotisaannot/"


def today_sheet() -> HouseRuleSheet:
    """The sheet saved before sheets had a game and a version, as the migration left it."""
    row: dict[str, Any] = json.loads((FIXTURES / "sheet_sika_v1.json").read_text())
    row["created"] = datetime.fromisoformat(row["created"])
    return HouseRuleSheet.objects.create(**row, game="sika", version=1)


def save_form(client: Client, start: str = "kotiversio") -> dict[str, str]:
    """The hidden fields of the save step, as the page serves them, and a name."""
    html = client.get(f"{URL}?preset={start}&step=save").content.decode()
    form = {}
    for attrs in _inputs(html):
        if attrs.get("type") == "hidden":
            form[attrs["name"]] = attrs.get("value", "")
    return {**form, "name": "Mökin säännöt"}


def sentence_lists(html: str) -> list[list[str]]:
    """The items of each list of sentences (how we play, the table agreements)."""
    lists = re.findall(r'<ul class="hr-sentences">(.*?)</ul>', html, re.S)
    return [texts(f"<ul>{items}</ul>", "li") for items in lists]


def _inputs(html: str) -> list[dict[str, str]]:
    from tests.html import attributes

    return [{k: v or "" for k, v in a.items()} for a in attributes(html, "input")]


# --- a sheet saved in the first format renders unchanged, for ever


def test_sheet_saved_in_first_format_renders_english() -> None:
    sheet = today_sheet()
    html = Client().get(f"{EN_URL}{sheet.token}/").content.decode()
    assert texts(html, "h1") == ["Mökin säännöt"]
    assert texts(html, "h2") == [
        "Is that allowed?",  # the referee's disputes, first on the screen only
        "How we play",
        "Table agreements",
        "What these rules do",
        "Agreed by",
    ]
    assert texts(html, "p")[0] == (
        "Our sika rules, agreed on 1 December 2026. Starting point: Home version."
    )
    # The rules part by part (the deal, a ring turn, an empty hand, after the ring,
    # the end), then the table agreements.
    *parts, agreements = sentence_lists(html)
    assert texts(html, "h3") == [
        "The deal",
        "A ring turn",
        "An empty hand",
        "After the ring",
        "The end",
    ]
    assert parts[1] == [
        "Draw from the ring one card at a time until a card of the same suit as the top card "
        "comes; keep the others in your hand.",
        "Draw at most 5 cards looking for a match; if none of them matches, keep them in your "
        "hand.",
        "Play the matching card on the centre pile, then a free card from your hand: the next "
        "player looks for its suit.",
    ]
    assert parts[3][0] == "When the ring is used up, play goes on from the hands."
    assert agreements[-1] == "A mistake noticed later is not undone: play goes on from where it is."
    # The figures in plain sentences; the signature lines after them.
    assert texts(html, "p")[2] == (
        "These figures come from 2,000 games played by these rules for 4 players. A game "
        "usually takes about 49 turns (8 games in 10: 32 to 85)."
    )
    # The referee's disputes come first, on the screen only; the sheet ends with its
    # signature lines.
    items = texts(html, "li")
    first = items.index("Does this card match the top card?")
    assert items[first + 1 : first + 3] == [
        "The ring is used up: do I draw or dig, and from where?",
        "Who is the sika when the game sticks?",
    ]
    assert first < items.index("Signature 1")
    assert items[-4:] == ["Signature 1", "Signature 2", "Signature 3", "Signature 4"]
    assert texts(html, "dd") == []
    # The sheet names its games once and gives no note about cutting the games short.
    assert [t for t in texts(html, "p") if "not 2,000" in t or "first 2,000" in t] == []


def test_sheet_saved_in_first_format_renders_finnish() -> None:
    sheet = today_sheet()
    html = Client().get(f"{URL}{sheet.token}/").content.decode()
    assert html_lang(html) == "fi"
    assert texts(html, "h1") == ["Mökin säännöt"]
    assert texts(html, "p")[0] == (
        "Meidän sikasääntömme, sovittu 1. joulukuuta 2026. Lähtökohta: Kotiversio."
    )
    assert texts(html, "h2") == [
        "Riitatilanne?",
        "Näin pelaamme",
        "Pöydän sopimukset",
        "Mitä nämä säännöt tekevät",
        "Sovittu yhdessä",
    ]
    assert sentence_lists(html)[1][0] == (
        "Nosta renkaasta kortti kerrallaan, kunnes tulee samaa maata kuin päällimmäinen "
        "kortti; pidä muut kädessäsi."
    )


def test_migration_marks_existing_sheets_sika_version_1(transactional_db: None) -> None:
    executor = MigrationExecutor(connection)
    executor.migrate([("tutorials", "0001_initial")])
    old_apps = executor.loader.project_state([("tutorials", "0001_initial")]).apps
    old_sheet = old_apps.get_model("tutorials", "HouseRuleSheet")
    row: dict[str, Any] = json.loads((FIXTURES / "sheet_sika_v1.json").read_text())
    old_sheet.objects.create(**row)
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(executor.loader.graph.leaf_nodes())
    sheet = HouseRuleSheet.objects.get()
    assert (sheet.token, sheet.game, sheet.version, sheet.save_key) == (
        "V-qKWkZT_gcryJHfa5XlRt043tiAA7nR",
        "sika",
        1,
        None,
    )


# --- one sheet per save form, and at most so many saves


def test_replayed_save_post_makes_no_second_sheet(client: Client) -> None:
    form = save_form(client)
    first = client.post(URL, form)
    replay = client.post(URL, form)
    assert first.status_code == replay.status_code == 302
    assert replay.headers["Location"] == first.headers["Location"]
    assert HouseRuleSheet.objects.count() == 1


def test_two_save_forms_make_two_sheets(client: Client) -> None:
    assert client.post(URL, save_form(client)).status_code == 302
    assert client.post(URL, save_form(client)).status_code == 302
    assert HouseRuleSheet.objects.count() == 2


@pytest.mark.parametrize("key", ["", "not-a-key", "x" * 100_000, "\u00e4" * 32])
def test_save_with_tampered_key_still_saves_once(client: Client, key: str) -> None:
    form = {**save_form(client), "save_key": key}
    assert client.post(URL, form).status_code == 302
    assert HouseRuleSheet.objects.count() == 1


def test_saves_rate_limited_per_client(client: Client, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sheets, "SAVE_LIMIT", 2)
    statuses = [client.post(URL, save_form(client)).status_code for _ in range(3)]
    limited = client.post(URL, save_form(client))
    assert statuses == [302, 302, 429]
    assert limited.headers["Retry-After"] == "600"
    assert texts(limited.content.decode(), "h1") == ["Liian monta pyyntöä"]
    assert HouseRuleSheet.objects.count() == 2
    other = Client(REMOTE_ADDR="198.51.100.7")
    assert other.post(URL, save_form(other)).status_code == 302


# --- the sheet page: drawn once, cacheable, no cookie


def test_sheet_qr_code_drawn_once(monkeypatch: pytest.MonkeyPatch) -> None:
    cache.clear()
    sheet = today_sheet()
    drawn: list[str] = []
    real_qr = sheets.qr_svg

    def counted(url: str) -> Any:
        drawn.append(url)
        return real_qr(url)

    monkeypatch.setattr(sheets, "qr_svg", counted)
    first = Client().get(f"{EN_URL}{sheet.token}/").content
    second = Client().get(f"{EN_URL}{sheet.token}/").content
    assert first == second
    assert drawn == [f"http://testserver/en/sika/kotisaannot/{sheet.token}/"]


def test_sheet_page_cacheable_without_cookie() -> None:
    sheet = today_sheet()
    response = Client().get(f"{EN_URL}{sheet.token}/")
    assert response.cookies == {}
    assert response.headers["Cache-Control"] == "public, max-age=3600"
    assert response.headers["ETag"].startswith('"')
    assert len(response.headers["ETag"]) == 34


def test_sheet_page_not_modified_for_its_etag() -> None:
    sheet = today_sheet()
    etag = Client().get(f"{EN_URL}{sheet.token}/").headers["ETag"]
    again = Client().get(f"{EN_URL}{sheet.token}/", headers={"If-None-Match": etag})
    other = Client().get(f"{EN_URL}{sheet.token}/", headers={"If-None-Match": '"stale"'})
    assert (again.status_code, again.content, again.headers["ETag"]) == (304, b"", etag)
    assert other.status_code == 200


def test_sheet_of_another_game_not_found_here() -> None:
    row: dict[str, Any] = json.loads((FIXTURES / "sheet_sika_v1.json").read_text())
    # A token of its own: an address belongs to one sheet forever (pages are cached by it).
    sheet = HouseRuleSheet.objects.create(
        **{**row, "token": new_token(), "game": "ristiseiska", "version": 1}
    )
    assert Client().get(f"{EN_URL}{sheet.token}/").status_code == 404


def test_sheet_answers_start_from_the_preset() -> None:
    # The fixture's answers are the home version's with a draw limit of 5.
    row: dict[str, Any] = json.loads((FIXTURES / "sheet_sika_v1.json").read_text())
    assert row["answers"] == {**hr.start_answers("kotiversio"), "max_draws": "5"}


def test_new_sheet_saved_as_current_version_with_its_game(client: Client) -> None:
    assert client.post(URL, save_form(client)).status_code == 302
    sheet = HouseRuleSheet.objects.get()
    assert (sheet.game, sheet.version) == ("sika", 2)
    assert sorted(sheet.stats) == [
        "bars",
        "draws",
        "games",
        "loser_by_seat",
        "max_turns",
        "median",
        "p10",
        "p90",
        "planned",
        "players",
        "policy",
        "seat_squares",
        "seed",
        "skill",
        "stalemates",
        "stopped",
        "unfinished",
        "units",
    ]
