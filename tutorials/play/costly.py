"""The end summary's costliest choice: the visitor's one decision that gave away the most.

"Gave away" is the advice's estimate (``tutorials.advice``): the search's value
of its pick minus that of the move the visitor chose, in the same sampled
worlds. It reads the decision's one weighing, the very one a hint at that
decision showed (kept in the shared cache under the position: ``advice.weigh``),
so the summary never contradicts a hint. Searching every decision of a game
would cost a search per decision, so the work is bounded: only the decisions
where the visitor chose otherwise than Taitava (the engine's strategy, one
cheap call) are candidates, at most ``DECISIONS`` of them (spread evenly over
the game). The game itself is played once more from the deal, unwatched (no
tables, no words), to reach those positions. Weighings kept are read for
nothing; new ones are searched only while the request's budget has room for one
at its most (``budget.search_turns``): the others wait for the next time the
end page is drawn (a reload, the language switch), which reads what this one
kept. A game whose weighed choices gave away nothing says nothing.
``benchmarks/hints.py`` prints the end page's CPU. Against Mestari the replay
applies the choices its token recorded (``computer``).
"""

from __future__ import annotations

from collections.abc import Callable, Container, Sequence
from dataclasses import dataclass
from typing import Any

from games import search
from games.core import Action, Game, GameState, Policy
from tutorials import advice
from tutorials.budget import REPLAYED, budget_spent, past_budget, search_turns
from tutorials.play.setup import Setup, capped, made_for, position
from tutorials.play.state import decider
from tutorials.words import NameCase, player_name

# At most this many of the visitor's decisions are weighed after a game.
DECISIONS = 4


@dataclass(frozen=True)
class Decided:
    """One decision of the visitor's where Taitava would have chosen otherwise."""

    number: int  # the person's decision, counted from 1
    step: int  # the replay's step that shows the visitor's move (events from the deal)
    state: Any  # a copy of the position before the choice (None: not asked for)
    chosen: Action
    seat: int = 0  # whose choice it was
    index: int = 0  # its place among the people's choices (``choices[index]``)
    asked: int = 0  # the recorded computer choices made before it


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
    # Its place among the people's choices and the recorded computer choices before it:
    # a replay of ``choices[:index]`` (and ``computer[:asked]``) stops at that decision.
    index: int = 0
    asked: int = 0

    pending = False

    @property
    def person_genitive(self) -> str:
        """``person`` in the genitive ("Mikon"), in the language of the page drawn."""
        return player_name(self.person, NameCase.GENITIVE)


@dataclass(frozen=True)
class Pending:
    """Some of the decisions to weigh were left for the next request (the budget of this
    one spent): the end page asks again, as its ``attempt``-th time."""

    attempt: int
    pending = True


def decisions(
    game: Game,
    setup: Setup,
    choices: tuple[int, ...],
    computer: Sequence[int] = (),
    wanted: Container[int] | None = None,
) -> list[Decided]:
    """The people's decisions of a game where their move was not Taitava's; ``computer``:
    a searching computer player's choices as the token recorded them (indices into the
    legal moves, already checked by the page's own replay). The position is copied only
    for the choices whose index is ``wanted`` (None: all)."""
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
    # Taitava's choices as Mestari's playouts make them (the same, made faster).
    mestari = advice.searcher(game)
    usual = mestari.rollout if mestari is not None else game.policies[advice.ROLLOUT]
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
        own[deciding] += 1
        if len(search.distinct(actions)) > 1 and _taitava(usual, state) != chosen.cards:
            copy = state.copy() if wanted is None or made in wanted else None
            number = own[deciding]
            found.append(Decided(number, events + 1, copy, chosen, deciding, made, asked))
        made += 1
        state.choose(chosen)
    return found


def _taitava(usual: Policy, state: GameState) -> tuple[int, ...]:
    """Taitava's move here, asked of the position itself (cheaper than of a copy), the
    game's generator put back if the strategy drew from it."""
    before = state.rng.getstate()
    cards = usual(state).cards
    if state.rng.getstate() != before:
        state.rng.setstate(before)
    return cards


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
    attempt: int = 0,
) -> Costly | Pending | None:
    """The costliest weighed choice (None: none gave anything away); ``names``: the seat
    names, to say whose choice it was when several people play; ``aim``: the game's
    (``advice.FIRST`` or ``SAFE``), what the figures speak of first. ``Pending`` while
    decisions are left to weigh, the ``attempt``-th time asked: after ``DECISIONS``
    attempts (a cache that keeps nothing) the choice is told of those weighed."""
    found, left = _weighed(game, setup, choices, tuple(computer))
    if left and attempt < DECISIONS:
        return Pending(attempt + 1)
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
        decided.index,
        decided.asked,
    )


def _weighed(
    game: Game, setup: Setup, choices: tuple[int, ...], computer: tuple[int, ...]
) -> tuple[tuple[Decided, advice.Weighed] | None, int]:
    """The costliest of the candidates weighed (kept ones, then new ones while the
    request's budget has room for one at its most) and its weighing; and how many
    candidates were left unweighed."""
    allowed = search_turns(game)
    most = advice.work(game) or 0
    # The game is played twice more: for the candidates, then for the positions of those
    # weighed (a copy of each position would cost more than a replay of a long game).
    chosen = {d.index for d in spread(decisions(game, setup, choices, computer, ()))}
    candidates = decisions(game, setup, choices, computer, chosen)
    candidates = [d for d in candidates if d.index in chosen]
    # The request replays the game four times (its page twice, then here): counted as in play.
    spent = 2 * REPLAYED * max((d.state.turns for d in candidates), default=0)
    searched = False
    left = 0
    worst: tuple[float, Decided, advice.Weighed] | None = None
    for decided in candidates:
        at = position(game, setup, choices[: decided.index], computer[: decided.asked])
        weighed = advice.kept(game, decided.state, at)
        if weighed is None:
            if searched and allowed is not None and spent + most > allowed:
                left += 1  # weighed when the page is asked again
                continue
            weighed = advice.weigh(game, decided.state, at)
            if weighed is None:
                continue
            spent += weighed.turns
            searched = True
        lost = advice.cost(weighed, decided.chosen)
        if lost > 0 and (worst is None or lost > worst[0]):
            worst = (lost, decided, weighed)
    if worst is None:
        return None, left
    return (worst[1], worst[2]), left
