"""How much is skill? on every game's rules page (the bench's figures) and in its house-rules
figures (the worker's own sample), read as a visitor reads them."""

import re
from pathlib import Path

import pytest
from django.core.cache import cache
from django.test import Client
from django.urls import reverse
from django.utils import translation

from tests.contract.forms import form_to
from tests.contract.site import GAMES, fresh_address, url
from tests.html import texts
from tutorials import skill, stats
from tutorials.packs import PACKS

pytestmark = pytest.mark.django_db

SAMPLE = Path(__file__).resolve().parents[1] / "tutorials" / "fixtures" / "skill_sample.json"

# The sample file's figures in words (tests/tutorials/fixtures/skill_sample.json): the
# default rules at four players, the verdict first.
EXPECTED = {
    "ristiseiska": [
        "With these rules skill counts: against players who pick any allowed card at random, "
        "the computer’s players lose clearly less often. Between good players skill still "
        "shows: at a table of Skilled players the Master player loses clearly less often.",
        "The computer’s Skilled player loses 10% of games; a player who picks any allowed card "
        "at random loses 30%, 3.0 times as often.",
        "The computer’s Master player loses 4% of games; a player who picks any allowed card "
        "at random loses 32%, 8.0 times as often.",
        "At a table of Skilled players, the computer’s Master player loses 18% of games and "
        "each of the others 27%.",
    ],
    "siantappo": [
        "With these rules skill counts: against players who pick any allowed card at random, "
        "the computer’s players lose clearly less often. Between good players skill still "
        "shows: at a table of Skilled players the Master player loses clearly less often.",
        "The computer’s Skilled player loses 5% of games; a player who picks any allowed card "
        "at random loses 32%, 6.3 times as often.",
        "The computer’s Master player lost none of its 1,000 games against players who pick "
        "any allowed card at random; they lost 33% of theirs.",
        "At a table of Skilled players, the computer’s Master player loses 15% of games and "
        "each of the others 28%.",
    ],
    # Skilled no better than random, Master clearly better, Master among Skilled even: the
    # headline says each, never one of them for all.
    "sika": [
        "With these rules skill counts, but not at every level: the computer’s Master player "
        "loses clearly less often than a player who picks any allowed card at random, its "
        "Skilled player does not. Between good players luck decides: at a table of Skilled "
        "players the Master player loses about as often as they do.",
        "The computer’s Skilled player loses about as often as a player who picks any allowed "
        "card at random: 23% of games, against 26%.",
        "The computer’s Master player loses 20% of games; a player who picks any allowed card "
        "at random loses 27%, 1.3 times as often.",
        "At a table of Skilled players, the computer’s Master player loses 24% of games and "
        "each of the others 25%.",
    ],
}
# The Finnish page writes the same numbers the Finnish way.
FINNISH_NUMBERS = {
    "ristiseiska": ["3,0", "10 %", "8,0", "32 %"],
    "siantappo": ["6,3", "5 %", "1 000", "33 %"],
    "sika": ["23 %", "1,3", "27 %"],
}


def _skill_section(slug: str) -> tuple[str, str]:
    """(the page's address, the anchor) of the pack's one skill section."""
    pack = PACKS[slug]
    found = [(page, s) for page in pack.pages for s in page.sections if s.skill]
    assert len(found) == 1
    page, section = found[0]
    with translation.override("fi"):
        return reverse(pack.url_name(page.url_name)), section.anchor


def _section(page: str, anchor: str) -> str:
    """The skill section's HTML: from its heading to the next section's."""
    start = page.index(f'id="{anchor}"')
    end = page.find('<div class="section-head">', start)
    return page[start : end if end > 0 else len(page)]


@pytest.mark.parametrize("slug", GAMES)
def test_rules_page_says_how_much_skill_counts_with_the_numbers(monkeypatch, slug: str) -> None:
    monkeypatch.setattr(skill, "FIGURES", SAMPLE)
    cache.clear()
    path, anchor = _skill_section(slug)
    client = Client()
    english = _section(client.get("/en" + path).content.decode(), anchor)
    verdict, *sentences = EXPECTED[slug]
    assert (verdict in texts(english, "p"), texts(english, "li")) == (True, sentences)
    finnish = " ".join(texts(_section(client.get(path).content.decode(), anchor), "li"))
    assert [n for n in FINNISH_NUMBERS[slug] if n not in finnish.replace("\xa0", " ")] == []


@pytest.mark.parametrize("slug", GAMES)
def test_house_rules_figures_say_how_much_skill_counts(monkeypatch, slug: str) -> None:
    """Rules the bench never played: the worker's own sample, in the same words."""
    monkeypatch.setattr(skill, "FIGURES", SAMPLE.with_name("no_such_file.json"))
    sampled = skill.Edge("taitava", "aloittelija", 4, 120, 480, 200, 24, 1440, 300, 432)
    monkeypatch.setattr(stats, "sample", lambda game, rules, players: sampled)
    cache.clear()
    client = Client()
    checklist = "/en" + url(slug, "house_rules")
    address = fresh_address()
    start = form_to(client.get(checklist, REMOTE_ADDR=address).content.decode(), checklist)
    questions = client.get(checklist, start.data(), REMOTE_ADDR=address).content.decode()
    data = form_to(questions, checklist).data(players="4", step="questions")
    page = client.get(checklist, data, REMOTE_ADDR=address)
    assert page.status_code == 200
    found = re.search(r'<section class="hr-skill".*?</section>', page.content.decode(), re.DOTALL)
    assert found is not None
    section = found.group(0)
    assert (texts(section, "h3"), texts(section, "p"), texts(section, "li")) == (
        ["How much is skill?"],
        [
            "With these rules skill counts: against players who pick any allowed card at "
            "random, the computer’s players lose clearly less often.",
            "From 120 deals of the computer’s Skilled player against beginners, 4 players, "
            "every deal played again from every seat: a short sample, so the figures are rough.",
        ],
        [
            "The computer’s Skilled player loses 5% of games; a player who picks any allowed "
            "card at random loses 30%, 6.0 times as often.",
        ],
    )
