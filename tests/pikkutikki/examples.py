"""Pikkutikki's worked examples: a trick, and a whole game to its last trick."""

from pathlib import Path

from django.utils.translation import gettext_lazy as _

from tests.pikkutikki import engine
from tests.pikkutikki.presenter import PRESENTER
from tutorials.examples import Example, ExampleSet, Game, Log, Moment, first, first_of


def _off_suit(log: Log, i: int) -> bool:
    """Event ``i`` is a card of another suit than the one led (the trick is on its table)."""
    event, trick = log.events[i], log.tables[i].trick
    return isinstance(event, engine.Played) and engine.suit(event.card) != engine.suit(trick[0][1])


find_trick = first_of(engine.TrickWon)
find_void = first(_off_suit)
find_end = first_of(engine.GameOver)

EXAMPLES = (
    Example(
        slug="tikki",
        group="tikit",
        title=_("A trick: following the suit led"),
        summary=_("Eero must follow hearts, Liisa has none, and the ace of hearts wins."),
        intro=_(
            "Aino leads the king of hearts. Eero holds two hearts and must play one of them: "
            "he plays the ace. Liisa has no hearts and may play any card. The ace of hearts "
            "wins the trick."
        ),
        when=_("In every trick."),
        sections=("pikkutikki-tikki",),
        games=(Game("tikki"),),
        moments=(
            Moment(_("Liisa has no hearts"), find_void),
            Moment(_("Eero wins the trick"), find_trick),
        ),
    ),
    Example(
        slug="viimeinen-tikki",
        group="tikit",
        title=_("A whole game for two"),
        summary=_("From the deal to the last trick, which loses."),
        intro=_("A whole game for two, played by the computer: whoever wins the last trick loses."),
        when=_("At the end of every game."),
        sections=("pikkutikki-loppu",),
        games=(Game("viimeinen-tikki"),),
        moments=(Moment(_("The game ends"), find_end),),
    ),
)

EXAMPLE_SET = ExampleSet(
    Path(__file__).resolve().parent / "scenarios",
    EXAMPLES,
    (("tikit", _("Tricks")),),
    PRESENTER,
)
