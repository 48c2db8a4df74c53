"""A game's lessons: the path, a lesson's steps, a move on a step, the lesson's end.

Progress (stars, the retries and hints of the lesson under way, the steps missed)
travels signed in the ``p`` query parameter of every link and form; the page
writes it into ``data-progress`` and ``lessons.js`` keeps it in localStorage, so
it survives a reload and a later visit. Nothing is stored on the server.
"""

from __future__ import annotations

import dataclasses
from typing import Any
from urllib.parse import urlencode

from django import forms
from django.core import signing
from django.http import Http404, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_safe

from games.core import Action, IllegalMoveError
from games.registry import find_game
from tutorials import lessons
from tutorials.errors import BadInput
from tutorials.fields import WholeNumberField
from tutorials.lessons import Lesson, Progress
from tutorials.packs.base import GamePack
from tutorials.play.forms import parse_choice
from tutorials.presenter import Presenter
from tutorials.views.htmx import HtmxHttpRequest
from tutorials.views.page_cache import private_with
from tutorials.views.play_pages import options


class StepForm(forms.Form):
    p = forms.CharField(required=False, max_length=4000)
    m = forms.CharField(required=False, max_length=60)
    # The visitor's earlier moves on this step (a goal of several moves), "|" between.
    done = forms.CharField(required=False, max_length=200)
    hint = forms.BooleanField(required=False)


def _form(request: HtmxHttpRequest) -> StepForm:
    form = StepForm(request.GET)
    if not form.is_valid():
        raise BadInput(_("This address is not one of the lessons' addresses."))
    return form


def _query(request: HtmxHttpRequest, pack: GamePack) -> tuple[Progress, str, bool]:
    form = _form(request)
    try:
        progress = Progress.load(pack.slug, form.cleaned_data["p"])
    except (signing.BadSignature, KeyError, TypeError, ValueError, AttributeError):
        raise BadInput(
            _("The progress in this address is damaged. Start the lessons again."),
            [(_("To the lessons"), reverse(pack.url_name("lessons")))],
        ) from None
    return progress, form.cleaned_data["m"], form.cleaned_data["hint"]


def _link(pack: GamePack, name: str, progress: Progress, *args: object, **query: str) -> str:
    query = {"p": progress.token(pack.slug), **query}
    return f"{reverse(pack.url_name(name), args=args)}?{urlencode(query)}"


def _lesson(pack: GamePack, slug: str) -> Lesson:
    lesson = pack.lesson(slug)
    if lesson is None:
        raise Http404
    return lesson


def _base(pack: GamePack, progress: Progress) -> dict[str, object]:
    return {"pack": pack, "progress": progress.token(pack.slug), "raw": progress}


@require_safe
@private_with("p")  # the visitor's progress
def lesson_path(request: HtmxHttpRequest, pack: GamePack) -> HttpResponse:
    progress, _move, _hint = _query(request, pack)
    if not pack.lessons:
        raise Http404
    rows = [
        (lesson, progress.stars.get(lesson.slug, 0), _link(pack, "lesson", progress, lesson.slug))
        for lesson in pack.lessons
    ]
    following = next((row for row in rows if not row[1]), None)
    review = [
        (pack.lesson(slug), number, _link(pack, "lesson_step", progress, slug, number))
        for slug, number in progress.wrong
        if pack.lesson(slug) is not None and number < len(_lesson(pack, slug).steps)
    ]
    context = {**_base(pack, progress), "rows": rows, "following": following, "review": review}
    return render(request, "tutorials/lessons/path.html", context)


@require_safe
@private_with("p")  # the visitor's progress
def lesson_page(request: HtmxHttpRequest, pack: GamePack, lesson: str) -> HttpResponse:
    progress, _move, _hint = _query(request, pack)
    chosen = _lesson(pack, lesson)
    fresh = dataclasses.replace(progress, retries=0, hints=0)
    titles = {s.anchor: s.title for page in pack.pages for s in page.sections}
    context = {
        **_base(pack, progress),
        "lesson": chosen,
        "sections": [(titles[a], pack.section_url(a)) for a in chosen.sections],
        "start_url": _link(pack, "lesson_step", fresh, chosen.slug, 0),
    }
    return render(request, "tutorials/lessons/lesson.html", context)


def _refusal(pack: GamePack, lesson: Lesson, error: IllegalMoveError) -> tuple[str, str]:
    words, anchor = pack.presenter.refusal(error)
    if anchor is None and lesson.sections:
        anchor = lesson.sections[0]
    url = pack.section_url(anchor) if anchor else reverse(pack.url_name(pack.pages[0].url_name))
    return words, url


@require_safe
@private_with("p")  # the visitor's progress
def lesson_step(request: HtmxHttpRequest, pack: GamePack, lesson: str, number: int) -> HttpResponse:
    progress, move, want_hint = _query(request, pack)
    chosen = _lesson(pack, lesson)
    if number >= len(chosen.steps):
        raise Http404
    step = chosen.steps[number]
    game = find_game(pack.engine)
    presenter = pack.presenter
    earlier = [m for m in _form(request).cleaned_data["done"].split("|") if m][: step.par]
    played = lessons.play(
        game, step, [Action(lessons.SEAT, parse_choice(game, m)) for m in earlier]
    )
    names = presenter.names(step.position.players)
    rules = game.make_rules(step.position.preset, dict(step.position.overrides))
    context: dict[str, object] = {
        "lesson": chosen,
        "step": step,
        "number": number,
        "count": len(chosen.steps),
        "lesson_url": _link(pack, "lesson", progress, chosen.slug),
    }
    if want_hint and played.waiting:
        progress = dataclasses.replace(progress, hints=progress.hints + 1)
        context["hint"] = presenter.hint(played.state)
    missed = dataclasses.replace(
        progress,
        retries=progress.retries + 1,
        wrong=tuple(dict.fromkeys((*progress.wrong, (chosen.slug, number)))),
    )
    done = "|".join(earlier)
    if move:
        moves = [*earlier, move]
        actions = [Action(lessons.SEAT, parse_choice(game, m)) for m in moves]
        played = lessons.play(game, step, actions)
        told = _told(presenter, played.events[played.start :], names, rules)
        done = "|".join(game.option_text(a.cards) for a in played.actions)
        if played.refused is not None:
            context["refused"] = _refusal(pack, chosen, played.refused)
            progress = missed
        elif step.reached(played.done):
            context["reached"] = True
            # A step done right leaves the review.
            kept = tuple(w for w in progress.wrong if w != (chosen.slug, number))
            progress = dataclasses.replace(progress, wrong=kept)
            context["next_url"] = _next(pack, chosen, number, progress)
        elif played.waiting and len(played.actions) < step.par:
            context["so_far"] = told[-12:]
        else:
            context["missed"] = told[-12:]
            progress = missed
    context["table"] = presenter.seen_table(
        played.events[-1][1] if played.events else game.table(played.state),
        names,
        rules,
        lessons.SEAT,
    )
    if not context.get("reached") and not context.get("missed") and played.waiting:
        context["options"] = options(game, presenter, played.state, lessons.SEAT)
    context["step_url"] = reverse(pack.url_name("lesson_step"), args=(chosen.slug, number))
    context["retry_url"] = _link(pack, "lesson_step", progress, chosen.slug, number)
    context["done"] = done
    hint_query = {"hint": "1", **({"done": done} if done else {})}
    context["hint_url"] = _link(pack, "lesson_step", progress, chosen.slug, number, **hint_query)
    return render(request, "tutorials/lessons/step.html", {**context, **_base(pack, progress)})


def _told(
    presenter: Presenter, events: list[tuple[Any, Any]], names: tuple[str, ...], rules: Any
) -> list[str]:
    """What the visitor's move led to, as the visitor hears it (no card seen face down)."""
    told = []
    for event, table in events:
        secret = presenter.secret(event, names, rules, lessons.SEAT)
        told.append(secret if secret is not None else presenter.narrate(event, names, rules, table))
    return [sentence for sentence in told if sentence]


def _next(pack: GamePack, lesson: Lesson, number: int, progress: Progress) -> str:
    if number + 1 < len(lesson.steps):
        return _link(pack, "lesson_step", progress, lesson.slug, number + 1)
    earned = lessons.stars(progress.retries, progress.hints)
    best = max(earned, progress.stars.get(lesson.slug, 0))
    done = Progress({**progress.stars, lesson.slug: best}, 0, 0, progress.wrong)
    return _link(pack, "lesson_done", done, lesson.slug, stars=str(earned))


class DoneForm(StepForm):
    stars = WholeNumberField(min_value=1, max_value=3)


@require_safe
@private_with("p")  # the visitor's progress
def lesson_done(request: HtmxHttpRequest, pack: GamePack, lesson: str) -> HttpResponse:
    progress, _move, _hint = _query(request, pack)
    chosen = _lesson(pack, lesson)
    form = DoneForm(request.GET)
    earned = form.cleaned_data["stars"] if form.is_valid() else progress.stars.get(chosen.slug, 1)
    index = pack.lessons.index(chosen)
    following = pack.lessons[index + 1] if index + 1 < len(pack.lessons) else None
    play_url = reverse(pack.url_name("play"))
    if chosen.preset:
        play_url += "?" + urlencode({"preset": chosen.preset})
    context = {
        **_base(pack, progress),
        "lesson": chosen,
        "earned": earned,
        "following": following,
        "next_url": _link(pack, "lesson", progress, following.slug) if following else None,
        "path_url": _link(pack, "lessons", progress),
        "play_url": play_url,
    }
    return render(request, "tutorials/lessons/done.html", context)
