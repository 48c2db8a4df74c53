"""Fuzz: the lesson pages, whatever a visitor sends: a page (mostly a 400), never a 5xx,
and a GET writes nothing."""

import pytest
from django.test import Client, override_settings
from hypothesis import given
from hypothesis import strategies as st

from tests.tutorials.fuzz import FUZZ_SETTINGS, checked_get, hostile_text
from tutorials.lessons.progress import Progress
from tutorials.packs import PACKS

pytestmark = pytest.mark.django_db

GAMES = sorted(PACKS)
FIELDS = st.sampled_from(["p", "m"])


@pytest.mark.parametrize("slug", GAMES)
@FUZZ_SETTINGS
@given(query=st.dictionaries(FIELDS, hostile_text, max_size=4), number=st.integers(0, 3))
def test_lesson_pages_never_fail_on_any_query(
    slug: str, query: dict[str, str], number: int
) -> None:
    lesson = PACKS[slug].lessons[0].slug
    client = Client()
    with override_settings(DEBUG=False):
        for path in (
            f"/{slug}/opi/",
            f"/{slug}/opi/{lesson}/",
            f"/{slug}/opi/{lesson}/{number}/",
            f"/{slug}/opi/{lesson}/valmis/",
        ):
            checked_get(client, path, query)


@pytest.mark.parametrize("slug", GAMES)
def test_lesson_step_refuses_an_unknown_choice_and_a_damaged_progress(slug: str) -> None:
    pack = PACKS[slug]
    lesson = pack.lessons[0]
    token = Progress().token(slug)
    path = f"/{slug}/opi/{lesson.slug}/0/"
    assert Client().get(path, {"p": token, "m": "nonsense card"}).status_code == 400
    assert Client().get(path, {"p": token + "x"}).status_code == 400
    assert Client().get(f"/{slug}/opi/ei-ole/").status_code == 404
    assert Client().get(f"/{slug}/opi/{lesson.slug}/99/").status_code == 404
