"""The referee's kinds that follow the engine past the move, typed by hand from
``shared/rules/``: where a sika player lacking the suit looks for a card (sika.md sections
5, 7 and 8), when a siantappo trick falls and who leads (siantappo.md sections 2, 4 and 8),
and which cards change hands in siantappo's exchange (section 5 and 8). Each under two rule
sets or more where the house rules change the answer. Seats: You, Aino, Eero, Liisa, Onni.
"""

import random
from typing import Any

import pytest
from django.utils import translation

from games import sika
from games.core import Action, IllegalMoveError
from games.registry import find_game
from tutorials.packs import PACKS
from tutorials.referee import Impossible, answer, ask

CARDS = (
    "top",
    "hand",
    "play",
    "table",
    "card",
)  # answers given as card codes; the rest are sent as typed


def _said(
    slug: str, kind_slug: str, preset: str, overrides: dict[str, str], players: int, data: dict
) -> Any:
    pack = PACKS[slug]
    game = find_game(pack.engine)
    rules = game.make_rules(preset, overrides)
    kind = pack.situation_kind(kind_slug)
    assert kind is not None
    sent: dict[str, Any] = {}
    for name, value in data.items():
        codes = [str(game.deck.parse(code)) for code in value.split()] if name in CARDS else []
        sent[name] = (codes[0] if name in ("top", "card") else codes) if codes else value
    form = kind.form(game, rules, sent)
    assert form.is_valid(), form.errors
    return answer(kind, pack.presenter, rules, ask(kind, game, rules, players, form.cleaned_data))


NO_HEART = {"top": "9H", "hand": "KS 3C"}
A_HEART = {"top": "9H", "hand": "KS 3H"}

# (preset, overrides, situation, the verdict, the reason's sentences, the section)
DRAWS: list[tuple[str, dict[str, str], dict[str, str], str, list[str], str]] = [
    # Section 5: digging from beneath the top card; the card found is played, then a free card.
    (
        "perussika",
        {},
        NO_HEART,
        "You dig in the centre pile.",
        [
            "You take the cards beneath the top card, the last played first; the top card "
            "stays where it is.",
            "The first card that can be played goes onto the centre pile.",
            "Then you play a free card of your choice from your hand.",
        ],
        "kasivaihe",
    ),
    # Holding the suit: nothing is drawn, under every variant with a hand phase.
    (
        "perussika",
        {},
        A_HEART,
        "You do not draw: you play from your hand.",
        [
            "You hold the three of hearts, so you play it and draw nothing.",
            "The three of hearts is of the same suit as the nine of hearts.",
        ],
        "kasivaihe",
    ),
    # Dispute 4: three draws at most; a stuck turn ends the game under fewest_cards
    # (section 5), and a card found within the three is played (dug_card: play).
    (
        "perussika",
        {"max_draws": "3"},
        NO_HEART,
        "You dig in the centre pile.",
        [
            "You take the cards beneath the top card, the last played first; the top card "
            "stays where it is.",
            "You draw at most 3 cards: if none of them can be played, they stay in your hand, "
            "and the game ends: the cards in the hands are counted.",
            "If a card that can be played is found, it goes onto the centre pile.",
        ],
        "nostoraja",
    ),
    # Dispute 1: the found card is kept.
    (
        "perussika",
        {"dug_card": "keep"},
        NO_HEART,
        "You dig in the centre pile.",
        [
            "You take the cards beneath the top card, the last played first; the top card "
            "stays where it is.",
            "The card that can be played goes into your hand, and your turn is over.",
        ],
        "loydetty-kortti",
    ),
    # Kotiversio: the draw pile, not the centre pile; an empty one is made anew first, one
    # that runs out ends the turn (section 5, hand_source: recycle; free_lead plays on).
    (
        "kotiversio",
        {},
        NO_HEART,
        "You draw from the draw pile.",
        [
            "The first card that can be played goes onto the centre pile.",
            "Then you play a free card of your choice from your hand.",
            "If the draw pile is empty when you start drawing, the cards under the top card "
            "are first shuffled face down into a new draw pile; the top card stays.",
            "If it runs out during your turn, the cards drawn stay in your hand and your turn "
            "is over: a new one is made only when a later turn needs it.",
        ],
        "nostopakka",
    ),
    # Colour: a diamond goes on a heart, so nothing is dug.
    (
        "vari",
        {},
        {"top": "9H", "hand": "KS 3D"},
        "You do not draw: you play from your hand.",
        [
            "You hold the three of diamonds, so you play it and draw nothing.",
            "The three of diamonds is the same colour as the nine of hearts.",
        ],
        "vari",
    ),
    # No hand phase (section 7): ring turns from the draw pile, holding a heart or not; a
    # pile that runs out is a stuck turn, which ends the game under fewest_cards.
    (
        "ilman_kasivaihetta",
        {},
        A_HEART,
        "You draw from the draw pile.",
        [
            "The first card that can be played goes onto the centre pile.",
            "Then you play a free card of your choice from your hand.",
            "If the draw pile is empty when you start drawing, the cards under the top card "
            "are first shuffled face down into a new draw pile; the top card stays.",
            "If it runs out during your turn, the cards drawn stay in your hand and the game "
            "ends: the cards in the hands are counted.",
        ],
        "ilman-kasivaihetta",
    ),
    # Two-phase shedding (section 8): at most three from the stock; an eight is played.
    (
        "kaksivaiheinen",
        {},
        NO_HEART,
        "You draw from the draw pile.",
        [
            "You draw at most 3 cards: if none of them can be played, they stay in your hand "
            "and your turn is over.",
            "If the stock is empty when you start drawing, the cards under the top card are "
            "first turned over into a new stock; the top card stays.",
            "If it runs out during your turn, the cards drawn stay in your hand and your turn "
            "is over: a new one is made only when a later turn needs it.",
        ],
        "kaksivaiheinen",
    ),
    (
        "kaksivaiheinen",
        {},
        {"top": "9H", "hand": "KS 8C"},
        "You do not draw: you play from your hand.",
        [
            "You hold the eight of clubs, so you play it and draw nothing.",
            "The eight of clubs is an eight, and in this game an eight goes on any card.",
        ],
        "kaksivaiheinen",
    ),
]


@pytest.mark.parametrize(
    ("preset", "overrides", "situation", "verdict", "reason", "section"), DRAWS
)
def test_sika_draw_or_dig_as_the_rules_file(
    preset: str,
    overrides: dict[str, str],
    situation: dict[str, str],
    verdict: str,
    reason: list[str],
    section: str,
) -> None:
    with translation.override("en"):
        said = _said("sika", "mista-nostan", preset, overrides, 4, situation)
        words = (str(said.verdict), said.reason, said.section)
    assert words == (verdict, " ".join(reason), section)


def test_sika_draw_or_dig_in_finnish() -> None:
    with translation.override("fi"):
        said = _said("sika", "mista-nostan", "perussika", {"max_draws": "3"}, 4, NO_HEART)
        words = (str(said.verdict), said.reason)
    assert words == (
        "Kaivat keskipinosta.",
        "Otat kortit päällimmäisen kortin alta, viimeksi pelatun ensin; päällimmäinen kortti "
        "pysyy paikallaan. Nostat enintään 3 korttia: jos mikään niistä ei käy, ne jäävät "
        "käteesi, ja peli päättyy: käsien kortit lasketaan. Jos sopiva kortti löytyy, se "
        "menee keskipinoon.",
    )


SEVENS = "7S 7C"
STRAIGHT = "10S JC QD KD AH"

# (preset, overrides, players, situation, the verdict, the reason)
TRICKS: list[tuple[str, dict[str, str], int, dict[str, str], str, str]] = [
    # Section 4: everyone else passes, the last play's player leads.
    (
        "perussiantappo",
        {},
        4,
        {"play": SEVENS, "last": "ei"},
        "You lead the next trick.",
        "Aino, Eero and Liisa pass. Everyone else has passed, so the trick is over and you "
        "lead the next one.",
    ),
    (
        "perussiantappo",
        {"exchange": "false", "first_lead": "holder"},
        3,
        {"play": SEVENS, "last": "ei"},
        "You lead the next trick.",
        "Aino and Eero pass. Everyone else has passed, so the trick is over and you lead the "
        "next one.",
    ),
    # Out with the last play: the next player still in leads.
    (
        "perussiantappo",
        {},
        4,
        {"play": SEVENS, "last": "kylla"},
        "Aino leads the next trick.",
        "You are out of cards and finish first. Aino, Eero and Liisa pass. Everyone else has "
        "passed, so the trick is over. You are already out of the game, so Aino leads the "
        "next one.",
    ),
    # Section 2 and 8: the straight up to the ace of hearts falls at once.
    (
        "perussiantappo",
        {},
        4,
        {"play": STRAIGHT, "last": "ei"},
        "You lead the next trick.",
        "Nothing can beat a straight up to the ace of hearts, so the trick is over at once "
        "and you lead the next one.",
    ),
    (
        "perussiantappo",
        {"series": "true"},
        4,
        {"play": STRAIGHT, "last": "kylla"},
        "Aino leads the next trick.",
        "You are out of cards and finish first. Nothing can beat a straight up to the ace of "
        "hearts, so the trick is over at once. You are already out of the game, so Aino "
        "leads the next one.",
    ),
]


@pytest.mark.parametrize(
    ("preset", "overrides", "players", "situation", "verdict", "reason"), TRICKS
)
def test_siantappo_trick_falls_as_the_rules_file(
    preset: str,
    overrides: dict[str, str],
    players: int,
    situation: dict[str, str],
    verdict: str,
    reason: str,
) -> None:
    with translation.override("en"):
        said = _said("siantappo", "milloin-pakka-kaatuu", preset, overrides, players, situation)
        words = (str(said.verdict), said.reason, said.section)
    assert words == (verdict, reason, "ohi")


def test_siantappo_three_pairs_open_no_trick() -> None:
    with translation.override("en"), pytest.raises(Impossible) as refused:
        _said(
            "siantappo",
            "milloin-pakka-kaatuu",
            "perussiantappo",
            {},
            4,
            {"play": "3S 3C 4S 4C 5S 5C", "last": "ei"},
        )
    assert str(refused.value.message) == (
        "Three consecutive pairs cannot open a trick: they go only on a single two."
    )


SPADES = "3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS 2S"

# (overrides, players, your place, your hand, the verdict, the reason)
EXCHANGES: list[tuple[dict[str, str], int, str, str, str, str]] = [
    # Section 5: the loser gives the two strongest to the winner and gets the two weakest.
    (
        {},
        4,
        "4",
        SPADES,
        "You give the ace of spades and two of spades.",
        "In the last game you were the loser. You give away your two strongest cards, the "
        "ace of spades and two of spades, to Aino. Aino (the winner) gives you the two "
        "weakest cards in hand.",
    ),
    (
        {},
        4,
        "1",
        SPADES,
        "You give the three of spades and four of spades.",
        "In the last game you were the winner. You give away your two weakest cards, the "
        "three of spades and four of spades, to Liisa. Liisa (the loser) gives you the two "
        "strongest cards in hand.",
    ),
    # Four players or more: second and second-to-last swap one card.
    (
        {},
        4,
        "2",
        SPADES,
        "You give the three of spades.",
        "In the last game you were second. You give away your weakest card, the three of "
        "spades, to Eero. Eero (second to last) gives you the strongest card in hand.",
    ),
    # Three players (section 8, our reading): second place swaps nothing; the gifts of
    # the others are told by their places, without their cards.
    (
        {},
        3,
        "2",
        SPADES + " 3C 4C 5C 6C",
        "You give and get no cards.",
        "In the last game you were second. Aino (the winner) gives the two weakest cards in "
        "hand to Eero (the loser). Eero (the loser) gives the two strongest cards in hand to "
        "Aino (the winner).",
    ),
    # The exchange switched off.
    (
        {"exchange": "false"},
        4,
        "4",
        SPADES,
        "No cards change hands: these rules have no exchange.",
        "Everyone keeps the cards they were dealt.",
    ),
]


@pytest.mark.parametrize(("overrides", "players", "place", "hand", "verdict", "reason"), EXCHANGES)
def test_siantappo_exchange_as_the_rules_file(
    overrides: dict[str, str], players: int, place: str, hand: str, verdict: str, reason: str
) -> None:
    situation = {"place": place, "hand": hand}
    with translation.override("en"):
        said = _said("siantappo", "korttienvaihto", "perussiantappo", overrides, players, situation)
        words = (str(said.verdict), said.reason, said.section)
    assert words == (verdict, reason, "korttienvaihto")


@pytest.mark.parametrize(
    ("players", "place", "hand", "message"),
    [
        (
            4,
            "1",
            "3S 4S",
            "With 4 players each hand is dealt 13 cards: tick every card of yours (you ticked 2).",
        ),
        (4, "5", SPADES, "At a table of 4 the places go from 1 to 4."),
    ],
)
def test_siantappo_exchange_needs_the_whole_hand_and_a_place_at_the_table(
    players: int, place: str, hand: str, message: str
) -> None:
    situation = {"place": place, "hand": hand}
    with translation.override("en"), pytest.raises(Impossible) as refused:
        _said("siantappo", "korttienvaihto", "perussiantappo", {}, players, situation)
    assert str(refused.value.message) == message


# What beats what, said in full (siantappo.md sections 2 and 3): the refusal names what
# would beat the table and links the rules it rests on; a yes says why.
BEATS: list[tuple[dict[str, str], bool, str, str]] = [
    # A two beats an ace, and on a two only a higher two or three consecutive pairs.
    (
        {"table": "2S", "play": "AH"},
        False,
        "Tämä ei voita pöydän lyöntiä. Tarvitset kakkosen, joka on vahvempi kuin patakakkonen, "
        "tai siantapon, jossa on täsmälleen kolme peräkkäistä paria.",
        "kakkoset",
    ),
    # Nothing but three consecutive pairs beats the two of hearts.
    (
        {"table": "2H", "play": "9S 9C 9D 9H"},
        False,
        "Tuo siantappo on väärää muotoa pöydällä olevaa lyöntiä vastaan. Tämän voittaa vain "
        "siantappo, jossa on täsmälleen kolme peräkkäistä paria: herttakakkonen on pelin "
        "vahvin kortti.",
        "siantappo",
    ),
    # On three consecutive pairs, only higher ones (nothing in your hand beats it).
    (
        {"table": "3S 3C 4S 4C 5S 5C", "play": "9S 9C 9D 9H"},
        False,
        "Tuo siantappo on väärää muotoa pöydällä olevaa lyöntiä vastaan. Tarvitset kolme "
        "peräkkäistä paria, joiden korkein kortti on vahvempi kuin ristivitonen.",
        "siantappo",
    ),
    # Four consecutive pairs are no combination: the siantappo is exactly three.
    (
        {"table": "2H", "play": "3S 3C 4S 4C 5S 5C 6S 6C"},
        False,
        "Nämä kortit eivät sovi yhteen: valitse yksi kortti, samanarvoiset kortit, suora "
        "(peräkkäiset kortit) tai yksittäisen kakkosen päälle siantappo, jossa on täsmälleen "
        "kolme peräkkäistä paria.",
        "yhdistelmat",
    ),
    # A pair by its higher card: the seven of hearts beats the seven of diamonds.
    (
        {"table": "7C 7D", "play": "7S 7H"},
        True,
        "Lyöt päälle. Pöytään tulee pari: pataseiska ja herttaseiska. Lyönti on samaa lajia "
        "ja siinä on yhtä monta korttia, ja sen korkein kortti, herttaseiska, on vahvempi "
        "kuin pöydän korkein kortti.",
        "paalle-lyominen",
    ),
    (
        {"table": "2S", "play": "3S 3C 4S 4C 5S 5C"},
        True,
        "Tapat sian kolmella peräkkäisellä parilla: patakolmonen, ristikolmonen, patanelonen, "
        "ristinelonen, patavitonen ja ristivitonen. Kolme peräkkäistä paria on siantappo: se "
        "käy yksittäisen kakkosen päälle tai sellaisten kolmen peräkkäisen parin päälle, "
        "joiden korkein kortti on heikompi kuin ristivitonen.",
        "siantappo",
    ),
]


@pytest.mark.parametrize(("situation", "allowed", "reason", "section"), BEATS)
def test_siantappo_beats_says_what_fits_and_why(
    situation: dict[str, str], allowed: bool, reason: str, section: str
) -> None:
    with translation.override("fi"):
        said = _said("siantappo", "voittaako-lyonti", "perussiantappo", {}, 4, situation)
    assert (said.allowed, said.reason, said.section) == (allowed, reason, section)


def test_siantappo_straight_up_to_the_ace_of_hearts_never_stays_on_the_table() -> None:
    situation = {"table": "10S JC QD KD AH", "play": "2S"}
    with translation.override("en"), pytest.raises(Impossible) as refused:
        _said("siantappo", "voittaako-lyonti", "perussiantappo", {}, 4, situation)
    assert str(refused.value.message) == (
        "Nothing can beat a straight up to the ace of hearts, so it never stays on the table: "
        "the trick is over at once."
    )


# Without a hand phase (sika.md section 7) the card is drawn: a card that does not fit goes
# into the hand and the search goes on; under fewest_cards a search that finds nothing ends
# the game, under free_lead it does not.
@pytest.mark.parametrize(
    ("overrides", "card", "allowed", "reason"),
    [
        (
            {},
            "KS",
            False,
            "Rengas on jo loppu: kortti nostetaan nostopakasta. "
            "Nostat nostopakasta patakuninkaan: se ei sovi, joten se jää käteesi. Nostat "
            "lisää, kunnes saat kortin, joka käy. Jos mitään ei löydy, peli päättyy tähän ja "
            "käsien kortit lasketaan.",
        ),
        (
            {"stalemate": "free_lead"},
            "KS",
            False,
            "Rengas on jo loppu: kortti nostetaan nostopakasta. "
            "Nostat nostopakasta patakuninkaan: se ei sovi, joten se jää käteesi. Nostat "
            "lisää, kunnes saat kortin, joka käy.",
        ),
        (
            {"max_draws": "3"},
            "KS",
            False,
            "Rengas on jo loppu: kortti nostetaan nostopakasta. "
            "Nostat nostopakasta patakuninkaan: se ei sovi, joten se jää käteesi. Nostat "
            "enintään 3 korttia: jos mikään niistä ei käy, ne jäävät käteesi, ja peli "
            "päättyy: käsien kortit lasketaan.",
        ),
        (
            {},
            "KH",
            True,
            "Rengas on jo loppu: kortti nostetaan nostopakasta. "
            "Nostat nostopakasta herttakuninkaan: se sopii. Lyöt keskipinoon herttakuninkaan. "
            "Sen jälkeen pelaat kädestäsi vapaan kortin, minkä haluat.",
        ),
    ],
)
def test_sika_without_a_hand_phase_tells_the_draw_not_a_made_up_turn(
    overrides: dict[str, str], card: str, allowed: bool, reason: str
) -> None:
    situation = {"top": "9H", "card": card}
    with translation.override("fi"):
        said = _said("sika", "sopiiko-kortti", "ilman_kasivaihetta", overrides, 4, situation)
    assert (said.allowed, said.reason) == (allowed, reason)


# A card that does not fit (sika.md sections 3, 5 and 8): the refusal to a player who holds
# the suit, then the turn of one who holds nothing that fits, where the variant says.
@pytest.mark.parametrize(
    ("preset", "overrides", "reason", "section"),
    [
        (
            "perussika",
            {},
            "This is the hand phase: the ring is used up. "
            "The king of spades is not allowed: the top card is a heart, so one of your hearts "
            "must be played first. If you hold no card that fits, you play nothing from your "
            "hand. You dig in the centre pile. You take the cards beneath the top card, the "
            "last played first; the top card stays where it is. You keep drawing until a card "
            "can be played. If nothing is found, the game ends here and the cards in the hands "
            "are counted.",
            "kasivaihe",
        ),
        (
            "kotiversio",
            {},
            "This is the hand phase: the ring is used up. "
            "The king of spades is not allowed: the top card is a heart, so one of your hearts "
            "must be played first. If you hold no card that fits, you play nothing from your "
            "hand. You draw from the draw pile. You keep drawing until a card can be played.",
            "nostopakka",
        ),
        (
            "perussika",
            {"max_draws": "3"},
            "This is the hand phase: the ring is used up. "
            "The king of spades is not allowed: the top card is a heart, so one of your hearts "
            "must be played first. If you hold no card that fits, you play nothing from your "
            "hand. You dig in the centre pile. You take the cards beneath the top card, the "
            "last played first; the top card stays where it is. You draw at most 3 cards: if "
            "none of them can be played, they stay in your hand, and the game ends: the cards "
            "in the hands are counted.",
            "kasivaihe",
        ),
    ],
)
def test_sika_card_that_does_not_fit_says_what_one_without_the_suit_does(
    preset: str, overrides: dict[str, str], reason: str, section: str
) -> None:
    situation = {"top": "9H", "card": "KS"}
    with translation.override("en"):
        said = _said("sika", "sopiiko-kortti", preset, overrides, 4, situation)
    assert (said.allowed, said.reason, said.section) == (False, reason, section)


# A card that fits says why (sika.md sections 3 and 8): the suit, the colour, or in the
# two-phase game the rank or an eight.
@pytest.mark.parametrize(
    ("preset", "card", "reason"),
    [
        (
            "perussika",
            "KH",
            "This is the hand phase: the ring is used up. "
            "You play the king of hearts from your hand. The king of hearts is of the same "
            "suit as the nine of hearts. Then you play a free card of your choice from your "
            "hand.",
        ),
        (
            "vari",
            "2D",
            "This is the hand phase: the ring is used up. "
            "You play the two of diamonds from your hand. The two of diamonds is the same "
            "colour as the nine of hearts. Then you play a free card of your choice from your "
            "hand.",
        ),
        (
            "kaksivaiheinen",
            "9S",
            "This is the shedding phase: the ring is used up. "
            "You play the nine of spades from your hand. The nine of spades is of the same "
            "rank as the nine of hearts.",
        ),
        (
            "kaksivaiheinen",
            "8S",
            "This is the shedding phase: the ring is used up. "
            "You play the eight of spades from your hand. The eight of spades is an eight, and "
            "in this game an eight goes on any card.",
        ),
    ],
)
def test_sika_card_that_fits_says_why(preset: str, card: str, reason: str) -> None:
    with translation.override("en"):
        said = _said("sika", "sopiiko-kortti", preset, {}, 4, {"top": "9H", "card": card})
    assert (said.allowed, said.reason) == (True, reason)


# The presets where a player chooses the card (a hand phase, or the two-phase shedding).
CHOOSING = ["perussika", "kotiversio", "vari", "kaksivaiheinen"]


@pytest.mark.parametrize("preset", CHOOSING)
def test_sika_fits_never_contradicts_check_action_to_one_who_holds_the_suit(preset: str) -> None:
    """The card's verdict (now told through the turn the engine plays by itself) is
    check_action's at a position where the player holds the card and two of the top card's
    suit, for random pairs of cards, under every preset where a player chooses."""
    game = find_game("sika")
    rules = sika.make_rules(preset, {})
    rng = random.Random(preset)
    for _ in range(6):
        top, card = rng.sample(range(52), 2)
        suit = [c for c in range(52) if c // 13 == top // 13 and c not in (top, card)][-2:]
        spec = sika.Position(hands=((card, *suit), 3, 3, 3), pile=(top,))
        state = sika.position(rules, spec)
        assert state.decision is not None  # the engine asks which card
        try:
            game.check_action(state, Action(0, (card,)))
            engine = True
        except IllegalMoveError:
            engine = False
        data = {"top": game.deck.text(top), "card": game.deck.text(card)}
        with translation.override("en"):
            said = _said("sika", "sopiiko-kortti", preset, {}, 4, data)
        assert said.allowed == engine


def test_sika_two_decks_hold_a_card_twice_when_you_draw_or_dig() -> None:
    # sika.md section 6 (decks: 2): every card is there twice, so the king of diamonds on
    # top and in your hand is a real situation; it matches the top card (section 5).
    situation = {"top": "KD", "hand": "KD 3C"}
    with translation.override("fi"):
        said = _said("sika", "mista-nostan", "perussika", {"decks": "2"}, 10, situation)
        words = (str(said.verdict), said.reason)
    assert words == (
        "Et nosta: pelaat kädestäsi.",
        "Sinulla on ruutukuningas, joten pelaat sen etkä nosta mitään. Toinen ruutukuningas "
        "on samaa maata kuin päällimmäinen.",
    )


def test_sika_two_decks_the_twin_of_the_top_card_matches() -> None:
    situation = {"top": "KD", "card": "KD"}
    with translation.override("fi"):
        said = _said("sika", "sopiiko-kortti", "perussika", {"decks": "2"}, 10, situation)
    assert (said.allowed, said.reason) == (
        True,
        "Tilanne on käsivaiheessa: rengas on jo loppu. Lyöt kädestäsi ruutukuninkaan. Toinen "
        "ruutukuningas on samaa maata kuin päällimmäinen. Sen jälkeen pelaat kädestäsi "
        "vapaan kortin, minkä haluat.",
    )


# A draw limit ends the search before the card found (sika.md section 5, dispute 1 and 4):
# where the found card is kept, the answer says so.
def test_sika_draw_limit_tells_what_happens_to_the_card_found() -> None:
    overrides = {"max_draws": "3", "dug_card": "keep"}
    with translation.override("fi"):
        said = _said("sika", "mista-nostan", "perussika", overrides, 4, NO_HEART)
    assert said.reason == (
        "Otat kortit päällimmäisen kortin alta, viimeksi pelatun ensin; päällimmäinen kortti "
        "pysyy paikallaan. Nostat enintään 3 korttia: jos mikään niistä ei käy, ne jäävät "
        "käteesi, ja peli päättyy: käsien kortit lasketaan. Jos sopiva kortti löytyy, se "
        "menee käteesi, ja vuorosi päättyy."
    )


def test_sika_ring_draw_that_fits_tells_the_empty_hand_exception() -> None:
    # sika.md section 4: a matching draw is followed by a free card when the hand holds
    # cards; one who began the turn empty-handed draws one more and plays it unseen.
    situation = {"top": "9C", "card": "8C", "phase": "rengas"}
    with translation.override("fi"):
        said = _said("sika", "sopiiko-kortti", "perussika", {}, 4, situation)
    assert (said.allowed, said.reason) == (
        True,
        "Tilanne on rengasvaiheessa: kortti nostetaan renkaasta. Nostat renkaasta ristikasin: "
        "se sopii. Lyöt keskipinoon ristikasin. Sen jälkeen pelaat kädestäsi vapaan kortin, "
        "minkä haluat. Näin, jos kädessäsi on kortteja. Jos aloitit vuorosi tyhjin käsin, "
        "nostat renkaasta vielä yhden kortin ja lyöt sen sellaisenaan, oli se mikä tahansa.",
    )


# Who is the sika (sika.md sections 5, 7 and 8): matching cards may still lie in the centre
# pile where a draw pile, a draw limit or the stock stops your search first; only unlimited
# digging needs the other players to hold every one.
@pytest.mark.parametrize(
    ("preset", "overrides", "players", "counts", "verdict", "section"),
    [
        ("ilman_kasivaihetta", {}, 4, "39 6 4", "Sinä olet sika.", "ilman-kasivaihetta"),
        ("perussika", {"max_draws": "3"}, 4, "6 2 2 5", "Sinä olet sika.", "pattitilanne"),
    ],
)
def test_sika_stuck_with_matching_cards_out_of_reach(
    preset: str, overrides: dict[str, str], players: int, counts: str, verdict: str, section: str
) -> None:
    with translation.override("fi"):
        said = _said("sika", "kuka-on-sika", preset, overrides, players, {"counts": counts})
    assert (str(said.verdict), said.section) == (verdict, section)


def test_sika_stuck_digging_without_a_limit_needs_every_matching_card_held() -> None:
    with translation.override("fi"), pytest.raises(Impossible) as refused:
        _said("sika", "kuka-on-sika", "perussika", {}, 4, {"counts": "39 6 4"})
    assert str(refused.value.message) == (
        "Muilla pelaajilla pitäisi olla kaikki päällimmäiseen korttiin sopivat kortit, "
        "12 korttia, mutta luvuissasi heillä on yhteensä vain 10 korttia."
    )


def test_sika_two_phase_free_lead_rests_on_its_own_section_as_our_reading() -> None:
    # sika.md section 8: stalemate free_lead applies in the shedding phase; seed 000's
    # two-phase section gives no deadlock rule, so it is marked as our reading.
    with translation.override("fi"):
        said = _said("sika", "kuka-on-sika", "kaksivaiheinen", {}, 3, {"counts": "10 5 3"})
    assert (str(said.verdict), said.section, said.reading) == (
        "Kukaan ei ole vielä sika: peli jatkuu.",
        "kaksivaiheinen",
        "tulkinta-karistusvaihe",
    )


def test_siantappo_play_that_cannot_beat_says_what_would() -> None:
    # siantappo.md section 2: on three of a kind only a higher three of a kind goes, by rank;
    # no rank is higher than the two.
    with translation.override("en"):
        said = _said(
            "siantappo",
            "voittaako-lyonti",
            "perussiantappo",
            {},
            4,
            {"table": "2S 2C 2D", "play": "3S 3C 3D 3H"},
        )
        words = (said.allowed, str(said.verdict), said.reason, said.section)
    assert words == (
        False,
        "No, it does not beat it.",
        "That does not beat the play on the table. Nothing beats three twos: the two is the "
        "highest rank.",
        "paalle-lyominen",
    )


def test_siantappo_on_siantappo_rests_on_its_section_either_way() -> None:
    # siantappo.md section 3: a higher siantappo of the same form beats a siantappo.
    table = "JS JH QS QH KS KH"
    with translation.override("en"):
        higher = _said(
            "siantappo",
            "voittaako-lyonti",
            "perussiantappo",
            {},
            4,
            {"table": table, "play": "QC QD KC KD AS AD"},
        )
        lower = _said(
            "siantappo",
            "voittaako-lyonti",
            "perussiantappo",
            {},
            4,
            {"table": "QS QH KS KH AS AH", "play": "JC JD QC QD KC KD"},
        )
        words = [(s.allowed, s.section) for s in (higher, lower)]
    assert words == [(True, "siantappo"), (False, "siantappo")]


def test_siantappo_three_of_a_kind_needs_a_higher_rank() -> None:
    # siantappo.md section 2: threes are compared by rank; fives are beaten by sixes and up.
    with translation.override("en"):
        said = _said(
            "siantappo",
            "voittaako-lyonti",
            "perussiantappo",
            {},
            4,
            {"table": "5S 5C 5D", "play": "4S 4C 4D"},
        )
        words = (said.allowed, said.reason)
    assert words == (
        False,
        "That does not beat the play on the table. You need three of a kind higher in rank "
        "than the five of diamonds.",
    )
