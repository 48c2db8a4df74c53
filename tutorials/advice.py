"""Mestari's advice: what a search of one decision found, in words.

One weighing per decision: a hint, a "try it" verdict and the end summary's
costliest choice all read ``weigh`` of the decision, which searches it once
(``games.search`` over the game's ``determinize``, Taitava playing each sampled
world out, as Mestari does) and keeps what it found in the shared cache under
the position's key (``tutorials.weighings``). So the three never disagree, and
a repeated address does not search again. The search reads only what the
deciding seat may see, so advice never tells a card another player holds.

The budget (``benchmarks/advice.py`` measures it against searches ten times
larger): at most ``PLAYOUTS`` times Mestari's own playouts, stopping once no
other move can plausibly be better than the pick by more than ``TOLERANCE`` on
the search's scale (1 first place, 0 a loser), and never more playout turns than
``WORK`` times one of Mestari's decisions (``Searcher.work``): a hint's search costs
at most one and a half of Mestari's moves, within a request's 0.2 s of CPU. The
pick is ``RULE``'s: the best mean result, without Mestari's margin (a margin keeps
a strategy's move through a game of noisy searches; one piece of advice wants the
best move it found).

Until a game's engine has a searching Mestari (``games.search.Searcher``), its
hint is Taitava's move without figures: nothing is ever searched with hidden cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.translation import gettext, ngettext

from games import search
from games.core import Action, Game, GameState
from games.search import MoveValue
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
# Results are told as "N times in 10".
OUT_OF = 10
# What a game's players aim for first (the pack's presenter says which): going out
# first, or not being the one who loses (a game where only the loser counts).
FIRST = "first"
SAFE = "safe"


@dataclass(frozen=True)
class Weighed:
    """A decision's moves as the search valued them, and the move it picks (``best``), and
    the playout turns the search played (``turns``: what it cost, though read from the
    cache)."""

    values: tuple[MoveValue, ...]
    best: MoveValue
    turns: int = 0

    def of(self, action: Action) -> MoveValue | None:
        """What the search found of ``action`` (None: not a move offered here)."""
        return next((v for v in self.values if v.action.cards == action.cards), None)


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
    """The most playout turns one weighing plays (None: no bound, or nothing to search)."""
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
    return _read(weighings.kept(weighings.key("advice", position)), actions)


def weigh(
    game: Game, state: GameState, position: tuple[object, ...] | None = None
) -> Weighed | None:
    """The advice's weighing of the decision at ``state``, kept in the shared cache under
    ``position`` (what decides the position; None: not kept); None while the game has no
    searching player (none that keeps hidden cards hidden) or only one move. At most
    ``work(game)`` playout turns (``Weighed.turns``)."""
    mestari = searcher(game)
    if mestari is None:
        return None
    actions = search.distinct(state.legal_actions())
    if len(actions) < 2:
        return None
    name = None if position is None else weighings.key("advice", position)
    if name is not None:
        found = _read(weighings.kept(name), actions)
        if found is not None:
            return found
    budget = PLAYOUTS * mestari.playouts
    weighing, chosen = search.decide(
        state, mestari.determinize, mestari.rollout, rule(mestari), budget, work(game)
    )
    values = weighing.values
    weighed = Weighed(values, next(v for v in values if v.action == chosen), weighing.turns)
    if name is not None:
        weighings.keep(name, _written(weighed))
    return weighed


def _written(weighed: Weighed) -> tuple[object, ...]:
    """A weighing as numbers: the pick's index, the turns, each move's figures in order."""
    values = weighed.values
    figures = tuple((v.score, v.first, v.lost, v.tries) for v in values)
    return (values.index(weighed.best), weighed.turns, figures)


def _read(kept: object, actions: list[Action]) -> Weighed | None:
    """A kept weighing of the decision whose moves are ``actions`` (None: none fits)."""
    if not isinstance(kept, tuple) or len(kept) != 3:
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
    """``count`` of ``tries`` as times in ``OUT_OF``, rounded."""
    return round(OUT_OF * count / tries) if tries else 0


def _times(count: int) -> dict[str, int]:
    return {"count": count, "out_of": OUT_OF}


def _never_lost() -> str:
    return gettext("With this you hardly ever lose: less than once in %(out_of)d.") % {
        "out_of": OUT_OF
    }


def finding(weighed: Weighed, aim: str = FIRST) -> str:
    """Why the search picks its move, always by the game's one measure (``aim``: going out
    first, or losing), so that a game's hints can be compared: the pick's figure ("most
    often", "least often" where it is the best of them), then, where that figure does not
    set it apart, what does (every move alike, the mean place, or luck)."""
    best = weighed.best
    values = weighed.values
    count = rate(best.lost, best.tries) if aim == SAFE else rate(best.first, best.tries)
    counts = [rate(v.lost, v.tries) if aim == SAFE else rate(v.first, v.tries) for v in values]
    if aim == SAFE and count == min(counts) < max(counts):
        return _lost_least(count)
    if aim != SAFE and count == max(counts) > min(counts) and count > 0:
        return _first_most(count)
    figure = _lost_times(count) if aim == SAFE else _first_times(count)
    scores = [v.score for v in values]
    if min(counts) == max(counts) and min(scores) == max(scores):
        why = gettext("Here every choice turns out about the same: this one is as good as any.")
    elif best.score >= max(scores):
        why = gettext("Counting every place, not only the last, this is the best choice here.")
    else:  # within the advice's tolerance of the top
        why = gettext("This is as good as the best choices here: they differ only by luck.")
    return f"{figure} {why}"


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


def results(one: MoveValue, other: MoveValue, aim: str = FIRST) -> tuple[str, str]:
    """How two moves fared in the same worlds, a sentence each ("With this you lose 3 times
    in 10."), by the game's one measure (``aim``); where that measure ties, by the mean
    place."""
    if aim == SAFE:
        mine, theirs, words = rate(one.lost, one.tries), rate(other.lost, other.tries), _lost_times
    else:
        mine, theirs, words = (
            rate(one.first, one.tries),
            rate(other.first, other.tries),
            _first_times,
        )
    if mine != theirs:
        return words(mine), words(theirs)
    if one.score == other.score:
        same = gettext("With this you do just as well.")
        return same, same
    higher = gettext("With this you finish higher on average.")
    lower = gettext("With this you finish lower on average.")
    if one.score > other.score:
        return f"{words(mine)} {higher}", f"{words(theirs)} {lower}"
    return f"{words(mine)} {lower}", f"{words(theirs)} {higher}"


def _first_times(count: int) -> str:
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


def _lost_times(count: int) -> str:
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
    """How much ``chosen`` gives away against Mestari's move (0: nothing)."""
    value = weighed.of(chosen)
    return 0.0 if value is None else max(weighed.best.score - value.score, 0.0)
