"""What a position, a move, an undo and a hand shown answer (``play_game`` asks).

A position is asked for with GET; everything that changes the game is a POST
(a move, an undo, a hand shown at a shared device), which the server records
(``tutorials.play.progress``). One visitor alone: a POST answers with a 303 to the
new position's address (htmx: the new position in place, the address pushed).
Several people at one device: a GET of a position someone decides shows the
hand-over page, never a hand; a hand is shown only in answer to a POST (the
hand-over's button, or that person's own move or undo), so no address, history
entry or reload shows it again, and htmx replaces the address instead of adding
one. A position the game has gone past is refused at a shared device and once the
game is closed; for one visitor it is shown, and a move from it counts the moves
it takes back.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import TYPE_CHECKING

from django.http import HttpResponse
from django.shortcuts import render
from django.utils.cache import add_never_cache_headers
from django.utils.translation import gettext

from games.core import Game, IllegalMoveError
from games.registry import find_game
from tutorials import play
from tutorials.any_game import most_players
from tutorials.errors import BadInput
from tutorials.packs.base import GamePack
from tutorials.play import people, progress
from tutorials.play.progress import Place, Record
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


def private(response: HttpResponse) -> HttpResponse:
    """Never kept by a browser or a proxy: a game's page holds its token and maybe a hand."""
    add_never_cache_headers(response)
    return response


def see_other(address: str) -> HttpResponse:
    """A 303 to a game's ``address`` (private: the address holds its token)."""
    return private(HttpResponse(status=303, headers={"Location": address}))


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
    record: Record | None = None,
) -> dict[str, object]:
    policy = words(pack)[1].get(replay.setup.policy, replay.setup.policy)
    context = game_page(
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
    earlier = progress.rewound(record, replay.choices)
    if earlier and not people.shared(replay.setup):
        context["earlier"] = earlier  # a move from here takes back this many
    return context


def handover_context(
    pack: GamePack, game: Game, replay: play.Replay, moves: play.Moves, record: Record | None
) -> dict[str, object]:
    """The hand-over page before ``replay``'s decision: whose turn, and nobody's cards. The
    last move may be taken back here until the next person's hand is shown."""
    person = people.deciding(replay)
    assert person is not None, "a hand-over before a decision"
    name = people.person_name(replay.setup, person)
    token = play.game_token(pack.slug, game, replay.setup, replay.moves(moves.hints, moves.undos))
    chooser = people.last_chooser(replay)
    passed = record is not None and record.holder not in (None, chooser)
    undo = None if chooser is None or passed else people.person_name(replay.setup, chooser)
    return {
        "pack": pack,
        "person": name,
        "person_allative": player_name(name, NameCase.ALLATIVE),
        "token": token,
        "move": len(replay.choices),
        "undo_person": undo,
    }


def refusal(pack: GamePack, error: IllegalMoveError) -> tuple[str, str | None]:
    """A refused move in words, and a link to the rules section that says so."""
    words, anchor = pack.presenter.refusal(error)
    return words, pack.section_url(anchor) if anchor else None


def show(
    request: HtmxHttpRequest,
    context: dict[str, object],
    address: str | None = None,
    template: str = "tutorials/play/game.html",
    *,
    replace: bool = False,
) -> HttpResponse:
    """The page (htmx: its game part in place, the address pushed or, with ``replace``,
    put in place of the current one)."""
    if partial_request(request):
        response = render(request, f"{template}#game", {**context, "oob": True})
        if address:
            response["HX-Replace-Url" if replace else "HX-Push-Url"] = address
        return private(response)
    return private(render(request, template, context))


def passed(pack: GamePack, record: Record, *, closed: bool) -> BadInput:
    """The answer to a position the game has gone past, with a link to its latest."""
    latest = f"{url(pack, 'play', t=record.token)}#{GAME_ANCHOR}"
    if closed:
        return BadInput(
            gettext(
                "This game is over, so its earlier points can no longer be played or taken back."
            ),
            [(gettext("To the end of the game"), latest)],
        )
    return BadInput(
        gettext(
            "The game has gone on since this point and the phone has been handed on, so it "
            "is not shown again. The game goes on from its latest point."
        ),
        [(gettext("To the latest point of the game"), latest)],
    )


def check_place(pack: GamePack, setup: play.Setup, record: Record | None, where: Place) -> None:
    """Refuse a position the game has gone past: at a shared device, or once it is closed."""
    if record is None or where is not Place.EARLIER:
        return
    if record.closed or people.shared(setup):
        raise passed(pack, record, closed=record.closed)


def position(
    request: HtmxHttpRequest,
    pack: GamePack,
    game: Game,
    replay: play.Replay,
    moves: play.Moves,
    *,
    record: Record | None,
    fits: bool = True,
    want_hint: bool = False,
    address: str | None = None,
    weighing: int = 0,
) -> HttpResponse:
    """A GET of a position (or a POST's answer that hands the device over, its ``address``
    put in place of the current one): at a shared device the hand-over page while someone
    decides; ``weighing``: the end page's attempt at weighing the costliest choice."""
    if people.shared(replay.setup) and people.deciding(replay) is not None:
        context = handover_context(pack, game, replay, moves, record)
        template = "tutorials/play/handover.html"
        return show(request, context, address, template, replace=True)
    context = game_context(
        pack, game, replay, moves, fits=fits, record=record, want_hint=want_hint, weighing=weighing
    )
    return show(request, context, address, replace=people.shared(replay.setup))


def hand(
    request: HtmxHttpRequest,
    pack: GamePack,
    game: Game,
    replay: play.Replay,
    moves: play.Moves,
    *,
    fits: bool = True,
    want_hint: bool = False,
    address: str | None = None,
) -> HttpResponse:
    """The page of whoever decides, their hand shown (a POST's answer at a shared device)."""
    context = game_context(pack, game, replay, moves, fits=fits, want_hint=want_hint)
    return show(request, context, address, replace=True)


def reveal(
    request: HtmxHttpRequest,
    pack: GamePack,
    game: Game,
    replay: play.Replay,
    moves: play.Moves,
    *,
    fits: bool,
    want_hint: bool,
) -> HttpResponse:
    """The hand-over's button (and, at a shared device, a hint or the "show what fits"
    switch): the person deciding now holds the device and is shown their hand."""
    setup = replay.setup
    person = people.deciding(replay)
    if person is None:  # nothing to show: the others play on, or the game is over
        address = game_address(pack, _token(pack, game, replay, moves), fits=fits)
        return see_other(f"{address}#{GAME_ANCHOR}")
    record = progress.read(pack.slug, setup, shared=people.shared(setup))
    check_place(pack, setup, record, progress.place(record, replay.choices))
    if people.shared(setup):
        token = _token(pack, game, replay, moves)
        progress.write(pack.slug, setup, Record(replay.choices, token, person))
    if want_hint:  # counted in the page's token: its next move carries the count
        moves = dataclasses.replace(moves, hints=moves.hints + 1)
    return hand(request, pack, game, replay, moves, fits=fits, want_hint=want_hint)


def _token(pack: GamePack, game: Game, replay: play.Replay, moves: play.Moves) -> str:
    return play.game_token(pack.slug, game, replay.setup, replay.moves(moves.hints, moves.undos))


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

    record = progress.read(pack.slug, setup, shared=people.shared(setup))
    where = progress.place(record, moves.choices)
    moved = played(cards)
    ordered = in_order(moved, cards)
    if ordered is not None:  # cards chosen together, sent in another order than played
        moved = played(ordered.cards)
    again = _sent_again(pack, setup, record, where, moved)
    if moved.refused is not None:
        refused = refusal(pack, moved.refused)
        context = game_context(pack, game, moved, moves, refused=refused, fits=fits)
        return show(request, context)
    if len(moved.choices) == len(moves.choices):
        if moved.paused:
            raise BadInput(gettext("It is not your turn yet: the others are still playing."))
        raise BadInput(gettext("The game is over: no more cards are played."))
    # A move from an earlier point of one visitor's game takes back what came after it.
    undos = moves.undos + (0 if again else progress.rewound(record, moves.choices))
    after = moved.moves(moves.hints, undos)
    if moved.paused:
        # The address of a position plays on from it: this one's page is the position
        # the move led to when the searches made after the move are not in it.
        after = dataclasses.replace(after, computer=moves.computer)
    token = play.game_token(pack.slug, game, setup, after)
    progress.write(
        pack.slug, setup, Record(moved.choices, token, moved.deciders[-1], moved.state.over)
    )
    return _moved_to(
        request, pack, game, moved, after, game_address(pack, token, fits=fits), fits=fits
    )


def _sent_again(
    pack: GamePack, setup: play.Setup, record: Record | None, where: Place, moved: play.Replay
) -> bool:
    """Whether the move is the same one sent again (a reload of its answer); a move at a
    place of the game the device may not play from is refused (``check_place``)."""
    again = record is not None and where is Place.EARLIER and record.choices == moved.choices
    if again and record is not None and people.shared(setup):
        # The same move sent again: only while its chooser holds the device.
        if record.holder not in (None, moved.deciders[-1]) or record.closed:
            raise passed(pack, record, closed=record.closed)
    elif not again:
        check_place(pack, setup, record, where)
    return again


def _moved_to(
    request: HtmxHttpRequest,
    pack: GamePack,
    game: Game,
    moved: play.Replay,
    after: play.Moves,
    address: str,
    *,
    fits: bool,
) -> HttpResponse:
    """The answer to a move played: the next position (htmx, or the same person at a
    shared device) or a redirect to its address."""
    setup, chooser, htmx = moved.setup, moved.deciders[-1], partial_request(request)
    if people.shared(setup):
        if people.deciding(moved) == chooser:  # the same person again: they hold the device
            return hand(request, pack, game, moved, after, fits=fits, address=address)
        if htmx:
            return position(
                request, pack, game, moved, after, record=None, fits=fits, address=address
            )
    elif htmx:
        return show(request, game_context(pack, game, moved, after, fits=fits), address)
    if not moved.paused:
        # The page the redirect leads to is usually asked of this same process next.
        play.remember(pack.slug, moved)
    # The fragment scrolls a phone past the site's header to the game: the turns, the
    # table, the prompt and the hand then fill the screen.
    return see_other(f"{address}#{GAME_ANCHOR}")


def undo(
    request: HtmxHttpRequest,
    pack: GamePack,
    game: Game,
    setup: play.Setup,
    moves: play.Moves,
    *,
    own: bool,
    fits: bool = True,
) -> HttpResponse:
    """Take back the last choice: the position before it, the undo counted. Never once the
    game is over, nor at a shared device after the next person's hand has been shown.
    ``own``: asked on the chooser's own page (shown their hand again at once); else from
    the hand-over page, which hands the device back first."""
    if not moves.choices:
        raise BadInput(gettext("There is no move to take back: nobody has chosen yet."))
    now = play.replay(
        game, setup, moves.choices, computer=moves.computer, narrate=False, searches=0
    )
    record = progress.read(pack.slug, setup, shared=people.shared(setup))
    check_place(pack, setup, record, progress.place(record, moves.choices))
    chooser = now.deciders[-1]
    holder = chooser if record is None or record.holder is None else record.holder
    if now.state.over or (record is not None and record.closed):
        raise BadInput(gettext("The game is over: its moves can no longer be taken back."))
    if people.shared(setup) and holder != chooser:
        raise BadInput(
            gettext("The next person has already seen their cards: the move stays made.")
        )
    # From an earlier point of one visitor's game: what came after it is taken back too.
    back = now.undone(moves.hints, moves.undos + progress.rewound(record, moves.choices))
    token = play.game_token(pack.slug, game, setup, back)
    progress.write(pack.slug, setup, Record(back.choices, token, chooser))
    address = game_address(pack, token, fits=fits)
    if partial_request(request) or (own and people.shared(setup)):
        before = play.replay(
            game, setup, back.choices, computer=back.computer, window=play.WATCHED_CALLS
        )
        if people.shared(setup):
            if own:
                return hand(request, pack, game, before, back, fits=fits, address=address)
            return position(
                request, pack, game, before, back, record=None, fits=fits, address=address
            )
        return show(request, game_context(pack, game, before, back, fits=fits), address)
    return see_other(f"{address}#{GAME_ANCHOR}")
