"""The siantappo house-rules checklist: questions, answers <-> engine rules, sentences, findings.

The rules questions are the engine's options (``exchange``, ``first_lead``,
``series``) with the engine's own spellings as answers, so the answers turn
into rules through ``siantappo.make_rules`` alone. The table agreements are
not played by the engine; they only go on the sheet.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping

from django.utils.translation import gettext, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from games import siantappo
from tutorials import checklist
from tutorials.checklist import (
    FIGURES_GROUP,
    RULES_GROUP,
    SCRATCH,
    SELECT,
    TABLE_GROUP,
    TEXT,
    YES_NO,
    Question,
    Start,
    option_text,
)
from tutorials.packs.siantappo.any_game import game_url
from tutorials.packs.siantappo.pages import section_url
from tutorials.stats import STATS_POLICY, STATS_SEED, Stats

STARTS: tuple[Start, ...] = (
    Start(
        "perussiantappo",
        pgettext_lazy("preset", "Siantappo as on the rules page"),
        _(
            "A series of games with the card exchange; the first game opens with the "
            "three of clubs."
        ),
    ),
    Start(
        SCRATCH,
        pgettext_lazy("preset", "From scratch"),
        _("Nothing is chosen in advance: go through every question yourselves."),
    ),
)
START_KEYS = tuple(start.key for start in STARTS)
assert set(START_KEYS) - {SCRATCH} == set(siantappo.PRESETS)


def start_name(key: str) -> str:
    return next(str(start.name) for start in STARTS if start.key == key)


ENGINE_OPTIONS = tuple(spec.key for spec in siantappo.OPTIONS)
CHORES_LENGTH = 60
DEFAULT_PLAYERS = 4

QUESTIONS: tuple[Question, ...] = (
    Question(
        "exchange",
        RULES_GROUP,
        _("Do the winner and the loser swap cards before each new game?"),
        _(
            "The winner gives the loser their two weakest cards and gets the loser's two "
            "strongest; with four or more players, second place and second-to-last swap one "
            "card. Without the exchange every game starts even."
        ),
        "korttienvaihto",
        YES_NO,
    ),
    Question(
        "first_lead",
        RULES_GROUP,
        _("How does the first game of a series open?"),
        _(
            "The holder of the three of clubs always starts. By the usual rule the opening "
            "play must contain that card; some tables let its holder open with anything."
        ),
        "aloitus",
        (
            ("with_3c", _("The opening play contains the three of clubs")),
            ("holder", _("The holder of the three of clubs opens with any play")),
        ),
    ),
    Question(
        "series",
        RULES_GROUP,
        _("Do you play a series of games, or single games?"),
        _(
            "In a series the loser deals the next game and the cards are exchanged. The "
            "figures below then come from one long series instead of separate first games."
        ),
        "sarja",
        (("true", _("A series")), ("false", _("Single games"))),
    ),
    Question(
        "first_dealer",
        TABLE_GROUP,
        _("Who deals the first game?"),
        _("After the first game the loser always deals; only the first dealer is open."),
        "jakaja",
        (
            ("lot", _("Drawn by lot")),
            ("youngest", _("The youngest player")),
            ("host", _("Whoever owns the deck")),
        ),
    ),
    Question(
        "new_player",
        TABLE_GROUP,
        _("How does a player join in the middle of a series?"),
        _(
            "The usual way is to count the newcomer as the loser of the game before. With "
            "many newcomers, a fresh series is simpler."
        ),
        "uusi-pelaaja",
        (
            ("as_loser", _("They count as the previous loser")),
            ("new_series", _("We start a new series")),
        ),
    ),
    Question(
        "chores",
        TABLE_GROUP,
        _("Which chores does the loser do, besides dealing?"),
        _("Keep it short. Leave it empty if dealing is chore enough."),
        "haviajan-tyot",
        kind=TEXT,
        max_length=CHORES_LENGTH,
    ),
    Question(
        "players",
        FIGURES_GROUP,
        _("For how many players should the figures be worked out?"),
        _("Siantappo takes three to six players."),
        "pelin-tavoite",
        tuple((str(n), str(n)) for n in range(siantappo.MIN_PLAYERS, siantappo.MAX_PLAYERS + 1)),
        SELECT,
    ),
)
QUESTION = {question.name: question for question in QUESTIONS}
assert tuple(q.name for q in QUESTIONS if q.group == RULES_GROUP) == ENGINE_OPTIONS

AGREEMENT_DEFAULTS: Mapping[str, str] = {
    "first_dealer": "lot",
    "new_player": "as_loser",
    "chores": "",
}
# The rules page describes a series, so the starting point plays one.
PRESET_SERIES = "true"


def rules_answers(rules: siantappo.Rules) -> dict[str, str]:
    return {key: option_text(getattr(rules, key)) for key in ENGINE_OPTIONS}


def start_answers(start: str) -> dict[str, str]:
    """What a starting point pre-fills: the preset's rules, a series, the usual agreements."""
    if start == SCRATCH:
        return {"players": str(DEFAULT_PLAYERS)}
    return {
        **rules_answers(siantappo.PRESETS[start]),
        "series": PRESET_SERIES,
        **AGREEMENT_DEFAULTS,
        "players": str(DEFAULT_PLAYERS),
    }


def base_preset(start: str) -> str:
    return siantappo.DEFAULT_PRESET if start == SCRATCH else start


def answers_rules(start: str, answers: Mapping[str, str]) -> siantappo.Rules:
    """The engine's rules for a complete set of answers (RulesError if one is bad)."""
    return siantappo.make_rules(base_preset(start), {key: answers[key] for key in ENGINE_OPTIONS})


class ChecklistForm(checklist.ChecklistForm):
    """The siantappo checklist: no cross-checks, every answer stands on its own."""

    questions = QUESTIONS
    start_keys = START_KEYS


class SaveForm(ChecklistForm):
    name_required = True


USER_ERRORS = ChecklistForm.user_errors()


def inactive_notes(answers: Mapping[str, str]) -> dict[str, str]:
    """Questions whose answer the chosen rules never use, with the reason why."""
    notes: dict[str, str] = {}
    if answers.get("series") == "false":
        reason = gettext("This has no effect because you play single games, not a series.")
        for name in ("exchange", "new_player"):
            notes[name] = reason
    return notes


def players_note(start: str, players: int | None) -> str | None:
    return None


def rule_sentences(answers: Mapping[str, str]) -> list[str]:
    out: list[str] = []
    if answers["first_lead"] == "with_3c":
        out.append(
            gettext(
                "The holder of the three of clubs opens the first game, with a play that "
                "contains it."
            )
        )
    else:
        out.append(gettext("The holder of the three of clubs opens the first game, with any play."))
    if answers["series"] == "true":
        out.append(gettext("We play a series: the loser deals the next game and opens it."))
        if answers["exchange"] == "true":
            out.append(
                gettext(
                    "Before each later game the winner gives the loser their two weakest "
                    "cards and gets the two strongest back; with four or more players, "
                    "second place and second-to-last swap one card the same way."
                )
            )
        else:
            out.append(gettext("No cards are exchanged between games."))
    else:
        out.append(gettext("Every game is a first game: nobody exchanges cards."))
    return out


def agreement_sentences(answers: Mapping[str, str]) -> list[str]:
    dealer = {
        "lot": gettext("The first dealer is drawn by lot."),
        "youngest": gettext("The youngest player deals the first game."),
        "host": gettext("Whoever owns the deck deals the first game."),
    }[answers["first_dealer"]]
    out = [dealer]
    if answers["series"] == "true":
        if answers["new_player"] == "as_loser":
            out.append(gettext("A player who joins counts as the loser of the game before."))
        else:
            out.append(gettext("When a player joins, we start a new series."))
    if answers.get("chores"):
        out.append(gettext("The loser's chores: %(chores)s") % {"chores": answers["chores"]})
    else:
        out.append(gettext("The loser deals, and that is all."))
    return out


# --- figures of siantappo's own ------------------------------------------------------

SERIES_GAMES = 2000


@functools.lru_cache(maxsize=64)
def siantappo_share(rules: siantappo.Rules, players: int) -> float:
    """The share of games (in per cent) with at least one siantappo, with the stats' choices."""
    policy = siantappo.POLICIES[STATS_POLICY]
    games = [
        siantappo.new_game(
            rules, players, seed=siantappo.derive_seed(STATS_SEED, game), policy=policy
        )
        for game in range(SERIES_GAMES)
    ]
    return 100 * sum(1 for state in games if state.siantappos) / len(games)


@functools.lru_cache(maxsize=64)
def repeat_loser_share(exchange: bool, players: int) -> float:
    """In one long series, how often (per cent) the loser of a game loses the next one too."""
    rules = siantappo.make_rules(overrides={"series": True, "exchange": exchange})
    policy = siantappo.POLICIES[STATS_POLICY]
    outcomes = list(siantappo.simulate(rules, players, SERIES_GAMES, STATS_SEED, policy))
    again = sum(1 for a, b in zip(outcomes, outcomes[1:], strict=False) if a.losers == b.losers)
    return 100 * again / (len(outcomes) - 1)


def stats_findings(stats: Stats, answers: Mapping[str, str]) -> list[str]:
    """Siantappo's own figures, in words: the bombs, and what the exchange does to the loser."""
    players = stats.players
    rules = answers_rules(siantappo.DEFAULT_PRESET, answers)
    out = [
        gettext("A siantappo was played in %(pct)s %% of the games.")
        % {"pct": round(siantappo_share(rules, players))}
    ]
    if answers["series"] == "true":
        with_exchange = round(repeat_loser_share(True, players))
        without = round(repeat_loser_share(False, players))
        out.append(
            gettext(
                "In a long series the loser of a game lost the next one too in %(with)s %% "
                "of the games with the card exchange, and in %(without)s %% without it; "
                "by chance alone it would be %(chance)s %%."
            )
            % {"with": with_exchange, "without": without, "chance": round(100 / players)}
        )
    return out


def sample_game_url(start: str, answers: Mapping[str, str], players: int) -> str:
    """Where to step through one game with exactly these rules."""
    preset = base_preset(start)
    base = rules_answers(siantappo.PRESETS[preset])
    overrides = {key: answers[key] for key in ENGINE_OPTIONS if answers[key] != base[key]}
    seed = siantappo.derive_seed(STATS_SEED, 0)
    return game_url(preset, overrides, players, seed, policy=STATS_POLICY)


def rules_link(anchor: str) -> str:
    return section_url(anchor)
