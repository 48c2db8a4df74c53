"""What pikkutikki's pages must say (``tests.contract.expected``): the tests' fourth game."""

from tests.contract.expected import Expected, Refusal, TryCase

# The saved sheet's rules (tests/tutorials/test_sheet_sections.py).
DECK = (
    "We play with the tens, jacks, queens, kings and aces of the four suits, twenty cards. "
    "The rest of the cards lie aside face down after the deal."
)
TURN = "Each player plays one card in turn; the highest card of the suit led wins."
NEXT = "Whoever wins a trick leads the next one."
END = "Whoever wins the last trick loses; the others share first place."

EXPECTED = Expected(
    checklist_answers={
        ("hand", "2"): ("2", {"hand": 2}),
        ("hand", "3"): ("3", {}),
        ("hand", "4"): ("4", {"hand": 4}),
        ("follow", "true"): ("Kyllä", {}),
        ("follow", "false"): ("Ei", {"follow": False}),
        ("aces", "high"): ("Suurimpia", {}),
        ("aces", "low"): ("Pienimpiä", {"aces": "low"}),
        ("dealer", "loser"): ("Edellisen pelin häviäjä", {}),
        ("dealer", "next"): ("Seuraava pelaaja", {}),
    },
    same_summary=[[2, 3, 4]],
    # The bench never played it: the section says so, and lists no figures.
    skill=["We have not measured this yet."],
    skill_numbers_fi=[],
    people_deal=0,
    # A loser and a shared first place each game: wins and losses add up to the games.
    mixed={
        "lowest": {"games": 12, "wins": 9, "losses": 3, "mean_place": 1.25},
        "random": {"games": 24, "wins": 15, "losses": 9, "mean_place": 1.375},
    },
    hint=(
        "10D",
        "Hint: Ten of diamonds. With this you lost all 44 games played out. Here every choice "
        "turns out about the same: this one is as good as any. Your lowest card is the least "
        "likely to win the trick.",
        "/en/pikkutikki/#pikkutikki-loppu",
    ),
    # Only the loser counts (the presenter's aim): the figures speak of losing.
    costly=(
        1,
        1,
        "You chose: ace of clubs. With this you lose 4 times in 10. The strongest computer "
        "player would have chosen: king of hearts. With this you lose 3 times in 10.",
    ),
    costly_person=(
        "Liisa chose: ace of clubs. With this you lose 4 times in 10.",
        "Liisa valitsi: ristiässä. Tällä häviät 4 kertaa 10:stä.",
    ),
    costly_table=(
        5,
        2,
        "king of diamonds",
        ["king of diamonds"],
        ["king of spades", "king of diamonds"],
    ),
    first_hand=(False, ["AS", "QS", "AD"], [], []),
    # Dealt three cards, the visitor never meets a card that does not fit: they lead the
    # first trick, and of their last two cards, when only one fits it is played for them.
    # Dealt four: Liisa leads the jack of hearts to the second trick; the visitor holds the
    # ten and queen of hearts and the ten of clubs.
    refusal=Refusal(
        {"hand": 4},
        18,
        (0,),
        "10C",
        "You have a card of the suit led: play one of those.",
    ),
    # Eero holds two hearts and the jack of spades when Aino leads the king of hearts.
    try_case=TryCase(
        "tikki",
        1,
        1,
        ["JS", "AH", "QH"],
        "AH",
        "Ace of hearts",
        "QH",
        "Step 2 / 13",
        "Your game: step 1 / 12",
        ("tikki", 1, "JS"),
        "You have a card of the suit led: play one of those.",
        "What would fit here: Ace of hearts Queen of hearts",
        "QH",
        "/en/pikkutikki/#pikkutikki-tikki",
        "Same as in the example. You chose: ace of hearts. With this you lose 7 times in 10. The "
        "strongest computer player would choose: queen of hearts. With this you lose least "
        "often: 3 times in 10.",
        "Not the example's choice. You chose: queen of hearts. With this you lose 3 times in 10. "
        "In the example: ace of hearts. With this you lose 7 times in 10. The strongest computer "
        "player played the game out from here many times with each choice, without seeing the "
        "others' cards. The strongest computer player would choose: queen of hearts. With this "
        "you lose least often: 3 times in 10.",
    ),
    try_fit=["AH", "QH"],
    try_together=None,
    agreements={"dealer": "loser"},
    play_preset="pikkutikki",
    play_rules_link="/en/pikkutikki/#pikkutikki-jako",
    other_rules=("vapaa", "Free pikkutikki", "/en/pikkutikki/#pikkutikki-tikki"),
    start_path=[
        "/pikkutikki/pikaohje/",
        "/pikkutikki/esimerkit/tikki/",
        "/pikkutikki/pelaa/",
    ],
    sheets=[
        (
            "pikkutikki",
            {},
            "3",
            [
                ("The deal", [DECK, "Each player is dealt 3 cards."]),
                (
                    "A turn",
                    [
                        TURN,
                        "You must follow the suit led if you can.",
                        "Aces are the highest cards.",
                        NEXT,
                    ],
                ),
                ("The end", [END]),
            ],
        ),
        (
            "vapaa",
            {"aces": "low", "hand": "2"},
            "4",
            [
                ("The deal", [DECK, "Each player is dealt 2 cards."]),
                (
                    "A turn",
                    [
                        TURN,
                        "You may play any card at any time.",
                        "Aces are the lowest cards.",
                        NEXT,
                    ],
                ),
                ("The end", [END]),
            ],
        ),
    ],
    options_offered=7,
    offline_pages=1 + 1 + 1 + 1 + 2 + 2,
    lessons=2,
    cut_examples=[],
    window_leads={},
    folded=[],
    places_early=False,
    figure_sets=6,
    # A trick won tells what followed the card that closed it.
    not_moves=frozenset({"TrickWon", "GameOver"}),
    rules_pages=["/pikkutikki/"],
    # Follow the suit led.
    referee_dispute=("saako-pelata", {"led": "10S", "card": "AS"}, "Yes, it may."),
)
