"""What ristiseiska's pages must say (``tests.contract.expected``)."""

from tests.contract.expected import Expected, Refusal, TryCase

ONE_DECK = "We play with one deck of 52 cards."
DEALT = (
    "The dealer deals out all the cards one at a time clockwise, so some hands may have one "
    "card more."
)
SEVEN_ROWS = (
    "Each suit builds its own row from its seven: any seven once the seven of clubs is down, "
    "then the six below its seven, the eight only after the six, and on outwards one card at "
    "a time, down to the ace and up to the king."
)
EIGHT_ROWS = (
    "Each suit builds its own row from its eight: any eight once the eight of clubs is down, "
    "then the seven below its eight, the nine only after the seven, and on outwards one card "
    "at a time, down to the ace and up to the king."
)
KING_ACE = "An ace or a king that closes a row end gives an extra card."
MUST_PLAY = "A card that fits must be played."
FIRST_ROUND = (
    "In the first round, until everyone has had a turn, a player who cannot play just passes."
)
GIVEN = (
    "The player asked chooses the card and gives it face down; it cannot be played on the "
    "same turn."
)
OUT = "A player whose hand is empty is out."
FACE = (
    "The game ends when the first player is out; the others score the cards left in their "
    "hand at face value (jack 11, queen 12, king 13, ace 14, the others their number), and "
    "whoever has the most points loses."
)
RISTISEISKA_FOUR = [
    ("The deal", [ONE_DECK, DEALT, "Whoever holds the seven of clubs starts by playing it."]),
    (
        "A turn",
        [
            SEVEN_ROWS,
            "Play one card a turn.",
            KING_ACE,
            MUST_PLAY,
            "A player who cannot play asks the previous player for a card.",
            FIRST_ROUND,
            GIVEN,
            "A player holding only one card is not asked: the one before them is. If everyone else "
            "holds only one card, nothing is taken.",
        ],
    ),
    ("The end", [OUT, "Play goes on until one player has cards left; that player loses."]),
]
# Two players: the seven of clubs on the table before the deal, a stock to draw from.
RISTISEISKA_TWO = [
    (
        "The deal",
        [
            ONE_DECK,
            "With two players the seven of clubs is laid on the table before the deal; the "
            "other cards are dealt into two hands and a face-down stock, and the player who "
            "did not deal starts.",
        ],
    ),
    (
        "A turn",
        [
            SEVEN_ROWS,
            "The first card played may be the six of clubs or any seven.",
            "Play one card a turn.",
            KING_ACE,
            MUST_PLAY,
            "A player who cannot play draws a card from the stock and the turn passes; once the "
            "stock is empty, they ask the other player for a card.",
            GIVEN,
        ],
    ),
    ("The end", [OUT, "Play goes on until one player has cards left; that player loses."]),
]
RISTIKASI_TWO = [
    (
        "The deal",
        [
            ONE_DECK,
            "With two players the eight of clubs is laid on the table before the deal; the "
            "other cards are dealt into two hands and a face-down stock, and the player who "
            "did not deal starts.",
        ],
    ),
    (
        "A turn",
        [
            EIGHT_ROWS,
            "The first card played may be the seven of clubs or any eight.",
            "Play one card a turn.",
            KING_ACE,
            MUST_PLAY,
            "A player who cannot play draws a card from the stock; once the stock is empty, "
            "they take the token, worth 20 points.",
        ],
    ),
    (
        "The end",
        [
            OUT,
            FACE,
            "Whoever holds the token at the end adds its 20 points, even one who went out.",
        ],
    ),
]
PANTTI_FOUR = [
    ("The deal", [ONE_DECK, DEALT, "Whoever holds the seven of clubs starts by playing it."]),
    (
        "A turn",
        [
            SEVEN_ROWS,
            "Play one card a turn.",
            KING_ACE,
            MUST_PLAY,
            "Nobody asks: a player who cannot play takes the token, worth 25 points.",
            FIRST_ROUND,
        ],
    ),
    (
        "The end",
        [
            OUT,
            FACE,
            "Whoever holds the token at the end adds its 25 points, even one who went out.",
        ],
    ),
]
JOKERS_SERIES = [
    (
        "The deal",
        [
            "We shuffle two decks together: eight rows.",
            "Jokers in the deck: 2.",
            DEALT,
            "The first player from the dealer's left who holds a seven of clubs starts by "
            "playing it; the other seven of clubs is an ordinary seven.",
        ],
    ),
    (
        "A turn",
        [
            SEVEN_ROWS,
            "Play one card a turn.",
            "Until the first ace, an ace may go on its row's two or its king; the first ace "
            "fixes that end for every ace. Only an ace gives an extra card.",
            "A card may be held back, except a seven that fits.",
            "A player who cannot play asks the previous player for a card.",
            FIRST_ROUND,
            GIVEN,
            "A player holding only one card is not asked: the one before them is. If everyone else "
            "holds only one card, nothing is taken.",
            "A joker may be played as any card that fits except the seven of clubs. Whoever "
            "holds the real card may, as the play of their turn, swap it for the joker while "
            "the joker is still the outermost card of its row.",
            "Once a joker can no longer be swapped, its real card is dead: it can never be "
            "played, but it may be given away when asked.",
        ],
    ),
    (
        "The end",
        [
            OUT,
            FACE,
            "If nothing can be played or swapped any more, the game ends at once and everyone "
            "still holding cards scores them.",
            "A joker left in the hand scores 20 points.",
            "We play deals until someone has 250 points; the fewest points wins.",
        ],
    ),
]


EXPECTED = Expected(
    checklist_answers={
        ("end", "last"): ("Kun kortteja on enää yhdellä: hän häviää", {}),
        ("end", "first_out"): (
            "Kun ensimmäinen pääsee pois: lasketaan pisteet",
            {"end": "first_out"},
        ),
        ("scoring", "face"): ("Silmäluvut (jätkä 11, rouva 12, kuningas 13, ässä 14)", {}),
        ("scoring", "count"): ("Yksi piste kortilta", {"scoring": "count"}),
        ("eight_before_six", "false"): ("Ei, kuutonen tulee ensin", {}),
        ("eight_before_six", "true"): ("Kyllä, kasi ennen kuutosta", {"eight_before_six": True}),
        ("first_ace", "false"): ("Ei", {}),
        ("first_ace", "true"): ("Kyllä", {"first_ace": True}),
        ("pantti", "false"): ("Ei, pyydämme kortteja", {}),
        ("pantti", "true"): ("Kyllä, pantti", None),  # the token needs points: end first out
        ("holding", "none"): ("Ei koskaan: sopiva kortti on pelattava", {}),
        ("holding", "sevens_only"): ("Kyllä, paitsi seiskan", {"holding": "sevens_only"}),
        ("ristikasi", "false"): ("Ei", {}),
        ("ristikasi", "true"): ("Kyllä, ristikasi", None),  # the same
        ("decks", "1"): ("Yksi pakka (3–8 pelaajaa tai kaksinpeli)", {}),
        ("decks", "2"): ("Kaksi pakkaa (3–16 pelaajaa)", {"decks": 2}),
        ("jokers", "0"): ("Ei yhtään", {}),
        ("jokers", "1"): ("Yksi", {"jokers": 1}),
        ("jokers", "2"): ("Kaksi", {"jokers": 2}),
        ("target", "none"): ("Ei, peli kerrallaan", {}),
        ("target", "100"): ("100", None),  # a target needs points: end first out
        ("target", "250"): ("250", None),
        ("target", "500"): ("500", None),
        ("penalty", "cards"): ("Hän ottaa yhden kortin jokaiselta muulta", {}),
        ("penalty", "points"): ("Hän saa 50 miinuspistettä", {}),
        ("penalty", "nothing"): ("Ei mitään", {}),
        ("dealer", "loser"): ("Edellisen pelin häviäjä", {}),
        ("dealer", "next"): ("Seuraava pelaaja myötäpäivään", {}),
        ("turn_down", "true"): ("Kyllä", {}),
        ("turn_down", "false"): ("Ei", {}),
    },
    same_summary=[[2], [3, 4, 5, 6, 7, 8]],
    skill=[
        "With these rules skill counts: against players who pick any allowed move at "
        "random, the computer’s players lose clearly less often. Between good players "
        "skill still shows: at a table of Skilled players the Master player loses clearly "
        "less often.",
        "The computer’s Skilled player loses 10.0% of games; a player who picks any allowed "
        "move at random loses 30.0%, 3.0 times as often.",
        "The computer’s Master player loses 4.0% of games; a player who picks any allowed "
        "move at random loses 32.0%, 8.0 times as often.",
        "At a table of Skilled players, the computer’s Master player loses 18.0% of games "
        "and each of the others 27.3%.",
    ],
    skill_numbers_fi=["3,0", "10,0 %", "8,0", "32,0 %"],
    # A short game both against Taitava and Mestari (in deal 0 the people, always taking
    # their last move offered, played 971 moves against Taitava: over three minutes).
    people_deal=4,
    mixed={
        "lowest": {"games": 12, "wins": 3, "losses": 4, "mean_place": 2.0833},
        "random": {"games": 24, "wins": 9, "losses": 8, "mean_place": 1.9583},
    },
    hint=(
        "6C",
        "Hint: Six of clubs. With this you lose 1 time in 10. Another choice did about as well "
        "here: the difference may be just luck. It opens the least for the others, or leads to "
        "cards you hold.",
        "/en/ristiseiska/#seiskan-vuoro",
    ),
    costly=(
        4,
        101,
        "You chose: jack of hearts. With this you lost all 40 games played out. The strongest "
        "computer player would have chosen: queen of spades. With this you lost none of the 44 "
        "games played out.",
    ),
    costly_person=(
        "Liisa chose: four of clubs. With this you lose 3 times in 10.",
        "Liisa valitsi: ristinelonen. Tällä häviät 3 kertaa 10:stä.",
    ),
    costly_table=(
        1,
        2,
        "ace of diamonds",
        ["ace of diamonds"],
        [
            "king of spades",
            "ace of hearts",
            "three of hearts",
            "five of hearts",
            "king of hearts",
            "ace of diamonds",
        ],
    ),
    first_hand=(
        False,
        ["AS", "4S", "8S", "9S", "10S", "KS", "AH", "3H", "6H", "10D", "3C", "KC"],
        [],
        [],
    ),
    refusal=Refusal(
        {},
        0,
        (0,),
        "4S",
        "The four of spades does not fit yet: its row needs the six of spades first.",
    ),
    try_case=TryCase(
        "avaus",
        7,
        3,
        ["8S", "2H", "4H", "QH", "3D", "4D", "6D", "7D", "9D", "KD", "AC", "6C", "8C"],
        "7D",
        "Seven of diamonds",
        "8S",
        "Step 4 / 13",
        "Your game: step 1 / 121",
        ("avaus", 7, "2H"),
        "The two of hearts does not fit yet: its row has no cards down, so the seven of hearts "
        "must come first.",
        "What would fit here: Eight of spades Seven of diamonds Six of clubs",
        "7D",
        "/en/ristiseiska/#seiskan-vuoro",
        "Same as in the example. You chose: seven of diamonds. Which card opens the least for "
        "the others? The strongest computer player would choose: seven of diamonds. With this "
        "you lose 4 times in 10. Another choice did about as well here: the difference may be "
        "just luck.",
        "Not the example's choice. You chose: eight of spades. With this you lose 4 times in 10. "
        "In the example: seven of diamonds. With this you lose 4 times in 10. On average you "
        "finish about as well with either choice. The strongest computer player played the game "
        "out from here many times with each choice, without seeing the others' cards. Which card "
        "opens the least for the others? The strongest computer player would choose: seven of "
        "diamonds. With this you lose 4 times in 10. Another choice did about as well here: the "
        "difference may be just luck.",
    ),
    try_fit=["8S", "7D", "6C"],
    try_together=None,
    agreements={"penalty": "cards", "dealer": "loser", "turn_down": "true"},
    play_preset="ristiseiska",
    play_rules_link="/en/ristiseiska/#seiskan-idea",
    other_rules=("jokerit", "Two jokers", "/en/ristiseiska/muunnelmat/#jokerit-seiska"),
    start_path=[
        "/ristiseiska/pikaohje/",
        "/ristiseiska/esimerkit/avaus/",
        "/ristiseiska/pelaa/",
    ],
    sheets=[
        ("ristiseiska", {}, "4", RISTISEISKA_FOUR),
        ("ristiseiska", {}, "2", RISTISEISKA_TWO),
        ("ristikasi", {}, "2", RISTIKASI_TWO),
        ("pantti", {}, "4", PANTTI_FOUR),
        (
            "jokerit",
            {
                "decks": "2",
                "end": "first_out",
                "first_ace": "true",
                "holding": "sevens_only",
                "target": "250",
            },
            "6",
            JOKERS_SERIES,
        ),
    ],
    options_offered=23,
    offline_pages=2 + 1 + 1 + 1 + 11 + 2,
    lessons=12,
    cut_examples=[],
    window_leads={},
    folded=[
        ("kaksi_pakkaa", 6, "heuristic", 9, 0, 84, False),
        ("kaksi_pakkaa", 7, "heuristic", 4, 12, 57, True),
    ],
    places_early=True,
    figure_sets=49,
    not_moves=frozenset({"Left", "CardsDead", "DealScored", "NewDeal", "GameOver"}),
    rules_pages=["/ristiseiska/", "/ristiseiska/muunnelmat/"],
    # Section 2 of ristiseiska.md: the ace goes on the two, not on the king.
    referee_dispute=(
        "sopiiko-riviin",
        {"low-c": "7C", "low-s": "6S", "high-s": "KS", "card": "AS"},
        "No, it may not be played.",
    ),
)
