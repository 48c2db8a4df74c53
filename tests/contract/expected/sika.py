"""What sika's pages must say (``tests.contract.expected``)."""

from tests.contract.expected import Expected, Refusal, TryCase

SIKA_HOME = [
    (
        "The deal",
        [
            "We play with one deck of 52 cards.",
            "One card goes face up in the middle as the centre pile; the rest are spread face "
            "down around it as the ring. Nobody is dealt any cards.",
        ],
    ),
    (
        "A ring turn",
        [
            "Draw from the ring one card at a time until a card of the same suit as the top "
            "card comes; keep the others in your hand.",
            "Play the matching card on the centre pile, then a free card from your hand: the "
            "next player looks for its suit.",
        ],
    ),
    (
        "An empty hand",
        [
            "If your turn starts with an empty hand and the first card drawn matches, draw one "
            "more card and play it on the pile as it is; your turn ends."
        ],
    ),
    (
        "After the ring",
        [
            "When the ring is used up, play goes on from the hands.",
            "If you hold the suit, play one such card.",
            "A player who lacks the suit draws from a draw pile made by shuffling the centre "
            "pile beneath its top card.",
            "If the draw pile runs out before the suit comes, the cards drawn stay in the hand "
            "and the turn ends; a new draw pile is made when someone next needs to draw.",
            "A matching card found by drawing is played at once.",
            "In the hand phase too, a matching card is followed by a free card.",
        ],
    ),
    (
        "The end",
        [
            "When the ring runs out, everyone whose hand is empty is out, all of them sharing "
            "one place; after that, a player is out as soon as their hand is empty.",
            "The last player still holding cards is the sika.",
            "When every player in turn has played nothing, the next player starts a new suit "
            "with any one card.",
        ],
    ),
]


EXPECTED = Expected(
    checklist_answers={
        ("match", "suit"): ("Samaa maata oleva", {}),
        ("match", "colour"): ("Samanvärinen (punainen tai musta)", {"match": "colour"}),
        ("max_draws", "none"): ("Ei rajaa", {}),
        **{("max_draws", str(n)): (f"Enintään {n}", {"max_draws": n}) for n in range(1, 11)},
        ("hand_phase", "true"): ("Kyllä, jatketaan käsikorteilla", {}),
        ("hand_phase", "false"): (
            "Ei, pino sekoitetaan ja nostamista jatketaan",
            {"hand_phase": False},
        ),
        ("hand_source", "dig"): ("Kaivetaan keskipinosta", {}),
        ("hand_source", "recycle"): ("Sekoitetusta nostopakasta", {"hand_source": "recycle"}),
        ("dug_card", "play"): ("Se pelataan heti", {}),
        ("dug_card", "keep"): ("Se menee käteen", {"dug_card": "keep"}),
        ("hand_free_card", "true"): ("Kyllä", {}),
        ("hand_free_card", "false"): ("Ei", {"hand_free_card": False}),
        ("stalemate", "fewest_cards"): ("Peli päättyy: eniten kortteja pitävä on sika", {}),
        ("stalemate", "free_lead"): (
            "Kun kierros on mennyt pelaamatta, seuraava aloittaa millä kortilla tahansa",
            {"stalemate": "free_lead"},
        ),
        ("decks", "1"): ("Yksi pakka (2–8 pelaajaa)", {}),
        ("decks", "2"): ("Kaksi pakkaa (enintään 16 pelaajaa)", {"decks": 2}),
        ("two_phase", "false"): ("Ei", {}),
        ("two_phase", "true"): (
            "Kyllä: ensin kerätään, sitten pelataan pois",
            {"two_phase": True},
        ),
        ("starter", "left_of_dealer"): ("Renkaan levittäjän vasemmalla puolella istuva", {}),
        ("starter", "youngest"): ("Nuorin pelaaja", {}),
        ("starter", "lot"): ("Arvotaan", {}),
        ("direction", "clockwise"): ("Myötäpäivään", {}),
        ("direction", "anticlockwise"): ("Vastapäivään", {}),
        ("rotate_starter", "true"): ("Kyllä", {}),
        ("rotate_starter", "false"): ("Ei", {}),
        ("calls", "true"): ("Kyllä", {}),
        ("calls", "false"): ("Ei", {}),
        ("wrong_card", "redo"): ("Kortti otetaan takaisin ja vuoro pelataan uudelleen", {}),
        ("wrong_card", "stands"): ("Kortti jää paikalleen", {}),
        ("late_mistakes", "play_on"): ("Jatketaan siitä, mihin on päästy", {}),
        ("late_mistakes", "decide"): ("Päätetään yhdessä joka kerta erikseen", {}),
    },
    same_summary=[[2, 3, 4, 5, 6, 7, 8]],
    skill=[
        "With these rules skill counts, but not at every level: the computer’s Master "
        "player loses clearly less often than a player who picks any allowed move at "
        "random, its Skilled player does not. Between good players luck decides: at a "
        "table of Skilled players the Master player loses about as often as they do.",
        "The computer’s Skilled player does not lose clearly less often than a player "
        "who picks any allowed move at random: 23.0% of games, against 25.7%.",
        "The computer’s Master player loses 20.0% of games; a player who picks any allowed "
        "move at random loses 26.7%, 1.3 times as often.",
        "At a table of Skilled players, the computer’s Master player loses 24.0% of games "
        "and each of the others 25.3%.",
    ],
    skill_numbers_fi=["23,0 %", "1,3", "26,7 %"],
    people_deal=2,
    mixed={
        "lowest": {"games": 12, "wins": 1, "losses": 6, "mean_place": 2.3333},
        "random": {"games": 24, "wins": 12, "losses": 6, "mean_place": 1.75},
    },
    hint=(
        "10D",
        "Hint: Ten of diamonds. With this you lose 3 times in 10. Another choice did about as "
        "well here: the difference may be just luck.",
        "/en/sika/lisaa/#strategia",
    ),
    costly=(
        18,
        272,
        "You chose: five of diamonds. With this you lose 2 times in 10. The strongest computer "
        "player would have chosen: ace of spades. With this you lost none of the 40 games played "
        "out.",
    ),
    costly_person=(
        "Liisa chose: queen of diamonds. With this you lost none of the 40 games played out. "
        "With this you finish lower on average.",
        "Liisa valitsi: ruuturouva. Tällä et hävinnyt yhtäkään 40 pelatusta pelistä. Tällä "
        "sijoitut keskimäärin huonommin.",
    ),
    costly_table=(
        25,
        10,
        "king of clubs",
        ["king of clubs"],
        [
            "ace of spades",
            "three of spades",
            "king of spades",
            "king of hearts",
            "ace of clubs",
            "two of clubs",
            "three of clubs",
            "four of clubs",
            "five of clubs",
            "seven of clubs",
            "queen of clubs",
            "king of clubs",
        ],
    ),
    first_hand=(False, ["AS", "6S", "3D", "6D", "2C", "4C", "9C"], [], []),
    refusal=Refusal(
        {},
        0,
        (0, 0, 0, 0),
        "QS",
        "The queen of spades is not allowed: the top card is a diamond, so one of your "
        "diamonds must be played first.",
    ),
    try_case=TryCase(
        "aino-eero-liisa",
        5,
        4,
        ["KS", "3D"],
        "3D",
        "Three of diamonds",
        "KS",
        "Step 5 / 16",
        "Your game: step 1 / 376",
        ("kasivaihe", 99, "2S"),
        "The two of spades is not allowed: the top card is a diamond, so one of your diamonds "
        "must be played first.",
        "What would fit here: Three of diamonds Four of diamonds Six of diamonds Seven of "
        "diamonds Nine of diamonds Ten of diamonds",
        "KS",
        "/en/sika/lisaa/#strategia",
        "Same as in the example. You chose: three of diamonds. With this you lose 4 times in 10. "
        "Which suit will the next player have to look for? The strongest computer player would "
        "choose: king of spades. With this you lose 3 times in 10. Another choice did about as "
        "well here: the difference may be just luck.",
        "Not the example's choice. You chose: king of spades. With this you lose 3 times in 10. "
        "In the example: three of diamonds. With this you lose 4 times in 10. The strongest "
        "computer player played the game out from here many times with each choice, without "
        "seeing the others' cards. Which suit will the next player have to look for? The "
        "strongest computer player would choose: king of spades. With this you lose 3 times in "
        "10. Another choice did about as well here: the difference may be just luck.",
    ),
    try_fit=["KS", "3D"],
    try_together=None,
    agreements={
        "starter": "left_of_dealer",
        "direction": "clockwise",
        "rotate_starter": "true",
        "calls": "false",
        "call_penalty": "",
        "wrong_card": "redo",
        "late_mistakes": "play_on",
    },
    play_preset="kotiversio",
    play_rules_link="/en/sika/kotiversio/#kotiversio",
    other_rules=("perussika", "Basic sika", "/en/sika/#tavoite"),
    start_path=["/sika/pikaohje/", "/sika/esimerkit/aino-eero-liisa/", "/sika/pelaa/"],
    sheets=[("kotiversio", {}, "4", SIKA_HOME)],
    options_offered=29,
    offline_pages=5 + 1 + 1 + 1 + 17 + 2,
    lessons=10,
    cut_examples=[
        "viimeinen-rengaskortti",
        "kasivaihe",
        "kaivaminen",
        "nostopakka",
        "nostopakka-loppuu",
        "jumitus",
        "kiista-loydetty-kortti",
        "kiista-vapaa-kortti",
        "kiista-pattitilanne",
    ],
    window_leads={
        "jumitus": (
            "Turns 1 to 31 are left out: the example starts at turn 32, with the cards where "
            "those turns left them."
        ),
    },
    folded=[
        ("kotiversio", 8, "lowest", 28, 0, 985, True),
        ("kotiversio", 4, "lowest", 24, 0, 985, True),
        ("kotiversio", 6, "lowest", 18, 1, 985, True),
    ],
    places_early=True,
    figure_sets=35,
    not_moves=frozenset({"RingEmptied", "Left", "Deadlock", "NewDrawPile", "GameOver"}),
    rules_pages=[
        "/sika/",
        "/sika/kotiversio/",
        "/sika/muunnelmat/",
        "/sika/ei-sikaa/",
        "/sika/lisaa/",
    ],
    # Section 3 of sika.md: only a spade fits a spade in the hand phase.
    referee_dispute=("sopiiko-kortti", {"top": "5S", "card": "5H"}, "No, it does not match."),
)
