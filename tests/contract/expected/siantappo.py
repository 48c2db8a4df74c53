"""What siantappo's pages must say (``tests.contract.expected``)."""

from tests.contract.expected import Expected, Refusal, TryCase

SIANTAPPO_TURN = [
    "Turns go clockwise. A trick is led with a single card, a pair, three or four of a kind, "
    "or a straight of 3 to 12 ranks in a row from three to ace in any suits (a two never goes "
    "in a straight).",
    "A play can only be beaten by a higher play of the same kind and size: a pair and a "
    "straight count by their highest card, three or four of a kind by their rank.",
    "A single two is beaten only by a higher two or by a siantappo of three consecutive pairs "
    "(such as 4 4 5 5 6 6); a pair of twos only by a higher pair of twos or by four of a kind. "
    "A siantappo is beaten only by a higher one of the same form.",
    "Whoever leads a trick must play. After that, instead of beating the play on the table you "
    "may always pass, even when you could beat it; once you have passed you play no more in "
    "this trick.",
    "When all the other players still in the game have passed in this trick, the trick is "
    "over, and whoever played last leads the next one with any play. Nothing beats a straight "
    "that ends in the ace of hearts: that trick is over at once.",
]
SIANTAPPO_END = [
    "When you play your last card you are out and take the next place; your last play stays "
    "on the table and may be beaten as usual. If nobody beats it, the next player still in the "
    "game leads the next trick.",
    "The game ends when only one player holds cards: that player loses. There are no points: "
    "the first player out wins.",
]
SIANTAPPO_DECK = [
    "We play with one deck of 52 cards, without jokers. The dealer deals out the whole deck "
    "one card at a time clockwise, so some hands may have one card more.",
    "The cards rank from low to high 3, 4, 5, 6, 7, 8, 9, 10, J, Q, K, A, 2; between equal "
    "ranks spades are lowest, then clubs, diamonds and hearts.",
]
SIANTAPPO_SERIES = [
    (
        "The deal",
        [
            *SIANTAPPO_DECK,
            "The holder of the three of clubs opens the first game, with a play that contains it.",
            "We play a series: the loser deals the next game and opens it.",
            "Before each later game the winner gives the loser their two weakest cards and gets "
            "the loser’s two strongest.",
            "Second place and second-to-last swap one card the same way: the weakest for the "
            "strongest.",
        ],
    ),
    ("A turn", SIANTAPPO_TURN),
    ("The end", SIANTAPPO_END),
]
SIANTAPPO_SINGLE = [
    (
        "The deal",
        [
            *SIANTAPPO_DECK,
            "The holder of the three of clubs opens the first game, with any play.",
            "Every game is a first game: nobody exchanges cards.",
        ],
    ),
    ("A turn", SIANTAPPO_TURN),
    ("The end", SIANTAPPO_END),
]

SINGLE = {"series": "false", "first_lead": "holder"}


EXPECTED = Expected(
    checklist_answers={
        ("exchange", "true"): ("Kyllä", {}),
        ("exchange", "false"): ("Ei", {"exchange": False}),
        ("first_lead", "with_3c"): ("Avauksessa on ristikolmonen", {}),
        ("first_lead", "holder"): (
            "Ristikolmosen haltija avaa millä tahansa",
            {"first_lead": "holder"},
        ),
        ("series", "true"): ("Sarjaa", {}),
        ("series", "false"): ("Yksittäisiä pelejä", {"series": False}),
        ("first_dealer", "lot"): ("Arvotaan", {}),
        ("first_dealer", "youngest"): ("Nuorin pelaaja", {}),
        ("first_dealer", "host"): ("Pakan omistaja", {}),
        ("new_player", "as_loser"): ("Hän on edellisen pelin häviäjä", {}),
        ("new_player", "new_series"): ("Aloitamme uuden sarjan", {}),
    },
    same_summary=[[3], [4, 5, 6]],  # second place and second-to-last swap from four players
    skill=[
        "With these rules skill counts: against players who pick any allowed move at "
        "random, the computer’s players lose clearly less often. Between good players "
        "skill still shows: at a table of Skilled players the Master player loses clearly "
        "less often.",
        "The computer’s Skilled player loses 5.0% of games; a player who picks any allowed "
        "move at random loses 31.7%, 6.3 times as often.",
        "The computer’s Master player lost none of its 1,000 games against players who "
        "pick any allowed move at random; they lost 33.3% of theirs.",
        "At a table of Skilled players, the computer’s Master player loses 15.0% of games "
        "and each of the others 28.3%.",
    ],
    skill_numbers_fi=["6,3", "5,0 %", "1 000", "33,3 %"],
    people_deal=2,
    mixed={
        "lowest": {"games": 12, "wins": 6, "losses": 1, "mean_place": 1.5833},
        "random": {"games": 24, "wins": 6, "losses": 11, "mean_place": 2.2083},
    },
    # Mestari and Taitava agree here: the game's own tip follows the search's figures.
    hint=(
        "9S 9C",
        "Hint: Together: nine of spades, nine of clubs. With this you lose 8 times in 10. "
        "Another choice did about as well here: the difference may be just luck. The weakest "
        "play that beats the table, so your strong cards are still there later.",
        "/en/siantappo/#paalle-lyominen",
    ),
    costly=(
        8,
        62,
        "You chose: a straight of 4 cards (three of hearts, four of clubs, five of hearts and "
        "six of spades). With this you lose 4 times in 10. The strongest computer player would "
        "have chosen: three of spades and three of hearts together. With this you lose 2 times "
        "in 10.",
    ),
    costly_person=(
        "Onni chose: pass. With this you lost all 40 games played out.",
        "Onni valitsi: ohi. Tällä hävisit kaikki 40 pelattua peliä.",
    ),
    costly_table=(
        1,
        6,
        "king of spades and king of hearts together",
        ["king of spades", "king of hearts"],
        [
            "three of spades",
            "three of hearts",
            "five of hearts",
            "six of spades",
            "king of spades",
            "king of hearts",
        ],
    ),
    first_hand=(
        True,
        ["3C", "3H"],
        ["4S", "6H", "8S", "8C", "9S", "10S", "10D", "KS", "KC", "AS", "AH"],
        [],
    ),
    refusal=Refusal(
        {},
        0,
        (0,),
        "3H",
        "That does not beat the play on the table. You need a single card stronger than the "
        "jack of clubs.",
    ),
    try_case=TryCase(
        "esimerkkikierros",
        0,
        0,
        ["3S", "3C", "5S", "6S", "7S", "8S", "9S", "10S", "QS", "KS", "AS", "2S", "2D"],
        "3C",
        "Three of clubs",
        "3S 3C",
        "Step 1 / 11",
        "Your game: step 1 / 58",
        ("esimerkkikierros", 0, "5S"),
        "The first play of the game must contain the three of clubs: choose it too.",
        "What would fit here: Three of clubs Together: three of spades, three of clubs",
        "3S 3C",
        "/en/siantappo/#yhdistelmat",
        "Same as in the example. You chose: three of clubs. With this you lose 4 times in 10. "
        "The strongest computer player would choose: three of spades and three of clubs "
        "together. With this you lose least often: 1 time in 10.",
        "Not the example's choice. You chose: three of spades and three of clubs together. With "
        "this you lose 1 time in 10. In the example: three of clubs. With this you lose 4 times "
        "in 10. The strongest computer player played the game out from here many times with each "
        "choice, without seeing the others' cards. The strongest computer player would choose: "
        "three of spades and three of clubs together. With this you lose least often: 1 time in "
        "10.",
    ),
    try_fit=["3S", "3C"],
    try_together=(
        ["3C", "3S"],
        "Not the example's choice. You chose: three of spades and three of clubs together.",
    ),
    agreements={"first_dealer": "lot", "new_player": "as_loser", "chores": ""},
    play_preset="perussiantappo",
    play_rules_link="/en/siantappo/#pelin-tavoite",
    other_rules=None,
    start_path=[
        "/siantappo/pikaohje/",
        "/siantappo/esimerkit/esimerkkikierros/",
        "/siantappo/pelaa/",
    ],
    sheets=[
        ("perussiantappo", {}, "4", SIANTAPPO_SERIES),
        ("perussiantappo", SINGLE, "5", SIANTAPPO_SINGLE),
    ],
    options_offered=6,
    offline_pages=2 + 1 + 1 + 1 + 6 + 2,
    lessons=11,
    cut_examples=["viimeinen-kortti"],
    window_leads={
        "viimeinen-kortti": (
            "Turns 1 to 41 are left out: the example starts at turn 42, with the cards where "
            "those turns left them."
        ),
    },
    folded=[("perussiantappo", 6, "random", 3, 6, 67, True)],
    places_early=True,
    figure_sets=4,
    # The card exchange is part of the deal: whoever leads is to move through it.
    not_moves=frozenset({"Exchanged", "WentOut", "TrickFell", "GameOver"}),
    rules_pages=["/siantappo/", "/siantappo/perinne/"],
    # Section 3 of siantappo.md: a higher pair beats a pair.
    referee_dispute=(
        "voittaako-lyonti",
        {"table": ["7S", "7C"], "play": ["8S", "8C"]},
        "Yes, it beats it.",
    ),
)
