"""A toy game registered only by tests: proof that replay, simulate and the registry are generic.

"Korkein häviää": each player is dealt ``hand`` cards and, in seat order,
plays them one by one (choosing which when holding two or more). Whoever
played the strongest card (siantappo order: ranks 3 ... A 2, suits
S < C < D < H) loses. Two decks are told apart (``7C/2``), jokers (``JK``)
are the strongest cards.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from games.cards import RANKS_THREE_TO_TWO, SUITS_S_C_D_H, Deck
from games.core import (
    Action,
    DeckError,
    Game,
    IllegalMoveError,
    Outcome,
    PlayersError,
    Policy,
    check_turn,
    event_fields_json,
    result_json,
)
from games.options import Kind, OptionSpec, with_presets
from games.options import make_rules as schema_make_rules

DECK = Deck(
    decks=2, distinct_copies=True, jokers=2, rank_order=RANKS_THREE_TO_TWO, suit_order=SUITS_S_C_D_H
)


class EndReason(StrEnum):
    STRONGEST = "strongest"
    MAX_TURNS = "max_turns"
    ALL_OUT = "all_out"  # never happens; the descriptor names a draw reason


class Reason(StrEnum):
    NOT_IN_HAND = "not_in_hand"


@dataclass(frozen=True)
class Rules:
    hand: int = 2
    jokers: bool = False


PRESETS: Mapping[str, Rules] = {"perus": Rules(), "jokerit": Rules(hand=3, jokers=True)}
OPTIONS = with_presets(
    (
        OptionSpec("hand", Kind.INT, 2, low=1, high=5),
        OptionSpec("jokers", Kind.BOOL, False),
    ),
    PRESETS,
)


@dataclass(frozen=True)
class Played:
    player: int
    card: int


@dataclass(frozen=True)
class GameOver:
    outcome: Outcome


@dataclass(frozen=True)
class Decision:
    player: int
    options: tuple[Action, ...]


@dataclass(frozen=True)
class Table:
    hands: tuple[tuple[int, ...], ...]
    played: tuple[int, ...]
    turns: int
    outcome: Outcome | None


class ToyState:
    def __init__(
        self,
        rules: Rules,
        players: int,
        deck: list[int],
        rng: random.Random,
        observer: Callable[[object, ToyState], None] | None,
        pause_after_turns: int | None,
    ) -> None:
        self.rules = rules
        self.players = players
        self.rng = rng
        self.hands = [sorted(deck[q::players][: rules.hand]) for q in range(players)]
        self.played: list[int] = []
        self.turns = 0
        self.outcome: Outcome | None = None
        self.pause_after_turns = pause_after_turns
        self._observer = observer
        self._advance()

    @property
    def to_move(self) -> int:
        return self.turns % self.players

    @property
    def decision(self) -> Decision | None:
        if self.outcome is not None or len(self.hands[self.to_move]) < 2:
            return None
        if self.pause_after_turns is not None and self.turns >= self.pause_after_turns:
            return None
        p = self.to_move
        return Decision(p, tuple(Action(p, (c,)) for c in self.hands[p]))

    @property
    def over(self) -> bool:
        return self.outcome is not None

    def legal_actions(self) -> list[Action]:
        return legal_actions(self)

    def apply(self, action: Action) -> None:
        check_action(self, action)
        self.choose(action)

    def choose(self, action: Action) -> None:
        self._play(action.cards[0])
        self._advance()

    def copy(self, rng: random.Random | None = None) -> ToyState:
        twin = copy.copy(self)
        twin.hands = [list(hand) for hand in self.hands]
        twin.played = list(self.played)
        if rng is None:
            rng = random.Random()
            rng.setstate(self.rng.getstate())
        twin.rng = rng
        twin._observer = None
        return twin

    def _play(self, card: int) -> None:
        p = self.to_move
        self.hands[p].remove(card)
        self.played.append(card)
        self.turns += 1
        if self._observer is not None:
            self._observer(Played(p, card), self)

    def _advance(self) -> None:
        while self.outcome is None:
            if self.pause_after_turns is not None and self.turns >= self.pause_after_turns:
                return
            if not any(self.hands):
                strongest = max(
                    range(len(self.played)), key=lambda i: DECK.strength(self.played[i])
                )
                loser = strongest % self.players
                others = tuple(q for q in range(self.players) if q != loser)
                self.outcome = Outcome(
                    (others, (loser,)), (loser,), False, False, EndReason.STRONGEST, self.turns
                )
                if self._observer is not None:
                    self._observer(GameOver(self.outcome), self)
                return
            hand = self.hands[self.to_move]
            if len(hand) >= 2:
                return
            self._play(hand[0])


def check_players(rules: Rules, players: int) -> None:
    if not 2 <= players <= 6:
        raise PlayersError(f"{players} players: the toy game takes 2 to 6", players, 2, 6)


def new_game(
    rules: Rules,
    players: int,
    *,
    seed: int | None = 0,
    deck: Sequence[int] = (),
    observer: Callable[[object, ToyState], None] | None = None,
    pause_after_turns: int | None = None,
    policy: object = None,
) -> ToyState:
    check_players(rules, players)
    rng = random.Random(seed)
    cards = [c for c in DECK.full() if rules.jokers or not DECK.is_joker(c)]
    for card in deck:
        if card not in cards:
            raise DeckError(f"card {DECK.text(card)} is in the deck more than once")
        cards.remove(card)
    rng.shuffle(cards)
    return ToyState(rules, players, [*deck, *cards], rng, observer, pause_after_turns)


def legal_actions(state: ToyState) -> list[Action]:
    decision = state.decision
    return [] if decision is None else list(decision.options)


def check_action(state: ToyState, action: Action) -> None:
    decision = check_turn(state, action)
    if action not in decision.options:
        raise IllegalMoveError(
            Reason.NOT_IN_HAND, "not a legal card", decision, {"cards": DECK.texts(action.cards)}
        )


def table(state: ToyState) -> Table:
    return Table(
        tuple(tuple(h) for h in state.hands), tuple(state.played), state.turns, state.outcome
    )


def _lowest(state: ToyState) -> Action:
    return legal_actions(state)[0]


def _random(state: ToyState) -> Action:
    actions = legal_actions(state)
    return actions[int(state.rng.random() * len(actions))]


POLICIES: Mapping[str, Policy] = {
    "lowest": Policy("lowest", _lowest),
    "random": Policy("random", _random, uniform=True),
}


def derive_seed(seed: int, game: int) -> int:
    return seed * 7 + game


def simulate(
    rules: Rules, players: int, games: int, seed: int, policy: Policy
) -> Iterator[Outcome]:
    for game in range(games):
        state = new_game(rules, players, seed=derive_seed(seed, game))
        while state.decision is not None:
            state.choose(policy(state))
        assert state.outcome is not None
        yield state.outcome


def state_json(state: ToyState, names: Sequence[str]) -> dict[str, object]:
    return {
        "turns": state.turns,
        "played": DECK.texts(state.played),
        "players": [{"name": names[q], "hand": DECK.texts(h)} for q, h in enumerate(state.hands)],
        "result": None if state.outcome is None else result_json(state.outcome, names, "loser"),
    }


def event_json(event: object, names: Sequence[str]) -> dict[str, object]:
    return event_fields_json(event, names, DECK.text, "loser")


def make_rules(preset: str = "perus", overrides: Mapping[str, object] | None = None) -> Rules:
    return schema_make_rules(OPTIONS, PRESETS, preset, overrides)


GAME = Game(
    name="toy",
    min_players=2,
    max_players=lambda rules: 6,
    presets=PRESETS,
    default_preset="perus",
    options=OPTIONS,
    policies=POLICIES,
    default_policy="lowest",
    deck=DECK,
    make_rules=make_rules,
    new_game=new_game,
    check_players=check_players,
    legal_actions=legal_actions,
    check_action=check_action,
    table=table,
    simulate=simulate,
    derive_seed=derive_seed,
    state_json=state_json,
    event_json=event_json,
    decision_words=lambda decision: "which card to play",
    end_reasons=tuple(reason.value for reason in EndReason),
)
