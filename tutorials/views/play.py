"""Play a whole game against computer players: the start form, each move, the replay, "try it".

Nothing of a game is stored but a small record of how far it has gone
(``tutorials.play.progress``): the page is a function of the token (rules, seed,
choices so far) and that record. A position is a GET; a move, an undo and a hand
shown at a shared device are POSTs to the same address, answered as
``play_moves`` says (a 303 to the new position's address for one visitor, so
reloading or going back never plays twice; htmx gets the new position in place).
A move the rules refuse is answered with the engine's reason and the same
position; a damaged, foreign or out-of-order token is a 400 in the visitor's
language. A hint (``hint=1``) shows the page with a token that counts it. Every
answer that holds a token is private and never kept (``play_moves.private``).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from django.http import HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods
from django.views.decorators.vary import vary_on_headers

from games.core import Game
from games.registry import find_game
from games.scenario import Scenario
from tutorials import play
from tutorials.errors import BadInput
from tutorials.game_words import DEFAULT_LEVEL, level_of
from tutorials.packs.base import GamePack
from tutorials.play import people, progress
from tutorials.play.forms import MoveForm, ReplayForm, StartForm, invalid, parse_choice
from tutorials.play.progress import Record
from tutorials.views.htmx import HtmxHttpRequest, partial_request
from tutorials.views.page_cache import private_page
from tutorials.views.play_moves import (
    check_place,
    move,
    position,
    private,
    reveal,
    see_other,
    undo,
    words,
)
from tutorials.views.play_pages import (
    GAME_ANCHOR,
    recorded,
    step_links,
    url,
)
from tutorials.views.play_pages import rules_play_url as rules_play_url  # other views link to play
from tutorials.views.play_pages import try_url as try_url
from tutorials.views.try_it import try_example as try_example  # the URL conf names it here

# Seconds after which a shared device may ask again for a hand it could not be shown.
HANDS_RETRY = 10


# The token is the game's capability: a POST without it changes nothing, and whoever has
# it can open the game anyway, so a CSRF token would add nothing but a cookie that playing
# would then need.
@csrf_exempt
@require_http_methods(["GET", "HEAD", "POST"])
@vary_on_headers("HX-Request")
@private_page  # a game's token and a person's hand
def play_game(request: HtmxHttpRequest, pack: GamePack) -> HttpResponse:
    game = find_game(pack.engine)
    data = request.POST if request.method == "POST" else request.GET
    if "t" not in data:
        if request.method == "POST":
            raise BadInput(gettext("Start a new game first."))
        return _start(request, pack, game)
    form = MoveForm(data)
    if not form.is_valid():
        raise invalid(form)
    setup, moves = play.read_token(pack.slug, game, form.cleaned_data["t"])
    fields = form.cleaned_data
    fits = fields["fits"] != "0"  # "show what fits", on unless turned off
    if request.method == "POST":
        try:
            return _act(request, pack, game, setup, moves, fields, fits)
        except progress.Unavailable:  # at a shared device: no hand without the record
            response = render(request, "503.html", {"why": "hands"}, status=503)
            response["Retry-After"] = str(HANDS_RETRY)
            return response
    replay = play.recall(pack.slug, setup, moves) or play.replay(
        game, setup, moves.choices, computer=moves.computer, window=play.WATCHED_CALLS
    )
    record = progress.read(pack.slug, setup)
    check_place(pack, setup, record, progress.place(record, replay.choices))
    # The hint is counted in the page's token: its next move carries the count (at a shared
    # device a hint is asked with the hand shown, a POST).
    hint = fields["hint"] and bool(replay.actions) and not people.shared(setup)
    if hint:
        moves = dataclasses.replace(moves, hints=moves.hints + 1)
    return position(
        request,
        pack,
        game,
        replay,
        moves,
        record=record,
        fits=fits,
        want_hint=hint,
        weighing=fields["weighing"] or 0,
    )


def _act(
    request: HtmxHttpRequest,
    pack: GamePack,
    game: Game,
    setup: play.Setup,
    moves: play.Moves,
    fields: dict[str, Any],
    fits: bool,
) -> HttpResponse:
    """A POST: a move (``choice``), an undo (``undo``), else the hand of whoever decides
    shown (at a shared device: the hand-over's button, a hint, the "show what fits" switch)."""
    if (fields["undo"] or fields["choice"]) and fields["move"] != len(moves.choices):
        raise BadInput(
            gettext(
                "This move was made from another point of the game. Go back to the game's "
                "latest page and choose again."
            )
        )
    if fields["undo"]:
        return undo(request, pack, game, setup, moves, own=fields["ready"], fits=fits)
    if fields["choice"]:
        cards = parse_choice(game, fields["choice"])
        return move(request, pack, game, setup, moves, cards, fits=fits)
    replay = play.replay(
        game, setup, moves.choices, computer=moves.computer, window=play.WATCHED_CALLS
    )
    return reveal(request, pack, game, replay, moves, fits=fits, want_hint=fields["hint"])


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
            auto=not form.cleaned_data["every"],
        )
        token = play.game_token(pack.slug, game, setup, ())
        # The fragment opens the page at the game (see play_moves.move).
        address = f"{url(pack, 'play', t=token)}#{GAME_ANCHOR}"
        return see_other(address)
    # House rules arrive as options in the address: carried along, and said so.
    # Checked with the form's first choices, so rules no game can be played with are refused now.
    first = {"preset": pack.words.play_preset, "players": "4", "policy": DEFAULT_LEVEL}
    chosen = {**first, **request.GET.dict()}
    carried = StartForm(chosen, game, *words(pack), labels=pack.words.options)
    if not carried.is_valid() and carried.over_budget:
        raise invalid(carried)
    options = {spec.key for spec in game.options}
    house = {k: v for k, v in request.GET.items() if k in carried.fields and k in options and v}
    # "Play again" and "Change the settings" come back with the last game's settings.
    kept = ("preset", "players", "policy", "people", "every", *form.name_fields)
    initial = {k: request.GET[k] for k in kept if request.GET.get(k)}
    level = level_of(initial.get("policy", DEFAULT_LEVEL))
    form.initial = {**first, **initial, **house, "policy": level}
    return render(
        request,
        "tutorials/play/start.html",
        {"pack": pack, "form": form, "house_rules": bool(house)},
    )


@csrf_exempt  # as play_game: the token is the capability
@require_http_methods(["GET", "HEAD", "POST"])
@vary_on_headers("HX-Request")
@private_page
def play_replay(request: HtmxHttpRequest, pack: GamePack) -> HttpResponse:
    """A finished game step by step, every hand face up: the game is over, nothing is hidden.
    Opened by a POST (the end page's button), which closes the game for good: with every
    hand seen, no earlier point of it is played again."""
    game = find_game(pack.engine)
    form = ReplayForm(request.POST if request.method == "POST" else request.GET)
    if not form.is_valid():
        raise invalid(form)
    token = form.cleaned_data["t"]
    setup, moves = play.read_token(pack.slug, game, token)
    choices, computer = moves.choices, moves.computer
    if request.method == "POST":
        over = play.replay(game, setup, choices, computer=computer, narrate=False, searches=0)
        if not over.state.over:
            raise BadInput(gettext("Only a finished game can be watched step by step."))
        progress.write(pack.slug, setup, Record(choices, token, closed=True))
        return see_other(url(pack, "play_replay", t=token))
    # One step is drawn: only its table, the one before it and the deal's are taken.
    step = form.cleaned_data["step"] or 0
    tables = {0, step - 2, step - 1}
    whole = play.replay(game, setup, choices, -1, computer=computer, tables=tables, marks=False)
    if not whole.state.over:
        raise BadInput(gettext("Only a finished game can be watched step by step."))
    total = len(whole.events)
    if step > total:  # past the end: the last step (its tables taken in a second play)
        step = total
        tables = {0, step - 2, step - 1}
        whole = play.replay(game, setup, choices, -1, computer=computer, tables=tables, marks=False)
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
        return private(render(request, "tutorials/play/replay.html#steps", context))
    return private(render(request, "tutorials/play/replay.html", context))
