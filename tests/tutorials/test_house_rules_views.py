"""The checklist pages, saving, and the saved sheets."""

from html.parser import HTMLParser
from typing import Any
from urllib.parse import urlencode

import pytest
from django.core.cache import cache
from django.db import models
from django.test import Client
from django.utils import translation
from django.utils.formats import date_format
from django.utils.timezone import localtime

from games import sika
from tests.html import assert_valid_html, attributes, html_lang, texts
from tutorials import stats as figures
from tutorials.models import HouseRuleSheet, SheetChangeError, is_token, new_token
from tutorials.packs.sika.checklist import CHECKLIST as hr
from tutorials.packs.sika.pack import PACK

# The figures for a rule set are kept in the database.
pytestmark = pytest.mark.django_db

URL = "/sika/kotisaannot/"
EN_URL = "/en/sika/kotisaannot/"


def query(start: str, **changes: str) -> str:
    return urlencode({"preset": start, **hr.start_answers(start), **changes})


def post_data(start: str, name: str = "Mökin säännöt", **changes: str) -> dict[str, str]:
    return {"preset": start, **hr.start_answers(start), "name": name, **changes}


def save(client: Client, start: str = "kotiversio", **changes: str) -> HouseRuleSheet:
    response = client.post(URL, post_data(start, **changes))
    assert response.status_code == 302
    token = response.headers["Location"].rstrip("/").rsplit("/", 1)[1]
    return HouseRuleSheet.objects.get(token=token)


class _StartTags(HTMLParser):
    def __init__(self, tag: str) -> None:
        super().__init__()
        self.tag = tag
        self.found: list[dict[str, str]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == self.tag:
            self.found.append({name: value or "" for name, value in attrs})


def tags(html: str, tag: str) -> list[dict[str, str]]:
    """Attributes of every ``tag`` element, void elements (input) included."""
    parser = _StartTags(tag)
    parser.feed(html)
    return parser.found


def inside(html: str, start: str, end: str) -> str:
    """The part of a page from the first ``start`` to the next ``end`` (the nav varies)."""
    begin = html.index(start)
    return html[begin : html.index(end, begin)]


class _ElementText(HTMLParser):
    def __init__(self, element_id: str) -> None:
        super().__init__()
        self.element_id = element_id
        self.depth = 0
        self.found: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self.depth:
            self.depth += 1
        elif dict(attrs).get("id") == self.element_id:
            self.depth = 1
            self.found.append("")

    def handle_endtag(self, tag: str) -> None:
        if self.depth:
            self.depth -= 1

    def handle_data(self, data: str) -> None:
        if self.depth:
            self.found[-1] += data


def note(html: str, name: str) -> list[str]:
    """The text next to a question saying what is wrong or has no effect (one per page)."""
    parser = _ElementText(f"note-{name}")
    parser.feed(html)
    return [" ".join(text.split()) for text in parser.found]


def error_message(html: str) -> str:
    """What the 400 page says was wrong."""
    (message,) = texts(inside(html, 'id="bad-input"', "</section>"), "p")
    return message


# --- step 1: where to start


def test_start_page_lists_presets_and_scratch(client: Client) -> None:
    html = client.get(EN_URL).content.decode()
    assert texts(html, "label") == [
        "Basic sika",
        "Home version",
        "Colour instead of suit",
        "Without the hand phase",
        "Two-phase variant",
        "From scratch",
    ]
    values = [a["value"] for a in tags(html, "input") if a.get("name") == "preset"]
    assert values == [
        "perussika",
        "kotiversio",
        "vari",
        "ilman_kasivaihetta",
        "kaksivaiheinen",
        "oma",
    ]


def test_start_page_finnish(client: Client) -> None:
    html = client.get(URL).content.decode()
    assert html_lang(html) == "fi"
    assert texts(html, "h1") == ["Sian kotisäännöt"]


# --- step 2: the questions


def test_questions_prefilled_from_preset(client: Client) -> None:
    html = client.get(f"{EN_URL}?preset=kotiversio").content.decode()
    checked = {
        a["name"]: a["value"]
        for a in tags(html, "input")
        if a.get("type") == "radio" and "checked" in a
    }
    assert checked == {
        "match": "suit",
        "hand_phase": "true",
        "hand_source": "recycle",
        "dug_card": "play",
        "hand_free_card": "true",
        "stalemate": "free_lead",
        "decks": "1",
        "two_phase": "false",
        "starter": "left_of_dealer",
        "direction": "clockwise",
        "rotate_starter": "true",
        "calls": "false",
        "wrong_card": "redo",
        "late_mistakes": "play_on",
    }
    selected = [a["value"] for a in attributes(html, "option") if "selected" in a]
    assert selected == ["none", "4"]


@pytest.mark.usefixtures("untimed_figures")  # "2,000 games" on a machine of any speed
def test_questions_show_summary_and_statistics(client: Client) -> None:
    cache.clear()  # figures of a one-game test (its CPU budget spent) are not these
    html = client.get(f"{EN_URL}?preset=perussika").content.decode()
    assert (
        "These figures come from 2,000 games that the computer’s skilled players played with "
        "these rules"
    ) in html
    assert "A game still going after 1,000 turns counts as running to the turn limit." in html
    assert texts(html, "h3")[:2] == ["How you play", "Table agreements"]
    summary = inside(html, '<section id="summary"', "</section>")
    assert texts(summary, "li")[0] == "A card matches the top card when it has the same suit."


def test_questions_scratch_has_nothing_checked_and_no_figures(client: Client) -> None:
    html = client.get(f"{EN_URL}?preset=oma").content.decode()
    checked = [a for a in tags(html, "input") if "checked" in a]
    assert checked == []
    assert "These figures come from 2,000 games" not in html
    assert "Answer these questions too" in html


def test_questions_answer_overrides_preset(client: Client) -> None:
    html = client.get(f"{EN_URL}?preset=perussika&match=colour").content.decode()
    checked = [
        a["value"] for a in tags(html, "input") if a.get("name") == "match" and "checked" in a
    ]
    assert checked == ["colour"]
    assert "Colour counts, not suit: red goes on red and black on black." in texts(html, "li")


def test_questions_explain_option_without_effect(client: Client) -> None:
    html = client.get(f"{EN_URL}?preset=perussika&hand_phase=false").content.decode()
    reason = (
        "This has no effect because you play without a hand phase: after the ring the turns go "
        "on like ring turns."
    )
    assert note(html, "hand_source") == [reason]
    assert note(html, "dug_card") == [reason]
    assert note(html, "hand_free_card") == [reason]
    assert note(html, "max_draws") == [""]
    # The answer stays chosen: explained, not dropped.
    kept = [
        a["value"] for a in tags(html, "input") if a.get("name") == "hand_source" and "checked" in a
    ]
    assert kept == ["dig"]


def test_questions_two_phase_explains_ignored_options_finnish(client: Client) -> None:
    html = client.get(f"{URL}?preset=kaksivaiheinen").content.decode()
    assert note(html, "hand_free_card") == [
        "Tällä ei ole vaikutusta, koska kaksivaiheisessa muunnelmassa ei ole vapaata korttia."
    ]
    assert note(html, "match") == [""]


def test_questions_too_many_players_for_one_deck_explained(client: Client) -> None:
    response = client.get(f"{EN_URL}?preset=perussika&players=12")
    html = response.content.decode()
    assert response.status_code == 200
    assert note(html, "players") == ["These rules take 2 to 8 players."]
    assert "These figures come from 2,000 games" not in html


def test_questions_home_version_over_six_players_noted(client: Client) -> None:
    html = client.get(f"{EN_URL}?preset=kotiversio&players=7").content.decode()
    assert note(html, "players") == [
        "“Home version” is written for 2 to 6 players; the figures are shown anyway."
    ]


def test_questions_link_each_question_to_its_rules_section(client: Client) -> None:
    html = client.get(f"{EN_URL}?preset=perussika").content.decode()
    form = inside(html, "<form", "</form>")
    links = [a["href"] for a in attributes(form, "a")]
    with translation.override("en"):
        expected = [PACK.section_url(q.anchor) for q in hr.questions]
    assert links == expected
    assert links[0] == "/en/sika/muunnelmat/#vari"


def test_questions_htmx_gets_summary_and_notes_only(client: Client) -> None:
    response = client.get(
        f"{EN_URL}?{query('perussika', hand_phase='false')}", headers={"HX-Request": "true"}
    )
    html = response.content.decode()
    assert "HX-Request" in response.headers["Vary"].split(", ")
    assert texts(html, "h1") == []
    assert [a["id"] for a in attributes(html, "section")][0] == "summary"
    oob = [a["id"] for a in attributes(html, "div") if a.get("hx-swap-oob") == "true"]
    assert oob == [f"note-{q.name}" for q in hr.questions]


def test_questions_full_page_varies_on_htmx_header(client: Client) -> None:
    response = client.get(f"{EN_URL}?preset=perussika")
    assert "HX-Request" in response.headers["Vary"]
    assert texts(response.content.decode(), "h1") == ["House rules for sika"]


def test_questions_save_step_with_open_questions_shows_errors(client: Client) -> None:
    response = client.get(f"{EN_URL}?preset=oma&match=suit&step=save")
    html = response.content.decode()
    assert response.status_code == 200
    assert texts(html, "h1") == ["House rules for sika"]
    assert note(html, "match") == [""]
    assert note(html, "stalemate") == ["Choose an answer."]


# --- 400 for answers our page cannot have sent


@pytest.mark.parametrize(
    ("params", "reason"),
    [
        (
            "preset=sikamaisin",
            "“sikamaisin” is not one of the starting points.",
        ),
        (
            "preset=perussika&match=purple",
            "What matches the top card? “purple” is not one of the answers (suit, colour).",
        ),
        (
            "preset=perussika&max_draws=0",
            "How many cards may a player draw when looking for a match? “0” is not one of "
            "the answers (none, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10).",
        ),
        (
            "preset=perussika&players=17",
            "For how many players should the figures be worked out? “17” is not one of the "
            "answers (2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16).",
        ),
        (
            "preset=perussika&call_penalty=" + "x" * 61,
            "What happens to a player who forgets to call? The answer is longer than 60 "
            "characters.",
        ),
        ("preset=perussika&step=print", "“print” is not a step of the checklist."),
    ],
)
def test_questions_tampered_value_400_with_reason(client: Client, params: str, reason: str) -> None:
    response = client.get(f"{EN_URL}?{params}")
    html = response.content.decode()
    assert response.status_code == 400
    assert error_message(html) == reason


def test_questions_tampered_value_400_finnish(client: Client) -> None:
    response = client.get(f"{URL}?preset=perussika&two_phase=maybe")
    html = response.content.decode()
    assert response.status_code == 400
    assert html_lang(html) == "fi"
    assert texts(html, "h1") == ["Virheellinen pyyntö"]
    assert error_message(html) == (
        "Pelaatteko kaksivaiheista muunnelmaa? ”maybe” ei ole mikään vastausvaihtoehdoista "
        "(false, true)."
    )


# --- step 3: name and save


def test_save_step_carries_every_answer_in_hidden_fields(client: Client) -> None:
    html = client.get(f"{EN_URL}?{query('vari', max_draws='3')}&step=save").content.decode()
    hidden = {a["name"]: a["value"] for a in tags(html, "input") if a["type"] == "hidden"}
    del hidden["csrfmiddlewaretoken"]
    assert is_token(hidden.pop("save_key"))
    assert hidden == {"preset": "vari", **hr.start_answers("vari"), "max_draws": "3"}
    assert texts(html, "h1") == ["Name and save the sheet"]


@pytest.mark.django_db
def test_save_creates_sheet_and_redirects_to_its_address(client: Client) -> None:
    response = client.post(EN_URL, post_data("kotiversio", max_draws="5"))
    sheet = HouseRuleSheet.objects.get()
    assert response.status_code == 302
    assert response.headers["Location"] == f"/en/sika/kotisaannot/{sheet.token}/"
    assert is_token(sheet.token)
    assert sheet.name == "Mökin säännöt"
    assert sheet.start == "kotiversio"
    assert sheet.answers == {**hr.start_answers("kotiversio"), "max_draws": "5"}
    assert sheet.players == 4
    rules = sika.make_rules("kotiversio", {"max_draws": 5})
    stats = figures.statistics(rules, 4, "sika")
    assert stats is not None
    assert sheet.stats == stats.as_json()


@pytest.mark.django_db
def test_save_without_name_asks_for_one_and_saves_nothing(client: Client) -> None:
    response = client.post(EN_URL, post_data("perussika", name=" "))
    html = response.content.decode()
    assert response.status_code == 200
    assert [t for t in texts(html, "p") if t == "Give the sheet a name."] == [
        "Give the sheet a name."
    ]
    assert HouseRuleSheet.objects.count() == 0


@pytest.mark.django_db
@pytest.mark.parametrize(
    "changes",
    [
        {"stalemate": "coin_toss"},
        {"preset": "sikamaisin"},
        {"name": "x" * 81},
        {"players": "9"},  # one deck
    ],
)
def test_save_tampered_form_400_and_nothing_saved(client: Client, changes: dict[str, str]) -> None:
    response = client.post(EN_URL, {**post_data("perussika"), **changes})
    assert response.status_code == 400
    assert texts(response.content.decode(), "h1") == ["Bad request"]
    assert HouseRuleSheet.objects.count() == 0


@pytest.mark.django_db
def test_save_missing_answer_400(client: Client) -> None:
    data = post_data("perussika")
    del data["dug_card"]
    response = client.post(EN_URL, data)
    assert response.status_code == 400
    assert error_message(response.content.decode()) == (
        "In the hand phase, what happens to a matching card found by drawing? The answer is "
        "missing."
    )
    assert HouseRuleSheet.objects.count() == 0


# --- the saved sheet


@pytest.mark.django_db
def test_sheet_reopens_by_address_english(client: Client) -> None:
    sheet = save(client, "perussika", calls="true", call_penalty="draws one card")
    html = client.get(f"/en/sika/kotisaannot/{sheet.token}/").content.decode()
    assert texts(html, "h1") == ["Mökin säännöt"]
    assert texts(html, "h2")[:4] == [
        "Is that allowed?",
        "How we play",
        "Table agreements",
        "What these rules do",
    ]
    with translation.override("en"):
        parts = hr.sheet_sections(sheet.answers)
        expected = [sentence for _title, sentences in parts for sentence in sentences]
        expected += hr.agreement_sentences(sheet.answers)
    # The referee's links come first; the sheet's sentences after them.
    links, sheet_html = inside(html, "<article", "</article>").split("</nav>", 1)
    assert texts(links, "li")[0] == "Does this card match the top card?"
    assert texts(sheet_html, "li")[: len(expected)] == expected
    assert "Forgetting to call: draws one card" in expected
    # Every rule the table chose is on its sheet (the first two, what matches and that
    # there is no limit, are said in the ring turn's drawing sentence: "until … comes").
    with translation.override("en"):
        chosen = hr.rule_sentences(sheet.answers)
    assert chosen[:2] == [
        "A card matches the top card when it has the same suit.",
        "Keep drawing until a matching card comes: there is no limit.",
    ]
    assert [sentence for sentence in chosen[2:] if sentence not in expected] == []


@pytest.mark.django_db
def test_sheet_reopens_by_address_finnish(client: Client) -> None:
    sheet = save(client)
    html = client.get(f"/sika/kotisaannot/{sheet.token}/").content.decode()
    assert html_lang(html) == "fi"
    assert texts(html, "h2")[:4] == [
        "Riitatilanne?",
        "Näin pelaamme",
        "Pöydän sopimukset",
        "Mitä nämä säännöt tekevät",
    ]
    with translation.override("fi"):
        date = date_format(localtime(sheet.created), "DATE_FORMAT")
    assert texts(html, "p")[0].startswith(f"Meidän sikasääntömme, sovittu {date}.")


@pytest.mark.django_db
def test_sheet_has_qr_code_of_its_absolute_address_and_signature_lines(client: Client) -> None:
    sheet = save(client, players="5")
    html = client.get(f"/en/sika/kotisaannot/{sheet.token}/").content.decode()
    address = f"http://testserver/en/sika/kotisaannot/{sheet.token}/"
    assert [a["href"] for a in attributes(html, "a") if a["href"] == address] == [address]
    assert texts(html, "svg")[0] == ""  # the QR code: paths only
    assert attributes(html, "svg")[0]["class"] == "segno"
    signatures = [t for t in texts(html, "li") if t.startswith("Signature")]
    assert signatures == [f"Signature {n}" for n in range(1, 6)]


@pytest.mark.django_db
def test_sheet_edit_a_copy_prefills_checklist(client: Client) -> None:
    sheet = save(client, "vari", max_draws="2")
    html = client.get(f"/en/sika/kotisaannot/{sheet.token}/").content.decode()
    copy = [a["href"] for a, t in zip(attributes(html, "a"), texts(html, "a"), strict=True)]
    copy_url = copy[[t for t in texts(html, "a")].index("Edit a copy")]
    name = "M%C3%B6kin+s%C3%A4%C3%A4nn%C3%B6t"
    assert copy_url == f"{EN_URL}?{query('vari', max_draws='2')}&name={name}"
    page = client.get(copy_url).content.decode()
    hidden = [a["value"] for a in tags(page, "input") if a.get("name") == "name"]
    assert hidden == ["Mökin säännöt"]


@pytest.mark.django_db
def test_sheet_keeps_stats_from_save_time(client: Client) -> None:
    sheet = save(client)
    stored: dict[str, Any] = {**sheet.stats, "median": 777, "p10": 700, "p90": 800}
    # Write behind the model's back, as if the engine had changed since the save.
    models.QuerySet.update(HouseRuleSheet.objects.filter(pk=sheet.pk), stats=stored)
    html = client.get(f"/en/sika/kotisaannot/{sheet.token}/").content.decode()
    assert "A game usually takes about 777 turns (8 games in 10: 700 to 800)." in html


@pytest.mark.django_db
def test_sheet_unchanged_after_later_saves(client: Client) -> None:
    first = save(client, "perussika")
    before = client.get(f"/en/sika/kotisaannot/{first.token}/").content
    row = HouseRuleSheet.objects.values().get(pk=first.pk)
    save(client, "perussika", match="colour")
    save(client, "kaksivaiheinen")
    assert HouseRuleSheet.objects.count() == 3
    assert HouseRuleSheet.objects.values().get(pk=first.pk) == row
    assert client.get(f"/en/sika/kotisaannot/{first.token}/").content == before


@pytest.mark.django_db
def test_sheet_model_refuses_changes() -> None:
    sheet = HouseRuleSheet.objects.create(
        game="sika", version=2, name="A", start="perussika", answers={}, players=4, stats={}
    )
    sheet.name = "B"
    with pytest.raises(SheetChangeError):
        sheet.save()
    with pytest.raises(SheetChangeError):
        sheet.delete()
    with pytest.raises(SheetChangeError):
        HouseRuleSheet.objects.filter(pk=sheet.pk).update(name="B")
    with pytest.raises(SheetChangeError):
        HouseRuleSheet.objects.all().delete()
    assert HouseRuleSheet.objects.get().name == "A"


@pytest.mark.django_db
def test_sheet_tokens_are_long_random_and_distinct() -> None:
    tokens = {new_token() for _ in range(100)}
    assert len(tokens) == 100
    assert {len(t) for t in tokens} == {32}  # 24 random bytes = 192 bits
    assert all(is_token(t) for t in tokens)


@pytest.mark.django_db
@pytest.mark.parametrize(
    "token",
    ["A" * 32, "abc", "A" * 33, "A" * 31 + ".", "%20" * 11],
)
def test_sheet_unknown_or_bad_token_404(client: Client, token: str) -> None:
    save(client)
    response = client.get(f"/en/sika/kotisaannot/{token}/")
    assert response.status_code == 404
    assert texts(response.content.decode(), "h1") == ["Page not found"]


@pytest.mark.django_db
def test_sheet_post_not_allowed(client: Client) -> None:
    sheet = save(client)
    assert client.post(f"/sika/kotisaannot/{sheet.token}/").status_code == 405


# --- valid HTML, both languages


@pytest.mark.django_db
def test_house_rules_pages_valid_html(client: Client) -> None:
    sheet = save(client, "kaksivaiheinen", players="16", decks="2")
    pages = [
        client.get(URL),
        client.get(EN_URL),
        client.get(f"{URL}?preset=kotiversio"),
        client.get(f"{EN_URL}?preset=oma&step=save"),
        client.get(f"{EN_URL}?preset=perussika&hand_phase=false&players=12"),
        client.get(f"{URL}?{query('perussika')}&step=save"),
        client.get(f"{URL}?preset=perussika&match=purple"),
        client.get(f"/sika/kotisaannot/{sheet.token}/"),
        client.get(f"/en/sika/kotisaannot/{sheet.token}/"),
    ]
    assert_valid_html(*(page.content.decode() for page in pages))


def test_questions_link_to_sample_game_with_these_rules(client: Client) -> None:
    html = client.get(f"{URL}?preset=perussika&dug_card=keep").content.decode()
    links = [
        a["href"]
        for a, text in zip(attributes(html, "a"), texts(html, "a"), strict=True)
        if text == "Katso vaihe vaiheelta yksi peli juuri näillä säännöillä"
    ]
    assert links == [
        "/sika/peli/?preset=perussika&players=4&seed=1000003&dug_card=keep&policy=heuristic"
    ]
    assert client.get(str(links[0])).status_code == 200


def test_questions_draw_limit_labels_english_at_most_n(client: Client) -> None:
    html = client.get(f"{EN_URL}?preset=oma").content.decode()
    options = [t for t in texts(html, "option") if t.startswith(("At most", "Enintään"))]
    assert options[:3] == ["At most 1", "At most 2", "At most 3"]
    assert options[-1] == "At most 10"
    values = [a["value"] for a in tags(html, "option") if a.get("value", "").isdigit()][:3]
    assert values == ["1", "2", "3"]


def test_questions_draw_limit_labels_finnish(client: Client) -> None:
    html = client.get(f"{URL}?preset=oma").content.decode()
    options = [t for t in texts(html, "option") if t.startswith("Enintään")]
    assert options[:2] == ["Enintään 1", "Enintään 2"]


@pytest.mark.parametrize("params", ["preset=", "preset=&step=save", "preset=&max_draws=3"])
def test_questions_empty_preset_400_in_visitors_language(client: Client, params: str) -> None:
    english = client.get(f"{EN_URL}?{params}")
    finnish = client.get(f"{URL}?{params}")
    assert (english.status_code, finnish.status_code) == (400, 400)
    assert error_message(english.content.decode()) == "Choose a starting point."
    assert error_message(finnish.content.decode()) == "Valitse lähtökohta."
