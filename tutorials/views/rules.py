"""A game's rules pages, as many as its pack lists.

Each page is a list of sections. Headings and navigation are gettext strings;
the prose of each section is a named partial in a per-language template
(``tutorials/<game>/rules/<page>.<lang>.html#<anchor>``), because long rules
text reads better, and is easier to keep right, as whole paragraphs than as
hundreds of msgids.
"""

from dataclasses import dataclass

from django.http import HttpResponse
from django.shortcuts import render
from django.template import TemplateDoesNotExist
from django.template.loader import get_template
from django.urls import reverse
from django.utils import translation
from django.utils.functional import Promise
from django.views.decorators.http import require_safe

from games import find_game
from tutorials.packs.base import GamePack, Page, Section
from tutorials.readings import Reading, at_section
from tutorials.skill import PresetSkill, for_presets
from tutorials.views import referee
from tutorials.views.htmx import HtmxHttpRequest
from tutorials.views.page_cache import public_page


@dataclass(frozen=True)
class ExampleLink:
    url: str
    text: str | Promise


@dataclass(frozen=True)
class SectionView:
    section: Section
    prose: str  # template name of the section's text
    examples: list[ExampleLink]
    readings: list[Reading]  # the points of this section the sources leave open
    lessons: list[ExampleLink]  # the lessons that teach it
    skill: list[PresetSkill]  # the skill section's figures, preset by preset
    own: str = ""  # the skill section's words of the game's own before the figures ("": none)
    # A variant's section: the referee's disputes under that preset (question, address).
    referee: tuple[tuple[str, str], ...] = ()


# The skill section's text is the same for every game: the bench's figures in words.
SKILL_PROSE = "tutorials/skill/rules.html"


def _own_words(partial: str) -> str:
    """A skill section's partial in the game's page, if it has one (what the game's sources
    say of luck and skill), else ""."""
    try:
        get_template(partial)
    except TemplateDoesNotExist:
        return ""
    return partial


def _language() -> str:
    return "en" if (translation.get_language() or "fi").startswith("en") else "fi"


def _variants(pack: GamePack) -> dict[str, str]:
    """Each section that describes a preset other than the default -> that preset (the
    first preset a section describes)."""
    default = find_game(pack.engine).default_preset
    out: dict[str, str] = {}
    for preset, anchor in pack.words.rules_at.items():
        if preset != default:
            out.setdefault(anchor, preset)
    return out


def _referee(pack: GamePack, variants: dict[str, str], anchor: str) -> tuple[tuple[str, str], ...]:
    """A variant section's referee links: under its preset, or for its table size."""
    players = pack.words.players_at.get(anchor, 0)
    if anchor not in variants and not players:
        return ()
    return tuple(referee.links(pack, preset=variants.get(anchor, ""), players=players))


@require_safe
@public_page
def rules_page(request: HtmxHttpRequest, pack: GamePack, page: Page) -> HttpResponse:
    """One of the game's rules pages; the URL conf passes the pack and the page."""
    prose = f"tutorials/{pack.slug}/rules/{page.key}.{_language()}.html"
    by_slug = pack.examples.by_slug
    variants = _variants(pack)
    context = {
        "pack": pack,
        "page": page,
        "page_links": [(other, reverse(pack.url_name(other.url_name))) for other in pack.pages],
        "lead": f"{prose}#lead",
        "sections": [
            SectionView(
                section,
                SKILL_PROSE if section.skill else f"{prose}#{section.anchor}",
                [
                    ExampleLink(reverse(pack.url_name("example"), args=[slug]), by_slug[slug].title)
                    for slug in section.examples
                ],
                at_section(pack.readings, section.anchor),
                [
                    ExampleLink(reverse(pack.url_name("lesson"), args=[lesson.slug]), lesson.title)
                    for lesson in pack.lessons
                    if section.anchor in lesson.sections
                ],
                for_presets(pack.engine, pack.words.presets) if section.skill else [],
                _own_words(f"{prose}#{section.anchor}") if section.skill else "",
                _referee(pack, variants, section.anchor),
            )
            for section in page.sections
        ],
        # Template variables cannot hold hyphens: links.kaksi_pakkaa is section "kaksi-pakkaa".
        "links": {name.replace("-", "_"): pack.section_url(name) for name in pack.sections},
        # The table's referee, on the first page: the disputes, under the default rules.
        "kinds": referee.links(pack) if page == pack.pages[0] else [],
    }
    return render(request, "tutorials/rules/page.html", context)
