"""Every ristiseiska rule the rules pages state, checked by running the engine.

The pages (/ristiseiska/, /ristiseiska/muunnelmat/ and the readings under their
sections) say who starts, what may be laid where, what ends a game and what
scores; each test here plays the engine (seeded games, or a table set up with
``rs.position``) and watches its events, counting on its own what went down.
"""

import re
from typing import Any

import pytest
from django.test import Client
from django.utils import translation

from games import ristiseiska as rs
from games.core import Action, Outcome
from tutorials.packs.ristiseiska.narration import result_words
from tutorials.presenter import Seats

SEEDS = range(40)
Seen = list[tuple[object, "Then"]]


class Then:
    """What the state showed when an event was told: the stock left and the dead cards."""

    def __init__(self, state: rs.RistiseiskaState) -> None:
        self.stock = len(state.stock)
        self.dead = frozenset(c for c in range(rs.ALL_CARDS) if state.dead[c])


def card(text: str) -> int:
    return rs.parse_choice(text)[0]


def rank(c: int) -> int:
    return c % 13 + 1


def play(preset: str, players: int, seed: int, policy: str = "random", **options: Any) -> Seen:
    """The events of one seeded game, each with what the state showed then."""
    seen: Seen = []
    rules = rs.make_rules(preset, options)
    state = rs.new_game(rules, players, seed=seed, observer=lambda e, s: seen.append((e, Then(s))))
    state.play_out(rs.GAME.policies[policy])
    return seen


def events(preset: str, players: int = 4, **options: Any) -> list[list[object]]:
    return [[e for e, _ in play(preset, players, seed, **options)] for seed in SEEDS]


def laid(event: object) -> int | None:
    """The real card an event puts on the layout (a joker stands for its card)."""
    if isinstance(event, rs.Played | rs.Swapped):
        return event.card
    if isinstance(event, rs.JokerPlayed):
        return event.stands_for
    return None


# --- /ristiseiska/#seiskan-jako and #seiskan-rivit --------------------------------------


def test_claim_seven_of_clubs_is_the_first_card() -> None:
    firsts = [next(laid(e) for e in game if laid(e) is not None) for game in events("ristiseiska")]
    assert set(firsts) == {card("7C")}


def needed(c: int, down: set[int], eight_first: bool) -> set[int]:
    """The cards that must be down before ``c`` (the rows of the basic game or 8-before-6)."""
    suit = c - rank(c) + 1  # the suit's ace
    at = {r: suit + r - 1 for r in range(1, 14)}
    r = rank(c)
    if r == 7:
        return {card("7C")} if c != card("7C") else set()
    if eight_first:
        nexts = {6: {at[7], at[8]}, 8: {at[7]}, 1: {at[13]}}
        return nexts.get(r, {at[r + 1]} if r < 7 else {at[r - 1]})
    nexts = {6: {at[7]}, 8: {at[7], at[6]}}
    return nexts.get(r, {at[r + 1]} if r < 7 else {at[r - 1]})


@pytest.mark.parametrize(("preset", "eight_first"), [("ristiseiska", False), ("pisteet", False)])
def test_claim_every_card_goes_next_to_its_neighbour(preset: str, eight_first: bool) -> None:
    wrong = []
    for game in events(preset):
        down: set[int] = set()
        for event in game:
            c = laid(event)
            if c is not None:
                if not needed(c, down, eight_first) <= down:
                    wrong.append(rs.card_text(c))
                down.add(c)
    assert wrong == []


def test_claim_eight_before_six_needs_the_eight_first() -> None:
    wrong = []
    for game in events("ristiseiska", eight_before_six=True):
        down: set[int] = set()
        for event in game:
            c = laid(event)
            if c is not None:
                if not needed(c, down, True) <= down:
                    wrong.append(rs.card_text(c))
                down.add(c)
    assert wrong == []


# --- #seiskan-vuoro, #assa-ja-kuningas ---------------------------------------------------


def test_claim_only_an_ace_or_a_king_gives_another_card() -> None:
    played = [e for g in events("ristiseiska") for e in g if isinstance(e, rs.Played)]
    assert {rank(e.card) for e in played if e.closes} == {1, 13}
    assert [e for e in played if e.closes != (rank(e.card) in (1, 13))] == []


def test_claim_the_extra_card_may_be_declined() -> None:
    stops = sum(isinstance(e, rs.Stopped) for game in events("ristiseiska") for e in game)
    assert stops > 0


def test_claim_extra_card_after_a_king_may_be_any_suit() -> None:
    """Reading tulkinta-lisakortti: the extra card need not follow the king's suit."""
    state = rs.position(
        rs.make_rules("ristiseiska"),
        [[card("KH"), card("7S"), card("2D")], [card("3D")], [card("4D")]],
        [card(t) for t in ("7C", "7H", "6H", "8H", "9H", "10H", "JH", "QH")],
        0,
        turns=3,
    )
    state.apply(Action(0, (card("KH"),)))
    assert sorted(rs.choice_text(a.cards) for a in state.legal_actions()) == ["7S", "stop"]


# --- #kortin-pyytaminen ------------------------------------------------------------------


def test_claim_first_round_passes_and_never_asks() -> None:
    """Reading tulkinta-ensimmainen-kierros: the first n turns pass, later ones ask."""
    early: set[str] = set()
    late: set[str] = set()
    for game in events("ristiseiska"):
        turn = 0
        for event in game:
            if isinstance(event, rs.TurnStarted):
                turn = event.turn
            elif isinstance(event, rs.Passed | rs.Asked | rs.NothingTaken):
                (early if turn <= 4 else late).add(type(event).__name__)
    assert (early, late) == ({"Passed"}, {"Asked", "NothingTaken"})


def test_claim_the_player_asked_chooses_any_card_of_their_hand() -> None:
    """Reading tulkinta-antaja-valitsee: Aino asks; the player before her holds one card, so
    Eero gives, choosing among all his cards."""
    state = rs.position(
        rs.make_rules("ristiseiska"),
        [[card("9S")], [card("2D"), card("3S")], [card("KH"), card("4H"), card("QC")]],
        [card(t) for t in ("7C", "7H", "6H", "5H", "7S", "6S", "5S", "7D", "6D")],
        1,
        turns=3,
    )
    assert state.decision is not None
    gives = sorted(rs.choice_text(a.cards) for a in state.decision.options)
    assert (state.decision.kind, state.decision.player, gives) == (
        rs.DecisionKind.GIVE,
        2,
        ["4H", "KH", "QC"],
    )


def test_claim_the_asked_card_is_not_played_the_same_turn() -> None:
    played_after_gift = 0
    for game in events("ristiseiska"):
        asker = None
        for event in game:
            if isinstance(event, rs.Gave):
                asker = event.player
            elif isinstance(event, rs.TurnStarted):
                asker = None
            elif isinstance(event, rs.Played | rs.JokerPlayed) and event.player == asker:
                played_after_gift += 1
    assert played_after_gift == 0


def test_claim_the_previous_player_gives_skipping_one_card_players() -> None:
    seen: list[object] = []
    state = rs.position(
        rs.make_rules("ristiseiska"),
        [[card("2S"), card("3S")], [card("4S"), card("5S")], [card("2D")], [card("9D")]],
        [card("7C")],
        3,
        turns=4,
        observer=lambda e, s: seen.append(e),
    )
    assert [e for e in seen if isinstance(e, rs.Asked)] == [rs.Asked(3, 1, (2,))]
    assert state.decision is not None and state.decision.player == 1


def test_claim_nothing_is_taken_when_all_others_hold_one_card() -> None:
    seen: list[object] = []
    rs.position(
        rs.make_rules("ristiseiska"),
        [[card("2S")], [card("4S")], [card("2D")], [card("9D"), card("3D")]],
        [card("7C")],
        3,
        turns=4,
        observer=lambda e, s: seen.append(e),
    )
    first = [e for e in seen if isinstance(e, rs.Asked | rs.NothingTaken)][0]
    assert first == rs.NothingTaken(3)


# --- #seiskan-loppu, #seiskan-pisteet ----------------------------------------------------


def outcomes(preset: str, players: int = 4, **options: Any) -> list[Outcome]:
    ends = [e for g in events(preset, players, **options) for e in g if isinstance(e, rs.GameOver)]
    return [e.outcome for e in ends]


def test_claim_the_last_player_holding_cards_loses_without_points() -> None:
    ends = {(len(o.losers), o.points, o.reason) for o in outcomes("ristiseiska")}
    assert ends == {(1, (), rs.EndReason.LAST_PLAYER)}


def test_claim_first_out_ends_the_game_and_scores() -> None:
    ends = outcomes("pisteet")
    assert {o.reason for o in ends} == {rs.EndReason.FIRST_OUT}
    assert {len(o.places[0]) for o in ends} == {1}
    assert [o for o in ends if o.points[o.places[0][0]] != 0] == []


def test_claim_face_values_of_the_page_example() -> None:
    hands = {"Eero": ("3H", "JD", "AC"), "Liisa": ("9S",), "Onni": ("5D", "KS")}
    face = {who: sum(rs.FACE[card(c)] for c in cs) for who, cs in hands.items()}
    assert face == {"Eero": 28, "Liisa": 9, "Onni": 18}


def test_claim_the_most_points_lose_and_a_tie_loses_together() -> None:
    """Reading tulkinta-tasapisteet."""
    wrong = []
    for o in outcomes("pisteet", players=5):
        still = [q for q in range(5) if q not in o.places[0]]
        most = max(o.points[q] for q in still)
        if set(o.losers) != {q for q in still if o.points[q] == most}:
            wrong.append(o)
    assert wrong == []


# --- /ristiseiska/muunnelmat/ ------------------------------------------------------------


def test_claim_token_points_25_and_ristikasi_20() -> None:
    points = [rs.make_rules(p).plan.token_points for p in ("pantti", "ristikasi")]
    assert points == [25, 20]


def test_claim_token_game_never_asks_and_not_in_the_first_round() -> None:
    """Reading tulkinta-pantti-ohi: the first round passes under the token too."""
    kinds_early: set[str] = set()
    kinds_late: set[str] = set()
    for game in events("pantti"):
        turn = 0
        for event in game:
            if isinstance(event, rs.TurnStarted):
                turn = event.turn
            elif isinstance(event, rs.Passed | rs.Asked | rs.TookToken):
                (kinds_early if turn <= 4 else kinds_late).add(type(event).__name__)
    assert (kinds_early, kinds_late) == ({"Passed"}, {"TookToken"})


def test_claim_ristikasi_starts_from_the_eight_of_clubs() -> None:
    firsts = {next(laid(e) for e in game if laid(e) is not None) for game in events("ristikasi")}
    assert firsts == {card("8C")}


def test_claim_first_ace_before_it_no_king_or_two_closes() -> None:
    ends, wrong = set(), 0
    for game in events("ristiseiska", first_ace=True):
        ace_seen = False
        for event in game:
            if isinstance(event, rs.Played) and rank(event.card) == 1:
                ends.add(event.end) if not ace_seen else None
                ace_seen = True
            elif isinstance(event, rs.Played) and rank(event.card) in (2, 13) and event.closes:
                wrong += 1
    assert (ends, wrong) == ({"low", "high"}, 0)


def test_claim_only_sevens_must_be_played() -> None:
    state = rs.position(
        rs.make_rules("ristiseiska", {"holding": "sevens_only"}),
        [[card("6C"), card("7S"), card("7D")], [card("2S")], [card("3S")]],
        [card("7C")],
        0,
        turns=3,
    )
    must = sorted(rs.choice_text(a.cards) for a in state.legal_actions())
    state = rs.position(
        rs.make_rules("ristiseiska", {"holding": "sevens_only"}),
        [[card("6C"), card("KS")], [card("2S")], [card("3S")]],
        [card("7C")],
        0,
        turns=3,
    )
    may = sorted(rs.choice_text(a.cards) for a in state.legal_actions())
    assert (must, may) == (["7D", "7S"], ["6C", "hold"])


def test_claim_two_decks_either_seven_of_clubs_starts_and_eight_rows() -> None:
    starts = set()
    for seed in SEEDS:
        seen = play("kaksi_pakkaa", 6, seed)
        starts.add(next(rs.card_text(c) for e, _ in seen if (c := laid(e)) is not None))
    state = rs.new_game(rs.make_rules("kaksi_pakkaa"), 6, seed=0)
    assert (starts, len(state.layout())) == ({"7C", "7C/2"}, 8)


def test_claim_two_players_seven_on_the_table_and_a_stock() -> None:
    state = rs.new_game(rs.make_rules("ristiseiska"), 2, seed=3, pause_after_turns=0)
    assert ([len(h) for h in state.hands], len(state.stock)) == ([17, 17], 17)
    assert state.layout()[3] == (card("7C"), card("7C"))


def test_claim_two_players_draw_then_ask_once_the_stock_is_empty() -> None:
    """Reading tulkinta-kaksinpeli-tyhja-pakka."""
    kinds = set()
    for seed in SEEDS:
        for event, state in play("ristiseiska", 2, seed):
            if isinstance(event, rs.Asked | rs.Passed):
                kinds.add((type(event).__name__, state.stock))  # the stock left when asking
            elif isinstance(event, rs.Drew):
                kinds.add(("Drew", -1))
    assert kinds == {("Drew", -1), ("Asked", 0)}


# --- #jokerit-seiska ---------------------------------------------------------------------


def test_claim_a_joker_left_in_hand_scores_20() -> None:
    assert (rs.FACE[rs.JOKER0], rs.FACE[rs.JOKER0 + 1]) == (20, 20)


def test_claim_a_joker_never_opens() -> None:
    firsts = {next(laid(e) for e in game if laid(e) is not None) for game in events("jokerit")}
    assert firsts == {card("7C")}


def test_claim_a_joker_swap_is_the_turns_play() -> None:
    """Reading tulkinta-jokerin-vaihto: after a swap the next player's turn begins."""
    seen: list[object] = []
    state = rs.position(
        rs.make_rules("jokerit"),
        [[card("8H"), card("7S")], [card("3S"), card("4S")], [card("5S"), card("2D")]],
        [card("7C"), card("7H"), card("6H"), (rs.JOKER0, card("8H"))],
        0,
        turns=3,
        observer=lambda e, s: seen.append(e),
    )
    state.apply(Action(0, (card("8H"),)))
    after = [e for e in seen if isinstance(e, rs.Swapped | rs.TurnStarted)][-2:]
    assert after == [rs.Swapped(0, card("8H"), rs.JOKER0), rs.TurnStarted(1, 5)]


def test_claim_a_dead_card_may_be_given_away() -> None:
    """Reading tulkinta-kuollut-kortti: dead cards travel when asked for."""
    given_dead = 0
    for seed in SEEDS:
        for event, state in play("jokerit", 4, seed):
            given_dead += isinstance(event, rs.Gave) and event.card in state.dead
    assert given_dead > 0


def test_claim_a_stuck_joker_game_ends_at_once_with_two_losers() -> None:
    """Reading tulkinta-jumissa: /ristiseiska/peli/?preset=jokerit&players=4&seed=1."""
    seen = play("jokerit", 4, 1, policy="lowest")
    [outcome] = [e.outcome for e, _ in seen if isinstance(e, rs.GameOver)]
    with translation.override("en"):
        words = result_words(outcome, ("Aino", "Eero", "Liisa", "Onni"))
    with translation.override("fi"):
        finnish = result_words(outcome, ("Pelaaja 1", "Pelaaja 2", "Pelaaja 3", "Pelaaja 4"))
    assert (outcome.reason, outcome.losers) == (rs.EndReason.STUCK, (0, 1))
    assert words == (
        "Only dead cards and jokers are left in the hands: nothing can be played or swapped "
        "any more, so the game ends at once. Aino and Eero have equally many cards, the most "
        "of all, so both lose."
    )
    assert finnish.endswith(
        " Pelaaja 1:llä ja Pelaaja 2:lla on yhtä monta korttia, eniten kaikista, joten "
        "molemmat häviävät."
    )
    # The visitor in the first seat loses with Aino.
    with translation.override("en"):
        yours = result_words(outcome, Seats(("You", "Aino", "Eero", "Liisa"), 0))
    with translation.override("fi"):
        finnish = result_words(outcome, Seats(("Sinä", "Aino", "Eero", "Liisa"), 0))
    assert yours.endswith(
        " You and Aino have equally many cards, the most of all, so you both lose."
    )
    assert finnish.endswith(
        " Sinulla ja Ainolla on yhtä monta korttia, eniten kaikista, joten häviätte molemmat."
    )


STUCK = (
    "Only dead cards and jokers are left in the hands: nothing can be played or swapped "
    "any more, so the game ends at once. "
)
JUMISSA = (
    "Käsissä on enää kuolleita kortteja ja jokereita: mitään ei voi pelata eikä vaihtaa, "
    "joten peli loppuu heti. "
)


@pytest.mark.parametrize(
    ("losers", "reason", "points", "english", "finnish"),
    [
        (
            (2, 0, 3),
            rs.EndReason.STUCK,
            (),
            STUCK + "You, Aino and Liisa have equally many cards, the most of all, so you "
            "all lose.",
            JUMISSA + "Sinulla, Ainolla ja Liisalla on yhtä monta korttia, eniten kaikista, "
            "joten häviätte kaikki.",
        ),
        (
            (0, 2),
            rs.EndReason.STUCK,
            (5, 0, 9, 9),
            STUCK + "You and Aino share the most points, so you both lose.",
            JUMISSA + "Sinä ja Aino saatte yhtä paljon pisteitä, eniten kaikista, joten "
            "häviätte molemmat.",
        ),
        (
            (0, 2, 3),
            rs.EndReason.TARGET,
            (55, 12, 55, 55),
            "The game is over: you, Aino and Liisa share the most points, so you all lose.",
            "Peli on ohi: sinä, Aino ja Liisa saatte yhtä paljon pisteitä, eniten kaikista, "
            "joten häviätte kaikki.",
        ),
        (
            (0, 1),
            rs.EndReason.STUCK,
            (9, 9, 0, 4),
            STUCK + "Aino and Eero share the most points and both lose.",
            JUMISSA + "Aino ja Eero saavat yhtä paljon pisteitä, eniten kaikista, ja "
            "häviävät molemmat.",
        ),
    ],
)
def test_result_several_losers_are_listed_once_the_visitor_first(
    losers: tuple[int, ...],
    reason: rs.EndReason,
    points: tuple[int, ...],
    english: str,
    finnish: str,
) -> None:
    """Several lose at a tie; the visitor (seat 2) among them is named first, as "you"."""
    others = tuple(q for q in range(4) if q not in losers)
    outcome = Outcome((others, losers), losers, reason=reason, turns=40, points=points)
    with translation.override("en"):
        said = result_words(outcome, Seats(("Aino", "Eero", "You", "Liisa"), 2))
    with translation.override("fi"):
        sanottu = result_words(outcome, Seats(("Aino", "Eero", "Sinä", "Liisa"), 2))
    assert (said, sanottu) == (english, finnish)


# --- the pictures: every layout grid drawn on the rules page could happen --------------

SUITS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}


def _grids(html: str) -> list[list[str]]:
    """The cards down in each layout grid of a page, as codes (``"7S"``)."""
    grids = re.findall(r'<table class="rs-grid">(.*?)</table>', html, re.S)
    cells = [re.findall(r'<td class="rs-down[^"]*">([^<]+)</td>', grid) for grid in grids]
    return [[text[:-1] + SUITS[text[-1]] for text in grid] for grid in cells]


def _order(codes: list[str]) -> list[int]:
    """The cards in an order they could have been played: 7C, the sevens, then outwards."""
    cards = [card(c) for c in codes]
    return sorted(cards, key=lambda c: (c != card("7C"), abs(rank(c) - 7), rank(c) > 7))


@pytest.mark.parametrize("path", ["/ristiseiska/", "/en/ristiseiska/"])
def test_claim_every_drawn_layout_follows_the_rows_rule(client: Client, path: str) -> None:
    grids = _grids(client.get(path).content.decode())
    assert len(grids) == 4
    for codes in grids:
        # position() lays the cards one by one and refuses one that has no place yet
        down = _order(codes)
        state = rs.position(rs.make_rules("ristiseiska"), [[], [], []], down, 0, turns=3)
        ends = {rs.card_text(c) for row in state.layout() if row for c in row}
        assert ends <= set(codes)


def test_claim_first_ace_after_it_the_other_end_closes_at_the_king_or_two() -> None:
    """/ristiseiska/muunnelmat/#ensimmainen-assa and the checklist's help for first_ace."""
    closed_before, closed_after, open_after = 0, 0, 0
    for seed in SEEDS:
        state = rs.new_game(rs.make_rules("ristiseiska", {"first_ace": True}), 4, seed=seed)
        while not state.over:
            state.choose(rs.GAME.policies["random"](state))
            for end, slot in enumerate(state.outer):
                if slot < 0 or end & 1 == state.ace_end:
                    continue
                last = rank((slot >> 1) % 52) in ((2,) if state.ace_end == 1 else (13,))
                if state.ace_end < 0:
                    closed_before += state.complete[end] and rank((slot >> 1) % 52) != 1
                elif last:
                    closed_after += state.complete[end]
                    open_after += not state.complete[end]
    assert (closed_before, open_after) == (0, 0)
    assert closed_after > 0
