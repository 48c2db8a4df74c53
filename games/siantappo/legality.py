"""Siantappo's legality: the check that refuses a move with a reason, and its words.

The legal moves themselves are the state's (``SiantappoState.legal_actions``);
this module reads the state through ``Board`` because the state's ``apply``
checks a move here: the state module imports this one.
"""

from __future__ import annotations

from typing import Protocol

from games.core import Action, IllegalMoveError, TurnReason, check_turn
from games.siantappo.combos import (
    _COMBO,
    _FOUR,
    _NONE,
    _PAIR,
    _SINGLE,
    _TAPPO3,
    _TAPPO4,
    COMBO_WORDS,
    _shape,
)
from games.siantappo.events import Decision, IllegalReason
from games.siantappo.rules import _STRENGTH, _TWOS, DECK, _cards, _mask, _texts

# ---------------------------------------------------------------------------
# Legality


class Board(Protocol):
    """What legality reads of a game in progress (``SiantappoState`` is one)."""

    players: int
    hands: list[int]
    passed: int
    trick_kind: int
    trick_size: int
    trick_high: int
    trick_mask: int

    @property
    def over(self) -> bool: ...

    @property
    def decision(self) -> Decision | None: ...

    def _option_masks(self) -> list[int]: ...


def check_action(state: Board, action: Action) -> None:
    """Raise IllegalMoveError with the reason (and its card codes) if ``action`` is not legal."""
    decision = _check_turn(state, action)
    mask = _mask(action.cards)
    if mask in state._option_masks() and len(action.cards) == mask.bit_count():
        return
    data: dict[str, object] = {"cards": _texts(_cards(mask))}
    kind, size = _check_combination(state, action, mask, decision, data)
    _check_beats(state, mask, kind, size, decision, data)


def _check_turn(state: Board, action: Action) -> Decision:
    """The decision ``action`` answers; IllegalMoveError if it is not the player's turn."""
    p = action.player
    try:
        return check_turn(state, action)
    except IllegalMoveError as error:
        # Not their turn, and more: they are out of this trick until it falls.
        waiting = 0 <= p < state.players and bool(state.passed >> p & 1)
        if error.reason is TurnReason.NOT_YOUR_TURN and waiting:
            raise IllegalMoveError(
                IllegalReason.PASSED_THIS_TRICK,
                "you passed this trick: wait until it falls",
                error.decision,
                {"player": p},
            ) from None
        raise


def _check_combination(
    state: Board, action: Action, mask: int, decision: Decision, data: dict[str, object]
) -> tuple[int, int]:
    """The kind and size of the combination ``action`` plays, if its cards are in the hand
    and make one; else IllegalMoveError (a lead that is not offered is refused here)."""
    if mask == 0:
        raise IllegalMoveError(
            IllegalReason.LEADER_CANNOT_PASS,
            "the leader cannot pass: lead any combination",
            decision,
        )
    hand = state.hands[action.player]
    for card in action.cards:
        if not hand >> _STRENGTH[card] & 1:
            raise IllegalMoveError(
                IllegalReason.NOT_IN_HAND,
                f"{DECK.text(card)} is not in the hand",
                decision,
                {"card": DECK.text(card)},
            )
    if len(action.cards) != mask.bit_count():
        raise IllegalMoveError(
            IllegalReason.NOT_A_COMBINATION, "a card is named twice", decision, data
        )
    kind, size, _high = _shape(mask)
    if kind == _NONE:
        words = " ".join(_texts(_cards(mask)))
        raise IllegalMoveError(
            IllegalReason.NOT_A_COMBINATION,
            f"{words} is no combination: play a single card, a pair, three or four of a "
            "kind, or a straight of 3 to 12 cards without 2s",
            decision,
            data,
        )
    if state.trick_kind == _NONE:
        if kind == _TAPPO3:
            raise IllegalMoveError(
                IllegalReason.SIANTAPPO_NOT_A_LEAD,
                "three pairs in a row are no lead: a siantappo is played only onto a 2",
                decision,
                data,
            )
        raise IllegalMoveError(
            IllegalReason.FIRST_LEAD_3C,
            "the first lead of the game must hold 3C",
            decision,
            data,
        )
    return kind, size


def _check_beats(
    state: Board,
    mask: int,
    kind: int,
    size: int,
    decision: Decision,
    data: dict[str, object],
) -> None:
    """Raise IllegalMoveError saying why the combination (``kind``, ``size``) of ``mask``
    does not beat the trick."""
    tkind = state.trick_kind
    tsize = state.trick_size
    thigh = state.trick_high
    data |= {"trick": _texts(_cards(state.trick_mask)), "trick_kind": _COMBO[tkind].value}
    two = thigh >> 2 == _TWOS and tkind in (_SINGLE, _PAIR)
    trick_words = (
        ("a 2" if tkind == _SINGLE else "a pair of 2s") if two else COMBO_WORDS[_COMBO[tkind]]
    )
    wanted = _TAPPO3 if tkind in (_SINGLE, _TAPPO3) else _FOUR
    form = kind == _TAPPO3 or (kind == _FOUR and (two or tkind == _TAPPO3))
    if (two or tkind in (_TAPPO3, _TAPPO4)) and form and kind != wanted:
        raise IllegalMoveError(
            IllegalReason.SIANTAPPO_WRONG_FORM,
            f"{trick_words} cannot be beaten by {COMBO_WORDS[_COMBO[kind]]}: "
            + (
                "the siantappo for a single 2 is three pairs in a row"
                if wanted == _TAPPO3
                else "the siantappo for a pair of 2s is four of a kind"
            ),
            decision,
            data | {"kind": _COMBO[kind].value},
        )
    if two and not (kind == tkind and size == tsize):
        raise IllegalMoveError(
            IllegalReason.ONLY_TWO_OR_SIANTAPPO,
            f"{trick_words} can only be beaten by a higher "
            f"{'2' if tkind == _SINGLE else 'pair of 2s'} or a siantappo",
            decision,
            data | {"kind": _COMBO[kind].value},
        )
    if kind == _TAPPO3 and tkind != _TAPPO3:
        raise IllegalMoveError(
            IllegalReason.SIANTAPPO_ONLY_ON_TWO,
            "three pairs in a row are played only onto a single 2 (or a higher siantappo)",
            decision,
            data,
        )
    _check_same_kind(state, kind, size, trick_words, decision, data)
    words = " ".join(_texts(_cards(mask)))
    raise IllegalMoveError(
        IllegalReason.NOT_HIGHER,
        f"{words} does not beat {' '.join(_texts(_cards(state.trick_mask)))}",
        decision,
        data,
    )


def _check_same_kind(
    state: Board,
    kind: int,
    size: int,
    trick_words: str,
    decision: Decision,
    data: dict[str, object],
) -> None:
    """IllegalMoveError if the combination is not of the trick's kind and length."""
    tkind, tsize = state.trick_kind, state.trick_size
    same = kind == tkind or (kind == _FOUR and tkind == _TAPPO4)
    if not same:
        raise IllegalMoveError(
            IllegalReason.WRONG_KIND,
            f"{trick_words} cannot be beaten by {COMBO_WORDS[_COMBO[kind]]}",
            decision,
            data | {"kind": _COMBO[kind].value},
        )
    if size != tsize:
        raise IllegalMoveError(
            IllegalReason.WRONG_LENGTH,
            f"a straight of {tsize} cards is beaten only by a straight of exactly {tsize} "
            f"cards, not {size}",
            decision,
            data | {"size": size, "trick_size": tsize},
        )
