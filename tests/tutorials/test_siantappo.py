"""The siantappo pack: rules pages, worked examples, any game, checklist, sheet, quiz, play.

Expected values are written out: what the rules page says, what the engine
plays in each scenario file, what the engine's figures were for these seeds.
"""

import re

import pytest
from django.test import Client
from django.utils import translation

from games import siantappo
from games.core import Action, IllegalMoveError
from games.registry import find_game
from tests.html import attributes, texts
from tutorials import play as generic_play
from tutorials.errors import BadInput
from tutorials.models import HouseRuleSheet
from tutorials.packs.siantappo import checklist as siantappo_checklist
from tutorials.packs.siantappo.checklist import CHECKLIST as hr
from tutorials.packs.siantappo.examples import EXAMPLE_SET as examples
from tutorials.packs.siantappo.pack import PACK
from tutorials.packs.siantappo.presenter import PRESENTER as play
from tutorials.packs.siantappo.quiz import QUIZ, situations
from tutorials.packs.siantappo.table import TableView
from tutorials.quiz.model import Group
from tutorials.stepper import capture

pytestmark = pytest.mark.django_db


def shown(slug: str, step: int, language: str = "en") -> tuple[str, TableView]:
    game = examples.scenario(slug)
    with translation.override(language):
        shot = capture(game, step, PACK.presenter.actor)
        view = PACK.presenter.step(shot, game.players, game.rules)
        assert isinstance(view.table, TableView)
        return view.sentence, view.table


# --- rules pages ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("path", "title"),
    [
        ("/siantappo/", "Näin pelataan siantappoa"),
        ("/en/siantappo/", "How to play siantappo"),
        ("/siantappo/perinne/", "Siantappo pöydän ääressä ja killassa"),
        ("/en/siantappo/perinne/", "Siantappo at the table and in the guild"),
    ],
)
def test_siantappo_rules_page_titled_in_its_language(client: Client, path: str, title: str) -> None:
    response = client.get(path)
    assert response.status_code == 200
    assert texts(response.content.decode(), "h1") == [title]


def test_siantappo_rules_page_has_every_section_anchor(client: Client) -> None:
    html = (
        client.get("/en/siantappo/").content.decode()
        + client.get("/en/siantappo/perinne/").content.decode()
    )
    ids = {a["id"] for tag in ("h2", "h3") for a in attributes(html, tag) if a.get("id")}
    assert set(PACK.sections) - ids == set()


def test_siantappo_rules_page_draws_example_cards(client: Client) -> None:
    html = client.get("/en/siantappo/").content.decode()
    labels = [a["aria-label"] for a in attributes(html, "span") if a.get("role") == "img"]
    # The order of the cards: the weakest and the strongest card, then the first pair.
    assert labels[:4] == ["three of spades", "two of hearts", "nine of diamonds", "seven of clubs"]


@pytest.mark.parametrize(
    ("path", "first"),
    [("/siantappo/pikaohje/", "Jako ja järjestys"), ("/en/siantappo/pikaohje/", "Deal and order")],
)
def test_siantappo_rules_card_in_its_language(client: Client, path: str, first: str) -> None:
    response = client.get(path)
    assert response.status_code == 200
    assert texts(response.content.decode(), "h2")[0] == first


# --- worked examples -------------------------------------------------------------------


def test_siantappo_example_trick_told_step_by_step() -> None:
    sentences = [shown("esimerkkikierros", step)[0] for step in (1, 4, 7, 8, 10)]
    assert sentences == [
        "Aino leads the three of clubs.",
        "Onni passes.",
        "Liisa has nothing higher and passes.",
        "Aino tops it with the two of spades.",
        "Everyone else has passed, so the trick is over and Aino leads the next one.",
    ]


def test_siantappo_example_sentence_in_finnish() -> None:
    assert shown("esimerkkikierros", 4, "fi")[0] == "Onni sanoo ohi."
    assert shown("esimerkkikierros", 1, "fi")[0] == (
        "Aino aloittaa kierroksen ja lyö pöytään ristikolmosen."
    )
    assert shown("esimerkkikierros", 8, "fi")[0] == "Aino lyö päälle patakakkosen."
    assert shown("korteista-eroon", 41, "fi")[0] == (
        "Liisa pääsee korteistaan eroon ja sijoittuu ensimmäiseksi."
    )
    assert shown("korteista-eroon", 55, "fi")[0] == (
        "Peli on ohi: kortteja on enää Ainolla, joten hän häviää."
    )


def test_siantappo_example_moments_found_in_the_engine_events() -> None:
    with translation.override("en"):
        found = {
            example.slug: [(str(label), step) for label, step in examples.moment_steps(example)]
            for example in examples.all
        }
    assert found == {
        "esimerkkikierros": [
            ("Onni passes although he could play", 4),
            ("The two of spades", 8),
            ("Aino wins the trick", 10),
        ],
        "siantappo-kakkoselle": [("The siantappo", 3)],
        "neloset-kakkospariin": [("Four of a kind on the twos", 3)],
        "korteista-eroon": [("The first player goes out", 41), ("The game ends", 55)],
        "viimeinen-kortti": [("Eero plays his last card", 51), ("Liisa opens the next trick", 56)],
        "korttienvaihto": [("The loser opens", 5)],
    }


def test_siantappo_siantappo_on_a_single_two_is_three_pairs() -> None:
    sentence, table = shown("siantappo-kakkoselle", 3)
    assert sentence == (
        "Liisa kills the pig with three consecutive pairs: four of spades, four of clubs, five of "
        "spades, five of clubs, six of spades and six of clubs."
    )
    assert table.trick_words == (
        "On the table lies a siantappo of three consecutive pairs played by Liisa:"
    )


def test_siantappo_exchange_shown_one_gift_at_a_time() -> None:
    counts = []
    for step in range(5):
        table = shown("korttienvaihto", step)[1]
        counts.append(tuple(seat.count for seat in table.seats))
    assert counts == [
        (13, 13, 13, 13),  # as dealt
        (15, 13, 11, 13),  # Liisa's two weakest cards reached Aino
        (13, 13, 13, 13),  # Aino's two strongest went back
        (13, 12, 13, 14),  # Eero's weakest card reached Onni
        (13, 13, 13, 13),
    ]


def test_siantappo_exchange_marks_the_gift_in_the_receivers_hand() -> None:
    sentence, table = shown("korttienvaihto", 2)
    fresh = [(s.name, card.code) for s in table.seats for card in s.hand or () if card.fresh]
    assert sentence == (
        "Aino gives Liisa the two strongest cards in hand, the two of spades and two of hearts."
    )
    assert fresh == [("Liisa", "2S"), ("Liisa", "2H")]
    assert shown("korttienvaihto", 2, "fi")[0] == (
        "Aino antaa kaksi vahvinta korttiaan: patakakkonen ja herttakakkonen. Ne saa Liisa."
    )


def test_siantappo_deal_step_shows_no_trick() -> None:
    sentence, table = shown("esimerkkikierros", 0)
    assert sentence == (
        "The whole deck is dealt. Aino holds the three of clubs and starts; the first play "
        "must contain it."
    )
    assert (table.trick, [seat.count for seat in table.seats]) == ((), [13, 13, 13, 13])
    assert shown("esimerkkikierros", 0, "fi")[0] == (
        "Koko pakka on jaettu. Ristikolmonen on Ainolla, joten hän aloittaa; ensimmäisessä "
        "lyönnissä on oltava ristikolmonen."
    )


@pytest.mark.parametrize("slug", [example.slug for example in examples.all])
@pytest.mark.parametrize("prefix", ["", "/en"])
def test_siantappo_example_page_shows(client: Client, slug: str, prefix: str) -> None:
    assert client.get(f"{prefix}/siantappo/esimerkit/{slug}/?step=3").status_code == 200


@pytest.mark.parametrize(
    ("path", "status"),
    [
        ("/siantappo/esimerkit/ei-tallaista/", 404),
        ("/siantappo/esimerkit/korttienvaihto/?step=11", 400),
        ("/en/siantappo/esimerkit/korttienvaihto/?step=-1", 400),
        ("/siantappo/peli/?players=7", 400),
        ("/en/siantappo/peli/?first_lead=anything", 400),
        ("/siantappo/peli/?exchange=maybe", 400),
        ("/siantappo/peli/?preset=perussika", 400),
    ],
)
def test_siantappo_bad_input_is_refused(client: Client, path: str, status: int) -> None:
    assert client.get(path).status_code == status


def test_siantappo_any_game_form_offers_the_schema_options(client: Client) -> None:
    html = client.get("/en/siantappo/peli/").content.decode()
    names = [a["name"] for a in attributes(html, "select")]
    assert names == ["preset", "policy", "exchange", "first_lead", "series"]


# --- checklist and sheet ---------------------------------------------------------------


def test_siantappo_checklist_sentences_of_the_rules_page() -> None:
    answers = hr.start_answers("perussiantappo")
    with translation.override("en"):
        sentences = hr.rule_sentences(answers) + hr.agreement_sentences(answers)
    assert sentences == [
        "The holder of the three of clubs opens the first game, with a play that contains it.",
        "We play a series: the loser deals the next game and opens it.",
        "Before each later game the winner gives the loser their two weakest cards and gets "
        "the loser’s two strongest.",
        "Second place and second-to-last swap one card the same way: the weakest for the "
        "strongest.",
        "The first dealer is drawn by lot.",
        "A player who joins counts as the loser of the game before.",
        "The loser only deals; there are no other chores.",
    ]


def test_siantappo_single_games_make_the_exchange_moot() -> None:
    answers = {**hr.start_answers("perussiantappo"), "series": "false"}
    with translation.override("en"):
        notes = hr.inactive_notes(answers)
    assert sorted(notes) == ["exchange", "new_player"]


def test_siantappo_figures_count_siantappos_and_the_exchange() -> None:
    # The skilled players keep a siantappo for a two, and seldom get to play one.
    assert siantappo_checklist.siantappo_share(siantappo.make_rules(), 4) == 0.2
    # The loser of a game loses the next one too: more often with the exchange.
    assert (
        round(siantappo_checklist.repeat_loser_share(True, 4)),
        round(siantappo_checklist.repeat_loser_share(False, 4)),
    ) == (
        35,
        12,
    )


@pytest.mark.usefixtures("untimed_figures")
def test_siantappo_series_figures_compare_seats_over_whole_series(client: Client) -> None:
    # A series: the figures come from separate series, and seats are compared series by
    # series, so no seat is said to lose "more than chance" from dependent games.
    query = {"preset": "perussiantappo", **hr.start_answers("perussiantappo")}
    html = client.get("/en/siantappo/kotisaannot/", query).content.decode()
    said = " ".join(" ".join(texts(html, "p")).split())
    assert "as 100 separate series of 20 games" in said
    assert "so seats are compared over whole series." in said
    assert "by more than chance would explain" not in said


def test_siantappo_sheet_saved_and_printable(client: Client) -> None:
    data = {"preset": "perussiantappo", **hr.start_answers("perussiantappo")}
    response = client.post("/en/siantappo/kotisaannot/", {**data, "name": "Kiltis"})
    assert response.status_code == 302
    sheet = HouseRuleSheet.objects.get()
    assert (sheet.game, sheet.name) == ("siantappo", "Kiltis")
    html = client.get(response.headers["Location"]).content.decode()
    assert "The loser only deals; there are no other chores." in texts(html, "li")


def test_siantappo_sheet_of_another_game_not_found(client: Client) -> None:
    data = {"preset": "perussiantappo", **hr.start_answers("perussiantappo"), "name": "Kiltis"}
    location = client.post("/siantappo/kotisaannot/", data).headers["Location"]
    assert client.get(location.replace("/siantappo/", "/sika/")).status_code == 404


# --- quiz ----------------------------------------------------------------------------


def test_siantappo_quiz_round_has_three_of_each_group_but_rules() -> None:
    groups = [question.group for question in QUIZ.build_round(11).questions]
    assert groups == [Group.GAME_OF] * 3 + [Group.RULES] * 4 + [Group.SITUATION] * 3


@pytest.mark.parametrize("kind", list(situations.Kind))
@pytest.mark.parametrize("seed", [0, 1, 999_999_999])
def test_siantappo_situation_answer_is_the_engines(kind: situations.Kind, seed: int) -> None:
    question = situations.situation_question(seed, kind)
    found = question.situation
    assert isinstance(found, situations.Situation)
    state = siantappo.new_game(siantappo.make_rules(), found.players, seed=found.game_seed)
    for cards in found.choices:
        state.choose(Action(state.to_move, cards))
    verdicts = []
    for choice in question.choices:
        try:
            siantappo.check_action(state, Action(state.to_move, choice.cards))
            verdicts.append(True)
        except IllegalMoveError:
            verdicts.append(False)
    assert verdicts == [choice.right for choice in question.choices]
    assert verdicts.count(True) == 1


# --- play ----------------------------------------------------------------------------


def test_siantappo_play_words_for_a_pass_and_a_pair() -> None:
    with translation.override("en"):
        words = [play.option_words(Action(0, ())), play.option_words(Action(0, (0, 13)))]
    assert words == ["Pass", "Together: ace of spades, ace of hearts"]


def test_siantappo_play_refusal_names_the_rule() -> None:
    state = siantappo.new_game(siantappo.make_rules(), 4, seed=0)
    without_3c = next(card for card in state.hand(state.to_move) if card != 41)
    with pytest.raises(IllegalMoveError) as refused:
        siantappo.check_action(state, Action(state.to_move, (without_3c,)))
    with translation.override("en"):
        words, link = play.refusal(refused.value)
    assert (words, link) == (
        "The first play of the game must contain the three of clubs: choose it too.",
        "aloitus",
    )


def test_siantappo_play_refusal_names_what_beats_the_table() -> None:
    # The table's cards come in strength order: the last is the one to beat.
    data = {"cards": ["8S", "8C"], "trick": ["9D", "9S"], "trick_kind": "pair"}
    error = IllegalMoveError(siantappo.IllegalReason.NOT_HIGHER, "x", None, data)
    with translation.override("en"):
        assert play.refusal(error) == (
            "That does not beat the play on the table. You need a pair whose higher card is "
            "stronger than the nine of spades.",
            "paalle-lyominen",
        )


def test_siantappo_play_refusal_of_a_short_straight_names_its_length() -> None:
    data = {
        "cards": ["3S", "4S", "5S"],
        "trick": ["6D", "7D", "8D", "9H"],
        "trick_kind": "straight",
    }
    error = IllegalMoveError(siantappo.IllegalReason.WRONG_LENGTH, "x", None, data)
    with translation.override("en"):
        assert play.refusal(error)[0] == (
            "A straight must have exactly as many cards as the one on the table. You need a "
            "straight of 4 cards whose highest card is stronger than the nine of hearts."
        )


def test_siantappo_play_page_starts_a_game(client: Client) -> None:
    started = client.get(
        "/en/siantappo/pelaa/",
        {"start": "1", "preset": "perussiantappo", "players": "4", "policy": "lowest"},
    )
    assert started.status_code == 303
    page = client.get(started.headers["Location"])
    assert (page.status_code, texts(page.content.decode(), "h1")) == (200, ["Play a game"])


def test_siantappo_play_series_next_game_tells_the_exchange() -> None:
    game = find_game("siantappo")
    first = generic_play.Setup(siantappo.make_rules(), 4, 5, "lowest")
    following = generic_play.next_setup(game, first, ((2,), (0,), (3,), (1,)))
    token = generic_play.game_token("siantappo", game, following, ())
    assert generic_play.read_token("siantappo", game, token) == (following, generic_play.Moves())
    replayed = generic_play.replay(game, following, ())
    with translation.override("en"):
        told = [
            turn.summary
            for turn in PACK.presenter.turns(
                replayed.events, play.names(4), following.rules, 0, True
            )
        ]
    assert told[:6] == [
        "The whole deck is dealt for the next game of the series. Aino lost the last game "
        "and so starts after the card exchange.",
        "In the exchange, Eero gives Aino 2 cards, face down.",
        "In the exchange, Aino gives Eero 2 cards, face down.",
        "You give away your weakest card, the three of spades, to Liisa.",
        "Liisa gives you the strongest card in hand, the ten of diamonds.",
        "Aino leads the three of diamonds.",
    ]


def test_siantappo_play_series_places_must_name_every_seat() -> None:
    game = find_game("siantappo")
    broken = generic_play.Setup(siantappo.make_rules(), 4, 5, "lowest", (0,), ((0,), (0,), (1,)))
    token = generic_play.game_token("siantappo", game, broken, ())
    with pytest.raises(BadInput):
        generic_play.read_token("siantappo", game, token)


@pytest.mark.parametrize(
    ("slug", "query"),
    [
        ("esimerkkikierros", {"step": "0"}),  # the first lead is asked before any event
        ("esimerkkikierros", {"step": "0", "choice": "3S"}),  # refused: no three of clubs
        ("esimerkkikierros", {"step": "3", "choice": "pass"}),
        ("korttienvaihto", {"step": "4", "choice": "3S 3C"}),  # after the exchange
    ],
)
def test_siantappo_try_it_in_an_example(client: Client, slug: str, query: dict[str, str]) -> None:
    response = client.get(f"/en/siantappo/esimerkit/{slug}/kokeile/", query)
    assert response.status_code == 200


FUZZED = [
    "/siantappo/esimerkit/korttienvaihto/",
    "/en/siantappo/kotisaannot/",
    "/siantappo/tietovisa/",
    "/en/siantappo/tietovisa/5/",
    "/siantappo/pelaa/",
    "/en/siantappo/esimerkit/esimerkkikierros/kokeile/",
]


def test_siantappo_situation_words_follow_the_language_shown() -> None:
    question = situations.situation_question(3, situations.Kind.PAIR)
    shown_in = {}
    for language in ("fi", "en"):
        with translation.override(language):
            shown_in[language] = (str(question.prompt), [str(c.text) for c in question.choices])
    assert shown_in == {
        "fi": (
            "Pöydässä on Liisan lyömä pari: pataysi, herttaysi. Vuorossa on Aino, joka on yhä "
            "mukana kierroksella. Minkä näistä Aino saa lyödä päälle?",
            ["ruuturouva, herttarouva", "ristikuutonen, ruutukuutonen", "patakolmonen"],
        ),
        "en": (
            "On the table lies a pair played by Liisa: nine of spades, nine of hearts. Aino is "
            "still in the trick. Which of these plays may Aino put on it?",
            [
                "queen of diamonds, queen of hearts",
                "six of clubs, six of diamonds",
                "three of spades",
            ],
        ),
    }


def test_siantappo_last_play_of_a_player_out_can_be_beaten() -> None:
    # What the example's intro says: Liisa goes out, Aino beats her last pair.
    sentences = [shown("korteista-eroon", step)[0] for step in (40, 41, 42, 54, 55)]
    assert sentences == [
        "Liisa leads a pair: eight of spades and eight of hearts.",
        "Liisa is out of cards and finishes first.",
        "Aino tops it with a pair: nine of spades and nine of clubs.",
        "Eero is out of cards and finishes second.",
        "The game is over: only Aino still holds cards, and so loses.",
    ]


def test_siantappo_nobody_beats_the_last_card_so_the_next_player_leads() -> None:
    # The source's own case, as the example's intro tells it: Eero goes out with the queen
    # of hearts, nobody beats it, and Liisa, next after him, leads.
    sentences = [shown("viimeinen-kortti", step)[0] for step in range(50, 57)]
    assert sentences == [
        "Eero leads the queen of hearts.",
        "Eero is out of cards and finishes first.",
        "Liisa has nothing higher and passes.",
        "Onni passes.",
        "Aino has nothing higher and passes.",
        "Everyone else has passed, so the trick is over. Eero is already out of the game, so "
        "Liisa leads the next one.",
        "Liisa leads three of a kind: five of spades, five of clubs and five of diamonds.",
    ]


def test_siantappo_readings_listed_as_sentences(client: Client) -> None:
    html = client.get("/siantappo/tulkinnat/").content.decode()
    first = " ".join(texts(html, "li")[-7].split())
    assert first.startswith("Kolme tai neljä kakkosta ovat tavallinen kolme tai neljä samaa")


def test_siantappo_player_out_is_never_shown_to_move() -> None:
    # Eero has gone out: Liisa, who passes next, is to move, and Eero is out.
    table = shown("viimeinen-kortti", 51)[1]
    assert [(seat.name, seat.count, seat.to_move, seat.place) for seat in table.seats] == [
        ("Aino", 4, False, None),
        ("Eero", 0, False, 1),
        ("Liisa", 6, True, None),
        ("Onni", 7, False, None),
    ]


def test_siantappo_going_out_example_told_in_finnish() -> None:
    sentences = [shown("viimeinen-kortti", step, "fi")[0] for step in (50, 51, 55)]
    assert sentences == [
        "Eero aloittaa kierroksen ja lyö pöytään herttarouvan.",
        "Eero pääsee korteistaan eroon ja sijoittuu ensimmäiseksi.",
        "Kaikki muut ovat sanoneet ohi, joten kierros kaatuu. Eero on jo poissa pelistä, joten "
        "uuden kierroksen aloittaa Liisa.",
    ]


def _finished_series_game() -> tuple[generic_play.Setup, list[int]]:
    """A later game of a series, the visitor always taking the first move offered."""
    game = find_game("siantappo")
    rules = siantappo.make_rules()
    setup = generic_play.Setup(rules, 4, 5, "lowest", (0,), ((2,), (0,), (3,), (1,)))
    state = siantappo.new_game(rules, 4, seed=setup.seed, previous_places=setup.previous)
    choices = []
    while not state.over:
        if state.to_move == 0:
            choices.append(0)
            state.choose(state.legal_actions()[0])
        else:
            state.choose(game.policies["lowest"](state))
    return setup, choices


def test_siantappo_play_replay_of_a_series_game_starts_before_the_exchange(
    client: Client,
) -> None:
    game = find_game("siantappo")
    setup, choices = _finished_series_game()
    token = generic_play.game_token("siantappo", game, setup, choices)
    counts = []
    for step in (0, 1, 2):
        page = client.get("/en/siantappo/pelaa/kertaus/", {"t": token, "step": str(step)})
        counts.append(re.findall(r"Hand \((\d+)\):", page.content.decode()))
    assert counts == [
        ["13", "13", "13", "13"],  # as dealt
        ["13", "15", "11", "13"],  # Eero's two weakest cards reached Aino
        ["13", "13", "13", "13"],  # Aino's two strongest went back
    ]


def test_siantappo_goal_on_a_single_card_is_a_sentence() -> None:
    state = siantappo.new_game(siantappo.make_rules("perussiantappo"), 4, seed=3)
    state.apply(Action(1, (siantappo.DECK.parse("3C"),)))
    goals = {}
    for language in ("en", "fi"):
        with translation.override(language):
            goals[language] = play.goal(state)
    assert goals == {
        "en": "On the table is a single card: three of clubs. Beat it with a higher play of the "
        "same kind and size, or pass.",
        "fi": "Pöydässä on yksittäinen kortti: ristikolmonen. Lyö vahvempi yksittäinen kortti "
        "tai sano ohi.",
    }
