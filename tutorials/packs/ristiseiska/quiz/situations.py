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

from django.utils.text import format_lazy
from django.utils.translation import gettext_lazy as _

from games import ristiseiska as rs
from games.core import Action, IllegalMoveError
from tutorials.packs.ristiseiska.table import TableView, table_view
from tutorials.quiz.model import Choice, Group, Question
from tutorials.words import Text, lazy_card_object

# Bump when a change makes the same seed give another situation.
VERSION = "1"

NAMES = ("Aino", "Eero", "Liisa", "Onni")
MAX_GAMES = 50


class Kind(StrEnum):
    BASIC = "basic"  # the basic rules
    EIGHT_FIRST = "eight_first"  # eight_before_six
    FIRST_ACE = "first_ace"
    RISTIKASI = "ristikasi"


RULES: dict[Kind, tuple[str, dict[str, object]]] = {
    Kind.BASIC: ("ristiseiska", {}),
    Kind.EIGHT_FIRST: ("ristiseiska", {"eight_before_six": True}),
    Kind.FIRST_ACE: ("ristiseiska", {"first_ace": True}),
    Kind.RISTIKASI: ("ristikasi", {}),
}
RULES_NAMES: dict[Kind, Text] = {
    Kind.BASIC: _("Ristiseiska, the basic rules"),
    Kind.EIGHT_FIRST: _("Ristiseiska with the eight before the six"),
    Kind.FIRST_ACE: _("Ristiseiska where the first ace decides"),
    Kind.RISTIKASI: _("Ristikasi, from the eight of clubs"),
}
ANCHORS: dict[Kind, str] = {
    Kind.BASIC: "seiskan-rivit",
    Kind.EIGHT_FIRST: "kasi-ennen-kuutosta",
    Kind.FIRST_ACE: "ensimmainen-assa",
    Kind.RISTIKASI: "ristikasi-peli",
}

# The engine's reasons a card in the hand cannot go down, in words.
REASONS: dict[str, Text] = {
    rs.IllegalReason.NEEDS_CARD.value: _("No: the card next to it in its row is not down yet."),
    rs.IllegalReason.NEEDS_CLUB.value: _("No: nothing can be played before the opening card."),
    rs.IllegalReason.ALREADY_DOWN.value: _("No: that place is already taken."),
    rs.IllegalReason.MUST_PLAY_SEVEN.value: _("No: a seven that fits must be played first."),
}
OTHER_REASON = _("No: the rules do not let it go down now.")


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


def _reason(state: rs.RistiseiskaState, player: int, card: int) -> str | None:
    """None when ``card`` can go down now, else the engine's reason code."""
    try:
        rs.check_action(state, Action(player, (card,)))
    except IllegalMoveError as error:
        if error.reason == rs.IllegalReason.CHOOSE_END:  # fits, at either end
            return None
        return str(error.reason)
    return None


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
    yes_why: Text = _("Yes: the card next to it is down and the place is free.")
    no_why: Text = REASONS.get(reason or "", OTHER_REASON)
    choices = (
        Choice("yes", _("Yes"), reason is None, yes_why if reason is None else no_why),
        Choice("no", _("No"), reason is not None, yes_why if reason is None else no_why),
    )
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
            card=lazy_card_object(card),
        ),
        choices=choices,
        explanation=yes_why if reason is None else no_why,
        anchor=ANCHORS[kind],
        title=_("Can this card be played now?"),
        situation=situation,
    )
