"""Questions of the group "Sika vai aasi?": which game does this rule belong to?

Each entry: id, the rule or description shown, the game it belongs to, a short
explanation, and the rules section (an anchor of tutorials.packs.sika.pages) it links to.
"""

from functools import partial

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from tutorials.quiz import model
from tutorials.words import Text

# The games a "Sika or aasi?" question can point to, in the order they are offered.
SIKA = "sika"
AASI = "aasi"
LETTERS = "kirjaimet"
HEITA = "heita-sikaa"
NONE = "ei-mikaan"

GAMES: tuple[tuple[str, Text], ...] = (
    (SIKA, pgettext_lazy("game name", "Sika")),
    # Translators: aasi (donkey) is the game called Pig in English.
    (AASI, _("Aasi")),
    (LETTERS, _("A borrowing from Pig")),
    # Translators: the name of the dice game stays in Finnish in both languages.
    (HEITA, _("“Heitä sikaa”")),
    (NONE, _("None of these")),
)

game_of = partial(model.game_of, games=GAMES, title=_("Sika or aasi?"))

QUESTIONS = (
    game_of(
        "rengas",
        _("The deck is spread face down in a ring around one card that lies face up."),
        SIKA,
        _("The ring is what makes sika sika: every card waits face down around the centre."),
        "rengas",
    ),
    game_of(
        "tyhjat-kadet",
        _("Nobody gets any cards at the start: every player begins with an empty hand."),
        SIKA,
        _("In sika the hands fill up during the game from cards that did not match."),
        "rengas",
    ),
    game_of(
        "nosta-maata",
        _("On your turn you draw cards until one has the suit of the top card in the middle."),
        SIKA,
        _("Drawing until the suit turns up is the basic turn of sika's ring phase."),
        "rengasvaihe",
    ),
    game_of(
        "vapaa-kortti",
        _("After the matching card, you add one more card of your own choice from your hand."),
        SIKA,
        _(
            "That second card is sika's free card, and it tells the "
            "next player which suit to look for."
        ),
        "rengasvaihe",
    ),
    game_of(
        "kasivaihe",
        _("When the face-down cards run out, play goes on with the cards in the hands."),
        SIKA,
        _("This is sika's hand phase, which starts when the ring is empty."),
        "kasivaihe",
    ),
    game_of(
        "arvot",
        _("A king is worth no more than a two: only the suit of a card matters."),
        SIKA,
        _("In basic sika only suits count; the ranks never decide anything."),
        "rengasvaihe",
    ),
    game_of(
        "viimeinen",
        _("Players leave as their hands run empty, and the last one left holding cards loses."),
        SIKA,
        _("The sika is the last player left with cards. No points and no letters are kept."),
        "pelin-loppu",
    ),
    game_of(
        "kasit",
        _("Eights are wild, and several cards of the same rank may be played at once."),
        SIKA,
        _("This is sika too: the two-phase variant, with wild eights, sets and runs."),
        "kaksivaiheinen",
    ),
    game_of(
        "vari",
        _("Any red card may go on a red card, and any black card on a black one."),
        SIKA,
        _("Some families play sika by colour instead of suit, which makes the searches shorter."),
        "vari",
    ),
    game_of(
        "nelja-samaa",
        _("Everyone is dealt a hand and tries to collect four cards of the same rank."),
        AASI,
        _("Dealt hands and four of a kind mean aasi. Sika always starts from a ring."),
        "aasi",
    ),
    game_of(
        "vasemmalle",
        _("All players pass one card to the neighbour on their left at the same moment."),
        AASI,
        _("Passing cards to the left together is how aasi is played; sika has no passing."),
        "aasi",
    ),
    game_of(
        "peukalo",
        _("A player with four of a kind quietly raises a thumb, and the slowest to notice loses."),
        AASI,
        _("The thumb belongs to aasi, which is why it is also called peukkuaasi."),
        "aasi",
    ),
    game_of(
        "pig",
        _("In English this game is called Pig, so some translations call it “sika”."),
        AASI,
        _("The English Pig is the Finnish aasi, a different game from the ring game sika."),
        "aasi",
    ),
    game_of(
        "kirjain",
        _("The loser of each game gets a letter: first S, then I, then K and A."),
        LETTERS,
        _("The letters come from the English Pig, where the loser collects P-I-G. Sika has none."),
        "kirjaimet",
    ),
    game_of(
        "koko-sana",
        _("A score sheet is kept, and whoever spells out the whole word first has lost."),
        LETTERS,
        _(
            "Collecting the letters of a word is borrowed from "
            "the English Pig; sika keeps no score."
        ),
        "kirjaimet",
    ),
    game_of(
        "possut",
        _("Small plastic pigs are rolled like dice, and the way they land gives points."),
        HEITA,
        _("That is the dice game “Heitä sikaa”. It has a pig in its name but no playing cards."),
        "heita-sikaa",
    ),
    game_of(
        "ei-kortteja",
        _("No playing cards are needed at all, only the pigs and a way to keep score."),
        HEITA,
        _("“Heitä sikaa” is played with little pigs, not with a deck of cards."),
        "heita-sikaa",
    ),
    game_of(
        "risti-kolmonen",
        _("The player holding the three of clubs starts, and every play must beat the one before."),
        NONE,
        _("This is siantappo, a climbing game. It has a pig in its name but is not sika."),
        "ei-sikaa",
    ),
    game_of(
        "kolme-paria",
        _("Three consecutive pairs can beat a single two."),
        NONE,
        _("Beating a two with three consecutive pairs is a siantappo rule, not part of sika."),
        "ei-sikaa",
    ),
    game_of(
        "risti-seiska",
        _("The seven of clubs goes down first, and each suit is built up and down from its seven."),
        NONE,
        _("That is ristiseiska, a sevens game where the whole deck is dealt."),
        "ei-sikaa",
    ),
    game_of(
        "pyyda-korttia",
        _("A player who cannot play asks the previous player for a card."),
        NONE,
        _("Asking for a card is a ristiseiska rule. In sika you draw from the ring or the pile."),
        "ei-sikaa",
    ),
)
