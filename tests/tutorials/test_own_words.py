"""Every page is written in our own words: no sentence is a near copy of the source documents.

The site is crawled from the home page in both languages, every game, every
internal link (a page reached through a query string is read but not crawled
further, so the steps of an example are its linked moments, not every step).
Each sentence of each page's text is compared with every sentence of
``/work/shared/seeds/*.txt`` (``SEEDS`` below); a near copy is one of at least
eight words that is at least 85 % similar by ``difflib.SequenceMatcher`` after
case and punctuation are normalised. Seed sentences are indexed by the first
four letters of their words, so each page sentence is compared only with the
few seed sentences it shares most word stems with.
"""

import re
from collections import defaultdict
from collections.abc import Iterable
from difflib import SequenceMatcher
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import pytest
from django.db import transaction
from django.test import Client
from django.urls import reverse
from django.utils import translation
from pytest_django import DjangoDbBlocker

from tutorials.packs import PACKS

SEEDS = Path(__file__).resolve().parents[3] / "shared" / "seeds"
MIN_WORDS = 8
MIN_RATIO = 0.85
# Pages that are not ours to check, or not pages: saved sheets, posts, static files.
SKIP = re.compile(r"^/(en/)?(static/|[a-z]+/kotisaannot/.+|[a-z]+/tietovisa/\d+/vastaa/)")
# Elements whose text does not reach a reader as prose.
HIDDEN = frozenset({"script", "style", "template", "svg", "head"})
# Elements that end a sentence where they open or close (a heading, a cell, an item).
BLOCKS = frozenset(
    "address article aside blockquote br caption dd details div dl dt fieldset figcaption "
    "figure footer form h1 h2 h3 h4 h5 h6 header hr label legend li main nav ol option p "
    "pre section select summary table td th tr ul".split()
)
VOID = frozenset("area base br col embed hr img input link meta source track wbr".split())


class _Text(HTMLParser):
    """The visible text of a page in blocks, and its links."""

    def __init__(self) -> None:
        super().__init__()
        self.blocks: list[str] = [""]
        self.links: list[str] = []
        self.hidden = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "a":
            href = dict(attrs).get("href")
            if href:
                self.links.append(href)
        if tag in HIDDEN:
            self.hidden += 1
        if tag in BLOCKS:
            self.blocks.append("")

    def handle_endtag(self, tag: str) -> None:
        if tag in HIDDEN and self.hidden:
            self.hidden -= 1
        if tag in BLOCKS:
            self.blocks.append("")

    def handle_data(self, data: str) -> None:
        if not self.hidden:
            self.blocks[-1] += data


def words(sentence: str) -> list[str]:
    """The sentence in lower case, split into words, punctuation dropped."""
    return re.findall(r"[^\W_]+", sentence.lower())


def sentences(text: str) -> list[str]:
    """Sentences of a block of text: split after . ! ? : ; and at blank lines."""
    parts = re.split(r"(?<=[.!?:;])\s+|\n\s*\n", text)
    return [" ".join(part.split()) for part in parts if part.strip()]


def _seed_sentences() -> list[str]:
    found: list[str] = []
    for path in sorted(SEEDS.glob("*.txt")):
        text = path.read_text(encoding="utf-8")
        # A line of the source is a heading, an item or a paragraph: each ends a sentence.
        for line in text.splitlines():
            found += sentences(line)
    return found


def _stems(sentence_words: Iterable[str]) -> set[str]:
    return {word[:4] for word in sentence_words}


class Seeds:
    """The source sentences, indexed by word stem for a quick first pass."""

    def __init__(self, seed_sentences: Iterable[str]) -> None:
        self.normal: list[str] = []
        self.stems: list[set[str]] = []
        self.index: dict[str, list[int]] = defaultdict(list)
        for sentence in seed_sentences:
            sentence_words = words(sentence)
            if len(sentence_words) < MIN_WORDS - 2:
                continue
            number = len(self.normal)
            self.normal.append(" ".join(sentence_words))
            self.stems.append(_stems(sentence_words))
            for stem in self.stems[-1]:
                self.index[stem].append(number)

    def near_copy(self, sentence: str) -> str | None:
        """The seed sentence this one nearly copies, or None."""
        sentence_words = words(sentence)
        if len(sentence_words) < MIN_WORDS:
            return None
        normal = " ".join(sentence_words)
        stems = _stems(sentence_words)
        shared: dict[int, int] = defaultdict(int)
        for stem in stems:
            for number in self.index.get(stem, ()):
                shared[number] += 1
        for number, count in shared.items():
            # 85 % alike by characters leaves most word stems in common.
            if count < 0.5 * max(len(stems), len(self.stems[number])):
                continue
            matcher = SequenceMatcher(None, normal, self.normal[number], autojunk=False)
            if (
                matcher.real_quick_ratio() >= MIN_RATIO
                and matcher.quick_ratio() >= MIN_RATIO
                and matcher.ratio() >= MIN_RATIO
            ):
                return self.normal[number]
        return None


@pytest.fixture(scope="module")
def seeds() -> Seeds:
    return Seeds(_seed_sentences())


# Each game's pages without arguments: the home page links most, not all of them.
GAME_PAGES = ("examples", "game", "house_rules", "quiz", "play")


def _starts() -> list[str]:
    starts = []
    for lang in ("fi", "en"):
        with translation.override(lang):
            starts.append(reverse("tutorials:home"))
            for slug, pack in PACKS.items():
                names = [page.url_name for page in pack.pages] + list(GAME_PAGES)
                starts += [reverse(f"{slug}:{name}") for name in names]
    return starts


def crawl(client: Client, starts: Iterable[str]) -> dict[str, list[str]]:
    """Every internal page reachable from ``starts``: URL -> its sentences."""
    pages: dict[str, list[str]] = {}
    queue = list(starts)
    seen = set(queue)
    while queue:
        url = queue.pop()
        response = client.get(url)
        assert response.status_code == 200, url
        if not response["Content-Type"].startswith("text/html"):
            continue
        parser = _Text()
        parser.feed(response.content.decode())
        parser.close()
        pages[url] = [s for block in parser.blocks for s in sentences(block)]
        if urlsplit(url).query:
            continue  # a step or a round: read, not crawled further
        for href in parser.links:
            parts = urlsplit(urljoin(url, href))
            if parts.scheme or parts.netloc:
                continue
            target = parts.path + (f"?{parts.query}" if parts.query else "")
            if target not in seen and not SKIP.match(parts.path):
                seen.add(target)
                queue.append(target)
    return pages


@pytest.fixture(scope="module")
def site(django_db_setup: None, django_db_blocker: DjangoDbBlocker) -> dict[str, list[str]]:
    # In a transaction rolled back: figures the crawl's pages store stay out of later tests.
    with django_db_blocker.unblock(), transaction.atomic():
        pages = crawl(Client(), _starts())
        transaction.set_rollback(True)
    return pages


def test_seeds_found_in_the_shared_folder(seeds: Seeds) -> None:
    assert len(seeds.normal) > 300


def test_near_copy_found_when_a_seed_sentence_changes_one_word(seeds: Seeds) -> None:
    copied = "Pelin kulku on käänteinen useimpiin korttipeleihin verrattuna, hyvin."
    assert seeds.near_copy(copied) == (
        "pelin kulku on käänteinen useimpiin korttipeleihin verrattuna"
    )


def test_near_copy_none_when_the_sentence_is_short(seeds: Seeds) -> None:
    assert seeds.near_copy("Sekoita pakka huolellisesti.") is None


def test_near_copy_none_when_the_sentence_is_our_own(seeds: Seeds) -> None:
    own = "Kortit levitetään pöydälle kehäksi niin, että jokaisen voi nostaa erikseen."
    assert seeds.near_copy(own) is None


def test_crawl_reaches_every_kind_of_page(site: dict[str, list[str]]) -> None:
    paths = {urlsplit(url).path for url in site} | set(site)
    for path in (
        "/",
        "/en/",
        "/sika/",
        "/en/sika/lisaa/",
        "/sika/esimerkit/",
        "/en/sika/esimerkit/jumitus/",
        "/sika/tietovisa/",
        "/sika/kotisaannot/",
        "/sika/peli/",
        "/sika/pelaa/",
        "/en/sika/esimerkit/jumitus/?step=1",
    ):
        assert path in paths, path


def test_own_words_no_page_sentence_nearly_copies_a_source_sentence(
    site: dict[str, list[str]], seeds: Seeds
) -> None:
    first_url: dict[str, str] = {}
    for url, page_sentences in site.items():
        for sentence in page_sentences:
            first_url.setdefault(sentence, url)
    copies = sorted(
        f"{url}: {sentence!r} ~ {seed!r}"
        for sentence, url in first_url.items()
        if (seed := seeds.near_copy(sentence)) is not None
    )
    assert copies == []
