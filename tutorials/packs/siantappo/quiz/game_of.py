"""Questions of the group "Which game is this?": siantappo, or a game it is mixed up with?

Each entry: id, the rule shown, the game it belongs to, a short explanation,
and the siantappo rules section (an anchor of tutorials.packs.siantappo.pages).
"""

from functools import partial

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from tutorials.quiz import model
from tutorials.words import Text

SIANTAPPO = "siantappo"
SIKA = "sika"
RISTISEISKA = "ristiseiska"
NONE = "ei-mikaan"

GAMES: tuple[tuple[str, Text], ...] = (
    (SIANTAPPO, pgettext_lazy("game name", "Siantappo")),
    (SIKA, pgettext_lazy("game name", "Sika")),
    (RISTISEISKA, pgettext_lazy("game name", "Ristiseiska")),
    (NONE, _("None of these")),
)

game_of = partial(model.game_of, games=GAMES, title=_("Which game is this?"))

QUESTIONS = (
    game_of(
        "kolme-paria",
        _("Three consecutive pairs beat a single two."),
        SIANTAPPO,
        _("That is the siantappo itself, the bomb against a single two."),
        "siantappo",
    ),
    game_of(
        "nelja-samaa",
        _("Four of a kind beats a pair of twos."),
        SIANTAPPO,
        _("Against a pair of twos the siantappo is four of a kind."),
        "siantappo",
    ),
    game_of(
        "risti-kolmonen",
        _("The opening play of a series’ first game must contain the three of clubs."),
        SIANTAPPO,
        _("In siantappo the holder of the three of clubs opens the first game with it."),
        "aloitus",
    ),
    game_of(
        "vaihto",
        _("Before a new game the winner hands the loser their two weakest cards."),
        SIANTAPPO,
        _("This is siantappo's card exchange; President has one like it, Big Two none."),
        "korttienvaihto",
    ),
    game_of(
        "hertta-assa",
        _("A straight that ends in the ace of hearts can never be beaten."),
        SIANTAPPO,
        _("In siantappo that straight wins the trick at once."),
        "paalle-lyominen",
    ),
    game_of(
        "rengas",
        _("The deck is spread face down in a ring, and nobody is dealt a single card."),
        SIKA,
        _("That is sika, the children's ring game: in siantappo the whole deck is dealt."),
        "sukulaiset",
    ),
    game_of(
        "seiska",
        _("The seven of clubs goes down first, and the suits are built up and down from it."),
        RISTISEISKA,
        _("That is ristiseiska. Siantappo starts from the three of clubs instead."),
        "sukulaiset",
    ),
    game_of(
        "valtti",
        _("One suit is trumps, and the highest trump takes the trick."),
        NONE,
        _("None of these games has trumps: in siantappo a suit only breaks ties of rank."),
        "korttien-arvot",
    ),
)
