"""Siantappo's register of readings: where the source leaves a point open, how we play it.

Each is shown under the rules section that teaches the rule and listed on
``/siantappo/tulkinnat/``; rules cards, quiz questions and lessons mark a reading
only through this register (``tutorials.readings``). ``question`` links the
checklist question where a table can agree otherwise.
"""

from django.utils.translation import gettext_lazy as _

from tutorials.readings import Reading

READINGS: tuple[Reading, ...] = (
    Reading(
        "tulkinta-vain-suora-kaatuu",
        "paalle-lyominen",
        _(
            "only a straight that ends in the ace of hearts ends the trick by itself. Any other "
            "play that nothing can beat, such as four twos, stays on the table until everyone "
            "else still in the game has passed."
        ),
    ),
    Reading(
        "tulkinta-nelja-kakkosta",
        "kakkoset",
        _(
            "three or four twos are an ordinary three or four of a kind, beaten only by "
            "higher ones of the same size."
        ),
    ),
    Reading(
        "tulkinta-kolme-paria-ei-avaa",
        "siantappo",
        _(
            "three consecutive pairs are played only onto a single two or onto another such "
            "siantappo; they cannot open a trick, and four or more consecutive pairs are no play "
            "at all."
        ),
    ),
    Reading(
        "tulkinta-parit-ilman-kakkosia",
        "siantappo",
        _(
            "the three pairs run from the three up to the ace at most: twos, which belong "
            "in no straight, belong in no run of pairs either."
        ),
    ),
    Reading(
        "tulkinta-avaaja-ei-passaa",
        "ohi",
        _("whoever opens a trick has to play something; only a player answering a play may pass."),
    ),
    Reading(
        "tulkinta-lahjojen-jarjestys",
        "korttienvaihto",
        _(
            "both players pick their gifts from the hands they were dealt, before either gift "
            "arrives, so a card just received is never passed straight back."
        ),
        question="exchange",
        rule="exchange",
    ),
    Reading(
        "tulkinta-kolmen-vaihto",
        "korttienvaihto",
        _(
            "with three players only the winner and the loser swap, two cards each; with five "
            "or six, the players in the middle swap nothing."
        ),
        question="exchange",
        rule="exchange",
    ),
    Reading(
        "tulkinta-vanha-haviaja",
        "uusi-pelaaja",
        _(
            "the newcomer takes the loser's part in the exchange and opens the game; the old "
            "loser counts as second-to-last, and everyone else keeps their place."
        ),
        question="new_player",
        rule="new_player",
    ),
)
