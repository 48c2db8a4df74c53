"""The referee's pages as a visitor reaches them: from a game's rules page under its
presets, and from a saved sheet under the sheet's rules (answers written out by hand)."""

import re

import pytest
from django.test import Client

from tests.contract.site import fresh_address, saved_sheet, url
from tests.html import texts
from tutorials.packs import PACKS

pytestmark = pytest.mark.django_db


def _answer(html: str) -> list[str]:
    """The answer's words: the verdict, the reason, where the rules say so."""
    found = re.search(r'<section class="referee-answer".*?</section>', html, re.S)
    return [] if found is None else texts(found.group(0), "h2") + texts(found.group(0), "p")


def test_every_kind_is_linked_from_its_games_first_rules_page() -> None:
    for pack in PACKS.values():
        page = Client().get(url(pack.slug, pack.pages[0].url_name)).content.decode()
        for kind in pack.referee:
            assert f'href="{url(pack.slug, "referee", kind=kind.slug)}"' in page


def test_rules_page_referee_answers_under_the_chosen_preset() -> None:
    path = url("sika", "referee", kind="sopiiko-kortti")
    # The five of spades on top, the eight of hearts in dispute (sika.md sections 3 and 8).
    one_phase = Client().get(path, {"preset": "perussika", "top": "4", "card": "20"})
    two_phase = Client().get(path, {"preset": "kaksivaiheinen", "top": "4", "card": "20"})
    assert (one_phase.status_code, two_phase.status_code) == (200, 200)
    assert _answer(one_phase.content.decode()) == [
        "Ei sovi.",
        "Tilanne on käsivaiheessa: rengas on jo loppu. "
        "Herttakasi ei käy: pinon päällä on pata, joten ensin on pelattava pataa. Jos "
        "sinulla ei ole sopivaa korttia, et pelaa kädestäsi mitään. Kaivat keskipinosta. Otat "
        "kortit päällimmäisen kortin alta, viimeksi pelatun ensin; päällimmäinen kortti pysyy "
        "paikallaan. Nostat lisää, kunnes saat kortin, joka käy. Jos mitään ei löydy, peli "
        "päättyy tähän ja käsien kortit lasketaan.",
        "Säännöissä: Käsivaihe",
    ]
    assert _answer(two_phase.content.decode())[0] == "Sopii."


def test_sheet_referee_answers_under_the_sheets_rules() -> None:
    client = Client(REMOTE_ADDR=fresh_address())
    sheet = saved_sheet(client, "ristiseiska", "ristikasi")
    page = client.get(sheet).content.decode()
    referee = f"{sheet}riitatilanne/sopiiko-riviin/"
    assert f'href="{referee}"' in page
    # Ristikäsi opens with the eight of clubs, the seven below it (ristiseiska.md section 5).
    below = client.get(referee, {"low-c": "46", "card": "45"})
    assert below.status_code == 200, texts(below.content.decode(), "p")
    assert _answer(below.content.decode())[0] == "Saa pelata."
    # Under the default rules the eight's row holds the seven already: no such situation.
    default = client.get(
        url("ristiseiska", "referee", kind="sopiiko-riviin"), {"high-c": "46", "card": "45"}
    )
    assert default.status_code == 400


def test_impossible_situation_is_the_form_with_its_message() -> None:
    path = url("siantappo", "referee", kind="voittaako-lyonti")
    response = Client().get(path, {"table": ["2", "28"], "play": "2"})
    assert response.status_code == 400
    assert "Patakolmonen on valittu kahteen kertaan, mutta pakassa on vain yksi." in texts(
        response.content.decode(), "p"
    )


def test_a_refused_situation_is_swapped_in_place_on_a_development_server_too() -> None:
    """Only htmx itself is loaded, with DEBUG on too: django-htmx's DEBUG script would
    show the form's 400 (a card twice) as a bare page instead of swapping it in."""
    from django.test import override_settings

    from tests.html import attributes

    path = url("siantappo", "referee", kind="voittaako-lyonti")
    with override_settings(DEBUG=True):
        html = Client().get(path).content.decode()
    scripts = [a.get("src") or "" for a in attributes(html, "script")]
    assert [s for s in scripts if "htmx" in s] == ["/static/django_htmx/htmx-2.min.js"]


def test_every_kinds_answer_follows_its_button() -> None:
    """On a phone the visitor is at the button when the answer comes: for every kind, the
    answer (or the situation's error) follows the button, and the form's address leads there
    without JavaScript."""
    import random

    from games.registry import find_game

    for pack in PACKS.values():
        game = find_game(pack.engine)
        rules = game.make_rules(game.default_preset, {})
        for kind in pack.referee:
            query = kind.sample(game, rules, random.Random(kind.slug))
            response = Client().get(url(pack.slug, "referee", kind=kind.slug), query)
            html = response.content.decode()
            said = html.find('class="referee-answer"')
            if response.status_code == 400:
                said = html.find('class="referee-error"')
            button = html.find('<button type="submit">')
            assert 0 < button < html.find('<div id="referee-answer">') < said, kind.slug
            action = f'action="{url(pack.slug, "referee", kind=kind.slug)}#referee-answer"'
            assert action in html
