"""What ristiseiska's pages must say (``tests.contract.expected``)."""

from tests.contract.expected import Expected

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
        ("decks", "1"): ("Yksi pakka (2–8 pelaajaa)", {}),
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
        ("dealer", "next"): ("Seuraava pelaaja vuorossa", {}),
        ("turn_down", "true"): ("Kyllä", {}),
        ("turn_down", "false"): ("Ei", {}),
    },
    same_summary=[[2], [3, 4, 5, 6, 7, 8]],
    skill=[
        "With these rules skill counts: the better player loses clearly less often.",
        "The computer’s Skilled player loses about 3.0 times less often than a player who "
        "picks any allowed card at random: 10% of games, against 30%.",
        "The computer’s Master player loses about 8.0 times less often than a player who "
        "picks any allowed card at random: 4% of games, against 32%.",
        "At a table of Skilled players, the computer’s Master player loses 18% of games and "
        "each of the others 27%.",
    ],
    skill_numbers_fi=["3,0", "10 %", "8,0", "32 %"],
    people_deal=0,
    mixed={
        "lowest": {"games": 12, "wins": 3, "losses": 4, "mean_place": 2.0833},
        "random": {"games": 24, "wins": 9, "losses": 8, "mean_place": 1.9583},
    },
)
