"""Ristiseiska's readings: where the source is silent, how the engine plays it.

Each text says what the engine does (``games.ristiseiska`` and the rules file
decide it); tests/tutorials/test_ristiseiska_claims.py runs the engine for them.
"""

from django.utils.translation import gettext_lazy as _

from tutorials.readings import Reading

READINGS: tuple[Reading, ...] = (
    Reading(
        "tulkinta-myotapaivaan",
        "seiskan-jako",
        _("the cards are dealt one at a time clockwise, and the turn goes clockwise too."),
    ),
    Reading(
        "tulkinta-rivin-jarjestys",
        "seiskan-rivit",
        _(
            "once the six is down, the row may go on down from it (the five, the four…) "
            "before the eight is down; the row does not wait for the eight."
        ),
    ),
    Reading(
        "tulkinta-pelaajamaara",
        "seiskan-jako",
        _(
            "one deck is for 3 to 8 players; two players play the two-player game, and a "
            "bigger group takes two decks."
        ),
        "decks",
        rule="decks",
    ),
    Reading(
        "tulkinta-ensimmainen-kierros",
        "kortin-pyytaminen",
        _(
            "the first round is the first turn of each player, counted from the seven of clubs. "
            "A player who is out is skipped when asking: the ask goes to the nearest player "
            "before you who is still in and holds two or more cards."
        ),
    ),
    Reading(
        "tulkinta-ensimmainen-passi",
        "kortin-pyytaminen",
        _(
            "in the first round a player with no card that fits always passes: nobody asks "
            "for a card yet."
        ),
        chosen=True,
    ),
    Reading(
        "tulkinta-antaja-valitsee",
        "kortin-pyytaminen",
        _(
            "the player asked chooses which of their cards to give and hands it over face "
            "down; the asker takes whatever comes."
        ),
    ),
    Reading(
        "tulkinta-lisakortti",
        "assa-ja-kuningas",
        _(
            "the extra card after an ace or a king may be any card that fits, not only one of "
            "the same suit."
        ),
    ),
    Reading(
        "tulkinta-tasapisteet",
        "seiskan-pisteet",
        _(
            "the player who went out comes first; the others are ranked by points, fewest "
            "first, and equal points share a place. If several share the most points, they "
            "all lose."
        ),
        "end",
        rule="end",
    ),
    Reading(
        "tulkinta-sarjan-aloitus",
        "pisteet-sarjana",
        _(
            "when several deals are played for points, the loser does not deal: the deal moves "
            "one seat on from deal to deal, and with two players who starts changes every deal."
        ),
        "dealer",
        rule="dealer",
    ),
    Reading(
        "tulkinta-ensimmainen-assa-jokeri",
        "ensimmainen-assa",
        _("a joker standing for an ace counts as the first ace and fixes the end for every ace."),
        "first_ace",
        rule="first_ace",
    ),
    Reading(
        "tulkinta-pantti-ohi",
        "pantti-peli",
        _(
            "in the first round nobody takes the token: a player with no card that fits says "
            "“ohi”, as when asking. The token stays with whoever took it last, and its holder "
            "pays its points even after playing out all their cards."
        ),
        "pantti",
        rule="pantti",
    ),
    Reading(
        "tulkinta-50-pistetta",
        "pantti-peli",
        _(
            "the 50 points are added to the card points of a player who took the token "
            "although a card fitted, when another player notices it before the game ends."
        ),
        "penalty",
        rule="penalty",
    ),
    Reading(
        "tulkinta-kakkonen-sulkee",
        "kasi-ennen-kuutosta",
        _(
            "when the eight comes before the six, the two closes the low end and gives the "
            "extra card as the ace does at the top; the king closes nothing."
        ),
        "eight_before_six",
        rule="eight_before_six",
    ),
    Reading(
        "tulkinta-vain-seiskat",
        "vain-seiskat",
        _(
            "a player who holds back acts as if they had no card that fits: they ask, or take "
            "the token (in the first round they say “ohi”). A joker is not a seven here. In "
            "ristikasi the eights must be played."
        ),
        "holding",
        rule="holding",
    ),
    Reading(
        "tulkinta-ristikasi",
        "ristikasi-peli",
        _(
            "the nine goes above the eight only once the eight and the seven are down, as the "
            "eight needs the seven and the six in ristiseiska; the rows run down to the ace and "
            "up to the king."
        ),
        "ristikasi",
        rule="ristikasi",
    ),
    Reading(
        "tulkinta-kaksi-pakkaa",
        "kaksi-pakkaa-seiska",
        _(
            "if two players hold a seven of clubs, the one seated first (Player 1 before "
            "Player 2) starts. Two decks take 3 to 16 players; two players use one deck."
        ),
        "decks",
        rule="decks",
    ),
    Reading(
        "tulkinta-jokerin-vaihto",
        "jokerit-seiska",
        _(
            "swapping a joker is the turn's play (or the extra card after an ace or a king), "
            "and the swap itself gives no extra card. A joker cannot open the game, and a joker "
            "standing for an ace or a king gives the extra card as the real card would. Once a "
            "card is played on the joker, or its row end is complete, it can no longer be "
            "swapped."
        ),
        "jokers",
        rule="jokers",
    ),
    Reading(
        "tulkinta-kuollut-kortti",
        "jokerit-seiska",
        _(
            "a dead card may be given away when you are asked for a card, so it travels until "
            "it ends in someone's hand. A joker left in hand costs 20 points (one point when "
            "cards are counted)."
        ),
        "jokers",
        rule="jokers",
    ),
    Reading(
        "tulkinta-jumissa",
        "jokerit-seiska",
        _(
            "if nothing can be played or swapped any more (only dead cards and jokers are left "
            "in hands), the game ends at once. When the last player loses, whoever holds the "
            "most cards then loses, and players with equally many all lose; in a game for points "
            "everyone still holding cards is scored."
        ),
        "jokers",
        rule="jokers",
    ),
    Reading(
        "tulkinta-kaksinpeli-tyhja-pakka",
        "kaksinpeli-seiska",
        _(
            "the three packets are equal, 17 cards each. "
            "A player who draws from the stock cannot play the drawn card at once: the turn "
            "passes. Once the stock is empty, a player who cannot play asks the other player for a "
            "card, as in a bigger game; with the token they take the token instead. In the "
            "first round the player draws rather than passing while the stock lasts."
        ),
    ),
)
