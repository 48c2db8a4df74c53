"""A game's lessons: the path, a lesson's page, its steps, its end.

A page without ``?p=`` and ``?m=`` is the same for everyone, so a step works offline
from the copy "save for offline" kept. ``lessons.js`` keeps the visitor's progress
(stars, the lesson under way, the steps due for review) in localStorage and opens a
step's outcomes within the page. Without JavaScript a tap asks the server (``?m=``)
and the progress travels signed in ``p`` (``tutorials.lessons.progress``); a page
given ``p`` hands it to the script too (``data-progress-json``), which merges it.
Nothing is stored on the server.
"""

from __future__ import annotations

import json
from datetime import date
from typing import Any
from urllib.parse import urlencode

from django import forms
from django.core import signing
from django.http import Http404, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_safe

from tutorials.errors import BadInput
from tutorials.lessons.format import Lesson, Watch
from tutorials.lessons.progress import Progress
from tutorials.packs.base import GamePack
from tutorials.views.htmx import HtmxHttpRequest
from tutorials.views.lesson_pages import answer_key, step_page
from tutorials.views.page_cache import private_with


class ProgressForm(forms.Form):
    p = forms.CharField(required=False, max_length=4000)


class StepForm(ProgressForm):
    m = forms.MultipleChoiceField(required=False)

    def __init__(self, data: Any, values: list[str]) -> None:
        super().__init__(data)
        self.fields["m"].choices = [(v, v) for v in values]  # type: ignore[attr-defined]


def today() -> int:
    """Whole days since 1970-01-01 (the review's calendar)."""
    return (timezone.localdate() - date(1970, 1, 1)).days


def _valid(form: forms.Form) -> dict[str, Any]:
    if not form.is_valid():
        raise BadInput(_("This address is not one of the lessons' addresses."))
    return form.cleaned_data


def _progress(pack: GamePack, token: str) -> Progress | None:
    """The signed progress of the address (None: none given)."""
    if not token:
        return None
    try:
        return Progress.load(pack.slug, token)
    except (signing.BadSignature, KeyError, TypeError, ValueError, AttributeError):
        raise BadInput(
            _("The progress in this address is damaged. Start the lessons again."),
            [(_("To the lessons"), reverse(pack.url_name("lessons")))],
        ) from None


def _link(pack: GamePack, name: str, progress: Progress | None, *args: object) -> str:
    url = reverse(pack.url_name(name), args=args)
    return url if progress is None else f"{url}?{urlencode({'p': progress.token(pack.slug)})}"


def _lesson(pack: GamePack, slug: str) -> Lesson:
    lesson = pack.lesson(slug)
    if lesson is None:
        raise Http404
    return lesson


def _base(pack: GamePack, progress: Progress | None) -> dict[str, object]:
    return {
        "pack": pack,
        "progress": "" if progress is None else progress.token(pack.slug),
        "progress_json": "" if progress is None else json.dumps(progress.as_json()),
    }


@require_safe
@private_with("p")  # the visitor's progress
def lesson_path(request: HtmxHttpRequest, pack: GamePack) -> HttpResponse:
    progress = _progress(pack, _valid(ProgressForm(request.GET))["p"])
    if not pack.lessons:
        raise Http404
    known = progress or Progress()
    rows = [
        (lesson, known.stars.get(lesson.slug, 0), _link(pack, "lesson", progress, lesson.slug))
        for lesson in pack.lessons
    ]
    following = next((row for row in rows if not row[1]), None)
    review = [
        (lesson, r.step, _link(pack, "lesson_step", progress, r.lesson, r.step))
        for r in known.due(today())
        if (lesson := pack.lesson(r.lesson)) is not None and r.step < len(lesson.steps)
    ]
    titles = {lesson.slug: str(lesson.title) for lesson in pack.lessons}
    context = {
        **_base(pack, progress),
        "rows": rows,
        "following": following,
        "review": review,
        "titles": json.dumps(titles),
    }
    return render(request, "tutorials/lessons/path.html", context)


@require_safe
@private_with("p")  # the visitor's progress
def lesson_page(request: HtmxHttpRequest, pack: GamePack, lesson: str) -> HttpResponse:
    progress = _progress(pack, _valid(ProgressForm(request.GET))["p"])
    chosen = _lesson(pack, lesson)
    titles = {s.anchor: s.title for page in pack.pages for s in page.sections}
    context = {
        **_base(pack, progress),
        "lesson": chosen,
        "count": len(chosen.steps),
        "sections": [(titles[a], pack.section_url(a)) for a in chosen.sections],
        "start_url": _link(pack, "lesson_step", progress, chosen.slug, 0),
        "path_url": _link(pack, "lessons", progress),
    }
    return render(request, "tutorials/lessons/lesson.html", context)


@require_safe
@private_with("p", "m")  # the visitor's progress and answer
def lesson_step(request: HtmxHttpRequest, pack: GamePack, lesson: str, number: int) -> HttpResponse:
    chosen_lesson = _lesson(pack, lesson)
    if number >= len(chosen_lesson.steps):
        raise Http404
    page = step_page(pack, chosen_lesson, number)
    data = _valid(StepForm(request.GET, [c.value for c in page.controls]))
    progress = _progress(pack, data["p"])
    watch = isinstance(chosen_lesson.steps[number], Watch)
    opened = page.shown_key if watch else answer_key(page, data["m"])
    block = next((b for b in page.blocks if b.key == opened), None)
    if block is not None and block.verdict in ("hit", "miss") and not watch:
        known = progress or Progress()
        if known.lesson != lesson:
            known = known.started(lesson)
        progress = known.answered(lesson, number, block.verdict == "hit", today())
    last = number + 1 == len(chosen_lesson.steps)
    context = {
        **_base(pack, progress),
        "lesson": chosen_lesson,
        "number": number,
        "count": len(chosen_lesson.steps),
        "page": page,
        "opened": opened or "",
        "chosen": data["m"],
        "step_url": reverse(pack.url_name("lesson_step"), args=(lesson, number)),
        "retry_url": _link(pack, "lesson_step", progress, lesson, number),
        "next_url": _link(pack, "lesson_done", progress, lesson)
        if last
        else _link(pack, "lesson_step", progress, lesson, number + 1),
        "lesson_url": _link(pack, "lesson", progress, lesson),
    }
    return render(request, "tutorials/lessons/step.html", context)


@require_safe
@private_with("p")  # the visitor's progress
def lesson_done(request: HtmxHttpRequest, pack: GamePack, lesson: str) -> HttpResponse:
    progress = _progress(pack, _valid(ProgressForm(request.GET))["p"])
    chosen = _lesson(pack, lesson)
    earned = None
    if progress is not None:
        progress, earned = progress.finished(lesson)
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
