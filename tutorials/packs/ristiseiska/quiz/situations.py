"""Questions of the group "Can this card be played now?", made by the engine.

A situation is a seeded game played with seeded random choices and stopped at
a player's decision of which card to play. One card of their hand is asked
about; whether it can go down now is the engine's word (``check_action``), and
the explanation is its reason code put into a sentence. Each kind is a rule
set, so the same question is asked under the basic rules and the variants.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import StrEnum
from functools import partial

from django.utils.functional import lazy
from django.utils.text import format_lazy
from django.utils.translation import gettext_lazy as _

from games import ristiseiska as rs
from games.core import Action, IllegalMoveError
from tutorials.packs.ristiseiska.narration import name
from tutorials.packs.ristiseiska.table import TableView, table_view
from tutorials.quiz.model import Choice, Group, Question
from tutorials.words import Case, Text

# A card as the object of a sentence; a second-deck copy says so.
card_object = lazy(partial(name, case=Case.GENITIVE), str)

# Bump when a change makes the same seed give another situation.
VERSION = "2"

NAMES = ("Aino", "Eero", "Liisa", "Onni")
MAX_GAMES = 50


class Kind(StrEnum):
    BASIC = "basic"  # the basic rules
    EIGHT_FIRST = "eight_first"  # eight_before_six
    FIRST_ACE = "first_ace"
    RISTIKASI = "ristikasi"
    SEVENS_ONLY = "sevens_only"  # holding: sevens_only
    TWO_DECKS = "two_decks"
    JOKERS = "jokers"


RULES: dict[Kind, tuple[str, dict[str, object]]] = {
    Kind.BASIC: ("ristiseiska", {}),
    Kind.EIGHT_FIRST: ("ristiseiska", {"eight_before_six": True}),
    Kind.FIRST_ACE: ("ristiseiska", {"first_ace": True}),
    Kind.RISTIKASI: ("ristikasi", {}),
    Kind.SEVENS_ONLY: ("ristiseiska", {"holding": "sevens_only"}),
    Kind.TWO_DECKS: ("kaksi_pakkaa", {}),
    Kind.JOKERS: ("jokerit", {}),
}
RULES_NAMES: dict[Kind, Text] = {
    Kind.BASIC: _("Ristiseiska, the basic rules"),
    Kind.EIGHT_FIRST: _("Ristiseiska with the eight before the six"),
    Kind.FIRST_ACE: _("Ristiseiska where the first ace decides"),
    Kind.RISTIKASI: _("Ristikasi, from the eight of clubs"),
    Kind.SEVENS_ONLY: _("Ristiseiska where only the sevens must be played"),
    Kind.TWO_DECKS: _("Ristiseiska with two decks"),
    Kind.JOKERS: _("Ristiseiska with two jokers"),
}
ANCHORS: dict[Kind, str] = {
    Kind.BASIC: "seiskan-rivit",
    Kind.EIGHT_FIRST: "kasi-ennen-kuutosta",
    Kind.FIRST_ACE: "ensimmainen-assa",
    Kind.RISTIKASI: "ristikasi-peli",
    Kind.SEVENS_ONLY: "vain-seiskat",
    Kind.TWO_DECKS: "kaksi-pakkaa-seiska",
    Kind.JOKERS: "jokerit-seiska",
}

# The engine's reasons a card in the hand cannot go down, in words ("needs": the card
# that must be down first, as the engine's refusal names it).
REASONS: dict[str, Text] = {
    rs.IllegalReason.NEEDS_CLUB.value: _("No: nothing can be played before the opening card."),
    rs.IllegalReason.ALREADY_DOWN.value: _("No: it has no place on the layout now."),
    rs.IllegalReason.MUST_PLAY_SEVEN.value: _(
        "No: a seven that fits is in the hand, and a seven must be played first."
    ),
    rs.IllegalReason.DEAD_CARD.value: _(
        "No: the card is dead. A joker stood in its place and was covered or its row end "
        "was finished, so the card never goes down."
    ),
}
OTHER_REASON = _("No: the rules do not let it go down now.")
YES_WHY = _("Yes: the card next to it in its row is down and its place is free.")
SWAP_WHY = _("Yes: a joker stands in its place, and the player may swap the card for it.")


@dataclass(frozen=True)
class Situation:
    """The moment a question is about, as ``quiz/_situation.html`` draws it."""

    kind: Kind
    players: int
    game_seed: int
    choices: tuple[tuple[int, ...], ...]  # the recipe: options chosen before the stop
    card: int
    player: int  # whose turn it is: only their hand is face up, as at the table
    table: rs.Table
    names: tuple[str, ...]
    rules: rs.Rules

    @property
    def rules_name(self) -> Text:
        return RULES_NAMES[self.kind]

    @property
    def table_view(self) -> TableView:
        """Drawn per request, so its words are in the visitor's language."""
        return table_view(self.table, self.names, self.rules, only_hand_of=self.player)


def _make_rules(kind: Kind) -> rs.Rules:
    preset, overrides = RULES[kind]
    return rs.make_rules(preset, overrides)


def _refusal(state: rs.RistiseiskaState, player: int, card: int) -> IllegalMoveError | None:
    """None when ``card`` can go down now, else the engine's refusal."""
    try:
        rs.check_action(state, Action(player, (card,)))
    except IllegalMoveError as error:
        if error.reason == rs.IllegalReason.CHOOSE_END:  # fits, at either end
            return None
        return error
    return None


def _reason(state: rs.RistiseiskaState, player: int, card: int) -> str | None:
    """None when ``card`` can go down now, else the engine's reason code."""
    error = _refusal(state, player, card)
    return None if error is None else str(error.reason)


def _why(state: rs.RistiseiskaState, player: int, card: int) -> Text:
    """The engine's verdict on ``card`` in a sentence, naming the card it waits for."""
    error = _refusal(state, player, card)
    if error is None:
        swap = any(slot >> 1 == card for slot in state.joker_slot if slot >= 0)
        return SWAP_WHY if swap else YES_WHY
    if error.reason == rs.IllegalReason.NEEDS_CARD and "needs" in error.data:
        return _needs_why(error.data)
    return REASONS.get(str(error.reason), OTHER_REASON)


def _needs_why(data: dict[str, object]) -> Text:
    """Which cards the engine says must go down first: all of them, not only the neighbour."""

    def card(key: str, case: Case = Case.NOMINATIVE) -> Text:
        return lazy(partial(name, rs.parse_choice(str(data[key]))[0], case), str)()

    if "or_needs" in data:
        return format_lazy(
            _("No: the {one} or the {other} must be down first."),
            one=card("needs", Case.GENITIVE),
            other=card("or_needs", Case.GENITIVE),
        )
    if data.get("next", data["needs"]) == data["needs"]:
        return format_lazy(
            _("No: the {card} must be down first."), card=card("needs", Case.GENITIVE)
        )
    return format_lazy(
        _("No: its row still lacks cards: first the {next}, and last before it the {needs}."),
        next=card("next"),
        needs=card("needs"),
    )


def situation_question(seed: int, kind: Kind) -> Question:
    """The situation question of ``kind`` for ``seed`` (the same every time)."""
    rng = random.Random(f"ristiseiska-quiz-situation:{seed}:{kind}")
    want_yes = rng.random() < 0.5
    rules = _make_rules(kind)
    for attempt in range(MAX_GAMES):
        game_seed = seed * MAX_GAMES + attempt
        players = rng.randint(3, 4)
        state = rs.new_game(rules, players, seed=game_seed)
        walk = random.Random(game_seed)
        stop = rng.randint(6, 40)
        made: list[tuple[int, ...]] = []
        while state.decision is not None and len(made) < stop:
            options = state.decision.options
            option = options[walk.randrange(len(options))]
            made.append(option.cards)
            state.choose(option)
        decision = state.decision
        if decision is None or decision.kind is not rs.DecisionKind.PLAY:
            continue
        player = decision.player
        hand = [c for c in state.hands[player] if c < rs.JOKER0]
        wanted = [c for c in hand if (_reason(state, player, c) is None) is want_yes]
        if not wanted:
            continue
        card = wanted[rng.randrange(len(wanted))]
        return _question(seed, kind, state, player, card, tuple(made), game_seed)
    raise RuntimeError(f"no situation for seed {seed}")  # pragma: no cover


def _question(
    seed: int,
    kind: Kind,
    state: rs.RistiseiskaState,
    player: int,
    card: int,
    made: tuple[tuple[int, ...], ...],
    game_seed: int,
) -> Question:
    names = NAMES[: state.players]
    reason = _reason(state, player, card)
    # The explanation is said once, under the answer: the choices carry no reason of their own.
    choices = (Choice("yes", _("Yes"), reason is None), Choice("no", _("No"), reason is not None))
    situation = Situation(
        kind=kind,
        players=len(names),
        game_seed=game_seed,
        choices=made,
        card=card,
        player=player,
        table=rs.table(state),
        names=names,
        rules=state.rules,
    )
    return Question(
        id=f"tilanne-{kind}-{seed}",
        group=Group.SITUATION,
        prompt=format_lazy(
            _("It is {player}'s turn. Can {player} play the {card} now?"),
            player=names[player],
            card=card_object(card),
        ),
        choices=choices,
        explanation=_why(state, player, card),
        anchor=ANCHORS[kind],
        title=_("Can this card be played now?"),
        situation=situation,
    )
