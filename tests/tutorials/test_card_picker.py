"""The referee's card fields as the play page's hand picks cards (issue 32, finding 23 of
the third read): a face over a radio button or checkbox, the card's name for a screen
reader, no long select of cards (expected markup and names written out by hand)."""

import re

import pytest
from django.test import Client

from tests.contract.site import url
from tests.html import attributes
from tutorials.packs import PACKS

pytestmark = pytest.mark.django_db

ACE_OF_SPADES_TOP = (
    '<label class="hand-card" for="id_top_0_0"><input type="radio" name="top" value="0" '
    'required id="id_top_0_0"><span class="card" aria-hidden="true"><span class="card-rank">'
    'A</span><span class="card-suit">♠</span></span><span class="visually-hidden">'
    "{name}</span></label>"
)


def _inputs(html: str, name: str) -> list[dict[str, str | None]]:
    return [i for i in attributes(html, "input") if i.get("name") == name]


def test_one_card_is_tapped_on_its_face_in_both_languages() -> None:
    path = url("sika", "referee", kind="sopiiko-kortti")
    finnish = Client().get(path).content.decode()
    english = Client().get("/en" + path).content.decode()
    assert ACE_OF_SPADES_TOP.format(name="Pataässä") in finnish
    assert ACE_OF_SPADES_TOP.format(name="Ace of spades") in english
    # One deck: 52 faces to tap, the suits grouped for a screen reader; no select of cards.
    assert [len(_inputs(finnish, "top")), len(_inputs(finnish, "card"))] == [52, 52]
    assert [i.get("type") for i in _inputs(finnish, "top")][:2] == ["radio", "radio"]
    assert '<div role="group" aria-label="Padat">' in finnish
    assert '<div role="group" aria-label="Spades">' in english
    assert ('<select name="top"' in finnish, '<select name="card"' in finnish) == (False, False)


def test_the_cards_asked_about_stay_chosen_under_the_answer() -> None:
    # The five of spades on top (4), the eight of hearts (20): both drawn chosen again.
    path = url("sika", "referee", kind="sopiiko-kortti")
    html = Client().get(path, {"top": "4", "card": "20", "phase": "hand"}).content.decode()
    chosen = [(i.get("name"), i.get("value")) for i in attributes(html, "input") if "checked" in i]
    assert [c for c in chosen if c[0] in ("top", "card")] == [("top", "4"), ("card", "20")]


def test_several_cards_are_ticked_on_their_faces_a_second_decks_marked() -> None:
    # ristiseiska.md section 5: two decks, so two aces of spades; the copy is drawn "/2".
    path = url("ristiseiska", "referee", kind="paljonko-pisteita")
    html = Client().get(path, {"preset": "kaksi_pakkaa", "rules": "on"}).content.decode()
    copy = (
        '<label class="hand-card" for="id_hand_0_13"><input type="checkbox" name="hand" '
        'value="52" id="id_hand_0_13"><span class="card" aria-hidden="true"><span '
        'class="card-rank">A</span><span class="card-suit">♠</span><span class="card-copy">'
        '/2</span></span><span class="visually-hidden">Pataässä (toinen pakka)</span></label>'
    )
    assert copy in html
    assert len(_inputs(html, "hand")) == 104


def test_a_joker_is_a_face_and_none_is_a_word_of_the_same_picker() -> None:
    # ristiseiska.md section 5, jokers: the joker is a card to ask about; "none" is chosen
    # until a joker on the rows is said to stand for a card. The help stays with its field.
    path = url("ristiseiska", "referee", kind="sopiiko-riviin")
    html = Client().get(path, {"preset": "jokerit", "rules": "on"}).content.decode()
    joker = (
        '<input type="radio" name="card" value="104" required id="id_card_52"><span '
        'class="card card-joker" aria-hidden="true"><span class="card-suit">★</span></span>'
        '<span class="visually-hidden">Jokeri</span></label>'
    )
    none = (
        '<label class="hand-card card-picker-word" for="id_joker_0"><input type="radio" '
        'name="joker" value="" id="id_joker_0" checked><span class="card">Ei yhtään</span>'
    )
    assert (joker in html, none in html) == (True, True)
    assert '<fieldset aria-describedby="id_card_helptext"><legend>Korttisi</legend>' in html


def test_no_situation_form_of_any_game_offers_a_long_select() -> None:
    # A row's ends are the longest select left: its centre, six cards and "no card", an
    # ace more where the first ace may go high (ristiseiska.md section 5): nine at most.
    for pack in PACKS.values():
        for kind in pack.referee:
            for preset in pack.words.presets:
                path = url(pack.slug, "referee", kind=kind.slug)
                html = Client().get(path, {"preset": preset, "rules": "on"}).content.decode()
                situation = html.split('action="' + path + '#referee-answer"')[1]
                situation = situation.split("</form>")[0]
                long = [
                    body[:40]
                    for body in re.findall(r"<select.*?</select>", situation, re.S)
                    if body.count("<option") > 9
                ]
                assert (kind.slug, preset, long) == (kind.slug, preset, [])


def test_a_change_of_rules_keeps_the_cards_the_new_rules_still_offer() -> None:
    # Finding 30: two decks (ristiseiska.md section 5) to one; the ace of spades (0) is in
    # both decks, its second deck's copy (52) only under two: that one is dropped.
    path = url("ristiseiska", "referee", kind="paljonko-pisteita")
    query = {"preset": "ristiseiska", "rules": "on", "hand": ["0", "52", "12"]}
    html = Client().get(path, query).content.decode()
    chosen = [i.get("value") for i in _inputs(html, "hand") if "checked" in i]
    assert chosen == ["0", "12"]
    assert 'class="referee-answer"' not in html


def test_the_rules_form_sends_the_situation_along() -> None:
    path = url("sika", "referee", kind="mista-nostan")
    forms = attributes(Client().get(path).content.decode(), "form")
    assert [(f.get("id"), f.get("hx-include")) for f in forms] == [
        (None, "#referee-ask .referee-field"),
        ("referee-ask", None),
    ]
