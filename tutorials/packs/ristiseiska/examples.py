"""Worked examples of ristiseiska: the examples, and the moments worth jumping to.

Each example is one engine game stored as a scenario file in ``scenarios/``
(seeded deals played by the engine's own strategy, written by ``python -m
tools.scenarios ristiseiska``); its moments are found in the game's events, so
they follow the engine if its play ever changes. Stepping is ``tutorials.examples``'.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from django.utils.translation import gettext_lazy as _

from games import ristiseiska as rs
from tutorials.examples import (
    Example,
    ExampleSet,
    Game,
    Log,
    Moment,
    first,
    first_event,
    first_of,
    turns_before,
)
from tutorials.packs.ristiseiska.presenter import PRESENTER

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise
else:
    StrOrPromise = str


def _ask_skips(log: Log, i: int) -> bool:
    """An ask that passes over a player who holds a single card: the engine names them."""
    event = log.events[i]
    return isinstance(event, rs.Asked) and bool(event.skipped)


def _king_then_more(log: Log, i: int) -> bool:
    event = log.events[i]
    if not (isinstance(event, rs.Played) and event.closes and rs.RANK[event.card] == 13):
        return False
    after = log.events[i + 1] if i + 1 < len(log.events) else None
    return isinstance(after, rs.Played) and after.player == event.player


def _ace(event: object) -> bool:
    return isinstance(event, rs.Played) and rs.RANK[event.card] == 1


def _king_closes_nothing(event: object) -> bool:
    return isinstance(event, rs.Played) and rs.RANK[event.card] == 13 and not event.closes


def _eight_of_suit(event: object) -> bool:
    return isinstance(event, rs.Played) and rs.RANK[event.card] == 8


def _closing_two(event: object) -> bool:
    return isinstance(event, rs.Played) and event.closes and rs.RANK[event.card] == 2


BASIC, VARIANT = "basic", "variant"


EXAMPLES: tuple[Example, ...] = (
    Example(
        slug="avaus",
        group=BASIC,
        title=_("The opening: the seven of clubs"),
        summary=_("The first dozen turns: the seven of clubs, the other sevens, the first ask."),
        intro=_(
            "Four players. Liisa holds the seven of clubs, so she starts with it. Then the other "
            "sevens and the first sixes go down, and the rows begin to grow. Once the first "
            "round is over, a player with nothing that fits asks for a card."
        ),
        when=_(
            "Every game of ristiseiska for 3 to 8 players opens like this (not ristikasi, and "
            "not the two-player game)."
        ),
        sections=("seiskan-jako", "seiskan-rivit", "seiskan-vuoro"),
        games=(Game("avaus"),),
        moments=(
            Moment(_("The seven of clubs"), first_of(rs.Played)),
            Moment(_("The first ask"), first_of(rs.Asked)),
        ),
        related=("pyytaminen",),
    ),
    Example(
        slug="pyytaminen",
        group=BASIC,
        title=_("Asking for a card, to the very end"),
        summary=_("A whole game: asks, a card given face down, a one-card player skipped."),
        intro=_(
            "A whole game played until only one player holds cards. Whoever cannot play asks "
            "the previous player, who chooses the card to give. Late in the game the previous "
            "player holds a single card, so the ask goes on to the player before them."
        ),
        when=_("In every game with asking: the basic rules, two decks and jokers."),
        sections=("kortin-pyytaminen", "seiskan-loppu"),
        games=(Game("pyytaminen"),),
        moments=(
            Moment(_("The first ask"), first_of(rs.Asked)),
            Moment(_("The first player is out"), first_of(rs.Left)),
            Moment(_("An ask skips a player with one card"), first(_ask_skips)),
            Moment(_("The end"), first_of(rs.GameOver)),
        ),
        related=("lisakortti", "pisteet"),
    ),
    Example(
        slug="lisakortti",
        group=BASIC,
        title=_("A king, and another card"),
        summary=_("Closing a row end with a king gives an extra card."),
        intro=_(
            "The same game as the one about asking. When a player closes the high end of a row "
            "with its king, they may play one card more, and here they do: the next card comes "
            "from the same hand in the same turn."
        ),
        when=_("After every ace or king that closes a row end (in the basic rules)."),
        sections=("assa-ja-kuningas",),
        games=(Game("pyytaminen"),),
        moments=(
            Moment(_("Choosing to stop after an ace"), first_of(rs.Stopped)),
            Moment(_("A king and an extra card"), first(_king_then_more)),
        ),
    ),
    Example(
        slug="pisteet",
        group=BASIC,
        title=_("The first player out, and the points"),
        summary=_("The game stops at the first player out; the others count face values."),
        intro=_(
            "Here the game ends as soon as one player has played their last card. Everyone "
            "else scores their cards by face value: numbers as they are, the jack 11, the "
            "queen 12, the king 13 and the ace 14. The most points loses."
        ),
        when=_("When you agree to stop at the first player out."),
        sections=("seiskan-loppu", "seiskan-pisteet"),
        games=(Game("pisteet"),),
        moments=(
            Moment(_("The first player is out"), first_of(rs.Left)),
            Moment(_("The points"), first_of(rs.GameOver)),
        ),
    ),
    Example(
        slug="pantti",
        group=VARIANT,
        title=_("Playing with the token"),
        summary=_("Nobody asks: a player who cannot play takes the token, worth 25 points."),
        intro=_(
            "With the token, nobody asks for cards. A player with nothing that fits takes the "
            "token from whoever holds it. At the end the token's holder adds 25 points to the "
            "face value of their cards."
        ),
        when=_("Only in the token variant (and ristikasi, where it is worth 20)."),
        sections=("pantti-peli",),
        games=(Game("pantti"),),
        moments=(
            Moment(_("The token is taken"), first_of(rs.TookToken)),
            Moment(_("The end and the points"), first_of(rs.GameOver)),
        ),
        related=("ristikasi",),
    ),
    Example(
        slug="ensimmainen-assa",
        group=VARIANT,
        title=_("The first ace decides"),
        summary=_("Only an ace gives the extra card, and the first ace picks the aces' end."),
        intro=_(
            "In this variant an ace fits either end of its row, and only an ace gives the "
            "extra card. Before the first ace a king or a two closes nothing. The player of "
            "the first ace chooses its end, every ace after it goes to the same end, and from "
            "then on the other end of each row closes at the king (or at the two, if the aces "
            "go up)."
        ),
        when=_("Only in the first-ace variant."),
        sections=("ensimmainen-assa",),
        games=(Game("ensimmainen-assa"),),
        moments=(
            Moment(_("A king closes nothing"), first_event(_king_closes_nothing)),
            # The turn of the first ace: its player holds an ace whose two and king are both down.
            Moment(_("An ace that fits either end"), turns_before(first_event(_ace), 0)),
            Moment(_("The first ace picks its end"), first_event(_ace)),
        ),
    ),
    Example(
        slug="kasi-ensin",
        group=VARIANT,
        title=_("The eight before the six"),
        summary=_("After a seven the eight comes first; the two and the ace close the rows."),
        intro=_(
            "Here the eight goes next to the seven before the six can. The rows run down to the "
            "two and up past the king to the ace."
        ),
        when=_("Only in the eight-before-the-six variant."),
        sections=("kasi-ennen-kuutosta",),
        games=(Game("kasi-ensin"),),
        moments=(
            Moment(_("The first eight"), first_event(_eight_of_suit)),
            Moment(_("A two closes a row"), first_event(_closing_two)),
        ),
    ),
    Example(
        slug="ristikasi",
        group=VARIANT,
        title=_("Ristikasi"),
        summary=_("The eight of clubs starts, the token is worth 20 points."),
        intro=_(
            "Ristikasi grows the rows from the eights: the seven goes below the eight and the "
            "nine above. There is no asking; the token is taken instead."
        ),
        when=_("Only in ristikasi."),
        sections=("ristikasi-peli",),
        games=(Game("ristikasi"),),
        moments=(Moment(_("The token is taken"), first_of(rs.TookToken)),),
    ),
    Example(
        slug="kaksi-pakkaa",
        group=VARIANT,
        title=_("Six players, two decks"),
        summary=_("Eight rows; at the end nobody can be asked for a card."),
        intro=_(
            "Two decks make eight rows that never mix. Near the end everyone else holds a single "
            "card, so a player who cannot play takes nothing."
        ),
        when=_("With two decks, for three to sixteen players."),
        sections=("kaksi-pakkaa-seiska", "kortin-pyytaminen"),
        games=(Game("kaksi-pakkaa"),),
        moments=(Moment(_("Nothing can be taken"), first_of(rs.NothingTaken)),),
    ),
    Example(
        slug="jokerit",
        group=VARIANT,
        title=_("Two jokers"),
        summary=_("A joker is played, swapped back, and in the end a card goes dead."),
        intro=_(
            "Two jokers join the deck. A joker is played in the place of a card that fits, the "
            "holder of the real card swaps it back, and later a joker is covered, so the card it "
            "stands for is dead."
        ),
        when=_("Only with jokers, which go with asking."),
        sections=("jokerit-seiska",),
        games=(Game("jokerit"),),
        moments=(
            Moment(_("A joker is played"), first_of(rs.JokerPlayed)),
            Moment(_("A joker is swapped back"), first_of(rs.Swapped)),
            Moment(_("A card goes dead"), first_of(rs.CardsDead)),
        ),
    ),
    Example(
        slug="kaksinpeli",
        group=VARIANT,
        title=_("Two players and a stock"),
        summary=_("The seven of clubs is down before the deal; draw while the stock lasts."),
        intro=_(
            "With two players the seven of clubs is on the table from the start. A player who "
            "cannot play draws from the stock, and once it is gone asks the other player."
        ),
        when=_("Only with two players."),
        sections=("kaksinpeli-seiska",),
        games=(Game("kaksinpeli"),),
        moments=(
            Moment(_("A draw from the stock"), first_of(rs.Drew)),
            Moment(_("The stock is gone: an ask"), first_of(rs.Asked)),
        ),
    ),
)

GROUPS: tuple[tuple[str, StrOrPromise], ...] = (
    (BASIC, _("The basic game")),
    (VARIANT, _("Variants")),
)
EXAMPLE_SET = ExampleSet(Path(__file__).resolve().parent / "scenarios", EXAMPLES, GROUPS, PRESENTER)
