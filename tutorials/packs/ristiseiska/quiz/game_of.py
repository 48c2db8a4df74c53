"""Questions of the group "Ristiseiska or ristikasi?": which game does this rule belong to?"""

from functools import partial

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from tutorials.quiz import model
from tutorials.words import Text

RISTISEISKA = "ristiseiska"
RISTIKASI = "ristikasi"
SIKA = "sika"

GAMES: tuple[tuple[str, Text], ...] = (
    (RISTISEISKA, pgettext_lazy("game name", "Ristiseiska")),
    (RISTIKASI, _("Ristikasi")),
    (SIKA, pgettext_lazy("game name", "Sika")),
)

game_of = partial(model.game_of, games=GAMES, title=_("Ristiseiska, ristikasi or sika?"))

QUESTIONS = (
    game_of(
        "kuutonen-ensin",
        _("Next to a seven, the six goes down before the eight."),
        RISTISEISKA,
        _("In ristiseiska the six comes first; ristikasi builds from the eights instead."),
        "seiskan-rivit",
    ),
    game_of(
        "seiska-kasin-alle",
        _("Each seven goes below the eight of its suit."),
        RISTIKASI,
        _(
            "In ristikasi each row grows from its eight, so the seven goes below it; in "
            "ristiseiska the row starts from the seven."
        ),
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
    game_of(
        "jokerit",
        _("One or two jokers may be added, and a joker can later be swapped for its real card."),
        RISTISEISKA,
        _(
            "Jokers go with asking for cards, so ristikasi, which always plays "
            "with the token, has none."
        ),
        "jokerit-seiska",
    ),
    game_of(
        "kaksinpeli",
        _(
            "With two players the seven of clubs is laid down before the deal, and the other "
            "cards make two hands and a stock."
        ),
        RISTISEISKA,
        _(
            "That is ristiseiska for two; the dealer's opponent starts with the "
            "six of clubs or a seven."
        ),
        "kaksinpeli-seiska",
    ),
)
