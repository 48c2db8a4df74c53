import logging

import pytest
from django.core.cache import cache
from django.core.exceptions import SuspiciousOperation
from django.template.loader import render_to_string
from django.test import Client, RequestFactory
from django.utils import translation
from django.utils.translation import gettext_lazy

from tests.html import assert_valid_html, attributes, html_lang, texts
from tutorials.errors import BadInput
from tutorials.views.core import bad_request, game_cards, server_error


def test_home_finnish_at_root(client: Client) -> None:
    response = client.get("/")
    html = response.content.decode()
    assert response.status_code == 200
    assert html_lang(html) == "fi"
    assert texts(html, "h1") == ["Opi suomalaisten korttipelien säännöt"]
    assert texts(html, "title") == ["Opi suomalaisten korttipelien säännöt · Korttipelikoulu"]


def test_home_english_under_en_prefix(client: Client) -> None:
    response = client.get("/en/")
    html = response.content.decode()
    assert response.status_code == 200
    assert html_lang(html) == "en"
    assert texts(html, "h1") == ["Learn the rules of Finnish card games"]


def test_home_english_browser_still_gets_finnish_at_root(client: Client) -> None:
    response = client.get("/", headers={"accept-language": "en-GB,en;q=0.9"})
    assert html_lang(response.content.decode()) == "fi"


def test_home_lists_the_registry_games_none_coming_later(client: Client) -> None:
    html = client.get("/en/").content.decode()
    # The three games, then the tests' own fourth game (registered by its app).
    games = ["Sika", "Siantappo", "Ristiseiska", "Pikkutikki"]
    assert texts(html, "h2") == [*games, "A game in progress: Sika"]
    assert texts(html, "p").count("Coming later") == 0


@pytest.mark.parametrize("path", ["/", "/en/"])
def test_home_links_lead_to_existing_pages(client: Client, path: str) -> None:
    html = client.get(path).content.decode()
    hrefs = sorted({link["href"] or "" for link in attributes(html, "a")})
    pages = [href.split("#")[0] for href in hrefs if href.startswith("/")]
    assert [(page, client.get(page).status_code) for page in pages] == [
        (page, 200) for page in pages
    ]


@pytest.mark.parametrize(
    ("path", "switch_href", "switch_text"),
    [("/", "/en/", "English"), ("/en/", "/", "Suomi")],
)
def test_language_switch_links_to_same_page_other_language(
    client: Client, path: str, switch_href: str, switch_text: str
) -> None:
    html = client.get(path).content.decode()
    links = [a for a in attributes(html, "a") if a.get("hreflang")]
    assert [link["href"] for link in links] == [switch_href]
    assert texts(html, "nav")[-1] == switch_text


def test_home_post_not_allowed(client: Client) -> None:
    assert client.post("/").status_code == 405


def test_home_html_valid_both_languages(client: Client) -> None:
    assert_valid_html(client.get("/").content.decode(), client.get("/en/").content.decode())


@pytest.mark.parametrize(
    ("path", "lang", "heading"),
    [
        ("/ei-tallaista", "fi", "Sivua ei löytynyt"),
        ("/en/no-such-page", "en", "Page not found"),
    ],
)
def test_unknown_url_custom_404_in_language(
    client: Client, path: str, lang: str, heading: str
) -> None:
    response = client.get(path)
    html = response.content.decode()
    assert response.status_code == 404
    assert html_lang(html) == lang
    assert texts(html, "h1") == [heading]
    assert "Traceback" not in html


def test_unknown_url_404_switch_goes_to_other_home(client: Client) -> None:
    html = client.get("/en/no-such-page").content.decode()
    links = [a for a in attributes(html, "a") if a.get("hreflang")]
    assert [link["href"] for link in links] == ["/"]


def test_unknown_url_404_html_valid_both_languages(client: Client) -> None:
    assert_valid_html(
        client.get("/ei-tallaista").content.decode(),
        client.get("/en/no-such-page").content.decode(),
    )


def test_bad_host_custom_400(client: Client, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.CRITICAL, logger="django.security"):
        response = client.get("/en/", headers={"host": "evil.example"})
    html = response.content.decode()
    assert response.status_code == 400
    assert html_lang(html) == "en"
    assert texts(html, "h1") == ["Bad request"]


def test_server_error_page_in_active_language(rf: RequestFactory) -> None:
    with translation.override("fi"):
        response = server_error(rf.get("/"))
    html = response.content.decode()
    assert response.status_code == 500
    assert html_lang(html) == "fi"
    assert texts(html, "h1") == ["Jokin meni vikaan"]


def test_game_list_partial_renders_alone() -> None:
    with translation.override("fi"):
        html = render_to_string("tutorials/home.html#game-list", {"games": game_cards()})
    assert texts(html, "h2") == ["Sika", "Siantappo", "Ristiseiska", "Pikkutikki"]
    assert texts(html, "h1") == []


def test_attributes_helper_finds_every_void_element() -> None:
    document = '<p><input name="a"><input name="b"><link href="x"><link href="y"></p>'
    found = [a["name"] for a in attributes(document, "input")]
    found += [a["href"] for a in attributes(document, "link")]
    assert found == ["a", "b", "x", "y"]


@pytest.mark.parametrize(
    ("path", "heading"),
    [
        ("/sika/tietovisa/1/vastaa/", "Lomake on vanhentunut"),
        ("/en/sika/tietovisa/1/vastaa/", "The form has expired"),
    ],
)
def test_post_without_csrf_token_gets_page_in_users_language(path: str, heading: str) -> None:
    client = Client(enforce_csrf_checks=True)
    response = client.post(path, {"answer": "0"})
    assert (response.status_code, texts(response.content.decode(), "h1")) == (403, [heading])


def test_bad_input_400_shows_its_message_in_language(rf: RequestFactory) -> None:
    with translation.override("fi"):
        response = bad_request(rf.get("/"), BadInput(gettext_lazy("Bad request")))
    html = response.content.decode()
    assert (response.status_code, html_lang(html)) == (400, "fi")
    assert texts(html, "p")[0] == "Virheellinen pyyntö"


def test_other_bad_request_400_hides_its_message(rf: RequestFactory) -> None:
    with translation.override("en"):
        response = bad_request(rf.get("/"), SuspiciousOperation("secret internals"))
    html = response.content.decode()
    assert response.status_code == 400
    assert "secret internals" not in html
    assert texts(html, "p")[0] == "The server could not understand this request."


def test_home_cached_public_without_cookies(client: Client) -> None:
    cache.clear()
    first = client.get("/en/")
    again = client.get("/en/?utm=x")
    assert [bool(first.templates), bool(again.templates)] == [True, False]
    assert again.content == first.content
    assert again["Cache-Control"] == "public, max-age=600"
    assert again["ETag"] == first["ETag"]
    assert dict(again.cookies) == {}
    assert client.get("/en/", headers={"if-none-match": first["ETag"]}).status_code == 304
