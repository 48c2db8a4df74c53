"""What a newcomer meets first, in every game: the computer players as three levels in
words, the rules play starts from (named and linked), a start path on the home page,
and no words from the inside (seeds, round numbers, strategy names, "Guest")."""

import re
from pathlib import Path

import pytest
from django.test import Client

from games.core import LEVELS
from games.registry import find_game
from tests.contract.expected import expected
from tests.html import attributes, texts
from tutorials import play
from tutorials.packs import PACKS
from tutorials.play.setup import capped

GAMES = list(PACKS)
OLD_POLICIES = {"lowest": "aloittelija", "random": "aloittelija", "heuristic": "taitava"}
# Each game's play preset (measured with benchmarks/decisions.py: 400 games, 4 players,
# Taitava: the family preset giving the visitor the most real decisions), the address of
# its rules, and the home page's start path: tests/contract/expected/<game>.py.
PLAY_PRESETS = {slug: expected(slug).play_preset for slug in GAMES}
RULES_LINKS = {slug: expected(slug).play_rules_link for slug in GAMES}
START_PATHS = {slug: expected(slug).start_path for slug in GAMES}
# The computer styles' former labels, in both languages: no page shows them.
OLD_LABELS = (
    "The lowest card first",
    "At random",
    "As the strategy tips advise",
    "The weakest play first",
    "Saving twos and bombs",
    "Pienin kortti ensin",
    "Sattumanvaraisesti",
    "Vinkkien mukaan",
    "Heikoin lyönti ensin",
    "Kakkoset ja pommit säästetään",
)


def _radios(html: str) -> list[dict[str, str | None]]:
    return [a for a in attributes(html, "input") if a.get("name") == "policy"]


def _selected(html: str, select_id: str) -> list[tuple[str, str]]:
    """The selected options of a select: (value, words)."""
    found = re.search(rf'<select[^>]*id="{select_id}".*?</select>', html, re.S)
    assert found is not None
    return re.findall(r'<option value="([^"]*)" selected>([^<]*)</option>', found.group(0))


def test_levels_are_the_engine_levels() -> None:
    assert LEVELS == ("aloittelija", "taitava", "mestari")


@pytest.mark.parametrize("slug", GAMES)
def test_levels_every_level_offered_is_an_engine_policy(slug: str) -> None:
    game = find_game(PACKS[slug].engine)
    offered = [level.key for level in PACKS[slug].words.levels]
    assert offered == ["aloittelija", "taitava", "mestari"]
    assert [key for key in PACKS[slug].words.policies if key not in game.policies] == []


@pytest.mark.parametrize("slug", GAMES)
def test_levels_play_start_offers_three_levels_taitava_chosen(client: Client, slug: str) -> None:
    html = client.get(f"/{slug}/pelaa/").content.decode()
    radios = _radios(html)
    assert [r["value"] for r in radios] == ["aloittelija", "taitava", "mestari"]
    assert [r["value"] for r in radios if "checked" in r] == ["taitava"]
    names = [
        label for label in texts(html, "label") if label in ("Aloittelija", "Taitava", "Mestari")
    ]
    assert names == ["Aloittelija", "Taitava", "Mestari"]


@pytest.mark.parametrize("slug", GAMES)
def test_levels_each_said_in_one_sentence(client: Client, slug: str) -> None:
    html = client.get(f"/en/{slug}/pelaa/").content.decode()
    said = [
        text
        for text in texts(html, "p")
        if text.startswith(("Plays any card", "Thinks ahead"))
        or text == str(PACKS[slug].words.skilled)
    ]
    assert len(said) == 3
    assert said[0] == "Plays any card the rules allow, without a plan."
    assert said[2].endswith("It never peeks at your cards.")


@pytest.mark.parametrize("slug", GAMES)
def test_levels_old_style_names_on_no_page(client: Client, slug: str) -> None:
    pages = [
        client.get(f"{prefix}/{slug}/{path}").content.decode()
        for prefix in ("", "/en")
        for path in ("pelaa/", "peli/", "peli/?policy=heuristic")
    ]
    assert [label for page in pages for label in OLD_LABELS if label in page] == []


@pytest.mark.parametrize("old", list(OLD_POLICIES))
@pytest.mark.parametrize("slug", GAMES)
def test_levels_old_policy_links_still_work(client: Client, slug: str, old: str) -> None:
    any_game = client.get(f"/en/{slug}/peli/?policy={old}")
    start = client.get(f"/en/{slug}/pelaa/?policy={old}")
    started = client.get(
        f"/en/{slug}/pelaa/",
        {"start": "1", "preset": PLAY_PRESETS[slug], "players": "4", "policy": old},
    )
    assert (any_game.status_code, start.status_code, started.status_code) == (200, 200, 303)
    # Shown as its level, and dealt again as it was.
    level = {"aloittelija": "Beginner", "taitava": "Skilled"}[OLD_POLICIES[old]]
    assert _selected(any_game.content.decode(), "game-policy") == [(old, level)]
    checked = [r["value"] for r in _radios(start.content.decode()) if "checked" in r]
    assert checked == [OLD_POLICIES[old]]


@pytest.mark.parametrize("slug", GAMES)
def test_levels_game_begun_with_old_policy_plays_on_named_as_level(
    client: Client, slug: str
) -> None:
    game = find_game(PACKS[slug].engine)
    setup = play.Setup(game.make_rules(game.default_preset, None), 4, 11, "heuristic")
    token = play.game_token(slug, game, setup, ())
    html = client.get(f"/en/{slug}/pelaa/", {"t": token}).content.decode()
    assert "Skilled" in html
    assert "heuristic" not in " ".join(texts(html, "p"))


@pytest.mark.parametrize("slug", GAMES)
def test_levels_any_game_refuses_the_searching_level(client: Client, slug: str) -> None:
    # Every seat of an any-game game plays the level: a search at every decision is
    # more than a page may do.
    response = client.get(f"/en/{slug}/peli/?policy=mestari")
    assert response.status_code == 400
    assert "Choose one of: aloittelija, taitava." in response.content.decode()


@pytest.mark.parametrize("slug", GAMES)
def test_play_preset_chosen_and_its_rules_linked(client: Client, slug: str) -> None:
    html = client.get(f"/en/{slug}/pelaa/").content.decode()
    assert PACKS[slug].words.play_preset == PLAY_PRESETS[slug]
    assert [value for value, _words in _selected(html, "id_preset")] == [PLAY_PRESETS[slug]]
    chosen = re.search(r'<p class="help" id="rules-chosen">(.*?)</p>', html, re.S)
    assert chosen is not None
    assert re.findall(r'href="([^"]+)"', chosen.group(1)) == [RULES_LINKS[slug]]


@pytest.mark.parametrize("slug", GAMES)
def test_play_preset_started_game_uses_it(client: Client, slug: str) -> None:
    start = {"start": "1", "preset": PLAY_PRESETS[slug], "players": "4", "policy": "taitava"}
    response = client.get(f"/{slug}/pelaa/", start)
    assert response.status_code == 303
    game = find_game(PACKS[slug].engine)
    token = response["Location"].split("t=", 1)[1].split("#", 1)[0]
    setup, moves = play.read_token(slug, game, token)
    assert (setup.rules, setup.policy, moves.choices) == (
        capped(game.make_rules(PLAY_PRESETS[slug], None)),
        "taitava",
        (),
    )


@pytest.mark.parametrize("slug", GAMES)
def test_play_preset_every_preset_has_a_rules_section(slug: str) -> None:
    pack = PACKS[slug]
    assert list(pack.words.rules_at) == list(pack.words.presets)
    assert [a for a in pack.words.rules_at.values() if a not in pack.sections] == []


@pytest.mark.parametrize("slug", GAMES)
def test_home_start_path_rules_card_example_game(client: Client, slug: str) -> None:
    html = client.get("/").content.decode()
    card = re.search(rf'<li class="game" id="game-{slug}">.*?</li>\s*</ol>', html, re.S)
    assert card is not None
    path = re.search(r'<ol class="start-path".*?</ol>', card.group(0), re.S)
    assert path is not None
    assert re.findall(r'href="([^"]+)"', path.group(0)) == START_PATHS[slug]
    assert [client.get(href).status_code for href in START_PATHS[slug]] == [200, 200, 200]


def test_quiz_round_shows_no_round_number(client: Client) -> None:
    html = client.get("/sika/tietovisa/87695879/").content.decode()
    shown = " ".join(t for tag in ("h1", "h2", "p", "legend", "label") for t in texts(html, tag))
    assert "87695879" not in shown
    assert "Kierros" not in shown


@pytest.mark.parametrize("slug", GAMES)
def test_any_game_deal_number_folded_away(client: Client, slug: str) -> None:
    html = client.get(f"/{slug}/peli/?seed=41").content.decode()
    folded = re.search(r'<details class="game-deal">.*?</details>', html, re.S)
    assert folded is not None
    assert 'id="game-seed"' in folded.group(0)
    assert "Sekoituksen numero" not in html
    assert texts(folded.group(0), "label") == ["Jaon numero"]
    new_deal = [a["href"] for a in attributes(html, "a") if "seed=42" in (a["href"] or "")]
    assert len(new_deal) == 1


def test_words_visitor_never_a_guest_in_the_source() -> None:
    root = Path(__file__).resolve().parents[2] / "tutorials"
    sources = [
        *root.glob("templates/**/*.html"),
        root / "presenter.py",
        *root.glob("packs/*/presenter.py"),
        *root.glob("packs/*/narration.py"),
        *root.glob("packs/*/labels.py"),
    ]
    assert len(sources) > 50
    found = [
        str(path.relative_to(root))
        for path in sources
        if re.search(r"\bVieras\b|\bGuest\b", path.read_text(encoding="utf-8"))
    ]
    assert found == []
