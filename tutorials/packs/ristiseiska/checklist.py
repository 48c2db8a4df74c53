"""The ristiseiska house-rules checklist: questions, answers <-> engine rules, sentences.

Every rules question maps one to one onto an option of ``games.ristiseiska.Rules``
(ristiseiska.md section 5) and takes the engine's own spellings, so answers turn
into rules through ``make_rules`` alone. Answers the engine refuses together
(the token with the last player losing, say) are a question's error in our
words, never a failed page. The table agreements only go on the sheet.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from django import forms
from django.utils.formats import number_format
from django.utils.translation import gettext, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from games import ristiseiska as rs
from games.core import PlayersError, RulesError
from tutorials import checklist
from tutorials.checklist import (
    FIGURES_GROUP,
    RULES_GROUP,
    SCRATCH,
    SELECT,
    TABLE_GROUP,
    YES_NO,
    Question,
    Start,
    option_text,
)
from tutorials.packs.ristiseiska.any_game import game_url
from tutorials.packs.ristiseiska.pages import section_url
from tutorials.stats import STATS_MAX_TURNS, STATS_POLICY, STATS_SEED, Stats

STARTS: tuple[Start, ...] = (
    Start(
        "ristiseiska",
        pgettext_lazy("preset", "Ristiseiska"),
        _("Asking for cards, and the last player left with cards loses."),
    ),
    Start(
        "pisteet",
        pgettext_lazy("preset", "Ristiseiska for points"),
        _("The first player out ends the game; the others count their cards by face value."),
    ),
    Start(
        "pantti",
        pgettext_lazy("preset", "With the token"),
        _("No asking: a player who cannot play takes the token, worth 25 points."),
    ),
    Start(
        "ristikasi",
        pgettext_lazy("preset", "Ristikasi"),
        _("The eight of clubs starts, and the token is worth 20 points."),
    ),
    Start(
        "kaksi_pakkaa",
        pgettext_lazy("preset", "Two decks"),
        _("Eight rows for a big group of three to sixteen players."),
    ),
    Start(
        "jokerit",
        pgettext_lazy("preset", "With jokers"),
        _("Two jokers that stand for any card that fits."),
    ),
    Start(
        SCRATCH,
        pgettext_lazy("preset", "From scratch"),
        _("Nothing is chosen in advance: go through every question yourselves."),
    ),
)
START_KEYS = tuple(start.key for start in STARTS)
assert set(START_KEYS) - {SCRATCH} == set(rs.PRESETS)


def start_name(key: str) -> str:
    return next(str(start.name) for start in STARTS if start.key == key)


ENGINE_OPTIONS = (
    "end",
    "scoring",
    "eight_before_six",
    "first_ace",
    "pantti",
    "holding",
    "ristikasi",
    "decks",
    "jokers",
    "target",
)
MAX_PLAYERS = 16
DEFAULT_PLAYERS = 4
TARGETS = ("100", "250", "500")

QUESTIONS: tuple[Question, ...] = (
    Question(
        "end",
        RULES_GROUP,
        _("When does the game end?"),
        _(
            "Either play on until one player is left holding cards, or stop as soon as the "
            "first player is out and count points."
        ),
        "seiskan-loppu",
        (
            ("last", _("When only one player has cards: they lose")),
            ("first_out", _("When the first player is out: count the points")),
        ),
    ),
    Question(
        "scoring",
        RULES_GROUP,
        _("How are the cards left in hand scored?"),
        _("Face value makes high cards costly to keep; counting cards is quicker to add up."),
        "seiskan-pisteet",
        (
            ("face", _("Face value (jack 11, queen 12, king 13, ace 14)")),
            ("count", _("One point a card")),
        ),
    ),
    Question(
        "eight_before_six",
        RULES_GROUP,
        _("Must the eight come before the six?"),
        _("Then the rows run from the two up past the king to the ace."),
        "kasi-ennen-kuutosta",
        (("false", _("No, the six comes first")), ("true", _("Yes, the eight first"))),
    ),
    Question(
        "first_ace",
        RULES_GROUP,
        _("Does the first ace decide which end the aces go to?"),
        _("Then kings and twos close nothing, and only aces give an extra card."),
        "ensimmainen-assa",
        (("false", _("No")), ("true", _("Yes"))),
    ),
    Question(
        "pantti",
        RULES_GROUP,
        _("Do you play with the token instead of asking?"),
        _("A player who cannot play takes the token; it costs 25 points at the end."),
        "pantti-peli",
        (("false", _("No, we ask for cards")), ("true", _("Yes, the token"))),
    ),
    Question(
        "holding",
        RULES_GROUP,
        _("May a player hold back a card that fits?"),
        _("Holding back is usually against the rules; some tables allow it for all but sevens."),
        "vain-seiskat",
        (
            ("none", _("Never: a card that fits must be played")),
            ("sevens_only", _("Yes, except a seven")),
        ),
    ),
    Question(
        "ristikasi",
        RULES_GROUP,
        _("Do you play ristikasi, from the eight of clubs?"),
        _("Ristikasi starts from the eights and always uses the token, worth 20 points."),
        "ristikasi-peli",
        (("false", _("No")), ("true", _("Yes, ristikasi"))),
    ),
    Question(
        "decks",
        RULES_GROUP,
        _("How many decks?"),
        _("Two decks give eight rows; they suit three to sixteen players."),
        "kaksi-pakkaa-seiska",
        (("1", _("One deck (2 to 8 players)")), ("2", _("Two decks (3 to 16 players)"))),
    ),
    Question(
        "jokers",
        RULES_GROUP,
        _("How many jokers?"),
        _("A joker can stand for any card that fits; it goes with asking, not with the token."),
        "jokerit-seiska",
        (("0", _("None")), ("1", _("One")), ("2", _("Two"))),
    ),
    Question(
        "target",
        RULES_GROUP,
        _("Do you play deals up to a target score?"),
        _("The series ends when someone reaches the target; the fewest points wins."),
        "pisteet-sarjana",
        (("none", _("No, one game at a time")), *((t, t) for t in TARGETS)),
        SELECT,
    ),
    Question(
        "penalty",
        TABLE_GROUP,
        _("What happens to a player caught holding back?"),
        _("The usual penalty is a card from each other player; with points, 50 points."),
        "seiskan-sopimukset",
        (
            ("cards", _("They take one card from every other player")),
            ("points", _("They get 50 points")),
            ("nothing", _("Nothing")),
        ),
    ),
    Question(
        "dealer",
        TABLE_GROUP,
        _("Who deals the next game?"),
        _("Often the loser deals; some tables move the deal one seat on."),
        "seiskan-sopimukset",
        (("loser", _("The loser of the last game")), ("next", _("The next player in turn"))),
    ),
    Question(
        "turn_down",
        TABLE_GROUP,
        _("Are finished row ends turned face down?"),
        _("It shows at a glance which ends are closed."),
        "seiskan-sopimukset",
        YES_NO,
    ),
    Question(
        "players",
        FIGURES_GROUP,
        _("For how many players should the figures be worked out?"),
        _("One deck takes 2 to 8 players; two decks take 3 to 16."),
        "seiskan-jako",
        tuple((str(n), str(n)) for n in range(2, MAX_PLAYERS + 1)),
        SELECT,
    ),
)
QUESTION = {question.name: question for question in QUESTIONS}
assert tuple(q.name for q in QUESTIONS if q.group == RULES_GROUP) == ENGINE_OPTIONS

AGREEMENT_DEFAULTS: Mapping[str, str] = {"penalty": "cards", "dealer": "loser", "turn_down": "true"}


def rules_answers(rules: rs.Rules) -> dict[str, str]:
    return {key: option_text(getattr(rules, key)) for key in ENGINE_OPTIONS}


def start_answers(start: str) -> dict[str, str]:
    if start == SCRATCH:
        return {"players": str(DEFAULT_PLAYERS)}
    return {
        **rules_answers(rs.PRESETS[start]),
        **AGREEMENT_DEFAULTS,
        "players": str(DEFAULT_PLAYERS),
    }


def base_preset(start: str) -> str:
    return rs.DEFAULT_PRESET if start == SCRATCH else start


def answers_rules(start: str, answers: Mapping[str, str]) -> rs.Rules:
    """The engine's rules for a complete set of answers (RulesError if they clash)."""
    return rs.make_rules(base_preset(start), {key: answers[key] for key in ENGINE_OPTIONS})


def conflict(answers: Mapping[str, str]) -> tuple[str, str] | None:
    """The question whose answer clashes with the others, and why (the engine's refusals)."""
    token = answers.get("pantti") == "true" or answers.get("ristikasi") == "true"
    if answers.get("pantti") == "true" and answers.get("ristikasi") == "true":
        return "ristikasi", gettext("The token game and ristikasi are two games: choose one.")
    if token and answers.get("end") == "last":
        return "end", gettext("With the token the game always ends at the first player out.")
    if token and answers.get("scoring") == "count":
        return "scoring", gettext("With the token the cards always count their face value.")
    if answers.get("eight_before_six") == "true" and answers.get("first_ace") == "true":
        return "first_ace", gettext("The first-ace rule cannot be played with the eight first.")
    if answers.get("eight_before_six") == "true" and answers.get("ristikasi") == "true":
        return "ristikasi", gettext("Ristikasi cannot be played with the eight first.")
    if token and answers.get("jokers") not in (None, "", "0"):
        return "jokers", gettext("Jokers go with asking for cards, never with the token.")
    target = answers.get("target") not in (None, "", "none")
    if target and not token and answers.get("end") == "last":
        return "target", gettext(
            "A target score needs points: end the game at the first player out."
        )
    return None


class ChecklistForm(checklist.ChecklistForm):
    """The ristiseiska checklist, with the engine's refusals and the players a deck takes."""

    questions = QUESTIONS
    start_keys = START_KEYS
    rule_errors = frozenset({"rules_clash", "players_for_decks"})

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        assert data is not None
        answers = {key: str(value) for key, value in data.items() if value is not None}
        clash = conflict(answers)
        if clash is not None and clash[0] in data:
            self.add_error(clash[0], forms.ValidationError(clash[1], code="rules_clash"))
        decks, players = data.get("decks"), data.get("players")
        if decks and players:
            low, high = (2, 8) if decks == "1" else (3, 16)
            if not low <= int(players) <= high:
                self.add_error(
                    "players",
                    forms.ValidationError(
                        gettext("With %(decks)s deck(s), %(low)s to %(high)s can play.")
                        % {"decks": decks, "low": low, "high": high},
                        code="players_for_decks",
                    ),
                )
        return data


class SaveForm(ChecklistForm):
    name_required = True


USER_ERRORS = ChecklistForm.user_errors()


def inactive_notes(answers: Mapping[str, str]) -> dict[str, str]:
    """Questions whose answer the chosen rules never use, with the reason why."""
    notes: dict[str, str] = {}
    token = answers.get("pantti") == "true" or answers.get("ristikasi") == "true"
    if answers.get("end") == "last" and not token:
        reason = gettext("This has no effect because nobody counts points: the last player loses.")
        notes["scoring"] = reason
    if answers.get("penalty") == "points" and answers.get("end") == "last" and not token:
        notes["penalty"] = gettext(
            "Points are only counted when the first player out ends the game."
        )
    return notes


def players_note(start: str, players: int | None) -> str | None:
    if players is not None and players > 8 and start not in ("kaksi_pakkaa", SCRATCH):
        return gettext("More than eight players need two decks.")
    return None


def rule_sentences(answers: Mapping[str, str]) -> list[str]:
    """The chosen engine rules as short sentences."""
    out: list[str] = []
    token = answers["pantti"] == "true" or answers["ristikasi"] == "true"
    if answers["ristikasi"] == "true":
        out.append(
            gettext(
                "We play ristikasi: the eight of clubs starts and the rows grow from the eights."
            )
        )
    elif answers["eight_before_six"] == "true":
        out.append(
            gettext("After a seven the eight comes first; rows run from the two up to the ace.")
        )
    else:
        out.append(gettext("The seven of clubs starts; a six goes on its seven, then the eight."))
    if answers["first_ace"] == "true":
        out.append(gettext("The first ace picks the aces' end; only aces give an extra card."))
    elif answers["eight_before_six"] == "true":
        out.append(gettext("A two or an ace that closes a row end gives an extra card."))
    else:
        out.append(gettext("An ace or a king that closes a row end gives an extra card."))
    if answers["pantti"] == "true":
        out.append(
            gettext("Nobody asks: a player who cannot play takes the token, worth 25 points.")
        )
    elif answers["ristikasi"] == "true":
        out.append(
            gettext("Nobody asks: a player who cannot play takes the token, worth 20 points.")
        )
    else:
        out.append(gettext("A player who cannot play asks the previous player for a card."))
    if answers["holding"] == "sevens_only":
        out.append(gettext("A card may be held back, except a seven that fits."))
    else:
        out.append(gettext("A card that fits must be played."))
    if answers["end"] == "last" and not token:
        out.append(gettext("Play goes on until one player has cards left; that player loses."))
    elif answers["scoring"] == "count" and not token:
        out.append(gettext("The game ends at the first player out; each card left is one point."))
    else:
        out.append(
            gettext("The game ends at the first player out; cards left count their face value.")
        )
    if answers["decks"] == "2":
        out.append(gettext("We shuffle two decks together: eight rows."))
    if answers["jokers"] != "0":
        out.append(gettext("Jokers in the deck: %(count)s.") % {"count": answers["jokers"]})
    if answers["target"] != "none":
        out.append(
            gettext("We play deals until someone has %(target)s points; the fewest points wins.")
            % {"target": answers["target"]}
        )
    return out


def agreement_sentences(answers: Mapping[str, str]) -> list[str]:
    penalty = {
        "cards": gettext("A player caught holding back takes a card from every other player."),
        "points": gettext("A player caught holding back gets 50 points."),
        "nothing": gettext("Holding back costs nothing more."),
    }[answers["penalty"]]
    dealer = {
        "loser": gettext("The loser deals the next game."),
        "next": gettext("The deal moves one seat on each game."),
    }[answers["dealer"]]
    turn = (
        gettext("Finished row ends are turned face down.")
        if answers["turn_down"] == "true"
        else gettext("Finished row ends stay face up.")
    )
    return [penalty, dealer, turn]


SAMPLE_GAMES = 500


@dataclass(frozen=True)
class EngineFigures:
    """What only a layout game has to say, counted from the engine's own events."""

    games: int
    starter_lost: int  # games the player who opened (with the seven of clubs) lost
    token_moves: int  # TookToken events over all games
    scored: int  # games that ended with points
    points_left: int  # points of the players left holding cards, summed
    players_left: int
    loser_points: int  # the losers' points, summed (one loser per game counted)


@functools.lru_cache(maxsize=64)
def engine_figures(rules: rs.Rules, players: int) -> EngineFigures:
    """A sample of games with these rules, every choice at random (as the figures)."""
    starter_lost = token_moves = scored = points_left = players_left = loser_points = 0
    policy = rs.POLICIES[STATS_POLICY]
    capped = dataclasses.replace(rules, max_turns=min(rules.max_turns, STATS_MAX_TURNS))
    seen: list[object] = []
    for game in range(SAMPLE_GAMES):
        seen.clear()
        state = rs.new_game(
            capped,
            players,
            seed=rs.derive_seed(STATS_SEED, game),
            observer=lambda event, _state: seen.append(event),
            policy=policy,
        )
        outcome = state.outcome
        assert outcome is not None
        starter = next(e.player for e in seen if isinstance(e, rs.TurnStarted))
        starter_lost += starter in outcome.losers
        token_moves += sum(1 for e in seen if isinstance(e, rs.TookToken))
        if outcome.points and outcome.losers:
            scored += 1
            left = [p for q, p in enumerate(outcome.points) if state.hands[q]]
            points_left += sum(left)
            players_left += len(left)
            loser_points += outcome.points[outcome.losers[0]]
    return EngineFigures(
        SAMPLE_GAMES, starter_lost, token_moves, scored, points_left, players_left, loser_points
    )


def _engine_findings(stats: Stats, answers: Mapping[str, str]) -> list[str]:
    try:
        rules = answers_rules(SCRATCH, answers)
        rs.check_players(rules, stats.players)
    except (RulesError, PlayersError, KeyError):
        return []
    figures = engine_figures(rules, stats.players)
    out = [
        gettext(
            "In %(games)s games the computer played with these rules, the player who opened "
            "lost %(pct)s %% of them; an even share would be %(even)s %%."
        )
        % {
            "games": figures.games,
            "pct": round(100 * figures.starter_lost / figures.games),
            "even": round(100 / stats.players),
        }
    ]
    if rules.pantti or rules.ristikasi:
        out.append(
            gettext("The token changed hands %(moves)s times in an average game.")
            % {"moves": number_format(figures.token_moves / figures.games, 1)}
        )
    if figures.scored and figures.players_left:
        out.append(
            gettext(
                "At the end, a player left holding cards had %(mean)s points on average, "
                "and the loser %(loser)s."
            )
            % {
                "mean": number_format(figures.points_left / figures.players_left, 1),
                "loser": number_format(figures.loser_points / figures.scored, 1),
            }
        )
    return out


def stats_findings(stats: Stats, answers: Mapping[str, str]) -> list[str]:
    """What stands out in the figures, said in words, and what only this game counts."""
    out: list[str] = _engine_findings(stats, answers)
    if stats.unfinished_pct >= 50:
        out.append(
            gettext("Most games did not end within %(limit)s turns.") % {"limit": stats.max_turns}
        )
    if stats.decided and stats.seat_matters:
        out.append(
            gettext("Seat %(seat)s loses more often than chance would explain.")
            % {"seat": stats.worst_seat}
        )
    return out


def sample_game_url(start: str, answers: Mapping[str, str], players: int) -> str:
    """Where to step through one game with exactly these rules."""
    preset = base_preset(start)
    base = rules_answers(rs.PRESETS[preset])
    overrides = {key: answers[key] for key in ENGINE_OPTIONS if answers[key] != base[key]}
    seed = rs.derive_seed(STATS_SEED, 0)
    return game_url(preset, overrides, players, seed, policy=STATS_POLICY)


def rules_link(anchor: str) -> str:
    return section_url(anchor)
