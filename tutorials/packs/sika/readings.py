"""Sika's readings: the points the sources leave open, and how this site plays them.

Each is shown under the rules section that teaches the rule (``tutorials.readings``).
None links a checklist question yet: the checklist shows its questions only after a
start is chosen, so ``#q-<name>`` on the checklist's first page leads nowhere.
"""

from django.utils.translation import gettext_lazy as _

from tutorials.readings import Reading

READINGS: tuple[Reading, ...] = (
    Reading(
        "tulkinta-kaivujarjestys",
        "kasivaihe",
        _(
            "you dig from the top of the pile down, starting with the card played last, and "
            "the pile is not shuffled: everyone saw those cards being played."
        ),
    ),
    Reading(
        "tulkinta-kaksivaiheinen",
        "kaksivaiheinen",
        _(
            "the stock is not shuffled, so its oldest card is drawn first. A run goes upwards "
            "with the ace low and does not go on from king to ace. If every player still in "
            "has gone a turn without playing, one after another, the next player may play any "
            "single card, as in the home version's deadlock rule."
        ),
    ),
    Reading(
        "tulkinta-ilman-kasivaihetta",
        "ilman-kasivaihetta",
        _(
            "when the draw pile is used up and someone needs to draw, a new one is made the "
            "same way. If it runs out in the middle of a search, the cards drawn stay in the "
            "hand and the turn is stuck; the game is then settled by counting cards, as in "
            "basic sika's stalemate rule. After the first ring, a player whose hand is empty "
            "at the end of their turn leaves the game."
        ),
    ),
)
