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
from tutorials.examples import Example, ExampleSet, Game, Moment, first_event, first_of

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


TRICKS, SERIES = "tricks", "series"


EXAMPLES: tuple[Example, ...] = (
    Example(
        slug="esimerkkikierros",
        group=TRICKS,
        title=_("A trick of single cards, from the three of clubs to a two"),
        summary=_(
            "Single cards climb from the three of clubs to the two of spades; then it falls."
        ),
        intro=_(
            "Aino opens the game with the three of clubs. Eero and Liisa top it with a four "
            "and a jack. Onni could play but passes, so he is out of this trick. Aino raises "
            "to the ace of spades and Eero to the ace of hearts; Liisa has no two and has to "
            "pass. Aino plays the two of spades, Eero passes too, and the trick falls to Aino, "
            "who opens the next one."
        ),
        when=_("Every trick goes like this: same kind, higher, until everyone else has passed."),
        sections=("aloitus", "paalle-lyominen", "ohi"),
        games=(Game("esimerkkikierros"),),
        moments=(
            Moment(_("Onni passes although he could play"), find_own_pass),
            Moment(_("The two of spades"), find_two),
            Moment(_("The trick falls"), find_fall),
        ),
        related=("siantappo-kakkoselle",),
    ),
    Example(
        slug="siantappo-kakkoselle",
        group=TRICKS,
        title=_("A siantappo on a single two"),
        summary=_("Three pairs in a row bring down the two of clubs."),
        intro=_(
            "Aino opens with the three of clubs and Eero answers at once with the two of "
            "clubs. No single card but a higher two could beat it now, but Liisa holds three "
            "pairs in a row, fours, fives and sixes, and plays them all: a siantappo. Nobody "
            "can beat it, and Liisa opens the next trick."
        ),
        when=_(
            "Whenever a single two is on the table and a player still in the trick holds "
            "three pairs in a row."
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
        summary=_("A pair of twos falls to four nines."),
        intro=_(
            "Aino opens with a pair of threes, the three of clubs among them. Eero tops it "
            "with a pair of twos, which only a higher pair of twos or a siantappo could beat. "
            "Liisa has all four nines: against a pair of twos, four of a kind is the "
            "siantappo. The trick falls to her."
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
        slug="korttienvaihto",
        group=SERIES,
        title=_("The card exchange before a later game"),
        summary=_("Winner and loser swap two cards, second and third place one each."),
        intro=_(
            "This is a later game of a series. Liisa won the game before and Aino lost it, "
            "Eero came second and Onni third. After the deal Liisa gives her two weakest cards "
            "to Aino, and Aino gives her two strongest, both twos, to Liisa. Then Eero gives "
            "his weakest card to Onni and gets Onni's strongest. Aino, the loser, opens with "
            "any play she likes."
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
EXAMPLE_SET = ExampleSet(Path(__file__).resolve().parent / "scenarios", EXAMPLES, GROUPS)
