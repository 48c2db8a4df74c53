"""The checklist and the any-game form for every game: answers and options reach the engine.

Every option value of every game goes through the any-game address into the
engine's rules, and every checklist answer through the form, the engine's rules
and a saved sheet back to the same rules. The ristiseiska tests read the page
as served: each answer's label gives the engine value it says.
"""

from html.parser import HTMLParser
from urllib.parse import parse_qsl, urlsplit

import pytest
from django.http import QueryDict
from django.test import Client
from django.utils import translation

import games
from games import ristiseiska as rs
from games.core import RulesError
from tests.contract.expected import expected
from tests.html import attributes, texts
from tests.tutorials.sample_stats import even_stats
from tutorials.any_game import MAX_TURNS, game_input, game_url, option_codes, url_value
from tutorials.checklist import SCRATCH
from tutorials.errors import BadInput
from tutorials.models import HouseRuleSheet
from tutorials.packs import PACKS
from tutorials.packs.base import GamePack
from tutorials.packs.ristiseiska.checklist import CHECKLIST as seiska
from tutorials.sheets import save_sheet

PACK_LIST = list(PACKS.values())


def _values(pack: GamePack) -> list[tuple[str, str]]:
    """Every option of the game with every value the any-game form offers (long ranges: ends)."""
    game = games.find_game(pack.engine)
    out = []
    for spec in game.options:
        high = min(spec.high, MAX_TURNS)
        typed = range(spec.low, high + 1) if high - spec.low < 10 else (spec.low, high)
        codes = option_codes(spec) or tuple(str(n) for n in typed)
        out += [(spec.key, code) for code in codes]
    return out


def _preset_taking(pack: GamePack, key: str, code: str) -> str:
    """The first preset the engine lets take this value (the token game ends at the first out)."""
    game = games.find_game(pack.engine)
    for preset in game.presets:
        try:
            game.make_rules(preset, {key: code})
        except RulesError:
            continue
        return preset
    raise AssertionError(f"no preset takes {key}={code}")


@pytest.mark.parametrize("pack", PACK_LIST, ids=list(PACKS))
def test_any_game_every_option_value_reaches_the_engine(pack: GamePack) -> None:
    wrong: list[tuple[str, ...]] = []
    for key, code in _values(pack):
        preset = _preset_taking(pack, key, code)
        url = game_url(pack, preset, {key: code}, players=3, seed=1)
        query = QueryDict(urlsplit(url).query)
        try:
            with translation.override("en"):
                game, normal, _preset = game_input(pack, query)
        except BadInput as error:  # a long series: refused by the work budget, said so
            if "5,000 turns" not in str(error.message):
                wrong.append((key, code, "refused"))
            continue
        if url_value(getattr(game.rules, key)) != code or query.get(key, code) != code:
            wrong.append((key, code))
        # The page's own link for the game asks for the same rules.
        again, _query, _preset = game_input(
            pack, QueryDict("&".join(f"{k}={v}" for k, v in normal))
        )
        if again.rules != game.rules:
            wrong.append((key, code, "normalized"))
    assert wrong == []


@pytest.mark.parametrize("pack", PACK_LIST, ids=list(PACKS))
def test_any_game_number_of_options_matches_the_schema(pack: GamePack) -> None:
    # sika 29, siantappo 6, ristiseiska 23: ``options_offered`` of each game's expected.
    assert len(_values(pack)) == expected(pack.slug).options_offered


def _answer_sets(pack: GamePack) -> list[tuple[str, str, str, dict[str, str]]]:
    """(question, value, start, answers) for every value of every rules question."""
    checklist = pack.checklist
    out = []
    for question in checklist.rules_questions:
        for code, _label in question.choices:
            for start in checklist.start_keys:
                if start == SCRATCH:
                    continue
                answers = {**checklist.start_answers(start), question.name: code}
                form = checklist.form_class(data={"preset": start, **answers})
                if form.is_valid():
                    out.append((question.name, code, start, answers))
                    break
    return out


@pytest.mark.parametrize("pack", PACK_LIST, ids=list(PACKS))
def test_checklist_every_answer_offered_with_some_starting_point(pack: GamePack) -> None:
    offered = [(q.name, code) for q in pack.checklist.rules_questions for code, _ in q.choices]
    assert [(name, code) for name, code, _start, _answers in _answer_sets(pack)] == offered


@pytest.mark.django_db
@pytest.mark.parametrize("pack", PACK_LIST, ids=list(PACKS))
def test_checklist_every_answer_survives_a_saved_sheet(pack: GamePack) -> None:
    checklist = pack.checklist
    wrong = []
    for number, (name, code, start, answers) in enumerate(_answer_sets(pack)):
        rules = checklist.answers_rules(start, answers)
        if url_value(getattr(rules, name)) != code:
            wrong.append((name, code, "rules"))
        sheet = save_sheet(
            game=pack.engine,
            client=f"10.0.0.{number}",
            save_key="",
            name="Mökki",
            start=start,
            answers=answers,
            players=int(answers["players"]),
            stats=even_stats(int(answers["players"])).as_json(),
        )
        saved = HouseRuleSheet.objects.get(token=sheet.token)
        if checklist.answers_rules(saved.start, saved.answers) != rules:
            wrong.append((name, code, "sheet"))
    assert wrong == []


def _refused(pack: GamePack) -> set[str]:
    """The ``options`` of every refusal the engine gives to one or two answers changed."""
    checklist = pack.checklist
    values = [(q.name, code) for q in checklist.rules_questions for code, _ in q.choices]
    found = set()
    for start in checklist.start_keys[:-1]:
        base = checklist.start_answers(start)
        for i, (first, one) in enumerate(values):
            for second, other in values[i:]:
                try:
                    checklist.answers_rules(start, {**base, first: one, second: other})
                except RulesError as error:
                    found.add(str(error.data["options"]))
    return found


@pytest.mark.parametrize(
    ("slug", "refused"),
    [
        ("sika", set()),
        ("siantappo", set()),
        (
            "ristiseiska",
            {
                "pantti",
                "ristikasi",
                "pantti,ristikasi",
                "first_ace,eight_before_six",
                "ristikasi,eight_before_six",
                "jokers,pantti",
                "jokers,ristikasi",
                "target,end",
            },
        ),
    ],
)
def test_checklist_words_every_refusal_the_engine_gives(slug: str, refused: set[str]) -> None:
    pack = PACKS[slug]
    assert _refused(pack) == refused
    assert set(pack.checklist.refusals) == refused


# --- the number of players ------------------------------------------------------------


def _select_options(html: str, name: str) -> list[str]:
    start = html.index(f'name="{name}"')
    part = html[start : html.index("</select>", start)]
    return [str(option["value"]) for option in attributes(part + "</select>", "option")]


@pytest.mark.parametrize(
    ("slug", "numbers"),
    [
        ("sika", [str(n) for n in range(2, 17)]),
        ("siantappo", ["3", "4", "5", "6"]),
        ("ristiseiska", [str(n) for n in range(2, 17)]),
    ],
)
def test_checklist_players_select_offers_what_the_engine_takes(
    client: Client, slug: str, numbers: list[str]
) -> None:
    html = client.get(f"/en/{slug}/kotisaannot/?preset={SCRATCH}").content.decode()
    assert _select_options(html, "players") == numbers


@pytest.mark.parametrize(("slug", "low", "high"), [("siantappo", "3", "6"), ("sika", "2", "16")])
def test_any_game_players_input_limits_are_the_engine_s(
    client: Client, slug: str, low: str, high: str
) -> None:
    html = client.get(f"/en/{slug}/peli/").content.decode()
    players = [a for a in attributes(html, "input") if a.get("name") == "players"]
    assert [(a["min"], a["max"]) for a in players] == [(low, high)]


@pytest.mark.parametrize("players", ["2", "7"])
def test_any_game_siantappo_refuses_players_outside_three_to_six(
    client: Client, players: str
) -> None:
    response = client.get(f"/en/siantappo/peli/?players={players}")
    assert response.status_code == 400


def test_checklist_siantappo_seven_players_is_tampering(client: Client) -> None:
    response = client.get(f"/en/siantappo/kotisaannot/?preset={SCRATCH}&players=7")
    assert response.status_code == 400


# --- ristiseiska: the labels as served give the engine values they say ----------------

LABELS: dict[str, dict[str, object]] = {
    "end": {
        "When only one player has cards: they lose": rs.End.LAST,
        "When the first player is out: count the points": rs.End.FIRST_OUT,
    },
    "scoring": {
        "Face value (jack 11, queen 12, king 13, ace 14)": rs.Scoring.FACE,
        "One point a card": rs.Scoring.COUNT,
    },
    "eight_before_six": {"No, the six comes first": False, "Yes, the eight before the six": True},
    "first_ace": {"No": False, "Yes": True},
    "pantti": {"No, we ask for cards": False, "Yes, the token": True},
    "holding": {
        "Never: a card that fits must be played": rs.Holding.NONE,
        "Yes, except a seven": rs.Holding.SEVENS_ONLY,
    },
    "ristikasi": {"No": False, "Yes, ristikasi": True},
    "decks": {"One deck (3 to 8 players, or two)": 1, "Two decks (3 to 16 players)": 2},
    "jokers": {"None": 0, "One": 1, "Two": 2},
    "target": {"No, one game at a time": None, "100": 100, "250": 250, "500": 500},
}


class _Answers(HTMLParser):
    """Each answer of a question on the page: its label text and the value it submits."""

    def __init__(self) -> None:
        super().__init__()
        self.values: dict[str, str] = {}  # input id -> (name, value)
        self.found: dict[str, dict[str, str]] = {}
        self._label: str | None = None
        self._option: tuple[str, str] | None = None
        self._select: str | None = None
        self._text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "input" and a.get("type") == "radio":
            self.values[a["id"]] = f"{a['name']}={a['value']}"
        elif tag == "label" and a.get("for") in self.values:
            self._label, self._text = a["for"], []
        elif tag == "select":
            self._select = a.get("name")
        elif tag == "option" and self._select and a.get("value"):
            self._option, self._text = (self._select, a["value"]), []

    def handle_data(self, data: str) -> None:
        if self._label or self._option:
            self._text.append(data)

    def handle_endtag(self, tag: str) -> None:
        text = " ".join("".join(self._text).split())
        if tag == "label" and self._label:
            name, value = self.values[self._label].split("=")
            self.found.setdefault(name, {})[text] = value
            self._label = None
        elif tag == "option" and self._option:
            name, value = self._option
            self.found.setdefault(name, {})[text] = value
            self._option = None
        elif tag == "select":
            self._select = None


def test_ristiseiska_checklist_each_label_as_served_gives_its_engine_value(
    client: Client,
) -> None:
    html = client.get(f"/en/ristiseiska/kotisaannot/?preset={SCRATCH}").content.decode()
    parser = _Answers()
    parser.feed(html)
    served = {name: parser.found[name] for name in LABELS}
    assert {name: sorted(labels) for name, labels in served.items()} == {
        name: sorted(labels) for name, labels in LABELS.items()
    }
    wrong = []
    for name, labels in LABELS.items():
        for label, said in labels.items():
            value = served[name][label]
            answers = {**seiska.start_answers("pisteet"), name: value}
            if name in ("pantti", "ristikasi") and said is True:
                answers["jokers"] = "0"
            try:
                got = getattr(seiska.answers_rules("pisteet", answers), name)
            except RulesError:
                got = "refused"
            if got != said:
                wrong.append((name, label, value, got))
    assert wrong == []


# --- ristiseiska: two players have their own set-up ---------------------------------


def _sentences(start: str, players: str, **changed: str) -> list[str]:
    answers = {**seiska.start_answers(start), "players": players, **changed}
    with translation.override("en"):
        return seiska.rule_sentences(answers)


def test_ristiseiska_two_players_lay_the_seven_and_draw_from_the_stock() -> None:
    assert _sentences("ristiseiska", "2")[:4] == [
        "With two players the seven of clubs is laid on the table before the deal; the other "
        "cards are dealt into two hands and a face-down stock, and the player who did not "
        "deal starts.",
        "A six goes on its seven, then the eight.",
        "An ace or a king that closes a row end gives an extra card.",
        "A player who cannot play draws a card from the stock and the turn passes; once the "
        "stock is empty, they ask the other player for a card.",
    ]


def test_ristiseiska_three_players_start_from_the_hand_and_ask() -> None:
    assert _sentences("ristiseiska", "3")[:3] == [
        "The seven of clubs starts; a six goes on its seven, then the eight.",
        "An ace or a king that closes a row end gives an extra card.",
        "A player who cannot play asks the previous player for a card.",
    ]


@pytest.mark.parametrize(
    ("start", "card", "token"),
    [("pantti", "seven", "25"), ("ristikasi", "eight", "20")],
)
def test_ristiseiska_two_players_token_games_draw_before_the_token(
    start: str, card: str, token: str
) -> None:
    sentences = _sentences(start, "2")
    assert sentences[0].startswith(f"With two players the {card} of clubs is laid on the table")
    assert (
        "A player who cannot play draws a card from the stock; once the stock is empty, they "
        f"take the token, worth {token} points."
    ) in sentences


@pytest.mark.parametrize("start", ["ristiseiska", "ristikasi"])
def test_ristiseiska_two_player_engine_deals_what_the_sheet_says(start: str) -> None:
    """The engine lays the start card before the deal and keeps a stock: the words hold."""
    rules = rs.PRESETS[start]
    state = rs.new_game(rules, 2, seed=3)
    table = rs.table(state)
    start_card = rules.plan.start[0]
    assert len(state.stock) == 17
    assert start_card not in [card for hand in table.hands for card in hand]
    assert start_card not in state.stock


@pytest.mark.django_db
def test_ristiseiska_two_player_sheet_prints_the_two_player_rules(client: Client) -> None:
    answers = {**seiska.start_answers("ristiseiska"), "players": "2"}
    sheet = save_sheet(
        game="ristiseiska",
        client="10.1.0.1",
        save_key="",
        name="Kaksin",
        start="ristiseiska",
        answers=answers,
        players=2,
        stats=even_stats(2).as_json(),
    )
    html = client.get(f"/en/ristiseiska/kotisaannot/{sheet.token}/").content.decode()
    shown = texts(html, "li")
    assert "The first card played may be the six of clubs or any seven." in shown
    assert "Whoever holds the seven of clubs starts by playing it." not in shown


# --- ristiseiska: what has no effect --------------------------------------------------

NOBODY_COUNTS = "This has no effect because nobody counts points: the last player loses."
PENALTY_POINTS = "Points are only counted when the first player out ends the game."
SERIES_DEAL = "The figures for a series move the deal one seat on from deal to deal."


@pytest.mark.parametrize(
    ("start", "changed", "notes"),
    [
        (
            "ristiseiska",
            {"penalty": "points"},
            {"scoring": NOBODY_COUNTS, "target": NOBODY_COUNTS, "penalty": PENALTY_POINTS},
        ),
        ("ristiseiska", {"penalty": "cards"}, {"scoring": NOBODY_COUNTS, "target": NOBODY_COUNTS}),
        ("pisteet", {"penalty": "points"}, {}),
        ("pisteet", {"target": "250"}, {"dealer": SERIES_DEAL}),
        ("pisteet", {"target": "250", "dealer": "next"}, {}),
        ("pantti", {"penalty": "points"}, {}),
        ("ristikasi", {"penalty": "points"}, {}),
    ],
)
def test_ristiseiska_notes_under_each_end_rule(
    start: str, changed: dict[str, str], notes: dict[str, str]
) -> None:
    answers = {**seiska.start_answers(start), **changed}
    with translation.override("en"):
        assert seiska.inactive_notes(answers) == notes


def test_ristiseiska_penalty_note_shown_on_the_page(client: Client) -> None:
    html = client.get(
        f"/en/ristiseiska/kotisaannot/?preset={SCRATCH}&end=last&penalty=points"
    ).content.decode()
    assert PENALTY_POINTS in html
    html = client.get(
        f"/en/ristiseiska/kotisaannot/?preset={SCRATCH}&end=first_out&penalty=points"
    ).content.decode()
    assert PENALTY_POINTS not in html


def test_game_url_keeps_only_what_differs_from_the_preset() -> None:
    with translation.override("fi"):
        url = game_url(PACKS["ristiseiska"], "pisteet", {"end": "first_out", "target": 250})
    assert dict(parse_qsl(urlsplit(url).query)) == {
        "preset": "pisteet",
        "players": "4",
        "seed": "0",
        "target": "250",
    }
