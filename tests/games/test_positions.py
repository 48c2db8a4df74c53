"""Composed positions (``Game.position``): each engine builds the table a spec describes,
deals the cards it leaves unnamed from its seed, and refuses a table the rules cannot reach
with the reason and the data a page words it from."""

import dataclasses

import pytest

from games import ristiseiska as rs
from games import siantappo as st
from games import sika
from games.cards import card_text, cards_text, parse_card
from games.core import PositionError, PositionReason
from games.registry import GAMES
from tests.pikkutikki import engine as pt


def sk(text: str) -> tuple[int, ...]:
    return tuple(parse_card(w) for w in text.split()) if text else ()


def tp(text: str) -> tuple[int, ...]:
    return tuple(st.DECK.parse(w) for w in text.split()) if text else ()


def rc(text: str) -> tuple[int, ...]:
    return tuple(rs.DECK.parse(w) for w in text.split()) if text else ()


def pk(text: str) -> tuple[int, ...]:
    return tuple(pt.DECK.parse(w) for w in text.split()) if text else ()


def test_every_game_declares_a_position_builder_and_its_spec() -> None:
    assert {
        name: (g.position is not None, g.position_spec is not None) for name, g in GAMES.items()
    } == {name: (True, True) for name in GAMES}


# -- sika ------------------------------------------------------------------------------

PERUS = sika.make_rules("perussika")
KOTI = sika.make_rules("kotiversio")
RING = sika.Position(hands=(sk("KS 3D"), 2, 0), pile=sk("9H"), ring=sk("QC JH 5S"), ring_size=20)


def test_sika_position_plays_the_ring_turn_to_the_free_card() -> None:
    seen: list[object] = []
    state = sika.position(PERUS, RING, observer=lambda e, s: seen.append(e))
    assert [type(e).__name__ for e in seen] == ["TurnStarted", "Drew", "Drew", "Played"]
    assert cards_text(state.hands[0]) == ["KS", "3D", "QC"]
    assert card_text(state.top) == "JH"
    assert len(state.ring) == 18 and card_text(state.ring[-1]) == "5S"
    assert len(state.hands[1]) == 2 and state.hands[2] == []
    assert len(state.pile) == 52 - 3 - 2 - 18
    assert state.decision is not None
    assert (state.decision.kind, state.decision.player) == (sika.DecisionKind.FREE, 0)
    assert [card_text(a.cards[0]) for a in state.decision.options] == ["KS", "3D", "QC"]


def test_sika_position_deals_the_unnamed_cards_from_its_seed() -> None:
    one = sika.position(PERUS, RING, play_on=False)
    again = sika.position(PERUS, RING, play_on=False)
    other = sika.position(PERUS, dataclasses.replace(RING, seed=5), play_on=False)
    assert (one.ring, one.hands, one.pile) == (again.ring, again.hands, again.pile)
    assert one.ring[-3:] == other.ring[-3:] and one.ring != other.ring
    assert one.decision is None and one.turns == 0


def test_sika_position_after_the_ring_is_the_hand_phase_and_digs() -> None:
    spec = sika.Position(
        hands=(sk("2S 9C"), sk("4H"), (), 3), pile=sk("7D 5S KD"), places=(None, None, 1, None)
    )
    state = sika.position(PERUS, spec)
    assert state.phase is sika.Phase.HAND
    assert state.decision is not None and state.decision.kind is sika.DecisionKind.FREE
    assert cards_text(state.hands[0]) == ["2S", "5S", "9C"]  # 5S dug, 7D found and played
    assert card_text(state.top) == "7D"


REFUSED_SIKA = [
    (
        sika.Position(hands=(sk("KS"),), pile=sk("9H"), ring_size=5),
        PositionReason.PLAYERS,
        {"players": 1, "low": 2, "high": 8},
    ),
    (
        sika.Position(hands=((52,), ()), pile=sk("9H"), ring_size=5),
        PositionReason.UNKNOWN_CARD,
        {"card": 52},
    ),
    (
        sika.Position(hands=(sk("KS"), sk("KS")), pile=sk("9H"), ring_size=5),
        PositionReason.CARD_TWICE,
        {"card": "KS", "copies": 1},
    ),
    (
        sika.Position(hands=(sk("KS"), 3), pile=sk("9H"), ring_size=48),
        PositionReason.CARD_COUNT,
        {"cards": 53, "deck": 52},
    ),
    (
        sika.Position(hands=(sk("KS"), ()), pile=sk("9H"), ring_size=5, to_move=2),
        PositionReason.NO_SEAT,
        {"seat": 2, "players": 2},
    ),
    (
        sika.Position(
            hands=(sk("KS"), (), sk("2C")), pile=sk("9H"), to_move=1, places=(None, 1, None)
        ),
        PositionReason.SEAT_OUT,
        {"seat": 1},
    ),
    (
        sika.Position(
            hands=(sk("KS 3D"), ()),
            pile=sk("9H"),
            ring=sk("2H"),
            ring_size=5,
            expect=sika.DecisionKind.MATCH,
        ),
        PositionReason.DECISION,
        {"expected": "match", "asked": "free", "player": 0},
    ),
    (sika.Position(hands=(sk("KS"), ()), pile=(), ring_size=5), sika.Unreachable.NO_TOP, {}),
    (
        sika.Position(hands=(sk("KS"), (), ()), pile=sk("9H"), ring_size=5, places=(None, 1, None)),
        sika.Unreachable.OUT_IN_RING,
        {"seat": 1},
    ),
    (
        sika.Position(hands=(sk("KS"), ()), pile=sk("9H"), ring_size=5, empty_turns=1),
        sika.Unreachable.COUNTING_IN_RING,
        {},
    ),
    (
        sika.Position(hands=(sk("KS"), sk("2C")), pile=sk("9H"), draw_pile_size=4),
        sika.Unreachable.NO_DRAW_PILE,
        {"cards": 4},
    ),
    (
        sika.Position(hands=(sk("KS"), (), sk("2C")), pile=sk("9H")),
        PositionReason.EMPTY_HAND_IN_GAME,
        {"seat": 1},
    ),
    (
        sika.Position(hands=(sk("KS"), sk("3C"), sk("2C")), pile=sk("9H"), places=(None, 1, None)),
        PositionReason.OUT_WITH_CARDS,
        {"seat": 1},
    ),
    (
        sika.Position(hands=(sk("KS"), ()), pile=sk("9H"), places=(None, 1)),
        PositionReason.GAME_OVER,
        {"players": 1},
    ),
    (
        sika.Position(hands=(sk("KS"), (), sk("2C")), pile=sk("9H"), places=(None, 2, None)),
        PositionReason.PLACES,
        {"places": [None, 2, None]},
    ),
    (
        sika.Position(hands=(sk("KS"), sk("2C")), pile=sk("9H"), free_lead=True),
        sika.Unreachable.NO_FREE_LEAD,
        {"empty_turns": 0, "players": 2},
    ),
]


@pytest.mark.parametrize(
    ("spec", "reason", "data"), REFUSED_SIKA, ids=[str(r) for _, r, _ in REFUSED_SIKA]
)
def test_sika_position_refused_with_reason_and_data(
    spec: sika.Position, reason: object, data: dict[str, object]
) -> None:
    with pytest.raises(PositionError) as refused:
        sika.position(PERUS, spec)
    assert (refused.value.reason, refused.value.data) == (reason, data)


# -- siantappo ---------------------------------------------------------------------------

TAPPO = st.make_rules("perussiantappo")
SPADES = "3S 4S 5S 6S 7S 8S 9S 10S JS QS KS 2S 2H"
PAIRS = "3C 3D 4C 4D 5C 5D 6C 6D 7C 7D 8C 8D 9C"


def test_siantappo_position_of_a_later_deal_exchanges_then_the_last_loser_leads() -> None:
    seen: list[object] = []
    spec = st.Position(
        hands=(13, tp(SPADES), tp(PAIRS), 13), to_move=1, deal=True, previous_places=(2, 0, 3, 1)
    )
    state = st.position(TAPPO, spec, observer=lambda e, s: seen.append(e))
    gifts = [(e.player, e.receiver, st.DECK.texts(list(e.cards))) for e in seen]  # type: ignore[attr-defined]
    assert gifts[:2] == [(2, 1, ["3C", "3D"]), (1, 2, ["2S", "2H"])]
    assert [(g[0], g[1], len(g[2])) for g in gifts[2:]] == [(0, 3, 1), (3, 0, 1)]
    assert state.decision is not None
    assert (state.decision.kind, state.decision.player) == (st.DecisionKind.LEAD, 1)


def test_siantappo_position_of_a_later_deal_built_without_playing_on_exchanges_on_resume() -> None:
    seen: list[object] = []
    spec = st.Position(
        hands=(13, tp(SPADES), tp(PAIRS), 13), to_move=1, deal=True, previous_places=(2, 0, 3, 1)
    )
    state = st.position(TAPPO, spec, observer=lambda e, s: seen.append(e), play_on=False)
    assert (seen, st.DECK.texts(list(state.hand(1)))) == ([], SPADES.split())
    state.resume()
    assert [type(e) for e in seen] == [st.Exchanged] * 4
    assert st.DECK.texts(list(state.hand(1)))[:3] == ["3S", "3C", "3D"]
    assert state.decision is not None
    assert (state.decision.kind, state.decision.player) == (st.DecisionKind.LEAD, 1)


def test_siantappo_position_mid_trick_offers_the_replies_and_a_pass() -> None:
    spec = st.Position(hands=(tp("5H 9S 9H JC 2S"), 6, 6, 5), trick=tp("9D"), trick_player=3)
    state = st.position(TAPPO, spec)
    assert state.decision is not None
    options = [st.DECK.texts(list(a.cards)) for a in state.decision.options]
    assert options == [["9H"], ["JC"], ["2S"], []]


def test_siantappo_position_passes_automatically_until_the_trick_falls() -> None:
    seen: list[object] = []
    spec = st.Position(
        hands=(tp("6C 7C"), tp("8H 9H"), tp("3S 4S"), tp("5D")),
        to_move=2,
        trick=tp("2H"),
        trick_player=1,
    )
    state = st.position(TAPPO, spec, observer=lambda e, s: seen.append(e))
    assert seen == [
        st.Passed(2, 1, True),
        st.Passed(3, 2, True),
        st.Passed(0, 3, True),
        st.TrickFell(1, False, 1),
    ]
    assert state.decision is not None and state.decision.player == 1


def _tappo(**fields: object) -> st.Position:
    base = {"hands": (tp("5H 9S"), tp("3D"), tp("4D"), tp("6D")), "to_move": 0}
    return st.Position(**{**base, **fields})  # type: ignore[arg-type]


REFUSED_TAPPO = [
    (
        _tappo(hands=(tp("5H"), tp("3D"))),
        PositionReason.PLAYERS,
        {"players": 2, "low": 3, "high": 6},
    ),
    (_tappo(hands=((52,), 3, 3)), PositionReason.UNKNOWN_CARD, {"card": 52}),
    (_tappo(hands=(tp("5H"), tp("5H"), 3)), PositionReason.CARD_TWICE, {"card": "5H", "copies": 1}),
    (_tappo(hands=(20, 20, 20)), PositionReason.CARD_COUNT, {"cards": 60, "deck": 52}),
    (
        _tappo(hands=(13, 13, 13, 12), deal=True),
        PositionReason.CARD_COUNT,
        {"seat": 3, "count": 12, "expected": 13},
    ),
    (_tappo(to_move=4), PositionReason.NO_SEAT, {"seat": 4, "players": 4}),
    (
        _tappo(hands=(tp("5H"), (), tp("4D"), tp("6D")), places=(None, 1, None, None), to_move=1),
        PositionReason.SEAT_OUT,
        {"seat": 1},
    ),
    (
        _tappo(expect=st.DecisionKind.REPLY),
        PositionReason.DECISION,
        {"expected": "reply", "asked": "lead", "player": 0},
    ),
    (
        _tappo(trick=tp("9D KD"), trick_player=3),
        st.Unreachable.NOT_A_COMBINATION,
        {"cards": ["9D", "KD"]},
    ),
    (_tappo(trick=tp("9D")), st.Unreachable.TRICK_PLAYER, {}),
    (_tappo(trick=tp("9D"), trick_player=0), st.Unreachable.TRICK_FELL, {"player": 0}),
    (_tappo(trick=tp("9D"), trick_player=2), st.Unreachable.NOT_PASSED, {"seat": 3}),
    (_tappo(trick=tp("9D"), trick_player=3, passed=(0,)), st.Unreachable.PASSED, {"seat": 0}),
    (
        _tappo(hands=(tp("5H"), (), tp("4D"), tp("6D"))),
        PositionReason.EMPTY_HAND_IN_GAME,
        {"seat": 1},
    ),
    (_tappo(places=(None, 1, None, None)), PositionReason.OUT_WITH_CARDS, {"seat": 1}),
    (
        _tappo(hands=(tp("5H"), (), (), ()), places=(None, 1, 2, 3)),
        PositionReason.GAME_OVER,
        {"players": 1},
    ),
    (
        _tappo(hands=(tp("5H"), (), tp("4D"), tp("6D")), places=(None, 2, None, None)),
        PositionReason.PLACES,
        {"places": [None, 2, None, None]},
    ),
    (
        _tappo(hands=(13, 13, 13, 12), deal=True, trick=tp("9D"), trick_player=3),
        st.Unreachable.DEAL,
        {},
    ),
    (
        _tappo(hands=(13, 13, tp("3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC 2C"), 13), deal=True),
        st.Unreachable.LEADER,
        {"leader": 2},
    ),
]


@pytest.mark.parametrize(
    ("spec", "reason", "data"),
    REFUSED_TAPPO,
    ids=[f"{r}-{i}" for i, (_, r, _) in enumerate(REFUSED_TAPPO)],
)
def test_siantappo_position_refused_with_reason_and_data(
    spec: st.Position, reason: object, data: dict[str, object]
) -> None:
    with pytest.raises(PositionError) as refused:
        st.position(TAPPO, spec)
    assert (refused.value.reason, refused.value.data) == (reason, data)


# -- ristiseiska -------------------------------------------------------------------------

SEISKA = rs.make_rules("ristiseiska")
CLUBS = "7C 6C 8C 9C 10C JC QC KC"


def test_ristiseiska_position_asks_the_previous_player_who_decides_the_gift() -> None:
    seen: list[object] = []
    spec = rs.Position(hands=(rc("5S 9H 2H"), rc("3D 4D"), 44), down=rc("7C 6C 8C"), to_move=1)
    state = rs.build_position(SEISKA, spec, observer=lambda e, s: seen.append(e))
    assert seen == [rs.TurnStarted(1, 4), rs.Asked(1, 0, ())]
    assert state.decision is not None
    assert (state.decision.kind, state.decision.player) == (rs.DecisionKind.GIVE, 0)
    assert [rs.card_text(a.cards[0]) for a in state.decision.options] == ["5S", "2H", "9H"]


def test_ristiseiska_position_stands_at_the_extra_play_after_a_king() -> None:
    spec = rs.Position(hands=(rc("7S 9H"), 21, 21), down=rc(CLUBS), extra_play=True)
    state = rs.build_position(SEISKA, spec)
    assert state.decision is not None
    assert state.decision.kind is rs.DecisionKind.EXTRA
    assert [rs.choice_text(a.cards) for a in state.decision.options] == ["7S", "stop"]


def test_ristiseiska_position_in_the_first_round_passes_instead_of_asking() -> None:
    seen: list[object] = []
    spec = rs.Position(hands=(rc("2S 3S"), 25, 24), down=rc("7C"), first_round=True)
    rs.build_position(SEISKA, spec, observer=lambda e, s: seen.append(e))
    assert seen[:2] == [rs.TurnStarted(0, 3), rs.Passed(0)]


def _seiska(**fields: object) -> rs.Position:
    base = {"hands": (rc("5S 9H"), 23, 24), "down": rc("7C 6C 8C"), "to_move": 0}
    return rs.Position(**{**base, **fields})  # type: ignore[arg-type]


REFUSED_SEISKA = [
    (_seiska(hands=(rc("5S"),)), PositionReason.PLAYERS, {"players": 1, "low": 2, "high": 8}),
    (_seiska(hands=(rc("5S 7C/2"), 20, 20)), PositionReason.UNKNOWN_CARD, {"card": 97}),
    (
        _seiska(hands=(rc("5S"), rc("5S"), 20)),
        PositionReason.CARD_TWICE,
        {"card": "5S", "copies": 1},
    ),
    (_seiska(hands=(rc("5S 9H"), 20, 20)), PositionReason.CARD_COUNT, {"cards": 45, "deck": 52}),
    (_seiska(to_move=3), PositionReason.NO_SEAT, {"seat": 3, "players": 3}),
    (
        _seiska(hands=(rc("5S 9H"), (), 47), places=(None, 1, None), to_move=1),
        PositionReason.SEAT_OUT,
        {"seat": 1},
    ),
    (
        _seiska(hands=(rc("5C 9C"), 23, 24), expect=rs.DecisionKind.GIVE),
        PositionReason.DECISION,
        {"expected": "give", "asked": "play", "player": 0},
    ),
    (
        _seiska(down=rc("7C 5C"), hands=(rc("5S 9H"), 24, 24)),
        rs.Unreachable.NOT_ON_LAYOUT,
        {"card": "5C"},
    ),
    (
        _seiska(down=(), hands=(rc("5S 9H"), rc("7C") + rc("2S"), 48)),
        rs.Unreachable.OPENER,
        {"holder": 1},
    ),
    (_seiska(hands=(rc("5S 9H"), (), 47)), PositionReason.EMPTY_HAND_IN_GAME, {"seat": 1}),
    (_seiska(places=(None, 1, None)), PositionReason.OUT_WITH_CARDS, {"seat": 1}),
    (
        _seiska(hands=(rc("5S 9H"), (), 47), places=(None, 2, None)),
        PositionReason.PLACES,
        {"places": [None, 2, None]},
    ),
    (_seiska(hands=(rc("5S 9H"), 22, 23), stock=2), rs.Unreachable.NO_STOCK, {}),
    (_seiska(token=1), rs.Unreachable.NO_TOKEN, {}),
    (
        _seiska(hands=(rc("5S 9H"), 23, 23), down=rc("7C 6C 8C 7S"), extra_play=True),
        rs.Unreachable.NO_EXTRA_PLAY,
        {"card": "7S"},
    ),
    (
        _seiska(hands=(rc("5S 9H"), 23, 23), down=rc("7C 6C 8C 7S"), first_round=True),
        rs.Unreachable.FIRST_ROUND,
        {"down": 4, "players": 3},
    ),
]


@pytest.mark.parametrize(
    ("spec", "reason", "data"),
    REFUSED_SEISKA,
    ids=[f"{r}-{i}" for i, (_, r, _) in enumerate(REFUSED_SEISKA)],
)
def test_ristiseiska_position_refused_with_reason_and_data(
    spec: rs.Position, reason: object, data: dict[str, object]
) -> None:
    with pytest.raises(PositionError) as refused:
        rs.build_position(SEISKA, spec)
    assert (refused.value.reason, refused.value.data) == (reason, data)


def test_ristiseiska_position_of_a_scored_game_with_a_player_out_is_over() -> None:
    spec = _seiska(hands=(rc("5S 9H"), (), 47), places=(None, 1, None))
    with pytest.raises(PositionError) as refused:
        rs.build_position(rs.make_rules("pisteet"), spec)
    assert (refused.value.reason, refused.value.data) == (PositionReason.GAME_OVER, {"players": 2})


# -- pikkutikki (the tests' fourth game) -----------------------------------------------------

TIKKI = pt.make_rules("pikkutikki")


def test_pikkutikki_position_mid_trick_asks_the_follower_and_plays_the_trick_out() -> None:
    seen: list[object] = []
    spec = pt.Position(hands=(pk("KH 10H JS"), 2), trick=pk("QH"), expect=pt.DecisionKind.FOLLOW)
    state = pt.position(TIKKI, spec, observer=lambda e, s: seen.append(e))
    assert seen == [] and state.turns == 1
    assert state.decision is not None
    assert (state.decision.kind, state.decision.player) == (pt.DecisionKind.FOLLOW, 0)
    assert [pt.DECK.text(a.cards[0]) for a in state.decision.options] == ["10H", "KH"]
    state.apply(pt.Action(0, pk("KH")))
    assert seen[1] == pt.TrickWon(0, 1, pk("QH KH"), False)
    assert state.decision is not None and state.decision.kind is pt.DecisionKind.LEAD


def test_pikkutikki_position_deals_the_unnamed_cards_from_its_seed_and_the_earlier_tricks() -> None:
    spec = pt.Position(hands=(pk("KS 10H"), 1, 1), to_move=0, trick=pk("JC AS"))
    one = pt.position(TIKKI, spec, play_on=False)
    again = pt.position(TIKKI, spec, play_on=False)
    other = pt.position(TIKKI, dataclasses.replace(spec, seed=3), play_on=False)
    assert (one.hands, one.played, one.aside) == (again.hands, again.played, again.aside)
    assert one.hands[1:] != other.hands[1:]
    assert (len(one.played), len(one.aside), one.turns, one.tricks) == (5, 11, 5, [0, 1, 0])
    assert one.played[-2:] == list(pk("JC AS")) and one.lacks[2] == {pt.suit(pk("JC")[0])}
    assert all(pt.suit(card) != pt.suit(pk("JC")[0]) for card in one.hands[2])  # Eero lacks clubs


def _tikki(**fields: object) -> pt.Position:
    base = {"hands": (pk("KH 10H JS"), 2), "trick": pk("QH")}
    return pt.Position(**{**base, **fields})  # type: ignore[arg-type]


REFUSED_TIKKI = [
    (
        _tikki(hands=(pk("KH"),), trick=()),
        PositionReason.PLAYERS,
        {"players": 1, "low": 2, "high": 4},
    ),
    (_tikki(hands=(pk("2H KH 10H"), 2)), PositionReason.UNKNOWN_CARD, {"card": 14}),
    (_tikki(hands=(pk("QH KH 10H"), 2)), PositionReason.CARD_TWICE, {"card": "QH", "copies": 1}),
    (_tikki(to_move=2), PositionReason.NO_SEAT, {"seat": 2, "players": 2}),
    (
        _tikki(hands=(pk("KH 10H JS"), 3)),
        PositionReason.CARD_COUNT,
        {"seat": 1, "count": 3, "expected": 2},
    ),
    (
        _tikki(expect=pt.DecisionKind.LEAD),
        PositionReason.DECISION,
        {"expected": "lead", "asked": "follow", "player": 0},
    ),
    (
        _tikki(hands=(pk("KH 10H JS AS"), 3)),
        pt.Unreachable.HAND,
        {"seat": 0, "count": 4, "high": 3},
    ),
    (_tikki(trick=pk("QH AH")), pt.Unreachable.TRICK_FULL, {"cards": 2, "players": 2}),
    (
        _tikki(hands=(pk("KH 10H"), 1), tricks=(1, 1)),
        pt.Unreachable.TRICKS,
        {"tricks": [1, 1], "earlier": 1},
    ),
    (_tikki(hands=(pk("KH 10H"), 1), tricks=(1, 0)), pt.Unreachable.LEADER, {"leader": 1}),
    (
        _tikki(hands=(pk("KH 10H"), pk("QC"), pk("10C")), trick=pk("JC AS")),
        pt.Unreachable.DID_NOT_FOLLOW,
        {"seat": 2, "card": "AS", "led": "JC"},
    ),
]


@pytest.mark.parametrize(
    ("spec", "reason", "data"),
    REFUSED_TIKKI,
    ids=[f"{r}-{i}" for i, (_, r, _) in enumerate(REFUSED_TIKKI)],
)
def test_pikkutikki_position_refused_with_reason_and_data(
    spec: pt.Position, reason: object, data: dict[str, object]
) -> None:
    with pytest.raises(PositionError) as refused:
        pt.position(TIKKI, spec)
    assert (refused.value.reason, refused.value.data) == (reason, data)


def test_pikkutikki_position_without_following_lets_a_seat_play_off_suit_holding_the_suit() -> None:
    spec = _tikki(hands=(pk("KH 10H"), pk("QC"), pk("10C")), trick=pk("JC AS"))
    state = pt.position(pt.make_rules("vapaa"), spec)
    assert state.decision is not None and state.lacks == [set(), set(), set()]
