"""Try it in a worked example, for every game: the visitor chooses at one of its decisions.

The example's own move says it is the same and the example goes on at its own
step numbering; another legal move shows the example's move beside it and plays
on as the visitor's own game, numbered from their move, with a link back; a
refused move gets the engine's reason and names the moves that would fit.
"""

import re

import pytest
from django.test import Client

from games.registry import find_game
from tests.contract.expected import expected
from tests.html import assert_valid_html
from tutorials import advice, play
from tutorials.packs import PACKS
from tutorials.play.branching import position

pytestmark = pytest.mark.django_db

# Each game's case, the cards that fit there, and its move of several cards (None: none
# there): ``try_case``, ``try_fit`` and ``try_together`` of tests/contract/expected/<game>.py.
CASES = {slug: expected(slug).try_case for slug in PACKS}
FIT = {slug: expected(slug).try_fit for slug in PACKS}
TOGETHER = {slug: expected(slug).try_together for slug in PACKS}


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
    # In running text the move is in lower case (its button's words capitalised).
    assert f"In the example: {case.same_words.lower()}." in verdict
    assert re.findall(r'step-count">([^<]+)<', html) == [case.other_count]
    assert (
        "Your own game: from your move on it is no longer the example’s game. The computer "
        "plays the rest of it for everyone, you included, in the same way as in the example."
    ) in html
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


@pytest.mark.parametrize("slug", CASES)
def test_try_figures_rest_on_the_games_shown(client: Client, slug: str) -> None:
    """After a verdict, the decision's kept weighing holds the pick, the visitor's move and
    the example's on at least 40 worlds each (``advice.SHOWN``)."""
    case = CASES[slug]
    client.get(_url(slug, case.example), {"step": str(case.step), "choice": case.other})
    game = find_game(PACKS[slug].engine)
    scenario = PACKS[slug].examples.scenario(
        PACKS[slug].examples.by_slug[case.example].games[0].scenario
    )
    decision = play.decision_steps(scenario)[case.step]
    weighed = advice.kept(
        game, play.branch(scenario, decision, None).state, position(scenario, decision)
    )
    assert weighed is not None
    shown = {case.same, case.other, game.option_text(weighed.best.action.cards)}
    tries = [v.tries for v in weighed.values if game.option_text(v.action.cards) in shown]
    assert len(tries) == len(shown)
    assert min(tries) >= 40


def test_try_example_move_clearly_worse_is_told_in_a_neutral_box(client: Client) -> None:
    """Sika, "kaivaminen", step 133: the example plays the five of hearts, which lost all
    of 300 games in a larger search, where any diamond lost none: the box is not green,
    and it gives the example's own figure and names the stronger move."""
    url = _url("sika", "kaivaminen")
    html = client.get(url, {"step": "133", "choice": "5H"}).content.decode()
    assert re.findall(r'<div class="(try-verdict[^"]*)" role="status">', html) == ["try-verdict"]
    assert _verdict(html) == (
        "Same as in the example. You chose: five of hearts. With this you lost all 40 games "
        "played out. Which suit will the next player have to look for? The strongest computer "
        "player would choose: two of diamonds. With this you lost none of the 44 games played "
        "out. Another choice did about as well here: the difference may be just luck."
    )


def test_try_cards_played_together_name_the_one_left_on_top(client: Client) -> None:
    """Sika, "kaksivaiheinen", step 125: the example and the pick play the same three jacks
    in two orders; each is named with the jack left on top, in the verdict and in the hint.
    The example's 10 losses in 40 games read as 3 in 10, the same as the visitor's 12: one
    sentence says both finish about as well."""
    url = _url("sika", "kaksivaiheinen")
    html = client.get(url, {"step": "125", "choice": "3D"}).content.decode()
    assert _verdict(html) == (
        "Not the example's choice. You chose: three of diamonds. With this you lose 3 times in "
        "10. In the example: jack of diamonds, jack of spades and jack of clubs together, jack "
        "of clubs on top. With this you lose 3 times in 10. On average you finish about as well "
        "with either choice. The strongest computer player played the game out from here many "
        "times with each choice, without seeing the others' cards. The strongest computer "
        "player would choose: jack of diamonds, jack of clubs and jack of spades together, jack "
        "of spades on top. With this you lose 2 times in 10. Another choice did about as well "
        "here: the difference may be just luck."
    )
    finnish = client.get(url.removeprefix("/en"), {"step": "125", "choice": "3D"})
    assert (
        "Esimerkissä: ruutujätkä, patajätkä ja ristijätkä yhdessä, ristijätkä päällimmäisenä. "
        "Tällä häviät 3 kertaa 10:stä. Keskimäärin sijoitut kummallakin valinnalla suunnilleen "
        "yhtä hyvin."
    ) in _verdict(finnish.content.decode())
    hint = client.get(url, {"step": "125", "hint": "1"}).content.decode()
    assert re.findall(r'<span class="play-hint-move">([^<]+)</span>', hint) == [
        "Together: jack of diamonds, jack of clubs, jack of spades (jack of spades on top)"
    ]
