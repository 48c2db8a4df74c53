"""Play a whole game against computer players: the start form, each move, the replay.

Every request is a GET: nothing is stored, the page is a pure function of
the token (rules, seed, choices so far) and the move asked for. A move
answers with a 303 to the new position's address (``?t=…``), so reloading
or going back never plays twice; htmx gets the new position in place and
the address through ``HX-Push-Url``. A move the rules refuse is answered
with the engine's reason and the same position; a damaged, foreign or
out-of-order token is a 400 in the visitor's language.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlencode

from django import forms
from django.http import Http404, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_safe
from django.views.decorators.vary import vary_on_headers

from games.core import Action, Game, PlayersError, RulesError
from games.options import rules_to_dict
from games.registry import find_game
from games.scenario import Scenario
from tutorials import play, stepper
from tutorials.cards import CardView
from tutorials.errors import BadInput
from tutorials.packs.base import GamePack
from tutorials.packs.interface import PlayModule
from tutorials.stepper import Capture, form_error
from tutorials.views.htmx import HtmxHttpRequest, partial_request

# ---------------------------------------------------------------------------
# Forms: every parameter goes through one


class StartForm(forms.Form):
    """The rules, the number of players and the computer players' style.

    Single options of the rules (from a house-rules checklist or sheet) come
    as extra fields named as the engine's options, written as the any-game
    page writes them (``max_draws=3``).
    """

    def __init__(self, data: Any, part: PlayModule, game: Game) -> None:
        super().__init__(data)
        self.game = game
        self.fields["preset"] = forms.ChoiceField(
            label=_("Rules"), choices=list(part.PRESET_LABELS.items()), initial=game.default_preset
        )
        self.fields["players"] = forms.IntegerField(
            label=_("Players"), min_value=2, max_value=part.MAX_PLAYERS, initial=4
        )
        self.fields["policy"] = forms.ChoiceField(
            label=_("The computer players play"),
            choices=list(part.POLICY_LABELS.items()),
            widget=forms.RadioSelect,
            initial="heuristic",
        )
        for spec in game.options:
            if spec.key != "max_turns":
                self.fields[spec.key] = forms.CharField(
                    required=False, max_length=20, widget=forms.HiddenInput
                )

    def overrides(self) -> dict[str, str]:
        return {
            spec.key: self.cleaned_data[spec.key]
            for spec in self.game.options
            if self.cleaned_data.get(spec.key)
        }

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if self.errors:
            return data
        try:
            self.rules = self.game.make_rules(data["preset"], self.overrides())
            self.game.check_players(self.rules, data["players"])
        except PlayersError as error:
            raise forms.ValidationError(
                gettext("These rules take %(low)d to %(high)d players.")
                % {"low": error.low, "high": error.high}
            ) from None
        except RulesError as error:
            raise forms.ValidationError(
                gettext("The rule “%(key)s” cannot be “%(value)s”.")
                % {
                    "key": error.data.get("key", "?"),
                    "value": str(error.data.get("value", ""))[:20],
                }
            ) from None
        return data


class MoveForm(forms.Form):
    """A position (``t``), and maybe a move in it: ``move`` counts the choices made so far."""

    t = forms.CharField(max_length=play.MAX_TOKEN, label=_("Game"))
    move = forms.IntegerField(
        required=False, min_value=0, max_value=play.MAX_CHOICES, label=_("Move")
    )
    choice = forms.CharField(required=False, max_length=400, label=_("Card"))
    hint = forms.BooleanField(required=False)


def _form_error(form: forms.Form) -> BadInput:
    errors = form.non_field_errors()
    if errors:
        return BadInput(str(errors[0]))
    return form_error(form)


# ---------------------------------------------------------------------------
# What the page shows


@dataclass(frozen=True)
class Option:
    """One button: the move's card codes, its words, and the cards to draw."""

    value: str
    words: str
    cards: tuple[Any, ...]


def _part(pack: GamePack) -> PlayModule:
    if pack.play is None:
        raise Http404
    return pack.play


def rules_play_url(pack: GamePack, start: str, answers: Mapping[str, str], players: int) -> str:
    """ "Play with our house rules": the start form with a checklist's or sheet's rules.

    The rules go as the engine's options (those that differ from the default
    preset) in the address; the start form reads them back through the schema.
    """
    game = find_game(pack.engine)
    base = rules_to_dict(game.options, game.make_rules(game.default_preset, None))
    try:
        rules = rules_to_dict(game.options, pack.checklist.answers_rules(start, answers))
    except (KeyError, ValueError):  # an old sheet without some answer: the default rules
        rules = base
    query = {"preset": game.default_preset, "players": str(players)}
    for key, value in rules.items():
        if key != "max_turns" and value != base[key]:
            query[key] = "none" if value is None else str(value).lower()
    return f"{reverse(pack.url_name('play'))}?{urlencode(query)}"


def _url(pack: GamePack, name: str, **query: str) -> str:
    return f"{reverse(pack.url_name(name))}?{urlencode(query)}"


def _context(
    pack: GamePack,
    game: Game,
    replay: play.Replay,
    *,
    want_hint: bool = False,
    refused: tuple[str, str | None] | None = None,
) -> dict[str, object]:
    part = _part(pack)
    setup = replay.setup
    names = part.names(setup.players)
    state = replay.state
    token = play.game_token(pack.slug, game, setup, replay.choices)
    turns = part.turns(replay.events, names, setup.rules, setup.seat, not replay.choices)
    actions = replay.actions
    context: dict[str, object] = {
        "pack": pack,
        "table": part.seen_table(game.table(state), names, setup.rules, setup.seat),
        "turns": turns,
        "token": token,
        "move": len(replay.choices),
        "over": state.over,
        "refused": refused,
        "address": _url(pack, "play", t=token),
        "policy": part.POLICY_LABELS.get(setup.policy, setup.policy),
    }
    if actions:
        # The engine's table lists every game's hands as cards (a state may keep them
        # otherwise, as bit masks say).
        hand = game.table(state).hands[setup.seat]
        singles = [Action(setup.seat, (card,)) for card in dict.fromkeys(hand)]
        # Moves that are not one card of the hand: cards played together, and in a
        # layout game "stop", "hold", an ace's end or a joker's place (drawn: only cards).
        # A move of no cards (a pass) is one of them too.
        together = [a for a in actions if len(a.cards) != 1 or a.cards[0] not in hand]
        context["goal"] = part.goal(state)
        context["options"] = [
            Option(
                game.option_text(a.cards),
                part.option_words(a),
                tuple(CardView(c, deck=game.deck) for c in a.cards if c in hand),
            )
            for a in [*singles, *together]
        ]
        if want_hint:
            action, why = part.hint(state)
            context["hint"] = (part.option_words(action), why)
        context["hint_url"] = _url(pack, "play", t=token, hint="1")
    else:
        outcome = state.outcome
        context["places"] = (
            [
                (number, [names[q] for q in group], set(group) <= set(outcome.losers))
                for number, group in enumerate(outcome.places, start=1)
            ]
            if outcome is not None
            else []
        )
        context["replay_url"] = _url(pack, "play_replay", t=token)
        if game.series and outcome is not None:
            # The next game of a series starts from its deal: the card exchange is told first.
            following = play.next_setup(game, setup, outcome.places)
            context["next_game_url"] = _url(
                pack, "play", t=play.game_token(pack.slug, game, following, ())
            )
    return context


def _show(
    request: HtmxHttpRequest, context: dict[str, object], push: str | None = None
) -> HttpResponse:
    if partial_request(request):
        response = render(request, "tutorials/play/game.html#game", {**context, "oob": True})
        if push:
            response["HX-Push-Url"] = push
        return response
    return render(request, "tutorials/play/game.html", context)


# ---------------------------------------------------------------------------
# Views


@require_safe
@vary_on_headers("HX-Request")
def play_game(request: HtmxHttpRequest, pack: GamePack) -> HttpResponse:
    part = _part(pack)
    game = find_game(pack.engine)
    if "t" not in request.GET:
        return _start(request, pack, part, game)
    form = MoveForm(request.GET)
    if not form.is_valid():
        raise _form_error(form)
    setup, choices = play.read_token(pack.slug, game, form.cleaned_data["t"])
    choice = form.cleaned_data["choice"]
    if not choice:
        replay = play.recall(pack.slug, setup, choices) or play.replay(game, setup, choices)
        return _show(request, _context(pack, game, replay, want_hint=form.cleaned_data["hint"]))
    if form.cleaned_data["move"] != len(choices):
        raise BadInput(
            gettext(
                "This move was made from another point of the game. Go back to the game's "
                "latest page and choose again."
            )
        )
    try:
        cards = game.parse_choice(choice.split())
    except ValueError:
        raise BadInput(
            gettext("“%(value)s” is not a card of this game.") % {"value": choice[:20]}
        ) from None
    htmx = partial_request(request)
    moved = play.replay(game, setup, choices, then=Action(setup.seat, cards))
    if moved.refused is not None:
        return _show(request, _context(pack, game, moved, refused=part.refusal(moved.refused)))
    if len(moved.choices) == len(choices):
        raise BadInput(gettext("The game is over: no more cards are played."))
    if htmx:
        context = _context(pack, game, moved)
        return _show(request, context, str(context["address"]))
    # The page the redirect leads to is usually asked of this same process next.
    play.remember(pack.slug, moved)
    address = _url(pack, "play", t=play.game_token(pack.slug, game, setup, moved.choices))
    return HttpResponse(status=303, headers={"Location": address})


def _start(request: HtmxHttpRequest, pack: GamePack, part: PlayModule, game: Game) -> HttpResponse:
    submitted = "start" in request.GET
    form = StartForm(request.GET if submitted else None, part, game)
    if submitted:
        if not form.is_valid():
            raise _form_error(form)
        setup = play.new_setup(
            game, form.rules, form.cleaned_data["players"], form.cleaned_data["policy"]
        )
        token = play.game_token(pack.slug, game, setup, ())
        return HttpResponse(status=303, headers={"Location": _url(pack, "play", t=token)})
    # House rules arrive as options in the address: carried along, and said so.
    carried = StartForm(request.GET, part, game)
    carried.is_valid()
    house = {
        k: v
        for k, v in request.GET.items()
        if k in carried.fields and k not in ("preset", "players", "policy") and v
    }
    initial = {k: request.GET[k] for k in ("preset", "players", "policy") if request.GET.get(k)}
    form = StartForm(None, part, game)
    form.initial = {**initial, **house}
    return render(
        request,
        "tutorials/play/start.html",
        {"pack": pack, "form": form, "house_rules": bool(house)},
    )


@require_safe
@vary_on_headers("HX-Request")
def play_replay(request: HtmxHttpRequest, pack: GamePack) -> HttpResponse:
    """A finished game step by step, every hand face up: the game is over, nothing is hidden."""
    part = _part(pack)
    game = find_game(pack.engine)
    form = ReplayForm(request.GET)
    if not form.is_valid():
        raise _form_error(form)
    setup, choices = play.read_token(pack.slug, game, form.cleaned_data["t"])
    whole = play.replay(game, setup, choices, watch_from=-1)
    events = whole.events
    if not whole.state.over:
        raise BadInput(gettext("Only a finished game can be watched step by step."))
    total = len(events)
    step = form.cleaned_data["step"]
    step = 0 if step is None else min(step, total)
    names = part.names(setup.players)
    # The game as a scenario, for a pack that replays its deal (a card exchange at the deal).
    dealt = Scenario(
        rules=setup.rules,
        players=tuple(names),
        seed=setup.seed,
        policy=setup.policy,
        game=game.name,
        previous_places=setup.previous,
    )
    shot = dataclasses.replace(_captured(events, step), game=dealt)
    shown = pack.present_step(shot, names, setup.rules)
    token = form.cleaned_data["t"]

    def link(target: int) -> str:
        return _url(pack, "play_replay", t=token, step=str(target))

    context = {
        "pack": pack,
        "shown": shown,
        "step": step,
        "total": total,
        "previous": link(step - 1) if step > 0 else None,
        "next": link(step + 1) if step < total else None,
        "first": link(0),
        "last": link(total),
        "game_url": _url(pack, "play", t=token),
    }
    if partial_request(request):
        return render(request, "tutorials/play/replay.html#steps", context)
    return render(request, "tutorials/play/replay.html", context)


class ReplayForm(forms.Form):
    t = forms.CharField(max_length=play.MAX_TOKEN, label=_("Game"))
    step = forms.IntegerField(required=False, min_value=0, max_value=100_000, label=_("Step"))


# ---------------------------------------------------------------------------
# "Try it" in a worked example


class TryForm(forms.Form):
    """The example's step (a decision), and maybe the card(s) chosen and a step after it."""

    step = forms.IntegerField(min_value=0, max_value=100_000, label=_("Step"))
    choice = forms.CharField(required=False, max_length=400, label=_("Card"))
    at = forms.IntegerField(required=False, min_value=0, max_value=100_000, label=_("Step"))


def try_url(pack: GamePack, slug: str, scenario: Any, step: int) -> str | None:
    """The "try it" page of an example's step, if someone has a choice to make there."""
    if pack.play is None or step not in play.decision_steps(scenario):
        return None
    return f"{reverse(pack.url_name('example_try'), args=[slug])}?step={step}"


@require_safe
@vary_on_headers("HX-Request")
def try_example(request: HtmxHttpRequest, pack: GamePack, slug: str) -> HttpResponse:
    part = _part(pack)
    game = find_game(pack.engine)
    found = pack.examples.by_slug.get(slug)
    if found is None:
        raise Http404
    form = TryForm(request.GET)
    if not form.is_valid():
        raise _form_error(form)
    scenario = pack.examples.scenario(found.games[0].scenario)
    step = form.cleaned_data["step"]
    decisions = play.decision_steps(scenario)
    if step not in decisions:
        raise BadInput(gettext("Nobody chooses a card at this step of the example."))
    choice = form.cleaned_data["choice"]
    cards: tuple[int, ...] | None = None
    if choice:
        try:
            cards = game.parse_choice(choice.split())
        except ValueError:
            raise BadInput(
                gettext("“%(value)s” is not a card of this game.") % {"value": choice[:20]}
            ) from None
    branched = play.branch(scenario, decisions[step], cards)
    names = scenario.players
    events = branched.events
    here = reverse(pack.url_name("example_try"), args=[slug])
    context: dict[str, object] = {
        "pack": pack,
        "example": found,
        "step": step,
        "back_url": f"{reverse(pack.url_name('example'), args=[slug])}"
        f"?step={pack.examples.timeline(found).page_step(step)}",
        "here": here,
    }
    if branched.left_at is None:
        state = branched.state
        # Whoever decides: in a layout game the player asked chooses the card to give.
        player = state.to_move if state.decision is None else state.decision.player
        hand = game.table(state).hands[player]  # cards, whatever the state keeps
        actions = state.legal_actions()
        singles = [Action(player, (card,)) for card in dict.fromkeys(hand)]
        context.update(
            # The example's own step: its recording knows whom the game asks ("to move").
            shown=pack.present_step(stepper.capture(scenario, step), names, scenario.rules),
            player=names[player],
            goal=part.goal(state),
            options=[
                Option(
                    game.option_text(a.cards),
                    part.option_words(a),
                    tuple(CardView(c, deck=game.deck) for c in a.cards if c in hand),
                )
                # Cards together, a move of no cards (a pass), and moves that are not a
                # card of the hand ("stop", an ace's end, a joker's place).
                for a in [
                    *singles,
                    *(a for a in actions if len(a.cards) != 1 or a.cards[0] not in hand),
                ]
            ],
            refused=part.refusal(branched.refused) if branched.refused else None,
        )
        template = "tutorials/play/try.html"
    else:
        total = len(events)
        at = form.cleaned_data["at"]
        at = branched.left_at if at is None else max(step, min(at, total))

        def link(target: int) -> str:
            return f"{here}?{urlencode({'step': step, 'choice': choice, 'at': target})}"

        context.update(
            shown=pack.present_step(_capture(events, at, scenario), names, scenario.rules),
            at=at,
            total=total,
            chosen=part.option_words(Action(0, cards or ())),
            previous=link(at - 1) if at > step else None,
            next=link(at + 1) if at < total else None,
            last=link(total),
        )
        template = "tutorials/play/try_branch.html"
    if partial_request(request):
        return render(request, f"{template}#try", context)
    return render(request, template, context)


def _capture(events: list[tuple[Any, Any]], step: int, scenario: Any) -> Capture:
    # The deal is the example's own (a first decision may come before any event).
    if step == 0:
        return stepper.capture(scenario, 0)
    return dataclasses.replace(_captured(events, step), game=scenario)


def _captured(events: list[tuple[Any, Any]], step: int) -> Capture:
    """Step ``step`` of a game recorded as (event, table after it), as the stepper takes it."""
    deal = dataclasses.replace(events[0][1], turns=0)
    if step == 0:
        return Capture(0, deal, None, None)
    previous = events[step - 2][0] if step >= 2 else None
    before = events[step - 2][1] if step >= 2 else deal  # a drawn card shown from here
    return Capture(step, events[step - 1][1], events[step - 1][0], previous, before=before)
