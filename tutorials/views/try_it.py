""" "Try it": the visitor makes one of a worked example's decisions, and hears a verdict.

The decision's page offers the moves (a refused one says why and which moves
would fit, and a hint may be asked). After a move, the verdict compares it with
the example's own: the same move says so and the example goes on at its own
step numbering (its own recording, with links into the example); another legal
move shows the example's move beside it and what the strongest computer player
found of both, then the visitor's own game plays on, labelled as such and
numbered from the visitor's move. The question the decision's goal asks is
answered after the move. One weighing per decision, read by its hint and its
verdict alike (``preweigh.weigh_decision``): the one the worker made ahead
(``tutorials.preweigh``), else a search within ``tutorials.advice``'s budget,
kept in the shared cache for the next visitor.
"""

from __future__ import annotations

from collections.abc import Callable
from urllib.parse import urlencode

from django.http import Http404, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext
from django.views.decorators.http import require_safe
from django.views.decorators.vary import vary_on_headers

from games import search
from games.core import Action, Game, GameState
from games.registry import find_game
from games.scenario import Scenario
from tutorials import advice, play, preweigh, stepper
from tutorials.errors import BadInput
from tutorials.packs.base import GamePack
from tutorials.play.branching import Branch
from tutorials.play.forms import TryForm, invalid, parse_choice
from tutorials.play.state import decider
from tutorials.presenter import Presenter
from tutorials.stepper import Timeline, present
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
    shown_at = form.cleaned_data["at"]
    branched, cards, choice = _branch(game, scenario, decisions[step], choice, shown_at)
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
        context.update(_decision(pack, scenario, step, branched, here))
        if form.cleaned_data["hint"] and not branched.state.over:
            # The decision's one weighing: the verdict after a move reads the same.
            weighed = preweigh.weigh_decision(scenario, decisions[step], branched.state)
            hint = context["hint"] = pack.presenter.hint(branched.state, weighed=weighed)
            context["hint_rules"] = pack.section_url(hint.section) if hint.section else None
            context["hinted"] = [game.option_text((c,)) for c in hint.action.cards]
        template = "tutorials/play/try.html"
    else:
        assert cards is not None
        example = branched.example
        assert example is not None
        shown = (Action(example.player, cards), example)
        assert branched.decision is not None
        weighed = preweigh.weigh_decision(scenario, decisions[step], branched.decision, shown)
        context.update(_verdict(pack.presenter, branched, cards, weighed))
        if branched.same:
            context.update(_example_goes_on(pack.presenter, scenario, line, branched, example_url))
        else:

            def link(target: int) -> str:
                return f"{here}?{urlencode({'step': step, 'choice': choice, 'at': target})}"

            if shown_at is not None and branched.events[_last(branched, shown_at) - 1][1] is None:
                # A step past the end: the last one, with its table.
                branched = play.branch(scenario, decisions[step], cards, _last(branched, shown_at))
            context.update(_own_game(pack, scenario, branched, shown_at, link))
        template = "tutorials/play/try_branch.html"
    if partial_request(request):
        return render(request, f"{template}#try", context)
    return render(request, template, context)


def _branch(
    game: Game, scenario: Scenario, decision: int, choice: str, shown: int | None
) -> tuple[Branch, tuple[int, ...] | None, str]:
    """The example's game at ``decision``, with the visitor's move if one was chosen: the
    branch (with the table of step ``shown``), the move's cards and their words (a refused
    order of several cards put right)."""
    cards = parse_choice(game, choice) if choice else None
    branched = play.branch(scenario, decision, cards, shown)
    if branched.refused is not None and cards is not None and len(cards) > 1:
        # Checkboxes send the hand's order: the one move of these cards in another order.
        same = [a for a in branched.state.legal_actions() if sorted(a.cards) == sorted(cards)]
        if len(same) == 1:
            cards = same[0].cards
            choice = game.option_text(cards)
            branched = play.branch(scenario, decision, cards, shown)
    return branched, cards, choice


def _last(branched: Branch, at: int) -> int:
    """Step ``at`` of the visitor's own game, kept between their move and its end."""
    assert branched.left_at is not None
    return max(branched.left_at, min(at, len(branched.events)))


def _decision(
    pack: GamePack, scenario: Scenario, step: int, branched: Branch, here: str
) -> dict[str, object]:
    """The decision's page: the example's step, the deciding player's hand, a refusal."""
    game, presenter, names = find_game(pack.engine), pack.presenter, scenario.players
    state = branched.state
    player = decider(state)
    refused = branched.refused
    return dict(
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


def _example_goes_on(
    presenter: Presenter, scenario: Scenario, line: Timeline, branched: Branch, example_url: str
) -> dict[str, object]:
    """The example's own game goes on: its next step, at the example's own numbering."""
    assert branched.left_at is not None
    at = line.page_step(branched.left_at)
    own = line.positions[at][0]
    shown = present(scenario, scenario.players, own, line.since(0, own), presenter)
    links = step_links(lambda n: f"{example_url}?step={n}", at, line.total)
    # A move before the example's window (cut to the turns that teach) has no page
    # step of its own: "Continue the example" leads to the window's first.
    if line.since(0, own) < branched.left_at <= own:
        return dict(shown=shown, **links, at=at, total=line.total)
    return dict(shown=shown, **{**links, "previous": None, "next": links["first"]})


def _own_game(
    pack: GamePack,
    scenario: Scenario,
    branched: Branch,
    at: int | None,
    link: Callable[[int], str],
) -> dict[str, object]:
    """The visitor's own game from their move on, at its step ``at`` (None: the move)."""
    game, presenter = find_game(pack.engine), pack.presenter
    events = branched.events
    assert branched.left_at is not None
    start, total = branched.left_at, len(events)
    at = start if at is None else _last(branched, at)
    return dict(
        shown=presenter.step(
            example_capture(events, at, scenario, game.table(branched.state), presenter.actor),
            scenario.players,
            scenario.rules,
        ),
        # The visitor's own game is numbered from their move: 1 is the move itself.
        at=at - start + 1,
        total=total - start + 1,
        **step_links(link, at, total, low=start),
    )


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
        "chosen": presenter.move_words(chosen),
        "example_choice": presenter.move_words(example),
        "question": presenter.question(decision),
        "example_best": weighed is None,  # nothing weighed: nothing says otherwise
    }
    if weighed is not None:
        offered = weighed.of(chosen) is not None and weighed.of(example) is not None
        if offered and branched.same:
            # The visitor's own figure where the pick is another move (it names its own).
            if chosen.cards != weighed.best.action.cards:
                said["chosen_result"] = advice.figure(weighed, chosen, presenter.aim)
        elif offered:
            said["chosen_result"], said["example_result"] = advice.results(
                weighed, chosen, example, presenter.aim
            )
        if offered:
            # The example's move earns the success colour only where it is the pick or
            # within the noise of it; else the box is neutral and names the stronger move.
            said["example_best"] = advice.as_good(weighed, example)
        said["answer"] = presenter.move_words(weighed.best.action)
        said["answer_why"] = advice.finding(weighed, presenter.aim)
    return said
