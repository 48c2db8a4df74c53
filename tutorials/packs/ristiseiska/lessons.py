"""Ristiseiska's lesson path: the seven of clubs, rows, asking, holding back, the variants."""

from collections.abc import Callable

from django.utils.translation import gettext_lazy as _

from games.ristiseiska import GAME as ENGINE
from games.ristiseiska import Asked, Held, JokerPlayed, Left, Played, TookToken
from tutorials.lessons import Lesson, Position, accepted, event, steps


def P(seed: int, skip: int, preset: str = "ristiseiska", **overrides: object) -> Position:
    """A four-player deal of ``seed`` after ``skip`` of the visitor's own moves."""
    return Position(preset, 4, seed, skip=skip, overrides=overrides)


def _cards(*texts: str) -> Callable[[int], bool]:
    """A card of these codes ("6C") or, without a suit, of these ranks ("A")."""
    return lambda card: any(
        ENGINE.deck.texts((card,))[0] in (text, *(text + s for s in "SHDC")) for text in texts
    )


LESSONS = (
    Lesson(
        "ristiseiska",
        _("The seven of clubs and the rows"),
        (
            *steps(
                _("Play a card next to the seven of clubs."),
                event(Played, card=_cards("6C", "8C")),
                P(3, 0),
                P(5, 0),
            ),
            *steps(_("Play a seven to open a new row."), event(Played, card=_cards("7")), P(3, 1)),
        ),
        sections=("seiskan-idea", "seiskan-jako", "seiskan-rivit"),
    ),
    Lesson(
        "kuutonen-ennen-kasia",
        _("Six before eight"),
        steps(
            _("Play a card at the low end of a row."), event(Played, end="low"), P(0, 0), P(0, 1)
        ),
        sections=("seiskan-rivit",),
    ),
    Lesson(
        "pakko-pelata",
        _("You must play"),
        steps(_("Play a card that fits the table."), accepted, P(0, 1), P(0, 2)),
        sections=("seiskan-vuoro",),
    ),
    Lesson(
        "kysyminen",
        _("Asking"),
        steps(_("Ask the next player for a card."), event(Asked), P(0, 1), P(1, 0)),
        sections=("kortin-pyytaminen",),
    ),
    Lesson(
        "assa-ja-kuningas",
        _("Aces and kings"),
        steps(_("Play an ace or a king."), event(Played, card=_cards("A", "K")), P(0, 0), P(0, 2)),
        sections=("assa-ja-kuningas",),
    ),
    Lesson(
        "pidattaminen",
        _("Holding back"),
        steps(
            _("Hold back a seven you could play."),
            event(Held),
            P(0, 0, holding="sevens_only"),
            P(0, 2, holding="sevens_only"),
        ),
        sections=("seiskan-sopimukset",),
    ),
    Lesson(
        "loppu",
        _("Ends and scoring"),
        steps(_("Play your last card and go out."), event(Left), P(1, 1), P(2, 12)),
        sections=("seiskan-loppu", "seiskan-pisteet"),
    ),
    Lesson(
        "pisteet",
        _("Variant: points"),
        steps(
            _("Go out first to win the deal."),
            event(Left),
            P(5, 7, preset="pisteet"),
            P(14, 12, preset="pisteet"),
        ),
        sections=("seiskan-pisteet",),
        preset="pisteet",
    ),
    Lesson(
        "pantti",
        _("Variant: the token"),
        steps(
            _("Take a forfeit token when you have no card to play."),
            event(TookToken),
            P(0, 0, "pantti"),
            P(0, 3, "pantti"),
        ),
        sections=("pantti-peli",),
        preset="pantti",
    ),
    Lesson(
        "ristikasi",
        _("Variant: ristikasi"),
        steps(
            _("Play an eight: in this variant the rows start from the eights."),
            event(Played, card=_cards("8")),
            P(2, 0, "ristikasi"),
            P(2, 1, "ristikasi"),
        ),
        sections=("ristikasi-peli",),
        preset="ristikasi",
    ),
    Lesson(
        "jokerit",
        _("Variant: jokers"),
        steps(
            _("Play a joker in place of a card."),
            event(JokerPlayed),
            P(0, 1, preset="jokerit"),
            P(0, 2, preset="jokerit"),
        ),
        sections=("jokerit-seiska",),
        preset="jokerit",
    ),
    Lesson(
        "kaksi-pakkaa",
        _("Variant: two decks"),
        steps(
            _("Play a card that fits, with two decks on the table."),
            accepted,
            P(0, 1, preset="kaksi_pakkaa"),
            P(0, 2, preset="kaksi_pakkaa"),
        ),
        sections=("kaksi-pakkaa-seiska",),
        preset="kaksi_pakkaa",
    ),
)
