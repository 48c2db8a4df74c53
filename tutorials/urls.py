"""The site's URLs: the home page, and the same features under each game's prefix.

``game_urls(pack)`` is included once per pack by the root URL conf, in the
pack's namespace: ``<game>:rules`` is ``/<game>/``, ``<game>:quiz`` ``/<game>/tietovisa/``.
Every view gets the pack in its kwargs.
"""

from django.urls import URLPattern, path

from tutorials import views
from tutorials.packs.base import GamePack
from tutorials.views import (
    examples,
    house_rules,
    lessons,
    play,
    quiz,
    readings,
    referee,
    rules,
    rules_card,
    site_files,
)

app_name = "tutorials"

urlpatterns = [
    path("", views.home, name="home"),
    # The web app manifest in each language, and the page shown offline for a page not kept.
    path("manifest.webmanifest", site_files.manifest, name="manifest"),
    path("ei-yhteytta/", site_files.offline_page, name="offline"),
]


def game_urls(pack: GamePack) -> list[URLPattern]:
    """One game's pages, below its prefix; the names are those of the game's namespace."""
    kwargs = {"pack": pack}
    return [
        # Rules pages: their paths and names come from the pack's page data.
        *(
            path(page.path, rules.rules_page, {**kwargs, "page": page}, name=page.url_name)
            for page in pack.pages
        ),
        # The rules on one printed page (404 while the pack gives no text for it).
        path("pikaohje/", rules_card.rules_card, kwargs, name="rules_card"),
        # Every point the sources leave open, and how we play it (404 while there are none).
        path("tulkinnat/", readings.readings_page, kwargs, name="readings"),
        # Worked examples, step by step, and any game under any rules.
        path("esimerkit/", examples.examples_index, kwargs, name="examples"),
        path("esimerkit/<slug:slug>/", examples.example, kwargs, name="example"),
        path("esimerkit/<slug:slug>/kokeile/", play.try_example, kwargs, name="example_try"),
        path("peli/", examples.any_game, kwargs, name="game"),
        # House rules: the checklist, and the saved sheets at unguessable addresses.
        path("kotisaannot/", house_rules.checklist, kwargs, name="house_rules"),
        path("kotisaannot/<str:token>/", house_rules.sheet, kwargs, name="sheet"),
        # The table's referee: a dispute settled under the default rules, or a sheet's.
        path("riitatilanne/<slug:kind>/", referee.situation, kwargs, name="referee"),
        path(
            "kotisaannot/<str:token>/riitatilanne/<slug:kind>/",
            referee.sheet_situation,
            kwargs,
            name="sheet_referee",
        ),
        # Quiz: the start page, a round by its seed, and where its answers are posted.
        path("tietovisa/", quiz.quiz_start, kwargs, name="quiz"),
        path("tietovisa/<int:seed>/", quiz.quiz_round, kwargs, name="quiz_round"),
        path("tietovisa/<int:seed>/vastaa/", quiz.quiz_answer, kwargs, name="quiz_answer"),
        # Lessons: the path, a lesson, its steps (a move is the step's ?m=), its end.
        path("opi/", lessons.lesson_path, kwargs, name="lessons"),
        path("opi/<slug:lesson>/", lessons.lesson_page, kwargs, name="lesson"),
        path("opi/<slug:lesson>/<int:number>/", lessons.lesson_step, kwargs, name="lesson_step"),
        path("opi/<slug:lesson>/valmis/", lessons.lesson_done, kwargs, name="lesson_done"),
        # Play a whole game against computer players, and watch a finished one again.
        path("pelaa/", play.play_game, kwargs, name="play"),
        path("pelaa/kertaus/", play.play_replay, kwargs, name="play_replay"),
    ]
