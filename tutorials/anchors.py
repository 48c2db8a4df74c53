"""Every linkable section of the sika rules pages: anchor id -> page URL name.

The quiz, the house-rules checklist and the examples link to sections only
through ``section_url``, and a test checks that every anchor here exists on
its page, so a renamed heading cannot leave a dead link behind.
"""

from django.urls import reverse

RULES = "tutorials:sika_rules"  # /sika/ : perussika, the disputed points, table agreements
HOME_VERSION = "tutorials:sika_kotiversio"  # /sika/kotiversio/
VARIANTS = "tutorials:sika_variants"  # /sika/muunnelmat/
NOT_SIKA = "tutorials:sika_not_sika"  # /sika/ei-sikaa/
MORE = "tutorials:sika_more"  # /sika/lisaa/ : strategy, children, history, FAQ, glossary

SECTIONS: dict[str, str] = {
    # Perussika
    "tavoite": RULES,  # aim of the game
    "valineet": RULES,  # equipment and players
    "rengas": RULES,  # setting out the ring
    "rengasvaihe": RULES,  # the ring phase
    "tyhja-kasi": RULES,  # the empty-hand exception
    "kasivaihe": RULES,  # the hand phase
    "pelin-loppu": RULES,  # how the game ends, who is the sika
    # The four disputed points
    "kiistat": RULES,
    "loydetty-kortti": RULES,  # dispute 1: fate of the found card
    "vapaa-kortti": RULES,  # dispute 2: free card in the hand phase
    "pattitilanne": RULES,  # dispute 3: stalemate
    "nostoraja": RULES,  # dispute 4: draw limit
    # Table agreements the engine does not play
    "poytasopimukset": RULES,
    "aloittaja": RULES,  # who starts, direction, moving the starter on
    "ilmoitukset": RULES,  # "kolme / kaksi / yksi jäljellä" calls
    "vaara-kortti": RULES,  # taking back a wrong card; late mistakes
    # Kotiversio
    "kotiversio": HOME_VERSION,
    "kahden-kortin-vuoro": HOME_VERSION,
    "nosto-renkaasta": HOME_VERSION,  # drawing from the ring even with the suit in hand
    "viimeinen-rengaskortti": HOME_VERSION,
    "poistuminen": HOME_VERSION,  # leaving only after the ring
    "nostopakka": HOME_VERSION,  # recycling the pile into a draw pile
    "jumitus": HOME_VERSION,  # the deadlock rule and the free lead
    "viimeinen-kortti": HOME_VERSION,
    "kaksinpeli": HOME_VERSION,
    "korjaaminen": HOME_VERSION,  # correcting a wrong card
    # Variants
    "muunnelmat": VARIANTS,
    "kaksivaiheinen": VARIANTS,
    "vari": VARIANTS,
    "ilman-kasivaihetta": VARIANTS,
    "kaksi-pakkaa": VARIANTS,
    # Not sika
    "ei-sikaa": NOT_SIKA,
    "aasi": NOT_SIKA,
    "kirjaimet": NOT_SIKA,
    "heita-sikaa": NOT_SIKA,
    # More
    "strategia": MORE,
    "lapset-ja-isot-ryhmat": MORE,
    "historia": MORE,
    "ukk": MORE,
    "sanasto": MORE,
}


def section_url(anchor: str) -> str:
    """The URL of a rules section in the active language, e.g. ``/sika/#rengasvaihe``."""
    return f"{reverse(SECTIONS[anchor])}#{anchor}"
