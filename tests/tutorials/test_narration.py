"""One sentence per engine event, in Finnish and in English."""

import pytest
from django.utils import translation

from games import ristiseiska as rs
from games import sika
from games.cards import parse_card
from games.core import Outcome
from tutorials.packs.ristiseiska.narration import Scene as RsScene
from tutorials.packs.ristiseiska.narration import narrate as rs_narrate
from tutorials.packs.sika.narration import Scene, deal_sentence, narrate
from tutorials.words import card_name, names_list

NAMES = ("Aino", "Eero", "Liisa")
BASIC = Scene(NAMES, sika.make_rules("perussika"))
HOME = Scene(NAMES, sika.make_rules("kotiversio"))
COLOUR = Scene(NAMES, sika.make_rules("vari"))
TWO_PHASE = Scene(NAMES, sika.make_rules("kaksivaiheinen"))


def c(text: str) -> int:
    return parse_card(text)


def say(language: str, event: sika.Event, scene: Scene, top: str) -> str:
    with translation.override(language):
        return narrate(event, scene, c(top))


@pytest.mark.parametrize(
    ("card", "fi", "en"),
    [
        ("9H", "herttaysi", "nine of hearts"),
        ("KS", "patakuningas", "king of spades"),
        ("AC", "ristiässä", "ace of clubs"),
        ("JD", "ruutujätkä", "jack of diamonds"),
        ("QC", "ristirouva", "queen of clubs"),
        ("10D", "ruutukymppi", "ten of diamonds"),
        ("2S", "patakakkonen", "two of spades"),
    ],
)
def test_card_name_simple_form_both_languages(card: str, fi: str, en: str) -> None:
    with translation.override("fi"):
        assert card_name(c(card)) == fi
    with translation.override("en"):
        assert card_name(c(card)) == en


def test_names_list_joins_with_and() -> None:
    with translation.override("fi"):
        assert names_list(["Aino", "Eero", "Liisa"]) == "Aino, Eero ja Liisa"
        assert names_list(["Aino"]) == "Aino"
    with translation.override("en"):
        assert names_list(["Aino", "Eero"]) == "Aino and Eero"


def test_deal_sentence_both_languages() -> None:
    with translation.override("fi"):
        assert deal_sentence(BASIC, c("9H"), 51) == (
            "Pelin alussa herttaysi on keskellä kuvapuoli ylöspäin, ja muut 51 korttia ovat "
            "renkaana sen ympärillä. Kenelläkään ei ole kortteja, ja Aino aloittaa."
        )
    with translation.override("en"):
        assert deal_sentence(BASIC, c("9H"), 51) == (
            "To begin, the nine of hearts lies face up in the centre and the other 51 cards "
            "form the ring; nobody holds any cards, and Aino starts."
        )


CASES = [
    # (event, scene, top, Finnish, English)
    (
        sika.TurnStarted(0, 3, False),
        BASIC,
        "9H",
        "Vuoro 3: Aino etsii herttaa.",
        "Turn 3: Aino looks for hearts.",
    ),
    (
        sika.TurnStarted(1, 4, False),
        COLOUR,
        "9S",
        "Vuoro 4: Eero etsii mustaa.",
        "Turn 4: Eero looks for a black card.",
    ),
    (
        sika.TurnStarted(1, 4, False),
        TWO_PHASE,
        "9C",
        "Vuoro 4: Eero etsii ristiä, samanarvoista korttia tai kasia.",
        "Turn 4: Eero looks for clubs, a card of the same rank or an eight.",
    ),
    (
        sika.TurnStarted(2, 40, True),
        HOME,
        "9S",
        "Vuoro 40: Liisa saa aloittaa millä kortilla tahansa.",
        "Turn 40: Liisa may lead any card.",
    ),
    (
        sika.Drew(0, c("KS"), sika.Source.RING, False, True, False),
        BASIC,
        "9H",
        "Aino nostaa renkaasta: patakuningas – ei sovi, joten se jää käteen.",
        "Aino draws the king of spades from the ring: no match, so it goes into the hand.",
    ),
    (
        sika.Drew(0, c("JH"), sika.Source.RING, True, False, False),
        BASIC,
        "9H",
        "Aino nostaa renkaasta: herttajätkä – se sopii.",
        "Aino draws the jack of hearts from the ring: it matches.",
    ),
    (
        sika.Drew(1, c("10C"), sika.Source.RING, False, False, True),
        BASIC,
        "8D",
        "Käsi oli tyhjä, joten Eero nostaa vielä yhden kortin: ristikymppi.",
        "The hand was empty, so Eero draws one more card: the ten of clubs.",
    ),
    (
        sika.Drew(0, c("5S"), sika.Source.PILE, False, True, False),
        BASIC,
        "9H",
        "Aino kaivaa keskipinosta: patavitonen – ei sovi, joten se jää käteen.",
        "Aino digs the five of spades out of the centre pile: no match, so it goes into the hand.",
    ),
    (
        sika.Drew(0, c("2H"), sika.Source.PILE, True, False, False),
        BASIC,
        "9H",
        "Aino kaivaa keskipinosta: herttakakkonen – se sopii.",
        "Aino digs the two of hearts out of the centre pile: it matches.",
    ),
    (
        sika.Drew(0, c("2H"), sika.Source.PILE, True, True, False),
        BASIC,
        "9H",
        "Aino kaivaa keskipinosta: herttakakkonen – se sopii, mutta löydetty kortti jää käteen.",
        "Aino digs the two of hearts out of the centre pile: it matches, but the found card "
        "is kept in the hand.",
    ),
    (
        sika.Drew(2, c("4D"), sika.Source.DRAW_PILE, False, True, False),
        HOME,
        "9S",
        "Liisa nostaa nostopakasta: ruutunelonen – ei sovi, joten se jää käteen.",
        "Liisa draws the four of diamonds from the draw pile: no match, so it goes into the hand.",
    ),
    (
        sika.Drew(2, c("6S"), sika.Source.DRAW_PILE, True, False, False),
        HOME,
        "9S",
        "Liisa nostaa nostopakasta: patakuutonen – se sopii.",
        "Liisa draws the six of spades from the draw pile: it matches.",
    ),
    (
        sika.Drew(2, c("6S"), sika.Source.DRAW_PILE, True, True, False),
        HOME,
        "9S",
        "Liisa nostaa nostopakasta: patakuutonen – se sopii, mutta löydetty kortti jää käteen.",
        "Liisa draws the six of spades from the draw pile: it matches, but the found card is "
        "kept in the hand.",
    ),
    (
        sika.Drew(0, c("JS"), sika.Source.RING, False, True, False),
        TWO_PHASE,
        "9H",
        "Aino nostaa renkaasta: patajätkä – ei käy, joten se menee omaan pinoon.",
        "Aino draws the jack of spades from the ring: it cannot be played, so it goes onto "
        "their own pile.",
    ),
    (
        sika.Drew(0, c("8S"), sika.Source.RING, True, False, False),
        TWO_PHASE,
        "9H",
        "Aino nostaa renkaasta: patakasi – sen voi pelata.",
        "Aino draws the eight of spades from the ring: it can be played.",
    ),
    (
        sika.Drew(0, c("3C"), sika.Source.DRAW_PILE, False, True, False),
        TWO_PHASE,
        "9H",
        "Aino nostaa umpipakasta: ristikolmonen – ei käy, joten se jää käteen.",
        "Aino draws the three of clubs from the stock: it cannot be played, so it goes into "
        "the hand.",
    ),
    (
        sika.Drew(0, c("9C"), sika.Source.DRAW_PILE, True, False, False),
        TWO_PHASE,
        "9H",
        "Aino nostaa umpipakasta: ristiysi – sen voi pelata.",
        "Aino draws the nine of clubs from the stock: it can be played.",
    ),
    (
        sika.Played(0, (c("JH"),), sika.Role.MATCH, False),
        BASIC,
        "JH",
        "Aino lyö keskipinoon: herttajätkä.",
        "Aino plays the jack of hearts onto the centre pile.",
    ),
    (
        sika.Played(0, (c("3D"),), sika.Role.MATCH, True),
        BASIC,
        "3D",
        "Aino lyö kädestään sopivan kortin: ruutukolmonen.",
        "Aino plays the three of diamonds from the hand, as it matches the top card.",
    ),
    (
        sika.Played(0, (c("3D"),), sika.Role.FREE, True),
        BASIC,
        "3D",
        "Aino lyö kädestään vapaan kortin: ruutukolmonen – seuraava etsii ruutua.",
        "Aino plays the three of diamonds from the hand as the free card: the next player "
        "looks for diamonds.",
    ),
    (
        sika.Played(0, (c("3D"),), sika.Role.FREE, True),
        COLOUR,
        "3D",
        "Aino lyö kädestään vapaan kortin: ruutukolmonen – seuraava etsii punaista.",
        "Aino plays the three of diamonds from the hand as the free card: the next player "
        "looks for a red card.",
    ),
    (
        sika.Played(1, (c("10C"),), sika.Role.EXTRA, False),
        BASIC,
        "10C",
        "Eero lyö kortin suoraan keskipinoon maasta välittämättä: ristikymppi – seuraava etsii "
        "ristiä.",
        "Eero puts the ten of clubs straight onto the centre pile, whatever its suit: the next "
        "player looks for clubs.",
    ),
    (
        sika.Played(1, (c("AH"),), sika.Role.LEAD, True),
        HOME,
        "AH",
        "Eero lyö vapaan aloituskortin: herttaässä – seuraava etsii herttaa.",
        "Eero leads the ace of hearts: the next player looks for hearts.",
    ),
    (
        sika.Played(2, (c("5C"),), sika.Role.SHED, True),
        TWO_PHASE,
        "5C",
        "Liisa lyö kädestään: ristivitonen.",
        "Liisa plays the five of clubs from the hand.",
    ),
    (
        sika.Played(2, (c("JD"), c("JS"), c("JC")), sika.Role.SHED, True),
        TWO_PHASE,
        "JC",
        "Liisa lyö kädestään 3 samanarvoista korttia: ruutujätkä, patajätkä, ristijätkä.",
        "Liisa plays 3 cards of the same rank from the hand: jack of diamonds, jack of spades, "
        "jack of clubs.",
    ),
    (
        sika.Played(2, (c("5C"), c("6C"), c("7C")), sika.Role.SHED, True),
        TWO_PHASE,
        "7C",
        "Liisa lyö kädestään suoran: ristivitonen, ristikuutonen, ristiseiska.",
        "Liisa plays a run from the hand: five of clubs, six of clubs, seven of clubs.",
    ),
    (
        sika.NewDrawPile(12, True),
        HOME,
        "9S",
        "Päällimmäisen kortin alla olevat kortit sekoitetaan kuvapuoli alaspäin uudeksi "
        "nostopakaksi (12 korttia).",
        "The cards under the top card are shuffled face down into a new draw pile (12 cards).",
    ),
    (
        sika.NewDrawPile(1, True),
        HOME,
        "9S",
        "Päällimmäisen kortin alla oleva kortti sekoitetaan kuvapuoli alaspäin uudeksi "
        "nostopakaksi (1 kortti).",
        "The card under the top card is shuffled face down into a new draw pile (1 card).",
    ),
    (
        sika.NewDrawPile(30, False),
        TWO_PHASE,
        "9S",
        "Päällimmäisen kortin alla olevat kortit käännetään uudeksi umpipakaksi (30 korttia).",
        "The cards under the top card are turned over into a new stock (30 cards).",
    ),
    (
        sika.TurnEnded(0, sika.TurnResult.PLAYING),
        BASIC,
        "9S",
        "Aino lopettaa vuoronsa.",
        "Aino's turn ends.",
    ),
    (
        sika.TurnEnded(0, sika.TurnResult.EMPTY),
        BASIC,
        "9S",
        "Aino lopettaa vuoronsa pelaamatta korttia.",
        "Aino's turn ends without a card played.",
    ),
    (
        sika.TurnEnded(0, sika.TurnResult.STUCK),
        BASIC,
        "9S",
        "Aino ei löytänyt sopivaa korttia, joten vuoro päättyy ilman pelattua korttia "
        "(jumiin jäänyt vuoro).",
        "Aino found no matching card, so the turn ends without a card played (a stuck turn).",
    ),
    (
        sika.RingEmptied(sika.Phase.HAND),
        BASIC,
        "9S",
        "Rengas on tyhjä: tästä eteenpäin pelataan käsikorteilla.",
        "The ring is empty: from now on the players play from their hands.",
    ),
    (
        sika.RingEmptied(sika.Phase.OVER),
        BASIC,
        "9S",
        "Rengas on tyhjä.",
        "The ring is empty.",
    ),
    (
        sika.RingEmptied(sika.Phase.RING),
        Scene(NAMES, sika.make_rules("ilman_kasivaihetta")),
        "9S",
        "Rengas on tyhjä: peli jatkuu samaan tapaan, ja kortit nostetaan keskipinosta "
        "tehdystä nostopakasta.",
        "The ring is empty: play goes on the same way, drawing from a draw pile made of the "
        "centre pile.",
    ),
    (
        sika.RingEmptied(sika.Phase.HAND),
        TWO_PHASE,
        "9S",
        "Rengas on tyhjä: jokainen ottaa oman pinonsa käteen, ja karistusvaihe alkaa.",
        "The ring is empty: everyone takes their own pile into the hand, and the shedding "
        "phase begins.",
    ),
    (
        sika.Left((2,), 1),
        BASIC,
        "9S",
        "Liisa poistuu pelistä, koska hänen kätensä on tyhjä: hän on ensimmäinen.",
        "Liisa has no cards left and leaves the game in first place.",
    ),
    (
        sika.Left((0, 1), 2),
        BASIC,
        "9S",
        "Aino ja Eero poistuvat pelistä yhtä aikaa, koska heidän kätensä ovat tyhjät, ja jakavat "
        "toisen sijan.",
        "Aino and Eero have no cards left and leave the game together, sharing second place.",
    ),
    # The number of players leaving chooses the sentence, never the place: one
    # player at place 3, two sharing place 1.
    (
        sika.Left((1,), 3),
        BASIC,
        "9S",
        "Eero poistuu pelistä, koska hänen kätensä on tyhjä: hän on kolmas.",
        "Eero has no cards left and leaves the game in third place.",
    ),
    (
        sika.Left((0, 2), 1),
        BASIC,
        "9S",
        "Aino ja Liisa poistuvat pelistä yhtä aikaa, koska heidän kätensä ovat tyhjät, ja jakavat "
        "ensimmäisen sijan.",
        "Aino and Liisa have no cards left and leave the game together, sharing first place.",
    ),
    (
        sika.Deadlock(1),
        HOME,
        "9S",
        "Kukaan ei ole saanut pelattua korttia kokonaiseen kierrokseen: Eero saa nyt aloittaa "
        "millä kortilla tahansa.",
        "Nobody has played a card for a whole round: Eero may now lead any card.",
    ),
]


def _over(reason: sika.EndReason, sika_seats: tuple[int, ...], turns: int = 80) -> sika.GameOver:
    return sika.GameOver(
        Outcome(
            places=((0,), (1,), (2,)),
            losers=sika_seats,
            draw=reason is sika.EndReason.ALL_OUT,
            unfinished=reason is sika.EndReason.MAX_TURNS,
            reason=reason,
            turns=turns,
        )
    )


CASES += [
    (
        _over(sika.EndReason.LAST_PLAYER, (2,)),
        BASIC,
        "9S",
        "Peli päättyi: Liisa on sika.",
        "The game is over: Liisa is the sika.",
    ),
    (
        _over(sika.EndReason.ALL_OUT, ()),
        BASIC,
        "9S",
        "Peli päättyi tasapeliin: kenellekään ei jäänyt kortteja.",
        "The game is over and it is a draw: nobody is left holding cards.",
    ),
    (
        _over(sika.EndReason.STALEMATE, (2,)),
        BASIC,
        "9S",
        "Syntyi pattitilanne, ja kortit lasketaan: eniten niitä on Liisalla, joten hän on sika.",
        "The turn is stuck, so the cards are counted: Liisa holds the most and is the sika.",
    ),
    (
        _over(sika.EndReason.STALEMATE, (1, 2)),
        BASIC,
        "9S",
        "Syntyi pattitilanne, ja kortit lasketaan: eniten niitä on Eerolla ja Liisalla, joten "
        "he ovat sikoja.",
        "The turn is stuck, so the cards are counted: Eero and Liisa hold the most and are "
        "the sikas.",
    ),
    (
        _over(sika.EndReason.MAX_TURNS, (), 5000),
        BASIC,
        "9S",
        "Peli keskeytetään 5000 vuoron jälkeen.",
        "The game stops unfinished after 5000 turns.",
    ),
]


@pytest.mark.parametrize(
    ("event", "scene", "top", "fi", "en"),
    CASES,
    ids=[f"{type(case[0]).__name__}-{i}" for i, case in enumerate(CASES)],
)
def test_narrate_every_event_both_languages(
    event: sika.Event, scene: Scene, top: str, fi: str, en: str
) -> None:
    assert say("fi", event, scene, top) == fi
    assert say("en", event, scene, top) == en


def test_narrate_covers_every_event_type() -> None:
    covered = {type(case[0]) for case in CASES}
    assert covered == {
        sika.TurnStarted,
        sika.Drew,
        sika.Played,
        sika.NewDrawPile,
        sika.TurnEnded,
        sika.RingEmptied,
        sika.Left,
        sika.Deadlock,
        sika.GameOver,
    }


# ---------------------------------------------------------------------------
# Ristiseiska: the card a sentence's verb takes as its whole object is in the genitive.

RS_SCENE = RsScene(NAMES, rs.RISTISEISKA)


@pytest.mark.parametrize(
    ("language", "event", "expected"),
    [
        (
            "fi",
            rs.Swapped(0, 45, 104),
            "Aino laittaa ristiseiskan jokerin paikalle ja ottaa jokerin.",
        ),
        (
            "fi",
            rs.Swapped(1, 64, 105),
            "Eero laittaa patakuninkaan (toinen pakka) jokerin paikalle ja ottaa jokerin.",
        ),
        (
            "en",
            rs.Swapped(0, 45, 104),
            "Aino puts the seven of clubs in the joker's place and takes the joker.",
        ),
        (
            "fi",
            rs.JokerPlayed(2, 104, 46, "high", False),
            "Liisa pelaa jokerin ristikasin paikalle.",
        ),
        (
            "fi",
            rs.CardsDead((29,)),
            "Ruutunelonen on nyt kuollut kortti: sitä ei voi enää koskaan pelata.",
        ),
        (
            "en",
            rs.CardsDead((29, 30)),
            "The four of diamonds and five of diamonds are now dead cards: they can never be "
            "played.",
        ),
    ],
)
def test_narration_ristiseiska_joker_card_in_the_genitive(
    language: str, event: object, expected: str
) -> None:
    with translation.override(language):
        assert rs_narrate(event, RS_SCENE) == expected
