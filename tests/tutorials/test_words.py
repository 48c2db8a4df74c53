"""The card vocabulary and the one card drawing, in both languages."""

import pytest
from django.template import Context, Template
from django.utils import translation

from games.cards import Deck, parse_card
from tutorials.cards import CardView, card_back_html, card_html
from tutorials.words import (
    Case,
    card_name,
    card_object,
    card_partitive,
    cards_list,
    lazy_card_name,
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
