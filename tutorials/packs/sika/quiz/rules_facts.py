"""Questions about the rules of sika: the right answer first, then the wrong ones.

Each entry: id, question, right answer, wrong answers, a short explanation and
the rules section (an anchor of tutorials.packs.sika.pages) it links to.
"""

from functools import partial

from django.utils.translation import gettext_lazy as _

from tutorials.quiz import model

fact = partial(model.fact, title=_("The rules of sika"))

QUESTIONS = (
    fact(
        "jako",
        _("How many cards is each player dealt at the start of sika?"),
        _("None: every hand starts empty"),
        (_("Five each"), _("Seven each"), _("The whole deck, shared out evenly between them")),
        _("Nobody is dealt anything. The hands grow from drawn cards that do not match."),
        "rengas",
    ),
    fact(
        "keskikortti",
        _("How does the centre pile begin?"),
        _("One card of the shuffled deck, turned face up"),
        (
            _("The dealer picks any card they like"),
            _("The seven of clubs is put in the middle"),
            _("It starts empty, and the first player puts a card there"),
        ),
        _("The first face-up card starts the pile and names the first suit to look for."),
        "rengas",
    ),
    fact(
        "pelaajat",
        _("How many players can play sika with one deck?"),
        _("From two to eight"),
        (_("Exactly four"), _("From three to six only"), _("At least five")),
        _(
            "One deck is enough for two to eight players; a bigger group shuffles two decks "
            "into one ring."
        ),
        "valineet",
    ),
    fact(
        "aloittaja",
        _("In basic sika, who takes the first turn?"),
        _("The player on the dealer's left, and play goes clockwise"),
        (
            _("The dealer"),
            _("Whoever holds the seven of clubs"),
            _("The player on the dealer's right, and play goes anticlockwise"),
        ),
        _("The one who laid out the ring deals; the player to the left starts."),
        "aloittaja",
    ),
    fact(
        "maa",
        _("In the ring phase, what must a drawn card share with the top card of the pile?"),
        _("The suit"),
        (_("The rank"), _("Nothing: any card will do"), _("It must be one rank higher")),
        _("Only the suit decides in basic sika: spades, hearts, diamonds or clubs."),
        "rengasvaihe",
    ),
    fact(
        "sopimaton",
        _("A card drawn from the ring does not match. Where does it go?"),
        _("Into the player's hand; they draw again"),
        (
            _("Back into the ring, face down, for the others to draw"),
            _("To the next player"),
            _("Under the centre pile"),
        ),
        _("Cards that do not match stay in the hand, which is how the hands grow."),
        "rengasvaihe",
    ),
    fact(
        "vapaan-maa",
        _("In the ring phase, what suit may the free card after the matching card have?"),
        _("Any suit at all"),
        (
            _("The same suit as the matching card"),
            _("Any suit except the one just played"),
            _("It must be a higher card of the same suit"),
        ),
        _("The free card is the player's own choice, and it sets the suit for the next player."),
        "rengasvaihe",
    ),
    fact(
        "tyhja-kasi",
        _("Your hand is empty and your very first draw matches. What happens next?"),
        _("You draw one more card and put it on the pile as it is"),
        (
            _("Your turn just ends"),
            _("You keep drawing until a second card of the same suit comes"),
            _("The next player has to draw twice"),
        ),
        _("With no hand there is no free card to play, so the next ring card takes its place."),
        "tyhja-kasi",
    ),
    fact(
        "lopettaa",
        _("After the matching card and the free card, may you go on playing more cards?"),
        _("No, the turn ends after the free card"),
        (
            _("Yes, as long as they have the same suit"),
            _("Yes, all the cards of one suit at once"),
            _("Only if your hand is still large"),
        ),
        _("A turn is at most two cards: the matching card and one free card."),
        "kahden-kortin-vuoro",
    ),
    fact(
        "nosto-renkaasta",
        _(
            "The ring still has cards, and your hand already holds "
            "the suit that is on top. What do you do?"
        ),
        _("Draw from the ring as usual"),
        (
            _("Play the card from your hand"),
            _("Skip your turn"),
            _("Play your whole hand"),
        ),
        _("While the ring lasts, every turn begins by drawing from it, whatever the hand holds."),
        "nosto-renkaasta",
    ),
    fact(
        "rengasvaiheen-poistuminen",
        _("Your hand becomes empty while the ring still has cards. Are you out of the game?"),
        _("No, nobody leaves before the ring is used up"),
        (
            _("Yes, you have won"),
            _("Yes, but you must come back if you draw again"),
            _("Only if you are the dealer"),
        ),
        _("An empty hand only counts once the ring is gone; until then you keep drawing."),
        "poistuminen",
    ),
    fact(
        "renkaan-loppu",
        _("The last ring card has been drawn. Who leaves the game then?"),
        _("Everyone with an empty hand, together"),
        (
            _("Nobody until someone plays from the hand"),
            _("Only the player who drew the last card"),
            _("The player with the most cards"),
        ),
        _("Everyone whose hand is empty when the ring runs out leaves at that moment."),
        "viimeinen-rengaskortti",
    ),
    fact(
        "kasivaiheen-maa",
        _("Hand phase: you hold two cards of the suit on top. What must you do?"),
        _("Play one of them, whichever you like"),
        (
            _("Play both of them, one after the other"),
            _("Play the higher one"),
            _("Draw from the pile first"),
        ),
        _("Any card of the right suit may go first; the values make no difference."),
        "kasivaihe",
    ),
    fact(
        "kaivaminen",
        _("In basic sika, what does a player with none of the suit do in the hand phase?"),
        _("Digs into the centre pile until the suit turns up"),
        (
            _("Plays any card instead"),
            _("Draws again from the ring, which is laid out once more"),
            _("Takes a card from the next player"),
        ),
        _(
            "This is called digging: the top card stays, and the "
            "cards under it are taken one by one."
        ),
        "kasivaihe",
    ),
    fact(
        "nostopakka",
        _("In the home version, where does a player with none of the suit draw in the hand phase?"),
        _("From a shuffled draw pile of the played cards"),
        (
            _("From the ring, which is laid out again around the pile"),
            _("From the top of the centre pile"),
            _("From the hand of the player on the left"),
        ),
        _("The top card stays visible; everything under it is shuffled into a face-down pile."),
        "nostopakka",
    ),
    fact(
        "loydetty",
        _(
            "By the most common reading, what happens to a card of "
            "the right suit found while digging?"
        ),
        _("It is played on the pile"),
        (
            _("It always stays in the hand"),
            _("It goes to the bottom of the pile"),
            _("The next player gets it"),
        ),
        _("Playing the found card is the usual way. Some tables keep it instead: agree first."),
        "loydetty-kortti",
    ),
    fact(
        "nostoraja",
        _("In basic sika, how many cards may you draw while looking for the suit?"),
        _("As many as it takes"),
        (_("At most three, then the turn ends"), _("Only one"), _("At most five")),
        _(
            "The limit of three draws comes from the two-phase "
            "variant; it is only a house rule in basic sika."
        ),
        "nostoraja",
    ),
    fact(
        "jumitus",
        _(
            "Home version: everyone still in the game has just "
            "had a turn without playing. What now?"
        ),
        _("The next player may lead any one card from the hand"),
        (
            _("The game ends, and whoever holds the most cards is the sika"),
            _("Everyone draws a new hand"),
            _("The pile is turned over and the ring is laid out again"),
        ),
        _(
            "The free lead starts a new suit so the game can go on. Basic sika has no "
            "settled rule for this; ending the game by card count is another choice."
        ),
        "jumitus",
    ),
    fact(
        "sika",
        _("In the home version, who is the sika?"),
        _("The last player left holding cards"),
        (
            _("The first player whose hand is empty"),
            _("Whoever has the most cards when the ring runs out"),
            _("Whoever has the most points"),
        ),
        _(
            "The home version goes on until only one player holds cards, however few. Basic "
            "sika usually stops sooner, when the suit cannot be found, and then whoever holds "
            "the most cards is the sika."
        ),
        "viimeinen-kortti",
    ),
    fact(
        "pisteet",
        _("Does sika keep points or collect letters?"),
        _("Neither: being the sika is the whole penalty"),
        (
            _("Yes, the loser collects the letters S-I-K-A"),
            _("Yes, points for the cards left in the hand"),
            _("Yes, one point for every game won"),
        ),
        _("Letters are borrowed from the English Pig. Sika itself keeps no score at all."),
        "kirjaimet",
    ),
    fact(
        "ilmoitukset",
        _("What are the calls “three left, two left, one left”?"),
        _("A table agreement: calling out the cards you have left"),
        (
            _("A rule in every sika guide: forget one and you draw a card"),
            _("A way of dealing: the dealer counts the cards out loud"),
            _("The name of a variant that leaves out the hand phase entirely"),
        ),
        _(
            "Not every table uses the calls. Agree before the game "
            "whether forgetting one costs anything."
        ),
        "ilmoitukset",
    ),
    fact(
        "vaara-kortti",
        _(
            "A card of the wrong suit is noticed at once. What fix does the home version "
            "suggest agreeing on?"
        ),
        _("The cards go back to the hand and the turn is played again"),
        (
            _("The player becomes the sika"),
            _("The whole game starts again"),
            _("The card stays where it is, and the next player goes on from it"),
        ),
        _("Cards already drawn stay in the hand; only the played cards are taken back."),
        "vaara-kortti",
    ),
    fact(
        "jokerit",
        _("In the two-phase variant, which cards are wild?"),
        _("The eights"),
        (_("The aces"), _("The jokers"), _("The twos")),
        _("An eight may go on any card in the two-phase variant."),
        "kaksivaiheinen",
    ),
    fact(
        "vari",
        _("In the colour variant, what may go on a red card?"),
        _("Any red card"),
        (_("Only a card of the same suit"), _("Any black card"), _("Any card at all")),
        _("Hearts and diamonds are red, spades and clubs black: colour replaces the suit."),
        "vari",
    ),
    fact(
        "iso-porukka",
        _("Some guides suggest something for a really big group. What?"),
        _("Mixing two decks into the same ring"),
        (
            _("Playing two separate games side by side"),
            _("Dealing each player five cards"),
            _("Taking out all the face cards"),
        ),
        _("With two decks every card is there twice, and there is enough to draw for everyone."),
        "kaksi-pakkaa",
    ),
)
