"""What pikkutikki's pages must say (``tests.contract.expected``): the tests' fourth game."""

from tests.contract.expected import Expected

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
)
