"""Mestari's advice: what a search of one decision found, in words.

One weighing per decision: a hint, a "try it" verdict and the end summary's
costliest choice all read ``weigh`` of the decision, which searches it once
(``games.search`` over the game's ``determinize``, Taitava playing each sampled
world out, as Mestari does) and keeps what it found in the shared cache under
the position's key (``tutorials.weighings``). So the three never disagree, and
a repeated address does not search again. The search reads only what the
deciding seat may see, so advice never tells a card another player holds.

The budget (``benchmarks/advice.py`` measures it against searches ten times
larger): a race of at most ``PLAYOUTS`` times Mestari's own playouts (a move
clearly worse than the best is left out of later worlds), stopping once no
other move can plausibly be better than the pick by more than ``TOLERANCE`` on
the search's scale (1 first place, 0 a loser), and never more playout turns than
``WORK`` times one of Mestari's decisions (``Searcher.work``). The pick is
``rule``'s: the best mean result, without Mestari's margin (a margin keeps a
strategy's move through a game of noisy searches; one piece of advice wants the
best move it found).

A race may leave a move after six games, too few to print: every figure a page
prints (the pick's, the visitor's move's, the example's) rests on at least
``SHOWN`` worlds (``top_up``: a move the race left with fewer is played on in
the worlds after its own, the same sequence for every move, with the turns the
race left of ``WORK``, so a request's weighing never plays more). A move without
them gets no figure ("too few games"), and two moves whose means are not more
than ``NOISE`` standard errors apart are told "about as well", never "higher" or
"lower". A shown move clearly better than the race's pick becomes the pick, in
the weighing kept, so the next page says the same.

Until a game's engine has a searching Mestari (``games.search.Searcher``), its
hint is Taitava's move without figures: nothing is ever searched with hidden cards.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence
from dataclasses import dataclass

from django.utils.translation import gettext, ngettext

from games import search
from games.core import Action, Game, GameState
from games.search import MoveValue, Result
from tutorials import weighings

# The searching computer player: a hint is its move, found with its own budget.
MESTARI = "mestari"
# The computer player that plays each sampled world to its end (Mestari's rollout).
ROLLOUT = "taitava"
# The advice's search: at most PLAYOUTS times Mestari's playouts and WORK times its
# playout turns, racing (a move clearly worse than the best is left out of the later
# worlds) and stopped once no other move can plausibly beat the pick by more than
# TOLERANCE (benchmarks/advice.py).
PLAYOUTS = 4
WORK = 1.5
TOLERANCE = 0.05
# Then the pick and the moves a page shows are topped up to SHOWN worlds with what is left
# of those turns (a weighing read from the cache: all of them). 40 worlds of one move cost
# 0.1 to 0.2 of Mestari's work: where the race spent it all, the next request tops up.
# Results are told as "N times in 10".
OUT_OF = 10
# A figure printed for a move ("3 times in 10", "hardly ever") rests on at least SHOWN
# worlds, the same ones for every move shown. The race leaves a move once it looks
# clearly worse, so its own count may be 6 games: a share of 3 in 10 is then read
# within about ±2 tenths (one standard error, sqrt(0.21 / 6) = 0.19), and the content
# read found one verdict in 20 false. At 40 games the standard error is 0.07 (under a
# tenth), and no loss in 40 games puts the true share under 1 in 10 with 95 %
# confidence (the rule of three: 3 / 40 = 0.075): "hardly ever" is then true.
SHOWN = 40
# Two moves "finish higher/lower on average" only when their mean results in the same
# worlds differ by more than NOISE standard errors of the difference (else "about as
# well"); the same test makes a shown move better than the race's pick.
NOISE = 2.0
# What a game's players aim for first (the pack's presenter says which): going out
# first, or not being the one who loses (a game where only the loser counts).
FIRST = "first"
SAFE = "safe"


@dataclass(frozen=True)
class Weighed:
    """A decision's moves as the search valued them, and the move it picks (``best``), and
    the playout turns the race played (``turns``: what it cost, though read from the
    cache). A move's ``tries`` are the first worlds of the search's one sequence, so
    every two moves share the worlds of the fewer."""

    values: tuple[MoveValue, ...]
    best: MoveValue
    turns: int = 0

    def of(self, action: Action) -> MoveValue | None:
        """What the search found of ``action`` (None: not a move offered here)."""
        return next((v for v in self.values if v.action.cards == action.cards), None)

    def shown(self, action: Action) -> MoveValue | None:
        """``action``'s figures if they rest on at least ``SHOWN`` worlds (None: fewer)."""
        value = self.of(action)
        return value if value is not None and value.tries >= SHOWN else None


def apart(one: MoveValue, other: MoveValue) -> float:
    """How far ``one``'s mean result is above ``other``'s, in standard errors of the
    difference (0: no worlds). Each move's spread is taken at its most for its mean
    (results between 0 and 1: mean × (1 − mean)) and the two as if independent, though
    they share worlds: the error is overstated, never understated, so "apart" is safe."""
    return _gap(one.score, one.tries, other.score, other.tries)


def _gap(one: float, tries: int, other: float, other_tries: int) -> float:
    """How far the mean ``one`` of ``tries`` results between 0 and 1 is above ``other`` of
    ``other_tries``, in standard errors of the difference (``apart``'s reckoning)."""
    if not tries or not other_tries:
        return 0.0
    spread = one * (1 - one) / tries + other * (1 - other) / other_tries
    difference = one - other
    if spread <= 0:
        return 0.0 if difference == 0 else math.copysign(math.inf, difference)
    return difference / math.sqrt(spread)


def rule(mestari: search.Searcher) -> search.Rule:
    """How advice picks: the best mean result (a tie goes to Taitava's move, whose tip the
    hint can then add), never a move Mestari never makes (a layout game's holding back),
    and settled within ``TOLERANCE``."""
    return search.Rule(never=mestari.never, tolerance=TOLERANCE, ties_to_usual=True, race=True)


def searcher(game: Game) -> search.Searcher | None:
    """The game's searching player, whose worlds and rollouts advice uses (None: none)."""
    mestari = game.policies.get(MESTARI)
    return mestari if isinstance(mestari, search.Searcher) else None


def work(game: Game) -> int | None:
    """The most playout turns a request's weighing plays, its race and top-up together
    (None: no bound, or nothing to search)."""
    mestari = searcher(game)
    return int(WORK * mestari.work) if mestari is not None and mestari.work else None


def kept(game: Game, state: GameState, position: tuple[object, ...]) -> Weighed | None:
    """The decision's weighing if the shared cache has it (None: not kept, or nothing to
    weigh), without searching."""
    if searcher(game) is None:
        return None
    actions = search.distinct(state.legal_actions())
    if len(actions) < 2:
        return None
    return read(weighings.kept(weighings.key("advice", position)), actions)


def weigh(
    game: Game,
    state: GameState,
    position: tuple[object, ...] | None = None,
    shown: Sequence[Action] = (),
    settle: bool = True,
) -> Weighed | None:
    """The advice's weighing of the decision at ``state``, kept in the shared cache under
    ``position`` (what decides the position; None: not kept); None while the game has no
    searching player (none that keeps hidden cards hidden) or only one move. With
    ``settle`` the pick and the moves ``shown`` are topped up to ``SHOWN`` common worlds
    (``top_up``) as far as the work left allows. At most ``work(game)`` playout turns in
    all, race and top-up (``Weighed.turns``: the race's)."""
    mestari = searcher(game)
    if mestari is None:
        return None
    actions = search.distinct(state.legal_actions())
    if len(actions) < 2:
        return None
    name = None if position is None else weighings.key("advice", position)
    found = None if name is None else read(weighings.kept(name), actions)
    spent = 0
    if found is None:
        budget = PLAYOUTS * mestari.playouts
        weighing, chosen = search.decide(
            state, mestari.determinize, mestari.rollout, rule(mestari), budget, work(game)
        )
        values = weighing.values
        found = Weighed(values, next(v for v in values if v.action == chosen), weighing.turns)
        spent = weighing.turns
    if spent and name is not None:
        weighings.keep(name, written(found))
    if not settle:
        return found
    most = work(game)
    return settled(game, state, found, shown, position, None if most is None else most - spent)


def settled(
    game: Game,
    state: GameState,
    weighed: Weighed,
    shown: Sequence[Action],
    position: tuple[object, ...] | None,
    room: int | None,
) -> Weighed:
    """``weighed`` topped up (``top_up``) within ``room`` playout turns, and kept again
    under ``position`` where that played anything."""
    topped = top_up(game, state, weighed, shown, None if room is None else max(room, 0))
    if topped is not weighed and position is not None:
        weighings.keep(weighings.key("advice", position), written(topped))
    return topped


def top_up(
    game: Game, state: GameState, weighed: Weighed, shown: Sequence[Action], room: int | None
) -> Weighed:
    """``weighed`` with the pick and ``shown`` played on to ``SHOWN`` worlds where the race
    left them with fewer (the worlds after theirs in the search's sequence: each keeps the
    first ones), within ``room`` playout turns (None: no bound); then the pick is a move
    whose mean result is above the pick's by more than ``NOISE`` standard errors (the race
    can take a few games' luck for a better move). ``weighed`` itself if nothing was
    played."""
    mestari = searcher(game)
    assert mestari is not None
    values = list(weighed.values)
    best = values.index(weighed.best)
    wanted = [weighed.best.action, *shown]
    indices = [i for i, v in enumerate(values) if any(v.action.cards == a.cards for a in wanted)]
    turns = 0
    for i in sorted(indices, key=lambda i: i != best):  # the pick's first
        left = None if room is None else room - turns
        value = values[i]
        if value.tries >= SHOWN or (left is not None and left <= 0):
            continue
        found, used = search.worlds(
            state, mestari.determinize, mestari.rollout, [i], value.tries, SHOWN, left
        )
        values[i] = _added(value, found[0])
        turns += used
    if not turns:
        return weighed
    for i in rule(mestari).open_moves([v.action for v in values]):
        if min(values[i].tries, values[best].tries) >= SHOWN:
            if apart(values[i], values[best]) > NOISE:
                best = i
    return dataclasses.replace(weighed, values=tuple(values), best=values[best])


def _added(value: MoveValue, results: Sequence[Result]) -> MoveValue:
    """``value`` with the results of more worlds."""
    tries = value.tries + len(results)
    total = value.score * value.tries + sum(r[0] for r in results)
    first = value.first + sum(1 for r in results if r[1])
    lost = value.lost + sum(1 for r in results if r[2])
    return MoveValue(value.action, total / tries, first, lost, tries)


def written(weighed: Weighed) -> tuple[object, ...]:
    """A weighing as numbers: the pick's index, the turns, each move's figures in order."""
    values = weighed.values
    figures = tuple((v.score, v.first, v.lost, v.tries) for v in values)
    return (values.index(weighed.best), weighed.turns, figures)


def read(kept: object, actions: list[Action]) -> Weighed | None:
    """A kept weighing (``written``'s numbers, or the same as JSON lists) of the decision
    whose moves are ``actions`` (None: none fits)."""
    if not isinstance(kept, (tuple, list)) or len(kept) != 3:
        return None
    pick, turns, figures = kept
    try:
        values = tuple(
            MoveValue(action, float(score), int(first), int(lost), int(tries))
            for action, (score, first, lost, tries) in zip(actions, figures, strict=True)
        )
        return Weighed(values, values[pick], int(turns))
    except (TypeError, ValueError, IndexError):
        return None


def rate(count: int, tries: int) -> int:
    """``count`` of ``tries`` as times in ``OUT_OF``, rounded half up (10 of 40 is 3 in 10,
    as a reader rounds: Python's ``round`` would make it 2 but 14 of 40 4)."""
    return (2 * OUT_OF * count + tries) // (2 * tries) if tries else 0


def _times(count: int) -> dict[str, int]:
    return {"count": count, "out_of": OUT_OF}


def _never_lost() -> str:
    return gettext("With this you hardly ever lose: less than once in %(out_of)d.") % {
        "out_of": OUT_OF
    }


def finding(weighed: Weighed, aim: str = FIRST) -> str:
    """Why the search picks its move, always by the game's one measure (``aim``: going out
    first, or losing), so that a game's hints can be compared: the pick's figure ("most
    often", "least often" where it beats every other move's beyond the noise: ``_ahead``),
    then, where that figure does not set it apart, what does (every move alike, the mean
    place, or luck). No figure while the pick has fewer than ``SHOWN`` worlds."""
    best = weighed.shown(weighed.best.action)
    if best is None:
        return gettext(
            "This did best in the games played out so far, but they are still too few to "
            "give a figure."
        )
    race = weighed.values
    count = _count(weighed.best, aim)
    counts = [_count(v, aim) for v in race]
    ahead = _ahead(weighed, aim)
    if aim == SAFE and count == min(counts) < max(counts) and ahead:
        return _lost_times(best) if best.lost == 0 else _lost_least(_count(best, aim))
    if aim != SAFE and count == max(counts) > min(counts) and count > 0 and ahead:
        return _first_times(best) if best.first == best.tries else _first_most(_count(best, aim))
    figure = _measure(best, aim)
    scores = [v.score for v in race]
    if min(counts) == max(counts) and min(scores) == max(scores):
        why = gettext("Here every choice turns out about the same: this one is as good as any.")
    elif all(apart(weighed.best, v) > NOISE for v in race if v is not weighed.best):
        why = gettext("Counting every place, not only the last, this is the best choice here.")
    else:  # within the advice's tolerance of the top
        why = gettext("Another choice did about as well here: the difference may be just luck.")
    return f"{figure} {why}"


def _ahead(weighed: Weighed, aim: str) -> bool:
    """Whether the pick's share by the game's measure (losses, or going out first) is better
    than every other move's by more than ``NOISE`` standard errors: only then is it "least
    often" or "most often" (as ``results`` tells a mean place "higher" only beyond it)."""
    best = weighed.best

    def share(value: MoveValue) -> float:
        return (value.lost if aim == SAFE else value.first) / value.tries if value.tries else 0.0

    gaps = (
        _gap(share(best), best.tries, share(v), v.tries) for v in weighed.values if v is not best
    )
    return all((-gap if aim == SAFE else gap) > NOISE for gap in gaps)


def _count(value: MoveValue, aim: str) -> int:
    """``value``'s figure by the game's measure, as times in ``OUT_OF``."""
    return rate(value.lost, value.tries) if aim == SAFE else rate(value.first, value.tries)


def _measure(value: MoveValue, aim: str) -> str:
    """``value``'s figure by the game's measure, in words."""
    return _lost_times(value) if aim == SAFE else _first_times(value)


def _first_most(first: int) -> str:
    if first == OUT_OF:
        return gettext("With this you get rid of your cards first nearly every time.")
    return ngettext(
        "With this you most often get rid of your cards first: %(count)d time in %(out_of)d.",
        "With this you most often get rid of your cards first: %(count)d times in %(out_of)d.",
        first,
    ) % _times(first)


def _lost_least(lost: int) -> str:
    if lost == 0:
        return _never_lost()
    if 2 * lost >= OUT_OF:  # "least often: 8 times in 10" would sound like good news
        return ngettext(
            "Every choice here often loses; this one least often: %(count)d time in %(out_of)d.",
            "Every choice here often loses; this one least often: %(count)d times in %(out_of)d.",
            lost,
        ) % _times(lost)
    return ngettext(
        "With this you lose least often: %(count)d time in %(out_of)d.",
        "With this you lose least often: %(count)d times in %(out_of)d.",
        lost,
    ) % _times(lost)


def results(weighed: Weighed, one: Action, other: Action, aim: str = FIRST) -> tuple[str, str]:
    """How two moves fared in the same worlds, a sentence each ("With this you lose 3 times
    in 10."), by the game's one measure (``aim``); where that measure ties, by the mean
    place, "higher" or "lower" only where the means differ by more than ``NOISE``
    standard errors, else one sentence after the second says both did about as well.
    A move with fewer than ``SHOWN`` worlds gets no figure."""
    mine, theirs = weighed.shown(one), weighed.shown(other)
    if mine is None or theirs is None:
        return _figure_or_too_few(mine, aim), _figure_or_too_few(theirs, aim)
    if _count(mine, aim) != _count(theirs, aim):
        return _measure(mine, aim), _measure(theirs, aim)
    gap = apart(mine, theirs)
    if abs(gap) <= NOISE:  # one sentence of the two, after both figures
        same = gettext("On average you finish about as well with either choice.")
        return _measure(mine, aim), f"{_measure(theirs, aim)} {same}"
    higher = gettext("With this you finish higher on average.")
    lower = gettext("With this you finish lower on average.")
    if gap > 0:
        return f"{_measure(mine, aim)} {higher}", f"{_measure(theirs, aim)} {lower}"
    return f"{_measure(mine, aim)} {lower}", f"{_measure(theirs, aim)} {higher}"


def figure(weighed: Weighed, action: Action, aim: str = FIRST) -> str:
    """``action``'s figure by the game's measure, in words (none under ``SHOWN`` worlds)."""
    return _figure_or_too_few(weighed.shown(action), aim)


def told(weighed: Weighed, action: Action) -> bool:
    """Whether the pick's and ``action``'s figures can be told (``SHOWN`` worlds each)."""
    return weighed.shown(weighed.best.action) is not None and weighed.shown(action) is not None


def as_good(weighed: Weighed, action: Action) -> bool:
    """Whether ``action`` is the pick or, on at least ``SHOWN`` worlds each, within
    ``NOISE`` standard errors of it (a move as good as the pick, as far as it can tell)."""
    if action.cards == weighed.best.action.cards:
        return True
    mine, best = weighed.shown(action), weighed.shown(weighed.best.action)
    return mine is not None and best is not None and apart(best, mine) <= NOISE


def _figure_or_too_few(value: MoveValue | None, aim: str) -> str:
    if value is None:
        return gettext("Too few games have been played out with this yet to give a figure.")
    return _measure(value, aim)


def _first_times(value: MoveValue) -> str:
    count = rate(value.first, value.tries)
    if value.first == 0:
        return gettext(
            "With this you got rid of your cards first in none of the %(games)d games played out."
        ) % {"games": value.tries}
    if value.first == value.tries:
        return gettext(
            "With this you got rid of your cards first in all %(games)d games played out."
        ) % {"games": value.tries}
    if count == 0:
        return gettext(
            "With this you hardly ever get rid of your cards first: less than once in %(out_of)d."
        ) % {"out_of": OUT_OF}
    if count == OUT_OF:
        return gettext("With this you get rid of your cards first nearly every time.")
    return ngettext(
        "With this you get rid of your cards first %(count)d time in %(out_of)d.",
        "With this you get rid of your cards first %(count)d times in %(out_of)d.",
        count,
    ) % _times(count)


def _lost_times(value: MoveValue) -> str:
    count = rate(value.lost, value.tries)
    if value.lost == 0:
        return gettext("With this you lost none of the %(games)d games played out.") % {
            "games": value.tries
        }
    if value.lost == value.tries:
        return gettext("With this you lost all %(games)d games played out.") % {
            "games": value.tries
        }
    if count == 0:
        return _never_lost()
    if count == OUT_OF:
        return gettext("With this you lose nearly every time.")
    return ngettext(
        "With this you lose %(count)d time in %(out_of)d.",
        "With this you lose %(count)d times in %(out_of)d.",
        count,
    ) % _times(count)


def cost(weighed: Weighed, chosen: Action) -> float:
    """How much ``chosen`` gives away against the pick (0: nothing)."""
    value = weighed.of(chosen)
    return 0.0 if value is None else max(weighed.best.score - value.score, 0.0)
