"""The house-rules checklist and the saved, printable sheets.

Everything the checklist knows travels in the query string (and, for saving,
in hidden fields), so it works without an account and without JavaScript:
``/<game>/kotisaannot/`` asks where to start, ``?preset=…&<answers>`` shows the
questions with what the rules do, ``&step=save`` asks for a name, and a POST
saves a sheet at its own unguessable address. The game's pack (from the URL
conf) holds the questions, what the answers mean and what the figures show.
Input that our pages cannot have sent raises BadInput (the 400 page says why);
too many new computations or saves from one client get the 429 page.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import wraps
from typing import Any
from urllib.parse import urlencode

from django.http import Http404, HttpRequest, HttpResponse, QueryDict
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.cache import add_never_cache_headers
from django.utils.translation import gettext
from django.views.decorators.http import require_http_methods, require_safe
from django.views.decorators.vary import vary_on_headers

from tutorials import stats as figures
from tutorials.checklist import players_note, sample_game_url
from tutorials.checklist_form import ChecklistForm, tampered_reasons
from tutorials.client import client_ip
from tutorials.errors import BadInput
from tutorials.limits import CLIENT, RateLimited
from tutorials.models import HouseRuleSheet, is_token, new_token
from tutorials.packs.base import GamePack
from tutorials.sheets import save_sheet, sheet_qr
from tutorials.skill import for_rules
from tutorials.views.htmx import HtmxHttpRequest, partial_request
from tutorials.views.page_cache import cached_page
from tutorials.views.play import rules_play_url
from tutorials.views.referee import links as referee_links

TEMPLATES = "tutorials/house_rules"


# A saved sheet's page may be kept this long by browsers and shared caches: the row
# never changes, and the ETag lets them check cheaply after that.
SHEET_MAX_AGE = 60 * 60


def _refuse(reasons: list[str]) -> None:
    """Input our pages cannot have sent: the one error path, the 400 page says why."""
    if reasons:
        raise BadInput(" ".join(reasons))


def too_many(request: HttpRequest, limited: RateLimited) -> HttpResponse:
    """The client's own allowance spent: 429. The site's queue of new figures full, or the
    limits' store out of reach: 503. Either way, when to try again."""
    minutes = -(-limited.retry_after // 60)
    if limited.why == CLIENT:
        response = render(request, "429.html", {"retry_minutes": minutes}, status=429)
    else:
        context = {"retry_minutes": minutes, "why": limited.why}
        response = render(request, "503.html", context, status=503)
    response["Retry-After"] = str(limited.retry_after)
    return response


def _rate_limited(
    view: Callable[..., HttpResponse],
) -> Callable[..., HttpResponse]:
    @wraps(view)
    def wrapped(request: HtmxHttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        try:
            return view(request, *args, **kwargs)
        except RateLimited as limited:
            return too_many(request, limited)

    return wrapped


def query_names(pack: GamePack) -> tuple[str, ...]:
    """The parameters the checklist reads: the start, every question, the name, the step."""
    return ("preset", *pack.checklist.question, "name", "step")


def _query_data(pack: GamePack, query: QueryDict) -> dict[str, str]:
    """The starting point's answers, overlaid with those in the query string."""
    hr = pack.checklist
    start = str(query.get("preset", ""))
    data = hr.start_answers(start) if start in hr.start_keys else {}
    data["preset"] = start
    for name in query_names(pack)[1:]:
        value = query.get(name)
        if value is not None:
            data[name] = str(value)
    return data


def _answer_query(answers: Mapping[str, str], **extra: str) -> str:
    return urlencode({**answers, **extra})


def _questions(
    pack: GamePack, form: ChecklistForm, show_errors: bool, start: str
) -> list[dict[str, object]]:
    """Each question with what the template needs: value, note, error, rules link."""
    hr = pack.checklist
    answers = {key: str(value) for key, value in form.data.items()}
    notes = hr.inactive_notes(answers)
    players = form.cleaned_data.get("players")
    note_on_players = players_note(pack, start, int(players) if players else None)
    out = []
    for question in hr.questions:
        shown = []
        for error in form.errors.as_data().get(question.name, []):
            if error.code != "required":
                shown.append(str(error.messages[0]))
            elif show_errors:  # an open question is not wrong until they want to go on
                shown.append(gettext("Choose an answer."))
        note = notes.get(question.name)
        if question.name == "players":
            note = note_on_players
        out.append(
            {
                "q": question,
                "value": answers.get(question.name, ""),
                "note": note,
                "errors": shown,
                "link": pack.section_url(question.anchor),
            }
        )
    return out


def _summary(
    pack: GamePack, start: str, form: ChecklistForm, client: str, poll_step: str = ""
) -> dict[str, object]:
    """The rules in words and their figures, once every question has an answer.

    ``poll_step`` ends the address a page waiting for the figures asks again.
    """
    hr = pack.checklist
    if not form.is_valid():
        open_questions = [hr.question[name].text for name in form.errors if name in hr.question]
        return {"complete": False, "open_questions": open_questions}
    answers = _answers(pack, form.cleaned_data)
    players = int(answers["players"])
    rules = hr.answers_rules(start, answers)
    # None while the worker works them out: the page says so and asks again.
    stats = figures.statistics(rules, players, pack.engine, client)
    query = _answer_query({"preset": start, **answers})
    return {
        "complete": True,
        "answers": answers,
        "rule_sentences": hr.rule_sentences(answers),
        "agreement_sentences": hr.agreement_sentences(answers),
        "stats": stats,
        "findings": hr.stats_findings(stats, answers) if stats is not None else [],
        # How much skill counts: the bot bench's figures, or the worker's own sample.
        "skill": stats and for_rules(pack.engine, rules, players, stats.skill_edge),
        "poll_url": f"{reverse(pack.url_name('house_rules'))}?{query}{poll_step}",
        "sample_game_url": sample_game_url(pack, start, answers, players),
        "play_url": rules_play_url(pack, start, answers, players),
        "query": query,
    }


def _answers(pack: GamePack, cleaned: Mapping[str, object]) -> dict[str, str]:
    return {name: str(cleaned.get(name) or "") for name in pack.checklist.question}


@require_http_methods(["GET", "HEAD", "POST"])
@vary_on_headers("HX-Request")
@cached_page(query=query_names)  # figures included: a rule set's page is the same for everyone
@_rate_limited
def checklist(request: HtmxHttpRequest, pack: GamePack) -> HttpResponse:
    hr = pack.checklist
    if request.method == "POST":
        return _save(request, pack)
    query = request.GET
    if "preset" not in query:
        return render(request, f"{TEMPLATES}/start.html", {"pack": pack, "starts": hr.starts})
    form = hr.form_class(data=_query_data(pack, query))
    form.is_valid()
    # An empty starting point is no more a question left open than an unknown one.
    _refuse(
        tampered_reasons(form, lambda field, code: code in hr.user_errors and field != "preset")
    )
    start = form.cleaned_data["preset"]
    step = form.cleaned_data.get("step") or "questions"
    name = form.cleaned_data.get("name", "")
    poll_step = "&" + urlencode({"name": name, "step": "save"}) if step == "save" else ""
    summary = _summary(pack, start, form, client_ip(request), poll_step)
    context = {
        "pack": pack,
        "start": start,
        "start_name": hr.start_name(start),
        "name": name,
        "summary": summary,
    }
    if step == "save" and summary["complete"]:
        # One key per save form: a replayed POST of it finds the sheet it made.
        context["save_key"] = new_token()
        return _waiting(render(request, f"{TEMPLATES}/save.html", context), summary)
    context["questions"] = _questions(pack, form, step == "save", start)
    if partial_request(request):
        return _waiting(render(request, f"{TEMPLATES}/checklist.html#live", context), summary)
    return _waiting(render(request, f"{TEMPLATES}/checklist.html", context), summary)


def _waiting(response: HttpResponse, summary: Mapping[str, object]) -> HttpResponse:
    """A page still waiting for its figures: 202 Accepted, kept by no cache."""
    if summary["complete"] and summary["stats"] is None:
        response.status_code = 202
        add_never_cache_headers(response)
    return response


def _save(request: HtmxHttpRequest, pack: GamePack) -> HttpResponse:
    hr = pack.checklist
    form = hr.save_form_class(data=request.POST)
    form.is_valid()
    # Every answer comes in a hidden field, so only the name can be missing.
    reasons = tampered_reasons(form, lambda field, code: (field, code) == ("name", "required"))
    _refuse(reasons)
    start = form.data["preset"]
    client = client_ip(request)
    if form.errors:
        context = {
            "pack": pack,
            "start": start,
            "start_name": hr.start_name(start),
            "name": "",
            "summary": _summary(
                pack, start, hr.form_class(data=request.POST), client, "&step=save"
            ),
            "name_error": gettext("Give the sheet a name."),
            "save_key": form.cleaned_data.get("save_key") or new_token(),
        }
        return _waiting(render(request, f"{TEMPLATES}/save.html", context), context["summary"])
    answers = _answers(pack, form.cleaned_data)
    players = int(answers["players"])
    stats = figures.statistics(hr.answers_rules(start, answers), players, pack.engine, client)
    if stats is None:  # still being worked out: the save page waits for them
        query = _answer_query({"preset": start, **answers}, name=form.cleaned_data["name"])
        return redirect(f"{reverse(pack.url_name('house_rules'))}?{query}&step=save")
    sheet = save_sheet(
        game=pack.engine,
        client=client,
        save_key=form.cleaned_data.get("save_key", ""),
        name=form.cleaned_data["name"],
        start=start,
        answers=answers,
        players=players,
        stats=stats.as_json(),
    )
    return redirect(_sheet_url(pack, sheet.token))


def _sheet_url(pack: GamePack, token: str) -> str:
    return reverse(pack.url_name("sheet"), args=[token])


@require_safe
@cached_page(max_age=SHEET_MAX_AGE)  # a saved sheet never changes
def sheet(request: HtmxHttpRequest, pack: GamePack, token: str) -> HttpResponse:
    hr = pack.checklist
    if not is_token(token):
        raise Http404("not a sheet address")
    saved = get_object_or_404(HouseRuleSheet, token=token, game=pack.engine)
    answers = saved.answers
    # A sheet's figures are in the shape of its own version, however old.
    stats = figures.Stats.from_json(saved.stats, saved.version)
    address = request.build_absolute_uri(_sheet_url(pack, saved.token))
    # In the checklist's question order, not the stored one (PostgreSQL's jsonb keeps
    # its own key order), so the link is the same on every database.
    ordered = {name: answers[name] for name in hr.question if name in answers}
    copy_query = _answer_query({"preset": saved.start, **ordered}, name=saved.name)
    context = {
        "pack": pack,
        "sheet": saved,
        "start_name": hr.start_name(saved.start),
        "rule_sentences": hr.rule_sentences(answers),
        # The table's complete rules, part by part: the deal, a turn, the end.
        "sheet_sections": hr.sheet_sections(answers),
        "agreement_sentences": hr.agreement_sentences(answers),
        "stats": stats,
        "findings": hr.stats_findings(stats, answers),
        "address": address,
        "qr": sheet_qr(address),
        "copy_url": f"{reverse(pack.url_name('house_rules'))}?{copy_query}",
        "play_url": rules_play_url(pack, saved.start, answers, saved.players),
        "signature_lines": range(max(saved.players, 2)),
        # The table's referee: the disputes settled under this sheet's rules.
        "kinds": referee_links(pack, saved),
    }
    # The row never changes, so the page only changes with a new release of the site:
    # cached_page keeps it and answers its ETag.
    return render(request, f"{TEMPLATES}/sheet.html", context)
