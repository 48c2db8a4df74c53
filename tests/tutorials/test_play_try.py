"""Try it in a worked example, for every game: the visitor chooses at one of its decisions.

The example's own move says it is the same and the example goes on at its own
step numbering; another legal move shows the example's move beside it and plays
on as the visitor's own game, numbered from their move, with a link back; a
refused move gets the engine's reason and names the moves that would fit.
"""

import re
from typing import NamedTuple

import pytest
from django.test import Client

from tests.html import assert_valid_html
from tutorials import play
from tutorials.packs import PACKS

pytestmark = pytest.mark.django_db


class Case(NamedTuple):
    example: str
    step: int  # a decision of the example (the example's own step)
    page: int  # the example's page step that links it (a turn marker is told with the next)
    options: list[str]  # its controls (the hand's cards, then the moves beside it)
    same: str  # the example's own move there
    same_words: str  # its button's words
    other: str  # another legal move
    same_count: str  # the step counter after the example's own move
    other_count: str  # the step counter of the visitor's own game
    refused_at: tuple[str, int, str]  # (example, step, a move the rules refuse there)
    refusal: str
    fits: str
    hinted: str  # the button the hint marks at ``step``
    rules: str  # the rules section the hint links
    same_verdict: str  # the verdict of the example's own move (Mestari's figures)
    other_verdict: str  # and of the other move


CASES = {
    "sika": Case(
        "aino-eero-liisa",
        5,
        4,
        ["KS", "3D"],
        "3D",
        "Three of diamonds",
        "KS",
        "Step 5 / 16",
        "Your game: step 1 / 376",
        ("kasivaihe", 99, "2S"),
        "The two of spades is not allowed: the top card is a diamond, so one of your diamonds "
        "must be played first.",
        "What would fit here: Three of diamonds Four of diamonds Six of diamonds Seven of "
        "diamonds Nine of diamonds Ten of diamonds",
        "KS",
        "/en/sika/lisaa/#strategia",
        "Same as in the example. You chose: Three of diamonds. Which suit will the next "
        "player have to look for? The strongest computer player would choose: King of "
        "spades. With this you lose least often: 3 times in 10.",
        "Not the example's choice. You chose: King of spades. With this you lose 3 times "
        "in 10. In the example: Three of diamonds. With this you lose 4 times in 10. The "
        "strongest computer player played the game out from here many times with each "
        "choice, without seeing the others' cards. Which suit will the next player have "
        "to look for? The strongest computer player would choose: King of spades. With "
        "this you lose least often: 3 times in 10.",
    ),
    "siantappo": Case(
        "esimerkkikierros",
        0,
        0,
        ["3S", "3C", "5S", "6S", "7S", "8S", "9S", "10S", "QS", "KS", "AS", "2S", "2D"],
        "3C",
        "Three of clubs",
        "3S 3C",
        "Step 1 / 11",
        "Your game: step 1 / 58",
        ("esimerkkikierros", 0, "5S"),
        "The first play of the game must contain the three of clubs: choose it too.",
        "What would fit here: Three of clubs Together: three of spades, three of clubs",
        "3S 3C",
        "/en/siantappo/#yhdistelmat",
        "Same as in the example. You chose: Three of clubs. The strongest computer player"
        " would choose: Together: three of spades, three of clubs. With this you most "
        "often get rid of your cards first: 4 times in 10.",
        "Not the example's choice. You chose: Together: three of spades, three of clubs. "
        "With this you get rid of your cards first 4 times in 10. In the example: Three "
        "of clubs. With this you get rid of your cards first 2 times in 10. The strongest "
        "computer player played the game out from here many times with each choice, "
        "without seeing the others' cards. The strongest computer player would choose: "
        "Together: three of spades, three of clubs. With this you most often get rid of "
        "your cards first: 4 times in 10.",
    ),
    "ristiseiska": Case(
        "avaus",
        7,
        3,
        ["8S", "2H", "4H", "QH", "3D", "4D", "6D", "7D", "9D", "KD", "AC", "6C", "8C"],
        "7D",
        "Seven of diamonds",
        "8S",
        "Step 4 / 13",
        "Your game: step 1 / 121",
        ("avaus", 7, "2H"),
        "The two of hearts does not fit yet: its row has no cards down, so the seven of hearts "
        "must come first.",
        "What would fit here: Eight of spades Seven of diamonds Six of clubs",
        "7D",
        "/en/ristiseiska/#seiskan-vuoro",
        "Same as in the example. You chose: Seven of diamonds. Which card opens the least"
        " for the others? The strongest computer player would choose: Seven of diamonds. "
        "With this you lose least often: 3 times in 10.",
        "Not the example's choice. You chose: Eight of spades. With this you lose 4 times"
        " in 10. In the example: Seven of diamonds. With this you lose 3 times in 10. The"
        " strongest computer player played the game out from here many times with each "
        "choice, without seeing the others' cards. Which card opens the least for the "
        "others? The strongest computer player would choose: Seven of diamonds. With this "
        "you lose least often: 3 times in 10.",
    ),
}


# The cards of the hand at each case's decision that some legal move uses ("show what fits").
FIT = {"sika": ["KS", "3D"], "siantappo": ["3S", "3C"], "ristiseiska": ["8S", "7D", "6C"]}

# A move of several cards, chosen with the hand's checkboxes (each card its own "choice",
# in either order), and the verdict's first sentence; None: the game has no such move
# at the case's decision, and the hand has no checkboxes there.
TOGETHER = {
    "sika": None,
    "siantappo": (
        ["3C", "3S"],
        "Not the example's choice. You chose: Together: three of spades, three of clubs.",
    ),
    "ristiseiska": None,
}


def _url(slug: str, example: str) -> str:
    return f"/en/{slug}/esimerkit/{example}/kokeile/"


def _choices(html: str) -> list[str]:
    return re.findall(r'name="choice" value="([^"]+)"', html)


def _hand(html: str) -> list[tuple[str, bool]]:
    """The hand's cards as (code, whether it is marked as fitting), buttons or checkboxes."""
    found = re.findall(
        r'<button type="submit" name="choice" value="([^"]+)" class="hand-card([^"]*)"'
        r'|<label class="hand-card([^"]*)"><input type="checkbox" name="choice" value="([^"]+)"',
        html,
    )
    return [(b or c, "unfit" not in (k1 + k2)) for b, k1, k2, c in found]


def _text(html: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", html).split())


def _verdict(html: str) -> str:
    found = re.search(r'<div class="try-verdict[^"]*" role="status">(.*?)</div>', html, re.S)
    assert found is not None
    return _text(found.group(1))


def test_try_cases_cover_every_game() -> None:
    assert sorted(CASES) == sorted(PACKS)


@pytest.mark.parametrize("slug", CASES)
def test_try_page_offers_the_decision_of_every_game(client: Client, slug: str) -> None:
    case = CASES[slug]
    scenario = PACKS[slug].examples.scenario(case.example)
    assert case.step in play.decision_steps(scenario)
    response = client.get(_url(slug, case.example), {"step": str(case.step)})
    assert response.status_code == 200
    assert _choices(response.content.decode()) == case.options


@pytest.mark.parametrize("slug", CASES)
def test_try_example_move_is_the_same_at_the_example_numbering(client: Client, slug: str) -> None:
    case = CASES[slug]
    response = client.get(_url(slug, case.example), {"step": str(case.step), "choice": case.same})
    html = response.content.decode()
    assert response.status_code == 200
    assert _verdict(html) == case.same_verdict
    assert re.findall(r'step-count">([^<]+)<', html) == [case.same_count]
    # The example goes on: the next step is the example's own page.
    page = int(case.same_count.split()[1])
    assert f'href="/en/{slug}/esimerkit/{case.example}/?step={page + 1}" rel="next"' in html
    assert "Your own game" not in html


@pytest.mark.parametrize("slug", CASES)
def test_try_other_move_shows_the_example_move_beside_it(client: Client, slug: str) -> None:
    case = CASES[slug]
    response = client.get(_url(slug, case.example), {"step": str(case.step), "choice": case.other})
    html = response.content.decode()
    assert response.status_code == 200
    verdict = _verdict(html)
    assert verdict == case.other_verdict
    assert f"In the example: {case.same_words}." in verdict
    assert re.findall(r'step-count">([^<]+)<', html) == [case.other_count]
    assert "Your own game: from your move on it leaves the example" in html
    back = f'href="/en/{slug}/esimerkit/{case.example}/?step={case.page}"'
    assert back in html


@pytest.mark.parametrize("slug", CASES)
def test_try_refused_move_names_what_would_fit(client: Client, slug: str) -> None:
    example, step, move = CASES[slug].refused_at
    response = client.get(_url(slug, example), {"step": str(step), "choice": move})
    html = response.content.decode()
    assert response.status_code == 200
    found = re.search(r'role="alert">(.*?)</div>', html, re.S)
    assert found is not None
    said = _text(found.group(1))
    assert said.startswith(CASES[slug].refusal)
    assert CASES[slug].fits in said
    assert "Try again." in said


def test_try_pages_are_valid_html(client: Client) -> None:
    pages = []
    for slug, case in CASES.items():
        url = _url(slug, case.example)
        pages.append(client.get(url, {"step": str(case.step), "hint": "1"}).content.decode())
        for move in (case.same, case.other):
            pages.append(client.get(url, {"step": str(case.step), "choice": move}).content.decode())
    assert_valid_html(*pages)


@pytest.mark.parametrize("slug", CASES)
def test_try_step_without_a_decision_is_a_400(client: Client, slug: str) -> None:
    case = CASES[slug]
    scenario = PACKS[slug].examples.scenario(case.example)
    quiet = next(s for s in range(1000) if s not in play.decision_steps(scenario))
    response = client.get(_url(slug, case.example), {"step": str(quiet)})
    assert response.status_code == 400
    assert "Nobody chooses a card at this step of the example." in response.content.decode()


@pytest.mark.parametrize("slug", CASES)
def test_try_unknown_example_is_a_404(client: Client, slug: str) -> None:
    response = client.get(_url(slug, "ei-ole"), {"step": "5"})
    assert response.status_code == 404


@pytest.mark.parametrize("slug", CASES)
def test_try_not_a_card_is_a_400(client: Client, slug: str) -> None:
    case = CASES[slug]
    response = client.get(_url(slug, case.example), {"step": str(case.step), "choice": "XX"})
    assert response.status_code == 400


def test_try_linked_from_the_example_at_its_decisions_only(client: Client) -> None:
    def link(step: int) -> list[str]:
        html = client.get("/en/sika/esimerkit/aino-eero-liisa/", {"step": str(step)})
        return re.findall(r'id="step-try"[^>]*>(?:<a href="([^"]+)")?', html.content.decode())

    # Page step 4 shows own step 5 (Aino has played her match): she chooses the free card.
    assert link(4) == ["/en/sika/esimerkit/aino-eero-liisa/kokeile/?step=5"]
    assert link(3) == [""]


@pytest.mark.parametrize("slug", CASES)
def test_try_hint_marks_one_of_the_moves_that_fit(client: Client, slug: str) -> None:
    case = CASES[slug]
    response = client.get(_url(slug, case.example), {"step": str(case.step), "hint": "1"})
    html = response.content.decode()
    marked = re.findall(r'value="([^"]+)" class="[^"]*hinted', html)
    marked += re.findall(r'class="hand-card[^"]*hinted[^"]*"><input [^>]*value="([^"]+)"', html)
    assert " ".join(marked) == case.hinted
    assert re.findall(r'<div id="play-hint"[^>]* data-choice="([^"]+)"', html) == [case.hinted]
    assert re.findall(r'<p class="play-hint-rules"><a href="([^"]+)"', html) == [case.rules]


def test_try_example_move_before_the_examples_window_continues_at_its_start(
    client: Client,
) -> None:
    # The hand-phase example shows its game from step 118 on; step 99 is before it.
    url = "/en/sika/esimerkit/kasivaihe/kokeile/"
    html = client.get(url, {"step": "99", "choice": "3D"}).content.decode()
    assert _verdict(html).startswith("Same as in the example.")
    assert re.findall(r'step-count">([^<]+)<', html) == []
    assert 'href="/en/sika/esimerkit/kasivaihe/?step=0" rel="next"' in html


def test_try_fit_and_together_cover_every_game() -> None:
    assert sorted(FIT) == sorted(TOGETHER) == sorted(PACKS)


@pytest.mark.parametrize("slug", CASES)
def test_try_hand_marks_the_cards_that_fit(client: Client, slug: str) -> None:
    case = CASES[slug]
    html = client.get(_url(slug, case.example), {"step": str(case.step)}).content.decode()
    hand = _hand(html)
    assert [code for code, fits in hand if fits] == FIT[slug]
    assert len(hand) == len(case.options)
    assert 'class="play-game play-deciding show-fits"' in html


@pytest.mark.parametrize("slug", CASES)
def test_try_cards_chosen_together_are_one_move(client: Client, slug: str) -> None:
    case = CASES[slug]
    url = _url(slug, case.example)
    together = TOGETHER[slug]
    if together is None:
        html = client.get(url, {"step": str(case.step)}).content.decode()
        assert 'type="checkbox"' not in html
        assert 'class="hand-play"' not in html
        return
    cards, said = together
    html = client.get(url, {"step": str(case.step)}).content.decode()
    assert 'class="hand-play"' in html
    for order in (cards, cards[::-1]):
        response = client.get(url, {"step": str(case.step), "choice": order})
        assert response.status_code == 200
        assert _verdict(response.content.decode()).startswith(said)
