"""The worked-example pages and the any-game page: every step, both languages, bad input."""

import gzip
import re
from pathlib import Path

import pytest
from django.contrib.staticfiles import finders
from django.core.cache import caches
from django.test import Client
from django.utils import translation
from django.utils.html import escape

from tests.html import assert_valid_html, attributes, html_lang, texts
from tutorials.any_game import game_url
from tutorials.examples import Example
from tutorials.packs import PACKS
from tutorials.packs.sika.examples import EXAMPLE_SET
from tutorials.stepper import recording

LANGUAGES = [("fi", ""), ("en", "/en")]
STEP = {"fi": "Vaihe {} / {}", "en": "Step {} / {}"}
HTMX = {"HX-Request": "true"}
OOB_NARRATION = ' hx-swap-oob="innerHTML"'
OOB_TABLES = ' hx-swap-oob="true"'


def _narration(page: str) -> list[str]:
    """The sentences of the narration region."""
    found = re.search(r'<div id="narration"[^>]*>(.*?)</div>', page, re.S)
    assert found is not None
    return texts(found.group(1), "p")


def _url(prefix: str, slug: str, step: int | None = None) -> str:
    query = "" if step is None else f"?step={step}"
    return f"{prefix}/sika/esimerkit/{slug}/{query}"


@pytest.mark.parametrize(("lang", "prefix"), LANGUAGES)
@pytest.mark.parametrize("example", EXAMPLE_SET.all, ids=lambda e: e.slug)
def test_example_every_step_full_page_and_partial(
    client: Client, example: Example, lang: str, prefix: str
) -> None:
    # Plain string checks: this renders a few thousand pages.
    total = EXAMPLE_SET.total(example)
    with translation.override(lang):
        title = f"<h1>{escape(example.title)}</h1>"
    for step in range(total + 1):
        response = client.get(_url(prefix, example.slug, step))
        page = response.content.decode()
        count = f'<span class="step-count">{STEP[lang].format(step, total)}</span>'
        assert response.status_code == 200, step
        assert page.startswith(f'<!DOCTYPE html>\n\n<html lang="{lang}">'), step
        assert (title in page, page.count(count)) == (True, 1), step
        partial = client.get(_url(prefix, example.slug, step), headers=HTMX)
        fragment = partial.content.decode()
        assert partial.status_code == 200
        assert fragment.startswith('<nav id="step-controls"'), step
        assert ("<html" in fragment, "<h1" in fragment, fragment.count(count)) == (False, False, 1)
        # The partial is the full page's stepper, marked for out-of-band swaps.
        assert fragment.replace(OOB_NARRATION, "").replace(OOB_TABLES, "").strip() in page
        assert partial.headers["Vary"].split(", ")[0] == "HX-Request"


@pytest.mark.parametrize(("lang", "prefix"), LANGUAGES)
def test_example_index_lists_every_example(client: Client, lang: str, prefix: str) -> None:
    response = client.get(f"{prefix}/sika/esimerkit/")
    page = response.content.decode()
    assert response.status_code == 200
    assert html_lang(page) == lang
    index = f"{prefix}/sika/esimerkit/"
    links = [a["href"] or "" for a in attributes(page, "a")]
    assert [link for link in links if link.startswith(index) and link != index] == [
        f"{prefix}/sika/esimerkit/{example.slug}/" for example in EXAMPLE_SET.all
    ]
    assert f'href="{prefix}/sika/peli/?preset=perussika&amp;players=4&amp;seed=0"' in page


def test_example_page_finnish_words(client: Client) -> None:
    # The turn's number is told with its first draw, not on a step of its own.
    page = client.get("/sika/esimerkit/aino-eero-liisa/?step=1").content.decode()
    assert texts(page, "h1") == ["Aino, Eero ja Liisa: kolme ensimmäistä vuoroa"]
    assert _narration(page) == [
        "Vuoro 1: Aino etsii herttaa. "
        "Aino nostaa renkaasta: patakuningas – ei sovi, joten se jää käteen."
    ]
    labels = [a["aria-label"] for a in attributes(page, "span") if a.get("role") == "img"]
    assert labels == ["herttaysi", "patakuningas"]


def test_example_page_english_words(client: Client) -> None:
    page = client.get("/en/sika/esimerkit/aino-eero-liisa/?step=1").content.decode()
    assert _narration(page) == [
        "Turn 1: Aino looks for hearts. "
        "Aino draws the king of spades from the ring: no match, so it goes into the hand."
    ]
    labels = [a["aria-label"] for a in attributes(page, "span") if a.get("role") == "img"]
    assert labels == ["nine of hearts", "king of spades"]


def test_example_page_controls_and_live_region(client: Client) -> None:
    page = client.get("/en/sika/esimerkit/keskella-risti-8/?step=3").content.decode()
    links = {
        a.get("id"): a for a in attributes(page, "a") if (a.get("id") or "").startswith("step")
    }
    assert {key: (a["href"], a["hx-get"]) for key, a in links.items()} == {
        "step-first": ("?step=0", "?step=0"),
        "step-prev": ("?step=2", "?step=2"),
        "step-next": ("?step=4", "?step=4"),
        "step-last": ("?step=5", "?step=5"),
    }
    assert re.findall(r"<div id=\"narration\"[^>]*>", page) == [
        '<div id="narration" class="narration" aria-live="polite">'
    ]
    partial = client.get("/en/sika/esimerkit/keskella-risti-8/?step=3", headers=HTMX)
    assert re.findall(r"<div id=\"[a-z-]+\"[^>]*>", partial.content.decode()) == [
        '<div id="narration" class="narration" aria-live="polite" hx-swap-oob="innerHTML">',
        '<div id="step-tables" class="step-tables" hx-swap-oob="true">',
    ]


def test_example_first_step_has_no_back_links(client: Client) -> None:
    page = client.get("/en/sika/esimerkit/keskella-risti-8/").content.decode()
    ids = [a.get("id") for a in attributes(page, "a") if a.get("id")]
    assert ids == ["step-next", "step-last"]


def test_example_last_step_has_no_forward_links(client: Client) -> None:
    page = client.get("/en/sika/esimerkit/keskella-risti-8/?step=5").content.decode()
    ids = [a.get("id") for a in attributes(page, "a") if a.get("id")]
    assert ids == ["step-first", "step-prev"]
    assert "(The example stops here; the game would go on.)" in texts(page, "em")


def test_example_compare_page_shows_both_games(client: Client) -> None:
    page = client.get("/en/sika/esimerkit/kiista-loydetty-kortti/?step=3").content.decode()
    assert texts(page, "h2")[:2] == ["Played", "Kept"]
    assert [t for t in texts(page, "strong") if t in ("Played:", "Kept:")] == [
        "Played:",
        "Kept:",
    ]


def test_example_compare_page_shorter_game_ended(client: Client) -> None:
    # Cut to its window and stepped by turn: 133 page steps, the played game ends at 100.
    url = "/en/sika/esimerkit/kiista-loydetty-kortti/?step=133"
    page = client.get(url).content.decode()
    assert texts(page, "em") == ["(This game ended at step 100.)"]


def test_example_moments_link_to_steps(client: Client) -> None:
    page = client.get("/en/sika/esimerkit/jumitus/").content.decode()
    moments = [a for a in attributes(page, "a") if a.get("hx-target") and not a.get("id")]
    step = 9  # the window starts three turns before the deadlock's first empty turn
    assert [(a["href"], a["hx-get"], texts(page, "a")) for a in moments][0][:2] == (
        f"?step={step}",
        f"?step={step}",
    )
    # The moment starts at the round's first empty turn, not at its announcement.
    deadlock = client.get(f"/en/sika/esimerkit/jumitus/?step={step}").content.decode()
    assert _narration(deadlock) == [
        "Turn 35: Liisa looks for spades. Liisa draws the six of diamonds from the draw pile: "
        "no match, so it goes into the hand."
    ]
    told = client.get(f"/en/sika/esimerkit/jumitus/?step={step + 8}").content.decode()
    assert _narration(told)[0].startswith("Nobody has played a card for a whole round")


def test_example_links_to_rules_sections(client: Client) -> None:
    page = client.get("/en/sika/esimerkit/tyhja-kasi/").content.decode()
    hrefs = [a["href"] for a in attributes(page, "a")]
    assert "/en/sika/#tyhja-kasi" in hrefs
    assert "/en/sika/kotiversio/#poistuminen" in hrefs


def test_example_history_restore_gets_full_page(client: Client) -> None:
    headers = {**HTMX, "HX-History-Restore-Request": "true"}
    page = client.get("/sika/esimerkit/tyhja-kasi/?step=4", headers=headers).content.decode()
    assert html_lang(page) == "fi"


@pytest.mark.parametrize(("lang", "prefix"), LANGUAGES)
@pytest.mark.parametrize(
    ("query", "status"),
    [
        ("?step=-1", 400),
        ("?step=abc", 400),
        ("?step=1.5", 400),
        ("?step=23", 400),
        ("?step=99999", 400),
        ("?step=" + "9" * 60, 400),
    ],
)
def test_example_bad_step(client: Client, lang: str, prefix: str, query: str, status: int) -> None:
    response = client.get(f"{prefix}/sika/esimerkit/aino-eero-liisa/{query}")
    page = response.content.decode()
    assert response.status_code == status
    assert html_lang(page) == lang
    expected = {
        ("fi", 400): "Virheellinen pyyntö",
        ("en", 400): "Bad request",
        ("fi", 404): "Ei löytynyt",
        ("en", 404): "Not found",
    }
    assert texts(page, "h1") == [expected[(lang, status)]]


def test_example_step_empty_is_the_deal_and_spaces_are_trimmed(client: Client) -> None:
    # As every Django form reads a number: an empty value is no value, spaces go.
    empty = client.get("/en/sika/esimerkit/aino-eero-liisa/?step=").content.decode()
    spaced = client.get("/en/sika/esimerkit/aino-eero-liisa/?step=%20%203").content.decode()
    counts = [[t for t in texts(page, "span") if t.startswith("Step")] for page in (empty, spaced)]
    assert counts == [["Step 0 / 16"], ["Step 3 / 16"]]


def test_example_bad_step_says_what_was_wrong(client: Client) -> None:
    fi = client.get("/sika/esimerkit/aino-eero-liisa/?step=x").content.decode()
    en = client.get("/en/sika/esimerkit/aino-eero-liisa/?step=99").content.decode()
    assert texts(fi, "p")[0] == "Vaihe: Syötä kokonaisluku."
    assert texts(en, "p")[0] == "Step: Ensure this value is less than or equal to 16."


def test_example_page_cacheable_without_cookies(client: Client) -> None:
    for url in ("/sika/esimerkit/", "/sika/esimerkit/tyhja-kasi/?step=4", "/sika/peli/?step=2"):
        response = client.get(url)
        assert (
            response.status_code,
            response.headers["Cache-Control"],
            response.headers["Vary"],
            dict(response.cookies),
        ) == (
            200,
            "public, max-age=3600",
            "HX-Request, HX-History-Restore-Request, Accept-Language",
            {},
        ), url


def test_example_page_etag_answers_304(client: Client) -> None:
    first = client.get("/en/sika/esimerkit/tyhja-kasi/?step=4")
    again = client.get(
        "/en/sika/esimerkit/tyhja-kasi/?step=4", headers={"If-None-Match": first.headers["ETag"]}
    )
    assert (first.status_code, again.status_code, again.content) == (200, 304, b"")


def test_example_page_cached_per_language_and_htmx(client: Client) -> None:
    url = "/sika/esimerkit/tyhja-kasi/?step=4"
    fi, en = client.get(url), client.get("/en" + url)
    partial = client.get(url, headers=HTMX)
    assert (
        fi.content.decode().startswith('<!DOCTYPE html>\n\n<html lang="fi">'),
        en.content.decode().startswith('<!DOCTYPE html>\n\n<html lang="en">'),
        partial.content.decode().startswith('<nav id="step-controls"'),
        client.get(url).content == fi.content,
    ) == (True, True, True, True)


def test_example_steps_read_from_one_recording(client: Client) -> None:
    # Linear: a page per step is a lookup in the game's one recording, not a replay.
    caches["default"].clear()
    recording.cache_clear()
    total = EXAMPLE_SET.total(EXAMPLE_SET.all[0])
    for step in range(total + 1):
        assert (
            client.get(f"/en/sika/esimerkit/{EXAMPLE_SET.all[0].slug}/?step={step}").status_code
            == 200
        )
    assert recording.cache_info().misses == len(EXAMPLE_SET.all[0].games)


def test_example_unknown_slug_404(client: Client) -> None:
    response = client.get("/en/sika/esimerkit/no-such-example/")
    assert (response.status_code, texts(response.content.decode(), "h1")) == (
        404,
        ["Page not found"],
    )


def test_example_post_not_allowed(client: Client) -> None:
    assert client.post("/sika/esimerkit/tyhja-kasi/").status_code == 405


# ---------------------------------------------------------------------------
# Any game, any rules


def test_game_url_helper_exact() -> None:
    with translation.override("fi"):
        assert game_url(PACKS["sika"], "kotiversio", {"max_draws": 3}, 4, 7) == (
            "/sika/peli/?preset=kotiversio&players=4&seed=7&max_draws=3"
        )
        # Values equal to the preset's are left out; booleans and None are spelled out.
        assert game_url(
            PACKS["sika"],
            "perussika",
            {"hand_free_card": False, "dug_card": "play", "max_draws": None},
            3,
            0,
        ) == ("/sika/peli/?preset=perussika&players=3&seed=0&hand_free_card=false")
    with translation.override("en"):
        assert game_url(PACKS["sika"], "vari", None, 2, 5, policy="random", step=3) == (
            "/en/sika/peli/?preset=vari&players=2&seed=5&policy=random&step=3"
        )


def test_game_page_default(client: Client) -> None:
    response = client.get("/sika/peli/")
    page = response.content.decode()
    assert response.status_code == 200
    assert texts(page, "h1") == ["Mikä tahansa peli, mitkä tahansa säännöt"]
    assert [t for t in texts(page, "strong") if t.startswith("Pelaaja")] == [
        "Pelaaja 1",
        "Pelaaja 2",
        "Pelaaja 3",
        "Pelaaja 4",
    ]


def test_game_page_replays_exactly_and_links_keep_the_rules(client: Client) -> None:
    url = "/en/sika/peli/?preset=kotiversio&players=4&seed=7&max_draws=3&step=12"
    first = client.get(url).content.decode()
    again = client.get(url).content.decode()
    assert first == again
    nexts = [a["href"] for a in attributes(first, "a") if a.get("id") == "step-next"]
    assert nexts == ["?preset=kotiversio&players=4&seed=7&max_draws=3&step=13"]
    assert texts(first, "strong")[-4:] == ["Player 1", "Player 2", "Player 3", "Player 4"]


def test_game_page_htmx_gets_partial(client: Client) -> None:
    response = client.get("/sika/peli/?preset=vari&players=3&seed=2&step=5", headers=HTMX)
    assert response.content.decode().startswith('<nav id="step-controls"')


def test_game_page_two_decks_sixteen_players(client: Client) -> None:
    url = "/en/sika/peli/?preset=perussika&players=16&seed=1&decks=2&step=0"
    page = client.get(url).content.decode()
    assert "103 cards left" in texts(page, "dd")[0]
    assert len([t for t in texts(page, "strong") if t.startswith("Player")]) == 16


def test_game_page_home_version_crowded_note(client: Client) -> None:
    page = client.get("/en/sika/peli/?preset=kotiversio&players=7").content.decode()
    assert "“The home version” is written for 2 to 6 players; the game is dealt anyway." in texts(
        page, "p"
    )


@pytest.mark.parametrize(
    ("query", "message"),
    [
        (
            "preset=nope",
            "Rules: Choose one of: perussika, kotiversio, vari, ilman_kasivaihetta, "
            "kaksivaiheinen.",
        ),
        ("players=1", "Players: Ensure this value is greater than or equal to 2."),
        ("players=9", "Players: These rules take 2 to 8 players."),
        ("players=17&decks=2", "Players: Ensure this value is less than or equal to 16."),
        ("players=x", "Players: Enter a whole number."),
        ("seed=abc", "Deal number: Enter a whole number."),
        ("seed=-4", "Deal number: Ensure this value is greater than or equal to 0."),
        (
            "seed=1000000000",
            "Deal number: Ensure this value is less than or equal to 999999999.",
        ),
        ("match=shape", "A card matches by: Choose one of: suit, colour."),
        ("max_draws=11", "Draws per search: Choose one of: none, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10."),
        ("decks=3", "Decks: Ensure this value is less than or equal to 2."),
        ("hand_phase=maybe", "Hand phase: Choose one of: true, false."),
        (
            "max_turns=6000",
            "Stop after at most this many turns: Ensure this value is less than or equal to 5000.",
        ),
        (
            "policy=cheat",
            "The players' level: Choose one of: aloittelija, taitava.",
        ),
        ("step=x", "Step: Enter a whole number."),
        ("step=100000", "Step: Ensure this value is less than or equal to 163."),
        ("match=" + "x" * 100_000, "A card matches by: Choose one of: suit, colour."),
    ],
)
def test_game_page_bad_input(client: Client, query: str, message: str) -> None:
    response = client.get(f"/en/sika/peli/?{query}")
    page = response.content.decode()
    assert (response.status_code, texts(page, "p")[0]) == (400, message)


def test_game_page_bad_input_in_finnish(client: Client) -> None:
    response = client.get("/sika/peli/?players=9")
    assert response.status_code == 400
    assert texts(response.content.decode(), "p")[0] == (
        "Pelaajat: Näillä säännöillä pelaa 2–8 pelaajaa."
    )


def test_game_page_unknown_parameters_ignored(client: Client) -> None:
    assert client.get("/sika/peli/?utm_source=x&players=3").status_code == 200


def test_game_page_every_preset_and_option_value_renders(client: Client) -> None:
    queries = [f"preset={preset}" for preset in ("perussika", "kotiversio", "vari")]
    queries += ["preset=ilman_kasivaihetta", "preset=kaksivaiheinen"]
    queries += [
        "match=colour",
        "max_draws=none",
        "max_draws=1",
        "hand_phase=false",
        "hand_source=recycle",
        "dug_card=keep",
        "hand_free_card=false",
        "stalemate=free_lead",
        "two_phase=true",
        "max_turns=20",
        "policy=random",
        "policy=heuristic",
    ]
    for query in queries:
        response = client.get(f"/sika/peli/?{query}&step=30")
        assert response.status_code == 200, query


def test_game_page_last_step_shows_result(client: Client) -> None:
    response = client.get("/en/sika/peli/?preset=perussika&players=3&seed=4")
    page = response.content.decode()
    last = [a["href"] for a in attributes(page, "a") if a.get("id") == "step-last"][0]
    end = client.get(f"/en/sika/peli/{last}").content.decode()
    assert [p for p in texts(end, "p") if p.endswith(" is the sika.")] != []


# ---------------------------------------------------------------------------
# Valid HTML and lightness


def test_example_pages_valid_html(client: Client) -> None:
    documents = []
    for _lang, prefix in LANGUAGES:
        documents.append(client.get(f"{prefix}/sika/esimerkit/").content.decode())
        documents.append(
            client.get(f"{prefix}/sika/peli/?players=5&seed=3&step=40").content.decode()
        )
        documents.append(client.get(f"{prefix}/sika/esimerkit/tyhja-kasi/?step=x").content.decode())
        for example in EXAMPLE_SET.all:
            total = EXAMPLE_SET.total(example)
            for step in sorted({0, 1, total // 3, total // 2, total - 1, total}):
                documents.append(client.get(_url(prefix, example.slug, step)).content.decode())
    assert_valid_html(*documents)


def _static_size(path: str, gzipped: bool) -> int:
    found = finders.find(path)
    assert isinstance(found, str)
    data = Path(found).read_bytes()
    return len(gzip.compress(data)) if gzipped else len(data)


@pytest.mark.parametrize("example", EXAMPLE_SET.all, ids=lambda e: e.slug)
def test_example_first_visit_under_100_kb(client: Client, example: Example) -> None:
    response = client.get(_url("", example.slug, EXAMPLE_SET.total(example)))
    page = response.content.decode()
    assets = re.findall(r'<link rel="stylesheet" href="([^"]+)"', page)
    assets += re.findall(r'<script src="([^"]+)"', page)
    assert sorted(assets) == [
        "/static/django_htmx/htmx-2.min.js",
        "/static/tutorials/examples.css",
        "/static/tutorials/examples.js",
        "/static/tutorials/offline.js",
        "/static/tutorials/site.css",
        "/static/tutorials/table.css",
    ]
    # No compression is set up, so count the bytes as they are sent.
    gzipped = response.get("Content-Encoding") == "gzip"
    size = len(response.content) + sum(
        _static_size(asset.removeprefix("/static/"), gzipped) for asset in assets
    )
    assert size < 100_000, size
