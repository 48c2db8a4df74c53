"""Quiz questions drawn from real pikkutikki games: which card may go, which card wins.

A situation is a seeded game played with seeded random choices, stopped where a
card is to be played or a trick is complete. The engine decides every answer:
``check_action`` which cards may be played, its ``TrickWon`` event who won.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from django.utils.text import format_lazy
from django.utils.translation import gettext_lazy as _

from games.core import Action, IllegalMoveError
from tests.pikkutikki import engine
from tests.pikkutikki.presenter import TableView, table_view
from tutorials.quiz.model import Choice, Group, Question
from tutorials.words import Text, lazy_card_name

VERSION = "1"
NAMES = ("Aino", "Eero", "Liisa", "Onni")
MAX_GAMES = 50


class Kind(StrEnum):
    FOLLOW = "follow"  # which card may be played on the suit led
    WINNER = "winner"  # which card wins the trick just completed
    LEADS = "leads"  # who leads the next trick


@dataclass(frozen=True)
class Situation:
    kind: Kind
    players: int
    game_seed: int
    table: engine.Table
    mover: int

    @property
    def table_view(self) -> TableView:
        return table_view(self.table, NAMES[: self.players], only_hand_of=self.mover)

    @property
    def rules_name(self) -> Text:
        return _("Pikkutikki")


def _follow(state: engine.PikkutikkiState, seed: int) -> Question | None:
    mover = state.to_move
    hand = state.hands[mover]
    led = engine.suit(state.trick[0][1])
    right = [c for c in hand if engine.suit(c) == led]
    wrong = []
    for card in hand:
        try:
            engine.check_action(state, Action(mover, (card,)))
        except IllegalMoveError as error:
            if error.reason is engine.IllegalReason.MUST_FOLLOW:
                wrong.append(card)
    if not right or not wrong:
        return None
    rng = random.Random(seed)
    cards = [rng.choice(right), *rng.sample(wrong, min(3, len(wrong)))]
    return _question(
        Kind.FOLLOW,
        state,
        seed,
        mover,
        format_lazy(
            _("{name} holds these cards. Which of them may {name} play now?"), name=NAMES[mover]
        ),
        tuple(
            Choice("", lazy_card_name(card), card in right, cards=(card,), move=(card,))
            for card in cards
        ),
        _("A player who holds a card of the suit led must play one of those."),
    )


def _trick(state: engine.PikkutikkiState, seed: int, kind: Kind, winner: int) -> Question:
    trick = state.trick
    if kind is Kind.WINNER:
        choices = tuple(
            Choice("", lazy_card_name(card), q == winner, cards=(card,)) for q, card in trick
        )
        prompt: Text = _("The trick is complete. Which card wins it?")
        why: Text = _("The highest card of the suit led wins the trick.")
    else:
        choices = tuple(Choice("", NAMES[q], q == winner) for q, _card in trick)
        prompt = _("The trick is complete. Who leads the next one?")
        why = _("Whoever wins a trick leads the next one.")
    return _question(kind, state, seed, state.to_move, prompt, choices, why)


def _question(
    kind: Kind,
    state: engine.PikkutikkiState,
    seed: int,
    mover: int,
    prompt: Text,
    choices: tuple[Choice, ...],
    explanation: Text,
) -> Question:
    situation = Situation(kind, state.players, seed, engine.table(state), mover)
    return Question(
        id=f"tilanne-{kind}",
        group=Group.SITUATION,
        prompt=prompt,
        choices=choices,
        explanation=explanation,
        anchor="pikkutikki-tikki",
        title=_("Which card?"),
        situation=situation,
    )


def candidates(kind: Kind, players: int, game_seed: int) -> list[Question]:
    """Every usable stop of ``kind`` in one game played with random choices."""
    found: list[Question] = []
    complete: list[engine.PikkutikkiState] = []  # the trick's last card is down

    def watch(event: Any, state: engine.PikkutikkiState) -> None:
        if kind is Kind.FOLLOW:
            return
        if isinstance(event, engine.Played) and len(state.trick) == state.players:
            complete.append(state.copy())
        elif isinstance(event, engine.TrickWon):  # the engine says who won
            found.append(_trick(complete.pop(), game_seed, kind, event.player))

    state = engine.new_game(engine.make_rules(), players, seed=game_seed, observer=watch)
    walk = random.Random(game_seed)
    while not state.over:
        if kind is Kind.FOLLOW and state.trick:
            question = _follow(state, game_seed)
            if question is not None:
                found.append(question)
        options = state.legal_actions()
        state.choose(options[walk.randrange(len(options))])
    return found


def situation_question(seed: int, kind: Kind) -> Question:
    """The situation question of ``kind`` for ``seed`` (the same every time)."""
    rng = random.Random(f"pikkutikki-quiz-situation:{seed}:{kind}")
    for attempt in range(MAX_GAMES):
        found = candidates(kind, rng.randint(3, 4), seed * MAX_GAMES + attempt)
        if found:
            return replace(found[rng.randrange(len(found))], id=f"tilanne-{kind}-{seed}")
    raise RuntimeError(f"no {kind} situation for seed {seed}")
