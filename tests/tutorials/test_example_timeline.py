"""Examples of two games stepped together by turn, and long examples cut to a window."""

from django.test import Client

from tests.html import texts
from tutorials import stepper
from tutorials.packs.sika.examples import EXAMPLE_SET as examples

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
        "viimeinen-rengaskortti": (34, [34, 31]),
        "kiista-loydetty-kortti": (186, [140, 186]),
        "kiista-vapaa-kortti": (124, [124, 45]),
        "kiista-pattitilanne": (260, [50, 260]),
        "kiista-nostoraja": (268, [208, 268]),
    }


def test_timeline_one_game_every_step() -> None:
    game = examples.scenario("aino-eero-liisa")
    line = stepper.timeline((game,))
    assert line.positions == tuple((step,) for step in range(23))
    assert (line.total, line.start) == (22, 0)


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
        "viimeinen-rengaskortti": (122, 34),
        "kasivaihe": (118, 23),
        "kaivaminen": (111, 24),
        "nostopakka": (141, 22),
        "nostopakka-loppuu": (209, 21),
        "jumitus": (168, 31),
        "kiista-loydetty-kortti": (95, 186),
        "kiista-vapaa-kortti": (108, 124),
        "kiista-pattitilanne": (209, 260),
    }


def test_window_moments_link_page_steps(client: Client) -> None:
    page = client.get("/en/sika/esimerkit/kasivaihe/").content.decode()
    assert 'href="?step=15"' in page
    moment = client.get("/en/sika/esimerkit/kasivaihe/?step=15").content.decode()
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
    assert line.positions[0] == (168,)
    assert line.positions[-1] == (199,)
