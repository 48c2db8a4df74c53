"""Ristiseiska's referee against its rules file, typed by hand from
``shared/rules/ristiseiska.md``: whom you ask (sections 3, 5, 6 and 8), whether you may
stop after an ace or a king (sections 3, 5 and 8), rows told by their ends (sections 2
and 5, two decks), each under the rule sets that change the answer. The seats are You,
Aino, Eero and Liisa; Liisa plays just before you."""

from typing import Any

import pytest
from django.utils import translation

from games.core import Game
from games.registry import find_game
from tutorials.packs import PACKS
from tutorials.referee import Impossible, answer, ask

NUMBERS = ("counts", "round", "stock", "token")  # answers that are no cards: sent as typed


def _said(
    kind_slug: str, preset: str, overrides: dict[str, str], situation: dict[str, str], players: int
) -> Any:
    pack = PACKS["ristiseiska"]
    game = find_game(pack.engine)
    rules = game.make_rules(preset, overrides)
    kind = pack.situation_kind(kind_slug)
    assert kind is not None
    data = {k: _value(game, k, v) for k, v in situation.items()}
    form = kind.form(game, rules, data)
    assert form.is_valid(), form.errors
    return answer(kind, pack.presenter, rules, ask(kind, game, rules, players, form.cleaned_data))


def _value(game: Game, key: str, value: str) -> str | list[str]:
    if key in NUMBERS:
        return value
    if key == "hand":
        return [str(game.deck.parse(card)) for card in value.split()]
    return str(game.deck.parse(value))


Row = tuple[str, dict[str, str], int, dict[str, str], str, str]

ASKS: list[Row] = [
    # Section 3: the previous player is asked, and they choose; one holding one card is
    # passed over, and where everyone else holds one card nothing is taken.
    (
        "ristiseiska",
        {},
        4,
        {"counts": "5 10 12 8"},
        "You ask Liisa, and Liisa chooses the card.",
        "kortin-pyytaminen",
    ),
    (
        "ristiseiska",
        {},
        4,
        {"counts": "5 10 12 1"},
        "You ask Eero, and Eero chooses the card.",
        "kortin-pyytaminen",
    ),
    (
        "ristiseiska",
        {},
        4,
        {"counts": "5 10 1 1"},
        "You ask Aino, and Aino chooses the card.",
        "kortin-pyytaminen",
    ),
    (
        "ristiseiska",
        {},
        4,
        {"counts": "5 1 1 1"},
        "You ask nobody: nothing is taken, and the turn passes.",
        "kortin-pyytaminen",
    ),
    # Section 8: a player who is out is passed over.
    (
        "ristiseiska",
        {},
        4,
        {"counts": "5 10 12 0"},
        "You ask Eero, and Eero chooses the card.",
        "kortin-pyytaminen",
    ),
    # Section 8: in the first round a player who cannot play passes, in every mode.
    (
        "ristiseiska",
        {},
        4,
        {"counts": "13 13 13 12", "round": "first"},
        "You ask nobody: you pass.",
        "kortin-pyytaminen",
    ),
    (
        "pantti",
        {},
        4,
        {"counts": "13 13 13 12", "round": "first"},
        "You ask nobody: you pass.",
        "pantti-peli",
    ),
    # Section 5: with the token nobody is asked; scoring for points still asks.
    (
        "pantti",
        {},
        4,
        {"counts": "5 10 12 8"},
        "You ask nobody: you take the token.",
        "pantti-peli",
    ),
    (
        "ristikasi",
        {},
        4,
        {"counts": "5 10 12 8"},
        "You ask nobody: you take the token.",
        "ristikasi-peli",
    ),
    (
        "pisteet",
        {},
        4,
        {"counts": "5 10 12 8"},
        "You ask Liisa, and Liisa chooses the card.",
        "kortin-pyytaminen",
    ),
    # Section 6: two players draw from the stock while it lasts, then ask the other.
    (
        "ristiseiska",
        {},
        2,
        {"counts": "5 8", "stock": "on"},
        "You ask nobody: you draw from the stock.",
        "kaksinpeli-seiska",
    ),
    (
        "ristiseiska",
        {},
        2,
        {"counts": "17 17", "round": "first", "stock": "on"},
        "You ask nobody: you draw from the stock.",
        "kaksinpeli-seiska",
    ),
    (
        "ristiseiska",
        {},
        2,
        {"counts": "5 8"},
        "You ask Aino, and Aino chooses the card.",
        "kortin-pyytaminen",
    ),
]

STOPS: list[Row] = [
    # Sections 3 and 8: an ace or a king closes its row end and gives an extra card, which
    # may be left; with first_ace only aces do, with eight_before_six the 2 and the ace.
    (
        "ristiseiska",
        {},
        4,
        {"low-c": "7C", "low-s": "6S", "high-s": "QS", "card": "KS"},
        "You may stop, or play one more card if one fits.",
        "assa-ja-kuningas",
    ),
    (
        "ristiseiska",
        {},
        4,
        {"low-c": "7C", "low-s": "2S", "high-s": "8S", "card": "AS"},
        "You may stop, or play one more card if one fits.",
        "assa-ja-kuningas",
    ),
    (
        "ristiseiska",
        {},
        4,
        {"low-c": "7C", "low-s": "6S", "card": "5S"},
        "Your turn ends with this card: no extra card.",
        "assa-ja-kuningas",
    ),
    (
        "ristiseiska",
        {"first_ace": "true"},
        4,
        {"low-c": "7C", "low-s": "6S", "high-s": "QS", "card": "KS"},
        "Your turn ends with this card: no extra card.",
        "ensimmainen-assa",
    ),
    (
        "ristiseiska",
        {"first_ace": "true"},
        4,
        {"low-c": "7C", "low-s": "6S", "high-s": "KS", "card": "AS"},
        "You may stop, or play one more card if one fits.",
        "ensimmainen-assa",
    ),
    (
        "ristiseiska",
        {"eight_before_six": "true"},
        4,
        {"low-c": "7C", "low-s": "6S", "high-s": "QS", "card": "KS"},
        "Your turn ends with this card: no extra card.",
        "kasi-ennen-kuutosta",
    ),
    (
        "ristiseiska",
        {"eight_before_six": "true"},
        4,
        {"low-c": "7C", "low-s": "6S", "high-s": "KS", "card": "AS"},
        "You may stop, or play one more card if one fits.",
        "kasi-ennen-kuutosta",
    ),
    (
        "ristiseiska",
        {"eight_before_six": "true"},
        4,
        {"low-c": "7C", "low-s": "3S", "high-s": "8S", "card": "2S"},
        "You may stop, or play one more card if one fits.",
        "kasi-ennen-kuutosta",
    ),
    # A card that does not fit is refused, as "may this card be played?" refuses it.
    (
        "ristiseiska",
        {},
        4,
        {"low-c": "7C", "low-s": "7S", "card": "5S"},
        "No, that card may not be played.",
        "seiskan-rivit",
    ),
]


@pytest.mark.parametrize("row", ASKS)
def test_referee_says_whom_you_ask_as_the_rules_file(row: Row) -> None:
    preset, overrides, players, situation, verdict, section = row
    with translation.override("en"):
        said = _said("kenelta-pyydetaan", preset, overrides, situation, players)
        assert (str(said.verdict), said.section) == (verdict, section)


@pytest.mark.parametrize("row", STOPS)
def test_referee_says_whether_you_may_stop_as_the_rules_file(row: Row) -> None:
    preset, overrides, players, situation, verdict, section = row
    with translation.override("en"):
        said = _said("saako-lopettaa", preset, overrides, situation, players)
        assert (str(said.verdict), said.section) == (verdict, section)


def test_referee_asking_in_finnish_names_who_chooses() -> None:
    with translation.override("fi"):
        said = _said("kenelta-pyydetaan", "ristiseiska", {}, {"counts": "5 10 12 1"}, 4)
        words = (str(said.verdict), said.reason, said.reading)
    assert words == (
        "Pyydät Eerolta, ja Eero valitsee kortin.",
        "Et voi pelata mitään ja pyydät korttia. Liisalla on vain yksi kortti, joten Eero "
        "valitsee kortin, jonka antaa sinulle.",
        "tulkinta-ensimmainen-kierros",
    )


@pytest.mark.parametrize(
    ("preset", "players", "situation"),
    [
        ("ristiseiska", 4, {"counts": "5 10 12"}),  # three hands at a table of four
        ("pisteet", 4, {"counts": "5 0 12 8"}),  # the first one out ends a game for points
        ("ristiseiska", 4, {"counts": "5 10 12 8", "round": "first"}),  # 17 cards down
        ("ristiseiska", 4, {"counts": "5 10 12 8", "stock": "on"}),  # a stock at four
    ],
)
def test_referee_asking_refuses_hands_that_cannot_be(
    preset: str, players: int, situation: dict[str, str]
) -> None:
    with translation.override("en"), pytest.raises(Impossible):
        _said("kenelta-pyydetaan", preset, {}, situation, players)


# Rows told by their ends (sections 2 and 5): with two decks the second deck's rows are
# rows of their own, which grow from their own sevens.
@pytest.mark.parametrize(
    ("situation", "allowed"),
    [
        ({"low-c": "7C", "low-h/2": "7H/2", "card": "6H/2"}, True),
        ({"low-c": "7C", "low-h/2": "7H/2", "card": "6H"}, False),
        ({"low-c": "7C", "low-h": "7H", "card": "6H/2"}, False),
    ],
)
def test_referee_two_decks_rows_of_their_own(situation: dict[str, str], allowed: bool) -> None:
    fields = {k.replace("/", ""): v for k, v in situation.items()}
    with translation.override("en"):
        said = _said("sopiiko-riviin", "kaksi_pakkaa", {}, fields, 4)
    assert said.allowed == allowed


def test_referee_ace_refused_on_the_king_says_its_place_is_next_to_the_two() -> None:
    with translation.override("fi"):
        said = _said(
            "sopiiko-riviin",
            "ristiseiska",
            {},
            {"low-c": "7C", "low-s": "6S", "high-s": "KS", "card": "AS"},
            4,
        )
        words = (str(said.verdict), said.reason)
    assert words == (
        "Ei saa pelata.",
        "Pataässä ei sovi vielä: sen paikka on patakakkosen vieressä, ja riviin tarvitaan "
        "ensin patavitonen.",
    )


def test_referee_only_sevens_names_the_seven_you_hold() -> None:
    with translation.override("fi"):
        said = _said(
            "sopiiko-riviin",
            "ristiseiska",
            {"holding": "sevens_only"},
            {"low-c": "7C", "card": "6C", "seven": "7H"},
            4,
        )
        words = (str(said.verdict), said.reason, said.section)
    assert words == (
        "Ei saa pelata.",
        "Sinulla on sopiva seiska, ja seiska on pelattava: herttaseiska. Pelaat herttaseiskan.",
        "vain-seiskat",
    )


# Jokers (section 5): a joker may be played as any playable card except the seven of
# clubs, so it fits once the game is open, and before that the seven of clubs goes first.
@pytest.mark.parametrize(
    ("situation", "allowed"),
    [({"low-c": "7C", "card": "JK"}, True), ({"card": "JK"}, False)],
)
def test_referee_jokers_card_is_asked_about(situation: dict[str, str], allowed: bool) -> None:
    with translation.override("en"):
        said = _said("sopiiko-riviin", "jokerit", {}, situation, 4)
    assert said.allowed == allowed


# A joker on the rows (section 8): while it is the outermost card of its row end, the
# holder of its real card may swap it; once covered, the real card is dead.
@pytest.mark.parametrize(
    ("situation", "allowed", "section", "reading"),
    [
        (
            {"low-c": "7C", "low-h": "6H", "joker": "6H", "card": "6H"},
            True,
            "seiskan-rivit",
            "tulkinta-jokerin-vaihto",
        ),
        (
            {"low-c": "7C", "low-h": "5H", "joker": "6H", "card": "6H"},
            False,
            "jokerit-seiska",
            "",
        ),
        ({"low-c": "7C", "low-h": "6H", "joker": "6H", "card": "5H"}, True, "seiskan-rivit", ""),
    ],
)
def test_referee_joker_on_the_rows_swapped_or_its_card_dead(
    situation: dict[str, str], allowed: bool, section: str, reading: str
) -> None:
    with translation.override("en"):
        said = _said("sopiiko-riviin", "jokerit", {}, situation, 4)
    assert (said.allowed, said.section, said.reading) == (allowed, section, reading)


def test_referee_joker_never_stands_for_the_opening_card() -> None:
    situation = {"low-c": "7C", "low-h": "6H", "joker": "7C", "card": "5H"}
    with translation.override("en"), pytest.raises(Impossible):
        _said("sopiiko-riviin", "jokerit", {}, situation, 4)


# Section 5, first_ace: the first ace fixes the end for every ace. The clubs' ace lies on
# its king (high): the ace of spades goes on the king of spades, never on the two; the
# clubs' ace on its two (low): the other way round.
@pytest.mark.parametrize(
    ("clubs", "spades", "allowed"),
    [
        (("2C", "AC"), ("2S", "QS"), False),
        (("2C", "AC"), ("3S", "KS"), True),
        (("AC", "KC"), ("3S", "KS"), False),
        (("AC", "KC"), ("2S", "QS"), True),
    ],
)
def test_referee_first_ace_keeps_the_end_each_ace_is_on(
    clubs: tuple[str, str], spades: tuple[str, str], allowed: bool
) -> None:
    situation = {"low-c": clubs[0], "high-c": clubs[1], "low-s": spades[0], "high-s": spades[1]}
    with translation.override("en"):
        said = _said(
            "sopiiko-riviin", "ristiseiska", {"first_ace": "true"}, {**situation, "card": "AS"}, 4
        )
    assert said.allowed == allowed


def test_referee_first_ace_on_the_king_says_the_king_comes_first() -> None:
    situation = {"low-c": "2C", "high-c": "AC", "low-s": "2S", "high-s": "QS", "card": "AS"}
    with translation.override("fi"):
        said = _said("sopiiko-riviin", "ristiseiska", {"first_ace": "true"}, situation, 4)
        words = (str(said.verdict), said.reason)
    assert words == (
        "Ei saa pelata.",
        "Pataässä ei sovi vielä: sen riviin tarvitaan ensin patakuningas.",
    )


# Sections 4 and 5: under the token rules the answer is the points the cards score (face
# values, the token 25 under pantti, 20 under ristikasi), whoever would take the token.
@pytest.mark.parametrize(
    ("preset", "situation", "verdict"),
    [
        ("pantti", {"hand": "KH 2C"}, "Korteistasi tulee 15 pistettä."),
        ("pantti", {"hand": "KH 2C", "token": "on"}, "Saat 40 pistettä."),
        ("ristikasi", {"hand": "5D", "token": "on"}, "Saat 25 pistettä."),
    ],
)
def test_referee_points_under_the_token_rules(
    preset: str, situation: dict[str, str], verdict: str
) -> None:
    with translation.override("fi"):
        said = _said("paljonko-pisteita", preset, {}, situation, 4)
        words = (said.allowed, str(said.verdict))
    assert words == (True, verdict)


# Section 1: the seven of clubs is the first card on the table (the eight of clubs under
# ristikasi, section 5); the answer names it without saying who holds it.
@pytest.mark.parametrize(
    ("preset", "card", "reason"),
    [
        ("ristiseiska", "7H", "Ensimmäisenä pöytään pelataan ristiseiska: se avaa pelin."),
        ("ristiseiska", "6C", "Ensimmäisenä pöytään pelataan ristiseiska: se avaa pelin."),
        ("ristikasi", "7H", "Ensimmäisenä pöytään pelataan ristikasi: se avaa pelin."),
    ],
)
def test_referee_nothing_down_names_the_opening_card_not_your_hand(
    preset: str, card: str, reason: str
) -> None:
    with translation.override("fi"):
        said = _said("sopiiko-riviin", preset, {}, {"card": card}, 4)
        words = (said.allowed, str(said.verdict), said.reason)
    assert words == (False, "Ei saa pelata.", reason)


# Section 6: with two players the seven of clubs is down before the deal and the other 51
# cards are dealt 17 to each hand and 17 to the stock; in the first round (two turns) the
# hands hold 33 to 35 cards together and the stock is never empty.
@pytest.mark.parametrize(
    ("situation", "message"),
    [
        (
            {"counts": "17 17", "round": "first"},
            "Kaksinpelin ensimmäisellä kierroksella pakassa on vielä kortteja, ja käsissä on "
            "yhteensä 33–35 korttia.",
        ),
        (
            {"counts": "5 8", "round": "first", "stock": "on"},
            "Kaksinpelin ensimmäisellä kierroksella pakassa on vielä kortteja, ja käsissä on "
            "yhteensä 33–35 korttia.",
        ),
    ],
)
def test_referee_two_players_first_round_counts_the_two_player_deal(
    situation: dict[str, str], message: str
) -> None:
    with translation.override("fi"), pytest.raises(Impossible) as refused:
        _said("kenelta-pyydetaan", "ristiseiska", {}, situation, 2)
    assert str(refused.value.message) == message


def test_referee_two_players_first_round_with_the_deal_asks_the_stock() -> None:
    with translation.override("en"):
        said = _said(
            "kenelta-pyydetaan",
            "ristiseiska",
            {},
            {"counts": "17 16", "round": "first", "stock": "on"},
            2,
        )
    assert str(said.verdict) == "You ask nobody: you draw from the stock."


# Sections 5 and 8: the token holder gets the token's points even if they went out (25
# under pantti, 20 under ristikasi); the player out without it scores nothing.
@pytest.mark.parametrize(
    ("preset", "players", "situation", "words"),
    [
        (
            "pantti",
            4,
            {"hand": "", "token": "on"},
            (
                "Saat 25 pistettä.",
                "Pääset korteistasi eroon ja olet ensimmäinen. Pantti on sinulla.",
            ),
        ),
        (
            "ristikasi",
            3,
            {"hand": "", "token": "on"},
            (
                "Saat 20 pistettä.",
                "Pääset korteistasi eroon ja olet ensimmäinen. Pantti on sinulla.",
            ),
        ),
        (
            "pantti",
            4,
            {"hand": ""},
            ("Sinulle ei tule pisteitä.", "Pääset korteistasi eroon ja olet ensimmäinen."),
        ),
    ],
)
def test_referee_points_of_the_player_out(
    preset: str, players: int, situation: dict[str, str], words: tuple[str, str]
) -> None:
    with translation.override("fi"):
        said = _said("paljonko-pisteita", preset, {}, situation, players)
        got = (said.allowed, str(said.verdict), said.reason)
    assert got == (True, *words)


# Section 4, end: last: no points; play goes on until one player holds cards, who loses.
@pytest.mark.parametrize("players", [2, 4])
def test_referee_points_under_the_last_player_rules_say_what_the_cards_mean(players: int) -> None:
    with translation.override("fi"):
        said = _said("paljonko-pisteita", "ristiseiska", {}, {"hand": "KH 2C"}, players)
        words = (str(said.verdict), said.reason, said.section)
    assert words == (
        "Ei pisteitä: näillä säännöillä pisteitä ei lasketa.",
        "Näillä säännöillä käteen jääneistä korteista ei lasketa pisteitä: peli jatkuu, "
        "kunnes kortteja on enää yhdellä pelaajalla, ja hän häviää. Korttisi: "
        "herttakuningas ja ristikakkonen.",
        "seiskan-loppu",
    )


# The third read's findings, typed from shared/rules/ristiseiska.md.


def _refusal(preset: str, overrides: dict[str, str], situation: dict[str, str]) -> str:
    with translation.override("en"), pytest.raises(Impossible) as refused:
        _said("sopiiko-riviin", preset, overrides, situation, 4)
    with translation.override("en"):
        return str(refused.value.message)


def test_referee_rows_need_the_seven_of_clubs_first() -> None:
    # Section 1: the seven of clubs opens the game, so no other row can start before it.
    assert _refusal("ristiseiska", {}, {"low-h": "7H", "card": "7S"}) == (
        "The seven of hearts cannot be on the table before the seven of clubs: it opens the game."
    )


def test_referee_complete_rows_mean_the_game_is_over() -> None:
    rows = {
        f"{side}-{suit}": f"{end}{suit.upper()}"
        for suit in "schd"
        for side, end in (("low", "A"), ("high", "K"))
    }
    assert _refusal("jokerit", {}, {**rows, "card": "JK"}) == (
        "Every row is complete: the game is already over."
    )


def test_referee_names_what_is_impossible_in_the_rows() -> None:
    # first_ace: the first ace fixes the end for every ace (rules file, first_ace).
    assert _refusal(
        "ristiseiska", {"first_ace": "true"}, {"low-c": "AC", "high-h": "AH", "card": "5S"}
    ) == (
        "The ace of hearts is at the top of its row and the ace of clubs at the bottom, but "
        "the first ace played fixes the end for every ace."
    )
    # A joker on the rows stands for a card that is down there.
    assert _refusal("jokerit", {}, {"low-c": "7C", "joker": "9S", "card": "5S"}) == (
        "The nine of spades is not on the table: a joker on the rows stands for a card there."
    )
    # Section 2: the eight goes on only once the six is down.
    assert _refusal("ristiseiska", {}, {"high-c": "8C", "card": "5S"}) == (
        "The eight of clubs cannot be on the table before the six of clubs."
    )


def test_referee_yes_names_the_card_it_goes_next_to() -> None:
    with translation.override("en"):
        said = _said(
            "sopiiko-riviin", "ristiseiska", {}, {"low-c": "7C", "low-h": "7H", "card": "6H"}, 4
        )
        words = (said.allowed, said.reason)
    assert words == (
        True,
        "You play the six of hearts. It goes next to the seven of hearts, which is on the table.",
    )


def test_referee_joker_may_take_any_place_that_fits() -> None:
    # With only the seven of clubs down, the other sevens and the six of clubs fit.
    with translation.override("en"):
        said = _said("sopiiko-riviin", "jokerit", {}, {"low-c": "7C", "card": "JK"}, 4)
        words = (said.allowed, said.reason)
    assert words == (
        True,
        "The joker may stand for any card that fits now: the seven of spades, seven of hearts, "
        "seven of diamonds and six of clubs.",
    )


@pytest.mark.parametrize(
    ("players", "counts", "stock", "message"),
    [
        # Section 6: two players get 17 cards each; you have not drawn before your first turn.
        (2, "16 17", "on", "On your first turn you hold the cards dealt to you: 17 cards."),
        (2, "18 17", "on", "On your first turn you hold the cards dealt to you: 17 cards."),
        # Three players share 52 cards: 18 at most each.
        (
            3,
            "20 15 16",
            "",
            "On your first turn you hold the cards dealt to you: 18 cards at most.",
        ),
    ],
)
def test_referee_first_turn_holds_the_cards_dealt(
    players: int, counts: str, stock: str, message: str
) -> None:
    situation = {"counts": counts, "round": "first", **({"stock": stock} if stock else {})}
    with translation.override("en"), pytest.raises(Impossible) as refused:
        _said("kenelta-pyydetaan", "ristiseiska", {}, situation, players)
    with translation.override("en"):
        assert str(refused.value.message) == message


def test_referee_points_add_up_card_by_card_with_the_token() -> None:
    # Section 5 and pantti: face values, the ace 14, and 25 for the token.
    with translation.override("en"):
        said = _said("paljonko-pisteita", "pantti", {}, {"hand": "AS KH QD 5C", "token": "on"}, 4)
        words = (str(said.verdict), said.reason.split(". ")[-1], said.reading)
    assert words == (
        "You score 69 points.",
        "Points: 14 + 13 + 12 + 5 = 44, and the token 25: 69 in all.",
        "",
    )


def test_referee_token_after_going_out_is_marked_as_our_reading() -> None:
    with translation.override("en"):
        said = _said("paljonko-pisteita", "pantti", {}, {"hand": "", "token": "on"}, 4)
        words = (str(said.verdict), said.reading)
    assert words == ("You score 25 points.", "tulkinta-pantti-ohi")


def test_referee_two_players_nothing_taken_names_the_other_player() -> None:
    # Sections 3 and 6: once the stock is empty you would ask the other player, who holds
    # only one card, so nothing is taken.
    with translation.override("fi"):
        said = _said("kenelta-pyydetaan", "ristiseiska", {}, {"counts": "5 1"}, 2)
        words = (str(said.verdict), said.reason)
    assert words == (
        "Et pyydä keneltäkään: mitään ei oteta, ja vuoro siirtyy.",
        "Et voi pelata mitään, mutta toisella pelaajalla on vain yksi kortti, joten mitään "
        "ei oteta.",
    )
