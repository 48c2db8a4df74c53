"""Play against a searching computer player: its choices recorded in the token, replays
that search only the new decisions, and the token's bounds."""

import random
import re
from typing import Any

import pytest
from django.test import Client

from games.core import Action
from games.registry import find_game
from tests.tutorials.play_shared import (
    MESTARI,
    SETUP,
    SIKA,
    count_searches,
    moves_at,
    options,
)
from tutorials import play
from tutorials.errors import BadInput
from tutorials.packs import PACKS

pytestmark = pytest.mark.django_db


# ---------------------------------------------------------------------------
# The token


def test_token_round_trip_keeps_people_computer_choices_and_counts() -> None:
    setup = play.Setup(
        SIKA.make_rules("perussika", None), 4, 7, "mestari", (0, 2), names=("Liisa", "")
    )
    moves = play.Moves((1, 0, 2), (3, 0, 0, 1), hints=2, undos=1)
    token = play.game_token("sika", SIKA, setup, moves)
    assert play.read_token("sika", SIKA, token) == (setup, moves)


def test_token_of_a_policy_asked_again_with_computer_choices_refused() -> None:
    token = play.game_token("sika", SIKA, SETUP, play.Moves((0,), (1,)))
    with pytest.raises(BadInput):
        play.read_token("sika", SIKA, token)


def test_token_sealed_before_pass_and_play_still_opens() -> None:
    """A link shared before the token named people's seats: its visitor's seat was ``q``."""
    rules = {"max_turns": play.MAX_TURNS}
    old = {"v": 1, "r": rules, "n": 3, "s": 0, "p": "heuristic", "q": 0, "c": [0], "pp": None}
    setup, moves = play.read_token("sika", SIKA, play.seal("sika", old))
    assert (setup.players, setup.humans, setup.names, moves) == (3, (0,), (), play.Moves((0,)))


@pytest.mark.parametrize(
    "field",
    [{"h": [0, 0]}, {"h": [3]}, {"h": []}, {"m": ["Liisa", "Onni"]}, {"k": [-1]}, {"u": -1}],
)
def test_token_with_bad_people_or_counts_refused(field: dict[str, object]) -> None:
    data = {
        "v": play.VERSION,
        "r": {},
        "n": 3,
        "s": 0,
        "p": "mestari",
        "h": [0],
        "c": [],
        **field,
    }
    with pytest.raises(BadInput):
        play.read_token("sika", SIKA, play.seal("sika", data))


def test_token_of_a_long_game_with_mestari_at_most_players_fits() -> None:
    """The longest game the site plays (MAX_TURNS turns, two decisions a turn at most: an
    ask and a give) at 8 players, 7 of them Mestari, four people with the longest names:
    every index drawn at random below 59 (the most options a decision offers, siantappo's
    first lead), which compresses worse than any real game's."""
    names = ("A" * play.MAX_NAME, "B" * play.MAX_NAME, "C" * play.MAX_NAME, "D" * play.MAX_NAME)
    setup = play.Setup(
        SIKA.make_rules("kotiversio", None),
        8,
        play.SEED_RANGE - 1,
        "mestari",
        (0, 2, 4, 6),
        None,
        names,
    )
    draw = random.Random(0)
    decisions = 2 * play.MAX_TURNS
    computer = tuple(draw.randrange(59) for _ in range(decisions * 7 // 8))
    choices = tuple(draw.randrange(59) for _ in range(decisions // 8))
    token = play.game_token("sika", SIKA, setup, play.Moves(choices, computer, 999, 999))
    assert len(token) <= play.MAX_TOKEN
    assert play.read_token("sika", SIKA, token) == (setup, play.Moves(choices, computer, 999, 999))


# ---------------------------------------------------------------------------
# Cheap replays


@pytest.mark.parametrize("slug", sorted(PACKS))
def test_replay_applies_recorded_choices_and_searches_only_new_ones(
    slug: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    searches = count_searches(monkeypatch)
    game = find_game(PACKS[slug].engine)
    setup = MESTARI[slug]
    first = play.replay(game, setup, (0,))
    searched = len(searches)
    assert searched == len(first.searched) > 0
    # The same position from the token: nothing searched again, the same table.
    again = play.replay(game, setup, (0,), computer=first.searched)
    assert len(searches) == searched
    assert game.table(again.state) == game.table(first.state)
    # One move more: only the decisions after it are searched.
    on = play.replay(game, setup, (0, 0), computer=first.searched)
    assert on.searched[: len(first.searched)] == first.searched
    assert len(searches) - searched == len(on.searched) - len(first.searched)


@pytest.mark.parametrize("slug", sorted(PACKS))
def test_replay_after_every_person_is_out_asks_the_playout_player(
    slug: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With 'lowest' recorded (it draws nothing) and 'heuristic' as its playout player: no
    decision after the visitor's place is known is searched or recorded."""
    game = find_game(PACKS[slug].engine)
    monkeypatch.setitem(play.RECORDED, "lowest", "heuristic")
    asked: dict[str, list[int]] = {"lowest": [], "heuristic": []}
    for name in asked:
        policy = game.policies[name]

        def counted(state: Any, name: str = name, policy: Any = policy) -> Action:
            asked[name].append(state.turns)
            return policy(state)

        monkeypatch.setitem(game.policies, name, counted)
    for seed in range(40):
        setup = play.Setup(game.make_rules(game.default_preset, None), 4, seed, "lowest")
        done = play.replay(game, setup, (), narrate=False)
        while not done.state.over:
            more = (*done.choices, 0)
            done = play.replay(game, setup, more, computer=done.searched, narrate=False)
        table = game.table(done.state)
        if table.places[0] is not None and asked["heuristic"]:
            break
        asked = {"lowest": [], "heuristic": []}
    else:
        raise AssertionError("the visitor was never out before the end")
    out = min(asked["heuristic"])
    # Replayed once per choice: each search made once, all before the visitor was out.
    assert max(asked["lowest"]) < out
    assert len(asked["lowest"]) == len(done.searched)


@pytest.mark.parametrize("slug", sorted(PACKS))
def test_play_computer_index_out_of_range_is_a_400(slug: str, client: Client) -> None:
    game = find_game(PACKS[slug].engine)
    setup = MESTARI[slug]
    first = play.replay(game, setup, (0,))
    forged = (*first.searched[:-1], 500)
    token = play.game_token(slug, game, setup, play.Moves((0,), forged))
    response = client.get(f"/en/{slug}/pelaa/", {"t": token})
    assert response.status_code == 400
    assert "This game cannot be continued" in response.content.decode()
    # One recorded choice more than the position has: not a game the site made either.
    extra = play.game_token(slug, game, setup, play.Moves((0,), (*first.searched, 0)))
    assert client.get(f"/en/{slug}/pelaa/", {"t": extra}).status_code == 400


def test_play_move_against_mestari_records_its_choices_in_the_next_token(
    client: Client, monkeypatch: pytest.MonkeyPatch
) -> None:
    searches = count_searches(monkeypatch)
    setup = MESTARI["siantappo"]
    game = find_game("siantappo")
    page = client.get(
        "/en/siantappo/pelaa/", {"t": play.game_token("siantappo", game, setup, ())}
    ).content.decode()
    # The page's own token carries the decisions searched before the visitor's first.
    token = re.findall(r'name="t" value="([^"]+)"', page)[0]
    before = play.read_token("siantappo", game, token)[1].computer
    assert len(before) == len(searches)
    answer = client.get(
        "/en/siantappo/pelaa/", {"t": token, "move": "0", "choice": options(page)[-1]}
    )
    assert answer.status_code == 303
    moves = moves_at("siantappo", answer.headers["Location"])
    assert moves.computer[: len(before)] == before
    assert len(searches) == len(moves.computer) > len(before)
    # The page it leads to, drawn again by another process, searches nothing.
    play.replaying._RECENT.clear()
    assert client.get(answer.headers["Location"]).status_code == 200
    assert len(searches) == len(moves.computer)
