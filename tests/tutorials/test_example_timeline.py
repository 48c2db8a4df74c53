"""Examples of two games stepped together by turn, and long examples cut to a window."""

from django.test import Client

from tests.html import texts
from tutorials import stepper
from tutorials.packs.sika.examples import EXAMPLE_SET as examples
from tutorials.packs.sika.presenter import PRESENTER

PAIRS = [example for example in examples.all if example.compare]


def test_timeline_pairs_same_turn_at_every_step() -> None:
    misaligned = {}
    for example in PAIRS:
        games = [examples.scenario(game.scenario) for game in example.games]
        line = examples.timeline(example)
        # One recording per game: the turns are read from the recorded tables.
        turns = [
            [stepper.turn_at(game, own) for game, own in zip(games, at, strict=True)]
            for at in line.positions
        ]
        running = [
            step
            for step, at in enumerate(line.positions)
            if all(own < total for own, total in zip(at, line.totals, strict=True))
        ]
        misaligned[example.slug] = [step for step in running if turns[step][0] != turns[step][1]]
    assert misaligned == {example.slug: [] for example in PAIRS}


def test_timeline_pair_lengths_and_ends() -> None:
    lengths = {
        example.slug: (
            examples.total(example),
            [examples.timeline(example).ended_at(i) for i in (0, 1)],
        )
        for example in PAIRS
    }
    assert lengths == {
        "viimeinen-rengaskortti": (24, [24, 21]),
        "kiista-loydetty-kortti": (133, [100, 133]),
        "kiista-vapaa-kortti": (96, [96, 30]),
        "kiista-pattitilanne": (168, [43, 168]),
        "kiista-nostoraja": (197, [160, 197]),
    }


def test_timeline_one_game_tells_turn_markers_with_a_neighbour() -> None:
    game = examples.scenario("aino-eero-liisa")
    line = stepper.timeline((game,), PRESENTER)
    # Own steps 1, 8, 14 are "Turn N: …" (told with the step after), 6, 12, 21 a turn that
    # played ending (told with the step before).
    shown = (0, 2, 3, 4, 5, 7, 9, 10, 11, 13, 15, 16, 17, 18, 19, 20, 22)
    assert line.positions == tuple((step,) for step in shown)
    assert (line.total, line.start) == (16, 0)
    assert [line.since(0, own) for own in (2, 7, 9)] == [0, 5, 7]


def test_window_long_examples_cut_before_their_moment() -> None:
    cut = {
        example.slug: (
            examples.timeline(example).start,
            examples.total(example),
        )
        for example in examples.all
        if examples.timeline(example).start
    }
    assert cut == {
        "viimeinen-rengaskortti": (82, 24),
        "kasivaihe": (87, 13),
        "kaivaminen": (82, 14),
        "nostopakka": (100, 12),
        "nostopakka-loppuu": (148, 12),
        "jumitus": (114, 20),
        "kiista-loydetty-kortti": (71, 133),
        "kiista-vapaa-kortti": (76, 96),
        "kiista-pattitilanne": (147, 168),
    }


def test_window_moments_link_page_steps(client: Client) -> None:
    page = client.get("/en/sika/esimerkit/kasivaihe/").content.decode()
    assert 'href="?step=9"' in page
    moment = client.get("/en/sika/esimerkit/kasivaihe/?step=9").content.decode()
    first = client.get("/en/sika/esimerkit/kasivaihe/?step=0").content.decode()
    assert texts(moment, "h1") == texts(first, "h1")


def test_window_lead_says_what_came_before(client: Client) -> None:
    en = client.get("/en/sika/esimerkit/jumitus/").content.decode()
    fi = client.get("/sika/esimerkit/jumitus/").content.decode()
    lead = (
        "Turns 1 to 31 are left out: the example starts at turn 32, with the cards where "
        "those turns left them."
    )
    assert [t for t in texts(en, "p") if t.startswith("Turns 1")] == [lead]
    assert [t for t in texts(fi, "p") if t.startswith("Vuorot 1")] == [
        "Vuorot 1–31 on jätetty pois: esimerkki alkaa vuorosta 32, ja kortit ovat siellä, "
        "minne ne noiden vuorojen jälkeen jäivät."
    ]


def test_window_last_step_of_a_cut_example() -> None:
    line = examples.timeline(examples.by_slug["jumitus"])
    # Own step 168 is "Turn 32: …", told with the step after it.
    assert line.positions[0] == (169,)
    assert line.positions[-1] == (199,)
