"""The referee's answers to disputes a reader raised at the table with the printed sheet,
typed by hand from ``shared/rules/``: sika's stuck game that goes on (sika.md section 5,
the free lead), the phase a card is asked about (sections 4, 5 and 8), hands that cannot
be (section 5), a table of eight (section 2); siantappo's pass and the way back into a
trick (siantappo.md sections 4 and 8), and the exchange by places (sections 5 and 8).
Seats: You, Aino, Eero, Liisa, Onni, Helmi, Väinö, Kerttu.
"""

import pytest
from django.utils import translation

from tests.tutorials.test_referee_follows import _said
from tutorials.referee import Impossible


def _refused(
    slug: str, kind_slug: str, preset: str, overrides: dict[str, str], players: int, data: dict
) -> str:
    with pytest.raises(Impossible) as refused:
        _said(slug, kind_slug, preset, overrides, players, data)
    return str(refused.value.message)


# -- sika: who is the sika when the game sticks ------------------------------------------

# Section 5: under free_lead a stuck turn is an empty turn; the game goes on with the next
# player, and a free lead comes only once every player still in has had an empty turn.
GOES_ON = (
    "Kortteja käsissä: {counts}. Seuraavaksi vuorossa on Aino. Vasta kun jokainen pelissä "
    "oleva on vuorollaan peräkkäin jäänyt ilman lyötävää, seuraava pelaaja saa vapaan "
    "aloituksen: hän lyö kädestään minkä tahansa yhden kortin."
)


# The home version's deadlock rule has its own section; the two-phase game's free lead is
# taught (as our reading) in its own section.
@pytest.mark.parametrize(
    ("preset", "counts", "held", "section"),
    [
        ("kotiversio", "3 5 5 2", "Sinä 3, Aino 5, Eero 5, Liisa 2", "jumitus"),
        ("kaksivaiheinen", "20 20 6 5", "Sinä 20, Aino 20, Eero 6, Liisa 5", "kaksivaiheinen"),
    ],
)
def test_sika_stuck_game_that_goes_on_says_how_and_links_the_free_lead(
    preset: str, counts: str, held: str, section: str
) -> None:
    with translation.override("fi"):
        said = _said("sika", "kuka-on-sika", preset, {}, 4, {"counts": counts})
        words = (str(said.verdict), said.reason, said.section)
    assert words == (
        "Kukaan ei ole vielä sika: peli jatkuu.",
        "Et löytänyt sopivaa korttia, joten vuorosi päättyy ilman pelattua korttia (jumiin "
        "jäänyt vuoro). " + GOES_ON.format(counts=held),
        section,
    )


def test_sika_stuck_game_that_goes_on_in_english() -> None:
    with translation.override("en"):
        said = _said("sika", "kuka-on-sika", "kotiversio", {}, 3, {"counts": "3 7 7"})
    assert said.reason.split(". ")[-2:] == [
        "Aino plays next",
        "Only when every player still in the game has had a turn without playing a card, one "
        "after another, does the next player get a free lead: any one card from the hand.",
    ]


# Section 5 and 2: the hands hold at most the whole deck but the top card, 51 cards; where
# you dig, a stuck turn has dug up the whole centre pile, so they hold exactly 51.
@pytest.mark.parametrize(
    ("preset", "counts", "message"),
    [
        (
            "perussika",
            "30 20 5",
            "Kirjoittamissasi luvuissa on yhteensä 55 korttia, mutta käsiin mahtuu enintään "
            "51: koko pakka päällimmäistä korttia lukuun ottamatta.",
        ),
        (
            "perussika",
            "3 15 6 15",
            "Kun jäät jumiin, olet kaivanut keskipinosta kaikki kortit päällimmäistä lukuun "
            "ottamatta, joten käsissä on yhteensä 51 korttia. Kirjoittamissasi luvuissa on "
            "kuitenkin yhteensä 39.",
        ),
        # Colour (section 3): the others hold every black card but the top card, 25 cards.
        (
            "vari",
            "40 6 5",
            "Muilla pelaajilla pitäisi olla kaikki päällimmäiseen korttiin sopivat kortit, 25 "
            "korttia, mutta luvuissasi heillä on yhteensä vain 11 korttia.",
        ),
    ],
)
def test_sika_hands_that_cannot_be_name_the_limit_and_the_total(
    preset: str, counts: str, message: str
) -> None:
    with translation.override("fi"):
        words = _refused("sika", "kuka-on-sika", preset, {}, 4, {"counts": counts})
    assert words == message


def test_sika_hands_over_the_deck_in_english() -> None:
    with translation.override("en"):
        words = _refused("sika", "kuka-on-sika", "perussika", {}, 4, {"counts": "30 20 5"})
    assert words == (
        "The numbers you wrote add up to 55 cards, but the hands hold at most 51: the whole "
        "deck but the top card."
    )


# Section 2: two to eight players with one deck; with two decks every card twice (103
# cards beside the top card: your stuck dig takes the 72 the hands do not hold).
@pytest.mark.parametrize(
    ("overrides", "counts", "held"),
    [
        ({}, "20 8 8 8 3 2 1 1", "You 20"),
        ({"decks": "2"}, "40 8 8 8 3 2 1 1", "You 72"),
    ],
)
def test_sika_table_of_eight_gives_every_hand(
    overrides: dict[str, str], counts: str, held: str
) -> None:
    with translation.override("en"):
        said = _said("sika", "kuka-on-sika", "perussika", overrides, 8, {"counts": counts})
        words = (str(said.verdict), said.reason.split("Cards in the hands: ")[1])
    assert words == (
        "You are the sika.",
        f"{held}, Aino 8, Eero 8, Liisa 8, Onni 3, Helmi 2, Väinö 1, Kerttu 1.",
    )


def test_sika_more_hands_than_players_is_refused() -> None:
    with translation.override("en"):
        words = _refused("sika", "kuka-on-sika", "perussika", {}, 6, {"counts": "20 8 8 8 3 2 1 1"})
    assert words == (
        "Write one number for each player still in the game (at most 6), each at least 1."
    )


# -- sika: does this card match the top card, and in which phase --------------------------

# (preset, phase, card on the five of spades, allowed, the reason, the section)
PHASES: list[tuple[str, str, str, bool, str, str]] = [
    # Section 4: in the ring phase the card is drawn from the ring, whatever the hand holds.
    (
        "perussika",
        "rengas",
        "KH",
        False,
        "Tilanne on rengasvaiheessa: kortti nostetaan renkaasta. Nostat renkaasta "
        "herttakuninkaan: se ei sovi, joten se jää käteesi. Nostat lisää, kunnes saat kortin, "
        "joka käy.",
        "rengasvaihe",
    ),
    (
        "kotiversio",
        "rengas",
        "KS",
        True,
        "Tilanne on rengasvaiheessa: kortti nostetaan renkaasta. Nostat renkaasta "
        "patakuninkaan: se sopii. Lyöt keskipinoon patakuninkaan. Sen jälkeen pelaat "
        "kädestäsi vapaan kortin, minkä haluat. Näin, jos kädessäsi on kortteja. Jos aloitit "
        "vuorosi tyhjin käsin, nostat renkaasta vielä yhden kortin ja lyöt sen sellaisenaan, "
        "oli se mikä tahansa.",
        "nosto-renkaasta",
    ),
    # Section 5 (kotiversio): the hand phase's two cards a turn; without the suit, the draw pile.
    (
        "kotiversio",
        "kasi",
        "KS",
        True,
        "Tilanne on käsivaiheessa: rengas on jo loppu. Lyöt kädestäsi patakuninkaan. "
        "Patakuningas on samaa maata kuin patavitonen. Sen jälkeen pelaat kädestäsi vapaan "
        "kortin, minkä haluat.",
        "kahden-kortin-vuoro",
    ),
    (
        "kotiversio",
        "kasi",
        "KH",
        False,
        "Tilanne on käsivaiheessa: rengas on jo loppu. Herttakuningas ei käy: pinon päällä on "
        "pata, joten ensin on pelattava pataa. Jos sinulla ei ole sopivaa korttia, et pelaa "
        "kädestäsi mitään. Nostat nostopakasta. Nostat lisää, kunnes saat kortin, joka käy.",
        "nostopakka",
    ),
    # Section 8: in the collecting phase a card of the same rank is played from the ring.
    (
        "kaksivaiheinen",
        "rengas",
        "5H",
        True,
        "Tilanne on keräysvaiheessa: kortti nostetaan renkaasta. Nostat renkaasta "
        "herttavitosen: se sopii. Lyöt keskipinoon herttavitosen.",
        "kaksivaiheinen",
    ),
]


@pytest.mark.parametrize(("preset", "phase", "card", "allowed", "reason", "section"), PHASES)
def test_sika_card_is_answered_for_the_phase_asked(
    preset: str, phase: str, card: str, allowed: bool, reason: str, section: str
) -> None:
    situation = {"top": "5S", "card": card, "phase": phase}
    with translation.override("fi"):
        said = _said("sika", "sopiiko-kortti", preset, {}, 4, situation)
    assert (said.allowed, said.reason, said.section) == (allowed, reason, section)


def test_sika_card_without_a_phase_is_asked_about_the_hand_phase() -> None:
    with translation.override("en"):
        said = _said("sika", "sopiiko-kortti", "perussika", {}, 4, {"top": "5S", "card": "KH"})
    assert (said.allowed, said.reason.split(". ")[0]) == (
        False,
        "This is the hand phase: the ring is used up",
    )


# -- siantappo: may I pass, and may I come back ------------------------------------------


def test_siantappo_pass_says_why() -> None:
    # Section 4: passing is allowed even when able to play; then no more turns this trick.
    with translation.override("en"):
        said = _said(
            "siantappo", "saako-passata", "perussiantappo", {}, 4, {"turn": "jatkan", "table": "7S"}
        )
        words = (str(said.verdict), said.reason, said.section, said.reading)
    assert words == (
        "Yes, you may pass.",
        "You pass. You may pass even if you could beat it. Once you have passed, you play no "
        "more in this trick; you play again once it falls.",
        "ohi",
        "",
    )


@pytest.mark.parametrize(("players", "table"), [(3, "7S"), (4, "7S 7C"), (5, "2H")])
def test_siantappo_no_way_back_into_a_trick_once_passed(players: int, table: str) -> None:
    # Section 8: a player who has passed gets no more turns in that trick.
    situation = {"turn": "palaan", "table": table}
    with translation.override("fi"):
        said = _said("siantappo", "saako-passata", "perussiantappo", {}, players, situation)
        words = (said.allowed, str(said.verdict), said.reason, said.section, said.reading)
    assert words == (
        False,
        "Ei saa.",
        "Sanoit tällä kierroksella ohi: odota seuraavaa kierrosta.",
        "ohi",
        "",
    )


def test_siantappo_way_back_with_nothing_that_beats_the_table() -> None:
    situation = {"turn": "palaan", "table": "2S 2C 2D 2H"}
    with translation.override("en"):
        words = _refused("siantappo", "saako-passata", "perussiantappo", {}, 4, situation)
    assert words == (
        "No cards left in the game beat the cards on the table, so there is nothing to come "
        "back with."
    )


# -- siantappo: the exchange by places ---------------------------------------------------

SPADES = "3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS 2S"


def test_siantappo_exchange_of_three_names_places_and_marks_the_reading() -> None:
    situation = {"place": "2", "hand": SPADES + " 3C 4C 5C 6C"}
    with translation.override("fi"):
        said = _said("siantappo", "korttienvaihto", "perussiantappo", {}, 3, situation)
        words = (str(said.verdict), said.reason, said.reading)
    assert words == (
        "Et anna etkä saa kortteja.",
        "Edellisessä pelissä olit toinen. Aino (voittaja) antaa kaksi heikointa korttiaan, "
        "ja ne saa Eero (häviäjä). Eero (häviäjä) antaa kaksi vahvinta korttiaan, ja ne saa "
        "Aino (voittaja).",
        "tulkinta-kolmen-vaihto",
    )


# Section 8: at three players only first and last swap, and at five or six the middle swaps
# nothing (our reading, marked); four players and the outer places follow the source.
@pytest.mark.parametrize(
    ("players", "place", "hand", "reading"),
    [
        (3, "1", SPADES + " 3C 4C 5C 6C 7C", "tulkinta-kolmen-vaihto"),
        (3, "3", SPADES + " 3C 4C 5C 6C", "tulkinta-kolmen-vaihto"),
        (4, "1", SPADES, ""),
        (4, "2", SPADES, ""),
        (5, "3", "3S 4S 5S 6S 7S 8S 9S 10S JS QS KS", "tulkinta-kolmen-vaihto"),
        (5, "2", "3S 4S 5S 6S 7S 8S 9S 10S JS QS KS", ""),
    ],
)
def test_siantappo_exchange_marks_our_reading_where_the_source_is_silent(
    players: int, place: str, hand: str, reading: str
) -> None:
    with translation.override("en"):
        said = _said(
            "siantappo",
            "korttienvaihto",
            "perussiantappo",
            {},
            players,
            {"place": place, "hand": hand},
        )
    assert said.reading == reading
