"""The spelling gate: every Finnish page's text is spelt as Voikko spells Finnish.

Every Finnish page the home page and each game's pages link to (rules pages,
rules cards, readings, the examples and their moments, any-game, play's
start, the quiz's start and rounds, the checklist), plus for every game a
game in play and a saved sheet, is read as a visitor reads it: the visible
text, leaving out what is marked as another language (``lang="en"``). Each
word must be known to Voikko (Debian's ``libvoikko1`` and ``voikko-fi``,
through the ``libvoikko`` binding of requirements-test.txt), or be one of the
reviewed words below: the card table's own words and the players' names.
"""

import re
from html.parser import HTMLParser

import libvoikko
import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation

import games
from tests.tutorials.test_own_words import GAME_PAGES, crawl
from tutorials.packs import PACKS

# Reviewed: words a Finnish card table uses that Voikko's dictionary lacks. Each was
# read in its sentences; none is a misspelling of a dictionary word.
TABLE_WORDS = frozenset(
    # card ranks as players say them (kasi = eight, ysi = nine), in the cases used; a
    # suit may stand before them ("ristikasi")
    "kasi kasin kasit kasia kaseja kasissa kasista kaseista kasien kasille kasiin kasilla "
    "kasiparilla ysi ysin ysit ysiä yseja ysissä ysistä ysille ysiin ysillä ysiparilla "
    # "pas", "passata": the guild's word for passing; "kiltis": the guild's club room
    "pas passaa passata passasi passaavat passanneet kiltis kiltiksellä kiltiksessä "
    # the game sika keeps its k when inflected, as players say it (the animal: siassa);
    # the card game Paskahousu
    "sikassa sikasta perussikassa perussikasta paskahousussa "
    # the siantappo guild's own word for its gilded trophy, explained where it is used
    "kullitetuksi kullitettu "
    # "kiltis": the guild's room, where siantappo is played
    "kiltiksellä "
    # foreign games named on the pages (Big Two, Tiến Lên, Pig, Crazy Eights, Go Fish), the
    # print key (Ctrl+P)
    "big two tiến lên lêniä pig pigistä crazy eightsin go fishin ctrl".split()
)
SUITS = ("pata", "hertta", "ruutu", "risti", "jokeri")
# The names of the examples' and computer's players (Voikko knows most first names).
NAMES = frozenset({"aino", "eero", "liisa", "onni", "helmi", "väinö", "kerttu"})
# An address or a token (a saved sheet shows its own) is not a word.
NOT_TEXT = re.compile(r"\S*(?:://|/)\S*")
QUIZ_SEEDS = (1, 2, 3, 4, 5, 6)
RANDOM_ROUND = re.compile(r"/tietovisa/\d+/")
WORD = re.compile(r"(?<![\w:])[^\W\d_]+(?:-[^\W\d_]+)*")
HIDDEN = frozenset({"script", "style", "template", "svg", "head"})
VOID = frozenset("area base br col embed hr img input link meta source track wbr".split())


class _Finnish(HTMLParser):
    """The visible text of a page, leaving out elements in another language."""

    def __init__(self) -> None:
        super().__init__()
        self.text: list[str] = []
        self.open: list[tuple[str, bool]] = []  # (tag, hidden from the check)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in VOID:
            return
        lang = dict(attrs).get("lang")
        other = tag in HIDDEN or (lang is not None and not lang.startswith("fi"))
        self.open.append((tag, other or any(hidden for _, hidden in self.open[-1:])))

    def handle_endtag(self, tag: str) -> None:
        while self.open:
            if self.open.pop()[0] == tag:
                break

    def handle_data(self, data: str) -> None:
        if not (self.open and self.open[-1][1]):
            self.text.append(data)


def finnish_words(html: str) -> set[str]:
    parser = _Finnish()
    parser.feed(html)
    parser.close()
    return set(WORD.findall(NOT_TEXT.sub(" ", " ".join(parser.text))))


def known(voikko: libvoikko.Voikko, word: str) -> bool:
    """Voikko knows it, it is a reviewed word, or letters spelt out ("S-I-K-A")."""
    lower = word.lower()
    if len(word) == 1 or lower in TABLE_WORDS or lower in NAMES or voikko.spell(word):
        return True
    if "-" in word:
        return all(known(voikko, part) for part in word.split("-"))
    return any(lower.startswith(suit) and lower[len(suit) :] in TABLE_WORDS for suit in SUITS)


def misspelt(voikko: libvoikko.Voikko, words: set[str]) -> set[str]:
    return {word for word in words if not known(voikko, word)}


def test_misspelt_finds_a_misspelling_and_passes_table_words() -> None:
    voikko = libvoikko.Voikko("fi")
    words = finnish_words(
        '<p>Pelaa kasi ja <span lang="en">Sevens</span> herttakuninkaan '
        "Liisalle, S-I-K-A, Pelaaja 4:llä on pataäsä ja ristikasi. https://x.fi/a/QzY</p>"
    )
    assert misspelt(voikko, words) == {"pataäsä"}


def _extra_pages(client: Client) -> list[str]:
    """Quiz rounds, a game in play and a saved sheet of every game.

    The quiz's start links to a round of a random seed: these rounds are fixed.
    """
    urls = []
    with translation.override("fi"):
        for slug, pack in PACKS.items():
            urls += [reverse(f"{slug}:quiz_round", args=[seed]) for seed in QUIZ_SEEDS]
            play = reverse(f"{slug}:play")
            game = games.find_game(pack.engine)
            start = {
                "start": "1",
                "preset": next(iter(pack.words.presets)),
                "players": str(game.min_players),
                "policy": next(iter(pack.words.policies)),
            }
            response = client.get(play, start)
            assert response.status_code == 303, slug
            urls.append(response["Location"])
            checklist = reverse(f"{slug}:house_rules")
            page = client.get(
                checklist, {"preset": start["preset"], "step": "save"}
            ).content.decode()
            form = dict(re.findall(r'type="hidden" name="([^"]+)" value="([^"]*)"', page))
            saved = client.post(checklist, {**form, "name": "Mökin säännöt"})
            assert saved.status_code == 302, slug
            urls.append(saved["Location"])
    return urls


@pytest.fixture
def finnish_pages(db: None) -> dict[str, str]:
    client = Client()
    starts = [reverse("tutorials:home")]
    with translation.override("fi"):
        for slug, pack in PACKS.items():
            names = [page.url_name for page in pack.pages] + list(GAME_PAGES)
            starts += [reverse(f"{slug}:{name}") for name in names]
    crawled = crawl(client, starts)
    pages = {
        url: client.get(url).content.decode()
        for url in crawled
        if not url.startswith("/en/") and not RANDOM_ROUND.search(url)
    }
    for url in _extra_pages(client):
        response = client.get(url)
        assert response.status_code == 200, url
        pages[url] = response.content.decode()
    return pages


def test_finnish_pages_cover_every_kind_of_page(finnish_pages: dict[str, str]) -> None:
    kinds = {"/esimerkit/", "/peli/", "/pelaa/?t=", "/tietovisa/", "/kotisaannot/", "/tulkinnat/"}
    for slug in PACKS:
        found = {
            kind for kind in kinds for url in finnish_pages if url.startswith(f"/{slug}{kind}")
        }
        assert found == kinds, slug
    assert "/" in finnish_pages


def test_finnish_pages_spelt_as_voikko_or_reviewed_words(finnish_pages: dict[str, str]) -> None:
    voikko = libvoikko.Voikko("fi")
    unknown: dict[str, list[str]] = {}
    for url, html in sorted(finnish_pages.items()):
        for word in sorted(misspelt(voikko, finnish_words(html))):
            unknown.setdefault(word, []).append(url)
    assert {word: urls[:2] for word, urls in unknown.items()} == {}
