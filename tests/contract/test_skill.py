"""How much is skill? on every game's rules page (the bench's figures) and in its house-rules
figures (the worker's own sample), read as a visitor reads them."""

import re
from pathlib import Path

import pytest
from django.core.cache import cache
from django.test import Client
from django.urls import reverse
from django.utils import translation

from tests.contract.expected import expected
from tests.contract.forms import form_to
from tests.contract.site import GAMES, fresh_address, url
from tests.html import texts
from tutorials import skill, stats
from tutorials.packs import PACKS

pytestmark = pytest.mark.django_db

SAMPLE = Path(__file__).resolve().parents[1] / "tutorials" / "fixtures" / "skill_sample.json"


def _skill_section(slug: str) -> tuple[str, str]:
    """(the page's address, the anchor) of the pack's one skill section."""
    pack = PACKS[slug]
    found = [(page, s) for page in pack.pages for s in page.sections if s.skill]
    assert len(found) == 1
    page, section = found[0]
    with translation.override("fi"):
        return reverse(pack.url_name(page.url_name)), section.anchor


def _section(page: str, anchor: str) -> str:
    """The skill section's HTML: from its heading to the next section's (or the referee's
    disputes, which follow the page's last section)."""
    start = page.index(f'id="{anchor}"')
    ends = [page.find(mark, start) for mark in ('<div class="section-head">', "referee-links")]
    return page[start : min([e for e in ends if e > 0], default=len(page))]


@pytest.mark.parametrize("slug", GAMES)
def test_rules_page_says_how_much_skill_counts_with_the_numbers(monkeypatch, slug: str) -> None:
    monkeypatch.setattr(skill, "FIGURES", SAMPLE)
    cache.clear()
    path, anchor = _skill_section(slug)
    client = Client()
    english = _section(client.get("/en" + path).content.decode(), anchor)
    # The sample's figures in words: the default rules at four players, the verdict first.
    verdict, *sentences = expected(slug).skill
    assert (verdict in texts(english, "p"), texts(english, "li")) == (True, sentences)
    finnish = " ".join(texts(_section(client.get(path).content.decode(), anchor), "li"))
    numbers = expected(slug).skill_numbers_fi  # the same numbers, written the Finnish way
    assert [n for n in numbers if n not in finnish.replace("\xa0", " ")] == []


@pytest.mark.parametrize("slug", GAMES)
def test_house_rules_figures_say_how_much_skill_counts(monkeypatch, slug: str) -> None:
    """Rules the bench never played: the worker's own sample, in the same words."""
    monkeypatch.setattr(skill, "FIGURES", SAMPLE.with_name("no_such_file.json"))
    sampled = skill.Edge("taitava", "aloittelija", 4, 200, 800, 333, 40, 2400, 500, 720)
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
            "With these rules skill counts: against players who pick any allowed move at "
            "random, the computer’s players lose clearly less often.",
            "These figures come from 200 deals of the computer’s Skilled player against "
            "beginners at a table of 4 players, every deal played again from every seat: a short "
            "sample, so the figures are rough.",
        ],
        [
            "The computer’s Skilled player loses 5.0% of games; a player who picks any allowed "
            "move at random loses 30.0%, 6.0 times as often.",
        ],
    )
