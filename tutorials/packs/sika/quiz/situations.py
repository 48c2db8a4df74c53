"""Questions of the group "Mitä pelaaja tekee nyt?", made by the engine.

A situation is a seeded game played with seeded random choices and stopped
either at a real decision (which matching card, which free card, a free lead,
a two-phase play) or at the start of a turn in which the player must draw.
The options are moves; which one is right is the engine's word:
``check_action`` for decisions, and for the start of a turn what the engine
then does (its first event is a draw). The explanations are the engine's
reason codes put into sentences.

Each situation keeps its recipe (preset, players, game seed, the choices made
before the stop, the pause), so anyone can replay it with the engine.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum

from django.utils.text import capfirst, format_lazy
from django.utils.translation import gettext_lazy as _

from games import sika
from games.cards import SUIT_OF, Card
from games.core import Action, IllegalMoveError
from tutorials.cards import CardView
from tutorials.packs.sika.table import TableView, table_view
from tutorials.quiz.model import Choice, Group, Question
from tutorials.words import Text
from tutorials.words import lazy_card_name as card_name
from tutorials.words import lazy_card_object as card_object
from tutorials.words import lazy_suit_none as suit_none
from tutorials.words import lazy_suit_one as suit_one

# Bump when a change makes the same seed give another situation: progress
# tokens of rounds begun before the change then count as stale.
VERSION = "3"

NAMES = ("Aino", "Eero", "Liisa", "Onni")


class Kind(StrEnum):
    MATCH = "match"  # which matching card goes first in the hand phase
    FREE = "free"  # the free card after a matching one
    LEAD = "lead"  # the free lead after everyone had an empty turn
    DRAW_RING = "draw_ring"  # a ring-phase turn starts: draw, even holding the suit
    DRAW_HAND = "draw_hand"  # a hand-phase turn starts without the suit: draw


DECISIONS = {
    Kind.MATCH: sika.DecisionKind.MATCH,
    Kind.FREE: sika.DecisionKind.FREE,
    Kind.LEAD: sika.DecisionKind.LEAD,
}

# The quiz asks about the rules families play: basic sika and the home version.
# A free lead needs a deadlock, which the home version as written never reaches;
# with a limit of three draws a turn (the deadlock example's rules) about one
# game in four has one.
PRESETS: dict[Kind, tuple[str, ...]] = {
    Kind.MATCH: ("perussika", "kotiversio"),
    Kind.FREE: ("perussika", "kotiversio"),
    Kind.LEAD: ("kotiversio-nostoraja",),
    Kind.DRAW_RING: ("perussika", "kotiversio"),
    Kind.DRAW_HAND: ("perussika", "kotiversio"),
}

RULES: dict[str, sika.Rules] = {
    "perussika": sika.make_rules("perussika"),
    "kotiversio": sika.make_rules("kotiversio"),
    "kotiversio-nostoraja": sika.make_rules("kotiversio", {"max_draws": 3}),
}

PRESET_NAMES: dict[str, Text] = {
    "perussika": _("Perussika, basic sika"),
    "kotiversio": _("Kotiversio, the home version"),
    "kotiversio-nostoraja": _("Kotiversio, the home version, with at most three draws a turn"),
}

# A lead needs a deadlock, which most games never reach: enough games are tried
# that every seed finds one in practice, and a free-card situation stands in
# for the rare seed that does not.
MAX_GAMES = 400


class Reason(StrEnum):
    """Why a move is right or wrong: the engine's codes, plus those of a turn's start."""

    LEGAL = "legal"
    MUST_MATCH = sika.IllegalReason.MUST_MATCH.value
    ONE_CARD = sika.IllegalReason.ONE_CARD.value
    NOT_PLAYABLE = sika.IllegalReason.NOT_PLAYABLE.value
    NOT_A_SET_OR_RUN = sika.IllegalReason.NOT_A_SET_OR_RUN.value
    NOT_IN_HAND = sika.IllegalReason.NOT_IN_HAND.value
    OTHER = "other"  # a code no quiz move can get (game over, someone else's turn)
    DRAW = "draw"  # the engine's turn starts with a draw
    RING_FIRST = "ring_first"  # a card from the hand before drawing in the ring phase
    NO_PASS = "no_pass"  # ending a turn that must start with a draw


@dataclass(frozen=True)
class Seat:
    name: str
    cards: int
    place: int | None
    to_move: bool


@dataclass(frozen=True)
class Situation:
    kind: Kind
    preset: str
    players: int
    game_seed: int
    # The recipe: the options chosen before the stop, and for a turn's start the
    # number of turns played (the game is made with pause_after_turns=pause).
    choices: tuple[tuple[Card, ...], ...]
    pause: int | None
    # The table at the stop.
    phase: sika.Phase
    ring: int
    pile_top: Card
    pile_size: int
    draw_pile: int
    seats: tuple[Seat, ...]
    hand: tuple[Card, ...]
    anchor: str
    table: sika.Table

    @property
    def table_view(self) -> TableView:
        """The table drawn as on the example pages, only the mover's hand face up."""
        names = NAMES[: self.players]
        mover = next(number for number, seat in enumerate(self.seats) if seat.to_move)
        return table_view(self.table, names, RULES[self.preset], only_hand_of=mover)

    @property
    def rules_name(self) -> Text:
        return PRESET_NAMES[self.preset]

    @property
    def mover(self) -> str:
        return next(seat.name for seat in self.seats if seat.to_move)

    @property
    def shows_draw_pile(self) -> bool:
        return self.preset != "perussika" and self.phase is sika.Phase.HAND

    @property
    def top_card(self) -> CardView:
        return CardView(self.pile_top)

    @property
    def hand_cards(self) -> tuple[CardView, ...]:
        return tuple(CardView(card) for card in self.hand)


@dataclass(frozen=True)
class _Game:
    kind: Kind
    preset: str
    players: int
    seed: int


@dataclass(frozen=True)
class _Move:
    cards: tuple[Card, ...] | None  # None: draw
    right: bool
    reason: Reason


# ---------------------------------------------------------------------------
# Finding a situation


def situation_question(seed: int, kind: Kind) -> Question:
    """The situation question of ``kind`` for ``seed`` (the same every time)."""
    rng = random.Random(f"sika-quiz-situation:{seed}:{kind}")
    for attempt in range(MAX_GAMES):
        presets = PRESETS[kind]
        preset = presets[rng.randrange(len(presets))]
        players = rng.randint(2, 4)
        game_seed = seed * MAX_GAMES + attempt
        found = candidates(kind, preset, players, game_seed)
        if found:
            return replace(found[rng.randrange(len(found))], id=f"tilanne-{kind}-{seed}")
    if kind is Kind.FREE:  # pragma: no cover - every game has free cards
        raise RuntimeError(f"no free-card situation for seed {seed}")
    return situation_question(seed, Kind.FREE)


def candidates(kind: Kind, preset: str, players: int, game_seed: int) -> list[Question]:
    """Every usable stop of ``kind`` in one game, as questions.

    Turns whose start is wanted (the draw kinds) are preferred when the hand
    already holds the suit on top in the ring phase: that is the point people
    get wrong.
    """
    game = _Game(kind, preset, players, game_seed)
    rules = RULES[preset]
    events: list[sika.Event] = []
    state = sika.new_game(
        rules,
        players,
        seed=game_seed,
        observer=lambda event, _state: events.append(event),
        pause_after_turns=0,
    )
    walk = random.Random(game_seed)
    choices: list[tuple[Card, ...]] = []
    found: list[Question] = []
    preferred: list[Question] = []
    while not state.over:
        pending = state.pending
        if pending is not None:
            if DECISIONS.get(kind) is pending:
                question = _decision_question(game, state, tuple(choices), events)
                if question is not None:
                    found.append(question)
            actions = state.legal_actions()
            action = actions[walk.randrange(len(actions))]
            choices.append(action.cards)
            state.choose(action)
            continue
        start = _turn_start(game, state, tuple(choices))
        mark = len(events)
        state.pause_after_turns = state.turns + 1
        state.resume()
        if start is not None:
            question, holds_suit = start
            if _first_move(events[mark:]) in _DRAW_SOURCES[kind]:
                (preferred if holds_suit else found).append(question)
    return preferred or found


_DRAW_SOURCES: dict[Kind, tuple[sika.Source, ...]] = {
    Kind.DRAW_RING: (sika.Source.RING,),
    Kind.DRAW_HAND: (sika.Source.PILE, sika.Source.DRAW_PILE),
}


def _first_move(events: Sequence[sika.Event]) -> sika.Source | str | None:
    """Where the turn's first card came from: a draw's source, "hand", or None."""
    for event in events:
        if isinstance(event, sika.Drew):
            return event.source
        if isinstance(event, sika.Played):
            return "hand" if event.from_hand else None
        if isinstance(event, sika.TurnEnded):
            return None
    return None


def _table(
    game: _Game,
    state: sika.SikaState,
    choices: tuple[tuple[Card, ...], ...],
    pause: int | None,
) -> Situation:
    table = sika.table(state)
    mover = state.to_move
    seats = tuple(
        Seat(NAMES[seat], len(hand), table.places[seat], seat == mover)
        for seat, hand in enumerate(table.hands)
    )
    return Situation(
        kind=game.kind,
        preset=game.preset,
        players=game.players,
        game_seed=game.seed,
        choices=choices,
        pause=pause,
        phase=table.phase,
        ring=table.ring,
        pile_top=table.pile_top,
        pile_size=table.pile_size,
        draw_pile=table.draw_pile,
        seats=seats,
        hand=table.hands[mover],
        anchor=anchor_for(game.kind, game.preset, table.phase),
        table=table,
    )


# ---------------------------------------------------------------------------
# Decisions: the engine's check_action decides


def _verdict(state: sika.SikaState, cards: tuple[Card, ...]) -> Reason:
    try:
        sika.check_action(state, Action(state.to_move, cards))
    except IllegalMoveError as error:
        try:
            return Reason(error.reason.value)
        except ValueError:
            return Reason.OTHER
    return Reason.LEGAL


def _decision_question(
    game: _Game,
    state: sika.SikaState,
    choices: tuple[tuple[Card, ...], ...],
    events: list[sika.Event],
) -> Question | None:
    kind = game.kind
    if kind is Kind.FREE and game.preset == "perussika" and state.phase is sika.Phase.HAND:
        # Basic sika's free card in the hand phase is a reading of ours: not asked as a fact.
        return None
    rng = random.Random(f"{game.seed}:{len(choices)}")
    hand = sorted(set(state.hands[state.to_move]))
    moves = _DECISION_MOVES[kind](state, hand, rng)
    if moves is None:
        return None
    verdicts = [_verdict(state, cards) for cards in moves]
    if [v is Reason.LEGAL for v in verdicts].count(True) != 1 or len(moves) < 2:
        return None
    situation = _table(game, state, choices, None)
    played = next((e.cards[-1] for e in reversed(events) if isinstance(e, sika.Played)), state.top)
    name = situation.mover
    prompt = _decision_prompt(kind, name, state.top, played)
    choices_ = tuple(
        _choice(game, state.top, _Move(cards, reason is Reason.LEGAL, reason))
        for cards, reason in zip(moves, verdicts, strict=True)
    )
    return _question(situation, prompt, choices_)


def _match_moves(
    state: sika.SikaState, hand: list[Card], rng: random.Random
) -> list[tuple[Card, ...]] | None:
    matching = [card for card in hand if state.matches(card)]
    others = [card for card in hand if not state.matches(card)]
    if not matching or not others:
        return None
    wrong = rng.sample(others, min(3, len(others)))
    return [(rng.choice(matching),), *((card,) for card in wrong)]


def _single_moves(
    state: sika.SikaState, hand: list[Card], rng: random.Random
) -> list[tuple[Card, ...]] | None:
    """A free card or a free lead: one card is right; none, or two, are not."""
    if len(hand) < 2:
        return None
    # A card of another suit than the top shows that any suit will do.
    other_suit = [card for card in hand if SUIT_OF[card] != SUIT_OF[state.top]]
    card = rng.choice(other_suit or hand)
    by_suit: dict[int, list[Card]] = {}
    for held in hand:
        by_suit.setdefault(SUIT_OF[held], []).append(held)
    # Two of one suit when there are: "many of a suit" is no reason to play on.
    pairs = [cards for cards in by_suit.values() if len(cards) >= 2]
    two = rng.sample(rng.choice(pairs), 2) if pairs else rng.sample(hand, 2)
    return [(card,), (), (min(two), max(two))]


_DECISION_MOVES: dict[
    Kind,
    Callable[[sika.SikaState, list[Card], random.Random], list[tuple[Card, ...]] | None],
] = {
    Kind.MATCH: _match_moves,
    Kind.FREE: _single_moves,
    Kind.LEAD: _single_moves,
}


# ---------------------------------------------------------------------------
# The start of a turn: what the engine does first decides


def _turn_start(
    game: _Game, state: sika.SikaState, choices: tuple[tuple[Card, ...], ...]
) -> tuple[Question, bool] | None:
    kind = game.kind
    if kind not in _DRAW_SOURCES or state.free_lead:
        return None
    table = sika.table(state)
    hand = sorted(set(table.hands[state.to_move]))
    if not hand:
        return None
    matching = [card for card in hand if state.matches(card)]
    if kind is Kind.DRAW_RING:
        if table.phase is not sika.Phase.RING or table.ring == 0:
            return None
    elif table.phase is not sika.Phase.HAND or matching:
        return None
    rng = random.Random(f"{game.seed}:{len(choices)}:{state.turns}")
    others = [card for card in hand if card not in matching]
    cards = [rng.choice(matching)] if matching else []
    cards += rng.sample(others, min(2 - len(cards), len(others)))
    top = state.top
    reason = Reason.RING_FIRST if kind is Kind.DRAW_RING else Reason.MUST_MATCH
    moves = [
        _Move(None, True, Reason.DRAW),
        *(_Move((card,), False, reason) for card in cards),
        _Move((), False, Reason.NO_PASS),
    ]
    situation = _table(game, state, choices, state.turns)
    name = situation.mover
    if kind is Kind.DRAW_RING:
        prompt = format_lazy(
            _(
                "Ring phase. The top card of the pile is the {top}, and {name}'s turn "
                "is starting. What does {name} do?"
            ),
            top=card_name(top),
            name=name,
        )
    else:
        prompt = format_lazy(
            _(
                "Hand phase. The top card of the pile is the {top}, and {name}'s turn "
                "is starting. What does {name} do?"
            ),
            top=card_name(top),
            name=name,
        )
    choices_ = tuple(_choice(game, top, move) for move in moves)
    return _question(situation, prompt, choices_), bool(matching)


# ---------------------------------------------------------------------------
# Words


def anchor_for(kind: Kind, preset: str, phase: sika.Phase) -> str:
    home = preset.startswith("kotiversio")
    if kind is Kind.MATCH:
        return "kasivaihe"
    if kind is Kind.FREE:
        if phase is sika.Phase.RING:
            return "rengasvaihe"
        return "kahden-kortin-vuoro" if home else "vapaa-kortti"
    if kind is Kind.LEAD:
        return "jumitus"
    if kind is Kind.DRAW_RING:
        return "nosto-renkaasta" if home else "rengasvaihe"
    return "nostopakka" if home else "kasivaihe"


EXPLANATIONS: dict[Kind, Text] = {
    Kind.MATCH: _(
        "In the hand phase the first card of a turn must have the suit of the top card. "
        "Which of them is up to the player."
    ),
    Kind.FREE: _(
        "After the matching card comes exactly one free card from the hand, of any suit. "
        "Then the turn ends."
    ),
    Kind.LEAD: _(
        "When everyone still in the game has had a turn without playing, the next player "
        "leads one card of their choice, and that is the whole turn."
    ),
    Kind.DRAW_RING: _(
        "While the ring lasts, every turn starts with drawing from it, even when the hand "
        "already holds a card that would match."
    ),
    Kind.DRAW_HAND: _(
        "A player without the suit of the top card cannot play from the hand, and draws "
        "until a card of that suit comes."
    ),
}


def _decision_prompt(kind: Kind, name: str, top: Card, played: Card) -> Text:
    if kind is Kind.MATCH:
        return format_lazy(
            _(
                "Hand phase. The top card of the pile is the {top}. Which card may {name} "
                "play first?"
            ),
            top=card_name(top),
            name=name,
        )
    if kind is Kind.FREE:
        return format_lazy(
            _("{name} has just played the {card} on the pile. What does {name} do next?"),
            card=card_object(played),
            name=name,
        )
    return format_lazy(
        _(
            "Everyone still in the game has just had a turn without playing a card. "
            "Now it is {name}'s turn. What may {name} do?"
        ),
        name=name,
    )


def _choice(game: _Game, top: Card, move: _Move) -> Choice:
    kind, preset = game.kind, game.preset
    cards = move.cards
    text: Text
    if cards is None:
        text = _draw_text(kind, preset, top)
    elif kind in (Kind.DRAW_RING, Kind.DRAW_HAND):
        text = (
            format_lazy(_("Plays the {card} from the hand"), card=card_object(cards[0]))
            if cards
            else _("Ends the turn without drawing or playing a card")
        )
    elif kind is Kind.MATCH:
        text = capfirst(card_name(cards[0]))
    else:
        # A free card or lead: what matters is how many cards, not which (any one will
        # do), so the options name no card and no option stands out by its cards.
        text = _COUNT_WORDS[len(cards)]
        return Choice(
            key="",
            text=text,
            right=move.right,
            why=why(kind, move.reason, top, cards or (), preset),
            move=cards,
        )
    return Choice(
        key="",
        text=text,
        right=move.right,
        why=why(kind, move.reason, top, cards or (), preset),
        cards=cards or (),
        move=cards,
    )


_COUNT_WORDS: dict[int, Text] = {
    0: _("No card at all: the turn ends"),
    1: _("One card from the hand, any one"),
    2: _("Two cards from the hand, one after the other"),
}


def _draw_text(kind: Kind, preset: str, top: Card) -> Text:
    if kind is Kind.DRAW_RING:
        template = _("Draws from the ring until {suit} comes")
    elif preset == "perussika":
        template = _("Digs in the centre pile until {suit} comes")
    else:
        template = _("Draws from the draw pile until {suit} comes")
    return format_lazy(template, suit=suit_one(top))


def why(kind: Kind, reason: Reason, top: Card, cards: tuple[Card, ...], preset: str) -> Text:
    """The sentence that explains a move's reason code."""
    card = card_name(cards[0]) if cards else ""
    if reason is Reason.LEGAL:
        return capfirst(_legal_why(kind, top, cards))
    if reason is Reason.MUST_MATCH:
        return capfirst(
            format_lazy(
                _(
                    "the {card} is not allowed: the top card is {suit}, so {suit} must be "
                    "played first."
                ),
                card=card,
                suit=suit_one(top),
            )
        )
    if reason is Reason.ONE_CARD:
        return _one_card_why(kind, cards)
    if reason is Reason.NOT_PLAYABLE:
        return capfirst(
            format_lazy(
                _(
                    "the {card} does not fit on the {top}: it needs the same suit, the same "
                    "rank, or an eight."
                ),
                card=card,
                top=card_name(top),
            )
        )
    if reason is Reason.NOT_A_SET_OR_RUN:
        return _(
            "These cards cannot go down together: cards played at once must all have one "
            "rank, or be a run of at least three in one suit."
        )
    if reason is Reason.NOT_IN_HAND:
        return capfirst(format_lazy(_("the {card} is not in the hand."), card=card))
    if reason is Reason.DRAW:
        return _draw_why(kind, top, preset)
    if reason is Reason.RING_FIRST:
        return capfirst(
            format_lazy(
                _(
                    "the {card} cannot be played from the hand now: in the ring phase every "
                    "turn starts with drawing from the ring."
                ),
                card=card,
            )
        )
    if reason is Reason.NO_PASS:
        if kind is Kind.DRAW_RING:
            return _("Nobody skips a turn in the ring phase: every turn draws from the ring.")
        return format_lazy(
            _(
                "The turn cannot just be skipped: with no {suits} in the hand, the player "
                "must first look for one."
            ),
            suits=suit_none(top),
        )
    return _("That move is not possible now.")


def _one_card_why(kind: Kind, cards: tuple[Card, ...]) -> Text:
    """Why a move is not one card (or none) where one free card is played."""
    if not cards and kind is Kind.LEAD:
        return _(
            "The turn cannot pass without a card: after a round where nobody could play, "
            "this player starts a new suit with one card."
        )
    if not cards:
        return _(
            "The turn is not over yet: after the matching card, one free card from the "
            "hand follows."
        )
    if kind is Kind.LEAD:
        return _("A free lead is a single card, and then the turn ends.")
    return _(
        "Only one card: there is a single free card, even when the hand holds more of "
        "the same suit."
    )


def _draw_why(kind: Kind, top: Card, preset: str) -> Text:
    """Why the turn draws: from the ring, or from the hand's missing suit."""
    if kind is Kind.DRAW_RING:
        return format_lazy(
            _(
                "In the ring phase every turn starts with drawing from the ring, "
                "until {suit} comes."
            ),
            suit=suit_one(top),
        )
    if preset == "perussika":
        template = _(
            "There are no {suits} in the hand, so the player digs in the centre "
            "pile, under the top card, until {suit} comes."
        )
    else:
        template = _(
            "There are no {suits} in the hand, so the player draws from the draw "
            "pile until {suit} comes."
        )
    return format_lazy(template, suits=suit_none(top), suit=suit_one(top))


def _legal_why(kind: Kind, top: Card, cards: tuple[Card, ...]) -> Text:
    card = card_name(cards[0])
    if kind is Kind.MATCH:
        return format_lazy(
            _("the {card} may go first: it is {suit}, like the top card of the pile."),
            card=card,
            suit=suit_one(top),
        )
    if kind is Kind.FREE:
        return format_lazy(_("the {card} is fine: the free card may be of any suit."), card=card)
    return format_lazy(_("the {card} is fine: a free lead may be any card."), card=card)


def _question(situation: Situation, prompt: Text, choices: tuple[Choice, ...]) -> Question:
    return Question(
        id=f"tilanne-{situation.kind}",
        group=Group.SITUATION,
        prompt=prompt,
        choices=choices,
        explanation=EXPLANATIONS[situation.kind],
        anchor=situation.anchor,
        title=_("What does the player do now?"),
        situation=situation,
    )
