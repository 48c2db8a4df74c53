"""The one page cache: keys by release, address, language and htmx; shared, per-visitor CSRF."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from django.conf import settings as django_settings
from django.core.cache import caches
from django.http import HttpResponse
from django.template import engines
from django.test import Client, RequestFactory
from django.utils import translation
from django_htmx.middleware import HtmxDetails
from pytest_django.fixtures import Settings

from tutorials.release import release_id, source_hash
from tutorials.views.htmx import HtmxHttpRequest
from tutorials.views.page_cache import cached_page, page_key

ROOT = Path(django_settings.BASE_DIR)


@pytest.fixture(autouse=True)
def _fresh_cache() -> None:
    caches["default"].clear()


def _request(
    path: str = "/en/sika/", htmx: bool = False, host: str = "testserver", restore: bool = False
) -> HtmxHttpRequest:
    headers = {"HX-Request": "true"} if htmx else {}
    if restore:
        headers["HX-History-Restore-Request"] = "true"
    request = RequestFactory().get(path, headers=headers, HTTP_HOST=host)
    request.htmx = HtmxDetails(request)  # type: ignore[attr-defined]
    return request  # type: ignore[return-value]


def _key(
    path: str = "/en/sika/",
    language: str = "en",
    query: bool = False,
    htmx: bool = False,
    host: str = "testserver",
    restore: bool = False,
) -> str:
    with translation.override(language):
        return page_key(_request(path, htmx, host, restore), query=query)


# ---------------------------------------------------------------------------
# The release


def test_release_id_setting_names_the_release(settings: Settings) -> None:
    settings.RELEASE_ID = "v42"
    assert release_id() == "v42"


def test_release_id_unset_is_the_source_hash(settings: Settings) -> None:
    settings.RELEASE_ID = ""
    assert release_id() == source_hash()
    assert len(release_id()) == 16


def _tree(root: Path, template: str) -> Path:
    (root / "tutorials" / "templates").mkdir(parents=True)
    (root / "tutorials" / "views.py").write_text("def page(): ...\n")
    (root / "tutorials" / "templates" / "page.html").write_text(template)
    (root / "locale").mkdir()
    (root / "locale" / "django.po").write_text('msgid "Rules"\nmsgstr "Säännöt"\n')
    return root


def test_source_hash_same_files_elsewhere_same_release(tmp_path: Path) -> None:
    first = _tree(tmp_path / "machine-a", "<p>Sika</p>")
    second = _tree(tmp_path / "machine-b", "<p>Sika</p>")
    assert source_hash(first) == source_hash(second)


@pytest.mark.parametrize(
    "change",
    ["tutorials/templates/page.html", "tutorials/views.py", "locale/django.po"],
)
def test_source_hash_one_file_changed_new_release(tmp_path: Path, change: str) -> None:
    old = _tree(tmp_path / "old", "<p>Sika</p>")
    new = tmp_path / "new"
    shutil.copytree(old, new)
    with (new / change).open("a") as file:
        file.write("\n")
    assert source_hash(old) != source_hash(new)


def test_source_hash_ignores_bytecode_and_compiled_catalogs(tmp_path: Path) -> None:
    plain = _tree(tmp_path / "plain", "<p>Sika</p>")
    built = tmp_path / "built"
    shutil.copytree(plain, built)
    (built / "tutorials" / "__pycache__").mkdir()
    (built / "tutorials" / "__pycache__" / "views.cpython-311.pyc").write_bytes(b"\0\1")
    (built / "locale" / "django.mo").write_bytes(b"\0\1")
    assert source_hash(plain) == source_hash(built)


# ---------------------------------------------------------------------------
# The key


def test_page_key_new_release_new_key(settings: Settings) -> None:
    settings.RELEASE_ID = "release-1"
    old = _key()
    settings.RELEASE_ID = "release-2"
    assert _key() != old


def test_page_key_per_language_htmx_host_and_path() -> None:
    keys = {
        _key(),
        _key(language="fi"),
        _key(htmx=True),
        _key(host="localhost"),
        _key("/en/sika/lisaa/"),
    }
    assert len(keys) == 5


def test_page_key_query_only_where_the_page_reads_it() -> None:
    assert _key("/en/sika/?step=3") == _key("/en/sika/")
    assert _key("/en/sika/?step=3", query=True) != _key("/en/sika/?step=4", query=True)


def _served_key(client: Client, path: str) -> list[str]:
    """The page keys the cache holds after serving ``path`` to a fresh cache."""
    caches["default"].clear()
    assert client.get(path).status_code == 200
    return sorted(caches["default"]._cache)  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("path", "same_as"),
    [
        (
            "/en/sika/esimerkit/tyhja-kasi/?step=3&utm_source=1",
            "/en/sika/esimerkit/tyhja-kasi/?step=3",
        ),
        ("/en/sika/esimerkit/tyhja-kasi/?step=9&step=3", "/en/sika/esimerkit/tyhja-kasi/?step=3"),
        ("/en/sika/esimerkit/?utm_source=1&fbclid=2", "/en/sika/esimerkit/"),
        ("/en/sika/peli/?seed=5&players=3&ref=x", "/en/sika/peli/?players=3&seed=5"),
        (
            "/en/sika/tietovisa/7/?gclid=1&palaute=&p=",
            "/en/sika/tietovisa/7/?p=&palaute=",
        ),
    ],
)
def test_page_key_holds_only_the_parameters_the_form_declares(
    client: Client, path: str, same_as: str
) -> None:
    assert _served_key(client, path) == _served_key(client, same_as)


def test_page_rendered_without_undeclared_parameters(client: Client) -> None:
    html = client.get("/en/sika/esimerkit/tyhja-kasi/?step=3&utm_source=junk").content.decode()
    assert "junk" not in html
    assert "step=3" in html  # the declared one is read: the language switch keeps it


def test_page_key_history_restore_is_the_whole_page() -> None:
    # htmx asks for the whole page when it restores history after a cache miss.
    restore = _key(htmx=True, restore=True)
    assert restore == _key()


# Works out a key in a fresh interpreter: another process, pid and hash seed.
ANOTHER_PROCESS = """
import django
django.setup()
from django.test import RequestFactory
from django.utils import translation
from django_htmx.middleware import HtmxDetails
from pytest_django.fixtures import Settings
from tutorials.views.page_cache import page_key
request = RequestFactory().get("/en/sika/esimerkit/?step=3", headers={"HX-Request": "true"})
request.htmx = HtmxDetails(request)
translation.activate("en")
print(page_key(request, query=True))
"""


def test_page_key_same_in_another_process(settings: Settings) -> None:
    settings.RELEASE_ID = ""  # the source hash: each process works it out itself
    env = {k: v for k, v in os.environ.items() if k != "RELEASE_ID"}
    env["DJANGO_SETTINGS_MODULE"] = "sika_site.settings_test"
    other = subprocess.run(
        [sys.executable, "-c", ANOTHER_PROCESS],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    ours = _key("/en/sika/esimerkit/?step=3", query=True, htmx=True)
    assert other.stdout.strip() == ours


def test_page_key_holds_no_process_id(monkeypatch: pytest.MonkeyPatch) -> None:
    before = _key()
    monkeypatch.setattr(os, "getpid", lambda: 1)
    assert _key() == before


# ---------------------------------------------------------------------------
# Served from the configured cache


def test_page_old_release_never_served_by_a_new_one(client: Client, settings: Settings) -> None:
    settings.RELEASE_ID = "old"
    with translation.override("en"):
        key = page_key(_request("/en/sika/"), query=False)
    caches["default"].set(key, (b"<p>old page</p>", "text/html", '"old"'))
    assert client.get("/en/sika/").content == b"<p>old page</p>"  # read from the shared cache
    settings.RELEASE_ID = "new"
    response = client.get("/en/sika/")
    assert response.content != b"<p>old page</p>"
    assert bool(response.templates) is True


def test_page_varies_by_htmx_and_history_restore(client: Client) -> None:
    # A browser must not answer htmx's history restore with a part it cached.
    for _ in range(2):  # the render and the cached copy alike
        vary = client.get("/en/sika/").headers["Vary"].split(", ")
        assert vary[:2] == ["HX-Request", "HX-History-Restore-Request"]


def test_page_rendered_once_per_release(client: Client, settings: Settings) -> None:
    rendered = []
    for release in ("one", "one", "two", "two", "one"):
        settings.RELEASE_ID = release
        rendered.append(bool(client.get("/en/sika/").templates))
    assert rendered == [True, False, True, False, False]


SLOT_PAGE = engines["django"].from_string(
    "{% load csrf_slot %}<form method=post>{% csrf_slot %}</form>"
)
calls: list[str] = []


@cached_page()
def _form_page(request: HtmxHttpRequest) -> HttpResponse:
    calls.append(request.path)
    return HttpResponse(SLOT_PAGE.render({}, request))


def test_csrf_slot_page_rendered_once_each_visitor_own_token() -> None:
    calls.clear()
    responses = [_form_page(_request("/form/")) for _visitor in range(2)]
    bodies = [r.content.decode() for r in responses if isinstance(r, HttpResponse)]
    assert calls == ["/form/"]
    assert "csrf-slot" not in bodies[0] + bodies[1]
    assert len(bodies) == 2
    assert bodies[0] != bodies[1]
    assert [r.headers["Cache-Control"] for r in responses] == ["private, no-store"] * 2
