"""The referee's pages as a visitor reaches them: from a game's rules page under its
presets, and from a saved sheet under the sheet's rules (answers written out by hand)."""

import re

import pytest
from django.test import Client

from tests.contract.site import fresh_address, saved_sheet, url
from tests.html import attributes, texts
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


def _seats(slug: str, preset: str) -> list[int]:
    """The players ``preset``'s rules seat, asked of the engine one count at a time."""
    from games.core import PlayersError
    from games.registry import find_game

    game = find_game(PACKS[slug].engine)
    rules = game.make_rules(preset, {})
    seats = []
    for players in range(1, 20):
        try:
            game.check_players(rules, players)
        except PlayersError:
            continue
        seats.append(players)
    return seats


def test_rules_page_referee_seats_every_player_count_its_rules_take() -> None:
    from games.registry import find_game

    checked = 0
    for pack in PACKS.values():
        game = find_game(pack.engine)
        seats = _seats(pack.slug, game.default_preset)
        for kind in pack.referee:
            path = url(pack.slug, "referee", kind=kind.slug)
            for players in seats:
                html = Client().get(path, {"players": str(players)}).content.decode()
                assert f'<option value="{players}" selected>' in html, (kind.slug, players)
                checked += 1
            beyond = Client().get(path, {"players": str(seats[-1] + 1)})
            assert beyond.status_code == 400
            assert 'id="id_players_error"' in beyond.content.decode()
    assert checked >= 3


@pytest.mark.parametrize(
    ("slug", "kind", "players", "message"),
    [
        # ristiseiska.md section 1: one deck seats 3-8 (2: section 6); two decks up to 16.
        ("ristiseiska", "sopiiko-riviin", "9", "Näillä säännöillä pelaajia on 2–8."),
        ("ristiseiska", "sopiiko-riviin", "17", "Peliin mahtuu 2–16 pelaajaa."),
        # siantappo.md: three to six players.
        ("siantappo", "voittaako-lyonti", "7", "Peliin mahtuu 3–6 pelaajaa."),
    ],
)
def test_rules_page_referee_says_how_many_players_fit(
    slug: str, kind: str, players: str, message: str
) -> None:
    response = Client().get(url(slug, "referee", kind=kind), {"players": players})
    assert response.status_code == 400
    assert message in texts(response.content.decode(), "li")


def test_rules_page_referee_answers_for_the_players_chosen() -> None:
    # ristiseiska.md section 3: at a table of three the one before you is Eero; of four,
    # Liisa.
    path = url("ristiseiska", "referee", kind="kenelta-pyydetaan")
    three = Client().get(path, {"players": "3", "counts": "5 10 12"})
    four = Client().get(path, {"counts": "5 10 12 8"})
    assert _answer(three.content.decode())[0] == "Pyydät Eerolta, ja Eero valitsee kortin."
    assert _answer(four.content.decode())[0] == "Pyydät Liisalta, ja Liisa valitsee kortin."


def test_a_change_of_rules_draws_the_form_for_them_unanswered() -> None:
    from games.registry import find_game

    for pack in PACKS.values():
        game = find_game(pack.engine)
        for kind in pack.referee:
            for preset in pack.words.presets:
                path = url(pack.slug, "referee", kind=kind.slug)
                response = Client().get(path, {"preset": preset, "rules": "on"})
                html = response.content.decode()
                assert response.status_code == 200, (kind.slug, preset)
                assert _answer(html) == []
                fields = kind.fields(game, game.make_rules(preset, {}))
                missing = [name for name in fields if f'name="{name}"' not in html]
                assert missing == [], (kind.slug, preset)


def test_two_decks_chosen_draws_the_second_decks_rows() -> None:
    # ristiseiska.md section 5: two decks are eight rows; the rules form changes on "change"
    # with htmx and by its own button without it.
    path = url("ristiseiska", "referee", kind="sopiiko-riviin")
    one = Client().get(path).content.decode()
    two = Client().get(path, {"preset": "kaksi_pakkaa", "rules": "on"}).content.decode()
    assert ('name="high-c2"' in one, 'name="high-c2"' in two) == (False, True)
    forms = attributes(two, "form")
    assert [f.get("hx-trigger") for f in forms] == ["change, submit", None]
    hidden = [(i.get("name"), i.get("value")) for i in attributes(two, "input")]
    assert ("preset", "kaksi_pakkaa") in hidden
    assert ("rules", "on") in hidden


def test_variant_sections_link_the_referee_under_their_preset() -> None:
    from games.registry import find_game

    checked = 0
    for pack in PACKS.values():
        default = find_game(pack.engine).default_preset
        for preset, anchor in pack.words.rules_at.items():
            if preset == default:
                continue
            page = Client().get(url(pack.slug, pack.sections[anchor])).content.decode()
            for kind in pack.referee:
                link = f'href="{url(pack.slug, "referee", kind=kind.slug)}?preset={preset}"'
                assert link in page, (pack.slug, preset, kind.slug)
                checked += 1
    assert checked >= 3


def test_ristiseiska_variants_page_links_the_token_referee() -> None:
    page = Client().get("/ristiseiska/muunnelmat/").content.decode()
    assert 'href="/ristiseiska/riitatilanne/kenelta-pyydetaan/?preset=pantti"' in page
    assert "Riitatilanne? Vastaus näillä säännöillä:" in texts(page, "p")


def test_rules_page_referees_other_disputes_keep_the_rules_and_players() -> None:
    path = url("ristiseiska", "referee", kind="sopiiko-riviin")
    page = Client().get(path, {"preset": "pantti", "players": "3"}).content.decode()
    other = url("ristiseiska", "referee", kind="paljonko-pisteita")
    assert f'href="{other}?preset=pantti&amp;players=3"' in page


def test_token_held_with_no_cards_is_answered_not_a_form_error() -> None:
    # ristiseiska.md section 8: the token holder gets its points even if they went out.
    path = url("ristiseiska", "referee", kind="paljonko-pisteita")
    response = Client().get(path, {"preset": "pantti", "token": "on"})
    assert response.status_code == 200
    assert _answer(response.content.decode())[0] == "Saat 25 pistettä."


def test_points_referee_answers_a_player_out_with_nothing_ticked() -> None:
    # ristiseiska.md section 5: the one out of cards scores no points; the form's button
    # sends its mark even when no card is ticked.
    path = url("ristiseiska", "referee", kind="paljonko-pisteita")
    form = Client().get(path, {"preset": "pisteet"}).content.decode()
    assert '<input type="hidden" name="kysy" value="1">' in form
    asked = Client().get(path, {"preset": "pisteet", "players": "4", "kysy": "1"})
    assert (asked.status_code, _answer(asked.content.decode())[:2]) == (
        200,
        ["Sinulle ei tule pisteitä.", "Pääset korteistasi eroon ja olet ensimmäinen."],
    )


def test_rules_change_keeps_the_answers_the_new_rules_allow() -> None:
    # With htmx the rules' form sends the situation's answers along (hx-include): those
    # the new rules' form has stay chosen (the club row's low end, the card), unanswered.
    path = url("ristiseiska", "referee", kind="sopiiko-riviin")
    page = (
        Client()
        .get(path, {"preset": "pantti", "players": "4", "rules": "on", "low-c": "43", "card": "6"})
        .content.decode()
    )
    assert 'hx-include="#referee-ask .referee-field"' in page
    assert '<option value="43" selected>' in page
    assert '<input type="radio" name="card" value="6" required id="id_card_6" checked>' in page
    assert _answer(page) == []


def test_ristiseiska_two_player_section_links_the_referee_for_two() -> None:
    # ristiseiska.md section 6: the two-player game has its own section and its referee.
    page = Client().get("/ristiseiska/muunnelmat/").content.decode()
    assert 'href="/ristiseiska/riitatilanne/kenelta-pyydetaan/?players=2"' in page
    asked = Client().get(
        "/ristiseiska/riitatilanne/kenelta-pyydetaan/", {"players": "2", "counts": "5 1"}
    )
    assert (asked.status_code, _answer(asked.content.decode())[0]) == (
        200,
        "Et pyydä keneltäkään: mitään ei oteta, ja vuoro siirtyy.",
    )
