"""Siantappo, the Finnish climbing game: rules, state, events, legality and policies.

The rules are those of ``shared/rules/siantappo.md``; section numbers below
refer to it. A game is a plain object that changes only through ``apply``
(checked) or ``choose`` (an action the engine itself offered); between
decisions it plays on by itself (automatic passes, one-option leads).

Speed matters, so the data layout is built for counting, not listing:

- Inside the engine a card is its *strength index* ``rank * 4 + suit``
  (rank 0..12 = ``3 … A 2``, suit 0..3 = ``S C D H``), and a hand is one int
  with bit ``s`` set for each card held. The four cards of a rank are one
  nibble, so pairs, threes and straights are read off small tables.
- The legal plays are never listed on the hot path: the engine *counts* them
  per kind (a straight count is a three-term recurrence over the ranks) and
  decodes the ``k``-th one directly. The list ``legal_actions`` returns is the
  same decoding for every ``k``, so both orders agree by construction.
- The uniform policy (``random``) is made inline with one ``rng.random()``
  per decision; events are only built when an observer asks.

Order of the legal actions. A lead: singles (ascending), pairs, threes,
fours (each by rank, then the suits read as a binary number, so the highest
suit decides first), then
straights by highest rank, then length, then the suits with the lowest rank
varying fastest. A reply: the plays of the trick's kind in the same order,
then the siantappos, then ``pass`` (an empty ``Action``).

The modules, each importing only those before it: ``rules`` (cards as
strength indexes, options, the rule set), ``combos`` (combinations and the move
generator: the plays counted and decoded), ``events`` (decisions, refusal
reasons, events), ``legality`` (the check that refuses a move, reading the
state as a ``Board``), ``state`` (the game in progress, its legal moves and
Taitava's inline step), ``deal`` (new games and composed positions),
``worlds`` (Mestari's worlds: what a seat may know), ``policies`` and
``views`` (table, JSON, words). This module names what callers use and
builds the descriptor.

Readings where the rules file is silent
- The leader of a trick cannot pass: leading is the whole turn (section 4
  lets "a player still in the trick" pass; the leader opens a new trick).
- A player who passed tries to play: refused as ``passed_this_trick``
  ("you passed this trick") rather than "not your turn".
- The four-of-a-kind siantappo, once played, is beaten only by a higher four
  of a kind (the same form); an ordinary four of a kind lead likewise.
- Three of a kind or a straight played onto a 2 is refused as
  ``only_two_or_siantappo``; a siantappo of the wrong form as
  ``siantappo_wrong_form``; three pairs onto anything but a single 2 or a
  three-pairs siantappo as ``siantappo_only_on_two``.
- ``previous_places`` must name one player per place; at most one player may
  be missing from it: that player joined the series and is the previous
  loser (section 5), the others keep their order before them.
- ``first_lead: holder`` (a house rule, not the rules file's default) lets
  the holder of ``3C`` lead anything in the first game.
- ``series`` only changes ``simulate``: game ``k`` of the series is dealt
  from its own derived seed, after the previous game's places.
- An action's cards may be given in any order; the engine lists them in
  strength order.
- The rules file names no presets: the one preset, ``perussiantappo``, is
  its rules as written; ``exchange``, ``first_lead`` and ``series`` are the
  options.
- ``siantappos`` (the state's count, for statistics) counts the plays of
  either form onto a 2 or onto a siantappo; an ordinary four of a kind lead
  is not one.
- ``heuristic``: on a lead, the play with the most cards among those holding
  the lowest card in hand (first game: ``3C``), ties to ``lowest``'s order;
  on a reply, never a 2 or a siantappo while holding more than six cards,
  then a play that does not split the cards of a rank if there is one, then
  the lowest; pass when nothing is left.
- ``mestari`` (``games.search``) plays each move out with ``heuristic`` in
  worlds that deal again the cards its seat cannot see: the seat knows its
  hand, every card played, the hand sizes, where its own gifts went, that the
  first leader holds 3C until it is played, and, from a gift received, that
  the giver kept nothing above its strongest (or below its weakest) cards.
  Passes tell it nothing: passing is always allowed.
"""

from __future__ import annotations

from games.core import Game, derive_seed, random_policy
from games.siantappo.combos import COMBO_WORDS, Combo, count_leads, count_plays
from games.siantappo.deal import (
    Position,
    Unreachable,
    check_players,
    complete_deck,
    new_game,
    position,
)
from games.siantappo.events import (
    Decision,
    DecisionKind,
    EndReason,
    Event,
    Exchanged,
    GameOver,
    IllegalReason,
    Passed,
    Played,
    TrickFell,
    WentOut,
)
from games.siantappo.legality import check_action
from games.siantappo.policies import (
    MESTARI_PLAYOUTS,
    MESTARI_WORK,
    POLICIES,
    heuristic_policy,
    lowest_policy,
    mestari_policy,
    simulate,
)
from games.siantappo.rules import _STRENGTH as _STRENGTH
from games.siantappo.rules import (
    DECK,
    DEFAULT_PRESET,
    MAX_PLAYERS,
    MIN_PLAYERS,
    OPTIONS,
    PERUS,
    PRESETS,
    FirstLead,
    Rules,
    make_rules,
)
from games.siantappo.rules import _cards as _cards
from games.siantappo.state import (
    Chooser,
    Observer,
    SiantappoState,
    equivalent_moves,
    legal_actions,
    rollout_policy,
)
from games.siantappo.views import (
    DECISION_WORDS,
    PASS,
    Phase,
    Table,
    choice_text,
    event_json,
    parse_choice,
    state_json,
    table,
)
from games.siantappo.worlds import determinize

# Named too, not listed: ``_STRENGTH`` and ``_cards``, which the engine's tests read.
__all__ = [
    "check_action",
    "check_players",
    "choice_text",
    "Chooser",
    "Combo",
    "COMBO_WORDS",
    "complete_deck",
    "count_leads",
    "count_plays",
    "Decision",
    "DECISION_WORDS",
    "DecisionKind",
    "DECK",
    "DEFAULT_PRESET",
    "derive_seed",
    "determinize",
    "EndReason",
    "equivalent_moves",
    "Event",
    "event_json",
    "Exchanged",
    "FirstLead",
    "GAME",
    "GameOver",
    "heuristic_policy",
    "IllegalReason",
    "legal_actions",
    "lowest_policy",
    "make_rules",
    "MAX_PLAYERS",
    "MESTARI_PLAYOUTS",
    "mestari_policy",
    "MESTARI_WORK",
    "MIN_PLAYERS",
    "new_game",
    "Observer",
    "OPTIONS",
    "parse_choice",
    "PASS",
    "Passed",
    "PERUS",
    "Phase",
    "Played",
    "POLICIES",
    "Position",
    "position",
    "PRESETS",
    "random_policy",
    "rollout_policy",
    "Rules",
    "SiantappoState",
    "simulate",
    "state_json",
    "Table",
    "table",
    "TrickFell",
    "Unreachable",
    "WentOut",
]

# The descriptor the registry reads (games.core.Game).
GAME = Game(
    name="siantappo",
    min_players=MIN_PLAYERS,
    presets=PRESETS,
    default_preset=DEFAULT_PRESET,
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
    decision_words=DECISION_WORDS,
    end_reasons=tuple(reason.value for reason in EndReason),
    loser_key="loser_by_seat",
    result_loser_key="loser",
    choice_parser=parse_choice,
    choice_text=choice_text,
    series=True,
    determinize=determinize,
    equivalent_moves=equivalent_moves,
    position=position,
    position_spec=Position,
)
