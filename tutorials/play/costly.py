"""The end summary's costliest choice: the visitor's one decision that gave away the most.

"Gave away" is the advice's estimate (``tutorials.advice``): the search's value
of its pick minus that of the move the visitor chose, in the same sampled
worlds. It reads the decision's one weighing, the very one a hint at that
decision showed (kept in the shared cache under the position: ``advice.weigh``),
so the summary never contradicts a hint. Searching every decision of a game
would cost a search per decision, so the work is bounded: only the decisions
where the visitor chose otherwise than Taitava (the engine's strategy, one
cheap call) are candidates, at most ``DECISIONS`` of them (spread evenly over
the game), found once and kept in the shared cache (numbers only). The game
itself is played once more from the deal, unwatched (no tables, no words, no
Taitava), to reach those positions. Weighings kept are read for nothing; new
ones are searched only while the request's budget has room for one at its most
(``budget.search_turns``), the replays counted: the others wait for the next
time the end page is drawn (at once with htmx, else a link; a reload), which
reads what this one kept. The first time the end of a long game is drawn, the
request that found the candidates searches none when the replays leave no room.
A game whose weighed choices gave away nothing says nothing.
``benchmarks/hints.py`` prints the end page's CPU. Against Mestari the replay
applies the choices its token recorded (``computer``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from games import search
from games.core import Action, Game, GameState, Policy
from tutorials import advice, weighings
from tutorials.budget import REPLAYED, budget_spent, past_budget, search_turns
from tutorials.play.setup import Setup, capped, made_for, position
from tutorials.play.state import decider
from tutorials.words import NameCase, player_name

# At most this many of the visitor's decisions are weighed after a game.
DECISIONS = 4
# The times the end page asks before it tells the choice of those weighed (a cache that
# keeps nothing): a long game's first time only finds the decisions, then one a time.
ATTEMPTS = DECISIONS + 1


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
    turns: int = 0  # the game's turns before it


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


def _people(
    game: Game,
    setup: Setup,
    choices: tuple[int, ...],
    computer: Sequence[int],
    observer: Callable[[object, GameState], None] | None = None,
) -> Iterator[tuple[GameState, int, int, int, Action]]:
    """The game replayed from the deal, stopping at each of the people's own decisions (not
    one made for them): the position, whose choice, its index, the recorded computer
    choices made before it and the move chosen, which is made when the caller asks for the next;
    ``computer``: a searching computer player's choices as the token recorded them
    (indices into the legal moves, already checked by the page's own replay)."""
    series: dict[str, Any] = {}
    if setup.previous is not None:
        series["previous_places"] = setup.previous
    if observer is not None:
        series["observer"] = observer
    state: GameState = game.new_game(capped(setup.rules), setup.players, seed=setup.seed, **series)
    humans = getattr(setup, "humans", (setup.seat,))
    policy = game.policies[setup.policy]
    made = asked = 0
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
        chosen = state.legal_actions()[choices[made]]
        yield state, deciding, made, asked, chosen
        made += 1
        state.choose(chosen)


def decisions(
    game: Game,
    setup: Setup,
    choices: tuple[int, ...],
    computer: Sequence[int] = (),
) -> list[Decided]:
    """The people's decisions of a game where their move was not Taitava's (their
    positions not copied: ``state`` None); ``computer`` as ``_people`` takes it."""
    events = 0

    def count(event: object, state: GameState) -> None:
        nonlocal events
        events += 1

    # Taitava's choices as Mestari's playouts make them (the same, made faster).
    mestari = advice.searcher(game)
    usual = mestari.rollout if mestari is not None else game.policies[advice.ROLLOUT]
    found: list[Decided] = []
    own: dict[int, int] = {}  # each person's choices so far
    for state, deciding, made, asked, chosen in _people(game, setup, choices, computer, count):
        own[deciding] = own.get(deciding, 0) + 1
        actions = state.legal_actions()
        if len(search.distinct(actions)) > 1 and _taitava(usual, state) != chosen.cards:
            number = own[deciding]
            found.append(
                Decided(number, events + 1, None, chosen, deciding, made, asked, state.turns)
            )
    return found


def candidates(
    game: Game, setup: Setup, choices: tuple[int, ...], computer: Sequence[int] = ()
) -> tuple[list[Decided], bool]:
    """The decisions the end summary weighs (``spread`` of ``decisions``, positions not
    copied), and whether they were found now: they are kept in the shared cache under the
    finished game's position, so the page asked again (still weighing, a reload) does
    not look for them again."""
    name = weighings.key("costly", position(game, setup, choices, computer))
    found = _read(weighings.kept(name), choices)
    if found is not None:
        return found, False
    found = spread(decisions(game, setup, choices, computer))
    rows = tuple((d.number, d.step, d.seat, d.index, d.asked, d.turns) for d in found)
    weighings.keep(name, rows)
    return found, True


def _read(kept: object, choices: tuple[int, ...]) -> list[Decided] | None:
    """Kept candidates (None: none, or not of this game); their moves are found again."""
    if not isinstance(kept, tuple):
        return None
    found = []
    for row in kept:
        if not (isinstance(row, tuple) and len(row) == 6 and all(type(x) is int for x in row)):
            return None
        number, step, seat, index, asked, turns = row
        if not 0 <= index < len(choices):
            return None
        found.append(Decided(number, step, None, Action(seat, ()), seat, index, asked, turns))
    return found


def positions(
    game: Game,
    setup: Setup,
    choices: tuple[int, ...],
    computer: Sequence[int],
    wanted: Sequence[Decided],
) -> list[Decided]:
    """``wanted`` with their positions (a copy each) and moves, from one replay that watches
    nothing and stops after the last of them."""
    by_index = {d.index: d for d in wanted}
    last = max(by_index, default=-1)
    found = []
    for state, _seat, made, _asked, chosen in _people(game, setup, choices[: last + 1], computer):
        if made in by_index:
            found.append(dataclasses.replace(by_index[made], state=state.copy(), chosen=chosen))
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
    decisions are left to weigh, the ``attempt``-th time asked: after ``ATTEMPTS``
    attempts (a cache that keeps nothing) the choice is told of those weighed."""
    found, left = _weighed(game, setup, choices, tuple(computer), attempt)
    if left and attempt < ATTEMPTS:
        return Pending(attempt + 1)
    if found is None:
        return None
    decided, weighed = found
    best = weighed.best
    chosen = weighed.of(decided.chosen)
    assert chosen is not None
    mine, better = advice.results(weighed, decided.chosen, best.action, aim)
    several = len(getattr(setup, "humans", ())) > 1
    return Costly(
        decided.number,
        decided.step,
        words(decided.chosen),
        mine,
        words(best.action),
        better,
        link(decided.step),
        max(best.score - chosen.score, 0.0),
        names[decided.seat] if several and decided.seat < len(names) else "",
        decided.index,
        decided.asked,
    )


def _weighed(
    game: Game, setup: Setup, choices: tuple[int, ...], computer: tuple[int, ...], attempt: int
) -> tuple[tuple[Decided, advice.Weighed] | None, int]:
    """The costliest of the candidates weighed (kept ones, then new ones while the
    request's budget has room for one at its most) and its weighing; and how many
    candidates were left unweighed."""
    allowed = search_turns(game)
    # A weighing at its most: the race, then the pick and the choice topped up.
    most = advice.work(game) or 0
    found, fresh = candidates(game, setup, choices, computer)
    # The request replays the game: its page twice, here once to the last candidate, and
    # (``fresh``) once more watched and asking Taitava at every decision (counted twice).
    replays = 3 + 2 * fresh
    spent = replays * REPLAYED * max((d.turns for d in found), default=0)
    if fresh and attempt == 0 and allowed is not None and found and spent + most > allowed:
        # The first time a long game's end is drawn: finding the decisions was the work.
        return None, len(found)
    found = positions(game, setup, choices, computer, found)
    searched = False
    left = 0
    worst: tuple[float, Decided, advice.Weighed] | None = None
    for decided in found:
        at = position(game, setup, choices[: decided.index], computer[: decided.asked])
        weighed = advice.kept(game, decided.state, at)
        # Every candidate is ranked by figures told (the pick and the choice on the games
        # shown), so the costliest stays the same once all are weighed.
        if weighed is None or not advice.told(weighed, decided.chosen):
            # The first search of a request starts whatever its room (or nothing would be
            # weighed).
            if searched and allowed is not None and spent + most > allowed:
                left += 1  # weighed when the page is asked again
                continue
            weighed = advice.weigh(game, decided.state, at, (decided.chosen,))
            if weighed is None:
                continue
            spent += most  # at most: what the top-up played is not told
            searched = True
        lost = advice.cost(weighed, decided.chosen)
        if lost > 0 and (worst is None or lost > worst[0]):
            worst = (lost, decided, weighed)
    if worst is None:
        return None, left
    return (worst[1], worst[2]), left
