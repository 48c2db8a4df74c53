"""Play speaks to the visitor: "you" in English, "sinä" in Finnish, for every game.

A whole game of each pack is played through the presenter, the visitor always taking
their first legal move, and every sentence the play page would show is read: the
visitor is never "Guest"/"Vieras", never a capitalised name in mid-sentence, and never
the subject of a third-person verb. A few of each game's visitor events are then told
and compared with sentences written out here.
"""

import re
from collections.abc import Callable

import pytest
from django.utils import translation

from games import ristiseiska as rs
from games import siantappo, sika
from games.cards import parse_card
from games.core import Outcome
from games.registry import find_game
from tutorials import play
from tutorials.packs import PACKS
from tutorials.packs.ristiseiska import narration as rs_narration
from tutorials.packs.siantappo import narration as st_narration
from tutorials.packs.sika import narration as sika_narration
from tutorials.presenter import Seats
from tutorials.words import NameCase, player_name

# "You draws", "you is": a third-person verb after the English pronoun ("you pass" is not).
THIRD_PERSON_EN = re.compile(r"\byou (?!pass\b)\w+s\b", re.IGNORECASE)
# "Sinä aloittaa", "sinä on": a third-person verb after the Finnish pronoun.
THIRD_PERSON_FI = re.compile(r"\bsinä (?:on|\w*(?:aa|ää|ee|oo|uu|yy|öö))\b", re.IGNORECASE)
PRONOUN = {"en": ("You", THIRD_PERSON_EN), "fi": ("Sinä", THIRD_PERSON_FI)}


def _sentences(slug: str, seed: int, language: str) -> list[str]:
    """Every sentence of a whole game's play pages, the visitor taking their first move."""
    pack = PACKS[slug]
    game = find_game(pack.engine)
    setup = play.Setup(next(iter(game.presets.values())), 3, seed, "heuristic")
    told: list[str] = []
    choices: list[int] = []
    with translation.override(language):
        names = pack.presenter.names(setup.players)
        while True:
            replayed = play.replay(game, setup, choices)
            turns = pack.presenter.turns(
                replayed.events, names, setup.rules, setup.seat, not choices
            )
            told += [s for turn in turns for s in (turn.summary, *turn.steps)]
            if not replayed.actions:
                return told
            choices.append(0)


@pytest.mark.parametrize("language", ["en", "fi"])
@pytest.mark.parametrize("slug", sorted(PACKS))
def test_play_whole_game_speaks_to_the_visitor(slug: str, language: str) -> None:
    pronoun, third_person = PRONOUN[language]
    for seed in (1, 2):
        told = _sentences(slug, seed, language)
        text = " ".join(told)
        assert "Guest" not in text and "Vieras" not in text
        if language == "en":
            assert any(s.startswith(("You ", "Your ")) for s in told)
        assert third_person.findall(text) == []
        for sentence in told:
            # The pronoun is capitalised only where a sentence (or a clause after a
            # colon) begins: a name's place in mid-sentence takes "you"/"sinulle".
            for found in re.finditer(rf"\b{pronoun}\b", sentence):
                assert found.start() == 0 or sentence[found.start() - 2 : found.start()] in (
                    ". ",
                    ": ",
                ), sentence


@pytest.mark.parametrize("slug", sorted(PACKS))
def test_play_seat_list_calls_the_visitor_you(slug: str) -> None:
    presenter = PACKS[slug].presenter
    with translation.override("en"):
        assert presenter.names(3) == ("You", "Aino", "Eero")
    with translation.override("fi"):
        assert presenter.names(3) == ("Sinä", "Aino", "Eero")


def test_player_name_you_in_every_case() -> None:
    with translation.override("fi"):
        assert [player_name("Sinä", case, you=True) for case in NameCase] == [
            "sinä",
            "sinun",
            "sinua",
            "sinulla",
            "sinulle",
            "sinulta",
            "sinusta",
        ]
    with translation.override("en"):
        assert [player_name("You", case, you=True) for case in NameCase] == [
            "you",
            "your",
            "you",
            "you",
            "you",
            "you",
            "you",
        ]


def _both(tell: Callable[[], str]) -> dict[str, str]:
    """The sentence ``tell`` gives, in English and in Finnish."""
    out = {}
    for language in ("en", "fi"):
        with translation.override(language):
            out[language] = tell()
    return out


def _sika_scene() -> sika_narration.Scene:
    return sika_narration.Scene(Seats(("Sinä", "Aino", "Eero")), sika.PERUSSIKA)


def test_sika_tells_the_visitors_draw_play_and_end_as_you() -> None:
    nine, three = parse_card("9H"), parse_card("3S")

    def drew() -> str:
        event = sika.Drew(0, nine, sika.Source.RING, True, False, False)
        return sika_narration.narrate(event, _sika_scene(), nine)

    def played() -> str:
        event = sika.Played(0, (three,), sika.Role.MATCH, False)
        return sika_narration.narrate(event, _sika_scene(), three)

    def lost() -> str:
        outcome = Outcome(((1,), (2,), (0,)), (0,), reason=sika.EndReason.LAST_PLAYER)
        return sika_narration.narrate(sika.GameOver(outcome), _sika_scene(), three)

    def stuck() -> str:
        return sika_narration.narrate(
            sika.TurnEnded(0, sika.TurnResult.STUCK), _sika_scene(), three
        )

    def left_together() -> str:
        return sika_narration.narrate(sika.Left((0, 2), 1), _sika_scene(), three)

    def left_three() -> str:
        return sika_narration.narrate(sika.Left((1, 0, 2), 1), _sika_scene(), three)

    def counted_two() -> str:
        outcome = Outcome(((1,), (0, 2)), (0, 2), reason=sika.EndReason.STALEMATE)
        return sika_narration.narrate(sika.GameOver(outcome), _sika_scene(), three)

    assert _both(left_together) == {
        "en": "You and Eero have no cards left and leave the game together, sharing first place.",
        "fi": "Sinä ja Eero poistutte pelistä yhtä aikaa, koska kätenne ovat tyhjät, ja jaatte "
        "ensimmäisen sijan.",
    }
    assert _both(left_three) == {
        "en": "You, Aino and Eero have no cards left and leave the game together, sharing first "
        "place.",
        "fi": "Sinä, Aino ja Eero poistutte pelistä yhtä aikaa, koska kätenne ovat tyhjät, ja "
        "jaatte ensimmäisen sijan.",
    }
    assert _both(counted_two) == {
        "en": "The turn is stuck, so the cards are counted: you and Eero hold the most, and "
        "you are both sikas.",
        "fi": "Syntyi pattitilanne, ja kortit lasketaan: eniten niitä on sinulla ja Eerolla, "
        "joten olette molemmat sikoja.",
    }
    assert _both(drew) == {
        "en": "You draw the nine of hearts from the ring: it fits.",
        "fi": "Nostat renkaasta herttaysin: se sopii.",
    }
    assert _both(played) == {
        "en": "You play the three of spades onto the centre pile.",
        "fi": "Lyöt keskipinoon patakolmosen.",
    }
    assert _both(lost) == {
        "en": "The game is over: you are the sika.",
        "fi": "Peli päättyi: sinä olet sika.",
    }
    assert _both(stuck) == {
        "en": "You found no matching card, so your turn ends without a card played (a stuck turn).",
        "fi": "Et löytänyt sopivaa korttia, joten vuorosi päättyy ilman pelattua korttia "
        "(jumiin jäänyt vuoro).",
    }


def test_siantappo_tells_the_visitors_exchange_plays_and_end_as_you() -> None:
    names = Seats(("Sinä", "Aino", "Liisa"))
    ten, three = parse_card("10D"), parse_card("3S")

    def given() -> str:
        return st_narration.narrate(siantappo.Exchanged(2, 0, (ten,), True), names)

    def gave() -> str:
        return st_narration.narrate(siantappo.Exchanged(0, 2, (three,), False), names)

    def topped() -> str:
        return st_narration.narrate(
            siantappo.Played(0, 3, (ten,), siantappo.Combo.SINGLE, False), names
        )

    def passed() -> str:
        return st_narration.narrate(siantappo.Passed(0, 4, True), names)

    def lost() -> str:
        outcome = Outcome(((1,), (2,), (0,)), (0,), reason=siantappo.EndReason.LAST_PLAYER)
        return st_narration.narrate(siantappo.GameOver(outcome), names)

    assert _both(given) == {
        "en": "Liisa gives you the strongest card in hand, the ten of diamonds.",
        "fi": "Liisa antaa sinulle vahvimman korttinsa: ruutukymppi.",
    }
    assert _both(gave) == {
        "en": "You give away your weakest card, the three of spades, to Liisa.",
        "fi": "Annat heikoimman korttisi: patakolmonen. Sen saa Liisa.",
    }
    assert _both(topped) == {
        "en": "You top it with the ten of diamonds.",
        "fi": "Lyöt päälle ruutukympin.",
    }
    assert _both(passed) == {
        "en": "You have nothing higher and pass.",
        "fi": "Et pysty lyömään päälle ja sanot ohi.",
    }
    assert _both(lambda: st_narration.narrate(siantappo.TrickFell(1, False, 0), names)) == {
        "en": "Everyone else has passed, so the trick is over. You are already out of the game, "
        "so Aino leads the next one.",
        "fi": "Kaikki muut ovat sanoneet ohi, joten kierros kaatuu. Olet jo poissa pelistä, "
        "joten uuden kierroksen aloittaa Aino.",
    }
    assert _both(lost) == {
        "en": "The game is over: only you still hold cards, and so you lose.",
        "fi": "Peli on ohi: kortteja on enää sinulla, joten häviät.",
    }


def test_ristiseiska_tells_the_visitors_moves_cards_asked_and_end_as_you() -> None:
    scene = rs_narration.Scene(Seats(("Sinä", "Aino", "Liisa")), rs.RISTISEISKA)
    six = parse_card("6H")

    def tell(event: object) -> dict[str, str]:
        return _both(lambda: rs_narration.narrate(event, scene))

    outcome = Outcome(((1,), (2,), (0,)), (0,), reason=rs.EndReason.LAST_PLAYER)
    assert tell(rs.Played(0, six, "low", False)) == {
        "en": "You play the six of hearts.",
        "fi": "Pelaat herttakuutosen.",
    }
    assert tell(rs.Gave(2, 0, six)) == {
        "en": "Liisa gives you a card face down: the six of hearts.",
        "fi": "Liisa antaa sinulle kortin kuvapuoli alaspäin: herttakuutonen.",
    }
    assert tell(rs.Asked(1, 0, ())) == {
        "en": "Aino has no card that fits and asks you for a card.",
        "fi": "Aino ei voi pelata mitään ja pyytää sinulta korttia.",
    }
    assert tell(rs.Passed(0)) == {
        "en": "You have no card that fits and pass.",
        "fi": "Et voi pelata mitään ja sanot ohi.",
    }
    assert tell(rs.GameOver(outcome)) == {
        "en": "The game is over: you are left holding cards, so you lose.",
        "fi": "Peli on ohi: sinulle jää kortteja käteen, joten häviät.",
    }
    someone = Outcome(((0,), (2,), (1,)), (1,), reason=rs.EndReason.LAST_PLAYER)
    assert tell(rs.GameOver(someone)) == {
        "en": "The game is over: Aino is left holding cards, so they lose.",
        "fi": "Peli on ohi: Ainolle jää kortteja käteen, joten hän häviää.",
    }


def test_worked_examples_keep_every_player_in_the_third_person() -> None:
    scene = rs_narration.Scene(("Aino", "Eero", "Liisa"), rs.RISTISEISKA)
    with translation.override("en"):
        said = rs_narration.narrate(rs.Passed(0), scene)
    assert said == "Aino has no card that fits and passes."
