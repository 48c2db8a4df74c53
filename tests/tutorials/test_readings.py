"""Readings: every point a game's sources leave open is marked where the rule is taught,
in one form, linked to its checklist question, and listed on the game's readings page;
every mark on any page (rules, rules cards, quiz, sheets, lessons) is one of the game's
register."""

import re

import pytest
from django.template.loader import render_to_string
from django.test import Client
from django.urls import reverse
from django.utils import translation

import games
from tests.html import texts
from tutorials.packs import PACKS
from tutorials.packs.base import GamePack
from tutorials.readings import Reading, at_section, find

PACK_LIST = list(PACKS.values())
# The mark of a reading, by how many sources the game's pages draw on (``pack.sources``).
MARKS = {
    "fi": {1: "Lähde ei kerro; me pelaamme näin:", 2: "Lähteet eivät kerro; me pelaamme näin:"},
    "en": {
        1: "The source leaves this open; we play it like this:",
        2: "The sources leave this open; we play it like this:",
    },
}


# The mark of a reading where the source leaves the choice to the player (``Reading.chosen``).
CHOSEN = {
    "fi": "Lähde jättää valinnan auki; me pelaamme näin:",
    "en": "The source leaves the choice open; we play it like this:",
}
# The mark of a reading where the sources tell of several ways (``Reading.disputed``).
DISPUTED = {
    "fi": "Pöydät pelaavat tämän eri tavoin; me pelaamme näin:",
    "en": "Tables play this differently; we play it like this:",
}


def test_readings_disputed_and_chosen_are_the_points_the_sources_name_ways_for() -> None:
    # Sika's first source names two or more ways for the dug card's free card, the hand
    # phase's free card and the stuck turn; the other readings fill a silence.
    disputed = {slug: [r.key for r in pack.readings if r.disputed] for slug, pack in PACKS.items()}
    assert disputed == {
        "sika": ["tulkinta-kaivettu-kortti", "tulkinta-vapaa-kortti", "tulkinta-pattitilanne"],
        "siantappo": [],
        "ristiseiska": [],
        "pikkutikki": [],
    }
    chosen = {slug: [r.key for r in pack.readings if r.chosen] for slug, pack in PACKS.items()}
    # Ristiseiska's source lets a player pass in the first round and says no more.
    assert chosen == {
        "sika": [],
        "siantappo": [],
        "ristiseiska": ["tulkinta-ensimmainen-passi"],
        "pikkutikki": [],
    }


def test_readings_mark_counts_the_sources_of_each_game() -> None:
    # Sika's pages draw on two sources, the other games' on one.
    assert {slug: pack.sources for slug, pack in PACKS.items() if slug != "pikkutikki"} == {
        "sika": 2,
        "siantappo": 1,
        "ristiseiska": 1,
    }


def test_at_section_keeps_the_packs_order() -> None:
    first = Reading("a", "one", "A.")
    other = Reading("b", "two", "B.")
    last = Reading("c", "one", "C.", question="q")
    assert at_section((first, other, last), "one") == [first, last]
    assert at_section((first, other, last), "three") == []


def test_at_section_matches_the_whole_anchor_not_its_start() -> None:
    # "siantappo-taito" begins with "siantappo": neither section shows the other's reading.
    game = Reading("a", "siantappo", "A.")
    skill = Reading("b", "siantappo-taito", "B.")
    assert at_section((game, skill), "siantappo") == [game]
    assert at_section((game, skill), "siantappo-taito") == [skill]


@pytest.mark.parametrize("pack", PACK_LIST, ids=list(PACKS))
def test_readings_every_game_has_some(pack: GamePack) -> None:
    assert len(pack.readings) >= 2


@pytest.mark.parametrize("pack", PACK_LIST, ids=list(PACKS))
def test_readings_point_at_real_sections_and_questions(pack: GamePack) -> None:
    keys = [reading.key for reading in pack.readings]
    assert len(keys) == len(set(keys))
    questions = {question.name for question in pack.checklist.questions}
    assert [r.key for r in pack.readings if r.section not in pack.sections] == []
    assert [r.key for r in pack.readings if r.question and r.question not in questions] == []


@pytest.mark.parametrize("pack", PACK_LIST, ids=list(PACKS))
def test_readings_link_the_question_that_sets_their_rule(pack: GamePack) -> None:
    """A reading's house-rules link goes to the question about its rule: a rules question
    whose engine option is the reading's ``rule``, or the other question of that name."""
    options = {spec.key for spec in games.find_game(pack.engine).options}
    # What each question sets: its engine option, else its own answer (an agreement).
    sets = {q.name: q.option.key if q.option else q.name for q in pack.checklist.questions}
    linked = [r for r in pack.readings if r.question]
    assert [r.key for r in linked if not r.rule] == []
    assert {r.key: sets[r.question] for r in linked} == {r.key: r.rule for r in linked}
    # A rules question's reading names an option the engine has.
    ruled = [r for r in linked if pack.checklist.question[r.question].option is not None]
    assert [r.key for r in ruled if r.rule not in options] == []
    # And a reading about a rule some question sets links to that question.
    asked = {rule: name for name, rule in sets.items()}
    assert [r.key for r in pack.readings if r.rule in asked and r.question != asked[r.rule]] == []


@pytest.mark.parametrize("language", ["fi", "en"])
@pytest.mark.parametrize("pack", PACK_LIST, ids=list(PACKS))
def test_readings_shown_at_their_section_and_on_the_list(
    client: Client, pack: GamePack, language: str
) -> None:
    with translation.override(language):
        listing = client.get(reverse(pack.url_name("readings")))
        pages = {
            page.url_name: client.get(reverse(pack.url_name(page.url_name))).content.decode()
            for page in pack.pages
        }
    assert listing.status_code == 200
    body = listing.content.decode()
    for reading in pack.readings:
        mark = (
            DISPUTED[language]
            if reading.disputed
            else CHOSEN[language]
            if reading.chosen
            else MARKS[language][pack.sources]
        )
        assert f'id="{reading.key}"' in body
        page = pages[pack.sections[reading.section]]
        # the reading stands after its section's heading, in the one marked form
        found = re.search(
            rf'<p class="reading" id="{reading.key}" data-reading="{reading.key}">(.*?)</p>',
            page,
            re.S,
        )
        assert found is not None, reading.key
        assert mark in found.group(1)
        assert page.index(f'id="{reading.section}"') < found.start()
        # one ending: the checklist's question where it has one, else the table's word
        endings = {
            ("fi", True): "Sopikaa toisin kotisäännöissä.",
            ("en", True): "Agree otherwise in your house rules.",
            ("fi", False): "Pöytänne voi sopia toisin.",
            ("en", False): "Your table may agree otherwise.",
        }
        assert endings[language, bool(reading.question)] in found.group(1)
        assert (f"#q-{reading.question}" in found.group(1)) is bool(reading.question)


# The mark's words in every form, and the words of marks the register has replaced.
LEADS = (
    "Lähde jättää valinnan auki",
    "The source leaves the choice open",
    "Pöydät pelaavat tämän eri tavoin",
    "Tables play this differently",
    "Lähde ei kerro",
    "Lähteet eivät kerro",
    "The source leaves this open",
    "The sources leave this open",
)
RETIRED = ("our reading", "source is silent", "tulkintamme", "lähde ei kerro", "tällä sivustolla (")
_MARKED = re.compile(
    r'<(p|span) class="reading[^"]*"(?: id="[^"]*")? data-reading="([^"]*)">.*?</\1>', re.S
)


def unregistered(pack: GamePack, html: str) -> list[str]:
    """The marks of a page that are not the register's: an unknown key, or a mark's words
    (or a retired form of them) outside a mark the register made."""
    found = []
    for match in _MARKED.finditer(html):
        try:
            find(pack.readings, match.group(2))
        except KeyError:
            found.append(match.group(2))
    rest = " ".join(texts(_MARKED.sub("", html), "body"))
    lowered = rest.lower()
    found += [lead for lead in LEADS if lead.lower() in lowered]
    found += [word for word in RETIRED if word in lowered]
    return found


def test_unregistered_finds_a_mark_outside_the_register() -> None:
    pack = PACKS["siantappo"]
    key = pack.readings[0].key
    ours = f'<p class="reading" data-reading="{key}"><strong>Lähde ei kerro</strong> x</p>'
    theirs = '<p class="reading" data-reading="tulkinta-ei-ole">Lähde ei kerro: y</p>'
    loose = "<p>Lähde ei kerro; me pelaamme näin: z</p>"
    assert unregistered(pack, f"<body>{ours}</body>") == []
    assert unregistered(pack, f"<body>{theirs}</body>") == ["tulkinta-ei-ole"]
    assert unregistered(pack, f"<body>{loose}</body>") == ["Lähde ei kerro", "lähde ei kerro"]


def _pages(pack: GamePack) -> list[str]:
    names = [page.url_name for page in pack.pages] + ["rules_card", "readings"]
    names += [f"lesson:{lesson.slug}" for lesson in pack.lessons]
    urls = []
    for name in names:
        if name.startswith("lesson:"):
            urls.append(reverse(pack.url_name("lesson"), args=[name.split(":", 1)[1]]))
        else:
            urls.append(reverse(pack.url_name(name)))
    return urls


@pytest.mark.parametrize("language", ["fi", "en"])
@pytest.mark.parametrize("pack", PACK_LIST, ids=list(PACKS))
def test_every_mark_on_a_page_is_the_registers(
    client: Client, pack: GamePack, language: str
) -> None:
    wrong = {}
    with translation.override(language):
        for url in _pages(pack):
            response = client.get(url)
            if response.status_code == 404:  # a pack without a rules card
                continue
            found = unregistered(pack, response.content.decode())
            if found:
                wrong[url] = found
    assert wrong == {}


@pytest.mark.parametrize("pack", PACK_LIST, ids=list(PACKS))
def test_quiz_asks_a_reading_only_under_its_mark(client: Client, pack: GamePack) -> None:
    """A question about a reading names a key of the register, and its words carry no mark
    of their own; its page puts the register's mark before it."""
    questions = [q for group in pack.quiz.bank.values() for q in group]
    keys = [q.reading for q in questions if q.reading]
    assert [key for key in keys if key not in {r.key for r in pack.readings}] == []
    for language in ("fi", "en"):
        with translation.override(language):
            for question in questions:
                words = " ".join(
                    [str(question.prompt), str(question.explanation)]
                    + [str(choice.text) for choice in question.choices]
                )
                assert unregistered(pack, f"<body><p>{words}</p></body>") == [], question.id
    asked = next((q for q in questions if q.reading), None)
    if asked is not None:
        context = {"pack": pack, "question": asked, "number": 1, "total": 10, "score": 0}
        page = render_to_string("tutorials/quiz/round.html#question", context)
        assert f'data-reading="{asked.reading}"' in page


@pytest.mark.parametrize("pack", PACK_LIST, ids=list(PACKS))
def test_sheets_carry_no_mark_outside_the_register(pack: GamePack) -> None:
    checklist = pack.checklist
    for language in ("fi", "en"):
        with translation.override(language):
            for start in checklist.starts:
                if start.key not in checklist.game.presets:
                    continue  # from scratch: nothing is answered yet
                answers = checklist.start_answers(start.key)
                sections = checklist.sheet_sections(answers)
                words = " ".join(" ".join(lines) for _title, lines in sections)
                assert unregistered(pack, f"<body><p>{words}</p></body>") == [], start.key


def _sections(page: str) -> dict[str, str]:
    """Each section of a rules page: from its heading to the next one."""
    heads = list(re.finditer(r'<div class="section-head">\s*<h[23] id="([^"]+)"', page))
    ends = [head.start() for head in heads[1:]] + [len(page)]
    return {head.group(1): page[head.start() : end] for head, end in zip(heads, ends, strict=True)}


@pytest.mark.parametrize("pack", PACK_LIST, ids=list(PACKS))
def test_readings_each_shown_once_under_its_own_section(client: Client, pack: GamePack) -> None:
    """A section's readings are those of that very section: a section whose anchor begins
    with another's ("siantappo-taito", "siantappo") shows only its own."""
    shown: dict[str, list[str]] = {}
    for page in pack.pages:
        html = client.get(reverse(pack.url_name(page.url_name))).content.decode()
        for anchor, section in _sections(html).items():
            for key in re.findall(r'<p class="reading" id="([^"]+)"', section):
                shown.setdefault(key, []).append(anchor)
    assert shown == {reading.key: [reading.section] for reading in pack.readings}


@pytest.mark.django_db
@pytest.mark.parametrize("pack", PACK_LIST, ids=list(PACKS))
def test_readings_list_links_each_to_its_own_question(client: Client, pack: GamePack) -> None:
    listing = client.get(reverse(pack.url_name("readings"))).content.decode()
    linked = {}
    for reading in pack.readings:
        found = re.search(rf'<li id="{reading.key}">(.*?)</li>', listing, re.S)
        assert found is not None, reading.key
        linked[reading.key] = re.findall(r"#q-([\w-]+)", found.group(1))
    assert linked == {r.key: [r.question] if r.question else [] for r in pack.readings}
    # Each question linked is on the checklist's questions page of the first start.
    questions = client.get(
        reverse(pack.url_name("house_rules")), {"preset": pack.checklist.starts[0].key}
    ).content.decode()
    missing = [
        name for names in linked.values() for name in names if f'id="q-{name}"' not in questions
    ]
    assert missing == []


@pytest.mark.parametrize("pack", PACK_LIST, ids=list(PACKS))
def test_checklist_marks_a_questions_reading_after_its_help(pack: GamePack) -> None:
    keys = {reading.key for reading in pack.readings}
    marked = [q for q in pack.checklist.questions if q.reading]
    assert [q.reading for q in marked if q.reading not in keys] == []
    for question in marked:
        item = {"q": question, "link": "#", "value": "", "errors": [], "note": ""}
        html = render_to_string(
            "tutorials/house_rules/checklist.html#question", {"pack": pack, "item": item}
        )
        found = re.search(rf'<p class="hr-help" id="help-{question.name}">(.*?)</p>', html, re.S)
        assert found is not None, question.name
        assert f'data-reading="{question.reading}"' in found.group(1)


def test_ristiseiska_dealer_question_carries_the_series_reading() -> None:
    marked = {q.name: q.reading for q in PACKS["ristiseiska"].checklist.questions if q.reading}
    assert marked == {"dealer": "tulkinta-sarjan-aloitus"}
