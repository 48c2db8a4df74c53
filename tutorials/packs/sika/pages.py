"""The sika rules pages: each page and its linkable sections.

The pack's ``sections`` (anchor -> page URL name) is read off these pages.

The quiz, the house-rules checklist and the examples link to sections only
through ``pack.section_url``, and a test checks that every anchor here exists on
its page, so a renamed heading cannot leave a dead link behind.
"""

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from tutorials.packs.base import Page, Section

# URL names inside the game's namespace ("sika:rules").
RULES = "rules"  # /sika/ : perussika, the disputed points, table agreements
HOME_VERSION = "kotiversio"  # /sika/kotiversio/
VARIANTS = "variants"  # /sika/muunnelmat/
NOT_SIKA = "not_sika"  # /sika/ei-sikaa/
MORE = "more"  # /sika/lisaa/ : strategy, children, history, FAQ, glossary

# Every worked example the rules pages link to (sika:example slugs).
EXAMPLE_LINKS: tuple[str, ...] = (
    "aino-eero-liisa",
    "keskella-risti-8",
    "tyhja-kasi",
    "viimeinen-rengaskortti",
    "kasivaihe",
    "kaivaminen",
    "nostopakka",
    "nostopakka-loppuu",
    "jumitus",
    "kiista-loydetty-kortti",
    "kiista-vapaa-kortti",
    "kiista-pattitilanne",
    "kiista-nostoraja",
    "kaksivaiheinen",
    "vari",
    "ilman-kasivaihetta",
    "kaksi-pakkaa",
)


PAGES: tuple[Page, ...] = (
    Page(
        key="sika",
        url_name=RULES,
        path="",
        title=_("How to play sika"),
        nav_title=_("Basic sika"),
        sections=(
            Section("tavoite", _("The aim of the game")),
            Section("valineet", _("Cards and players")),
            Section("rengas", _("Setting out the ring"), 2, ("aino-eero-liisa",)),
            Section(
                "rengasvaihe",
                _("The ring phase"),
                2,
                ("aino-eero-liisa", "keskella-risti-8", "kiista-nostoraja"),
            ),
            Section(
                "tyhja-kasi", _("When your hand is empty"), 3, ("tyhja-kasi", "aino-eero-liisa")
            ),
            # The basic rules' sections link games played by the basic rules.
            Section(
                "kasivaihe",
                _("The hand phase"),
                2,
                ("kaivaminen", "kiista-loydetty-kortti", "kiista-vapaa-kortti"),
            ),
            Section(
                "pelin-loppu",
                _("How the game ends: who is the sika?"),
                2,
                ("kiista-pattitilanne",),
            ),
            Section("kiistat", _("Four points to agree on before you start")),
            Section("loydetty-kortti", _("1. The card you find"), 3, ("kiista-loydetty-kortti",)),
            Section(
                "vapaa-kortti", _("2. A free card in the hand phase?"), 3, ("kiista-vapaa-kortti",)
            ),
            Section(
                "pattitilanne", _("3. When the suit cannot be found"), 3, ("kiista-pattitilanne",)
            ),
            Section("nostoraja", _("4. A limit on drawing"), 3, ("kiista-nostoraja",)),
            Section("poytasopimukset", _("Table agreements")),
            Section("aloittaja", _("Who starts, and which way"), 3),
            Section("ilmoitukset", _("Calling out “three left”"), 3),
            Section("vaara-kortti", _("A wrong card"), 3),
        ),
    ),
    Page(
        key="kotiversio",
        url_name=HOME_VERSION,
        path="kotiversio/",
        title=_("Sika: the home version"),
        nav_title=_("Home version"),
        sections=(
            Section("kotiversio", _("The home version in brief"), 2, ("nostopakka",)),
            Section(
                "kahden-kortin-vuoro", _("Two cards a turn"), 2, ("keskella-risti-8", "kasivaihe")
            ),
            Section(
                "nosto-renkaasta",
                _("Draw from the ring, even with the suit in hand"),
                3,
                ("tyhja-kasi",),
            ),
            Section(
                "viimeinen-rengaskortti",
                _("The last card of the ring"),
                2,
                ("viimeinen-rengaskortti",),
            ),
            Section(
                "poistuminen",
                _("Leaving the game only after the ring"),
                2,
                ("viimeinen-rengaskortti", "tyhja-kasi"),
            ),
            Section(
                "nostopakka",
                _("Turning the pile into a draw pile"),
                2,
                ("nostopakka", "nostopakka-loppuu"),
            ),
            Section(
                "jumitus",
                _("When nobody can play: a free lead"),
                2,
                ("jumitus", "kiista-pattitilanne"),
            ),
            Section("viimeinen-kortti", _("The last card")),
            Section("kaksinpeli", _("Two players")),
            Section("korjaaminen", _("Putting a wrong card right")),
        ),
    ),
    Page(
        key="muunnelmat",
        url_name=VARIANTS,
        path="muunnelmat/",
        title=_("Sika variants"),
        nav_title=_("Variants"),
        sections=(
            Section("muunnelmat", _("The variants at a glance")),
            Section("kaksivaiheinen", _("Two phases: collect, then shed"), 2, ("kaksivaiheinen",)),
            Section("vari", _("Colour instead of suit"), 2, ("vari",)),
            Section("ilman-kasivaihetta", _("No hand phase"), 2, ("ilman-kasivaihetta",)),
            Section("kaksi-pakkaa", _("Two decks for a big group"), 2, ("kaksi-pakkaa",)),
        ),
    ),
    Page(
        key="ei-sikaa",
        url_name=NOT_SIKA,
        path="ei-sikaa/",
        title=_("Games that are not sika"),
        nav_title=_("Not sika"),
        sections=(
            Section("ei-sikaa", _("Same name, different game")),
            Section("aasi", _("Aasi, the thumb game")),
            Section("kirjaimet", _("Collecting the letters S-I-K-A")),
            Section("heita-sikaa", _("Pass the Pigs, the dice game")),
        ),
    ),
    Page(
        key="lisaa",
        url_name=MORE,
        path="lisaa/",
        title=_("More about sika"),
        nav_title=pgettext_lazy("rules page", "More"),
        sections=(
            Section("strategia", _("Tips and strategy")),
            Section("sian-taito", _("How much is skill?"), 3, skill=True),
            Section(
                "lapset-ja-isot-ryhmat",
                _("With children and with big groups"),
                2,
                ("kaksi-pakkaa",),
            ),
            Section("historia", _("History and the name")),
            Section("ukk", _("Questions and answers")),
            Section("sanasto", _("Glossary")),
        ),
    ),
)
