"""Worked examples of siantappo: the examples, and the moments worth jumping to.

Each example is one engine game stored as a scenario file in ``scenarios/``
(written by ``python -m tools.scenarios siantappo``); its moments are found in
the game's events. Stepping is ``tutorials.examples``'.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from django.utils.translation import gettext_lazy as _

from games import siantappo
from tutorials.examples import (
    Example,
    ExampleSet,
    Game,
    Log,
    Moment,
    Window,
    first,
    first_event,
    first_of,
    turns_before,
)
from tutorials.packs.siantappo.presenter import PRESENTER

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise
else:
    StrOrPromise = str


def _is_siantappo(event: siantappo.Event) -> bool:
    return isinstance(event, siantappo.Played) and event.combo in (
        siantappo.Combo.SIANTAPPO_PAIRS,
        siantappo.Combo.SIANTAPPO_FOUR,
    )


find_siantappo = first_event(_is_siantappo)
find_fall = first_of(siantappo.TrickFell)
find_went_out = first_of(siantappo.WentOut)
find_game_over = first_of(siantappo.GameOver)
find_first_lead_of_game = first_event(lambda e: isinstance(e, siantappo.Played) and e.lead)
find_two = first_event(
    lambda e: isinstance(e, siantappo.Played) and siantappo.DECK.text(e.cards[-1])[0] == "2"
)
find_own_pass = first_event(lambda e: isinstance(e, siantappo.Passed) and not e.automatic)


def _led_after_going_out(log: Log, i: int) -> bool:
    """Event ``i`` is a lead by someone else, on a trick whose last play went out."""
    event = log.events[i]
    if not (isinstance(event, siantappo.Played) and event.lead and i >= 2):
        return False
    fell, before = log.events[i - 1], log.tables[i - 2]
    return isinstance(fell, siantappo.TrickFell) and before.places[before.trick_player] is not None


find_lead_after_out = first(_led_after_going_out)


TRICKS, SERIES = "tricks", "series"


EXAMPLES: tuple[Example, ...] = (
    Example(
        slug="esimerkkikierros",
        group=TRICKS,
        title=_("A trick of single cards, from the three of clubs to a two"),
        summary=_(
            "Single cards climb from the three of clubs to the two of spades, and Aino wins "
            "the trick."
        ),
        intro=_(
            "Aino opens the game with the three of clubs. Eero and Liisa top it with a four "
            "and a jack. Onni could play but passes, so he is out of this trick. Aino raises "
            "to the ace of spades and Eero to the ace of hearts; Liisa has no two and has to "
            "pass. Aino plays the two of spades, Eero passes too, and Aino wins the trick and "
            "leads the next one."
        ),
        when=_("Every trick goes like this: same kind, higher, until everyone else has passed."),
        sections=("aloitus", "paalle-lyominen", "ohi"),
        games=(Game("esimerkkikierros"),),
        moments=(
            Moment(_("Onni passes although he could play"), find_own_pass),
            Moment(_("The two of spades"), find_two),
            Moment(_("Aino wins the trick"), find_fall),
        ),
        related=("siantappo-kakkoselle",),
    ),
    Example(
        slug="siantappo-kakkoselle",
        group=TRICKS,
        title=_("A siantappo on a single two"),
        summary=_("Three consecutive pairs bring down the two of clubs."),
        intro=_(
            "Aino opens with the three of clubs and Eero answers at once with the two of "
            "clubs. No single card but a higher two could beat it now, but Liisa holds three "
            "consecutive pairs, fours, fives and sixes, and plays them all: a siantappo. Nobody "
            "can beat it, and Liisa opens the next trick."
        ),
        when=_(
            "Whenever a single two is on the table and a player still in the trick holds "
            "three consecutive pairs."
        ),
        sections=("kakkoset", "siantappo"),
        games=(Game("siantappo-kakkoselle"),),
        moments=(Moment(_("The siantappo"), find_siantappo),),
        related=("neloset-kakkospariin",),
    ),
    Example(
        slug="neloset-kakkospariin",
        group=TRICKS,
        title=_("Four of a kind on a pair of twos"),
        summary=_("Four nines beat a pair of twos."),
        intro=_(
            "Aino opens with a pair of threes, the three of clubs among them. Eero tops it "
            "with a pair of twos, which only a higher pair of twos or a siantappo could beat. "
            "Liisa has all four nines: against a pair of twos, four of a kind is the "
            "siantappo, and the trick is hers."
        ),
        when=_(
            "Whenever a pair of twos is on the table and a player still in the trick holds "
            "four of a kind."
        ),
        sections=("kakkoset", "siantappo"),
        games=(Game("neloset-kakkospariin"),),
        moments=(Moment(_("Four of a kind on the twos"), find_siantappo),),
        related=("siantappo-kakkoselle",),
    ),
    Example(
        slug="korteista-eroon",
        group=TRICKS,
        title=_("A whole game: going out, and the loser"),
        summary=_("Three players, from the deal to the end: who goes out first, and who loses."),
        intro=_(
            "A whole game for three, played by the computer. Liisa goes out first with a "
            "pair of eights, but her last play stays on the table, and Aino still beats it "
            "with a pair of nines. At the end Eero goes out with the two of diamonds, and "
            "Aino, the only one still holding cards, loses."
        ),
        when=_("At the end of every game."),
        sections=("korteista-eroon", "ohi"),
        games=(Game("korteista-eroon"),),
        moments=(
            Moment(_("The first player goes out"), find_went_out),
            Moment(_("The game ends"), find_game_over),
        ),
    ),
    Example(
        slug="viimeinen-kortti",
        group=TRICKS,
        title=_("A last card that nobody beats"),
        summary=_("Eero goes out with the queen of hearts; nobody beats it, and Liisa leads."),
        intro=_(
            "A game for four, played by the computer, shown from just before the first player "
            "goes out. Eero wins a trick with the queen of spades and leads his last card, the "
            "queen of hearts: he is out of the game. His queen still stands. Liisa and Aino "
            "hold nothing higher, and Onni passes although he could beat it. Nobody beats the "
            "queen, but Eero has no cards left to lead with, so Liisa, the next player after "
            "him, opens the new trick."
        ),
        when=_("Whenever nobody beats the last play of a player who went out."),
        sections=("korteista-eroon", "ohi"),
        games=(Game("viimeinen-kortti"),),
        moments=(
            Moment(_("Eero plays his last card"), find_went_out),
            Moment(_("Liisa opens the next trick"), find_lead_after_out),
        ),
        related=("korteista-eroon",),
        window=Window(turns_before(find_went_out, 3)),
    ),
    Example(
        slug="korttienvaihto",
        group=SERIES,
        title=_("The card exchange before a later game"),
        summary=_("Winner and loser swap two cards, second and third place one each."),
        intro=_(
            "This is a later game of a series. Liisa won the game before and Aino lost it, "
            "Eero came second and Onni third. After the deal Liisa gives Aino the two weakest "
            "cards in hand, and Aino gives Liisa the two strongest, both twos. Then Eero gives "
            "Onni the weakest card in hand and gets Onni’s strongest. Aino, the loser, opens "
            "with any play at all."
        ),
        when=_("Before every game of a series but the first, when you play with the exchange."),
        sections=("korttienvaihto", "sarja"),
        games=(Game("korttienvaihto"),),
        moments=(Moment(_("The loser opens"), find_first_lead_of_game),),
    ),
)

GROUPS: tuple[tuple[str, StrOrPromise], ...] = (
    (TRICKS, _("Tricks and the end of a game")),
    (SERIES, _("A series of games")),
)
EXAMPLE_SET = ExampleSet(Path(__file__).resolve().parent / "scenarios", EXAMPLES, GROUPS, PRESENTER)
