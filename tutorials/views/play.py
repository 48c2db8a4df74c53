"""Play a whole game against computer players: the start form, each move, the replay, "try it".

Every request is a GET: nothing is stored, the page is a pure function of
the token (rules, seed, choices so far) and the move asked for. A move (and
an undo, ``undo=1``) answers with a 303 to the new position's address
(``?t=…``), so reloading or going back never plays twice; htmx gets the new
position in place and the address through ``HX-Push-Url``. A move the rules
refuse is answered with the engine's reason and the same position; a damaged,
foreign or out-of-order token is a 400 in the visitor's language. A hint
(``hint=1``) shows the page with a token that counts it. When several people
play at one device, a position whose decision is another person's than the
last one's is first a hand-over page; ``ready=1`` shows the decider's hand.
"""

from __future__ import annotations

import dataclasses

from django.http import HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext
from django.views.decorators.http import require_safe
from django.views.decorators.vary import vary_on_headers

from games.core import Game
from games.registry import find_game
from games.scenario import Scenario
from tutorials import play
from tutorials.errors import BadInput
from tutorials.game_words import DEFAULT_LEVEL, level_of
from tutorials.packs.base import GamePack
from tutorials.play import people
from tutorials.play.forms import MoveForm, ReplayForm, StartForm, invalid, parse_choice
from tutorials.views.htmx import HtmxHttpRequest, partial_request
from tutorials.views.play_moves import game_context, move, position, show, undo, words
from tutorials.views.play_pages import (
    GAME_ANCHOR,
    recorded,
    step_links,
    url,
)
from tutorials.views.play_pages import rules_play_url as rules_play_url  # other views link to play
from tutorials.views.play_pages import try_url as try_url
from tutorials.views.try_it import try_example as try_example  # the URL conf names it here


@require_safe
@vary_on_headers("HX-Request")
def play_game(request: HtmxHttpRequest, pack: GamePack) -> HttpResponse:
    game = find_game(pack.engine)
    if "t" not in request.GET:
        return _start(request, pack, game)
    form = MoveForm(request.GET)
    if not form.is_valid():
        raise invalid(form)
    setup, moves = play.read_token(pack.slug, game, form.cleaned_data["t"])
    data = form.cleaned_data
    fits = data["fits"] != "0"  # "show what fits", on unless turned off
    if (data["undo"] or data["choice"]) and data["move"] != len(moves.choices):
        raise BadInput(
            gettext(
                "This move was made from another point of the game. Go back to the game's "
                "latest page and choose again."
            )
        )
    if data["undo"]:
        return undo(request, pack, game, setup, moves, ready=data["ready"], fits=fits)
    if data["choice"]:
        cards = parse_choice(game, data["choice"])
        return move(request, pack, game, setup, moves, cards, fits=fits)
    replay = play.recall(pack.slug, setup, moves) or play.replay(
        game, setup, moves.choices, computer=moves.computer, window=play.WATCHED_CALLS
    )
    if data["hint"] and replay.actions:
        # The hint is counted in the page's token: its next move carries the count.
        moves = dataclasses.replace(moves, hints=moves.hints + 1)
        context = game_context(pack, game, replay, moves, want_hint=True, fits=fits)
        return show(request, context, request.get_full_path())
    return position(
        request,
        pack,
        game,
        replay,
        moves,
        ready=data["ready"],
        handover=data["handover"],
        fits=fits,
    )


def _start(request: HtmxHttpRequest, pack: GamePack, game: Game) -> HttpResponse:
    submitted = "start" in request.GET
    form = StartForm(
        request.GET if submitted else None, game, *words(pack), labels=pack.words.options
    )
    if submitted:
        if not form.is_valid():
            raise invalid(form)
        setup = play.new_setup(
            game,
            form.rules,
            form.cleaned_data["players"],
            form.cleaned_data["policy"],
            form.humans(),
            form.names(),
        )
        token = play.game_token(pack.slug, game, setup, ())
        # The fragment opens the page at the game (see play_moves.move).
        address = f"{url(pack, 'play', t=token)}#{GAME_ANCHOR}"
        return HttpResponse(status=303, headers={"Location": address})
    # House rules arrive as options in the address: carried along, and said so.
    # Checked with the form's first choices, so rules no game can be played with are refused now.
    first = {"preset": pack.words.play_preset, "players": "4", "policy": DEFAULT_LEVEL}
    chosen = {**first, **request.GET.dict()}
    carried = StartForm(chosen, game, *words(pack), labels=pack.words.options)
    if not carried.is_valid() and carried.over_budget:
        raise invalid(carried)
    options = {spec.key for spec in game.options}
    house = {k: v for k, v in request.GET.items() if k in carried.fields and k in options and v}
    initial = {k: request.GET[k] for k in ("preset", "players", "policy") if request.GET.get(k)}
    level = level_of(initial.get("policy", DEFAULT_LEVEL))
    form.initial = {**first, **initial, **house, "policy": level}
    return render(
        request,
        "tutorials/play/start.html",
        {"pack": pack, "form": form, "house_rules": bool(house)},
    )


@require_safe
@vary_on_headers("HX-Request")
def play_replay(request: HtmxHttpRequest, pack: GamePack) -> HttpResponse:
    """A finished game step by step, every hand face up: the game is over, nothing is hidden."""
    game = find_game(pack.engine)
    form = ReplayForm(request.GET)
    if not form.is_valid():
        raise invalid(form)
    token = form.cleaned_data["t"]
    setup, moves = play.read_token(pack.slug, game, token)
    choices, computer = moves.choices, moves.computer
    # One step is drawn: only its table, the one before it and the deal's are taken.
    step = form.cleaned_data["step"] or 0
    tables = {0, step - 2, step - 1}
    whole = play.replay(game, setup, choices, -1, computer=computer, tables=tables)
    if not whole.state.over:
        raise BadInput(gettext("Only a finished game can be watched step by step."))
    total = len(whole.events)
    if step > total:  # past the end: the last step (its tables taken in a second play)
        step = total
        tables = {0, step - 2, step - 1}
        whole = play.replay(game, setup, choices, -1, computer=computer, tables=tables)
    names = people.seat_names(pack.presenter, setup, None if people.shared(setup) else 0)
    # The game as a scenario, for a pack that replays its deal (a card exchange at the deal).
    dealt = Scenario(
        rules=setup.rules,
        players=tuple(names),
        seed=setup.seed,
        policy=setup.policy,
        game=game.name,
        previous_places=setup.previous,
    )
    shot = dataclasses.replace(
        recorded(whole.events, step, game.table(whole.state), pack.presenter.actor), game=dealt
    )
    context = {
        "pack": pack,
        "shown": pack.presenter.step(shot, names, setup.rules),
        "step": step,
        "total": total,
        "game_url": url(pack, "play", t=token),
        **step_links(lambda at: url(pack, "play_replay", t=token, step=str(at)), step, total),
    }
    if partial_request(request):
        return render(request, "tutorials/play/replay.html#steps", context)
    return render(request, "tutorials/play/replay.html", context)
