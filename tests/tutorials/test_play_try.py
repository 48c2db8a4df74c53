"""Try it in a worked example: the visitor chooses at one of the example's decisions.

A legal choice leaves the example and plays on (the page says so and links
back); a refused one gets the engine's reason and the rules section.
"""

import re

import pytest
from django.test import Client

from tests.html import assert_valid_html
from tutorials import play
from tutorials.packs import PACKS

pytestmark = pytest.mark.django_db

PACK = PACKS["sika"]
URL = "/en/sika/esimerkit/aino-eero-liisa/kokeile/"


def _choices(html: str) -> list[str]:
    return re.findall(r'name="choice" value="([^"]+)"', html)


def test_try_decisions_of_the_first_example_are_at_steps_5_and_20() -> None:
    scenario = PACK.examples.scenario("aino-eero-liisa")
    assert play.decision_steps(scenario) == {5: 0, 20: 1}


def test_try_page_offers_the_hand_with_a_goal(client: Client) -> None:
    response = client.get(URL, {"step": "5"})
    html = response.content.decode()
    assert response.status_code == 200
    assert _choices(html) == ["KS", "3D"]
    assert "Choose for Aino" in html
    assert (
        "Play a free card: any card of your hand. Which suit will the next player have to "
        "look for?" in html
    )
    assert_valid_html(html)


def test_try_legal_choice_leaves_the_example_and_links_back(client: Client) -> None:
    response = client.get(URL, {"step": "5", "choice": "3D"})
    html = response.content.decode()
    assert response.status_code == 200
    assert "From here the game leaves the example" in html
    assert 'href="/en/sika/esimerkit/aino-eero-liisa/?step=5"' in html
    assert re.findall(r'step-count">([^<]+)<', html) == ["Step 6 / 262"]
    assert "Aino plays the three of diamonds from the hand as the free card" in html


def test_try_refused_card_gets_the_engine_reason(client: Client) -> None:
    # Step 99 of the hand-phase example: the two of diamonds on top, the two of spades in hand.
    response = client.get("/en/sika/esimerkit/kasivaihe/kokeile/", {"step": "99", "choice": "2S"})
    html = response.content.decode()
    assert response.status_code == 200
    assert re.findall(r'role="alert"><p>([^<]+)</p>', html) == [
        "The two of spades is not allowed: the top card is a diamond, so one of your diamonds "
        "must be played first."
    ]
    assert 'href="/en/sika/#kasivaihe"' in html
    assert "Try again." in html


def test_try_step_without_a_decision_is_a_400(client: Client) -> None:
    response = client.get(URL, {"step": "4"})
    assert response.status_code == 400
    assert "Nobody chooses a card at this step of the example." in response.content.decode()


def test_try_unknown_example_is_a_404(client: Client) -> None:
    response = client.get("/en/sika/esimerkit/ei-ole/kokeile/", {"step": "5"})
    assert response.status_code == 404


def test_try_not_a_card_is_a_400(client: Client) -> None:
    response = client.get(URL, {"step": "5", "choice": "XX"})
    assert response.status_code == 400


def test_try_linked_from_the_example_at_its_decisions_only(client: Client) -> None:
    def link(step: int) -> list[str]:
        html = client.get("/en/sika/esimerkit/aino-eero-liisa/", {"step": str(step)})
        return re.findall(r'id="step-try"[^>]*>(?:<a href="([^"]+)")?', html.content.decode())

    assert link(5) == ["/en/sika/esimerkit/aino-eero-liisa/kokeile/?step=5"]
    assert link(4) == [""]
