"""Worked examples of sika: the examples, and the moments worth jumping to.

An example is one engine game, or two played side by side (the same deal
under two readings of a rule), stored as scenario files in ``scenarios/``
(the contract format of sika.md section 11; ``python -m tools.scenarios sika``
finds the deals). Stepping, windows and leads are ``tutorials.examples``'.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from django.utils.translation import gettext_lazy as _

from tutorials.examples import (
    Example,
    ExampleSet,
    Finder,
    Game,
    Moment,
    Window,
    in_second,
    parting,
    turns_before,
)
from tutorials.packs.sika.moments import (
    find_colour_match,
    find_deadlock,
    find_draw_pile_runs_out,
    find_draw_pile_turn,
    find_hand_turn,
    find_last_ring_turn,
    find_leaving_after_ring,
    find_limit_reached,
    find_new_draw_pile,
    find_rank_change,
    find_ring_emptied,
    find_set_or_run,
    find_stuck,
    find_wild_eight,
)
from tutorials.packs.sika.presenter import PRESENTER

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise
else:
    StrOrPromise = str

RING, HAND, DISPUTE, VARIANT = "ring", "hand", "dispute", "variant"


def _three_turns_before(find: Finder) -> Window:
    # A long example whose moment comes late starts three turns before it (enough
    # for what the lead tells), at the table as it stands.
    return Window(turns_before(find, 3))


def _pair(slug: str, first: StrOrPromise, second: StrOrPromise) -> tuple[Game, Game]:
    return Game(f"{slug}-a", first), Game(f"{slug}-b", second)


EXAMPLES: tuple[Example, ...] = (
    Example(
        slug="aino-eero-liisa",
        group=RING,
        title=_("Aino, Eero and Liisa: the first three turns"),
        rule_set=_("Basic sika"),
        summary=_("The first turns of a game: a free card, the empty-hand rule, a long search."),
        intro=_(
            "Three players start with empty hands and the nine of hearts in the centre. Aino "
            "draws until a heart comes and then plays a free card from her hand. Eero's very "
            "first card matches, and as his hand is empty, the next ring card goes straight "
            "onto the pile. Liisa draws four cards that do not match, and the fifth is a club."
        ),
        when=_("This is how every ring turn goes, in the basic rules and in the home version."),
        sections=("rengasvaihe", "tyhja-kasi"),
        games=(Game("aino-eero-liisa"),),
    ),
    Example(
        slug="keskella-risti-8",
        group=RING,
        title=_("The eight of clubs in the centre"),
        rule_set=_("Basic sika; the home version plays these turns the same way"),
        summary=_("One ring turn: two cards into the hand, the two of clubs, then a free card."),
        intro=_(
            "The eight of clubs starts the centre pile. Aino draws the five of diamonds and the "
            "king of spades, which do not match, and then the two of clubs, which does. After "
            "playing it she chooses a free card from her hand: the king of spades. Now the next "
            "player looks for spades, and the five of diamonds stays in Aino's hand."
        ),
        when=_("Every ring turn of a player who holds cards goes like this."),
        sections=("rengasvaihe", "kahden-kortin-vuoro"),
        games=(Game("keskella-risti-8"),),
    ),
    Example(
        slug="tyhja-kasi",
        group=RING,
        title=_("An empty hand and the seven of hearts"),
        rule_set=_("Basic sika; the home version plays these turns the same way"),
        summary=_("The first card matches an empty hand, so the next ring card goes straight on."),
        intro=_(
            "Hearts are on top and Aino's hand is empty. Her first draw, the seven of hearts, "
            "matches, but she has no card to play after it. So she draws one more ring card, "
            "the jack of diamonds, and puts it on the pile whatever its suit. Her hand is still "
            "empty, yet she stays in the game: on her next turn she draws from the ring as usual."
        ),
        when=_(
            "Whenever a player with an empty hand draws a matching card first while the ring "
            "still has cards."
        ),
        sections=("tyhja-kasi", "poistuminen"),
        games=(Game("tyhja-kasi"),),
    ),
    Example(
        slug="viimeinen-rengaskortti",
        group=RING,
        title=_("The last card of the ring"),
        rule_set=_("Home version"),
        summary=_("One ring card left, a spade in the hand, a diamond on top: both endings."),
        intro=_(
            "Two deals in which only two cards swap places: the four of diamonds and the three "
            "of hearts. Aino draws one of them two turns before the ring ends; the other is the "
            "very last ring card. Liisa holds a single spade, a diamond is on top and one card "
            "is left in the ring. If the last card is the four of diamonds, she plays it and "
            "then her spade, her hand is empty when the ring ends, and she leaves the game. If "
            "it is the three of hearts, it does not match: she keeps it with the spade, her "
            "turn ends, and the hand phase begins with the next player."
        ),
        when=_(
            "Only at the very end of the ring. A hand of exactly one card at that moment is "
            "rare, so the cards of this deal were put in order by hand before the game."
        ),
        sections=("viimeinen-rengaskortti", "poistuminen"),
        games=_pair(
            "viimeinen-rengaskortti", _("The last card is a diamond"), _("The last card is a heart")
        ),
        moments=(Moment(_("The last ring card"), find_last_ring_turn),),
        differs=_(
            "The four of diamonds and the three of hearts swap places: in one game the four "
            "of diamonds is the last ring card, in the other the three of hearts."
        ),
        window=_three_turns_before(find_last_ring_turn),
    ),
    Example(
        slug="kasivaihe",
        group=HAND,
        title=_("A turn in the hand phase"),
        rule_set=_("Home version"),
        summary=_("A diamond on top; the three of diamonds and the queen of clubs are played."),
        intro=_(
            "After the ring, the players play from their hands. With a diamond on top and a "
            "hand of the three of diamonds and the queen of clubs, the player must start with "
            "the diamond; the queen of clubs then follows as the free card. That empties the "
            "hand, and the player leaves the game at once."
        ),
        when=_(
            "In the hand phase, with the free card after the matching one (the basic rules and "
            "the home version). The first card must match; the second may be anything."
        ),
        sections=("kahden-kortin-vuoro",),
        games=(Game("kasivaihe"),),
        moments=(Moment(_("The turn with the three of diamonds"), find_hand_turn),),
        window=_three_turns_before(find_hand_turn),
    ),
    Example(
        slug="kaivaminen",
        group=HAND,
        title=_("Digging in the centre pile"),
        rule_set=_("Basic sika"),
        summary=_("A hand-phase turn empties a hand; then the next player digs for the suit."),
        intro=_(
            "The ring is used up, and the players play from their hands: the example starts as "
            "Aino digs the four of hearts out of the centre pile and plays it, then a free card. "
            "A few turns later a diamond is on "
            "top and Aino holds the three of diamonds and the queen of clubs. She must start "
            "with the diamond; the queen of clubs then follows as the free card. That empties "
            "her hand, and she leaves the game at once. Eero has no club, so he digs for one in "
            "the centre pile."
        ),
        when=_(
            "In the hand phase of basic sika, whenever a player lacks the suit: the cards "
            "under the top card are taken one by one until the suit turns up."
        ),
        sections=("kasivaihe",),
        games=(Game("kaivaminen"),),
        moments=(Moment(_("The turn with the three of diamonds"), find_hand_turn),),
        related=("kiista-loydetty-kortti", "kiista-pattitilanne"),
        window=_three_turns_before(find_hand_turn),
    ),
    Example(
        slug="nostopakka",
        group=HAND,
        title=_("Drawing from the draw pile"),
        rule_set=_("Home version"),
        summary=_("No spade in the hand: a diamond and a club are kept, a spade is played."),
        intro=_(
            "In the home version, a player who lacks the suit draws from a face-down draw pile "
            "made of the centre pile's older cards. Here spades are wanted and the player holds "
            "only hearts. The draw pile gives a diamond and a club, which go into the hand, then "
            "a spade, which is played. The club drawn a moment ago goes on top as the free card."
        ),
        when=_(
            "Only with a draw pile (the home version). In the basic rules the player digs in the "
            "centre pile itself instead."
        ),
        sections=("nostopakka", "kotiversio"),
        games=(Game("nostopakka"),),
        moments=(Moment(_("The turn with the draw pile"), find_draw_pile_turn),),
        related=("nostopakka-loppuu",),
        window=_three_turns_before(find_draw_pile_turn),
    ),
    Example(
        slug="nostopakka-loppuu",
        group=HAND,
        title=_("The draw pile runs out"),
        rule_set=_("Home version"),
        summary=_("The draw pile holds only a diamond and a club: both are kept, the turn ends."),
        intro=_(
            "Spades are wanted again and the player holds only hearts, but this time the draw "
            "pile has just two cards, a diamond and a club. Neither matches, so both go into the "
            "hand and the turn ends without a card played. There is no free card either: a free "
            "card only ever follows a matching one. The next player tries the same top card."
        ),
        when=_(
            "Only with a draw pile (the home version). A new draw pile is made only when the "
            "next player needs one."
        ),
        sections=("nostopakka",),
        games=(Game("nostopakka-loppuu"),),
        moments=(Moment(_("The turn the draw pile runs out"), find_draw_pile_runs_out),),
        related=("nostopakka", "jumitus"),
        window=_three_turns_before(find_draw_pile_runs_out),
    ),
    Example(
        slug="jumitus",
        group=HAND,
        title=_("A deadlock and a free lead"),
        rule_set=_("Home version with at most three draws a turn"),
        summary=_("A whole round without a card played; then a new suit with any card."),
        intro=_(
            "The example starts as Aino plays her last card and leaves the game, so two players "
            "are left. Later a spade is on top, and neither finds a spade on their turn, so both "
            "turns end without a card played. When everyone still in the game has had such a "
            "turn in a row, the next player may play any card from the hand: here a heart, and "
            "the game goes on with hearts."
        ),
        when=_(
            "It takes the home version's deadlock rule and a turn that can fail while cards of "
            "the wanted suit still exist. With one full deck and the home version exactly as "
            "written that never happens: every card of the wanted suit is in someone's hand or "
            "in the pile the next draw pile is made from, so one of the next turns finds it. "
            "This deal adds a limit of three draws a turn (the fourth disputed point), and then "
            "it does happen."
        ),
        sections=("jumitus",),
        games=(Game("jumitus"),),
        moments=(Moment(_("The deadlock"), find_deadlock),),
        window=_three_turns_before(find_deadlock),
    ),
    Example(
        slug="kiista-loydetty-kortti",
        group=DISPUTE,
        title=_("The found card: played or kept"),
        rule_set=_("Basic sika; in the second game the card found stays in the hand"),
        summary=_("The first disputed point on one deal: the card dug out is played or kept."),
        intro=_(
            "Both games are the same deal, played by the basic rules. They differ only in what "
            "happens to the matching card a player digs out of the centre pile in the hand phase."
        ),
        when=_("In the hand phase, whenever a player lacks the suit and has to dig."),
        sections=("loydetty-kortti", "kasivaihe"),
        games=_pair("kiista-loydetty-kortti", _("Played"), _("Kept")),
        moments=(Moment(_("The games part ways"), parting),),
        differs=_(
            "Played: the card found goes on the pile and a free card follows. Kept: the card "
            "found goes into the hand and the turn ends."
        ),
        window=_three_turns_before(parting),
    ),
    Example(
        slug="kiista-vapaa-kortti",
        group=DISPUTE,
        title=_("The free card in the hand phase"),
        rule_set=_("Basic sika; in the second game no free card follows in the hand phase"),
        summary=_("The second disputed point on one deal: a free card after the match, or not."),
        intro=_(
            "Both games are the same deal, played by the basic rules. They differ only in the "
            "hand phase: does a free card follow the matching card, as it does in the ring phase?"
        ),
        when=_("In the hand phase, on every turn that plays a matching card."),
        sections=("vapaa-kortti", "kasivaihe"),
        games=_pair("kiista-vapaa-kortti", _("With the free card"), _("Without it")),
        moments=(Moment(_("The games part ways"), parting),),
        differs=_(
            "With the free card: after the matching card the player plays any one card more. "
            "Without it: the turn ends after the matching card, so the suit never changes."
        ),
        window=_three_turns_before(parting),
    ),
    Example(
        slug="kiista-pattitilanne",
        group=DISPUTE,
        title=_("A stuck turn: count the cards or play on"),
        rule_set=_("Basic sika; in the second game a stuck turn is skipped"),
        summary=_("The third disputed point on one deal: what happens when digging finds nothing."),
        intro=_(
            "Both games are the same deal, played by the basic rules, until a player digs through "
            "the whole centre pile without finding the suit. One game ends there; the other "
            "goes on."
        ),
        when=_(
            "When the centre pile runs out of cards to dig. With digging, a whole round of "
            "such turns never comes: the cards of the wanted suit are in the other players' "
            "hands, so one of them can play."
        ),
        sections=("pattitilanne", "jumitus"),
        games=_pair("kiista-pattitilanne", _("Fewest cards"), _("Free lead")),
        moments=(Moment(_("The stuck turn"), find_stuck),),
        differs=_(
            "Fewest cards: the first stuck turn ends the game, and whoever holds the most cards "
            "is the sika. Free lead: the stuck turn simply passes; only a whole round of them "
            "would give the next player a free lead."
        ),
        window=_three_turns_before(find_stuck),
    ),
    Example(
        slug="kiista-nostoraja",
        group=DISPUTE,
        title=_("With and without a draw limit"),
        rule_set=_("Basic sika; in the second game at most three draws a turn"),
        summary=_("The fourth disputed point on one deal: draw until the suit comes, or three."),
        intro=_(
            "Both games are the same deal, played by the basic rules. In one, a player draws "
            "until the suit turns up; in the other, at most three cards a turn."
        ),
        when=_("From the first turn: any search of more than three cards is cut short."),
        sections=("nostoraja", "rengasvaihe"),
        games=_pair("kiista-nostoraja", _("No limit"), _("At most three")),
        moments=(
            Moment(_("The games part ways"), parting),
            Moment(_("Three draws and no match"), in_second(find_limit_reached)),
        ),
        differs=_(
            "No limit: the search goes on until a matching card comes. At most three: after three "
            "cards that do not match, they stay in the hand and the turn ends."
        ),
    ),
    Example(
        slug="kaksivaiheinen",
        group=VARIANT,
        title=_("A two-phase game"),
        rule_set=_("The two-phase variant"),
        summary=_("Collecting and shedding: wild eights, same-rank plays, sets and runs."),
        intro=_(
            "In the two-phase variant the ring phase only collects: cards that cannot be played "
            "go face down onto the player's own pile. A card of the same suit or the same rank, "
            "or any eight, can be played. When the ring is empty, everyone takes their pile as "
            "a hand and sheds it, card by card or in sets and runs."
        ),
        when=_("Only in the two-phase variant."),
        sections=("kaksivaiheinen",),
        games=(Game("kaksivaiheinen"),),
        moments=(
            Moment(_("An eight on anything"), find_wild_eight),
            Moment(_("The same rank changes the suit"), find_rank_change),
            Moment(_("The shedding phase begins"), find_ring_emptied),
            Moment(_("A set in one go"), find_set_or_run),
        ),
    ),
    Example(
        slug="vari",
        group=VARIANT,
        title=_("Playing by colour"),
        rule_set=_("Basic sika, matching by colour"),
        summary=_("Red on red, black on black: searches end sooner."),
        intro=_(
            "In this variant a card matches when it has the same colour as the top card: "
            "hearts and diamonds go together, and so do spades and clubs. Otherwise the game "
            "follows the basic rules."
        ),
        when=_("Only when colour is agreed instead of suit."),
        sections=("vari",),
        games=(Game("vari"),),
        moments=(
            Moment(_("A match by colour"), find_colour_match),
            Moment(_("The ring is empty"), find_ring_emptied),
        ),
    ),
    Example(
        slug="ilman-kasivaihetta",
        group=VARIANT,
        title=_("A game without a hand phase"),
        rule_set=_("Basic sika without the hand phase"),
        summary=_("After the ring, the centre pile becomes a draw pile and play goes on."),
        intro=_(
            "In this simpler game there is no hand phase. When the ring is empty, the cards "
            "under the top card are shuffled into a draw pile, and turns go on exactly as in "
            "the ring phase. From then on, a player whose hand is empty at the end of a turn "
            "leaves the game."
        ),
        when=_("Only when the hand phase is left out."),
        sections=("ilman-kasivaihetta",),
        games=(Game("ilman-kasivaihetta"),),
        moments=(
            Moment(_("The first draw pile"), find_new_draw_pile),
            Moment(_("A player leaves after the ring"), find_leaving_after_ring),
        ),
    ),
    Example(
        slug="kaksi-pakkaa",
        group=VARIANT,
        title=_("Ten players, two decks"),
        rule_set=_("Basic sika with two decks"),
        summary=_("A big group: two decks shuffled together into one long ring."),
        intro=_(
            "With two decks, every card is in the ring twice and the ring is twice as long, so "
            "even with ten players everyone gets two or three turns before the ring runs out. "
            "Otherwise the rules are the basic ones."
        ),
        when=_("With a big group; two decks allow up to sixteen players."),
        sections=("kaksi-pakkaa", "lapset-ja-isot-ryhmat"),
        games=(Game("kaksi-pakkaa"),),
        moments=(Moment(_("The ring is empty"), find_ring_emptied),),
    ),
)

GROUPS: tuple[tuple[str, StrOrPromise], ...] = (
    (RING, _("The ring phase")),
    (HAND, _("The hand phase")),
    (DISPUTE, _("The disputed points, side by side")),
    (VARIANT, _("Variants")),
)
EXAMPLE_SET = ExampleSet(Path(__file__).resolve().parent / "scenarios", EXAMPLES, GROUPS, PRESENTER)
