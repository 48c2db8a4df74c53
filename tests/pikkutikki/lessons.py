"""Pikkutikki's lesson path: which card wins a trick, then keeping clear of the last one.

You sit in seat 0, then Aino and Eero. Every hand is named (the cards named nowhere
were played in earlier tricks or lie aside), and in every step the visitor's card is
the last of its trick, so the trick, and in the second lesson the whole game, is
settled by the events the move causes.
"""

from django.utils.translation import gettext_lazy as _

from games.cards import Card
from tests.pikkutikki import engine
from tutorials.lessons import SEAT, Do, Goal, Lesson, Result, Watch
from tutorials.presenter import StrOrPromise

LEAD = engine.DecisionKind.LEAD
FOLLOW = engine.DecisionKind.FOLLOW


def cards(text: str) -> tuple[Card, ...]:
    return tuple(engine.DECK.parse(word) for word in text.split())


def table(*hands: str, trick: str = "", to_move: int = 0) -> engine.Position:
    """Each seat's cards; ``trick`` was played by the seats before ``to_move``."""
    expect = FOLLOW if trick else LEAD
    return engine.Position(
        tuple(cards(h) for h in hands), to_move=to_move, trick=cards(trick), expect=expect
    )


def won_the_trick(result: Result) -> bool:
    """The trick the visitor's card closed went to the visitor."""
    won = [e for e in result.events if isinstance(e, engine.TrickWon)]
    return bool(won) and won[0].player == SEAT


def clear_of_the_last_trick(result: Result) -> bool:
    """The game ended and the visitor is not its loser (who won the last trick)."""
    ends = [e for e in result.events if isinstance(e, engine.GameOver)]
    return bool(ends) and SEAT not in ends[0].outcome.losers


# -- 1. Which card wins the trick ---------------------------------------------------------

TRICK = "pikkutikki-tikki"
WIN_RULE = _(
    "The highest card of the suit led wins the trick; a card of another suit never wins it."
)


def win(spec: engine.Position, why: StrOrPromise) -> Do:
    goal = Goal(FOLLOW.value, _("Win this trick."), won_the_trick, WIN_RULE, why, TRICK)
    return Do(spec, goal)


# -- 2. Stay clear of the last trick ------------------------------------------------------

END = "pikkutikki-loppu"
CLEAR_RULE = _(
    "Whoever wins the last trick loses: before you choose, look at the cards left and at "
    "who will lead the last trick."
)
CLEAR = _("Play so that you do not win the last trick.")


def clear(spec: engine.Position, why: StrOrPromise) -> Do:
    assert spec.expect is not None
    goal = Goal(spec.expect.value, CLEAR, clear_of_the_last_trick, CLEAR_RULE, why, END)
    return Do(spec, goal)


LESSONS = (
    Lesson(
        "tikin-voitto",
        _("Which card wins the trick"),
        _(
            "You must follow the suit led if you can, and the highest card of that suit "
            "wins the trick. A card of another suit cannot win it, however high."
        ),
        (
            Watch(
                win(
                    table("KH 10H JS", "JD QS", trick="QH"),
                    _("The ten of hearts is lower than Aino's queen."),
                ),
                _(
                    "Aino led the queen of hearts, so you must play a heart. Your king is "
                    "higher than her queen and wins the trick."
                ),
                move="KH",
            ),
            win(
                table("KD 10D JC", "10S QS", "AH KC", trick="JD QD", to_move=0),
                _("The ten of diamonds is lower than Eero's queen of diamonds."),
            ),
            win(
                table("QC 10C KH", "10S JH", "KS QD", trick="JC AS", to_move=0),
                _(
                    "The ten of clubs is lower than Aino's jack, and Eero's ace of spades "
                    "is not a club, so it cannot win."
                ),
            ),
        ),
        sections=(TRICK,),
    ),
    Lesson(
        "viimeinen-tikki",
        _("Stay clear of the last trick"),
        _(
            "Whoever wins the last trick loses the game; the others share first place. "
            "Before it, think about which cards will be left and who will lead the last trick."
        ),
        (
            Watch(
                clear(
                    table("KH 10H", "JS", trick="QH"),
                    _(
                        "Your king won this trick, so you had to lead the ten of hearts "
                        "last, and nobody else had a heart to beat it."
                    ),
                ),
                _(
                    "Play the ten under Aino's queen: she wins this trick and must lead "
                    "the jack of spades last. Your king is not a spade, so her jack wins "
                    "the last trick."
                ),
                move="10H",
            ),
            clear(
                table("JD KD", "KS", "AC", trick="QD 10D"),
                _(
                    "Your king won this trick, so you led the jack of diamonds last, and "
                    "nobody else had a diamond to beat it."
                ),
            ),
            clear(
                table("KS 10H", "QS JH"),
                _(
                    "Aino's jack of hearts beat your ten, so she led the queen of spades last, "
                    "and your king won it."
                ),
            ),
        ),
        sections=(END,),
    ),
)
