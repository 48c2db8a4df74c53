"""Mestari's advice: what the strongest computer player found at one decision, in words.

A hint, a "try it" verdict and the end summary's costliest decision all ask
the same search as Mestari itself (``games.search.evaluate`` over the game's
``determinize``, with Taitava playing each sampled world out), so a hint is
never a weaker player's move. The search reads only what the deciding seat may
see, so a hint never tells a card another player holds.

The budget: one search plays Mestari's own playouts (``Searcher.playouts``) out (at
least ``games.search.MIN_SAMPLES`` per move where a lead offers dozens), each
ending by the rules' own turn cap (``tutorials.play.setup.MAX_TURNS`` in play),
and the same position gives the same values everywhere (the search is seeded
from the game). ``benchmarks/hints.py`` prints what a hint costs: a median of
20–40 ms of CPU at four players.

Until a game's engine has a searching Mestari (``games.search.Searcher``), its
hint is Taitava's move without figures: nothing is ever searched with hidden cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.utils.translation import gettext, ngettext

from games import search
from games.core import Action, Game
from games.search import MoveValue

# The searching computer player: a hint is its move, found with its own budget.
MESTARI = "mestari"
# The computer player that plays each sampled world to its end (Mestari's rollout).
ROLLOUT = "taitava"
# Results are told as "N times in 10".
OUT_OF = 10
# What a game's players aim for first (the pack's presenter says which): going out
# first, or not being the one who loses (a game where only the loser counts).
FIRST = "first"
SAFE = "safe"


@dataclass(frozen=True)
class Weighed:
    """A decision's moves as the search valued them, and the one Mestari plays (``best``:
    not always the highest valued, where the rollout player's own move stands within
    Mestari's margin)."""

    values: tuple[MoveValue, ...]
    best: MoveValue

    def of(self, action: Action) -> MoveValue | None:
        """What the search found of ``action`` (None: not a move offered here)."""
        return next((v for v in self.values if v.action.cards == action.cards), None)


def weigh(game: Game, state: Any, playouts: int | None = None) -> Weighed | None:
    """Mestari's values of every move of the seat deciding and its move (with its own
    budget unless ``playouts``); None while the game has no searching player (none that
    keeps hidden cards hidden) or only one move."""
    mestari = game.policies.get(MESTARI)
    if not isinstance(mestari, search.Searcher):
        return None
    if len(search.distinct(state.legal_actions())) < 2:
        return None
    values, chosen = mestari.weigh(state, playouts)
    return Weighed(tuple(values), next(v for v in values if v.action == chosen))


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
    """One sentence on why the search picks its move: by the game's ``aim``, it goes out
    first most often or loses least often (the other measure next), or places best on
    average (or every move comes to the same)."""
    best = weighed.best
    values = weighed.values
    firsts = [rate(v.first, v.tries) for v in values]
    losts = [rate(v.lost, v.tries) for v in values]
    first, lost = rate(best.first, best.tries), rate(best.lost, best.tries)
    goes_out = first == max(firsts) and first > min(firsts) and first > 0
    safest = lost == min(losts) and lost < max(losts)
    for measure in (SAFE, FIRST) if aim == SAFE else (FIRST, SAFE):
        if measure == FIRST and goes_out:
            return _first_most(first)
        if measure == SAFE and safest:
            return _lost_least(lost)
    if best.score < max(v.score for v in values):  # within Mestari's margin of the top
        return gettext("This is as good as the best choices here: they differ only by luck.")
    if best.score > min(v.score for v in values):
        return gettext("With this you finish highest on average when the game is played out.")
    return gettext("Here every choice turns out about the same: this one is as good as any.")


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
    in 10."), by the measure that tells them apart: going out first, losing, or the mean."""
    pairs = (
        (rate(one.first, one.tries), rate(other.first, other.tries), _first_times),
        (rate(one.lost, one.tries), rate(other.lost, other.tries), _lost_times),
    )
    if aim == SAFE:
        pairs = pairs[::-1]
    for mine, theirs, words in pairs:
        if mine != theirs:
            return words(mine), words(theirs)
    if one.score == other.score:
        same = gettext("With this you do just as well.")
        return same, same
    higher = gettext("With this you finish higher on average.")
    lower = gettext("With this you finish lower on average.")
    return (higher, lower) if one.score > other.score else (lower, higher)


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
