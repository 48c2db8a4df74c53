"""The lesson pages and the progress without JavaScript: every outcome of a step is in its
page and tells at most six lines; a choice opens its block and signs the progress; the
review schedule (1, 3 and 7 days, two right answers on different days) and the stars."""

import re
from urllib.parse import unquote

import pytest
from django.core import signing
from django.test import Client
from django.urls import reverse
from django.utils import translation

from tutorials.lessons import Lesson
from tutorials.lessons.progress import Progress, Review, stars
from tutorials.packs import PACKS
from tutorials.views.lesson_pages import MAX_LINES, step_page

pytestmark = pytest.mark.django_db
STEPS = [
    (slug, lesson, number)
    for slug, pack in PACKS.items()
    for lesson in pack.lessons
    for number in range(len(lesson.steps))
]


def test_review_comes_back_one_three_and_seven_days_after_the_miss_then_weekly() -> None:
    dues = [Review("a", 1, since=10, seen=seen).due() for seen in (10, 11, 12, 13, 17, 20, 24)]
    assert dues == [11, 13, 13, 17, 24, 24, 31]


def test_review_leaves_after_two_right_answers_on_different_days() -> None:
    missed = Progress().started("a").answered("a", 1, False, today=100)
    assert (missed.misses, missed.review) == (1, (Review("a", 1, 100, 100),))
    assert missed.due(100) == [] and missed.due(101) == list(missed.review)
    same_day = missed.answered("a", 1, True, today=100)  # the retry is no review
    assert same_day.review == missed.review
    once = missed.answered("a", 1, True, today=101)
    assert once.review == (Review("a", 1, 100, 101, (101,)),)
    assert once.due(102) == [] and len(once.due(103)) == 1
    wrong = once.answered("a", 1, False, today=103)  # missed in review: waits for day 107
    assert wrong.review == (Review("a", 1, 100, 103, (101,)),)
    assert wrong.due(106) == [] and len(wrong.due(107)) == 1
    assert wrong.answered("a", 1, True, today=107).review == ()


def test_stars_fall_one_a_miss_to_one_and_the_best_is_kept() -> None:
    assert [stars(m) for m in range(5)] == [3, 2, 1, 1, 1]
    done, earned = Progress({"a": 3}, "a", 2).finished("a")
    assert (earned, done.stars, done.lesson, done.misses) == (1, {"a": 3}, "", 0)


@pytest.mark.parametrize("slug", list(PACKS))
def test_progress_token_round_trips_and_a_tampered_one_is_refused(slug: str) -> None:
    progress = Progress({"x": 2}, "x", 1, (Review("x", 1, 5, 6, (6,)),))
    assert Progress.load(slug, progress.token(slug)) == progress
    with pytest.raises(signing.BadSignature):
        Progress.load(slug, progress.token(slug) + "x")
    assert Client().get(reverse(f"{slug}:lessons"), {"p": "nonsense"}).status_code == 400


@pytest.mark.parametrize(("slug", "lesson", "number"), STEPS)
def test_step_page_tells_each_outcome_in_at_most_six_lines_with_why(
    slug: str, lesson: Lesson, number: int
) -> None:
    with translation.override("fi"):
        page = step_page(PACKS[slug], lesson, number)
    blocks = [*page.blocks, *([page.happened] if page.happened else [])]
    assert blocks and all(len(b.lines) <= MAX_LINES for b in blocks)
    assert all(b.why for b in page.blocks)
    assert page.controls


@pytest.mark.parametrize("slug", list(PACKS))
def test_step_choice_without_javascript_opens_its_block_and_signs_the_progress(
    slug: str,
) -> None:
    lesson = PACKS[slug].lessons[0]
    with translation.override("fi"):
        page = step_page(PACKS[slug], lesson, 1)
    path = reverse(f"{slug}:lesson_step", args=(lesson.slug, 1))
    assert "?p=" not in Client().get(path).content.decode()  # the same page for everyone
    if page.kind == "spot":
        chosen, key = [c.value for c in page.controls], "miss"  # every card: some do not fit
    else:
        key = next(b.key for b in page.blocks if b.verdict == "miss")
        chosen = [next(c.value for c in page.controls if c.opens == key)]
    html = Client().get(path, {"m": chosen}).content.decode()
    opened = re.findall(r'data-block="(\w+)" data-verdict="(\w+)">', html)
    assert opened == [(key, "miss")]
    retry = re.search(r'href="[^"]*\?p=([^"&]+)" data-retry', html)
    assert retry is not None
    progress = Progress.load(slug, unquote(retry.group(1)))
    assert (progress.lesson, progress.misses) == (lesson.slug, 1)
    assert [(r.lesson, r.step) for r in progress.review] == [(lesson.slug, 1)]


@pytest.mark.parametrize("slug", [slug for slug, pack in PACKS.items() if pack.lessons])
def test_finnish_path_page_gives_its_script_finnish_words(slug: str) -> None:
    """The review list the script draws takes its words from the page: all Finnish."""
    with translation.override("fi"):
        html = Client().get(reverse(f"{slug}:lessons")).content.decode()
    words = dict(re.findall(r'data-([a-z]+)-words="([^"]*)"', html))
    assert words == {
        "step": "vaihe %(n)s",
        "play": "Kallein valintasi pelissä: %(move)s",
        "better": "Mikä olisi ollut parempi?",
        "remembered": "Muistin",
        "forgot": "En muistanut",
        "replay": "Katso se hetki",
    }
    assert 'data-words="Seuraava oppitunti: %(title)s"' in html


def test_spot_miss_without_javascript_names_each_wrong_pick_and_why() -> None:
    """Ticking the four of clubs alone on a king of clubs: the four is named with the
    engine's refusal, the two cards left out as fitting; the right picks are not named."""
    with translation.override("fi"):
        url = reverse("siantappo:lesson_step", args=["voimajarjestys", 1])
        html = Client().get(url, {"m": "4C"}).content.decode()
    shown = re.findall(r'<li data-pick="[^"]+">([^<]*)</li>', html)
    assert shown == [
        "Ristinelonen ei sovi. Tämä ei voita pöydän lyöntiä. Tarvitset yksittäisen kortin, "
        "joka on vahvempi kuin ristikuningas.",
        "Ruutukuningas sopii myös.",
        "Pataässä sopii myös.",
    ]
