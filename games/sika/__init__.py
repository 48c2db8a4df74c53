"""Sika, the Finnish ring game: rules, state, events, legality and policies.

The rules are those of ``shared/rules/sika.md``; section numbers below refer to
it. The state is a plain object that changes only through ``apply`` (checked)
or ``choose`` (the fast path used by policies, given an option the engine
itself offered). Between decisions the engine plays on by itself: draws,
forced plays and one-option decisions need nobody's input.

Speed matters (simulations play millions of turns), so cards are ints, hands
are sorted lists, the ring and draw pile are lists popped from the end, and
events are only built when an observer asks for them.

Policies (section 10): ``lowest``, ``random``, ``heuristic``, and the levels
Aloittelija (random), Taitava (heuristic) and Mestari, which plays Taitava's
move unless a search (``games.search``) finds one clearly better, over worlds
made by ``determinize``: the ring, a shuffled draw pile and the other players'
face-down cards dealt again, keeping the cards everyone saw go into a hand and
what each face-down card is known not to be.

The modules, each importing only those before it: ``rules`` (the option set,
its presets and the card tables made once per rule set), ``events`` (phases,
decisions, reasons, events), ``legality`` (the check that refuses a move,
reading the state as a ``Board``), ``state`` (the game in progress, its legal
moves and Taitava's inline choice), ``deal`` (new games and composed
positions), ``worlds`` (what a seat may know: Mestari's worlds and the moves
alike in outcome), ``policies`` and ``views`` (table, JSON, words). This module
names what callers use and builds the descriptor.
"""

from __future__ import annotations

from games.cards import (
    COLOUR_OF,
    Deck,
)
from games.core import (
    Action,
    DeckError,
    Game,
    IllegalMoveError,
    Outcome,
    PlayersError,
    Policy,
    PositionReason,
    RulesError,
    derive_seed,
    random_policy,
)
from games.sika.deal import (
    Position,
    Unreachable,
    check_players,
    complete_deck,
    new_game,
    position,
)
from games.sika.events import (
    Deadlock,
    Decision,
    DecisionKind,
    Drew,
    EndReason,
    Event,
    GameOver,
    IllegalReason,
    Left,
    NewDrawPile,
    Phase,
    Played,
    RingEmptied,
    Role,
    Source,
    TurnEnded,
    TurnResult,
    TurnStarted,
)
from games.sika.legality import (
    check_action,
)
from games.sika.policies import (
    MARGIN,
    MESTARI_WORK,
    POLICIES,
    mestari_policy,
    simulate,
)
from games.sika.rules import (
    DEFAULT_PRESET,
    MAX_DRAWS_LIMIT,
    MIN_PLAYERS,
    OPTIONS,
    PERUSSIKA,
    PRESET_PLAYERS,
    PRESETS,
    DugCard,
    HandSource,
    Match,
    Rules,
    Stalemate,
    make_rules,
)
from games.sika.state import (
    Chooser,
    Observer,
    SikaState,
    heuristic_policy,
    legal_actions,
    lowest_policy,
)
from games.sika.views import (
    DECISION_WORDS,
    Table,
    event_json,
    state_json,
    table,
)
from games.sika.worlds import (
    determinize,
    equivalent_moves,
)

__all__ = [
    "Action",
    "check_action",
    "check_players",
    "Chooser",
    "COLOUR_OF",
    "complete_deck",
    "Deadlock",
    "Decision",
    "DECISION_WORDS",
    "DecisionKind",
    "DeckError",
    "DEFAULT_PRESET",
    "derive_seed",
    "determinize",
    "Drew",
    "DugCard",
    "EndReason",
    "equivalent_moves",
    "Event",
    "event_json",
    "GameOver",
    "HandSource",
    "heuristic_policy",
    "IllegalMoveError",
    "IllegalReason",
    "Left",
    "legal_actions",
    "lowest_policy",
    "make_rules",
    "MARGIN",
    "Match",
    "MAX_DRAWS_LIMIT",
    "mestari_policy",
    "MESTARI_WORK",
    "MIN_PLAYERS",
    "new_game",
    "NewDrawPile",
    "Observer",
    "OPTIONS",
    "Outcome",
    "PERUSSIKA",
    "Phase",
    "Played",
    "PlayersError",
    "POLICIES",
    "Policy",
    "Position",
    "position",
    "PositionReason",
    "PRESET_PLAYERS",
    "PRESETS",
    "random_policy",
    "RingEmptied",
    "Role",
    "Rules",
    "RulesError",
    "SikaState",
    "simulate",
    "Source",
    "Stalemate",
    "state_json",
    "Table",
    "table",
    "TurnEnded",
    "TurnResult",
    "TurnStarted",
    "Unreachable",
]

# The descriptor the registry reads (games.core.Game).
GAME = Game(
    name="sika",
    min_players=MIN_PLAYERS,
    presets=PRESETS,
    default_preset=DEFAULT_PRESET,
    options=OPTIONS,
    policies=POLICIES,
    default_policy="lowest",
    deck=Deck(decks=2),
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
    decision_words=DECISION_WORDS,
    end_reasons=tuple(reason.value for reason in EndReason),
    loser_key="sika_by_seat",
    result_loser_key="sika",
    determinize=determinize,
    equivalent_moves=equivalent_moves,
    position=position,
    position_spec=Position,
)
