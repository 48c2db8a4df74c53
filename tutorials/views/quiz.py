"""A game's quiz: rounds of ten questions, drawn from a seed, checked on the server.

A round lives at ``/<game>/tietovisa/<seed>/``. Its progress (the answers so
far) travels in a signed token: in the ``p`` query parameter of links and in a
hidden field of the answer form. Answers are posted to ``…/vastaa/`` and
checked here; a plain post is redirected to the feedback page (so a reload
posts nothing), an htmx post gets the feedback in place.
"""

import secrets
from dataclasses import dataclass
from urllib.parse import urlencode

from django import forms
from django.http import HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse, translate_url
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_POST, require_safe
from django.views.decorators.vary import vary_on_headers

from tutorials.context_processors import language_switch
from tutorials.errors import BadInput
from tutorials.packs.base import GamePack
from tutorials.quiz.forms import AnswerForm, RoundForm, StartForm, valid
from tutorials.quiz.model import Choice, Question
from tutorials.quiz.rounds import (
    MAX_SEED,
    ROUND_LENGTH,
    STALE,
    TAMPERED,
    Progress,
    ProgressError,
    score,
)
from tutorials.views.htmx import HtmxHttpRequest, partial_request
from tutorials.views.page_cache import cached_page, private_page
from tutorials.words import Text

TEMPLATE = "tutorials/quiz/round.html"

NO_ANSWER = _("No answer was chosen. Go back to the question and pick one of the answers.")
FINISHED = _("This round is already over, so it takes no more answers.")


def _bad(
    pack: GamePack, message: Text, seed: int | None = None, back_url: str | None = None
) -> BadInput:
    """A 400 saying what was wrong, with ways back into the quiz."""
    links: list[tuple[Text, str]] = []
    if back_url is not None:
        links.append((_("Back to the question"), back_url))
    if seed is not None:
        links.append((_("Start this round again"), _round_url(pack, seed)))
    links.append((_("To the start of the quiz"), reverse(pack.url_name("quiz"))))
    return BadInput(message, links)


def _load(pack: GamePack, token: str, seed: int) -> Progress:
    try:
        return pack.quiz.load(token, seed)
    except ProgressError as error:
        raise _bad(pack, error.message, seed) from None


def _round_url(
    pack: GamePack, seed: int, progress: Progress | None = None, feedback: bool = False
) -> str:
    url = reverse(pack.url_name("quiz_round"), kwargs={"seed": seed})
    query: dict[str, str] = {}
    if progress is not None and progress.answers:
        query["p"] = pack.quiz.dump(progress)
        if feedback:
            query["palaute"] = "1"
    return f"{url}?{urlencode(query)}" if query else url


def _new_seed() -> int:
    return secrets.randbelow(MAX_SEED + 1)


@require_safe
def quiz_start(request: HtmxHttpRequest, pack: GamePack) -> HttpResponse:
    if "seed" in request.GET:
        try:
            seed = valid(StartForm(request.GET))["seed"]
        except BadInput as error:
            raise _bad(pack, error.message) from None
        assert isinstance(seed, int)
        return HttpResponseRedirect(_round_url(pack, seed))
    context = {
        "pack": pack,
        "start_url": _round_url(pack, _new_seed()),
        "round_length": ROUND_LENGTH,
    }
    return render(request, "tutorials/quiz/start.html", context)


@dataclass(frozen=True)
class Answered:
    """One answered question, for the feedback and the result."""

    number: int
    question: Question
    chosen: Choice
    rules_url: str

    @property
    def correct(self) -> bool:
        return self.chosen.right


def _answered(pack: GamePack, seed: int, answers: tuple[str, ...]) -> list[Answered]:
    questions = pack.quiz.build_round(seed).questions
    rows = []
    for number, (question, key) in enumerate(zip(questions, answers, strict=False), start=1):
        chosen = question.choice(key)
        assert chosen is not None  # load() checked every answer
        rows.append(Answered(number, question, chosen, pack.section_url(question.anchor)))
    return rows


def _switch_to(request: HtmxHttpRequest, url: str) -> dict[str, dict[str, str]]:
    """The language switch for ``url``, where an htmx answer moves the address bar."""
    other = language_switch(request)["other_language"]
    return {"other_language": {**other, "url": translate_url(url, other["code"])}}


def _page(
    request: HtmxHttpRequest,
    pack: GamePack,
    partial: str,
    context: dict[str, object],
    url: str | None = None,
) -> HttpResponse:
    context = {"pack": pack, "partial": partial, "total": ROUND_LENGTH, **context}
    if not partial_request(request):
        return render(request, TEMPLATE, context)
    # The header stays on the page: its language switch is sent along to follow the address.
    context["oob_switch"] = True
    if url is not None:
        context |= _switch_to(request, url)
    return render(request, f"{TEMPLATE}#{partial}", context)


def _question_page(request: HtmxHttpRequest, pack: GamePack, progress: Progress) -> HttpResponse:
    number = len(progress.answers) + 1
    round_ = pack.quiz.build_round(progress.seed)
    context = {
        "seed": progress.seed,
        "number": number,
        "question": round_.questions[number - 1],
        "token": pack.quiz.dump(progress),
        "answer_url": reverse(pack.url_name("quiz_answer"), kwargs={"seed": progress.seed}),
        "score": score(round_, progress.answers),
    }
    return _page(request, pack, "question", context)


def _feedback_page(
    request: HtmxHttpRequest, pack: GamePack, progress: Progress, url: str | None = None
) -> HttpResponse:
    answered = _answered(pack, progress.seed, progress.answers)[-1]
    context = {
        "seed": progress.seed,
        "number": answered.number,
        "answered": answered,
        "next_url": _round_url(pack, progress.seed, progress),
        "finished": progress.finished,
    }
    return _page(request, pack, "feedback", context, url)


def _result_page(request: HtmxHttpRequest, pack: GamePack, progress: Progress) -> HttpResponse:
    context = {
        "seed": progress.seed,
        "rows": _answered(pack, progress.seed, progress.answers),
        "score": score(pack.quiz.build_round(progress.seed), progress.answers),
        "again_url": _round_url(pack, progress.seed),
        "new_url": _round_url(pack, _new_seed()),
    }
    return _page(request, pack, "result", context)


def _form(pack: GamePack, form: forms.Form) -> dict[str, object]:
    try:
        return valid(form)
    except BadInput as error:
        seed = form.cleaned_data.get("seed")
        raise _bad(pack, error.message, seed if isinstance(seed, int) else None) from None


@require_safe
@vary_on_headers("HX-Request")
@private_page  # the progress and the answer form's CSRF token are the visitor's
@cached_page(query=("p", "palaute"))  # RoundForm's fields (the seed is in the path)
def quiz_round(request: HtmxHttpRequest, pack: GamePack, seed: int) -> HttpResponse:
    data = _form(pack, RoundForm({"seed": seed, **request.GET.dict()}))
    token = data["p"]
    assert isinstance(token, str)
    progress = _load(pack, token, seed) if token else Progress(seed)
    if data["palaute"] and progress.answers:
        return _feedback_page(request, pack, progress)
    if progress.finished:
        return _result_page(request, pack, progress)
    return _question_page(request, pack, progress)


@require_POST
@private_page
def quiz_answer(request: HtmxHttpRequest, pack: GamePack, seed: int) -> HttpResponse:
    data = _form(pack, AnswerForm({"seed": seed, **request.POST.dict()}))
    token, question_id, answer = data["progress"], data["question"], data["answer"]
    assert isinstance(token, str) and isinstance(question_id, str) and isinstance(answer, str)
    progress = _load(pack, token, seed)
    if progress.finished:
        raise _bad(pack, FINISHED, seed)
    question = pack.quiz.build_round(seed).questions[len(progress.answers)]
    if question_id != question.id:
        # Also a replayed answer: the token moved on, the question did not.
        raise _bad(pack, STALE, seed)
    if not answer:
        raise _bad(pack, NO_ANSWER, seed, back_url=_round_url(pack, seed, progress))
    if question.choice(answer) is None:
        raise _bad(pack, TAMPERED, seed)
    progress = progress.answered(answer)
    feedback_url = _round_url(pack, seed, progress, feedback=True)
    if not partial_request(request):
        # See other: the browser fetches the feedback with GET, so a reload is harmless.
        return HttpResponseRedirect(feedback_url, status=303)
    response = _feedback_page(request, pack, progress, feedback_url)
    response["HX-Push-Url"] = feedback_url
    return response
