"""Questions of the group "Which play beats this?", made by the engine.

A situation is a seeded game played with seeded random choices and stopped
at a reply: a play of the wanted kind lies on the table and a player still in
the trick must beat it or pass. The choices are plays from that player's
hand; the engine's ``check_action`` decides which one may go on, and its
reason codes, put into sentences, say why the others may not.

Each situation keeps its recipe (players, game seed, the choices before the
stop), so anyone can replay it with the engine.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import StrEnum

from django.utils.functional import lazy
from django.utils.text import format_lazy
from django.utils.translation import gettext_lazy as _

from games import siantappo
from games.cards import Card
from games.core import Action, IllegalMoveError
from tutorials.packs.siantappo.narration import combo_words
from tutorials.packs.siantappo.table import TableView, table_view
from tutorials.quiz.model import Choice, Group, Question
from tutorials.words import NameCase, Text, cards_list, player_name

# A round is built once and shown in either language: its words are worked out when shown.
lazy_cards_list = lazy(cards_list, str)
lazy_combo_words = lazy(combo_words, str)
lazy_player_name = lazy(player_name, str)

# Bump when a change makes the same seed give another situation.
VERSION = "2"

NAMES = ("Aino", "Eero", "Liisa", "Onni")
MAX_GAMES = 50
WRONG = 3  # wrong plays offered beside the right one, at most


class Kind(StrEnum):
    SINGLE = "single"  # a single card (not a two) on the table
    PAIR = "pair"  # a pair (not of twos)
    STRAIGHT = "straight"  # a straight
    TWO = "two"  # a single two or a pair of twos: a siantappo may come


R = siantappo.IllegalReason


@dataclass(frozen=True)
class Situation:
    kind: Kind
    players: int
    game_seed: int
    choices: tuple[tuple[Card, ...], ...]  # the recipe: every choice before the stop
    table: siantappo.Table
    mover: int

    @property
    def table_view(self) -> TableView:
        """The table as the player to move sees it: only their own hand face up."""
        return table_view(self.table, NAMES[: self.players], only_hand_of=self.mover)

    @property
    def rules_name(self) -> Text:
        return _("Basic siantappo")


def _kind_of(state: siantappo.SiantappoState) -> Kind | None:
    combo = state.trick_combo
    trick = state.trick or ()
    if combo is None or not trick:
        return None
    two = siantappo.DECK.text(trick[-1]).startswith("2")
    if combo in (siantappo.Combo.SINGLE, siantappo.Combo.PAIR) and two:
        return Kind.TWO
    return {
        siantappo.Combo.SINGLE: Kind.SINGLE,
        siantappo.Combo.PAIR: Kind.PAIR,
        siantappo.Combo.STRAIGHT: Kind.STRAIGHT,
    }.get(combo)


def _verdict(state: siantappo.SiantappoState, cards: tuple[Card, ...]) -> str:
    try:
        siantappo.check_action(state, Action(state.to_move, cards))
    except IllegalMoveError as error:
        return str(error.reason)
    return "legal"


def _candidates(hand: Sequence[Card]) -> list[tuple[Card, ...]]:
    """Plays a player might try from this hand: singles, pairs, runs of three to five."""
    deck = siantappo.DECK
    by_rank: dict[str, list[Card]] = {}
    for card in hand:
        by_rank.setdefault(deck.text(card)[:-1], []).append(card)
    out: list[tuple[Card, ...]] = [(card,) for card in hand]
    out += [pair for cards in by_rank.values() for pair in itertools.combinations(cards, 2)]
    ranks = [rank for rank in "3 4 5 6 7 8 9 10 J Q K A".split() if rank in by_rank]
    order = "3 4 5 6 7 8 9 10 J Q K A".split()
    for length in (3, 4, 5):
        for start in range(len(order) - length + 1):
            run = order[start : start + length]
            if all(rank in ranks for rank in run):
                out.append(tuple(by_rank[rank][0] for rank in run))
    return [tuple(deck.strength_sorted(list(cards))) for cards in out]


def _sized(hand: Sequence[Card], size: int) -> list[tuple[Card, ...]]:
    """Plays of ``size`` cards a player might try besides ``_candidates``: runs of that
    length, and pairs put together (two pairs, three pairs, in a row or not)."""
    deck = siantappo.DECK
    by_rank: dict[str, list[Card]] = {}
    for card in hand:
        by_rank.setdefault(deck.text(card)[:-1], []).append(card)
    order = "3 4 5 6 7 8 9 10 J Q K A".split()
    out: list[tuple[Card, ...]] = []
    for start in range(len(order) - size + 1):
        run = order[start : start + size]
        if all(rank in by_rank for rank in run):
            out.append(tuple(by_rank[rank][0] for rank in run))
    pairs = [tuple(cards[:2]) for cards in by_rank.values() if len(cards) >= 2]
    if size % 2 == 0 and size >= 4:
        out += [sum(group, ()) for group in itertools.combinations(pairs, size // 2)]
    return [tuple(deck.strength_sorted(list(cards))) for cards in out]


def situation_question(seed: int, kind: Kind) -> Question:
    """The situation question of ``kind`` for ``seed`` (the same every time)."""
    rng = random.Random(f"siantappo-quiz-situation:{seed}:{kind}")
    for attempt in range(MAX_GAMES):
        players = rng.randint(3, 4)
        found = candidates(kind, players, seed * MAX_GAMES + attempt)
        if found:
            return replace(found[rng.randrange(len(found))], id=f"tilanne-{kind}-{seed}")
    if kind is Kind.SINGLE:  # pragma: no cover - every game has single-card tricks
        raise RuntimeError(f"no single-card situation for seed {seed}")
    return situation_question(seed, Kind.SINGLE)


def candidates(kind: Kind, players: int, game_seed: int) -> list[Question]:
    """Every usable stop of ``kind`` in one game, as questions."""
    rules = siantappo.make_rules()
    state = siantappo.new_game(rules, players, seed=game_seed)
    walk = random.Random(game_seed)
    choices: list[tuple[Card, ...]] = []
    found: list[Question] = []
    while not state.over:
        decision = state.decision
        assert decision is not None
        if _kind_of(state) is kind:
            question = _question(kind, state, players, game_seed, tuple(choices))
            if question is not None:
                found.append(question)
        options = decision.options
        action = options[walk.randrange(len(options))]
        choices.append(action.cards)
        state.choose(action)
    return found


def _wrong(
    state: siantappo.SiantappoState,
    hand: Sequence[Card],
    right: tuple[Card, ...],
    rng: random.Random,
) -> list[tuple[tuple[Card, ...], str]] | None:
    """The wrong plays offered beside ``right``, each with its reason (None: no wrong play
    of as many cards)."""
    # A wrong play of as many cards as the right one, so that counting cards gives
    # nothing away; then wrong plays for other reasons.
    same: list[tuple[tuple[Card, ...], str]] = []
    for cards in dict.fromkeys([*_candidates(hand), *_sized(hand, len(right))]):
        if len(cards) == len(right):
            verdict = _verdict(state, cards)
            if verdict != "legal" and verdict in REASONS:
                same.append((cards, verdict))
    if not same:
        return None
    first = same[rng.randrange(len(same))]
    wrong_by_reason: dict[str, tuple[Card, ...]] = {}
    for cards in _candidates(hand):
        verdict = _verdict(state, cards)
        if verdict != "legal" and verdict in REASONS and verdict not in wrong_by_reason:
            wrong_by_reason[verdict] = cards
    wrong_by_reason.pop(first[1], None)
    reasons = sorted(wrong_by_reason)
    picked = rng.sample(reasons, min(WRONG - 1, len(reasons)))
    return [first, *((wrong_by_reason[reason], reason) for reason in picked)]


def _question(
    kind: Kind,
    state: siantappo.SiantappoState,
    players: int,
    game_seed: int,
    choices: tuple[tuple[Card, ...], ...],
) -> Question | None:
    rng = random.Random(f"{game_seed}:{len(choices)}")
    mover = state.to_move
    hand = state.hand(mover)
    plays = [a.cards for a in state.legal_actions() if a.cards]
    if not plays:
        return None
    # On a two, the siantappo is the play worth asking about.
    bombs = [p for p in plays if kind is Kind.TWO and len(p) > len(state.trick or ())]
    right = rng.choice(bombs or plays)
    wrong = _wrong(state, hand, right, rng)
    if wrong is None:
        return None
    trick = state.trick or ()
    combo = state.trick_combo
    assert combo is not None
    situation = Situation(kind, players, game_seed, choices, siantappo.table(state), mover)
    name = NAMES[mover]
    prompt = format_lazy(
        _(
            "On the table lies {kind} played by {player_genitive}: {cards}. {name} is still "
            "in the trick. Which of these plays may {name} put on it?"
        ),
        cards=lazy_cards_list(trick),
        kind=lazy_combo_words(combo, len(trick)),
        player_genitive=lazy_player_name(NAMES[state.trick_player], NameCase.GENITIVE),
        name=name,
    )
    moves = [(right, "legal"), *wrong]
    return Question(
        id=f"tilanne-{kind}",
        group=Group.SITUATION,
        prompt=prompt,
        choices=tuple(
            Choice(
                key="",
                text=lazy_cards_list(cards),
                right=reason == "legal",
                why=why(reason, len(trick), len(cards)),
                cards=cards,
                move=cards,
            )
            for cards, reason in moves
        ),
        explanation=EXPLANATIONS[kind],
        anchor=ANCHORS[kind],
        title=_("Which play beats this?"),
        situation=situation,
    )


ANCHORS: dict[Kind, str] = {
    Kind.SINGLE: "paalle-lyominen",
    Kind.PAIR: "paalle-lyominen",
    Kind.STRAIGHT: "paalle-lyominen",
    Kind.TWO: "siantappo",
}

EXPLANATIONS: dict[Kind, Text] = {
    Kind.SINGLE: _(
        "A single card is beaten only by a single card of a higher rank, or of "
        "the same rank and a higher suit."
    ),
    Kind.PAIR: _("A pair is beaten only by a pair whose stronger card is higher."),
    Kind.STRAIGHT: _(
        "A straight is beaten only by a straight of exactly as many cards with a higher top card."
    ),
    Kind.TWO: _(
        "On a single two only a higher two or three consecutive pairs; on a pair of "
        "twos only a higher pair of twos or four of a kind."
    ),
}

REASONS: dict[str, Text] = {
    R.NOT_HIGHER: _("It is the right kind, but not higher than the play on the table."),
    R.WRONG_KIND: _(
        "It is another kind of play: until the trick is over, only the same kind may go on."
    ),
    R.WRONG_LENGTH: _("A straight must have exactly as many cards as the one on the table."),
    R.ONLY_TWO_OR_SIANTAPPO: _("On a two only a higher two or a siantappo will do."),
    R.SIANTAPPO_WRONG_FORM: _("That is the wrong form of siantappo for what is on the table."),
    R.SIANTAPPO_ONLY_ON_TWO: _("Three consecutive pairs go only on a single two."),
    R.NOT_A_COMBINATION: _("These cards are not a play at all."),
}


def why(reason: str, trick_size: int, size: int) -> Text:
    if reason != "legal":
        return REASONS[reason]
    if size > trick_size:  # only a siantappo has more cards than what it beats
        return _("It is the siantappo for this two, so it beats it.")
    return _("The same kind, the same number of cards, and higher: it may go on.")
