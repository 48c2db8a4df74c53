"""The siantappo house-rules checklist: questions, answers <-> engine rules, sentences, findings.

The rules questions are the engine's options (``exchange``, ``first_lead``,
``series``) with the engine's own spellings as answers, so the answers turn
into rules through ``siantappo.make_rules`` alone. The table agreements are
not played by the engine; they only go on the sheet.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping

from django.utils.formats import number_format
from django.utils.translation import gettext, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from games import siantappo
from tutorials.any_game import DEFAULT_PLAYERS
from tutorials.checklist import (
    SCRATCH_START,
    YES_NO,
    Checklist,
    OptionWords,
    Question,
    Start,
    agreement,
    engine_questions,
    players_question,
)
from tutorials.packs.siantappo import sheet_rules
from tutorials.stats import STATS_POLICY, STATS_SEED, Stats
from tutorials.words import percent

STARTS: tuple[Start, ...] = (
    Start(
        "perussiantappo",
        pgettext_lazy("preset", "Basic siantappo"),
        _(
            "A series of games with the card exchange; the first game opens with the "
            "three of clubs."
        ),
    ),
    SCRATCH_START,
)


CHORES_LENGTH = 60

# The site's words for each engine option; the values come from the option schema.
ENGINE_WORDS: Mapping[str, OptionWords] = {
    "exchange": OptionWords(
        _("Do the winner and the loser swap cards before each new game?"),
        _(
            "The winner gives the loser their two weakest cards and gets the loser's two "
            "strongest; with four or more players, second place and second-to-last swap one "
            "card. Without the exchange every game starts even."
        ),
        "korttienvaihto",
        dict(YES_NO),
    ),
    "first_lead": OptionWords(
        _("How does the first game of a series open?"),
        _(
            "The holder of the three of clubs always starts, and the opening play must "
            "contain that card. If you like, you can agree to let its holder open with any play."
        ),
        "aloitus",
        {
            "with_3c": _("The opening play contains the three of clubs"),
            "holder": _("The holder of the three of clubs opens with any play"),
        },
    ),
    "series": OptionWords(
        _("Do you play a series of games, or single games?"),
        _(
            "In a series the loser deals the next game and the cards are exchanged. The "
            "figures below then come from separate series of games instead of separate "
            "first games."
        ),
        "sarja",
        {"true": _("A series"), "false": _("Single games")},
    ),
}

QUESTIONS: tuple[Question, ...] = engine_questions(siantappo.OPTIONS, ENGINE_WORDS) + (
    agreement(
        "first_dealer",
        _("Who deals the first game?"),
        _("After the first game the loser always deals; only the first dealer is open."),
        "jakaja",
        (
            ("lot", _("Drawn by lot")),
            ("youngest", _("The youngest player")),
            ("host", _("Whoever owns the deck")),
        ),
        default="lot",
    ),
    agreement(
        "new_player",
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
        default="as_loser",
    ),
    agreement(
        "chores",
        _("Which chores does the loser do, besides dealing?"),
        _("Keep it short. Leave it empty if dealing is chore enough."),
        "haviajan-tyot",
        max_length=CHORES_LENGTH,
        default="",
    ),
    players_question(
        "siantappo",
        _("Siantappo takes three to six players."),
        "pelin-tavoite",
    ),
)


# --- figures of siantappo's own ------------------------------------------------------

SERIES_GAMES = 2000


@functools.lru_cache(maxsize=64)
def siantappo_share(
    rules: siantappo.Rules, players: int, count: int = SERIES_GAMES, policy_name: str = STATS_POLICY
) -> float:
    """The share of ``count`` games (per cent) with at least one siantappo, as the stats play."""
    policy = siantappo.POLICIES[policy_name]
    games = [
        siantappo.new_game(
            rules, players, seed=siantappo.derive_seed(STATS_SEED, game), policy=policy
        )
        for game in range(count)
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


class SiantappoChecklist(Checklist):
    engine = "siantappo"
    starts = STARTS
    questions = QUESTIONS
    # The rules page describes a series, so the starting point plays one.
    start_extra = {"series": "true"}

    def extra_notes(self, answers: Mapping[str, str]) -> dict[str, str]:
        # The schema's exchange does not require a series, although only a series
        # exchanges cards; a joining player is a table agreement.
        notes: dict[str, str] = {}
        if answers.get("series") == "false":
            reason = gettext("This has no effect because you play single games, not a series.")
            for name in ("exchange", "new_player"):
                notes[name] = reason
        return notes

    def rule_sentences(self, answers: Mapping[str, str]) -> list[str]:
        out: list[str] = []
        if answers["first_lead"] == "with_3c":
            out.append(
                gettext(
                    "The holder of the three of clubs opens the first game, with a play that "
                    "contains it."
                )
            )
        else:
            out.append(
                gettext("The holder of the three of clubs opens the first game, with any play.")
            )
        if answers["series"] == "true":
            out.append(gettext("We play a series: the loser deals the next game and opens it."))
            if answers["exchange"] == "true":
                out.append(
                    gettext(
                        "Before each later game the winner gives the loser their two weakest "
                        "cards and gets the loser’s two strongest."
                    )
                )
                # A sheet is for one number of players: only what applies to it is said.
                if int(answers.get("players") or DEFAULT_PLAYERS) >= 4:
                    out.append(
                        gettext(
                            "Second place and second-to-last swap one card the same way: the "
                            "weakest for the strongest."
                        )
                    )
            else:
                out.append(gettext("No cards are exchanged between games."))
        else:
            out.append(gettext("Every game is a first game: nobody exchanges cards."))
        return out

    def setup_sentences(self, answers: Mapping[str, str]) -> list[str]:
        return sheet_rules.setup(self.rule_sentences(answers))

    def turn_sentences(self, answers: Mapping[str, str]) -> list[str]:
        return sheet_rules.turn()

    def end_sentences(self, answers: Mapping[str, str]) -> list[str]:
        return sheet_rules.end()

    def agreement_sentences(self, answers: Mapping[str, str]) -> list[str]:
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
            out.append(gettext("The loser only deals; there are no other chores."))
        return out

    def stats_findings(self, stats: Stats, answers: Mapping[str, str]) -> list[str]:
        """Siantappo's own figures, in words: the bombs, and what the exchange does to the loser."""
        players = stats.players
        rules = self.answers_rules(siantappo.DEFAULT_PRESET, answers)
        share = siantappo_share(rules, players, stats.games, stats.policy)
        # Skilled players seldom get to play one: a share under 1 % is not "0 %".
        pct = percent(share, 1 if 0 < share < 1 else 0)
        out = [gettext("A siantappo was played in %(pct)s of the games.") % {"pct": pct}]
        if answers["series"] == "true":
            with_exchange = percent(repeat_loser_share(True, players), 0)
            without = percent(repeat_loser_share(False, players), 0)
            # The series are as long as the figures' games, which name their number once.
            length = (
                gettext("of as many games")
                if SERIES_GAMES == stats.games
                else gettext("of %(games)s games")
                % {"games": number_format(SERIES_GAMES, force_grouping=True)}
            )
            out.append(
                gettext(
                    "Two series %(length)s were also played, one with the card exchange and "
                    "one without. The loser of a game lost the next one too in %(with)s of "
                    "the games with the exchange and in %(without)s without it. If the games were "
                    "independent and each player were as likely to lose, it would be %(chance)s."
                )
                % {
                    "length": length,
                    "with": with_exchange,
                    "without": without,
                    "chance": percent(100 / players, 0),
                }
            )
        return out


CHECKLIST = SiantappoChecklist()
