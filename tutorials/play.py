"""Playing a whole game against computer players, without storing anything.

A game in play is its rules, the number of players, a seed, the computer
players' style and the visitor's choices so far. All of that travels in one
token (``seal``/``unseal``): encrypted and authenticated with AES-GCM under a
key derived from SECRET_KEY (HKDF), so any app server can serve any move, a
finished game can be shared by its link, and nothing in a page or its URL
tells the deck, the seed or another player's hand. The game's slug is the
associated data: a token of one game does not open in another.

Each request replays the game from the deal (``replay``): the engine is the
single source of truth, and a replay of a long game costs a few milliseconds
(``benchmarks/play_move.py``). What the game's pack adds (names, the table a
player sees, narration, hints, words for refused moves) comes through
``tutorials.packs.interface.PlayModule``.
"""

from __future__ import annotations

import base64
import binascii
import collections
import dataclasses
import functools
import json
import os
import secrets
import zlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from django.conf import settings
from django.utils.translation import gettext

from games.core import Action, Game, IllegalMoveError, RulesError
from games.options import rules_from_dict, rules_to_dict
from tutorials.errors import BadInput

VERSION = 1
# A URL stays well under the 8 KB many servers accept; a long game's choices
# compress to far less (one small number per decision).
MAX_TOKEN = 6000
MAX_CHOICES = 4000
NONCE = 12
SEED_RANGE = 2**31
# A game played on the site stops after this many turns at most (the engine's
# own safety valve is higher); it keeps every request's replay short.
MAX_TURNS = 2000


def _keys() -> list[bytes]:
    """The current key first, then those of the fallback secrets (key rotation)."""
    secrets_ = [settings.SECRET_KEY, *getattr(settings, "SECRET_KEY_FALLBACKS", [])]
    return [
        HKDF(
            algorithm=hashes.SHA256(), length=32, salt=b"tutorials.play", info=b"play token v1"
        ).derive(str(secret).encode())
        for secret in secrets_
    ]


def _bad_token() -> BadInput:
    return BadInput(
        gettext(
            "This game cannot be continued: its address is damaged, too long or belongs "
            "to another game. Start a new game."
        )
    )


def seal(slug: str, payload: dict[str, Any]) -> str:
    """The payload, compressed, encrypted and authenticated, as URL-safe text."""
    data = zlib.compress(json.dumps(payload, separators=(",", ":")).encode(), 9)
    nonce = os.urandom(NONCE)
    sealed = nonce + AESGCM(_keys()[0]).encrypt(nonce, data, slug.encode())
    return base64.urlsafe_b64encode(sealed).decode().rstrip("=")


def unseal(slug: str, token: str) -> dict[str, Any]:
    """The payload of ``seal(slug, ...)``; BadInput for anything else."""
    if not token or len(token) > MAX_TOKEN:
        raise _bad_token()
    try:
        raw = base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))
    except (binascii.Error, ValueError):
        raise _bad_token() from None
    if len(raw) <= NONCE:
        raise _bad_token()
    for key in _keys():
        try:
            data = AESGCM(key).decrypt(raw[:NONCE], raw[NONCE:], slug.encode())
        except InvalidTag:
            continue
        try:
            # Authenticated, so ours; still bounded in case an old format is longer.
            payload = json.loads(zlib.decompressobj().decompress(data, 64_000))
        except (zlib.error, ValueError):
            raise _bad_token() from None
        if not isinstance(payload, dict):
            raise _bad_token()
        return payload
    raise _bad_token()


# ---------------------------------------------------------------------------
# A game in play


@dataclass(frozen=True)
class Setup:
    """What decides a game besides the visitor's choices."""

    rules: Any  # the engine's Rules
    players: int
    seed: int
    policy: str  # the computer players' style: a key of the engine's policies
    seat: int = 0  # the visitor's seat
    # A later game of a series (games whose descriptor has ``series``): the seats
    # by place in the game before; the engine deals, exchanges cards and lets the
    # loser lead. None for a first game.
    previous: tuple[tuple[int, ...], ...] | None = None


def new_setup(game: Game, rules: Any, players: int, policy: str) -> Setup:
    """A fresh game: the seed comes from the server and is never shown."""
    if getattr(rules, "max_turns", 0) > MAX_TURNS:
        rules = dataclasses.replace(rules, max_turns=MAX_TURNS)
    return Setup(rules, players, secrets.randbelow(SEED_RANGE), policy)


def game_token(slug: str, game: Game, setup: Setup, choices: Sequence[int]) -> str:
    return seal(
        slug,
        {
            "v": VERSION,
            "r": rules_to_dict(game.options, setup.rules),
            "n": setup.players,
            "s": setup.seed,
            "p": setup.policy,
            "q": setup.seat,
            "c": list(choices),
            "pp": None if setup.previous is None else [list(group) for group in setup.previous],
        },
    )


def next_setup(game: Game, setup: Setup, places: Sequence[Sequence[int]]) -> Setup:
    """The next game of a series after a game that ended in ``places``: a deal of its own."""
    seed = game.derive_seed(setup.seed, 1) % SEED_RANGE
    return dataclasses.replace(setup, seed=seed, previous=tuple(tuple(group) for group in places))


def _previous(game: Game, players: int, value: object) -> tuple[tuple[int, ...], ...] | None:
    """A token's places of the game before: every seat once, and only in a series game."""
    if value is None:
        return None
    if not game.series or not isinstance(value, list):
        raise ValueError("no series")
    groups = [group for group in value if isinstance(group, list)]
    seats = [q for group in groups for q in group]
    if len(groups) != len(value) or sorted(seats) != list(range(players)):
        raise ValueError("bad places")
    return tuple(tuple(group) for group in groups)


def read_token(slug: str, game: Game, token: str) -> tuple[Setup, tuple[int, ...]]:
    """The setup and choices of a token; BadInput if it is not a game of ``slug``."""
    data = unseal(slug, token)
    try:
        if data.get("v") != VERSION:
            raise ValueError("another version")
        base = game.make_rules(game.default_preset, None)
        rules = rules_from_dict(game.options, base, data["r"])
        players, seed, policy, seat = data["n"], data["s"], data["p"], data["q"]
        choices = data["c"]
        if not (
            isinstance(players, int)
            and isinstance(seed, int)
            and isinstance(seat, int)
            and 0 <= seat < players
            and policy in game.policies
            and isinstance(choices, list)
            and len(choices) <= MAX_CHOICES
            and all(isinstance(c, int) and c >= 0 for c in choices)
        ):
            raise ValueError("bad fields")
        game.check_players(rules, players)
        previous = _previous(game, players, data.get("pp"))
    except (KeyError, TypeError, ValueError, RulesError):
        raise _bad_token() from None
    return Setup(rules, players, seed, policy, seat, previous), tuple(choices)


@dataclass
class Replay:
    """A game replayed up to the visitor's next decision (or its end)."""

    state: Any
    setup: Setup
    choices: tuple[int, ...]
    # Every event since the visitor's last choice (all of them before the first
    # one), each with the engine's table just after it: what the page narrates.
    events: list[tuple[Any, Any]] = field(default_factory=list)
    # With ``audit``: the computer players' decisions of that stretch, as
    # (legal actions, action played); the tests check each against the policy.
    computer: list[tuple[tuple[Action, ...], Action]] = field(default_factory=list)
    # The engine's refusal of the move asked for (``then``), the position unchanged.
    refused: IllegalMoveError | None = None

    @property
    def actions(self) -> list[Action]:
        """The visitor's legal moves now (empty once the game is over)."""
        return [] if self.state.over else list(self.state.legal_actions())


def replay(
    game: Game,
    setup: Setup,
    choices: Sequence[int],
    watch_from: int | None = None,
    *,
    then: Action | None = None,
    narrate: bool = True,
    audit: bool = False,
) -> Replay:
    """Play the game from the deal: the policy for the computer seats, ``choices`` for the
    visitor's, then the move ``then`` if the engine allows it (else ``refused`` says why).

    Events are kept from the visitor's ``watch_from``-th choice on (default: the
    last one; -1: from the deal; from ``then`` once it is played); ``narrate=False``
    keeps none, which is quicker. BadInput if a choice is not one the game offered.
    """
    if watch_from is None:
        watch_from = max(len(choices) - 1, 0)
    events: list[tuple[Any, Any]] = []
    computer: list[tuple[tuple[Action, ...], Action]] = []
    watching = watch_from < 0 or not choices
    table = game.table

    def observe(event: Any, state: Any) -> None:
        if watching:
            events.append((event, table(state)))

    series: dict[str, Any] = {}
    if setup.previous is not None:
        series["previous_places"] = setup.previous
    state = game.new_game(
        setup.rules,
        setup.players,
        seed=setup.seed,
        observer=observe if narrate else None,
        **series,
    )
    policy = game.policies[setup.policy]
    seat = setup.seat
    made = list(choices)
    total = len(made)
    refused: IllegalMoveError | None = None
    used = 0
    # Only the visitor's decisions need the list of legal moves; the policies
    # find their own, so a computer seat's turn costs one engine call.
    while not state.over:
        # Whoever decides, not whose turn it is: in a layout game the player asked
        # for a card chooses which to give during the asker's turn.
        decision = state.decision
        decider = -1 if decision is None else decision.player  # None: never while not over
        if decider != seat:
            if audit and watching:
                actions = state.legal_actions()
                action = policy(state)
                computer.append((tuple(actions), action))
            else:
                action = policy(state)
            state.choose(action)
            continue
        actions = state.legal_actions()
        if used == total:
            if then is None:
                break
            if then not in actions:
                try:
                    game.check_action(state, then)
                except IllegalMoveError as error:
                    refused = error
                break
            made.append(actions.index(then))
            total += 1
            then = None
            watch_from = used  # narrate from the new move on
        index = made[used]
        if index >= len(actions):
            raise _bad_token()
        if used == watch_from:
            watching = True
            del events[:]
            del computer[:]
        used += 1
        state.choose(actions[index])
    if used != total:  # choices left over after the end: not a game we made
        raise _bad_token()
    return Replay(state, setup, tuple(made), events, computer, refused)


# The position a move has just reached, kept for the page its redirect asks for
# next (usually of the same process): that page is then drawn without a replay.
# Only a speed-up: any process replays on a miss. Pages only read a replay's state.
_RECENT: collections.OrderedDict[tuple[str, Setup, tuple[int, ...]], Replay] = (
    collections.OrderedDict()
)
RECENT_SIZE = 64


def remember(slug: str, replay_: Replay) -> None:
    key = (slug, replay_.setup, replay_.choices)
    _RECENT[key] = replay_
    _RECENT.move_to_end(key)
    while len(_RECENT) > RECENT_SIZE:
        _RECENT.popitem(last=False)


def recall(slug: str, setup: Setup, choices: tuple[int, ...]) -> Replay | None:
    """A position ``remember`` kept, taken out (a page of it is drawn once from memory)."""
    return _RECENT.pop((slug, setup, choices), None)


# ---------------------------------------------------------------------------
# "Try it" in a worked example: the visitor makes one of the example's decisions


@dataclass
class Branch:
    """A worked example's game replayed to one of its decisions, maybe played on from there."""

    state: Any
    events: list[tuple[Any, Any]]  # every event from the deal, with the table after it
    refused: IllegalMoveError | None = None
    left_at: int | None = None  # the step of the visitor's move (None: not made)


def _example_game(scenario: Any, observer: Any) -> Any:
    game = scenario.descriptor
    # A later game of a series (a card exchange example) is dealt after its places.
    series: dict[str, Any] = {}
    if scenario.previous_places is not None:
        series["previous_places"] = scenario.previous_places
    return game.new_game(
        scenario.rules,
        len(scenario.players),
        seed=scenario.seed,
        deck=scenario.deck,
        observer=observer,
        **series,
    )


@functools.lru_cache(maxsize=64)
def decision_steps(scenario: Any) -> dict[int, int]:
    """Step -> which decision (0, 1, …) the scenario's game waits for after that step.

    Only the decisions the example's own play reaches (up to its pause, if any).
    """
    game = scenario.descriptor
    count = 0

    def observe(event: Any, state: Any) -> None:
        nonlocal count
        count += 1

    state = _example_game(scenario, observe)
    policy = game.policies[scenario.policy]
    steps: dict[int, int] = {}
    made = 0
    pause = scenario.stop_after_turns
    while not state.over and (pause is None or state.turns <= pause):
        steps[count] = made
        state.choose(_scenario_move(scenario, state, made, policy))
        made += 1
    return steps


def _scenario_move(scenario: Any, state: Any, made: int, policy: Any) -> Action:
    if made < len(scenario.choices):
        return Action(state.decision.player, scenario.choices[made])
    return policy(state)


def branch(scenario: Any, decision: int, cards: tuple[int, ...] | None) -> Branch:
    """The example's game up to its ``decision``-th decision; with ``cards``, that move
    (of the player to move) instead of the example's, if the engine allows it, then the
    example's computer players' style to the end."""
    game = scenario.descriptor
    events: list[tuple[Any, Any]] = []

    def observe(event: Any, state: Any) -> None:
        events.append((event, game.table(state)))

    state = _example_game(scenario, observe)
    policy = game.policies[scenario.policy]
    made = 0
    while not state.over and made < decision:
        state.choose(_scenario_move(scenario, state, made, policy))
        made += 1
    if cards is None or state.over:
        return Branch(state, events)
    action = Action(state.to_move if state.decision is None else state.decision.player, cards)
    if action not in state.legal_actions():
        try:
            game.check_action(state, action)
        except IllegalMoveError as error:
            return Branch(state, events, refused=error)
    left_at = len(events) + 1
    state.choose(action)
    while not state.over:
        state.choose(policy(state))
    return Branch(state, events, left_at=left_at)
