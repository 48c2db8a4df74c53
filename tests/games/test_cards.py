"""games/cards.py: notation, parsing errors, canonical order, colours (sika.md section 1)."""

import pytest

from games.cards import (
    DECK_SIZE,
    CardError,
    Colour,
    Suit,
    card_text,
    cards_text,
    colour_of,
    full_deck,
    make_card,
    parse_card,
    rank_of,
    suit_of,
)


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [
        ("9H", 9, Suit.HEARTS),
        ("KS", 13, Suit.SPADES),
        ("AD", 1, Suit.DIAMONDS),
        ("10C", 10, Suit.CLUBS),
        ("JC", 11, Suit.CLUBS),
        ("QH", 12, Suit.HEARTS),
    ],
)
def test_parse_card_reads_rank_then_suit(text, rank, suit):
    card = parse_card(text)
    assert (rank_of(card), suit_of(card)) == (rank, suit)


@pytest.mark.parametrize("text", ["TC", "tc", "10c", "Tc", " 10C "])
def test_parse_card_accepts_t_lower_case_and_spaces(text):
    assert card_text(parse_card(text)) == "10C"


def test_parse_card_lower_case_face_cards():
    assert cards_text([parse_card(t) for t in ["ks", "qh", "jd", "as"]]) == ["KS", "QH", "JD", "AS"]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "'' is not a card: write rank then suit, like '9H' or '10C'"),
        ("H", "'H' is not a card: write rank then suit, like '9H' or '10C'"),
        ("9X", "'9X' has no suit: the suit is one of S, H, D, C (last letter)"),
        ("1H", "'1H' has no rank: the rank is one of A 2-10 J Q K (or T for 10)"),
        ("11H", "'11H' has no rank: the rank is one of A 2-10 J Q K (or T for 10)"),
        ("HH", "'HH' has no rank: the rank is one of A 2-10 J Q K (or T for 10)"),
        ("9 H", "'9 H' has no rank: the rank is one of A 2-10 J Q K (or T for 10)"),
    ],
)
def test_parse_card_bad_text_says_why(text, message):
    with pytest.raises(CardError) as caught:
        parse_card(text)
    assert str(caught.value) == message


@pytest.mark.parametrize("value", [9, None, ["9H"]])
def test_parse_card_not_text_is_error(value):
    with pytest.raises(CardError) as caught:
        parse_card(value)
    assert str(caught.value) == f"a card must be written as text like '9H', not {value!r}"


def test_card_text_round_trips_every_card():
    assert [parse_card(card_text(c)) for c in range(DECK_SIZE)] == list(range(DECK_SIZE))


def test_canonical_order_suit_then_rank():
    texts = [card_text(c) for c in sorted(full_deck())]
    assert texts[:13] == [f"{rank}S" for rank in "A 2 3 4 5 6 7 8 9 10 J Q K".split()]
    assert [t[-1] for t in texts[::13]] == ["S", "H", "D", "C"]
    assert texts[-4:] == ["10C", "JC", "QC", "KC"]


def test_canonical_order_ten_below_jack_and_ace_low():
    assert sorted(parse_card(t) for t in ["JH", "10H", "AH", "2D", "KS"]) == [
        parse_card(t) for t in ["KS", "AH", "10H", "JH", "2D"]
    ]


@pytest.mark.parametrize(
    ("text", "colour"),
    [("2H", Colour.RED), ("KD", Colour.RED), ("AS", Colour.BLACK), ("10C", Colour.BLACK)],
)
def test_colour_hearts_diamonds_red_spades_clubs_black(text, colour):
    assert colour_of(parse_card(text)) == colour


def test_suit_colour_and_code():
    assert [(s.code, s.colour) for s in Suit] == [
        ("S", Colour.BLACK),
        ("H", Colour.RED),
        ("D", Colour.RED),
        ("C", Colour.BLACK),
    ]


def test_make_card_matches_parse():
    assert make_card(10, Suit.CLUBS) == parse_card("10C")
    assert make_card(1, Suit.SPADES) == parse_card("AS")


@pytest.mark.parametrize("rank", [0, 14])
def test_make_card_rank_out_of_range_is_error(rank):
    with pytest.raises(CardError) as caught:
        make_card(rank, Suit.HEARTS)
    assert str(caught.value) == f"rank {rank} is not between 1 (ace) and 13 (king)"


def test_full_deck_one_and_two_decks():
    assert full_deck() == list(range(52))
    two = full_deck(2)
    assert len(two) == 104
    assert sorted(set(two)) == list(range(52))
    assert all(two.count(c) == 2 for c in range(52))
