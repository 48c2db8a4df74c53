"""The quiz pages: rounds by seed, answers checked on the server, bad forms as 400."""

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from django.core import signing
from django.http import HttpResponse
from django.test import Client
from django.utils import translation

from tests.html import assert_valid_html, attributes, html_lang, texts
from tutorials.packs.sika.pack import PACK
from tutorials.packs.sika.quiz import QUIZ
from tutorials.quiz.forms import AnswerForm
from tutorials.quiz.model import Group
from tutorials.quiz.rounds import (
    ROUND_LENGTH,
    SALT,
    Progress,
    ProgressError,
)
from tutorials.words import card_name

SEED = 4242


def _inputs(html: str) -> list[dict[str, str]]:
    # tests.html.attributes() waits for end tags, which <input> never has.
    return [
        dict(re.findall(r'([a-z-]+)="([^"]*)"', tag)) for tag in re.findall(r"<input [^>]*>", html)
    ]


def _form(html: str) -> dict[str, str]:
    """The hidden fields of the answer form."""
    return {
        a["name"]: a["value"]
        for a in _inputs(html)
        if a.get("type") == "hidden" and a["name"] != "csrfmiddlewaretoken"
    }


def _answer(client: Client, seed: int, html: str, answer: str, **headers: str) -> HttpResponse:
    form = _form(html)
    data = {"progress": form["progress"], "question": form["question"], "answer": answer}
    action = re.search(r'<form method="post" action="([^"]+)"', html)
    assert action is not None
    assert action.group(1).endswith(f"/sika/tietovisa/{seed}/vastaa/")
    return client.post(action.group(1), data, headers=headers)  # type: ignore[return-value]


def _main(html: str) -> str:
    return html[html.index("<main") :]


def _link(html: str, text: str) -> str:
    """The href of the link whose text is ``text``."""
    pattern = rf'<a [^>]*href="([^"]+)"[^>]*>\s*{re.escape(text)}\s*</a>'
    match = re.search(pattern, html)
    assert match is not None, text
    return match.group(1).replace("&amp;", "&")


def _play(client: Client, seed: int, keys: list[str], prefix: str = "") -> str:
    """Answer with ``keys`` in order through plain posts and links; the last page."""
    html = client.get(f"{prefix}/sika/tietovisa/{seed}/").content.decode()
    for key in keys:
        response = _answer(client, seed, html, key)
        assert response.status_code == 303
        html = client.get(response["Location"]).content.decode()
        next_text = {"": "Seuraava kysymys", "/en": "Next question"}[prefix]
        last_text = {"": "Katso tulos", "/en": "See the result"}[prefix]
        text = last_text if last_text in html else next_text
        html = client.get(_link(html, text)).content.decode()
    return html


# ---------------------------------------------------------------------------
# Rounds


def test_round_has_ten_questions_in_three_groups() -> None:
    questions = QUIZ.build_round(SEED).questions
    assert len(questions) == ROUND_LENGTH == 10
    assert [q.group for q in questions] == [Group.GAME_OF] * 3 + [Group.RULES] * 4 + [
        Group.SITUATION
    ] * 3


def _round_fingerprint(seed: int) -> list[list[object]]:
    return [[q.id, [(c.key, c.right) for c in q.choices]] for q in QUIZ.build_round(seed).questions]


_PRINT_ROUND = f"""
import json, django
django.setup()
from tests.tutorials.test_quiz_views import _round_fingerprint
print(json.dumps(_round_fingerprint({SEED})))
"""


def test_round_reproducible_by_seed_in_another_process() -> None:
    # A shared link is opened by another server process: the same seed must
    # give the same round there, whatever that interpreter's hash seed.
    environment = {**os.environ, "PYTHONHASHSEED": "random"}
    environment.setdefault("DJANGO_SETTINGS_MODULE", "sika_site.settings_test")
    result = subprocess.run(
        [sys.executable, "-c", _PRINT_ROUND],
        capture_output=True,
        text=True,
        check=True,
        env=environment,
        cwd=Path(__file__).resolve().parents[2],
    )
    here = json.loads(json.dumps(_round_fingerprint(SEED)))
    assert len(here) == 10
    assert json.loads(result.stdout) == here


def test_every_right_answer_passes_the_answer_form() -> None:
    # The form's size limits must fit every real key and id ("heita-sikaa" is 11 long).
    refused = []
    for seed in range(40):
        questions = QUIZ.build_round(seed).questions
        for number, question in enumerate(questions):
            progress = Progress(seed, tuple(q.right.key for q in questions[:number]))
            data = {"seed": seed, "progress": QUIZ.dump(progress), "question": question.id}
            if not AnswerForm(data | {"answer": question.right.key}).is_valid():
                refused.append((seed, question.id))
    assert refused == []


def test_rounds_differ_between_seeds() -> None:
    ids = {tuple(q.id for q in QUIZ.build_round(seed).questions) for seed in range(20)}
    assert len(ids) == 20


def test_round_questions_unique_and_keys_unique() -> None:
    for seed in range(30):
        questions = QUIZ.build_round(seed).questions
        assert len({q.id for q in questions}) == ROUND_LENGTH
        for question in questions:
            keys = [choice.key for choice in question.choices]
            assert len(set(keys)) == len(keys)


def test_round_shuffles_the_right_answer_around() -> None:
    positions = {
        [c.right for c in q.choices].index(True)
        for seed in range(30)
        for q in QUIZ.build_round(seed).questions
        if q.group is Group.RULES
    }
    assert positions == {0, 1, 2, 3}


# ---------------------------------------------------------------------------
# Progress tokens


def test_progress_round_trip() -> None:
    keys = tuple(q.right.key for q in QUIZ.build_round(SEED).questions[:3])
    assert QUIZ.load(QUIZ.dump(Progress(SEED, keys)), SEED) == Progress(SEED, keys)


def test_progress_tampered_refused() -> None:
    token = QUIZ.dump(Progress(SEED, ("sika",)))
    with pytest.raises(ProgressError) as error:
        QUIZ.load(token[:-2] + ("AA" if not token.endswith("AA") else "BB"), SEED)
    with translation.override("en"):
        message = str(error.value.message)
    assert message == (
        "This quiz form has been changed or damaged on the way, so its answers cannot be trusted."
    )


def test_progress_other_seed_refused() -> None:
    with pytest.raises(ProgressError):
        QUIZ.load(QUIZ.dump(Progress(SEED + 1)), SEED)


@pytest.mark.parametrize(
    "versions",
    [
        {"v": "0123456789ab"},
        {"b": "0123456789ab", "e": "1"},
        {"b": "bank", "e": "0"},
    ],
    ids=["before-split", "old-bank", "old-situations"],
)
def test_progress_other_version_is_stale(versions: dict[str, str]) -> None:
    versions = {
        key: QUIZ.bank_version if value == "bank" else value for key, value in versions.items()
    }
    token = signing.dumps({"s": SEED, "a": [], **versions}, salt=SALT, compress=True)
    with pytest.raises(ProgressError) as error:
        QUIZ.load(token, SEED)
    with translation.override("en"):
        message = str(error.value.message)
    assert message == (
        "The quiz has changed since this round was started, so this form is out of date."
    )


def test_progress_versions_are_what_tokens_carry() -> None:
    token = QUIZ.dump(Progress(SEED))
    data = signing.loads(token, salt=SALT)
    assert (data["b"], data["e"]) == (QUIZ.bank_version, "3")
    assert len(data["b"]) == 12


def test_progress_forged_huge_token_refused_before_decompressing() -> None:
    # Signed with the site's own key: only its size gives it away. 50 MB of JSON
    # compresses to about 50 KB.
    huge = {"s": SEED, "b": QUIZ.bank_version, "e": "1", "a": [], "x": "a" * 50_000_000}
    token = signing.dumps(huge, salt=SALT, compress=True)
    assert len(token) > 40_000
    with pytest.raises(ProgressError) as error:
        QUIZ.load(token, SEED)
    with translation.override("en"):
        assert str(error.value.message) == TAMPERED_EN


@pytest.mark.parametrize(
    "answers",
    [["no-such-choice"], [1], "sika", ["sika"] * 11],
    ids=["unknown-key", "not-text", "not-a-list", "too-many"],
)
def test_progress_signed_nonsense_refused(answers: object) -> None:
    token = signing.dumps(
        {"s": SEED, "b": QUIZ.bank_version, "e": QUIZ.situations_version, "a": answers}, salt=SALT
    )
    with pytest.raises(ProgressError):
        QUIZ.load(token, SEED)


# ---------------------------------------------------------------------------
# Start page


@pytest.mark.parametrize(
    ("path", "lang", "heading", "button"),
    [
        ("/sika/tietovisa/", "fi", "Tietovisa: sika, aasi vai jokin muu?", "Aloita kierros"),
        ("/en/sika/tietovisa/", "en", "Quiz: sika, aasi or something else?", "Start a round"),
    ],
)
def test_start_page_in_language(
    client: Client, path: str, lang: str, heading: str, button: str
) -> None:
    response = client.get(path)
    html = response.content.decode()
    assert response.status_code == 200
    assert html_lang(html) == lang
    assert texts(html, "h1") == [heading]
    prefix = "" if lang == "fi" else "/en"
    assert re.fullmatch(rf"{prefix}/sika/tietovisa/\d+/", _link(html, button)) is not None


def test_start_page_fresh_seed_each_time(client: Client) -> None:
    links = {_link(client.get("/sika/tietovisa/").content.decode(), "Aloita kierros")}
    links |= {_link(client.get("/sika/tietovisa/").content.decode(), "Aloita kierros")}
    links |= {_link(client.get("/sika/tietovisa/").content.decode(), "Aloita kierros")}
    assert len(links) == 3


def test_start_page_nav_marks_quiz_current(client: Client) -> None:
    html = client.get("/sika/tietovisa/").content.decode()
    current = [a["href"] for a in attributes(html, "a") if a.get("aria-current") == "page"]
    assert current == ["/sika/tietovisa/"]


@pytest.mark.parametrize(
    ("path", "location"),
    [
        ("/sika/tietovisa/?seed=123", "/sika/tietovisa/123/"),
        ("/en/sika/tietovisa/?seed=0", "/en/sika/tietovisa/0/"),
        ("/sika/tietovisa/?seed=+999999999+", "/sika/tietovisa/999999999/"),
    ],
)
def test_start_seed_parameter_redirects_to_round(client: Client, path: str, location: str) -> None:
    response = client.get(path)
    assert response.status_code == 302
    assert response["Location"] == location


BAD_SEED_FI = "Kierroksen numero on kokonaisluku väliltä 0–999999999."


@pytest.mark.parametrize(
    ("path", "lang", "message"),
    [
        (
            "/sika/tietovisa/?seed=abc",
            "fi",
            "Kierroksen numero on kokonaisluku väliltä 0–999999999.",
        ),
        (
            "/sika/tietovisa/?seed=-1",
            "fi",
            "Kierroksen numero on kokonaisluku väliltä 0–999999999.",
        ),
        (
            "/en/sika/tietovisa/?seed=1000000000",
            "en",
            "A round number is a whole number from 0 to 999999999.",
        ),
        (
            "/en/sika/tietovisa/1000000000/",
            "en",
            "A round number is a whole number from 0 to 999999999.",
        ),
        (
            "/sika/tietovisa/?seed=" + "9" * 4301,
            "fi",
            "Kierroksen numero on kokonaisluku väliltä 0–999999999.",
        ),
        (
            "/en/sika/tietovisa/?seed=",
            "en",
            "A round number is a whole number from 0 to 999999999.",
        ),
    ],
    ids=["letters", "negative", "too-big", "too-big-path", "4301-digits", "empty"],
)
def test_bad_seed_400_in_language(client: Client, path: str, lang: str, message: str) -> None:
    response = client.get(path)
    html = response.content.decode()
    assert response.status_code == 400
    assert html_lang(html) == lang
    assert message in texts(html, "p")


# ---------------------------------------------------------------------------
# Questions and answers


def test_round_page_shows_first_question(client: Client) -> None:
    html = client.get(f"/sika/tietovisa/{SEED}/").content.decode()
    question = QUIZ.build_round(SEED).questions[0]
    with translation.override("fi"):
        heading = str(question.title)
    assert texts(html, "h2") == [heading]
    assert _form(html)["question"] == question.id
    assert QUIZ.load(_form(html)["progress"], SEED) == Progress(SEED)
    radios = [a["value"] for a in _inputs(html) if a.get("type") == "radio"]
    assert radios == [c.key for c in question.choices]


def test_round_page_same_questions_for_same_seed(client: Client) -> None:
    first = _main(client.get(f"/sika/tietovisa/{SEED}/").content.decode())
    again = _main(client.get(f"/sika/tietovisa/{SEED}/").content.decode())
    # Only the CSRF token and the token's signing time may differ.
    assert texts(first, "fieldset") == texts(again, "fieldset")


def test_right_answer_redirects_to_feedback_right(client: Client) -> None:
    html = client.get(f"/sika/tietovisa/{SEED}/").content.decode()
    right = QUIZ.build_round(SEED).questions[0].right.key
    response = _answer(client, SEED, html, right)
    assert response.status_code == 303
    location = urlsplit(response["Location"])
    assert location.path == f"/sika/tietovisa/{SEED}/"
    query = parse_qs(location.query)
    assert query["palaute"] == ["1"]
    assert QUIZ.load(query["p"][0], SEED) == Progress(SEED, (right,))
    feedback = client.get(response["Location"]).content.decode()
    assert texts(feedback, "h2") == ["✓ Oikein!"]


def test_wrong_answer_feedback_shows_right_answer(client: Client) -> None:
    question = QUIZ.build_round(SEED).questions[0]
    wrong = next(c for c in question.choices if not c.right)
    html = client.get(f"/en/sika/tietovisa/{SEED}/").content.decode()
    response = _answer(client, SEED, html, wrong.key)
    feedback = client.get(response["Location"]).content.decode()
    assert texts(feedback, "h2") == ["✗ Not quite."]
    with translation.override("en"):
        right_text = str(question.right.text)
        explanation = str(question.explanation)
    marked = texts(feedback, "li")
    assert f"{right_text} right answer" in marked
    assert explanation in texts(feedback, "p")


def test_feedback_links_to_the_rules_section(client: Client) -> None:
    question = QUIZ.build_round(SEED).questions[0]
    html = client.get(f"/sika/tietovisa/{SEED}/").content.decode()
    feedback = client.get(_answer(client, SEED, html, "sika")["Location"]).content.decode()
    links = [str(a["href"]) for a in attributes(feedback, "a")]
    assert [href for href in links if "#" in href and href != "#main"] == [
        PACK.section_url(question.anchor)
    ]
    assert PACK.section_url(question.anchor).startswith("/sika/")


def test_situation_question_shows_the_table(client: Client) -> None:
    keys = [q.right.key for q in QUIZ.build_round(SEED).questions[:7]]
    html = _play(client, SEED, keys)
    question = QUIZ.build_round(SEED).questions[7]
    assert question.situation is not None
    situation = question.situation
    assert texts(html, "h3") == ["Pöytä"]
    # Drawn as on the example pages, but only the player to move shows their hand.
    cards = [a["aria-label"] for a in attributes(html, "span") if a.get("role") == "img"]
    with translation.override("fi"):
        names = [card_name(c) for c in (situation.pile_top, *situation.hand)]
    assert (html.count('class="sika-table"'), cards) == (1, names)
    with translation.override("fi"):
        assert texts(html, "legend") == [str(question.prompt)]


def test_full_round_plain_posts_score_and_summary(client: Client) -> None:
    questions = QUIZ.build_round(SEED).questions
    # Right on even questions, wrong on odd ones.
    keys = [
        q.right.key if n % 2 == 0 else next(c.key for c in q.choices if not c.right)
        for n, q in enumerate(questions)
    ]
    html = _play(client, SEED, keys, prefix="/en")
    assert texts(html, "h2") == ["Your score: 5 out of 10"]
    items = texts(html, "li")
    assert sum(item.startswith("Right answer") for item in items) == 0
    assert sum("Your answer:" in item for item in items) == 5
    with translation.override("en"):
        sections = [PACK.section_url(q.anchor) for q in questions]
    links = [str(a["href"]) for a in attributes(html, "a")]
    assert [href for href in links if "#" in href and href != "#main"] == sections
    assert _link(html, "Play this round again") == f"/en/sika/tietovisa/{SEED}/"
    assert re.fullmatch(r"/en/sika/tietovisa/\d+/", _link(html, "New round")) is not None


def test_htmx_answer_gets_feedback_partial_only(client: Client) -> None:
    html = client.get(f"/sika/tietovisa/{SEED}/").content.decode()
    right = QUIZ.build_round(SEED).questions[0].right.key
    response = _answer(client, SEED, html, right, HX_Request="true")
    partial = response.content.decode()
    assert response.status_code == 200
    assert partial.lstrip().startswith('<section id="quiz"')
    assert "<html" not in partial and "<h1" not in partial
    assert texts(partial, "h2") == ["✓ Oikein!"]
    pushed = urlsplit(response["HX-Push-Url"])
    assert parse_qs(pushed.query)["palaute"] == ["1"]
    # The header's language switch comes along, pointing at the feedback's address.
    switch = [a for a in attributes(partial, "nav") if a.get("hx-swap-oob")]
    assert switch == [
        {
            "class": "language-switch",
            "aria-label": "Kieli",
            "hx-swap-oob": "outerHTML:.language-switch",
        }
    ]
    assert [a["href"] for a in attributes(partial, "a") if a.get("hreflang")] == [
        "/en" + response["HX-Push-Url"]
    ]


def test_htmx_next_question_is_a_partial(client: Client) -> None:
    progress = Progress(SEED, (QUIZ.build_round(SEED).questions[0].right.key,))
    url = f"/sika/tietovisa/{SEED}/?p={QUIZ.dump(progress)}"
    full = client.get(url)
    partial = client.get(url, headers={"HX-Request": "true"})
    assert "HX-Request" in full["Vary"]
    assert [a["href"] for a in attributes(partial.content.decode(), "a") if a.get("hreflang")] == [
        f"/en{url}"
    ]
    assert "<html" in full.content.decode()
    assert partial.content.decode().lstrip().startswith('<section id="quiz"')
    assert _form(partial.content.decode())["question"] == QUIZ.build_round(SEED).questions[1].id


def test_htmx_history_restore_gets_whole_page(client: Client) -> None:
    headers = {"HX-Request": "true", "HX-History-Restore-Request": "true"}
    html = client.get(f"/sika/tietovisa/{SEED}/", headers=headers).content.decode()
    assert texts(html, "h1") == ["Tietovisa: sika, aasi vai jokin muu?"]


def test_progress_so_far_counts_points(client: Client) -> None:
    questions = QUIZ.build_round(SEED).questions
    progress = Progress(SEED, (questions[0].right.key, questions[1].right.key))
    html = client.get(f"/sika/tietovisa/{SEED}/?p={QUIZ.dump(progress)}").content.decode()
    assert texts(html, "p")[0] == "Kysymys 3/10 · 2 pistettä tähän mennessä"


# ---------------------------------------------------------------------------
# Bad posts


def _post(client: Client, data: dict[str, str], prefix: str = "", **headers: str) -> HttpResponse:
    return client.post(f"{prefix}/sika/tietovisa/{SEED}/vastaa/", data, headers=headers)  # type: ignore[return-value]


def _valid_data(progress: Progress | None = None) -> dict[str, str]:
    progress = progress or Progress(SEED)
    question = QUIZ.build_round(SEED).questions[len(progress.answers)]
    return {"progress": QUIZ.dump(progress), "question": question.id, "answer": question.right.key}


TAMPERED_FI = (
    "Tätä tietovisan lomaketta on muutettu tai se on vahingoittunut matkalla, joten sen "
    "vastauksiin ei voi luottaa."
)
TAMPERED_EN = (
    "This quiz form has been changed or damaged on the way, so its answers cannot be trusted."
)
STALE_FI = "Tietovisa on muuttunut tämän kierroksen alkamisen jälkeen, joten lomake on vanhentunut."
NO_ANSWER_FI = "Vastausta ei valittu. Palaa kysymykseen ja valitse jokin vastauksista."
STALE_EN = "The quiz has changed since this round was started, so this form is out of date."


@pytest.mark.parametrize(
    ("change", "prefix", "message"),
    [
        ({"progress": "garbage"}, "", TAMPERED_FI),
        ({"progress": ""}, "/en", TAMPERED_EN),
        ({"progress": QUIZ.dump(Progress(SEED + 1))}, "", TAMPERED_FI),
        ({"answer": "zz"}, "/en", TAMPERED_EN),
        ({"question": "peli-ei-tallaista"}, "", STALE_FI),
        ({"question": "peli-ei-tallaista"}, "/en", STALE_EN),
        (
            {"progress": signing.dumps({"s": SEED, "v": "old", "a": []}, salt=SALT)},
            "/en",
            STALE_EN,
        ),
        (
            {"answer": ""},
            "",
            "Vastausta ei valittu. Palaa kysymykseen ja valitse jokin vastauksista.",
        ),
    ],
    ids=[
        "garbage",
        "missing",
        "other-seed",
        "unknown-answer",
        "other-question-fi",
        "other-question-en",
        "old-bank",
        "no-answer",
    ],
)
def test_bad_post_400_in_language(
    client: Client, change: dict[str, str], prefix: str, message: str
) -> None:
    response = _post(client, _valid_data() | change, prefix)
    html = response.content.decode()
    assert response.status_code == 400
    assert html_lang(html) == ("en" if prefix else "fi")
    assert message in texts(html, "p")
    assert "Traceback" not in html


def test_post_after_last_question_400(client: Client) -> None:
    answers = tuple(q.right.key for q in QUIZ.build_round(SEED).questions)
    data = {"progress": QUIZ.dump(Progress(SEED, answers)), "question": "x", "answer": "a"}
    response = _post(client, data, "/en")
    assert response.status_code == 400
    assert "This round is already over, so it takes no more answers." in texts(
        response.content.decode(), "p"
    )


def test_no_answer_error_links_back_to_question(client: Client) -> None:
    progress = Progress(SEED, (QUIZ.build_round(SEED).questions[0].right.key,))
    html = _post(client, _valid_data(progress) | {"answer": ""}).content.decode()
    back = _link(html, "Takaisin kysymykseen")
    assert QUIZ.load(parse_qs(urlsplit(back).query)["p"][0], SEED) == progress


def test_bad_post_htmx_gets_error_partial(client: Client) -> None:
    response = _post(client, _valid_data() | {"progress": "garbage"}, HX_Request="true")
    html = response.content.decode()
    assert response.status_code == 400
    assert html.lstrip().startswith('<section id="bad-input"')
    assert texts(html, "h2") == ["Tämä ei onnistunut"]


def test_seed_path_past_the_digit_limit_404(client: Client) -> None:
    assert client.get("/sika/tietovisa/" + "9" * 5000 + "/").status_code == 404


def test_oversized_token_link_400(client: Client) -> None:
    response = client.get(f"/en/sika/tietovisa/{SEED}/", {"p": "x" * 1001})
    assert response.status_code == 400
    assert TAMPERED_EN in texts(response.content.decode(), "p")


def test_replayed_answer_400_stale(client: Client) -> None:
    data = _valid_data()
    assert _post(client, data).status_code == 303
    progress = Progress(SEED, (data["answer"],))
    replay = data | {"progress": QUIZ.dump(progress)}
    response = _post(client, replay)
    assert response.status_code == 400
    assert STALE_FI in texts(response.content.decode(), "p")


def test_tampered_link_400(client: Client) -> None:
    response = client.get(f"/en/sika/tietovisa/{SEED}/?p=nonsense")
    assert response.status_code == 400
    assert TAMPERED_EN in texts(response.content.decode(), "p")


def test_post_without_csrf_token_refused() -> None:
    client = Client(enforce_csrf_checks=True)
    assert _post(client, _valid_data()).status_code == 403


def test_post_with_csrf_token_accepted() -> None:
    client = Client(enforce_csrf_checks=True)
    html = client.get(f"/sika/tietovisa/{SEED}/").content.decode()
    token = next(a["value"] for a in _inputs(html) if a["name"] == "csrfmiddlewaretoken")
    response = _post(client, _valid_data() | {"csrfmiddlewaretoken": token})
    assert response.status_code == 303


def test_round_page_cached_but_each_visitor_gets_own_csrf_token() -> None:
    first, second = Client(enforce_csrf_checks=True), Client(enforce_csrf_checks=True)
    pages = [c.get(f"/sika/tietovisa/{SEED}/") for c in (first, second)]
    tokens = [
        next(a["value"] for a in _inputs(p.content.decode()) if a["name"] == "csrfmiddlewaretoken")
        for p in pages
    ]
    assert [p.headers["Cache-Control"] for p in pages] == ["private, no-store"] * 2
    assert tokens[0] != tokens[1]
    assert "csrf-slot" not in pages[1].content.decode()
    # The second visitor's page came from the cache, and its token matches its own cookie.
    response = _post(second, _valid_data() | {"csrfmiddlewaretoken": tokens[1]})
    assert response.status_code == 303


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("post", "/sika/tietovisa/"),
        ("post", f"/sika/tietovisa/{SEED}/"),
        ("get", f"/sika/tietovisa/{SEED}/vastaa/"),
    ],
)
def test_wrong_method_405(client: Client, method: str, path: str) -> None:
    assert getattr(client, method)(path).status_code == 405


# ---------------------------------------------------------------------------
# Valid HTML


def test_quiz_pages_valid_html(client: Client) -> None:
    questions = QUIZ.build_round(SEED).questions
    situation = Progress(SEED, tuple(q.right.key for q in questions[:8]))
    answered = Progress(SEED, tuple(q.right.key for q in questions[:9]))
    wrong = Progress(
        SEED, (*answered.answers, next(c.key for c in questions[9].choices if not c.right))
    )
    pages = [
        client.get("/sika/tietovisa/"),
        client.get("/en/sika/tietovisa/"),
        client.get(f"/sika/tietovisa/{SEED}/"),
        client.get(f"/en/sika/tietovisa/{SEED}/?p={QUIZ.dump(situation)}"),
        client.get(f"/sika/tietovisa/{SEED}/?p={QUIZ.dump(answered)}&palaute=1"),
        client.get(f"/en/sika/tietovisa/{SEED}/?p={QUIZ.dump(wrong)}&palaute=1"),
        client.get(f"/sika/tietovisa/{SEED}/?p={QUIZ.dump(wrong)}"),
        client.get("/en/sika/tietovisa/?seed=x"),
        _post(client, _valid_data() | {"answer": ""}),
    ]
    assert [page.status_code for page in pages] == [200] * 7 + [400] * 2
    assert_valid_html(*(page.content.decode() for page in pages))  # type: ignore[attr-defined]
