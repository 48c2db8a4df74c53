"""What a move, an undo or a position of a game in play answers (``play_game`` asks).

A move or an undo answers with a 303 to the new position's address (htmx: the
new position in place, the address through ``HX-Push-Url``). A position is the
page of the person deciding, or first a hand-over page when several people
play at one device and the device changes hands (``tutorials.play.people``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import TYPE_CHECKING

from django.http import HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext

from games.core import Game, IllegalMoveError
from games.registry import find_game
from tutorials import play
from tutorials.any_game import most_players
from tutorials.errors import BadInput
from tutorials.packs.base import GamePack
from tutorials.play import people
from tutorials.presenter import COMPUTER_NAMES
from tutorials.views.htmx import HtmxHttpRequest, partial_request
from tutorials.views.play_pages import GAME_ANCHOR, game_address, game_page, in_order, url
from tutorials.words import NameCase, player_name

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise
else:
    StrOrPromise = str


def words(pack: GamePack) -> tuple[Mapping[str, StrOrPromise], Mapping[str, StrOrPromise], int]:
    """The one place play reads a game's preset and policy labels; and its most players:
    as many as the computer players' names seat and the game allows."""
    most = min(most_players(find_game(pack.engine)), len(COMPUTER_NAMES) + 1)
    return pack.words.presets, pack.words.policies, most


def game_context(
    pack: GamePack,
    game: Game,
    replay: play.Replay,
    moves: play.Moves,
    *,
    want_hint: bool = False,
    refused: tuple[str, str | None] | None = None,
    fits: bool = True,
    weighing: int = 0,
) -> dict[str, object]:
    policy = words(pack)[1].get(replay.setup.policy, replay.setup.policy)
    return game_page(
        pack,
        game,
        replay,
        want_hint=want_hint,
        refused=refused,
        policy=policy,
        moves=moves,
        fits=fits,
        weighing=weighing,
    )


def handover_context(
    pack: GamePack, game: Game, replay: play.Replay, moves: play.Moves
) -> dict[str, object]:
    """The hand-over page before ``replay``'s decision: whose turn, and nobody's cards."""
    person = people.deciding(replay)
    assert person is not None, "a hand-over before a decision"
    name = people.person_name(replay.setup, person)
    token = play.game_token(pack.slug, game, replay.setup, replay.moves(moves.hints, moves.undos))
    undo = {"move": str(len(replay.choices)), "undo": "1"}
    return {
        "pack": pack,
        "person": name,
        "person_allative": player_name(name, NameCase.ALLATIVE),
        "token": token,
        "undo_url": url(pack, "play", t=token, **undo) if replay.choices else None,
        "address": url(pack, "play", t=token),
    }


def refusal(pack: GamePack, error: IllegalMoveError) -> tuple[str, str | None]:
    """A refused move in words, and a link to the rules section that says so."""
    words, anchor = pack.presenter.refusal(error)
    return words, pack.section_url(anchor) if anchor else None


def show(
    request: HtmxHttpRequest,
    context: dict[str, object],
    push: str | None = None,
    template: str = "tutorials/play/game.html",
) -> HttpResponse:
    if partial_request(request):
        response = render(request, f"{template}#game", {**context, "oob": True})
        if push:
            response["HX-Push-Url"] = push
        return response
    return render(request, template, context)


def position(
    request: HtmxHttpRequest,
    pack: GamePack,
    game: Game,
    replay: play.Replay,
    moves: play.Moves,
    *,
    ready: bool = False,
    handover: bool = False,
    push: str | None = None,
    fits: bool = True,
    weighing: int = 0,
) -> HttpResponse:
    """The page of a position: the hand-over first if the device changes hands (or
    ``handover``: whoever holds it now); ``weighing``: the end page's attempt at weighing
    the costliest choice."""
    shared = people.shared(replay.setup) and people.deciding(replay) is not None
    if not ready and (people.handing_over(replay) or (handover and shared)):
        context = handover_context(pack, game, replay, moves)
        return show(request, context, push, "tutorials/play/handover.html")
    context = game_context(pack, game, replay, moves, fits=fits, weighing=weighing)
    return show(request, context, push)


def move(
    request: HtmxHttpRequest,
    pack: GamePack,
    game: Game,
    setup: play.Setup,
    moves: play.Moves,
    cards: tuple[int, ...],
    *,
    fits: bool = True,
) -> HttpResponse:
    """The cards chosen by whoever decides: the next position, or the same one refused.
    ``fits``: the "show what fits" switch, kept in the next position's address."""

    # htmx: the position the move leads to, in this one request. Without JavaScript the
    # computer players' searching is left to the page the redirect leads to.
    htmx = partial_request(request)

    def played(cards: tuple[int, ...]) -> play.Replay:
        return play.replay(
            game,
            setup,
            moves.choices,
            computer=moves.computer,
            then=cards,
            window=play.WATCHED_CALLS,
            searches=None if htmx else 0,
        )

    moved = played(cards)
    ordered = in_order(moved, cards)
    if ordered is not None:  # cards chosen together, sent in another order than played
        moved = played(ordered.cards)
    if moved.refused is not None:
        refused = refusal(pack, moved.refused)
        context = game_context(pack, game, moved, moves, refused=refused, fits=fits)
        return show(request, context)
    if len(moved.choices) == len(moves.choices):
        if moved.paused:
            raise BadInput(gettext("It is not your turn yet: the others are still playing."))
        raise BadInput(gettext("The game is over: no more cards are played."))
    after = moved.moves(moves.hints, moves.undos)
    if moved.paused:
        # The address of a position plays on from it: this one's page is the position
        # the move led to when the searches made after the move are not in it.
        after = dataclasses.replace(after, computer=moves.computer)
    address = game_address(pack, play.game_token(pack.slug, game, setup, after), fits=fits)
    if htmx:
        return position(request, pack, game, moved, after, push=address, fits=fits)
    if not moved.paused:
        # The page the redirect leads to is usually asked of this same process next.
        play.remember(pack.slug, moved)
    # The fragment scrolls a phone past the site's header to the game: the turns, the
    # table, the prompt and the hand then fill the screen.
    return HttpResponse(status=303, headers={"Location": f"{address}#{GAME_ANCHOR}"})


def undo(
    request: HtmxHttpRequest,
    pack: GamePack,
    game: Game,
    setup: play.Setup,
    moves: play.Moves,
    *,
    ready: bool,
    fits: bool = True,
) -> HttpResponse:
    """Take back the last choice: the position before it, the undo counted. In a shared
    game taken back from the hand-over page (not ``ready``), the device is handed over
    again: the person who holds it may not be the one whose move it was."""
    if not moves.choices:
        raise BadInput(gettext("There is no move to take back: nobody has chosen yet."))
    now = play.replay(
        game, setup, moves.choices, computer=moves.computer, narrate=False, searches=0
    )
    back = now.undone(moves.hints, moves.undos)
    token = play.game_token(pack.slug, game, setup, back)
    address = url(
        pack,
        "play",
        t=token,
        **({"ready": "1"} if ready else {"handover": "1"}),
        **({} if fits else {"fits": "0"}),
    )
    if partial_request(request):
        before = play.replay(
            game, setup, back.choices, computer=back.computer, window=play.WATCHED_CALLS
        )
        return position(
            request, pack, game, before, back, ready=ready, handover=True, push=address, fits=fits
        )
    return HttpResponse(status=303, headers={"Location": f"{address}#{GAME_ANCHOR}"})
