from django.urls import path

from tutorials import views
from tutorials.packs.sika import pages as anchors
from tutorials.views import examples, house_rules, quiz, rules

app_name = "tutorials"

urlpatterns = [
    path("", views.home, name="home"),
    # Each feature adds its lines below; keep them grouped by feature.
    # Sika rules pages: perussika, the home version, variants, look-alikes, more.
    path("sika/", rules.rules_page, {"page": anchors.RULES}, name="sika_rules"),
    path(
        "sika/kotiversio/", rules.rules_page, {"page": anchors.HOME_VERSION}, name="sika_kotiversio"
    ),
    path("sika/muunnelmat/", rules.rules_page, {"page": anchors.VARIANTS}, name="sika_variants"),
    path("sika/ei-sikaa/", rules.rules_page, {"page": anchors.NOT_SIKA}, name="sika_not_sika"),
    path("sika/lisaa/", rules.rules_page, {"page": anchors.MORE}, name="sika_more"),
    # Worked examples, step by step, and any game under any rules.
    path("sika/esimerkit/", examples.examples_index, name="sika_examples"),
    path("sika/esimerkit/<slug:slug>/", examples.example, name="sika_example"),
    path("sika/peli/", examples.sika_game, name="sika_game"),
    # House rules: the checklist, and the saved sheets at unguessable addresses.
    path("sika/kotisaannot/", house_rules.checklist, name="sika_house_rules"),
    path("sika/kotisaannot/<str:token>/", house_rules.sheet, name="sika_sheet"),
    # Quiz: the start page, a round by its seed, and where its answers are posted.
    path("sika/tietovisa/", quiz.quiz_start, name="sika_quiz"),
    path("sika/tietovisa/<int:seed>/", quiz.quiz_round, name="sika_quiz_round"),
    path("sika/tietovisa/<int:seed>/vastaa/", quiz.quiz_answer, name="sika_quiz_answer"),
]
