"""Worked examples of sika: the registry, and the moments worth jumping to.

An example is one engine game, or two played side by side (the same deal
under two readings of a rule), stored as scenario files in
``tutorials/packs/sika/scenarios/`` (the contract format of sika.md section 11).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from games import sika
from games.scenario import Scenario, load_scenario, play_scenario
from tutorials import stepper
from tutorials.packs.sika.moments import (
    Finder,
    Log,
    _in_second,
    find_colour_match,
    find_deadlock,
    find_draw_pile_runs_out,
    find_draw_pile_turn,
    find_hand_turn,
    find_last_ring_turn,
    find_leaving_after_ring,
    find_limit_reached,
    find_new_draw_pile,
    find_parting,
    find_rank_change,
    find_ring_emptied,
    find_set_or_run,
    find_stuck,
    find_wild_eight,
)
from tutorials.stepper import Capture

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise
else:
    StrOrPromise = str

SCENARIOS = Path(__file__).resolve().parent / "scenarios"


def capture(game: Scenario, step: int) -> Capture:
    """``stepper.capture``: the table after the ``step``-th event, from the recording."""
    return stepper.capture(game, step)


@functools.cache
def scenario(name: str) -> Scenario:
    """A scenario file of ``scenarios/`` by its stem."""
    return load_scenario((SCENARIOS / f"{name}.json").read_text(encoding="utf-8"))


@functools.cache
def example_events(name: str) -> tuple[sika.Event, ...]:
    """Every event of an example's scenario (a few hundred), for finding its moments."""
    events: list[sika.Event] = []
    play_scenario(scenario(name), lambda event, state: events.append(event))
    return tuple(events)


# ---------------------------------------------------------------------------
# The registry


@dataclass(frozen=True)
class Game:
    """One engine game of an example: a scenario file, and its column heading."""

    scenario: str
    label: StrOrPromise = ""


@dataclass(frozen=True)
class Moment:
    """A step worth jumping to, found in the games' events."""

    label: StrOrPromise
    find: Finder


RING, HAND, DISPUTE, VARIANT = "ring", "hand", "dispute", "variant"


@dataclass(frozen=True)
class Example:
    slug: str
    group: str  # RING, HAND, DISPUTE or VARIANT
    title: StrOrPromise
    # The rules the example is played by, shown at its top ("Basic sika"): a test
    # checks it against the scenario files.
    rule_set: StrOrPromise
    summary: StrOrPromise  # one line for the list of examples
    intro: StrOrPromise  # what it shows
    when: StrOrPromise  # under which rules it can happen at all
    sections: tuple[str, ...]  # rules sections (tutorials.packs.sika.pages) it illustrates
    games: tuple[Game, ...]
    moments: tuple[Moment, ...] = ()
    differs: StrOrPromise = ""  # two games: what differs between them
    related: tuple[str, ...] = ()  # slugs of examples to see next

    @property
    def compare(self) -> bool:
        return len(self.games) > 1


def _pair(slug: str, first: StrOrPromise, second: StrOrPromise) -> tuple[Game, Game]:
    return Game(f"{slug}-a", first), Game(f"{slug}-b", second)


EXAMPLES: tuple[Example, ...] = (
    Example(
        slug="aino-eero-liisa",
        group=RING,
        title=_("Aino, Eero and Liisa: the first three turns"),
        rule_set=_("Basic sika"),
        summary=_("The first turns of a game: a free card, the empty-hand rule, a long search."),
        intro=_(
            "Three players start with empty hands and the nine of hearts in the centre. Aino "
            "draws until a heart comes and then plays a free card from her hand. Eero's very "
            "first card matches, and as his hand is empty, the next ring card goes straight "
            "onto the pile. Liisa draws four cards that do not match, and the fifth is a club."
        ),
        when=_("This is how every ring turn goes, in the basic rules and in the home version."),
        sections=("rengasvaihe", "tyhja-kasi"),
        games=(Game("aino-eero-liisa"),),
    ),
    Example(
        slug="keskella-risti-8",
        group=RING,
        title=_("The eight of clubs in the centre"),
        rule_set=_("Basic sika; the home version plays these turns the same way"),
        summary=_("One ring turn: two cards into the hand, the two of clubs, then a free card."),
        intro=_(
            "The eight of clubs starts the centre pile. Aino draws the five of diamonds and the "
            "king of spades, which do not match, and then the two of clubs, which does. After "
            "playing it she chooses a free card from her hand: the king of spades. Now the next "
            "player looks for spades, and the five of diamonds stays in Aino's hand."
        ),
        when=_("Every ring turn of a player who holds cards goes like this."),
        sections=("rengasvaihe", "kahden-kortin-vuoro"),
        games=(Game("keskella-risti-8"),),
    ),
    Example(
        slug="tyhja-kasi",
        group=RING,
        title=_("An empty hand and the seven of hearts"),
        rule_set=_("Basic sika; the home version plays these turns the same way"),
        summary=_("The first card matches an empty hand, so the next ring card goes straight on."),
        intro=_(
            "Hearts are on top and Aino's hand is empty. Her first draw, the seven of hearts, "
            "matches, but she has no card to play after it. So she draws one more ring card, "
            "the jack of diamonds, and puts it on the pile whatever its suit. Her hand is still "
            "empty, yet she stays in the game: on her next turn she draws from the ring as usual."
        ),
        when=_(
            "Whenever a player with an empty hand draws a matching card first while the ring "
            "still has cards."
        ),
        sections=("tyhja-kasi", "poistuminen"),
        games=(Game("tyhja-kasi"),),
    ),
    Example(
        slug="viimeinen-rengaskortti",
        group=RING,
        title=_("The last card of the ring"),
        rule_set=_("Home version"),
        summary=_("One ring card left, a spade in the hand, a diamond on top: both endings."),
        intro=_(
            "Two deals in which only two cards swap places: the four of diamonds and the three "
            "of hearts. Aino draws one of them two turns before the ring ends; the other is the "
            "very last ring card. Liisa holds a single spade, a diamond is on top and one card "
            "is left in the ring. If the last card is the four of diamonds, she plays it and "
            "then her spade, her hand is empty when the ring ends, and she leaves the game. If "
            "it is the three of hearts, it does not match: she keeps it with the spade, her "
            "turn ends, and the hand phase begins with the next player."
        ),
        when=_(
            "Only at the very end of the ring. A hand of exactly one card at that moment is "
            "rare, so the cards of this deal were put in order by hand before the game."
        ),
        sections=("viimeinen-rengaskortti", "poistuminen"),
        games=_pair(
            "viimeinen-rengaskortti", _("The last card is a diamond"), _("The last card is a heart")
        ),
        moments=(Moment(_("The last ring card"), find_last_ring_turn),),
        differs=_(
            "The four of diamonds and the three of hearts swap places: in one game the four "
            "of diamonds is the last ring card, in the other the three of hearts."
        ),
    ),
    Example(
        slug="kasivaihe",
        group=HAND,
        title=_("A turn in the hand phase"),
        rule_set=_("Home version"),
        summary=_("A diamond on top; the three of diamonds and the queen of clubs are played."),
        intro=_(
            "After the ring, the players play from their hands. With a diamond on top and a "
            "hand of the three of diamonds and the queen of clubs, the player must start with "
            "the diamond; the queen of clubs then follows as the free card. That empties the "
            "hand, and the player leaves the game at once."
        ),
        when=_(
            "In the hand phase, with the free card after the matching one (the basic rules and "
            "the home version). The first card must match; the second may be anything."
        ),
        sections=("kahden-kortin-vuoro",),
        games=(Game("kasivaihe"),),
        moments=(Moment(_("The turn with the three of diamonds"), find_hand_turn),),
    ),
    Example(
        slug="kaivaminen",
        group=HAND,
        title=_("Digging in the centre pile"),
        rule_set=_("Basic sika"),
        summary=_("A hand-phase turn empties a hand; then the next player digs for the suit."),
        intro=_(
            "After the ring, the players play from their hands. With a diamond on top and a "
            "hand of the three of diamonds and the queen of clubs, Aino must start with the "
            "diamond; the queen of clubs then follows as the free card. That empties her hand, "
            "and she leaves the game at once. Eero has no club, so he digs for one in the "
            "centre pile."
        ),
        when=_(
            "In the hand phase of basic sika, whenever a player lacks the suit: the cards "
            "under the top card are taken one by one until the suit turns up."
        ),
        sections=("kasivaihe",),
        games=(Game("kaivaminen"),),
        moments=(Moment(_("The turn with the three of diamonds"), find_hand_turn),),
        related=("kiista-loydetty-kortti", "kiista-pattitilanne"),
    ),
    Example(
        slug="nostopakka",
        group=HAND,
        title=_("Drawing from the draw pile"),
        rule_set=_("Home version"),
        summary=_("No spade in the hand: a diamond and a club are kept, a spade is played."),
        intro=_(
            "In the home version, a player who lacks the suit draws from a face-down draw pile "
            "made of the centre pile's older cards. Here spades are wanted and the player holds "
            "only hearts. The draw pile gives a diamond and a club, which go into the hand, then "
            "a spade, which is played. The club drawn a moment ago goes on top as the free card."
        ),
        when=_(
            "Only with a draw pile (the home version). In the basic rules the player digs in the "
            "centre pile itself instead."
        ),
        sections=("nostopakka", "kotiversio"),
        games=(Game("nostopakka"),),
        moments=(Moment(_("The turn with the draw pile"), find_draw_pile_turn),),
        related=("nostopakka-loppuu",),
    ),
    Example(
        slug="nostopakka-loppuu",
        group=HAND,
        title=_("The draw pile runs out"),
        rule_set=_("Home version"),
        summary=_("The draw pile holds only a diamond and a club: both are kept, the turn ends."),
        intro=_(
            "Spades are wanted again and the player holds only hearts, but this time the draw "
            "pile has just two cards, a diamond and a club. Neither matches, so both go into the "
            "hand and the turn ends without a card played. There is no free card either: a free "
            "card only ever follows a matching one. The next player tries the same top card."
        ),
        when=_(
            "Only with a draw pile (the home version). A new draw pile is made only when the "
            "next player needs one."
        ),
        sections=("nostopakka",),
        games=(Game("nostopakka-loppuu"),),
        moments=(Moment(_("The turn the draw pile runs out"), find_draw_pile_runs_out),),
        related=("nostopakka", "jumitus"),
    ),
    Example(
        slug="jumitus",
        group=HAND,
        title=_("A deadlock and a free lead"),
        rule_set=_("Home version with at most three draws a turn"),
        summary=_("A whole round without a card played; then a new suit with any card."),
        intro=_(
            "Two players are left and a spade is on top. Neither finds a spade on their turn, so "
            "both turns end without a card played. When everyone still in the game has had such "
            "a turn in a row, the next player may play any card from the hand: here a heart, "
            "and the game goes on with hearts."
        ),
        when=_(
            "It takes the home version's deadlock rule and a turn that can fail while cards of "
            "the wanted suit still exist. With one full deck and the home version exactly as "
            "written that never happens: every card of the wanted suit is in someone's hand or "
            "in the pile the next draw pile is made from, so one of the next turns finds it. "
            "This deal adds a limit of three draws a turn (the fourth disputed point), and then "
            "it does happen."
        ),
        sections=("jumitus",),
        games=(Game("jumitus"),),
        moments=(Moment(_("The deadlock"), find_deadlock),),
    ),
    Example(
        slug="kiista-loydetty-kortti",
        group=DISPUTE,
        title=_("The found card: played or kept"),
        rule_set=_("Basic sika; in the second game the card found stays in the hand"),
        summary=_("The first disputed point on one deal: the card dug out is played or kept."),
        intro=_(
            "Both games are the same deal, played by the basic rules. They differ only in what "
            "happens to the matching card a player digs out of the centre pile in the hand phase."
        ),
        when=_("In the hand phase, whenever a player lacks the suit and has to dig."),
        sections=("loydetty-kortti", "kasivaihe"),
        games=_pair("kiista-loydetty-kortti", _("Played"), _("Kept")),
        moments=(Moment(_("The games part ways"), find_parting),),
        differs=_(
            "Played: the card found goes on the pile and a free card follows. Kept: the card "
            "found goes into the hand and the turn ends."
        ),
    ),
    Example(
        slug="kiista-vapaa-kortti",
        group=DISPUTE,
        title=_("The free card in the hand phase"),
        rule_set=_("Basic sika; in the second game no free card follows in the hand phase"),
        summary=_("The second disputed point on one deal: a free card after the match, or not."),
        intro=_(
            "Both games are the same deal, played by the basic rules. They differ only in the "
            "hand phase: does a free card follow the matching card, as it does in the ring phase?"
        ),
        when=_("In the hand phase, on every turn that plays a matching card."),
        sections=("vapaa-kortti", "kasivaihe"),
        games=_pair("kiista-vapaa-kortti", _("With the free card"), _("Without it")),
        moments=(Moment(_("The games part ways"), find_parting),),
        differs=_(
            "With the free card: after the matching card the player plays any one card more. "
            "Without it: the turn ends after the matching card, so the suit never changes."
        ),
    ),
    Example(
        slug="kiista-pattitilanne",
        group=DISPUTE,
        title=_("A stuck turn: count the cards or play on"),
        rule_set=_("Basic sika; in the second game a stuck turn is skipped"),
        summary=_("The third disputed point on one deal: what happens when digging finds nothing."),
        intro=_(
            "Both games are the same deal, played by the basic rules, until a player digs through "
            "the whole centre pile without finding the suit. One game ends there; the other "
            "goes on."
        ),
        when=_(
            "When the centre pile runs out of cards to dig. With digging, a whole round of "
            "such turns never comes: the cards of the wanted suit are in the other players' "
            "hands, so one of them can play."
        ),
        sections=("pattitilanne", "jumitus"),
        games=_pair("kiista-pattitilanne", _("Fewest cards"), _("Free lead")),
        moments=(Moment(_("The stuck turn"), find_stuck),),
        differs=_(
            "Fewest cards: the first stuck turn ends the game, and whoever holds the most cards "
            "is the sika. Free lead: the stuck turn simply passes; only a whole round of them "
            "would give the next player a free lead."
        ),
    ),
    Example(
        slug="kiista-nostoraja",
        group=DISPUTE,
        title=_("With and without a draw limit"),
        rule_set=_("Basic sika; in the second game at most three draws a turn"),
        summary=_("The fourth disputed point on one deal: draw until the suit comes, or three."),
        intro=_(
            "Both games are the same deal, played by the basic rules. In one, a player draws "
            "until the suit turns up; in the other, at most three cards a turn."
        ),
        when=_("From the first turn: any search of more than three cards is cut short."),
        sections=("nostoraja", "rengasvaihe"),
        games=_pair("kiista-nostoraja", _("No limit"), _("At most three")),
        moments=(
            Moment(_("The games part ways"), find_parting),
            Moment(_("Three draws and no match"), _in_second(find_limit_reached)),
        ),
        differs=_(
            "No limit: the search goes on until a matching card comes. At most three: after three "
            "cards that do not match, they stay in the hand and the turn ends."
        ),
    ),
    Example(
        slug="kaksivaiheinen",
        group=VARIANT,
        title=_("A two-phase game"),
        rule_set=_("The two-phase variant"),
        summary=_("Collecting and shedding: wild eights, same-rank plays, sets and runs."),
        intro=_(
            "In the two-phase variant the ring phase only collects: cards that cannot be played "
            "go face down onto the player's own pile. A card of the same suit or the same rank, "
            "or any eight, can be played. When the ring is empty, everyone takes their pile as "
            "a hand and sheds it, card by card or in sets and runs."
        ),
        when=_("Only in the two-phase variant."),
        sections=("kaksivaiheinen",),
        games=(Game("kaksivaiheinen"),),
        moments=(
            Moment(_("An eight on anything"), find_wild_eight),
            Moment(_("The same rank changes the suit"), find_rank_change),
            Moment(_("The shedding phase begins"), find_ring_emptied),
            Moment(_("A set in one go"), find_set_or_run),
        ),
    ),
    Example(
        slug="vari",
        group=VARIANT,
        title=_("Playing by colour"),
        rule_set=_("Basic sika, matching by colour"),
        summary=_("Red on red, black on black: searches end sooner."),
        intro=_(
            "In this variant a card matches when it has the same colour as the top card: "
            "hearts and diamonds go together, and so do spades and clubs. Otherwise the game "
            "follows the basic rules."
        ),
        when=_("Only when colour is agreed instead of suit."),
        sections=("vari",),
        games=(Game("vari"),),
        moments=(
            Moment(_("A match by colour"), find_colour_match),
            Moment(_("The ring is empty"), find_ring_emptied),
        ),
    ),
    Example(
        slug="ilman-kasivaihetta",
        group=VARIANT,
        title=_("A game without a hand phase"),
        rule_set=_("Basic sika without the hand phase"),
        summary=_("After the ring, the centre pile becomes a draw pile and play goes on."),
        intro=_(
            "In this simpler game there is no hand phase. When the ring is empty, the cards "
            "under the top card are shuffled into a draw pile, and turns go on exactly as in "
            "the ring phase. From then on, a player whose hand is empty at the end of a turn "
            "leaves the game."
        ),
        when=_("Only when the hand phase is left out."),
        sections=("ilman-kasivaihetta",),
        games=(Game("ilman-kasivaihetta"),),
        moments=(
            Moment(_("The first draw pile"), find_new_draw_pile),
            Moment(_("A player leaves after the ring"), find_leaving_after_ring),
        ),
    ),
    Example(
        slug="kaksi-pakkaa",
        group=VARIANT,
        title=_("Ten players, two decks"),
        rule_set=_("Basic sika with two decks"),
        summary=_("A big group: two decks shuffled together into one long ring."),
        intro=_(
            "With two decks, every card is in the ring twice and the ring is twice as long, so "
            "even with ten players everyone gets two or three turns before the ring runs out. "
            "Otherwise the rules are the basic ones."
        ),
        when=_("With a big group; two decks allow up to sixteen players."),
        sections=("kaksi-pakkaa", "lapset-ja-isot-ryhmat"),
        games=(Game("kaksi-pakkaa"),),
        moments=(Moment(_("The ring is empty"), find_ring_emptied),),
    ),
)

BY_SLUG: dict[str, Example] = {example.slug: example for example in EXAMPLES}
GROUPS: tuple[tuple[str, StrOrPromise], ...] = (
    (RING, _("The ring phase")),
    (HAND, _("The hand phase")),
    (DISPUTE, _("The disputed points, side by side")),
    (VARIANT, _("Variants")),
)


@functools.cache
def game_log(name: str) -> Log:
    return Log(example_events(name), capture(scenario(name), 0).table.pile_top)


def moment_steps(example: Example) -> list[tuple[StrOrPromise, int]]:
    """Each moment of the example with the step it happens at (found once, then cached)."""
    return [
        (moment.label, step)
        for moment, step in zip(example.moments, _steps(example.slug), strict=True)
        if step is not None
    ]


@functools.cache
def _steps(slug: str) -> tuple[int | None, ...]:
    example = BY_SLUG[slug]
    logs = [game_log(game.scenario) for game in example.games]
    return tuple(moment.find(logs) for moment in example.moments)


def example_total(example: Example) -> int:
    """The example's last page step (its games stepped together, cut to its window)."""
    return example_timeline(example).total


# ---------------------------------------------------------------------------
# Long games cut to the part that teaches


@dataclass(frozen=True)
class Window:
    """The steps of a long example worth stepping through: from ``start`` to ``end``.

    Each is an own step of the first game, or a finder of the logs (None: the end).
    """

    start: int | Finder
    end: int | Finder | None = None


def _turns_before(find: Finder, turns: int) -> Finder:
    """The first step of the turn ``turns`` turns before the one ``find`` finds."""

    def before(games: Sequence[Log]) -> int | None:
        step = find(games)
        if step is None:
            return None
        events = games[0].events
        index = min(step, len(events)) - 1
        seen = 0
        while index > 0:
            if type(events[index]) is sika.TurnStarted:
                if seen == turns:
                    break
                seen += 1
            index -= 1
        return index + 1

    return before


# The examples longer than about 120 steps whose moment comes late: they start
# three turns before it (enough for what the lead tells), at the table as it stands.
WINDOWS: dict[str, Window] = {
    "viimeinen-rengaskortti": Window(_turns_before(find_last_ring_turn, 3)),
    "kasivaihe": Window(_turns_before(find_hand_turn, 3)),
    "kaivaminen": Window(_turns_before(find_hand_turn, 3)),
    "nostopakka": Window(_turns_before(find_draw_pile_turn, 3)),
    "nostopakka-loppuu": Window(_turns_before(find_draw_pile_runs_out, 3)),
    "jumitus": Window(_turns_before(find_deadlock, 3)),
    "kiista-loydetty-kortti": Window(_turns_before(find_parting, 3)),
    "kiista-vapaa-kortti": Window(_turns_before(find_parting, 3)),
    "kiista-pattitilanne": Window(_turns_before(find_stuck, 3)),
}


def _own_step(at: int | Finder, logs: Sequence[Log]) -> int | None:
    return at if isinstance(at, int) else at(logs)


@functools.cache
def _timeline(slug: str) -> stepper.Timeline:
    example = BY_SLUG[slug]
    line = stepper.timeline(tuple(scenario(game.scenario) for game in example.games))
    window = WINDOWS.get(slug)
    if window is None:
        return line
    logs = [game_log(game.scenario) for game in example.games]
    start = _own_step(window.start, logs)
    end = None if window.end is None else _own_step(window.end, logs)
    return line.window(
        0 if start is None else line.page_step(start),
        None if end is None else line.page_step(end),
    )


def example_timeline(example: Example) -> stepper.Timeline:
    """The example's page steps: each game's own step at each, cut to its window."""
    return _timeline(example.slug)


def window_lead(example: Example) -> str | None:
    """One sentence on what happened before a cut example's first step (None: not cut)."""
    line = example_timeline(example)
    if line.start == 0:
        return None
    first = scenario(example.games[0].scenario)
    turn = stepper.turn_at(first, line.positions[0][0])
    return gettext(
        "Turns 1 to %(last)d are left out: the example starts at turn %(turn)d, with the "
        "cards where those turns left them."
    ) % {"last": turn - 1, "turn": turn}
