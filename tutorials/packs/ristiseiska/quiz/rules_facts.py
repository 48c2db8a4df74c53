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
        _("In the first round no card fits. How do we play it here: what does the player do?"),
        _("Passes"),
        (_("Takes a card from every player"), _("Plays any card of a suit already down")),
        _(
            "Nobody has to ask until everyone has had one turn; in our games the player "
            "always passes then."
        ),
        "kortin-pyytaminen",
        reading="tulkinta-ensimmainen-kierros",
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
        (_("Them anyway"), _("Nobody: you pass this time")),
        _("A player with one card is never asked, so the ask goes on round the table."),
        "kortin-pyytaminen",
    ),
    fact(
        "lisakortti",
        _("What may you do after playing the king that closes a row?"),
        _("Play one more card, if you like"),
        (
            _("Nothing: the turn is over"),
            _("Ask for a card"),
            _("Play every card that fits, one after another"),
        ),
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
        (_("Yes, always: holding back is allowed"), _("Yes, but not a seven")),
        _("Holding back is against the basic rules; only a variant allows it for all but sevens."),
        "seiskan-vuoro",
    ),
    fact(
        "viisi-tai-kasi",
        _("The seven and the six of spades are down. Which spades may go down now?"),
        _("The five or the eight of spades"),
        (
            _("Only the eight of spades, next to the seven"),
            _("Only the five of spades"),
            _("Any spade"),
        ),
        _("The six opens both ways: the five below it, and the eight above the seven."),
        "seiskan-rivit",
    ),
    fact(
        "kaikilla-yksi",
        _("Nothing of yours fits, and every other player holds one card. What happens?"),
        _("Nothing is taken, and the turn passes"),
        (_("The previous player gives you their last card"), _("You take the token")),
        _("Nobody is asked for their last card; when everyone else has one, the ask is dropped."),
        "kortin-pyytaminen",
    ),
    fact(
        "pantti-kierros",
        _(
            "Playing with the token, nothing fits in the first round. How do we play it here: "
            "what does the player do?"
        ),
        _("Says “ohi”"),
        (_("Takes the token"), _("Asks the previous player for a card")),
        _("The first round passes under the token too, as it does with asking."),
        "pantti-peli",
        reading="tulkinta-pantti-ohi",
    ),
    fact(
        "pantti-loppu",
        _("Playing with the token, when does the game end?"),
        _("As soon as one player is out of cards"),
        (_("When one player is left holding cards"), _("When the token has gone round the table")),
        _("The token game stops at the first player out, and the others count their cards."),
        "pantti-peli",
    ),
    fact(
        "kasi-ensin-assa",
        _("Playing the eight before the six, which card closes the high end of a row?"),
        _("The ace"),
        (_("The king"), _("The two"), _("The queen")),
        _(
            "With the eight first, the rows run up through the king to the ace, "
            "and down to the two."
        ),
        "kasi-ennen-kuutosta",
    ),
    fact(
        "ensimmainen-assa-kuningas",
        _("Where the first ace decides, and no ace is down yet: does a king give an extra card?"),
        _("No: only an ace gives one"),
        (_("Yes, as in the basic game"), _("Yes, if it fills its row")),
        _("Before the first ace nothing is closed: a king or a two is an ordinary card."),
        "ensimmainen-assa",
    ),
    fact(
        "jokerin-vaihto",
        _(
            "A joker on the table stands for a card you hold, and you swap them. How do we play "
            "it here: what then?"
        ),
        _("Your turn is over: the swap was your play"),
        (_("You play another card"), _("You give the joker to the previous player")),
        _("A swap is the turn’s play, and it gives no extra card by itself."),
        "jokerit-seiska",
        reading="tulkinta-jokerin-vaihto",
    ),
    fact(
        "kuollut-kortti",
        _(
            "A card is dead: a joker stands in its place, and it can no longer be swapped "
            "back. How do we play it here: what can its holder do with it?"
        ),
        _("Give it away when asked for a card"),
        (_("Play it on top of the joker later on"), _("Swap it for the joker on the next turn")),
        _("A dead card never goes down, but it may be given when someone asks for a card."),
        "jokerit-seiska",
        reading="tulkinta-kuollut-kortti",
    ),
    fact(
        "jokeri-pisteet",
        _("Counting face values, how many points is a joker left in hand, as we play it here?"),
        _("20"),
        (_("14"), _("25"), _("0")),
        _("A joker costs 20 points, more than any card."),
        "jokerit-seiska",
        reading="tulkinta-kuollut-kortti",
    ),
    fact(
        "kaksinpeli-nosto",
        _(
            "Two players: nothing fits and the stock still has cards. What does the player do, "
            "as we play it here?"
        ),
        _("Draws a card from the stock, and the turn passes"),
        (
            _("Asks the other player for a card, as in a bigger game"),
            _("Plays the drawn card at once"),
        ),
        _("While the stock lasts, a player who cannot play draws one card and waits."),
        "kaksinpeli-seiska",
        reading="tulkinta-kaksinpeli-tyhja-pakka",
    ),
    fact(
        "kaksi-pakkaa-rivit",
        _("Two decks: may the second deck's eight of hearts go next to the first deck's sevens?"),
        _("No: each deck's suits build rows of their own"),
        (_("Yes: a heart is a heart"), _("Only once both sevens of hearts are down")),
        _("Two decks make eight rows, and the decks' cards never mix in a row."),
        "kaksi-pakkaa-seiska",
    ),
)
