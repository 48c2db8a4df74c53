"""What siantappo's pages must say (``tests.contract.expected``)."""

from tests.contract.expected import Expected

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
    same_summary=[[3, 4, 5, 6]],
    skill=[
        "With these rules skill decides nearly everything: a good player hardly ever loses.",
        "The computer’s Skilled player loses about 6.3 times less often than a player who "
        "picks any allowed card at random: 5% of games, against 32%.",
        "The computer’s Master player lost none of its 1,000 games against players who pick "
        "any allowed card at random; they lost 33% of theirs.",
        "At a table of Skilled players, the computer’s Master player loses 15% of games and "
        "each of the others 28%.",
    ],
    skill_numbers_fi=["6,3", "5 %", "1 000", "33 %"],
    people_deal=2,
    mixed={
        "lowest": {"games": 12, "wins": 6, "losses": 1, "mean_place": 1.5833},
        "random": {"games": 24, "wins": 6, "losses": 11, "mean_place": 2.2083},
    },
)
