"""Sika's register of readings: where the two sources leave a point open, or tell of
several ways tables play it (``disputed``), how we play it.

Each is shown under the rules section that teaches the rule and listed on
``/sika/tulkinnat/``; rules cards, quiz questions and lessons mark a reading only
through this register (``tutorials.readings``). ``question`` links the checklist
question where a table can agree otherwise. The engine plays each as written
(``../shared/rules/sika.md``).
"""

from django.utils.translation import gettext_lazy as _

from tutorials.readings import Reading

READINGS: tuple[Reading, ...] = (
    Reading(
        "tulkinta-kaivujarjestys",
        "kasivaihe",
        _(
            "the top card stays where it is, and you dig beneath it: first the card played "
            "just before it, then the one before that, and so on. The pile is not shuffled: "
            "everyone saw those cards being played."
        ),
        "hand_source",
        rule="hand_source",
    ),
    Reading(
        "tulkinta-kaivettu-kortti",
        "loydetty-kortti",
        _(
            "after the card found by digging, a free card from the hand follows it, just as "
            "when the suit is in the hand, and only then does the turn end."
        ),
        "hand_free_card",
        rule="hand_free_card",
        disputed=True,
    ),
    Reading(
        "tulkinta-yhta-aikaa",
        "pelin-loppu",
        _("the players who leave together when the ring runs out share one place."),
    ),
    Reading(
        "tulkinta-vapaa-kortti",
        "vapaa-kortti",
        _(
            "a free card follows the matching card in the hand phase too, to the end of the "
            "game, as in the ring phase."
        ),
        "hand_free_card",
        rule="hand_free_card",
        disputed=True,
    ),
    Reading(
        "tulkinta-pattitilanne",
        "pattitilanne",
        _("the first stuck turn ends the game, and the cards are counted."),
        "stalemate",
        rule="stalemate",
        disputed=True,
    ),
    Reading(
        "tulkinta-korttimaara",
        "pattitilanne",
        _(
            "when the cards are counted, the players still in are ranked by the cards they "
            "hold, fewest first: whoever holds the most is the sika, and if several hold the "
            "most, they are all sikas."
        ),
        "stalemate",
        rule="stalemate",
    ),
    Reading(
        "tulkinta-nostoraja",
        "nostoraja",
        _(
            "with a limit of three draws, the extra card of an empty hand is not counted, and "
            "in the hand phase a search that reaches the limit is a stuck turn."
        ),
        "max_draws",
        rule="max_draws",
    ),
    Reading(
        "tulkinta-kasi",
        "kaksivaiheinen",
        _(
            "playing an eight names no new suit. The next card must match the eight itself, "
            "by its suit or its rank, unless it is another eight."
        ),
        "two_phase",
        rule="two_phase",
    ),
    Reading(
        "tulkinta-keraysvaihe",
        "kaksivaiheinen",
        _(
            "in the collecting phase no free card follows and the empty-hand rule does not "
            "apply. A player whose own pile is empty when the ring runs out leaves the game at "
            "once."
        ),
        "two_phase",
        rule="two_phase",
    ),
    Reading(
        "tulkinta-karistusvaihe",
        "kaksivaiheinen",
        _(
            "in the shedding phase a player who can play must play. A set is two or more cards "
            "of one rank, in the order you choose; a run is three or more cards of one suit "
            "going up, the ace low, never from king to ace. The first card of either must "
            "match. The stock is not shuffled, so its oldest card is drawn first, and when it "
            "runs out a new one is made the same way. If every player still in has gone a "
            "turn without playing, one after another, the next player may play any single "
            "card, as in the home version’s deadlock rule."
        ),
        "two_phase",
        rule="two_phase",
    ),
    Reading(
        "tulkinta-ilman-kasivaihetta",
        "ilman-kasivaihetta",
        _(
            "when the draw pile is used up and someone needs to draw, a new one is made the "
            "same way. If it runs out in the middle of a search, the cards drawn stay in the "
            "hand and the turn is stuck; the game is then settled by counting cards, as in "
            "basic sika’s rule for a stuck turn. After the first ring, a player whose hand is "
            "empty at the end of their turn leaves the game."
        ),
        "hand_phase",
        rule="hand_phase",
    ),
    Reading(
        "tulkinta-pelaajamaara",
        "kaksi-pakkaa",
        _("more than eight players shuffle two decks together, and two decks take up to 16."),
        "decks",
        rule="decks",
    ),
)
