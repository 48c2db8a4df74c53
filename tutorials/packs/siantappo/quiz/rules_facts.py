"""Questions of the group "The rules of siantappo": one right answer and a few wrong ones."""

from functools import partial

from django.utils.translation import gettext_lazy as _

from tutorials.quiz import model

fact = partial(model.fact, title=_("The rules of siantappo"))

QUESTIONS = (
    fact(
        "vahvin-kortti",
        _("Which card is the strongest in siantappo?"),
        _("The two of hearts"),
        (_("The ace of hearts"), _("The ace of spades"), _("The two of spades")),
        _("Twos are the top rank, and hearts the top suit."),
        "korttien-arvot",
    ),
    fact(
        "maat",
        _("What is the order of the suits, weakest first?"),
        _("Spades, clubs, diamonds, hearts"),
        (_("Hearts, diamonds, clubs, spades"), _("Clubs, diamonds, hearts, spades")),
        _("Spades are the weakest suit and hearts the strongest."),
        "korttien-arvot",
    ),
    fact(
        "suora",
        _("A straight of five cards is on the table. What can beat it?"),
        _("A higher straight of exactly five cards"),
        (
            _("Any longer straight, whatever its top card"),
            _("Four of a kind, as it beats any single card"),
            _("A pair of twos"),
        ),
        _("A play must be of the same kind and size as the one on the table, and higher."),
        "paalle-lyominen",
    ),
    fact(
        "kakkonen",
        _("A single two is on the table. What can beat it?"),
        _("A higher two, or three consecutive pairs"),
        (
            _("Any ace, or four of a kind"),
            _("Four of a kind, or a pair of threes"),
            _("Nothing: a two always wins the trick"),
        ),
        _("Only a higher two or the siantappo of three pairs goes on a single two."),
        "kakkoset",
    ),
    fact(
        "kakkospari",
        _("A pair of twos is on the table. What can beat it?"),
        _("A higher pair of twos, or four of a kind"),
        (
            _("Three consecutive pairs, as against a single two"),
            _("A pair of aces"),
            _("Nothing at all"),
        ),
        _("Against a pair of twos the siantappo is four of a kind."),
        "siantappo",
    ),
    fact(
        "ohi",
        _("You passed earlier in this trick. May you play now?"),
        _("No, not until the trick is won"),
        (_("Yes, when your turn comes round again"), _("Only a siantappo")),
        _("A player who has passed waits for the next trick."),
        "ohi",
    ),
    fact(
        "kaatuu",
        _("When is a trick won?"),
        _("When everyone else has passed"),
        (_("As soon as anyone plays a two"), _("After one full round of turns")),
        _(
            "Then whoever made the last play opens a new trick with anything; if they are out "
            "of cards, the next player still in does."
        ),
        "ohi",
    ),
    fact(
        "viimeinen-kortti",
        _("Eero plays his last card and nobody beats it. Who leads the next trick?"),
        _("The next player still in the game"),
        (_("Eero, whose play it was"), _("Whoever passed first in the trick")),
        _("A player who is out cannot lead, so the lead passes on to the next one still in."),
        "korteista-eroon",
    ),
    fact(
        "pas",
        _("A player says “pas”. What does that mean?"),
        _("They pass, as with “ohi”"),
        (_("They win the trick at once"), _("They play a siantappo on a two")),
        _("“Pas” and “ohi” both mean passing; the Finnish verb for it is “passata”."),
        "ohi",
    ),
    fact(
        "aloittaja",
        _("Who opens a later game of a series?"),
        _("The loser of the game before"),
        (_("The holder of the three of clubs"), _("The winner of the game before")),
        _("After the card exchange the loser opens with any play."),
        "sarja",
    ),
    fact(
        "pelaajat",
        _("How many players does siantappo take?"),
        _("Three to six"),
        (_("Two to eight"), _("Exactly four")),
        _("The whole deck is dealt among three to six players."),
        "pelin-tavoite",
    ),
)
