"""The Presenter base class: what every game's presenter gets without writing it."""

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar

from django.utils import translation

from games.core import Action, IllegalMoveError
from tutorials.presenter import Heard, Presenter, Turn


class Reason(StrEnum):
    NOT_YOUR_TURN = "not_your_turn"  # as every engine says it
    MADE_UP = "made_up"


@dataclass(frozen=True)
class Began:
    player: int


@dataclass(frozen=True)
class Did:
    player: int
    what: str


@dataclass(frozen=True)
class Table:
    hands: tuple[tuple[int, ...], ...]
    outcome: object | None = None


class Toy(Presenter[Any, Any, Any, Any]):
    """Says each event as it is; a secret is told as "(hidden)"; turns open with Began."""

    turn_start: ClassVar[type | None] = Began

    def table(
        self, table: Any, names: Sequence[str], rules: Any, *, only_hand_of: int | None = None
    ) -> Any:
        return [
            hand if only_hand_of in (None, q) else len(hand) for q, hand in enumerate(table.hands)
        ]

    def narrate(self, event: Any, names: Sequence[str], rules: Any, table: Any) -> str:
        if isinstance(event, Began):
            return f"{names[event.player]} begins."
        return f"{names[event.player]} {event.what}."

    def deal(
        self, events: Sequence[tuple[Any, Any]], names: Sequence[str], rules: Any, seat: int
    ) -> str:
        return "Dealt."

    def secret(self, event: Any, names: Sequence[str], rules: Any, seat: int) -> str | None:
        if isinstance(event, Did) and event.what == "draws" and event.player != seat:
            return f"{names[event.player]} draws (hidden)."
        return None


TABLE = Table(((1, 2), (3,), (4, 5, 6)))
NAMES = ("Guest", "Aino", "Eero")
EVENTS = [
    (Did(0, "plays"), TABLE),
    (Began(1), TABLE),
    (Did(1, "draws"), TABLE),
    (Did(1, "plays"), TABLE),
    (Began(2), TABLE),
    (Did(2, "passes"), TABLE),
]


def test_presenter_turns_after_a_choice_finish_the_visitors_turn_then_one_per_turn() -> None:
    assert Toy().turns(EVENTS, NAMES, None, 0, False) == [
        Turn("Guest plays.", (), 0),
        Turn("Aino begins.", ("Aino draws (hidden).", "Aino plays."), 1),
        Turn("Eero begins.", ("Eero passes.",), 2),
    ]


def test_presenter_turns_from_the_deal_start_with_the_deal() -> None:
    assert Toy().turns(EVENTS[1:4], NAMES, None, 1, True) == [
        Turn("Dealt.", ()),
        Turn("Aino begins.", ("Aino draws.", "Aino plays."), 1),
    ]


def test_presenter_turns_of_a_game_without_turn_events_one_event_each() -> None:
    class EachEvent(Toy):
        turn_start = None

    assert EachEvent().turns(EVENTS[:3], NAMES, None, 0, False) == [
        Turn("Guest plays.", (), 0),
        Turn("Aino begins.", (), 1),
        Turn("Aino draws (hidden).", (), 1),
    ]


def test_presenter_turn_can_drop_sentences() -> None:
    class Quiet(Toy):
        def turn(
            self,
            player: int | None,
            heard: Sequence[Heard],
            names: Sequence[str],
            rules: Any,
            seat: int,
        ) -> list[Turn]:
            told = [h for h in heard if not isinstance(h.event, Began)]
            return super().turn(player, told, names, rules, seat)

    assert Quiet().turns(EVENTS[1:4], NAMES, None, 0, False) == [
        Turn("Aino draws (hidden).", ("Aino plays.",), 1)
    ]


def test_presenter_seen_table_shows_only_the_seats_hand() -> None:
    assert Toy().seen_table(TABLE, NAMES, None, 1) == [2, (3,), 3]


def test_presenter_seen_table_at_the_end_reveals_only_if_the_game_says_so() -> None:
    class Revealing(Toy):
        reveal_at_end = True

    over = Table(TABLE.hands, outcome="over")
    assert Toy().seen_table(over, NAMES, None, 0) == [(1, 2), 1, 3]
    assert Revealing().seen_table(over, NAMES, None, 0) == [(1, 2), (3,), (4, 5, 6)]
    assert Revealing().seen_table(TABLE, NAMES, None, 0) == [(1, 2), 1, 3]


def test_presenter_names_the_visitor_first_then_the_computer_players() -> None:
    with translation.override("fi"):
        assert Toy().names(4) == ("Sinä", "Aino", "Eero", "Liisa")


def test_presenter_option_words_for_a_pass_a_card_and_cards_together() -> None:
    with translation.override("en"):
        words = [Toy().option_words(Action(0, cards)) for cards in ((), (45,), (45, 6))]
    assert words == ["Pass", "Seven of clubs", "Together: seven of clubs, seven of spades"]


def test_presenter_refusal_common_reason_in_words_without_a_section() -> None:
    error = IllegalMoveError(Reason.NOT_YOUR_TURN, "not your turn", None, {})
    with translation.override("fi"):
        assert Toy().refusal(error) == ("Nyt ei ole sinun vuorosi.", None)


def test_presenter_refusal_of_an_unknown_reason_still_worded() -> None:
    error = IllegalMoveError(Reason.MADE_UP, "made up", None, {})
    with translation.override("en"):
        assert Toy().refusal(error) == ("That move is not possible now.", None)
