"""The referee's verdicts against the rules files, typed by hand from ``shared/rules/``:
each situation under two rule sets or more, where the house rules change the answer.

A row is (preset, overrides, the situation's answers in card codes, allowed, the rules
section the answer links). Sika: sections 3, 5 and 8 of sika.md; siantappo: sections 2
and 3 of siantappo.md (no option of the game changes what beats what); ristiseiska:
sections 1, 2 and 5 of ristiseiska.md.
"""

from typing import Any

import pytest
from django.utils import translation

from games.registry import find_game
from tutorials.packs import PACKS
from tutorials.referee import Impossible, answer, ask

Row = tuple[str, dict[str, str], dict[str, str], bool, str]

SIKA: list[Row] = [
    # Suit: only a spade fits a spade; an eight is no wild card in the one-phase game.
    ("perussika", {}, {"top": "5S", "card": "KS"}, True, "kasivaihe"),
    ("perussika", {}, {"top": "5S", "card": "5H"}, False, "kasivaihe"),
    ("perussika", {}, {"top": "5S", "card": "8H"}, False, "kasivaihe"),
    ("perussika", {}, {"top": "5S", "card": "KC"}, False, "kasivaihe"),
    # Colour: black on black.
    ("vari", {}, {"top": "5S", "card": "KC"}, True, "vari"),
    ("vari", {}, {"top": "5S", "card": "5H"}, False, "vari"),
    ("perussika", {"match": "colour"}, {"top": "9D", "card": "2H"}, True, "vari"),
    # Two-phase: the same suit, the same rank, or an eight.
    ("kaksivaiheinen", {}, {"top": "5S", "card": "5H"}, True, "kaksivaiheinen"),
    ("kaksivaiheinen", {}, {"top": "5S", "card": "8H"}, True, "kaksivaiheinen"),
    ("kaksivaiheinen", {}, {"top": "5S", "card": "KC"}, False, "kaksivaiheinen"),
    # No hand phase: the card is drawn, and played only if it matches.
    ("ilman_kasivaihetta", {}, {"top": "5S", "card": "KS"}, True, "ilman-kasivaihetta"),
    ("ilman_kasivaihetta", {}, {"top": "5S", "card": "5H"}, False, "ilman-kasivaihetta"),
]

SIANTAPPO: list[Row] = [
    ("perussiantappo", {}, {"table": "7S 7C", "play": "8S 8C"}, True, "paalle-lyominen"),
    ("perussiantappo", {}, {"table": "7S 7C", "play": "7D 7H"}, True, "paalle-lyominen"),
    ("perussiantappo", {}, {"table": "7D 7H", "play": "7S 7C"}, False, "paalle-lyominen"),
    ("perussiantappo", {}, {"table": "7S 7C", "play": "KS"}, False, "paalle-lyominen"),
    ("perussiantappo", {}, {"table": "3S 4C 5D", "play": "6S 7C 8D 9D"}, False, "paalle-lyominen"),
    ("perussiantappo", {}, {"table": "3S 4C 5D", "play": "4S 5C 6D"}, True, "paalle-lyominen"),
    ("perussiantappo", {}, {"table": "AH", "play": "2S"}, True, "paalle-lyominen"),
    # On a two, an ace is refused by the rules on twos (section 3).
    ("perussiantappo", {}, {"table": "2S", "play": "AH"}, False, "kakkoset"),
    ("perussiantappo", {}, {"table": "2S", "play": "2C"}, True, "paalle-lyominen"),
    ("perussiantappo", {}, {"table": "2S", "play": "5S 5C"}, False, "kakkoset"),
    ("perussiantappo", {}, {"table": "2S", "play": "3S 3C 4S 4C 5S 5C"}, True, "siantappo"),
    ("perussiantappo", {}, {"table": "2S 2C", "play": "9S 9C 9D 9H"}, True, "siantappo"),
    ("perussiantappo", {}, {"table": "2S 2C", "play": "3S 3C 4S 4C 5S 5C"}, False, "siantappo"),
    # The first lead's three of clubs and the series change nothing about beating.
    (
        "perussiantappo",
        {"series": "true"},
        {"table": "7S 7C", "play": "8S 8C"},
        True,
        "paalle-lyominen",
    ),
    ("perussiantappo", {"series": "true"}, {"table": "2S", "play": "AH"}, False, "kakkoset"),
]

RISTISEISKA: list[Row] = [
    # The 8 comes after the 7 and the 6; with eight_before_six the 8 comes first.
    (
        "ristiseiska",
        {},
        {"low-c": "6C", "high-c": "8C", "low-h": "7H", "card": "8H"},
        False,
        "seiskan-rivit",
    ),
    (
        "ristiseiska",
        {},
        {"low-c": "6C", "high-c": "8C", "low-h": "7H", "card": "6H"},
        True,
        "seiskan-rivit",
    ),
    (
        "ristiseiska",
        {},
        {"low-c": "6C", "high-c": "8C", "low-h": "7H", "card": "9C"},
        True,
        "seiskan-rivit",
    ),
    (
        "ristiseiska",
        {},
        {"low-c": "6C", "high-c": "8C", "low-h": "7H", "card": "7D"},
        True,
        "seiskan-rivit",
    ),
    (
        "ristiseiska",
        {"eight_before_six": "true"},
        {"high-c": "8C", "low-h": "7H", "card": "8H"},
        True,
        "kasi-ennen-kuutosta",
    ),
    (
        "ristiseiska",
        {"eight_before_six": "true"},
        {"high-c": "8C", "low-h": "7H", "card": "6H"},
        False,
        "kasi-ennen-kuutosta",
    ),
    # Nothing down: the seven of clubs first (two decks: either seven of clubs).
    ("ristiseiska", {}, {"card": "7H"}, False, "seiskan-rivit"),
    ("ristiseiska", {}, {"card": "7C"}, True, "seiskan-rivit"),
    # First ace (section 2): before the first ace an ace goes on the 2 or on the K.
    (
        "ristiseiska",
        {"first_ace": "true"},
        {"low-c": "2C", "high-c": "KC", "card": "AC"},
        True,
        "ensimmainen-assa",
    ),
    # Only sevens must be played (section 2): a 6 is refused only to a player who holds
    # a seven that fits, and the form asks which one the player holds.
    (
        "ristiseiska",
        {"holding": "sevens_only"},
        {"low-c": "7C", "card": "6C"},
        True,
        "vain-seiskat",
    ),
    (
        "ristiseiska",
        {"holding": "sevens_only"},
        {"low-c": "7C", "card": "6C", "seven": "7H"},
        False,
        "vain-seiskat",
    ),
    # Ristikäsi starts from the eight of clubs; the seven goes below it.
    ("ristikasi", {}, {"low-c": "8C", "card": "7C"}, True, "ristikasi-peli"),
    # A refusal under a variant links the variant's section, as a yes does.
    ("ristikasi", {}, {"low-c": "8C", "card": "9C"}, False, "ristikasi-peli"),
    ("ristikasi", {}, {"low-c": "7C", "card": "9C"}, True, "ristikasi-peli"),
]

# The tests' fourth game (tests/pikkutikki): follow the suit led, unless playing "vapaa".
PIKKUTIKKI: list[Row] = [
    ("pikkutikki", {}, {"led": "10S", "card": "AS"}, True, "pikkutikki-tikki"),
    ("pikkutikki", {}, {"led": "10S", "card": "AH"}, False, "pikkutikki-tikki"),
    ("vapaa", {}, {"led": "10S", "card": "AH"}, True, "pikkutikki-tikki"),
]

# Kinds whose answer is what the engine decides, not a yes or a no: (game, kind, preset,
# overrides, players, the situation, the verdict as the page prints it, the section).
Settled = tuple[str, str, str, dict[str, str], int, dict[str, str], str, str]

SETTLED: list[Settled] = [
    # Ristiseiska, section 4 and 5: face values (A 14, K 13, Q 12, J 11), a joker 20
    # (the engine's reading), 1 a card with `scoring: count`, the token 25 (pantti) or
    # 20 (ristikasi); no points at all when the game goes on to the last player.
    (
        "ristiseiska",
        "paljonko-pisteita",
        "pisteet",
        {},
        4,
        {"hand": "AS KH 5D"},
        "Your cards score 32 points.",
        "seiskan-pisteet",
    ),
    (
        "ristiseiska",
        "paljonko-pisteita",
        "pisteet",
        {"scoring": "count"},
        4,
        {"hand": "AS KH 5D"},
        "Your cards score 3 points.",
        "seiskan-pisteet",
    ),
    (
        "ristiseiska",
        "paljonko-pisteita",
        "ristiseiska",
        {},
        4,
        {"hand": "AS KH 5D"},
        "No points: these rules count none.",
        "seiskan-loppu",
    ),
    (
        "ristiseiska",
        "paljonko-pisteita",
        "pantti",
        {},
        3,
        {"hand": "AS KH 5D", "token": "on"},
        "You score 57 points.",
        "pantti-peli",
    ),
    (
        "ristiseiska",
        "paljonko-pisteita",
        "ristikasi",
        {},
        4,
        {"hand": "QC 2D", "token": "on"},
        "You score 34 points.",
        "ristikasi-peli",
    ),
    # With four players the others' turns must not move the rows before the last card
    # is played: the deal ends and the cards are scored (K 13 + 2; 5 + the token's 20).
    (
        "ristiseiska",
        "paljonko-pisteita",
        "pantti",
        {},
        4,
        {"hand": "KH 2C"},
        "Your cards score 15 points.",
        "pantti-peli",
    ),
    (
        "ristiseiska",
        "paljonko-pisteita",
        "ristikasi",
        {},
        4,
        {"hand": "5D", "token": "on"},
        "You score 25 points.",
        "ristikasi-peli",
    ),
    (
        "ristiseiska",
        "paljonko-pisteita",
        "jokerit",
        {"end": "first_out", "target": "250"},
        2,
        {"hand": "AS JK"},
        "Your cards score 34 points.",
        "seiskan-pisteet",
    ),
    (
        "ristiseiska",
        "paljonko-pisteita",
        "jokerit",
        {"end": "first_out", "scoring": "count"},
        4,
        {"hand": "AS JK JK/2"},
        "Your cards score 3 points.",
        "seiskan-pisteet",
    ),
    # Siantappo, section 4 and 8: passing is always allowed to a player still in the trick,
    # even one who could beat it; the leader cannot pass (the engine's reading). No option
    # of the game changes it: the same answers with the exchange off or the 3C holder free.
    (
        "siantappo",
        "saako-passata",
        "perussiantappo",
        {},
        4,
        {"turn": "aloitan", "table": ""},
        "No, you may not.",
        "ohi",
    ),
    (
        "siantappo",
        "saako-passata",
        "perussiantappo",
        {},
        4,
        {"turn": "jatkan", "table": "7S"},
        "Yes, you may pass.",
        "ohi",
    ),
    (
        "siantappo",
        "saako-passata",
        "perussiantappo",
        {"exchange": "false", "first_lead": "holder"},
        4,
        {"turn": "aloitan", "table": ""},
        "No, you may not.",
        "ohi",
    ),
    (
        "siantappo",
        "saako-passata",
        "perussiantappo",
        {"exchange": "false", "first_lead": "holder"},
        4,
        {"turn": "jatkan", "table": "7S"},
        "Yes, you may pass.",
        "ohi",
    ),
    (
        "siantappo",
        "saako-passata",
        "perussiantappo",
        {},
        3,
        {"turn": "jatkan", "table": "2S 2C 2D 2H"},
        "Yes, you may pass.",
        "ohi",
    ),
    (
        "siantappo",
        "saako-passata",
        "perussiantappo",
        {},
        4,
        {"turn": "jatkan", "table": "AH"},
        "Yes, you may pass.",
        "ohi",
    ),
    # Sika, section 5: with `stalemate: fewest_cards` the stuck turn ends the game and the
    # most cards are the sika (ties share it); with `free_lead` the game goes on, as it
    # does in the two-phase game, where only a turn with nothing to draw is stuck. The
    # seats are You, Aino, Eero, Liisa.
    (
        "sika",
        "kuka-on-sika",
        "perussika",
        {},
        4,
        {"counts": "25 10 10 6"},
        "You are the sika.",
        "pattitilanne",
    ),
    (
        "sika",
        "kuka-on-sika",
        "perussika",
        {},
        4,
        {"counts": "15 20 6 10"},
        "Aino is the sika.",
        "pattitilanne",
    ),
    (
        "sika",
        "kuka-on-sika",
        "perussika",
        {},
        4,
        {"counts": "20 20 6 5"},
        "You and Aino are both sikas.",
        "pattitilanne",
    ),
    (
        "sika",
        "kuka-on-sika",
        "perussika",
        {},
        4,
        {"counts": "15 15 15 6"},
        "You, Aino and Eero are all sikas.",
        "pattitilanne",
    ),
    (
        "sika",
        "kuka-on-sika",
        "perussika",
        {},
        4,
        {"counts": "10 20 20 1"},
        "Aino and Eero are the sikas.",
        "pattitilanne",
    ),
    (
        "sika",
        "kuka-on-sika",
        "perussika",
        {"stalemate": "free_lead"},
        4,
        {"counts": "15 20 6 10"},
        "Nobody is the sika yet: the game goes on.",
        "pattitilanne",
    ),
    (
        "sika",
        "kuka-on-sika",
        "vari",
        {},
        3,
        {"counts": "10 20 21"},
        "Eero is the sika.",
        "pattitilanne",
    ),
    # With a draw pile a stuck turn leaves cards beneath the top card: 39 cards in the
    # hands, the game ends on the stuck turn and the two with 15 share the sika.
    (
        "sika",
        "kuka-on-sika",
        "ilman_kasivaihetta",
        {},
        4,
        {"counts": "3 15 6 15"},
        "Aino and Liisa are the sikas.",
        "ilman-kasivaihetta",
    ),
    # A draw limit stops the dig after three cards: the rest stay beneath the top card.
    (
        "sika",
        "kuka-on-sika",
        "perussika",
        {"max_draws": "3"},
        4,
        {"counts": "10 20 6 5"},
        "Aino is the sika.",
        "pattitilanne",
    ),
    # The home version counts empty turns (free lead): the stuck turn does not end it.
    (
        "sika",
        "kuka-on-sika",
        "kotiversio",
        {},
        4,
        {"counts": "3 5 5 2"},
        "Nobody is the sika yet: the game goes on.",
        "jumitus",
    ),
    (
        "sika",
        "kuka-on-sika",
        "kaksivaiheinen",
        {},
        4,
        {"counts": "20 20 6 5"},
        "Nobody is the sika yet: the game goes on.",
        "kaksivaiheinen",
    ),
]

# Situations the rules cannot reach under these rules: the form's error, never an answer.
IMPOSSIBLE: list[tuple[str, str, dict[str, str], dict[str, str]]] = [
    ("sika", "perussika", {}, {"top": "5S", "card": "5S"}),
    ("siantappo", "perussiantappo", {}, {"table": "7S 8C", "play": "9S 9C"}),
    ("siantappo", "perussiantappo", {}, {"table": "7S 7C", "play": "7S 7H"}),
    ("ristiseiska", "ristiseiska", {}, {"low-c": "7C", "high-h": "8H", "card": "9H"}),
    ("ristiseiska", "ristiseiska", {}, {"high-c": "8C", "card": "9C"}),
    ("ristiseiska", "ristiseiska", {}, {"low-c": "7C", "card": "7C"}),
    ("pikkutikki", "pikkutikki", {}, {"led": "AS", "card": "AS"}),
]
IMPOSSIBLE_OF: list[tuple[str, str, str, dict[str, str], dict[str, str]]] = [
    # The seven of clubs opens the game: it is on the table, never left in a hand.
    ("ristiseiska", "paljonko-pisteita", "pisteet", {}, {"hand": "7C 5D"}),
    ("siantappo", "saako-passata", "perussiantappo", {}, {"turn": "jatkan", "table": "7S 8C"}),
    # Opening the trick with cards on the table; following nothing.
    ("siantappo", "saako-passata", "perussiantappo", {}, {"turn": "aloitan", "table": "7S"}),
    ("siantappo", "saako-passata", "perussiantappo", {}, {"turn": "jatkan", "table": ""}),
    # Stuck, you have dug up the centre pile: the hands hold every card but the top card.
    ("sika", "kuka-on-sika", "perussika", {}, {"counts": "3 20"}),
    # Colour: the others would hold every red (or black) card but the top card, 25 cards.
    ("sika", "kuka-on-sika", "vari", {}, {"counts": "40 6 5"}),
    # Five hands at a table of four.
    ("sika", "kuka-on-sika", "perussika", {}, {"counts": "11 10 10 10 10"}),
    # More cards in the hands than the deck holds, with a draw pile too.
    ("sika", "kuka-on-sika", "kotiversio", {}, {"counts": "20 20 6 6"}),
    # Cards left to draw: your stuck turn drew one, so you cannot hold just one.
    ("sika", "kuka-on-sika", "ilman_kasivaihetta", {}, {"counts": "1 15 6 15"}),
]


FLAGS = ("token", "counts", "turn")  # answers that are no cards: sent as typed


def _form_data(slug: str, situation: dict[str, str]) -> dict[str, Any]:
    """The answers as the form sends them: a card by its number, several cards a list."""
    deck = find_game(PACKS[slug].engine).deck
    data: dict[str, Any] = {}
    for name, codes in situation.items():
        cards = [str(deck.parse(code)) for code in codes.split()]
        data[name] = cards if name in ("table", "play", "down", "hand") else cards[0]
    return data


def _verdict(
    slug: str,
    preset: str,
    overrides: dict[str, str],
    situation: dict[str, str],
    kind_slug: str = "",
    players: int = 4,
) -> Any:
    pack = PACKS[slug]
    game = find_game(pack.engine)
    rules = game.make_rules(preset, overrides)
    kind = pack.situation_kind(kind_slug) if kind_slug else pack.referee[0]
    assert kind is not None
    data = _form_data(slug, {k: v for k, v in situation.items() if k not in FLAGS})
    data.update({k: v for k, v in situation.items() if k in FLAGS})
    form = kind.form(game, rules, data)
    assert form.is_valid(), form.errors
    return answer(kind, pack.presenter, rules, ask(kind, game, rules, players, form.cleaned_data))


@pytest.mark.parametrize(
    ("slug", "row"),
    [("sika", row) for row in SIKA]
    + [("siantappo", row) for row in SIANTAPPO]
    + [("ristiseiska", row) for row in RISTISEISKA]
    + [("pikkutikki", row) for row in PIKKUTIKKI],
)
def test_referee_verdict_is_the_rules_files(slug: str, row: tuple[Any, ...]) -> None:
    preset, overrides, situation, allowed, section = row
    with translation.override("en"):
        said = _verdict(slug, preset, overrides, situation)
    assert (said.allowed, said.section) == (allowed, section)


@pytest.mark.parametrize("row", SETTLED)
def test_referee_settles_as_the_rules_files(row: Settled) -> None:
    slug, kind, preset, overrides, players, situation, verdict, section = row
    with translation.override("en"):
        said = _verdict(slug, preset, overrides, situation, kind, players)
        words = str(said.verdict)  # a lazy verdict is said in the language it is read in
    assert (words, said.section) == (verdict, section)


@pytest.mark.parametrize(("slug", "preset", "overrides", "situation"), IMPOSSIBLE)
def test_referee_impossible_situation_is_refused(
    slug: str, preset: str, overrides: dict[str, str], situation: dict[str, str]
) -> None:
    with translation.override("en"), pytest.raises(Impossible):
        _verdict(slug, preset, overrides, situation)


@pytest.mark.parametrize(("slug", "kind", "preset", "overrides", "situation"), IMPOSSIBLE_OF)
def test_referee_impossible_situation_of_a_kind_is_refused(
    slug: str, kind: str, preset: str, overrides: dict[str, str], situation: dict[str, str]
) -> None:
    with translation.override("en"), pytest.raises(Impossible):
        _verdict(slug, preset, overrides, situation, kind)


# The pack's reading an answer rests on where the sources leave the point open: the one
# who opens a siantappo trick may not pass (siantappo.md is silent), and counting the
# cards of a stuck sika game, ties all sikas (the source names no stalemate rule).
READS: list[tuple[str, str, str, dict[str, str], dict[str, str], str]] = [
    (
        "siantappo",
        "saako-passata",
        "perussiantappo",
        {},
        {"turn": "aloitan", "table": ""},
        "tulkinta-avaaja-ei-passaa",
    ),
    ("siantappo", "saako-passata", "perussiantappo", {}, {"turn": "jatkan", "table": "7S"}, ""),
    ("sika", "kuka-on-sika", "perussika", {}, {"counts": "20 20 6 5"}, "tulkinta-korttimaara"),
    ("sika", "kuka-on-sika", "kotiversio", {}, {"counts": "20 20 6 5"}, ""),
    ("ristiseiska", "paljonko-pisteita", "pisteet", {}, {"hand": "AS"}, ""),
]


@pytest.mark.parametrize(("slug", "kind", "preset", "overrides", "situation", "reading"), READS)
def test_referee_answer_names_the_reading_it_rests_on(
    slug: str,
    kind: str,
    preset: str,
    overrides: dict[str, str],
    situation: dict[str, str],
    reading: str,
) -> None:
    with translation.override("en"):
        said = _verdict(slug, preset, overrides, situation, kind)
    assert said.reading == reading


def test_referee_first_ace_on_either_end_is_told_without_the_play_page() -> None:
    with translation.override("fi"):
        said = _verdict(
            "ristiseiska",
            "ristiseiska",
            {"first_ace": "true"},
            {"low-c": "2C", "high-c": "KC", "card": "AC"},
        )
        words = (str(said.verdict), said.reason)
    assert words == (
        "Saa pelata.",
        "Pelaat ristiässän. Se sulkee rivin pään, joten perään saa pelata vielä kortin, "
        "jos sopiva löytyy. Valitset itse, kumpaan päähän se menee; kaikki ässät menevät "
        "sen jälkeen samaan päähän.",
    )


# Late in the game (ristiseiska.md sections 1 and 3): five hearts off the table, the king
# in dispute waits for the queen, under the game that goes on to the last player.
LATE = {"low-s": "AS", "high-s": "KS", "low-d": "AD", "high-d": "KD", "low-c": "AC"}
LATE |= {"high-c": "KC", "low-h": "4H", "high-h": "JH"}


@pytest.mark.parametrize("players", [3, 4])
def test_referee_late_game_names_the_card_needed_first(players: int) -> None:
    with translation.override("fi"):
        said = _verdict("ristiseiska", "ristiseiska", {}, {**LATE, "card": "KH"}, "", players)
        words = (str(said.verdict), said.reason)
    assert words == (
        "Ei saa pelata.",
        "Herttakuningas ei sovi vielä: sen riviin tarvitaan ensin herttarouva.",
    )


def test_referee_three_pairs_on_a_single_card_said_in_good_finnish() -> None:
    with translation.override("fi"):
        said = _verdict(
            "siantappo", "perussiantappo", {}, {"table": "7S", "play": "3S 3C 4S 4C 5S 5C"}
        )
    assert said.reason.split(". ")[0] == (
        "Kolme peräkkäistä paria käy vain yksittäisen kakkosen päälle"
    )


# Two players (ristiseiska.md section 6): the seven of clubs is laid before the deal.
@pytest.mark.parametrize(
    ("situation", "allowed"),
    [
        ({"card": "6C"}, True),
        ({"card": "7H"}, True),
        ({"low-c": "6C", "card": "5C"}, True),
        ({"card": "5C"}, False),
    ],
)
def test_referee_two_players_start_from_the_seven_laid_before_the_deal(
    situation: dict[str, str], allowed: bool
) -> None:
    with translation.override("en"):
        said = _verdict("ristiseiska", "ristiseiska", {}, situation, "", 2)
    assert said.allowed == allowed


def test_referee_two_players_seven_of_clubs_in_no_hand() -> None:
    with translation.override("en"), pytest.raises(Impossible) as refused:
        _verdict("ristiseiska", "ristiseiska", {}, {"card": "7C"}, "", 2)
    assert str(refused.value.message) == (
        "With two players the seven of clubs is laid on the table before the deal: "
        "it is never in a hand."
    )


def test_referee_names_the_card_that_has_no_place() -> None:
    with translation.override("fi"), pytest.raises(Impossible) as refused:
        _verdict("ristiseiska", "ristiseiska", {}, {"high-c": "8C", "card": "6C"})
    with translation.override("fi"):
        words = str(refused.value.message)
    assert words == (  # the page starts it with a capital
        "ristikasi voi olla pöydällä vasta, kun ristikuutonen on jo pöydällä."
    )
