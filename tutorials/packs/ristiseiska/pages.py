"""The ristiseiska rules pages: each page and its linkable sections.

The pack's ``sections`` (anchor -> page URL name) is read off these pages.

Anchors carry words of their own (``kortin-pyytaminen``, not ``pyytaminen``)
so that they never collide with another game's sections; a test checks that
each one exists on its page.
"""

from django.utils.translation import gettext_lazy as _

from tutorials.packs.base import Page, Section

RULES = "rules"  # /ristiseiska/ : the game, the layout, asking, the end and scoring
VARIANTS = "variants"  # /ristiseiska/muunnelmat/ : every variant, two players, series

PAGES: tuple[Page, ...] = (
    Page(
        key="ristiseiska",
        url_name=RULES,
        path="",
        title=_("How to play ristiseiska"),
        nav_title=_("The game"),
        sections=(
            Section("seiskan-idea", _("The idea")),
            Section("seiskan-jako", _("Dealing and the first card"), 2, ("avaus",)),
            Section("seiskan-rivit", _("The layout: four rows"), 2, ("avaus",)),
            Section("seiskan-vuoro", _("A turn: play if you can"), 2, ("avaus",)),
            Section("kortin-pyytaminen", _("Asking for a card"), 2, ("pyytaminen",)),
            Section("assa-ja-kuningas", _("An ace or a king: play again"), 2, ("lisakortti",)),
            Section("seiskan-loppu", _("How the game ends"), 2, ("pyytaminen", "pisteet")),
            Section("seiskan-pisteet", _("Scoring, worked through"), 2, ("pisteet",)),
            Section("seiskan-sopimukset", _("Table agreements")),
            Section("seiskan-taito", _("How much is skill?"), skill=True),
        ),
    ),
    Page(
        key="muunnelmat",
        url_name=VARIANTS,
        path="muunnelmat/",
        title=_("Ristiseiska variants"),
        nav_title=_("Variants"),
        sections=(
            Section("seiskan-muunnelmat", _("The variants at a glance")),
            Section("kasi-ennen-kuutosta", _("The eight before the six"), 2, ("kasi-ensin",)),
            Section("ensimmainen-assa", _("The first ace decides"), 2, ("ensimmainen-assa",)),
            Section("pantti-peli", _("Playing with a token"), 2, ("pantti",)),
            Section("vain-seiskat", _("Only the sevens must be played")),
            Section("ristikasi-peli", _("Ristikasi: the eight of clubs starts"), 2, ("ristikasi",)),
            Section("kaksi-pakkaa-seiska", _("Two decks"), 2, ("kaksi-pakkaa",)),
            Section("jokerit-seiska", _("Jokers"), 2, ("jokerit",)),
            Section("kaksinpeli-seiska", _("Two players and a stock"), 2, ("kaksinpeli",)),
            Section("pisteet-sarjana", _("Playing to a target score"), 2, ("pisteet",)),
        ),
    ),
)
