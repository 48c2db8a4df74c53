"""The sika rules pages: perussika, the home version, variants, look-alikes, more.

Each page is a list of sections. Headings and navigation are gettext strings;
the prose of each section is a named partial in a per-language template
(``tutorials/rules/<page>.<lang>.html#<anchor>``), because long rules text
reads better, and is easier to keep right, as whole paragraphs than as
hundreds of msgids.
"""

from dataclasses import dataclass

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils import translation
from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy
from django.views.decorators.http import require_GET

from tutorials import anchors, examples

# Every worked example the rules pages link to (tutorials:sika_example slugs).
EXAMPLE_LINKS: tuple[str, ...] = (
    "aino-eero-liisa",
    "keskella-risti-8",
    "tyhja-kasi",
    "viimeinen-rengaskortti",
    "kasivaihe",
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


@dataclass(frozen=True)
class Section:
    anchor: str
    title: str | Promise
    level: int = 2
    examples: tuple[str, ...] = ()  # slugs of the worked examples that show it


@dataclass(frozen=True)
class Page:
    key: str  # template stem
    url_name: str
    title: str | Promise
    nav_title: str | Promise
    sections: tuple[Section, ...]


PAGES: tuple[Page, ...] = (
    Page(
        key="sika",
        url_name=anchors.RULES,
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
            Section(
                "kasivaihe",
                _("The hand phase"),
                2,
                ("kasivaihe", "kiista-loydetty-kortti", "kiista-vapaa-kortti"),
            ),
            Section(
                "pelin-loppu",
                _("How the game ends: who is the sika?"),
                2,
                ("viimeinen-rengaskortti",),
            ),
            Section("kiistat", _("Four points to agree on before you start")),
            Section("loydetty-kortti", _("1. The card you find"), 3, ("kiista-loydetty-kortti",)),
            Section(
                "vapaa-kortti", _("2. A free card in the hand phase?"), 3, ("kiista-vapaa-kortti",)
            ),
            Section(
                "pattitilanne", _("3. When the suit cannot be found"), 3, ("kiista-pattitilanne",)
            ),
            Section("nostoraja", _("4. A limit on drawing"), 3, ("kiista-nostoraja", "jumitus")),
            Section("poytasopimukset", _("Table agreements")),
            Section("aloittaja", _("Who starts, and which way"), 3),
            Section("ilmoitukset", _("Calling out “three left”"), 3),
            Section("vaara-kortti", _("A wrong card"), 3),
        ),
    ),
    Page(
        key="kotiversio",
        url_name=anchors.HOME_VERSION,
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
        url_name=anchors.VARIANTS,
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
        url_name=anchors.NOT_SIKA,
        title=_("Games that are not sika"),
        nav_title=_("Not sika"),
        sections=(
            Section("ei-sikaa", _("Same name, different game")),
            Section("aasi", _("Aasi, the thumb game")),
            Section("kirjaimet", _("Collecting the letters S-I-K-A")),
            Section("heita-sikaa", _("The dice game with plastic pigs")),
        ),
    ),
    Page(
        key="lisaa",
        url_name=anchors.MORE,
        title=_("More about sika"),
        nav_title=pgettext_lazy("rules page", "More"),
        sections=(
            Section("strategia", _("Tips and strategy")),
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
PAGE_BY_URL_NAME = {page.url_name: page for page in PAGES}


@dataclass(frozen=True)
class ExampleLink:
    url: str
    text: str | Promise


@dataclass(frozen=True)
class SectionView:
    section: Section
    prose: str  # template name of the section's text
    examples: list[ExampleLink]


def _language() -> str:
    return "en" if (translation.get_language() or "fi").startswith("en") else "fi"


def _render(request: HttpRequest, url_name: str) -> HttpResponse:
    page = PAGE_BY_URL_NAME[url_name]
    prose = f"tutorials/rules/{page.key}.{_language()}.html"
    context = {
        "page": page,
        "pages": PAGES,
        "lead": f"{prose}#lead",
        "sections": [
            SectionView(
                section,
                f"{prose}#{section.anchor}",
                [
                    ExampleLink(
                        reverse("tutorials:sika_example", args=[slug]),
                        examples.BY_SLUG[slug].title,
                    )
                    for slug in section.examples
                ],
            )
            for section in page.sections
        ],
        # Template variables cannot hold hyphens: links.kaksi_pakkaa is section "kaksi-pakkaa".
        "links": {name.replace("-", "_"): anchors.section_url(name) for name in anchors.SECTIONS},
    }
    return render(request, "tutorials/rules/page.html", context)


@require_GET
def rules_page(request: HttpRequest, page: str) -> HttpResponse:
    """One of the rules pages; ``page`` is its URL name, as in tutorials.anchors."""
    return _render(request, page)
