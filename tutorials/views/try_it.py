""" "Try it": the visitor makes one of a worked example's decisions, and hears a verdict.

The decision's page offers the moves (a refused one says why and which moves
would fit, and a hint may be asked). After a move, the verdict compares it with
the example's own: the same move says so and the example goes on at its own
step numbering (its own recording, with links into the example); another legal
move shows the example's move beside it and what the strongest computer player
found of both, then the visitor's own game plays on, labelled as such and
numbered from the visitor's move. The question the decision's goal asks is
answered after the move. One search per decision (``tutorials.advice``'s
budget), kept in the shared cache for the next visitor and read by the
decision's hint and its verdict alike (``branching.weigh_decision``).
"""

from __future__ import annotations

from urllib.parse import urlencode

from django.http import Http404, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext
from django.views.decorators.http import require_safe
from django.views.decorators.vary import vary_on_headers

from games import search
from games.core import Action, GameState
from games.registry import find_game
from tutorials import advice, play, stepper
from tutorials.errors import BadInput
from tutorials.packs.base import GamePack
from tutorials.play.branching import Branch, weigh_decision
from tutorials.play.branching import position as decision_position
from tutorials.play.forms import TryForm, invalid, parse_choice
from tutorials.play.state import decider
from tutorials.presenter import Presenter
from tutorials.stepper import present
from tutorials.views.htmx import HtmxHttpRequest, partial_request
from tutorials.views.page_cache import private_page
from tutorials.views.play_moves import refusal
from tutorials.views.play_pages import example_capture, hand_controls, step_links
from tutorials.words import NameCase, player_name

# A refusal names at most this many of the moves that would fit (a lead may offer dozens).
FITS = 8


@require_safe
@vary_on_headers("HX-Request")
@private_page  # the visitor's own move and hand
def try_example(request: HtmxHttpRequest, pack: GamePack, slug: str) -> HttpResponse:
    """ "Try it": the visitor's own move at a decision of a worked example, and what follows."""
    game = find_game(pack.engine)
    presenter = pack.presenter
    found = pack.examples.by_slug.get(slug)
    if found is None:
        raise Http404
    form = TryForm(request.GET)
    if not form.is_valid():
        raise invalid(form)
    scenario = pack.examples.scenario(found.games[0].scenario)
    step = form.cleaned_data["step"]
    decisions = play.decision_steps(scenario)
    if step not in decisions:
        raise BadInput(gettext("Nobody chooses a card at this step of the example."))
    choice = form.cleaned_data["choice"]
    cards = parse_choice(game, choice) if choice else None
    shown = form.cleaned_data["at"]
    branched = play.branch(scenario, decisions[step], cards, shown)
    if branched.refused is not None and cards is not None and len(cards) > 1:
        # Checkboxes send the hand's order: the one move of these cards in another order.
        same = [a for a in branched.state.legal_actions() if sorted(a.cards) == sorted(cards)]
        if len(same) == 1:
            cards = same[0].cards
            choice = game.option_text(cards)
            branched = play.branch(scenario, decisions[step], cards, shown)
    names = scenario.players
    here = reverse(pack.url_name("example_try"), args=[slug])
    line = pack.examples.timeline(found)
    example_url = reverse(pack.url_name("example"), args=[slug])
    context: dict[str, object] = {
        "pack": pack,
        "example": found,
        "step": step,
        # The page where the choice is made: a turn marker is told with the next step.
        "back_url": f"{example_url}?step={line.page_before(step)}",
        "here": here,
    }
    if branched.left_at is None:
        state = branched.state
        player = decider(state)
        refused = branched.refused
        context.update(
            # The example's own step: its recording knows whom the game asks ("to move").
            shown=presenter.step(
                stepper.capture(scenario, step, presenter.actor), names, scenario.rules
            ),
            player=names[player],
            player_genitive=player_name(names[player], NameCase.GENITIVE),
            goal=presenter.goal(state),
            hand=hand_controls(game, presenter, state, player),
            play_word=presenter.play_chosen,
            fits=True,
            hand_action=here,
            hand_get=here,
            hand_fields=[("step", step)],
            refused=refusal(pack, refused) if refused else None,
            **(_fits(presenter, state) if refused else {}),
            hint_url=f"{here}?{urlencode({'step': step, 'hint': 1})}",
        )
        if form.cleaned_data["hint"] and not state.over:
            # The decision's one weighing: the verdict after a move reads the same.
            weighed_at = decision_position(scenario, decisions[step])
            hint = context["hint"] = presenter.hint(state, weighed_at)
            context["hint_rules"] = pack.section_url(hint.section) if hint.section else None
            context["hinted"] = [game.option_text((c,)) for c in hint.action.cards]
        template = "tutorials/play/try.html"
    else:
        assert cards is not None and branched.left_at is not None
        weighed = weigh_decision(scenario, decisions[step], branched.decision)
        context.update(_verdict(presenter, branched, cards, weighed))
        if branched.same:
            # The example's own game goes on: its next step, at the example's own numbering.
            at = line.page_step(branched.left_at)
            own = line.positions[at][0]
            shown = present(scenario, names, own, line.since(0, own), presenter)
            context.update(
                shown=shown,
                **step_links(lambda n: f"{example_url}?step={n}", at, line.total),
            )
            # A move before the example's window (cut to the turns that teach) has no page
            # step of its own: "Continue the example" leads to the window's first.
            if line.since(0, own) < branched.left_at <= own:
                context.update(at=at, total=line.total)
            else:
                context.update(previous=None, next=context["first"])
        else:
            events = branched.events
            start, total = branched.left_at, len(events)
            at = form.cleaned_data["at"]
            at = start if at is None else max(start, min(at, total))
            if events[at - 1][1] is None:  # a step past the end: the last one, with its table
                branched = play.branch(scenario, decisions[step], cards, at)
                events = branched.events

            def link(target: int) -> str:
                return f"{here}?{urlencode({'step': step, 'choice': choice, 'at': target})}"

            context.update(
                shown=presenter.step(
                    example_capture(
                        events, at, scenario, game.table(branched.state), presenter.actor
                    ),
                    names,
                    scenario.rules,
                ),
                # The visitor's own game is numbered from their move: 1 is the move itself.
                at=at - start + 1,
                total=total - start + 1,
                **step_links(link, at, total, low=start),
            )
        template = "tutorials/play/try_branch.html"
    if partial_request(request):
        return render(request, f"{template}#try", context)
    return render(request, template, context)


def _fits(presenter: Presenter, state: GameState) -> dict[str, object]:
    """The moves that would have fitted, in their buttons' words (the first ``FITS``)."""
    fits = [presenter.option_words(a) for a in search.distinct(state.legal_actions())]
    return {"would_fit": fits[:FITS], "more_fits": max(len(fits) - FITS, 0)}


def _verdict(
    presenter: Presenter,
    branched: Branch,
    cards: tuple[int, ...],
    weighed: advice.Weighed | None,
) -> dict[str, object]:
    """The words comparing the visitor's move with the example's, and the answer to the
    decision's question (what the strongest computer player chose, and why)."""
    example, decision = branched.example, branched.decision
    assert example is not None and decision is not None
    chosen = Action(example.player, cards)
    said: dict[str, object] = {
        "same": branched.same,
        "chosen": presenter.option_words(chosen),
        "example_choice": presenter.option_words(example),
        "question": presenter.question(decision),
    }
    if weighed is not None:
        mine, theirs = weighed.of(chosen), weighed.of(example)
        if not branched.same and mine is not None and theirs is not None:
            said["chosen_result"], said["example_result"] = advice.results(
                mine, theirs, presenter.aim
            )
        said["answer"] = presenter.option_words(weighed.best.action)
        said["answer_why"] = advice.finding(weighed, presenter.aim)
    return said
