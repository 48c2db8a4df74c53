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
from django.views.decorators.http import require_GET

from tutorials.packs.base import Section
from tutorials.packs.sika import examples
from tutorials.packs.sika import pages as anchors
from tutorials.packs.sika.pages import PAGE_BY_URL_NAME, PAGES


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
    prose = f"tutorials/sika/rules/{page.key}.{_language()}.html"
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
    """One of the rules pages; ``page`` is its URL name, as in tutorials.packs.sika.pages."""
    return _render(request, page)
