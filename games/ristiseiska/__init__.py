"""Ristiseiska (sevens, clubs first): rules, state, events, legality and policies.

The rules are those of ``shared/rules/ristiseiska.md``; section numbers below
refer to it. The state changes only through ``apply`` (checked) or ``choose``
(an option the engine offered). Between decisions the engine plays on by
itself: forced plays, passes, asks, draws and the token need nobody's input.

Data layout (simulations play millions of turns): a card is an int (copy
``k`` of a two-deck game is ``k * 52 + card``, jokers are 104 and 105); a
place on the layout is a *slot*, ``card * 2 + end`` (end 0 = the low row end
or the seven, 1 = the high row end), so sorting slots sorts cards in canonical
order with an ace's low end before its high end. ``owner`` maps every card to
the seat holding it; ``opens`` is the sorted list of slots that can take a
card now; the cards a slot opens, whether it closes a row end and which row
end it belongs to are tables made once per rule set. A player's legal plays
are the open slots whose card they own. Events are built only when an
observer asks, and the ``random`` policy (declared ``uniform``) is inlined, as
is Mestari's rollout player (``rollout_policy``: Taitava's choices read off the
options, tested equal to ``heuristic``).

The modules, each importing only those before it: ``rules`` (cards, options,
the rule set), ``events`` (decisions, refusal reasons, events), ``legality``
(the check that refuses a move, reading the state as a ``Board``), ``state``
(the game in progress, its legal moves and Taitava's inline step), ``deal``
(new games and composed positions), ``worlds`` (Mestari's worlds: what a seat
may know), ``policies`` and ``views`` (table, JSON, words). This module names
what callers use and builds the descriptor.

Readings where the rules file is silent:

- Canonical order with two decks: every first-deck card, then every
  second-deck card (``7C/2``), then the jokers (``JK``, ``JK/2``); the ints
  sort that way.
- A joker cannot be the opening card (that is what "except 7C" means; in a
  two-deck game the other ``7C`` is an ordinary seven and a joker may stand
  for it). A joker played for a card acts as that card: it opens the next
  cards, and standing for a closing card it gives the extra play. A joker
  standing for an ace counts as the first ace under ``first_ace``.
- A joker play is written ``"JK:8H"`` (``"JK:AS:low"`` for an ace that fits
  either end); a swap is written as the real card (``"8H"``): the joker's
  place is taken, so the card has no other play.
- A swap is a play: the turn's one play, or the extra play after a closing
  card; it never gives an extra play itself.
- Dead cards may be given when asked (they never reach the table; the source
  has them end in the loser's hand, so they travel).
- A joker left in hand scores 20 points with ``scoring: face`` (1 with
  ``count``).
- The game is *stuck* when no slot is open and no joker can be swapped (only
  dead cards and jokers are left in hands; it happens only with jokers): it
  ends at once. With ``end: last`` the players still in are placed by cards
  held (fewest first) and the most cards lose; in a scored game everyone still
  in is scored.
- ``holding: sevens_only``: "a 7" means a real card of the centre rank (the
  8s in ``ristikasi``); a joker or a swap is not one. The no-play action of
  holding back in the first round is a pass.
- Series (``target``): each deal is dealt starting one seat further on
  (deal ``k`` from seat ``k mod n``); with two players seat ``k mod 2``
  starts. Turns count over the whole series, but ``max_turns`` (the safety
  valve against a game that cannot end) counts the turns of one deal, so a
  long series is not cut short. Places and losers are by series totals. A
  series needs a scored game.
- Two players: one deck only (two decks are 3-16 players); the ``7C`` is not
  in a two-player scenario deck (it is on the table before the deal).
- Scored games: the player who went out is placed first even when the
  token's points give them more than someone else; the losers are the last
  place group (the most points among the players still holding cards).
- The token goes to whoever takes it last; it is never handed back.
- In an extra play under ``holding: sevens_only`` holding back is "stop"
  (there is no separate "hold" there).
- ``layout`` shows the place a joker stands for as that card; the state's
  ``jokers`` maps each joker to the card it stands for (``null`` in a hand),
  ``dead`` lists the dead cards (both only in joker games); a series adds
  ``totals`` and ``deal``.
- Presets: ``ristiseiska`` (the default), ``pisteet`` (``end: first_out``),
  ``pantti``, ``ristikasi``, ``kaksi_pakkaa`` (two decks), ``jokerit`` (two
  jokers). Turning ``pantti`` or ``ristikasi`` on without naming ``end``
  sets ``end: first_out``.
- ``first_ace`` with ``ristikasi`` (not forbidden): the ace goes on the 2
  or the K there too, and only aces give the extra play.
- A joker standing for a 7 can be swapped for as long as the game lasts.
- ``heuristic`` never holds back (holding back only costs a card or the
  token's points).
- ``mestari`` (``games.search``, Taitava's playouts) imagines worlds in which
  the cards it cannot see are dealt again among the other hands (and the
  stock) by their sizes, keeping the cards whose holder it knows (its gifts
  not passed on, swapped jokers) and keeping from each hand the cards that
  hand showed it lacked by playing nothing (every card it could have played
  then; only the playable 7s where holding back is allowed), until it takes a
  card face down that the seat did not see. It never holds back either. In a
  series its worlds end with the deal in play, each seat placed by its total
  after that deal's points (the later deals are cards nobody has seen).
"""

from __future__ import annotations

from games.core import Game, derive_seed, random_policy
from games.ristiseiska.deal import (
    Position,
    Unreachable,
    build_position,
    check_players,
    complete_deck,
    new_game,
    position,
)
from games.ristiseiska.events import (
    Asked,
    CardsDead,
    DealScored,
    Decision,
    DecisionKind,
    Drew,
    EndReason,
    Event,
    GameOver,
    Gave,
    Held,
    IllegalReason,
    JokerPlayed,
    Left,
    NewDeal,
    NothingTaken,
    Passed,
    Played,
    Stopped,
    Swapped,
    TookToken,
    TurnStarted,
)
from games.ristiseiska.legality import check_action
from games.ristiseiska.policies import (
    MESTARI_MARGIN,
    MESTARI_PLAYOUTS,
    MESTARI_WORK,
    POLICIES,
    heuristic_policy,
    lowest_policy,
    mestari_policy,
    simulate,
)
from games.ristiseiska.rules import (
    ALL_CARDS,
    DECK,
    DEFAULT_PRESET,
    FACE,
    HIGH,
    HOLD,
    JOKER0,
    LOW,
    MIN_PLAYERS,
    OPTIONS,
    OUT_OF_GAME,
    PANTTI_POINTS,
    PRESETS,
    RANK,
    RANKS,
    RISTIKASI_POINTS,
    RISTISEISKA,
    STOCK,
    STOP,
    SUIT,
    SUIT_CODES,
    TABLE,
    End,
    Holding,
    Rules,
    Scoring,
    card_text,
    card_words,
    cards_text,
    choice_text,
    make_rules,
    parse_choice,
    suit_text,
)
from games.ristiseiska.state import (
    Chooser,
    Observer,
    RistiseiskaState,
    equivalent_moves,
    game_cards,
    legal_actions,
    rollout_policy,
)
from games.ristiseiska.views import DECISION_WORDS, Table, event_json, state_json, table
from games.ristiseiska.worlds import determinize, lacks_of

__all__ = [
    "ALL_CARDS",
    "Asked",
    "build_position",
    "card_text",
    "card_words",
    "cards_text",
    "CardsDead",
    "check_action",
    "check_players",
    "choice_text",
    "Chooser",
    "complete_deck",
    "DealScored",
    "Decision",
    "DECISION_WORDS",
    "DecisionKind",
    "DECK",
    "DEFAULT_PRESET",
    "derive_seed",
    "determinize",
    "Drew",
    "End",
    "EndReason",
    "equivalent_moves",
    "Event",
    "event_json",
    "FACE",
    "GAME",
    "game_cards",
    "GameOver",
    "Gave",
    "Held",
    "heuristic_policy",
    "HIGH",
    "HOLD",
    "Holding",
    "IllegalReason",
    "JOKER0",
    "JokerPlayed",
    "lacks_of",
    "Left",
    "legal_actions",
    "LOW",
    "lowest_policy",
    "make_rules",
    "MESTARI_MARGIN",
    "MESTARI_PLAYOUTS",
    "mestari_policy",
    "MESTARI_WORK",
    "MIN_PLAYERS",
    "new_game",
    "NewDeal",
    "NothingTaken",
    "Observer",
    "OPTIONS",
    "OUT_OF_GAME",
    "PANTTI_POINTS",
    "parse_choice",
    "Passed",
    "Played",
    "POLICIES",
    "position",
    "Position",
    "PRESETS",
    "random_policy",
    "RANK",
    "RANKS",
    "RISTIKASI_POINTS",
    "RISTISEISKA",
    "RistiseiskaState",
    "rollout_policy",
    "Rules",
    "Scoring",
    "simulate",
    "state_json",
    "STOCK",
    "STOP",
    "Stopped",
    "SUIT",
    "SUIT_CODES",
    "suit_text",
    "Swapped",
    "TABLE",
    "Table",
    "table",
    "TookToken",
    "TurnStarted",
    "Unreachable",
]

# The descriptor the registry reads (games.core.Game).
GAME = Game(
    name="ristiseiska",
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
    choice_parser=parse_choice,
    choice_text=choice_text,
    determinize=determinize,
    equivalent_moves=equivalent_moves,
    position=build_position,
    position_spec=Position,
)
