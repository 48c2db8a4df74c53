"""The worked examples' decisions weighed ahead: "try it" reads them, searching nothing.

A request's weighing (``tutorials.advice``) races within a page's budget and tops
the moves shown up to ``advice.SHOWN`` (40) worlds; at a few decisions that is too
few, and the verdict names a move that a longer search finds worse, or a share far
from the true one. An example's decisions are the same for every visitor, so they
are weighed once, ahead, in the task worker: every distinct move in the same
``WORLDS`` worlds, no race and no limit of turns, the pick by ``advice.rule`` (the
best mean, a tie to Taitava's move). 400 worlds put a share's standard error at
most at 0.025 (sqrt(0.25 / 400)), so "N times in 10" is within half a tenth with
95 % confidence. ``benchmarks/preweigh.py`` prints what it costs: about 200 s of
CPU for every decision of every example, 3 s at the longest (a stock of two
decks), so one decision is one task, far within the worker's ``STALE``.

Kept for good in the database (``models.Preweighing``: the shared cache may drop
what it holds, and one indexed row is read as fast) under a key of the decision
(the scenario and its number, as ``branching.position``) and ``version``: the
game's engine sources (``games._compiled.hashes``, what its compiled build is
checked against) and the weighing's size, so a changed engine or example is
weighed again.
``weigh_decision`` is what "try it" and its hint read: the weighing made ahead
when it is there, else the request's own (``branching.weigh_decision``).
``manage.py preweigh_examples`` (run by ``scripts/setup.sh``) weighs them,
queueing for the worker what its time limit leaves.
"""

from __future__ import annotations

import functools
import hashlib
import sys
from collections.abc import Sequence
from datetime import timedelta
from pathlib import Path

from django.conf import settings
from django.utils import timezone
from django_tasks import task

from games import _compiled, search
from games.core import Action, Game, GameState
from games.registry import find_game
from games.scenario import Scenario, load_scenario
from tutorials import advice
from tutorials.models import Preweighing
from tutorials.play import branching

# Worlds every distinct move is played out in (see the module's docstring).
WORLDS = 400
# Bumped when what is weighed or kept changes: older rows are then never read.
VERSION = 1
# A weighing queued this long ago and still not stored is queued again (its worker died).
STALE = timedelta(hours=1)
# After the visitors' own tasks (the house-rule figures, priority 0).
PRIORITY = -10


@functools.cache
def engine_version(name: str) -> str:
    """A digest of the engine sources of the game called ``name``: those its compiled
    build is checked against, or (a game registered from outside ``games/``) its
    descriptor's module. Read once a process, as the release is."""
    if name in _compiled.MODULES:
        sources = sorted(_compiled.hashes(name).items())
    else:
        module = sys.modules[find_game(name).new_game.__module__]
        path = Path(str(module.__file__))
        sources = [(module.__name__, hashlib.sha256(path.read_bytes()).hexdigest())]
    return hashlib.sha256(repr(sources).encode()).hexdigest()[:16]


def version(game: Game) -> str:
    """What a weighing of ``game`` is valid for: its engine and the weighing's size."""
    text = repr((VERSION, WORLDS, engine_version(game.name)))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def key(scenario: Scenario, decision: int) -> str:
    """The store's key of the example's ``decision``-th decision."""
    text = repr((version(scenario.descriptor), branching.position(scenario, decision)))
    return f"preweighed:{hashlib.sha256(text.encode()).hexdigest()}"


def _figures(name: str) -> object | None:
    """The figures kept under ``name`` (None: not weighed yet): one indexed row."""
    row = Preweighing.objects.filter(key=name, figures__isnull=False)
    return row.values_list("figures", flat=True).first()


def is_stored(scenario: Scenario, decision: int) -> bool:
    """Whether the example's ``decision``-th decision has been weighed ahead."""
    return _figures(key(scenario, decision)) is not None


def stored(scenario: Scenario, decision: int, state: GameState) -> advice.Weighed | None:
    """The weighing made ahead of the decision at ``state`` (None: not made yet)."""
    figures = _figures(key(scenario, decision))
    if figures is None:
        return None
    return advice.read(figures, search.distinct(state.legal_actions()))


def weigh_decision(
    scenario: Scenario, decision: int, state: GameState, shown: Sequence[Action] = ()
) -> advice.Weighed | None:
    """What "try it" and its hint say of the decision at ``state``: the weighing made
    ahead, else the request's own within its budget, with ``shown`` topped up."""
    found = stored(scenario, decision, state)
    if found is not None:
        return found
    return branching.weigh_decision(scenario, decision, state, shown)


def weigh(game: Game, state: GameState) -> advice.Weighed | None:
    """Every distinct move at ``state`` in the same ``WORLDS`` worlds, the pick by
    ``advice.rule`` (None: no searching player, or one move)."""
    mestari = advice.searcher(game)
    moves = len(search.distinct(state.legal_actions()))
    if mestari is None or moves < 2:
        return None
    rule = advice.rule(mestari)
    whole = search.Rule(never=rule.never, ties_to_usual=rule.ties_to_usual)
    found, chosen = search.decide(
        state, mestari.determinize, mestari.rollout, whole, WORLDS * moves
    )
    best = next(v for v in found.values if v.action == chosen)
    return advice.Weighed(found.values, best, found.turns)


def work_out(scenario: Scenario, decision: int) -> bool:
    """Weigh the decision and store it, unless it is stored; True if this call did."""
    name = key(scenario, decision)
    if _figures(name) is not None:
        return False
    game = scenario.descriptor
    weighed = weigh(game, branching.branch(scenario, decision, None).state)
    # Nothing to weigh (one distinct move) is kept too, as no figures: not asked again.
    figures = [] if weighed is None else advice.written(weighed)
    Preweighing.objects.update_or_create(
        key=name, defaults={"game": game.name, "version": version(game), "figures": figures}
    )
    return True


def ask_worker(path: Path, scenario: Scenario, decision: int) -> bool:
    """Queue the decision (of the scenario file at ``path``) for the worker unless it is
    stored or was queued lately; True if this call queued it."""
    name, game = key(scenario, decision), scenario.descriptor
    now = timezone.now()
    row, made = Preweighing.objects.get_or_create(
        key=name, defaults={"game": game.name, "version": version(game), "started": now}
    )
    if not made:
        if row.figures is not None or row.started > now - STALE:
            return False
        Preweighing.objects.filter(key=name, figures__isnull=True).update(started=now)
    preweigh_example.enqueue(_relative(path), decision)
    return True


def forget_old(game: Game) -> int:
    """Drop ``game``'s rows weighed under another version: how many."""
    old = Preweighing.objects.filter(game=game.name).exclude(version=version(game))
    return old.delete()[0]


def _relative(path: Path) -> str:
    """A scenario file's path as a task names it: from the project's root."""
    return path.resolve().relative_to(Path(settings.BASE_DIR).resolve()).as_posix()


def _scenario(path: str) -> Scenario:
    """The scenario file a task names (under the project's root, a JSON file)."""
    root = Path(settings.BASE_DIR).resolve()
    found = (root / path).resolve()
    if found.suffix != ".json" or not found.is_relative_to(root):
        raise ValueError(f"not a scenario file of this site: {path!r}")
    return load_scenario(found.read_text(encoding="utf-8"))


@task(priority=PRIORITY)
def preweigh_example(path: str, decision: int) -> bool:
    """The worker's task: the ``decision``-th decision of the scenario file at ``path``
    (from the project's root) weighed and stored; True if this task weighed it."""
    return work_out(_scenario(path), decision)
