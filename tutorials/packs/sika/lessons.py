"""Sika's lesson path: the ring, the free card, the empty hand, the last ring card, the hand
phase, digging, the end and the tie, the home version's draw pile, and the two-phase game.

Three players: you (seat 0), Aino and Eero. Each step is a small table written as data
(``games.sika.Position``); a question or goal is from ``lesson_parts``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING, Any

from django.utils.translation import gettext_lazy as _

from games import sika
from games.cards import Card, parse_card
from tutorials.lessons import Do, Goal, Lesson, Predict, Question, Result, Spot, Start, Watch
from tutorials.packs.sika import lesson_parts as parts


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_card(word) for word in text.split())


def hands(*given: str | int) -> tuple[tuple[Card, ...] | int, ...]:
    """Each seat's named cards ("" : none) or a number of cards nobody names."""
    return tuple(hand if isinstance(hand, int) else cards(hand) for hand in given)


if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise

Options = Callable[[Start], Sequence[Hashable]]
Answer = Callable[[Result], Hashable]
Words = Callable[[Hashable, Sequence[str]], str]


def ask(
    sentence: StrOrPromise,
    options: Options,
    answer: Answer,
    words: Words,
    rule: StrOrPromise,
    section: str,
) -> Question:
    return Question(sentence, options, answer, words, rule, section)


RING_SHOWN = _("The ring's next cards (face down in a real game):")
PILE_SHOWN = _("Under the top card, last played first (everyone saw them played):")
DRAW_SHOWN = _("The draw pile, top card first (face down in a real game):")

# -- 1. Drawing from the ring -------------------------------------------------------------

WHICH_CARD = ask(
    _("Which card goes onto the centre pile?"),
    parts.ring_cards,
    parts.first_match,
    parts.card_words,
    _("You draw until a card has the suit of the top card: that card goes onto the pile."),
    "rengasvaihe",
)
HOW_MANY_HELD = ask(
    _("How many cards are in your hand once the matching card is on the pile?"),
    parts.hand_and_more,
    parts.held_after_turn,
    parts.count_words,
    _(
        "While the ring lasts you draw even with the suit in your hand; every card drawn before "
        "the matching one stays in your hand."
    ),
    "rengasvaihe",
)


def ring_turn(hand: str, top: str, ring: str, question: Question, **more: Any) -> Predict:
    """Your ring turn: ``ring``'s cards come first, then 20 more; Aino and Eero hold 3."""
    spec = sika.Position(
        hands=hands(hand, 3, 3),
        pile=cards(top),
        ring=cards(ring),
        ring_size=more.pop("ring_size", len(ring.split()) + 20),
        **more,
    )
    return Predict(spec, question, shown=cards(ring), shown_label=RING_SHOWN)


# -- 2. The free card ------------------------------------------------------------------------


def free_card(hand: str, top: str, ring: str, goal: Goal) -> Do:
    """Your ring turn up to your free card; the ring then gives Aino her cards."""
    spec = sika.Position(
        hands=hands(hand, 3, 3),
        pile=cards(top),
        ring=cards(ring),
        ring_size=len(ring.split()) + 20,
        expect=sika.DecisionKind.FREE,
    )
    return Do(spec, goal)


# -- 3. and 4. The empty hand and the last ring card ----------------------------------------

TOP_AFTER = _("Which card is on top of the pile when your turn ends?")
EMPTY_HAND_RULE = _(
    "If your hand is empty and the very first card fits, the next ring card goes straight onto "
    "the pile, whatever it is."
)
LEAVES = ask(
    _("Who leaves the game when the ring runs out?"),
    parts.one_each,
    parts.left_at_ring_end,
    parts.group_words,
    _(
        "When the ring runs out, everyone with an empty hand leaves at once, also those whose "
        "hand was empty already."
    ),
    "poistuminen",
)
STARTS = ask(
    _("Who plays first once the ring has run out?"),
    parts.seats,
    parts.first_of_hand_phase,
    parts.seat_words,
    _("The hand phase begins with the next player still in after the one who drew the last card."),
    "viimeinen-rengaskortti",
)


def last_ring_card(
    yours: str, aino: str, eero: str | int, top: str, ring: str, question: Question
) -> Predict:
    spec = sika.Position(hands=hands(yours, aino, eero), pile=cards(top), ring=cards(ring))
    return Predict(spec, question, shown=cards(ring), shown_label=RING_SHOWN)


# -- 5. and 6. The hand phase and digging --------------------------------------------------


def first_card(hand: str, pile: str) -> Spot:
    """The hand phase: the top card asks for its suit; Aino and Eero hold 6 each."""
    spec = sika.Position(hands=hands(hand, 6, 6), pile=cards(pile), expect=sika.DecisionKind.MATCH)
    return Spot(
        spec,
        _("Tap every card you may play first."),
        _(
            "After the ring your turn starts from your hand: the first card must have the top "
            "card's suit; its rank does not matter."
        ),
        "kasivaihe",
    )


DIG_WHICH = ask(
    _("You have no card of the top card's suit. Which card do you find?"),
    parts.pile_cards,
    parts.first_match,
    parts.card_words,
    _(
        "Without the suit you dig the centre pile from just under the top card, last played "
        "first; the first card of the suit is played, as most tables play it."
    ),
    "kasivaihe",
)
DIG_COUNT = ask(
    _("How many cards do you dig into your hand?"),
    parts.counts_from(0),
    parts.into_hand,
    parts.count_words,
    _(
        "The cards dug before the matching one stay in your hand; with the suit in hand you dig "
        "nothing."
    ),
    "kasivaihe",
)


def dig(hand: str, pile: str, question: Question) -> Predict:
    spec = sika.Position(hands=hands(hand, 6, 6), pile=cards(pile))
    shown = tuple(reversed(cards(pile)[:-1]))[:4]
    return Predict(spec, question, shown=shown, shown_label=PILE_SHOWN)


# -- 7. The end and the tie -----------------------------------------------------------------

SIKA = _("Who is the sika?")


def who_is_sika(rule: StrOrPromise, section: str) -> Question:
    return ask(SIKA, parts.sika_options, parts.the_sika, parts.group_words, rule, section)


# -- 8. The home version's draw pile ---------------------------------------------------------

NEW_PILE = ask(
    _("How many cards go into the new draw pile?"),
    parts.pile_sizes,
    parts.new_pile_size,
    parts.count_words,
    _("Every card under the top card is shuffled into the draw pile; the top card stays."),
    "nostopakka",
)
WHERE_FROM = ask(
    _("You lack the suit. Where do you draw from?"),
    parts.sources,
    parts.source,
    parts.source_words,
    _("In the home version you draw from the draw pile while it has cards; nobody digs."),
    "nostopakka",
)
DRAWN = ask(
    _("How many cards do you draw?"),
    parts.counts_from(1),
    parts.drawn,
    parts.count_words,
    _(
        "When the draw pile runs out without the suit, your turn ends: a new one is made only "
        "when someone next needs it."
    ),
    "nostopakka",
)
FREE_LEAD = ask(
    _(
        "Aino and Eero have just had a turn each without playing a card. Who may play any card "
        "next?"
    ),
    parts.seats,
    parts.free_lead,
    parts.seat_words,
    _(
        "Once every player still in has had a turn without playing, one after another, the next "
        "player starts a new suit with any card."
    ),
    "jumitus",
)


def home(spec: sika.Position, question: Question) -> Predict:
    return Predict(spec, question)


def home_drawing(spec: sika.Position, question: Question) -> Predict:
    """Your turn from the draw pile, its cards turned face up for the lesson."""
    return Predict(spec, question, shown=spec.draw_pile, shown_label=DRAW_SHOWN)


# -- 9. and 10. The two-phase game -----------------------------------------------------------

COLLECT_WHICH = ask(
    _("Which card goes onto the centre pile?"),
    parts.ring_cards,
    parts.first_match,
    parts.card_words,
    _(
        "A card fits if it has the same suit or the same rank as the top card; an eight always "
        "fits."
    ),
    "kaksivaiheinen",
)
COLLECT_COUNT = ask(
    _("How many cards go onto your own pile?"),
    parts.counts_from(0),
    parts.into_hand,
    parts.count_words,
    _(
        "A drawn card that does not fit goes face down onto your own pile; the first that fits is "
        "played."
    ),
    "kaksivaiheinen",
)


def collect(yours: str, aino: str, eero: str, top: str, ring: str, question: Question) -> Predict:
    spec = sika.Position(hands=hands(yours, aino, eero), pile=cards(top), ring=cards(ring))
    return Predict(spec, question, shown=cards(ring), shown_label=RING_SHOWN)


def shed_spot(hand: str, top: str) -> Spot:
    spec = sika.Position(hands=hands(hand, 8, 8), pile=cards(top), draw_pile_size=10)
    return Spot(
        spec,
        _("Tap every card you may play alone."),
        _(
            "In the shedding phase a card fits if it has the top card's suit or rank, or is an "
            "eight."
        ),
        "kaksivaiheinen",
    )


def shed(hand: str, top: str) -> Do:
    spec = sika.Position(hands=hands(hand, 8, 8), pile=cards(top), draw_pile_size=10)
    return Do(spec, parts.most_cards_at_once())


LESSONS = (
    Lesson(
        "rengas",
        _("Drawing from the ring"),
        _(
            "On your turn you draw from the ring one card at a time until a card has the suit of "
            "the centre pile's top card. The cards that do not fit stay in your hand."
        ),
        (
            Watch(
                ring_turn("KS", "9H", "3D QC JH 5S", WHICH_CARD),
                _(
                    "The diamond and the club do not fit the heart on top, so they go into your "
                    "hand; the jack of hearts fits."
                ),
            ),
            ring_turn("2C 5D", "4S", "8D KH AS 6C", WHICH_CARD),
            ring_turn("9S", "10C", "9H 2S QD 3C", WHICH_CARD),
            ring_turn("7D JS", "KD", "2H 5C 8D 4S", HOW_MANY_HELD),
        ),
        sections=("rengasvaihe",),
    ),
    Lesson(
        "vapaa-kortti",
        _("The free card"),
        _(
            "After the card that fits you play one more card of your choice from your hand. Its "
            "suit is what the next player has to find."
        ),
        (
            Watch(
                free_card("6C 2H", "8S", "JD KS 4H 9D QC", parts.next_looks_for(parse_card("6C"))),
                _("You play the six of clubs, so Aino has to draw until she finds a club."),
                move="6C",
            ),
            free_card("3S 7H", "10D", "5C 2D KH 8C AS", parts.next_looks_for(parse_card("3S"))),
            free_card("9C 4H", "JH", "6S 2H KD QH 3S 8C", parts.same_suit_again()),
            free_card("3C 8C KC 5H", "7S", "9D 4S 2H 6D JC 7D", parts.from_longest_suit()),
        ),
        sections=("rengasvaihe", "kahden-kortin-vuoro", "strategia"),
    ),
    Lesson(
        "tyhja-kasi",
        _("The empty hand"),
        _(
            "With nothing in your hand there is no free card to play. If the first card you draw "
            "fits, the next ring card goes onto the pile instead."
        ),
        (
            Watch(
                ring_turn(
                    "",
                    "9H",
                    "7H JD 4C 6D",
                    ask(
                        TOP_AFTER,
                        parts.top_and_ring,
                        parts.top_after_turn,
                        parts.card_words,
                        EMPTY_HAND_RULE,
                        "tyhja-kasi",
                    ),
                ),
                _(
                    "The seven of hearts fits at once and your hand is empty, so the jack of "
                    "diamonds goes straight onto the pile."
                ),
            ),
            ring_turn(
                "",
                "3S",
                "2D KS 8D 5C",
                ask(
                    TOP_AFTER,
                    parts.top_and_ring,
                    parts.top_after_turn,
                    parts.card_words,
                    _(
                        "The extra card comes only when the very first card fits; otherwise your "
                        "free card is one of the cards you drew before the one that fits."
                    ),
                    "tyhja-kasi",
                ),
            ),
            ring_turn(
                "",
                "5C",
                "9C QH 2S 7H",
                ask(
                    _("How many cards are in your hand when your turn ends?"),
                    parts.counts_from(0),
                    parts.held_after_turn,
                    parts.count_words,
                    EMPTY_HAND_RULE,
                    "tyhja-kasi",
                ),
            ),
            last_ring_card(
                "",
                "6D 9D",
                2,
                "4D",
                "KD",
                ask(
                    TOP_AFTER,
                    parts.top_and_ring,
                    parts.top_after_turn,
                    parts.card_words,
                    _(
                        "If the card that fits was the last one of the ring, there is no extra "
                        "card."
                    ),
                    "tyhja-kasi",
                ),
            ),
        ),
        sections=("tyhja-kasi", "nosto-renkaasta"),
    ),
    Lesson(
        "viimeinen-rengaskortti",
        _("The last ring card"),
        _(
            "Whoever draws the last ring card finishes the turn as usual. Then everyone with an "
            "empty hand leaves the game, and the rest play on from their hands."
        ),
        (
            Watch(
                last_ring_card("5H", "2D 6D", "", "3D", "9C", LEAVES),
                _(
                    "The last ring card does not fit, so it stays in your hand; Eero's hand was "
                    "already empty, so he leaves."
                ),
            ),
            last_ring_card("8S", "4S 9S", "QH JH", "3D", "KD", LEAVES),
            last_ring_card("2C", "", "5H 9H", "6H", "JS", STARTS),
            last_ring_card("7C", "3S 6S", "8D 9D", "10S", "4H", LEAVES),
        ),
        sections=("viimeinen-rengaskortti", "poistuminen"),
    ),
    Lesson(
        "kasivaihe",
        _("The hand phase"),
        _(
            "When the ring is used up, every turn starts from your own hand. The top card of the "
            "centre pile says which suit your first card must have."
        ),
        (
            Watch(
                first_card("2H 9H 4S KC", "6H"),
                _(
                    "The top card is a heart, so the two hearts may go first; the spade and the "
                    "club may not. After it you play a free card, any card, as in the ring."
                ),
            ),
            first_card("3C 8C JC 5D AS", "QC"),
            first_card("4S 10D KD 7H", "4D"),
            first_card("6S 2H 2C QS 9S", "2S"),
        ),
        sections=("kasivaihe",),
    ),
    Lesson(
        "kaivaminen",
        _("Digging"),
        _(
            "In basic sika a player without the top card's suit digs the centre pile for it. The "
            "top card stays where it is, and the search starts just under it."
        ),
        (
            Watch(
                dig("3C 8H", "9H 2S QD 5S", DIG_WHICH),
                _(
                    "The queen of diamonds does not fit the spade, so it goes into your hand; the "
                    "two of spades is found and played."
                ),
            ),
            dig("2S 7C", "5D 8C AS 3D JD", DIG_WHICH),
            dig("6H 9D", "2C 10S 4H JD 7C", DIG_COUNT),
            dig("3C 9H 4S", "KC 2D 7C", DIG_COUNT),
        ),
        sections=("kasivaihe",),
    ),
    Lesson(
        "loppu",
        _("The end and the tie"),
        _(
            "After the ring, players leave as soon as their hands are empty, and the last one "
            "holding cards is the sika. If the suit cannot be found anywhere, the cards are "
            "counted."
        ),
        (
            Watch(
                Predict(
                    sika.Position(
                        hands=hands("4H", 5, ""), pile=cards("9H"), places=(None, None, 1)
                    ),
                    who_is_sika(
                        _("When only one player has cards left, that player is the sika."),
                        "pelin-loppu",
                    ),
                ),
                _(
                    "Your four of hearts fits and empties your hand, so you leave; Aino is left "
                    "alone with her cards."
                ),
            ),
            Predict(
                sika.Position(hands=hands("3H 8D", 20, 24), pile=cards("2H 9D QC 4D 7H 6S")),
                who_is_sika(
                    _(
                        "In basic sika as we play it, a suit nobody can find ends the game: the "
                        "player with the most cards is the sika."
                    ),
                    "pattitilanne",
                ),
                shown=tuple(reversed(cards("2H 9D QC 4D 7H"))),
                shown_label=PILE_SHOWN,
            ),
            Predict(
                sika.Position(
                    hands=hands("3H 8D AC KD 2C JC 9H 3D 6H 8C", 17, 17),
                    pile=cards("2H 9D QC 4D 7H 5C 10H 6S"),
                ),
                who_is_sika(
                    _("As we play it, when several hold the most cards, each of them is a sika."),
                    "pattitilanne",
                ),
                shown=tuple(reversed(cards("2H 9D QC 4D 7H 5C 10H"))),
                shown_label=PILE_SHOWN,
            ),
            Predict(
                sika.Position(hands=hands("", "", ""), pile=cards("4D"), ring=cards("KD")),
                who_is_sika(
                    _(
                        "If nobody has cards when the ring runs out, the game is a draw: nobody "
                        "is the sika."
                    ),
                    "pelin-loppu",
                ),
                shown=cards("KD"),
                shown_label=RING_SHOWN,
            ),
        ),
        sections=("pelin-loppu", "pattitilanne"),
    ),
    Lesson(
        "nostopakka",
        _("The home version's draw pile"),
        _(
            "In the home version nobody digs the centre pile: a player without the suit draws "
            "from a face-down draw pile. The pile is made from the played cards whenever it is "
            "needed."
        ),
        (
            Watch(
                home(
                    sika.Position(hands=hands("3H KD", 22, 23), pile=cards("JC 4H 8S 2C 9S")),
                    NEW_PILE,
                ),
                _(
                    "There is no draw pile yet, so the four cards under the nine of spades are "
                    "shuffled into one."
                ),
            ),
            home(
                sika.Position(
                    hands=hands("2D 6H", 6, 6), pile=cards("7S"), draw_pile=cards("9C 4H KS")
                ),
                WHERE_FROM,
            ),
            home_drawing(
                sika.Position(
                    hands=hands("4C 7H", "3S 6S", 6), pile=cards("9S"), draw_pile=cards("2H 5D")
                ),
                DRAWN,
            ),
            home_drawing(
                sika.Position(
                    hands=hands("2S 7C KD 4D", "6D 10C JS", "4C 8D 2D AS"),
                    pile=cards("QH"),
                    draw_pile=cards("5C 9S 3D"),
                    empty_turns=2,
                ),
                FREE_LEAD,
            ),
        ),
        sections=("nostopakka", "jumitus"),
        preset="kotiversio",
    ),
    Lesson(
        "keraysvaihe",
        _("Two phases: collecting"),
        _(
            "In the two-phase game a card fits by suit or by rank, and an eight fits anything. A "
            "drawn card that does not fit goes face down onto your own pile."
        ),
        (
            Watch(
                collect("2S", "3D", "5C 5H", "9D", "KS 9C 4H", COLLECT_WHICH),
                _(
                    "The king of spades fits neither by suit nor by rank; the nine of clubs has "
                    "the rank of the top card."
                ),
            ),
            collect("6H", "JC", "4S 4D", "2H", "5C 8S JD", COLLECT_WHICH),
            collect("AD", "7S", "10C 10S", "QC", "7H 3C 6D", COLLECT_WHICH),
            collect("JS", "9C 9D", "", "6H", "2S KD QS 6C", COLLECT_COUNT),
        ),
        sections=("kaksivaiheinen",),
        preset="kaksivaiheinen",
    ),
    Lesson(
        "karistusvaihe",
        _("Two phases: shedding"),
        _(
            "When the ring runs out, everyone takes up their own pile and sheds it onto the "
            "centre pile. Cards of one rank, or three or more in a row of one suit, may go down "
            "together."
        ),
        (
            Watch(
                shed_spot("9S 4D 8C KH 2H", "9D"),
                _(
                    "The nine of spades fits by rank, the four of diamonds by suit, and the eight "
                    "fits anything."
                ),
            ),
            shed_spot("5H 8D JC 3S QS", "5C"),
            shed("5C 6C 7C 7H 2S", "4C"),
            shed("KS KD 3H 9C", "KH"),
        ),
        sections=("kaksivaiheinen",),
        preset="kaksivaiheinen",
    ),
)
