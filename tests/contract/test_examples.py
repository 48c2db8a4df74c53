"""Every worked example of every game, at every step, forced and automatic ones too: the
table the engine says, and every seat's tags (to move, passed, out, the loser) as the
state after the step's events.

Each example's games are played once here with the engine itself (one replay per game,
not one per step); each step is then drawn as its page draws it (the example's timeline
and the pack's presenter), so every step is checked without fetching every page. A few
pages are fetched to see the tags are on them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation

from games.core import Action
from games.scenario import Scenario
from tests.contract.expected import expected
from tests.contract.forms import seats
from tests.contract.site import GAMES
from tutorials import stepper
from tutorials.packs import PACKS


def _mover_of(slug: str, event: Any) -> int | None:
    """Who moves in ``event``; None if it is not a move."""
    kind = type(event).__name__
    if kind in expected(slug).not_moves:
        return None
    if kind == "TurnEnded" and str(event.result) == "playing":  # a sika turn that played
        return None
    if kind == "Gave":  # ristiseiska: the player asked gives, in the asker's turn
        return int(event.giver)
    return int(event.player)


@dataclass
class Replayed:
    """One game as the engine plays it: each event with its hands, and who is asked when."""

    events: list[Any] = field(default_factory=list)
    hands: list[tuple[tuple[int, ...], ...]] = field(default_factory=list)
    deal: tuple[tuple[int, ...], ...] = ()
    deciders: dict[int, int] = field(default_factory=dict)  # events so far -> who is asked
    # Who moves where play stopped: nobody once over, else (a scenario that stops after a
    # number of turns) the engine's next player.
    last: int | None = None


def _replay(scenario: Scenario) -> Replayed:
    game = scenario.descriptor
    played = Replayed()

    def observe(event: object, state: Any) -> None:
        played.events.append(event)
        played.hands.append(tuple(tuple(hand) for hand in game.table(state).hands))

    series = (
        {} if scenario.previous_places is None else {"previous_places": scenario.previous_places}
    )
    state = game.new_game(
        scenario.rules,
        len(scenario.players),
        seed=scenario.seed,
        deck=scenario.deck,
        observer=observe,
        pause_after_turns=scenario.stop_after_turns,
        **series,
    )
    policy = game.policies[scenario.policy]
    choices = list(scenario.choices)
    while state.decision is not None:
        decision = state.decision
        played.deciders[len(played.events)] = decision.player
        choice = choices.pop(0) if choices else None
        state.choose(Action(decision.player, choice) if choice is not None else policy(state))
    played.last = None if state.over else game.table(state).to_move
    played.hands = _exchanges_one_by_one(played.events, played.hands)
    return played


def _exchanges_one_by_one(events: list[Any], hands: list[Any]) -> list[Any]:
    """The engine exchanges cards at the deal and then tells each exchange: the table after
    each one is the table after the last with the later exchanges undone."""
    exchanges = [i for i, event in enumerate(events) if type(event).__name__ == "Exchanged"]
    if not exchanges:
        return hands
    hands = list(hands)
    current = [list(hand) for hand in hands[exchanges[-1]]]
    for i in reversed(exchanges):
        hands[i] = tuple(tuple(hand) for hand in current)
        event = events[i]
        for card in event.cards:  # undo: the cards go back to the giver
            current[event.receiver].remove(card)
            current[event.player].append(card)
    return hands


@dataclass(frozen=True)
class Expected:
    hands: tuple[tuple[int, ...], ...]
    to_move: int | None
    passed: frozenset[int]
    out: frozenset[int]
    losers: frozenset[int]


def _expected(slug: str, played: Replayed) -> list[Expected]:
    """Own step 0 (the deal) to the last: the state after each event, from the events."""
    n = len(played.events)
    # Who moves after i events: the player asked then, else the next move's, else nobody.
    following = played.last
    movers: list[int | None] = [None] * (n + 1)
    for i in range(n, -1, -1):
        movers[i] = played.deciders.get(i, following)
        if i and _mover_of(slug, played.events[i - 1]) is not None:
            following = _mover_of(slug, played.events[i - 1])
    found = []
    passed: set[int] = set()
    out: set[int] = set()
    losers: frozenset[int] = frozenset()
    for i in range(n + 1):
        if i:
            event = played.events[i - 1]
            kind = type(event).__name__
            if kind == "Passed" and slug == "siantappo":
                passed.add(event.player)
            elif kind == "TrickFell":
                passed = set()
            elif kind in ("WentOut", "Left"):
                out.update(event.players if hasattr(event, "players") else (event.player,))
            elif kind == "GameOver":
                losers = frozenset(event.outcome.losers)
                passed = set()
        hands = played.hands[i - 1] if i else played.deal
        if losers:  # at the end every seat has a place: an empty hand not losing is out
            out.update(q for q, hand in enumerate(hands) if not hand and q not in losers)
        found.append(
            Expected(
                hands,
                None if losers else movers[i],
                frozenset(passed),
                frozenset(q for q in out if q not in losers),
                losers,
            )
        )
    return found


def _seats(view: Any) -> Any:
    """The seats of a pack's table view (every pack's view has them)."""
    return view.table.seats


def _shown(seat: Any) -> tuple[int, ...]:
    return tuple(sorted(view.card for view in seat.hand or ()))


def _hands_agree(seat: Any, hand: tuple[int, ...]) -> bool:
    """The seat shows the engine's hand, no card more (a card on its way to the pile is
    shown apart from the hand)."""
    return list(_shown(seat)) == sorted(hand)


def _examples(slug: str) -> list[str]:
    return [example.slug for example in PACKS[slug].examples.all]


@pytest.mark.parametrize("slug", GAMES)
def test_every_example_step_shows_the_engine_state_after_its_events(slug: str) -> None:
    pack = PACKS[slug]
    examples = pack.examples
    wrong: list[str] = []
    checked = 0
    with translation.override("fi"):
        for example in examples.all:
            games = [examples.scenario(game.scenario) for game in example.games]
            expected = []
            for game in games:
                played = _replay(game)
                # The deal as the page draws it (a card exchange is undone at step 0).
                played.deal = tuple(
                    tuple(card.card for card in seat.hand or ())
                    for seat in _seats(stepper.present(game, game.players, 0, -1, pack.presenter))
                )
                expected.append(_expected(slug, played))
                assert len(played.events) == stepper.total_steps(game)
            line = examples.timeline(example)
            told = [-1] * len(games)  # each game's last own step told so far
            for step in range(line.total + 1):
                views = stepper.timeline_views(
                    games,
                    [game.players for game in games],
                    [game.label for game in example.games],
                    line,
                    step,
                    teller=pack.presenter,
                )
                for index, (game, view) in enumerate(zip(games, views, strict=True)):
                    own = line.positions[step][index]
                    since = line.since(index, own)
                    # Every event is told: a page tells the events after the last one shown.
                    if told[index] >= 0 and own != told[index] and since != told[index]:
                        wrong.append(f"{example.slug} step {step}: events {told[index]}–{since}")
                    told[index] = own
                    state = expected[index][own]
                    names = game.players
                    for q, seat in enumerate(_seats(view)):
                        lost = bool(getattr(seat, "loser", False) or getattr(seat, "sika", False))
                        tags = (
                            bool(seat.to_move),
                            bool(getattr(seat, "passed", False)),
                            seat.place is not None and not seat.count and not lost,
                            lost,
                        )
                        want = (
                            q == state.to_move,
                            q in state.passed,
                            q in state.out,
                            q in state.losers,
                        )
                        if tags != want:
                            wrong.append(
                                f"{example.slug} step {step} ({names[q]}): tags {tags}, "
                                f"the engine {want}"
                            )
                        if not _hands_agree(seat, state.hands[q]):
                            wrong.append(f"{example.slug} step {step} ({names[q]}): hand")
                    checked += 1
    assert wrong == []
    assert checked > 0


# The pages themselves: the tags are drawn on them, on the players the engine says.
@pytest.mark.parametrize(
    ("slug", "example", "step", "tags"),
    [
        # Aino opens with the three of clubs: Eero is to move.
        ("siantappo", "esimerkkikierros", 1, {"Eero": ["vuorossa"]}),
        # Eero beats with the ace of hearts: Liisa, who cannot beat it, is to move.
        ("siantappo", "esimerkkikierros", 6, {"Liisa": ["vuorossa"], "Onni": ["ohi"]}),
        # Liisa passes by herself: she is tagged as passed, Aino is to move.
        (
            "siantappo",
            "esimerkkikierros",
            7,
            {"Aino": ["vuorossa"], "Liisa": ["ohi"], "Onni": ["ohi"]},
        ),
        # Turn 7: Aino asks for a card, and Onni, the previous player, chooses which to give.
        ("ristiseiska", "avaus", 7, {"Onni": ["vuorossa"]}),
        # Aino draws from the ring and plays on: still her turn.
        ("sika", "aino-eero-liisa", 3, {"Aino": ["vuorossa"]}),
        # Aino's free card ends her turn: Eero is to move.
        ("sika", "aino-eero-liisa", 5, {"Eero": ["vuorossa"]}),
    ],
)
def test_example_page_tags(
    client: Client, slug: str, example: str, step: int, tags: dict[str, list[str]]
) -> None:
    with translation.override("fi"):
        address = reverse(f"{slug}:example", args=[example])
    html = client.get(f"{address}?step={step}", HTTP_ACCEPT_LANGUAGE="fi").content
    found = {}
    for body in re.findall(r'<li class="seat[^"]*">(.*?)</li>', html.decode(), re.DOTALL):
        name = re.search(r"<strong>([^<]*)</strong>", body)
        said = re.findall(r'<span class="tag[^"]*">([^<]*)</span>', body)
        if name and said:
            found[name.group(1)] = said
    assert found == tags
    assert [seat.name for seat in seats(html.decode()) if seat.to_move] == [
        name for name, said in tags.items() if "vuorossa" in said
    ]


@pytest.mark.parametrize(
    ("slug", "example", "step", "asked"),
    [
        ("siantappo", "esimerkkikierros", 1, "Eero"),
        ("ristiseiska", "avaus", 14, "Onni"),
        ("sika", "aino-eero-liisa", 5, "Aino"),
    ],
)
def test_example_try_page_tags_the_player_it_asks(
    client: Client, slug: str, example: str, step: int, asked: str
) -> None:
    url = reverse(f"{slug}:example_try", args=[example])
    with translation.override("en"):
        html = client.get(f"{url}?step={step}", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert [seat.name for seat in seats(html) if seat.to_move] == [asked]
