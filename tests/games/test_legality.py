"""sika.check_action: why a move is refused (reason codes and English messages)."""

from enum import StrEnum

import pytest

from games import sika
from games.core import TurnReason
from games.sika import Action, DecisionKind, IllegalMoveError, IllegalReason

from .tables import card, cards, deal, play


def at_matching_decision() -> sika.SikaState:
    """Aino (seat 1) must play a diamond on 5D holding AD 3D QC (the home version's example)."""
    state = deal("example_kotiversio_hand_choose_among_matching")
    play(state, "JC")
    play(state, "5D")
    return state


def at_two_phase_decision() -> sika.SikaState:
    """Two-phase, phase 2: Aino (seat 0) holds 5S 5H AC 2C 3C QC KC on JC."""
    return deal("two_phase_run_no_wrap_names_legal_options")


def refusal(state: sika.SikaState, action: Action) -> tuple[StrEnum, str]:
    with pytest.raises(IllegalMoveError) as caught:
        sika.check_action(state, action)
    return caught.value.reason, str(caught.value)


def test_matching_decision_offers_the_matching_cards():
    state = at_matching_decision()
    assert state.decision == sika.Decision(
        DecisionKind.MATCH, 1, (Action(1, cards("AD")), Action(1, cards("3D")))
    )
    assert sika.legal_actions(state) == [Action(1, cards("AD")), Action(1, cards("3D"))]


def test_check_action_legal_move_passes():
    state = at_matching_decision()
    sika.check_action(state, Action(1, cards("3D")))  # raises if refused


def test_check_action_card_not_matching_must_match():
    assert refusal(at_matching_decision(), Action(1, cards("QC"))) == (
        IllegalReason.MUST_MATCH,
        "QC does not have the suit of 5D: a card of that suit must be played first",
    )


def test_check_action_card_not_in_hand():
    assert refusal(at_matching_decision(), Action(1, cards("KD"))) == (
        IllegalReason.NOT_IN_HAND,
        "KD is not in the hand",
    )


def test_check_action_other_seat_not_your_turn():
    assert refusal(at_matching_decision(), Action(0, cards("AD"))) == (
        TurnReason.NOT_YOUR_TURN,
        "it is seat 1's turn",
    )


def test_check_action_two_cards_outside_two_phase():
    assert refusal(at_matching_decision(), Action(1, cards("AD 3D"))) == (
        IllegalReason.ONE_CARD,
        "play exactly one card",
    )


def test_check_action_between_decisions_no_decision():
    state = deal("example_kotiversio_hand_choose_among_matching", pause=0)
    assert refusal(state, Action(0, cards("3D"))) == (
        TurnReason.NO_DECISION,
        "nobody has a choice to make right now",
    )


def test_check_action_after_the_end_game_over():
    state = deal("example_kotiversio_last_ring_card_diamond")
    state.play_out(sika.POLICIES["lowest"])
    assert state.over
    assert refusal(state, Action(0, cards("4H"))) == (TurnReason.GAME_OVER, "the game is over")


def test_apply_illegal_move_changes_nothing():
    state = at_matching_decision()
    before = sika.table(state)
    with pytest.raises(IllegalMoveError):
        state.apply(Action(1, cards("QC")))
    assert sika.table(state) == before


def test_apply_legal_move_plays_it():
    state = at_matching_decision()
    state.apply(Action(1, cards("3D")))
    # Then the free card is asked for: AD or QC.
    assert state.decision == sika.Decision(
        DecisionKind.FREE, 1, (Action(1, cards("AD")), Action(1, cards("QC")))
    )
    assert sika.table(state).pile_top == card("3D")


def test_free_card_decision_any_card_of_the_hand():
    state = at_matching_decision()
    state.apply(Action(1, cards("3D")))
    sika.check_action(state, Action(1, cards("QC")))  # raises if refused
    assert refusal(state, Action(1, cards("3D"))) == (
        IllegalReason.NOT_IN_HAND,
        "3D is not in the hand",
    )


def test_two_phase_options_singles_and_runs():
    state = at_two_phase_decision()
    assert state.decision is not None
    assert state.decision.kind is DecisionKind.SHED
    assert state.decision.options == tuple(
        Action(0, cards(text)) for text in ("AC 2C 3C", "AC", "2C", "3C", "QC", "KC")
    )


def test_two_phase_check_action_run_passes():
    sika.check_action(at_two_phase_decision(), Action(0, cards("AC 2C 3C")))  # raises if refused


def test_two_phase_check_action_not_playable():
    assert refusal(at_two_phase_decision(), Action(0, cards("5H"))) == (
        IllegalReason.NOT_PLAYABLE,
        "5H cannot go on JC: it needs the same suit or rank, or an eight",
    )


def test_two_phase_check_action_set_whose_first_card_is_not_playable():
    assert refusal(at_two_phase_decision(), Action(0, cards("5S 5H"))) == (
        IllegalReason.NOT_PLAYABLE,
        "5S cannot go on JC: it needs the same suit or rank, or an eight",
    )


@pytest.mark.parametrize("text", ["QC KC AC", "2C 3C AC", "QC KC", "AC 2C 5S"])
def test_two_phase_check_action_not_a_set_or_run(text):
    assert refusal(at_two_phase_decision(), Action(0, cards(text))) == (
        IllegalReason.NOT_A_SET_OR_RUN,
        "several cards must be a set of one rank or a run of three or more in one suit",
    )


def test_two_phase_check_action_card_not_in_hand():
    assert refusal(at_two_phase_decision(), Action(0, cards("AC 2C 3C 4C"))) == (
        IllegalReason.NOT_IN_HAND,
        "4C is not in the hand",
    )
