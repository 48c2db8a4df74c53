"""The siantappo rules pages: each page and its linkable sections.

The pack's ``sections`` (anchor -> page URL name) is read off these pages.

Anchors are unique across games (sika has its own), so a link from the quiz,
the checklist or an example can never land on another game's section.
"""

from django.utils.translation import gettext_lazy as _

from tutorials.packs.base import Page, Section

RULES = "rules"  # /siantappo/ : the whole game, from the deal to the series
TRADITION = "tradition"  # /siantappo/perinne/ : table agreements, the guild, the world cup

PAGES: tuple[Page, ...] = (
    Page(
        key="siantappo",
        url_name=RULES,
        path="",
        title=_("How to play siantappo"),
        nav_title=_("Siantappo rules"),
        sections=(
            Section("pelin-tavoite", _("The aim, the players and the deal")),
            Section("korttien-arvot", _("The order of the cards")),
            Section("yhdistelmat", _("What you can play")),
            Section("aloitus", _("The first lead"), 2, ("esimerkkikierros",)),
            Section(
                "paalle-lyominen", _("Beating the play on the table"), 2, ("esimerkkikierros",)
            ),
            Section("kakkoset", _("Twos"), 2, ("siantappo-kakkoselle",)),
            Section(
                "siantappo",
                _("The siantappo"),
                2,
                ("siantappo-kakkoselle", "neloset-kakkospariin"),
            ),
            Section("ohi", _("Passing, and who wins the trick"), 2, ("esimerkkikierros",)),
            Section(
                "korteista-eroon",
                _("Going out and the end of the game"),
                2,
                ("viimeinen-kortti", "korteista-eroon"),
            ),
            Section("sarja", _("Playing a series"), 2, ("korttienvaihto",)),
            Section("korttienvaihto", _("The card exchange"), 3, ("korttienvaihto",)),
            Section("uusi-pelaaja", _("A new player joins"), 3),
            Section("siantappo-taito", _("How much is skill?"), skill=True),
        ),
    ),
    Page(
        key="perinne",
        url_name=TRADITION,
        path="perinne/",
        title=_("Siantappo at the table and in the guild"),
        nav_title=_("Table and tradition"),
        sections=(
            Section("sopimukset", _("Things to agree at the table")),
            Section("jakaja", _("Who deals"), 3),
            Section("haviajan-tyot", _("The loser's chores"), 3),
            Section("kilta", _("A guild's own card game")),
            Section("mm-kisat", _("The world championship and the bowl")),
            Section("sukulaiset", _("Similar games")),
        ),
    ),
)
