"""What sika's pages must say (``tests.contract.expected``)."""

from tests.contract.expected import Expected

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
        "With these rules skill counts a little, luck a lot.",
        "The computer’s Skilled player loses about as often as a player who picks any allowed "
        "card at random: 23% of games, against 26%.",
        "The computer’s Master player loses about 1.3 times less often than a player who picks "
        "any allowed card at random: 20% of games, against 27%.",
        "At a table of Skilled players, the computer’s Master player loses 24% of games and "
        "each of the others 25%.",
    ],
    skill_numbers_fi=["23 %", "1,3", "27 %"],
    people_deal=2,
    mixed={
        "lowest": {"games": 12, "wins": 1, "losses": 6, "mean_place": 2.3333},
        "random": {"games": 24, "wins": 12, "losses": 6, "mean_place": 1.75},
    },
)
