"""Siantappo's lesson path: the order of the cards, same kind and stronger, the first
game's opening (the three of clubs), twos, the
siantappo, when the trick falls, going out and the card exchange; then the choices of play:
opening low, passing on purpose, keeping pairs whole.

Four players unless a step says otherwise: you (seat 0), Aino, Eero and Liisa, clockwise.
Every hand is named (the cards named nowhere have been played), so what the others can
answer is fixed; a goal or question is from ``lesson_parts``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from django.utils.translation import gettext_lazy as _

from games import siantappo
from games.cards import Card
from tutorials.lessons import Do, Lesson, Predict, Question, Spot, Watch
from tutorials.packs.siantappo import lesson_parts as parts

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise

LEAD = siantappo.DecisionKind.LEAD
REPLY = siantappo.DecisionKind.REPLY


def cards(text: str) -> tuple[Card, ...]:
    return tuple(siantappo.DECK.parse(word) for word in text.split())


def table(
    *hands: str | int,
    trick: str = "",
    by: int | None = None,
    passed: tuple[int, ...] = (),
    places: tuple[int | None, ...] = (),
    to_move: int = 0,
    expect: siantappo.DecisionKind | None = None,
    seed: int = 0,
) -> siantappo.Position:
    """Each seat's cards (a number: that many cards nobody names); ``trick`` was played by
    ``by`` (Liisa, seat 3, unless said)."""
    return siantappo.Position(
        hands=tuple(h if isinstance(h, int) else cards(h) for h in hands),
        to_move=to_move,
        trick=cards(trick),
        trick_player=(3 if by is None else by) if trick else None,
        passed=passed,
        places=places,
        expect=expect,
        seed=seed,
    )


def do(
    spec: siantappo.Position, sentence: StrOrPromise, reached: parts.Predicate, **said: Any
) -> Do:
    """A do-step on ``spec``: its goal is about the decision the spec expects."""
    assert spec.expect is not None
    reply = said.pop("reply", 0)
    legality = said.pop("legality", False)
    goal = parts.goal(spec.expect, sentence, reached, said["rule"], said["why"], said["section"])
    return Do(spec, goal, reply=reply, legality=legality)


# -- 1. Which card is stronger --------------------------------------------------------------

STRONGER_RULE = _(
    "A higher rank beats a lower one, the 2 highest of all; between equal ranks the suit "
    "decides: spades, clubs, diamonds, hearts."
)


def beat(hand: str, trick: str, seed: int) -> Spot:
    """Liisa (seat 3) has just played ``trick``, a single card."""
    spec = table(hand, 6, 6, 5, trick=trick, expect=REPLY, seed=seed)
    return Spot(spec, parts.beats_card(cards(trick)[0]), STRONGER_RULE, "korttien-arvot")


# -- 4. What beats a two -------------------------------------------------------------------


def beat_two(hand: str, trick: str, seed: int) -> Spot:
    spec = table(hand, 5, 4, 5, trick=trick, expect=REPLY, seed=seed)
    return Spot(
        spec,
        parts.beats_card(cards(trick)[0]),
        _("A single two is beaten only by a stronger two or by a siantappo; by nothing else."),
        "kakkoset",
    )


# -- 6. When the trick falls ---------------------------------------------------------------

WHO_LEADS = _("Who opens the next trick?")

# -- 3. The first game ---------------------------------------------------------------------------

FIRST_RULE = _(
    "In the first game of a series the player dealt the three of clubs opens, and that first "
    "play must hold it: alone, or with cards it goes with."
)


def first_lead(hand: str, why: StrOrPromise) -> Do:
    """The first game of a series, dealt: your ``hand`` holds 3C (the engine makes its holder
    lead, and refuses a first play without it); the others' cards unnamed."""
    spec = siantappo.Position(hands=(cards(hand), 13, 13, 13), deal=True, expect=LEAD)
    return do(
        spec,
        _("You open the first game. Get rid of as many cards as you can in this play."),
        parts.most_cards,
        rule=FIRST_RULE,
        why=why,
        section="aloitus",
        legality=True,
    )


# -- 8. The card exchange ---------------------------------------------------------------------


def exchange(hand: str, previous: tuple[int, ...], question: Question, players: int = 4) -> Predict:
    """A later game of a series, dealt: your ``hand``, the others' cards unnamed; the last
    game's places were ``previous`` (seats, winner first), so its loser opens this one."""
    dealt = 52 // players
    others = [dealt + (1 if q < 52 % players else 0) for q in range(1, players)]
    hands: tuple[tuple[Card, ...] | int, ...] = (cards(hand), *others)
    spec = siantappo.Position(
        hands=hands, to_move=previous[-1], deal=True, previous_places=previous
    )
    return Predict(spec, question)


LESSONS = (
    Lesson(
        "voimajarjestys",
        _("Which card is stronger"),
        _(
            "A single card is beaten by a stronger single card. Rank decides first and the "
            "suit only between equal ranks."
        ),
        (
            Watch(
                beat("5H 9S 9H JC 2S", "9D", 0),
                _(
                    "The nine of hearts beats the nine of diamonds by suit; the jack and the 2 "
                    "by rank. The nine of spades is the weakest nine."
                ),
            ),
            beat("4C 8H KS KD AS", "KC", 1),
            beat("3S 6D 10H QC 2C", "10S", 2),
            beat("4H 7D AS AH 2S", "AD", 3),
        ),
        sections=("korttien-arvot", "paalle-lyominen"),
    ),
    Lesson(
        "samanlainen",
        _("Same kind, only stronger"),
        _(
            "A pair is answered only by a pair, a straight only by a straight of exactly as "
            "many cards, three of a kind only by three of a kind. Of two such plays, the one "
            "with the stronger top card wins."
        ),
        (
            Watch(
                do(
                    table(
                        "5S 5H 7S 7H QC QD",
                        "3S 4D",
                        "3C 6H",
                        "8C 9D",
                        trick="7C 7D",
                        expect=REPLY,
                    ),
                    _("Beat the pair on the table with the weakest cards you can."),
                    parts.cheapest,
                    rule=_(
                        "A pair is beaten by a stronger pair, and the stronger of two pairs is the "
                        "one with the stronger top card: sevens can beat sevens."
                    ),
                    why=_(
                        "Your sevens of spades and hearts already beat it, since the seven of "
                        "hearts is stronger than the seven of diamonds; the queens can wait."
                    ),
                    section="paalle-lyominen",
                ),
                _(
                    "The seven of hearts is stronger than the seven of diamonds, so your pair "
                    "of sevens beats Liisa's. The queens wait for a harder trick."
                ),
                move="7S 7H",
            ),
            do(
                table(
                    "6S 7C 8H 9D 10S",
                    "3S 4D",
                    "3C 5H",
                    "4C JH",
                    trick="6H 7S 8D",
                    expect=REPLY,
                ),
                _("Beat the straight on the table with the weakest cards you can."),
                parts.cheapest,
                rule=_(
                    "A straight is beaten only by a straight of exactly as many cards, and only "
                    "its top card counts: its rank first, then its suit."
                ),
                why=_(
                    "Six, seven and the eight of hearts already beat it: the eight of hearts "
                    "beats the eight of diamonds, and the suits below it do not matter."
                ),
                section="paalle-lyominen",
            ),
            do(
                table(
                    "10S 10C 10H KS KC KD",
                    "3S 4D",
                    "3C 5H",
                    "4C JH",
                    trick="9S 9C 9D",
                    expect=REPLY,
                ),
                _("Beat the three of a kind on the table with the weakest cards you can."),
                parts.cheapest,
                rule=_(
                    "Three of a kind is beaten only by three of a kind of a higher rank, never "
                    "by a pair, four of a kind or a straight."
                ),
                why=_("Three tens already beat three nines, so the kings can wait."),
                section="paalle-lyominen",
            ),
            do(
                table(
                    "5C 9S 10C JD QS KH",
                    "3S 4D",
                    "3C 5H",
                    "4C 6D",
                    trick="8S 9C 10D JH",
                    expect=REPLY,
                ),
                _("Beat the four-card straight on the table with the weakest cards you can."),
                parts.cheapest,
                rule=_(
                    "On a straight of four cards only a straight of four will do: your five "
                    "cards in a row cannot go on it together."
                ),
                why=_(
                    "Nine to queen already beats it, since the queen of spades beats the jack "
                    "of hearts, and your king stays in your hand."
                ),
                section="paalle-lyominen",
            ),
        ),
        sections=("yhdistelmat", "paalle-lyominen"),
    ),
    Lesson(
        "ensimmainen-peli",
        _("The first game"),
        _(
            "In the first game of a series nobody has won or lost yet, so the player dealt "
            "the three of clubs opens. Their first play must hold the three of clubs."
        ),
        (
            Watch(
                first_lead(
                    "3C 3D 4S 5H 7C 7D 9S JH JD KS KC AD 2H",
                    _(
                        "The three of clubs makes a pair with the three of diamonds, but a "
                        "straight with the four of spades and the five of hearts: three cards."
                    ),
                ),
                _(
                    "You were dealt the three of clubs, so you open, and your play must hold it. "
                    "With the four and the five it makes a straight: three cards in one play."
                ),
                move="3C 4S 5H",
            ),
            first_lead(
                "3S 3C 3H 6D 8C 8H 10S QD QH KC AS 2C 2D",
                _("All three of your threes go together as three of a kind, the clubs too."),
            ),
            first_lead(
                "3C 4C 5D 6H 7S 9D 9H JS QC KD AH AS 2S",
                _("Three, four, five, six and seven are one straight of five cards."),
            ),
        ),
        sections=("aloitus", "yhdistelmat"),
    ),
    Lesson(
        "kakkoset",
        _("What beats a two"),
        _(
            "The two is the strongest rank, and no ace or king beats it. On a single two only "
            "a stronger two will do, or the siantappo of the next lesson."
        ),
        (
            Watch(
                beat_two("9H AS AH 2S 2D", "2C", 4),
                _(
                    "Only the two of diamonds beats the two of clubs. The aces are too weak, "
                    "and the two of spades is the weakest two."
                ),
            ),
            beat_two("6S KH AD 2C 2H", "2S", 5),
            beat_two("10D KS AH 2S 2H", "2D", 6),
            beat_two("QS AC AD AH 2C", "2S", 7),
        ),
        sections=("kakkoset", "korttien-arvot"),
    ),
    Lesson(
        "siantappo",
        _("The siantappo"),
        _(
            "A siantappo is the bomb that beats a two: three consecutive pairs on a single two, "
            "four of a kind on a pair of twos. Only a stronger siantappo of the same form beats "
            "it."
        ),
        (
            Watch(
                do(
                    table(
                        "3D 5S 5C 6D 6H 7S 7C 10H",
                        "4S 8D",
                        "4C 9S",
                        "3H JC",
                        trick="2H",
                        expect=REPLY,
                    ),
                    _("Beat the two of hearts, the strongest card of the game."),
                    parts.beats,
                    rule=_("Three consecutive pairs beat any single two, the two of hearts too."),
                    why=_(
                        "No single card beats the two of hearts, but three consecutive pairs do: "
                        "your fives, sixes and sevens."
                    ),
                    section="siantappo",
                ),
                _(
                    "Fives, sixes and sevens are three consecutive pairs: a siantappo. It beats "
                    "a single two, even the two of hearts."
                ),
            ),
            do(
                table(
                    "4D 9S 9C 10D 10H JS JC 2H",
                    "4S 8D",
                    "4C 6S",
                    "3H QC",
                    trick="2D",
                    expect=REPLY,
                ),
                _("Beat the two and get rid of as many cards as you can."),
                parts.most_cards,
                rule=_("Three consecutive pairs take six cards out of your hand at once."),
                why=_(
                    "The two of hearts beats the two too, but it sheds one card; three consecutive "
                    "pairs shed six."
                ),
                section="siantappo",
            ),
            do(
                table(
                    "KS KC KD KH 2D 2H",
                    "4S 8D",
                    "4C 9S",
                    "3H JC",
                    trick="2S 2C",
                    expect=REPLY,
                ),
                _("Beat the pair of twos and keep your own twos."),
                parts.beats_keeping(*cards("2D 2H")),
                rule=_("On a pair of twos the siantappo is four of a kind."),
                why=_("Four kings beat a pair of twos, and your twos stay for later."),
                section="siantappo",
            ),
            do(
                table(
                    "3S 4D 4H 5D 5H 6D 6H 9S",
                    "3C 8D",
                    "7C 10S",
                    "3H JC",
                    trick="4S 4C 5S 5C 6S 6C",
                    expect=REPLY,
                ),
                _("Beat Liisa's siantappo."),
                parts.beats,
                rule=_(
                    "A siantappo is beaten only by a stronger one of the same form, compared by "
                    "its top card; four of a kind never beats three pairs, nor the other way "
                    "round."
                ),
                why=_(
                    "Your pairs have the same ranks as Liisa's, but your top card, the six of "
                    "hearts, is stronger than her six of clubs."
                ),
                section="siantappo",
            ),
        ),
        sections=("siantappo", "kakkoset"),
    ),
    Lesson(
        "kierros-kaatuu",
        _("When the trick falls"),
        _(
            "When everyone else still in the game has passed since the last play, the trick "
            "falls. Whoever made that play opens the next trick."
        ),
        (
            Watch(
                Predict(
                    table(
                        "5D 9C",
                        "3S 6C 8D",
                        "4H JS",
                        "4C 7D 10S QH",
                        trick="2H",
                        by=0,
                        to_move=1,
                    ),
                    parts.who_leads(
                        WHO_LEADS,
                        _(
                            "The trick falls to the last player once everyone else still in "
                            "the game has passed."
                        ),
                        "ohi",
                    ),
                ),
                _(
                    "Nobody can beat the two of hearts: a siantappo takes six cards, and nobody "
                    "holds that many. Everyone passes, and you open the next trick."
                ),
            ),
            Predict(
                table(
                    "4S 6D 8H",
                    "5C 7S JD",
                    "10H QS KC",
                    "3D 5S",
                    trick="9C",
                    by=2,
                    passed=(1, 3),
                ),
                parts.who_leads(
                    WHO_LEADS,
                    _(
                        "A player who has passed plays no more in that trick, so it falls back "
                        "to the last player."
                    ),
                    "ohi",
                ),
            ),
            Predict(
                table(
                    "4S 7C 9H",
                    "",
                    "5C JS QD",
                    "3D 6S KH",
                    trick="10D",
                    by=1,
                    passed=(2, 3),
                    places=(None, 1, None, None),
                ),
                parts.who_leads(
                    WHO_LEADS,
                    _(
                        "If the last play took a player's last cards, the next player after "
                        "them who still holds cards opens the next trick."
                    ),
                    "korteista-eroon",
                ),
            ),
            Predict(
                table(
                    "3H 9S 9C 9D 9H",
                    "7D 10C KS",
                    "8S JC",
                    "3D QC",
                    trick="4S 4C 5D 5H 6S 6C",
                    by=1,
                    passed=(2, 3),
                ),
                parts.who_leads(
                    WHO_LEADS,
                    _(
                        "Four of a kind never beats three consecutive pairs, nor the other way "
                        "round: the two siantappos are of different forms."
                    ),
                    "siantappo",
                ),
            ),
        ),
        sections=("ohi", "korteista-eroon", "siantappo"),
    ),
    Lesson(
        "korteista-eroon",
        _("Going out"),
        _(
            "The first to play their last card wins, and the last one left holding cards "
            "loses. A play that empties your hand stays on the table like any other, and the "
            "others may still beat it."
        ),
        (
            Watch(
                do(
                    table("8S 8D", "4S 9C 9H", "3D 5C", "6H 7S", expect=LEAD),
                    _("Get rid of both your cards this turn."),
                    parts.went_out,
                    rule=_("Whoever is first to play their last card wins the game."),
                    why=_("Both eights fit in one play: a pair."),
                    section="korteista-eroon",
                    reply=1,
                ),
                _(
                    "The eights are a pair, so they go down together and your hand is empty. "
                    "Played one at a time, they would need a second turn."
                ),
                move="8S 8D",
            ),
            do(
                table("9S 10S JD QH", "JC QC KS", "QD KD AS", "3D 7S", expect=LEAD),
                _("Get rid of all four of your cards this turn."),
                parts.went_out,
                rule=_(
                    "A straight can be anything from three to twelve cards long, so all four "
                    "of yours go in one play."
                ),
                why=_("Nine, ten, jack and queen are four ranks in a row: one straight."),
                section="yhdistelmat",
                reply=1,
            ),
            do(
                table("6C 6D 6H", "3D 8S 8H 10C", "4C 9H", "5S QD", expect=LEAD),
                _("Get rid of all three of your cards this turn."),
                parts.went_out,
                rule=_("Three cards of one rank go down together as three of a kind."),
                why=_("All three sixes go together as three of a kind."),
                section="yhdistelmat",
                reply=1,
            ),
            do(
                table("5D 6S 7H", "3C 9D", "8C 10S", "3S JD", trick="4S 5C 6D", expect=REPLY),
                _("Beat the straight and empty your hand."),
                parts.went_out,
                rule=_(
                    "Your last play stays on the table: if nobody beats it, the trick falls "
                    "and the next player after you who still holds cards opens the next one."
                ),
                why=_(
                    "Five, six and the seven of hearts are a straight that beats the six of "
                    "diamonds."
                ),
                section="korteista-eroon",
            ),
        ),
        sections=("korteista-eroon", "yhdistelmat"),
    ),
    Lesson(
        "korttienvaihto",
        _("The card exchange"),
        _(
            "From the second game of a series on, cards change hands before the first play: "
            "the last game's winner and loser swap two cards each. The loser gives away their "
            "best cards and then opens the game."
        ),
        (
            Watch(
                exchange(
                    "3D 4S 4H 5C 6D 7S 8H 9C 10D JS QH KC 2D",
                    (0, 2, 3, 1),
                    parts.gives(
                        _("You won the last game and Aino lost it. Which cards do you give away?"),
                        _(
                            "The winner gives the loser their two weakest cards and gets the "
                            "loser's two strongest."
                        ),
                        "korttienvaihto",
                    ),
                ),
                _(
                    "The winner gives the loser their two weakest cards: your three of "
                    "diamonds and four of spades. Aino gives you her two strongest in return."
                ),
            ),
            exchange(
                "3S 5H 6C 7D 8S 9H 10C JD QS KH AC AH 2C",
                (1, 2, 3, 0),
                parts.gives(
                    _("You lost the last game. Which cards do you give away?"),
                    _(
                        "The loser gives the winner their two strongest cards, gets two weak "
                        "ones back and opens the next game."
                    ),
                    "korttienvaihto",
                ),
            ),
            exchange(
                "3H 4C 5S 6H 7C 8D 9S 10H JC QD KS AD 2S",
                (1, 2, 0, 3),
                parts.gives(
                    _(
                        "You came third in the last game and Liisa last. Which cards do you give "
                        "away?"
                    ),
                    _(
                        "With four players or more, second and second-to-last swap one card "
                        "too: second-to-last gives their strongest."
                    ),
                    "korttienvaihto",
                ),
            ),
            exchange(
                "3C 4D 5H 7S 8C 9D 10S JH QC KD AS",
                (1, 2, 0, 3, 4),
                parts.gives(
                    _(
                        "Five are playing, and you came third in the last game. Which cards do you "
                        "give away?"
                    ),
                    _(
                        "With five players the winner and the loser swap two cards, second "
                        "and fourth one each; whoever came third swaps nothing."
                    ),
                    "korttienvaihto",
                    nothing=True,
                    reading="tulkinta-kolmen-vaihto",
                ),
                players=5,
            ),
        ),
        sections=("korttienvaihto", "sarja"),
    ),
    Lesson(
        "avaus",
        _("Opening a trick"),
        _(
            "When you open a trick, you choose what kind of play goes down. Use it for your "
            "weak cards, since your strong ones win tricks later."
        ),
        (
            Watch(
                do(
                    table("4C 9D 9H KS 2C", "5S 8C JD", "3H 10S", "6C QH", expect=LEAD),
                    _("Open with your weakest card, in as big a play as it makes."),
                    parts.lowest_lead,
                    rule=_(
                        "Your weakest cards are the ones to open with: they would hardly win "
                        "a trick later."
                    ),
                    why=_(
                        "Your weakest card is the four of clubs: open with it, and keep the "
                        "nines as a pair."
                    ),
                    section="yhdistelmat",
                ),
                _(
                    "The four of clubs is your weakest card and would hardly win a trick later. "
                    "The nines stay together for a trick of pairs."
                ),
                move="4C",
            ),
            do(
                table("3D 3H 7S JC AD", "5S 8C JD", "4H 10S", "6C QH", expect=LEAD),
                _("Open with your weakest card, in as big a play as it makes."),
                parts.lowest_lead,
                rule=_("Both threes go in one play: two weak cards gone in one turn."),
                why=_(
                    "The three of diamonds makes a pair with the three of hearts: open with both."
                ),
                section="yhdistelmat",
            ),
            do(
                table("5S 6H 7D QC QH", "4S 8C JD", "3H 10S", "6C KH", expect=LEAD),
                _("Open with your weakest card, in as big a play as it makes."),
                parts.lowest_lead,
                rule=_("A straight from your weakest card sheds three weak cards at once."),
                why=_("Five, six and seven make a straight: open with all three."),
                section="yhdistelmat",
            ),
            do(
                table("4H 5D 6C 7S 10D QS", "3S 8C JD", "5H 9S", "6D QH", expect=LEAD),
                _("Open with your weakest card, in as big a play as it makes."),
                parts.lowest_lead,
                rule=_(
                    "A straight can be as long as your run of ranks: four weak cards in one play."
                ),
                why=_("Four, five, six and seven are one straight of four cards."),
                section="yhdistelmat",
            ),
        ),
        sections=("ohi", "yhdistelmat"),
    ),
    Lesson(
        "ohi",
        _("Passing on purpose"),
        _(
            "You may always pass, even when you could beat the play on the table. A two kept "
            "for later can win you a trick just when you want to open the next one yourself."
        ),
        (
            Watch(
                do(
                    table(
                        "4C 4D 7H 2S",
                        "5S 8C 9D",
                        "6C 10S 2H",
                        "3S 5H",
                        trick="KH",
                        expect=REPLY,
                    ),
                    _("Save your two for later."),
                    parts.keeps(*cards("2S")),
                    rule=_("Passing is always allowed, even when you could beat the play."),
                    why=_("Your two went on a king, and a stronger two took the trick anyway."),
                    section="ohi",
                    reply=1,
                ),
                _(
                    "Only your two beats the king, and a stronger two could still top it. You "
                    "pass and keep it for a trick you really want."
                ),
                move="pass",
            ),
            do(
                table("6S 6H JC 2D", "3C 5D 8S", "9H QD", "4S 7C", trick="10S", expect=REPLY),
                _("Beat the ten but keep your two."),
                parts.beats_keeping(*cards("2D")),
                rule=_(
                    "The cheapest card that beats the table is usually the right one: the two "
                    "waits for a trick you really want."
                ),
                why=_("The jack of clubs already beats the ten, and your two stays in your hand."),
                section="ohi",
            ),
            do(
                table(
                    "5S 5H 9C 2C 2D",
                    "3H 7C",
                    "8D 10C 2S 2H",
                    "4S 6C",
                    trick="AS AD",
                    expect=REPLY,
                ),
                _("Save your pair of twos."),
                parts.keeps(*cards("2C 2D")),
                rule=_(
                    "A pair of twos is beaten only by a stronger pair of twos or four of a kind: "
                    "keep it for when you want to open the next trick."
                ),
                why=_(
                    "Your twos went on a pair of aces, and a stronger pair of twos took the "
                    "trick anyway."
                ),
                section="kakkoset",
                reply=1,
            ),
        ),
        sections=("ohi", "kakkoset"),
    ),
    Lesson(
        "parin-hajottaminen",
        _("Breaking a pair"),
        _(
            "A pair sheds two cards in one turn, and three of a kind three. Broken up, the "
            "cards may each need a turn of their own, so beat a single card with a card that "
            "has no partner."
        ),
        (
            Watch(
                do(
                    table("5S 8S 8D 10H", "4S 9C JD", "3H QS", "6C KH", trick="7C", expect=REPLY),
                    _("Beat the seven without breaking your pair."),
                    parts.whole_groups,
                    rule=_("Keep your pairs whole: later they go two cards at a time."),
                    why=_(
                        "An eight played alone leaves its partner alone too; the ten of hearts "
                        "beats the seven and breaks nothing."
                    ),
                    section="yhdistelmat",
                ),
                _(
                    "The ten of hearts beats the seven and leaves the eights together. Later "
                    "they go as a pair in one turn."
                ),
                move="10H",
            ),
            do(
                table("3S 10S 10C 10H KD", "4S 9C", "5H QS", "6C JH", trick="9D", expect=REPLY),
                _("Beat the nine and keep your three tens together."),
                parts.whole_groups,
                rule=_(
                    "Three of a kind goes in one play; if you took one ten from it, only a "
                    "pair would be left."
                ),
                why=_("The king of diamonds beats the nine, and your three tens stay together."),
                section="yhdistelmat",
            ),
            do(
                table("7S 7D 9C 9D 9H", "4S 5C", "3H QS", "8C JH", trick="6C 6H", expect=REPLY),
                _("Beat the pair without breaking your three nines."),
                parts.whole_groups,
                rule=_("Beat a pair with a pair you already hold, not one taken from three."),
                why=_(
                    "Your sevens are a pair already: they beat the sixes, and the nines stay "
                    "three of a kind."
                ),
                section="yhdistelmat",
            ),
            do(
                table("3H 4D 9S 9C", "5S 10C", "6H QS", "7C JH", trick="8D", expect=REPLY),
                _("Keep your pair of nines together."),
                parts.keeps(*cards("9S 9C")),
                rule=_(
                    "When only a card of your pair would beat the play, passing keeps the pair "
                    "for a trick of pairs."
                ),
                why=_("A nine played alone breaks the pair: pass and keep them together."),
                section="ohi",
            ),
        ),
        sections=("yhdistelmat", "ohi"),
    ),
)
