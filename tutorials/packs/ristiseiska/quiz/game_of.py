"""Questions of the group "Ristiseiska or ristikasi?": which game does this rule belong to?"""

from functools import partial

from django.utils.translation import gettext_lazy as _

from tutorials.quiz import model
from tutorials.words import Text

RISTISEISKA = "ristiseiska"
RISTIKASI = "ristikasi"
SIKA = "sika"

GAMES: tuple[tuple[str, Text], ...] = (
    (RISTISEISKA, _("Ristiseiska, from the seven of clubs")),
    (RISTIKASI, _("Ristikasi, from the eight of clubs")),
    (SIKA, _("Sika, the ring game")),
)

game_of = partial(model.game_of, games=GAMES, title=_("Ristiseiska, ristikasi or sika?"))

QUESTIONS = (
    game_of(
        "seiska-alkaa",
        _("The very first card on the table is the seven of clubs."),
        RISTISEISKA,
        _("Ristiseiska is named after its opening card."),
        "seiskan-jako",
    ),
    game_of(
        "kasi-alkaa",
        _("The eight of clubs opens the game, and the sevens go below the eights."),
        RISTIKASI,
        _("Ristikasi builds its rows from the eights instead of the sevens."),
        "ristikasi-peli",
    ),
    game_of(
        "rengas",
        _("The cards lie face down in a ring, and players draw from it until a suit fits."),
        SIKA,
        _("The ring belongs to sika; ristiseiska deals every card out at the start."),
        "seiskan-idea",
    ),
    game_of(
        "pyynto",
        _("A player who cannot play asks the previous player for a card."),
        RISTISEISKA,
        _("Asking is ristiseiska's rule; ristikasi always uses the token instead."),
        "kortin-pyytaminen",
    ),
    game_of(
        "pantti-20",
        _("The token is always used, and its holder gets 20 points more at the end."),
        RISTIKASI,
        _("In ristikasi the token is worth 20 points; ristiseiska's token variant counts 25."),
        "ristikasi-peli",
    ),
)
