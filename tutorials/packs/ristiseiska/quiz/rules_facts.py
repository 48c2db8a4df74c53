"""Questions about the rules of ristiseiska: the right answer first, then the wrong ones."""

from functools import partial

from django.utils.translation import gettext_lazy as _

from tutorials.quiz import model

fact = partial(model.fact, title=_("The rules of ristiseiska"))

QUESTIONS = (
    fact(
        "kuutonen",
        _("The seven of hearts is down. Which heart can go next to it?"),
        _("The six of hearts"),
        (_("The eight of hearts"), _("Any heart"), _("The ace of hearts")),
        _("A six comes first; the eight needs both the seven and the six."),
        "seiskan-rivit",
    ),
    fact(
        "ensimmainen-kierros",
        _("In the first round, what does a player do when no card fits?"),
        _("Passes"),
        (_("Asks the previous player for a card"), _("Takes a card from every player")),
        _("Nobody asks until everyone has had one turn."),
        "kortin-pyytaminen",
    ),
    fact(
        "annettu-kortti",
        _("You were just given a card that fits. When may you play it?"),
        _("On your next turn"),
        (_("At once, in the same turn"), _("Only after the first player is out")),
        _("Asking ends your turn; the card you got waits for your next one."),
        "kortin-pyytaminen",
    ),
    fact(
        "yksi-kortti",
        _("The previous player holds a single card. Whom do you ask?"),
        _("The player before them"),
        (_("Them anyway"), _("Nobody: you pass")),
        _("A player with one card is never asked, so the ask goes on round the table."),
        "kortin-pyytaminen",
    ),
    fact(
        "lisakortti",
        _("What may you do after playing the king that closes a row?"),
        _("Play one more card, if you like"),
        (_("Nothing: the turn is over"), _("Ask for a card"), _("Play every card that fits")),
        _("A closing card gives an extra card, and you may also stop."),
        "assa-ja-kuningas",
    ),
    fact(
        "assa-pisteet",
        _("Counting face values, how many points is an ace left in hand?"),
        _("14"),
        (_("1"), _("11"), _("25")),
        _("The ace is the most costly card: 14 points."),
        "seiskan-pisteet",
    ),
    fact(
        "pihtaus",
        _("In the basic rules, may you keep back a card that fits?"),
        _("No, a card that fits must be played"),
        (_("Yes, always"), _("Yes, but not a seven")),
        _("Holding back is against the basic rules; only a variant allows it for all but sevens."),
        "seiskan-vuoro",
    ),
)
