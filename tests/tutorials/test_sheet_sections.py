"""Every game's saved sheet is the table's complete rules: the deal, a turn, the end.

For given answers the sheet of each game prints its set-up, turn and end
sentences (written out here), two-player ristiseiska its own set-up; its
figures come from the skilled players, name their number of games once and
speak about the rules only.
"""

import json
import re
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from django.core.cache import cache
from django.test import Client
from django.utils import translation

import games
from tests.contract.expected import expected
from tests.html import texts
from tutorials.models import HouseRuleSheet, RuleStats
from tutorials.packs import PACKS
from tutorials.stats import Stats

pytestmark = pytest.mark.django_db

FIXTURES = Path(__file__).resolve().parent / "fixtures"
# Each game's sheets (tests/contract/expected/<game>.py): (game, starting point, answers
# changed, players, the sheet's rules part by part).
SHEETS = [(slug, *sheet) for slug in PACKS for sheet in expected(slug).sheets]


def test_sheet_cases_cover_every_game() -> None:
    assert sorted({game for game, *_ in SHEETS}) == sorted(PACKS)


def save(client: Client, game: str, start: str, changes: dict[str, str], players: str) -> str:
    """Save a sheet through the checklist's form, as a visitor does; its English page."""
    hr = PACKS[game].checklist
    data = {"preset": start, **hr.start_answers(start), **changes, "players": players}
    response = client.post(f"/en/{game}/kotisaannot/", {**data, "name": "Mökin säännöt"})
    assert response.status_code == 302
    return client.get(response.headers["Location"]).content.decode()


def sheet_parts(html: str) -> list[tuple[str, list[str]]]:
    """The sheet's rules as printed: each part's title and its sentences."""
    start, end = html.index('<section class="hr-turn"'), html.index('id="sheet-table"')
    rules = html[start:end]
    parts = re.findall(r'<div class="hr-turn-part">(.*?)</div>', rules, re.S)
    return [(texts(part, "h3")[0], texts(part, "li")) for part in parts]


@pytest.mark.parametrize(
    ("game", "start", "changes", "players", "expected"),
    SHEETS,
    ids=[f"{game}-{start}-{players}" for game, start, _, players, _ in SHEETS],
)
def test_saved_sheet_prints_the_complete_rules(
    client: Client,
    game: str,
    start: str,
    changes: dict[str, str],
    players: str,
    expected: list[tuple[str, list[str]]],
) -> None:
    assert sheet_parts(save(client, game, start, changes, players)) == expected


FOUR_PLAYERS = "These figures come from 2,000 games played by these rules for 4 players."


def figures_text(html: str) -> str:
    section = html[html.index('aria-labelledby="sheet-figures"') : html.index("hr-signatures")]
    return " ".join(texts(section, "p"))


@pytest.mark.parametrize(
    ("game", "start", "lead"),
    [
        ("sika", "perussika", FOUR_PLAYERS),
        ("siantappo", "perussiantappo", FOUR_PLAYERS),
        ("ristiseiska", "pantti", FOUR_PLAYERS),
    ],
)
@pytest.mark.usefixtures("untimed_figures")  # "2,000 games" on a machine of any speed
def test_sheet_figures_from_skilled_play_name_their_games_once(
    client: Client, game: str, start: str, lead: str
) -> None:
    cache.clear()  # figures another test left in the cache would make no row here
    html = save(client, game, start, {}, "4")
    # The figures stored for the rule set, and those kept with the sheet: skilled play.
    (row,) = RuleStats.objects.all()
    assert (row.figures or {}).get("policy") == "heuristic"
    assert ":heuristic:" in row.key
    assert HouseRuleSheet.objects.get().stats["policy"] == "heuristic"
    text = figures_text(html)
    assert text.startswith(lead)
    if game == "siantappo":  # skilled players seldom get to play one: not "0 %"
        assert "A siantappo was played in 0.2% of the games." in text
    assert text.count("2,000") == 1
    assert re.findall(r"[\d,]+ games(?! in 10)", text) == ["2,000 games"]
    # About the rules only: nothing about the site or the computer.
    article = " ".join(texts(html[html.index("<article") : html.index("</article>")], "p"))
    assert "computer" not in article.lower()
    assert "page" not in text.lower()


def test_old_sheet_figures_read_as_random_play_and_its_rules_still_print(client: Client) -> None:
    """A sheet saved before the policy was kept: random play, its agreed rules unchanged."""
    row: dict[str, Any] = json.loads((FIXTURES / "sheet_sika_v1.json").read_text())
    row["created"] = datetime.fromisoformat(row["created"])
    sheet = HouseRuleSheet.objects.create(**row, game="sika", version=1)
    assert "policy" not in sheet.stats
    assert Stats.from_json(sheet.stats, sheet.version).policy == "random"
    parts = sheet_parts(client.get(f"/en/sika/kotisaannot/{sheet.token}/").content.decode())
    assert [title for title, _ in parts] == [
        "The deal",
        "A ring turn",
        "An empty hand",
        "After the ring",
        "The end",
    ]
    assert parts[1][1][1] == (
        "Draw at most 5 cards looking for a match; if none of them matches, keep them in your hand."
    )


@pytest.mark.parametrize("game", list(PACKS))
def test_every_starting_point_gives_a_sheet_of_three_parts_at_least(game: str) -> None:
    hr = PACKS[game].checklist
    empty: list[tuple[str, str, object]] = []
    for start in hr.start_keys:
        if start not in games.find_game(hr.engine).presets:
            continue  # from scratch: nothing answered yet
        for players in ("2", "3", "6"):
            with translation.override("en"):
                parts = hr.sheet_sections({**hr.start_answers(start), "players": players})
            titles = [title for title, _ in parts]
            if len(parts) < 3 or titles[0] != "The deal" or titles[-1] != "The end":
                empty.append((start, players, titles))
            empty += [(start, players, title) for title, sentences in parts if not sentences]
    assert empty == []
