"""Every kind of page of every game answers, in Finnish and in English, as valid HTML."""

import re

import pytest
from django.test import Client
from django.utils import translation

import games
from tests.contract.forms import form_to, forms, seats
from tests.contract.site import GAMES, LANGUAGES, example_urls, page_urls, url
from tests.html import assert_valid_html, html_lang
from tutorials.packs import PACKS
from tutorials.words import suit_one

pytestmark = pytest.mark.django_db


def test_contract_covers_every_game_of_the_engine_registry() -> None:
    """Every engine has its pack, the tests' own fourth game among them."""
    assert sorted(PACKS[slug].engine for slug in GAMES) == sorted(games.GAMES)
    assert {"sika", "siantappo", "ristiseiska", "pikkutikki"} <= set(GAMES)


@pytest.mark.parametrize("slug", GAMES)
def test_every_page_kind_answers_in_both_languages_as_valid_html(slug: str) -> None:
    client = Client()
    paths = page_urls(client, slug)
    pages, wrong = [], []
    for prefix in LANGUAGES:
        for path in paths:
            response = client.get(prefix + path)
            if response.status_code != 200:
                wrong.append(f"{prefix}{path}: {response.status_code}")
                continue
            page = response.content.decode()
            if html_lang(page) != ("en" if prefix else "fi"):
                wrong.append(f"{prefix}{path}: lang {html_lang(page)}")
            pages.append(page)
    assert wrong == []
    assert len(pages) == 2 * len(paths)
    assert_valid_html(*pages)


@pytest.mark.parametrize("slug", GAMES)
def test_quiz_round_answer_moves_on(slug: str) -> None:
    client = Client()
    page = client.get(url(slug, "quiz_round", seed=7)).content.decode()
    answer = next(f for f in forms(page) if f.method == "post")
    first = next(iter(answer.choices))
    data = answer.data(**{first: answer.choices[first][0].value})
    response = client.post(answer.action, data)
    assert response.status_code == 303
    assert client.get(response.headers["Location"]).status_code == 200


# ---------------------------------------------------------------------------
# Small facts every game shares


def test_siantappo_player_count_offered_is_three_to_six_on_play_and_any_game_forms() -> None:
    client = Client()
    offered = {}
    for name in ("play", "game"):
        page = client.get(url("siantappo", name)).content.decode()
        form = next(f for f in forms(page) if "players" in dict(f.fields) or f.choices)
        if "players" in form.ranges:
            low, high = form.ranges["players"]
            offered[name] = list(range(low, high + 1))
        else:
            offered[name] = [int(c.value) for c in form.choices["players"]]
    assert offered == {"play": [3, 4, 5, 6], "game": [3, 4, 5, 6]}


def test_suit_one_names_all_four_suits_in_both_languages() -> None:
    # Cards 0, 13, 26, 39: the ace of each suit in the engine's order (spades first).
    words = {}
    for language in ("fi", "en"):
        with translation.override(language):
            words[language] = [suit_one(card) for card in (0, 13, 26, 39)]
    assert words == {
        "fi": ["pata", "hertta", "ruutu", "risti"],
        "en": ["a spade", "a heart", "a diamond", "a club"],
    }


@pytest.mark.parametrize("slug", GAMES)
def test_seats_numbered_from_one_in_the_figures(slug: str) -> None:
    client = Client()
    checklist = url(slug, "house_rules")
    start = form_to(client.get(checklist).content.decode(), checklist)
    questions = form_to(client.get(checklist, start.data()).content.decode(), checklist)
    page = client.get(checklist, questions.data(players="3", step="questions")).content.decode()
    listed = re.search(r'<ul class="hr-seats">(.*?)</ul>', page, re.DOTALL)
    assert listed is not None
    assert re.findall(r"(\d+)\s*:", listed.group(1)) == ["1", "2", "3"]


@pytest.mark.parametrize("slug", GAMES)
def test_example_first_step_shows_every_seat(slug: str) -> None:
    client = Client()
    for example in example_urls(client, slug):
        page = client.get(f"{example}?step=0").content.decode()
        assert len(seats(page)) >= 2, example
