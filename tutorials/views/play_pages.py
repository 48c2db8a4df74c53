"""What the pages of "play a game" and "try it" are made of, besides the presenter's words.

The options of a decision as buttons (try it, lessons) or as the visitor's hand
(play: the cards are the controls), the links of a stepper, the step of a
recorded game as the presenter takes it, and the links into play from other
features (a house-rules checklist, a worked example).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import urlencode

from django.urls import reverse
from django.utils.text import capfirst

from games.core import Action, Game, GameState, Table
from games.options import rules_to_dict
from games.registry import find_game
from games.scenario import Scenario
from tutorials import stepper
from tutorials.any_game import url_value
from tutorials.cards import CardView
from tutorials.packs.base import GamePack
from tutorials.play import people
from tutorials.play import setup as setups
from tutorials.play.branching import decision_steps
from tutorials.play.replaying import SHOWN_TURNS, Replay
from tutorials.presenter import Presenter, Told, Turn
from tutorials.stepper import Actor, Capture
from tutorials.tags import movers, settled
from tutorials.views.play_end import end_context

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise
else:
    StrOrPromise = str


@dataclass(frozen=True)
class Option:
    """One button: the move's card codes, its words, and the cards to draw."""

    value: str
    words: str
    cards: tuple[CardView, ...]


def options(game: Game, presenter: Presenter, state: GameState, player: int) -> list[Option]:
    """The moves of the player deciding, as buttons: each card of the hand once, then the
    moves that are not one card of the hand (cards played together, a pass, and in a
    layout game "stop", "hold", an ace's end or a joker's place)."""
    # The engine's table lists every game's hands as cards (a state may keep them
    # otherwise, as bit masks say).
    hand = game.table(state).hands[player]
    singles = [Action(player, (card,)) for card in dict.fromkeys(hand)]
    others = [a for a in state.legal_actions() if len(a.cards) != 1 or a.cards[0] not in hand]
    return [
        Option(
            game.option_text(a.cards),
            presenter.option_words(a),
            tuple(CardView(c, deck=game.deck) for c in a.cards if c in hand),
        )
        for a in [*singles, *others]
    ]


@dataclass(frozen=True)
class HandCard:
    """One card of the visitor's hand as a control: its code (the value sent), its
    drawing, and whether any move the rules allow now uses it."""

    value: str
    card: CardView
    fits: bool

    @property
    def name(self) -> str:
        return capfirst(self.card.name)


@dataclass(frozen=True)
class Hand:
    """The visitor's hand as the controls of a decision.

    ``together``: some move plays several cards of the hand at once, so the cards
    are chosen (checkboxes) and then played with one button; else a tap on a card
    plays it. ``others``: the moves that are not cards of the hand (a pass, and in a
    layout game "stop", "hold", an ace's end or a joker's place), buttons beside it.
    """

    cards: tuple[HandCard, ...]
    together: bool
    others: tuple[Option, ...]
    # The moves chosen card by card ("3C 3H"), so a script can mark, as cards are
    # chosen, those that can still join them.
    moves: tuple[str, ...] = ()

    @property
    def first(self) -> str:
        """The card the keyboard starts at: the first that fits (else the first)."""
        fitting = [card.value for card in self.cards if card.fits]
        return (fitting or [card.value for card in self.cards] or [""])[0]


def just_cards(game: Game, cards: tuple[int, ...]) -> bool:
    """Whether the game writes the move of ``cards`` as just their codes: cards played
    together ("7S 7H"), not a move that says more ("JK:8H": a joker and its place)."""
    return game.option_text(cards) == " ".join(game.deck.texts(cards))


def hand_controls(game: Game, presenter: Presenter, state: GameState, player: int) -> Hand:
    """The hand of the player deciding as controls, and the moves beside it."""
    hand = list(dict.fromkeys(game.table(state).hands[player]))
    held = set(hand)
    actions = state.legal_actions()

    def chosen_by_cards(action: Action) -> bool:
        # A move the game writes as just its cards' codes is chosen card by card;
        # one it writes otherwise ("AS:low", "JK:8H", "pass") has a button of its own.
        cards = action.cards
        return bool(cards) and all(c in held for c in cards) and just_cards(game, cards)

    selectable = [a for a in actions if chosen_by_cards(a)]
    used = {c for a in actions for c in a.cards}
    together = any(len(a.cards) > 1 for a in selectable)
    return Hand(
        cards=tuple(
            HandCard(game.option_text((c,)), CardView(c, deck=game.deck), c in used) for c in hand
        ),
        together=together,
        others=tuple(
            Option(game.option_text(a.cards), presenter.option_words(a), ())
            for a in actions
            if not chosen_by_cards(a)
        ),
        moves=tuple(game.option_text(a.cards) for a in selectable) if together else (),
    )


def in_order(refused: Replay, cards: tuple[int, ...]) -> Action | None:
    """The one legal move of the cards chosen together, if the order they came in was
    refused (checkboxes send the hand's order; where the order matters, e.g. a set put
    on a pile, the card that fits must go first). None: no such move, or not just one."""
    if refused.refused is None or len(cards) < 2:
        return None
    same = [a for a in refused.actions if sorted(a.cards) == sorted(cards)]
    return same[0] if len(same) == 1 else None


# The newest turns told in full on a play page; older ones since the visitor's last
# move are folded under one line, so the hand and the prompt fit one phone screen.
NEWEST_TURNS = 3
# The seat of a page that is nobody's: it shows no hand and names no card dealt or given
# face down.
NOBODY = -1


# The element a game's page scrolls to (a redirect's fragment, and htmx's swap).
GAME_ANCHOR = "play-game"


def game_address(pack: GamePack, token: str, *, fits: bool = True) -> str:
    """A game's page at ``token``; the "show what fits" switch rides along when off."""
    return url(pack, "play", t=token, **({} if fits else {"fits": "0"}))


def game_page(
    pack: GamePack,
    game: Game,
    replay: Replay,
    *,
    want_hint: bool = False,
    refused: tuple[str, str | None] | None = None,
    policy: StrOrPromise = "",
    moves: setups.Moves | None = None,
    fits: bool = True,
    weighing: int = 0,
) -> dict[str, object]:
    """The context of a game's page at ``replay``: the table the person deciding sees, the
    turns since their last move (newest first), and their hand as controls (maybe a hint
    or a refusal) or the end. ``moves`` gives the counts of hints and undos so far;
    ``fits``: the cards that cannot be played now are marked; ``weighing``: the end page's
    attempt at weighing the costliest choice (``tutorials.play.costly``)."""
    presenter = pack.presenter
    setup = replay.setup
    state = replay.state
    seat, nobody = _page_seat(replay)
    names = people.seat_names(presenter, setup, None if nobody else seat)
    counts = moves or setups.Moves()
    token = setups.game_token(pack.slug, game, setup, replay.moves(counts.hints, counts.undos))
    told, newest = _told(presenter, replay, names, seat)
    # While the computer players play on, a device several people share shows no hand:
    # it may be passed on before the next decision.
    shown = NOBODY if nobody and replay.paused else seat
    context: dict[str, object] = {
        "pack": pack,
        "table": presenter.seen_table(game.table(state), names, setup.rules, shown),
        "deal": told.deal,
        "turns": told.turns,
        "newest": newest[:NEWEST_TURNS],
        "older": newest[NEWEST_TURNS:],
        "earlier": told.earlier,
        "token": token,
        "move": len(replay.choices),
        "over": state.over,
        "paused": replay.paused,
        "refused": refused,
        "address": game_address(pack, token, fits=fits),
        "policy": policy,
        "fits": fits,
        "shared": people.shared(setup),
        "play_url": reverse(pack.url_name("play")),
        # The page this one replaces showed the same turns (a hint asked for, the end's
        # weighing asked again): they are not played back one by one, nor told again.
        "turns_seen": want_hint or weighing > 0,
        **help_counts(replay, counts),
    }
    if replay.actions:
        context.update(_decision(pack, game, replay, token, seat, fits=fits, want_hint=want_hint))
    elif replay.paused:
        context.update(_paused(presenter, game, state, names, seat if shown >= 0 else None))
    else:
        seen = None if nobody else seat
        context.update(end_context(pack, game, replay, token, names, seen, weighing, fits))
    return context


def _told(
    presenter: Presenter, replay: Replay, names: Sequence[str], seat: int
) -> tuple[Told, list[Turn]]:
    """The turns told to ``seat`` since their last move, and the same newest first (the
    turn just played is at the top, next to the table)."""
    events, earlier, from_deal = replay.events, replay.earlier, replay.from_deal
    rules = replay.setup.rules
    told = presenter.recent(events, earlier, names, rules, seat, from_deal, SHOWN_TURNS)
    return told, [*([Turn(told.deal, ())] if told.deal else []), *told.turns][::-1]


def _paused(
    presenter: Presenter, game: Game, state: GameState, names: Sequence[str], seat: int | None
) -> dict[str, object]:
    """While the computer players play on: whom the page waits for, and the cards ``seat``
    holds, without controls (None: a page that shows no hand)."""
    context: dict[str, object] = {"waiting": presenter.waiting(state, names)}
    if seat is not None:
        held = dict.fromkeys(game.table(state).hands[seat])
        context["held"] = [
            HandCard(game.option_text((c,)), CardView(c, deck=game.deck), True) for c in held
        ]
    return context


def _page_seat(replay: Replay) -> tuple[int, bool]:
    """Whose page: the person deciding; at the end the last to choose (nobody is "you" at
    the end of a game several people played). With whether the page is nobody's."""
    setup = replay.setup
    viewer = people.deciding(replay)
    chooser = people.last_chooser(replay)
    nobody = viewer is None and people.shared(setup)
    if viewer is not None:
        return viewer, nobody
    if chooser is not None:
        return chooser, nobody
    # Before anyone at a shared device has chosen, the page is nobody's: the turns
    # are told without a card anyone received face down.
    return (NOBODY if nobody else setup.seat), nobody


def _decision(
    pack: GamePack,
    game: Game,
    replay: Replay,
    token: str,
    seat: int,
    *,
    fits: bool,
    want_hint: bool,
) -> dict[str, object]:
    """The decision's part of the page: the hand as controls, and the hint if asked for."""
    presenter, state = pack.presenter, replay.state
    play_url = reverse(pack.url_name("play"))
    context: dict[str, object] = {
        "goal": presenter.goal(state),
        "hand": hand_controls(game, presenter, state, seat),
        "hand_action": f"{play_url}#{GAME_ANCHOR}",
        "hand_get": play_url,
        "hand_fields": [("t", token), ("move", len(replay.choices))]
        + ([] if fits else [("fits", "0")]),
        "hand_method": "post",
        "play_word": presenter.play_chosen,
    }
    if want_hint:
        # The decision's one weighing: the end summary reads the same (play.costly).
        at = setups.position(game, replay.setup, replay.choices, replay.searched)
        hint = presenter.hint(state, at)
        context["hint"] = hint
        context["hint_rules"] = pack.section_url(hint.section) if hint.section else None
        # The hint's cards are marked in the hand (the class "hinted").
        context["hinted"] = [game.option_text((c,)) for c in hint.action.cards]
    context["hint_url"] = f"{game_address(pack, token, fits=fits)}&hint=1"
    return context


def help_counts(replay: Replay, counts: setups.Moves) -> dict[str, object]:
    """The hints and undos used so far, whose page it is in a shared game, and whether the
    last choice may be taken back here: on the page of whoever made it, never once the game
    is over (its undo form: ``includes/undo.html``)."""
    viewer = people.deciding(replay)
    shared = people.shared(replay.setup)
    chooser = people.last_chooser(replay)
    over = replay.state.over
    person = people.person_name(replay.setup, viewer) if shared and viewer is not None else None
    return {
        "hints_used": counts.hints,
        "undos_used": counts.undos,
        "can_undo": chooser is not None and not over and viewer in (None, chooser),
        "person": person,
    }


def step_links(
    link: Callable[[int], str], step: int, total: int, low: int = 0
) -> dict[str, str | None]:
    """A stepper's links from ``low`` to ``total``: first, previous, next and last."""
    return {
        "first": link(low),
        "previous": link(step - 1) if step > low else None,
        "next": link(step + 1) if step < total else None,
        "last": link(total),
    }


def url(pack: GamePack, name: str, **query: str) -> str:
    return f"{reverse(pack.url_name(name))}?{urlencode(query)}"


def recorded(
    events: Sequence[tuple[object, Table | None]], step: int, last: Table, actor: Actor
) -> Capture:
    """Step ``step`` of a game recorded as (event, table as it was told), as the stepper
    takes it: the table after the event (``tutorials.tags``; ``last`` is the table where
    play stopped, ``actor`` the presenter's). A table left out (None: a long game played
    on keeps only the step shown and the one before) is never one the step reads."""
    moving = movers([event for event, _ in events], last, actor)[step]
    first = events[0][1]
    assert first is not None
    deal = settled(dataclasses.replace(first, turns=0), moving)
    if step == 0:
        return Capture(0, deal, None, None)
    previous = events[step - 2][0] if step >= 2 else None
    before = events[step - 2][1] if step >= 2 else deal  # a drawn card shown from here
    told = events[step - 1][1]
    assert before is not None and told is not None
    return Capture(step, settled(told, moving), events[step - 1][0], previous, before=before)


def example_capture(
    events: Sequence[tuple[object, Table | None]],
    step: int,
    scenario: Scenario,
    last: Table,
    actor: Actor,
) -> Capture:
    """Step ``step`` of an example's game played on from a decision (``last``: its table
    where play stopped)."""
    # The deal is the example's own (a first decision may come before any event).
    if step == 0:
        return stepper.capture(scenario, 0, actor)
    return dataclasses.replace(recorded(events, step, last, actor), game=scenario)


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
            query[key] = url_value(value)
    return f"{reverse(pack.url_name('play'))}?{urlencode(query)}"


def try_url(pack: GamePack, slug: str, scenario: Scenario, step: int) -> str | None:
    """The "try it" page of an example's step, if someone has a choice to make there."""
    if step not in decision_steps(scenario):
        return None
    return f"{reverse(pack.url_name('example_try'), args=[slug])}?step={step}"
