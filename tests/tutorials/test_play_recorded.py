"""Play against a searching computer player: its choices recorded in the token, replays
that search only the new decisions, and the token's bounds."""

import html
import random
import re
from typing import Any

import pytest
from django.test import Client
from django.utils import translation

from games.core import Action
from games.registry import find_game
from tests.contract.expected import expected
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
from tutorials.play import people

pytestmark = pytest.mark.django_db

# More searches than any game here makes in one replay: no pause.
UNBOUNDED = 10_000


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
    first = play.replay(game, setup, (0,), searches=UNBOUNDED)
    searched = len(searches)
    assert searched == len(first.searched) > 0
    # The same position from the token: nothing searched again, the same table.
    again = play.replay(game, setup, (0,), computer=first.searched)
    assert len(searches) == searched
    assert game.table(again.state) == game.table(first.state)
    # One move more: only the decisions after it are searched.
    on = play.replay(game, setup, (0, 0), computer=first.searched, searches=UNBOUNDED)
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
    # A game whose places are all known at the end only (``places_early`` false in its
    # expected) never asks the playout player: every decision is searched and recorded.
    early = expected(slug).places_early
    for seed in range(40 if early else 3):
        setup = play.Setup(game.make_rules(game.default_preset, None), 4, seed, "lowest")
        done = play.replay(game, setup, (), narrate=False, searches=UNBOUNDED)
        while not done.state.over:
            more = (*done.choices, 0)
            done = play.replay(
                game, setup, more, computer=done.searched, narrate=False, searches=UNBOUNDED
            )
        table = game.table(done.state)
        if early and table.places[0] is not None and asked["heuristic"]:
            break
        assert early or (asked["heuristic"], len(asked["lowest"])) == ([], len(done.searched))
        asked = {"lowest": [], "heuristic": []}
    else:
        assert not early, "the visitor was never out before the end"
        return
    out = min(asked["heuristic"])
    # Replayed once per choice: each search made once, all before the visitor was out.
    assert max(asked["lowest"]) < out
    assert len(asked["lowest"]) == len(done.searched)


@pytest.mark.parametrize("slug", sorted(PACKS))
def test_play_computer_index_out_of_range_is_a_400(slug: str, client: Client) -> None:
    game = find_game(PACKS[slug].engine)
    setup = MESTARI[slug]
    first = play.replay(game, setup, (0,), searches=UNBOUNDED)
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
    monkeypatch.setattr(play.replaying, "SEARCHES", 3)
    searches = count_searches(monkeypatch)
    setup = MESTARI["siantappo"]
    game = find_game("siantappo")
    page = client.get(
        "/en/siantappo/pelaa/", {"t": play.game_token("siantappo", game, setup, ())}
    ).content.decode()
    # The page's own token carries the decisions searched before the visitor's first.
    token = re.findall(r'name="t" value="([^"]+)"', page)[0]
    before = play.read_token("siantappo", game, token)[1].computer
    assert len(before) == len(searches) == 1
    answer = client.post(
        "/en/siantappo/pelaa/", {"t": token, "move": "0", "choice": options(page)[-1]}
    )
    assert answer.status_code == 303
    # The move itself searches nothing: the page it leads to plays on.
    assert moves_at("siantappo", answer.headers["Location"]).computer == before
    assert len(searches) == 1
    after = client.get(answer.headers["Location"]).content.decode()
    token = re.findall(r'name="t" value="([^"]+)"', after)[0]
    moves = moves_at("siantappo", f"/en/siantappo/pelaa/?t={token}")
    assert moves.computer[:1] == before
    assert len(searches) == len(moves.computer) == 4
    # That page drawn again by another process searches nothing.
    play.replaying._RECENT.clear()
    assert client.get("/en/siantappo/pelaa/", {"t": token}).status_code == 200
    assert len(searches) == 4


# ---------------------------------------------------------------------------
# A request's searches


def _paused(slug: str) -> tuple[Any, play.Replay, play.Replay, int]:
    """The game of ``MESTARI[slug]`` at the visitor's first decision, and after the first
    of its moves that a computer player answers with a choice, nothing searched after it;
    and that move's index."""
    game = find_game(PACKS[slug].engine)
    opening = play.replay(game, MESTARI[slug], (), searches=UNBOUNDED)
    for index in range(len(opening.actions)):
        step = play.replay(game, MESTARI[slug], (index,), computer=opening.searched, searches=0)
        if step.paused:
            return game, opening, step, index
    raise AssertionError("no first move is answered by a search")


@pytest.mark.parametrize(("slug", "requests"), [("ristiseiska", 3), ("siantappo", 3), ("sika", 2)])
def test_replay_spends_its_searches_then_pauses_and_goes_on_from_there(
    slug: str, requests: int
) -> None:
    game, _opening, step, index = _paused(slug)
    whole = play.replay(game, MESTARI[slug], (index,), searches=UNBOUNDED)
    made = 0
    while step.paused:
        # Nobody at the device decides while the computer players play on.
        assert (step.actions, people.deciding(step)) == ([], None)
        step = play.replay(game, MESTARI[slug], (index,), computer=step.searched, searches=1)
        made += 1
    assert made == requests
    assert step.searched == whole.searched
    assert game.table(step.state) == game.table(whole.state)
    assert step.actions == whole.actions != []


@pytest.mark.parametrize("slug", sorted(PACKS))
def test_play_page_paused_links_the_next_turns_and_refuses_a_move(
    slug: str, client: Client, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(play.replaying, "SEARCHES", 1)
    game, opening, step, _index = _paused(slug)
    token = play.game_token(slug, game, MESTARI[slug], step.moves())
    with translation.override("fi"):
        page = client.get(f"/{slug}/pelaa/", {"t": token}).content.decode()
    # The page goes on from where it stopped: its own link searches the next decisions.
    going_on = re.search(r'class="play-continue" href="([^"#]+)#play-game"', page)
    assert going_on is not None
    # (In ristiseiska the one thinking chooses which card to give: "Aino miettii, minkä…")
    assert re.search(r"Muut pelaavat vielä: (Aino|Eero|Liisa) miettii[.,]", page) is not None
    # The visitor's own cards are shown, as cards, not as controls.
    held = game.table(step.state).hands[0]
    assert page.count('<li><span class="hand-card">') == len(set(held)) > 0
    assert 'name="choice"' not in page
    following = moves_at(slug, html.unescape(going_on.group(1)))
    assert following.computer[: len(step.searched)] == step.searched
    assert len(following.computer) > len(step.searched)
    # A move sent from the paused position: the others have not played yet.
    choice = game.option_text(opening.actions[0].cards)
    answer = client.post(f"/en/{slug}/pelaa/", {"t": token, "move": "1", "choice": choice})
    assert answer.status_code == 400
    assert "It is not your turn yet: the others are still playing." in answer.content.decode()


def test_play_page_paused_on_a_card_asked_for_says_who_gives_it_to_whom(
    client: Client, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The visitor's second move leads to a turn in which the third seat asks for a card
    # and the second chooses which to give: a decision in another player's turn.
    monkeypatch.setattr(play.replaying, "SEARCHES", 0)
    game = find_game("ristiseiska")
    moves = play.Moves((0, 0), (1, 1, 7, 1))
    token = play.game_token("ristiseiska", game, MESTARI["ristiseiska"], moves)
    with translation.override("fi"):
        finnish = client.get("/ristiseiska/pelaa/", {"t": token}).content.decode()
    english = client.get("/en/ristiseiska/pelaa/", {"t": token}).content.decode()
    assert re.findall(r'<p class="play-goal">([^<]*)</p>', finnish) == [
        "Muut pelaavat vielä: Aino miettii, minkä kortin antaa Eerolle."
    ]
    assert re.findall(r'<p class="play-goal">([^<]*)</p>', english) == [
        "The others are still playing: Aino is choosing which card to give Eero."
    ]


@pytest.mark.parametrize("slug", sorted(PACKS))
def test_play_move_with_htmx_searches_at_most_a_requests_worth(
    slug: str, client: Client, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(play.replaying, "SEARCHES", 1)
    game, opening, _step, index = _paused(slug)
    searches = count_searches(monkeypatch)
    token = play.game_token(slug, game, MESTARI[slug], opening.moves())
    choice = game.option_text(opening.actions[index].cards)
    answer = client.post(
        f"/en/{slug}/pelaa/",
        {"t": token, "move": "0", "choice": choice},
        headers={"HX-Request": "true"},
    )
    assert answer.status_code == 200
    assert answer.content.decode().lstrip().startswith('<div id="play-game"')
    assert len(searches) == 1
    # The address pushed plays the same game on from the move: what its page searches
    # is what this request searched.
    pushed = moves_at(slug, answer.headers["HX-Push-Url"])
    assert pushed == play.Moves((index,), opening.searched)
    play.replaying._RECENT.clear()
    again = client.get(answer.headers["HX-Push-Url"]).content.decode()
    assert len(searches) == 2
    assert 'id="play-game"' in again
