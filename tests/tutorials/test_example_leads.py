"""Every example's lead says what its games really do: each test reads the recorded events.

A lead names cards, counts draws and says who leaves; its test finds the same
turn in the scenario's events and checks the cards one by one, and checks
that the lead (in English, the msgid) says it. The rule-set line at the top
of each example is checked against its scenario files.
"""

from dataclasses import dataclass, field

import pytest
from django.test import Client
from django.utils import translation

from games import sika
from games.cards import card_text
from games.core import rules_dict
from tests.html import texts
from tests.tutorials.sika_steps import sika_capture, sika_rules
from tutorials.packs.sika.examples import EXAMPLE_SET


@dataclass
class Turn:
    """One turn of a recorded game, from its events, cards as codes ("9H")."""

    player: str
    drawn: list[str] = field(default_factory=list)  # every card drawn, in order
    kept: list[str] = field(default_factory=list)  # the drawn cards that went into the hand
    played: list[list[str]] = field(default_factory=list)  # each play's cards, in order
    sources: set[str] = field(default_factory=set)  # where the cards were drawn from
    result: str = ""
    left: list[str] = field(default_factory=list)  # who left during or right after the turn
    step: int = 0  # the step of its TurnStarted
    free_lead: bool = False


def turns(name: str) -> list[Turn]:
    players = EXAMPLE_SET.scenario(name).players
    found: list[Turn] = []
    for step, event in enumerate(EXAMPLE_SET.log(name).events, start=1):
        if isinstance(event, sika.TurnStarted):
            found.append(Turn(players[event.player], step=step, free_lead=event.free_lead))
        elif isinstance(event, sika.Drew):
            found[-1].drawn.append(card_text(event.card))
            found[-1].sources.add(event.source.value)
            if event.into_hand:
                found[-1].kept.append(card_text(event.card))
        elif isinstance(event, sika.Played):
            found[-1].played.append([card_text(card) for card in event.cards])
        elif isinstance(event, sika.TurnEnded):
            found[-1].result = event.result.value
        elif isinstance(event, sika.Left) and found:
            found[-1].left += [players[seat] for seat in event.players]
    return found


def turn_at(name: str, step: int) -> Turn:
    """The turn whose TurnStarted is at ``step``."""
    return next(turn for turn in turns(name) if turn.step == step)


def hands_before(name: str, step: int) -> dict[str, list[str]]:
    """Each player's hand just before the event at ``step``."""
    table = sika_capture(EXAMPLE_SET.scenario(name), step - 1).table
    players = EXAMPLE_SET.scenario(name).players
    return {
        players[seat]: [card_text(card) for card in hand] for seat, hand in enumerate(table.hands)
    }


def top_before(name: str, step: int) -> str:
    """The top card of the centre pile before the event at ``step``, from the plays."""
    top = sika_capture(EXAMPLE_SET.scenario(name), 0).table.pile_top
    for event in EXAMPLE_SET.log(name).events[: step - 1]:
        if isinstance(event, sika.Played):
            top = event.cards[-1]
    return card_text(top)


def opening_turn(slug: str) -> Turn:
    """The turn under way at a cut example's first step."""
    first = EXAMPLE_SET.timeline(EXAMPLE_SET.by_slug[slug]).positions[0][0]
    return [turn for turn in turns(slug) if turn.step <= first][-1]


def lead(slug: str) -> str:
    with translation.override("en"):
        return " ".join(str(EXAMPLE_SET.by_slug[slug].intro).split())


def moment(slug: str, index: int = 0) -> int:
    with translation.override("en"):
        return EXAMPLE_SET.moment_steps(EXAMPLE_SET.by_slug[slug])[index][1]


def test_lead_aino_eero_liisa_three_turns_as_told() -> None:
    first, second, third = turns("aino-eero-liisa")
    assert top_before("aino-eero-liisa", 1) == "9H"
    assert (first.player, first.drawn, first.played) == (
        "Aino",
        ["KS", "3D", "JH"],
        [["JH"], ["3D"]],
    )
    assert (second.player, second.drawn, second.played) == (
        "Eero",
        ["8D", "10C"],
        [["8D"], ["10C"]],
    )
    assert second.kept == []
    assert (third.player, third.kept, third.drawn[-1]) == ("Liisa", ["5S", "2H", "6D", "7S"], "QC")
    assert "nine of hearts in the centre" in lead("aino-eero-liisa")
    assert "Liisa draws four cards that do not match, and the fifth is a club" in lead(
        "aino-eero-liisa"
    )


def test_lead_keskella_risti_8_one_turn_as_told() -> None:
    (turn,) = turns("keskella-risti-8")
    assert top_before("keskella-risti-8", 1) == "8C"
    assert (turn.player, turn.drawn, turn.kept) == ("Aino", ["5D", "KS", "2C"], ["5D", "KS"])
    assert turn.played == [["2C"], ["KS"]]
    assert (
        "Aino draws the five of diamonds and the king of spades, which do not match, and then "
        "the two of clubs" in lead("keskella-risti-8")
    )


def test_lead_tyhja_kasi_first_turn_as_told() -> None:
    first = turns("tyhja-kasi")[0]
    assert top_before("tyhja-kasi", 1) == "4H"
    assert (first.player, first.drawn, first.kept, first.played) == (
        "Aino",
        ["7H", "JD"],
        [],
        [["7H"], ["JD"]],
    )
    assert turns("tyhja-kasi")[2].player == "Aino"  # still in: she draws again on turn 3
    text = lead("tyhja-kasi")
    assert "Her first draw, the seven of hearts, matches" in text
    assert "the jack of diamonds" in text


def test_lead_viimeinen_rengaskortti_decks_differ_in_two_places() -> None:
    a, b = (
        EXAMPLE_SET.scenario("viimeinen-rengaskortti-a"),
        EXAMPLE_SET.scenario("viimeinen-rengaskortti-b"),
    )
    differ = [
        (position, card_text(x), card_text(y))
        for position, (x, y) in enumerate(zip(a.deck, b.deck, strict=True))
        if x != y
    ]
    assert differ == [(45, "3H", "4D"), (51, "4D", "3H")]
    # Aino draws the card at position 45 on turn 22: one of the two swapped cards.
    assert turn_at("viimeinen-rengaskortti-a", 129).drawn[0] == "3H"
    assert turn_at("viimeinen-rengaskortti-b", 129).drawn[0] == "4D"
    text = lead("viimeinen-rengaskortti")
    assert "only two cards swap places: the four of diamonds and the three of hearts" in text


def test_lead_viimeinen_rengaskortti_both_endings_as_told() -> None:
    step = moment("viimeinen-rengaskortti")
    for name in ("viimeinen-rengaskortti-a", "viimeinen-rengaskortti-b"):
        assert hands_before(name, step)["Liisa"] == ["10S"]
        assert top_before(name, step) == "JD"
    diamond = turn_at("viimeinen-rengaskortti-a", step)
    heart = turn_at("viimeinen-rengaskortti-b", step)
    assert (diamond.player, diamond.drawn, diamond.played, diamond.left) == (
        "Liisa",
        ["4D"],
        [["4D"], ["10S"]],
        ["Liisa"],
    )
    assert (heart.player, heart.kept, heart.played, heart.left) == ("Liisa", ["3H"], [], [])
    text = lead("viimeinen-rengaskortti")
    assert "If the last card is the four of diamonds, she plays it and then her spade" in text
    assert "If it is the three of hearts, it does not match" in text


def test_lead_kasivaihe_turn_as_told() -> None:
    step = moment("kasivaihe")
    turn = turn_at("kasivaihe", step)
    assert top_before("kasivaihe", step)[-1] == "D"
    assert hands_before("kasivaihe", step)[turn.player] == ["3D", "QC"]
    assert (turn.drawn, turn.played, turn.left) == ([], [["3D"], ["QC"]], [turn.player])
    assert "a hand of the three of diamonds and the queen of clubs, the player must" in lead(
        "kasivaihe"
    )


def test_lead_kaivaminen_turn_and_dig_as_told() -> None:
    step = moment("kaivaminen")
    turn = turn_at("kaivaminen", step)
    assert top_before("kaivaminen", step)[-1] == "D"
    assert hands_before("kaivaminen", step)["Aino"] == ["3D", "QC"]
    assert (turn.player, turn.drawn, turn.played, turn.left) == (
        "Aino",
        [],
        [["3D"], ["QC"]],
        ["Aino"],
    )
    # Next, Eero has no club and digs in the centre pile until one comes.
    after = turns("kaivaminen")[turns("kaivaminen").index(turn) + 1]
    assert not any(card.endswith("C") for card in hands_before("kaivaminen", after.step)["Eero"])
    assert (after.player, after.sources, after.drawn) == ("Eero", {"pile"}, ["3D", "2D", "8C"])
    # The example opens on an earlier turn of Aino's: the four of hearts dug out of the
    # centre pile and played, then a free card.
    opening = opening_turn("kaivaminen")
    assert (opening.player, opening.sources, opening.drawn, opening.played) == (
        "Aino",
        {"pile"},
        ["4H"],
        [["4H"], ["2S"]],
    )
    assert opening.step < turn.step
    text = lead("kaivaminen")
    assert (
        "the example starts as Aino digs the four of hearts out of the centre pile and plays it, "
        "then a free card." in text
    )
    assert (
        "A few turns later a diamond is on top and Aino holds the three of diamonds and the "
        "queen of clubs. She must start with the diamond" in text
    )
    assert "Eero has no club, so he digs for one in the centre pile" in text


def test_lead_nostopakka_turn_as_told() -> None:
    step = moment("nostopakka")
    turn = turn_at("nostopakka", step)
    assert top_before("nostopakka", step)[-1] == "S"
    assert {card[-1] for card in hands_before("nostopakka", step)[turn.player]} == {"H"}
    assert (turn.sources, turn.drawn, turn.kept) == (
        {"draw_pile"},
        ["4D", "10C", "6S"],
        ["4D", "10C"],
    )
    assert turn.played == [["6S"], ["10C"]]
    text = lead("nostopakka")
    assert "The draw pile gives a diamond and a club, which go into the hand, then a spade" in text
    assert "The club drawn a moment ago goes on top as the free card" in text


def test_lead_nostopakka_loppuu_turn_as_told() -> None:
    step = moment("nostopakka-loppuu")
    turn = turn_at("nostopakka-loppuu", step)
    after = turns("nostopakka-loppuu")[turns("nostopakka-loppuu").index(turn) + 1]
    assert top_before("nostopakka-loppuu", step)[-1] == "S"
    assert {card[-1] for card in hands_before("nostopakka-loppuu", step)[turn.player]} == {"H"}
    assert (turn.drawn, turn.kept, turn.played, turn.result) == (
        ["8D", "5C"],
        ["8D", "5C"],
        [],
        "stuck",
    )
    # The next player tries the same top card, here with a spade from the hand.
    assert after.played[0] == ["KS"]
    assert "this time the draw pile has just two cards, a diamond and a club" in lead(
        "nostopakka-loppuu"
    )


def test_lead_jumitus_deadlock_as_told() -> None:
    step = moment("jumitus")
    game = turns("jumitus")
    lead_turn = next(turn for turn in game if turn.free_lead)
    before = game[game.index(lead_turn) - 2 : game.index(lead_turn)]
    hands = hands_before("jumitus", step)
    assert sorted(name for name, hand in hands.items() if hand) == ["Liisa", "Onni"]
    assert top_before("jumitus", step)[-1] == "S"
    assert [(turn.player, turn.result, turn.played) for turn in before] == [
        ("Liisa", "stuck", []),
        ("Onni", "stuck", []),
    ]
    assert (lead_turn.player, lead_turn.played) == ("Liisa", [["4H"]])
    # The example opens as Aino plays her last card and leaves; the spade comes later.
    opening = opening_turn("jumitus")
    assert (opening.player, opening.played[-1], opening.left) == ("Aino", ["7D"], ["Aino"])
    assert hands_before("jumitus", opening.step)["Aino"] == ["7D", "JC"]
    assert opening.step < before[0].step
    text = lead("jumitus")
    assert "The example starts as Aino plays her last card and leaves the game, so two" in text
    assert "Later a spade is on top" in text
    assert "here a heart, and the game goes on with hearts" in text


@pytest.mark.parametrize(
    ("slug", "option", "values"),
    [
        ("kiista-loydetty-kortti", "dug_card", ("play", "keep")),
        ("kiista-vapaa-kortti", "hand_free_card", (True, False)),
        ("kiista-pattitilanne", "stalemate", ("fewest_cards", "free_lead")),
        ("kiista-nostoraja", "max_draws", (None, 3)),
    ],
)
def test_lead_dispute_same_deal_basic_rules_one_option_apart(
    slug: str, option: str, values: tuple[object, object]
) -> None:
    first, second = (
        EXAMPLE_SET.scenario(game.scenario) for game in EXAMPLE_SET.by_slug[slug].games
    )
    assert (first.preset, second.preset) == ("perussika", "perussika")
    assert (first.deck, first.seed) == (second.deck, second.seed)
    assert (getattr(first.rules, option), getattr(second.rules, option)) == tuple(
        rules_dict(sika.make_rules("perussika", {option: value}))[option] for value in values
    )
    differing = {
        key
        for key, value in rules_dict(first.rules).items()
        if rules_dict(second.rules)[key] != value
    }
    assert differing == {option}
    assert "Both games are the same deal, played by the basic rules" in lead(slug)


# The rule set each example is played under, as its first line says it.
SAME_IN_BOTH = "Basic sika; the home version plays these turns the same way"
RULE_SETS = {
    "aino-eero-liisa": ("Basic sika", ("perussika",)),
    "keskella-risti-8": (SAME_IN_BOTH, ("perussika",)),
    "tyhja-kasi": (SAME_IN_BOTH, ("perussika",)),
    "viimeinen-rengaskortti": ("Home version", ("kotiversio", "kotiversio")),
    "kasivaihe": ("Home version", ("kotiversio",)),
    "kaivaminen": ("Basic sika", ("perussika",)),
    "nostopakka": ("Home version", ("kotiversio",)),
    "nostopakka-loppuu": ("Home version", ("kotiversio",)),
    "jumitus": ("Home version with at most three draws a turn", ("kotiversio",)),
    "kiista-loydetty-kortti": (
        "Basic sika; in the second game the card found stays in the hand",
        ("perussika", "perussika"),
    ),
    "kiista-vapaa-kortti": (
        "Basic sika; in the second game no free card follows in the hand phase",
        ("perussika", "perussika"),
    ),
    "kiista-pattitilanne": (
        "Basic sika; in the second game a stuck turn is skipped",
        ("perussika", "perussika"),
    ),
    "kiista-nostoraja": (
        "Basic sika; in the second game at most three draws a turn",
        ("perussika", "perussika"),
    ),
    "kaksivaiheinen": ("The two-phase variant", ("kaksivaiheinen",)),
    "vari": ("Basic sika, matching by colour", ("vari",)),
    "ilman-kasivaihetta": ("Basic sika without the hand phase", ("ilman_kasivaihetta",)),
    "kaksi-pakkaa": ("Basic sika with two decks", ("perussika",)),
}


def test_example_rule_set_line_for_every_example() -> None:
    assert set(RULE_SETS) == set(EXAMPLE_SET.by_slug)


@pytest.mark.parametrize("slug", [example.slug for example in EXAMPLE_SET.all])
def test_example_rule_set_line_names_its_scenarios_rules(slug: str) -> None:
    line, presets = RULE_SETS[slug]
    example = EXAMPLE_SET.by_slug[slug]
    with translation.override("en"):
        assert str(example.rule_set) == line
    assert tuple(EXAMPLE_SET.scenario(game.scenario).preset for game in example.games) == presets


def test_example_rule_set_line_jumitus_adds_the_draw_limit() -> None:
    assert sika_rules(EXAMPLE_SET.scenario("jumitus")).max_draws == 3


def test_example_rule_set_line_kaksi_pakkaa_two_decks() -> None:
    assert sika_rules(EXAMPLE_SET.scenario("kaksi-pakkaa")).decks == 2


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("path", "line"),
    [
        ("/sika/esimerkit/kaivaminen/", "Säännöt: Perussika"),
        ("/en/sika/esimerkit/jumitus/", "Rule set: Home version with at most three draws a turn"),
    ],
)
def test_example_page_rule_set_line_right_under_the_title(
    client: Client, path: str, line: str
) -> None:
    html = client.get(path).content.decode()
    after_title = html.split("</h1>", 1)[1]
    assert texts(after_title, "p")[0] == line


def played_at(name: str, step: int) -> list[str]:
    """The cards of the play at ``step``."""
    event = EXAMPLE_SET.log(name).events[step - 1]
    assert isinstance(event, sika.Played)
    return [card_text(card) for card in event.cards]


def test_lead_kaksivaiheinen_collects_then_sheds_as_told() -> None:
    eight, same_rank, shedding, in_one_go = (moment("kaksivaiheinen", i) for i in range(4))
    # An eight goes on anything: here on the five of spades.
    assert (played_at("kaksivaiheinen", eight), top_before("kaksivaiheinen", eight)) == (
        ["8D"],
        "5S",
    )
    assert (played_at("kaksivaiheinen", same_rank), top_before("kaksivaiheinen", same_rank)) == (
        ["6H"],
        "6S",
    )
    assert isinstance(EXAMPLE_SET.log("kaksivaiheinen").events[shedding - 1], sika.RingEmptied)
    assert played_at("kaksivaiheinen", in_one_go) == ["2H", "2D"]
    text = lead("kaksivaiheinen")
    assert "A card of the same suit or the same rank, or any eight, can be played" in text
    assert "card by card or in sets and runs" in text


def test_lead_vari_match_by_colour_as_told() -> None:
    step = moment("vari")
    drew = EXAMPLE_SET.log("vari").events[step - 1]
    assert isinstance(drew, sika.Drew)
    assert (card_text(drew.card), top_before("vari", step), drew.matches) == ("4S", "9C", True)
    assert "a card matches when it has the same colour as the top card" in lead("vari")


def test_lead_ilman_kasivaihetta_draw_pile_then_leaving_as_told() -> None:
    events = EXAMPLE_SET.log("ilman-kasivaihetta").events
    pile, leaves = moment("ilman-kasivaihetta", 0), moment("ilman-kasivaihetta", 1)
    assert events[pile - 2] == sika.RingEmptied(sika.Phase.RING)  # no hand phase follows
    assert events[pile - 1] == sika.NewDrawPile(32, True)
    assert isinstance(events[leaves - 1], sika.Left)
    text = lead("ilman-kasivaihetta")
    assert "the cards under the top card are shuffled into a draw pile" in text
    assert "a player whose hand is empty at the end of a turn leaves the game" in text


def test_lead_kaksi_pakkaa_two_or_three_turns_each_as_told() -> None:
    events = EXAMPLE_SET.log("kaksi-pakkaa").events
    ring_end = next(i for i, event in enumerate(events) if isinstance(event, sika.RingEmptied))
    ring_turns = [
        event.player for event in events[:ring_end] if isinstance(event, sika.TurnStarted)
    ]
    assert len(EXAMPLE_SET.scenario("kaksi-pakkaa").players) == 10
    assert sika_capture(EXAMPLE_SET.scenario("kaksi-pakkaa"), 0).table.ring == 103
    assert sorted({ring_turns.count(seat) for seat in range(10)}) == [2, 3]
    assert (
        "even with ten players everyone gets two or three turns before the ring runs out"
        in lead("kaksi-pakkaa")
    )
