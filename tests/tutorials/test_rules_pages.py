import gzip
import re
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from django.contrib.staticfiles import finders
from django.core.cache import cache
from django.test import Client
from django.urls import reverse
from django.utils import translation

from tests.html import assert_valid_html, attributes, html_lang, texts
from tutorials.packs.sika import pages as anchors
from tutorials.packs.sika.examples import EXAMPLE_SET
from tutorials.packs.sika.pack import PACK
from tutorials.packs.sika.pages import EXAMPLE_LINKS, PAGES

# (URL name, Finnish path, Finnish h1, English h1)
RULES_PAGES = [
    (anchors.RULES, "/sika/", "Näin sikaa pelataan", "How to play sika"),
    (anchors.HOME_VERSION, "/sika/kotiversio/", "Sika: kotiversio", "Sika: the home version"),
    (anchors.VARIANTS, "/sika/muunnelmat/", "Sian muunnelmat", "Sika variants"),
    (
        anchors.NOT_SIKA,
        "/sika/ei-sikaa/",
        "Pelit, jotka eivät ole sikaa",
        "Games that are not sika",
    ),
    (anchors.MORE, "/sika/lisaa/", "Lisää sikasta", "More about sika"),
]
# Every page in both languages: (URL name, path, language, h1).
EVERY_PAGE = [
    (name, prefix + path, lang, h1)
    for name, path, fi_h1, en_h1 in RULES_PAGES
    for prefix, lang, h1 in (("", "fi", fi_h1), ("/en", "en", en_h1))
]
PAGE_IDS = [path for _, path, _, _ in EVERY_PAGE]

# Words that are common in one language and never a word of the other.
FINNISH_WORDS = {"ja", "että", "kun", "jos", "tai", "ei", "se", "kortti", "kortit"}
ENGLISH_WORDS = {"the", "and", "you", "of", "is", "if", "card", "cards", "with"}


class _Page(HTMLParser):
    """Ids with their tags, links with their classes, and the main text by language."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: list[tuple[str, str]] = []
        self.links: list[tuple[str, str]] = []  # (href, class)
        self.claims: list[str] = []
        self.words: list[str] = []  # main text outside elements in another language
        self.stack: list[tuple[str, bool]] = []  # open tags, and whether in another language
        self.in_main = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if found.get("id"):
            self.ids.append((str(found["id"]), tag))
        if tag == "a" and found.get("href"):
            self.links.append((str(found["href"]), found.get("class") or ""))
        if found.get("data-claim"):
            self.claims.append(str(found["data-claim"]))
        if tag == "main":
            self.in_main = True
        if tag in ("br", "img", "input", "meta", "link", "hr"):
            return
        # The page's own language is on <html>; any other lang marks a foreign word.
        self.stack.append((tag, "lang" in found and tag != "html"))

    def handle_endtag(self, tag: str) -> None:
        if tag == "main":
            self.in_main = False
        while self.stack:
            open_tag, _ = self.stack.pop()
            if open_tag == tag:
                break

    def handle_data(self, data: str) -> None:
        if self.in_main and not any(foreign for _, foreign in self.stack):
            self.words += re.findall(r"[a-zåäö]+", data.lower())


def _parse(html: str) -> _Page:
    page = _Page()
    page.feed(html)
    page.close()
    return page


@pytest.fixture(scope="module")
def rendered() -> dict[str, str]:
    client = Client()
    return {path: client.get(path).content.decode() for path in PAGE_IDS}


def _anchors_of(url_name: str) -> list[str]:
    return sorted(anchor for anchor, page in PACK.sections.items() if page == url_name)


@pytest.mark.parametrize(("url_name", "path", "lang", "h1"), EVERY_PAGE, ids=PAGE_IDS)
def test_rules_page_ok_in_its_language(
    client: Client, url_name: str, path: str, lang: str, h1: str
) -> None:
    response = client.get(path)
    html = response.content.decode()
    assert response.status_code == 200
    assert html_lang(html) == lang
    assert texts(html, "h1") == [h1]
    assert texts(html, "title") == [
        f"{h1} · " + ("Korttipelikoulu" if lang == "fi" else "Card game school")
    ]


@pytest.mark.parametrize(
    ("url_name", "lang"), [(n, lang) for n, *_ in RULES_PAGES for lang in ("fi", "en")]
)
def test_rules_page_url_reverses_to_its_path(url_name: str, lang: str) -> None:
    expected = {
        path for name, path, page_lang, _ in EVERY_PAGE if name == url_name and page_lang == lang
    }
    with translation.override(lang):
        assert {reverse(f"sika:{url_name}")} == expected


@pytest.mark.parametrize(("url_name", "path", "lang", "h1"), EVERY_PAGE, ids=PAGE_IDS)
def test_rules_page_has_each_of_its_anchors_once_on_a_heading(
    rendered: dict[str, str], url_name: str, path: str, lang: str, h1: str
) -> None:
    page = _parse(rendered[path])
    section_ids = [(anchor, tag) for anchor, tag in page.ids if anchor in PACK.sections]
    assert sorted(anchor for anchor, _ in section_ids) == _anchors_of(url_name)
    assert {tag for _, tag in section_ids} <= {"h2", "h3"}


@pytest.mark.parametrize(("url_name", "path", "lang", "h1"), EVERY_PAGE, ids=PAGE_IDS)
def test_rules_page_every_section_links_to_itself(
    rendered: dict[str, str], url_name: str, path: str, lang: str, h1: str
) -> None:
    page = _parse(rendered[path])
    self_links = sorted(href[1:] for href, css in page.links if css == "section-link")
    assert self_links == _anchors_of(url_name)


@pytest.mark.django_db  # the other pages it links to may use the database
@pytest.mark.parametrize(("url_name", "path", "lang", "h1"), EVERY_PAGE, ids=PAGE_IDS)
def test_rules_page_links_resolve(
    client: Client, rendered: dict[str, str], url_name: str, path: str, lang: str, h1: str
) -> None:
    """Every link goes to a page that exists, and every #fragment to an id on it."""
    checked: dict[str, _Page] = {path: _parse(rendered[path])}
    for href, _ in checked[path].links:
        parts = urlsplit(href)
        # The query may choose what the page shows (a checklist's start): it is fetched too.
        target = (parts.path or path) + (f"?{parts.query}" if parts.query else "")
        if target not in checked:
            response = client.get(target)
            assert response.status_code == 200, href
            checked[target] = _parse(response.content.decode())
        if parts.fragment:
            assert parts.fragment in [i for i, _ in checked[target].ids], href


@pytest.mark.parametrize(("url_name", "path", "lang", "h1"), EVERY_PAGE, ids=PAGE_IDS)
def test_rules_page_table_of_contents_lists_every_section(
    rendered: dict[str, str], url_name: str, path: str, lang: str, h1: str
) -> None:
    toc = rendered[path].split('class="page-toc"', 1)[1].split("</nav>", 1)[0]
    assert sorted(re.findall(r'href="#([a-z-]+)"', toc)) == _anchors_of(url_name)


@pytest.mark.parametrize("lang", ["fi", "en"])
def test_rules_hub_links_every_rules_page_and_the_rest_of_sika(
    rendered: dict[str, str], lang: str
) -> None:
    path = "/sika/" if lang == "fi" else "/en/sika/"
    nav = rendered[path].split('class="rules-nav"', 1)[1].split("</nav>", 1)[0]
    names = [name for name, *_ in RULES_PAGES]
    names += ["examples", "lessons", "quiz", "house_rules", "readings"]
    with translation.override(lang):
        expected = [reverse(f"sika:{name}") for name in names]
    assert re.findall(r'href="([^"]+)"', nav) == expected


@pytest.mark.parametrize(("url_name", "path", "lang", "h1"), EVERY_PAGE, ids=PAGE_IDS)
def test_rules_page_text_in_its_own_language(
    rendered: dict[str, str], url_name: str, path: str, lang: str, h1: str
) -> None:
    """Outside elements marked with another lang, no word of the other language."""
    words = set(_parse(rendered[path]).words)
    own, other = (FINNISH_WORDS, ENGLISH_WORDS) if lang == "fi" else (ENGLISH_WORDS, FINNISH_WORDS)
    assert words & other == set()
    assert len(words & own) >= 3


@pytest.mark.parametrize(("url_name", "fi_path"), [(n, p) for n, p, *_ in RULES_PAGES])
def test_rules_page_same_claims_in_both_languages(
    rendered: dict[str, str], url_name: str, fi_path: str
) -> None:
    assert _parse(rendered[fi_path]).claims == _parse(rendered["/en" + fi_path]).claims


def test_rules_pages_html_valid(rendered: dict[str, str]) -> None:
    assert_valid_html(*rendered.values())


@pytest.mark.parametrize("path", ["/sika/", "/en/sika/lisaa/"])
def test_rules_page_post_not_allowed(client: Client, path: str) -> None:
    assert client.post(path).status_code == 405


@pytest.mark.parametrize("path", ["/sika/ei-tallaista/", "/en/sika/no-such-page/"])
def test_rules_unknown_page_404(client: Client, path: str) -> None:
    assert client.get(path).status_code == 404


def _static_size(name: str) -> tuple[int, int]:
    found = finders.find(name)
    assert isinstance(found, str), name
    data = Path(found).read_bytes()
    return len(data), len(gzip.compress(data))


@pytest.mark.parametrize(("url_name", "path", "lang", "h1"), EVERY_PAGE, ids=PAGE_IDS)
def test_rules_page_first_visit_under_100_kb(
    client: Client, url_name: str, path: str, lang: str, h1: str
) -> None:
    """The page with its styles and htmx: under 100 KB even with nothing compressed."""
    html = client.get(path, headers={"accept-encoding": "gzip"}).content
    styles = re.findall(r'<link rel="stylesheet" href="/static/([^"]+)">', html.decode())
    assets = [*styles, "django_htmx/htmx-2.min.js"]
    sizes = [_static_size(asset) for asset in assets]
    assert "tutorials/rules.css" in assets
    assert len(html) + sum(raw for raw, _ in sizes) < 100_000
    # What a compressing server sends: a small fraction of that.
    assert len(gzip.compress(html)) + sum(packed for _, packed in sizes) < 40_000


def test_rules_example_links_are_the_examples_the_sections_use() -> None:
    used = {slug for page in PAGES for s in page.sections for slug in s.examples}
    assert used == set(EXAMPLE_LINKS)


def test_rules_example_links_name_existing_examples() -> None:
    assert set(EXAMPLE_LINKS) <= {example.slug for example in EXAMPLE_SET.all}


def test_rules_every_example_linked_from_each_section_it_shows() -> None:
    linked = {(s.anchor, slug) for page in PAGES for s in page.sections for slug in s.examples}
    shown = {(anchor, example.slug) for example in EXAMPLE_SET.all for anchor in example.sections}
    assert shown - linked == set()


def test_home_sika_card_links_to_rules(client: Client) -> None:
    html = client.get("/en/").content.decode()
    game = html.split('id="game-sika"', 1)[1].split("</ol>", 1)[0]
    assert re.findall(r'href="([^"]+)"', game) == [
        "/en/sika/",
        "/en/sika/pikaohje/",
        "/en/sika/esimerkit/aino-eero-liisa/",
        "/en/sika/pelaa/",
    ]


@pytest.mark.parametrize(("path", "href"), [("/", "/sika/"), ("/en/", "/en/sika/")])
def test_site_nav_links_to_rules(client: Client, path: str, href: str) -> None:
    html = client.get(path).content.decode()
    nav = html.split('class="site-nav"', 1)[1].split("</nav>", 1)[0]
    assert href in re.findall(r'href="([^"]+)"', nav)


# ---------------------------------------------------------------------------
# Cached once per language, public for browsers, no cookies


@pytest.fixture
def fresh_cache() -> None:
    cache.clear()


@pytest.mark.usefixtures("fresh_cache")
def test_rules_page_rendered_once_per_language(client: Client) -> None:
    first = client.get("/sika/kotiversio/")
    again = client.get("/sika/kotiversio/?x=1")
    english = client.get("/en/sika/kotiversio/")
    rendered = [bool(r.templates) for r in (first, again, english)]
    assert rendered == [True, False, True]
    assert again.content == first.content
    assert texts(english.content.decode(), "h1") == ["Sika: the home version"]


@pytest.mark.usefixtures("fresh_cache")
def test_rules_page_query_left_out_of_the_page(client: Client) -> None:
    html = client.get("/sika/muunnelmat/?seed=123&evil=%3Cb%3E").content.decode()
    assert "evil" not in html
    switch = [a["href"] for a in attributes(html, "a") if a.get("hreflang")]
    assert switch == ["/en/sika/muunnelmat/"]


@pytest.mark.usefixtures("fresh_cache")
@pytest.mark.parametrize("path", ["/sika/", "/en/sika/lisaa/"])
def test_rules_page_public_cache_headers_and_no_cookies(client: Client, path: str) -> None:
    for _ in range(2):  # the render and the cached copy alike
        response = client.get(path)
        assert response["Cache-Control"] == "public, max-age=600"
        assert re.fullmatch(r'"[0-9a-f]{32}"', response["ETag"]) is not None
        assert "HX-Request" in response["Vary"]
        assert dict(response.cookies) == {}


@pytest.mark.usefixtures("fresh_cache")
def test_rules_page_etag_revalidates_to_304(client: Client) -> None:
    etag = client.get("/sika/").headers["ETag"]
    response = client.get("/sika/", headers={"if-none-match": etag})
    assert (response.status_code, response.content) == (304, b"")
    assert client.get("/sika/", headers={"if-none-match": '"other"'}).status_code == 200


@pytest.mark.usefixtures("fresh_cache")
def test_rules_page_htmx_cached_apart(client: Client) -> None:
    plain = client.get("/sika/")
    htmx = client.get("/sika/", headers={"hx-request": "true"})
    assert bool(htmx.templates) is True
    assert plain["ETag"] == htmx["ETag"]  # the rules page is the same page for htmx


# ---------------------------------------------------------------------------
# Figures and examples as a family reads them


class _Sections(HTMLParser):
    """The figures (data-claim) of each section of a rules page, by the section's anchor."""

    def __init__(self) -> None:
        super().__init__()
        self.current = ""
        self.claims: dict[str, list[str]] = {}

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag in ("h2", "h3") and found.get("id") in PACK.sections:
            self.current = str(found["id"])
        if found.get("data-claim"):
            self.claims.setdefault(self.current, []).append(str(found["data-claim"]))


@pytest.mark.parametrize(("url_name", "path", "lang", "h1"), EVERY_PAGE, ids=PAGE_IDS)
def test_rules_page_at_most_one_figure_a_section(
    rendered: dict[str, str], url_name: str, path: str, lang: str, h1: str
) -> None:
    sections = _Sections()
    sections.feed(rendered[path])
    assert {anchor: claims for anchor, claims in sections.claims.items() if len(claims) > 1} == {}


@pytest.mark.parametrize(("url_name", "path", "lang", "h1"), EVERY_PAGE, ids=PAGE_IDS)
def test_rules_page_no_notes_about_testing(
    rendered: dict[str, str], url_name: str, path: str, lang: str, h1: str
) -> None:
    text = re.sub(r"<[^>]+>", " ", rendered[path])
    words = ("Tietokonekoe", "Computer test", "automaattisesti", "automatically", "engine")
    assert [word for word in words if word in text] == []


def test_rules_basic_sika_sections_link_basic_sika_games() -> None:

    page = next(page for page in PAGES if page.url_name == anchors.RULES)
    by_slug = {example.slug: example for example in EXAMPLE_SET.all}
    presets = {
        slug: sorted({EXAMPLE_SET.scenario(game.scenario).preset for game in by_slug[slug].games})
        for section in page.sections
        for slug in section.examples
    }
    assert {slug: found for slug, found in presets.items() if found != ["perussika"]} == {}


@pytest.mark.parametrize("lang", ["fi", "en"])
def test_rules_game_end_section_gives_the_count_figure(rendered: dict[str, str], lang: str) -> None:
    html = rendered["/sika/" if lang == "fi" else "/en/sika/"]
    section = html.split('id="pelin-loppu"', 1)[1].split('id="kiistat"', 1)[0]
    figure = {"fi": "931 niistä ratkesi korttien laskemiseen", "en": "931 were decided by counting"}
    assert figure[lang] in " ".join(section.split())
    assert 'data-claim="dig-runs-dry"' in section
