"""How much skill counts: the computer's levels against each other, in words.

An ``Edge`` is one level in one seat against another level in every other seat,
over duplicate deals (each deal played from every seat). The figures come from
the bot bench (``benchmarks/bots.py`` writes ``FIGURES``: every preset, the
levels against each other) or, for a rule set no preset plays, from a short
sample the statistics worker plays with the rest of its figures (``sample``:
the skilled level against the beginner, within a CPU budget). The words compare
how often a level loses with how often a player who picks any allowed move
loses at the same table.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import time
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from django.utils.formats import number_format
from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _

from games.core import LEVELS, Rules
from games.options import canonical_rules, rules_from_dict, rules_to_dict
from games.registry import find_game
from games.simulation import run_mixed
from tutorials.words import percent

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise
else:
    StrOrPromise = str

FIGURES = Path(__file__).resolve().parent / "data" / "skill.json"
BEGINNER, SKILLED, MASTER = LEVELS
LEVEL_NAMES: Mapping[str, StrOrPromise] = {
    BEGINNER: _("Beginner"),
    SKILLED: _("Skilled"),
    MASTER: _("Master"),
}
# The bench's main table, and the players a rules page speaks of.
MAIN_PLAYERS = 4
# A level loses "about as often" unless the two shares' 95 % intervals are apart
# and the other players lose this many times as often.
CLEAR_TIMES = 1.25
# Beyond this many times as often, "N times less often" says more than the figures can.
HARDLY_EVER = 20
# The rules' verdict: skill "counts" once the best level loses half as often or less.
CLEARLY = 2
Z = 1.959964
# The worker's sample: duplicate deals of Skilled against Beginners, played in chunks
# until done or the CPU budget (thread time) is spent.
SAMPLE_DEALS = 200
SAMPLE_CHUNK = 10
SAMPLE_SEED = 1
SAMPLE_CPU_BUDGET = 0.6
# A sample's verdict ("skill counts", "a little") needs the whole sample. The verdict's
# line is the others losing CLEARLY times as often, and the Skilled player's ratio against
# beginners is often 1.5 to 1.7. At 200 deals at a table of 4 (800 games of the Skilled
# player, 2,400 of the others, losing about 16 % and 27 %) the ratio's 95 % error is about
# ±17 %: 1.7 is told from 2. A sample the CPU budget cut to 70 deals has about ±29 %, and
# its 1.7 may be 2.2: it gets the figures, but no verdict.
VERDICT_DEALS = SAMPLE_DEALS


def wilson(hits: int, tries: int) -> tuple[float, float]:
    """Wilson's 95 % score interval for a share (the bench's, for the same verdicts)."""
    if not tries:
        return (0.0, 1.0)
    share = hits / tries
    centre = share + Z * Z / (2 * tries)
    spread = Z * (share * (1 - share) / tries + Z * Z / (4 * tries * tries)) ** 0.5
    scale = 1 + Z * Z / tries
    return ((centre - spread) / scale, (centre + spread) / scale)


@dataclass(frozen=True)
class Edge:
    """``hero`` in one seat, ``field`` in the others: seat-games, wins and losses of each."""

    hero: str
    field: str
    players: int
    deals: int
    hero_games: int
    hero_wins: int
    hero_losses: int
    field_games: int
    field_wins: int
    field_losses: int

    def as_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Edge:
        return cls(**{name: data[name] for name in cls.__dataclass_fields__})

    @classmethod
    def from_cell(cls, cell: Mapping[str, Any]) -> Edge:
        """A pairing as ``benchmarks/bots.py`` writes it."""
        hero, field = cell["hero_figures"], cell["field_figures"]
        return cls(
            cell["hero"],
            cell["field"],
            cell["players"],
            cell["deals"],
            hero["games"],
            hero["wins"],
            hero["losses"],
            field["games"],
            field["wins"],
            field["losses"],
        )

    @property
    def hero_share(self) -> float:
        return self.hero_losses / self.hero_games if self.hero_games else 0.0

    @property
    def field_share(self) -> float:
        return self.field_losses / self.field_games if self.field_games else 0.0

    @property
    def apart(self) -> bool:
        """Are the two loss shares' 95 % intervals apart (more than chance would make)?"""
        hero = wilson(self.hero_losses, self.hero_games)
        field = wilson(self.field_losses, self.field_games)
        return hero[1] < field[0] or field[1] < hero[0]

    @property
    def verdict(self) -> str:
        """``none`` (nobody lost), ``never``, ``clear``, ``worse``, ``even`` (the shares
        within ``CLEAR_TIMES`` of each other) or ``unsure`` (far apart, but too few games
        to tell from luck)."""
        if not self.field_losses and not self.hero_losses:
            return "none"
        if self.apart and not self.hero_losses:
            return "never"
        if self.apart and self.field_share >= CLEAR_TIMES * self.hero_share:
            return "clear"
        if self.apart and self.hero_share > self.field_share:
            return "worse"
        low, high = sorted((self.hero_share, self.field_share))
        if not self.apart and high > CLEAR_TIMES * low:
            return "unsure"
        return "even"

    @property
    def hero_percent(self) -> float:
        """The hero's share of losses as every page gives it: per cent, to a tenth."""
        return round(100 * self.hero_share, 1)

    @property
    def field_percent(self) -> float:
        return round(100 * self.field_share, 1)

    @property
    def times(self) -> str:
        """How many times as often the others lose, as the page's language writes it: from
        the shares as the pages give them, so the three figures agree."""
        hero, field = self.hero_percent, self.field_percent
        ratio = field / hero if hero else self.field_share / self.hero_share
        # number_format cuts digits off: round first.
        return number_format(round(ratio), 0) if ratio >= 10 else number_format(round(ratio, 1), 1)


# ---------------------------------------------------------------------------
# The bench's figures


def _played(game: str, rules: Rules) -> str:
    """The rule set as it plays (only the options that matter), comparable as text."""
    options = find_game(game).options
    return json.dumps(rules_to_dict(options, canonical_rules(options, rules)), sort_keys=True)


@functools.cache
def _bench(path: Path = FIGURES) -> dict[tuple[str, str, int], list[Edge]]:
    """(game, rules as played, players) -> the bench's pairings, read once."""
    if not path.is_file():
        return {}
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    table: dict[tuple[str, str, int], list[Edge]] = {}
    for cell in cells:
        descriptor = find_game(cell["game"])
        preset = descriptor.presets[cell["preset"]]
        rules = rules_from_dict(descriptor.options, preset, cell["rules"])
        key = (cell["game"], _played(cell["game"], rules), cell["players"])
        table.setdefault(key, []).append(Edge.from_cell(cell))
    return table


def bench_edges(game: str, rules: Rules, players: int) -> list[Edge]:
    """The bench's pairings for exactly these rules and players (empty if it has none)."""
    return _bench(FIGURES).get((game, _played(game, rules), players), [])


def sample(game: str, rules: Rules, players: int, budget: float = SAMPLE_CPU_BUDGET) -> Edge:
    """Skilled in one seat against Beginners, duplicate deals, until done or out of time."""
    seats = [SKILLED] + [BEGINNER] * (players - 1)
    start = time.thread_time()
    hero = field = None
    deals = 0
    for chunk in range(0, SAMPLE_DEALS, SAMPLE_CHUNK):
        mixed = run_mixed(rules, seats, SAMPLE_CHUNK, SAMPLE_SEED * 10**6 + chunk, True, game=game)
        if hero is None or field is None:
            hero, field = mixed.tallies[SKILLED], mixed.tallies[BEGINNER]
        else:
            hero.add(mixed.tallies[SKILLED])
            field.add(mixed.tallies[BEGINNER])
        deals += SAMPLE_CHUNK
        if time.thread_time() - start > budget:
            break
    assert hero is not None and field is not None
    return Edge(
        SKILLED,
        BEGINNER,
        players,
        deals,
        hero.games,
        hero.wins,
        hero.losses,
        field.games,
        field.wins,
        field.losses,
    )


# ---------------------------------------------------------------------------
# In words: every sentence, the headline too, from the same pairings


def _numbers(edge: Edge) -> dict[str, str]:
    return {
        "level": str(LEVEL_NAMES[edge.hero]),
        "times": edge.times if edge.hero_share else "",
        # To a tenth everywhere, so a rules page and the skill section give one figure.
        "hero": percent(edge.hero_percent, 1),
        "field": percent(edge.field_percent, 1),
        "games": number_format(edge.hero_games, force_grouping=True),
        "others": str(LEVEL_NAMES[edge.field]),
    }


def _hardly_ever(edge: Edge) -> bool:
    return edge.verdict == "never" or (
        edge.verdict == "clear" and edge.field_share >= HARDLY_EVER * edge.hero_share
    )


def sentence(edge: Edge) -> str:
    """One pairing in a sentence a player reads ("" when nobody lost at all)."""
    numbers = _numbers(edge)
    if edge.verdict == "none":
        return ""
    if edge.field != BEGINNER and edge.players == 2:
        return (
            gettext(
                "Against a %(others)s player, the computer’s %(level)s player loses %(hero)s "
                "of games."
            )
            % numbers
        )
    if edge.field != BEGINNER:
        return (
            gettext(
                "At a table of %(others)s players, the computer’s %(level)s player loses "
                "%(hero)s of games and each of the others %(field)s."
            )
            % numbers
        )
    return _against_beginners(edge, numbers)


def _against_beginners(edge: Edge, numbers: dict[str, str]) -> str:
    """A pairing against players who pick any allowed card at random, by its verdict."""
    verdict = edge.verdict
    if verdict == "never":
        return (
            ngettext(
                "The computer’s %(level)s player lost none of its %(games)s game against "
                "players who pick any allowed move at random; they lost %(field)s of theirs.",
                "The computer’s %(level)s player lost none of its %(games)s games against "
                "players who pick any allowed move at random; they lost %(field)s of theirs.",
                edge.hero_games,
            )
            % numbers
        )
    if _hardly_ever(edge):
        return (
            gettext(
                "The computer’s %(level)s player hardly ever loses against players who pick "
                "any allowed move at random: %(hero)s of games, against %(field)s for them."
            )
            % numbers
        )
    if verdict == "clear":
        return (
            gettext(
                "The computer’s %(level)s player loses %(hero)s of games; a player who picks any "
                "allowed move at random loses %(field)s, %(times)s times as often."
            )
            % numbers
        )
    if verdict == "worse":
        return (
            gettext(
                "The computer’s %(level)s player loses more often than a player who picks any "
                "allowed move at random: %(hero)s of games, against %(field)s."
            )
            % numbers
        )
    if verdict == "unsure":
        return (
            gettext(
                "The computer’s %(level)s player lost %(hero)s of games and a player who picks "
                "any allowed move at random %(field)s: too few games to tell this from luck."
            )
            % numbers
        )
    return (
        gettext(
            "The computer’s %(level)s player does not lose clearly less often than a player "
            "who picks any allowed move at random: %(hero)s of games, against %(field)s."
        )
        % numbers
    )


def ordered(edges: Sequence[Edge]) -> list[Edge]:
    """The stronger level against the weaker (the other way round says the same again):
    against beginners first, the stronger level last; then the levels against each other."""
    stronger = [e for e in edges if LEVELS.index(e.hero) > LEVELS.index(e.field)]
    return sorted(
        stronger, key=lambda e: (e.field != BEGINNER, LEVELS.index(e.field), LEVELS.index(e.hero))
    )


def _against_random(against: Sequence[Edge]) -> str:
    """The headline's first sentence: the levels against players who pick at random."""
    verdicts = {e.verdict for e in against}
    clear = {"clear", "never"}
    best = max(against, key=lambda e: LEVELS.index(e.hero))
    if "unsure" in verdicts and not verdicts & clear:
        return _too_few()
    if not verdicts & clear:
        # Only the levels measured: a checklist's figures may hold the Skilled player alone.
        return gettext(
            "With these rules the computer’s games show no clear edge for skill: its %(level)s "
            "player does not lose clearly less often than a player who picks any allowed move "
            "at random."
        ) % {"level": LEVEL_NAMES[best.hero]}
    if not verdicts <= clear:
        # Some level plays clearly better, another does not: say both, never one for all.
        better = max((e for e in against if e.verdict in clear), key=lambda e: LEVELS.index(e.hero))
        other = next(e for e in against if e.verdict not in clear)
        return gettext(
            "With these rules skill counts, but not at every level: the computer’s %(better)s "
            "player loses clearly less often than a player who picks any allowed move at "
            "random, its %(other)s player does not."
        ) % {"better": LEVEL_NAMES[better.hero], "other": LEVEL_NAMES[other.hero]}
    if all(_hardly_ever(e) for e in against):
        return gettext(
            "Against players who pick any allowed move at random, skill decides nearly "
            "everything: the computer’s players hardly ever lose to them."
        )
    if best.field_share >= CLEARLY * best.hero_share:
        return gettext(
            "With these rules skill counts: against players who pick any allowed move at "
            "random, the computer’s players lose clearly less often."
        )
    return gettext(
        "With these rules skill counts a little, luck a lot: the computer’s players lose "
        "only somewhat less often than players who pick any allowed move at random."
    )


def _too_few() -> str:
    return gettext("Too few games have been played with these rules to say how much skill counts.")


def _among_good(edge: Edge) -> str:
    """The headline's second sentence: the best level at a table of the next best."""
    words = {"best": LEVEL_NAMES[edge.hero], "others": LEVEL_NAMES[edge.field]}
    if edge.verdict in ("clear", "never"):
        return (
            gettext(
                "Between good players skill still shows: at a table of %(others)s players the "
                "%(best)s player loses clearly less often."
            )
            % words
        )
    if edge.verdict in ("even", "worse"):
        return (
            gettext(
                "Between good players luck decides: at a table of %(others)s players the "
                "%(best)s player loses about as often as they do."
            )
            % words
        )
    return ""


def summary(edges: Sequence[Edge]) -> str:
    """The verdict on the rules themselves, from the same pairings as the sentences: the
    levels against players who pick at random, then the best against the next best (each
    said against whom it holds); "too few games" where a pairing has fewer than
    ``VERDICT_DEALS`` deals (a sample cut short)."""
    against = [e for e in edges if e.field == BEGINNER and e.hero != BEGINNER]
    if not against or {e.verdict for e in against} == {"none"}:
        return ""
    if min(e.deals for e in edges) < VERDICT_DEALS:
        return _too_few()
    said = [_against_random(against)]
    among = [e for e in edges if e.field != BEGINNER and e.players > 2]
    if among:
        said.append(_among_good(max(among, key=lambda e: LEVELS.index(e.hero))))
    return " ".join(part for part in said if part)


@dataclass(frozen=True)
class Skill:
    """What a page shows: the verdict, a sentence per pairing, and where the figures are from."""

    summary: str
    sentences: tuple[str, ...]
    players: int
    deals: int  # the fewest deals behind any sentence
    bench: bool  # from the bot bench (False: the statistics worker's own sample)
    # Some games had several losers, so a table's shares add up to more than the whole.
    shared_losses: bool = False


def skill(edges: Sequence[Edge], bench: bool) -> Skill | None:
    """The words for these pairings, None when there is nothing to say."""
    shown = ordered(edges)
    sentences = tuple(s for s in (sentence(e) for e in shown) if s)
    if not sentences:
        return None
    shared = any(e.hero_share + (e.players - 1) * e.field_share > 1.001 for e in shown)
    return Skill(
        summary(shown), sentences, shown[0].players, min(e.deals for e in shown), bench, shared
    )


def for_rules(game: str, rules: Rules, players: int, sampled: Edge | None = None) -> Skill | None:
    """The bench's words for these rules when it played them, else the worker's sample's."""
    edges = bench_edges(game, rules, players)
    if edges:
        return skill(edges, bench=True)
    return skill([sampled], bench=False) if sampled is not None else None


@dataclass(frozen=True)
class PresetSkill:
    name: StrOrPromise
    skill: Skill
    # On the first (the default rules) when others follow: the fewest deals behind theirs.
    others_deals: int | None = None


def for_presets(game: str, names: Mapping[str, StrOrPromise]) -> list[PresetSkill]:
    """The bench's words for each preset it played at the main table, in ``names``' order
    (the pack's preset labels), the engine's default preset first."""
    descriptor = find_game(game)
    keys = sorted(names, key=lambda key: key != descriptor.default_preset)
    out = []
    for key in keys:
        found = for_rules(game, descriptor.presets[key], MAIN_PLAYERS)
        if found is not None:
            out.append(PresetSkill(names[key], found))
    if len(out) > 1:
        out[0] = dataclasses.replace(out[0], others_deals=min(p.skill.deals for p in out[1:]))
    return out


@dataclass(frozen=True)
class Shares:
    """How often each level lost at the bench's main table, in the page's words ("14 %"):
    for a rules page's prose, from the same figures as its skill section."""

    players: int
    random: str  # a player who picks any allowed move, at the Master's table
    random_with_skilled: str  # the same, at the Skilled player's table
    skilled: str
    master: str
    master_among_skilled: str  # the Master at a table of Skilled players
    skilled_with_master: str  # each Skilled player at that table


def shares(game: str, preset: str, players: int = MAIN_PLAYERS) -> Shares | None:
    """The bench's shares of losses for a preset (None: the bench has not played it)."""
    edges = {
        (e.hero, e.field): e for e in bench_edges(game, find_game(game).presets[preset], players)
    }
    needed = [(SKILLED, BEGINNER), (MASTER, BEGINNER), (MASTER, SKILLED)]
    if not all(pair in edges for pair in needed):
        return None
    skilled, master, among = (_numbers(edges[pair]) for pair in needed)
    return Shares(
        players,
        random=master["field"],
        random_with_skilled=skilled["field"],
        skilled=skilled["hero"],
        master=master["hero"],
        master_among_skilled=among["hero"],
        skilled_with_master=among["field"],
    )
