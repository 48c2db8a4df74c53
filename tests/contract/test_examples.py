"""Every worked example of every game, at every step: the table the engine says, and the
"to move" tag on the player who decides next.

The test plays each example's scenario file with the engine itself and reads
each step's page: the cards in each seat's hand after the step's event, and
at each step where the engine stops for a decision, the tag on that player.
"""

import re
from typing import Any

import pytest
from django.test import Client
from django.utils import translation

from games.core import Action
from tests.contract.forms import seats
from tests.contract.site import GAMES, engine, example_urls
from tutorials.packs import PACKS
from tutorials.words import card_name, joker_name

pytestmark = pytest.mark.django_db


def _engine_steps(scenario: Any) -> tuple[list[tuple[tuple[int, ...], ...]], dict[int, int]]:
    """Each event's hands (step 1 is the first event), and who decides when the engine
    stops for a choice after step n: the scenario's choices, then its policy."""
    game = scenario.descriptor
    hands: list[tuple[tuple[int, ...], ...]] = []
    deciders: dict[int, int] = {}
    events: list[object] = []

    def observe(event: object, state: Any) -> None:
        events.append(event)
        hands.append(tuple(tuple(hand) for hand in game.table(state).hands))

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
        deciders[len(hands)] = decision.player
        choice = choices.pop(0) if choices else None
        state.choose(Action(decision.player, choice) if choice is not None else policy(state))
    return hands, deciders


def _names(slug: str, cards: tuple[int, ...]) -> list[str]:
    deck = engine(slug).deck
    with translation.override("fi"):
        return sorted(
            joker_name() if deck.texts((card,))[0].startswith("JK") else card_name(card)
            for card in cards
        )


def _plain(label: str) -> str:
    return re.sub(r" \(\d\)$", "", label)  # "pataässä (2)": the second deck's copy


def _agree(shown: list[Any], expected: list[list[str]]) -> bool:
    """Every seat shows the engine's hand; a card marked fresh (just drawn, on its way to
    the table) may be shown with the hand it came to."""
    if len(shown) != len(expected):
        return False
    for seat, hand in zip(shown, expected, strict=True):
        cards = sorted(_plain(label) for label in seat.cards)
        fresh = [_plain(label) for label in seat.fresh]
        if cards != hand and sorted(c for c in cards if c not in fresh) != sorted(
            c for c in hand if c not in fresh
        ):
            return False
        if not set(hand) <= set(cards):
            return False
    return True


def _window(pages: list[Any], hands: list[list[list[str]]]) -> int | None:
    """How many events before its first step an example starts: 0 for a whole game, more
    for an example that shows a stretch of a longer one (the offset that fits best)."""
    if len(pages) == len(hands):
        return 0
    misses = {
        offset: sum(not _agree(page, hands[offset + i]) for i, page in enumerate(pages))
        for offset in range(len(hands) - len(pages) + 1)
    }
    best = min(misses, key=lambda offset: (misses[offset], offset), default=None)
    return best if best is not None and misses[best] < len(pages) // 2 else None


def _count(page: str) -> int:
    found = re.search(r'class="step-count">[^<]*?(\d+)\s*/\s*(\d+)<', page)
    assert found is not None
    return int(found.group(2))


@pytest.mark.parametrize("slug", GAMES)
def test_every_example_step_shows_the_engine_table_and_tags_the_next_decider(slug: str) -> None:
    client = Client()
    wrong: list[str] = []
    stepped = []
    examples = PACKS[slug].examples
    for address in example_urls(client, slug):
        example = examples.by_slug[address.rstrip("/").rsplit("/", 1)[-1]]
        if example.compare:  # two games side by side (two readings of a rule): not here
            continue
        scenario = examples.scenario(example.games[0].scenario)
        hands, deciders = _engine_steps(scenario)
        total = _count(client.get(address, {"step": "0"}).content.decode())
        pages = [
            seats(client.get(address, {"step": str(step)}).content.decode())
            for step in range(1, total + 1)
        ]
        offset = _window(pages, [[_names(slug, hand) for hand in step] for step in hands])
        if offset is None:
            wrong.append(f"{example.slug}: no stretch of the engine's game is on its pages")
            continue
        stepped.append(example.slug)
        for step, shown in enumerate(pages, start=1):
            expected = [_names(slug, hand) for hand in hands[offset + step - 1]]
            if not _agree(shown, expected):
                wrong.append(
                    f"{example.slug} step {step}: hands {[seat.cards for seat in shown]}, "
                    f"the engine {expected}"
                )
            tagged = [number for number, seat in enumerate(shown) if seat.to_move]
            decider = deciders.get(offset + step)
            if decider is not None and tagged != [decider]:
                names = scenario.players
                wrong.append(
                    f"{example.slug} step {step}: tag on {[names[q] for q in tagged]}, "
                    f"{names[decider]} decides"
                )
    assert wrong == []
    assert stepped != []
