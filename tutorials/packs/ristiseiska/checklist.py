"""The ristiseiska house-rules checklist: questions, answers <-> engine rules, sentences.

Every rules question maps one to one onto an option of ``games.ristiseiska.Rules``
(ristiseiska.md section 5) and takes the engine's own spellings, so answers turn
into rules through ``make_rules`` alone. Answers the engine refuses together
(the token with the last player losing, say) are a question's error in our
words, never a failed page. The table agreements only go on the sheet.
"""

from __future__ import annotations

from collections.abc import Mapping

from django.utils.functional import Promise
from django.utils.translation import gettext, ngettext, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from games import ristiseiska as rs
from games.core import PlayersError, RulesError
from tutorials.checklist import (
    SCRATCH,
    SCRATCH_START,
    SELECT,
    YES_NO,
    Checklist,
    OptionWords,
    Question,
    Start,
    agreement,
    engine_questions,
    players_question,
)
from tutorials.packs.ristiseiska import sheet_rules
from tutorials.packs.ristiseiska.figures import engine_findings
from tutorials.packs.ristiseiska.sentences import holding_and_end, no_play, opening
from tutorials.stats import Stats
from tutorials.words import names_list

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
        _("Two different decks shuffled together: eight rows on the table."),
    ),
    Start(
        "jokerit",
        pgettext_lazy("preset", "With jokers"),
        _("Two jokers that stand for any card that fits."),
    ),
    SCRATCH_START,
)


TARGETS = ("100", "250", "500")

# The site's words for each engine option; the values come from the option schema.
ENGINE_WORDS: Mapping[str, OptionWords] = {
    "end": OptionWords(
        _("When does the game end?"),
        _(
            "Either play on until one player is left holding cards, or stop as soon as the "
            "first player is out and count points."
        ),
        "seiskan-loppu",
        {
            "last": _("When only one player has cards: they lose"),
            "first_out": _("When the first player is out: count the points"),
        },
    ),
    "scoring": OptionWords(
        _("How are the cards left in hand scored?"),
        _("Face value makes high cards costly to keep; counting cards is quicker to add up."),
        "seiskan-pisteet",
        {
            "face": _("Face value (jack 11, queen 12, king 13, ace 14)"),
            "count": _("One point a card"),
        },
    ),
    "eight_before_six": OptionWords(
        _("Must the eight come before the six?"),
        _("Then the rows run from the two up past the king to the ace."),
        "kasi-ennen-kuutosta",
        {"false": _("No, the six comes first"), "true": _("Yes, the eight before the six")},
    ),
    "first_ace": OptionWords(
        _("Does the first ace decide which end the aces go to?"),
        _(
            "Then only an ace gives an extra card. Before the first ace kings and twos close "
            "nothing; after it the other end of each row closes at the king (or the two)."
        ),
        "ensimmainen-assa",
        {"false": _("No"), "true": _("Yes")},
    ),
    "pantti": OptionWords(
        _("Do you play with the token instead of asking?"),
        _("A player who cannot play takes the token; it costs 25 points at the end."),
        "pantti-peli",
        {"false": _("No, we ask for cards"), "true": _("Yes, the token")},
    ),
    "holding": OptionWords(
        _("May a player hold back a card that fits?"),
        _("Holding back is usually against the rules; some tables allow it for all but sevens."),
        "vain-seiskat",
        {
            "none": _("Never: a card that fits must be played"),
            "sevens_only": _("Yes, except a seven"),
        },
    ),
    "ristikasi": OptionWords(
        _("Do you play ristikasi, where the eight of clubs starts instead of the seven?"),
        _("Ristikasi starts from the eights and always uses the token, worth 20 points."),
        "ristikasi-peli",
        {"false": _("No"), "true": _("Yes, ristikasi")},
    ),
    "decks": OptionWords(
        _("How many decks?"),
        _("With two decks there are eight rows, and 3 to 16 can play."),
        "kaksi-pakkaa-seiska",
        {"1": _("One deck (3 to 8 players, or two)"), "2": _("Two decks (3 to 16 players)")},
    ),
    "jokers": OptionWords(
        _("How many jokers?"),
        _("A joker can stand for any card that fits; it goes with asking, not with the token."),
        "jokerit-seiska",
        {"0": _("None"), "1": _("One"), "2": _("Two")},
    ),
    "target": OptionWords(
        _("Do you play deals up to a target score?"),
        _("The series ends when someone reaches the target; the fewest points wins."),
        "pisteet-sarjana",
        {"none": _("No, one game at a time"), **{t: t for t in TARGETS}},
        kind=SELECT,
        only=("none", *TARGETS),
    ),
}

QUESTIONS: tuple[Question, ...] = engine_questions(rs.OPTIONS, ENGINE_WORDS) + (
    agreement(
        "penalty",
        _("What happens to a player caught holding back?"),
        _(
            "The usual penalty is a card from each other player; in a game for points with "
            "the token, 50 points."
        ),
        "seiskan-sopimukset",
        (
            ("cards", _("They take one card from every other player")),
            ("points", _("They get 50 penalty points")),
            ("nothing", _("Nothing")),
        ),
        default="cards",
    ),
    agreement(
        "dealer",
        _("Who deals the next game?"),
        _(
            "The loser of a game deals the next one; if you like, you can agree to move the "
            "deal one seat on each game."
        ),
        "seiskan-sopimukset",
        (("loser", _("The loser of the last game")), ("next", _("The next player clockwise"))),
        default="loser",
        reading="tulkinta-sarjan-aloitus",
    ),
    agreement(
        "turn_down",
        _("Are finished row ends turned face down?"),
        _("It shows at a glance which ends are closed."),
        "seiskan-sopimukset",
        YES_NO,
        default="true",
    ),
    players_question(
        "ristiseiska",
        _(
            "One deck takes 3 to 8 players, and two play the two-player game; two decks "
            "take 3 to 16."
        ),
        "seiskan-jako",
    ),
)


# The engine's refused combinations, by the options its RulesError names.
_TOKEN_GAME = _(
    "With the token the game ends at the first player out, and the cards count their face value."
)
REFUSALS: Mapping[str, str | Promise] = {
    "pantti": _TOKEN_GAME,
    "ristikasi": _TOKEN_GAME,
    "pantti,ristikasi": _("The token game and ristikasi are two games: choose one."),
    "first_ace,eight_before_six": _(
        "The first-ace rule cannot be played with the eight before the six."
    ),
    "ristikasi,eight_before_six": _("Ristikasi cannot be played with the eight before the six."),
    "jokers,pantti": _("Jokers go with asking for cards, never with the token."),
    "jokers,ristikasi": _("Jokers go with asking for cards, never with the token."),
    "target,end": _("A target score needs points: end the game at the first player out."),
}


class RistiseiskaChecklist(Checklist):
    engine = "ristiseiska"
    starts = STARTS
    questions = QUESTIONS
    # With the token the game is for points, and the usual penalty is 50 points.
    start_agreements = {"pantti": {"penalty": "points"}, "ristikasi": {"penalty": "points"}}
    refusals = REFUSALS
    unused_reasons = {
        "end": _("This has no effect because nobody counts points: the last player loses.")
    }

    def extra_notes(self, answers: Mapping[str, str]) -> dict[str, str]:
        notes = {}
        # The penalty is a table agreement: the schema does not know it counts points.
        if answers.get("penalty") == "points" and answers.get("end") == "last":
            notes["penalty"] = gettext(
                "Points are only counted when the first player out ends the game."
            )
        # The engine plays a series as our reading has it, whoever the table says deals.
        if answers.get("target", "none") != "none" and answers.get("dealer") == "loser":
            notes["dealer"] = gettext(
                "The figures for a series move the deal one seat on from deal to deal."
            )
        return notes

    def rule_sentences(self, answers: Mapping[str, str]) -> list[str]:
        """The chosen engine rules as short sentences, for the number of players chosen."""
        return [*opening(answers), *no_play(answers), *holding_and_end(answers)]

    setup_sentences = staticmethod(sheet_rules.setup)
    turn_sentences = staticmethod(sheet_rules.turn)
    end_sentences = staticmethod(sheet_rules.end)

    def agreement_sentences(self, answers: Mapping[str, str]) -> list[str]:
        penalty = {
            "cards": gettext("A player caught holding back takes a card from the other player.")
            if answers.get("players") == "2"
            else gettext("A player caught holding back takes a card from every other player."),
            "points": gettext("A player caught holding back gets 50 penalty points."),
            "nothing": gettext("Holding back costs nothing more."),
        }[answers["penalty"]]
        series = answers.get("target", "none") != "none"
        dealer = {
            ("loser", False): gettext("The loser deals the next game."),
            ("next", False): gettext("The deal moves one seat on each game."),
            ("loser", True): gettext("The loser of each deal deals the next deal."),
            ("next", True): gettext("The deal moves one seat on each deal."),
        }[answers["dealer"], series]
        turn = (
            gettext("Finished row ends are turned face down.")
            if answers["turn_down"] == "true"
            else gettext("Finished row ends stay face up.")
        )
        return [penalty, dealer, turn]

    def stats_findings(self, stats: Stats, answers: Mapping[str, str]) -> list[str]:
        """What stands out in the figures, said in words, and what only this game counts."""
        out: list[str] = []
        try:
            rules = self.answers_rules(SCRATCH, answers)
            assert isinstance(rules, rs.Rules), "the checklist of ristiseiska"
            rs.check_players(rules, stats.players)
        except (RulesError, PlayersError):
            pass
        else:
            out += engine_findings(stats, rules)
        if stats.unfinished_pct >= 50:
            out.append(
                gettext("Most games did not end within %(limit)s turns.")
                % {"limit": stats.max_turns}
            )
        if stats.decided and stats.seat_matters:
            out.append(seat_finding(stats))
        return out


def seat_finding(stats: Stats) -> str:
    """The seats that lose more or less often than chance explains, and which seat is which
    (a sheet shows no table, so it says where seat 1 sits)."""
    more, fewer = stats.seats_apart
    said = []
    if more:
        said.append(
            ngettext(
                "Seat %(seats)s loses more often than chance would explain.",
                "Seats %(seats)s lose more often than chance would explain.",
                len(more),
            )
            % {"seats": names_list([str(seat) for seat in more])}
        )
    if fewer:
        said.append(
            ngettext(
                "Seat %(seats)s loses less often than chance would explain.",
                "Seats %(seats)s lose less often than chance would explain.",
                len(fewer),
            )
            % {"seats": names_list([str(seat) for seat in fewer])}
        )
    said.append(
        gettext(
            "The seats are counted clockwise from the dealer’s left: seat 1 is dealt the first "
            "card, and the dealer sits in seat %(last)s."
        )
        % {"last": stats.players}
    )
    return " ".join(said)


CHECKLIST = RistiseiskaChecklist()
