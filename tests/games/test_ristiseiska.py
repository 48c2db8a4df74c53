"""Ristiseiska's rules on tables set up by hand (shared/rules/ristiseiska.md, by section)."""

from typing import Any

import pytest

from games import options as schema
from games import ristiseiska as rs
from games.core import Action, IllegalMoveError, PlayersError, Policy, RulesError, rules_dict

J1, J2 = rs.JOKER0, rs.JOKER0 + 1
STOP = (rs.STOP,)
HOLD = (rs.HOLD,)


def c(text: str) -> int:
    return rs.DECK.parse(text)


def cs(text: str) -> list[int]:
    return [c(word) for word in text.split()]


def at(
    hands: list[str],
    down: str,
    to_move: int = 0,
    turns: int = 10,
    rules: dict[str, object] | None = None,
    preset: str = "ristiseiska",
    log: list[Any] | None = None,
    **extra: Any,
) -> rs.RistiseiskaState:
    """A table: hands by seat, the layout's cards in the order played (``JK=5H``: a joker)."""
    observer = None if log is None else (lambda event, _state: log.append(event))
    laid: list[int | tuple[int, int]] = []
    for word in down.split():
        joker, sep, card = word.partition("=")
        laid.append((c(joker), c(card)) if sep else c(word))
    return rs.position(
        rs.make_rules(preset, rules),
        [cs(h) for h in hands],
        laid,
        to_move,
        turns=turns,
        observer=observer,
        **extra,
    )


def rows(*suits: str) -> str:
    """Every card of these suits in an order the layout takes (clubs first if named)."""
    order = ["7", "6", "5", "4", "3", "2", "A", "8", "9", "10", "J", "Q", "K"]
    return " ".join(rank + suit for suit in suits for rank in order)


def options(state: rs.RistiseiskaState) -> list[str]:
    return [rs.choice_text(a.cards) for a in state.legal_actions()]


def refusal(state: rs.RistiseiskaState, *cards: int) -> tuple[str, str, dict[str, object]]:
    decision = state.decision
    assert decision is not None
    with pytest.raises(IllegalMoveError) as caught:
        rs.check_action(state, Action(decision.player, cards))
    error = caught.value
    return (error.reason.value, str(error), error.data)


def kinds(log: list[Any]) -> list[str]:
    return [type(event).__name__ for event in log]


# ---------------------------------------------------------------------------
# 1 and 2: the start and the layout


def test_deal_three_players_hands_differ_by_one_from_seat_zero():
    state = rs.new_game(rs.RISTISEISKA, 3, seed=1, pause_after_turns=0)
    assert [len(hand) for hand in state.hands] == [18, 17, 17]


def test_deal_holder_of_seven_of_clubs_starts():
    deck = cs("2S 3S 7C 4S")  # seat 2 gets the third card
    state = rs.new_game(rs.RISTISEISKA, 3, seed=1, deck=deck, pause_after_turns=0)
    assert (state.to_move, state.owner[c("7C")]) == (2, 2)


def test_opening_seven_of_clubs_before_any_other_card():
    state = at(["7C 7C/2 7S", "2H 3H", "4H 5H"], "", rules={"decks": 2}, turns=0)
    assert options(state) == ["7C", "7C/2"]
    assert refusal(state, c("7S")) == (
        "needs_club",
        "the 7 of clubs must be the first card on the table",
        {"card": "7S", "needs": "7C"},
    )


def test_layout_any_seven_after_the_seven_of_clubs():
    state = at(["7S 7H 2D", "3H 4H", "5H 6H"], "7C")
    assert options(state) == ["7S", "7H"]


def test_layout_six_needs_its_seven():
    state = at(["7S 6H 6C 2D", "3H 4H", "5H 8H"], "7C")
    assert options(state) == ["7S", "6C"]
    assert refusal(state, c("6H")) == (
        "needs_card",
        "the 6 of hearts needs the 7 of hearts first",
        {"card": "6H", "needs": "7H", "next": "7H", "row_empty": True},
    )


def test_layout_eight_needs_the_six_of_its_suit():
    state = at(["8H 7S 6C 2D", "3H 4H", "5H 9H"], "7C 7H")
    assert options(state) == ["7S", "6C"]
    assert refusal(state, c("8H")) == (
        "needs_card",
        "the 8 of hearts needs the 6 of hearts first",
        {"card": "8H", "needs": "6H", "next": "6H", "row_empty": False},
    )


def test_layout_rows_go_on_neighbour_by_neighbour_to_ace_and_king():
    state = at(["AC KC 7S 3D", "4D", "5D"], "7C 6C 5C 4C 3C 2C 8C 9C 10C JC QC")
    assert options(state) == ["7S", "AC", "KC"]
    assert refusal(state, c("3D")) == (
        "needs_card",
        "the 3 of diamonds needs the 4 of diamonds first",
        {"card": "3D", "needs": "4D", "next": "7D", "row_empty": True},
    )


def test_layout_refusal_in_an_empty_row_names_the_rows_seven():
    state = at(["QH 7S 6C 2D", "3H 4H", "5H 9H"], "7C")
    assert refusal(state, c("QH")) == (
        "needs_card",
        "the queen of hearts needs the jack of hearts first",
        {"card": "QH", "needs": "JH", "next": "7H", "row_empty": True},
    )


def test_layout_refusal_in_a_started_row_names_the_card_it_takes_next():
    state = at(["QH 4C 7S 6C 2D", "5D 4H", "3H 10H"], "7C 7H 6H 8H")
    assert refusal(state, c("QH")) == (
        "needs_card",
        "the queen of hearts needs the jack of hearts first",
        {"card": "QH", "needs": "JH", "next": "9H", "row_empty": False},
    )
    assert refusal(state, c("4C"))[2] == {
        "card": "4C",
        "needs": "5C",
        "next": "6C",
        "row_empty": False,
    }


def test_layout_state_lowest_and_highest_card_of_each_suit():
    state = at(["2D 3D", "4D 5D", "6D 8D"], "7C 6C 5C 7H 8C 7S 6S 8S 9S")
    layout = rs.state_json(state, ["A", "B", "C"])["layout"]
    assert layout == {
        "S": {"low": "6S", "high": "9S"},
        "H": {"low": "7H", "high": "7H"},
        "D": None,
        "C": {"low": "5C", "high": "8C"},
    }


# ---------------------------------------------------------------------------
# 3: a turn


def test_must_play_holding_back_refused():
    state = at(["7S 7H 2D", "3H 4H", "5H 6H"], "7C")
    assert refusal(state, rs.HOLD) == (
        "must_play",
        "a player who can play must play (holding back is against the rules)",
        {"options": ["7S", "7H"]},
    )


def test_one_legal_card_is_played_without_a_decision():
    log: list[Any] = []
    state = at(["7S 2D", "3H 4H 5S", "5H 6H"], "7C", log=log, pause_after_turns=11)
    assert (kinds(log), log[1].card, state.to_move) == (
        ["TurnStarted", "Played", "TurnStarted", "Passed"][:2],
        c("7S"),
        1,
    )


def test_closing_ace_offers_another_card_or_stop():
    state = at(["AS 7H 3D", "4D 5D", "6D 8D"], "7C 7S 6S 5S 4S 3S 2S")
    assert options(state) == ["AS", "7H"]
    state.choose(Action(0, (c("AS"),)))
    assert (state.pending, options(state)) == (rs.DecisionKind.EXTRA, ["7H", "stop"])


def test_closing_cards_chain_extra_plays():
    log: list[Any] = []
    state = at(
        ["KH AS 7D 3C", "4C 5C", "6C 8C"],
        "7C 7S 6S 5S 4S 3S 2S 7H 6H 8H 9H 10H JH QH",
        log=log,
        pause_after_turns=11,
    )
    state.choose(Action(0, (c("KH"),)))
    assert options(state) == ["AS", "7D", "stop"]
    state.choose(Action(0, (c("AS"),)))
    assert options(state) == ["7D", "stop"]
    state.choose(Action(0, STOP))
    assert (state.turns, state.to_move, kinds(log)[-2:]) == (11, 1, ["Played", "Stopped"])


def test_extra_play_not_offered_when_nothing_else_fits():
    state = at(["AS 3D", "4D 5D 9D", "6D 8D"], "7C 7S 6S 5S 4S 3S 2S", pause_after_turns=11)
    assert (state.hands[0], state.to_move, state.turns) == ([c("3D")], 1, 11)


def test_non_closing_card_gives_no_extra_play():
    state = at(["7H 7D 3D", "4D 5D", "6D 8D"], "7C", pause_after_turns=11)
    state.choose(Action(0, (c("7H"),)))
    assert (state.to_move, state.turns) == (1, 11)


def test_first_round_a_player_who_cannot_play_passes():
    log: list[Any] = []
    state = at(["2D 3D", "4D 5D", "6D 8D"], "7C", turns=1, log=log, pause_after_turns=2)
    assert (kinds(log), [len(h) for h in state.hands], state.to_move) == (
        ["TurnStarted", "Passed"],
        [2, 2, 2],
        1,
    )


def test_first_round_is_the_first_n_turns_counted_from_the_opening():
    log: list[Any] = []
    at(["2D 3D", "4D 5D", "6D 8D"], "7C", turns=2, log=log, pause_after_turns=4)
    assert kinds(log) == ["TurnStarted", "Passed", "TurnStarted", "Asked"]


def test_asking_the_previous_player_chooses_the_card():
    log: list[Any] = []
    state = at(["2D 3D", "4D 5D", "6D 8D"], "7C", log=log)
    assert (kinds(log), log[1].giver, state.pending, state.decision) == (
        ["TurnStarted", "Asked"],
        2,
        rs.DecisionKind.GIVE,
        rs.Decision(rs.DecisionKind.GIVE, 2, (Action(2, (c("6D"),)), Action(2, (c("8D"),)))),
    )


def test_asking_received_card_waits_for_the_next_turn():
    state = at(["2D 3D", "4D 5D", "6C 8D"], "7C", pause_after_turns=11)
    state.choose(Action(2, (c("6C"),)))
    assert (state.hands[0], state.to_move, state.turns) == (cs("2D 3D 6C"), 1, 11)


def test_asking_skips_a_previous_player_with_one_card():
    log: list[Any] = []
    state = at(["2D 3D", "4D 5D", "6D"], "7C", log=log)
    assert (log[1].giver, state.decision is not None and state.decision.player) == (1, 1)


def test_asking_nothing_taken_when_every_other_player_holds_one_card():
    log: list[Any] = []
    state = at(["2D 3D", "4D", "6D"], "7C", log=log, pause_after_turns=11)
    assert (kinds(log), [len(h) for h in state.hands], state.to_move) == (
        ["TurnStarted", "NothingTaken"],
        [2, 1, 1],
        1,
    )


def test_asking_giver_never_empties_the_hand_and_lowest_gives_unplayable_first():
    state = at(["2D 3D", "4D", "6C 8D"], "7C", pause_after_turns=11)
    state.play_out(rs.lowest_policy)
    assert (state.hands[2], state.hands[0]) == ([c("6C")], cs("2D 3D 8D"))


def test_empty_hand_leaves_and_end_last_loser_holds_cards():
    hands = ["7H", "6H 8H 9H 10H JH QH KH", "5H 4H 3H 2H AH"]
    state = at(hands, rows("C", "S", "D"))
    outcome = state.outcome
    assert outcome is not None
    assert (outcome.places, outcome.losers, outcome.reason, outcome.turns, state.places) == (
        ((0,), (2,), (1,)),
        (1,),
        rs.EndReason.LAST_PLAYER,
        21,
        [1, 3, 2],
    )
    assert (state.hands[1], outcome.points) == (cs("QH KH"), ())


# ---------------------------------------------------------------------------
# 4: end and scoring


def test_first_out_scores_face_values_ace_fourteen():
    state = at(["7H", "AS KH 10D JC", "2S QD"], "7C", preset="pisteet")
    outcome = state.outcome
    assert outcome is not None
    assert (outcome.places, outcome.losers, outcome.points, state.scores) == (
        ((0,), (2,), (1,)),
        (1,),
        (0, 48, 14),
        (0, 48, 14),
    )


def test_first_out_scores_one_a_card_with_count():
    state = at(
        ["7H", "AS KH 10D JC", "2S QD 3S 4S"], "7C", rules={"end": "first_out", "scoring": "count"}
    )
    outcome = state.outcome
    assert outcome is not None
    assert (outcome.places, outcome.losers, outcome.points) == (((0,), (1, 2)), (1, 2), (0, 4, 4))


# ---------------------------------------------------------------------------
# 5: the options


def test_pantti_cannot_play_takes_the_token_instead_of_asking():
    log: list[Any] = []
    state = at(["2D 3D", "4D 5D", "6D 8D"], "7C", preset="pantti", log=log, pause_after_turns=11)
    assert (kinds(log), state.token, [len(h) for h in state.hands]) == (
        ["TurnStarted", "TookToken"],
        0,
        [2, 2, 2],
    )


def test_pantti_token_moves_and_scores_twenty_five_even_out():
    state = at(["7H", "2D 3D", "6D 8D"], "7C", preset="pantti", token=0)
    outcome = state.outcome
    assert outcome is not None
    assert (outcome.places, outcome.losers, outcome.points) == (
        ((0,), (1,), (2,)),
        (2,),
        (25, 5, 14),
    )


def test_pantti_first_round_passes():
    log: list[Any] = []
    state = at(
        ["2D 3D", "4D 5D", "6D 8D"], "7C", preset="pantti", turns=1, log=log, pause_after_turns=2
    )
    assert (kinds(log), state.token) == (["TurnStarted", "Passed"], None)


def test_holding_sevens_only_may_hold_other_cards():
    state = at(["6C 2D", "4D 5D", "6D 8D"], "7C 7S", rules={"holding": "sevens_only"})
    assert options(state) == ["6C", "hold"]


def test_holding_sevens_only_a_playable_seven_must_be_played():
    state = at(["7H 7D 6C 2D", "4D 5D", "6D 8D"], "7C 7S", rules={"holding": "sevens_only"})
    assert options(state) == ["7H", "7D"]
    assert refusal(state, c("6C")) == (
        "must_play_seven",
        "a player holding a playable 7 must play a 7",
        {"card": "6C", "sevens": ["7H", "7D"]},
    )


def test_holding_back_is_the_no_play_action_asking():
    log: list[Any] = []
    state = at(["6C 2D", "4D 5D", "6D 8D"], "7C 7S", rules={"holding": "sevens_only"}, log=log)
    state.choose(Action(0, HOLD))
    assert (kinds(log), state.decision is not None and state.decision.player) == (
        ["TurnStarted", "Held", "Asked"],
        2,
    )


def test_eight_before_six_six_needs_the_eight():
    state = at(["6H 7D 8S 2D", "4D 5D", "6D 9D"], "7C 7H 7S", rules={"eight_before_six": True})
    assert options(state) == ["8S", "7D"]
    assert refusal(state, c("6H")) == (
        "needs_card",
        "the 6 of hearts needs the 8 of hearts first",
        {"card": "6H", "needs": "8H", "next": "8H", "row_empty": False},
    )


def test_eight_before_six_rows_end_at_two_and_ace_high_both_close():
    row = "7C 7S 8S 9S 10S JS QS KS 6S 5S 4S 3S"
    state = at(["AS 2S 7H", "4D 5D", "6D 8D"], row, rules={"eight_before_six": True})
    assert options(state) == ["AS", "2S", "7H"]
    state.choose(Action(0, (c("AS"),)))
    assert options(state) == ["2S", "7H", "stop"]
    state.choose(Action(0, (c("2S"),)))
    assert options(state) == ["7H", "stop"]


def test_first_ace_king_and_two_close_nothing_before_the_first_ace():
    state = at(
        ["KS 7H 2D", "4D 5D", "6D 8D"],
        "7C 7S 6S 8S 9S 10S JS QS",
        rules={"first_ace": True},
        pause_after_turns=11,
    )
    state.choose(Action(0, (c("KS"),)))
    assert (state.to_move, state.turns) == (1, 11)


def test_first_ace_an_ace_fitting_both_ends_is_chosen_low_or_high():
    state = at(
        ["AS 7H 2D", "4D 5D", "6D 8D"],
        "7C 7S 6S 5S 4S 3S 2S 8S 9S 10S JS QS KS",
        rules={"first_ace": True},
    )
    assert options(state) == ["AS:low", "AS:high", "7H"]
    assert refusal(state, c("AS")) == (
        "choose_end",
        "the ace of spades fits either end: write AS:low or AS:high",
        {"card": "AS"},
    )
    state.choose(Action(0, (c("AS"), rs.HIGH)))
    assert (state.ace_end, state.pending, options(state)) == (
        1,
        rs.DecisionKind.EXTRA,
        ["7H", "stop"],
    )


def test_first_ace_an_ace_before_either_end_needs_the_two_or_the_king():
    state = at(["AS 7H 7D", "4D 5D", "6D 8D"], "7C 7S 6S 5S 4S 8S", rules={"first_ace": True})
    assert refusal(state, c("AS")) == (
        "needs_card",
        "the ace of spades needs the 2 of spades or the king of spades first",
        {"card": "AS", "needs": "2S", "next": "3S", "row_empty": False, "or_needs": "KS"},
    )


def test_first_ace_after_a_low_ace_aces_go_only_low_and_kings_close_nothing():
    row = "7C 6C 5C 4C 3C 2C AC 7H 6H 8H 9H 10H JH QH 5H 4H 3H 2H"
    state = at(["AH KH 7S", "4S 5S", "6S 8S"], row, rules={"first_ace": True}, pause_after_turns=11)
    assert (state.ace_end, options(state)) == (0, ["7S", "AH", "KH"])
    state.choose(Action(0, (c("KH"),)))
    assert (state.to_move, state.turns, state.pending) == (1, 11, None)


def test_ristikasi_starts_from_eight_of_clubs_seven_below_nine_above():
    state = at(["8S 7C 9C 2D", "4D 5D", "6D 3D"], "8C", preset="ristikasi")
    assert options(state) == ["8S", "7C"]
    assert refusal(state, c("9C")) == (
        "needs_card",
        "the 9 of clubs needs the 7 of clubs first",
        {"card": "9C", "needs": "7C", "next": "7C", "row_empty": False},
    )


def test_ristikasi_token_twenty_points():
    state = at(["8H", "2D 3D", "6D 4D"], "8C", preset="ristikasi", token=2)
    outcome = state.outcome
    assert outcome is not None
    assert (outcome.points, outcome.losers) == ((0, 5, 30), (2,))


def test_two_decks_suits_never_mix():
    state = at(["6H/2 7H/2 6C 2D", "4D 5D", "6D 3D"], "7C 7H", rules={"decks": 2})
    assert options(state) == ["6C", "7H/2"]
    assert refusal(state, c("6H/2")) == (
        "needs_card",
        "the 6 of hearts, second deck needs the 7 of hearts, second deck first",
        {"card": "6H/2", "needs": "7H/2", "next": "7H/2", "row_empty": True},
    )


def test_two_decks_first_seat_from_zero_holding_a_seven_of_clubs_starts():
    deck = cs("2S 7C/2 3S 7C")  # seat 1 gets the second deck's 7C, seat 3 the first's
    state = rs.new_game(rs.make_rules("kaksi_pakkaa"), 4, seed=1, deck=deck, pause_after_turns=0)
    assert state.to_move == 1


def test_jokers_a_joker_stands_for_any_playable_card():
    state = at(["JK 2D", "4D 5D", "6D 3D"], "7C", rules={"jokers": 1})
    assert options(state) == ["JK:7S", "JK:7H", "JK:7D", "JK:6C"]


def test_jokers_none_before_the_opening_card():
    state = at(["7C 7C/2 JK", "2H 3H", "4H 5H"], "", rules={"decks": 2, "jokers": 1}, turns=0)
    assert options(state) == ["7C", "7C/2"]


def test_jokers_swap_while_the_joker_is_the_outermost_card():
    log: list[Any] = []
    state = at(
        ["5H 7S 2D", "4D 6D", "9D 10D"],
        "7C 7H 6H JK=5H",
        rules={"jokers": 1},
        log=log,
        pause_after_turns=11,
    )
    assert options(state) == ["7S", "5H"]
    state.choose(Action(0, (c("5H"),)))
    view: dict[str, Any] = rs.state_json(state, ["A", "B", "C"])
    assert (log[-1], state.hands[0], view["jokers"], view["layout"]["H"]) == (
        rs.Swapped(0, c("5H"), J1),
        [c("7S"), c("2D"), J1],
        {"JK": None},
        {"low": "5H", "high": "7H"},
    )


def test_jokers_covered_joker_makes_its_card_dead():
    state = at(["5H 7S 7D 2D", "4D 6D", "9D 10D"], "7C 7H 6H JK=5H 4H", rules={"jokers": 1})
    assert (options(state), state.dead[c("5H")]) == (["7S", "7D"], True)
    assert refusal(state, c("5H")) == (
        "dead_card",
        "the 5 of hearts is dead: the joker standing for it can no longer be swapped",
        {"card": "5H"},
    )


def test_jokers_closing_joker_gives_the_extra_play_and_completes_the_row():
    log: list[Any] = []
    state = at(
        ["JK 7H 2D", "AS 6D", "9D 10D"], "7C 7S 6S 5S 4S 3S 2S", rules={"jokers": 1}, log=log
    )
    assert options(state) == ["7H", "JK:AS", "JK:8S", "JK:7H", "JK:7D", "JK:6C"]
    state.choose(Action(0, (J1, c("AS"))))
    assert (log[-2:], options(state)) == (
        [rs.JokerPlayed(0, J1, c("AS"), "low", True), rs.CardsDead((c("AS"),))],
        ["7H", "stop"],
    )


def test_jokers_first_ace_high_completes_the_low_ends_so_a_joker_two_kills_its_card():
    log: list[Any] = []
    state = at(
        ["AH 2S 7D", "4D 5D", "6D 8D"],
        "7C 7S 6S 5S 4S 3S JK=2S 7H 6H 8H 9H 10H JH QH KH",
        rules={"jokers": 1, "first_ace": True},
        log=log,
    )
    assert (options(state), state.dead[c("2S")]) == (["2S", "AH", "7D"], False)  # 2S: a swap
    state.choose(Action(0, (c("AH"),)))
    assert (log[-2:], state.ace_end, state.dead[c("2S")], options(state)) == (
        [rs.Played(0, c("AH"), "high", True), rs.CardsDead((c("2S"),))],
        1,
        True,
        ["7D", "stop"],
    )
    assert refusal(state, c("2S")) == (
        "dead_card",
        "the 2 of spades is dead: the joker standing for it can no longer be swapped",
        {"card": "2S"},
    )


# ---------------------------------------------------------------------------
# errors of the rules (section 8)


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"pantti": True, "end": "last"}, "pantti always ends when the first player is out"),
        ({"pantti": True, "scoring": "count"}, "pantti always scores by face value"),
        ({"ristikasi": True, "end": "last"}, "ristikasi always ends when the first player is out"),
        ({"first_ace": True, "eight_before_six": True}, "first_ace cannot be played with"),
        ({"ristikasi": True, "eight_before_six": True}, "ristikasi cannot be played with"),
        ({"jokers": 1, "pantti": True}, "jokers are used only with asking, never with pantti"),
        (
            {"jokers": 2, "ristikasi": True},
            "jokers are used only with asking, never with ristikasi",
        ),
        ({"target": 250}, "a series to a target needs points"),
    ],
)
def test_rules_impossible_combinations_refused(overrides: dict[str, object], message: str):
    with pytest.raises(RulesError) as caught:
        rs.make_rules("ristiseiska", overrides)
    assert (str(caught.value).startswith(message), caught.value.code) == (True, "bad_combination")


def test_rules_pantti_on_alone_ends_at_first_out():
    assert rs.make_rules("ristiseiska", {"pantti": "true"}).end is rs.End.FIRST_OUT


def test_players_two_decks_three_to_sixteen():
    with pytest.raises(PlayersError) as caught:
        rs.check_players(rs.make_rules("kaksi_pakkaa"), 2)
    assert (str(caught.value), caught.value.low, caught.value.high) == (
        "2 players: ristiseiska takes 3 to 16 players with 2 decks",
        3,
        16,
    )


# ---------------------------------------------------------------------------
# 6: two players


def test_two_players_seven_of_clubs_down_before_the_deal_stock_of_seventeen():
    state = rs.new_game(rs.RISTISEISKA, 2, seed=3, pause_after_turns=0)
    view: dict[str, Any] = rs.state_json(state, ["A", "B"])
    assert ([len(h) for h in state.hands], view["stock"], view["layout"]["C"], view["to_move"]) == (
        [17, 17],
        17,
        {"low": "7C", "high": "7C"},
        "A",
    )


def test_two_players_first_round_draws_from_the_stock():
    log: list[Any] = []
    state = at(["2D 3D", "4D 5D"], "7C", turns=0, stock=cs("KD QD"), log=log, pause_after_turns=1)
    assert (kinds(log), state.hands[0], rs.state_json(state, ["A", "B"])["stock"]) == (
        ["TurnStarted", "Drew"],
        cs("2D 3D KD"),
        1,
    )


def test_two_players_stock_empty_asks_the_other_player():
    log: list[Any] = []
    state = at(["2D 3D", "4D 5D"], "7C", log=log)
    assert (kinds(log), state.decision is not None and state.decision.player) == (
        ["TurnStarted", "Asked"],
        1,
    )


def test_two_players_pantti_draws_while_the_stock_lasts_then_takes_the_token():
    log: list[Any] = []
    state = at(
        ["2D 3D", "4D 5D"], "7C", preset="pantti", stock=cs("KD"), log=log, pause_after_turns=12
    )
    assert (kinds(log), state.token) == (
        ["TurnStarted", "Drew", "TurnStarted", "TookToken"],
        1,
    )


# ---------------------------------------------------------------------------
# 8: series, max_turns, refusals


def test_series_deals_until_a_total_reaches_the_target():
    log: list[Any] = []
    rules = rs.make_rules("pisteet", {"target": 40})
    state = rs.new_game(
        rules, 3, seed=5, observer=lambda e, _s: log.append(e), policy=rs.random_policy
    )
    outcome = state.outcome
    assert outcome is not None
    deals = [e for e in log if isinstance(e, rs.DealScored)]
    totals = [sum(d.scores[q] for d in deals) for q in range(3)]
    assert (
        outcome.reason,
        list(outcome.points),
        max(totals) >= 40,
        max(deals[-2].totals) < 40,
    ) == (
        rs.EndReason.TARGET,
        totals,
        True,
        True,
    )
    starters = [e.starter for e in log if isinstance(e, rs.NewDeal)]
    assert [e.deal for e in log if isinstance(e, rs.NewDeal)] == list(range(2, len(deals) + 1))
    assert len(starters) == len(deals) - 1


def test_max_turns_ends_unfinished():
    state = rs.new_game(
        rs.make_rules("ristiseiska", {"max_turns": 5}), 4, seed=1, policy=rs.lowest_policy
    )
    outcome = state.outcome
    assert outcome is not None
    assert (outcome.unfinished, outcome.reason, outcome.losers, outcome.places, outcome.turns) == (
        True,
        rs.EndReason.MAX_TURNS,
        (),
        (),
        5,
    )


def test_refusal_not_your_turn_and_game_over():
    state = at(["7S 7H 2D", "3H 4H", "5H 6H"], "7C")
    with pytest.raises(IllegalMoveError) as caught:
        rs.check_action(state, Action(1, (c("3H"),)))
    assert (caught.value.reason.value, str(caught.value), caught.value.data) == (
        "not_your_turn",
        "it is seat 0's turn",
        {"player": 1, "to_move": 0},
    )
    assert refusal(state, c("5H")) == (
        "not_in_hand",
        "the 5 of hearts is not in the hand",
        {"card": "5H"},
    )
    state.play_out(rs.lowest_policy)
    with pytest.raises(IllegalMoveError) as over:
        rs.check_action(state, Action(0, (c("2D"),)))
    assert over.value.reason.value == "game_over"


def test_apply_checks_then_plays():
    state = at(["7S 7H 2D", "3H 4H", "5H 6H"], "7C", pause_after_turns=11)
    with pytest.raises(IllegalMoveError):
        state.apply(Action(0, (c("2D"),)))
    state.apply(Action(0, (c("7H"),)))
    assert (state.hands[0], state.to_move) == (cs("7S 2D"), 1)


# ---------------------------------------------------------------------------
# 7: policies


def test_lowest_plays_the_lowest_card_heuristic_keeps_others_rows_shut():
    hands = ["6C 5C 8C 7D", "6D 2S", "3S 4S"]
    assert (rs.lowest_policy(at(hands, "7C")), rs.heuristic_policy(at(hands, "7C"))) == (
        Action(0, (c("7D"),)),
        Action(0, (c("6C"),)),
    )


def test_heuristic_gives_the_card_farthest_from_the_layout_lowest_the_lowest_unplayable():
    hands = ["2S 3S", "4S 5S", "8D KD"]
    assert (rs.lowest_policy(at(hands, "7C 7D")), rs.heuristic_policy(at(hands, "7C 7D"))) == (
        Action(2, (c("8D"),)),
        Action(2, (c("KD"),)),
    )


def test_lowest_puts_an_ace_fitting_both_ends_low():
    state = at(
        ["AS 7H 2D", "4D 5D", "6D 8D"],
        "7C 7S 6S 5S 4S 3S 2S 8S 9S 10S JS QS KS",
        rules={"first_ace": True},
    )
    assert rs.lowest_policy(state) == Action(0, (c("AS"), rs.LOW))


def test_random_inlined_plays_exactly_like_the_policy_called():
    called = Policy("called", rs.random_policy.choose)
    rules = rs.make_rules("jokerit", {"first_ace": True, "holding": "sevens_only"})
    inline = list(rs.simulate(rules, 4, 30, 2, rs.random_policy))
    assert inline == list(rs.simulate(rules, 4, 30, 2, called))


def test_copy_plays_on_like_the_original_and_leaves_it_alone():
    state = rs.new_game(rs.make_rules("jokerit"), 4, seed=2)
    twin = state.copy()
    twin.play_out(rs.random_policy)
    again = state.copy()
    again.play_out(rs.random_policy)
    assert (state.outcome, twin.outcome == again.outcome, twin.outcome is not None) == (
        None,
        True,
        True,
    )


def test_record_stops_after_the_limit():
    from games.record import record
    from games.scenario import parse_scenario

    scenario = parse_scenario({"game": "ristiseiska", "players": ["A", "B", "C"], "seed": 1})
    recording = record(scenario, limit=5)
    assert (len(recording.steps), recording.complete, recording.final.turns) == (5, False, 3)


# ---------------------------------------------------------------------------
# the option schema and the JSON shapes


def test_option_schema_keys_are_the_rules_fields_in_order():
    assert [spec.key for spec in rs.OPTIONS] == list(rules_dict(rs.Rules()))


def test_option_schema_round_trip_and_canonical_rules():
    rules = rs.make_rules("pantti", {"holding": "sevens_only", "target": 250})
    data = schema.rules_to_dict(rs.OPTIONS, rules)
    assert schema.rules_from_dict(rs.OPTIONS, rs.RISTISEISKA, data) == rules
    counted = rs.make_rules("ristiseiska", {"scoring": "count"})
    assert schema.canonical_rules(rs.OPTIONS, counted) == rs.RISTISEISKA


def test_option_schema_presets_and_requires_readable():
    specs = {spec.key: spec for spec in rs.OPTIONS}
    assert (specs["pantti"].presets["pantti"], specs["scoring"].requires, specs["jokers"].high) == (
        True,
        {"end": rs.End.FIRST_OUT},
        2,
    )


def test_event_json_seats_by_name_and_cards_by_code():
    names = ["Aino", "Eero", "Liisa"]
    assert (
        rs.event_json(rs.Gave(2, 0, c("8D")), names),
        rs.event_json(rs.JokerPlayed(1, J2, c("7C/2"), "centre", False), names),
    ) == (
        {"type": "gave", "giver": "Liisa", "player": "Aino", "card": "8D"},
        {
            "type": "joker_played",
            "player": "Eero",
            "card": "JK/2",
            "stands_for": "7C/2",
            "end": "centre",
            "closes": False,
        },
    )


def test_choice_text_and_parse_are_inverse():
    words = ["6S", "AS:low", "AS:high", "JK:8H", "JK/2:AH:high", "stop", "hold", "7C/2"]
    assert [rs.choice_text(rs.parse_choice(w)) for w in words] == words


def test_refusal_an_end_named_for_an_ace_with_one_place():
    state = at(["AS 7H 2D", "4D 5D", "6D 8D"], "7C 7S 6S 5S 4S 3S 2S", rules={"first_ace": True})
    assert refusal(state, c("AS"), rs.HIGH) == (
        "not_a_choice",
        "the ace of spades has one place now: write AS",
        {"card": "AS", "choice": "AS"},
    )


def test_first_ace_with_ristikasi_the_ace_goes_on_the_king_too():
    state = at(
        ["AC 8S 2D", "4D 5D", "6D 3D"],
        "8C 7C 9C 10C JC QC KC",
        preset="ristikasi",
        rules={"first_ace": True},
    )
    assert options(state) == ["8S", "AC"]
    state.choose(Action(0, (c("AC"),)))
    assert (state.ace_end, state.pending, options(state)) == (
        1,
        rs.DecisionKind.EXTRA,
        ["8S", "stop"],
    )


def test_asking_skips_a_player_who_has_left():
    log: list[Any] = []
    state = at(["7H", "2D 3D", "KD QD"], "7C", log=log)
    assert (log[-1], state.places, state.decision is not None and state.decision.player) == (
        rs.Asked(1, 2, ()),
        [1, None, None],
        2,
    )


def test_asking_names_the_one_card_players_it_skips():
    log: list[Any] = []
    state = at(["2D", "3D 4D", "KD QD", "5D"], "7C", to_move=1, log=log)
    assert (log[-1], state.decision is not None and state.decision.player) == (
        rs.Asked(1, 2, (0, 3)),
        2,
    )
    assert rs.event_json(log[-1], ["A", "B", "C", "D"]) == {
        "type": "asked",
        "player": "B",
        "giver": "C",
        "skipped": ["A", "D"],
    }


def test_rules_equal_rule_sets_share_one_plan():
    """Two equal rule sets made apart read one plan object, and a changed one reads another
    (the plan is made once per rule set, compiled or not)."""
    again = rs.Rules()
    jokers = rs.Rules(jokers=2)
    assert (again is rs.RISTISEISKA, again.plan is rs.RISTISEISKA.plan) == (False, True)
    assert (jokers.plan is rs.RISTISEISKA.plan, jokers.plan.jokers) == (False, 2)
