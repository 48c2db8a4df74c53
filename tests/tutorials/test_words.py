"""The card vocabulary and the one card drawing, in both languages."""

import pytest
from django.template import Context, Template
from django.utils import translation

from games.cards import Deck, parse_card
from tutorials.cards import CardView, card_back_html, card_html
from tutorials.words import (
    Case,
    NameCase,
    card_name,
    card_object,
    card_partitive,
    cards_list,
    lazy_card_name,
    place_name,
    player_name,
    suit_none,
    suit_one,
)


@pytest.mark.parametrize(
    ("card", "nominative", "genitive", "partitive"),
    [
        ("KH", "herttakuningas", "herttakuninkaan", "herttakuningasta"),
        ("AS", "pataässä", "pataässän", "pataässää"),
        ("2D", "ruutukakkonen", "ruutukakkosen", "ruutukakkosta"),
        ("3C", "ristikolmonen", "ristikolmosen", "ristikolmosta"),
        ("4H", "herttanelonen", "herttanelosen", "herttanelosta"),
        ("5S", "patavitonen", "patavitosen", "patavitosta"),
        ("6D", "ruutukuutonen", "ruutukuutosen", "ruutukuutosta"),
        ("7C", "ristiseiska", "ristiseiskan", "ristiseiskaa"),
        ("8H", "herttakasi", "herttakasin", "herttakasia"),
        ("9S", "pataysi", "pataysin", "pataysiä"),
        ("10D", "ruutukymppi", "ruutukympin", "ruutukymppiä"),
        ("JC", "ristijätkä", "ristijätkän", "ristijätkää"),
        ("QH", "herttarouva", "herttarouvan", "herttarouvaa"),
    ],
)
def test_card_name_finnish_compound_in_every_case(
    card: str, nominative: str, genitive: str, partitive: str
) -> None:
    with translation.override("fi"):
        found = (
            card_name(parse_card(card)),
            card_object(parse_card(card)),
            card_partitive(parse_card(card)),
            card_name(parse_card(card), Case.GENITIVE),
        )
    assert found == (nominative, genitive, partitive, genitive)


def test_card_name_english_one_form() -> None:
    with translation.override("en"):
        found = [card_name(parse_card("KH"), case) for case in Case]
    assert found == ["king of hearts", "king of hearts", "king of hearts"]


def test_cards_list_joins_names() -> None:
    cards = [parse_card("5C"), parse_card("6C")]
    with translation.override("fi"):
        assert cards_list(cards) == "ristivitonen, ristikuutonen"
    with translation.override("en"):
        assert cards_list(cards) == "five of clubs, six of clubs"


def test_suit_words_both_languages() -> None:
    with translation.override("fi"):
        assert (suit_one(parse_card("3D")), suit_none(parse_card("3D"))) == ("ruutu", "ruutua")
    with translation.override("en"):
        assert (suit_one(parse_card("3D")), suit_none(parse_card("3D"))) == (
            "a diamond",
            "diamonds",
        )


def test_lazy_card_name_follows_the_active_language() -> None:
    name = lazy_card_name(parse_card("KH"))
    with translation.override("fi"):
        assert str(name) == "herttakuningas"
    with translation.override("en"):
        assert str(name) == "king of hearts"


NINE = '<span class="card-rank">9</span><span class="card-suit">♥</span>'
ACE = '<span class="card-rank">A</span><span class="card-suit">♦</span>'


def test_card_html_red_card_named_in_the_language() -> None:
    with translation.override("fi"):
        fi = card_html(parse_card("9H"))
    with translation.override("en"):
        en = card_html(parse_card("9H"), fresh=True)
    assert fi == f'<span class="card card-red" role="img" aria-label="herttaysi">{NINE}</span>'
    assert en == (
        '<span class="card card-red card-fresh" role="img" aria-label="nine of hearts">'
        f"{NINE}</span>"
    )


def test_card_html_decorative_hidden_from_screen_readers() -> None:
    with translation.override("en"):
        drawn = card_html(parse_card("KS"), decorative=True)
    assert drawn == (
        '<span class="card" aria-hidden="true">'
        '<span class="card-rank">K</span><span class="card-suit">♠</span></span>'
    )


def test_card_html_joker_and_second_deck_copy() -> None:
    deck = Deck(decks=2, distinct_copies=True, jokers=1)
    with translation.override("fi"):
        joker = card_html(deck.parse("JK"), deck=deck)
        copy = card_html(deck.parse("7C/2"), deck=deck)
    assert joker == (
        '<span class="card card-joker" role="img" aria-label="jokeri">'
        '<span class="card-suit">★</span></span>'
    )
    assert copy == (
        '<span class="card" role="img" aria-label="ristiseiska (2)">'
        '<span class="card-rank">7</span><span class="card-suit">♣</span>'
        '<span class="card-copy">/2</span></span>'
    )


def test_card_view_draws_itself_in_a_template() -> None:
    with translation.override("en"):
        drawn = Template("{{ card }}|{{ card.decorative }}").render(
            Context({"card": CardView(parse_card("AD"))})
        )
    assert drawn == (
        f'<span class="card card-red" role="img" aria-label="ace of diamonds">{ACE}</span>|'
        f'<span class="card card-red" aria-hidden="true">{ACE}</span>'
    )


def test_card_back_hidden_from_screen_readers() -> None:
    assert card_back_html() == '<span class="card card-back" aria-hidden="true"></span>'


# --- players' names in every case the sentences need

NAME_CASES = (
    NameCase.GENITIVE,
    NameCase.PARTITIVE,
    NameCase.ADESSIVE,
    NameCase.ALLATIVE,
    NameCase.ABLATIVE,
    NameCase.ELATIVE,
)


@pytest.mark.parametrize(
    ("name", "forms"),
    [
        ("Aino", ("Ainon", "Ainoa", "Ainolla", "Ainolle", "Ainolta", "Ainosta")),
        ("Eero", ("Eeron", "Eeroa", "Eerolla", "Eerolle", "Eerolta", "Eerosta")),
        ("Liisa", ("Liisan", "Liisaa", "Liisalla", "Liisalle", "Liisalta", "Liisasta")),
        ("Onni", ("Onnin", "Onnia", "Onnilla", "Onnille", "Onnilta", "Onnista")),
        ("Helmi", ("Helmin", "Helmiä", "Helmillä", "Helmille", "Helmiltä", "Helmistä")),
        ("Väinö", ("Väinön", "Väinöä", "Väinöllä", "Väinölle", "Väinöltä", "Väinöstä")),
        ("Kerttu", ("Kertun", "Kerttua", "Kertulla", "Kertulle", "Kertulta", "Kertusta")),
        (
            "Pelaaja 1",
            (
                "Pelaaja 1:n",
                "Pelaaja 1:tä",
                "Pelaaja 1:llä",
                "Pelaaja 1:lle",
                "Pelaaja 1:ltä",
                "Pelaaja 1:stä",
            ),
        ),
        (
            "Pelaaja 2",
            (
                "Pelaaja 2:n",
                "Pelaaja 2:ta",
                "Pelaaja 2:lla",
                "Pelaaja 2:lle",
                "Pelaaja 2:lta",
                "Pelaaja 2:sta",
            ),
        ),
        (
            "Pelaaja 3",
            (
                "Pelaaja 3:n",
                "Pelaaja 3:a",
                "Pelaaja 3:lla",
                "Pelaaja 3:lle",
                "Pelaaja 3:lta",
                "Pelaaja 3:sta",
            ),
        ),
        (
            "Pelaaja 4",
            (
                "Pelaaja 4:n",
                "Pelaaja 4:ää",
                "Pelaaja 4:llä",
                "Pelaaja 4:lle",
                "Pelaaja 4:ltä",
                "Pelaaja 4:stä",
            ),
        ),
        (
            "Pelaaja 5",
            (
                "Pelaaja 5:n",
                "Pelaaja 5:tä",
                "Pelaaja 5:llä",
                "Pelaaja 5:lle",
                "Pelaaja 5:ltä",
                "Pelaaja 5:stä",
            ),
        ),
        (
            "Pelaaja 6",
            (
                "Pelaaja 6:n",
                "Pelaaja 6:ta",
                "Pelaaja 6:lla",
                "Pelaaja 6:lle",
                "Pelaaja 6:lta",
                "Pelaaja 6:sta",
            ),
        ),
        (
            "Pelaaja 7",
            (
                "Pelaaja 7:n",
                "Pelaaja 7:ää",
                "Pelaaja 7:llä",
                "Pelaaja 7:lle",
                "Pelaaja 7:ltä",
                "Pelaaja 7:stä",
            ),
        ),
        (
            "Pelaaja 8",
            (
                "Pelaaja 8:n",
                "Pelaaja 8:aa",
                "Pelaaja 8:lla",
                "Pelaaja 8:lle",
                "Pelaaja 8:lta",
                "Pelaaja 8:sta",
            ),
        ),
        (
            "Pelaaja 9",
            (
                "Pelaaja 9:n",
                "Pelaaja 9:ää",
                "Pelaaja 9:llä",
                "Pelaaja 9:lle",
                "Pelaaja 9:ltä",
                "Pelaaja 9:stä",
            ),
        ),
        (
            "Pelaaja 10",
            (
                "Pelaaja 10:n",
                "Pelaaja 10:tä",
                "Pelaaja 10:llä",
                "Pelaaja 10:lle",
                "Pelaaja 10:ltä",
                "Pelaaja 10:stä",
            ),
        ),
        ("Mark", ("Markin", "Markia", "Markilla", "Markille", "Markilta", "Markista")),
        ("Tyyne", ("Tyynen", "Tyyneä", "Tyynellä", "Tyynelle", "Tyyneltä", "Tyynestä")),
    ],
)
def test_player_name_in_finnish_takes_each_case(name: str, forms: tuple[str, ...]) -> None:
    with translation.override("fi"):
        assert player_name(name, NameCase.NOMINATIVE) == name
        assert tuple(player_name(name, case) for case in NAME_CASES) == forms


def test_player_name_in_english_stays_as_it_is() -> None:
    with translation.override("en"):
        assert [player_name("Liisa", case) for case in NameCase] == ["Liisa"] * 7
        assert player_name("Player 4", NameCase.ADESSIVE) == "Player 4"


def test_place_name_in_words_both_languages() -> None:
    with translation.override("en"):
        assert [place_name(n) for n in (1, 2, 3, 10)] == ["first", "second", "third", "10."]
    with translation.override("fi"):
        assert [place_name(n) for n in (1, 2, 9)] == ["ensimmäinen", "toinen", "yhdeksäs"]
        assert [place_name(n, Case.GENITIVE) for n in (1, 2, 9)] == [
            "ensimmäisen",
            "toisen",
            "yhdeksännen",
        ]
