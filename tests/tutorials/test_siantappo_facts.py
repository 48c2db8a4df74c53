"""Every rule the siantappo rules page states that the engine decides, checked against the engine.

Each such statement on the page carries ``data-fact="<id>"`` (in both languages);
this file has one test ``test_fact_<id>`` per id that plays the engine, and a
test that the two lists agree. Hands are stacked with the examples' own
``deck`` helper: the named cards go to each seat, the rest fill the hands.
"""

import re

import pytest
from django.test import Client

from games import siantappo
from games.core import Action, IllegalMoveError
from games.siantappo import Combo, IllegalReason
from tools.scenarios.siantappo import deck
from tutorials.packs.siantappo.examples import EXAMPLE_SET

DECK = siantappo.DECK
PAGES = ("/siantappo/", "/en/siantappo/", "/siantappo/perinne/", "/en/siantappo/perinne/")
CARDS = ("/siantappo/pikaohje/", "/en/siantappo/pikaohje/")


def cards(text: str) -> tuple[int, ...]:
    return tuple(DECK.strength_sorted([DECK.parse(word) for word in text.split()]))


def later_game(hands: list[str], exchange: bool = False) -> siantappo.SiantappoState:
    """A later game of a series in which the last seat lost, so it leads; no exchange."""
    rules = siantappo.make_rules(overrides={"exchange": exchange})
    stacked = [DECK.parse(card) for card in deck(hands)]
    previous = [(seat,) for seat in range(len(hands))]
    return siantappo.new_game(rules, len(hands), deck=stacked, previous_places=previous)


def offered(state: siantappo.SiantappoState) -> list[str]:
    """The moves the player to move is offered, as card texts ("" for a pass)."""
    return sorted(" ".join(DECK.texts(action.cards)) for action in state.legal_actions())


def refusal(state: siantappo.SiantappoState, seat: int, play: str) -> str:
    with pytest.raises(IllegalMoveError) as refused:
        state.apply(Action(seat, cards(play)))
    return str(refused.value.reason)


def events_of(hands: list[str], moves: list[tuple[int, str]]) -> list[object]:
    """The events of a later game (no exchange) in which ``moves`` are made in turn."""
    seen: list[object] = []
    stacked = [DECK.parse(card) for card in deck(hands)]
    state = siantappo.new_game(
        siantappo.make_rules(overrides={"exchange": False}),
        len(hands),
        deck=stacked,
        previous_places=[(seat,) for seat in range(len(hands))],
        observer=lambda event, _: seen.append(event),
    )
    for seat, play in moves:
        state.apply(Action(seat, cards(play)))
    return seen


def pass_until(state: siantappo.SiantappoState, seat: int) -> None:
    """Everyone before ``seat`` passes (the automatic passes pass by themselves)."""
    while state.to_move != seat:
        state.apply(Action(state.to_move, ()))


def last_played(events: list[object]) -> siantappo.Played:
    return [event for event in events if isinstance(event, siantappo.Played)][-1]


def lead_combo(play: str) -> Combo:
    """The kind the engine gives ``play`` led by the last seat of a later game."""
    played = events_of(["", "", "", play], [(3, play)])
    return next(event.combo for event in played if isinstance(event, siantappo.Played))


def test_facts_on_the_page_are_the_tested_ones(client: Client) -> None:
    by_page = {
        path: set(re.findall(r'data-fact="([a-z-]+)"', client.get(path).content.decode()))
        for path in PAGES
    }
    tests = {name[len("test_fact_") :] for name in globals() if name.startswith("test_fact_")}
    assert by_page["/siantappo/"] | by_page["/siantappo/perinne/"] == {
        name.replace("_", "-") for name in tests
    }
    # the English page states the same rules (its bridge box adds no new one)
    assert by_page["/en/siantappo/"] == by_page["/siantappo/"]
    # the rules card states the rules the page does, each part backed by the same tests
    cards = [
        set(re.findall(r'data-fact="([a-z-]+)"', client.get(path).content.decode()))
        for path in CARDS
    ]
    assert cards[0] == cards[1]
    assert cards[0] - by_page["/siantappo/"] == set()
    assert len(cards[0]) == 9


def test_fact_players() -> None:
    refused = []
    for players in (2, 3, 6, 7):
        try:
            siantappo.check_players(siantappo.PERUS, players)
        except ValueError:
            refused.append(players)
    assert refused == [2, 7]
    five = siantappo.new_game(siantappo.PERUS, 5, seed=3)
    assert [len(five.hand(seat)) for seat in range(5)] == [11, 11, 10, 10, 10]


def test_fact_order() -> None:
    order = DECK.texts(list(DECK.strength_sorted(list(range(52)))))
    assert order[:5] == ["3S", "3C", "3D", "3H", "4S"]
    assert order[-5:] == ["AH", "2S", "2C", "2D", "2H"]
    state = later_game(["2S 2H AH", "", "", "2D"])
    state.apply(Action(3, cards("2D")))
    assert offered(state) == ["", "2H"]


def test_fact_kinds() -> None:
    state = later_game(["", "", "", "7C 7D 8S 8C 9D KS AS 2S"])
    assert refusal(state, 3, "7C 7D 8S 8C") == IllegalReason.NOT_A_COMBINATION
    assert refusal(state, 3, "KS AS 2S") == IllegalReason.NOT_A_COMBINATION
    kinds = [lead_combo(play) for play in ("9D", "7C 7D", "QS QD QH", "5S 5C 5D 5H", "6H 7S 8D")]
    assert kinds == [Combo.SINGLE, Combo.PAIR, Combo.THREE, Combo.FOUR, Combo.STRAIGHT]
    twelve = later_game(["", "", "", "3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS"])
    assert "3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS" in offered(twelve)


def test_fact_first_lead() -> None:
    state = siantappo.new_game(siantappo.PERUS, 4, seed=5)
    holder = next(seat for seat in range(4) if DECK.parse("3C") in state.hand(seat))
    assert state.to_move == holder
    assert all("3C" in play.split() for play in offered(state))
    stacked = [DECK.parse(card) for card in deck(["3C 4S 5D", "", "", ""])]
    straight = siantappo.new_game(siantappo.PERUS, 4, deck=stacked)
    assert "3C 4S 5D" in offered(straight)


def test_fact_later_lead() -> None:
    state = later_game(["", "", "", "9D"], exchange=True)
    assert state.to_move == 3
    assert [play for play in offered(state) if "3C" not in play.split()] != []


def test_fact_same_kind() -> None:
    state = later_game(["9S 9C 9D 10S JC QD KH", "", "", "7C 7D"])
    state.apply(Action(3, cards("7C 7D")))
    assert offered(state) == ["", "9C 9D", "9S 9C", "9S 9D"]
    assert refusal(state, 0, "9S 9C 9D") == IllegalReason.WRONG_KIND


def test_fact_pair_top() -> None:
    state = later_game(["7S 7H", "", "", "7C 7D"])
    state.apply(Action(3, cards("7C 7D")))
    assert offered(state) == ["", "7S 7H"]
    threes = later_game(["4S 4C 4D", "", "", "3C 3D 3H"])
    threes.apply(Action(3, cards("3C 3D 3H")))
    assert offered(threes) == ["", "4S 4C 4D"]


def test_fact_straight_top() -> None:
    state = later_game(["6S 7C 8H 9C 6D 7D 8C", "7H 8S 9D", "", "6H 7S 8D"])
    state.apply(Action(3, cards("6H 7S 8D")))
    assert refusal(state, 0, "6D 7D 8C") == IllegalReason.NOT_HIGHER
    assert refusal(state, 0, "6S 7C 8H 9C") == IllegalReason.WRONG_LENGTH
    assert "6S 7C 8H" in offered(state)
    state.apply(Action(0, ()))
    assert "7H 8S 9D" in offered(state)


def test_fact_ace_hearts_straight() -> None:
    fell = events_of(["", "", "", "QC KC AH 4D"], [(3, "QC KC AH")])
    assert fell[-1] == siantappo.TrickFell(3, True, 3)
    # four twos are unbeatable too, but the others still pass before the trick is over
    twos = events_of(["", "", "", "2S 2C 2D 2H 4D"], [(3, "2S 2C 2D 2H")])
    assert [type(event).__name__ for event in twos[-4:]] == [
        "Passed",
        "Passed",
        "Passed",
        "TrickFell",
    ]


def test_fact_two() -> None:
    hands = ["2H AH AS KS KC 5S 5C 6S 6C 7S 7C", "", "", "2D"]
    state = later_game(hands)
    state.apply(Action(3, cards("2D")))
    plays = offered(state)
    # a higher single two, three consecutive pairs (six cards) or a pass; never an ace or a pair
    assert {"", "2H", "5S 5C 6S 6C 7S 7C"} <= set(plays)
    assert {len(play.split()) for play in plays} == {0, 1, 6}
    assert [play for play in plays if len(play.split()) == 1] == ["2H"]
    pair = later_game(["2S 2H 9S 9C 9D 9H AS AH", "", "", "2C 2D"])
    pair.apply(Action(3, cards("2C 2D")))
    plays = offered(pair)
    assert {"", "2S 2H", "9S 9C 9D 9H"} <= set(plays)
    assert {len(play.split()) for play in plays} == {0, 2, 4}
    assert [play for play in plays if len(play.split()) == 2] == ["2S 2H"]


def test_fact_twos_as_sets() -> None:
    assert (lead_combo("2S 2C 2D"), lead_combo("2S 2C 2D 2H")) == (Combo.THREE, Combo.FOUR)
    state = later_game(["", "", "", "QS KS AS 2S"])
    assert refusal(state, 3, "KS AS 2S") == IllegalReason.NOT_A_COMBINATION


def test_fact_siantappo_forms() -> None:
    played = events_of(
        ["5S 5C 6S 6C 7S 7C", "", "", "2D 4S"], [(3, "2D"), (0, "5S 5C 6S 6C 7S 7C")]
    )
    assert last_played(played).combo == Combo.SIANTAPPO_PAIRS
    four = events_of(["9S 9C 9D 9H", "", "", "2C 2D 4S"], [(3, "2C 2D"), (0, "9S 9C 9D 9H")])
    assert last_played(four).combo == Combo.SIANTAPPO_FOUR
    eight = later_game(["5S 5C 6S 6C 7S 7C 8S 8C", "", "", "2D"])
    eight.apply(Action(3, cards("2D")))
    assert refusal(eight, 0, "5S 5C 6S 6C 7S 7C 8S 8C") == IllegalReason.NOT_A_COMBINATION


def test_fact_siantappo_on_siantappo() -> None:
    hands = ["4S 4C 5S 5C 6S 6C 9D 9H 10D 10H JD JH", "5D 5H 6D 6H 7D 7H", "", "2D"]
    state = later_game(hands)
    state.apply(Action(3, cards("2D")))
    state.apply(Action(0, cards("4S 4C 5S 5C 6S 6C")))
    state.apply(Action(1, cards("5D 5H 6D 6H 7D 7H")))
    pass_until(state, 0)
    plays = offered(state)
    assert "9D 9H 10D 10H JD JH" in plays
    # only higher three pairs: never four of a kind, never three pairs up to a lower top
    assert {len(play.split()) for play in plays} == {0, 6}
    assert "4S 4C 5S 5C 6S 6C" not in plays


def test_fact_siantappo_lead() -> None:
    state = later_game(["", "", "", "5D 5H 6D 6H 7D 7H 9S 9C 9D 9H"])
    assert refusal(state, 3, "5D 5H 6D 6H 7D 7H") == IllegalReason.SIANTAPPO_NOT_A_LEAD
    assert lead_combo("9S 9C 9D 9H") == Combo.FOUR
    assert "9S 9C 9D 9H" in offered(state)
    # Aino passed on the two of clubs: when the two of hearts comes, she is not asked
    passed = later_game(["5S 5C 6S 6C 7S 7C", "2H", "", "2C"])
    passed.apply(Action(3, cards("2C")))
    passed.apply(Action(0, ()))
    passed.apply(Action(1, cards("2H")))
    pass_until(passed, 1)
    assert passed.trick is None and DECK.parse("5S") in passed.hand(0)


def test_fact_pass() -> None:
    state = later_game(["8S 8C", "9S", "", "7C"])
    state.apply(Action(3, cards("7C")))
    assert {"", "8C", "8S"} <= set(offered(state))
    state.apply(Action(0, ()))
    state.apply(Action(1, cards("9S")))
    assert refusal(state, 0, "8S") == IllegalReason.PASSED_THIS_TRICK


def test_fact_trick_won() -> None:
    # Liisa and Onni pass early in the trick; Aino and Eero play on. When Eero passes,
    # everyone else has passed in this trick, and Aino leads.
    hands = ["5S 9S", "6S 10S", "4C", "3S"]
    moves = [(3, "3S"), (0, "5S"), (1, "6S"), (2, ""), (3, ""), (0, "9S"), (1, "")]
    seen = events_of(hands, moves)
    assert seen[-1] == siantappo.TrickFell(0, False, 0)


@pytest.mark.parametrize(
    ("slug", "went_out", "leader"),
    [("viimeinen-kortti", 1, 2), ("korteista-eroon", 2, 0)],
)
def test_fact_going_out(slug: str, went_out: int, leader: int) -> None:
    # viimeinen-kortti: nobody beats Eero's last card, and Liisa after him leads;
    # korteista-eroon: Aino beats Liisa's last pair, and the trick goes on without Liisa.
    events = list(EXAMPLE_SET.log(slug).events)
    out = next(i for i, event in enumerate(events) if isinstance(event, siantappo.WentOut))
    after = next(e for e in events[out:] if isinstance(e, (siantappo.Played, siantappo.TrickFell)))
    assert events[out].player == went_out
    if isinstance(after, siantappo.TrickFell):
        assert after.leader == leader
    else:
        assert after.player == leader


def test_fact_game_end() -> None:
    for seed in range(20):
        state = siantappo.new_game(siantappo.PERUS, 4, seed=seed, policy=siantappo.random_policy)
        holding = [seat for seat in range(4) if state.hand(seat)]
        assert state.outcome is not None
        assert list(state.outcome.losers) == holding
        assert len(holding) == 1


def test_fact_exchange() -> None:
    def gifts(players: int) -> list[tuple[int, int, list[str], bool]]:
        seen: list[tuple[int, int, list[str], bool]] = []

        def observe(event: object, _: object) -> None:
            if isinstance(event, siantappo.Exchanged):
                seen.append(
                    (event.player, event.receiver, DECK.texts(event.cards), event.strongest)
                )

        stacked = [DECK.parse(card) for card in deck([""] * players)]
        previous = [(seat,) for seat in range(players)]  # seat 0 won, the last seat lost
        siantappo.new_game(
            siantappo.PERUS, players, deck=stacked, previous_places=previous, observer=observe
        )
        return seen

    assert gifts(4) == [
        (0, 3, ["3S", "4S"], False),
        (3, 0, ["AH", "2H"], True),
        (1, 2, ["3C"], False),
        (2, 1, ["2D"], True),
    ]
    assert [(giver, receiver) for giver, receiver, _, _ in gifts(3)] == [(0, 2), (2, 0)]
    assert [(giver, receiver) for giver, receiver, _, _ in gifts(6)] == [
        (0, 5),
        (5, 0),
        (1, 4),
        (4, 1),
    ]
