"""Ristiseiska's lesson path: the rules first (the seven of clubs and the rows, a turn and
asking), then the decisions at the table (which card to give, the extra card, keeping rows
shut, holding back), the end and the points, and one lesson per variant.

You sit in seat 0; Aino, Eero and Liisa follow you clockwise, so the player before you is
the last of them. Each step is a small table (``lesson_tables.table``: card codes) under
its lesson's rules; its question or goal comes from ``lesson_parts``. A late table names
every hand, so what follows a move (the reply a miss shows) is the same every time.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from django.utils.translation import gettext_lazy as _

from games import ristiseiska as rs
from tutorials.lessons import Do, Goal, Lesson, Predict, Question, Spot, Watch
from tutorials.packs.ristiseiska import lesson_parts as parts
from tutorials.packs.ristiseiska.lesson_tables import cards, table

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise

BASIC = rs.make_rules()
SEVENS_ONLY = rs.make_rules(overrides={"holding": "sevens_only"})
POINTS = rs.make_rules("pisteet")
PANTTI = rs.make_rules("pantti")
RISTIKASI = rs.make_rules("ristikasi")
JOKERS = rs.make_rules("jokerit")
TWO_DECKS = rs.make_rules("kaksi_pakkaa")

MakeGoal = Callable[[rs.Rules, rs.Position], Goal]
TAP = _("Tap every card you may play.")
ON_YOUR_TURN = _("What happens on your turn?")
WHO_LOSES = _("Who loses?")
FIRST_ROUND_TURN = _(
    "It is still the first round: nobody has had a second turn yet. What happens on your turn?"
)
# At the end every hand left is counted face up: a question on the count shows them.
AINO_COUNTED = _("At the end the hands are counted face up. Aino's cards:")
EERO_COUNTED = _("At the end the hands are counted face up. Eero's cards:")


def ask(
    sentence: StrOrPromise,
    options: parts.Options,
    answer: parts.Answer,
    words: parts.Words,
    rule: StrOrPromise,
    section: str,
    reading: str = "",
) -> Question:
    return Question(sentence, options, answer, words, rule, section, reading=reading)


def predict(
    rules: rs.Rules,
    hands: Sequence[str | None],
    down: str | None,
    question: Question,
    *,
    shown: str = "",
    shown_label: StrOrPromise = "",
    **more: Any,
) -> Predict:
    """The engine plays on from the table by itself; ``shown``: cards of the others' hands
    turned face up for the question (the hands a count at the end reads)."""
    spec = table(rules, hands, down, expect=None, **more)
    return Predict(spec, question, shown=cards(shown), shown_label=shown_label)


def do(
    rules: rs.Rules,
    hands: Sequence[str | None],
    down: str | None,
    goal: MakeGoal,
    *,
    reply: int = 1,
    **more: Any,
) -> Do:
    """The visitor decides; after a miss the computer makes ``reply`` more decisions."""
    spec = table(rules, hands, down, **more)
    return Do(spec, goal(rules, spec), reply=reply)


# -- 1. The seven of clubs and the rows --------------------------------------------------

FIRST_CARD = ask(
    _("Which card goes down first?"),
    parts.centre_cards,
    parts.first_card,
    parts.card_words,
    _("Whoever holds the seven of clubs starts, and it is always the first card down."),
    "seiskan-jako",
)
NEXT_PLAYER = ask(
    _("Who has the turn after the seven of clubs?"),
    parts.seats_but_mover,
    parts.second_player,
    parts.seat_words,
    _("The turn goes round clockwise: to the player listed next, and from the last to you."),
    "seiskan-jako",
)
FITS_RULE = _(
    "Any seven fits once the seven of clubs is down; a six goes below its seven, the eight "
    "only once the six is down, and then each row grows one card at a time."
)
ENDS_RULE = _(
    "A row ends with the ace below and the king above: each goes next to its neighbour, the "
    "two or the queen, like any other card."
)
# Five players at the deal: 10 or 11 cards each.
YOUR_OPENING = "7H 7S 2C 9C 4H QH JS 3D 5D 8D"
AINO_OPENING = "7C 2H 3H 10S KS 6D 9D 4C 8C QC AD"
YOUR_SECOND = "7D 6C 9S QS 3C JC AC 5H JH KH"
EERO_OPENING = "7C 4S 8S 2D JD 5C 10C KC 9H 10H"


def fits(hand: str, down: str, seed: int, rule: StrOrPromise = FITS_RULE) -> Spot:
    """Four players; your turn on the layout ``down``."""
    return Spot(table(BASIC, (hand, None, None, None), down, seed=seed), TAP, rule, "seiskan-rivit")


SEVENS_AND_ROWS = Lesson(
    "seiskat-ja-rivit",
    _("The seven of clubs and the rows"),
    _(
        "The holder of the seven of clubs starts with it, and after it any seven may open its "
        "own row. A row grows one card at a time: the six below the seven, the eight once the "
        "six is down."
    ),
    (
        Watch(
            predict(
                BASIC, (YOUR_OPENING, AINO_OPENING, None, None, None), "", FIRST_CARD, to_move=1
            ),
            _(
                "Aino holds the seven of clubs, so she starts with it, although you hold two "
                "sevens yourself."
            ),
        ),
        predict(BASIC, (YOUR_SECOND, None, EERO_OPENING, None, None), "", NEXT_PLAYER, to_move=2),
        fits("7H 4C 8D 6D 9S 2C", "7C 6C 8C 5C 9C 10C JC QC KC 7D 7S 6S 5S 4S", 1),
        fits("8H 6H QC QD 4S 8S", "7C 6C 5C 4C 3C 8C 9C 10C 7H 7D 6D 5D 4D 8D 9D 10D 7S 6S", 2),
        fits(
            "AC KC AH KH 3H KS",
            "7C 6C 5C 4C 3C 2C 8C 9C 10C JC QC 7H 6H 5H 8H 9H 10H JH 7S 6S 8S 9S 10S JS QS",
            3,
            ENDS_RULE,
        ),
    ),
    sections=("seiskan-jako", "seiskan-rivit"),
)

# -- 2. A turn: play if you can, else ask ------------------------------------------------


MUST_PLAY = ask(
    ON_YOUR_TURN,
    parts.turn_options,
    parts.move_of(0),
    parts.move_words,
    _("A card that fits must be played: nobody may keep it back in the basic game."),
    "seiskan-vuoro",
)
PASS_FIRST = ask(
    FIRST_ROUND_TURN,
    parts.turn_options,
    parts.move_of(0),
    parts.move_words,
    _(
        "In the first round a player with no card that fits just says “pass”: nobody asks for "
        "a card yet."
    ),
    "kortin-pyytaminen",
    "tulkinta-ensimmainen-kierros",
)


# Five players, the last turn of the first round: the four before you played a card each.
FIRST_ROUND_HAND = "AS 3S 5S 10S JS KS 2H 4H 9D JD"


def gives(rule: StrOrPromise) -> Question:
    return ask(
        _("You have no card that fits. Who gives you a card?"),
        parts.seats_or_nobody,
        parts.giver,
        parts.seat_words,
        rule,
        "kortin-pyytaminen",
    )


PREVIOUS = gives(
    _(
        "You ask the player before you, the one who had the turn just before yours: here "
        "Liisa, not Aino."
    )
)
SKIP_ONE = gives(
    _(
        "Nobody is asked for their last card: if the player before you holds one card, the one "
        "before them gives."
    )
)
NOTHING_TAKEN = gives(
    _("If every other player holds one card, nobody gives you anything and the turn goes on.")
)

PLAY_OR_ASK = Lesson(
    "vuoro",
    _("Play if you can, else ask"),
    _(
        "On your turn you must play a card if one fits. If none does, you ask the player before "
        "you for a card, except in the first round."
    ),
    (
        Watch(
            predict(
                BASIC,
                ("QS 8H 3C", None, None, None),
                "7C 6C 5C 8C 9C 10C 7H 6H 5H 7D 6D 5D 4D 8D 9D 10D 7S 6S 5S 8S 9S 10S",
                MUST_PLAY,
                seed=4,
            ),
            _(
                "The eight of hearts fits, because the six of hearts is down, so you must play "
                "it; the other two do not fit."
            ),
        ),
        predict(
            BASIC,
            (FIRST_ROUND_HAND, None, None, None, None),
            "7C 6C 7D 6D",
            PASS_FIRST,
            first_round=True,
            seed=5,
        ),
        predict(
            BASIC,
            ("QH 2D JC", None, None, None),
            "7C 6C 5C 4C 8C 7H 6H 5H 4H 8H 9H 10H 7D 6D 5D 8D 9D 7S 6S 5S 8S 9S",
            PREVIOUS,
            seed=6,
        ),
        predict(
            BASIC,
            ("4S KD 2C", None, None, "QH"),
            "7C 6C 5C 4C 8C 9C 10C JC QC KC 7H 6H 5H 4H 3H 8H 9H 10H 7D 6D 5D 8D 9D 7S 6S 8S 9S "
            "10S",
            SKIP_ONE,
            seed=7,
        ),
        predict(BASIC, ("2S KH", "AS", "3S", "QH"), None, NOTHING_TAKEN),
    ),
    sections=("seiskan-vuoro", "kortin-pyytaminen"),
)

# -- 3. Which card to give ---------------------------------------------------------------

NOT_FITTING = _("Aino asks you for a card. Give her one that does not fit the layout yet.")
LONGEST_WAIT = _("Aino asks you for a card. Give her the one that would wait longest to fit.")


def asked(
    hands: Sequence[str | None],
    down: str | None,
    goal: Callable[[rs.Rules, rs.Position, StrOrPromise], Goal],
    sentence: StrOrPromise,
    *,
    reply: int = 2,
    **more: Any,
) -> Do:
    """Aino (seat 1) has no card that fits and asks you, the player before her; after a
    miss the computer plays on, up to Aino's next turn where it can."""
    return do(
        BASIC,
        hands,
        down,
        lambda rules, spec: goal(rules, spec, sentence),
        reply=reply,
        to_move=1,
        expect=rs.DecisionKind.GIVE,
        **more,
    )


WHICH_TO_GIVE = Lesson(
    "antaminen",
    _("Which card to give"),
    _(
        "When the player after you has no card that fits, they ask you, and you choose which "
        "card to give. Give one that would stay long in your hand, not one they can play at once."
    ),
    (
        Watch(
            asked(("QH 2S KD", "KH AS", "3S QD"), None, parts.give_unplayable, NOT_FITTING),
            _(
                "The queen of hearts fits, so Aino could play it on her next turn. The two of "
                "spades waits for the three and the king of diamonds for the queen: either "
                "will do, and you give the two."
            ),
            move="2S",
        ),
        asked(
            ("10H 3S AS", "JH QH KH", "2S QC KC"), None, parts.give_unplayable, NOT_FITTING, reply=0
        ),
        asked(
            ("5C JS KH AD", "2C 10H AS", None, None),
            "7C 6C 8C 9C 10C JC QC 7H 6H 5H 4H 8H 7D 6D 5D 4D 3D 8D 9D 10D JD 7S 6S 5S 4S 3S 8S 9S",
            parts.give_furthest,
            LONGEST_WAIT,
            seed=9,
        ),
        asked(
            ("9H QH 4S KC", "10H 3S AD", None, None),
            "7C 6C 5C 4C 8C 9C 10C JC 7H 6H 5H 8H 7D 6D 5D 4D 8D 9D 10D JD 7S 6S 5S 8S 9S 10S",
            parts.give_furthest,
            LONGEST_WAIT,
            seed=10,
        ),
    ),
    sections=("kortin-pyytaminen",),
)

# -- 4. The extra card after an ace or a king --------------------------------------------


def extra(hands: Sequence[str | None], last: str, goal: MakeGoal) -> Do:
    """You have just closed a row end with ``last`` and may play again; every hand named."""
    return do(BASIC, hands, None, goal, last=last, extra_play=True, expect=rs.DecisionKind.EXTRA)


def closes_again(sentence: StrOrPromise) -> MakeGoal:
    return lambda rules, spec: parts.closes_again(sentence)


def keep_jack(rules: rs.Rules, spec: rs.Position) -> Goal:
    return parts.stops(
        _(
            "Your ace closed the low end of the spades. Take the extra card only if it opens no "
            "place for the others."
        ),
        _("The card you added opened a new place, and the next player used it at once."),
    )


def own_only(rules: rs.Rules, spec: rs.Position) -> Goal:
    sentence = _(
        "Your king closed the high end of the spades. Play one more card, but one that opens a "
        "place only for your own cards."
    )
    return parts.opens_nothing(rules, spec, sentence, rs.DecisionKind.EXTRA, "assa-ja-kuningas")


EXTRA_CARD = Lesson(
    "lisakortti",
    _("An ace or a king: one card more"),
    _(
        "An ace or a king that closes a row end lets you play one more card at once. The extra "
        "card is your choice: you may also stop."
    ),
    (
        Watch(
            extra(
                ("AS QD 2C", "KD AC", "3C"),
                "KH",
                closes_again(
                    _(
                        "Your king closed the high end of the hearts. Play one more card that "
                        "closes a row end, so your turn goes on."
                    )
                ),
            ),
            _(
                "The ace of spades closes the spades at the low end, so after it you may play "
                "yet another card."
            ),
            move="AS",
        ),
        extra(("JD AC", "QD 2C", "3C KD"), "AS", keep_jack),
        extra(("3C 2C QD", "KD", "AC"), "KS", own_only),
        extra(
            ("KC QS KH", "KS 2D", "QH 3D AD"),
            "AH",
            closes_again(
                _(
                    "Your ace closed the low end of the hearts. Play one more card that closes a "
                    "row end, so your turn goes on."
                )
            ),
        ),
    ),
    sections=("assa-ja-kuningas",),
)

# -- 5. Keeping rows shut ----------------------------------------------------------------


def shut(rules: rs.Rules, spec: rs.Position) -> Goal:
    sentence = _("Play a card that opens no new place for the others.")
    return parts.opens_nothing(rules, spec, sentence, rs.DecisionKind.PLAY, "seiskan-idea")


KEEP_SHUT = Lesson(
    "tukkiminen",
    _("Keep the rows shut"),
    _(
        "Every card you play may open a place for the next card of its row. Play first the "
        "cards whose next places wait for your own cards, and keep the others."
    ),
    (
        Watch(
            do(
                BASIC,
                ("6S KD 2C", "8S 9S 3H 2H", None, None),
                "7C 6C 5C 4C 8C 9C 10C JC QC KC 7S 7D 6D 5D 4D 3D 2D AD 8D 9D 10D JD QD 7H 6H 8H "
                "9H",
                shut,
                seed=22,
            ),
            _(
                "The six of spades would open the five and the eight for the others; the king "
                "of diamonds closes its row and opens nothing."
            ),
            move="KD",
        ),
        do(
            BASIC,
            ("8S 9S 5H", "4H 3H 2D AS", None, None),
            "7C 6C 5C 4C 3C 8C 9C 10C JC QC 7S 6S 5S 4S 7H 6H 8H 9H 7D 6D 5D 4D 8D 9D 10D",
            shut,
            seed=23,
        ),
        do(
            BASIC,
            ("7D QC KC", "6D 2S 2H AC", None, None),
            "7C 6C 5C 4C 3C 8C 9C 10C JC 7S 6S 5S 4S 8S 9S 10S JS QS KS 7H 6H 5H 4H 8H 9H 10H "
            "JH QH KH",
            shut,
            seed=24,
        ),
        do(
            BASIC,
            ("6H 5H 8H JS", "QS 2D AD KC", None, None),
            "7C 6C 5C 4C 3C 8C 9C 10C JC 7H 7S 6S 5S 4S 3S 8S 9S 10S 7D 6D 5D 4D 8D 9D",
            shut,
            seed=25,
        ),
    ),
    sections=("seiskan-idea",),
)

# -- 6. Holding back where the rules allow it --------------------------------------------


def keep_eight(rules: rs.Rules, spec: rs.Position) -> Goal:
    return parts.holds_back(
        _("Hold back the eight of hearts, so the hearts stay shut above the seven."),
        _(
            "In this variant you may keep a card that fits, unless it is a seven; holding back "
            "counts as having no card that fits."
        ),
        _("You played the eight, and now the nine of hearts fits for anyone."),
    )


def play_king(rules: rs.Rules, spec: rs.Position) -> Goal:
    return parts.plays(
        rs.DECK.parse("KD"),
        _(
            "Only your king of diamonds fits. Hold it back if that keeps a place shut for the "
            "others; else play it."
        ),
        _("The king closes the diamonds and opens nothing, so keeping it would block nobody."),
        _("Holding back counts as having no card: you got one more, and the king blocked nothing."),
        "vain-seiskat",
    )


def sevens(hand: str, down: str, seed: int) -> Spot:
    return Spot(
        table(SEVENS_ONLY, (hand, None, None, None), down, seed=seed),
        TAP,
        _(
            "A seven that fits must be played: while you hold one, no other card fits and you "
            "may not hold back."
        ),
        "vain-seiskat",
    )


HOLDING = Lesson(
    "pihtaus",
    _("Holding back where it is allowed"),
    _(
        "Some tables let you keep a card that fits, but never a seven. Holding back counts as "
        "having no card that fits, so you ask for a card as usual."
    ),
    (
        Watch(
            do(
                SEVENS_ONLY,
                ("8H 2C", "9H 10H JH AC", None),
                "7C 6C 5C 4C 8C 9C 10C JC QC KC 7H 6H 5H 4H 3H 2H AH 7D 6D 5D 4D 3D 2D AD 8D 9D "
                "10D JD QD KD 7S 6S 5S 4S 8S 9S",
                keep_eight,
                seed=11,
            ),
            _(
                "You keep the eight of hearts, so nobody can play the nine; holding back counts "
                "as having no card, so Eero gives you one."
            ),
            move="hold",
        ),
        sevens(
            "7S 7H AD KC",
            "7C 6C 5C 4C 3C 2C AC 8C 9C 10C JC QC 7D 6D 5D 4D 3D 2D 8D 9D 10D JD QD KD",
            12,
        ),
        do(
            SEVENS_ONLY,
            ("KD 2C 3S", None, None),
            "7C 6C 5C 4C 7D 6D 5D 4D 3D 2D AD 8D 9D 10D JD QD 7H 6H 5H 4H 3H 2H AH 8H 9H 10H JH "
            "QH KH",
            play_king,
            seed=13,
        ),
        sevens("7D 6H 7S 8C 9C", "7C 6C 5C 4C 3C 2C AC 7H", 14),
    ),
    sections=("vain-seiskat",),
    overrides={"holding": "sevens_only"},
)

# -- 7. The last one loses ---------------------------------------------------------------

LAST_LOSES = ask(
    WHO_LOSES,
    parts.one_or_all,
    parts.losers,
    parts.group_words,
    _("Play goes on until only one player has cards left: that player loses."),
    "seiskan-loppu",
)
YOUR_PLACE = ask(
    _("Which place do you finish in?"),
    parts.places,
    parts.place_of(0),
    parts.place_words,
    _("Players leave in the order their hands empty: the first out is first, and so on."),
    "seiskan-loppu",
)

THE_END = Lesson(
    "loppu",
    _("The last one loses"),
    _(
        "A player whose hand empties is out of the game, and the others play on. The last "
        "player still holding cards loses."
    ),
    (
        Watch(
            predict(BASIC, ("KH", "", "3S 2S AS"), None, LAST_LOSES, places=(None, 1, None)),
            _(
                "Your king of hearts is your last card, so you are out too; Eero is left alone "
                "with cards and loses."
            ),
        ),
        predict(
            BASIC, ("2D", "AD 3H", "", "2H AH"), None, YOUR_PLACE, places=(None, None, 1, None)
        ),
        predict(BASIC, ("QS KS", "", "JS"), None, LAST_LOSES, places=(None, 1, None), to_move=2),
    ),
    sections=("seiskan-loppu",),
)

# -- 8. Playing for points ---------------------------------------------------------------

FACE_RULE = _(
    "Cards left in hand count their face value: the ace 14, the king 13, the queen 12, the "
    "jack 11, the others their number. Tables that count cards instead give one point a card."
)


def points(
    player: int,
    sentence: StrOrPromise,
    rule: StrOrPromise = FACE_RULE,
    section: str = "seiskan-pisteet",
    reading: str = "",
) -> Question:
    return ask(
        sentence,
        parts.point_options(player),
        parts.points_of(player),
        parts.point_words,
        rule,
        section,
        reading,
    )


AINO_POINTS = _("How many points does Aino get?")
MOST_POINTS = ask(
    WHO_LOSES,
    parts.one_or_all,
    parts.losers,
    parts.group_words,
    _(
        "The game ends when the first player is out, and the most points lose, however many "
        "cards that is."
    ),
    "seiskan-pisteet",
)

FOR_POINTS = Lesson(
    "pisteet",
    _("Playing for points"),
    _(
        "In a game for points play ends as soon as one player is out of cards. The others score "
        "the cards left in their hands, and the most points lose."
    ),
    (
        Watch(
            predict(
                POINTS,
                ("KD", "KS AH", "2C AC"),
                None,
                points(1, AINO_POINTS),
                shown="KS AH",
                shown_label=AINO_COUNTED,
            ),
            _("You play your last card and the game ends; Aino's king counts 13 and her ace 14."),
        ),
        predict(
            POINTS,
            ("KH", "QS KS", "3D 2D AD"),
            None,
            MOST_POINTS,
            shown="QS KS 3D 2D AD",
            shown_label=_(
                "At the end the hands are counted face up. Aino's two cards, then Eero's three:"
            ),
        ),
        predict(
            POINTS,
            ("2C AC", "KD", "3S 2S AS"),
            None,
            points(0, _("How many points do you get?")),
            to_move=1,
            shown="KD",
            shown_label=_("Aino's last card, face up for this question:"),
        ),
    ),
    sections=("seiskan-loppu", "seiskan-pisteet"),
    preset="pisteet",
)

# -- 9. The token ------------------------------------------------------------------------

TAKE_TOKEN = ask(
    ON_YOUR_TURN,
    parts.turn_options,
    parts.move_of(0),
    parts.move_words,
    _("With the token nobody asks for cards: a player with no card that fits takes the token."),
    "pantti-peli",
)
TOKEN_PASS = ask(
    FIRST_ROUND_TURN,
    parts.turn_options,
    parts.move_of(0),
    parts.move_words,
    _("In the first round nobody takes the token: a player with no card that fits says “pass”."),
    "pantti-peli",
    "tulkinta-pantti-ohi",
)

TOKEN = Lesson(
    "pantti",
    _("The token"),
    _(
        "With the token nobody asks for a card: a player who cannot play takes the token "
        "instead. The game ends at the first player out, and the token costs its holder 25 "
        "points more."
    ),
    (
        Watch(
            predict(
                PANTTI,
                ("KH 3D QC", None, None, None),
                "7C 6C 5C 4C 3C 2C AC 8C 9C 10C 7H 6H 5H 4H 8H 9H 10H 7D 6D 7S 6S 5S 4S 8S 9S 10S",
                TAKE_TOKEN,
                seed=15,
            ),
            _(
                "None of your cards fits, so you take the token; with the token nobody asks for "
                "cards."
            ),
        ),
        predict(
            PANTTI,
            ("AH 3H 9H QH 2D 5D 10D KD 4S JS", None, None, None, None),
            "7C 6C 7S 8C",
            TOKEN_PASS,
            first_round=True,
            seed=16,
        ),
        predict(
            PANTTI,
            ("KS", "KD", "3H 2H AH"),
            None,
            points(
                2,
                _("How many points does Eero get?"),
                _("The token's holder adds 25 points to the cards left in hand."),
                "pantti-peli",
            ),
            token=2,
            shown="3H 2H AH",
            shown_label=EERO_COUNTED,
        ),
        predict(
            PANTTI,
            ("KC", "QS KS", "4D 3D 2D AD"),
            None,
            points(
                1, AINO_POINTS, _("Without the token a hand scores only its cards."), "pantti-peli"
            ),
            token=2,
            shown="QS KS",
            shown_label=AINO_COUNTED,
        ),
    ),
    sections=("pantti-peli",),
    preset="pantti",
)

# -- 10. Ristikasi -----------------------------------------------------------------------

KASI_RULE = _(
    "In ristikasi the rows grow from the eights: the seven goes below its eight, the nine only "
    "once the seven is down, then down to the ace and up to the king."
)
KASI_TOKEN = ask(
    ON_YOUR_TURN,
    parts.turn_options,
    parts.move_of(0),
    parts.move_words,
    _("Ristikasi is played with the token: a player with no card that fits takes it."),
    "ristikasi-peli",
)


def kasi(hand: str, down: str, seed: int) -> Spot:
    spec = table(RISTIKASI, (hand, None, None, None), down, seed=seed)
    return Spot(spec, TAP, KASI_RULE, "ristikasi-peli", reading="tulkinta-ristikasi")


RISTIKASI_LESSON = Lesson(
    "ristikasi",
    _("Ristikasi"),
    _(
        "Ristikasi starts from the eight of clubs, and the rows grow from the eights. The token "
        "is played instead of asking, and it costs 20 points."
    ),
    (
        Watch(
            kasi(
                "7C 9C 8H 7H 6C",
                "8C 8S 7S 6S 5S 4S 3S 9S 10S JS QS 8D 7D 6D 5D 4D 9D 10D JD QD",
                17,
            ),
            _(
                "The eight of clubs opened the game. Now the seven of clubs goes below it and any "
                "eight fits; the nine of clubs waits for the seven, the seven of hearts for its "
                "eight."
            ),
        ),
        kasi("9C 6C 7D 9D 10C", "8C 7C 8D 8S 7S 6S 5S 4S 9S 10S JS QS 8H 7H 6H 9H 10H", 18),
        predict(
            RISTIKASI,
            ("KC 4H 2D", None, None, None),
            "8C 7C 6C 5C 4C 9C 10C 8H 7H 9H 8D 7D 6D 5D 9D 10D 8S 7S 6S 5S 9S 10S JS",
            KASI_TOKEN,
            seed=28,
        ),
        predict(
            RISTIKASI,
            ("KS", "KH AC", "2D AD"),
            None,
            points(
                1,
                AINO_POINTS,
                _("In ristikasi the token adds 20 points to its holder's cards."),
                "ristikasi-peli",
            ),
            token=1,
            shown="KH AC",
            shown_label=AINO_COUNTED,
        ),
    ),
    sections=("ristikasi-peli",),
    preset="ristikasi",
)

# -- 11. Jokers --------------------------------------------------------------------------

DEAD = ask(
    _(
        "Your jack of diamonds is your only card that fits. Which card can never be played "
        "once it is down?"
    ),
    parts.around_joker,
    parts.dead_card,
    parts.card_words,
    _(
        "Once a card covers the joker, nobody can swap it any more: the card it stands for is "
        "dead and can never be played on the table."
    ),
    "jokerit-seiska",
)
ALL_HEARTS_AND_DIAMONDS = " ".join(
    f"{rank}{suit}" for suit in "HD" for rank in "7 6 5 4 3 2 A 8 9 10 J Q K".split()
)


def swap(sentence: StrOrPromise) -> MakeGoal:
    return lambda rules, spec: parts.swaps(sentence)


def joker_before_three(rules: rs.Rules, spec: rs.Position) -> Goal:
    return parts.joker_for(
        rs.DECK.parse("4C"),
        _("Play your joker where one of your own cards can follow it."),
        _(
            "A joker acts as the card it stands for: the next place of its row opens as after "
            "the real card."
        ),
        _(
            "Your three of clubs still waits: only a joker in the four of clubs' place would "
            "have opened its place."
        ),
    )


JOKER_LESSON = Lesson(
    "jokerit",
    _("Jokers"),
    _(
        "A joker may be played in the place of any card that fits now, except the seven of "
        "clubs. The real card's holder may swap it back on their turn, until a card covers the "
        "joker or its row end is complete."
    ),
    (
        Watch(
            do(
                JOKERS,
                ("9S QD", "10S", "KD JS QS KS JK/2"),
                None,
                swap(_("Swap the joker: lay your nine of spades in its place and take the joker.")),
                jokers={"JK": "9S"},
            ),
            _(
                "The joker holds the place of your nine of spades at the end of its row, so you "
                "lay the nine there and the joker comes into your hand."
            ),
            move="9S",
        ),
        do(
            JOKERS,
            ("JK 3C 9S", None, None),
            f"7C 6C 5C 8C 9C 10C JC QC KC {ALL_HEARTS_AND_DIAMONDS} 7S 6S 5S 4S 3S 2S AS 8S",
            joker_before_three,
            seed=26,
        ),
        predict(
            JOKERS,
            ("JD QS KS", "JS 2H AH", "10D QD KD", "JK/2"),
            None,
            DEAD,
            jokers={"JK": "10D"},
        ),
        do(
            JOKERS,
            ("6D 2S", "5D 4D 2H", None, None),
            "7C 6C 5C 4C 3C 2C AC 8C 9C 10C JC QC KC 7D 6D 7S 6S 5S 4S 3S 8S 9S 10S 7H 6H 5H 8H "
            "9H 10H",
            swap(
                _(
                    "The joker holds the place of one of your cards, and Aino plays next. Do not "
                    "let your card die in your hand."
                )
            ),
            jokers={"JK": "6D"},
            seed=27,
        ),
    ),
    sections=("jokerit-seiska",),
    preset="jokerit",
)

# -- 12. Two decks -----------------------------------------------------------------------

NEVER_MIX = _("The two decks' rows never mix: each card goes next to its own deck's card.")


def full(*suits: str) -> str:
    """Every card of the suits named (``"S"``, ``"H/2"``): rows complete on the layout."""
    ranks = "A 2 3 4 5 6 7 8 9 10 J Q K".split()
    return " ".join(f"{r}{suit[0]}{suit[1:]}" for suit in suits for r in ranks)


def two_decks(hand: str, down: str, seed: int, rule: StrOrPromise = NEVER_MIX) -> Spot:
    """Three players: with two decks even a late table leaves big hands."""
    spec = table(TWO_DECKS, (hand, None, None), down, seed=seed)
    return Spot(spec, TAP, rule, "kaksi-pakkaa-seiska")


TWO_DECK_LESSON = Lesson(
    "kaksi-pakkaa",
    _("Two decks"),
    _(
        "With two decks shuffled together there are eight rows, and a card goes only in its own "
        "deck's row. Either seven of clubs may open the game, and the other is then an ordinary "
        "seven."
    ),
    (
        Watch(
            two_decks(
                "7C/2 6C 6C/2 7H/2 8C",
                "7C " + full("S", "D", "H", "S/2", "D/2"),
                19,
                _("Once one seven of clubs is down, the other is an ordinary seven."),
            ),
            _(
                "The other seven of clubs now opens its own row, and the six of clubs fits below "
                "the first seven; the other six waits for its own seven."
            ),
        ),
        two_decks(
            "5H 5H/2 6H/2 8H 8H/2", "7H 6H 7H/2 " + full("C", "S", "D", "C/2", "S/2", "D/2"), 20
        ),
        two_decks(
            "8S 8S/2 8C/2 8C QD/2",
            "7C/2 7C 6C/2 5C/2 4C/2 3C/2 2C/2 AC/2 7S 6S 5S 4S 3S 2S AS 7S/2 7D/2 6D/2 5D/2 4D/2 "
            "3D/2 2D/2 AD/2 8D/2 9D/2 10D/2 JD/2 " + full("D", "H", "H/2"),
            21,
        ),
    ),
    sections=("kaksi-pakkaa-seiska",),
    preset="kaksi_pakkaa",
)

LESSONS = (
    SEVENS_AND_ROWS,
    PLAY_OR_ASK,
    WHICH_TO_GIVE,
    EXTRA_CARD,
    KEEP_SHUT,
    HOLDING,
    THE_END,
    FOR_POINTS,
    TOKEN,
    RISTIKASI_LESSON,
    JOKER_LESSON,
    TWO_DECK_LESSON,
)
