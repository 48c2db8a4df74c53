"""Figures from many simulated games of any engine game, and their histogram.

``game`` is always the engine's game name (a pack's ``engine``); the rules are
that game's own, with a ``max_turns`` safety valve.

The figures for a rule set are worked out once for the whole site and kept in
the database (``RuleStats``), keyed by the engine's canonical rules, so options
that do nothing in the chosen variant share one entry, restarts keep them and
every process reads the same row. No request computes figures: missing ones
are queued once (django-tasks' database backend) for the background worker,
`manage.py worker`, and the page says they are on their way; new
computations are rate limited per client and the queue has a cap for all; one
computation has a CPU budget and stops early once the outcome is clear.
"""

from __future__ import annotations

import hashlib
import math
import statistics as _statistics
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any, TypeVar

from django.conf import settings
from django.core.cache import cache
from django.db import IntegrityError, OperationalError, transaction
from django.db.models import QuerySet
from django.utils import timezone
from django.utils.formats import number_format
from django.utils.translation import gettext, ngettext
from django_tasks import TaskContext, task
from django_tasks_db.models import DBTaskResult

from games.core import Game, Outcome, Policy, Rules
from games.options import canonical_rules, rules_from_dict, rules_to_dict
from games.registry import find_game
from tutorials.budget import MAX_SAMPLE_TURNS
from tutorials.limits import QUEUE, RateLimited, take_allowance
from tutorials.models import RuleStats
from tutorials.skill import Edge, sample

STATS_GAMES = 2000
STATS_SEED = 1
STATS_MAX_TURNS = 1000
# The figures are of sensible play: the engine's skilled players (a random player's
# games say more about randomness than about the rules). Stored with the figures.
STATS_POLICY = "heuristic"
# Bump when the stored figures change shape or meaning, so old rows are not read
# (4: with the skill sample, tutorials.skill; 3: the skilled players' figures, with
# their policy; 2 and before: random play).
STATS_VERSION = 4
# Rules that play a series (the loser deals and starts the next game) are simulated as
# independent series of this many games, an evening's play: the games of one series
# depend on each other, so only whole series are independent units to compare seats by.
SERIES_GAMES = 20
# CPU seconds one computation may take (thread time, so other requests do not count),
# and wall-clock seconds, for a machine so busy that the CPU seconds come slowly.
STATS_CPU_BUDGET = 2.0
STATS_WALL_BUDGET = 4.0
# After this many games, stop if nearly all of them ran to the turn limit: more games
# would only say the same thing ("most games never end") more slowly.
STATS_EARLY_GAMES = 200
STATS_EARLY_SHARE = 0.9
# Why a computation played fewer games than planned (Stats.stopped).
STOPPED_CLEAR = "clear"
STOPPED_BUDGET = "budget"
# How long to wait between tries while SQLite says a table is locked, and when a
# computation asked for (queued, or started by a worker) is taken to have died with
# its worker, so the next visitor asks for it again.
WAIT_POLL = 0.05
STALE_SECONDS = 120
# New computations per client (tutorials.client) in a window, counted in the limits cache.
COMPUTE_LIMIT: int = settings.STATS_COMPUTE_LIMIT
COMPUTE_WINDOW = 600
# Rule sets waiting for the worker, all clients together: past this many a new one is
# refused for QUEUE_RETRY seconds ("try again later"), so no visitor's figures wait
# behind a flood of made-up rule sets. Counted in the database, which every machine
# shares and no cache evicts; presets and figures already stored are never refused.
QUEUE_LIMIT: int = settings.STATS_QUEUE_LIMIT
QUEUE_RETRY = 60
# The shapes of stored figures: version 1 (the first saved sheets) named the losses
# by seat after the first game's loser; version 2 uses the engine's generic name.
FIGURES_VERSION = 2
SEAT_KEYS = {1: "sika_by_seat", 2: "loser_by_seat"}
HISTOGRAM_BINS = 10
NICE_WIDTHS = (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000)
SEAT_SIGMAS = 3
RulesT = TypeVar("RulesT", bound=Rules)

# Beyond this, but not SEAT_SIGMAS: a seat that perhaps loses more (said as a maybe).
SEAT_HINT_SIGMAS = 2


def stats_rules(rules: RulesT) -> RulesT:
    """The rules as simulated: a game never ends under some rules, so stop it sooner.

    A game whose every game ends (a climbing game sheds a card or passes each
    turn) has no turn limit to cap, and is simulated as it is.
    """
    if not hasattr(rules, "max_turns"):
        return rules
    return replace(rules, max_turns=min(rules.max_turns, STATS_MAX_TURNS))


def _nearest_rank(ordered: Sequence[int], share: float) -> int:
    return ordered[max(math.ceil(share * len(ordered)) - 1, 0)]


@dataclass(frozen=True)
class Bar:
    low: int
    high: int | None  # None: open-ended ("more than low - 1")
    count: int
    limit: bool = False  # the games that ran to the turn limit


@dataclass(frozen=True)
class Stats:
    """Figures from many simulated games; stored with a sheet as plain JSON."""

    games: int
    players: int
    seed: int
    max_turns: int
    median: float
    p10: int
    p90: int
    draws: int
    stalemates: int
    unfinished: int
    # How often each seat lost (the engine's loser_by_seat).
    loser_by_seat: tuple[int, ...]
    bars: tuple[Bar, ...]
    # The games meant to be played, and why fewer were ("" when all were).
    planned: int = STATS_GAMES
    stopped: str = ""
    # The independent units the games came in (0: each game is one, as in figures saved
    # before series were told apart), and for each seat the sum over units of the square
    # of its losses in the unit (empty: units of one game, where the square is the count).
    units: int = 0
    seat_squares: tuple[int, ...] = ()
    # The engine policy that played every seat (figures stored before it was kept: random).
    policy: str = STATS_POLICY
    # How much skill counts (``tutorials.skill.Edge`` as JSON): the skilled level in one
    # seat against beginners; None in figures stored before it was sampled.
    skill: Mapping[str, object] | None = None

    def as_json(self) -> dict[str, object]:
        return {
            "games": self.games,
            "players": self.players,
            "seed": self.seed,
            "max_turns": self.max_turns,
            "median": self.median,
            "p10": self.p10,
            "p90": self.p90,
            "draws": self.draws,
            "stalemates": self.stalemates,
            "unfinished": self.unfinished,
            "loser_by_seat": list(self.loser_by_seat),
            "bars": [[b.low, b.high, b.count, b.limit] for b in self.bars],
            "planned": self.planned,
            "stopped": self.stopped,
            "units": self.units,
            "seat_squares": list(self.seat_squares),
            "policy": self.policy,
            "skill": None if self.skill is None else dict(self.skill),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any], version: int = FIGURES_VERSION) -> Stats:
        """Figures as stored; ``version`` is the stored shape (a sheet keeps its own)."""
        return cls(
            games=data["games"],
            players=data["players"],
            seed=data["seed"],
            max_turns=data["max_turns"],
            median=data["median"],
            p10=data["p10"],
            p90=data["p90"],
            draws=data["draws"],
            stalemates=data["stalemates"],
            unfinished=data["unfinished"],
            loser_by_seat=tuple(data[SEAT_KEYS[version]]),
            bars=tuple(Bar(low, high, count, limit) for low, high, count, limit in data["bars"]),
            # Figures saved before early stops existed always played every game.
            planned=data.get("planned", data["games"]),
            stopped=data.get("stopped", ""),
            units=data.get("units", 0),
            seat_squares=tuple(data.get("seat_squares", ())),
            policy=data.get("policy", "random"),
            skill=data.get("skill"),
        )

    @property
    def skill_edge(self) -> Edge | None:
        return None if self.skill is None else Edge.from_json(self.skill)

    def _pct(self, count: int) -> float:
        return 100 * count / self.games

    @property
    def draw_pct(self) -> float:
        return self._pct(self.draws)

    @property
    def stalemate_pct(self) -> float:
        return self._pct(self.stalemates)

    @property
    def unfinished_pct(self) -> float:
        return self._pct(self.unfinished)

    @property
    def seat_pcts(self) -> list[float]:
        return [self._pct(count) for count in self.loser_by_seat]

    @property
    def median_at_limit(self) -> bool:
        """Half the games or more ran to the limit, so the median is only a lower bound."""
        return self.median >= self.max_turns

    @property
    def decided(self) -> int:
        return sum(self.loser_by_seat)

    @property
    def series_games(self) -> int:
        """Games in each independent series (1: every game was a game of its own)."""
        return self.games // self.units if self.units else 1

    @property
    def seat_matters(self) -> bool:
        """Does some seat lose more or less often than the average, by more than chance?"""
        more, fewer = self.seats_apart
        return bool(more or fewer)

    @property
    def seat_leaning(self) -> bool:
        """Does a seat lose more often than the average by more than ``SEAT_HINT_SIGMAS``
        (though not by ``SEAT_SIGMAS``): a difference chance would seldom make?"""
        return not self.seat_matters and bool(self._apart(SEAT_HINT_SIGMAS)[0])

    @property
    def seats_apart(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The 1-based seats that lose more often, and those that lose less often, than the
        average seat, by more than chance would explain."""
        return self._apart(SEAT_SIGMAS)

    def _apart(self, sigmas: float) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The 1-based seats more than ``sigmas`` standard errors above, and below, the
        average seat's losses.

        Tested on independent units (single games, or whole series): a seat's losses per
        unit are compared with the mean over seats, against the spread of losses per unit
        seen across units. For units of one game this is the binomial test of a share.
        """
        units = self.units or self.games
        squares = self.seat_squares or self.loser_by_seat
        means = [count / units for count in self.loser_by_seat]
        mean = sum(means) / len(means)
        variance = sum(squares) / (units * len(squares)) - mean * mean
        if variance <= 0:
            return (), ()
        error = math.sqrt(variance / units)
        return (
            tuple(seat + 1 for seat, share in enumerate(means) if share - mean > sigmas * error),
            tuple(seat + 1 for seat, share in enumerate(means) if mean - share > sigmas * error),
        )

    @property
    def stopped_text(self) -> str:
        """Why these figures come from fewer games than planned, in plain words ("" if not)."""
        counts = {
            "games": number_format(self.games, force_grouping=True),
            "planned": number_format(self.planned, force_grouping=True),
            "limit": number_format(self.max_turns, force_grouping=True),
        }
        if self.stopped == STOPPED_CLEAR:
            text = ngettext(
                "These figures come from the first %(games)s game, not %(planned)s: nearly "
                "all of them were still going after %(limit)s turns, so more games would not "
                "change the picture.",
                "These figures come from the first %(games)s games, not %(planned)s: nearly "
                "all of them were still going after %(limit)s turns, so more games would not "
                "change the picture.",
                self.games,
            )
            return text % counts
        if self.stopped == STOPPED_BUDGET:
            text = ngettext(
                "These figures come from the first %(games)s game, not %(planned)s: games "
                "are long with these rules, so the figures are less exact.",
                "These figures come from the first %(games)s games, not %(planned)s: games "
                "are long with these rules, so the figures are less exact.",
                self.games,
            )
            return text % counts
        return ""

    @property
    def drawn_bars(self) -> list[DrawnBar]:
        return histogram(self)

    @property
    def seats(self) -> list[tuple[int, float]]:
        """(1-based seat, its share of losses in per cent) for each seat."""
        return [(seat + 1, pct) for seat, pct in enumerate(self.seat_pcts)]

    @property
    def shared_losses(self) -> bool:
        """Whether some games had several losers: the seats' shares then add up past 100 %."""
        return sum(self.loser_by_seat) > self.games

    @property
    def worst_seat(self) -> int:
        """1-based seat that loses most often."""
        return self.loser_by_seat.index(max(self.loser_by_seat)) + 1


@dataclass(frozen=True)
class DrawnBar:
    """One bar of the histogram, placed in the SVG's 300 x 100 view box."""

    x: float
    y: float
    width: float
    height: float
    label: str
    count: int
    pct: float
    limit: bool


PLOT_WIDTH = 300
PLOT_HEIGHT = 80


def bar_label(bar: Bar) -> str:
    if bar.limit:
        return gettext("still going at %(limit)s") % {
            "limit": number_format(bar.low, force_grouping=True)
        }
    if bar.high is None:
        return gettext("%(low)s or more") % {"low": bar.low}
    if bar.high == bar.low:
        return str(bar.low)
    return f"{bar.low}–{bar.high}"


def histogram(stats: Stats) -> list[DrawnBar]:
    if not stats.bars:
        return []
    slot = PLOT_WIDTH / len(stats.bars)
    tallest = max(bar.count for bar in stats.bars) or 1
    drawn = []
    for i, bar in enumerate(stats.bars):
        height = round(PLOT_HEIGHT * bar.count / tallest, 1)
        drawn.append(
            DrawnBar(
                x=round(i * slot + 1, 1),
                y=round(PLOT_HEIGHT - height, 1),
                width=round(slot - 2, 1),
                height=height,
                label=bar_label(bar),
                count=bar.count,
                pct=100 * bar.count / stats.games,
                limit=bar.limit,
            )
        )
    return drawn


def _bars(turns: Sequence[int], unfinished: int, p90: int) -> tuple[Bar, ...]:
    """Equal bins up to about the 90th percentile, one for longer games, one for the limit."""
    finished = sorted(turns)
    bars: list[Bar] = []
    if finished:
        low, high = finished[0], max(p90, finished[0])
        width = next(
            (w for w in NICE_WIDTHS if (high // w - low // w + 1) <= HISTOGRAM_BINS),
            NICE_WIDTHS[-1],
        )
        start = low // width * width
        counts: dict[int, int] = {}
        beyond = 0
        for t in finished:
            if t > high // width * width + width - 1:
                beyond += 1
            else:
                counts[t // width] = counts.get(t // width, 0) + 1
        for k in range(start // width, high // width + 1):
            bars.append(Bar(k * width, k * width + width - 1, counts.get(k, 0)))
        if beyond:
            bars.append(Bar(high // width * width + width, None, beyond))
    if unfinished:
        bars.append(Bar(STATS_MAX_TURNS, None, unfinished, limit=True))
    return tuple(bars)


def compute_stats(rules: Rules, players: int, game: str, budget: float | None = None) -> Stats:
    """Play up to STATS_GAMES games; stop early when the outcome is clear or time is up."""
    budget = STATS_CPU_BUDGET if budget is None else budget
    descriptor = find_game(game)
    capped = stats_rules(rules)
    chooser = descriptor.policies[STATS_POLICY]
    turns: list[int] = []
    by_seat = [0] * players
    squares = [0] * players
    units = 0
    ends = dict.fromkeys(descriptor.end_reasons, 0)
    stopped = ""
    start = time.thread_time()
    wall_start = time.perf_counter()
    sampled = 0  # turns played so far: the sample's turn budget (tutorials.budget)
    for unit in _units(descriptor, capped, players, chooser):
        units += 1
        in_unit = [0] * players
        for outcome in unit:
            turns.append(outcome.turns)
            sampled += outcome.turns
            for seat in outcome.losers:
                in_unit[seat] += 1
            ends[outcome.reason.value] += 1
        for seat, count in enumerate(in_unit):
            by_seat[seat] += count
            squares[seat] += count * count
        played = len(turns)
        if played == STATS_GAMES:
            break
        unfinished = ends.get(descriptor.unfinished_reason, 0)
        if played >= STATS_EARLY_GAMES and unfinished >= STATS_EARLY_SHARE * played:
            stopped = STOPPED_CLEAR
            break
        if (
            time.thread_time() - start > budget
            or time.perf_counter() - wall_start > STATS_WALL_BUDGET
            or sampled >= MAX_SAMPLE_TURNS
        ):
            stopped = STOPPED_BUDGET
            break
    return replace(
        _figures(descriptor, capped, players, turns, by_seat, ends, stopped),
        units=units,
        seat_squares=tuple(squares),
    )


def plays_series(descriptor: Game, rules: Rules) -> bool:
    """Do these rules play one game after another as a series (not independent games)?"""
    return descriptor.series and bool(getattr(rules, "series", False))


def _units(
    descriptor: Game, capped: Rules, players: int, chooser: Policy
) -> Iterator[list[Outcome]]:
    """The simulated games in independent units: each game alone, or each whole series."""
    if plays_series(descriptor, capped):
        for unit in range(STATS_GAMES // SERIES_GAMES):
            seed = descriptor.derive_seed(STATS_SEED, unit)
            yield list(descriptor.simulate(capped, players, SERIES_GAMES, seed, chooser))
        return
    for outcome in descriptor.simulate(capped, players, STATS_GAMES, STATS_SEED, chooser):
        yield [outcome]


def _figures(
    descriptor: Game,
    capped: Rules,
    players: int,
    turns: list[int],
    by_seat: list[int],
    ends: Mapping[str, int],
    stopped: str,
) -> Stats:
    ordered = sorted(turns)
    unfinished = ends.get(descriptor.unfinished_reason, 0)
    # Games stopped at the limit are the longest (all at the limit): the histogram shows
    # them apart, as they have no length of their own.
    finished = ordered[: len(ordered) - unfinished]
    p90 = _nearest_rank(ordered, 0.9)
    return Stats(
        games=len(ordered),
        players=players,
        seed=STATS_SEED,
        max_turns=getattr(capped, "max_turns", STATS_MAX_TURNS),
        median=_statistics.median(ordered),
        p10=_nearest_rank(ordered, 0.1),
        p90=p90,
        draws=ends.get(descriptor.draw_reason, 0),
        # A game without stalemates simply has none to count.
        stalemates=ends.get("stalemate", 0),
        unfinished=unfinished,
        loser_by_seat=tuple(by_seat),
        bars=_bars(finished, unfinished, p90),
        planned=STATS_GAMES,
        stopped=stopped,
        policy=STATS_POLICY,
    )


def stats_key(rules: Rules, players: int, game: str) -> str:
    """The rule set as it plays: only the options that matter in its variant."""
    options = find_game(game).options
    played = rules_to_dict(options, canonical_rules(options, stats_rules(rules)))
    values = ":".join(str(value).lower() for value in played.values())
    key = f"{game}:v{STATS_VERSION}:{STATS_POLICY}:{STATS_GAMES}:{STATS_SEED}:{players}:{values}"
    if len(key) > 200:  # a game with many options: a digest keeps the key in the column
        key = f"{game}:v{STATS_VERSION}:{players}:" + hashlib.sha256(key.encode()).hexdigest()
    return key


T = TypeVar("T")
LOCKED_TRIES = 200


def _patiently(action: Callable[[], T]) -> T:
    """Run a short database action, again while SQLite says the table is locked.

    SQLite reports a concurrent writer as an error instead of waiting (always so
    for the tests' shared in-memory database); PostgreSQL waits by itself.
    """
    for _ in range(LOCKED_TRIES - 1):
        try:
            return action()
        except OperationalError as error:
            if "locked" not in str(error):
                raise
            time.sleep(WAIT_POLL)
    return action()


def _stored(key: str) -> dict[str, object] | None:
    figures = cache.get(key)
    if figures is None:
        figures = _patiently(
            lambda: RuleStats.objects.filter(key=key).values_list("figures", flat=True).first()
        )
        if figures is not None:
            cache.set(key, figures)
    return figures


def _create(key: str, now: datetime) -> bool:
    try:
        with transaction.atomic():
            RuleStats.objects.create(key=key, figures=None, started=now)
    except IntegrityError:
        return False
    return True


def _claim(key: str) -> datetime | None:
    """Make this caller the one that has ``key`` computed: the claim's time, or None if
    another one already is. The row's unique key and its ``started`` time are the lock,
    in the database every process and machine shares.
    """
    now = timezone.now()
    if _patiently(lambda: _create(key, now)):
        return now
    # Taking over a computation whose worker died (it never wrote its figures).
    stale = now - timedelta(seconds=STALE_SECONDS)
    taken = _patiently(
        lambda: RuleStats.objects.filter(key=key, figures__isnull=True, started__lt=stale).update(
            started=now
        )
    )
    return now if taken == 1 else None


def _pending(key: str) -> bool:
    """Is a computation of ``key`` queued or running (and not left by a dead worker)?"""
    stale = timezone.now() - timedelta(seconds=STALE_SECONDS)
    return _patiently(
        lambda: RuleStats.objects.filter(key=key, figures__isnull=True, started__gte=stale).exists()
    )


def statistics(rules: Rules, players: int, game: str, client: str = "") -> Stats | None:
    """The figures for these rules and players, or None while they are being worked out.

    Figures missing are asked of the background worker (``work_out_figures``), once for the
    whole site, never computed here: the caller shows that they are on their way.
    Raises RateLimited if ``client`` has asked for too many new computations lately.
    """
    key = stats_key(rules, players, game)
    figures = _stored(key)
    if figures is not None:
        return Stats.from_json(figures)
    if _pending(key):
        return None
    if _patiently(lambda: _waiting().count()) >= QUEUE_LIMIT:
        raise RateLimited(QUEUE_RETRY, QUEUE)
    # Claimed first, so that of several requests at once only the one that queues the work
    # spends the client's allowance; a claim over the allowance is given up again.
    claimed = _claim(key)
    if claimed is None:
        return None
    try:
        take_allowance("stats", client, COMPUTE_LIMIT, COMPUTE_WINDOW)
    except RateLimited:
        mine = RuleStats.objects.filter(key=key, figures__isnull=True, started=claimed)
        _patiently(lambda: mine.delete())
        raise
    _enqueue(rules, players, game, claimed)
    # A backend that runs tasks at once (the tests') has the figures ready now.
    figures = _stored(key)
    return Stats.from_json(figures) if figures is not None else None


def _waiting() -> QuerySet[DBTaskResult]:
    """The rule sets waiting for the worker (its other work, such as the examples'
    weighings queued at set-up, waits behind them and counts for nothing here)."""
    return DBTaskResult.objects.ready().filter(task_path=work_out_figures.module_path)


def ask_worker(rules: Rules, players: int, game: str) -> bool:
    """Queue the figures for the background worker unless someone already has."""
    claimed = _claim(stats_key(rules, players, game))
    if claimed is None:
        return False
    _enqueue(rules, players, game, claimed)
    return True


def _enqueue(rules: Rules, players: int, game: str, claimed: datetime) -> None:
    descriptor = find_game(game)
    played = canonical_rules(descriptor.options, stats_rules(rules))
    data = rules_to_dict(descriptor.options, played)
    work_out_figures.enqueue(game, data, players, claimed.isoformat())


def stored(rules: Rules, players: int, game: str) -> bool:
    return _stored(stats_key(rules, players, game)) is not None


def rules_from_json(game: str, data: Mapping[str, object]) -> Rules:
    """The rules that ``rules_to_dict`` wrote (a task's argument)."""
    descriptor = find_game(game)
    return rules_from_dict(descriptor.options, descriptor.presets[descriptor.default_preset], data)


def work_out(
    rules: Rules, players: int, game: str, claimed: datetime | None = None, again: bool = False
) -> bool:
    """Compute and store the figures; True if this call computed them.

    The worker's task passes the time of the visitor's claim and computes only while
    that claim is still the row's (a second task for it finds it taken) -- or, tried
    ``again`` after its worker died or its database went away, while nobody has stored
    the figures; the set-up's `manage.py work_out_figures` passes none and claims the
    rule set itself, so a rule set is computed once even when both ask at the same time.
    """
    key = stats_key(rules, players, game)
    if _stored(key) is not None:
        return False
    if claimed is None:
        if _claim(key) is None:
            return False
    else:
        now = timezone.now()
        mine = RuleStats.objects.filter(key=key, figures__isnull=True)
        if not again:
            mine = mine.filter(started=claimed)
        if _patiently(lambda: mine.update(started=now)) != 1:
            return False
    try:
        stats = compute_stats(rules, players, game)
        stats = replace(stats, skill=sample(game, stats_rules(rules), players).as_json())
    except BaseException:
        _patiently(lambda: RuleStats.objects.filter(key=key, figures__isnull=True).delete())
        raise
    _patiently(lambda: RuleStats.objects.filter(key=key).update(figures=stats.as_json()))
    cache.set(key, stats.as_json())
    return True


@task(takes_context=True)
def work_out_figures(
    context: TaskContext, game: str, rules: dict[str, object], players: int, claimed: str
) -> bool:
    """The worker's task (`manage.py worker`): figures for one rule set, given as
    ``rules_to_dict``'s JSON, claimed by a visitor's request at ``claimed`` (ISO time).
    A later attempt (``tutorials.worker`` took it up again) finishes the first's work.
    """
    played = rules_from_json(game, rules)
    again = context.attempt > 1
    return work_out(played, players, game, datetime.fromisoformat(claimed), again)
