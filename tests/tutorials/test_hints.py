"""Hints and the costliest choice in play, for every game.

The hint is Mestari's move: it names the card(s), marks their button, says why
with the search's figures and links the rules; the move it names is accepted.
After a game the end summary names the visitor's costliest choice and links
the replay's step where they made it.
"""

import dataclasses
import re

import pytest
from django.test import Client

from games.core import Game
from games.registry import find_game
from tests.contract.expected import expected
from tests.html import assert_valid_html
from tests.tutorials.play_shared import end_page, part
from tutorials import play
from tutorials.packs import PACKS

pytestmark = pytest.mark.django_db

# Seed 0, three players, Taitava computer players, the default rules: the hint at the
# visitor's second decision (after their first move offered), its marked button, and the
# rules section it links. The figures are Mestari's: its search is seeded from the game.
HINTS = sorted(PACKS)  # each game's hint: ``hint`` of tests/contract/expected/<game>.py


def _setup(slug: str, seed: int, players: int) -> tuple[Game, play.Setup]:
    game = find_game(PACKS[slug].engine)
    return game, play.Setup(game.make_rules(game.default_preset, None), players, seed, "taitava")


def _text(html: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", html).split())


def test_hint_cases_cover_every_game() -> None:
    assert sorted(HINTS) == sorted(PACKS)


@pytest.mark.parametrize("slug", HINTS)
def test_hint_names_the_move_marks_its_button_and_links_the_rules(
    client: Client, slug: str
) -> None:
    game, setup = _setup(slug, 0, 3)
    token = play.game_token(slug, game, setup, (0,))
    html = client.get(f"/en/{slug}/pelaa/", {"t": token, "hint": "1"}).content.decode()
    value, sentence, rules = expected(slug).hint
    said = re.search(r'<p class="play-hint">(.*?)</p>', html, re.S)
    assert said is not None
    assert _text(said.group(1)).replace(" .", ".") == sentence
    assert re.findall(r'<div id="play-hint"[^>]* data-choice="([^"]+)"', html) == [value]
    assert re.search(r'class="[^"]*\bhinted\b', html)  # the move's button or cards marked
    assert re.findall(r'<p class="play-hint-rules"><a href="([^"]+)"', html) == [rules]


@pytest.mark.parametrize("slug", HINTS)
def test_hint_move_is_then_accepted(client: Client, slug: str) -> None:
    game, setup = _setup(slug, 0, 3)
    token = play.game_token(slug, game, setup, (0,))
    value = expected(slug).hint[0]
    moved = client.post(f"/en/{slug}/pelaa/", {"t": token, "move": "1", "choice": value})
    assert moved.status_code == 303


@pytest.mark.parametrize("slug", HINTS)
def test_costliest_choice_unsaid_when_every_move_was_taitavas(client: Client, slug: str) -> None:
    game, setup = _setup(slug, 1, 4)
    usual = game.policies["taitava"]
    choices: list[int] = []
    while True:
        position = play.replay(game, setup, tuple(choices), narrate=False)
        if position.state.over:
            break
        choices.append(position.actions.index(usual(position.state.copy())))
    token = play.game_token(slug, game, setup, choices)
    html = end_page(client, f"/en/{slug}/pelaa/", {"t": token})
    assert "The game is over" in html
    assert 'class="play-costly"' not in html
    # Why there is none, in words.
    assert "No costliest choice: every choice of yours was the one" in html


# Seed 1, four players, Taitava computer players, the visitor always taking the last move
# offered: the costliest choice's number (among the visitor's), the replay step that shows
# it, and its words (the table shown between them).


def _last_moves(slug: str) -> tuple[Game, play.Setup, list[int]]:
    game, setup = _setup(slug, 1, 4)
    choices: list[int] = []
    while True:
        position = play.replay(game, setup, tuple(choices), narrate=False)
        if position.state.over:
            return game, setup, choices
        choices.append(len(position.actions) - 1)


@pytest.mark.parametrize("slug", sorted(PACKS))
def test_costliest_choice_links_the_replay_step_of_the_visitors_move(
    client: Client, slug: str
) -> None:
    game, setup, choices = _last_moves(slug)
    token = play.game_token(slug, game, setup, choices)
    html = end_page(client, f"/en/{slug}/pelaa/", {"t": token})
    found = re.search(r'<section class="play-costly".*?</form>', html, re.S)
    assert found is not None
    section = found.group(0)
    number, step, words = expected(slug).costly
    # The form that opens the replay at that step (a POST: it closes the game).
    assert re.findall(r'name="step" value="(\d+)"', section) == [str(step)]
    assert 'action="/en/' + slug + '/pelaa/kertaus/"' in section
    said = _text(section[section.rfind("</section>") :]).replace(" .", ".")
    assert said == f"{words} See that moment in the replay, every hand face up"
    # The replay's step is the first event of the visitor's ``number``-th choice: the game
    # waits for that choice after every event before it, on the turn the page names.
    before = play.replay(game, setup, choices[: number - 1], watch_from=-1)
    assert len(before.events) + 1 == step
    intro = f"Your costliest choice On turn {before.state.turns} of the game you saw this table:"
    assert _text(section).startswith(intro)


@pytest.mark.parametrize("slug", sorted(PACKS))
def test_costliest_choices_table_holds_the_card_chosen(client: Client, slug: str) -> None:
    seed, differs, words, cards, hand = expected(slug).costly_table
    game, setup = _setup(slug, seed, 4)
    setup = dataclasses.replace(setup, auto=True)  # moves all alike made for the visitor
    usual = game.policies["taitava"]
    choices: list[int] = []
    while not (position := play.replay(game, setup, tuple(choices), narrate=False)).state.over:
        actions = position.actions
        taitava = actions.index(usual(position.state.copy()))
        choices.append(len(actions) - 1 if len(choices) + 1 == differs else taitava)
    token = play.game_token(slug, game, setup, choices)
    html = end_page(client, f"/en/{slug}/pelaa/", {"t": token})
    section = part(html, '<section class="play-costly"', "</form>")
    assert re.findall(r"You chose: <strong>(.*?)</strong>", section) == [words]
    # The table as the visitor decided: their own hand is its first one face up.
    shown = re.findall(r'<p class="seat-hand">(.*?)</p>', section, re.S)[0]
    assert re.findall(r'role="img" aria-label="([^"]+)"', shown) == hand
    assert set(cards) <= set(hand)


# Two people (seats 0 and 2) among four players, seed 1, each always taking the last move
# offered: the costliest choice says whose it was, in English and in Finnish.


@pytest.mark.parametrize("slug", sorted(PACKS))
def test_costliest_choice_of_people_at_one_device_says_whose(client: Client, slug: str) -> None:
    game, setup = _setup(slug, 1, 4)
    setup = dataclasses.replace(setup, humans=(0, 2), names=("Liisa", "Onni"))
    choices: list[int] = []
    while True:
        position = play.replay(game, setup, tuple(choices), narrate=False)
        if position.state.over:
            break
        choices.append(len(position.actions) - 1)
    token = play.game_token(slug, game, setup, choices)
    said = []
    for prefix in ("/en", ""):
        html = end_page(client, f"{prefix}/{slug}/pelaa/", {"t": token})
        found = re.search(
            r'<section class="play-costly".*?</section>\s*</div>\s*<p>(.*?)</p>', html, re.S
        )
        assert found is not None
        said.append(_text(found.group(1)).replace(" .", "."))
    assert tuple(said) == expected(slug).costly_person


def test_hint_and_costliest_choice_pages_are_valid_html(client: Client) -> None:
    pages = []
    for slug in sorted(PACKS):
        game, setup = _setup(slug, 0, 3)
        token = play.game_token(slug, game, setup, (0,))
        pages.append(client.get(f"/{slug}/pelaa/", {"t": token, "hint": "1"}).content.decode())
        game, setup, choices = _last_moves(slug)
        token = play.game_token(slug, game, setup, choices)
        pages.append(end_page(client, f"/{slug}/pelaa/", {"t": token}))
    assert all("play-hint-box" in page or "play-costly" in page for page in pages)
    assert_valid_html(*pages)
