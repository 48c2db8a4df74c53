"""The table's referee ("Riitatilanne?"): a dispute settled by the engine under a table's rules.

A *situation kind* is one question a table argues about ("does this card fit the top
card?"). A game's pack lists its kinds (``GamePack.referee``); each is a
``SituationKind`` subclass that declares the form's fields and builds, from the
answers, a position through the engine's own position builder (the one lessons use)
and the move in dispute. The machinery here then asks the engine: the move is allowed
when ``check_action`` accepts it, and the answer is told in three parts -- the
verdict, the reason (the presenter's words for the engine's refusal, or its narration
of what the move does), and the rules section it rests on. Nothing here restates a rule.
A kind that asks what the engine decides rather than whether a move may be made (the
points a hand scores, who loses) makes the move that leads there and reads its verdict
and reason off the move's events (``SituationKind.settle``, given them as a ``Record``).

A situation the rules cannot reach (a card twice, more cards than the deck, a row that
cannot exist) is a form error: the kind raises ``Impossible`` or the engine a
``PositionError``, and the page names what is impossible.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Generic, Protocol, cast, get_args, get_origin

from django import forms
from django.core.validators import RegexValidator
from django.utils.text import capfirst
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _
from typing_extensions import TypeVar

from games.cards import DECK_SIZE, SUIT_OF, Card
from games.core import (
    Action,
    Game,
    GameState,
    IllegalMoveError,
    PositionError,
    PositionReason,
    Rules,
    Table,
)
from tutorials.card_picker import CardPicker, CardsPicker, give_deck
from tutorials.presenter import Presenter
from tutorials.words import card_name, suit_title

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise
else:
    StrOrPromise = str


class Impossible(Exception):
    """A situation the rules cannot reach; the message names what is impossible."""

    def __init__(self, message: StrOrPromise) -> None:
        super().__init__(str(message))
        self.message = message


Observer = Callable[[object, GameState], None]
Answers = Mapping[str, object]  # a form's cleaned data
Query = dict[str, str | list[str]]  # a form's answers as the query string holds them


class Built(GameState, Protocol):
    """A position built with ``play_on=False``: ``resume()`` plays on to its decision."""

    def resume(self) -> None: ...


@dataclass(frozen=True)
class Asked:
    """A situation as the engine sees it: the position and the move in dispute.

    ``state`` waits for ``action.player`` to decide; or the engine made that turn by
    itself (one legal move) and ``alone`` holds what it did. ``log`` gathers the
    events (with the table after each) the position's observer sees."""

    state: GameState
    action: Action
    log: list[tuple[object, Table]]
    alone: tuple[tuple[object, Table], ...] = ()


@dataclass(frozen=True)
class Answer:
    """The referee's three parts: the verdict, the reason, the rules section (an anchor)."""

    allowed: bool
    verdict: StrOrPromise
    reason: str
    section: str
    asked: Asked
    reading: str = ""  # the pack's reading the verdict rests on, where the sources are open


# The rules of a kind's game (``SituationKind[<engine>.Rules]``); where the game is not known
# (a pack's list, the views, the machinery), the protocol.
R = TypeVar("R", bound=Rules, default=Rules)


@dataclass(frozen=True)
class Dispute(Generic[R]):
    """A dispute as the table asks it: the game, its rules (the kind's game's own), the
    players at the table, the form's cleaned answers, and the observer to build the
    position with (it gathers the events the answer is read off)."""

    game: Game
    rules: R
    players: int
    answers: Answers
    observer: Observer

    def card(self, name: str) -> Card:
        """The card chosen in the field ``name``."""
        card = self.answers[name]
        if not isinstance(card, int):
            raise TypeError(f"{name} is no card")
        return card

    def cards(self, name: str) -> tuple[Card, ...]:
        """The cards ticked in the field ``name``."""
        cards = self.answers[name]
        if not isinstance(cards, list) or not all(isinstance(c, int) for c in cards):
            raise TypeError(f"{name} is no list of cards")
        return tuple(cards)

    def counts(self, name: str) -> list[int]:
        """The numbers written in the ``COUNTS`` field ``name``."""
        return [int(c) for c in str(self.answers[name]).replace(",", " ").split()]


@dataclass(frozen=True)
class Record(Generic[R]):
    """What the engine did for a kind's ``settle`` to read: the events (each with the
    table after it), and the presenter, the seats' names and the rules that tell them."""

    presenter: Presenter
    rules: R
    names: Sequence[str]
    events: Sequence[tuple[object, Table]]
    # The moves the engine offered at the decision in dispute ((): it made the turn itself).
    options: tuple[Action, ...] = ()

    def tell(self, event: object, table: Table) -> str:
        """``event`` in the presenter's words."""
        return self.presenter.narrate(event, self.names, self.rules, table)


class SituationKind(Generic[R]):
    """One kind of dispute of a game: the extension point a pack's referee fills in.

    A subclass names its game once, in its class statement (``class
    Kind(SituationKind[<engine>.Rules])``): the machinery (``ask``, ``answer``, ``form``)
    hands every method below that game's own rules, checked (``own``), so no kind narrows
    them. A subclass fills in ``slug`` (its address), ``title`` (the question as the page
    heads it), ``lead`` (what to choose), ``section`` (the rules anchor a yes rests on),
    ``allowed``/``refused`` (the verdict's words), ``fields(game, rules)`` (the form's
    fields), ``situation(dispute)`` (from the table's question in one ``Dispute``: the
    position, built by the engine's ``position`` with ``dispute.observer`` and
    ``play_on=False`` (the machinery plays on to the decision), and the move) and
    ``sample(game, rules, rng)`` (random answers for the contract test); a kind whose
    answer is read off the engine's events gets them in one ``Record`` (``settle``).
    A pack lists its kinds with ``listed``.
    """

    slug: str
    title: StrOrPromise
    lead: StrOrPromise
    section: str
    allowed: StrOrPromise = _("Yes, it may.")
    refused: StrOrPromise = _("No, it may not.")
    # A kind whose answer is what the engine does from the position on (where a player
    # draws, who leads once the trick falls): ``follow`` gives the moves it makes for
    # the answer, and ``settle`` reads them all.
    follows: bool = False
    # A kind whose ``settle`` also tells a refusal the engine made by itself (a card drawn
    # that does not fit), rather than the machinery narrating the turn.
    tells_refusal: bool = False
    rules_type: type[R]  # the ``R`` of ``SituationKind[R]``, read off the class statement

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        for base in cls.__dict__.get("__orig_bases__", ()):
            if get_origin(base) is SituationKind:
                cls.rules_type = get_args(base)[0]
        if not hasattr(cls, "rules_type"):
            raise TypeError(f"{cls.__qualname__}: subclass SituationKind[<engine>.Rules]")

    def own(self, rules: Rules) -> R:
        """``rules`` as the kind's game's own: a kind is asked only under its game's rules."""
        if not isinstance(rules, self.rules_type):
            raise TypeError(f"{self.rules_type.__qualname__} expected")
        return rules

    def fields(self, game: Game, rules: R) -> dict[str, forms.Field]:
        raise NotImplementedError

    def situation(self, dispute: Dispute[R]) -> tuple[Built, Action]:
        """The position and the move; ``Impossible`` or ``PositionError`` if it cannot be."""
        raise NotImplementedError

    def rests_on(self, rules: R) -> str:
        """The rules section (anchor) a verdict without a refusal rests on, under ``rules``."""
        return self.section

    def refused_on(self, rules: R, anchor: str | None) -> str:
        """The rules section a refusal rests on: the refusal's own ``anchor``, but where
        that is the kind's base section, the variant's a yes would rest on (``rests_on``)."""
        variant = self.rests_on(rules)
        return variant if anchor in (None, "", self.section) else anchor or variant

    def move(self, state: GameState, action: Action) -> Action:
        """The engine's move for the one in dispute, once ``state`` waits for it: a kind
        whose engine writes a detail the table does not argue about (an ace's row end)
        gives the legal move it means. The default: ``action`` itself."""
        return action

    def follow(self, state: GameState, action: Action, turns: int) -> Action | None:
        """A kind that ``follows``: the next move the engine makes for the answer (the move
        in dispute ``action`` among them, or not), with ``state`` at a decision (``turns``:
        the position's count before its own turn); None: stop."""
        return None

    def settle(self, record: Record[R]) -> tuple[StrOrPromise, str] | None:
        """A kind that asks what the engine decides (the points, the loser) rather than
        whether the move may be made: the verdict and the reason, read off the ``Record``
        of the move's events. None (the default): the move's verdict."""
        return None

    def only_move(self, presenter: Presenter, rules: R, made: tuple[Card, ...]) -> str:
        """Why the engine made ``made`` by itself instead of the move in dispute, where the
        kind can tell it from what was made ("": the rules' words for an only move)."""
        return ""

    def instead(self, rules: R, made: tuple[Card, ...]) -> str:
        """The whole reason, where the engine made ``made`` by itself and telling that move
        would claim a card the visitor did not name (one dealt to them only so that the
        position can be: the card that opens the game). "": the move is told."""
        return ""

    def settled_on(self, rules: R, events: Sequence[tuple[object, Table]]) -> str:
        """The rules section a settled answer (``settle``) rests on, where what the engine
        did picks it (the two-player game's stock). The default: ``rests_on``."""
        return self.rests_on(rules)

    def sample(self, game: Game, rules: R, rng: random.Random) -> Query:
        """Random answers of the form, as the query string holds them."""
        raise NotImplementedError

    def reading(self, rules: R, said: Answer) -> str:
        """The key of the pack's reading (``GamePack.readings``) ``said`` rests on, where
        the sources leave the point open ("": none)."""
        return ""

    def agreed_on(self, rules: R) -> str:
        """The checklist question a table's sheet settles for this answer (where the sheet
        says it, the referee quotes the sheet's own sentence); "": none."""
        return ""

    def form(self, game: Game, rules: Rules, data: Mapping[str, object] | None) -> forms.Form:
        form = forms.Form(data=data)
        form.fields.update(self.fields(game, self.own(rules)))
        give_deck(form, game.deck)
        return form


def listed(*kinds: SituationKind[R]) -> tuple[SituationKind, ...]:
    """A pack's kinds as its ``referee`` holds them, typed under any game's rules (a list
    of every game's kinds cannot say which rules each takes): the machinery hands each
    only its own game's, checked (``SituationKind.own``)."""
    return cast(tuple[SituationKind, ...], kinds)


def ask(kind: SituationKind, game: Game, rules: Rules, players: int, answers: Answers) -> Asked:
    """The kind's situation, or ``Impossible`` with words for the engine's ``PositionError``."""
    log: list[tuple[object, Table]] = []

    def observe(event: object, state: GameState) -> None:
        log.append((event, game.table(state)))

    try:
        state, action = kind.situation(Dispute(game, kind.own(rules), players, answers, observe))
    except PositionError as error:
        raise Impossible(position_words(error, game)) from error
    turns = state.turns
    state.resume()
    if kind.follows:
        _follow(kind, state, action, turns)
        return Asked(state, action, [], tuple(log))
    decision = state.decision
    # The engine asks only where there are two moves or more: otherwise it has made the
    # position's own turn (the first) by itself, and what it did is the answer.
    asks = decision is not None and decision.player == action.player and state.turns == turns + 1
    alone = () if asks else tuple(log)
    log.clear()
    return Asked(state, kind.move(state, action) if asks else action, log, alone)


def _follow(kind: SituationKind, state: GameState, action: Action, turns: int) -> None:
    for _move in range(FOLLOWED):
        move = None if state.decision is None else kind.follow(state, action, turns)
        if move is None:
            return
        state.apply(move)


FOLLOWED = 64  # at most this many moves a following kind makes (a trick's passes, a turn)


def answer(kind: SituationKind, presenter: Presenter, rules: Rules, asked: Asked) -> Answer:
    """The engine's verdict on ``asked`` in three parts, with the reading it rests on."""
    own = kind.own(rules)
    said = _answer(kind, presenter, own, asked)
    return replace(said, reading=kind.reading(own, said))


def _answer(kind: SituationKind, presenter: Presenter, rules: Rules, asked: Asked) -> Answer:
    names = presenter.names(asked.state.players)
    mover = asked.action.player
    if asked.alone:
        return _alone(kind, presenter, rules, asked, names)
    try:
        presenter.game.check_action(asked.state, asked.action)
    except IllegalMoveError as error:
        words, anchor = presenter.refusal(error)
        return Answer(False, _verdict(kind, False), words, kind.refused_on(rules, anchor), asked)
    options = tuple(asked.state.legal_actions())
    asked.state.apply(asked.action)  # the observer tells what the move does
    settled = kind.settle(Record(presenter, rules, names, asked.log, options))
    if settled is not None:
        section = kind.settled_on(rules, asked.log)
        return Answer(True, settled[0], settled[1], section, asked)
    said = _said(presenter, rules, names, turn_of(tuple(asked.log), mover))
    return Answer(True, _verdict(kind, True), said, kind.rests_on(rules), asked)


def _alone(
    kind: SituationKind, presenter: Presenter, rules: Rules, asked: Asked, names: Sequence[str]
) -> Answer:
    """The verdict of a turn the engine made by itself: whether it laid the cards in dispute."""
    mine = turn_of(asked.alone, asked.action.player)
    made = next((presenter.laid(e) for e, _t in mine if presenter.laid(e)), ())
    allowed = kind.follows or sorted(made) == sorted(asked.action.cards)
    told = allowed or kind.tells_refusal
    settled = kind.settle(Record(presenter, rules, names, asked.alone)) if told else None
    if settled is not None:
        section = kind.settled_on(rules, asked.alone)
        return Answer(allowed, settled[0], settled[1], section, asked)
    said = _said(presenter, rules, names, mine)
    if made and not allowed:
        # Translators: before what the engine made the player do instead of the move asked.
        only = kind.only_move(presenter, rules, made) or gettext(
            "The rules leave you only one move here."
        )
        said = kind.instead(rules, made) or f"{only} {said}"
    return Answer(allowed, _verdict(kind, allowed), said, kind.rests_on(rules), asked)


def turn_of(events: Sequence[tuple[object, Table]], mover: int) -> list[tuple[object, Table]]:
    """The mover's own events, up to another player's."""
    out = []
    for event, table in events:
        if getattr(event, "player", None) != mover:
            break
        out.append((event, table))
    return out


def _said(
    presenter: Presenter,
    rules: Rules,
    names: Sequence[str],
    events: list[tuple[object, Table]],
) -> str:
    starts = presenter.turn_start
    said = [
        presenter.narrate(e, names, rules, t)
        for e, t in events
        if starts is None or not isinstance(e, starts)
    ]
    return " ".join(capfirst(s) for s in said[:3] if s)


def _verdict(kind: SituationKind, allowed: bool) -> StrOrPromise:
    return kind.allowed if allowed else kind.refused


def position_words(error: PositionError, game: Game) -> str:
    """A ``PositionError`` in words: what about the situation cannot be."""
    data = error.data
    if error.reason is PositionReason.CARD_TWICE:
        return gettext("The %(card)s is in the situation more often than the deck has it.") % {
            "card": _card_of(game, data.get("card"))
        }
    if error.reason is PositionReason.CARD_COUNT:
        return gettext("These are more cards than the deck holds.")
    return gettext("This situation cannot come up under these rules.")


def _card_of(game: Game, text: object) -> str:
    if not isinstance(text, str):
        return ""
    card = game.deck.parse(text)
    return card_name(card % DECK_SIZE)


# -- the form's card fields ----------------------------------------------------


def card_choices(
    cards: Sequence[Card],
    blank: StrOrPromise | None = None,
    name: Callable[[Card], str] = card_name,
) -> list[tuple[str, str]]:
    """``(code, name)`` for a select of cards; ``blank`` first if given."""
    out = [("", str(blank))] if blank is not None else []
    return out + [(str(card), capfirst(name(card))) for card in cards]


def _by_suit(
    cards: Sequence[Card], name: Callable[[Card], str] = card_name
) -> list[tuple[str, list[tuple[str, str]]]]:
    """``cards``' choices grouped by suit in the order given (a second deck's with the first's)."""
    suits: dict[int, list[Card]] = {}
    for card in cards:
        suits.setdefault(SUIT_OF[card % DECK_SIZE], []).append(card)
    return [(suit_title(group[0]), card_choices(group, name=name)) for group in suits.values()]


def card_field(cards: Sequence[Card], label: StrOrPromise) -> forms.TypedChoiceField:
    """One of ``cards``, tapped as the play page's hand is (``CardPicker``)."""
    return forms.TypedChoiceField(
        label=label, choices=_by_suit(cards), coerce=int, widget=CardPicker
    )


def cards_field(
    cards: Sequence[Card],
    label: StrOrPromise,
    required: bool,
    name: Callable[[Card], str] = card_name,
    extra: Sequence[tuple[StrOrPromise, Sequence[Card]]] = (),
) -> forms.TypedMultipleChoiceField:
    """``cards`` to tick as the play page's hand is (``CardsPicker``), grouped by suit
    (``_by_suit``), then the ``extra`` groups (a game's own cards: jokers);
    ``name`` says a card."""
    choices = _by_suit(cards, name)
    choices += [(str(title), card_choices(group, name=name)) for title, group in extra if group]
    return forms.TypedMultipleChoiceField(
        label=label,
        choices=choices,
        coerce=int,
        required=required,
        widget=CardsPicker,
    )


def twice(cards: Sequence[Card]) -> Card | None:
    """The first card chosen twice, if any."""
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            return card
        seen.add(card)
    return None


# Hands written as numbers, one a player (a kind that counts cards: who loses, whom to ask).
COUNTS = RegexValidator(
    r"^\s*\d{1,3}(\s*[,\s]\s*\d{1,3}){1,15}\s*$",
    _("Write two numbers or more, one for each hand, with spaces between: 5 3 8."),
)


def refuse_twice(cards: Sequence[Card]) -> None:
    card = twice(cards)
    if card is not None:
        raise Impossible(
            gettext("The %(card)s is chosen twice: there is only one.") % {"card": card_name(card)}
        )
