"""The end summary's costliest choice: the visitor's one decision that gave away the most.

"Gave away" is Mestari's estimate (``tutorials.advice``): the search's value of
its best move minus that of the move the visitor chose, in the same sampled
worlds. Searching every decision of a game would cost a search per decision,
so the work is bounded: only the decisions where the visitor chose otherwise
than Taitava (the engine's strategy, one cheap call) are candidates, at most
``DECISIONS`` of them (spread evenly over the game) are searched, each with
``PLAYOUTS`` games played out. The game itself is played once more from the
deal, unwatched (no tables, no words), to reach those positions. A game whose
weighed choices gave away nothing says nothing. The answer is kept per game
(``functools.lru_cache``): the end page is drawn again on a reload or a language
switch. ``benchmarks/hints.py`` prints the end page's CPU: at four players against
Taitava a median of 40–80 ms the first time, 6 ms after. Against Mestari the
replay applies the choices its token recorded (``computer``); searching them again
would cost about a second.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from games import search
from games.core import Action, Game, GameState
from games.registry import find_game
from tutorials import advice
from tutorials.budget import budget_spent, past_budget
from tutorials.play.setup import Setup, capped, made_for
from tutorials.play.state import decider
from tutorials.words import NameCase, player_name

# At most this many of the visitor's decisions are searched after a game, each with
# this many playouts: at most DECISIONS × PLAYOUTS games played out from a position.
DECISIONS = 4
PLAYOUTS = 48


@dataclass(frozen=True)
class Decided:
    """One decision of the visitor's where Taitava would have chosen otherwise."""

    number: int  # the person's decision, counted from 1
    step: int  # the replay's step that shows the visitor's move (events from the deal)
    state: Any  # a copy of the position before the choice (None once weighed)
    chosen: Action
    seat: int = 0  # whose choice it was


@dataclass(frozen=True)
class Costly:
    """The costliest choice in words: what the visitor chose and what Mestari would have."""

    number: int
    step: int
    chosen: str  # the move's words, as its button said
    chosen_result: str  # "With this you lose 6 times in 10."
    better: str
    better_result: str
    replay_url: str
    cost: float  # the search's mean result given away (0 to 1)
    person: str = ""  # whose choice, when several people play at one device

    @property
    def person_genitive(self) -> str:
        """``person`` in the genitive ("Mikon"), in the language of the page drawn."""
        return player_name(self.person, NameCase.GENITIVE)


def decisions(
    game: Game, setup: Setup, choices: tuple[int, ...], computer: Sequence[int] = ()
) -> list[Decided]:
    """The people's decisions of a game where their move was not Taitava's; ``computer``:
    a searching computer player's choices as the token recorded them (indices into the
    legal moves, already checked by the page's own replay)."""
    events = 0

    def count(event: object, state: GameState) -> None:
        nonlocal events
        events += 1

    series: dict[str, Any] = {}
    if setup.previous is not None:
        series["previous_places"] = setup.previous
    state: GameState = game.new_game(
        capped(setup.rules), setup.players, seed=setup.seed, observer=count, **series
    )
    humans = getattr(setup, "humans", (setup.seat,))
    policy = game.policies[setup.policy]
    usual = game.policies[advice.ROLLOUT]
    found: list[Decided] = []
    made = asked = 0
    own = dict.fromkeys(humans, 0)  # each person's choices so far
    while not state.over and made < len(choices):
        if past_budget(state.turns):
            raise budget_spent()
        deciding = decider(state)
        if deciding not in humans:
            if asked < len(computer):
                state.choose(state.legal_actions()[computer[asked]])
                asked += 1
            else:
                state.choose(policy(state))
            continue
        alike = made_for(game, setup, state)
        if alike is not None:  # made for the visitor: not a choice of theirs
            state.choose(alike)
            continue
        actions = state.legal_actions()
        chosen = actions[choices[made]]
        made += 1
        own[deciding] += 1
        if len(search.distinct(actions)) > 1:
            # On copies: a strategy may draw from the game's generator.
            if usual(state.copy()).cards != chosen.cards:
                found.append(Decided(own[deciding], events + 1, state.copy(), chosen, deciding))
        state.choose(chosen)
    return found


def spread(found: list[Decided], most: int = DECISIONS) -> list[Decided]:
    """At most ``most`` of ``found``, spread evenly from the first to the last."""
    if len(found) <= most:
        return found
    if most == 1:
        return found[-1:]
    return [found[round(i * (len(found) - 1) / (most - 1))] for i in range(most)]


def costliest(
    game: Game,
    setup: Setup,
    choices: tuple[int, ...],
    words: Callable[[Action], str],
    link: Callable[[int], str],
    computer: Sequence[int] = (),
    names: Sequence[str] = (),
    aim: str = advice.FIRST,
) -> Costly | None:
    """The costliest weighed choice (None: none gave anything away); ``names``: the seat
    names, to say whose choice it was when several people play; ``aim``: the game's
    (``advice.FIRST`` or ``SAFE``), what the figures speak of first."""
    found = _weighed(game.name, setup, choices, tuple(computer))
    if found is None:
        return None
    decided, weighed = found
    best = weighed.best
    chosen = weighed.of(decided.chosen)
    assert chosen is not None
    mine, better = advice.results(chosen, best, aim)
    several = len(getattr(setup, "humans", ())) > 1
    return Costly(
        decided.number,
        decided.step,
        words(decided.chosen),
        mine,
        words(best.action),
        better,
        link(decided.step),
        best.score - chosen.score,
        names[decided.seat] if several and decided.seat < len(names) else "",
    )


@functools.lru_cache(maxsize=256)
def _weighed(
    name: str, setup: Setup, choices: tuple[int, ...], computer: tuple[int, ...]
) -> tuple[Decided, advice.Weighed] | None:
    game = find_game(name)
    worst: tuple[float, Decided, advice.Weighed] | None = None
    for decided in spread(decisions(game, setup, choices, computer)):
        weighed = advice.weigh(game, decided.state, PLAYOUTS)
        if weighed is None:
            continue
        lost = advice.cost(weighed, decided.chosen)
        if lost > 0 and (worst is None or lost > worst[0]):
            worst = (lost, decided, weighed)
    if worst is None:
        return None
    # Kept without the position: the cache holds only what the page says.
    return dataclasses.replace(worst[1], state=None), worst[2]
