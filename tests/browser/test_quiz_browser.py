"""The quiz in Chromium: a whole round with the mouse, the keyboard, and without JavaScript."""

import re

import pytest
from playwright.sync_api import Page
from pytest_django.live_server_helper import LiveServer

from tests.browser.accessibility import assert_accessible
from tutorials.packs.sika.quiz import QUIZ
from tutorials.quiz.model import Group
from tutorials.quiz.rounds import ROUND_LENGTH

HEADING_IS = "text => document.querySelector('#quiz-heading').innerText.trim() === text"


def _start(page: Page, live_server: LiveServer, prefix: str = "") -> int:
    """Open the start page, follow "start a round", and return the round's seed."""
    page.goto(f"{live_server.url}{prefix}/sika/tietovisa/")
    name = "Start a round" if prefix else "Aloita kierros"
    page.get_by_role("link", name=name).click()
    page.wait_for_url(re.compile(r".*/sika/tietovisa/\d+/$"))
    match = re.search(r"/sika/tietovisa/(\d+)/$", page.url)
    assert match is not None
    return int(match.group(1))


def _heading(page: Page) -> str:
    return page.locator("#quiz-heading").inner_text().strip()


def test_quiz_round_with_mouse_htmx_in_place(live_server: LiveServer, page: Page) -> None:
    seed = _start(page, live_server)
    questions = QUIZ.build_round(seed).questions
    # A page load would forget this; htmx swaps keep it.
    page.evaluate("window.quizMarker = 'still here'")
    for number, question in enumerate(questions, start=1):
        assert page.locator(".quiz-progress").inner_text().startswith(f"Kysymys {number}/10")
        choice = question.right if number % 3 else next(c for c in question.choices if not c.right)
        page.locator(f"label[for=answer-{choice.key}]").click()
        page.get_by_role("button", name="Tarkista vastaus").click()
        expected = "✓ Oikein!" if choice.right else "✗ Ei aivan."
        page.wait_for_function(
            "text => document.querySelector('#quiz-heading').innerText.trim() === text",
            arg=expected,
        )
        assert "palaute=1" in page.url
        last = number == ROUND_LENGTH
        page.get_by_role("link", name="Katso tulos" if last else "Seuraava kysymys").click()
        if not last:
            page.wait_for_function(
                "n => document.querySelector('.quiz-progress')?.innerText.startsWith("
                "'Kysymys ' + n + '/')",
                arg=number + 1,
            )
    page.wait_for_function("document.querySelector('#quiz-heading').innerText.includes('/10')")
    right = sum(1 for n in range(1, ROUND_LENGTH + 1) if n % 3)
    assert _heading(page) == f"Tuloksesi: {right}/10"
    assert page.evaluate("window.quizMarker") == "still here"


def test_quiz_round_with_keyboard_only(live_server: LiveServer, page: Page) -> None:
    page.goto(f"{live_server.url}/en/sika/tietovisa/")
    _tab_to(page, "Start a round")
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(r".*/en/sika/tietovisa/\d+/$"))
    seed = int(page.url.rstrip("/").rsplit("/", 1)[1])
    questions = QUIZ.build_round(seed).questions
    for number, question in enumerate(questions, start=1):
        # Tab into the choices: the first one gets the focus, Space picks it.
        _tab_to(page, "radio")
        page.keyboard.press("Space")
        assert page.locator("input[name=answer]:checked").get_attribute("value") == (
            question.choices[0].key
        )
        _tab_to(page, "Check the answer")
        page.keyboard.press("Enter")
        page.wait_for_selector("h2.quiz-verdict")
        # The feedback takes the focus, so a screen reader reads it out.
        assert page.evaluate("document.activeElement.id") == "quiz-heading"
        last = number == ROUND_LENGTH
        _tab_to(page, "See the result" if last else "Next question")
        page.keyboard.press("Enter")
        page.wait_for_function("!document.querySelector('h2.quiz-verdict')")
        assert page.evaluate("document.activeElement.id") == "quiz-heading"
    right = sum(1 for q in questions if q.choices[0].right)
    assert _heading(page) == f"Your score: {right} out of 10"


def _tab_to(page: Page, target: str) -> None:
    """Press Tab until the focus is on ``target``: a control's text, or "radio"."""
    for _press in range(40):
        page.keyboard.press("Tab")
        focused = page.evaluate(
            "(() => { const e = document.activeElement;"
            " return e.type === 'radio' ? 'radio' : e.innerText.trim(); })()"
        )
        if focused == target:
            return
    raise AssertionError(f"Tab never reached {target!r}")


@pytest.mark.parametrize(
    ("prefix", "button"), [("", "Tarkista vastaus"), ("/en", "Check the answer")]
)
def test_quiz_round_without_javascript(
    live_server: LiveServer, no_js_page: Page, prefix: str, button: str
) -> None:
    page = no_js_page
    seed = _start(page, live_server, prefix)
    questions = QUIZ.build_round(seed).questions
    next_text, result_text = (
        ("Next question", "See the result") if prefix else ("Seuraava kysymys", "Katso tulos")
    )
    for number, question in enumerate(questions, start=1):
        page.locator(f"label[for=answer-{question.right.key}]").click()
        page.get_by_role("button", name=button).click()
        page.wait_for_url(re.compile(r".*palaute=1$"))
        assert page.locator("h2.quiz-verdict.quiz-right").count() == 1
        page.get_by_role("link", name=result_text if number == ROUND_LENGTH else next_text).click()
        page.wait_for_load_state()
    expected = "Your score: 10 out of 10" if prefix else "Tuloksesi: 10/10"
    assert _heading(page) == expected


def test_quiz_language_switch_follows_the_round(live_server: LiveServer, page: Page) -> None:
    seed = _start(page, live_server)
    first = QUIZ.build_round(seed).questions[0]
    page.locator(f"label[for=answer-{first.right.key}]").click()
    page.get_by_role("button", name="Tarkista vastaus").click()
    page.wait_for_function(HEADING_IS, arg="✓ Oikein!")
    page.get_by_role("link", name="English").click()
    page.wait_for_url(re.compile(r".*/en/sika/tietovisa/\d+/\?p=.*palaute=1$"))
    assert _heading(page) == "✓ Right!"


def test_quiz_tampered_form_shows_error_in_place(live_server: LiveServer, page: Page) -> None:
    seed = _start(page, live_server)
    page.evaluate("document.querySelector('input[name=progress]').value = 'tampered'")
    first = QUIZ.build_round(seed).questions[0]
    page.locator(f"label[for=answer-{first.right.key}]").click()
    page.get_by_role("button", name="Tarkista vastaus").click()
    page.wait_for_function(
        "document.querySelector('#bad-input-heading')?.innerText === 'Tämä ei onnistunut'"
    )
    assert page.locator("#quiz").count() == 0  # swapped out: the error stands in its place
    assert page.locator("h1").count() == 1
    assert page.get_by_role("link", name="Aloita tämä kierros alusta").count() == 1


def test_quiz_pages_no_accessibility_violations(live_server: LiveServer, page: Page) -> None:
    page.goto(f"{live_server.url}/sika/tietovisa/")
    assert_accessible(page)
    seed = _start(page, live_server)
    questions = QUIZ.build_round(seed).questions
    assert_accessible(page)  # a written question
    for number, question in enumerate(questions, start=1):
        if question.group is Group.SITUATION and question.situation is not None:
            assert_accessible(page)  # a question with the table
        choice = question.right if number % 2 else next(c for c in question.choices if not c.right)
        page.locator(f"label[for=answer-{choice.key}]").click()
        page.locator("button[type=submit]").click()
        page.wait_for_selector("h2.quiz-verdict")
        if number in (1, 2, 8):
            assert_accessible(page)  # right, wrong, and a situation's feedback
        page.locator("#quiz a.quiz-button").click()
        page.wait_for_function("!document.querySelector('h2.quiz-verdict')")
    assert _heading(page).startswith("Tuloksesi")
    assert_accessible(page)
