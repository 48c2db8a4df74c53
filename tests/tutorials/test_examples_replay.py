"""Replaying games to a step, and the deals of the worked examples really show their point."""

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest

from games import sika
from games.cards import SUIT_OF, card_text, full_deck, parse_card
from games.scenario import Scenario, load_scenario
from tests.tutorials.sika_steps import sika_capture, sika_rules
from tools.scenarios import sika as sika_scenarios
from tutorials.examples import Example, parting
from tutorials.packs.sika.examples import EXAMPLE_SET as examples
from tutorials.stepper import total_steps

SCENARIO_FILES = sorted(examples.scenarios.glob("*.json"))


def _games() -> list[Scenario]:
    games = []
    for preset in sika.PRESETS:
        for players in (2, 3, 5):
            for policy in ("lowest", "random"):
                for seed in range(3):
                    rules = sika.make_rules(preset, {"max_turns": 150})
                    names = tuple(f"P{n}" for n in range(players))
                    games.append(
                        Scenario(rules, names, seed=seed, policy=policy, preset=preset, game="sika")
                    )
    games.append(
        Scenario(sika.make_rules("kotiversio", {"dug_card": "keep"}), ("A", "B", "C"), game="sika")
    )
    games.append(
        Scenario(sika.make_rules("perussika", {"max_draws": 2}), ("A", "B", "C"), game="sika")
    )
    games.append(
        Scenario(sika.make_rules("perussika", {"decks": 2}), tuple("ABCDEFGHIJ"), game="sika")
    )
    return games


@pytest.mark.parametrize("game", _games(), ids=lambda g: f"{g.preset}-{len(g.players)}-{g.seed}")
def test_capture_every_step_keeps_every_card(game: Scenario) -> None:
    # Every step's table holds the whole deck: a draw is in the hand (or on the
    # pile) at its own step, not a few events later.
    total = total_steps(game)
    deck = len(full_deck(sika_rules(game).decks))
    for step in range(0, total + 1, 1 if total < 300 else 7):
        table = sika_capture(game, step).table
        cards = table.ring + table.pile_size + table.draw_pile + sum(map(len, table.hands))
        assert cards == deck, step


def test_capture_at_drew_shows_the_card_arriving() -> None:
    game = examples.scenario("aino-eero-liisa")
    shot = sika_capture(game, 3)  # Aino draws 3D: KS and 3D are in her hand, two ring cards gone
    assert (shot.table.ring, [card_text(c) for c in shot.table.hands[0]]) == (49, ["KS", "3D"])
    shot = sika_capture(game, 4)  # JH matches and goes on the pile
    assert (shot.table.ring, card_text(shot.table.pile_top)) == (48, "JH")
    shot = sika_capture(game, 6)  # the free card
    assert (card_text(shot.table.pile_top), shot.table.pile_size) == ("3D", 3)


def test_capture_step_zero_is_the_deal() -> None:
    shot = sika_capture(examples.scenario("aino-eero-liisa"), 0)
    assert (shot.event, shot.table.turns, shot.table.ring, card_text(shot.table.pile_top)) == (
        None,
        0,
        51,
        "9H",
    )


def test_capture_beyond_the_end_raises() -> None:
    game = examples.scenario("keskella-risti-8")
    with pytest.raises(IndexError):
        sika_capture(game, total_steps(game) + 1)


# ---------------------------------------------------------------------------
# The scenario files


@pytest.mark.parametrize("path", SCENARIO_FILES, ids=lambda p: p.stem)
def test_scenario_file_loads_as_the_contract(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["game"] == "sika"
    assert load_scenario(path.read_text(encoding="utf-8")).players == tuple(data["players"])


def test_every_scenario_file_belongs_to_an_example() -> None:
    used = {game.scenario for example in examples.all for game in example.games}
    assert sorted(used) == sorted(path.stem for path in SCENARIO_FILES)


@pytest.mark.parametrize("slug", ["aino-eero-liisa", "keskella-risti-8", "tyhja-kasi"])
def test_stacked_scenarios_are_what_the_generator_writes(slug: str) -> None:
    path = examples.scenarios / f"{slug}.json"
    assert json.loads(path.read_text(encoding="utf-8")) == sika_scenarios.SEARCHES[slug]()


@pytest.mark.parametrize("example", examples.all, ids=lambda e: e.slug)
def test_example_moments_all_happen(example: Example) -> None:
    steps = examples.steps(example)
    assert len(steps) == len(example.moments)
    assert None not in steps


def _events(name: str) -> list[dict[str, Any]]:
    game = examples.scenario(name)
    return [sika.event_json(e, game.players) for e in examples.log(name).events]


def _turn(name: str, turn: int) -> list[dict[str, Any]]:
    """The events of one turn, TurnStarted to TurnEnded."""
    events = _events(name)
    start = next(
        i for i, e in enumerate(events) if e["type"] == "turn_started" and e["turn"] == turn
    )
    end = next(i for i in range(start, len(events)) if events[i]["type"] == "turn_ended")
    return events[start + 1 : end + 1]


def drew(
    player: str, card: str, matches: bool, into_hand: bool, extra: bool = False
) -> dict[str, Any]:
    return {
        "type": "drew",
        "player": player,
        "card": card,
        "source": "ring",
        "matches": matches,
        "into_hand": into_hand,
        "extra": extra,
    }


def played(player: str, card: str, role: str, from_hand: bool) -> dict[str, Any]:
    return {
        "type": "played",
        "player": player,
        "cards": [card],
        "role": role,
        "from_hand": from_hand,
    }


def ended(player: str, result: str = "playing") -> dict[str, Any]:
    return {"type": "turn_ended", "player": player, "result": result}


def test_aino_eero_liisa_plays_the_source_turns_exactly() -> None:
    assert card_text(sika_capture(examples.scenario("aino-eero-liisa"), 0).table.pile_top) == "9H"
    assert _turn("aino-eero-liisa", 1) == [
        drew("Aino", "KS", False, True),
        drew("Aino", "3D", False, True),
        drew("Aino", "JH", True, False),
        played("Aino", "JH", "match", False),
        played("Aino", "3D", "free", True),
        ended("Aino"),
    ]
    assert _turn("aino-eero-liisa", 2) == [
        drew("Eero", "8D", True, False),
        played("Eero", "8D", "match", False),
        drew("Eero", "10C", False, False, extra=True),
        played("Eero", "10C", "extra", False),
        ended("Eero"),
    ]
    liisa = _turn("aino-eero-liisa", 3)
    draws = [e for e in liisa if e["type"] == "drew"]
    assert [SUIT_OF[parse_card(e["card"])] == 3 for e in draws] == [False] * 4 + [True]
    assert liisa[-3:] == [
        played("Liisa", "QC", "match", False),
        played("Liisa", "2H", "free", True),
        ended("Liisa"),
    ]


def test_keskella_risti_8_plays_2c_then_ks() -> None:
    assert card_text(sika_capture(examples.scenario("keskella-risti-8"), 0).table.pile_top) == "8C"
    assert _turn("keskella-risti-8", 1) == [
        drew("Aino", "5D", False, True),
        drew("Aino", "KS", False, True),
        drew("Aino", "2C", True, False),
        played("Aino", "2C", "match", False),
        played("Aino", "KS", "free", True),
        ended("Aino"),
    ]


def test_tyhja_kasi_empty_hand_plays_7h_then_jd() -> None:
    assert card_text(sika_capture(examples.scenario("tyhja-kasi"), 0).table.pile_top) == "4H"
    assert _turn("tyhja-kasi", 1) == [
        drew("Aino", "7H", True, False),
        played("Aino", "7H", "match", False),
        drew("Aino", "JD", False, False, extra=True),
        played("Aino", "JD", "extra", False),
        ended("Aino"),
    ]
    # Still in the game with an empty hand: Aino draws from the ring on turn 3.
    assert _turn("tyhja-kasi", 3)[0]["type"] == "drew"


def _table_at_turn(name: str, step: int) -> sika.Table:
    return sika_capture(examples.scenario(name), step).table


def test_last_ring_card_both_endings() -> None:
    step = examples.steps(examples.by_slug["viimeinen-rengaskortti"])[0]
    assert step is not None
    for name in ("viimeinen-rengaskortti-a", "viimeinen-rengaskortti-b"):
        table = _table_at_turn(name, step)
        mover = table.to_move
        assert mover is not None
        assert table.ring == 1
        assert SUIT_OF[table.pile_top] == 2  # a diamond on top
        assert [SUIT_OF[c] for c in table.hands[mover]] == [0]  # a single spade
    diamond = _events("viimeinen-rengaskortti-a")[step:]
    heart = _events("viimeinen-rengaskortti-b")[step:]
    assert [e["type"] for e in diamond[:6]] == [
        "drew",
        "played",
        "played",
        "turn_ended",
        "ring_emptied",
        "left",
    ]
    assert diamond[0]["card"][-1] == "D" and diamond[2]["role"] == "free"
    assert "Liisa" in diamond[5]["players"]
    assert [e["type"] for e in heart[:3]] == ["drew", "turn_ended", "ring_emptied"]
    assert (heart[0]["card"][-1], heart[0]["into_hand"], heart[2]["next_phase"]) == (
        "H",
        True,
        "hand",
    )
    # The two deals are the same card for card until then.
    a = examples.log("viimeinen-rengaskortti-a").events[:step]
    b = examples.log("viimeinen-rengaskortti-b").events[:step]
    assert [type(e) for e in a] == [type(e) for e in b]


def test_kasivaihe_hand_3d_qc_on_a_diamond() -> None:
    step = examples.steps(examples.by_slug["kasivaihe"])[0]
    assert step is not None
    table = _table_at_turn("kasivaihe", step)
    assert table.to_move is not None
    assert [card_text(c) for c in table.hands[table.to_move]] == ["3D", "QC"]
    assert (SUIT_OF[table.pile_top], table.phase) == (2, sika.Phase.HAND)
    events = _events("kasivaihe")[step : step + 3]
    assert [e["type"] for e in events] == ["played", "played", "left"]


@pytest.mark.parametrize(
    ("slug", "draws"),
    [("nostopakka", ["D", "C", "S"]), ("nostopakka-loppuu", ["D", "C"])],
)
def test_nostopakka_only_hearts_against_a_spade(slug: str, draws: list[str]) -> None:
    step = examples.steps(examples.by_slug[slug])[0]
    assert step is not None
    table = _table_at_turn(slug, step)
    assert table.to_move is not None
    assert {SUIT_OF[c] for c in table.hands[table.to_move]} == {1}  # only hearts
    assert SUIT_OF[table.pile_top] == 0
    events = [e for e in _events(slug)[step:] if e["type"] in ("drew", "turn_ended")]
    cut = next(i for i, e in enumerate(events) if e["type"] == "turn_ended")
    assert [e["card"][-1] for e in events[:cut]] == draws
    assert {e["source"] for e in events[:cut]} == {"draw_pile"}


def test_nostopakka_plays_the_spade_then_the_club() -> None:
    step = examples.steps(examples.by_slug["nostopakka"])[0]
    assert step is not None
    plays = [e for e in _events("nostopakka")[step:] if e["type"] == "played"][:2]
    assert [(e["cards"][0][-1], e["role"]) for e in plays] == [("S", "match"), ("C", "free")]


def test_nostopakka_loppuu_keeps_both_and_the_turn_is_stuck() -> None:
    step = examples.steps(examples.by_slug["nostopakka-loppuu"])[0]
    assert step is not None
    turn = _events("nostopakka-loppuu")[step:]
    end = next(e for e in turn if e["type"] == "turn_ended")
    assert end["result"] == "stuck"
    assert [e for e in turn[: turn.index(end)] if e["type"] == "played"] == []


def test_jumitus_deadlock_then_a_heart_is_led() -> None:
    moment = examples.steps(examples.by_slug["jumitus"])[0]
    assert moment is not None
    events = _events("jumitus")
    # The moment starts at the round's first empty turn; the deadlock is told two turns on.
    step = next(i for i in range(moment - 1, len(events)) if events[i]["type"] == "deadlock") + 1
    assert [e["type"] for e in events[moment - 1 : step]].count("turn_started") == 2
    deadlock, started, lead = events[step - 1 : step + 2]
    assert deadlock["type"] == "deadlock"
    assert (started["type"], started["free_lead"], started["player"]) == (
        "turn_started",
        True,
        deadlock["player"],
    )
    assert (lead["role"], lead["cards"][0][-1]) == ("lead", "H")
    # Two players were left, and both turns before it put no card on the pile.
    table = _table_at_turn("jumitus", step)
    assert sum(place is None for place in table.places) == 2
    assert SUIT_OF[table.pile_top] == 0
    ends = [e for e in events[: step - 1] if e["type"] == "turn_ended"][-2:]
    assert [e["result"] for e in ends] == ["stuck", "stuck"]
    assert sika_rules(examples.scenario("jumitus")).max_draws == 3


@pytest.mark.parametrize(
    ("preset", "overrides"),
    [("kotiversio", {}), ("perussika", {"stalemate": "free_lead"})],
)
def test_free_lead_without_draw_limit_never_deadlocks(
    preset: str, overrides: dict[str, object]
) -> None:
    # What the jumitus and pattitilanne pages say: with one full deck and no draw
    # limit, a whole round without a card never comes (the wanted suit is always
    # in a hand or in the pile the next search goes through).
    rules = sika.make_rules(preset, {**overrides, "max_turns": 400})
    deadlocks: list[tuple[int, sika.Event]] = []
    for seed in range(60):

        def observer(event: sika.Event, state: sika.SikaState, seed: int = seed) -> None:
            if type(event) is sika.Deadlock:
                deadlocks.append((seed, event))

        sika.new_game(
            rules, 2 + seed % 4, seed=seed, policy=sika.POLICIES["random"], observer=observer
        )
    assert deadlocks == []


@pytest.mark.parametrize(
    ("slug", "option"),
    [
        ("kiista-loydetty-kortti", "dug_card"),
        ("kiista-vapaa-kortti", "hand_free_card"),
        ("kiista-pattitilanne", "stalemate"),
        ("kiista-nostoraja", "max_draws"),
    ],
)
def test_dispute_pairs_differ_only_in_their_option(slug: str, option: str) -> None:
    first, second = examples.scenario(f"{slug}-a"), examples.scenario(f"{slug}-b")
    differs = [
        f.name
        for f in dataclasses.fields(sika.Rules)
        if getattr(first.rules, f.name) != getattr(second.rules, f.name)
    ]
    assert differs == [option]
    assert dataclasses.replace(first, rules=second.rules) == second
    assert parting([examples.log(f"{slug}-a"), examples.log(f"{slug}-b")]) is not None


def test_pattitilanne_fewest_cards_ends_at_the_stuck_turn() -> None:
    step = examples.steps(examples.by_slug["kiista-pattitilanne"])[0]
    assert step is not None
    fewest = _events("kiista-pattitilanne-a")[step:]
    assert [e["type"] for e in fewest][-1] == "game_over"
    assert fewest[-1]["outcome"]["reason"] == "stalemate"
    free_lead = _events("kiista-pattitilanne-b")
    assert len(free_lead) > len(_events("kiista-pattitilanne-a"))


def test_two_phase_example_has_a_wild_eight_rank_change_and_a_set() -> None:
    steps = examples.steps(examples.by_slug["kaksivaiheinen"])
    events = _events("kaksivaiheinen")
    wild, rank, shedding, group = (events[s - 1] for s in steps if s is not None)
    assert wild["cards"][0][:-1] == "8"
    assert rank["type"] == "played"
    assert shedding == {"type": "ring_emptied", "next_phase": "hand"}
    assert len(group["cards"]) > 1


def test_two_decks_example_has_ten_players_and_a_double_ring() -> None:
    table = sika_capture(examples.scenario("kaksi-pakkaa"), 0).table
    assert (len(table.hands), table.ring) == (10, 103)


def test_deck_parse_round_trip() -> None:
    assert card_text(parse_card("10C")) == "10C"
