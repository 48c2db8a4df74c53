"""The house-rules checklist: questions, answers <-> engine rules, sentences, statistics.

Every rules question maps one to one onto an option of ``games.sika.Rules``
(sika.md section 6), and its answers are the engine's own spellings, so a
checklist turns into rules through ``sika.make_rules`` and nothing else. The
table agreements are questions the engine does not play; they only go on
the sheet.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, fields, replace
from enum import Enum
from importlib import import_module
from typing import Any
from urllib.parse import urlencode

from django import forms
from django.core.cache import cache
from django.urls import NoReverseMatch, reverse
from django.utils.formats import number_format
from django.utils.functional import Promise
from django.utils.translation import gettext, ngettext, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from games import sika, simulation
from tutorials.anchors import section_url

# --- starting points -----------------------------------------------------------

SCRATCH = "oma"  # start from scratch: no answer is pre-chosen


@dataclass(frozen=True)
class Start:
    key: str
    name: str | Promise
    description: str | Promise


STARTS: tuple[Start, ...] = (
    Start(
        "perussika",
        pgettext_lazy("preset", "Basic sika"),
        _("The general rules, with the most common reading of each disputed point."),
    ),
    Start(
        "kotiversio",
        pgettext_lazy("preset", "Home version"),
        _(
            "The precise home version: a shuffled draw pile in the hand phase and a free "
            "lead when everyone is stuck. Written for 2 to 6 players."
        ),
    ),
    Start(
        "vari",
        pgettext_lazy("preset", "Colour instead of suit"),
        _("Basic sika where red goes on red and black on black."),
    ),
    Start(
        "ilman_kasivaihetta",
        pgettext_lazy("preset", "Without the hand phase"),
        _("Basic sika for small children: after the ring, the turns just go on from a new pile."),
    ),
    Start(
        "kaksivaiheinen",
        pgettext_lazy("preset", "Two-phase variant"),
        _("Collect first, then shed your cards, also as sets and runs; eights are wild."),
    ),
    Start(
        SCRATCH,
        pgettext_lazy("preset", "From scratch"),
        _("Nothing is chosen in advance: go through every question yourselves."),
    ),
)
START_KEYS = tuple(start.key for start in STARTS)
assert set(START_KEYS) - {SCRATCH} == set(sika.PRESETS)


def start_name(key: str) -> str:
    return next(str(start.name) for start in STARTS if start.key == key)


# --- questions ---------------------------------------------------------------------

RULES_GROUP = "rules"
TABLE_GROUP = "table"
FIGURES_GROUP = "figures"

RADIO = "radio"
SELECT = "select"
TEXT = "text"

YES_NO = (("true", _("Yes")), ("false", _("No")))


@dataclass(frozen=True)
class Question:
    name: str
    group: str
    text: str | Promise
    help: str | Promise
    anchor: str
    choices: tuple[tuple[str, str | Promise], ...] = ()
    kind: str = RADIO
    max_length: int = 0


# Every engine option but the safety valve, in the order of sika.md section 6.
ENGINE_OPTIONS = tuple(f.name for f in fields(sika.Rules) if f.name != "max_turns")
MAX_PLAYERS = 16  # eight a deck, two decks at most
PENALTY_LENGTH = 60
NAME_LENGTH = 80

QUESTIONS: tuple[Question, ...] = (
    Question(
        "match",
        RULES_GROUP,
        _("What matches the top card?"),
        _(
            "Usually a card must have the same suit as the top card of the centre pile. "
            "Playing by colour, red on red and black on black, makes the searching much "
            "shorter, which suits the smallest players."
        ),
        "vari",
        (("suit", _("The same suit")), ("colour", _("The same colour (red or black)"))),
    ),
    Question(
        "max_draws",
        RULES_GROUP,
        _("How many cards may a player draw when looking for a match?"),
        _(
            "Without a limit you keep drawing until a matching card comes. With a limit, a "
            "player who draws that many cards without a match keeps them and the turn ends."
        ),
        "nostoraja",
        (("none", _("No limit")),)
        + tuple(
            (str(n), _("At most %(count)s") % {"count": n})
            for n in range(1, sika.MAX_DRAWS_LIMIT + 1)
        ),
        SELECT,
    ),
    Question(
        "hand_phase",
        RULES_GROUP,
        _("Is there a hand phase after the ring?"),
        _(
            "Normally players go on with the cards in their hands once the ring is used up. "
            "In the simpler version for small children, the centre pile beneath its top card "
            "is shuffled into a new draw pile and the turns go on like ring turns."
        ),
        "ilman-kasivaihetta",
        (
            ("true", _("Yes, play on from the hands")),
            ("false", _("No, shuffle the pile and keep drawing")),
        ),
    ),
    Question(
        "hand_source",
        RULES_GROUP,
        _("In the hand phase, where does a player who lacks the suit draw from?"),
        _(
            "Digging means taking cards from the centre pile, starting just under the top "
            "card. The home version shuffles the cards beneath the top card into a face-down "
            "draw pile instead."
        ),
        "kasivaihe",
        (("dig", _("Dig in the centre pile")), ("recycle", _("From a shuffled draw pile"))),
    ),
    Question(
        "dug_card",
        RULES_GROUP,
        _("In the hand phase, what happens to a matching card found by drawing?"),
        _(
            "Most tables play the found card straight onto the pile. At some tables it goes "
            "into the hand with the other drawn cards, and the turn ends."
        ),
        "loydetty-kortti",
        (("play", _("It is played at once")), ("keep", _("It goes into the hand"))),
    ),
    Question(
        "hand_free_card",
        RULES_GROUP,
        _("In the hand phase, does a free card follow the matching card?"),
        _(
            "In the ring phase a matching card is always followed by one free card of any "
            "suit. Many tables keep doing so to the end; without it, the suit asked for never "
            "changes after the ring."
        ),
        "vapaa-kortti",
        YES_NO,
    ),
    Question(
        "stalemate",
        RULES_GROUP,
        _("What if nobody can find the suit?"),
        _(
            "No rule for this is settled. Either the game ends as soon as a player cannot "
            "find the suit anywhere, and whoever holds the most cards is the sika; or, once "
            "every player in turn has played nothing, the next one may start a new suit with "
            "any card."
        ),
        "pattitilanne",
        (
            ("fewest_cards", _("The game ends: the most cards makes the sika")),
            ("free_lead", _("After a round of empty turns, the next player leads any card")),
        ),
    ),
    Question(
        "decks",
        RULES_GROUP,
        _("How many decks?"),
        _("A big group can shuffle two decks into one ring. Then every card is there twice."),
        "kaksi-pakkaa",
        (("1", _("One deck (2 to 8 players)")), ("2", _("Two decks (up to 16 players)"))),
    ),
    Question(
        "two_phase",
        RULES_GROUP,
        _("Do you play the two-phase variant?"),
        _(
            "Cards you cannot play go onto your own pile, and after the ring you shed them, "
            "also as sets and runs, with eights wild. Its own rules take the place of the "
            "draw limit and of the hand-phase questions."
        ),
        "kaksivaiheinen",
        (("false", _("No")), ("true", _("Yes: collect, then shed"))),
    ),
    Question(
        "starter",
        TABLE_GROUP,
        _("Who starts?"),
        _("Any way is fine, as long as everyone knows it before the first card is drawn."),
        "aloittaja",
        (
            ("left_of_dealer", _("The player to the left of whoever laid out the ring")),
            ("youngest", _("The youngest player")),
            ("lot", _("Drawn by lot")),
        ),
    ),
    Question(
        "direction",
        TABLE_GROUP,
        _("Which way does play go?"),
        _("Usually clockwise. Players who have left the game are skipped."),
        "aloittaja",
        (("clockwise", _("Clockwise")), ("anticlockwise", _("Anticlockwise"))),
    ),
    Question(
        "rotate_starter",
        TABLE_GROUP,
        _("Does the starter move one seat on for each new game?"),
        _("Moving the starter on means the same person does not always begin."),
        "aloittaja",
        YES_NO,
    ),
    Question(
        "calls",
        TABLE_GROUP,
        _("Do players call out how many cards they have left?"),
        _(
            "At some tables a player says “three left”, “two left” and “one left” as "
            "they get close to leaving the game."
        ),
        "ilmoitukset",
        YES_NO,
    ),
    Question(
        "call_penalty",
        TABLE_GROUP,
        _("What happens to a player who forgets to call?"),
        _("Keep it short. Leave it empty if forgetting costs nothing."),
        "ilmoitukset",
        kind=TEXT,
        max_length=PENALTY_LENGTH,
    ),
    Question(
        "wrong_card",
        TABLE_GROUP,
        _("What if a wrong card is played and someone notices at once?"),
        _(
            "Taking it back means the player takes the wrong card, and any second card, "
            "back into the hand and plays the turn again. Cards already drawn stay in the hand."
        ),
        "vaara-kortti",
        (
            ("redo", _("Take it back and play the turn again")),
            ("stands", _("The card stays where it is")),
        ),
    ),
    Question(
        "late_mistakes",
        TABLE_GROUP,
        _("What about a mistake noticed only after others have played?"),
        _(
            "By then nobody can know the order of the cards for sure, so most tables do not "
            "try to undo it."
        ),
        "vaara-kortti",
        (
            ("play_on", _("Play on from where the table is")),
            ("decide", _("The table decides together each time")),
        ),
    ),
    Question(
        "players",
        FIGURES_GROUP,
        _("For how many players should the figures be worked out?"),
        _("One deck is enough for 2 to 8 players; with two decks up to 16 can play."),
        "valineet",
        tuple((str(n), str(n)) for n in range(sika.MIN_PLAYERS, MAX_PLAYERS + 1)),
        SELECT,
    ),
)
QUESTION = {question.name: question for question in QUESTIONS}
AGREEMENTS = tuple(q.name for q in QUESTIONS if q.group == TABLE_GROUP)
assert tuple(q.name for q in QUESTIONS if q.group == RULES_GROUP) == ENGINE_OPTIONS

# The table agreements a preset starts with; sika.md section 6 describes them.
AGREEMENT_DEFAULTS: Mapping[str, str] = {
    "starter": "left_of_dealer",
    "direction": "clockwise",
    "rotate_starter": "true",
    "calls": "false",
    "call_penalty": "",
    "wrong_card": "redo",
    "late_mistakes": "play_on",
}
DEFAULT_PLAYERS = 4


# --- answers <-> rules -------------------------------------------------------------


def option_text(value: object) -> str:
    """An option value the way the checklist (and make_rules) spells it."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, Enum):
        return str(value.value)
    return str(value)


def rules_answers(rules: sika.Rules) -> dict[str, str]:
    return {key: option_text(getattr(rules, key)) for key in ENGINE_OPTIONS}


def start_answers(start: str) -> dict[str, str]:
    """What a starting point pre-fills: a preset's rules and the usual agreements."""
    if start == SCRATCH:
        return {"players": str(DEFAULT_PLAYERS)}
    return {
        **rules_answers(sika.PRESETS[start]),
        **AGREEMENT_DEFAULTS,
        "players": str(DEFAULT_PLAYERS),
    }


def base_preset(start: str) -> str:
    return "perussika" if start == SCRATCH else start


def answers_rules(start: str, answers: Mapping[str, str]) -> sika.Rules:
    """The engine's rules for a complete set of answers (RulesError if one is bad)."""
    return sika.make_rules(base_preset(start), {key: answers[key] for key in ENGINE_OPTIONS})


class ChecklistForm(forms.Form):
    """Every question of the checklist; answers are plain strings."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["preset"] = forms.ChoiceField(choices=[(key, key) for key in START_KEYS])
        for question in QUESTIONS:
            if question.kind == TEXT:
                self.fields[question.name] = forms.CharField(
                    max_length=question.max_length, required=False
                )
            else:
                self.fields[question.name] = forms.ChoiceField(
                    choices=[(value, value) for value, _label in question.choices]
                )
        self.fields["name"] = forms.CharField(max_length=NAME_LENGTH, required=False)

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        assert data is not None
        decks, players = data.get("decks"), data.get("players")
        if decks and players and int(players) > 8 * int(decks):
            self.add_error(
                "players",
                forms.ValidationError(
                    gettext("%(players)s players need two decks: one deck is enough for at most 8.")
                    % {"players": players},
                    code="needs_two_decks",
                ),
            )
        return data


class SaveForm(ChecklistForm):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["name"].required = True


# Errors a person can make with the checklist as served (an open question, too
# many players for one deck); any other error means the request was not made by
# our form, e.g. a value outside the offered choices.
USER_ERRORS = {"required", "needs_two_decks"}


def tampered_reasons(form: forms.Form, allowed: Callable[[str, str], bool]) -> list[str]:
    """Why the form data cannot have come from our page, one sentence each.

    ``allowed(field, code)`` tells the errors a person can make with the page as served.
    """
    reasons = []
    for field, errors in form.errors.as_data().items():
        for error in errors:
            if allowed(field, str(error.code)):
                continue
            value = form.data.get(field, "")
            if field == "preset":
                reasons.append(
                    gettext("“%(value)s” is not one of the starting points.") % {"value": value}
                )
            elif error.code == "needs_two_decks":
                reasons.append(str(error.messages[0]))
            elif error.code == "max_length":
                label = QUESTION[field].text if field in QUESTION else gettext("The name")
                limit = form.fields[field].max_length  # type: ignore[attr-defined]
                reasons.append(
                    gettext("%(question)s The answer is longer than %(limit)s characters.")
                    % {"question": label, "limit": limit}
                )
            elif field in QUESTION:
                question = QUESTION[field]
                if error.code == "required":
                    reasons.append(
                        gettext("%(question)s The answer is missing.") % {"question": question.text}
                    )
                else:
                    reasons.append(
                        gettext("%(question)s “%(value)s” is not one of the answers (%(allowed)s).")
                        % {
                            "question": question.text,
                            "value": value,
                            "allowed": ", ".join(v for v, _label in question.choices),
                        }
                    )
            else:
                reasons.append(" ".join(str(m) for m in error.messages))
    return reasons


# --- what has no effect ------------------------------------------------------------


def inactive_notes(answers: Mapping[str, str]) -> dict[str, str]:
    """Questions whose answer the chosen rules never use, with the reason why."""
    notes: dict[str, str] = {}
    if answers.get("two_phase") == "true":
        notes["max_draws"] = gettext(
            "This has no effect because you play the two-phase variant: a player who "
            "cannot play always draws at most three cards."
        )
        notes["hand_phase"] = gettext(
            "This has no effect because the two-phase variant always has its own second "
            "phase after the ring."
        )
        notes["hand_source"] = gettext(
            "This has no effect because in the two-phase variant the pile is turned over "
            "into a stock, neither dug nor shuffled."
        )
        notes["dug_card"] = gettext(
            "This has no effect because in the two-phase variant a playable drawn card is "
            "always played."
        )
        notes["hand_free_card"] = gettext(
            "This has no effect because the two-phase variant has no free card."
        )
    elif answers.get("hand_phase") == "false":
        reason = gettext(
            "This has no effect because you play without a hand phase: after the ring the "
            "turns go on like ring turns."
        )
        for name in ("hand_source", "dug_card", "hand_free_card"):
            notes[name] = reason
    if answers.get("calls") == "false" and answers.get("call_penalty"):
        notes["call_penalty"] = gettext(
            "This has no effect because nobody calls out the cards they have left."
        )
    return notes


def players_note(start: str, players: int | None) -> str | None:
    low, high = sika.PRESET_PLAYERS.get(start, (0, 99))
    if players is not None and not low <= players <= high:
        return gettext(
            "The home version is written for %(low)s to %(high)s players; the figures are "
            "shown anyway."
        ) % {"low": low, "high": high}
    return None


# --- sentences -----------------------------------------------------------------------


def rule_sentences(answers: Mapping[str, str]) -> list[str]:
    """The chosen engine rules as short sentences, leaving out what has no effect."""
    inactive = inactive_notes(answers)
    out: list[str] = []
    if answers["two_phase"] == "true":
        out.append(
            gettext(
                "We play the two-phase variant: cards that cannot be played go onto your own "
                "pile, and after the ring you shed them, also as sets and runs."
            )
        )
        if answers["match"] == "colour":
            out.append(
                gettext("A card can go on the same colour or the same rank; eights are wild.")
            )
        else:
            out.append(gettext("A card can go on the same suit or the same rank; eights are wild."))
    elif answers["match"] == "colour":
        out.append(gettext("Colour counts, not suit: red goes on red and black on black."))
    else:
        out.append(gettext("A card matches the top card when it has the same suit."))
    if "max_draws" not in inactive:
        if answers["max_draws"] == "none":
            out.append(gettext("Keep drawing until a matching card comes: there is no limit."))
        else:
            count = int(answers["max_draws"])
            out.append(
                ngettext(
                    "Draw at most %(count)s card looking for a match; if it does not match, "
                    "it stays in your hand.",
                    "Draw at most %(count)s cards looking for a match; if none of them "
                    "matches, they stay in your hand.",
                    count,
                )
                % {"count": count}
            )
    if "hand_phase" not in inactive:
        if answers["hand_phase"] == "true":
            out.append(gettext("When the ring is used up, play goes on from the hands."))
        else:
            out.append(
                gettext(
                    "There is no hand phase: when the ring is used up, the centre pile beneath "
                    "its top card is shuffled into a new pile to draw from."
                )
            )
    if "hand_source" not in inactive:
        if answers["hand_source"] == "dig":
            out.append(
                gettext(
                    "A player who lacks the suit digs in the centre pile, starting just under "
                    "the top card."
                )
            )
        else:
            out.append(
                gettext(
                    "A player who lacks the suit draws from a draw pile made by shuffling the "
                    "centre pile beneath its top card."
                )
            )
    if "dug_card" not in inactive:
        if answers["dug_card"] == "play":
            out.append(gettext("A matching card found by drawing is played at once."))
        else:
            out.append(
                gettext("A matching card found by drawing goes into the hand and the turn ends.")
            )
    if "hand_free_card" not in inactive:
        if answers["hand_free_card"] == "true":
            out.append(
                gettext("In the hand phase too, a matching card is followed by a free card.")
            )
        else:
            out.append(
                gettext("In the hand phase, only the matching card is played: no free card.")
            )
    if answers["stalemate"] == "fewest_cards":
        out.append(
            gettext(
                "If a player cannot find the suit anywhere, the game ends and whoever holds "
                "the most cards is the sika."
            )
        )
    else:
        out.append(
            gettext(
                "When every player in turn has played nothing, the next player starts a new "
                "suit with any one card."
            )
        )
    if answers["decks"] == "2":
        out.append(gettext("We shuffle two decks together."))
    else:
        out.append(gettext("We play with one deck of 52 cards."))
    return out


def agreement_sentences(answers: Mapping[str, str]) -> list[str]:
    starter = {
        "left_of_dealer": gettext("The player to the left of whoever laid out the ring starts."),
        "youngest": gettext("The youngest player starts."),
        "lot": gettext("The starter is drawn by lot."),
    }[answers["starter"]]
    direction = {
        "clockwise": gettext("Play goes clockwise."),
        "anticlockwise": gettext("Play goes anticlockwise."),
    }[answers["direction"]]
    out = [f"{starter} {direction}"]
    if answers["rotate_starter"] == "true":
        out.append(gettext("In each new game the starter moves one seat on."))
    else:
        out.append(gettext("The starter stays the same from game to game."))
    if answers["calls"] == "true":
        out.append(gettext("Players call out “three left”, “two left” and “one left”."))
        if answers.get("call_penalty"):
            out.append(
                gettext("Forgetting to call: %(penalty)s") % {"penalty": answers["call_penalty"]}
            )
        else:
            out.append(gettext("Forgetting to call costs nothing."))
    else:
        out.append(gettext("Nobody needs to call out how many cards are left."))
    if answers["wrong_card"] == "redo":
        out.append(
            gettext(
                "A wrong card noticed at once is taken back with any second card, and the turn "
                "is played again; cards already drawn stay in the hand."
            )
        )
    else:
        out.append(gettext("A wrong card stays where it was played."))
    if answers["late_mistakes"] == "play_on":
        out.append(gettext("A mistake noticed later is not undone: play goes on from where it is."))
    else:
        out.append(gettext("A mistake noticed later is settled by the whole table together."))
    return out


# --- statistics ----------------------------------------------------------------------

STATS_GAMES = 2000
STATS_SEED = 1
STATS_MAX_TURNS = 1000
STATS_POLICY = "random"
# Bump when the stored figures change shape, so old cache entries are not read.
STATS_VERSION = 1
HISTOGRAM_BINS = 10
NICE_WIDTHS = (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000)
SEAT_SIGMAS = 3


def stats_rules(rules: sika.Rules) -> sika.Rules:
    """The rules as simulated: a game never ends under some rules, so stop it sooner."""
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
    sika_by_seat: tuple[int, ...]
    bars: tuple[Bar, ...]

    def as_json(self) -> dict[str, Any]:
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
            "sika_by_seat": list(self.sika_by_seat),
            "bars": [[b.low, b.high, b.count, b.limit] for b in self.bars],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Stats:
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
            sika_by_seat=tuple(data["sika_by_seat"]),
            bars=tuple(Bar(low, high, count, limit) for low, high, count, limit in data["bars"]),
        )

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
        return [self._pct(count) for count in self.sika_by_seat]

    @property
    def median_at_limit(self) -> bool:
        """Half the games or more ran to the limit, so the median is only a lower bound."""
        return self.median >= self.max_turns

    @property
    def decided(self) -> int:
        return sum(self.sika_by_seat)

    @property
    def seat_matters(self) -> bool:
        """Does some seat's sika share differ from the average by more than chance?"""
        shares = [count / self.games for count in self.sika_by_seat]
        mean = sum(shares) / len(shares)
        error = math.sqrt(mean * (1 - mean) / self.games)
        return any(abs(share - mean) > SEAT_SIGMAS * error for share in shares) and error > 0

    @property
    def drawn_bars(self) -> list[DrawnBar]:
        return histogram(self)

    @property
    def seats(self) -> list[tuple[int, float]]:
        """(1-based seat, sika share in per cent) for each seat."""
        return [(seat + 1, pct) for seat, pct in enumerate(self.seat_pcts)]

    @property
    def worst_seat(self) -> int:
        """1-based seat that is the sika most often."""
        return self.sika_by_seat.index(max(self.sika_by_seat)) + 1


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


def compute_stats(rules: sika.Rules, players: int) -> Stats:
    capped = stats_rules(rules)
    summary = simulation.run(capped, players, STATS_GAMES, STATS_SEED, STATS_POLICY)
    ordered = sorted(summary.turns)
    unfinished = summary.unfinished
    # Games stopped at the limit are the longest (all at the limit): the histogram shows
    # them apart, as they have no length of their own.
    finished = ordered[: summary.games - unfinished]
    p90 = _nearest_rank(ordered, 0.9)
    return Stats(
        games=summary.games,
        players=players,
        seed=STATS_SEED,
        max_turns=capped.max_turns,
        median=summary.turn_figures()["median"],
        p10=_nearest_rank(ordered, 0.1),
        p90=p90,
        draws=summary.draws,
        stalemates=summary.ends.get(sika.EndReason.STALEMATE.value, 0),
        unfinished=unfinished,
        sika_by_seat=tuple(summary.sika_by_seat),
        bars=_bars(finished, unfinished, p90),
    )


def stats_cache_key(rules: sika.Rules, players: int) -> str:
    values = ":".join(option_text(v) for v in stats_rules(rules).as_dict().values())
    return f"sika-stats:v{STATS_VERSION}:{STATS_GAMES}:{STATS_SEED}:{values}:{players}"


def statistics(rules: sika.Rules, players: int) -> Stats:
    """The figures for these rules and players, from the cache when they are there."""
    key = stats_cache_key(rules, players)
    cached = cache.get(key)
    if cached is not None:
        return Stats.from_json(cached)
    stats = compute_stats(rules, players)
    cache.set(key, stats.as_json())
    return stats


def stats_findings(stats: Stats, answers: Mapping[str, str]) -> list[str]:
    """What stands out in the figures, said in words (and why, where the rules explain it)."""
    out: list[str] = []
    hand_phase = answers["two_phase"] == "false" and answers["hand_phase"] == "true"
    if stats.unfinished_pct >= 50:
        out.append(
            gettext("Most games never end: %(pct)s %% were still going after %(limit)s turns.")
            % {
                "pct": round(stats.unfinished_pct),
                "limit": number_format(stats.max_turns, force_grouping=True),
            }
        )
        if hand_phase and answers["hand_free_card"] == "false":
            out.append(
                gettext(
                    "Without a free card in the hand phase the suit asked for never changes "
                    "after the ring, so the same players stay stuck."
                )
            )
        elif hand_phase and answers["hand_source"] == "dig" and answers["stalemate"] == "free_lead":
            out.append(
                gettext(
                    "With digging and a free lead, the last players can pass the small "
                    "centre pile back and forth for ever."
                )
            )
    if stats.stalemate_pct >= 50:
        out.append(
            gettext(
                "Most games end in a stalemate (%(pct)s %%): someone cannot find the suit "
                "and the cards are counted."
            )
            % {"pct": round(stats.stalemate_pct)}
        )
    return out


# --- the sample game -----------------------------------------------------------------


def viewer_helper() -> Callable[..., object] | None:
    """The game viewer's own URL helper, once the viewer is on the site."""
    try:
        module = import_module("tutorials.views.examples")
    except ImportError:
        return None
    helper = getattr(module, "game_url", None)
    return helper if callable(helper) else None


def sample_game_url(start: str, answers: Mapping[str, str], players: int) -> str | None:
    """Where to step through one game with exactly these rules (None: no viewer yet)."""
    preset = base_preset(start)
    base = rules_answers(sika.PRESETS[preset])
    overrides = {key: answers[key] for key in ENGINE_OPTIONS if answers[key] != base[key]}
    # The first of the simulated games: its seed, and the same random choices.
    seed = sika.derive_seed(STATS_SEED, 0)
    helper = viewer_helper()
    try:
        if helper is not None:
            return str(helper(preset, overrides, players, seed, policy=STATS_POLICY))
        query = urlencode(
            {
                "preset": preset,
                "players": players,
                "seed": seed,
                **overrides,
                "policy": STATS_POLICY,
            }
        )
        return f"{reverse('tutorials:sika_game')}?{query}"
    except NoReverseMatch:
        return None


def rules_link(anchor: str) -> str | None:
    """The rules section's address; None while its page is not on the site yet."""
    try:
        return section_url(anchor)
    except NoReverseMatch:
        return None
